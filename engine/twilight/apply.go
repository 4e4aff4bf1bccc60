package twilight

import (
	"fmt"
	"slices"
	"strings"

	"turnmail/engine"
)

// prompt is what side p is asked now, if anything.
func (s *state) prompt(p Side) (ask, bool) {
	if s.Over || s.Halt != "" {
		return ask{}, false
	}
	if s.Flow != nil {
		if s.Flow.Ask != nil && s.Flow.Ask.Side == p {
			return *s.Flow.Ask, true
		}
		return ask{}, false
	}
	if s.Phase == phaseHeadline {
		return s.headlineAsk(p)
	}
	if s.Phase == phaseBid && s.Variants.BidSides {
		return s.sideBidAsk(p)
	}
	if s.Phase == phaseBid {
		return s.bidAsk(p)
	}
	return ask{}, false
}

// Pending lists who must act now; both sides at once during a headline.
func (s *state) Pending() []engine.Prompt {
	var buf [2]engine.Prompt // gathered here, then one allocation of the right size
	n := 0
	for _, p := range [2]Side{USSR, US} {
		a, ok := s.prompt(p)
		if !ok {
			continue
		}
		// A headline is a secret choice, except for the side whose
		// opponent has space box 4 and sees it before choosing (Rules 8.1).
		secret := s.Flow == nil && s.Phase == phaseBid || s.Flow == nil && s.Phase == phaseHeadline && !(s.spaceAbility(p.Opp(), 4) && s.hasHeadlineOption(p.Opp()))
		buf[n] = engine.Prompt{Seat: seats[p], Decision: s.Decision, Question: a.Question,
			Options: a.Options, Example: a.Options[0], Secret: secret}
		n++
	}
	if n == 0 {
		return nil
	}
	return slices.Clone(buf[:n])
}

// Apply parses a line of seat's steps and applies them in order, on a
// copy: all or none, but a roll stands (engine.ApplySteps). A line that is
// exactly an option of the flow's question is applied in place
// (applyOption).
func (s *state) Apply(seat, line string) (res engine.Result, err error) {
	p, err := s.mover(seat)
	if err != nil {
		return engine.Result{}, err
	}
	a, asked := s.prompt(p)
	isOption := asked && slices.Contains(a.Options, line)
	if s.Flow != nil && isOption {
		return s.applyOption(seat, p, line)
	}
	// An option is in normal form and means itself (engine.Prompt), as
	// random players and mails' copied options send it: it needs no
	// parsing.
	var steps []step
	if isOption {
		steps = []step{{text: line}}
	}
	if steps == nil && asked && s.sidesBidding() {
		opt, ok := readSideBid(line)
		if !ok {
			return engine.Result{}, sideBidRefusal(line)
		}
		steps = []step{{text: opt}}
	}
	if steps == nil {
		if steps, err = parseLine(line); err != nil {
			return engine.Result{}, err
		}
	}
	defer func() {
		// A bug in the rules code must not leave a half-applied move:
		// the steps work on a copy, and s stays as it was.
		if v := recover(); v != nil {
			res, err = engine.Result{}, fmt.Errorf("apply %q for %s: internal error: %v", line, seat, v)
		}
	}()
	l := &lineSteps{p: p, from: s, steps: steps, firstRoll: -1}
	trial := s.trial // a trial's record (tail.go); s.trial is gone once the line is applied
	work := s.scratch
	if s.scratch = nil; work == nil {
		work = s.copy()
	} else {
		s.copyOnto(work)
	}
	work.log = nil
	work.access = s.access // the round's snapshot, for explain (a copy has none)
	// The work takes s's idle coroutine and spare bases for the flows it
	// starts (a copy has neither); they go back to s when the line fails,
	// with the bases of the flows the work ended, which no one needs once
	// the work is dropped (s's own flow base, shared with the work, is
	// pinned, so never among them).
	work.spare, work.bases, s.spare, s.bases = s.spare, s.bases, nil, baseRecycler{}
	defer func() {
		if err != nil {
			s.spare = work.spare
			s.bases = work.bases
			s.bases.stand()
		}
	}()
	clone := copyWithLog
	if len(steps) == 1 {
		clone = nil // no later step can fail after a roll (engine.ApplySteps)
	}
	r, err := engine.ApplySteps(work, clone, l.next)
	if err != nil {
		return engine.Result{}, err
	}
	if trial != nil {
		trial.stopped, trial.failed = r.Stopped != nil, r.Failed
	} else if l.firstRoll >= 0 && l.firstRoll < len(steps)-1 {
		if failed, never := s.neverFollows(seat, line); never {
			return engine.Result{}, engine.Refuse("%q can never follow %q: whatever the dice show, it is not possible then. "+
				"Nothing was done: send the command without it. %s You can: %s",
				failed, strings.Join(l.normal[:l.firstRoll+1], "; "), a.Question, summarize(a.Options, 12))
		}
	}
	next := r.State
	if note := r.Note(); note != "" {
		next.log = append(next.log, note)
	}
	log := next.log
	next.log = nil
	old := *s
	*s = *next
	s.bases.stand()
	// The lists s had become the scratch board for the next copied step
	// (when the steps' result is a clone, the work's own lists do); no
	// one else refers to them.
	if next == work {
		*work = old
	}
	// A procedure may be parked on the board that becomes the scratch
	// board: s's before the line, or the work's own when the steps'
	// result is a clone.
	work.stopParked()
	work.Flow, work.log, work.replay, work.spare, work.bases, work.scratch = nil, nil, nil, nil, baseRecycler{}, nil
	s.scratch = work
	return engine.Result{Normal: strings.Join(l.normal[:r.Applied], "; "), Log: log, Rolled: r.Rolled}, nil
}

