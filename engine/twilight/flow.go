package twilight

import (
	"encoding/json"
	"fmt"
	"slices"
)

// A flow is a procedure of the rules in progress: an action round, the
// headline, setup, the end of a turn, or a card's event. It is plain Go
// code that asks the players questions through state.ask. When a question
// has no answer yet, the procedure stops there; the flow keeps the board
// as it was when the procedure began (Base) and the answers given so far.
//
// In memory the stopped procedure is parked at its question in a
// coroutine (coroutine.go): the next answer continues it where it
// stopped. A flow without one (after Load, in a copy, or after a failed
// Apply) re-runs the procedure from Base with all answers: the dice come
// from the state's generator, so the re-run repeats every roll and every
// log line and arrives at the same question, and leaves a coroutine
// parked there. A flow thus survives Marshal/Load between two mails with
// no extra work.
type flow struct {
	Proc    string          `json:"proc"` // key in procs
	Side    Side            `json:"side"`
	Card    int             `json:"card,omitempty"`
	Base    json.RawMessage `json:"base"` // set after Load; see MarshalJSON
	Answers []string        `json:"answers"`
	Ask     *ask            `json:"ask,omitempty"`
	Logged  int             `json:"logged"` // log lines already reported
	// Reseeds are generators a rollback put in while the flow waited
	// (reseed.go); a re-run puts each in again at the same answer.
	Reseeds []reseed `json:"reseeds,omitempty"`

	// decoded caches Base decoded; it is never changed, only copied.
	decoded *board
	// question is where Ask points once the procedure has asked, so that
	// a flow's questions need no allocation of their own (copy gives a
	// copy its own Ask).
	question ask
}

// ask is one question to one side.
type ask struct {
	Side     Side     `json:"side"`
	Question string   `json:"question"`
	Options  []string `json:"options"`
}

// replay is the answer cursor of a running procedure: it hands out the
// flow's recorded answers in order, then puts each new question through
// the coroutine that runs the procedure.
type replay struct {
	answers []string
	next    int
	logged  int // log lines reported before: logf leaves them blank
	reseeds []reseed

	yield  func(ask) bool // parks the coroutine at a question
	answer string         // the answer the coroutine is continued with
	failed any            // what the procedure panicked with, if it did
	broke  bool           // it panicked

	// lists are influence option lists kept for later questions of this
	// game's procedures (ops.go); nil in a replay that keeps none.
	lists *influenceLists
}

// stopFlow ends a procedure early because the game ended or halted.
type stopFlow struct{}

// abandoned unwinds a parked procedure whose flow was dropped.
type abandoned struct{}

// procs are the procedures a flow can run, by name. A procedure ends by
// returning; it must leave the state so that advance makes progress.
var procs = map[string]func(s *state, p Side, card int){}

// ask puts a question to side p and returns the chosen option. Options
// are complete commands in normal form (e.g. "influence Japan", "choose
// yes"); the answer is always one of them.
func (s *state) ask(p Side, question string, options []string) string {
	return s.askOf(p, question, options, true)
}

// askOwned is ask for options the caller built for this question alone
// and never uses again: the question keeps them without a copy.
func (s *state) askOwned(p Side, question string, options []string) string {
	return s.askOf(p, question, options, false)
}

// askOf is ask; clone says the options must be copied to be kept.
func (s *state) askOf(p Side, question string, options []string, clone bool) string {
	if len(options) == 0 {
		panic("twilight: question with no options: " + question)
	}
	r := s.replay
	if r == nil {
		panic("twilight: ask outside a flow: " + question)
	}
	if r.next < len(r.answers) {
		s.reseedAt(r.next)
		a := r.answers[r.next]
		r.next++
		if !slices.Contains(options, a) {
			panic(fmt.Sprintf("twilight: replayed answer %q is not among %v", a, options))
		}
		return a
	}
	if clone {
		options = slices.Clone(options)
	}
	return s.put(p, question, options)
}

// put parks the running procedure at a question whose options it hands
// over (no one changes them after), and returns the answer.
func (s *state) put(p Side, question string, options []string) string {
	r := s.replay
	if !r.yield(ask{Side: p, Question: question, Options: slices.Clip(options)}) {
		panic(abandoned{})
	}
	if !slices.Contains(options, r.answer) {
		panic(fmt.Sprintf("twilight: answer %q is not among %v", r.answer, options))
	}
	return r.answer
}

// replayed hands out the next recorded answer while a flow is re-run,
// when isOption says it is among the options the procedure would offer
// here; the procedure then need not build them. A procedure is a
// deterministic function of its base and answers: when the recorded
// answer is a legal option here, the first run asked here and got it;
// when it is not, the first run offered no options here (and asked
// nothing), which the procedure finds by building them.
func (s *state) replayed(isOption func(a string) bool) (string, bool) {
	r := s.replay
	if r == nil || r.next >= len(r.answers) || !isOption(r.answers[r.next]) {
		return "", false
	}
	s.reseedAt(r.next)
	a := r.answers[r.next]
	r.next++
	return a, true
}

