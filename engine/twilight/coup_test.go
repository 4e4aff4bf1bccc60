package twilight

import "testing"

// Item 3: a coup needs the opponent's influence in the target, not access.
func TestCoupNeedsNoAccess(t *testing.T) {
	s := testState(t)
	put(s, US, "Chile", 1)
	give(s, USSR, 7)
	startRound(t, s, USSR, 1)
	if !hasOption(t, s, "play 7 ops") {
		t.Fatalf("card 7 not playable for Ops")
	}
	mustApply(t, s, "USSR", "play 7 ops")
	if !hasOption(t, s, "coup Chile") {
		t.Errorf("a coup in Chile is not offered without USSR influence nearby")
	}
	if hasOption(t, s, "influence Chile") {
		t.Errorf("influence in Chile is offered without access")
	}
	if hasOption(t, s, "coup Argentina") {
		t.Errorf("a coup is offered where the US has no influence")
	}
}

// Rules 6.3.5 and the README's free coup notes: a free coup from an event
// ignores the DEFCON bans and gives no military operations, but a
// battleground coup still lowers DEFCON.
func TestFreeCoup(t *testing.T) {
	s := testState(t)
	s.DEFCON = 3
	put(s, US, "West Germany", 2)
	if s.canTarget(USSR, country("West Germany"), false) {
		t.Errorf("an Ops coup in Europe is allowed at DEFCON 3")
	}
	if !s.canTarget(USSR, country("West Germany"), true) {
		t.Errorf("a free coup in Europe is refused at DEFCON 3")
	}
	rig(s, 6)
	runInFlow(t, s, func(s *state) { s.coup(USSR, country("West Germany"), 4, true) })
	if s.MilOps[USSR] != 0 || s.DEFCON != 2 || inf(s, US, "West Germany") != 0 {
		t.Errorf("free coup: military ops %d, DEFCON %d, US in West Germany %d; want 0, 2, 0",
			s.MilOps[USSR], s.DEFCON, inf(s, US, "West Germany"))
	}
}

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

// Rules 6.3, the coup example: 3 Ops against stability 3 with 2 US
// influence; a 5 removes both, a 6 also adds 1 USSR influence.
func TestCoupAtStabilityThree(t *testing.T) {
	tests := []struct {
		roll           int
		wantUS, wantSU int
	}{
		{5, 0, 0}, {6, 0, 1}, {3, 2, 0}, {4, 1, 0},
	}
	for _, tt := range tests {
		s := testState(t)
		put(s, US, "Iraq", 2)
		give(s, USSR, 7)
		rig(s, tt.roll)
		startRound(t, s, USSR, 1)
		mustApply(t, s, "USSR", "coup Iraq with 7")
		if inf(s, US, "Iraq") != tt.wantUS || inf(s, USSR, "Iraq") != tt.wantSU {
			t.Errorf("coup Iraq rolling %d = US %d USSR %d, want US %d USSR %d",
				tt.roll, inf(s, US, "Iraq"), inf(s, USSR, "Iraq"), tt.wantUS, tt.wantSU)
		}
		if s.DEFCON != 4 || s.MilOps[USSR] != 3 {
			t.Errorf("after a battleground coup: DEFCON %d, USSR military ops %d; want 4, 3", s.DEFCON, s.MilOps[USSR])
		}
	}
}

// Rules 8.1.5: DEFCON bans coups and realignments region by region.
func TestDEFCONRestrictsCoupsAndRealignments(t *testing.T) {
	targets := map[string]string{"Europe": "West Germany", "Asia": "Japan", "Middle East": "Iran", "Africa": "Angola"}
	tests := []struct {
		defcon int
		banned []string
	}{
		{5, nil},
		{4, []string{"Europe"}},
		{3, []string{"Europe", "Asia"}},
		{2, []string{"Europe", "Asia", "Middle East"}},
	}
	for _, tt := range tests {
		s := testState(t)
		s.DEFCON = tt.defcon
		for _, c := range targets {
			put(s, US, c, 1)
		}
		put(s, USSR, "Angola", 1)
		give(s, USSR, 7)
		startRound(t, s, USSR, 1)
		mustApply(t, s, "USSR", "play 7 ops")
		for region, c := range targets {
			banned := false
			for _, b := range tt.banned {
				banned = banned || b == region
			}
			for _, verb := range []string{"coup ", "realign "} {
				if hasOption(t, s, verb+c) == banned {
					t.Errorf("DEFCON %d: option %q offered = %v, want %v", tt.defcon, verb+c, !banned, !banned)
				}
			}
		}
	}
}

// Rules 8.1.3: DEFCON 1 ends the game and the phasing player loses.
func TestBattlegroundCoupAtDEFCON2LosesThePhasingPlayer(t *testing.T) {
	s := testState(t)
	s.DEFCON = 2
	put(s, US, "Angola", 1)
	give(s, USSR, 7)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "coup Angola with 7")
	o := s.Outcome()
	if !o.Over || len(o.Winners) != 1 || o.Winners[0] != "US" || s.DEFCON != 1 {
		t.Errorf("Outcome() = %+v at DEFCON %d, want a US win at DEFCON 1", o, s.DEFCON)
	}
	if len(s.Pending()) != 0 {
		t.Errorf("Pending() after the game ended = %v", s.Pending())
	}
}
