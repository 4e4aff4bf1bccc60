package twilight

import (
	"slices"
	"testing"
)

func TestNATOWithoutPrerequisiteDoesNotOccur(t *testing.T) {
	s := testState(t)
	s.Phase = phaseAction
	give(s, USSR, 21)
	give(s, US, 19)
	if opts := s.actionOptions(US, 1); slices.Contains(opts, "play 21 event") {
		t.Fatalf("NATO offered as event without Marshall Plan or Warsaw Pact")
	}
	// The USSR plays NATO for Ops: the US event does not occur, and the
	// starred card goes to the discard pile, not out of the game.
	s.startFlow("action", USSR, 1)
	mustApply(t, s, "USSR", "play 21 ops")
	for i := 0; i < 4; i++ {
		mustApply(t, s, "USSR", "influence Poland")
	}
	if s.effect(effNATO) != 0 {
		t.Errorf("NATO in effect after its prevented event")
	}
	if !slices.Contains(s.Discard, 21) || slices.Contains(s.Removed, 21) {
		t.Errorf("NATO: discard %v removed %v, want it discarded", s.Discard, s.Removed)
	}
}

func TestNATOProtectsUSControlledEurope(t *testing.T) {
	s := testState(t)
	s.setEffect(effWarsaw, 1)
	put(s, US, "West Germany", 5, "France", 3, "Italy", 1, "Japan", 1)
	put(s, USSR, "West Germany", 1, "France", 1, "Italy", 1, "Japan", 1)
	runEvent(t, s, 21, US)
	tests := []struct {
		country string
		want    bool
	}{
		{"West Germany", false}, // US-controlled
		{"France", true},        // US 3 - USSR 1 < 3: not controlled
		{"Italy", true},
		{"Japan", true}, // not in Europe
	}
	for _, tt := range tests {
		if got := s.canTarget(USSR, country(tt.country), true); got != tt.want {
			t.Errorf("canTarget(USSR, %s) under NATO = %v, want %v", tt.country, got, tt.want)
		}
	}
	if !s.canTarget(US, country("West Germany"), true) {
		t.Errorf("NATO stops the US too")
	}
	put(s, US, "France", 4)
	if s.canTarget(USSR, country("France"), true) {
		t.Errorf("NATO does not protect a US-controlled France")
	}
	s.setEffect(effDeGaulle, 1)
	if !s.canTarget(USSR, country("France"), true) {
		t.Errorf("De Gaulle: France still protected by NATO")
	}
}

func TestUSJapanPactControlsAndProtectsJapan(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Japan", 3)
	put(s, US, "Japan", 1)
	runEvent(t, s, 27, US)
	if inf(s, US, "Japan") != 7 || !s.controls(US, country("Japan")) {
		t.Errorf("US in Japan after the pact = %d (control %v), want 7", inf(s, US, "Japan"), s.controls(US, country("Japan")))
	}
	if s.canTarget(USSR, country("Japan"), true) {
		t.Errorf("USSR may still coup or realign Japan")
	}
	// The protection stays when the US loses control of Japan.
	put(s, US, "Japan", 3)
	if s.canTarget(USSR, country("Japan"), true) {
		t.Errorf("USSR may coup an uncontrolled Japan under the pact")
	}
	// Already controlled: nothing is added.
	s = testState(t)
	put(s, US, "Japan", 6)
	runEvent(t, s, 27, US)
	if inf(s, US, "Japan") != 6 {
		t.Errorf("US in a controlled Japan after the pact = %d, want 6", inf(s, US, "Japan"))
	}
}

func TestRedScarePurgeHitsTheOpponentForTheTurn(t *testing.T) {
	tests := []struct {
		player Side
		victim Side
	}{{USSR, US}, {US, USSR}}
	for _, tt := range tests {
		s := testState(t)
		runEvent(t, s, 31, tt.player)
		for _, c := range []struct{ card, want int }{{21, 3}, {4, 2}, {19, 1}, {32, 1}} {
			if got := s.opsOf(tt.victim, c.card); got != c.want {
				t.Errorf("Red Scare by the %s: opsOf(%s, %s) = %d, want %d", tt.player, tt.victim, cardName(c.card), got, c.want)
			}
		}
		if got := s.opsOf(tt.player, 4); got != 3 {
			t.Errorf("Red Scare by the %s reduces its own cards: opsOf = %d", tt.player, got)
		}
		s.Phase, s.Rounds = phaseAction, [2]int{6, 6}
		s.startFlow("endturn", USSR, 0)
		if got := s.opsOf(tt.victim, 21); got != 4 {
			t.Errorf("Red Scare still in force next turn: opsOf(%s, NATO) = %d", tt.victim, got)
		}
	}
}

