package risk

import (
	"encoding/json"
	"reflect"
	"testing"

	"turnmail/engine"
	"turnmail/engine/enginetest"
)

// TestOptionInPlaceMatchesParsedLine plays random games and applies each
// chosen option twice: as written, which Apply carries out in place, and
// with a leading space, which goes through the parser on a copy. Both
// must give the same result and the same state.
func TestOptionInPlaceMatchesParsedLine(t *testing.T) {
	for _, setup := range setups {
		t.Run(setup, func(t *testing.T) {
			st, err := Game.New(config(setup, 3))
			if err != nil {
				t.Fatalf("New(%s) = %v", setup, err)
			}
			s := st.(*state)
			rng := engine.NewRand(5)
			for i := 0; i < 3000 && !s.Outcome().Over; i++ {
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
				if a, b := marshal(t, s), marshal(t, parsed); a != b {
					t.Fatalf("after Apply(%s, %q) in place:\n%s\nwant as parsed:\n%s", pr.Seat, opt, a, b)
				}
			}
		})
	}
}

// TestViewOutlivesApply takes every view before each step of random games
// and checks that applying the step, which changes the state in place,
// leaves the views taken before as they were.
func TestViewOutlivesApply(t *testing.T) {
	for _, setup := range setups {
		t.Run(setup, func(t *testing.T) {
			st, err := Game.New(config(setup, 11))
			if err != nil {
				t.Fatalf("New(%s) = %v", setup, err)
			}
			s := st.(*state)
			rng := engine.NewRand(13)
			for i := 0; i < 3000 && !s.Outcome().Over; i++ {
				views := []engine.View{s.View("red"), s.View("blue"), s.Public(), s.Full()}
				var before []string
				for _, v := range views {
					before = append(before, marshal(t, v.Data))
				}
				pr := s.Pending()[0]
				opt := pr.Options[rng.Intn(len(pr.Options))]
				if _, err := s.Apply(pr.Seat, opt); err != nil {
					t.Fatalf("Apply(%s, %q) = %v", pr.Seat, opt, err)
				}
				for j, v := range views {
					if got := marshal(t, v.Data); got != before[j] {
						t.Fatalf("view %d changed by Apply(%s, %q):\n%s\nwas:\n%s", j, pr.Seat, opt, got, before[j])
					}
				}
			}
		})
	}
}

func marshal(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("json.Marshal = %v", err)
	}
	return string(b)
}

// A line of fillers alone is no command at all
// (engine.Refusal.NotCommand); an unknown territory or a wrong command
// is a command refused.
func TestNotCommandMarksOnlyLinesWithoutACommand(t *testing.T) {
	seats, err := Game.Seats(nil)
	if err != nil {
		t.Fatal(err)
	}
	enginetest.CheckNotCommand(t, Game, engine.Config{Seats: seats, Seed: 7},
		[]string{"I'd like to", "and"},
		[]string{"1 on Ural", "Deutschland: 4 Frankreich"})
}
