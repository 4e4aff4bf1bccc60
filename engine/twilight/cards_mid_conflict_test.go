package twilight

import (
	"slices"
	"testing"
)

func TestBrushWar(t *testing.T) {
	tests := []struct {
		name       string
		player     Side
		target     string
		roll       int
		setup      func(s *state)
		wantWin    bool
		wantPlayer int // the player's influence in the target afterwards
	}{
		// Mexico borders the USA: the US superpower counts as a
		// US-controlled neighbour (FAQ #36 Q2).
		{"USSR on Mexico, 4-1 wins", USSR, "Mexico", 4, func(s *state) { put(s, US, "Mexico", 1) }, true, 1},
		{"USSR on Mexico, 3-1 loses", USSR, "Mexico", 3, func(s *state) { put(s, US, "Mexico", 1) }, false, 0},
		// Each controlled neighbour counts (FAQ #36 Q1): US-controlled
		// Guatemala and the USA: -2.
		{"USSR on Mexico with a US neighbour, 5-2 wins", USSR, "Mexico", 5, func(s *state) {
			put(s, US, "Mexico", 2, "Guatemala", 1)
		}, true, 2},
		{"USSR on Mexico with a US neighbour, 4-2 loses", USSR, "Mexico", 4, func(s *state) {
			put(s, US, "Mexico", 2, "Guatemala", 1)
		}, false, 0},
		// The attacker's own superpower gives nothing: the USA does not
		// count against the US in Mexico.
		{"US on Mexico, roll 3 wins", US, "Mexico", 3, func(s *state) { put(s, USSR, "Mexico", 2) }, true, 2},
		// Afghanistan borders the USSR: -1 against the US.
		{"US on Afghanistan, 3-1 loses", US, "Afghanistan", 3, func(s *state) { put(s, USSR, "Afghanistan", 1) }, false, 0},
		{"US on Afghanistan, 4-1 wins", US, "Afghanistan", 4, func(s *state) { put(s, USSR, "Afghanistan", 1) }, true, 1},
		// No influence at stake: the VP still count (FAQ #24 Q1).
		{"US on empty Haiti, roll 3 wins", US, "Haiti", 3, func(s *state) {}, true, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			tt.setup(s)
			rig(s, tt.roll)
			runEvent(t, s, 36, tt.player, "choose "+tt.target)
			wantVP := 0
			if tt.wantWin {
				wantVP = 1
				if tt.player == USSR {
					wantVP = -1
				}
			}
			if s.VP != wantVP || inf(s, tt.player, tt.target) != tt.wantPlayer {
				t.Errorf("Brush War = VP %d, %s in %s %d; want %d, %d", s.VP, tt.player, tt.target,
					inf(s, tt.player, tt.target), wantVP, tt.wantPlayer)
			}
			if tt.wantWin && inf(s, tt.player.Opp(), tt.target) != 0 {
				t.Errorf("the loser keeps %d influence in %s", inf(s, tt.player.Opp(), tt.target), tt.target)
			}
			if s.MilOps[tt.player] != 3 || s.DEFCON != 5 {
				t.Errorf("Brush War: military ops %d, DEFCON %d; want 3 and 5", s.MilOps[tt.player], s.DEFCON)
			}
		})
	}
}

func TestBrushWarTargets(t *testing.T) {
	s := testState(t)
	put(s, US, "Greece", 2, "Italy", 2) // US-controlled, stability 2
	s.setEffect(effNATO, 1)
	s.startFlow("event", USSR, 36)
	got := choices(t, s)
	for _, c := range got {
		if countries[country(c)].Stability > 2 {
			t.Errorf("Brush War offers %s of stability %d", c, countries[country(c)].Stability)
		}
	}
	if slices.Contains(got, "Greece") || slices.Contains(got, "Italy") {
		t.Errorf("Brush War under NATO offers a US-controlled Europe country: %v", got)
	}
	if !slices.Contains(got, "Turkey") || !slices.Contains(got, "Mexico") {
		t.Errorf("Brush War choices %v lack Turkey or Mexico", got)
	}

	// The US is not bound by NATO.
	s = testState(t)
	put(s, US, "Greece", 2)
	s.setEffect(effNATO, 1)
	s.startFlow("event", US, 36)
	if !slices.Contains(choices(t, s), "Greece") {
		t.Errorf("Brush War by the US does not offer Greece under NATO")
	}
}

func TestArmsRace(t *testing.T) {
	tests := []struct {
		name     string
		me, them int
		defcon   int
		wantVP   int
	}{
		{"more and required", 3, 1, 3, 3},
		{"more but short", 2, 1, 3, 1},
		{"equal", 2, 2, 2, 0},
		{"fewer", 0, 1, 2, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			s.MilOps[US], s.MilOps[USSR], s.DEFCON = tt.me, tt.them, tt.defcon
			runEvent(t, s, 39, US)
			if s.VP != tt.wantVP {
				t.Errorf("Arms Race by the US = VP %d, want %d", s.VP, tt.wantVP)
			}
		})
	}
}

