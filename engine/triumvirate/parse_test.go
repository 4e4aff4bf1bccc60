package triumvirate

import (
	"bytes"
	"strings"
	"testing"
)

func TestParseNormalForms(t *testing.T) {
	tests := []struct {
		written string
		want    string
	}{
		{"move Gallia with 2", "move Gallia with 2"},
		{"MOVE gallia with 2 legions", "move Gallia with 2"},
		{"move Gallia Cisalpina Gallia with 2 legions", "move Gallia with 2"},
		{"move from Gall Cis to Gallia with 1", "move Gallia with 1"},
		{"ziehe nach Gallien mit 2 Legionen", "move Gallia with 2"},
		{"move narbonne", "move Gallia Narbonensis"},
		{"Move Cisalpine Gaul Narbonese Gaul", "move Gallia Narbonensis"},
		{"move Illyria", "move Illyricum"},
		{"attack Italy with 2", "attack Italia with 2"},
		{"angriff Italia mit 1", "attack Italia with 1"},
		{"attack Italia with all legions", "attack Italia with 2"},
		{"ziehe mit allen Legionen nach Gallien", "move Gallia with 2"},
		{"done", "done"},
		{"fertig", "done"},
		{"end movement", "done"},
		{"end turn", "pass"},
		{"Ende Zug", "pass"},
		{"pass", "pass"},
		{"march to Gallia with 2 legions", "move Gallia with 2"},
		{"go to Gallia", "move Gallia"},
	}
	for _, tt := range tests {
		s := fresh(t, 3)
		mustApply(t, s, "Caesar", "rome gold")
		res, err := s.Apply("Caesar", tt.written)
		if err != nil || res.Normal != tt.want {
			t.Errorf("Apply(%q) = %q, %v; want %q", tt.written, res.Normal, err, tt.want)
		}
	}
}

func TestParseActionsGerman(t *testing.T) {
	tests := []struct{ written, want string }{
		{"aktion verbessere militärisch", "act improve military"},
		{"improve pol", "act improve political"},
		{"act improve politische kompetenz", "act improve political"},
	}
	for _, tt := range tests {
		s := fresh(t, 3)
		inPhase(s, 0, phaseAct, cisalpina)
		giveGold(s, 0, 1)
		res, err := s.Apply("Caesar", tt.written)
		if err != nil || res.Normal != tt.want {
			t.Errorf("Apply(%q) = %q, %v; want %q", tt.written, res.Normal, err, tt.want)
		}
	}
	political := []struct{ written, want string }{
		{"überzeuge einen Bürger", "act persuade"},
		{"überzeuge einen Bürger von Crassus", "act persuade Crassus"},
		{"persuade a citizen of Pompey", "act persuade Pompeius"},
		// The Alii are where a plain persuading takes its citizen from.
		{"Überzeuge Alii", "act persuade"},
		{"persuade a citizen from the Alii", "act persuade"},
	}
	for _, tt := range political {
		s := fresh(t, 3)
		inPhase(s, 0, phaseAct, narbonensis)
		giveGold(s, 0, 3)
		res, err := s.Apply("Caesar", tt.written)
		if err != nil || res.Normal != tt.want {
			t.Errorf("Apply(%q) = %q, %v; want %q", tt.written, res.Normal, err, tt.want)
		}
	}
	military := []string{"Waffen produzieren", "produce weapons", "aktion waffen"}
	for _, written := range military {
		s := fresh(t, 3)
		inPhase(s, 0, phaseAct, gallia)
		giveGold(s, 0, 3)
		if res, err := s.Apply("Caesar", written); err != nil || res.Normal != "act weapons" {
			t.Errorf("Apply(%q) = %q, %v; want %q", written, res.Normal, err, "act weapons")
		}
	}
}

// After the actions "done" can only mean the end of the turn.
func TestParseDoneAfterActions(t *testing.T) {
	s := fresh(t, 3)
	inPhase(s, 0, phaseAct, cisalpina)
	if res := mustApply(t, s, "Caesar", "done"); res.Normal != "pass" || s.Active != 1 {
		t.Errorf("Apply(done) after the movement = %q, next %s; want pass, Pompeius", res.Normal, s.seat(s.Active))
	}
}

