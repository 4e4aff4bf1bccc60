package twilight

import (
	"strings"
	"testing"
)

// Rules 6.3.5 and the README's free coup notes: a free coup from an event
// ignores the DEFCON bans and gives no military operations, but a
// battleground coup still lowers DEFCON.
func TestFreeCoup(t *testing.T) {
	s := testState(t)
	s.DEFCON = 3
	put(s, US, "West Germany", 2)
	if s.canTarget(USSR, country("West Germany"), false) {
		t.Errorf("an Ops coup in Europe is allowed at DEFCON 3")
	}
	if !s.canTarget(USSR, country("West Germany"), true) {
		t.Errorf("a free coup in Europe is refused at DEFCON 3")
	}
	rig(s, 6)
	runInFlow(t, s, func(s *state) { s.coup(USSR, country("West Germany"), 4, true) })
	if s.MilOps[USSR] != 0 || s.DEFCON != 2 || inf(s, US, "West Germany") != 0 {
		t.Errorf("free coup: military ops %d, DEFCON %d, US in West Germany %d; want 0, 2, 0",
			s.MilOps[USSR], s.DEFCON, inf(s, US, "West Germany"))
	}
}

// NATO, De Gaulle and the US/Japan pact protect countries from USSR coups
// and realignments (effects set by cards 21, 17, 27).
func TestProtectionEffects(t *testing.T) {
	s := testState(t)
	put(s, US, "West Germany", 4, "France", 3, "Italy", 1, "Japan", 1)
	s.setEffect(effNATO, 1)
	tests := []struct {
		country string
		want    bool // USSR may target
	}{
		{"West Germany", false}, {"France", false}, {"Italy", true}, {"Japan", true},
	}
	for _, tt := range tests {
		if got := s.canTarget(USSR, country(tt.country), false); got != tt.want {
			t.Errorf("with NATO: USSR may target %s = %v, want %v", tt.country, got, tt.want)
		}
	}
	if !s.canTarget(US, country("West Germany"), false) && s.Inf[USSR][country("West Germany")] > 0 {
		t.Errorf("NATO restricts the US")
	}
	s.setEffect(effDeGaulle, 1)
	s.setEffect(effUSJapan, 1)
	if !s.canTarget(USSR, country("France"), false) {
		t.Errorf("France is protected by NATO despite De Gaulle")
	}
	if s.canTarget(USSR, country("Japan"), false) {
		t.Errorf("Japan can be targeted under the US/Japan pact")
	}
}

// Vietnam Revolts: +1 Op for a USSR card spent entirely in Southeast
// Asia.
func TestVietnamRevoltsBonus(t *testing.T) {
	s := testState(t)
	s.setTurnEffect(effVietnamRevolts, 1)
	put(s, USSR, "Vietnam", 1)
	give(s, USSR, 12) // 1 Op
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 12 ops influence Vietnam 2")
	if inf(s, USSR, "Vietnam") != 3 || s.Flow != nil {
		t.Errorf("Vietnam Revolts: USSR in Vietnam %d, want 3", inf(s, USSR, "Vietnam"))
	}
}

// Rules 6.2.3: the realignment modifiers.
func TestRealignModifiers(t *testing.T) {
	s := testState(t)
	put(s, US, "Cuba", 2, "Nicaragua", 1, "Haiti", 1)
	put(s, USSR, "Cuba", 1)
	// US: Haiti and Nicaragua controlled (+2), more influence (+1), next
	// to the USA (+1).
	if got := s.realignMod(US, country("Cuba")); got != 4 {
		t.Errorf("US realignment modifier in Cuba = %d, want 4", got)
	}
	if got := s.realignMod(USSR, country("Cuba")); got != 0 {
		t.Errorf("USSR realignment modifier in Cuba = %d, want 0", got)
	}
}

// Space box 6: the holder may discard a held card at the end of the turn.
func TestBox6DiscardAtEndOfTurn(t *testing.T) {
	s := testState(t)
	s.Space = [2]int{6, 2}
	s.MilOps = [2]int{5, 5}
	give(s, USSR, 7)
	s.startFlow("endturn", USSR, 0)
	a := asked(t, s)
	if a.Seat != "USSR" || strings.Join(a.Options, ",") != "choose none,choose 7" {
		t.Fatalf("box 6 question = %+v", a)
	}
	mustApply(t, s, "USSR", "choose 7")
	if s.hasCard(USSR, 7) && !contains(s.Discard, 7) {
		t.Errorf("card 7 was not discarded")
	}
}

// A card whose event is not implemented halts the game when it happens,
// with a message, instead of inventing an effect.
func TestMissingEventHalts(t *testing.T) {
	missing := 0
	for n := 1; n <= len(cardTable); n++ {
		if _, ok := events[n]; !ok && n != chinaCard {
			missing = n
			break
		}
	}
	if missing == 0 {
		t.Skip("every event is implemented")
	}
	s := testState(t)
	s.startFlow("event", eventSide(missing, USSR), missing)
	if !strings.Contains(s.Halted(), "not implemented") || len(s.Pending()) != 0 {
		t.Errorf("missing event %s: Halted() = %q, Pending() = %v", cardName(missing), s.Halted(), s.Pending())
	}
}
