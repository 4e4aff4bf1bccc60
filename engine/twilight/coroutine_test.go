package twilight

import (
	"bytes"
	"maps"
	"os"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"turnmail/engine"
)

// TestContinuationEqualsRerun: a procedure continued where it stopped
// (coroutine.go) ends where the same procedure re-run from its base with
// every answer ends. Random games of every configuration apply each step
// twice: to the game in memory, whose flow continues, and to a copy made
// by Marshal and Load, whose flow re-runs. Both must give the same result,
// the same Marshal bytes and the same prompts after every step.
func TestContinuationEqualsRerun(t *testing.T) {
	games := 1
	if os.Getenv("TURNMAIL_LONG") != "" {
		games = 40
	}
	configs := randomConfigs()
	for _, name := range slices.Sorted(maps.Keys(configs)) {
		t.Run(name, func(t *testing.T) {
			for g := range games {
				c := configs[name]
				c.Seed = uint64(g)*104729 + 11
				continued := playBothWays(t, c, uint64(g)+3)
				if continued == 0 {
					t.Errorf("seed %d: no step continued a parked procedure", c.Seed)
				}
			}
		})
	}
}

// playBothWays plays one random game as described at
// TestContinuationEqualsRerun and returns how many steps continued a
// parked procedure.
func playBothWays(t *testing.T, c engine.Config, seed uint64) int {
	t.Helper()
	st, err := Game.New(c)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	s := st.(*state)
	rng := engine.NewRand(seed)
	continued := 0
	for step := 0; !s.Over && s.Halt == ""; step++ {
		re := reloaded(t, s)
		if s.Flow != nil && s.live != nil {
			continued++
		}
		prompts := s.Pending()
		pr := prompts[rng.Intn(len(prompts))]
		opt := pr.Options[rng.Intn(len(pr.Options))]
		got, errGot := s.Apply(pr.Seat, opt)
		want, errWant := re.Apply(pr.Seat, opt)
		if errGot != nil || errWant != nil {
			t.Fatalf("seed %d step %d: Apply(%s, %q) = %v continued, %v re-run", c.Seed, step, pr.Seat, opt, errGot, errWant)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("seed %d step %d: Apply(%s, %q) = %+v continued, want %+v as re-run", c.Seed, step, pr.Seat, opt, got, want)
		}
		gb, _ := s.Marshal()
		wb, _ := re.Marshal()
		if !bytes.Equal(gb, wb) {
			t.Fatalf("seed %d step %d: after Apply(%s, %q) Marshal differs between the continued and the re-run state", c.Seed, step, pr.Seat, opt)
		}
		if gp, wp := s.Pending(), re.Pending(); !reflect.DeepEqual(gp, wp) {
			t.Fatalf("seed %d step %d: after Apply(%s, %q) Pending() = %v continued, want %v as re-run", c.Seed, step, pr.Seat, opt, gp, wp)
		}
	}
	return continued
}

// TestAbandonedFlowIsStopped: a state dropped while its procedure waits
// for an answer does not keep the procedure's goroutine: once the state
// is collected, the procedure unwinds. (Goroutines parked by earlier
// tests' states may end meanwhile too, so the count is checked only not
// to grow.)
func TestAbandonedFlowIsStopped(t *testing.T) {
	var unwound atomic.Int32
	procs["parked"] = func(s *state, p Side, _ int) {
		defer unwound.Add(1)
		s.choose(p, "Which?", []string{"this", "that"})
	}
	t.Cleanup(func() { delete(procs, "parked") })
	const n = 50
	goroutines := runtime.NumGoroutine()
	func() {
		for range n {
			s := testState(t)
			s.startFlow("parked", USSR, 0)
			if s.Flow == nil || s.live == nil {
				t.Fatalf("startFlow(parked) left no parked procedure")
			}
		}
	}()
	for i := 0; i < 1000 && unwound.Load() < n; i++ {
		runtime.GC()
		runtime.Gosched()
	}
	if got := unwound.Load(); got != n {
		t.Errorf("%d of %d dropped procedures unwound, want all", got, n)
	}
	if got := runtime.NumGoroutine(); got > goroutines {
		t.Errorf("NumGoroutine() = %d after the states were dropped, want at most %d as before", got, goroutines)
	}
}

