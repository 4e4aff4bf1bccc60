package twilight

import "testing"

// TestARollStandsWhenTheRestOfTheLineFails: a roll stands (engine/engine.go). When a step after a coup fails, the
// coup is kept and the rest is noted, so that a refusal never shows the
// dice and a second try cannot meet the same roll.
func TestARollStandsWhenTheRestOfTheLineFails(t *testing.T) {
	s := testState(t)
	put(s, US, "Iraq", 2)
	give(s, USSR, 7)
	rig(s, 6)
	startRound(t, s, USSR, 1)
	res := mustApply(t, s, "USSR", "coup Iraq with 7; influence Japan")
	if !res.Rolled || inf(s, USSR, "Iraq") != 1 || inf(s, US, "Iraq") != 0 {
		t.Errorf("Rolled %v, Iraq USSR %d US %d; want the coup kept (USSR 1, US 0)", res.Rolled, inf(s, USSR, "Iraq"), inf(s, US, "Iraq"))
	}
	if !logHas(res.Log, "Not carried out after the roll") {
		t.Errorf("the log does not say the rest was dropped: %v", res.Log)
	}
	// Without a roll before it, the bad step refuses the whole line.
	s2 := testState(t)
	put(s2, US, "Iraq", 2)
	give(s2, USSR, 7)
	startRound(t, s2, USSR, 1)
	mustRefuse(t, s2, "USSR", "influence Japan; coup Iraq with 7")
}
