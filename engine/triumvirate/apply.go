package triumvirate

import (
	"fmt"
	"slices"
	"strings"

	"turnmail/engine"
)

// Apply parses a command line (one step, or several joined by ";" or
// "then") and applies its steps to a copy of the state, all or none, but
// a draw from the bag stands (engine.ApplySteps). One of the options as
// written is carried out in place.
func (s *state) Apply(seat, line string) (engine.Result, error) {
	if s.Phase == phaseOver {
		return engine.Result{}, engine.Refuse("the game is over: %s", s.Reason)
	}
	me := s.seatIndex(seat)
	if me == noSeat {
		return engine.Result{}, engine.Refuse("there is no seat %q in this game", seat)
	}
	// A line that is one of the options as written is that command: it
	// needs no reading, and a legal command cannot fail, so it is carried
	// out in place, without the copy.
	if opt, ok := s.optionCommand(me, line); ok {
		s.log = nil
		before := s.Rand.S
		normal := s.take(opt)
		log := s.log
		s.log = nil
		return engine.Result{Normal: normal, Log: log, Rolled: s.Rand.S != before}, nil
	}
	line, remarks := dropRemarks(line)
	steps := splitSteps(line)
	if len(steps) == 0 { // remarks only: no command at all (engine.Refusal.NotCommand)
		return engine.Result{}, engine.RefuseNotCommand("the command is empty; write for example %q", example(s.options()))
	}
	cp := s.clone()
	cp.log = nil
	var normals []string
	clone := (*state).clone
	if len(steps) == 1 {
		clone = nil // no later step can fail after a roll (engine.ApplySteps)
	}
	res, err := engine.ApplySteps(cp, clone, engine.Lines(steps, func(w []string) string { return strings.Join(w, " ") },
		func(w *state, words []string) (bool, error) {
			before := w.Rand.S
			normal, err := w.step(me, words)
			if err != nil {
				return false, err
			}
			normals = append(normals, normal)
			return w.Rand.S != before, nil
		}))
	if err != nil && len(steps) > 1 {
		return engine.Result{}, engine.Refuse("step %d (%s): %v; nothing was applied", res.Applied+1, res.Failed, err)
	}
	if err != nil {
		return engine.Result{}, err
	}
	next := res.State
	for _, r := range remarks {
		next.log = append(next.log, fmt.Sprintf("Read %q as a remark, not a command.", r))
	}
	if note := res.Note(); note != "" {
		next.log = append(next.log, note)
	}
	log := next.log
	next.log = nil
	*s = *next
	return engine.Result{Normal: strings.Join(normals[:res.Applied], "; "), Log: log, Rolled: res.Rolled}, nil
}

// clone copies the state for Apply's steps: its only slice is the log.
func (s *state) clone() *state {
	c := *s
	c.log = slices.Clone(s.log)
	return &c
}

// step applies one step of seat me.
func (s *state) step(me int, words []string) (string, error) {
	if s.Phase == phaseOver {
		return "", engine.Refuse("the game is over: %s", s.Reason)
	}
	if asked := s.asked(); asked != me {
		return "", engine.Refuse("it is not your turn: the game waits for %s %s", s.seat(asked), s.waitsFor())
	}
	cmd, note, ok, err := s.understand(words)
	if err != nil {
		return "", s.refuse(err, words)
	}
	if !ok {
		return "", engine.Refuse("%s", s.whyNot(cmd))
	}
	normal := cmd.String()
	if note != "" {
		s.logf("%s", note)
	}
	s.execute(cmd)
	s.Decision++
	return normal, nil
}

// optionCommand finds the option of seat me whose normal form is line,
// when me is asked now.
func (s *state) optionCommand(me int, line string) (command, bool) {
	if s.Phase == phaseOver || s.asked() != me {
		return command{}, false
	}
	var room commandRoom
	for _, c := range s.appendOptions(room[:0]) {
		if c.String() == line {
			return c, true
		}
	}
	return command{}, false
}

