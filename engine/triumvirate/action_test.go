package triumvirate

import (
	"strings"
	"testing"
)

func TestLeads(t *testing.T) {
	tests := []struct {
		name      string
		players   int
		political [3]int
		military  [3]int
		wantPol   [3]bool
		wantMil   [3]bool
	}{
		// Rule example: Caesar and Crassus lead together in political
		// competence, Crassus alone in military competence.
		{"rule example", 3, [3]int{3, 1, 3}, [3]int{2, 2, 4},
			[3]bool{true, false, true}, [3]bool{false, false, true}},
		{"nobody leads at the start", 3, [3]int{1, 1, 1}, [3]int{1, 1, 1},
			[3]bool{}, [3]bool{}},
		{"all equal above I: nobody leads", 3, [3]int{4, 4, 4}, [3]int{2, 2, 2},
			[3]bool{}, [3]bool{}},
		{"all on VII: everybody leads", 3, [3]int{7, 7, 7}, [3]int{6, 6, 6},
			[3]bool{true, true, true}, [3]bool{}},
		{"two players: higher leads", 2, [3]int{2, 1}, [3]int{3, 3},
			[3]bool{true, false}, [3]bool{}},
		{"two players on VII both lead", 2, [3]int{7, 7}, [3]int{1, 1},
			[3]bool{true, true}, [3]bool{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := fresh(t, tt.players)
			for c := 0; c < tt.players; c++ {
				s.Chars[c].Political, s.Chars[c].Military = tt.political[c], tt.military[c]
			}
			for c := 0; c < tt.players; c++ {
				if got := s.leads(c, "political"); got != tt.wantPol[c] {
					t.Errorf("leads(%s, political) = %v, want %v", s.seat(c), got, tt.wantPol[c])
				}
				if got := s.leads(c, "military"); got != tt.wantMil[c] {
					t.Errorf("leads(%s, military) = %v, want %v", s.seat(c), got, tt.wantMil[c])
				}
			}
		})
	}
}

// Rule example: Pompeius in a military province with only 3 gold can
// raise his military competence to II for 1 gold and to III with the
// other 2.
func TestActionCostRaiseTwice(t *testing.T) {
	s := fresh(t, 3)
	inPhase(s, 1, phaseAct, hispUlterior)
	giveGold(s, 1, 3)
	mustApply(t, s, "Pompeius", "act improve military")
	if got := s.Chars[1].Gold; got != 2 {
		t.Errorf("gold after the first action = %d, want 2", got)
	}
	mustApply(t, s, "Pompeius", "act improve military")
	if got := s.Chars[1]; got.Gold != 0 || got.Military != 3 {
		t.Errorf("after two actions gold %d, military %d; want 0, 3", got.Gold, got.Military)
	}
	if opts := s.Pending()[0].Options; len(opts) != 1 || opts[0] != "pass" {
		t.Errorf("options without gold = %v, want [pass]", opts)
	}
}

// Rule example: ... or, not leading, produce 2 weapons for 3 gold.
func TestActionCostWeaponsWithoutLead(t *testing.T) {
	s := fresh(t, 3)
	inPhase(s, 1, phaseAct, hispUlterior)
	giveGold(s, 1, 3)
	mustApply(t, s, "Pompeius", "act weapons")
	if got := s.Chars[1]; got.Gold != 0 || s.Bag[1] != 4 || got.Weapons != 4 {
		t.Errorf("after weapons: gold %d, bag %d, reserve %d; want 0, 4, 4", got.Gold, s.Bag[1], got.Weapons)
	}
	mustRefuse(t, s, "Pompeius", "act weapons")
}

// Rule example: Crassus, leading, in a political province with much
// money pays 6 gold for three actions and persuades three citizens.
func TestActionCostThreePersuasions(t *testing.T) {
	s := fresh(t, 3)
	inPhase(s, 2, phaseAct, syria)
	s.Chars[2].Political = 2
	giveGold(s, 2, 10)
	mustApply(t, s, "Crassus", "act persuade; act persuade; act persuade")
	if got := s.Chars[2]; got.Gold != 4 || got.Citizens != 5 || s.Alii != 2 {
		t.Errorf("after three persuasions: gold %d, citizens %d, Alii %d; want 4, 5, 2", got.Gold, got.Citizens, s.Alii)
	}
	if msg := mustRefuse(t, s, "Crassus", "act persuade"); msg == "" {
		t.Error("a fourth action was refused without a reason")
	}
}

func TestActionCostPersuadeWithoutLead(t *testing.T) {
	s := fresh(t, 3)
	inPhase(s, 0, phaseAct, narbonensis)
	giveGold(s, 0, 2)
	if hasOption(s, "act persuade") {
		t.Errorf("persuading is offered for 2 gold without the lead; it costs 3")
	}
	giveGold(s, 0, 1)
	mustApply(t, s, "Caesar", "act persuade Pompeius")
	if s.Chars[1].Citizens != 1 || s.Alii != 6 || s.Chars[0].Gold != 0 {
		t.Errorf("persuade Pompeius: his citizens %d, Alii %d, gold %d; want 1, 6, 0", s.Chars[1].Citizens, s.Alii, s.Chars[0].Gold)
	}
}

