package twilight

import (
	"slices"
	"testing"
)

func TestAnEvilEmpireWithoutFlowerPower(t *testing.T) {
	s := testState(t)
	runEvent(t, s, 97, US)
	if s.VP != 1 || s.effect(effectOf(97)) == 0 {
		t.Errorf("An Evil Empire = VP %d, effect %d; want 1 and in effect", s.VP, s.effect(effectOf(97)))
	}
	if s.eventPrevented(59, USSR) == "" {
		t.Errorf("Flower Power is not prevented after An Evil Empire")
	}
}

func TestPershingIIDeployed(t *testing.T) {
	s := testState(t)
	put(s, US, "France", 2, "Italy", 1, "UK", 3, "Benelux", 1, "Poland", 2)
	runEvent(t, s, 99, USSR, "choose France", "choose Italy", "choose UK")
	if s.VP != -1 || inf(s, US, "France") != 1 || inf(s, US, "Italy") != 0 || inf(s, US, "UK") != 2 || inf(s, US, "Benelux") != 1 {
		t.Errorf("Pershing II = VP %d, France %d Italy %d UK %d Benelux %d; want -1, 1, 0, 2, 1",
			s.VP, inf(s, US, "France"), inf(s, US, "Italy"), inf(s, US, "UK"), inf(s, US, "Benelux"))
	}

	// Eastern Europe is not offered, and with 3 or fewer countries there
	// is nothing to choose.
	s = testState(t)
	put(s, US, "Poland", 2, "Austria", 1, "Norway", 1)
	runEvent(t, s, 99, USSR)
	if inf(s, US, "Poland") != 2 || inf(s, US, "Austria") != 0 || inf(s, US, "Norway") != 0 || s.VP != -1 {
		t.Errorf("Pershing II with two targets: Poland %d Austria %d Norway %d VP %d; want 2, 0, 0, -1",
			inf(s, US, "Poland"), inf(s, US, "Austria"), inf(s, US, "Norway"), s.VP)
	}

	// No US influence in Western Europe: the VP only.
	s = testState(t)
	log := runEvent(t, s, 99, USSR)
	if s.VP != -1 || !logHas(log, "no US influence") {
		t.Errorf("Pershing II on an empty Europe: VP %d, log %v", s.VP, log)
	}
}

func TestWargames(t *testing.T) {
	tests := []struct {
		name       string
		player     Side
		vp         int
		answer     string
		wantOver   bool
		wantWinner string
		wantVP     int
	}{
		{"US ahead by 7 ends and wins", US, 7, "choose yes", true, "US", 1},
		{"US ahead by 6 ends in a draw", US, 6, "choose yes", true, "", 0},
		{"USSR ahead by 3 ends and loses", USSR, 3, "choose yes", true, "US", 9},
		{"declined", US, 7, "choose no", false, "", 7},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			s.DEFCON, s.VP = 2, tt.vp
			runEvent(t, s, 100, tt.player, tt.answer)
			if s.Over != tt.wantOver || s.Winner != tt.wantWinner || s.VP != tt.wantVP {
				t.Errorf("Wargames = over %v winner %q VP %d, want %v %q %d", s.Over, s.Winner, s.VP, tt.wantOver, tt.wantWinner, tt.wantVP)
			}
		})
	}
}

func TestWargamesOnlyAtDEFCON2(t *testing.T) {
	s := testState(t)
	s.DEFCON = 3
	give(s, US, 100)
	startRound(t, s, US, 1)
	if hasOption(t, s, "play 100 event") {
		t.Errorf("\"play 100 event\" is offered at DEFCON 3")
	}
	// Played otherwise (a headline), it does nothing and is discarded,
	// not removed (FAQ #100 Q2).
	s = testState(t)
	s.DEFCON = 4
	s.Headline[US] = 100
	s.startFlow("headline", USSR, 0)
	if s.Over || !slices.Contains(s.Discard, 100) || slices.Contains(s.Removed, 100) {
		t.Errorf("Wargames headlined at DEFCON 4: over %v, discarded %v, removed %v; want discarded only",
			s.Over, slices.Contains(s.Discard, 100), slices.Contains(s.Removed, 100))
	}
}

