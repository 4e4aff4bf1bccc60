package twilight

import (
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
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

// randomConfigs are the decks and variants the random games play: the
// standard deck, the optional cards, each variant, and the Late War
// scenario with and without the optional cards.
func randomConfigs() map[string]engine.Config {
	with := func(kv ...string) engine.Config {
		c := cfg
		c.Options = engine.Options{}
		for i := 0; i < len(kv); i += 2 {
			c.Options[kv[i]] = kv[i+1]
		}
		return c
	}
	return map[string]engine.Config{
		"standard":          with(),
		"optional cards":    with("optional-cards", "yes"),
		"tournament":        with(optTournament, "yes", "optional-cards", "yes"),
		"bid":               with(optBid, "yes"),
		"bid for sides":     with(optBid, "sides"),
		"chinese civil war": with(optCCW, "yes", "optional-cards", "yes"),
		"late war":          with(optScenario, "late-war"),
		"late war optional": with(optScenario, "late-war", "optional-cards", "yes"),
		"designer optional rules": with(optRealignAnywhere, "yes", optRealignNoLoss, "yes",
			optMixedOps, "yes", optSpaceNoRoll, "yes", "optional-cards", "yes"),
	}
}

// maxRandomSteps bounds a random game: a whole game takes a few hundred
// to a few thousand steps, so more than this is a loop.
const maxRandomSteps = 20000

// TestRandomWholeGames plays random legal games with all 110 cards to
// the end of turn 10 (or an earlier victory) under every deck and
// variant, checking the invariants after every step: no dead end (a
// seat asked with no legal option), no runaway, and never a halt. The
// normal run plays a short fixed slice; TURNMAIL_LONG=1 plays thousands.
func TestRandomWholeGames(t *testing.T) {
	n, deep := 6, 1
	if os.Getenv("TURNMAIL_LONG") != "" {
		n, deep = 750, 20
	}
	total := map[string]int{}
	names := slices.Sorted(maps.Keys(randomConfigs()))
	for _, name := range names {
		c := randomConfigs()[name]
		t.Run(name, func(t *testing.T) {
			ended := map[string]int{}
			for i := 1; i <= n; i++ {
				p := enginetest.Play{Game: Game, Config: c, Check: invariants, MaxSteps: maxRandomSteps,
					Seed: uint64(i), Deep: i <= deep}
				p.Config.Seed = uint64(i) * 7919
				rep, err := p.Run()
				if err != nil {
					t.Errorf("random game %d (game seed %d): %v\nlast moves: %v", i, p.Config.Seed, err, lastMoves(rep.Moves, 12))
					continue
				}
				if rep.Halted != "" {
					t.Errorf("random game %d (game seed %d) halted in turn %d: %s", i, p.Config.Seed, rep.Final.(*state).Turn, rep.Halted)
					continue
				}
				fin := rep.Final.(*state)
				// The scenario's victory rule leaves no draw, but it names
				// only the US's Wargames: a USSR Wargames at 0 is a draw
				// (README.md, Variants).
				if fin.Variants.LateWar && fin.Winner == "" && !strings.Contains(fin.Reason, "USSR played Wargames") {
					t.Errorf("Late War game %d ended in a draw (%s); the scenario has none", i, fin.Reason)
				}
				ended[endKind(fin)]++
			}
			t.Logf("%d games: %v", n, ended)
			for k, v := range ended {
				total[k] += v
			}
		})
	}
	t.Logf("all %d games: %v", n*len(names), total)
	if total["final scoring"] == 0 {
		t.Errorf("no random game reached the final scoring: %v", total)
	}
}

// endKind sorts how a random game ended, for the counts in the log.
func endKind(s *state) string {
	for _, k := range []struct{ in, kind string }{
		{"final scoring", "final scoring"}, {"Wargames", "Wargames"}, {"DEFCON 1", "DEFCON 1"}, {"20 VP", "20 VP"},
		{"controls Europe", "Europe control"}, {"Cuban Missile Crisis", "Cuban Missile Crisis"},
		{"scoring card", "scoring card held"},
	} {
		if strings.Contains(s.Reason, k.in) {
			return k.kind
		}
	}
	return "other: " + s.Reason
}

func lastMoves(m []enginetest.Move, n int) []enginetest.Move {
	if len(m) > n {
		return m[len(m)-n:]
	}
	return m
}

// BenchmarkRandomGame plays whole random games with the standard deck, to
// the end of turn 10 or an earlier victory.
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
