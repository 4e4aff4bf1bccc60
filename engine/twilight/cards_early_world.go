package twilight

import (
	"fmt"
	"strings"
)

// Early War events that move influence outside Europe: Fidel, Vietnam
// Revolts, Nasser, Suez Crisis, Decolonization and De-Stalinization.

func init() {
	registerEvent(8, eventSpec{Run: fidel})
	registerEvent(9, eventSpec{Run: vietnamRevolts})
	registerEvent(15, eventSpec{Run: nasser})
	registerEvent(28, eventSpec{Run: suezCrisis})
	registerEvent(30, eventSpec{Run: decolonization})
	registerEvent(33, eventSpec{Run: deStalinization})
}

// fidel (8): remove all US influence from Cuba and add enough USSR
// influence to control it.
func fidel(s *state, p Side) {
	s.takeOver(p, country("Cuba"))
}

// vietnamRevolts (9): add 2 USSR influence to Vietnam; for the rest of
// the turn a USSR card whose Ops are all spent in Southeast Asia gets +1
// Op (the core adds it when Ops are spent; the card says an Op, not a
// free influence point).
func vietnamRevolts(s *state, p Side) {
	s.addInf(p, country("Vietnam"), 2)
	s.setTurnEffect(effVietnamRevolts, 1)
	s.logf("The %s adds 2 influence to Vietnam; for the rest of the turn a USSR card "+
		"whose Ops are all spent in Southeast Asia gets +1 Op.", p)
}

// nasser (15): add 2 USSR influence to Egypt; the US removes half its
// influence there, rounded up.
func nasser(s *state, p Side) {
	egypt := country("Egypt")
	s.addInf(p, egypt, 2)
	n := s.removeInf(US, egypt, (s.Inf[US][egypt]+1)/2)
	s.logf("The %s adds 2 influence to Egypt; the US loses %d there.", p, n)
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
				from = append(from, optionText[c].choose)
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
