package twilight

import "testing"

// Interactions of the Late War crisis cards with cards of other files.
// Each test runs once the other card's event is registered and skips
// before, so that it checks the merged package.

// needEvent skips the test while card n has no event in this build.
func needEvent(t *testing.T, n int) {
	t.Helper()
	if eventOf(n) == nil {
		t.Skipf("%s has no event in this build", cardName(n))
	}
}

// TestNorthSeaOilCancelsOPEC: after North Sea Oil, OPEC may no longer be
// played as an event, in this turn and later ones.
func TestNorthSeaOilCancelsOPEC(t *testing.T) {
	needEvent(t, 61)
	s := testState(t)
	if why := s.eventPrevented(61, USSR); why != "" {
		t.Fatalf("OPEC prevented before North Sea Oil: %q", why)
	}
	give(s, US, 86)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "play 86 event")
	s.TurnEffects = effectSet{} // the next turn
	if s.eventPrevented(61, USSR) == "" {
		t.Errorf("OPEC may still be played as an event the turn after North Sea Oil")
	}
}

// TestAWACSCancelsMuslimRevolution: after AWACS Sale to Saudis, Muslim
// Revolution may no longer be played as an event.
func TestAWACSCancelsMuslimRevolution(t *testing.T) {
	needEvent(t, 56)
	s := testState(t)
	runEvent(t, s, 110, US)
	if s.eventPrevented(56, USSR) == "" {
		t.Errorf("Muslim Revolution may still be played as an event after AWACS Sale to Saudis")
	}
}

// TestFlowerPowerChargesIranIraqWar: with Flower Power in effect, the US
// playing Iran-Iraq War gives the USSR 2 VP, event or Ops.
func TestFlowerPowerChargesIranIraqWar(t *testing.T) {
	needEvent(t, 59)
	for _, play := range []string{"play 102 event", "play 102 ops"} {
		s := testState(t)
		s.setEffect(effectOf(59), 1)
		put(s, US, "Pakistan", 1)
		give(s, US, 102)
		rig(s, 1, 1, 1)
		startRound(t, s, US, 1)
		mustApply(t, s, "US", play)
		for s.Flow != nil {
			pr := asked(t, s)
			mustApply(t, s, pr.Seat, pr.Options[0])
		}
		if s.VP > -2 {
			t.Errorf("%s under Flower Power: VP %d, want the USSR's 2 VP (the war lost on a 1)", play, s.VP)
		}
	}
}
