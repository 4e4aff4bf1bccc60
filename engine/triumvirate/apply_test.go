package triumvirate

import (
	"reflect"
	"testing"

	"turnmail/engine"
	"turnmail/engine/enginetest"
)

// TestOptionInPlaceMatchesParsedLine plays random games and applies each
// chosen option twice: as written, which Apply carries out in place, and
// with a leading space, which goes through the reader on a copy. Both
// must give the same result and the same state.
func TestOptionInPlaceMatchesParsedLine(t *testing.T) {
	for _, players := range []int{2, 3} {
		for seed := uint64(1); seed <= 5; seed++ {
			cfg := config(players)
			cfg.Seed = seed
			st, err := Game.New(cfg)
			if err != nil {
				t.Fatalf("New(%d players) = %v", players, err)
			}
			s := st.(*state)
			rng := engine.NewRand(seed + 100)
			for i := 0; i < 5000 && !s.Outcome().Over; i++ {
				pr := s.Pending()[0]
				opt := pr.Options[rng.Intn(len(pr.Options))]
				parsed := s.clone()
				want, err := parsed.Apply(pr.Seat, " "+opt)
				if err != nil {
					t.Fatalf("Apply(%s, %q) = %v", pr.Seat, " "+opt, err)
				}
				got, err := s.Apply(pr.Seat, opt)
				if err != nil {
					t.Fatalf("Apply(%s, %q) = %v", pr.Seat, opt, err)
				}
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("Apply(%s, %q) = %+v, want %+v as parsed", pr.Seat, opt, got, want)
				}
				if !reflect.DeepEqual(s, parsed) {
					t.Fatalf("after Apply(%s, %q) in place:\n%+v\nwant as parsed:\n%+v", pr.Seat, opt, *s, *parsed)
				}
			}
		}
	}
}

// A line without a step is no command at all
// (engine.Refusal.NotCommand); a legion sent where the rules forbid is a
// command refused.
func TestNotCommandMarksOnlyLinesWithoutACommand(t *testing.T) {
	seats, err := Game.Seats(nil)
	if err != nil {
		t.Fatal(err)
	}
	enginetest.CheckNotCommand(t, Game, engine.Config{Seats: seats, Seed: 7},
		[]string{",", ""},
		[]string{"eine Legion nach Syria", "unknown words here"})
}
