package triumvirate

import (
	"strings"
	"testing"
)

// attackSetup: Caesar's figure in Gallia Cisalpina with att legions,
// Pompeius's Italia with def legions; Pompeius's figure in Italia when
// figure is set, else in Africa.
func attackSetup(t *testing.T, att, def int, bag [3]int, figure bool) *state {
	t.Helper()
	s := fresh(t, 3)
	inPhase(s, 0, phaseMove, cisalpina)
	setLegions(s, cisalpina, att)
	setLegions(s, italia, def)
	setBag(s, bag)
	if !figure {
		s.Chars[1].Figure = africa
	}
	return s
}

func TestAttackSteps(t *testing.T) {
	tests := []struct {
		name        string
		att, def    int
		bag         [3]int
		figure      bool
		wantOwner   int
		wantLegions int    // in Italia afterwards
		wantBag     [3]int // after the battle
		wantLog     string
	}{
		// Step 1: 3 weapons at most; step 2: one of each colour, the
		// neutral Crassus weapon goes back; step 4: 2 against 2 fall;
		// step 5: 1 attacker is left. (The loser's compensation card I
		// puts a Pompeius weapon into the bag.)
		{"neutral weapon goes back", 4, 3, [3]int{1, 1, 1}, false, 0, 1, [3]int{0, 1, 1},
			"1 Crassus (neutral, back into the bag)"},
		// Step 1: the defender has 2 legions, so only 2 weapons are drawn
		// though the attacker has 4.
		{"fewer legions, fewer weapons", 4, 2, [3]int{3, 0, 0}, false, 0, 4, [3]int{1, 1, 0},
			"2 Caesar (attacker's)"},
		// Step 3: the defending figure destroys 2 attackers; step 4: 2
		// against 2; step 5: nobody is left, the attack fails anyway.
		{"defending figure, both wiped out", 4, 2, [3]int{0, 0, 2}, true, 1, 0, [3]int{0, 0, 2},
			"figure defends Italia and destroys 2"},
		// The defender's weapons destroy attackers.
		{"defender's weapons", 3, 3, [3]int{0, 3, 0}, false, 1, 3, [3]int{0, 0, 0},
			"3 Pompeius (defender's)"},
		// No weapons in the bag: the main battle alone decides.
		{"empty bag", 5, 3, [3]int{0, 0, 0}, false, 0, 2, [3]int{0, 1, 0}, "Weapons drawn: none"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := attackSetup(t, tt.att, tt.def, tt.bag, tt.figure)
			cmd := "attack Italia with " + string(rune('0'+tt.att))
			res := mustApply(t, s, "Caesar", cmd)
			if got := s.Provinces[italia].Owner; got != tt.wantOwner {
				t.Errorf("Apply(%s): Italia owner %s, want %s", cmd, s.seat(got), s.seat(tt.wantOwner))
			}
			if got := s.Provinces[italia].Legions; got != tt.wantLegions {
				t.Errorf("Apply(%s): Italia legions %d, want %d", cmd, got, tt.wantLegions)
			}
			if s.Bag != tt.wantBag {
				t.Errorf("Apply(%s): bag %v, want %v", cmd, s.Bag, tt.wantBag)
			}
			if log := strings.Join(res.Log, "\n"); !strings.Contains(log, tt.wantLog) {
				t.Errorf("Apply(%s) log:\n%s\nwant it to mention %q", cmd, log, tt.wantLog)
			}
			if s.Provinces[cisalpina].Legions != 0 {
				t.Errorf("Apply(%s): %d legions stayed behind in Gallia Cisalpina, want 0", cmd, s.Provinces[cisalpina].Legions)
			}
			wantFigure := cisalpina // failure: the figure goes back
			if tt.wantOwner == 0 {
				wantFigure = italia
			}
			if s.Chars[0].Figure != wantFigure {
				t.Errorf("Apply(%s): Caesar's figure in %s, want %s", cmd, provinces[s.Chars[0].Figure].Name, provinces[wantFigure].Name)
			}
			if s.Points != 3 {
				t.Errorf("Apply(%s): %d movement points left, want 3", cmd, s.Points)
			}
		})
	}
}