// applyOption applies opt, one of the options p is asked now in a flow,
// to s itself: an option cannot be refused, so the flow's procedure
// simply continues in place (flow.go). A panic in the rules code restores
// s by re-running the flow as it was from its base, which gives the same
// state (TestContinuationEqualsRerun).
func (s *state) applyOption(seat string, p Side, opt string) (res engine.Result, err error) {
	was, decision, dice := *s.Flow, s.Decision, s.Rand.S
	defer func() {
		if v := recover(); v != nil {
			s.restore(was, decision)
			res, err = engine.Result{}, fmt.Errorf("apply %q for %s: internal error: %v", opt, seat, v)
		}
	}()
	s.log = nil
	s.answer(p, opt)
	s.bases.stand()
	log := s.log
	s.log = nil
	return engine.Result{Normal: opt, Log: log, Rolled: s.Rand.S != dice}, nil
}

// restore makes s the state of flow f at decision again, after a failed
// applyOption: it stops the procedure that failed (or that the failed
// step started) and re-runs f's procedure with its answers.
func (s *state) restore(f flow, decision int) {
	s.stopParked()
	f.Answers = slices.Clip(f.Answers)
	s.Flow, s.log, s.bases.retired = &f, nil, endedFlow{}
	s.resume("")
	s.log, s.Decision = nil, decision
	// The re-run stops at f's question before it meets the reseeds that
	// came while the question waited (reseed.go): put them in again, and
	// let the next answer re-run the flow, which meets them there too.
	for _, r := range f.Reseeds {
		if r.At == len(f.Answers) {
			s.reseedNow(r.Seed)
			s.stopParked()
		}
	}
}

// mover is the side seat plays, if the game can take a command now.
func (s *state) mover(seat string) (Side, error) {
	p, ok := sideOf(seat)
	switch {
	case !ok:
		return p, engine.Refuse("there is no seat %q in Twilight Struggle (the seats are USSR and US)", seat)
	case s.Over:
		return p, engine.Refuse("the game is over: %s", s.Reason)
	case s.Halt != "":
		return p, engine.Refuse("the game is halted: %s", s.Halt)
	}
	return p, nil
}

func copyWithLog(s *state) *state {
	c := s.copy()
	c.log = slices.Clone(s.log)
	return c
}

// lineSteps gives the steps of one line to engine.ApplySteps.
type lineSteps struct {
	p      Side
	from   *state // the state before the line
	steps  []step
	i      int
	normal []string
	rolled bool
	// firstRoll is the index of the step that rolled first, or -1.
	firstRoll int
}

