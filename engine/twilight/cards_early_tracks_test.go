package twilight

import (
	"slices"
	"strings"
	"testing"
)

func TestDuckAndCover(t *testing.T) {
	tests := []struct {
		defcon, wantDEFCON, wantVP int
	}{{5, 4, 1}, {4, 3, 2}, {3, 2, 3}}
	for _, tt := range tests {
		s := testState(t)
		s.DEFCON = tt.defcon
		runEvent(t, s, 4, US)
		if s.DEFCON != tt.wantDEFCON || s.VP != tt.wantVP {
			t.Errorf("Duck and Cover at DEFCON %d = DEFCON %d VP %d, want %d and %d",
				tt.defcon, s.DEFCON, s.VP, tt.wantDEFCON, tt.wantVP)
		}
	}
}

func TestDuckAndCoverAtDEFCON2LosesForThePhasingPlayer(t *testing.T) {
	for _, phasing := range []Side{USSR, US} {
		s := testState(t)
		s.DEFCON = 2
		s.Phasing = phasing
		s.startFlow("event", phasing, 4) // the USSR plays it for Ops, or the US as an event
		o := s.Outcome()
		if !o.Over || len(o.Winners) != 1 || o.Winners[0] != seats[phasing.Opp()] {
			t.Errorf("Duck and Cover at DEFCON 2 played by the %s: outcome %+v, want the %s to win", phasing, o, phasing.Opp())
		}
		if s.VP != 0 {
			t.Errorf("VP after nuclear war = %d, want 0 (the game ended first)", s.VP)
		}
	}
}

func TestFiveYearPlan(t *testing.T) {
	tests := []struct {
		name        string
		hand        []int
		wantDiscard []int
		wantRemoved []int
		wantVP      int
		wantDEFCON  int
	}{
		{"US event occurs", []int{4}, []int{4}, nil, 1, 4},
		{"starred US event is removed", []int{25}, nil, []int{25}, 0, 5},
		{"USSR event does not occur", []int{12}, []int{12}, nil, 0, 5},
		{"scoring card is shed unscored", []int{2}, []int{2}, nil, 0, 5},
		{"neutral event does not occur", []int{34}, []int{34}, nil, 0, 5},
		{"empty hand", nil, nil, nil, 0, 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			put(s, US, "Romania", 2, "West Germany", 4)
			give(s, USSR, tt.hand...)
			runEvent(t, s, 5, USSR)
			if len(s.Hands[USSR]) != 0 {
				t.Errorf("USSR hand = %v, want empty", s.Hands[USSR])
			}
			if !slices.Equal(s.Discard, tt.wantDiscard) || !slices.Equal(s.Removed, tt.wantRemoved) {
				t.Errorf("discard %v removed %v, want %v and %v", s.Discard, s.Removed, tt.wantDiscard, tt.wantRemoved)
			}
			if s.VP != tt.wantVP || s.DEFCON != tt.wantDEFCON || inf(s, US, "Romania") != 2 {
				t.Errorf("VP %d DEFCON %d Romania US %d, want VP %d DEFCON %d Romania 2",
					s.VP, s.DEFCON, inf(s, US, "Romania"), tt.wantVP, tt.wantDEFCON)
			}
			if len(s.InPlay) != 0 {
				t.Errorf("cards left in play: %v", s.InPlay)
			}
		})
	}
}

func TestFiveYearPlanDiscardsOneCardAtRandom(t *testing.T) {
	s := testState(t)
	give(s, USSR, 7, 8, 12, 14)
	runEvent(t, s, 5, USSR)
	if len(s.Hands[USSR]) != 3 || len(s.Discard) != 1 || slices.Contains(s.Hands[USSR], s.Discard[0]) {
		t.Errorf("after Five Year Plan: hand %v discard %v, want one of the four discarded", s.Hands[USSR], s.Discard)
	}
}

func TestFiveYearPlanTriggersAQuestionForTheUS(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Italy", 1)
	give(s, USSR, 19) // Truman Doctrine: the US chooses
	runEvent(t, s, 5, USSR, "choose Italy")
	if inf(s, USSR, "Italy") != 0 || !slices.Equal(s.Removed, []int{19}) {
		t.Errorf("Truman Doctrine through Five Year Plan: Italy USSR %d, removed %v", inf(s, USSR, "Italy"), s.Removed)
	}
}

