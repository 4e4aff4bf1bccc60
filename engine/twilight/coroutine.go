package twilight

import (
	"iter"
	"runtime"
)

// coroutine runs a flow's procedures in memory (flow.go): it parks at each
// question and continues with its answer, so an answer costs the
// procedure's next stretch, not a re-run from the flow's base. When a
// procedure ends, the coroutine waits idle for the next procedure of the
// same game (state.spare), so a game keeps one goroutine rather than
// starting one anew for each flow.
//
// A procedure works on the game's board in place, through w, a state of
// the coroutine's own that shares the board (begin), so nothing is copied
// between the procedure and the game. The parked goroutine thus holds the
// board but never the game's state, and nothing on the board leads to the
// state or the coroutine (state.live, not the flow, refers to the
// coroutine): a state dropped in the middle of a flow becomes unreachable,
// this coroutine with it, and a cleanup then stops the coroutine, which
// unwinds the procedure and ends the goroutine. Only a state's live or
// spare refers to a coroutine, and only one at a time.
type coroutine struct {
	*job
	next func() (ask, bool)
	stop func()
}

// job is what the coroutine's goroutine works with; it never refers to
// the coroutine, whose cleanup depends on that.
type job struct {
	w *state
	r *replay // w.replay

	// The procedure to run, set by begin.
	proc  func(s *state, p Side, card int)
	side  Side
	card  int
	ended bool // the procedure returned (or stopped the flow)
}

// newCoroutine starts a goroutine that waits for a procedure to run.
func newCoroutine() *coroutine {
	j := &job{w: &state{board: &board{}}, r: &replay{lists: &influenceLists{}}}
	next, stop := iter.Pull(func(yield func(ask) bool) {
		j.r.yield = yield
		for yield(ask{}) { // idle until begin and step
			if !j.run() {
				return
			}
		}
	})
	next() // park it idle
	c := &coroutine{job: j, next: next, stop: stop}
	runtime.AddCleanup(c, func(stop func()) { stop() }, stop)
	return c
}

// run carries out the procedure begin set, in the coroutine's goroutine,
// and reports whether the coroutine goes on: it does after the procedure
// returned, stopped the flow (the game ended or halted) or panicked, and
// ends only when stopped.
func (j *job) run() (alive bool) {
	defer func() {
		v := recover()
		switch v.(type) {
		case nil, stopFlow:
			alive = true
		case abandoned:
			alive = false
		default:
			j.r.failed, j.r.broke, alive = v, true, true
		}
		j.ended = true
	}()
	j.proc(j.w, j.side, j.card)
	return true
}

// begin sets the coroutine, which must be idle, to run f's procedure on
// b, a board that holds f's base; its first step replays f's answers.
func (c *coroutine) begin(f *flow, b *board) {
	proc := procs[f.Proc]
	if proc == nil {
		panic("twilight: no procedure " + f.Proc)
	}
	c.w.board = b
	c.w.log = c.w.log[:0] // the log's room, kept from flow to flow (resume copies the lines out)
	c.w.access = accessSnapshot{}
	*c.r = replay{answers: f.Answers, logged: f.Logged, reseeds: f.Reseeds, yield: c.r.yield, lists: c.r.lists}
	c.w.replay = c.r
	c.proc, c.side, c.card, c.ended = proc, f.Side, f.Card, false
}

// step continues the procedure with answer (ignored by a procedure that
// has not asked yet) and runs it to its next question, which it returns,
// or to its end (done). A panic of the procedure is raised again here, in
// the caller's goroutine, where Apply turns it into an error.
func (c *coroutine) step(answer string) (a ask, done bool) {
	c.w.log = c.w.log[:0]
	c.r.answer = answer
	a, alive := c.next()
	switch {
	case c.r.broke:
		panic(c.r.failed)
	case !alive:
		panic("twilight: a stopped coroutine was continued")
	}
	c.r.logged = 0 // the answers are replayed: every line from now on is new
	return a, c.ended
}
