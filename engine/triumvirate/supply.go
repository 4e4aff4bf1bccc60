package triumvirate

import (
	"fmt"
	"strings"
)

// beginTurn starts character c's turn with the supply phase
// (Rules, I. Versorgung).
func (s *state) beginTurn(c int) {
	s.Active = c
	s.Turn++
	s.Points = movePoints
	s.Actions = 0
	s.OfficialDone = false
	s.Entered = false
	s.logf("Year %d, turn %d: %s.", s.Year, s.Turn, s.seat(c))
	var producing []int
	for _, p := range s.owned(c) {
		pr := &s.Provinces[p]
		// The governor stays on an official; every other one toggles.
		if !pr.Official {
			pr.GovOut = !pr.GovOut
		}
		if pr.GovOut {
			producing = append(producing, p)
		}
	}
	gold, legions := 0, 0
	for _, p := range producing {
		g, l := yield(provinces[p].Kind)
		gold += g
		legions += l
	}
	if gold <= s.SupplyGold && legions <= s.SupplyLegions {
		for _, p := range producing {
			s.supplyProvince(p)
		}
		s.afterProvinceSupply()
		return
	}
	// Rules: if gold or legions run short, the character decides which
	// supply he receives: he picks the provinces one by one.
	for _, p := range producing {
		s.ToSupply[p] = true
	}
	s.Phase = phaseSupply
	s.checkSupplyLeft()
}

// yield is what a producing province gives by its type.
func yield(k Kind) (gold, legions int) {
	switch k {
	case Political:
		return 2, 0
	case Military:
		return 0, 2
	}
	return 1, 1
}

// supplyProvince gives province p its yield, as far as the supply holds.
// Gold of a political or competence province with the figure in it goes
// straight to the reinforcements.
func (s *state) supplyProvince(p int) {
	s.ToSupply[p] = false
	pr := &s.Provinces[p]
	g, l := yield(provinces[p].Kind)
	g, l = min(g, s.SupplyGold), min(l, s.SupplyLegions)
	s.SupplyGold -= g
	s.SupplyLegions -= l
	pr.Legions += l
	var parts []string
	if g > 0 && s.Chars[pr.Owner].Figure == p {
		s.Chars[pr.Owner].Gold += g
		parts = append(parts, amount(g, "gold")+" to the reinforcements")
	} else if g > 0 {
		pr.Gold += g
		parts = append(parts, amount(g, "gold"))
	}
	if l > 0 {
		parts = append(parts, amount(l, "legion"))
	}
	if len(parts) == 0 {
		parts = append(parts, "nothing (the supply is empty)")
	}
	s.logf("%s supplies %s.", provinces[p].Name, strings.Join(parts, " and "))
}

// amount writes a count with its noun: "1 legion", "2 legions", "3 gold".
func amount(n int, noun string) string {
	if n != 1 && noun != "gold" {
		noun += "s"
	}
	return fmt.Sprintf("%d %s", n, noun)
}

// checkSupplyLeft ends the province supply when nothing more can be given.
func (s *state) checkSupplyLeft() {
	for p, want := range s.ToSupply {
		if !want {
			continue
		}
		g, l := yield(provinces[p].Kind)
		if (g > 0 && s.SupplyGold > 0) || (l > 0 && s.SupplyLegions > 0) {
			return
		}
	}
	s.ToSupply = [numProvinces]bool{}
	s.afterProvinceSupply()
}

// afterProvinceSupply asks for the supply from Rome, if there is any.
func (s *state) afterProvinceSupply() {
	if s.SupplyGold == 0 && s.SupplyLegions == 0 {
		s.logf("Rome has nothing left to send.")
		s.Phase = phaseMove
		return
	}
	s.Phase = phaseRome
}

// romeSupply applies one choice of the supply from Rome: 2 gold, 2 legions
// (to one province or split) or 1 gold and 1 legion.
func (s *state) romeSupply(cmd command) {
	ch := &s.Chars[s.Active]
	gold := 0
	switch cmd.Kind {
	case "gold":
		gold = min(2, s.SupplyGold)
	case "mixed":
		gold = 1
	}
	s.SupplyGold -= gold
	ch.Gold += gold
	parts := []string{}
	if gold > 0 {
		parts = append(parts, amount(gold, "gold"))
	}
	sent := map[int]int{}
	for _, p := range cmd.legionTargets() {
		s.Provinces[p].Legions++
		s.SupplyLegions--
		sent[p]++
	}
	for p := range numProvinces {
		if sent[p] > 0 {
			parts = append(parts, amount(sent[p], "legion")+" to "+provinces[p].Name)
		}
	}
	s.logf("Rome sends %s.", strings.Join(parts, ", "))
	s.Phase = phaseMove
}