// askWith is ask with the question written only when it is put: a
// re-run flow that replays the answer does not format it.
func (s *state) askWith(p Side, question func() string, options []string) string {
	if r := s.replay; r != nil && r.next < len(r.answers) {
		return s.ask(p, "", options)
	}
	return s.ask(p, question(), options)
}

// askOwnedWith is askWith for options the caller built for this
// question alone (askOwned).
func (s *state) askOwnedWith(p Side, question func() string, options []string) string {
	if r := s.replay; r != nil && r.next < len(r.answers) {
		return s.askOwned(p, "", options)
	}
	return s.askOwned(p, question(), options)
}

// startFlow begins procedure proc and runs it until it asks or ends.
func (s *state) startFlow(proc string, p Side, card int) {
	if _, ok := procs[proc]; !ok {
		panic("twilight: no procedure " + proc)
	}
	s.Flow = nil
	e := s.bases.take()
	base, f := e.base, e.f
	if base == nil {
		base, f = s.board.copy(), &flow{}
	} else {
		s.board.copyOnto(base)
	}
	answers := f.Answers[:0] // an ended flow's answers are no one's (flow.copy clones them)
	if answers == nil {
		answers = []string{}
	}
	*f = flow{Proc: proc, Side: p, Card: card, Answers: answers, decoded: base}
	s.Flow = f
	s.run("", true)
}

// MarshalJSON writes the flow with its base; a flow started in memory
// keeps only the decoded base and encodes it here, so starting a flow
// costs a copy, not a JSON encoding. The bytes are those the base had
// when the flow began: the decoded base is never changed.
//
// It is encoding/json's form of the flow, which Load reads and which
// Marshal's writer (marshal.go) is held to byte for byte by
// marshal_test.go; Marshal itself does not call it.
func (f flow) MarshalJSON() ([]byte, error) {
	type plain flow
	if f.Base == nil && f.decoded != nil {
		b, err := json.Marshal(f.decoded)
		if err != nil {
			return nil, fmt.Errorf("marshal flow base: %w", err)
		}
		f.Base = b
	}
	return json.Marshal(plain(f))
}

// answerFlow records an answer to the flow's question and runs on.
func (s *state) answerFlow(option string) {
	if cap(s.Flow.Answers) == 0 {
		s.Flow.Answers = make([]string, 0, 4) // one allocation for most flows
	}
	s.Flow.Answers = append(s.Flow.Answers, option)
	s.resume(option)
}

// resume runs the flow's procedure to its next question or its end. A
// parked procedure is continued with answer; without one the procedure
// starts again from the base and replays every answer given so far
// (answer is the last of them). The flow is changed in place: no other
// state shares it (copy copies it).
func (s *state) resume(answer string) { s.run(answer, false) }

// run is resume; fresh says that the flow has just started, so that the
// board is its base and the procedure may start on it as it is.
//
// The procedure works on s's board in place, through a state of the
// coroutine's own (coroutine.go); while it runs the board has no flow,
// as the base it starts from has none.
func (s *state) run(answer string, fresh bool) {
	f := s.Flow
	decision := s.Decision + 1 // a new question, or a new situation
	if s.live != nil && s.parked != f {
		s.stopParked()
	}
	c, from := s.live, 0 // from: the first log line not reported before
	if c == nil {
		if f.decoded == nil {
			base, err := unmarshalBoard(f.Base)
			if err != nil {
				panic(fmt.Sprintf("twilight: restore flow base: %v", err))
			}
			f.decoded = base
		}
		if c = s.spare; c == nil {
			c = newCoroutine()
		}
		s.spare = nil
		if !fresh {
			f.decoded.copyOnto(s.board)
		}
		c.begin(f, s.board)
		from = f.Logged
	}
	s.Flow, s.live = nil, c
	a, done := c.step(answer)
	w := c.w
	lines := w.log[from:]
	// s.log is the step's own: Apply hands it out only at the end.
	s.log = append(s.log, lines...)
	s.access = w.access
	if done {
		s.bases.retire(f)
		s.Flow, s.live, s.parked, s.spare = nil, nil, nil, c
	} else {
		if f.Ask == nil {
			f.Ask = &f.question
		}
		*f.Ask = a // a flow's Ask is its own (flow.copy copies it)
		f.Logged = f.Logged + len(lines)
		s.Flow, s.parked = f, f
	}
	s.Decision = decision
}

// stopParked stops the procedure parked for s, if any: its flow is
// gone, or is to be re-run.
func (s *state) stopParked() {
	if c := s.live; c != nil {
		s.live, s.parked = nil, nil
		c.stop()
	}
}

// halt stops the game with a reason for the players and moderators, e.g.
// when a card whose event is not implemented yet would take effect.
func (s *state) halt(reason string) {
	s.Halt = reason
	s.logf("The game is halted: %s", reason)
	panic(stopFlow{})
}

// endGame ends the game; winner "" is a draw.
func (s *state) endGame(winner, reason string) {
	s.Over, s.Winner, s.Reason, s.Phase = true, winner, reason, phaseOver
	s.logf("Game over: %s.", reason)
	panic(stopFlow{})
}
