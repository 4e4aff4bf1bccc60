package twilight

import (
	"fmt"
	"strings"
)

// Early War cards, group b: the influence cards (22, 23, 28, 29, 30, 33)
// and the helpers the group shares. The wars and contests are in
// cards_early_b_contest.go, the effects that stay in force in
// cards_early_b_effects.go, the optional cards in cards_early_b_optional.go.

func init() {
	registerEvent(22, eventSpec{Run: independentReds})
	registerEvent(23, eventSpec{Run: marshallPlan})
	registerEvent(28, eventSpec{Run: suezCrisis})
	registerEvent(29, eventSpec{Run: eastEuropeanUnrest})
	registerEvent(30, eventSpec{Run: decolonization})
	registerEvent(33, eventSpec{Run: deStalinization})
}

// independentReds (22): the US picks one of Yugoslavia, Romania,
// Bulgaria, Hungary or Czechoslovakia and adds influence there until it
// equals the USSR's. Only countries where the USSR is ahead are offered;
// with none the event has no effect.
func independentReds(s *state, p Side) {
	var ids []int
	for _, name := range []string{"Yugoslavia", "Romania", "Bulgaria", "Hungary", "Czechoslovakia"} {
		if c := country(name); s.Inf[USSR][c] > s.Inf[US][c] {
			ids = append(ids, c)
		}
	}
	if len(ids) == 0 {
		s.logf("Independent Reds: the USSR has no more influence than the US in any of its five countries; no effect.")
		return
	}
	c := s.pickCountry(p, "Independent Reds: match the USSR influence in which country?", ids)
	n := s.Inf[USSR][c] - s.Inf[US][c]
	s.addInf(US, c, n)
	s.logf("The US adds %d influence in %s to match the USSR's %d.", n, countries[c].Name, s.Inf[USSR][c])
}

// marshallPlan (23): 1 US influence in each of 7 Western European
// countries the USSR does not control (all of them when fewer qualify);
// NATO becomes playable.
func marshallPlan(s *state, p Side) {
	s.setEffect(effMarshall, 1)
	got := s.pointsEach(p, "Marshall Plan: add 1 US influence to a Western European country not controlled by the USSR", 7,
		func(c int) bool { return countries[c].InSub(WestEurope) && !s.controls(USSR, c) },
		func(c int) { s.addInf(US, c, 1) })
	if len(got) == 0 {
		s.logf("Marshall Plan: the USSR controls all of Western Europe; no influence is added.")
	} else {
		s.logf("Marshall Plan: the US adds 1 influence in %s.", countryNames(got))
	}
	s.logf("NATO may now be played.")
}

// suezCrisis (28): remove 4 US influence in total from France, the UK
// and Israel, no more than 2 per country. When no more than 4 can be
// removed at all, they are removed without a question.
func suezCrisis(s *state, p Side) {
	targets := []int{country("France"), country("UK"), country("Israel")}
	in := func(c int) bool { return c == targets[0] || c == targets[1] || c == targets[2] }
	total := 0
	for _, c := range targets {
		total += min(2, s.Inf[US][c])
	}
	if total == 0 {
		s.logf("Suez Crisis: the US has no influence in France, the UK or Israel; no effect.")
		return
	}
	var got []int
	if total <= 4 {
		for _, c := range targets {
			for i := s.removeInf(US, c, 2); i > 0; i-- {
				got = append(got, c)
			}
		}
	} else {
		got = s.choosePoints(p, "Suez Crisis: remove 1 US influence from France, the UK or Israel (at most 2 each)", 4, 2,
			func(c int) bool { return in(c) && s.Inf[US][c] > 0 },
			func(c int) { s.removeInf(US, c, 1) })
	}
	s.logf("Suez Crisis: the US loses influence in %s.", countryNames(got))
}

// eastEuropeanUnrest (29): remove 1 USSR influence from each of 3
// Eastern European countries, 2 each from turn 8 on (the Late War). With
// 3 or fewer countries holding USSR influence, all of them lose it.
func eastEuropeanUnrest(s *state, p Side) {
	n := 1
	if s.Turn >= 8 {
		n = 2
	}
	got := s.pointsEach(p, fmt.Sprintf("East European Unrest: remove %d USSR influence from which Eastern European country?", n), 3,
		func(c int) bool { return countries[c].InSub(EastEurope) && s.Inf[USSR][c] > 0 },
		func(c int) { s.removeInf(USSR, c, n) })
	if len(got) == 0 {
		s.logf("East European Unrest: the USSR has no influence in Eastern Europe; no effect.")
		return
	}
	s.logf("East European Unrest: the USSR loses up to %d influence in each of %s.", n, countryNames(got))
}

// decolonization (30): 1 USSR influence in each of 4 countries in Africa
// or Southeast Asia, control and access notwithstanding.
func decolonization(s *state, p Side) {
	got := s.pointsEach(p, "Decolonization: add 1 USSR influence in which country of Africa or Southeast Asia?", 4,
		func(c int) bool { return countries[c].Region == Africa || countries[c].InSub(SoutheastAsia) },
		func(c int) { s.addInf(USSR, c, 1) })
	s.logf("Decolonization: the USSR adds 1 influence in %s.", countryNames(got))
}

// deStalinization (33): the USSR moves up to 4 of its influence, one
// point at a time, from any countries to countries the US does not
// control, adding no more than 2 per country. Control of a destination is
// judged when the point arrives; a point never returns to the country it
// left (that would be no move). The USSR may stop at any time ("done").
func deStalinization(s *state, p Side) {
	added := map[int]int{}
	var moves []string
	for i := 1; i <= 4; i++ {
		var from []string
		for c := range countries {
			if s.Inf[p][c] > 0 {
				from = append(from, "choose "+countries[c].Name)
			}
		}
		if len(from) == 0 {
			break
		}
		a := s.ask(p, fmt.Sprintf("De-Stalinization: move 1 USSR influence (%d of 4) from which country? Or done.", i),
			append(from, "done"))
		if a == "done" {
			break
		}
		src := country(strings.TrimPrefix(a, "choose "))
		to := countriesWhere(func(c Country) bool {
			return c.ID != src && added[c.ID] < 2 && !s.controls(US, c.ID)
		})
		dst := s.chooseCountry(p, fmt.Sprintf("De-Stalinization: move it from %s to which country the US does not control?",
			countries[src].Name), to)
		s.removeInf(p, src, 1)
		s.addInf(p, dst, 1)
		added[dst]++
		moves = append(moves, countries[src].Name+" to "+countries[dst].Name)
	}
	if len(moves) == 0 {
		s.logf("De-Stalinization: the USSR moves no influence.")
		return
	}
	s.logf("De-Stalinization: the USSR moves 1 influence each: %s.", strings.Join(moves, ", "))
}