// TestLoadedFlowLeavesAParkedProcedure: the first answer to a loaded
// state re-runs its flow and leaves the procedure parked, so the next
// answer continues it.
func TestLoadedFlowLeavesAParkedProcedure(t *testing.T) {
	st, err := Game.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := st.Marshal()
	loaded, err := Game.Load(b)
	if err != nil {
		t.Fatal(err)
	}
	s := loaded.(*state)
	if s.Flow == nil || s.live != nil {
		t.Fatalf("a loaded setup: Flow = %+v, want a flow without a parked procedure", s.Flow)
	}
	pr := asked(t, s)
	mustApply(t, s, pr.Seat, pr.Options[0])
	if s.Flow == nil || s.live == nil {
		t.Errorf("after Apply(%s, %q) on a loaded state the procedure is not parked", pr.Seat, pr.Options[0])
	}
	if c := s.copy(); c.live != nil {
		t.Errorf("copy() shares the parked procedure")
	}
}

// TestPanicInProcedureLeavesStateAsItWas: a bug that panics while a flow
// continues turns into Apply's internal error, leaves the state as it was
// before the step (the board the procedure changed in place too), and
// the game goes on from there.
func TestPanicInProcedureLeavesStateAsItWas(t *testing.T) {
	procs["fragile"] = func(s *state, p Side, _ int) {
		for {
			v := s.choose(p, "Which?", []string{"add", "boom", "stop"})
			switch v {
			case "add":
				s.addVP(p, 1)
				s.logf("One more.")
			case "boom":
				s.addVP(p, 5)
				s.DEFCON = 2
				s.logf("About to fail.")
				panic("a bug in the rules code")
			default:
				return
			}
		}
	}
	t.Cleanup(func() { delete(procs, "fragile") })
	s := testState(t)
	s.startFlow("fragile", USSR, 0)
	mustApply(t, s, "USSR", "choose add")
	before, _ := s.Marshal()
	pending := s.Pending()
	_, err := s.Apply("USSR", "choose boom")
	if err == nil || !strings.Contains(err.Error(), "internal error: a bug in the rules code") {
		t.Fatalf("Apply(USSR, choose boom) = %v, want the internal error", err)
	}
	if after, _ := s.Marshal(); !bytes.Equal(after, before) {
		t.Errorf("Apply(USSR, choose boom) failed but changed the state")
	}
	if got := s.Pending(); !reflect.DeepEqual(got, pending) {
		t.Errorf("Pending() after the failed step = %v, want %v", got, pending)
	}
	res := mustApply(t, s, "USSR", "choose add")
	if want := []string{"USSR +1 VP; VP now USSR 2.", "One more."}; !slices.Equal(res.Log, want) {
		t.Errorf("Apply(USSR, choose add) after the failed step logs %q, want %q", res.Log, want)
	}
	if s.VP != -2 || s.DEFCON != 5 {
		t.Errorf("after two adds and a failed step: VP %d, DEFCON %d; want -2 (USSR +2), 5", s.VP, s.DEFCON)
	}
	mustApply(t, s, "USSR", "choose stop")
	if s.Flow != nil {
		t.Errorf("the flow still waits after choose stop: %+v", s.Flow.Ask)
	}
}

