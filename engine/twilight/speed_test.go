package twilight

import (
	"bytes"
	"encoding/json"
	"os"
	"slices"
	"testing"
	"time"

	"turnmail/engine"
	"turnmail/engine/enginetest"
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
		start := enginetest.CPUTime()
		steps += playRandom(b, c, uint64(i+1), stop)
		cpu += enginetest.CPUTime() - start
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

// snapshotMoves lead from seed 1 (optional cards) to the USSR's second
// turn, in the middle of placing the Ops of card 27: the state of
// testdata/snapshot_turn2_open_ops.json, which was written by the engine
// that still encoded a flow's base when the flow began.
var snapshotMoves = [][2]string{
	{"USSR", "influence Poland"},
	{"USSR", "influence Poland"},
	{"USSR", "influence Poland"},
	{"USSR", "influence Poland"},
	{"USSR", "influence Poland"},
	{"USSR", "influence Poland"},
	{"US", "influence Italy"},
	{"US", "influence Italy"},
	{"US", "influence Italy"},
	{"US", "influence Italy"},
	{"US", "influence Italy"},
	{"US", "influence Italy"},
	{"US", "influence Italy"},
	{"USSR", "headline 29"},
	{"US", "headline 17"},
	{"USSR", "play 34 event"},
	{"US", "play 15 ops event first"},
	{"US", "influence Lebanon"},
	{"USSR", "space 20"},
	{"US", "play 28 ops"},
	{"US", "influence Jordan"},
	{"US", "influence Indonesia"},
	{"US", "influence Indonesia"},
	{"USSR", "play 19 ops event first"},
	{"US", "choose France"},
	{"USSR", "coup Canada"},
	{"US", "play 14 ops event first"},
	{"USSR", "choose Poland"},
	{"USSR", "choose Romania"},
	{"USSR", "choose Hungary"},
	{"USSR", "choose Yugoslavia"},
	{"US", "influence Syria"},
	{"US", "influence Indonesia"},
	{"US", "influence Malaysia"},
	{"USSR", "play 35 ops"},
	{"USSR", "coup UK"},
	{"US", "play 30 ops"},
	{"US", "influence Saudi Arabia"},
	{"US", "influence Malaysia"},
	{"USSR", "choose Ivory Coast"},
	{"USSR", "choose Kenya"},
	{"USSR", "choose Ethiopia"},
	{"USSR", "choose Morocco"},
	{"USSR", "play 13 ops"},
	{"USSR", "influence Sudan"},
	{"USSR", "influence Iran"},
	{"US", "play 8 ops event first"},
	{"US", "influence Mexico"},
	{"US", "influence Malaysia"},
	{"USSR", "play 104 event"},
	{"US", "play 105 event"},
	{"USSR", "headline 24"},
	{"US", "headline 18"},
	{"USSR", "choose Pakistan"},
	{"USSR", "play 27 ops"},
	{"USSR", "influence Cuba"},
}

// TestSnapshotWithAnOpenFlowLoads: a stored snapshot taken in the middle
// of an action round loads, writes the same bytes again, equals the state
// the same moves build now, and goes on as that state does.
func TestSnapshotWithAnOpenFlowLoads(t *testing.T) {
	old, err := os.ReadFile("testdata/snapshot_turn2_open_ops.json")
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := Game.Load(old)
	if err != nil {
		t.Fatalf("Load = %v", err)
	}
	if b, _ := loaded.Marshal(); !bytes.Equal(b, old) {
		t.Fatalf("Marshal after Load differs from the stored snapshot")
	}
	built, err := Game.New(engine.Config{Seats: seats, Seed: 1, Options: engine.Options{"optional-cards": "yes"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range snapshotMoves {
		if _, err := built.Apply(m[0], m[1]); err != nil {
			t.Fatalf("Apply(%s, %q) = %v", m[0], m[1], err)
		}
	}
	// The snapshot predates the end-of-game record (record.go), which the
	// state built now keeps: compare them without it.
	if b, _ := built.Marshal(); !bytes.Equal(withoutRecord(t, b), withoutRecord(t, old)) {
		t.Fatalf("the moves build a state whose Marshal differs from the stored snapshot")
	}
	for step := 0; step < 6 && !loaded.Outcome().Over; step++ {
		pr := loaded.Pending()[0]
		opt := pr.Options[len(pr.Options)/2]
		a, errA := loaded.Apply(pr.Seat, opt)
		b, errB := built.Apply(pr.Seat, opt)
		if errA != nil || errB != nil {
			t.Fatalf("Apply(%s, %q) = %v on the loaded state, %v on the built one", pr.Seat, opt, errA, errB)
		}
		if a.Normal != b.Normal || !slices.Equal(a.Log, b.Log) {
			t.Errorf("Apply(%s, %q): loaded gives %q %v, built gives %q %v", pr.Seat, opt, a.Normal, a.Log, b.Normal, b.Log)
		}
		la, _ := loaded.Marshal()
		lb, _ := built.Marshal()
		if !bytes.Equal(withoutRecord(t, la), withoutRecord(t, lb)) {
			t.Fatalf("after Apply(%s, %q) the loaded and the built state differ", pr.Seat, opt)
		}
	}
}

// withoutRecord is a state's JSON without its "record" fields (also the
// one inside a flow's saved start), re-encoded with sorted keys.
func withoutRecord(t *testing.T, b []byte) []byte {
	t.Helper()
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatalf("state JSON: %v", err)
	}
	var drop func(any)
	drop = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			delete(v, "record")
			for _, e := range v {
				drop(e)
			}
		case []any:
			for _, e := range v {
				drop(e)
			}
		}
	}
	drop(v)
	out, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// BenchmarkMailCycle measures what the desk does for each mail: Load a
// stored state, Apply one move, Marshal the result. The states are those
// of a random complete game after every step, so a procedure waiting for
// an answer is re-run from its base in every cycle.
func BenchmarkMailCycle(b *testing.B) {
	c := cfg
	c.Options = engine.Options{"optional-cards": "yes"}
	c.Seed = 7919
	st, err := Game.New(c)
	if err != nil {
		b.Fatal(err)
	}
	type mail struct {
		snap      []byte
		seat, opt string
	}
	var mails []mail
	rng := engine.NewRand(1)
	for s := st.(*state); !s.Over && s.Halt == ""; {
		snap, _ := s.Marshal()
		prompts := s.Pending()
		pr := prompts[rng.Intn(len(prompts))]
		opt := pr.Options[rng.Intn(len(pr.Options))]
		mails = append(mails, mail{snap, pr.Seat, opt})
		if _, err := s.Apply(pr.Seat, opt); err != nil {
			b.Fatalf("Apply(%s, %q) = %v", pr.Seat, opt, err)
		}
	}
	b.ReportAllocs()
	var cpu time.Duration
	for i := 0; b.Loop(); i++ {
		m := mails[i%len(mails)]
		start := enginetest.CPUTime()
		s, err := Game.Load(m.snap)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.Apply(m.seat, m.opt); err != nil {
			b.Fatalf("Apply(%s, %q) = %v", m.seat, m.opt, err)
		}
		if _, err := s.Marshal(); err != nil {
			b.Fatal(err)
		}
		cpu += enginetest.CPUTime() - start
	}
	if cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu.Seconds(), "mails/cpu-s")
	}
}