// take carries out cmd, one of the options, as step does a command it has
// read, and returns its normal form.
func (s *state) take(cmd command) string {
	normal := cmd.String()
	s.execute(cmd)
	s.Decision++
	return normal
}

// execute carries out a legal command.
func (s *state) execute(cmd command) {
	switch cmd.Verb {
	case "supply":
		s.supplyProvince(cmd.Where)
		s.checkSupplyLeft()
	case "rome":
		s.romeSupply(cmd)
	case "move":
		s.move(cmd.Where, cmd.Legions)
	case "attack":
		s.attack(cmd.Where, cmd.Legions)
	case "take":
		s.takeOfficial()
	case "place":
		if s.Phase == phaseConsul {
			s.placeConsulOfficial(cmd.Where)
		} else {
			s.placeOfficial()
		}
	case "keep":
		s.placeConsulOfficial(noSeat)
	case "flee":
		s.fleeTo(s.Fleeing, cmd.Where)
		s.resume()
	case "raise":
		s.raise(s.Raising, cmd.Track)
	case "done":
		s.say(s.seat(s.Active) + " ends the movement.")
		s.Phase = phaseAct
	case "act":
		s.act(cmd)
	case "pass":
		s.say(s.seat(s.Active) + " ends the turn.")
		s.endTurn()
	}
}