func TestFormosanResolution(t *testing.T) {
	s := testState(t)
	tw := country("Taiwan")
	put(s, US, "Taiwan", 3)
	if s.isBattleground(tw) {
		t.Fatalf("Taiwan a battleground before Formosan Resolution")
	}
	runEvent(t, s, 35, US)
	if !s.isBattleground(tw) {
		t.Errorf("a US-controlled Taiwan is not a battleground under Formosan Resolution")
	}
	put(s, US, "Taiwan", 0)
	put(s, USSR, "Taiwan", 3)
	if s.isBattleground(tw) {
		t.Errorf("a USSR-controlled Taiwan counts as a battleground")
	}
	// The USSR playing the China Card leaves it; the US playing it ends it.
	put(s, USSR, "Taiwan", 0)
	put(s, US, "Taiwan", 3)
	s.InPlay = []int{chinaCard}
	s.finishPlayed(USSR, chinaCard, false)
	if s.effect(effFormosan) == 0 {
		t.Fatalf("the USSR's China Card play cancelled Formosan Resolution")
	}
	s.InPlay = []int{chinaCard}
	s.finishPlayed(US, chinaCard, false)
	if s.effect(effFormosan) != 0 || s.isBattleground(tw) {
		t.Errorf("Formosan Resolution survives the US China Card play")
	}
}

func TestContainmentRaisesUSOpsForTheTurn(t *testing.T) {
	s := testState(t)
	runEvent(t, s, 25, US)
	tests := []struct {
		player Side
		card   int
		want   int
	}{
		{US, 19, 2},   // 1 op + 1
		{US, 4, 4},    // 3 ops + 1
		{US, 21, 4},   // 4 ops stay 4
		{USSR, 8, 2},  // the USSR gains nothing
		{US, 8, 3},    // a USSR card played by the US gains too
		{US, 1, 0},    // scoring cards have no Ops
		{USSR, 19, 1}, // a US card played by the USSR does not
	}
	for _, tt := range tests {
		if got := s.opsOf(tt.player, tt.card); got != tt.want {
			t.Errorf("opsOf(%v, %s) = %d, want %d", tt.player, cardName(tt.card), got, tt.want)
		}
	}
	s.setTurnEffect(redScareOn(US), 1)
	if got := s.opsOf(US, 4); got != 3 {
		t.Errorf("opsOf(US, 4) with Containment and Red Scare = %d, want 3", got)
	}
	if got := s.opsOf(US, 19); got != 1 {
		t.Errorf("opsOf(US, 19) with Containment and Red Scare = %d, want 1", got)
	}
	s.Phase = phaseAction
	s.Turn, s.Rounds = 1, [2]int{6, 6}
	s.startFlow("endturn", USSR, 0)
	if s.Halt != "" || s.Over {
		t.Fatalf("end of turn: halt %q over %v", s.Halt, s.Over)
	}
	if got := s.opsOf(US, 4); got != 3 {
		t.Errorf("opsOf(US, 4) in the next turn = %d, want 3 (Containment ended)", got)
	}
}

// TestFormosanResolutionOnlyForScoring: Taiwan is a battleground "when
// the Asia Scoring Card is played or during Final Scoring" (card 35), so
// Kitchen Debates does not count it.
func TestFormosanResolutionOnlyForScoring(t *testing.T) {
	s := testState(t)
	s.setEffect(effFormosan, 1)
	put(s, US, "Taiwan", 3, "Iran", 2)
	put(s, USSR, "Iraq", 3)
	runEvent(t, s, 48, US)
	if s.VP != 0 {
		t.Errorf("Kitchen Debates with Taiwan and Iran against Iraq under Formosan Resolution: VP %d, want 0", s.VP)
	}
}
