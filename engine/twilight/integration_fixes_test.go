package twilight

import "testing"

// Card 35: Formosan Resolution makes a US-controlled Taiwan a battleground
// for scoring only, so a coup there does not lower DEFCON.
func TestCoupInFormosanTaiwanKeepsDEFCON(t *testing.T) {
	s := testState(t)
	put(s, US, "Taiwan", 3)
	s.setEffect(effFormosan, 1)
	if !s.isBattleground(country("Taiwan")) {
		t.Fatal("Taiwan is not a battleground for scoring under Formosan Resolution")
	}
	give(s, USSR, 7)
	rig(s, 6)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "coup Taiwan with 7")
	if s.DEFCON != 5 {
		t.Errorf("DEFCON after a coup in a Formosan Taiwan = %d, want 5 (battleground for scoring only)", s.DEFCON)
	}
}

// Card 106: NORAD's bonus comes at the end of an action round in which
// DEFCON moved to 2, through the core's round-end hook.
func TestNORADFiresAtTheEndOfARealActionRound(t *testing.T) {
	s := testState(t)
	s.setEffect(effNORAD, 1)
	s.DEFCON = 3
	put(s, US, "Canada", 4, "Japan", 1) // Canada: stability 4, so 4 controls
	put(s, USSR, "Iraq", 1)
	give(s, US, 19) // Truman Doctrine: a US card, so no opponent event
	s.Phasing = US
	rig(s, 6)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "coup Iraq with 19")
	if s.DEFCON != 2 {
		t.Fatalf("DEFCON after a battleground coup from 3 = %d, want 2", s.DEFCON)
	}
	p := asked(t, s)
	if p.Seat != "US" {
		t.Fatalf("after DEFCON moved to 2 the %s is asked %q, want the US asked for NORAD", p.Seat, p.Question)
	}
	before := inf(s, US, "Japan")
	mustApply(t, s, "US", "choose Japan")
	if got := inf(s, US, "Japan"); got != before+1 {
		t.Errorf("US influence in Japan after NORAD = %d, want %d", got, before+1)
	}
}

// engine.State.Apply: a roll stands. When a step after a coup fails, the
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
