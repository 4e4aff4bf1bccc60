package twilight

import (
	"slices"
	"testing"
)

func TestIronLady(t *testing.T) {
	s := testState(t)
	put(s, USSR, "UK", 3, "Argentina", 1)
	put(s, US, "France", 3)
	runEvent(t, s, 83, US)
	if inf(s, USSR, "UK") != 0 || inf(s, USSR, "Argentina") != 2 || s.VP != 1 {
		t.Errorf("after The Iron Lady: USSR UK %d, Argentina %d, VP %d; want 0 2 1", inf(s, USSR, "UK"), inf(s, USSR, "Argentina"), s.VP)
	}
	if s.eventPrevented(7, USSR) == "" {
		t.Errorf("Socialist Governments may still be played as an event after The Iron Lady")
	}
	if log := runEvent(t, s, 7, USSR); !logHas(log, "does not occur") || inf(s, US, "France") != 3 {
		t.Errorf("Socialist Governments after The Iron Lady: log %v, France %d", log, inf(s, US, "France"))
	}
	// The USSR playing it for Ops still carries out the US event.
	s = testState(t)
	s.VP = -19
	give(s, USSR, 83)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 83 ops")
	for i := 0; s.Flow != nil && i < 20; i++ {
		pr := asked(t, s)
		mustApply(t, s, pr.Seat, pr.Options[0])
	}
	if s.VP != -18 || s.effect(effIronLady) == 0 || !slices.Contains(s.Removed, 83) {
		t.Errorf("The Iron Lady played for Ops by the USSR: VP %d, effect %d, removed %v; want -18, in force, removed",
			s.VP, s.effect(effIronLady), s.Removed)
	}
}

func TestReaganBombsLibyaRoundsDown(t *testing.T) {
	for _, tt := range []struct{ libya, vp int }{{0, 0}, {1, 0}, {2, 1}, {5, 2}, {6, 3}} {
		s := testState(t)
		put(s, USSR, "Libya", tt.libya)
		runEvent(t, s, 84, US)
		if s.VP != tt.vp {
			t.Errorf("Reagan Bombs Libya with %d USSR in Libya: VP %d, want %d", tt.libya, s.VP, tt.vp)
		}
	}
}

func TestOrtegaFreeCoupNextToNicaragua(t *testing.T) {
	s := testState(t)
	s.DEFCON = 2
	put(s, US, "Nicaragua", 2, "Cuba", 1, "Honduras", 2, "Mexico", 1)
	rig(s, 6)
	s.startFlow("event", USSR, 91)
	if inf(s, US, "Nicaragua") != 0 {
		t.Errorf("US in Nicaragua after Ortega = %d, want 0", inf(s, US, "Nicaragua"))
	}
	if got, want := asked(t, s).Options, []string{"coup Cuba", "coup Honduras", "done"}; !slices.Equal(got, want) {
		t.Fatalf("Ortega offers %v, want %v (adjacent with US influence; not Mexico)", got, want)
	}
	mustApply(t, s, "USSR", "coup Cuba")
	// 6 + 2 Ops = 8 against 2*3 = 6: 2 over, 1 US removed, 1 USSR added.
	if inf(s, US, "Cuba") != 0 || inf(s, USSR, "Cuba") != 1 {
		t.Errorf("Cuba after Ortega's coup: US %d USSR %d, want 0 1", inf(s, US, "Cuba"), inf(s, USSR, "Cuba"))
	}
	if s.MilOps[USSR] != 0 {
		t.Errorf("military ops after Ortega's free coup = %d, want 0", s.MilOps[USSR])
	}
	// Cuba is a battleground: the free coup still lowers DEFCON, here to
	// 1, and the phasing USSR loses (rules 8.1.3).
	if !s.Over || s.Winner != "US" {
		t.Errorf("Ortega's coup in Cuba at DEFCON 2: over %v, winner %q; want a US win", s.Over, s.Winner)
	}
}

