package twilight

import "testing"

// Item 2: realignment never adds influence and gives no military
// operations; a tie does nothing.
func TestRealignmentAddsNothing(t *testing.T) {
	s := testState(t)
	s.DEFCON = 5
	put(s, US, "Chile", 2)
	put(s, USSR, "Chile", 1)
	give(s, USSR, 19) // 1 Op
	rig(s, 6, 1)      // USSR 6+0, US 1+1 (more influence)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "realign Chile with 19")
	if inf(s, US, "Chile") != 0 || inf(s, USSR, "Chile") != 1 || s.MilOps[USSR] != 0 {
		t.Errorf("realignment 6 against 1+1: US %d USSR %d in Chile, military ops %d; want 0, 1, 0",
			inf(s, US, "Chile"), inf(s, USSR, "Chile"), s.MilOps[USSR])
	}

	s = testState(t)
	put(s, US, "Chile", 2)
	give(s, USSR, 19)
	rig(s, 2, 1) // USSR 2+0, US 1+1: a tie
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "realign Chile with 19")
	if inf(s, US, "Chile") != 2 || inf(s, USSR, "Chile") != 0 {
		t.Errorf("tied realignment changed influence: US %d USSR %d", inf(s, US, "Chile"), inf(s, USSR, "Chile"))
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

// Rules 6.2, the North Korea example: the US rolls 5, the USSR 2 + 2 = 4,
// and the USSR loses 1 influence.
func TestRealignmentInNorthKorea(t *testing.T) {
	s := testState(t)
	put(s, USSR, "North Korea", 3)
	put(s, US, "South Korea", 1)
	give(s, US, 19)
	s.Phasing = US
	rig(s, 5, 2)
	startRound(t, s, US, 1)
	res := mustApply(t, s, "US", "realign North Korea with 19")
	if got := inf(s, USSR, "North Korea"); got != 2 {
		t.Errorf("USSR influence in North Korea = %d, want 2", got)
	}
	if !logHas(res.Log, "US 5+0 = 5, USSR 2+2 = 4") {
		t.Errorf("log = %v, want the rolls with modifiers", res.Log)
	}
	if s.MilOps[US] != 0 {
		t.Errorf("US military ops after a realignment = %d, want 0", s.MilOps[US])
	}
}

func TestRealignmentDefenderCanWin(t *testing.T) {
	s := testState(t)
	put(s, USSR, "North Korea", 3)
	put(s, US, "North Korea", 2)
	s.Phasing = US
	rig(s, 1, 6)
	s.realign(US, country("North Korea"))
	if inf(s, US, "North Korea") != 0 || inf(s, USSR, "North Korea") != 3 {
		t.Errorf("defender wins 6+2 against 1: US %d USSR %d, want 0 and 3", inf(s, US, "North Korea"), inf(s, USSR, "North Korea"))
	}
}
