package triumvirate

import (
	"slices"
	"strconv"
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
	s.RomeDone = false
	s.Supplied = [numProvinces][2]int{}
	s.Rome = [2]int{}
	s.say("Year " + strconv.Itoa(s.Year) + ", turn " + strconv.Itoa(s.Turn) + ": " + s.seat(c) + ".")
	for p := range s.Provinces {
		if !s.owns(c, p) {
			continue
		}
		pr := &s.Provinces[p]
		// The governor stays on an official; every other one toggles.
		if !pr.Official {
			pr.GovOut = !pr.GovOut
		}
		s.ToSupply[p] = pr.GovOut
	}
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
	s.Supplied[p] = [2]int{g, l}
	gold := ""
	if g > 0 && s.Chars[pr.Owner].Figure == p {
		s.Chars[pr.Owner].Gold += g
		gold = amount(g, "gold") + " to the reinforcements"
	} else if g > 0 {
		pr.Gold += g
		gold = amount(g, "gold")
	}
	var what string
	switch {
	case gold != "" && l > 0:
		what = gold + " and " + amount(l, "legion")
	case gold != "":
		what = gold
	case l > 0:
		what = amount(l, "legion")
	default:
		what = "nothing (the supply is empty)"
	}
	s.say(provinces[p].Name + " supplies " + what + ".")
}

// amount writes a count with its noun: "1 legion", "2 legions", "3 gold".
func amount(n int, noun string) string {
	if t, ok := amountText[noun]; ok && n >= 0 && n < len(t) {
		return t[n]
	}
	return countNoun(n, noun)
}

// countNoun is amount written out.
func countNoun(n int, noun string) string {
	if n != 1 && noun != "gold" {
		noun += "s"
	}
	return strconv.Itoa(n) + " " + noun
}

// amountText holds amount's texts for the nouns the game counts, up to
// all the legions of the game, built once so that the prompts and the log
// lines that count are written without allocating.
var amountText = func() map[string][]string {
	t := map[string][]string{}
	for _, noun := range []string{"legion", "gold", "movement point", "citizen", "weapon", "official",
		"attacking legion", "more turn"} {
		t[noun] = make([]string, totalLegions+1)
		for n := range t[noun] {
			t[noun][n] = countNoun(n, noun)
		}
	}
	return t
}()

// checkSupplyLeft supplies every producing province still waiting that
// competes for nothing, and asks the character while some compete
// (Rules, I. Versorgung: "Reichen Geld oder Legionen im Spiel nicht,
// entscheidet der Charakter, welche Versorgung er erhält"). Provinces
// compete with each other for the last gold or legions, and with Rome
// while its supply is not taken: Rome's 2 gold or 2 legions come out of
// the same supply, so the character may take Rome's gold instead of a
// province's. A province alone with its want, and nobody left to share
// with, gets what is left; there is nothing to decide.
func (s *state) checkSupplyLeft() {
	gold, legions, wantGold, wantLegions := 0, 0, 0, 0
	for p, want := range s.ToSupply {
		if g, l := yield(provinces[p].Kind); want {
			gold, legions = gold+g, legions+l
			wantGold, wantLegions = wantGold+min(g, 1), wantLegions+min(l, 1)
		}
	}
	rome := !s.RomeDone
	choiceGold := s.SupplyGold > 0 && wantGold > 0 &&
		(gold > s.SupplyGold && wantGold > 1 || rome && gold+2 > s.SupplyGold)
	choiceLegions := s.SupplyLegions > 0 && wantLegions > 0 &&
		(legions > s.SupplyLegions && wantLegions > 1 || rome && legions+2 > s.SupplyLegions)
	ask := false
	for p, want := range s.ToSupply {
		g, l := yield(provinces[p].Kind)
		switch {
		case !want:
		case g > 0 && choiceGold || l > 0 && choiceLegions:
			ask = true
		default:
			s.supplyProvince(p)
		}
	}
	if ask {
		s.Phase = phaseSupply
		return
	}
	s.afterProvinceSupply()
}

// afterProvinceSupply asks for the supply from Rome, if it is not taken
// yet and there is any.
func (s *state) afterProvinceSupply() {
	switch {
	case s.RomeDone:
		s.Phase = phaseMove
	case s.SupplyGold == 0 && s.SupplyLegions == 0:
		s.RomeDone = true
		s.logf("Rome has nothing left to send.")
		s.Phase = phaseMove
	default:
		s.Phase = phaseRome
	}
}

// romeSupply applies one choice of the supply from Rome: 2 gold, 2 legions
// (to one province or split) or 1 gold and 1 legion. Its gold goes to the
// reinforcements, its legions into the character's provinces. Provinces
// still waiting for their supply (a shortage) are supplied after it.
func (s *state) romeSupply(cmd command) {
	me := s.Active
	ch := &s.Chars[me]
	gold := 0
	switch cmd.Kind {
	case "gold":
		gold = min(2, s.SupplyGold)
	case "mixed":
		gold = 1
	}
	s.SupplyGold -= gold
	ch.Gold += gold
	var room [3]string // the gold and at most two provinces
	parts := room[:0]
	if gold > 0 {
		parts = append(parts, amount(gold, "gold")+" (to his reinforcements)")
	}
	var sent [numProvinces]int
	legions := 0
	for _, p := range [2]int{cmd.Where, cmd.Where2} {
		if cmd.Kind == "gold" || p < 0 {
			continue // as legionTargets
		}
		s.Provinces[p].Legions++
		s.SupplyLegions--
		sent[p]++
		legions++
	}
	for p := range numProvinces {
		if sent[p] > 0 {
			parts = append(parts, amount(sent[p], "legion")+" to "+provinces[p].Name)
		}
	}
	s.Rome = [2]int{gold, legions}
	s.RomeDone = true
	s.say("Rome sends " + s.seat(me) + " " + strings.Join(parts, " and ") + ".")
	if slices.Contains(s.ToSupply[:], true) {
		s.checkSupplyLeft()
		return
	}
	s.Phase = phaseMove
}