func TestOrtegaFreeCoupLowersDEFCONButGivesNoMilitaryOps(t *testing.T) {
	s := testState(t)
	s.DEFCON = 3
	put(s, US, "Cuba", 1)
	rig(s, 1)
	runEvent(t, s, 91, USSR, "coup Cuba")
	if s.DEFCON != 2 || s.MilOps[USSR] != 0 {
		t.Errorf("after Ortega's free coup in battleground Cuba: DEFCON %d, military ops %d; want 2 and 0", s.DEFCON, s.MilOps[USSR])
	}
	// Declining, or nothing to coup.
	s = testState(t)
	put(s, US, "Honduras", 1)
	runEvent(t, s, 91, USSR, "done")
	if inf(s, US, "Honduras") != 1 || s.DEFCON != 5 {
		t.Errorf("Ortega declined: Honduras %d, DEFCON %d", inf(s, US, "Honduras"), s.DEFCON)
	}
	s = testState(t)
	if log := runEvent(t, s, 91, USSR); !logHas(log, "no free coup") {
		t.Errorf("Ortega with no target: log %v, want a no-coup line", log)
	}
}

func TestLatinAmericanDebtCrisis(t *testing.T) {
	t.Run("the US discards a 3 Ops card", func(t *testing.T) {
		s := testState(t)
		give(s, US, 4, 19, 23) // Duck and Cover 3, Truman Doctrine 1, Marshall Plan 4
		put(s, USSR, "Brazil", 2)
		s.startFlow("event", USSR, 95)
		if got, want := choices(t, s), []string{"23", "4", "none"}; !slices.Equal(got, want) {
			t.Fatalf("Latin American Debt Crisis offers the US %v, want %v", got, want)
		}
		mustApply(t, s, "US", "choose 4")
		if s.Flow != nil || s.hasCard(US, 4) || !slices.Contains(s.Discard, 4) || inf(s, USSR, "Brazil") != 2 {
			t.Errorf("after the US discards: waiting %v, hand %v, discards %v, Brazil %d", s.Flow != nil, s.Hands[US], s.Discard, inf(s, USSR, "Brazil"))
		}
	})
	t.Run("the US declines, the USSR doubles", func(t *testing.T) {
		s := testState(t)
		give(s, US, 4)
		put(s, USSR, "Brazil", 2, "Chile", 3, "Peru", 1, "Cuba", 2)
		s.startFlow("event", USSR, 95)
		mustApply(t, s, "US", "choose none")
		if got, want := choices(t, s), []string{"Brazil", "Chile", "Peru", "done"}; !slices.Equal(got, want) {
			t.Fatalf("the USSR may double in %v, want %v", got, want)
		}
		mustApply(t, s, "USSR", "choose Chile")
		mustRefuse(t, s, "USSR", "choose Chile")
		mustApply(t, s, "USSR", "choose Brazil")
		if s.Flow != nil || inf(s, USSR, "Chile") != 6 || inf(s, USSR, "Brazil") != 4 || inf(s, USSR, "Peru") != 1 {
			t.Errorf("after doubling: Chile %d Brazil %d Peru %d, want 6 4 1", inf(s, USSR, "Chile"), inf(s, USSR, "Brazil"), inf(s, USSR, "Peru"))
		}
	})
	t.Run("modifiers count", func(t *testing.T) {
		s := testState(t)
		give(s, US, 19, 4) // Truman Doctrine 1 Op, Duck and Cover 3
		s.setTurnEffect(redScareOn(US), 1)
		put(s, USSR, "Chile", 1)
		s.startFlow("event", USSR, 95)
		// Duck and Cover is worth 2 under Red Scare/Purge: no card qualifies.
		if got := asked(t, s); got.Seat != "USSR" {
			t.Fatalf("under Red Scare/Purge the US is asked %q, want the USSR to double", got.Question)
		}
		mustApply(t, s, "USSR", "choose Chile")
		if inf(s, USSR, "Chile") != 2 {
			t.Errorf("Chile after doubling = %d, want 2", inf(s, USSR, "Chile"))
		}
		s = testState(t)
		give(s, US, 10) // Blockade: 1 Op, 2 with Containment
		s.setTurnEffect(effContainment, 1)
		give(s, US, 9) // Vietnam Revolts 2 Ops + Containment = 3
		s.startFlow("event", USSR, 95)
		if got, want := choices(t, s), []string{"9", "none"}; !slices.Equal(got, want) {
			t.Errorf("under Containment the US may discard %v, want %v", got, want)
		}
	})
	t.Run("nothing to double", func(t *testing.T) {
		s := testState(t)
		if log := runEvent(t, s, 95, USSR); !logHas(log, "no influence in South America") {
			t.Errorf("log %v, want a no-effect line", log)
		}
	})
}

