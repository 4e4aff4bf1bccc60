package twilight

import (
	"fmt"
	"slices"
	"testing"
)

// TestHooksRunByCardThenSide checks that the core calls the hooks of the
// effects in force by card number, then side (USSR, US, neutral), passes
// each its own effect, and skips the cards whose effect is not in force.
func TestHooksRunByCardThenSide(t *testing.T) {
	var calls []string
	record := func(s *state, e effect, p Side, c int, free bool) int {
		calls = append(calls, e.String())
		return 1
	}
	for _, n := range []int{48, 50, 52} {
		withSpec(t, n, eventSpec{Run: func(*state, Side) {}, CoupModifier: record})
	}
	s := testState(t)
	s.setEffect(effectOf(52), 1)
	s.setTurnEffect(effectOn(48, US), 1)
	s.setEffect(effectOn(48, USSR), 1)
	if got := s.coupModifier(US, country("Iran"), false); got != 3 {
		t.Errorf("coupModifier with three hooks in force = %d, want 3", got)
	}
	want := []string{effectOn(48, USSR).String(), effectOn(48, US).String(), effectOf(52).String()}
	if !slices.Equal(calls, want) {
		t.Errorf("hooks called %v, want %v", calls, want)
	}
}

// TestHookEndedByAnEarlierHookIsSkipped: a hook that ends another
// effect in the same pass (Quagmire cancels NORAD) stops that effect's
// hook from running.
func TestHookEndedByAnEarlierHookIsSkipped(t *testing.T) {
	ran := false
	withSpec(t, 42, eventSpec{Run: func(*state, Side) {},
		RoundEnd: func(s *state, _ effect, _ Side, _ int) { s.clearEffect(effNORAD) }})
	withSpec(t, 106, eventSpec{Run: func(*state, Side) {},
		RoundEnd: func(*state, effect, Side, int) { ran = true }})
	s := testState(t)
	s.setEffect(effectOf(42), 1)
	s.setEffect(effNORAD, 1)
	s.roundEnd(US, 3)
	if ran {
		t.Errorf("NORAD's round-end hook ran after an earlier hook ended NORAD")
	}
}

// TestTargetAndInfluenceBansReachTheOptions: a TargetBan removes a coup
// target and an InfluenceBan an influence target from what the core
// offers.
func TestTargetAndInfluenceBansReachTheOptions(t *testing.T) {
	iran := country("Iran")
	withSpec(t, 97, eventSpec{Run: func(*state, Side) {},
		TargetBan: func(_ *state, e effect, p Side, c int) string {
			if p == e.On && c == iran {
				return "banned"
			}
			return ""
		},
		InfluenceBan: func(_ *state, e effect, p Side, c int) string {
			if p == e.On && c == iran {
				return "banned"
			}
			return ""
		}})
	s := testState(t)
	put(s, USSR, "Iran", 1)
	put(s, US, "Iran", 1)
	if !s.canTarget(US, iran, false) || s.influenceBan(US, iran) != "" {
		t.Fatalf("Iran banned for the US with no effect in force")
	}
	s.setTurnEffect(effectOn(97, US), 1)
	if s.canTarget(US, iran, false) {
		t.Errorf("canTarget(US, Iran) = true under a TargetBan on the US")
	}
	if !s.canTarget(USSR, iran, false) {
		t.Errorf("canTarget(USSR, Iran) = false under a TargetBan on the US only")
	}
	if got := s.influenceBan(US, iran); got != "banned" {
		t.Errorf("influenceBan(US, Iran) = %q, want %q", got, "banned")
	}
}

// TestScoringExcludeLeavesACountryOutForBoth: a country a ScoringExclude
// hook names counts for neither side in that region's scoring.
func TestScoringExcludeLeavesACountryOutForBoth(t *testing.T) {
	withSpec(t, 73, eventSpec{Run: func(*state, Side) {},
		ScoringExclude: func(_ *state, _ effect, r Region, final bool) []int {
			if r != MiddleEast || final {
				return nil
			}
			return []int{country("Iran")}
		}})
	s := testState(t)
	put(s, USSR, "Iran", 2, "Iraq", 3)
	s.setEffect(effectOf(73), 1)
	for _, tt := range []struct {
		final bool
		want  int
	}{{false, 1}, {true, 2}} {
		t.Run(fmt.Sprintf("final=%v", tt.final), func(t *testing.T) {
			got := s.regionTally(MiddleEast, s.scoringExcluded(MiddleEast, tt.final))[USSR].battlegrounds
			if got != tt.want {
				t.Errorf("USSR battlegrounds in the Middle East = %d, want %d", got, tt.want)
			}
		})
	}
}

// TestActionOptionsHookFiltersTheRound: an ActionOptions hook changes
// what the side may do in its action round.
func TestActionOptionsHookFiltersTheRound(t *testing.T) {
	withSpec(t, 49, eventSpec{Run: func(*state, Side) {},
		ActionOptions: func(_ *state, e effect, p Side, _ int, opts []string) []string {
			if p != e.On {
				return opts
			}
			return slices.DeleteFunc(opts, func(o string) bool { return o != "play 7 ops" })
		}})
	s := testState(t)
	give(s, USSR, 7, 14)
	s.setEffect(effectOn(49, USSR), 1)
	if got := s.actionOptions(USSR, 1); !slices.Equal(got, []string{"play 7 ops"}) {
		t.Errorf("actionOptions(USSR) = %v, want [play 7 ops]", got)
	}
}

// TestCardPlayedSeesHeadlinesAndActionRounds: CardPlayed hears a
// headline card as "headline" and an action-round play as what the
// player chose. The hook logs, since a flow re-runs it on every answer
// from the restored start (flow.go).
func TestCardPlayedSeesHeadlinesAndActionRounds(t *testing.T) {
	withSpec(t, 62, eventSpec{Run: func(*state, Side) {},
		CardPlayed: func(s *state, _ effect, p Side, n int, how string) {
			s.logf("heard %s %d %s", p, n, how)
		}})
	s := headlineState(t, []int{34, 7}, []int{19, 25})
	s.setEffect(effectOf(62), 1)
	mustApply(t, s, "USSR", "headline 34")
	res := mustApply(t, s, "US", "headline 25")
	for _, want := range []string{"heard USSR 34 headline", "heard US 25 headline"} {
		if !logHas(res.Log, want) {
			t.Errorf("headline log %v lacks %q", res.Log, want)
		}
	}
	s = testState(t)
	s.setEffect(effectOf(62), 1)
	give(s, USSR, 7)
	startRound(t, s, USSR, 1)
	res = mustApply(t, s, "USSR", "play 7 ops influence Poland")
	if !logHas(res.Log, "heard USSR 7 ops") {
		t.Errorf("action round log %v lacks %q", res.Log, "heard USSR 7 ops")
	}
}
