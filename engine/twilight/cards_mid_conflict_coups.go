package twilight

import (
	"fmt"
	"strings"
)

// Mid War cards of coups and Ops modifiers: Junta, Brezhnev Doctrine,
// Latin American Death Squads and Che.

func init() {
	registerEvent(47, eventSpec{Run: junta})
	registerEvent(51, eventSpec{Run: brezhnevDoctrine})
	registerEvent(69, eventSpec{Run: deathSquads, CoupModifier: deathSquadsCoupModifier})
	registerEvent(107, eventSpec{Run: che})
}

// inLatinAmerica reports whether c is in Central or South America.
func inLatinAmerica(c int) bool {
	r := countries[c].Region
	return r == CentralAmerica || r == SouthAmerica
}

// junta (47): the player places 2 influence in one Central or South
// American country, first (FAQ #47 Q2), then may make a free coup or
// realignment rolls in one of these regions with the card's 2 Ops. The
// free coup gives no military operations (FAQ #47 Q1) but lowers DEFCON
// in a battleground (FAQ §5.0 Q4). "This card's Operations value" is
// event-granted Ops (eventOps): Brezhnev Doctrine adds 1 as it does to
// CIA Created in rules 7.4.2 example 3, Red Scare/Purge takes nothing
// (FAQ #31 Q1).
func junta(s *state, p Side) {
	ids := countriesWhere(func(c Country) bool { return inLatinAmerica(c.ID) })
	c := s.chooseCountry(p, "Junta: add 2 influence to which Central or South American country?", ids)
	s.addInf(p, c, 2)
	s.logf("Junta: the %s adds 2 influence to %s.", p, countries[c].Name)
	s.freeCoupOrRealign(p, 47, s.eventOps(p, 47), CentralAmerica, SouthAmerica)
}

// brezhnevDoctrine (51): for the rest of the turn USSR cards get +1 Op,
// up to 4 (opsOf, with Containment and Red Scare/Purge).
func brezhnevDoctrine(s *state, _ Side) {
	s.setTurnEffect(effBrezhnev, 1)
	s.logf("Brezhnev Doctrine: the USSR's cards get +1 Op (max 4) for the rest of the turn.")
}

// deathSquads (69): for the rest of the turn the player's coups in
// Central and South America get +1 and the opponent's -1. The effect is
// on the player (e.On); played by both sides in one turn the two cancel.
func deathSquads(s *state, p Side) {
	s.setTurnEffect(effectOn(69, p), 1)
	s.logf("Latin American Death Squads: this turn the %s's coups in Central and South America get +1, the %s's -1.", p, p.Opp())
}

// deathSquadsCoupModifier applies to every coup in Central and South
// America, free ones included.
func deathSquadsCoupModifier(_ *state, e effect, p Side, c int, _ bool) int {
	if !inLatinAmerica(c) {
		return 0
	}
	if p == e.On {
		return 1
	}
	return -1
}

// che (107): the USSR may make a coup with the card's 3 Ops in a
// non-battleground country of Central America, South America or Africa;
// if it removes US influence, a second coup may follow in a different
// such country. The coups come from the event: they are free (no
// military operations, rules 8.2.5), with the card's Ops as event-granted
// Ops (eventOps), like Junta's.
func che(s *state, p Side) {
	first, removed := s.cheCoup(p, -1)
	if first < 0 || !removed {
		return
	}
	s.cheCoup(p, first)
}

// cheCoup offers one Che coup, not in country not; it returns the target
// (-1 for none) and whether the coup removed opposing influence.
func (s *state) cheCoup(p Side, not int) (int, bool) {
	var opts []string
	for c, k := range countries {
		r := k.Region
		if c != not && !k.Battleground && (r == CentralAmerica || r == SouthAmerica || r == Africa) && s.canTarget(p, c, true) {
			opts = append(opts, "coup "+k.Name)
		}
	}
	if len(opts) == 0 {
		s.logf("Che: no non-battleground country in Central America, South America or Africa to coup.")
		return -1, false
	}
	q := fmt.Sprintf("Che: coup which non-battleground country of Central America, South America or Africa (%d Ops)? (done: none)", s.eventOps(p, 107))
	if not >= 0 {
		q = fmt.Sprintf("Che: the coup removed %s influence; coup a second country? (done: none)", p.Opp())
	}
	a := s.ask(p, q, append(opts, "done"))
	if a == "done" {
		s.logf("Che: the %s makes no coup.", p)
		return -1, false
	}
	c := country(strings.TrimPrefix(a, "coup "))
	before := s.Inf[p.Opp()][c]
	s.coup(p, c, s.eventOps(p, 107), true)
	return c, s.Inf[p.Opp()][c] < before
}
