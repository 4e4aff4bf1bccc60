package twilight

import (
	"slices"
	"strings"
	"testing"
)

func TestStarWarsPlaysAnEventFromTheDiscards(t *testing.T) {
	s := testState(t)
	s.Space = [2]int{1, 3}
	s.Discard = []int{1, 48, 21}
	put(s, US, "Iran", 5)
	give(s, US, 85)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "play 85 event")
	// Asia Scoring is a scoring card; NATO's prerequisite is missing.
	if got := choices(t, s); !slices.Equal(got, []string{"48"}) {
		t.Fatalf("Star Wars offers %v, want only Kitchen Debates", got)
	}
	mustApply(t, s, "US", "choose 48")
	if s.VP != 2 || !slices.Contains(s.Removed, 48) || !slices.Contains(s.Removed, 85) || slices.Contains(s.Discard, 48) {
		t.Errorf("Star Wars with Kitchen Debates: VP %d, removed %v, discard %v", s.VP, s.Removed, s.Discard)
	}
}

func TestStarWarsNeedsTheUSAhead(t *testing.T) {
	s := testState(t)
	s.Space = [2]int{3, 3}
	give(s, US, 85)
	s.Discard = []int{48}
	startRound(t, s, US, 1)
	if hasOption(t, s, "play 85 event") {
		t.Fatalf("Star Wars offered as an event with the space race level")
	}
	mustApply(t, s, "US", "play 85 ops influence Canada 2")
	// RB 5.2: its event did not occur, so it is not removed.
	if s.VP != 0 || !slices.Contains(s.Discard, 85) || slices.Contains(s.Removed, 85) {
		t.Errorf("Star Wars played level: VP %d, discard %v, removed %v", s.VP, s.Discard, s.Removed)
	}
	// Ahead with nothing to play: no effect, still used up.
	s = testState(t)
	s.Space = [2]int{0, 1}
	s.Discard = []int{2}
	log := runEvent(t, s, 85, US)
	if !logHas(log, "no effect") || !slices.Equal(s.Discard, []int{2}) {
		t.Errorf("Star Wars with only a scoring card discarded: log %v, discard %v", log, s.Discard)
	}
}

func TestAldrichAmesShowsTheUSHandToTheUSSROnly(t *testing.T) {
	s := testState(t)
	give(s, US, 1, 19, 23)
	s.startFlow("event", USSR, 98)
	if pr := asked(t, s); pr.Seat != "USSR" || !slices.Equal(choices(t, s), []string{"1", "19", "23"}) {
		t.Fatalf("Aldrich Ames asks %s %v, want the USSR to pick any US card", pr.Seat, choices(t, s))
	}
	if v := s.View("USSR"); !strings.Contains(v.Private, "Truman Doctrine") {
		t.Errorf("USSR view lacks the US hand:\n%s", v.Private)
	}
	res := mustApply(t, s, "USSR", "choose 1")
	if s.hasCard(US, 1) || !slices.Contains(s.Discard, 1) || s.VP != 0 {
		t.Errorf("Aldrich Ames discarding Asia Scoring: US hand %v, discard %v, VP %d (a discarded scoring card does not score)", s.Hands[US], s.Discard, s.VP)
	}
	if logHas(res.Log, "Truman") || strings.Contains(s.Public().Public, "Truman") || strings.Contains(s.View("US").Public, "Truman") {
		t.Errorf("the US hand leaks into the public log or view: %v", res.Log)
	}
	// For the rest of the turn, cards drawn later too.
	give(s, US, 4)
	if v := s.View("USSR"); !strings.Contains(v.Private, "Duck and Cover") {
		t.Errorf("USSR view lacks a card the US drew later this turn:\n%s", v.Private)
	}
	s.clearEffect(effAldrichAmes) // the turn ends
	s.Notes[USSR] = nil
	if v := s.View("USSR"); strings.Contains(v.Private, "Duck and Cover") {
		t.Errorf("USSR view still shows the US hand after the turn:\n%s", v.Private)
	}
}

func TestAldrichAmesWithAnEmptyHand(t *testing.T) {
	s := testState(t)
	log := runEvent(t, s, 98, USSR)
	if !logHas(log, "nothing is discarded") || len(s.Discard) != 0 {
		t.Errorf("Aldrich Ames with an empty US hand: log %v, discard %v", log, s.Discard)
	}
}