// TestPanicInNextFlowLeavesStateAsItWas: when an answer ends a flow and
// the procedure that follows panics as it starts, Apply reports the
// internal error and the state is the one before the answer, with the
// ended flow waiting at the same question again.
func TestPanicInNextFlowLeavesStateAsItWas(t *testing.T) {
	st, err := Game.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*state)
	rng := engine.NewRand(9)
	for s.Flow == nil || s.Flow.Proc != "action" || s.live == nil {
		pr := s.Pending()[0]
		mustApply(t, s, pr.Seat, pr.Options[rng.Intn(len(pr.Options))])
	}
	round, side := s.Flow.Card, s.Flow.Side
	action := procs["action"]
	procs["action"] = func(s *state, p Side, ar int) {
		if p != side || ar != round {
			panic("a bug at the start of a round")
		}
		action(s, p, ar)
	}
	t.Cleanup(func() { procs["action"] = action })
	for step := 0; ; step++ {
		if s.Flow == nil || s.Flow.Proc != "action" || step > 100 {
			t.Fatalf("the action round ended without starting the next one (flow %+v)", s.Flow)
		}
		before, _ := s.Marshal()
		pending := s.Pending()
		pr := pending[0]
		opt := pr.Options[rng.Intn(len(pr.Options))]
		_, err := s.Apply(pr.Seat, opt)
		if err == nil {
			continue
		}
		if !strings.Contains(err.Error(), "internal error: a bug at the start of a round") {
			t.Fatalf("Apply(%s, %q) = %v, want the internal error", pr.Seat, opt, err)
		}
		if after, _ := s.Marshal(); !bytes.Equal(after, before) {
			t.Errorf("Apply(%s, %q) failed but changed the state", pr.Seat, opt)
		}
		if got := s.Pending(); !reflect.DeepEqual(got, pending) {
			t.Errorf("Pending() after the failed step = %v, want %v", got, pending)
		}
		return
	}
}

// TestCoroutineOutlivesAStoppedFlow: a procedure that stops its flow (as
// the end of the game or a halt does) leaves its coroutine able to run
// the state's next procedure.
func TestCoroutineOutlivesAStoppedFlow(t *testing.T) {
	procs["stopping"] = func(s *state, p Side, _ int) {
		s.choose(p, "Stop?", []string{"yes"})
		panic(stopFlow{})
	}
	procs["asking"] = func(s *state, p Side, _ int) { s.choose(p, "Which?", []string{"this", "that"}) }
	t.Cleanup(func() { delete(procs, "stopping"); delete(procs, "asking") })
	s := testState(t)
	s.startFlow("stopping", USSR, 0)
	mustApply(t, s, "USSR", "choose yes")
	if s.Flow != nil || s.spare == nil {
		t.Fatalf("after the stopped flow: Flow %+v, spare %v; want no flow and a spare coroutine", s.Flow, s.spare)
	}
	spare := s.spare
	s.startFlow("asking", US, 0)
	if got := asked(t, s); got.Question != "Which?" || s.live != spare {
		t.Errorf("the next flow asks %q in coroutine %p, want %q in the spare %p", got.Question, s.live, "Which?", spare)
	}
}

// TestCopyKeepsItsFlowBase: a copy made in the middle of a flow shares
// the flow's base with the original; the original goes on through later
// flows, which start from recycled bases, and the copy, played the same
// way afterwards, still matches a state loaded from the same moment.
func TestCopyKeepsItsFlowBase(t *testing.T) {
	st, err := Game.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*state)
	rng := engine.NewRand(4)
	play := func(s *state) (string, string) {
		t.Helper()
		pr := s.Pending()[rng.Intn(len(s.Pending()))]
		opt := pr.Options[rng.Intn(len(pr.Options))]
		mustApply(t, s, pr.Seat, opt)
		return pr.Seat, opt
	}
	for s.Turn < 2 || s.Flow == nil || s.Flow.Proc != "action" || len(s.Flow.Answers) == 0 {
		play(s)
	}
	cp := s.copy()
	snap, _ := s.Marshal()
	loaded, err := Game.Load(snap)
	if err != nil {
		t.Fatal(err)
	}
	re := loaded.(*state)
	var moves [][2]string
	for range 40 {
		if s.Over {
			break
		}
		seat, opt := play(s)
		moves = append(moves, [2]string{seat, opt})
	}
	for i, m := range moves {
		got := mustApply(t, cp, m[0], m[1])
		want := mustApply(t, re, m[0], m[1])
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("move %d: Apply(%s, %q) = %+v on the copy, want %+v as loaded", i, m[0], m[1], got, want)
		}
		gb, _ := cp.Marshal()
		wb, _ := re.Marshal()
		if !bytes.Equal(gb, wb) {
			t.Fatalf("move %d: after Apply(%s, %q) the copy and the loaded state differ", i, m[0], m[1])
		}
	}
}