// Effective weapons go back to their owners' reinforcements.
func TestAttackWeaponsReturnToReinforcements(t *testing.T) {
	s := attackSetup(t, 4, 3, [3]int{1, 1, 1}, false)
	mustApply(t, s, "Caesar", "attack Italia with 4")
	// Pompeius's weapon came back and went into the bag again (card I).
	if s.Chars[0].Weapons != 8 || s.Chars[1].Weapons != 7 || s.Chars[2].Weapons != 7 {
		t.Errorf("reinforcement weapons %d/%d/%d, want 8/7/7", s.Chars[0].Weapons, s.Chars[1].Weapons, s.Chars[2].Weapons)
	}
}

func TestAttackNeedsALegion(t *testing.T) {
	s := attackSetup(t, 3, 2, [3]int{2, 2, 2}, false)
	if msg := mustRefuse(t, s, "Caesar", "move Italia"); !strings.Contains(msg, "at least one legion") {
		t.Errorf("Apply(move Italia) refused with %q, want the reason that an attack needs a legion", msg)
	}
}

func TestNoAttackOnACharacterWithOneProvince(t *testing.T) {
	s := attackSetup(t, 3, 2, [3]int{2, 2, 2}, false)
	for _, p := range []int{hispUlterior, hispCiterior, sicilia, africa} {
		give(s, p, 2)
	}
	s.Chars[1].Figure = italia
	if msg := mustRefuse(t, s, "Caesar", "attack Italia with 3"); !strings.Contains(msg, "only one province") {
		t.Errorf("attack on Pompeius with one province refused with %q", msg)
	}
}

// Conquest with an official: the official stays and serves the conqueror,
// the governor's position stays, the loser takes compensation card I and
// puts a weapon into the bag, and one more for the official.
func TestConquestWithOfficial(t *testing.T) {
	s := fresh(t, 3)
	inPhase(s, 0, phaseMove, narbonensis)
	setLegions(s, narbonensis, 5)
	setLegions(s, hispUlterior, 2)
	setBag(s, [3]int{2, 0, 0})
	s.Chars[1].Figure = italia
	// Across Mare Occidentale with legions: 2 areas entered, 2 points.
	mustApply(t, s, "Caesar", "attack Hispania Ulterior with 5")
	pr := s.Provinces[hispUlterior]
	if pr.Owner != 0 || !pr.Official || !pr.GovOut || pr.Legions != 5 {
		t.Fatalf("Hispania Ulterior after conquest = %+v, want Caesar's, official, governor off field, 5 legions", pr)
	}
	if s.Points != 2 {
		t.Errorf("points left %d, want 2 (sea crossing with legions)", s.Points)
	}
	if s.Chars[0].Governors != 3 || s.Chars[1].Governors != 5 {
		t.Errorf("governors in reserve Caesar %d, Pompeius %d; want 3, 5", s.Chars[0].Governors, s.Chars[1].Governors)
	}
	if s.CompHolder != 1 || s.CompSide != 1 {
		t.Errorf("compensation card: holder %d side %d, want Pompeius side I", s.CompHolder, s.CompSide)
	}
	if s.Bag[1] != 2 || s.Chars[1].Weapons != 6 {
		t.Errorf("Pompeius bag %d reserve %d, want 2 in the bag (card I and official), 6 in reserve", s.Bag[1], s.Chars[1].Weapons)
	}
	// A second loss: card II, and Pompeius raises a competence.
	setLegions(s, hispCiterior, 1)
	mustApply(t, s, "Caesar", "attack Hispania Citerior with 4")
	if s.Phase != phaseCompensate || s.Pending()[0].Seat != "Pompeius" {
		t.Fatalf("after the second loss: phase %s, asked %s; want Pompeius to raise a competence", s.Phase, s.Pending()[0].Seat)
	}
	if s.CompSide != 2 {
		t.Errorf("compensation card side %d, want II", s.CompSide)
	}
	mustRefuse(t, s, "Caesar", "done")
	mustApply(t, s, "Pompeius", "raise military")
	if s.Chars[1].Military != 2 || s.Phase != phaseMove || s.Pending()[0].Seat != "Caesar" {
		t.Errorf("after raise: Pompeius military %d, phase %s; want II and Caesar moving on", s.Chars[1].Military, s.Phase)
	}
}

