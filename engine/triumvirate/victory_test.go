package triumvirate

import (
	"strings"
	"testing"
)

func wantWin(t *testing.T, s *state, cmd string, winner int, reason string) {
	t.Helper()
	o := s.Outcome()
	if !o.Over || len(o.Winners) != 1 || o.Winners[0] != s.seat(winner) || !strings.Contains(o.Reason, reason) {
		t.Fatalf("after %q: Outcome = %+v, want %s winning (%s)", cmd, o, s.seat(winner), reason)
	}
	if len(s.Pending()) != 0 {
		t.Errorf("after %q the game is over but asks %v", cmd, s.Pending())
	}
	mustRefuse(t, s, s.seat(winner), "pass")
}

// Military victory: conquering the 9th province, all governors placed.
func TestMilitaryVictory(t *testing.T) {
	s := attackSetup(t, 4, 1, [3]int{0, 0, 0}, false)
	for _, p := range []int{hispUlterior, hispCiterior, sicilia} {
		give(s, p, 0)
	}
	s.Chars[1].Figure = africa
	mustApply(t, s, "Caesar", "attack Italia with 4")
	wantWin(t, s, "attack Italia", 0, "military victory")
	if s.Chars[0].Governors != 0 {
		t.Errorf("Caesar has %d governors left, want all 9 placed", s.Chars[0].Governors)
	}
}

// Political victory: elected consul for the second time.
func TestPoliticalVictorySecondConsulship(t *testing.T) {
	s := electionSetup(t, [3]int{1, 4, 2})
	s.Chars[1].Consul = 1
	mustApply(t, s, "Caesar", "pass")
	wantWin(t, s, "pass", 1, "second time")
}

// Political victory: a former consul persuades his 6th citizen.
func TestPoliticalVictorySixCitizens(t *testing.T) {
	s := fresh(t, 3)
	inPhase(s, 0, phaseAct, narbonensis)
	s.Chars[0].Consul = 1
	s.Chars[0].Citizens, s.Alii = 5, 2
	giveGold(s, 0, 3)
	mustApply(t, s, "Caesar", "act persuade")
	wantWin(t, s, "act persuade", 0, "6 citizens")
}

// Without a consulship, 6 citizens do not win.
func TestSixCitizensWithoutConsulship(t *testing.T) {
	s := fresh(t, 3)
	inPhase(s, 0, phaseAct, narbonensis)
	s.Chars[0].Citizens, s.Alii = 5, 2
	giveGold(s, 0, 3)
	mustApply(t, s, "Caesar", "act persuade")
	if s.Outcome().Over {
		t.Errorf("6 citizens without a consulship ended the game: %+v", s.Outcome())
	}
}

// Political victory at the election: the new consul keeps 6 citizens
// after giving back 3.
func TestPoliticalVictoryAtElection(t *testing.T) {
	s := electionSetup(t, [3]int{9, 1, 1})
	mustApply(t, s, "Caesar", "pass")
	wantWin(t, s, "pass", 0, "6 citizens")
}

// Competence victory: VII in both competences.
func TestCompetenceVictory(t *testing.T) {
	s := fresh(t, 3)
	inPhase(s, 0, phaseAct, cisalpina)
	s.Chars[0].Political, s.Chars[0].Military = 7, 6
	giveGold(s, 0, 1)
	mustApply(t, s, "Caesar", "act improve military")
	wantWin(t, s, "act improve military", 0, "competence victory")
}

// Compensation card II can bring the competence victory to the loser.
func TestCompetenceVictoryByCompensation(t *testing.T) {
	s := attackSetup(t, 4, 1, [3]int{0, 0, 0}, false)
	s.CompHolder, s.CompSide = 1, 1
	s.Chars[1].Political, s.Chars[1].Military = 6, 7
	mustApply(t, s, "Caesar", "attack Italia with 4")
	if got := s.Pending()[0].Options; len(got) != 1 || got[0] != "raise political" {
		t.Fatalf("compensation options %v, want [raise political]", got)
	}
	mustApply(t, s, "Pompeius", "raise political")
	wantWin(t, s, "raise political", 1, "competence victory")
}
