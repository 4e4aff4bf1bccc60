package twilight

import (
	"slices"
	"testing"
)

// TestRealignAnywhere: the designer optional rule lifts DEFCON's
// regional ban for realignments only; coups stay banned.
func TestRealignAnywhere(t *testing.T) {
	for _, on := range []bool{false, true} {
		s := testState(t)
		s.DEFCON = 2
		s.Variants.RealignAnywhere = on
		put(s, US, "Iran", 1, "Nigeria", 1)
		give(s, USSR, 19)
		startRound(t, s, USSR, 1)
		mustApply(t, s, "USSR", "play 19 ops")
		if got := hasOption(t, s, "realign Iran"); got != on {
			t.Errorf("DEFCON 2, realign-anywhere %v: realign Iran offered %v", on, got)
		}
		if hasOption(t, s, "coup Iran") || !hasOption(t, s, "coup Nigeria") {
			t.Errorf("DEFCON 2, realign-anywhere %v: options %v; want no coup in Iran, a coup in Nigeria", on, asked(t, s).Options)
		}
		if !on {
			mustRefuse(t, s, "USSR", "realign Iran")
		}
	}
}

// TestRealignNoLoss: the defender winning the roll removes nothing of
// the realigning side's under the designer optional rule.
func TestRealignNoLoss(t *testing.T) {
	for _, on := range []bool{false, true} {
		s := testState(t)
		s.Variants.RealignNoLoss = on
		put(s, US, "Nigeria", 1)
		put(s, USSR, "Nigeria", 3) // USSR +1 for more influence
		rig(s, 1, 6)               // USSR realigns: 1+1 against 6
		runInFlow(t, s, func(s *state) { s.realign(USSR, country("Nigeria")) })
		want := 0
		if on {
			want = 3
		}
		if inf(s, USSR, "Nigeria") != want || inf(s, US, "Nigeria") != 1 {
			t.Errorf("realign-no-loss %v: Nigeria USSR %d US %d, want %d and 1", on, inf(s, USSR, "Nigeria"), inf(s, US, "Nigeria"), want)
		}
	}
}

// TestSpaceNoRoll: a card played to the space race may be spent without
// a roll; it uses the turn's attempt, its event does not occur, and it
// is discarded.
func TestSpaceNoRoll(t *testing.T) {
	s := testState(t)
	s.Variants.SpaceNoRoll = true
	give(s, US, 4)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "space 4")
	if got := choices(t, s); !slices.Equal(got, []string{"no", "yes"}) {
		t.Fatalf("space race under space-no-roll asks %v, want yes/no", got)
	}
	mustApply(t, s, "US", "choose no")
	if s.Space[US] != 0 || s.Tries[US] != 1 || !slices.Contains(s.Discard, 4) || s.VP != 0 || s.DEFCON != 5 {
		t.Errorf("space without a roll: box %d tries %d discard %v VP %d DEFCON %d; want 0, 1, [4], 0, 5",
			s.Space[US], s.Tries[US], s.Discard, s.VP, s.DEFCON)
	}

	s = testState(t)
	s.Variants.SpaceNoRoll = true
	give(s, US, 4)
	rig(s, 1)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "space 4")
	mustApply(t, s, "US", "choose yes")
	if s.Space[US] != 1 {
		t.Errorf("space with a roll of 1 under space-no-roll: box %d, want 1", s.Space[US])
	}
}

// TestMixedOps: one card's Ops split between influence and realignment,
// never both in one country, with "done" to stop.
func TestMixedOps(t *testing.T) {
	s := testState(t)
	s.Variants.MixedOps = true
	put(s, USSR, "Iraq", 1, "Iran", 1)
	put(s, US, "Iraq", 1, "Iran", 2)
	give(s, USSR, 7)
	rig(s, 6, 1)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 7 ops influence Iraq")
	if hasOption(t, s, "realign Iraq") || !hasOption(t, s, "realign Iran") || !hasOption(t, s, "done") {
		t.Fatalf("mixed Ops after influence in Iraq offer %v; want realign Iran and done, not realign Iraq", asked(t, s).Options)
	}
	mustApply(t, s, "USSR", "realign Iran") // 6 against 1+1 (US more influence): US loses 4, has 2
	if inf(s, US, "Iran") != 0 || inf(s, USSR, "Iraq") != 2 {
		t.Fatalf("after influence Iraq and realign Iran: US Iran %d, USSR Iraq %d; want 0 and 2", inf(s, US, "Iran"), inf(s, USSR, "Iraq"))
	}
	if hasOption(t, s, "influence Iran") || !hasOption(t, s, "influence Iraq") {
		t.Errorf("mixed Ops after realigning Iran offer %v; want influence Iraq, not influence Iran", asked(t, s).Options)
	}
	mustApply(t, s, "USSR", "done")
	if s.Flow != nil || !slices.Contains(s.Discard, 7) {
		t.Errorf("mixed Ops: the round goes on after done")
	}

	// Without the rule the first kind is the only kind.
	s = testState(t)
	put(s, USSR, "Iraq", 1, "Iran", 1)
	put(s, US, "Iraq", 1, "Iran", 2)
	give(s, USSR, 7)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 7 ops influence Iraq")
	if hasOption(t, s, "realign Iran") {
		t.Errorf("standard rules offer a realignment after influence: %v", asked(t, s).Options)
	}
}