func (l *lineSteps) next(w *state) (engine.Step[*state], bool) {
	if l.i >= len(l.steps) {
		return engine.Step[*state]{}, false
	}
	if l.i > 0 && (w.Over || w.Halt != "") {
		w.logf("The rest of the command was not used: the game has stopped.")
		l.i = len(l.steps)
		return engine.Step[*state]{}, false
	}
	st := l.steps[l.i]
	l.i++
	return engine.Step[*state]{Text: st.label(), Do: func(w *state) (bool, error) { return l.do(w, st) }}, true
}

// label is how a step is quoted in a refusal.
func (st step) label() string { return st.written() }

// do applies one step and reports whether it drew from the generator.
func (l *lineSteps) do(w *state, st step) (bool, error) {
	a, ok := w.prompt(l.p)
	if !ok {
		return false, l.notYours(w, st)
	}
	opt, err := w.matchStep(l.p, st, a)
	if err != nil {
		if why := w.explain(l.p, st.text); !l.rolled && st.text != "" && len(st.left) == 0 && why != "" {
			err = engine.Refuse("%q is not possible: %s. %s You can: %s", st.text, why, a.Question, summarize(a.Options, 12))
		}
		return false, err
	}
	if err := l.coupSpendsAll(opt, a); err != nil {
		return false, err
	}
	before := w.Rand.S
	w.answer(l.p, opt)
	rolled := w.Rand.S != before
	if later := l.laterLeft(); rolled && !l.rolled && later != nil {
		// A later command left words over: the line is refused before
		// its first roll can stand (leftover.go), with the question this
		// step answered, which the roll has not changed.
		return false, later.leftRefusal(a)
	}
	if rolled && !l.rolled {
		l.firstRoll = l.i - 1
	}
	l.normal = append(l.normal, opt)
	l.rolled = l.rolled || rolled
	return rolled, nil
}

// notYours explains a step that comes when the side is not asked.
func (l *lineSteps) notYours(w *state, st step) error {
	why := w.waitingFor()
	switch {
	case l.rolled:
		return engine.Refuse("it is not your step: %s", why)
	case len(l.normal) == 0:
		return engine.Refuse("it is not your turn: %s", why)
	}
	done := strings.Join(l.normal, "; ")
	if w.Flow != nil && l.from.Flow != nil && w.Flow.Proc == l.from.Flow.Proc && w.Flow.Side == l.from.Flow.Side && w.Flow.Card == l.from.Flow.Card {
		return engine.Refuse("after %q the next question is not yours (%s), so %q must wait; "+
			"nothing was done: send the steps up to there now and the rest when you are asked", done, why, st.label())
	}
	return engine.Refuse("after %q your move is complete (%s), so %q is one step too many; "+
		"nothing was done: send the command without it", done, why, st.label())
}

// summarize lists up to n options.
func summarize(opts []string, n int) string {
	if len(opts) <= n {
		return strings.Join(opts, "; ")
	}
	return strings.Join(opts[:n], "; ") + fmt.Sprintf("; … (%d in all)", len(opts))
}

// answer applies one option that p may choose now.
func (s *state) answer(p Side, opt string) {
	switch {
	case s.Flow != nil:
		s.answerFlow(opt)
	case s.Phase == phaseBid && s.Variants.BidSides:
		s.chooseSideBid(p, opt)
	case s.Phase == phaseBid:
		s.chooseBid(p, opt)
	default:
		s.chooseHeadline(p, opt)
	}
	s.advance()
}

// waitingFor says whose move it is.
func (s *state) waitingFor() string {
	var who []string
	for _, pr := range s.Pending() {
		who = append(who, pr.Seat)
	}
	if len(who) == 0 {
		return "nobody can move now"
	}
	return "waiting for the " + strings.Join(who, " and the ")
}

// Outcome reports the end of the game.
func (s *state) Outcome() engine.Outcome {
	if !s.Over {
		return engine.Outcome{}
	}
	o := engine.Outcome{Over: true, Reason: s.Reason}
	if s.Winner != "" {
		o.Winners = []string{s.Winner}
	}
	return o
}

// Halted reports why the game waits outside the rules, or "".
func (s *state) Halted() string { return s.Halt }
