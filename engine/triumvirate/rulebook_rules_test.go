package triumvirate

import (
	"slices"
	"strings"
	"testing"
)

// Scenarios for the sentences of the rule text
// (shared/rules/ende-des-triumvirats.de.txt) that the other tests do not
// quote, section by section. Each comment quotes the sentence it checks.

// Rules, Kurzüberblick: "Zu Beginn kontrolliert jeder 5 Provinzen ...
// In jeder Provinz stehen 2 Legionen bereit; in einer von jedes Spielers
// Provinzen arbeitet ein Beamter ... Im Forum (eigenes Feld) startet jeder
// mit 2 Bürgern in seinem Bereich; alle übrigen Bürger kommen in den
// Bereich „Alii“ ... Jeder ist außerdem durch 2 Waffen im Kampfbeutel
// vertreten. Politische und militärische Kompetenz stehen bei I. ... Jeder
// nimmt seine restlichen 6 Waffen und 4 Gouverneure als Verstärkung vor
// sich ... Caesar beginnt."
func TestSetupWithThreeCharacters(t *testing.T) {
	s := fresh(t, 3)
	if s.Active != 0 || s.Turn != 1 {
		t.Errorf("first turn: %s (turn %d), want Caesar (turn 1)", s.seat(s.Active), s.Turn)
	}
	if s.Alii != 5 || s.Bag != [3]int{2, 2, 2} {
		t.Errorf("Alii %d, bag %v; want 5, [2 2 2]", s.Alii, s.Bag)
	}
	for c := range 3 {
		ch := s.Chars[c]
		if ch.Citizens != 2 || ch.Political != 1 || ch.Military != 1 || ch.Weapons != 6 || ch.Governors != 4 {
			t.Errorf("%s: %+v; want 2 citizens, competences I and I, 6 weapons and 4 governors in reserve", s.seat(c), ch)
		}
		own := s.owned(c)
		officials := 0
		for _, p := range own {
			if s.Provinces[p].Official {
				officials++
			}
			// Caesar's first supply has already added to his.
			if c != 0 && s.Provinces[p].Legions != 2 {
				t.Errorf("%s: %d legions, want 2", provinces[p].Name, s.Provinces[p].Legions)
			}
		}
		if len(own) != 5 || officials != 1 {
			t.Errorf("%s: %d provinces with %d officials, want 5 with 1", s.seat(c), len(own), officials)
		}
		if !slices.Contains(own, ch.Figure) {
			t.Errorf("%s's figure in %s, want one of his provinces", s.seat(c), provinces[ch.Figure].Name)
		}
	}
	if s.SupplyOfficials != 3 {
		t.Errorf("officials in the supply %d, want 3 of 6", s.SupplyOfficials)
	}
}

// Rules, I. Versorgung: "erhält der aktive Charakter Versorgung: je nach
// Provinzart 2 Gold (politisch), 2 Legionen (militärisch) oder 1 Gold und
// 1 Legion (Kompetenz), die in der erzeugenden Provinz abgelegt werden.
// ... Steht die Charakterfigur in einer Kompetenz- oder politischen
// Provinz, die gerade erzeugt, kommt das Gold dieser Provinz direkt zu
// den Verstärkungen des Charakters".
func TestSupplyByProvinceType(t *testing.T) {
	tests := []struct {
		name                 string
		province, figure     int
		wantGold, wantReinf  int // gold lying in the province; in the reinforcements
		wantLegions          int // added to the province
		wantSupplyGoldChange int
	}{
		{"political, figure elsewhere", narbonensis, britannia, 2, 0, 0, -2},
		{"political, figure there", narbonensis, narbonensis, 0, 2, 0, -2},
		{"military, figure elsewhere", britannia, narbonensis, 0, 0, 2, 0},
		{"military, figure there", britannia, britannia, 0, 0, 2, 0},
		{"competence, figure elsewhere", cisalpina, britannia, 1, 0, 1, -1},
		{"competence, figure there", cisalpina, cisalpina, 0, 1, 1, -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := fresh(t, 3)
			// Only the province under test produces in Caesar's next turn:
			// its governor stands on the field and steps off; the others
			// step onto theirs. Gallia's official keeps its governor off,
			// so Gallia produces 2 legions beside it.
			for _, p := range s.owned(0) {
				s.Provinces[p].GovOut = p != tt.province
			}
			s.Chars[0].Figure = tt.figure
			s.SupplyGold += s.Provinces[tt.province].Gold // what Turn 1 left there
			s.Provinces[tt.province].Gold = 0
			legions, gold := s.Provinces[tt.province].Legions, s.SupplyGold
			s.beginTurn(0)
			pr := s.Provinces[tt.province]
			if pr.Gold != tt.wantGold || s.Chars[0].Gold != tt.wantReinf || pr.Legions-legions != tt.wantLegions {
				t.Errorf("%s supplied: %d gold there, %d in the reinforcements, %d legions more; want %d, %d, %d",
					provinces[tt.province].Name, pr.Gold, s.Chars[0].Gold, pr.Legions-legions, tt.wantGold, tt.wantReinf, tt.wantLegions)
			}
			if got := s.SupplyGold - gold; got != tt.wantSupplyGoldChange {
				t.Errorf("%s supplied: the supply's gold changed by %d, want %d", provinces[tt.province].Name, got, tt.wantSupplyGoldChange)
			}
		})
	}
}

