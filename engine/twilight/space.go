package twilight

import "fmt"

// spaceBox is one box of the space race track (rules 6.4).
type spaceBox struct {
	name          string
	opsNeeded     int
	rollMax       int
	first, second int // VP for the first and the second side to arrive
}

// spaceTrack holds boxes 1-8; index 0 is the start.
var spaceTrack = []spaceBox{
	{"Start", 0, 0, 0, 0},
	{"Earth Satellite", 2, 3, 2, 1},
	{"Animal in Space", 2, 4, 0, 0},
	{"Man in Space", 2, 3, 2, 0},
	{"Man in Earth Orbit", 2, 4, 0, 0},
	{"Lunar Orbit", 3, 3, 3, 1},
	{"Eagle/Bear Has Landed", 3, 4, 0, 0},
	{"Space Shuttle", 3, 3, 4, 2},
	{"Space Station", 4, 2, 2, 0},
}

// spaceTriesAllowed is 1 a turn, 2 with the box 2 ability (rules 6.4.4).
func (s *state) spaceTriesAllowed(p Side) int {
	if s.spaceAbility(p, 2) {
		return 2
	}
	return 1
}

// canSpace reports whether p may play card n on the space race now: a
// try left this turn, the track not finished, enough Ops for the next box
// (after modifiers), and not a scoring card (rules 6.4.1-6.4.3).
func (s *state) canSpace(p Side, n int) bool {
	if cardOf(n).Scoring || s.Space[p] >= 8 || s.Tries[p] >= s.spaceTriesAllowed(p) {
		return false
	}
	return s.opsOf(p, n) >= spaceTrack[s.Space[p]+1].opsNeeded
}

// spaceAttempt rolls for p's next box. The card's event never happens
// (rules 6.4.5).
func (s *state) spaceAttempt(p Side, n int) {
	s.Tries[p]++
	next := s.Space[p] + 1
	box := spaceTrack[next]
	if s.Variants.SpaceNoRoll && !s.chooseYesNo(p, fmt.Sprintf("Space race: roll for %s (needs 1-%d)? "+
		"No: the card is spent without a roll (designer optional rule).", box.name, box.rollMax)) {
		s.logf("The %s plays the card to the space race without rolling.", p)
		return
	}
	roll := s.Rand.D6()
	if roll > box.rollMax {
		s.logf("The %s rolls %d for %s (needs 1-%d): the attempt fails.", p, roll, box.name, box.rollMax)
		return
	}
	s.logf("The %s rolls %d for %s (needs 1-%d): success.", p, roll, box.name, box.rollMax)
	s.advanceSpace(p)
	s.checkVP()
}

// advanceSpace moves p one box up, with that box's VP: the first side to
// arrive gets the first number, the second the other (rules 6.4.2).
// Events that advance the space race (Captured Nazi Scientist) call it
// too; they do not use a try.
func (s *state) advanceSpace(p Side) {
	if s.Space[p] >= 8 {
		return
	}
	s.Space[p]++
	box := spaceTrack[s.Space[p]]
	vp := box.first
	if s.Space[p.Opp()] >= s.Space[p] {
		vp = box.second
	}
	s.logf("The %s reaches space box %d, %s.", p, s.Space[p], box.name)
	s.addVP(p, vp)
}

// spaceAbility reports whether p holds the ability of space box b: p got
// there first and the opponent has not arrived yet (rules 6.4.4).
func (s *state) spaceAbility(p Side, box int) bool {
	return s.Space[p] >= box && s.Space[p.Opp()] < box
}
