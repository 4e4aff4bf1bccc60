package twilight

import (
	"fmt"
	"slices"
	"strings"
)

// freeCoupOrRealign lets p spend ops Operations that card's event grants
// on one free coup or on realignment rolls in a country of regions
// (Junta: "a free Coup attempt or Realignment rolls in one of these
// regions using this card's Operations Value"). The player may decline.
// Free rolls ignore DEFCON's regional ban; a free coup in a battleground
// still lowers DEFCON and gives no military operations (FAQ §5.0 Q4,
// rules 8.2.5; s.coup). Realignment rolls after the first stay in the
// region of the first, and each needs the opponent's influence in its
// target (rules 6.2).
func (s *state) freeCoupOrRealign(p Side, card, ops int, regions ...Region) {
	in := func(c int) bool { return slices.Contains(regions, countries[c].Region) }
	var coups, realigns []string
	for c := range countries {
		if in(c) && s.canTarget(p, c, true) {
			coups = append(coups, "coup "+countries[c].Name)
			realigns = append(realigns, "realign "+countries[c].Name)
		}
	}
	name := cards[card].Name
	if len(coups) == 0 {
		s.logf("%s: no country in reach has %s influence; no coup or realignment.", name, p.Opp())
		return
	}
	opts := slices.Concat(coups, realigns, []string{"done"})
	a := s.ask(p, fmt.Sprintf("%s: a free coup or up to %d realignment rolls with %d Ops, or done.", name, ops, ops), opts)
	if a == "done" {
		s.logf("%s: the %s makes no coup or realignment.", name, p)
		return
	}
	verb, target, _ := strings.Cut(a, " ")
	c := country(target)
	if verb == "coup" {
		s.coup(p, c, ops, true)
		return
	}
	region := countries[c].Region
	for i := 1; ; i++ {
		s.realign(p, c)
		if i == ops {
			return
		}
		var next []string
		for t := range countries {
			if countries[t].Region == region && s.canTarget(p, t, true) {
				next = append(next, "realign "+countries[t].Name)
			}
		}
		if len(next) == 0 {
			return
		}
		a := s.ask(p, fmt.Sprintf("%s: %d free realignment rolls left in %v; roll again or stop.", name, ops-i, region),
			append(next, "done"))
		if a == "done" {
			return
		}
		c = country(strings.TrimPrefix(a, "realign "))
	}
}