func TestFlowerPowerChargesUSWarCards(t *testing.T) {
	tests := []struct {
		name   string
		card   int
		play   string
		wantVP int // the USSR's VP from Flower Power
	}{
		{"Korean War for ops", 11, "play 11 ops", 2},
		{"Arab-Israeli War for ops", 13, "play 13 ops", 2},
		{"Indo-Pakistani War as event", 24, "play 24 event", 2},
		{"Brush War for ops", 36, "play 36 ops", 2},
		{"Iran-Iraq War for ops", 102, "play 102 ops", 2},
		{"Brush War on the space race", 36, "space 36", 0},
		{"not a war card", 25, "play 25 event", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			runEvent(t, s, 59, USSR)
			give(s, US, tt.card)
			startRound(t, s, US, 1)
			vp := s.VP
			res := mustApply(t, s, "US", tt.play) // the VP come before the card resolves
			charged := logHas(res.Log, "Flower Power: the US plays")
			if charged != (tt.wantVP > 0) {
				t.Errorf("%s under Flower Power: charged %v, want %v (log %v)", tt.play, charged, tt.wantVP > 0, res.Log)
			}
			if got := vp - s.VP; charged && got != tt.wantVP {
				t.Errorf("%s under Flower Power: USSR gains %d VP at the play, want %d", tt.play, got, tt.wantVP)
			}
		})
	}
}

func TestFlowerPowerIgnoresTheUSSRsWars(t *testing.T) {
	s := testState(t)
	s.setEffect(effectOf(59), 1)
	give(s, USSR, 36)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 36 ops")
	if s.VP != 0 {
		t.Errorf("USSR Brush War under Flower Power: VP %d, want 0", s.VP)
	}
}

func TestFlowerPowerCountsAHeadlineAndArabIsraeliUnderCampDavid(t *testing.T) {
	s := testState(t)
	s.setEffect(effectOf(59), 1)
	s.setEffect(effCampDavid, 1)
	// Arab-Israeli War's event cannot occur, but played for Ops it is
	// still a war card the US plays.
	give(s, US, 13)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "play 13 ops")
	if s.VP != -2 {
		t.Errorf("US Arab-Israeli War for ops under Camp David and Flower Power: VP %d, want -2", s.VP)
	}

	s = testState(t)
	s.setEffect(effectOf(59), 1)
	s.cardPlayed(US, 24, "headline")
	if s.VP != -2 {
		t.Errorf("US Indo-Pakistani War headline under Flower Power: VP %d, want -2", s.VP)
	}
}

func TestFlowerPowerVictory(t *testing.T) {
	s := testState(t)
	s.setEffect(effectOf(59), 1)
	s.VP = -18
	give(s, US, 36)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "play 36 ops")
	if !s.Over || s.Winner != "USSR" {
		t.Errorf("Flower Power at USSR 18: over %v winner %q, want the USSR to win", s.Over, s.Winner)
	}
}

func TestFlowerPowerCancelledByAnEvilEmpire(t *testing.T) {
	s := testState(t)
	runEvent(t, s, 59, USSR)
	if s.effect(effectOf(59)) == 0 {
		t.Fatalf("Flower Power is not in effect after its event")
	}
	runEvent(t, s, 97, US)
	if s.effect(effectOf(59)) != 0 || s.VP != 1 {
		t.Errorf("after An Evil Empire: Flower Power %d, VP %d; want 0 and 1", s.effect(effectOf(59)), s.VP)
	}
	s.cardPlayed(US, 36, "ops")
	if s.VP != 1 {
		t.Errorf("a US war card after An Evil Empire: VP %d, want 1", s.VP)
	}
	// Prevented from now on: no event option for the USSR.
	log := runEvent(t, s, 59, USSR)
	if !logHas(log, "does not occur") || s.effect(effectOf(59)) != 0 {
		t.Errorf("Flower Power after An Evil Empire: log %v, effect %d; want prevented", log, s.effect(effectOf(59)))
	}
	give(s, USSR, 59)
	startRound(t, s, USSR, 1)
	if hasOption(t, s, "play 59 event") {
		t.Errorf("\"play 59 event\" is offered after An Evil Empire")
	}
}

func TestCampDavidAccords(t *testing.T) {
	s := testState(t)
	put(s, US, "Israel", 1)
	runEvent(t, s, 65, US)
	if s.VP != 1 || inf(s, US, "Israel") != 2 || inf(s, US, "Jordan") != 1 || inf(s, US, "Egypt") != 1 {
		t.Errorf("Camp David = VP %d, Israel %d Jordan %d Egypt %d; want 1, 2, 1, 1",
			s.VP, inf(s, US, "Israel"), inf(s, US, "Jordan"), inf(s, US, "Egypt"))
	}
	if s.eventPrevented(13, USSR) == "" {
		t.Errorf("Arab-Israeli War is not prevented after Camp David Accords")
	}
	// Played for Ops the Arab-Israeli War gives Ops only and is
	// discarded, not removed (rules 5.2).
	give(s, US, 13)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "play 13 ops")
	mustApply(t, s, "US", "influence Israel")
	mustApply(t, s, "US", "influence Israel")
	if s.MilOps[USSR] != 0 || !slices.Contains(s.Discard, 13) {
		t.Errorf("Arab-Israeli War for ops under Camp David: USSR military ops %d, discarded %v; want 0 and in the discards",
			s.MilOps[USSR], slices.Contains(s.Discard, 13))
	}
}

func TestFlowerPowerChargesAWarCardPlayedWithUNIntervention(t *testing.T) {
	// FAQ #59 Q1: a war card the US plays for Ops counts, also when UN
	// Intervention cancels its event.
	s := testState(t)
	s.setEffect(effectOf(59), 1)
	give(s, US, 32, 11)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "play 32 event")
	mustApply(t, s, "US", "choose 11")
	mustApply(t, s, "US", "influence Canada 2")
	if s.VP != -2 {
		t.Errorf("US Korean War with UN Intervention under Flower Power: VP %d, want -2", s.VP)
	}
}
