package risk

import (
	"fmt"
	"slices"
	"strings"

	"turnmail/engine"
)

// Rule text, EROBERN: "Der Verteidiger gibt an, mit wie vielen Einheiten
// des angegriffenen Gebiets er sich verteidigt: Es dürfen maximal 2
// Einheiten sein." Asking by mail before every roll would stall the game,
// so each player keeps a standing order (default 2), changed by mail at any
// time, also while the opponent moves: "defend with 1", "defend Polen
// with 1". The neutral army defends with 2 where it can (rule text).

// defenceDice is how many dice t's defender rolls now, and a note for the
// log when a standing order made it fewer than the units allow.
func (s *state) defenceDice(t terrID) (int, string) {
	most := min(2, s.Units[t])
	p := s.Owner[t]
	if p != red && p != blue {
		return most, ""
	}
	order := s.defendOrder(p, t)
	if order >= most {
		return most, ""
	}
	return order, fmt.Sprintf(" (defends with %d by standing order)", order)
}

// defendOrder is p's standing order for t: 1 or 2.
func (s *state) defendOrder(p int, t terrID) int {
	if in := s.DefendIn[p]; len(in) == int(numTerr) && in[t] > 0 {
		return in[t]
	}
	if s.Defend[p] > 0 {
		return s.Defend[p]
	}
	return 2
}

// defendText describes p's standing orders for its own view.
func (s *state) defendText(p int) string {
	n := s.Defend[p]
	if n == 0 {
		n = 2
	}
	text := fmt.Sprintf("Defence order of %s: defend with %d", seatNames[p], n)
	var except []string
	if in := s.DefendIn[p]; len(in) == int(numTerr) {
		for t, n := range in {
			if n > 0 {
				except = append(except, fmt.Sprintf("%s with %d", terrID(t).name(), n))
			}
		}
	}
	if len(except) > 0 {
		text += " (" + strings.Join(except, ", ") + ")"
	}
	example := "Polen"
	if own := s.territories(p); len(own) > 0 {
		example = own[0].name()
	}
	return text + ".\n  Change it at any time, also in your opponent's turn: defend with 1,\n  defend with 2, defend " + example + " with 1.\n"
}

// setDefend records p's standing order: for territory t, or for all
// when t is -1 (which replaces the orders for single territories).
func (s *state) setDefend(p int, t terrID, n int) {
	if t < 0 {
		s.Defend[p] = n
		s.DefendIn[p] = nil
		return
	}
	if len(s.DefendIn[p]) != int(numTerr) {
		s.DefendIn[p] = make([]int, numTerr)
	}
	s.DefendIn[p][t] = n
	if !slices.ContainsFunc(s.DefendIn[p], func(v int) bool { return v > 0 }) {
		s.DefendIn[p] = nil
	}
}

// StandingOrder reports whether line is a defence order, which a seat
// may send at any time (engine.Standing).
func (s *state) StandingOrder(seat, line string) bool {
	toks := tokenize(line)
	return len(toks) > 0 && verbs[toks[0]] == kDefend
}

// standingOrder applies a line of defence orders, which a seat may send
// at any time: it asks nothing of the game, so it changes neither the
// turn nor the decision number. ok is false when the line is not a
// defence order.
func (s *state) standingOrder(p int, line string) (engine.Result, bool, error) {
	if !s.StandingOrder(seatNames[p], line) {
		return engine.Result{}, false, nil
	}
	if s.inSetup() {
		// Armies A and B have no player yet.
		return engine.Result{}, true, engine.Refuse("defence orders are given once each player has chosen an army")
	}
	toks := tokenize(line)
	orders, err := parseDefend(toks[1:])
	if err != nil {
		return engine.Result{}, true, err
	}
	var normal []string
	for _, o := range orders {
		if o.T >= 0 && s.Owner[o.T] != p {
			return engine.Result{}, true, engine.Refuse("you do not control %s; a defence order names one of your territories or none (defend with %d)", o.T.name(), o.N)
		}
	}
	for _, o := range orders {
		s.setDefend(p, o.T, o.N)
		normal = append(normal, o.normal())
	}
	// The order itself stays private until a roll uses it.
	return engine.Result{Normal: strings.Join(normal, ", "),
		Log: []string{fmt.Sprintf("%s changes a standing defence order.", seatNames[p])}}, true, nil
}

