package twilight

import (
	"testing"
	"time"

	"turnmail/engine"
)

// playRandom plays one random game as enginetest.Play does (a random
// prompt, a random option of it) until the game ends, halts or stop says
// so, and returns the number of decisions applied.
func playRandom(tb testing.TB, c engine.Config, seed uint64, stop func(*state) bool) int {
	tb.Helper()
	st, err := Game.New(c)
	if err != nil {
		tb.Fatalf("New: %v", err)
	}
	s := st.(*state)
	rng := engine.NewRand(seed)
	steps := 0
	for !s.Over && s.Halt == "" && (stop == nil || !stop(s)) {
		prompts := s.Pending()
		if len(prompts) == 0 {
			tb.Fatalf("seed %d step %d: no prompts", seed, steps)
		}
		pr := prompts[rng.Intn(len(prompts))]
		cmd := pr.Options[rng.Intn(len(pr.Options))]
		if _, err := s.Apply(pr.Seat, cmd); err != nil {
			tb.Fatalf("seed %d step %d: Apply(%s, %q) = %v", seed, steps, pr.Seat, cmd, err)
		}
		steps++
	}
	return steps
}

// benchGames plays random games and reports games and decisions per
// second of wall time and of this process's CPU time (which a busy
// machine does not stretch); with -benchmem allocs/op and B/op are per
// game.
func benchGames(b *testing.B, c engine.Config, stop func(*state) bool) {
	b.ReportAllocs()
	steps, games := 0, 0
	var cpu time.Duration
	for i := 0; b.Loop(); i++ {
		c.Seed = uint64(i+1) * 7919
		start := cpuTime()
		steps += playRandom(b, c, uint64(i+1), stop)
		cpu += cpuTime() - start
		games++
	}
	sec := b.Elapsed().Seconds()
	b.ReportMetric(float64(games)/sec, "games/s")
	b.ReportMetric(float64(steps)/sec, "decisions/s")
	b.ReportMetric(float64(steps)/float64(games), "decisions/game")
	if cpu > 0 {
		b.ReportMetric(float64(games)/cpu.Seconds(), "games/cpu-s")
		b.ReportMetric(float64(steps)/cpu.Seconds(), "decisions/cpu-s")
	}
}

// BenchmarkCompleteGame plays complete random games of the full rules
// (every card, the optional ones too) to their end.
func BenchmarkCompleteGame(b *testing.B) {
	c := cfg
	c.Options = engine.Options{"optional-cards": "yes"}
	benchGames(b, c, nil)
}

// BenchmarkThroughTurn3 plays random games of the full rules until turn 4
// begins, the span of the part 1 figure.
func BenchmarkThroughTurn3(b *testing.B) {
	benchGames(b, cfg, func(s *state) bool { return s.Turn >= 4 })
}

// TestInfluenceArraysFitTheMap: the fixed influence arrays have one entry
// per country of the map.
func TestInfluenceArraysFitTheMap(t *testing.T) {
	if len(countries) != numCountries {
		t.Errorf("len(countries) = %d, want numCountries = %d", len(countries), numCountries)
	}
}
