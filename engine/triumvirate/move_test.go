package triumvirate

import (
	"strings"
	"testing"
)

func TestRoutes(t *testing.T) {
	s := fresh(t, 3)
	tests := []struct {
		name     string
		from, to int
		want     route
	}{
		{"land border", gallia, cisalpina, route{1, 1}},
		{"arrow", italia, sicilia, route{1, 1}},
		{"arrow to Macedonia", asia, macedonia, route{1, 1}},
		{"one sea area, cheaper without legions", narbonensis, africa, route{2, 1}},
		{"both sea areas", narbonensis, macedonia, route{3, 2}},
		{"Mare Ionium alone", italia, cyrenaica, route{2, 1}},
		{"land beats sea", sicilia, africa, route{1, 1}},
	}
	for _, tt := range tests {
		got, ok := s.routes(tt.from)[tt.to]
		if !ok || got != tt.want {
			t.Errorf("routes(%s)[%s] = %v, %v; want %v (%s)", provinces[tt.from].Name, provinces[tt.to].Name, got, ok, tt.want, tt.name)
		}
	}
	if _, ok := s.routes(britannia)[italia]; ok {
		t.Errorf("routes(Britannia) reaches Italia in one step")
	}
}

func TestMoveCarriesLegionsAndPicksUpGold(t *testing.T) {
	s := fresh(t, 3)
	mustApply(t, s, "Caesar", "rome gold")
	// Cisalpina (2 legions) to Narbonensis, where 2 gold lie.
	mustApply(t, s, "Caesar", "move Gallia Narbonensis with 2")
	if s.Chars[0].Gold != 4 || s.Provinces[narbonensis].Gold != 0 || s.Provinces[narbonensis].Legions != 4 {
		t.Errorf("after moving: gold %d, Narbonensis %+v; want 4 gold in the reinforcements, 4 legions", s.Chars[0].Gold, s.Provinces[narbonensis])
	}
	// Africa is Pompeius's: entering it without legions is no attack.
	mustRefuse(t, s, "Caesar", "move Africa")
	mustApply(t, s, "Caesar", "move Gallia Cisalpina")
	if s.Points != 2 {
		t.Errorf("points left %d, want 2", s.Points)
	}
	if msg := mustRefuse(t, s, "Caesar", "move Gallia Narbonensis with 5"); !strings.Contains(msg, "only 0 legions") {
		t.Errorf("moving absent legions refused with %q", msg)
	}
}

func TestMovementPointsRunOut(t *testing.T) {
	s := fresh(t, 3)
	mustApply(t, s, "Caesar", "rome gold")
	mustApply(t, s, "Caesar", "move Gallia; move Britannia; move Gallia; move Gallia Narbonensis")
	if s.Points != 0 {
		t.Fatalf("points %d, want 0", s.Points)
	}
	msg := mustRefuse(t, s, "Caesar", "move Gallia")
	if !strings.Contains(msg, "costs 1 movement point and you have 0") {
		t.Errorf("move without points refused with %q", msg)
	}
	for _, o := range s.Pending()[0].Options {
		if strings.HasPrefix(o, "move") || strings.HasPrefix(o, "attack") {
			t.Errorf("option %q offered without movement points", o)
		}
	}
}

// Officials travel with the figure; placed in an own province, the
// governor steps onto it and the supply field is free.
func TestOfficials(t *testing.T) {
	s := fresh(t, 3)
	mustApply(t, s, "Caesar", "rome gold; move Gallia; take official")
	if s.Provinces[gallia].Official || !s.Provinces[gallia].GovOut || s.Chars[0].Carried != 1 {
		t.Fatalf("after take: Gallia %+v, carried %d; want no official, governor still off the field, 1 carried", s.Provinces[gallia], s.Chars[0].Carried)
	}
	mustRefuse(t, s, "Caesar", "place official") // not twice in one province
	mustApply(t, s, "Caesar", "move Britannia; place official")
	if !s.Provinces[britannia].Official || !s.Provinces[britannia].GovOut || s.Chars[0].Carried != 0 {
		t.Errorf("after place: Britannia %+v, carried %d", s.Provinces[britannia], s.Chars[0].Carried)
	}
	// Next turn Gallia's governor steps back onto the field: no supply.
	s.Turn = 3
	s.beginTurn(0)
	if s.Provinces[gallia].GovOut {
		t.Errorf("Gallia's governor stayed off the field after the official left")
	}
	if !s.Provinces[britannia].GovOut {
		t.Errorf("Britannia's governor moved although an official stands there")
	}
}

func TestEndMovementThenAct(t *testing.T) {
	s := fresh(t, 3)
	mustApply(t, s, "Caesar", "rome gold; done")
	if s.Phase != phaseAct {
		t.Fatalf("after done: phase %s, want act", s.Phase)
	}
	mustRefuse(t, s, "Caesar", "move Gallia")
	mustApply(t, s, "Caesar", "act improve military")
	if s.Chars[0].Military != 2 || s.Chars[0].Gold != 1 {
		t.Errorf("military %d, gold %d; want 2, 1", s.Chars[0].Military, s.Chars[0].Gold)
	}
}