func TestYuriAndSamantha(t *testing.T) {
	s := testState(t)
	runEvent(t, s, 109, USSR)
	put(s, USSR, "Iran", 1, "Angola", 1)
	put(s, US, "Panama", 1)
	rig(s, 1, 1)
	runInFlow(t, s, func(s *state) {
		s.coup(US, country("Iran"), 3, false)
		s.coup(US, country("Angola"), 2, true) // a free coup counts too
		s.coup(USSR, country("Panama"), 2, false)
	})
	if s.VP != -2 {
		t.Errorf("Yuri and Samantha after two US coups and one USSR coup: VP %d, want -2", s.VP)
	}
	s.realign(US, country("Angola"))
	if s.VP != -2 {
		t.Errorf("a US realignment under Yuri and Samantha: VP %d, want -2", s.VP)
	}
	// The VP win at 20 comes at once, before the coup is rolled.
	s.VP = -19
	defcon, milops := s.DEFCON, s.MilOps[US]
	runInFlow(t, s, func(s *state) { s.coup(US, country("Iran"), 3, false) })
	if !s.Over || s.Winner != "USSR" || s.DEFCON != defcon || s.MilOps[US] != milops {
		t.Errorf("a US coup at USSR 19 under Yuri and Samantha: over %v winner %q DEFCON %d military ops %d; want USSR wins before the roll (DEFCON %d, %d)",
			s.Over, s.Winner, s.DEFCON, s.MilOps[US], defcon, milops)
	}
	// The effect ends with the turn.
	if s.TurnEffects.get(effectOf(109)) == 0 || s.Effects.get(effectOf(109)) != 0 {
		t.Errorf("Yuri and Samantha is not a turn effect")
	}
}

// TestWargamesOnTurn10ScoresTheGame: the game ends without final scoring
// unless turn 10 has been reached (FAQ #100 Q1).
func TestWargamesOnTurn10ScoresTheGame(t *testing.T) {
	for _, tt := range []struct {
		turn       int
		wantWinner string
		wantVP     int
	}{
		{9, "US", 1},
		{10, "USSR", -4}, // 1, then the China Card (USSR 1) and Middle East (presence 3, Iran 1)
	} {
		s := testState(t)
		s.Turn, s.DEFCON, s.VP = tt.turn, 2, 7
		s.China = USSR
		put(s, USSR, "Iran", 2)
		runEvent(t, s, 100, US, "choose yes")
		if !s.Over || s.Winner != tt.wantWinner || s.VP != tt.wantVP {
			t.Errorf("Wargames on turn %d = over %v winner %q VP %d, want over, %q, %d",
				tt.turn, s.Over, s.Winner, s.VP, tt.wantWinner, tt.wantVP)
		}
	}
}

// TestWargamesInTheLateWarScenario: the US needs 20 VP when it plays
// Wargames, else the USSR wins (Late War scenario, Victory).
func TestWargamesInTheLateWarScenario(t *testing.T) {
	s := testState(t)
	s.Variants.LateWar = true
	s.DEFCON, s.VP = 2, 10
	runEvent(t, s, 100, US, "choose yes")
	if !s.Over || s.Winner != "USSR" || s.VP != 4 {
		t.Errorf("US Wargames at +10 in the Late War scenario = over %v winner %q VP %d, want over, USSR, 4", s.Over, s.Winner, s.VP)
	}
}

// TestWargamesByEitherSideInTheLateWarScenario: a US Wargames ends the scenario by
// its victory rule (the US needs 20 VP, rule book p.12), a USSR Wargames
// and the standard game by the side ahead.
func TestWargamesByEitherSideInTheLateWarScenario(t *testing.T) {
	for _, tc := range []struct {
		name    string
		lateWar bool
		side    Side
		vp      int
		want    string
	}{
		{"standard game, US ahead after", false, US, 16, "US"},
		{"Late War scenario, US below 20 after", true, US, 16, "USSR"},
		{"Late War scenario, USSR plays, US ahead after", true, USSR, 4, "US"},
		{"Late War scenario, USSR plays, 0 after: a draw", true, USSR, -6, ""},
	} {
		s := testState(t)
		s.Variants.LateWar = tc.lateWar
		s.DEFCON, s.VP = 2, tc.vp
		runEvent(t, s, 100, tc.side, "choose yes")
		if !s.Over || s.Winner != tc.want {
			t.Errorf("%s: Wargames by the %v at VP %d: over %v winner %q (%s), want %q", tc.name, tc.side, tc.vp,
				s.Over, s.Winner, s.Reason, tc.want)
		}
	}
}
