package twilight

import (
	"fmt"
	"os"
	"testing"

	"turnmail/engine"
	"turnmail/engine/enginetest"
)

var cfg = engine.Config{Seats: []string{"USSR", "US"}}

// invariants checks the rules' invariants after every step: influence
// never negative, DEFCON 1-5, every card in exactly one place, hands
// within limits, the China Card with exactly one side.
func invariants(st engine.State) error {
	s := st.(*state)
	for p := range s.Inf {
		for c, n := range s.Inf[p] {
			if n < 0 {
				return fmt.Errorf("%v influence in %s is %d", Side(p), countries[c].Name, n)
			}
		}
	}
	if s.DEFCON < 1 || s.DEFCON > 5 {
		return fmt.Errorf("DEFCON is %d", s.DEFCON)
	}
	if s.DEFCON == 1 && !s.Over {
		return fmt.Errorf("DEFCON 1 but the game goes on")
	}
	seen := map[int]string{}
	place := func(where string, ns []int) error {
		for _, n := range ns {
			if n == chinaCard && where == "play" {
				continue
			}
			if n == chinaCard {
				return fmt.Errorf("the China Card is in %s", where)
			}
			if prev, dup := seen[n]; dup {
				return fmt.Errorf("card %d is in %s and in %s", n, prev, where)
			}
			seen[n] = where
		}
		return nil
	}
	for _, pl := range []struct {
		where string
		ns    []int
	}{{"the USSR hand", s.Hands[USSR]}, {"the US hand", s.Hands[US]}, {"the deck", s.Deck},
		{"the discards", s.Discard}, {"the removed cards", s.Removed}, {"play", s.InPlay},
		{"the headlines", nonZero(s.Headline[:])}} {
		if err := place(pl.where, pl.ns); err != nil {
			return err
		}
	}
	inGame := 0
	for _, p := range []Period{EarlyWar, MidWar, LateWar} {
		if p == EarlyWar || p == MidWar && s.Turn >= 4 && s.Halt == "" || p == LateWar && s.Turn >= 8 && s.Halt == "" {
			inGame += len(s.periodDeck(p))
		}
	}
	if len(seen) != inGame {
		return fmt.Errorf("%d cards are somewhere, want %d", len(seen), inGame)
	}
	limit := 9
	if s.Turn <= 3 {
		limit = 8
	}
	for p := range s.Hands {
		if len(s.Hands[p]) > limit {
			return fmt.Errorf("%v holds %d cards, limit %d", Side(p), len(s.Hands[p]), limit)
		}
	}
	held := s.China == USSR || s.China == US
	inPlay := false
	for _, n := range s.InPlay {
		inPlay = inPlay || n == chinaCard
	}
	if s.ccwOpen() && (held || inPlay) {
		return fmt.Errorf("the China Card is held by %v or in play %v during the Chinese Civil War", s.China, inPlay)
	}
	if held == inPlay && !s.ccwOpen() {
		return fmt.Errorf("the China Card is held by %v and in play %v", s.China, inPlay)
	}
	return nil
}

func nonZero(ns []int) []int {
	var out []int
	for _, n := range ns {
		if n != 0 {
			out = append(out, n)
		}
	}
	return out
}

// TestRandomGamesThroughTurn3 plays random legal games, with and without
// the optional cards, until they end or halt at turn 4 (the Mid War
// cards are part 2), checking the invariants after every step.
func TestRandomGamesThroughTurn3(t *testing.T) {
	n := 20
	if os.Getenv("TURNMAIL_LONG") != "" {
		n = 2000
	}
	optional := cfg
	optional.Options = engine.Options{"optional-cards": "yes"}
	for _, c := range []engine.Config{cfg, optional} {
		checkRandomGames(t, n, c, true)
	}
}

// TestThousandsOfRandomGamesKeepTheInvariants plays a thousand random
// games per deck through turn 3 with the invariants checked after every
// step (without the deep replay checks, which the test above makes).
func TestThousandsOfRandomGamesKeepTheInvariants(t *testing.T) {
	if testing.Short() {
		t.Skip("2000 random games take about half a minute; run without -short")
	}
	optional := cfg
	optional.Options = engine.Options{"optional-cards": "yes"}
	for _, c := range []engine.Config{cfg, optional} {
		checkRandomGames(t, 1000, c, false)
	}
}

func checkRandomGames(t *testing.T, n int, c engine.Config, deep bool) {
	t.Helper()
	reps := enginetest.RandomGames(t, n, enginetest.Play{Game: Game, Config: c, Deep: deep, Check: invariants})
	reachedTurn4 := 0
	for i, r := range reps {
		s := r.Final.(*state)
		switch {
		case s.Over:
		case s.Halt != "" && s.Turn == 4:
			reachedTurn4++
		default:
			t.Errorf("random game %d stopped in turn %d: halt %q", i+1, s.Turn, s.Halt)
		}
	}
	if reachedTurn4 == 0 {
		t.Errorf("no random game reached turn 4")
	}
}

// BenchmarkRandomGame plays random games through turn 3 (they halt at
// turn 4 until the Mid War cards exist).
func BenchmarkRandomGame(b *testing.B) {
	for i := 0; i < b.N; i++ {
		p := enginetest.Play{Game: Game, Config: cfg, Seed: uint64(i + 1)}
		p.Config.Seed = uint64(i+1) * 7919
		if _, err := p.Run(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// BenchmarkActionRound loads a stored game at the start of the USSR's
// first action round and applies one whole round from one line, as the
// service does for one mail.
func BenchmarkActionRound(b *testing.B) {
	st, err := Game.New(engine.Config{Seats: seats, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	s := st.(*state)
	for _, step := range []struct{ seat, line string }{
		{"USSR", "influence Poland 4, East Germany, Austria"},
		{"US", "influence West Germany 4, Italy 3"},
		{"USSR", "headline 18"},
		{"US", "headline " + itoa(s.Hands[US][0])},
	} {
		if _, err := s.Apply(step.seat, step.line); err != nil {
			b.Fatalf("Apply(%s, %q) = %v", step.seat, step.line, err)
		}
	}
	pr := s.Pending()
	if len(pr) != 1 || pr[0].Seat != "USSR" {
		b.Fatalf("not at the USSR's action round: %+v", pr)
	}
	snap, _ := s.Marshal()
	line := "play 6 ops influence North Korea 3, South Korea 2"
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		st, err := Game.Load(snap)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := st.Apply("USSR", line); err != nil {
			b.Fatalf("Apply(USSR, %q) = %v", line, err)
		}
		if _, err := st.Marshal(); err != nil {
			b.Fatal(err)
		}
	}
}
