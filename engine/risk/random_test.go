package risk

import (
	"fmt"
	"os"
	"testing"
	"time"

	"turnmail/engine"
	"turnmail/engine/enginetest"
)

var setups = []string{setupSpiel1, setupSpiel2, setupCommand}

func config(setup string, seed uint64) engine.Config {
	// Random players rarely finish a game: the house turn limit keeps
	// them bounded. Red begins, as the golden views expect.
	return engine.Config{Options: engine.Options{"setup": setup, "turn-limit": "100", "first-player": "red"},
		Seats: []string{"red", "blue"}, Seed: seed}
}

// invariants checks what must hold after every step of every game.
func invariants(st engine.State) error {
	s := st.(*state)
	setupLeft := func(a int) int {
		if s.kz() {
			return s.placeRemaining(a)
		}
		return 0
	}
	for p := red; p <= blue; p++ {
		if s.Supply[p] < 0 || s.Lazarett[p] < 0 {
			return fmt.Errorf("%s: supply %d, Lazarett %d", seatNames[p], s.Supply[p], s.Lazarett[p])
		}
		pool := 0
		if s.Active == p {
			pool = s.Pool
		}
		if got := s.onBoard(p) + s.Supply[p] + s.Lazarett[p] + pool + setupLeft(p); got != piecesEach {
			return fmt.Errorf("%s: board %d + supply %d + Lazarett %d + pool %d + unplaced %d = %d, want %d",
				seatNames[p], s.onBoard(p), s.Supply[p], s.Lazarett[p], pool, setupLeft(p), got, piecesEach)
		}
		if !s.kz() && s.Lazarett[p] != 0 {
			return fmt.Errorf("%s has a Lazarett of %d outside the Kommandozentrale", seatNames[p], s.Lazarett[p])
		}
		if a := s.Airfield[p]; a >= 0 && s.Owner[a] != p {
			return fmt.Errorf("%s's airfield stands in %s, owned by %d", seatNames[p], terrID(a).name(), s.Owner[a])
		}
	}
	if got := s.onBoard(neutral) + s.Supply[neutral] + setupLeft(neutral); got != neutralUnits {
		return fmt.Errorf("neutral: board %d + defeated %d + unplaced %d = %d, want %d",
			s.onBoard(neutral), s.Supply[neutral], setupLeft(neutral), got, neutralUnits)
	}
	if s.Pool > 0 && s.Phase != phDraft && s.Phase != phDraftAmount && s.Phase != phBuy && s.Phase != phMoveFrom &&
		s.Phase != phMoveTo && s.Phase != phMoveAmount {
		return fmt.Errorf("%d units left to place in phase %s", s.Pool, s.Phase)
	}
	if !s.inSetup() {
		for t := range board {
			if s.Units[t] < 1 || s.Owner[t] < neutral || s.Owner[t] > blue {
				return fmt.Errorf("%s: owner %d with %d units", terrID(t).name(), s.Owner[t], s.Units[t])
			}
		}
	}
	if n := len(s.options()); n > 150 {
		return fmt.Errorf("%d options in phase %s, want at most 150", n, s.Phase)
	}
	cards := len(s.Deck) + len(s.Discard) + len(s.Hands[red]) + len(s.Hands[blue])
	if cards != int(numTerr) {
		return fmt.Errorf("%d cards in deck, discards and hands, want %d", cards, numTerr)
	}
	if n := len(s.Missions) + len(s.Claimed[red]) + len(s.Claimed[blue]); n != 8 {
		return fmt.Errorf("%d missions open or claimed, want 8", n)
	}
	return nil
}

// neutralNeverGrows wraps invariants with a check that the neutral
// army's units on the board never increase once the setup is over; it
// remembers the last count of every game it has seen.
func neutralNeverGrows() func(engine.State) error {
	last := map[*state]int{}
	return func(st engine.State) error {
		if err := invariants(st); err != nil {
			return err
		}
		s := st.(*state)
		if s.inSetup() || s.Phase == phFirst {
			return nil
		}
		n := s.onBoard(neutral)
		if prev, ok := last[s]; ok && n > prev {
			return fmt.Errorf("neutral army grew from %d to %d units", prev, n)
		}
		last[s] = n
		return nil
	}
}

func TestRandomGamesKeepTheInvariants(t *testing.T) {
	n := 3
	if os.Getenv("TURNMAIL_LONG") != "" {
		n = 100
	}
	for _, setup := range setups {
		t.Run(setup, func(t *testing.T) {
			reps := enginetest.RandomGames(t, n, enginetest.Play{Game: Game, Config: config(setup, 0),
				Deep: true, Check: neutralNeverGrows()})
			for i, r := range reps {
				if !r.Final.Outcome().Over {
					t.Errorf("game %d did not end", i+1)
				}
			}
		})
	}
}

func TestRandomGamesShallow(t *testing.T) {
	n := 12
	if os.Getenv("TURNMAIL_LONG") != "" {
		n = 1000
	}
	for _, setup := range setups {
		t.Run(setup, func(t *testing.T) {
			reps := enginetest.RandomGames(t, n, enginetest.Play{Game: Game, Config: config(setup, 0),
				Check: neutralNeverGrows()})
			ends := map[string]int{}
			for _, r := range reps {
				o := r.Final.Outcome()
				ends[fmt.Sprint(o.Over)]++
			}
			if ends["true"] != n {
				t.Errorf("%d of %d games ended", ends["true"], n)
			}
		})
	}
}

func BenchmarkRandomGame(b *testing.B) {
	for _, setup := range setups {
		b.Run(setup, func(b *testing.B) {
			b.ReportAllocs()
			steps, games := 0, 0
			var cpu time.Duration
			for i := 0; b.Loop(); i++ {
				p := enginetest.Play{Game: Game, Config: config(setup, uint64(i)*7919), Seed: uint64(i)}
				start := enginetest.CPUTime()
				rep, err := p.Run()
				cpu += enginetest.CPUTime() - start
				if err != nil {
					b.Fatal(err)
				}
				steps += rep.Steps
				games++
			}
			b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
			b.ReportMetric(float64(steps)/b.Elapsed().Seconds(), "decisions/s")
			b.ReportMetric(float64(steps)/float64(games), "steps/game")
			if cpu > 0 {
				b.ReportMetric(float64(games)/cpu.Seconds(), "games/cpu-s")
				b.ReportMetric(float64(steps)/cpu.Seconds(), "decisions/cpu-s")
			}
		})
	}
}

// examplesAreLegal checks that each prompt's example is accepted.
func examplesAreLegal(st engine.State) error {
	s := st.(*state)
	for _, p := range s.Pending() {
		c := s.clone()
		if _, err := c.Apply(p.Seat, p.Example); err != nil {
			return fmt.Errorf("example %q of %q is refused: %v", p.Example, p.Question, err)
		}
	}
	return invariants(st)
}

func TestExamplesAreLegal(t *testing.T) {
	for _, setup := range setups {
		enginetest.RandomGames(t, 1, enginetest.Play{Game: Game, Config: config(setup, 0), Check: examplesAreLegal})
	}
}
