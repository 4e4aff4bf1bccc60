package twilight

import (
	"slices"
	"strings"
	"testing"
)

// Rules 10.1.5 with the space station: the extra action round may be
// declined, but not while a scoring card is in hand.
func TestExtraRoundCannotKeepAScoringCard(t *testing.T) {
	s := testState(t)
	s.Space = [2]int{0, 8}
	s.Phasing = US
	give(s, US, 1)
	startRound(t, s, US, 8)
	if hasOption(t, s, "done") {
		t.Errorf("the extra round may be declined holding a scoring card: %v", asked(t, s).Options)
	}
}

// The first of two extra rounds may still be declined with one scoring
// card: the last round can play it.
func TestFirstExtraRoundMayBeDeclinedWithOneScoringCard(t *testing.T) {
	s := testState(t)
	s.Space = [2]int{0, 8}
	s.Phasing = US
	give(s, US, 1)
	startRound(t, s, US, 7) // turn 1: rounds 7 and 8 are extra
	if !hasOption(t, s, "done") {
		t.Errorf("round 7 of 8 may not be declined with one scoring card: %v", asked(t, s).Options)
	}
}

// Rules 10.1.5: a scoring card may not be held at the end of a turn.
func TestScoringCardsMustBePlayed(t *testing.T) {
	s := testState(t)
	give(s, USSR, 1, 2, 7)
	s.Rounds = [2]int{4, 4}
	startRound(t, s, USSR, 5)
	a := asked(t, s)
	if got := strings.Join(a.Options, "; "); got != "play 1 event; play 2 event" {
		t.Errorf("with 2 rounds and 2 scoring cards left, options = %q", got)
	}
	s = testState(t)
	give(s, USSR, 1, 7)
	startRound(t, s, USSR, 1)
	if !hasOption(t, s, "play 7 ops") || hasOption(t, s, "play 1 ops") || hasOption(t, s, "space 1") {
		t.Errorf("early in the turn: options = %v", asked(t, s).Options)
	}
}

func TestSittingOutWithoutCards(t *testing.T) {
	s := testState(t)
	s.China = US
	startRound(t, s, USSR, 1)
	if s.Flow != nil || !logHas(s.log, "sits out") {
		t.Errorf("USSR without cards: flow %v, log %v", s.Flow, s.log)
	}
}

// Rules 5.2: the opponent's event happens before or after the Ops, as
// the phasing player chooses, and the opponent carries it out.
func TestOpponentEventBeforeOrAfterOps(t *testing.T) {
	for _, first := range []bool{false, true} {
		s := testState(t)
		put(s, USSR, "Italy", 1, "Syria", 1)
		give(s, USSR, 19)
		startRound(t, s, USSR, 1)
		line := "play 19 ops influence Turkey"
		if first {
			line = "play 19 ops event first"
		}
		mustApply(t, s, "USSR", line)
		if first {
			a := asked(t, s)
			if a.Seat != "US" {
				t.Fatalf("event first: %s is asked, want the US (it carries out Truman Doctrine)", a.Seat)
			}
			mustApply(t, s, "US", "choose Italy")
			mustApply(t, s, "USSR", "influence Turkey")
			if inf(s, USSR, "Italy") != 0 || inf(s, USSR, "Turkey") != 1 {
				t.Errorf("event first then ops: USSR in Italy = %d, want 1", inf(s, USSR, "Italy"))
			}
		} else {
			mustApply(t, s, "US", "choose Italy")
			if inf(s, USSR, "Italy") != 0 {
				t.Errorf("ops then event: USSR in Italy = %d, want 0", inf(s, USSR, "Italy"))
			}
		}
		if !slices.Contains(s.Removed, 19) || slices.Contains(s.Discard, 19) {
			t.Errorf("Truman Doctrine after its event: removed %v discard %v", s.Removed, s.Discard)
		}
	}
}

// Rules 10.1.5 forbid holding a scoring card, not playing a card whose
// event discards it (FAQ #5 Q1): with Five Year Plan and a scoring card
// in its last round, the USSR may play Five Year Plan for Ops.
func TestFiveYearPlanMayShedTheLastScoringCard(t *testing.T) {
	s := testState(t)
	give(s, USSR, 1, 5)
	s.Rounds = [2]int{5, 5}
	startRound(t, s, USSR, 6)
	if !hasOption(t, s, "play 5 ops") || !hasOption(t, s, "play 1 event") || hasOption(t, s, "space 5") {
		t.Fatalf("last round with Five Year Plan and Asia Scoring: options = %v", asked(t, s).Options)
	}
	mustApply(t, s, "USSR", "play 5 ops event first")
	if s.scoringInHand(USSR) != 0 || !slices.Contains(s.Discard, 1) {
		t.Errorf("after Five Year Plan: USSR hand %v, discard %v, want Asia Scoring discarded", s.Hands[USSR], s.Discard)
	}
	// With another card beside the scoring card the random discard may
	// miss it: Five Year Plan is not offered.
	s = testState(t)
	give(s, USSR, 1, 5, 7)
	s.Rounds = [2]int{5, 5}
	startRound(t, s, USSR, 6)
	if got := asked(t, s).Options; len(got) != 1 || got[0] != "play 1 event" {
		t.Errorf("last round with Five Year Plan, Socialist Governments and Asia Scoring: options = %v", got)
	}
}