func TestTearDownThisWall(t *testing.T) {
	s := testState(t)
	s.DEFCON = 3 // Europe barred for Ops, not for this free coup
	put(s, USSR, "East Germany", 3, "Poland", 2, "Iran", 2)
	rig(s, 6)
	s.startFlow("event", US, 96)
	if inf(s, US, "East Germany") != 3 {
		t.Errorf("US in East Germany = %d, want 3", inf(s, US, "East Germany"))
	}
	if hasOption(t, s, "coup Iran") || hasOption(t, s, "realign Iran") {
		t.Errorf("Tear Down This Wall offers Iran: its free coup is only in Europe: %v", asked(t, s).Options)
	}
	if !hasOption(t, s, "coup Poland") || !hasOption(t, s, "realign East Germany") {
		t.Fatalf("Tear Down This Wall's options %v lack Europe at DEFCON 3", asked(t, s).Options)
	}
	mustApply(t, s, "US", "coup Poland")
	// 6 + 3 = 9 against 2*3 = 6: 2 USSR removed, 1 US added; battleground: DEFCON 2.
	if inf(s, USSR, "Poland") != 0 || inf(s, US, "Poland") != 1 || s.DEFCON != 2 || s.MilOps[US] != 0 {
		t.Errorf("after the free coup: Poland USSR %d US %d, DEFCON %d, military ops %d; want 0 1 2 0",
			inf(s, USSR, "Poland"), inf(s, US, "Poland"), s.DEFCON, s.MilOps[US])
	}
	if s.effect(effTearDownWall) == 0 {
		t.Errorf("Tear Down This Wall is not in effect after its event")
	}
}

func TestTearDownThisWallRealignments(t *testing.T) {
	s := testState(t)
	s.DEFCON = 2
	put(s, USSR, "Hungary", 2, "Czechoslovakia", 2)
	put(s, US, "Austria", 1)
	// Hungary: US 6 +0 vs USSR 1 +1 (more influence) = 2 -> USSR loses 4.
	rig(s, 6, 1, 1, 6, 5, 5)
	s.startFlow("event", US, 96)
	mustApply(t, s, "US", "realign Hungary")
	if inf(s, USSR, "Hungary") != 0 {
		t.Errorf("USSR in Hungary after the realignment = %d, want 0", inf(s, USSR, "Hungary"))
	}
	if hasOption(t, s, "realign Hungary") || !hasOption(t, s, "realign Czechoslovakia") || !hasOption(t, s, "done") {
		t.Fatalf("second roll offers %v", asked(t, s).Options)
	}
	mustApply(t, s, "US", "realign Czechoslovakia")
	mustApply(t, s, "US", "realign Czechoslovakia")
	if s.Flow != nil {
		t.Errorf("Tear Down This Wall still waits after 3 rolls: %v", asked(t, s).Options)
	}
	if s.DEFCON != 2 || s.MilOps[US] != 0 {
		t.Errorf("after realignments: DEFCON %d, military ops %d; want 2 and 0", s.DEFCON, s.MilOps[US])
	}
}

