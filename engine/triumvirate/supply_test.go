package triumvirate

import (
	"slices"
	"strings"
	"testing"
)

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

// Rules, I. Versorgung: "Reichen Geld oder Legionen im Spiel nicht,
// entscheidet der Charakter, welche Versorgung er erhält." Pompeius's
// first turn produces 2 gold in Italia (to the reinforcements: his figure
// stands there), 1 gold and 1 legion in Africa and 2 legions in Hispania
// Ulterior; with 2 gold left Italia, Africa and Rome compete for it, and
// Pompeius is asked with every choice, Rome's included. Hispania Ulterior
// competes for nothing and is supplied without asking.
func TestSupplyShortage(t *testing.T) {
	tests := []struct {
		picks                []string
		wantGold, wantAfrica int // Pompeius's reinforcements, gold in Africa
		wantAfricaLegions    int
		wantPhase            phase
	}{
		{[]string{"supply Italia"}, 2, 0, 3, phaseRome},
		{[]string{"supply Africa", "supply Italia"}, 1, 1, 3, phaseRome},
		// Rome's gold instead of a province's: the provinces get what is left.
		{[]string{"rome gold"}, 2, 0, 3, phaseMove},
		// Rome's 1 gold leaves 1 for two provinces: asked again, without Rome.
		{[]string{"rome gold and legion Africa", "supply Africa"}, 1, 1, 4, phaseMove},
	}
	for _, tt := range tests {
		s := fresh(t, 3)
		mustApply(t, s, "Caesar", "rome legions Gallia")
		giveGold(s, 0, s.SupplyGold-2)
		mustApply(t, s, "Caesar", "pass")
		p := s.Pending()[0]
		if s.Phase != phaseSupply || p.Seat != "Pompeius" || !hasOption(s, "supply Italia") || !hasOption(s, "supply Africa") ||
			!hasOption(s, "rome gold") || !hasOption(s, "rome legions Sicilia") || hasOption(s, "supply Hispania Ulterior") {
			t.Fatalf("phase %s, %s asked %v; want Pompeius choosing between Italia, Africa and Rome", s.Phase, p.Seat, p.Options)
		}
		if !strings.Contains(p.Question, "Rome") {
			t.Errorf("question %q does not offer the supply from Rome", p.Question)
		}
		if got := s.Provinces[hispUlterior].Legions; got != 4 {
			t.Errorf("Hispania Ulterior, which competes for nothing, has %d legions, want 4", got)
		}
		for _, pick := range tt.picks {
			mustApply(t, s, "Pompeius", pick)
		}
		if s.Chars[1].Gold != tt.wantGold || s.Provinces[africa].Gold != tt.wantAfrica || s.Provinces[africa].Legions != tt.wantAfricaLegions {
			t.Errorf("after %v: reinforcements %d gold, Africa %d gold %d legions; want %d, %d, %d", tt.picks,
				s.Chars[1].Gold, s.Provinces[africa].Gold, s.Provinces[africa].Legions, tt.wantGold, tt.wantAfrica, tt.wantAfricaLegions)
		}
		if s.Phase != tt.wantPhase {
			t.Errorf("after %v: phase %s, want %s", tt.picks, s.Phase, tt.wantPhase)
		}
		if s.Phase == phaseRome && (hasOption(s, "rome gold") || !hasOption(s, "rome legions Africa")) {
			t.Errorf("after the provinces: options %v; want Rome without gold", s.Pending()[0].Options)
		}
	}
}

// Rules, I. Versorgung: "Zusätzlich erhält der Charakter unabhängig von
// den Provinzen Versorgung aus Rom: 2 Gold, 2 Legionen (beliebig
// verteilt, zusammen oder getrennt) oder 1 Gold und 1 Legion." The log
// says who receives it and where it goes.
func TestRomeLogNamesTheReceiver(t *testing.T) {
	s := fresh(t, 3)
	res := mustApply(t, s, "Caesar", "rome gold and legion Gallia")
	want := "Rome sends Caesar 1 gold (to his reinforcements) and 1 legion to Gallia."
	if !slices.Contains(res.Log, want) {
		t.Errorf("Apply(rome gold and legion Gallia) logged %q, want %q", res.Log, want)
	}
}

// With nothing left of a kind there is nothing to decide: every province
// gets what there is, and nobody is asked.
func TestSupplyEmptyAsksNothing(t *testing.T) {
	s := fresh(t, 3)
	inPhase(s, 2, phaseAct, syria)
	giveGold(s, 2, s.SupplyGold)
	s.beginTurn(0) // Caesar's second turn: Britannia, Gallia, Gallia Cisalpina produce
	if s.Phase != phaseRome {
		t.Fatalf("phase %s with no gold in the supply, want rome", s.Phase)
	}
	if s.Chars[0].Gold != 0 || s.Provinces[cisalpina].Legions != 3 || s.Provinces[britannia].Legions != 4 {
		t.Errorf("reinforcements %d gold, Cisalpina %d legions, Britannia %d; want 0, 3, 4",
			s.Chars[0].Gold, s.Provinces[cisalpina].Legions, s.Provinces[britannia].Legions)
	}
}

func TestRomeRefusals(t *testing.T) {
	tests := []struct{ cmd, want string }{
		{"rome legions Italia", "legions from Rome go to your own provinces, and Italia is not yours"},
		{"rome gold and legion Syria", "Syria is not yours"},
		{"rome legions Gallia Britannia Illyricum", "unknown province"},
		{"rome", "write \"rome gold\""},
	}
	for _, tt := range tests {
		s := fresh(t, 3)
		if msg := mustRefuse(t, s, "Caesar", tt.cmd); !strings.Contains(msg, tt.want) {
			t.Errorf("Apply(%s) refused with %q, want it to say %q", tt.cmd, msg, tt.want)
		}
	}
}
