package twilight

import (
	"slices"
	"strings"
	"testing"
)

// Item 15 (rules 5.2): a starred event that occurs but finds nothing to
// do is still removed, also when the opponent played the card for Ops; a
// prevented one goes to the discards (TestWhereCardsGo).
func TestStarredEventWithoutEffectIsRemoved(t *testing.T) {
	for _, line := range []string{"play 19 event", "play 19 ops influence Poland"} {
		s := testState(t)
		p := US
		if strings.Contains(line, "ops") {
			p = USSR
			put(s, USSR, "Poland", 3) // controlled: Truman Doctrine finds no target
		}
		s.Phasing = p
		give(s, p, 19)
		startRound(t, s, p, 1)
		mustApply(t, s, p.String(), line)
		if !slices.Contains(s.Removed, 19) || slices.Contains(s.Discard, 19) {
			t.Errorf("%s by the %v without a target: removed %v discard %v", line, p, s.Removed, s.Discard)
		}
	}
}

// A card whose event is not implemented halts the game when it happens,
// with a message, instead of inventing an effect; and a turn that would
// shuffle such a card into the deck halts before it. Every event exists,
// so this test removes one on purpose: the only place Halted() is set.
func TestMissingEventHalts(t *testing.T) {
	const missing = 48 // Kitchen Debates, a Mid War card
	spec := events[missing]
	events[missing] = nil
	t.Cleanup(func() { events[missing] = spec })

	s := testState(t)
	s.startFlow("event", eventSide(missing, USSR), missing)
	if !strings.Contains(s.Halted(), "not implemented") || len(s.Pending()) != 0 {
		t.Errorf("missing event %s: Halted() = %q, Pending() = %v", cardName(missing), s.Halted(), s.Pending())
	}

	s = testState(t)
	s.Turn, s.MilOps = 3, [2]int{5, 5}
	s.startFlow("endturn", USSR, 0)
	if s.Turn != 4 || !strings.Contains(s.Halted(), "Mid War") || len(s.Pending()) != 0 {
		t.Errorf("after turn 3 without %s: turn %d, halt %q, pending %v", cardName(missing), s.Turn, s.Halted(), s.Pending())
	}
	if _, err := s.Apply("USSR", "headline 4"); err == nil {
		t.Errorf("a halted game accepted a command")
	}
	if !strings.Contains(s.Public().Public, "halted") {
		t.Errorf("the public view does not say the game is halted")
	}
}

// Rules 5.2 and 6.4.5: the card's own event does not happen when played
// for Ops or on the space race; a prevented starred event goes to the
// discard pile.
func TestWhereCardsGo(t *testing.T) {
	s := testState(t)
	give(s, US, 19, 25)
	s.Phasing = US
	rig(s, 1)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "space 25")
	if s.effect(effContainment) != 0 || !slices.Contains(s.Discard, 25) || s.Space[US] != 1 || s.VP != 2 {
		t.Errorf("space 25: containment %d, discard %v, space %d, VP %d", s.effect(effContainment), s.Discard, s.Space[US], s.VP)
	}
	startRound(t, s, US, 2)
	mustApply(t, s, "US", "play 19 ops influence Canada")
	if !slices.Contains(s.Discard, 19) {
		t.Errorf("own card played for ops: discard %v, want 19 there", s.Discard)
	}

	saved := events[21]
	events[21] = &eventSpec{Run: func(*state, Side) {}, Prevented: func(*state, Side) string { return "needs Marshall Plan" }}
	defer func() { events[21] = saved }()
	s = testState(t)
	give(s, USSR, 21)
	put(s, USSR, "Poland", 1)
	startRound(t, s, USSR, 1)
	if hasOption(t, s, "play 21 ops event first") {
		t.Errorf("a prevented event is offered to go first")
	}
	mustApply(t, s, "USSR", "play 21 ops influence Poland 4")
	if !slices.Contains(s.Discard, 21) || slices.Contains(s.Removed, 21) {
		t.Errorf("prevented starred event: discard %v removed %v, want it discarded", s.Discard, s.Removed)
	}
}
