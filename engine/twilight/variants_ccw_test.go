package twilight

import (
	"strings"
	"testing"

	"turnmail/engine"
)

// ccwState is a test board with the Chinese Civil War unresolved.
func ccwState(t *testing.T) *state {
	t.Helper()
	s := testState(t)
	s.Variants.ChineseCivilWar = true
	s.China, s.ChinaFaceUp = Neutral, false
	return s
}

func TestChineseCivilWarSetup(t *testing.T) {
	s := newGame(t, 7, engine.Options{optCCW: "yes"})
	v := s.Public().Public
	if s.China != Neutral || !strings.Contains(v, "Chinese Civil War: USSR 0 of 3") || !strings.Contains(v, "Variants: Chinese Civil War.") {
		t.Errorf("Chinese Civil War setup: China with %v, view:\n%s", s.China, v)
	}
}

// TestChineseCivilWarInfluence: only the USSR may place there, 1 Op a
// point; the third point gives it the China Card face up at once.
func TestChineseCivilWarInfluence(t *testing.T) {
	s := ccwState(t)
	give(s, USSR, 7)
	give(s, US, 4)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 7 ops")
	if !hasOption(t, s, "influence Chinese Civil War") {
		t.Fatalf("USSR Ops options %v lack the Chinese Civil War space", asked(t, s).Options)
	}
	mustApply(t, s, "USSR", "influence ccw 2")
	if s.CCW != 2 || s.China != Neutral {
		t.Errorf("2 on the space: CCW %d, China with %v; want 2 and unowned", s.CCW, s.China)
	}
	mustApply(t, s, "USSR", "influence Chinese Civil War")
	if s.CCW != 3 || s.China != USSR || !s.ChinaFaceUp || s.Flow != nil {
		t.Errorf("3 on the space: CCW %d, China with %v face up %v; want the USSR face up", s.CCW, s.China, s.ChinaFaceUp)
	}
	if s.ccwOpen() || strings.Contains(s.Public().Public, "Chinese Civil War:") {
		t.Errorf("the civil war is still shown open after 3 influence")
	}

	s = ccwState(t)
	give(s, US, 4)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "play 4 ops")
	if hasOption(t, s, "influence Chinese Civil War") {
		t.Errorf("the US is offered the Chinese Civil War space")
	}
	mustRefuse(t, s, "US", "influence Chinese Civil War")
}

// TestChineseCivilWarBans: rules 12.4, until the civil war ends.
func TestChineseCivilWarBans(t *testing.T) {
	s := ccwState(t)
	for _, tc := range []struct {
		card   int
		player Side
		banned bool
	}{{31, USSR, true}, {31, US, false}, {35, US, true}, {35, USSR, true}, {58, USSR, true}, {58, US, true}, {4, USSR, false}} {
		if got := s.eventPrevented(tc.card, tc.player) != ""; got != tc.banned {
			t.Errorf("eventPrevented(%s, %s) during the civil war: banned %v, want %v", cardName(tc.card), tc.player, got, tc.banned)
		}
	}
	s.CCW = 3
	if why := s.eventPrevented(31, USSR); why != "" {
		t.Errorf("Red Scare/Purge still banned after the civil war: %q", why)
	}
}

// TestChineseCivilWarKoreanWar: rules 12.4.2, the USSR's roll is -1.
func TestChineseCivilWarKoreanWar(t *testing.T) {
	for _, open := range []bool{false, true} {
		s := testState(t)
		s.Variants.ChineseCivilWar = true
		if !open {
			s.CCW = 3
		}
		rig(s, 4)
		runEvent(t, s, 11, USSR)
		if won := s.VP == -2; won == open {
			t.Errorf("Korean War rolling 4, civil war open %v: VP %d", open, s.VP)
		}
	}
}

// TestChineseCivilWarFinalScoring: an unowned China Card gives nobody its
// VP (rules 12.2).
func TestChineseCivilWarFinalScoring(t *testing.T) {
	s := ccwState(t)
	s.Turn = 10
	runInFlow(t, s, func(s *state) { s.finalScoring() })
	if s.Winner != "" || logHas(s.log, "holds the China Card") {
		t.Errorf("final scoring with the China Card unowned: winner %q, log %v; want a draw with no China VP", s.Winner, s.log)
	}
}

// TestNixonPlaysTheChinaCardDuringChineseCivilWar: the US counts as the
// China Card's holder (rules 12.4.1), so Nixon gives it 2 VP and the
// China Card stays unowned.
func TestNixonPlaysTheChinaCardDuringChineseCivilWar(t *testing.T) {
	s := ccwState(t)
	runEvent(t, s, 71, US)
	if s.VP != 2 || s.China != Neutral {
		t.Errorf("Nixon during the Chinese Civil War: VP %d, China with %v; want 2 and unowned", s.VP, s.China)
	}
}

// TestUssuriRiverSkirmishDuringChineseCivilWar: the US counts as the
// China Card's holder (rules 12.4.1), so it adds 4 influence in Asia and
// the China Card stays unowned.
func TestUssuriRiverSkirmishDuringChineseCivilWar(t *testing.T) {
	s := ccwState(t)
	runEvent(t, s, 76, US, "choose Japan, Japan, Taiwan, Taiwan")
	if inf(s, US, "Japan") != 2 || inf(s, US, "Taiwan") != 2 || s.China != Neutral {
		t.Errorf("Ussuri during the Chinese Civil War: Japan %d Taiwan %d China with %v; want 2, 2, unowned",
			inf(s, US, "Japan"), inf(s, US, "Taiwan"), s.China)
	}
}