func TestCompensationWithoutWeaponsGivesNothing(t *testing.T) {
	s := attackSetup(t, 4, 1, [3]int{0, 8, 0}, false)
	s.Provinces[italia].Official = true // Pompeius's official now works there
	s.Provinces[hispUlterior].Official = false
	s.Provinces[italia].GovOut = true
	mustApply(t, s, "Caesar", "attack Italia with 4")
	// One Pompeius weapon was drawn and went back to his reserve; card I
	// and the official put it and nothing more into the bag.
	if s.Bag[1] != 8 || s.Chars[1].Weapons != 0 {
		t.Errorf("Pompeius bag %d reserve %d; want 8 and 0", s.Bag[1], s.Chars[1].Weapons)
	}
}

// Flight: the defending figure flees to one of its provinces without
// cost and loses a level in each competence it leads.
func TestFlight(t *testing.T) {
	s := attackSetup(t, 6, 2, [3]int{3, 0, 0}, true)
	s.Chars[1].Political = 3 // Pompeius leads in political competence only
	s.Chars[1].Military = 2
	s.Chars[2].Military = 3 // Crassus leads in military competence
	mustApply(t, s, "Caesar", "attack Italia with 6")
	// 2 Caesar weapons destroy both defenders, the figure 2 attackers.
	if s.Provinces[italia].Owner != 0 || s.Provinces[italia].Legions != 4 {
		t.Fatalf("Italia = %+v, want Caesar's with 4 legions", s.Provinces[italia])
	}
	p := s.Pending()[0]
	if p.Seat != "Pompeius" || len(p.Options) != 4 {
		t.Fatalf("Pending = %s %v, want Pompeius to flee to one of 4 provinces", p.Seat, p.Options)
	}
	if s.Chars[1].Political != 2 || s.Chars[1].Military != 2 {
		t.Errorf("Pompeius after flight: political %d, military %d; want 2 (lost the lead level), 2 (did not lead)", s.Chars[1].Political, s.Chars[1].Military)
	}
	mustRefuse(t, s, "Pompeius", "flee Gallia")
	mustApply(t, s, "Pompeius", "flee africa")
	if s.Chars[1].Figure != africa || s.Phase != phaseMove || s.CompHolder != 1 {
		t.Errorf("after flee: figure %s, phase %s, card holder %d; want Africa, move, Pompeius",
			provinces[s.Chars[1].Figure].Name, s.Phase, s.CompHolder)
	}
}

// Rules, Erobert: the loser takes compensation card I (a weapon into the
// bag); holding card I already, card II (raise a competence). A third
// loss gives card II again (designers' FAQ); another loser takes the card
// as card I.
func TestCompensationCardSequence(t *testing.T) {
	tests := []struct {
		name             string
		holder, side     int // before the conquest; noSeat: nobody holds it
		loser            int
		wantSide         int
		wantRaise        bool
		wantBag, wantRes int // loser's weapons in the bag and reserve afterwards
	}{
		{"first loss: card I", noSeat, 0, 1, 1, false, 1, 7},
		{"second loss: card II", 1, 1, 1, 2, true, 0, 8},
		{"third loss: card II again", 1, 2, 1, 2, true, 0, 8},
		{"another loser: card I", 2, 2, 1, 1, false, 1, 7},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := attackSetup(t, 3, 1, [3]int{0, 0, 0}, false)
			s.CompHolder, s.CompSide = tt.holder, tt.side
			mustApply(t, s, "Caesar", "attack Italia with 3")
			if s.CompHolder != 1 || s.CompSide != tt.wantSide {
				t.Errorf("card: holder %d side %d, want Pompeius side %d", s.CompHolder, s.CompSide, tt.wantSide)
			}
			if raising := s.Phase == phaseCompensate && s.Raising == 1; raising != tt.wantRaise {
				t.Errorf("Pompeius asked to raise a competence: %v, want %v", raising, tt.wantRaise)
			}
			if s.Bag[1] != tt.wantBag || s.Chars[1].Weapons != tt.wantRes {
				t.Errorf("Pompeius weapons: bag %d, reserve %d; want %d, %d", s.Bag[1], s.Chars[1].Weapons, tt.wantBag, tt.wantRes)
			}
		})
	}
}

