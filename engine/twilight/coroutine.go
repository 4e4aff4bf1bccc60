package twilight

import (
	"iter"
	"runtime"
)

// coroutine is a flow's procedure running in memory (flow.go): it parks
// at each question and continues with its answer, so an answer costs the
// procedure's next stretch, not a re-run from the flow's base.
//
// The procedure works on w, a state of its own, which resume copies onto
// the game's state after each stretch. The parked goroutine thus never
// holds the game's state: a state dropped in the middle of a flow becomes
// unreachable, its flow and this coroutine with it, and a cleanup then
// stops the coroutine, which unwinds the procedure and ends the
// goroutine. Nothing but flows refers to a coroutine.
type coroutine struct {
	w    *state
	r    *replay // w.replay
	next func() (ask, bool)
	stop func()
}

// startCoroutine starts f's procedure on a copy of f's base; its first
// step replays f's answers.
func startCoroutine(f *flow) *coroutine {
	w := &state{}
	f.decoded.copyOnto(w)
	r := &replay{answers: f.Answers, logged: f.Logged}
	w.replay = r
	proc, side, card := procs[f.Proc], f.Side, f.Card
	if proc == nil {
		panic("twilight: no procedure " + f.Proc)
	}
	next, stop := iter.Pull(func(yield func(ask) bool) {
		r.yield = yield
		defer func() {
			v := recover()
			switch v.(type) {
			case nil, stopFlow, abandoned:
			default:
				r.failed, r.broke = v, true
			}
		}()
		proc(w, side, card)
	})
	c := &coroutine{w: w, r: r, next: next, stop: stop}
	runtime.AddCleanup(c, func(stop func()) { stop() }, stop)
	return c
}

// step continues the procedure with answer (ignored by a procedure that
// has not asked yet) and runs it to its next question, which it returns,
// or to its end (done). A panic of the procedure is raised again here, in
// the caller's goroutine, where Apply turns it into an error.
func (c *coroutine) step(answer string) (a ask, done bool) {
	c.w.log = c.w.log[:0]
	c.r.answer = answer
	a, ok := c.next()
	if c.r.broke {
		panic(c.r.failed)
	}
	c.r.logged = 0 // the answers are replayed: every line from now on is new
	return a, !ok
}