// suggest names the legal option nearest to what was written.
func (s *state) suggest(written string) string {
	best, bestD := "", 1<<30
	for _, o := range s.options() {
		n := o.String()
		if d := engine.EditDistance(written, strings.ToLower(n)); d < bestD {
			best, bestD = n, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf("; did you mean %q?", best)
}

// whyNot explains why a well-formed command is not legal now.
func (s *state) whyNot(cmd command) string {
	want := map[phase][]string{
		phaseSupply: {"supply", "rome"}, phaseRome: {"rome"}, phaseFlee: {"flee"},
		phaseCompensate: {"raise"}, phaseAct: {"act", "pass"}, phaseConsul: {"place", "keep"},
		phaseMove: {"move", "attack", "take", "place", "done", "pass"},
	}[s.Phase]
	if !slices.Contains(want, cmd.Verb) {
		return fmt.Sprintf("not now: you are asked to %s (e.g. %q)", s.question(), example(s.options()))
	}
	me := s.Active
	switch cmd.Verb {
	case "move", "attack":
		return s.whyNotMove(cmd)
	case "act":
		return s.whyNotAct(cmd)
	case "take":
		if s.OfficialDone {
			return "you have already taken or placed an official in this province; move on first"
		}
		return "there is no official in " + provinces[s.Chars[me].Figure].Name
	case "place":
		return s.whyNotPlace(cmd)
	case "rome":
		for _, p := range cmd.legionTargets() {
			if owner := s.Provinces[p].Owner; owner != me {
				return fmt.Sprintf("legions from Rome go to your own provinces, and %s is not yours", provinces[p].Name)
			}
		}
		if cmd.Kind != "gold" && s.SupplyLegions == 0 || cmd.Kind != "legions" && s.SupplyGold == 0 {
			return "the supply cannot give that; you can: " + s.optionList()
		}
	case "flee", "supply":
		return fmt.Sprintf("%s is not among the choices: %s", provinces[cmd.Where].Name, s.optionList())
	}
	return "that is not possible now; you can: " + s.optionList()
}

// whyNotAct explains why an action cannot be taken.
func (s *state) whyNotAct(cmd command) string {
	me := s.Active
	ch := &s.Chars[me]
	where := provinces[ch.Figure]
	allowed := map[Kind][]string{Political: {"political", "persuade"}, Military: {"military", "weapons"},
		Competence: {"political", "military"}}[where.Kind]
	what := cmd.Kind
	if what == "improve" {
		what = cmd.Track
	}
	switch {
	case s.Actions >= maxActions:
		return "you have taken three actions, the most a turn allows; write \"pass\""
	case !slices.Contains(allowed, what):
		return fmt.Sprintf("in %s (a %s province) you can: %s", where.Name, where.Kind, s.optionList())
	case cmd.Kind == "improve" && s.level(me, cmd.Track) >= maxLevel:
		return "your " + cmd.Track + " competence is at VII already"
	case cmd.Kind == "persuade" && cmd.Seat >= s.Players:
		return s.seat(cmd.Seat) + " does not play in the 2-player game"
	case cmd.Kind == "persuade" && cmd.Seat == me:
		return "to win a citizen from the Alii write \"act persuade\""
	case cmd.Kind == "persuade" && cmd.Seat == noSeat && s.Alii == 0:
		return "the Alii have no citizen left; you may send another's citizen to them (\"act persuade NAME\")"
	case cmd.Kind == "persuade" && cmd.Seat != noSeat && s.Chars[cmd.Seat].Citizens == 0:
		return s.seat(cmd.Seat) + " has no citizen in the forum"
	case cmd.Kind == "weapons" && ch.Weapons == 0:
		return "all your weapons are in the bag already"
	}
	if cost := s.actionCost(cmd); cost > ch.Gold {
		return fmt.Sprintf("that action costs %d gold and you have %d", cost, ch.Gold)
	}
	return "that is not possible now; you can: " + s.optionList()
}

// whyNotPlace explains why an official cannot be placed.
func (s *state) whyNotPlace(cmd command) string {
	if s.Phase == phaseConsul {
		if cmd.Where < 0 {
			return "name the province: " + s.optionList()
		}
		return fmt.Sprintf("%s is not among the choices: %s", provinces[cmd.Where].Name, s.optionList())
	}
	here := s.Chars[s.Active].Figure
	switch {
	case s.Chars[s.Active].Carried == 0:
		return "your figure carries no official"
	case s.OfficialDone:
		return "you have already taken or placed an official in this province; move on first"
	case s.Provinces[here].Official:
		return provinces[here].Name + " has an official already"
	case !s.Entered:
		return "an official is placed on entering one of your provinces; your figure has not moved this turn"
	}
	return "that is not possible now; you can: " + s.optionList()
}

func (s *state) whyNotMove(cmd command) string {
	me := s.Active
	from := s.Chars[me].Figure
	p := cmd.Where
	switch {
	case !s.Provinces[p].InGame:
		return provinces[p].Name + " is not used in the 2-player game"
	case p == from:
		return "your figure already stands in " + provinces[p].Name
	}
	r, ok := s.routes(from)[p]
	if !ok {
		return fmt.Sprintf("%s is not next to %s (nor across the sea)", provinces[p].Name, provinces[from].Name)
	}
	if cmd.Legions > s.Provinces[from].Legions {
		if s.Provinces[from].Legions == 1 {
			return "only 1 legion stands in " + provinces[from].Name
		}
		return fmt.Sprintf("only %d legions stand in %s", s.Provinces[from].Legions, provinces[from].Name)
	}
	cost := r.WithLegions
	if cmd.Legions == 0 {
		cost = r.WithoutLegions
	}
	if cost > s.Points {
		return fmt.Sprintf("that step costs %s and you have %d left", amount(cost, "movement point"), s.Points)
	}
	if owner := s.Provinces[p].Owner; owner != me {
		if cmd.Legions == 0 {
			return "an attack needs at least one legion"
		}
		if s.ownsCount(owner) <= 1 {
			return s.seat(owner) + " has only one province and may not be attacked"
		}
	}
	if cmd.Verb == "attack" && s.Provinces[p].Owner == me {
		return provinces[p].Name + " is your own province; write \"move\""
	}
	return "that is not possible now; you can: " + s.optionList()
}

// optionList shows the first legal options for an explanation.
func (s *state) optionList() string {
	var names []string
	for i, o := range s.options() {
		if i == 8 {
			names = append(names, "…")
			break
		}
		names = append(names, o.String())
	}
	return strings.Join(names, ", ")
}