func TestFiveYearPlanDuckAndCoverAtDEFCON2LosesForTheUSSR(t *testing.T) {
	s := testState(t)
	s.DEFCON = 2
	give(s, USSR, 4)
	s.startFlow("event", USSR, 5) // the USSR plays Five Year Plan for Ops
	if o := s.Outcome(); !o.Over || len(o.Winners) != 1 || o.Winners[0] != "US" {
		t.Errorf("outcome %+v, want a US win: the USSR was phasing at DEFCON 1", o)
	}
}

func TestBlockadeOffersCardsWorthThreeOps(t *testing.T) {
	s := testState(t)
	put(s, US, "West Germany", 4)
	give(s, US, 2, 19, 21, 4, 22) // Europe Scoring 0, Truman 1, NATO 4, Duck and Cover 3, Independent Reds 2
	s.startFlow("event", USSR, 10)
	pr := asked(t, s)
	want := []string{"choose 21", "choose 4", "choose none"} // sorted as strings
	if got := slices.Sorted(slices.Values(pr.Options)); pr.Seat != "US" || !slices.Equal(got, want) {
		t.Fatalf("Blockade asks %s %v, want US %v", pr.Seat, got, want)
	}
	mustRefuse(t, s, "US", "choose 22")
	mustApply(t, s, "US", "choose Duck")
	if inf(s, US, "West Germany") != 4 || s.hasCard(US, 4) || !slices.Contains(s.Discard, 4) {
		t.Errorf("after discarding Duck and Cover: West Germany %d, hand %v, discard %v", inf(s, US, "West Germany"), s.Hands[US], s.Discard)
	}
	if s.DEFCON != 5 || s.VP != 0 {
		t.Errorf("the discarded card's event happened: DEFCON %d VP %d", s.DEFCON, s.VP)
	}
}

func TestBlockadeRemovesWestGermanInfluence(t *testing.T) {
	tests := []struct {
		name   string
		hand   []int
		effect effect
		lines  []string
		want   int
	}{
		{"the US declines", []int{21}, effect{}, []string{"choose none"}, 0},
		{"no card worth 3", []int{19, 22}, effect{}, nil, 0},
		{"Red Scare makes a 3 a 2", []int{4}, redScareOn(US), nil, 0},
		{"Containment makes a 2 a 3", []int{22}, effContainment, []string{"choose 22"}, 4},
		{"Red Scare leaves a 4 a 3", []int{21}, redScareOn(US), []string{"choose 21"}, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			put(s, US, "West Germany", 4)
			give(s, US, tt.hand...)
			if tt.effect.Card != 0 {
				s.setTurnEffect(tt.effect, 1)
			}
			runEvent(t, s, 10, USSR, tt.lines...)
			if got := inf(s, US, "West Germany"); got != tt.want {
				t.Errorf("US influence in West Germany = %d, want %d", got, tt.want)
			}
		})
	}
}

func TestCapturedNaziScientist(t *testing.T) {
	tests := []struct {
		name      string
		player    Side
		us, ussr  int
		wantSpace int
		wantVP    int
	}{
		{"US first to Earth Satellite", US, 0, 0, 1, 2},
		{"US second to Earth Satellite", US, 0, 1, 1, 1},
		{"USSR first to Man in Space", USSR, 0, 2, 3, -2},
		{"end of the track", USSR, 0, 8, 8, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			s.Space = [2]int{USSR: tt.ussr, US: tt.us}
			runEvent(t, s, 18, tt.player)
			if s.Space[tt.player] != tt.wantSpace || s.VP != tt.wantVP || s.Tries[tt.player] != 0 {
				t.Errorf("Captured Nazi Scientist = box %d VP %d tries %d, want box %d VP %d tries 0",
					s.Space[tt.player], s.VP, s.Tries[tt.player], tt.wantSpace, tt.wantVP)
			}
		})
	}
}

func TestCapturedNaziScientistLeavesTheSpaceAttempt(t *testing.T) {
	s := testState(t)
	runEvent(t, s, 18, USSR)
	give(s, USSR, 7)
	startRound(t, s, USSR, 1)
	if !hasOption(t, s, "space 7") {
		t.Errorf("the USSR may not use the space race after Captured Nazi Scientist")
	}
}

