package triumvirate

import "testing"

// Caesar's first supply: governors that stood on their supply field step
// off and those provinces produce by type; Gallia's official keeps its
// governor off the field, so it produces too.
func TestFirstSupply(t *testing.T) {
	s := fresh(t, 3)
	want := []struct {
		p             int
		legions, gold int
		govOut        bool
	}{
		{narbonensis, 2, 2, true}, // political: 2 gold in the province
		{illyricum, 4, 0, true},   // military: 2 legions
		{gallia, 4, 0, true},      // official: produces every turn
		{britannia, 2, 0, false},  // stepped onto the field
		{cisalpina, 2, 0, false},
	}
	for _, w := range want {
		pr := s.Provinces[w.p]
		if pr.Legions != w.legions || pr.Gold != w.gold || pr.GovOut != w.govOut {
			t.Errorf("%s after the first supply = %+v, want %d legions, %d gold, off field %v",
				provinces[w.p].Name, pr, w.legions, w.gold, w.govOut)
		}
	}
	if s.Phase != phaseRome || s.SupplyLegions != 26 || s.SupplyGold != 13 {
		t.Errorf("phase %s, supply %d legions %d gold; want rome, 26, 13", s.Phase, s.SupplyLegions, s.SupplyGold)
	}
}

func TestSupplyToggles(t *testing.T) {
	s := fresh(t, 3)
	s.Turn = 3
	s.beginTurn(0) // Caesar's second turn: the other provinces produce
	for p, want := range map[int]bool{narbonensis: false, illyricum: false, britannia: true, cisalpina: true, gallia: true} {
		if got := s.Provinces[p].GovOut; got != want {
			t.Errorf("%s governor off field = %v, want %v", provinces[p].Name, got, want)
		}
	}
	// Cisalpina is a competence province with Caesar's figure in it: its
	// gold goes to the reinforcements, its legion into the province.
	if s.Chars[0].Gold != 1 || s.Provinces[cisalpina].Gold != 0 || s.Provinces[cisalpina].Legions != 3 {
		t.Errorf("Cisalpina with the figure: reinforcements %d gold, province %+v; want 1 gold to the reinforcements, 3 legions",
			s.Chars[0].Gold, s.Provinces[cisalpina])
	}
}

// Pompeius's figure stands in Italia, a political province producing on
// his first turn: the 2 gold go straight to his reinforcements.
func TestSupplyGoldToReinforcements(t *testing.T) {
	s := fresh(t, 3)
	mustApply(t, s, "Caesar", "rome gold; pass")
	if s.Active != 1 || s.Chars[1].Gold != 2 || s.Provinces[italia].Gold != 0 {
		t.Errorf("Pompeius gold %d, Italia gold %d; want 2 in the reinforcements, 0 in Italia", s.Chars[1].Gold, s.Provinces[italia].Gold)
	}
}

func TestSupplyFromRome(t *testing.T) {
	tests := []struct {
		cmd                           string
		gold, gallia, illyricumLegion int
	}{
		{"rome gold", 2, 4, 4},
		{"rome legions Gallia", 0, 6, 4},
		{"rome legions Gallia and Illyricum", 0, 5, 5},
		{"rome gold and legion Illyricum", 1, 4, 5},
	}
	for _, tt := range tests {
		s := fresh(t, 3)
		mustApply(t, s, "Caesar", tt.cmd)
		if s.Chars[0].Gold != tt.gold || s.Provinces[gallia].Legions != tt.gallia || s.Provinces[illyricum].Legions != tt.illyricumLegion {
			t.Errorf("Apply(%s): gold %d, Gallia %d, Illyricum %d; want %d, %d, %d", tt.cmd,
				s.Chars[0].Gold, s.Provinces[gallia].Legions, s.Provinces[illyricum].Legions, tt.gold, tt.gallia, tt.illyricumLegion)
		}
		if s.Phase != phaseMove {
			t.Errorf("Apply(%s): phase %s, want move", tt.cmd, s.Phase)
		}
	}
}

// When the supply runs short, the character picks which provinces are
// supplied.
func TestSupplyShortage(t *testing.T) {
	s := fresh(t, 3)
	inPhase(s, 2, phaseAct, syria)
	giveGold(s, 2, s.SupplyGold) // no gold left in the supply
	s.Turn = 3
	s.beginTurn(0)
	if s.Phase != phaseSupply {
		t.Fatalf("phase %s with no gold in the supply, want Caesar choosing", s.Phase)
	}
	p := s.Pending()[0]
	if len(p.Options) != 3 { // Britannia, Gallia, Gallia Cisalpina
		t.Fatalf("supply options %v, want the 3 producing provinces", p.Options)
	}
	mustApply(t, s, "Caesar", "supply Gallia Cisalpina")
	if s.Chars[0].Gold != 0 || s.Provinces[cisalpina].Legions != 3 {
		t.Errorf("Cisalpina: reinforcements %d gold, %d legions; want 0 gold, 3 legions", s.Chars[0].Gold, s.Provinces[cisalpina].Legions)
	}
	mustApply(t, s, "Caesar", "supply Britannia; supply Gallia")
	if s.Phase != phaseRome || !hasOption(s, "rome legions Gallia") || hasOption(s, "rome gold") {
		t.Errorf("after the provinces: phase %s, options %v; want Rome without gold", s.Phase, s.Pending()[0].Options)
	}
}
