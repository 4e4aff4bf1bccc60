package twilight

import (
	"strings"
	"testing"
)

// A refused chain says why: one step too many after a finished action
// round, or a step that must wait for the opponent's answer.
func TestChainRefusalsSayWhy(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Poland", 1)
	give(s, USSR, 12, 20)
	startRound(t, s, USSR, 1)
	why := mustRefuse(t, s, "USSR", "play 12 ops influence Poland 2")
	if !strings.Contains(why, "one step too many") || !strings.Contains(why, `"influence Poland"`) {
		t.Errorf("refusal of a step beyond the round = %q", why)
	}
	why = mustRefuse(t, s, "USSR", "play 20 event; influence Poland")
	if !strings.Contains(why, "is not yours") || !strings.Contains(why, "rest when you are asked") {
		t.Errorf("refusal of a step after the opponent's question = %q", why)
	}
}

// Refusals name the rule: a target without a card, and a card that would
// leave a scoring card held.
func TestRefusalsForTargetsAndHeldScoringCards(t *testing.T) {
	s := testState(t)
	put(s, US, "Japan", 1)
	give(s, USSR, 7)
	startRound(t, s, USSR, 1)
	if why := mustRefuse(t, s, "USSR", "coup Japan"); !strings.Contains(why, `"coup Japan with <card>"`) {
		t.Errorf("coup without a card: %q", why)
	}
	if why := mustRefuse(t, s, "USSR", "influence Poland"); !strings.Contains(why, `"play <card> ops influence Poland"`) {
		t.Errorf("influence without a card: %q", why)
	}

	s = testState(t)
	give(s, USSR, 1, 7)
	startRound(t, s, USSR, 6)
	if why := mustRefuse(t, s, "USSR", "play 7 ops"); !strings.Contains(why, "may not be held") {
		t.Errorf("a card other than the scoring card in the last round: %q", why)
	}
	mustApply(t, s, "USSR", "play 1 event")
}

// A step of another kind of operation in the middle of spending Ops is
// refused with the rule, not with a wrong cost.
func TestRefusalForAnotherKindOfOperation(t *testing.T) {
	s := testState(t)
	put(s, US, "Iran", 1, "Iraq", 1)
	put(s, USSR, "Iraq", 1)
	give(s, USSR, 7)
	rig(s, 1, 1, 1, 1, 1, 1)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "realign Iran with 7")
	if why := mustRefuse(t, s, "USSR", "influence Iraq"); !strings.Contains(why, "one kind of operation") {
		t.Errorf("influence during realignment: %q", why)
	}
	s = testState(t)
	put(s, USSR, "Iraq", 1)
	put(s, US, "Iran", 1)
	give(s, USSR, 7)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 7 ops influence Iraq")
	if why := mustRefuse(t, s, "USSR", "coup Iran"); !strings.Contains(why, "these go to influence") {
		t.Errorf("coup during influence placement: %q", why)
	}
}

// The China Card's bonus Op may not go outside Asia, and the refusal
// says so instead of naming a cost.
func TestRefusalForTheChinaBonusOutsideAsia(t *testing.T) {
	s := testState(t)
	put(s, USSR, "North Korea", 1, "Poland", 1)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 6 ops influence North Korea 4")
	why := mustRefuse(t, s, "USSR", "influence Poland")
	if !strings.Contains(why, "bonus that counts") || strings.Contains(why, "costs 2") {
		t.Errorf("bonus Op outside Asia: %q", why)
	}
	mustApply(t, s, "USSR", "influence North Korea")
	if inf(s, USSR, "North Korea") != 6 {
		t.Errorf("North Korea %d after 5 points, want 6", inf(s, USSR, "North Korea"))
	}
}

func TestRefusalsExplainTheRule(t *testing.T) {
	s := testState(t)
	s.DEFCON = 4
	put(s, US, "West Germany", 1, "Iran", 1)
	put(s, USSR, "Syria", 1)
	give(s, USSR, 7, 1)
	s.China, s.ChinaFaceUp = USSR, false
	startRound(t, s, USSR, 1)
	tests := []struct{ line, want string }{
		{"coup West Germany with 7", "DEFCON 4 forbids"},
		{"play 8 event", "not in your hand"},
		{"play 6 ops", "face down"},
		{"play 1 ops", "scoring card"},
		{"space 1", "scoring card"},
		{"play 7 ops influence Greece", "no influence in or next to Greece"},
		{"coup Iraq with 7", "has no influence in Iraq"},
	}
	for _, tt := range tests {
		reason := mustRefuse(t, s, "USSR", tt.line)
		if !strings.Contains(reason, tt.want) {
			t.Errorf("Apply(%q) refused with %q, want it to contain %q", tt.line, reason, tt.want)
		}
	}
}

// Rules 6.1.1: access is judged by the influence a side had at the start
// of the round, so a refusal names that rule for a country next to
// influence placed since, on the board in memory and on one loaded from
// its bytes alike.
func TestRefusalJudgesAccessFromTheStartOfTheRound(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Syria", 1)
	give(s, USSR, 7, 1)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 7 ops")
	mustApply(t, s, "USSR", "influence Lebanon")
	loaded := reloaded(t, s)
	const want = "no influence in or next to Jordan at the start of the round"
	for name, st := range map[string]*state{"in memory": s, "loaded": loaded} {
		if reason := mustRefuse(t, st, "USSR", "influence Jordan"); !strings.Contains(reason, want) {
			t.Errorf("%s: Apply(USSR, influence Jordan) refused with %q, want it to contain %q", name, reason, want)
		}
	}
}