// defendOrderStep is one parsed defence order.
type defendOrderStep struct {
	T terrID // -1: every territory
	N int
}

func (o defendOrderStep) normal() string {
	if o.T < 0 {
		return fmt.Sprintf("defend with %d", o.N)
	}
	return fmt.Sprintf("defend %s with %d", o.T.name(), o.N)
}

// Words in a defence order that only make a sentence: "defend
// everywhere with 1 die", "verteidige überall mit einem Würfel".
var defendFillers = []string{"everywhere", "all", "always", "everything", "territories", "überall", "ueberall",
	"immer", "alle", "alles", "gebiete", "my", "meine", "mich", "by", "default", "standard"}

// parseDefend reads "with N", "T with N" and lists of them.
func parseDefend(toks []string) ([]defendOrderStep, error) {
	var out []defendOrderStep
	for len(toks) > 0 {
		for len(toks) > 0 && (slices.Contains(sepWords, toks[0]) || slices.Contains(defendFillers, toks[0]) ||
			verbs[toks[0]] == kDefend) {
			toks = toks[1:]
		}
		if len(toks) == 0 {
			break
		}
		o := defendOrderStep{T: -1}
		if !slices.Contains(withWords, toks[0]) && !isNumber(toks[0]) {
			run, rest := nameRun(toks)
			t, err := resolveTerritory(run)
			if err != nil {
				return nil, err
			}
			o.T, toks = t, rest
		}
		for len(toks) > 0 && slices.Contains(defendFillers, toks[0]) {
			toks = toks[1:]
		}
		if len(toks) > 0 && slices.Contains(withWords, toks[0]) {
			toks = toks[1:]
		}
		if len(toks) == 0 || !isNumber(toks[0]) {
			return nil, engine.Refuse("write defend with 1 or defend with 2 (or defend Polen with 1 for one territory)")
		}
		o.N = atoi(toks[0])
		if o.N < 1 || o.N > 2 {
			return nil, engine.Refuse("the defender rolls 1 or 2 dice (rule text: \"Es dürfen maximal 2 Einheiten sein\"), not %d", o.N)
		}
		toks = toks[1:]
		for len(toks) > 0 && slices.Contains(unitWords, toks[0]) {
			toks = toks[1:]
		}
		if len(toks) > 0 && isNumber(toks[0]) {
			// "defend with 1 2": one number says how many dice defend
			// (leftover.go); no options, as a seat may send this while the
			// other moves
			return nil, engine.Refuse("I read %q, but the number %s was left over: one number says how many dice defend", o.normal(), toks[0])
		}
		if rest := skipWords(toks, placePreps, toWords); o.T < 0 && len(rest) > 0 && !slices.Contains(sepWords, rest[0]) &&
			!slices.Contains(defendFillers, rest[0]) {
			// "defend with 1 in Germany", 用1个兵防守德国: the territory after the number
			run, r := nameRun(rest)
			if t, err := resolveTerritory(run); err == nil {
				o.T, toks = t, r
			}
		}
		out = append(out, o)
	}
	if len(out) == 0 {
		return nil, engine.Refuse("write defend with 1 or defend with 2 (or defend Polen with 1 for one territory)")
	}
	for i, o := range out {
		for _, p := range out[:i] {
			if p.T == o.T && p.N != o.N {
				return nil, engine.Refuse("%q and %q give one order twice; write the one you mean", p.normal(), o.normal())
			}
		}
	}
	// An order for every territory replaces the orders for single ones
	// (setDefend), so it is carried out first: "defend Polen with 2, with 1
	// elsewhere" keeps Polen's order instead of dropping it.
	slices.SortStableFunc(out, func(a, b defendOrderStep) int {
		return cmpBool(a.T >= 0, b.T >= 0)
	})
	return out, nil
}

// cmpBool orders false before true.
func cmpBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}
