package twilight

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"turnmail/engine"
)

// prompt is what side p is asked now, if anything.
func (s *state) prompt(p Side) (ask, bool) {
	if s.Over || s.Halt != "" {
		return ask{}, false
	}
	if s.Flow != nil {
		if s.Flow.Ask != nil && s.Flow.Ask.Side == p {
			return *s.Flow.Ask, true
		}
		return ask{}, false
	}
	if s.Phase == phaseHeadline {
		return s.headlineAsk(p)
	}
	return ask{}, false
}

// Pending lists who must act now; both sides at once during a headline.
func (s *state) Pending() []engine.Prompt {
	var ps []engine.Prompt
	for _, p := range []Side{USSR, US} {
		a, ok := s.prompt(p)
		if !ok {
			continue
		}
		// A headline is a secret choice, except for the side whose
		// opponent has space box 4 and sees it before choosing (Rules 8.1).
		secret := s.Flow == nil && s.Phase == phaseHeadline && !(s.spaceAbility(p.Opp(), 4) && len(s.headlineOptions(p.Opp())) > 0)
		ps = append(ps, engine.Prompt{Seat: seats[p], Decision: s.Decision, Question: a.Question,
			Options: a.Options, Example: a.Options[0], Secret: secret})
	}
	return ps
}

// Apply parses a line of seat's steps and applies them in order, on a
// copy: on any refusal the state is left exactly as it was.
func (s *state) Apply(seat, line string) (res engine.Result, err error) {
	p, ok := sideOf(seat)
	if !ok {
		return engine.Result{}, engine.Refuse("there is no seat %q in Twilight Struggle (the seats are USSR and US)", seat)
	}
	if s.Over {
		return engine.Result{}, engine.Refuse("the game is over: %s", s.Reason)
	}
	if s.Halt != "" {
		return engine.Result{}, engine.Refuse("the game is halted: %s", s.Halt)
	}
	steps, err := parseLine(line)
	if err != nil {
		return engine.Result{}, err
	}
	backup := s.copy()
	restore := func() { *s = *backup }
	defer func() {
		// A bug in the rules code must not leave a half-applied move.
		if v := recover(); v != nil {
			restore()
			res, err = engine.Result{}, fmt.Errorf("apply %q for %s: internal error: %v", line, seat, v)
		}
	}()
	s.log = nil
	var normal []string
	// A roll stands (engine.State.Apply): after a step that rolled dice,
	// good keeps the state so far, and a later failing step ends the line
	// there instead of undoing the roll.
	var good *state
	var goodLog []string
	keepRoll := func(rest string, why error) (engine.Result, error) {
		*s = *good
		s.log = append(goodLog, fmt.Sprintf("Not carried out after the roll: %q (%v).", rest, why))
		log := s.log
		s.log = nil
		return engine.Result{Normal: strings.Join(normal, "; "), Log: log, Rolled: true}, nil
	}
	for i, st := range steps {
		a, ok := s.prompt(p)
		if !ok && good != nil {
			rest := st.text
			if rest == "" {
				rest = "choose " + st.choose
			}
			return keepRoll(rest, fmt.Errorf("it is not your step: %s", s.waitingFor()))
		}
		if !ok {
			why := s.waitingFor()
			rest := steps[i].text
			if rest == "" {
				rest = "choose " + steps[i].choose
			}
			sameFlow := s.Flow != nil && backup.Flow != nil && s.Flow.Proc == backup.Flow.Proc &&
				s.Flow.Side == backup.Flow.Side && s.Flow.Card == backup.Flow.Card
			restore()
			if i == 0 {
				return engine.Result{}, engine.Refuse("it is not your turn: %s", why)
			}
			if sameFlow {
				return engine.Result{}, engine.Refuse("after %q the next question is not yours (%s), so %q must wait; "+
					"nothing was done: send the steps up to there now and the rest when you are asked",
					strings.Join(normal, "; "), why, rest)
			}
			return engine.Result{}, engine.Refuse("after %q your move is complete (%s), so %q is one step too many; "+
				"nothing was done: send the command without it", strings.Join(normal, "; "), why, rest)
		}
		opt, err := s.matchStep(p, st, a)
		if err != nil && good != nil {
			return keepRoll(st.text+st.choose, err)
		}
		if err != nil {
			if why := s.explain(p, st.text); st.text != "" && why != "" {
				err = engine.Refuse("%q is not possible: %s. %s You can: %s", st.text, why, a.Question, summarize(a.Options, 12))
			}
			restore()
			return engine.Result{}, err
		}
		before := s.Rand.S
		s.answer(p, opt)
		normal = append(normal, opt)
		if good != nil || s.Rand.S != before {
			good, goodLog = s.copy(), slices.Clone(s.log)
		}
		if (s.Over || s.Halt != "") && i < len(steps)-1 {
			s.logf("The rest of the command was not used: the game has stopped.")
			break
		}
	}
	log := s.log
	s.log = nil
	return engine.Result{Normal: strings.Join(normal, "; "), Log: log, Rolled: good != nil}, nil
}

// summarize lists up to n options.
func summarize(opts []string, n int) string {
	if len(opts) <= n {
		return strings.Join(opts, "; ")
	}
	return strings.Join(opts[:n], "; ") + fmt.Sprintf("; … (%d in all)", len(opts))
}

// answer applies one option that p may choose now.
func (s *state) answer(p Side, opt string) {
	if s.Flow != nil {
		s.answerFlow(opt)
	} else {
		s.chooseHeadline(p, opt)
	}
	s.advance()
}

// waitingFor says whose move it is.
func (s *state) waitingFor() string {
	var who []string
	for _, pr := range s.Pending() {
		who = append(who, pr.Seat)
	}
	if len(who) == 0 {
		return "nobody can move now"
	}
	return "waiting for the " + strings.Join(who, " and the ")
}

// Outcome reports the end of the game.
func (s *state) Outcome() engine.Outcome {
	if !s.Over {
		return engine.Outcome{}
	}
	o := engine.Outcome{Over: true, Reason: s.Reason}
	if s.Winner != "" {
		o.Winners = []string{s.Winner}
	}
	return o
}

// Halted reports why the game waits outside the rules, or "".
func (s *state) Halted() string { return s.Halt }

// Marshal serialises the whole state.
func (s *state) Marshal() ([]byte, error) {
	b, err := json.Marshal(s)
	if err != nil {
		return nil, fmt.Errorf("marshal twilight state: %w", err)
	}
	return b, nil
}