func TestDefectorsEventGivesTheUSAVPOnlyInAUSSRActionRound(t *testing.T) {
	tests := []struct {
		name    string
		phasing Side
		ar      int
		wantVP  int
	}{
		{"USSR action round", USSR, 3, 1},
		{"USSR headline", USSR, 0, 0},
		{"US action round", US, 2, 0},
		{"US headline", US, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			s.AR = tt.ar
			runEvent(t, s, 103, tt.phasing)
			if s.VP != tt.wantVP {
				t.Errorf("Defectors = VP %d, want %d", s.VP, tt.wantVP)
			}
		})
	}
}

func TestDefectorsPlayedByTheUSSRForOps(t *testing.T) {
	s := testState(t)
	give(s, USSR, 103)
	startRound(t, s, USSR, 2)
	mustApply(t, s, "USSR", "play 103 ops influence Poland 2")
	if s.VP != 1 || inf(s, USSR, "Poland") != 2 || !slices.Contains(s.Discard, 103) {
		t.Errorf("Defectors for Ops: VP %d, Poland %d, discard %v; want 1, 2, Defectors discarded", s.VP, inf(s, USSR, "Poland"), s.Discard)
	}
}

func TestDefectorsOnTheSpaceRaceGivesNothing(t *testing.T) {
	s := testState(t)
	give(s, USSR, 103)
	rig(s, 6) // the attempt fails: no space VP either
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "space 103")
	if s.VP != 0 {
		t.Errorf("VP after Defectors on the space race = %d, want 0", s.VP)
	}
}

// Ruling: Defectors discarded by Five Year Plan in a USSR action round
// gives the US its VP.
func TestFiveYearPlanTriggersDefectors(t *testing.T) {
	s := testState(t)
	give(s, USSR, 103)
	runEvent(t, s, 5, USSR)
	if s.VP != 1 || !slices.Equal(s.Discard, []int{103}) {
		t.Errorf("Five Year Plan with Defectors: VP %d discard %v, want 1 and [103]", s.VP, s.Discard)
	}
}

func TestNuclearTestBanGivesVPAndImprovesDEFCON(t *testing.T) {
	tests := []struct {
		name       string
		player     Side
		defcon     int
		wantVP     int
		wantDEFCON int
	}{
		{"US at DEFCON 4", US, 4, 2, 5},
		{"USSR at DEFCON 3", USSR, 3, -1, 5},
		{"US at DEFCON 2", US, 2, 0, 4},
		{"USSR at DEFCON 5", USSR, 5, -3, 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			s.DEFCON = tt.defcon
			runEvent(t, s, 34, tt.player)
			if s.VP != tt.wantVP || s.DEFCON != tt.wantDEFCON {
				t.Errorf("Nuclear Test Ban = VP %d DEFCON %d, want VP %d DEFCON %d", s.VP, s.DEFCON, tt.wantVP, tt.wantDEFCON)
			}
		})
	}
}

func TestNuclearTestBanReaching20VPWins(t *testing.T) {
	s := testState(t)
	s.VP = -17
	runEvent(t, s, 34, USSR)
	if o := s.Outcome(); !o.Over || len(o.Winners) != 1 || o.Winners[0] != "USSR" {
		t.Errorf("Outcome() = %+v, want a USSR win at 20 VP", o)
	}
}

// Blockade's public log does not tell the USSR whether the US could
// have discarded.
func TestBlockadeLogHidesTheUSHand(t *testing.T) {
	s := testState(t)
	put(s, US, "West Germany", 2)
	give(s, US, 19) // 1 Op: cannot discard
	unable := strings.Join(runEvent(t, s, 10, USSR), "\n")
	s = testState(t)
	put(s, US, "West Germany", 2)
	give(s, US, 4) // 3 Ops: could discard, declines
	declined := strings.Join(runEvent(t, s, 10, USSR, "choose none"), "\n")
	if unable != declined {
		t.Errorf("Blockade logs differ:\nunable:   %s\ndeclined: %s", unable, declined)
	}
}
