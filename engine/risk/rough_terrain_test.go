package risk

import "testing"

// Rule text, mission card: "Kontrollieren Sie alle 6 Gebiete, die
// schwieriges Gelände aufweisen" — a closed set of six, like the sea-lane
// card's "alle 6 Gebiete, die Zugang zu Seestraßen haben". The mission
// asks for every one of them, and the two-star cards are theirs.
func TestRoughTerrainIsSixTerritoriesAndTheMissionAsksForAll(t *testing.T) {
	var rough []terrID
	for id, tr := range board {
		if tr.Rough {
			rough = append(rough, terrID(id))
		}
		if want := map[bool]int{true: 2, false: 1}[tr.Rough]; tr.Stars != want {
			t.Errorf("%s card has %d stars, want %d", tr.De, tr.Stars, want)
		}
	}
	if len(rough) != 6 {
		t.Fatalf("rough terrain %v: %d territories, want 6", rough, len(rough))
	}
	// Rule text, worked example: "schickt 3 davon zum Angriff nach
	// Finnland", so Finnland is not rough.
	if board[FIN].Rough {
		t.Errorf("Finnland is rough; the rule text's example attacks it with 3")
	}
	m := missionByKey("rough-terrain")
	for _, missing := range rough {
		s := testState(t, setupSpiel1, nil)
		for _, r := range rough {
			s.Owner[r] = red
		}
		// Six other territories do not stand in for the missing one.
		for _, o := range []terrID{FIN, SWE, DNK, EST, LVA, LTU} {
			s.Owner[o] = red
		}
		s.Owner[missing] = blue
		if m.Done(s, red) {
			t.Errorf("mission rough-terrain done without %s", missing.name())
		}
		s.Owner[missing] = red
		if !m.Done(s, red) {
			t.Errorf("mission rough-terrain not done with all six, %s included", missing.name())
		}
	}
}