func TestActionsByProvinceType(t *testing.T) {
	tests := []struct {
		fig  int
		want []string
	}{
		{narbonensis, []string{"act improve political", "act persuade", "act persuade Pompeius", "act persuade Crassus", "pass"}},
		{gallia, []string{"act improve military", "act weapons", "pass"}},
		{cisalpina, []string{"act improve political", "act improve military", "pass"}},
	}
	for _, tt := range tests {
		s := fresh(t, 3)
		inPhase(s, 0, phaseAct, tt.fig)
		giveGold(s, 0, 9)
		s.Chars[0].Political = 2 // leads: persuading costs no surcharge
		got := s.Pending()[0].Options
		if len(got) != len(tt.want) {
			t.Fatalf("options in %s = %v, want %v", provinces[tt.fig].Name, got, tt.want)
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("options in %s = %v, want %v", provinces[tt.fig].Name, got, tt.want)
				break
			}
		}
	}
}

// The rule text's examples in their own standings: Caesar and Crassus
// lead together in political competence, Crassus alone in military.
func TestActionCostRuleExamples(t *testing.T) {
	military := func(c int) func(*state) int { return func(s *state) int { return s.Chars[c].Military } }
	citizens := func(c int) func(*state) int { return func(s *state) int { return s.Chars[c].Citizens } }
	bag := func(c int) func(*state) int { return func(s *state) int { return s.Bag[c] } }
	tests := []struct {
		name     string
		seat     int
		fig      int
		gold     int
		cmds     []string
		wantGold int
		what     string
		got      func(*state) int
		want     int
	}{
		{"Pompeius raises military to II for 1 and to III for 2", 1, hispUlterior, 3,
			[]string{"act improve military", "act improve military"}, 0, "military", military(1), 3},
		{"Pompeius, not leading, produces 2 weapons for 3", 1, hispUlterior, 3,
			[]string{"act weapons"}, 0, "weapons in the bag", bag(1), 4},
		{"Crassus, leading together, persuades three for 6", 2, syria, 9,
			[]string{"act persuade", "act persuade", "act persuade"}, 3, "citizens", citizens(2), 5},
		{"Caesar, leading together, persuades for 1", 0, narbonensis, 1,
			[]string{"act persuade"}, 0, "citizens", citizens(0), 3},
		{"Caesar, not leading military, produces weapons for 3", 0, gallia, 3,
			[]string{"act weapons"}, 0, "weapons in the bag", bag(0), 4},
		{"Crassus, leading military alone, produces weapons for 1", 2, macedonia, 1,
			[]string{"act weapons"}, 0, "weapons in the bag", bag(2), 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := fresh(t, 3)
			for c, lv := range [3][2]int{{3, 1}, {1, 1}, {3, 2}} {
				s.Chars[c].Political, s.Chars[c].Military = lv[0], lv[1]
			}
			inPhase(s, tt.seat, phaseAct, tt.fig)
			giveGold(s, tt.seat, tt.gold)
			for _, cmd := range tt.cmds {
				mustApply(t, s, s.seat(tt.seat), cmd)
			}
			if s.Chars[tt.seat].Gold != tt.wantGold {
				t.Errorf("gold left %d, want %d", s.Chars[tt.seat].Gold, tt.wantGold)
			}
			if got := tt.got(s); got != tt.want {
				t.Errorf("%s %d, want %d", tt.what, got, tt.want)
			}
		})
	}
}

// Weapons action with only one weapon left puts that one into the bag;
// with none it is not offered.
func TestWeaponsActionWithFewWeapons(t *testing.T) {
	s := fresh(t, 3)
	inPhase(s, 0, phaseAct, gallia)
	setBag(s, [3]int{7, 2, 2})
	giveGold(s, 0, 9)
	mustApply(t, s, "Caesar", "act weapons")
	if s.Bag[0] != 8 || s.Chars[0].Weapons != 0 {
		t.Errorf("after weapons with one left: bag %d, reserve %d; want 8, 0", s.Bag[0], s.Chars[0].Weapons)
	}
	if hasOption(s, "act weapons") {
		t.Errorf("act weapons offered with no weapon left")
	}
}

// A refused action says why, in the player's terms.
func TestActionRefusals(t *testing.T) {
	tests := []struct {
		name    string
		players int
		fig     int
		prepare func(s *state)
		cmd     string
		want    string
	}{
		{"wrong province type", 3, gallia, nil, "act persuade", "in Gallia (a military province) you can"},
		{"competence at VII", 3, cisalpina, func(s *state) { s.Chars[0].Military = 7 }, "act improve military", "at VII already"},
		{"Alii empty", 3, narbonensis, func(s *state) { s.Alii, s.Chars[1].Citizens = 0, 7 }, "act persuade", "the Alii have no citizen left"},
		{"other has none", 3, narbonensis, func(s *state) { s.Alii, s.Chars[1].Citizens = 7, 0 }, "act persuade Pompeius", "Pompeius has no citizen"},
		{"oneself", 3, narbonensis, nil, "act persuade Caesar", "write \"act persuade\""},
		{"Crassus with two", 2, narbonensis, nil, "act persuade Crassus", "does not play"},
		{"no weapons left", 3, gallia, func(s *state) { setBag(s, [3]int{8, 2, 2}) }, "act weapons", "all your weapons are in the bag"},
		{"too dear", 3, gallia, func(s *state) { s.SupplyGold += s.Chars[0].Gold; s.Chars[0].Gold = 2 }, "act weapons", "costs 3 gold and you have 2"},
		{"a fourth action", 3, gallia, func(s *state) { s.Actions = 3 }, "act improve military", "three actions"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := fresh(t, tt.players)
			inPhase(s, 0, phaseAct, tt.fig)
			giveGold(s, 0, 9)
			if tt.prepare != nil {
				tt.prepare(s)
			}
			if msg := mustRefuse(t, s, "Caesar", tt.cmd); !strings.Contains(msg, tt.want) {
				t.Errorf("Apply(%s) refused with %q, want it to say %q", tt.cmd, msg, tt.want)
			}
		})
	}
}
