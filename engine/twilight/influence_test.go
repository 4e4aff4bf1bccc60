package twilight

import (
	"strings"
	"testing"

	"turnmail/engine"
)

// Rules 2.1.7, the Chinese rule text's example: Iraq, stability 3, with
// 5 US and 2 USSR influence is US-controlled; one US point fewer is not.
func TestControlAtIraq(t *testing.T) {
	tests := []struct {
		us, ussr int
		want     Side
	}{
		{5, 2, US}, {4, 2, Neutral}, {3, 0, US}, {2, 0, Neutral}, {0, 3, USSR},
	}
	for _, tt := range tests {
		s := testState(t)
		put(s, US, "Iraq", tt.us)
		put(s, USSR, "Iraq", tt.ussr)
		if got := s.controller(country("Iraq")); got != tt.want {
			t.Errorf("Iraq US %d USSR %d: controller %v, want %v", tt.us, tt.ussr, got, tt.want)
		}
	}
}

// Rules 2.1.7, the rulebook's example: Israel has stability 4.
func TestControlAtIsrael(t *testing.T) {
	tests := []struct {
		us, ussr int
		want     Side
	}{
		{4, 0, US}, {5, 1, US}, {4, 1, Neutral}, {3, 0, Neutral}, {8, 4, US}, {0, 4, USSR}, {2, 6, USSR}, {3, 6, Neutral},
	}
	for _, tt := range tests {
		s := testState(t)
		put(s, US, "Israel", tt.us)
		put(s, USSR, "Israel", tt.ussr)
		if got := s.controller(country("Israel")); got != tt.want {
			t.Errorf("controller(Israel) with US %d, USSR %d = %v, want %v", tt.us, tt.ussr, got, tt.want)
		}
	}
}

// Rules 6.1.2, the Turkey example: the first point in a US-controlled
// Turkey costs 2, and once control breaks the next ones cost 1.
func TestInfluenceCostsInTurkey(t *testing.T) {
	s := testState(t)
	put(s, US, "Turkey", 2)
	put(s, USSR, "Syria", 1)
	give(s, USSR, 34)
	startRound(t, s, USSR, 1)
	mustRefuse(t, s, "USSR", "play 34 ops influence Turkey 4")
	mustApply(t, s, "USSR", "play 34 ops influence Turkey")
	if got := s.influenceCost(USSR, country("Turkey")); got != 1 {
		t.Errorf("influenceCost(USSR, Turkey) after one point = %d, want 1", got)
	}
	mustApply(t, s, "USSR", "influence Turkey 2")
	if got := inf(s, USSR, "Turkey"); got != 3 {
		t.Errorf("USSR influence in Turkey = %d, want 3", got)
	}
	if s.Flow != nil {
		t.Errorf("the round still waits after 4 Ops were spent: %v", s.Flow.Ask)
	}
}

// Rules 6.1.1: access comes only from countries held at the start of the
// round, or from one's own superpower.
func TestInfluenceAccessFromStartOfRound(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Syria", 1)
	give(s, USSR, 7)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 7 ops influence Turkey")
	if hasOption(t, s, "influence Greece") {
		t.Errorf("Greece is offered although only Turkey, placed this round, is next to it")
	}
	for _, want := range []string{"influence Turkey", "influence Lebanon", "influence Poland", "influence Afghanistan"} {
		if !hasOption(t, s, want) {
			t.Errorf("option %q is missing", want)
		}
	}
	reason := mustRefuse(t, s, "USSR", "influence Greece")
	if !strings.Contains(reason, "not possible") {
		t.Errorf("refusal = %q", reason)
	}
}

// Rules 6.1.1: a side may place influence in a country that held its
// influence at the start of the round, in one next to such a country, or
// in one next to its own superpower. The snapshot marks these once per
// round; every country on random boards must agree with the rule read
// neighbour by neighbour.
func TestInfluenceAccessByNeighbours(t *testing.T) {
	rng := engine.NewRand(61)
	for board := range 50 {
		s := newState(uint64(board), false)
		for p := range 2 {
			for c := range countries {
				if rng.Intn(6) == 0 {
					s.Inf[p][c] = 1 + rng.Intn(3)
				}
			}
		}
		s.snapshotAccess()
		for _, p := range []Side{USSR, US} {
			for c := range countries {
				want := s.Inf[p][c] > 0 || countries[c].AdjSuper[p]
				for _, n := range countries[c].Adj {
					want = want || s.Inf[p][n] > 0
				}
				if got := s.accessible(p, c); got != want {
					t.Errorf("board %d: accessible(%s, %s) = %v, want %v", board, p, countries[c].Name, got, want)
				}
			}
		}
	}
}