// Rules, II. Bewegung: "Setzt der Charakter beim Betreten einer eigenen
// Provinz einen Beamten dorthin ...": an official is placed on entering
// a province, not where the turn began; a conquered province is entered.
func TestOfficialPlacedOnEntering(t *testing.T) {
	s := fresh(t, 3)
	s.Chars[0].Carried = 1
	s.SupplyOfficials--
	mustApply(t, s, "Caesar", "rome gold")
	if msg := mustRefuse(t, s, "Caesar", "place official"); !strings.Contains(msg, "on entering") {
		t.Errorf("Apply(place official) before moving refused with %q, want the rule about entering", msg)
	}
	mustApply(t, s, "Caesar", "move Gallia; move Gallia Cisalpina; place official")
	if !s.Provinces[cisalpina].Official || s.Chars[0].Carried != 0 {
		t.Errorf("after re-entering: Gallia Cisalpina %+v, carried %d; want the official placed", s.Provinces[cisalpina], s.Chars[0].Carried)
	}

	s = attackSetup(t, 4, 1, [3]int{0, 0, 0}, false)
	s.Chars[0].Carried = 1
	s.SupplyOfficials--
	mustApply(t, s, "Caesar", "attack Italia with 4; place official")
	if pr := s.Provinces[italia]; pr.Owner != 0 || !pr.Official || !pr.GovOut {
		t.Errorf("Italia after conquest and placing = %+v, want Caesar's with an official", pr)
	}
}

// Rules, II. Bewegung: "Seegebiete dürfen durchquert werden; jedes
// kostet 1 Punkt; eine Bewegung darf nicht auf einem Seegebiet enden. ...
// Zieht der Charakter ohne Legionen über ein oder beide Seegebiete,
// kostet das 1 Bewegungspunkt weniger, als er Gebiete betritt." Caesar
// starts in Gallia Narbonensis, on the coast of Mare Occidentale; here he
// also holds Macedonia, across both sea areas. The log names the sea
// areas crossed.
func TestSeaCrossing(t *testing.T) {
	tests := []struct {
		cmd        string
		wantPoints int    // left afterwards
		wantLog    string // part of the log
		refusal    string // part of the refusal, if refused
	}{
		{"move Macedonia", 2, "from Gallia Narbonensis across Mare Occidentale and Mare Ionium to Macedonia alone", ""},
		{"move Macedonia with 1", 1, "across Mare Occidentale and Mare Ionium to Macedonia with 1 legion", ""},
		{"move Gallia Cisalpina", 3, "from Gallia Narbonensis to Gallia Cisalpina alone", ""},
		{"attack Africa with 2", 2, "from Gallia Narbonensis across Mare Occidentale with 2 legions", ""},
		{"move Mare Ionium", 0, "", "may not end on a sea area"},
		{"move Mare Occidentale with 2", 0, "", "may not end on a sea area"},
		{"move Illyricum", 0, "", "not next to"}, // the Adriatic is no sea area of the game
	}
	for _, tt := range tests {
		s := fresh(t, 3)
		inPhase(s, 0, phaseMove, narbonensis)
		give(s, macedonia, 0)
		setBag(s, [3]int{0, 0, 0})
		if tt.refusal != "" {
			if msg := mustRefuse(t, s, "Caesar", tt.cmd); !strings.Contains(msg, tt.refusal) {
				t.Errorf("Apply(%s) refused with %q, want it to say %q", tt.cmd, msg, tt.refusal)
			}
			continue
		}
		res := mustApply(t, s, "Caesar", tt.cmd)
		if s.Points != tt.wantPoints {
			t.Errorf("Apply(%s): %d points left, want %d", tt.cmd, s.Points, tt.wantPoints)
		}
		if log := strings.Join(res.Log, "\n"); !strings.Contains(log, tt.wantLog) {
			t.Errorf("Apply(%s) logged %q, want %q", tt.cmd, log, tt.wantLog)
		}
	}
}

// Rules, II. Bewegung: "Seegebiete dürfen durchquert werden" and the
// four arrows are the rule text's; the coasts are reconstructed: the sea
// areas touch only provinces with a Mediterranean coast, each its own
// part of the Mediterranean, and every invented border and coast is
// listed in the help.
func TestSeaCoasts(t *testing.T) {
	inland := []int{britannia, gallia, cisalpina, illyricum, asia, syria, aegyptus}
	for _, p := range inland {
		for _, a := range adjacent[p] {
			if a >= numProvinces {
				t.Errorf("%s touches %s, want no sea area", provinces[p].Name, seaNames[a-numProvinces])
			}
		}
	}
	for i, ps := range coasts {
		for _, p := range ps {
			if !strings.Contains(helpText, provinces[p].Name) || !strings.Contains(helpText, seaNames[i]) {
				t.Errorf("help does not list the coast %s–%s", provinces[p].Name, seaNames[i])
			}
		}
	}
	for _, b := range borders {
		line := provinces[b[0]].Name + " - " + provinces[b[1]].Name
		if !strings.Contains(strings.Join(strings.Fields(helpText), " "), line) {
			t.Errorf("help does not list the border %q", line)
		}
	}
}
