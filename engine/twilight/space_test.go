package twilight

import (
	"slices"
	"strings"
	"testing"
)

func TestSpaceRace(t *testing.T) {
	s := testState(t)
	give(s, US, 19, 4, 25)
	s.Phasing = US
	if s.canSpace(US, 19) {
		t.Errorf("a 1-Op card may enter box 1 (needs 2)")
	}
	rig(s, 3)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "space 4")
	if s.Space[US] != 1 || s.VP != 2 {
		t.Errorf("space box 1 first: box %d VP %d, want 1 and US 2", s.Space[US], s.VP)
	}
	if s.canSpace(US, 25) {
		t.Errorf("a second attempt in the same turn is allowed without box 2")
	}
	s.Space[USSR] = 0
	s.Tries = [2]int{}
	rig(s, 4)
	s.startFlow("action", US, 2)
	mustApply(t, s, "US", "space 25")
	if s.Space[US] != 2 || s.VP != 2 {
		t.Errorf("a 4 for box 2 (needs 1-4): box %d VP %d, want 2 and 2 (box 2 gives no VP)", s.Space[US], s.VP)
	}
}

func TestSpaceSecondArrivalAndAbilities(t *testing.T) {
	s := testState(t)
	s.Space = [2]int{0, 1}
	s.advanceSpace(USSR)
	if s.VP != -1 {
		t.Errorf("second to box 1: VP %d, want -1 (USSR 1)", s.VP)
	}
	s = testState(t)
	s.Space = [2]int{2, 1}
	if s.spaceTriesAllowed(USSR) != 2 || s.spaceTriesAllowed(US) != 1 {
		t.Errorf("box 2 ability: tries USSR %d US %d, want 2 and 1", s.spaceTriesAllowed(USSR), s.spaceTriesAllowed(US))
	}
	s.Space[US] = 2
	if s.spaceTriesAllowed(USSR) != 1 {
		t.Errorf("box 2 ability survives the other side's arrival")
	}
	s.Space = [2]int{8, 3}
	if s.roundsFor(USSR) != 8 || s.roundsFor(US) != 6 {
		t.Errorf("space station: rounds USSR %d US %d, want 8 and 6", s.roundsFor(USSR), s.roundsFor(US))
	}
	give(s, USSR, 34)
	if s.canSpace(USSR, 34) {
		t.Errorf("space attempt allowed past box 8")
	}
}

// Space box 4: the side that must choose first is told that its headline
// will be seen, not that it is secret.
func TestBox4QuestionSaysTheHeadlineIsSeen(t *testing.T) {
	s := headlineState(t, []int{34, 7}, []int{19, 25})
	s.Space = [2]int{0, 4}
	if q := asked(t, s).Question; !strings.Contains(q, "the US (space box 4) sees it") {
		t.Errorf("USSR headline question with US box 4: %q", q)
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
	if s.hasCard(USSR, 7) && !slices.Contains(s.Discard, 7) {
		t.Errorf("card 7 was not discarded")
	}
}