func TestTearDownThisWallCancelsWillyBrandtEvenWithNothingToCoup(t *testing.T) {
	s := testState(t)
	s.setEffect(effWillyBrandt, 1)
	log := runEvent(t, s, 96, US)
	if s.effect(effWillyBrandt) != 0 || !logHas(log, "cancels Willy Brandt") || !logHas(log, "no free operation") {
		t.Errorf("Tear Down This Wall: Willy Brandt %d, log %v", s.effect(effWillyBrandt), log)
	}
	if s.eventPrevented(55, USSR) == "" {
		t.Errorf("Willy Brandt may still be played after Tear Down This Wall")
	}
}

func TestSolidarityOffersItsEventOnlyAfterJohnPaulII(t *testing.T) {
	s := testState(t)
	give(s, US, 101)
	startRound(t, s, US, 1)
	if hasOption(t, s, "play 101 event") || !hasOption(t, s, "play 101 ops") {
		t.Errorf("before John Paul II the US is offered %v; want Solidarity for Ops only", asked(t, s).Options)
	}
	s = testState(t)
	s.setEffect(effJohnPaulII, 1)
	give(s, US, 101)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "play 101 event")
	if inf(s, US, "Poland") != 3 || !slices.Contains(s.Removed, 101) {
		t.Errorf("Solidarity after John Paul II: Poland %d, removed %v; want 3, removed", inf(s, US, "Poland"), s.Removed)
	}
}

func TestLatinAmericanDebtCrisisNeverTakesTheChinaCard(t *testing.T) {
	s := testState(t)
	s.China, s.ChinaFaceUp = US, true // the China Card is worth 4 Ops
	give(s, US, 19)
	put(s, USSR, "Chile", 1)
	s.startFlow("event", USSR, 95)
	if pr := asked(t, s); pr.Seat != "USSR" {
		t.Errorf("with only the China Card worth 3+ Ops the US is asked %q %v; want the USSR to double", pr.Question, pr.Options)
	}
}

// TestOrtegaFreeCoupWithBrezhnevDoctrine: "this card's Operations value"
// is the value the USSR's modifiers give it (rules 7.4.2: for all
// purposes, example 3), but Red Scare/Purge never lowers Ops an event
// grants (FAQ #31 Q1).
func TestOrtegaFreeCoupWithBrezhnevDoctrine(t *testing.T) {
	for _, tt := range []struct {
		name   string
		effect effect
		wantUS int
	}{
		{"Brezhnev Doctrine", effBrezhnev, 0},    // 3 + 3 Ops against 2*2: 2 removed
		{"Red Scare/Purge", redScareOn(USSR), 1}, // 3 + 2 Ops against 4: 1 removed
	} {
		s := testState(t)
		s.setTurnEffect(tt.effect, 1)
		put(s, US, "Honduras", 2)
		rig(s, 3)
		runEvent(t, s, 91, USSR, "coup Honduras")
		if got := inf(s, US, "Honduras"); got != tt.wantUS {
			t.Errorf("Ortega's free coup on Honduras (roll 3) with %s: US %d left, want %d", tt.name, got, tt.wantUS)
		}
	}
}

// TestTearDownThisWallWithContainment: Containment raises the Ops of the
// event's free coup (rules 7.4.2, example 3).
func TestTearDownThisWallWithContainment(t *testing.T) {
	s := testState(t)
	s.setTurnEffect(effContainment, 1)
	put(s, USSR, "Poland", 2)
	rig(s, 3)
	runEvent(t, s, 96, US, "coup Poland")
	// 3 + 4 Ops = 7 against 2*3 = 6: 1 USSR influence removed.
	if got := inf(s, USSR, "Poland"); got != 1 {
		t.Errorf("Tear Down This Wall's free coup on Poland (roll 3) under Containment: USSR %d left, want 1", got)
	}
}