// TestFailedStepsInRandomGamesLeaveStateAsItWas: in random games of every
// configuration, with reseeds while procedures wait and lines of one and
// of two steps, a bug that panics as a procedure starts fails the step,
// which leaves Marshal and Pending as they were; the next step then gives
// the same result as on a state loaded from the same moment.
func TestFailedStepsInRandomGamesLeaveStateAsItWas(t *testing.T) {
	games := 1
	if os.Getenv("TURNMAIL_LONG") != "" {
		games = 20
	}
	armed := false
	saved := maps.Clone(procs)
	for name, proc := range saved {
		procs[name] = func(s *state, p Side, card int) {
			if armed && len(s.replay.answers) == 0 {
				armed = false // the restoring re-run goes through
				panic("a bug at the start of a procedure")
			}
			proc(s, p, card)
		}
	}
	t.Cleanup(func() { maps.Copy(procs, saved) })
	configs := randomConfigs()
	failed := 0
	for _, name := range slices.Sorted(maps.Keys(configs)) {
		for g := range games {
			c := configs[name]
			c.Seed = uint64(g)*7919 + 5
			st, err := Game.New(c)
			if err != nil {
				t.Fatalf("New(%s): %v", name, err)
			}
			s := st.(*state)
			rng := engine.NewRand(uint64(g) + 100)
			for step := 0; step < maxRandomSteps && len(s.Pending()) > 0; step++ {
				if rng.Intn(4) == 0 {
					s.Reseed(rng.Uint64())
				}
				pr := s.Pending()[rng.Intn(len(s.Pending()))]
				line := pr.Options[rng.Intn(len(pr.Options))]
				if rng.Intn(3) == 0 {
					line += "; " + line
				}
				before, _ := s.Marshal()
				pending := s.Pending()
				armed = rng.Intn(3) == 0
				_, err := s.Apply(pr.Seat, line)
				armed = false
				if err != nil && strings.Contains(err.Error(), "a bug at the start of a procedure") {
					failed++
					if after, _ := s.Marshal(); !bytes.Equal(after, before) {
						t.Fatalf("%s seed %d step %d: Apply(%s, %q) failed but changed the state", name, c.Seed, step, pr.Seat, line)
					}
					if got := s.Pending(); !reflect.DeepEqual(got, pending) {
						t.Fatalf("%s seed %d step %d: Pending() after the failed Apply(%s, %q) = %v, want %v", name, c.Seed, step, pr.Seat, line, got, pending)
					}
				}
				if len(s.Pending()) == 0 {
					break
				}
				re := reloaded(t, s)
				pr = s.Pending()[rng.Intn(len(s.Pending()))]
				opt := pr.Options[rng.Intn(len(pr.Options))]
				got, errGot := s.Apply(pr.Seat, opt)
				want, errWant := re.Apply(pr.Seat, opt)
				if errGot != nil || errWant != nil || !reflect.DeepEqual(got, want) {
					t.Fatalf("%s seed %d step %d: Apply(%s, %q) = %+v, %v in memory, want %+v, %v as loaded", name, c.Seed, step, pr.Seat, opt, got, errGot, want, errWant)
				}
				if gb, _ := s.Marshal(); !bytes.Equal(gb, mustMarshal(t, re)) {
					t.Fatalf("%s seed %d step %d: after Apply(%s, %q) Marshal differs between the state in memory and the loaded one", name, c.Seed, step, pr.Seat, opt)
				}
			}
		}
	}
	if failed == 0 {
		t.Error("no step failed")
	}
}

func mustMarshal(t *testing.T, s *state) []byte {
	t.Helper()
	b, err := s.Marshal()
	if err != nil {
		t.Fatalf("Marshal: %v", err)
	}
	return b
}
