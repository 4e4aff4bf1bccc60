package twilight

import (
	"strings"
	"testing"

	"turnmail/engine"
	"turnmail/engine/enginetest"
)

// TestFinalRecord plays random games to their end and checks that the
// views keep the record secret until the end and show it after: both
// hands at every turn played, the regions region by region, and private
// notes such as a revealed hand.
func TestFinalRecord(t *testing.T) {
	for i := 1; i <= 4; i++ {
		p := enginetest.Play{Game: Game, Config: cfg, Seed: uint64(i), MaxSteps: maxRandomSteps}
		p.Config.Seed = uint64(i) * 104729
		var during string
		p.Check = func(st engine.State) error {
			s := st.(*state)
			if !s.Over {
				during = s.View("USSR").Public + s.View("US").Public
			}
			return nil
		}
		rep, err := p.Run()
		if err != nil {
			t.Fatalf("random game %d: %v", i, err)
		}
		s := rep.Final.(*state)
		if strings.Contains(during, "What was secret") || strings.Contains(during, "the US hand:") {
			t.Errorf("game %d: a view before the end shows the record:\n%s", i, during)
		}
		if d := s.View("US").Data.(viewData); len(d.Record) != len(s.Record) || len(d.Record) == 0 {
			t.Errorf("game %d: the view's data at the end has %d record lines, want %d", i, len(d.Record), len(s.Record))
		}
		for _, seat := range []string{"USSR", "US"} {
			v := s.View(seat).Public
			for turn := 1; turn <= s.Turn; turn++ {
				for _, side := range []string{"USSR", "US"} {
					if want := "Turn " + itoa(turn) + ", the " + side + " hand:"; !strings.Contains(v, want) {
						t.Errorf("game %d (%s): the %s view at the end lacks %q:\n%s", i, s.Reason, seat, want, v)
					}
				}
			}
			for _, r := range []string{"Europe:", "Asia:", "Middle East:", "Central America:", "South America:", "Africa:"} {
				if !strings.Contains(v[strings.Index(v, "Game over"):], r) {
					t.Errorf("game %d: the %s view at the end lacks the region %s", i, seat, r)
				}
			}
		}
	}
}

// TestFinalRecordKeepsPrivateNotes: a hand shown to one side by an event
// (Lone Gunman) is in the record.
func TestFinalRecordKeepsPrivateNotes(t *testing.T) {
	s := testState(t)
	give(s, US, 19, 21)
	runEvent(t, s, 62, USSR, "influence Poland")
	if len(s.Record) == 0 || !strings.Contains(s.Record[len(s.Record)-1], "Only to the USSR: Lone Gunman") {
		t.Errorf("record after Lone Gunman = %q, want the US hand shown to the USSR", s.Record)
	}
}