func TestParseRefusals(t *testing.T) {
	tests := []struct {
		seat, written string
		want          string // part of the reason
	}{
		{"Caesar", "move Gall", "could mean Gallia or Gallia Cisalpina or Gallia Narbonensis"},
		{"Caesar", "move Xyz with 2", "did you mean"},
		{"Caesar", "frobnicate Gallia", "unknown command \"frobnicate\"; did you mean"},
		{"Caesar", "attack Italia", "how many legions"},
		{"Caesar", "move Italia Gallia", "your figure stands in Gallia Cisalpina"},
		{"Pompeius", "pass", "waits for Caesar to move"},
		{"Caesar", "move Britannia", "not next to"},
		{"Caesar", "move Gallia with 3", "only 2 legions"},
		{"Caesar", "act improve military", "not now"},
		{"Caesar", "move Gallia; move Nowhere", "unknown province"},
		{"Nobody", "pass", "no seat"},
	}
	for _, tt := range tests {
		s := fresh(t, 3)
		mustApply(t, s, "Caesar", "rome gold")
		if msg := mustRefuse(t, s, tt.seat, tt.written); !strings.Contains(msg, tt.want) {
			t.Errorf("Apply(%s, %q) = %q, want it to say %q", tt.seat, tt.written, msg, tt.want)
		}
	}
}

// A chained line means exactly the steps applied one by one.
func TestChainEqualsSteps(t *testing.T) {
	a, b := fresh(t, 3), fresh(t, 3)
	res := mustApply(t, a, "Caesar", "rome legions Gall Cis; move Gallia with 4 then take official; move Britannia with 1, place official; done")
	for _, step := range []string{"rome legions Gallia Cisalpina", "move Gallia with 4", "take official", "move Britannia with 1", "place official", "done"} {
		mustApply(t, b, "Caesar", step)
	}
	ja, _ := a.Marshal()
	jb, _ := b.Marshal()
	// Decision numbers count steps, so they agree too.
	if !bytes.Equal(ja, jb) {
		t.Errorf("chained and stepwise states differ:\n%s\n%s", ja, jb)
	}
	want := "rome legions Gallia Cisalpina; move Gallia with 4; take official; move Britannia with 1; place official; done"
	if res.Normal != want {
		t.Errorf("Normal = %q, want %q", res.Normal, want)
	}
}

// Every option of a long random game is accepted as written and gives
// back its own normal form.
func TestOptionsAreNormalForms(t *testing.T) {
	s := fresh(t, 3)
	for step := 0; step < 400 && !s.Outcome().Over; step++ {
		p := s.Pending()[0]
		for _, o := range p.Options {
			cp := *s
			res, err := cp.Apply(p.Seat, o)
			if err != nil || res.Normal != o {
				t.Fatalf("Apply(%s, %q) = %q, %v; want its own normal form", p.Seat, o, res.Normal, err)
			}
		}
		mustApply(t, s, p.Seat, p.Options[(step*7)%len(p.Options)])
	}
}

func TestParseGermanSupplyAndOfficials(t *testing.T) {
	s := fresh(t, 3)
	steps := []struct{ written, want string }{
		{"Rom Legionen Gallien und Illyrien", "rome legions Gallia and Illyricum"},
		{"ziehe nach Gallien", "move Gallia"},
		{"nimm den Beamten mit", "take official"},
		{"ziehe mit 1 Legion nach Britannien", "move Britannia with 1"},
		{"setze den Beamten hier ein", "place official"},
		{"zieh Gallien", "move Gallia"},
		{"zieh Britannien", "move Britannia"},
		{"nimm Beamter", "take official"},
		{"fertig", "done"},
		{"passe", "pass"},
	}
	for _, st := range steps {
		res, err := s.Apply("Caesar", st.written)
		if err != nil || res.Normal != st.want {
			t.Fatalf("Apply(%q) = %q, %v; want %q", st.written, res.Normal, err, st.want)
		}
	}
}

// Rules, II. Bewegung: "Eine gegnerische Provinz betritt (greift an) man
// nur mit mindestens 1 Legion." A move ("ziehe", "go", "march") into an
// enemy province is not read as an attack: the refusal names the attack
// command to write.
func TestMoveIntoEnemyAsksForTheAttack(t *testing.T) {
	tests := []struct{ written, want string }{
		{"move Italien with 2", `Italia is Pompeius's province: entering it is an attack; write "attack Italia with 2"`},
		{"ziehe mit 1 Legion nach Italien", `write "attack Italia with 1"`},
		{"go to Italy", `an attack needs at least one legion; you can write "attack Italia with 1" or "attack Italia with 2"`},
	}
	for _, tt := range tests {
		s := fresh(t, 3)
		mustApply(t, s, "Caesar", "rome gold")
		if msg := mustRefuse(t, s, "Caesar", tt.written); !strings.Contains(msg, tt.want) {
			t.Errorf("Apply(%q) = %q, want it to say %q", tt.written, msg, tt.want)
		}
	}
}