// Rules, I. Versorgung: "Gold in einer Provinz ist unbegrenzt": gold
// lying in a province grows without a cap.
func TestGoldInAProvinceIsUnlimited(t *testing.T) {
	s := fresh(t, 3)
	for _, p := range s.owned(0) {
		s.Provinces[p].GovOut = p != narbonensis
	}
	s.Provinces[narbonensis].Gold = 9
	s.SupplyGold -= 9 - 2 // Turn 1 left 2 gold there already
	s.beginTurn(0)
	if got := s.Provinces[narbonensis].Gold; got != 11 {
		t.Errorf("Gallia Narbonensis holds %d gold after its supply, want 11", got)
	}
	if err := invariants(s); err != nil {
		t.Error(err)
	}
}

// Rules, II. Bewegung: "mehrere Angriffe pro Zug sind bei genug
// Bewegungspunkten möglich" and "Man darf Bewegungspunkte unabhängig vom
// Erfolg der Kämpfe ausgeben; bis zu vier Angriffe pro Zug sind möglich."
func TestFourAttacksWhateverTheirOutcome(t *testing.T) {
	s := attackSetup(t, 6, 6, [3]int{0, 0, 0}, false)
	for i := range 4 {
		mustApply(t, s, "Caesar", "attack Italia with 1")
		if s.Points != 3-i || s.Provinces[italia].Owner != 1 {
			t.Fatalf("attack %d: %d points left, Italia %s; want %d, Pompeius", i+1, s.Points, s.seat(s.Provinces[italia].Owner), 3-i)
		}
	}
	if s.Provinces[italia].Legions != 2 || s.Provinces[cisalpina].Legions != 2 {
		t.Errorf("after four failed attacks: Italia %d, Gallia Cisalpina %d legions; want 2, 2",
			s.Provinces[italia].Legions, s.Provinces[cisalpina].Legions)
	}
	if hasOption(s, "attack Italia with 1") {
		t.Errorf("a fifth attack is offered with %d movement points", s.Points)
	}
}

// Rules, Angriff, 1. Waffen ziehen: "haben Angreifer oder Verteidiger
// weniger als 3 Legionen beteiligt, werden weniger gezogen, entsprechend
// der niedrigeren Legionenzahl": an attack with 1 legion draws 1 weapon,
// however many defend.
func TestFewerAttackingLegionsFewerWeapons(t *testing.T) {
	s := attackSetup(t, 3, 5, [3]int{0, 2, 0}, false)
	mustApply(t, s, "Caesar", "attack Italia with 1")
	if s.Bag != [3]int{0, 1, 0} || s.Chars[1].Weapons != 7 {
		t.Errorf("attack with 1 legion: bag %v, Pompeius's reinforcements %d weapons; want [0 1 0], 7 (one weapon drawn)", s.Bag, s.Chars[1].Weapons)
	}
	if s.Provinces[italia].Legions != 5 || s.Provinces[cisalpina].Legions != 2 {
		t.Errorf("attack with 1 legion: Italia %d, Gallia Cisalpina %d; want 5, 2", s.Provinces[italia].Legions, s.Provinces[cisalpina].Legions)
	}
}

// Rules, Erobert: "Der Angreifer ersetzt den Gouverneur durch einen
// eigenen; die Position des Gouverneurs (Versorgung) bleibt."
func TestConquestKeepsTheGovernorsPosition(t *testing.T) {
	for _, off := range []bool{false, true} {
		s := attackSetup(t, 4, 1, [3]int{0, 0, 0}, false)
		s.Provinces[italia].GovOut = off
		gov := [2]int{s.Chars[0].Governors, s.Chars[1].Governors}
		mustApply(t, s, "Caesar", "attack Italia with 4")
		if s.Provinces[italia].Owner != 0 || s.Provinces[italia].GovOut != off {
			t.Errorf("conquered Italia: owner %s, governor off the field %v; want Caesar, %v", s.seat(s.Provinces[italia].Owner), s.Provinces[italia].GovOut, off)
		}
		if s.Chars[0].Governors != gov[0]-1 || s.Chars[1].Governors != gov[1]+1 {
			t.Errorf("governors in reserve: Caesar %d, Pompeius %d; want %d, %d", s.Chars[0].Governors, s.Chars[1].Governors, gov[0]-1, gov[1]+1)
		}
	}
}

