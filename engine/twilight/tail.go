package twilight

// A roll stands (engine.ApplySteps): once a step of a line has rolled, a
// later step that fails is dropped and noted, so that a refusal never
// shows the dice. But a step that fails after the roll whatever the dice
// show ("play 11 event Japan": the Korean War asks nothing, so Japan can
// never be used) says nothing of them: such a line is refused, not
// applied as the shorter one. Whether it is such a line is found by
// trying it on copies of the game reseeded with other dice
// (neverFollows), never the game's own, so neither the refusal nor its
// text depends on them.

// trialRun is how a line went on a trial copy.
type trialRun struct {
	stopped bool   // a step after a roll failed
	failed  string // that step, as written
}

// neverFollows reports whether line, which rolls before its last step,
// stops after the roll on every trial copy of s (the state before the
// line), and which step stopped it on the first. The trial copies are
// reseeded (Reseed, as a moderator's rollback is) so that the first die
// after the reseed shows 1 to 6 in turn, the dice after it as they fall.
func (s *state) neverFollows(seat, line string) (string, bool) {
	before, err := s.Marshal()
	if err != nil {
		return "", false
	}
	load := func() *state {
		st, err := Game.Load(before)
		if err != nil {
			return nil
		}
		return st.(*state)
	}
	probe := load()
	if probe == nil {
		return "", false
	}
	defer probe.stopParked()
	failed := ""
	seed := uint64(1)
	for v := 1; v <= 6; v, seed = v+1, seed+1 {
		for ; ; seed++ {
			probe.reseedNow(seed) // the generator after the reshuffle a reseed makes
			if r := probe.Rand; r.D6() == v {
				break
			}
		}
		c := load()
		if c == nil {
			return "", false
		}
		c.Reseed(seed)
		tr := &trialRun{}
		c.trial = tr
		_, err := c.Apply(seat, line)
		c.stopParked()
		if err != nil || !tr.stopped {
			return "", false
		}
		if v == 1 {
			failed = tr.failed
		}
	}
	return failed, true
}