// Rules, Flucht: the fleeing character loses a level in every
// competence he leads, shared leads included; with one province left
// the figure goes there without asking.
func TestFlightLosesLeads(t *testing.T) {
	tests := []struct {
		name                string
		political, military [3]int
		wantPol, wantMil    int
		oneLeft             bool
	}{
		{"leads both", [3]int{1, 3, 2}, [3]int{2, 4, 1}, 2, 3, false},
		{"shares the lead", [3]int{3, 3, 1}, [3]int{2, 2, 2}, 2, 2, false},
		{"leads nothing", [3]int{1, 1, 1}, [3]int{3, 2, 1}, 1, 2, false},
		{"all on VII lead", [3]int{7, 7, 7}, [3]int{1, 1, 1}, 6, 1, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := attackSetup(t, 6, 1, [3]int{0, 0, 0}, true)
			for c := range 3 {
				s.Chars[c].Political, s.Chars[c].Military = tt.political[c], tt.military[c]
			}
			if tt.oneLeft {
				for _, p := range []int{hispUlterior, hispCiterior, africa} {
					give(s, p, 2)
				}
			}
			mustApply(t, s, "Caesar", "attack Italia with 6")
			if got := s.Chars[1]; got.Political != tt.wantPol || got.Military != tt.wantMil {
				t.Errorf("Pompeius after flight: %s/%s, want %s/%s", roman(got.Political), roman(got.Military), roman(tt.wantPol), roman(tt.wantMil))
			}
			if tt.oneLeft && (s.Chars[1].Figure != sicilia || s.Phase != phaseMove) {
				t.Errorf("flight with one province: figure in %s, phase %s; want Sicilia without asking, move",
					provinces[s.Chars[1].Figure].Name, s.Phase)
			}
		})
	}
}

// Rules, Scheitert der Angriff: the figure and its officials go back to
// where they came from without cost; the points of the step are spent.
// Rules, II. Bewegung: gold lying in an entered province (here: one just
// conquered) goes to the reinforcements.
func TestFailureAndConquestDetails(t *testing.T) {
	s := attackSetup(t, 2, 4, [3]int{0, 0, 0}, false)
	s.Chars[0].Carried = 1
	s.SupplyOfficials--
	mustApply(t, s, "Caesar", "attack Italia with 2")
	if s.Chars[0].Figure != cisalpina || s.Chars[0].Carried != 1 || s.Points != 3 || s.Provinces[italia].Legions != 2 {
		t.Errorf("after a failed attack: figure %s, carried %d, points %d, Italia %d legions; want Gallia Cisalpina, 1, 3, 2",
			provinces[s.Chars[0].Figure].Name, s.Chars[0].Carried, s.Points, s.Provinces[italia].Legions)
	}

	s = attackSetup(t, 3, 1, [3]int{0, 0, 0}, false)
	s.Provinces[italia].Gold = 3
	s.SupplyGold -= 3
	mustApply(t, s, "Caesar", "attack Italia with 3")
	if s.Chars[0].Gold != 3 || s.Provinces[italia].Gold != 0 {
		t.Errorf("conquered gold: reinforcements %d, Italia %d; want 3, 0", s.Chars[0].Gold, s.Provinces[italia].Gold)
	}
}