// Rules, III. Aktionen, Bürger überzeugen: "1 Bürger aus dem Bereich
// „Alii“ in den eigenen Bereich ziehen (oder stattdessen einen Bürger aus
// dem Bereich eines anderen Spielers in den neutralen Bereich, z. B. wenn
// dort keine mehr sind)".
func TestPersuadeFromTheAliiOrSendAnothersBack(t *testing.T) {
	s := fresh(t, 3)
	inPhase(s, 0, phaseAct, narbonensis)
	giveGold(s, 0, 10)
	mustApply(t, s, "Caesar", "act persuade Pompeius")
	if s.Chars[1].Citizens != 1 || s.Alii != 6 || s.Chars[0].Citizens != 2 {
		t.Errorf("act persuade Pompeius: Pompeius %d, Alii %d, Caesar %d citizens; want 1, 6, 2", s.Chars[1].Citizens, s.Alii, s.Chars[0].Citizens)
	}
	s.Alii, s.Chars[2].Citizens = 0, s.Chars[2].Citizens+6 // the Alii are empty
	if hasOption(s, "act persuade") {
		t.Errorf("with no citizen among the Alii: \"act persuade\" is offered")
	}
	if !hasOption(s, "act persuade Crassus") {
		t.Errorf("with no citizen among the Alii: options lack \"act persuade Crassus\"")
	}
}

// Rules, III. Aktionen: "Für die Kosten zur Erhöhung der Kompetenzen ist
// das Führen unerheblich." Leading or not, the first improvement costs 1.
func TestLeadingDoesNotChangeTheCostOfImproving(t *testing.T) {
	for _, military := range []int{1, 4} {
		s := fresh(t, 3)
		inPhase(s, 0, phaseAct, britannia)
		s.Chars[0].Military = military
		giveGold(s, 0, 1)
		mustApply(t, s, "Caesar", "act improve military")
		if s.Chars[0].Gold != 0 || s.Chars[0].Military != military+1 {
			t.Errorf("Caesar on %s improves: %d gold left, military %s; want 0, %s", roman(military), s.Chars[0].Gold, roman(s.Chars[0].Military), roman(military+1))
		}
	}
}

// Rules, Spielablauf: "Über mehrere Jahre spielen die Charaktere in fester
// Reihenfolge: Caesar, Pompeius, Crassus, dann wieder Caesar. Die
// Reihenfolge ändert sich nie." The order runs on across the election.
func TestTurnOrderNeverChanges(t *testing.T) {
	s := fresh(t, 3)
	var order []int
	for len(order) < 17 && s.Phase != phaseOver {
		if s.Turn > len(order) {
			order = append(order, s.Active)
		}
		seat := s.seat(s.asked())
		switch s.Phase {
		case phaseMove, phaseAct:
			mustApply(t, s, seat, "pass")
		default:
			mustApply(t, s, seat, s.Pending()[0].Options[0])
		}
	}
	for i, c := range order {
		if c != i%3 {
			t.Fatalf("turn %d was %s's, want %s (order %v)", i+1, s.seat(c), s.seat(i%3), order)
		}
	}
	if s.Year != 3 || len(order) != 17 {
		t.Errorf("after 17 turns: year %d, turns seen %d; want year 3 (two elections), 17", s.Year, len(order))
	}
}

// Rules, Spiel mit 2 Charakteren: "Crassus und die vier Provinzen Asia,
// Syria, Aegyptus und Cyrenaica werden nicht benutzt." No step leads into
// them, by arrow (Macedonia–Asia) or across the sea (to Cyrenaica), and
// Crassus has no citizens to persuade.
func TestTwoPlayersLeaveOutCrassusAndHisFourProvinces(t *testing.T) {
	s := fresh(t, 2)
	inPhase(s, 1, phaseMove, macedonia)
	setLegions(s, macedonia, 4)
	for _, p := range []int{asia, syria, aegyptus, cyrenaica} {
		if r := s.routeTable(macedonia)[p]; r.reached() {
			t.Errorf("two players: a step from Macedonia reaches %s", provinces[p].Name)
		}
	}
	for _, o := range s.Pending()[0].Options {
		for _, p := range []int{asia, syria, aegyptus, cyrenaica} {
			if strings.Contains(o, provinces[p].Name) {
				t.Errorf("two players: option %q names %s", o, provinces[p].Name)
			}
		}
	}
	mustRefuse(t, s, "Pompeius", "attack Asia with 2")
	inPhase(s, 1, phaseAct, italia)
	giveGold(s, 1, 6)
	if hasOption(s, "act persuade Crassus") {
		t.Errorf("two players: \"act persuade Crassus\" is offered")
	}
}
