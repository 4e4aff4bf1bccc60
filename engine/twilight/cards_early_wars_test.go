package twilight

import "testing"

func TestKoreanWar(t *testing.T) {
	tests := []struct {
		name             string
		roll             int
		japanUS          int // 4 controls Japan: -1
		wantUS, wantUSSR int
		wantVP           int
	}{
		{"roll 4 wins", 4, 0, 0, 3, -2},
		{"roll 3 loses", 3, 0, 2, 1, 0},
		{"roll 5 less US-controlled Japan wins", 4 + 1, 4, 0, 3, -2},
		{"roll 4 less US-controlled Japan loses", 4, 4, 2, 1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			put(s, US, "South Korea", 2, "Japan", tt.japanUS)
			put(s, USSR, "South Korea", 1)
			rig(s, tt.roll)
			runEvent(t, s, 11, USSR)
			if inf(s, US, "South Korea") != tt.wantUS || inf(s, USSR, "South Korea") != tt.wantUSSR || s.VP != tt.wantVP {
				t.Errorf("Korean War = US %d USSR %d VP %d, want US %d USSR %d VP %d",
					inf(s, US, "South Korea"), inf(s, USSR, "South Korea"), s.VP, tt.wantUS, tt.wantUSSR, tt.wantVP)
			}
			if s.MilOps[USSR] != 2 || s.DEFCON != 5 {
				t.Errorf("Korean War: USSR military ops %d, DEFCON %d; want 2 and 5 (no DEFCON change)", s.MilOps[USSR], s.DEFCON)
			}
		})
	}
}

func TestKoreanWarPlayedByTheUSGivesTheUSSRMilitaryOps(t *testing.T) {
	s := testState(t)
	rig(s, 6)
	runEvent(t, s, 11, US) // no influence at stake
	if s.MilOps[USSR] != 2 || s.MilOps[US] != 0 || s.VP != -2 {
		t.Errorf("Korean War by the US: military ops USSR %d US %d, VP %d; want 2, 0, -2", s.MilOps[USSR], s.MilOps[US], s.VP)
	}
}

func TestArabIsraeliWar(t *testing.T) {
	tests := []struct {
		name             string
		roll             int
		israelUS, jordan int
		wantUS, wantUSSR int
		wantVP           int
	}{
		{"uncontrolled Israel, roll 4 wins", 4, 3, 0, 0, 3, -2},
		{"US-controlled Israel counts", 4, 4, 0, 4, 0, 0},
		{"Israel and Jordan count, roll 6 wins", 6, 4, 2, 0, 4, -2},
		{"Israel and Jordan count, roll 5 loses", 5, 4, 2, 4, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			put(s, US, "Israel", tt.israelUS, "Jordan", tt.jordan)
			rig(s, tt.roll)
			runEvent(t, s, 13, USSR)
			if inf(s, US, "Israel") != tt.wantUS || inf(s, USSR, "Israel") != tt.wantUSSR || s.VP != tt.wantVP {
				t.Errorf("Arab-Israeli War = US %d USSR %d VP %d, want US %d USSR %d VP %d",
					inf(s, US, "Israel"), inf(s, USSR, "Israel"), s.VP, tt.wantUS, tt.wantUSSR, tt.wantVP)
			}
			if s.MilOps[USSR] != 2 {
				t.Errorf("USSR military ops = %d, want 2", s.MilOps[USSR])
			}
		})
	}
}

func TestArabIsraeliWarPreventedByCampDavid(t *testing.T) {
	s := testState(t)
	put(s, US, "Israel", 2)
	s.setEffect(effCampDavid, 1)
	rig(s, 6)
	log := runEvent(t, s, 13, USSR)
	if !logHas(log, "does not occur") || s.MilOps[USSR] != 0 || inf(s, US, "Israel") != 2 || s.VP != 0 {
		t.Errorf("Arab-Israeli War under Camp David: log %v, military ops %d, Israel US %d, VP %d; want no event",
			log, s.MilOps[USSR], inf(s, US, "Israel"), s.VP)
	}
	give(s, USSR, 13)
	startRound(t, s, USSR, 1)
	if hasOption(t, s, "play 13 event") {
		t.Errorf("\"play 13 event\" is offered under Camp David Accords")
	}
}

func TestIndoPakistaniWar(t *testing.T) {
	tests := []struct {
		name       string
		player     Side
		target     string
		roll       int
		wantVP     int
		wantPlayer int // the player's influence in the target afterwards
	}{
		// Pakistan's neighbours Afghanistan and Iran are US-controlled: -2.
		{"USSR 5-2 fails", USSR, "Pakistan", 5, 0, 1},
		{"USSR 6-2 wins", USSR, "Pakistan", 6, -2, 4},
		// The USSR controls neither of India's neighbours Pakistan and Burma: -0.
		{"US 4 in India wins", US, "India", 4, 2, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			put(s, US, "Afghanistan", 2, "Iran", 2, "Pakistan", 3, "Burma", 2)
			put(s, USSR, "Pakistan", 1, "India", 2)
			rig(s, tt.roll)
			runEvent(t, s, 24, tt.player, "choose "+tt.target)
			if s.VP != tt.wantVP || inf(s, tt.player, tt.target) != tt.wantPlayer || s.MilOps[tt.player] != 2 {
				t.Errorf("Indo-Pakistani War = VP %d, %s in %s %d, MilOps %d; want %d, %d, 2",
					s.VP, tt.player, tt.target, inf(s, tt.player, tt.target), s.MilOps[tt.player], tt.wantVP, tt.wantPlayer)
			}
			if tt.wantVP != 0 && inf(s, tt.player.Opp(), tt.target) != 0 {
				t.Errorf("the loser keeps %d influence in %s", inf(s, tt.player.Opp(), tt.target), tt.target)
			}
			if s.DEFCON != 5 {
				t.Errorf("DEFCON after a war card = %d, want 5", s.DEFCON)
			}
		})
	}
}
