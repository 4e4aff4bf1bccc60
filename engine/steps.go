package engine

import "fmt"

// Step is one step of a command line (or one line of a mail): its text,
// as the account of what was not carried out quotes it, and the function
// that applies it to the working state and reports whether it drew from
// the random generator.
type Step[S any] struct {
	Text string
	Do   func(work S) (rolled bool, err error)
}

// Steps is how ApplySteps ended.
type Steps[S any] struct {
	State   S      // the working state after the steps that stand
	Applied int    // how many steps stand
	Rolled  bool   // a step that stands drew from the generator
	Failed  string // the text of the step that failed, if one did
	Stopped error  // after a roll: why step Applied failed; the steps after it were not tried
}

// Note is the public account of the steps not carried out after a roll,
// or "" when every step stands. Every game and the desk use this wording.
func (s Steps[S]) Note() string {
	if s.Stopped == nil {
		return ""
	}
	return fmt.Sprintf("Not carried out after the roll: %q (%v).", s.Failed, s.Stopped)
}

// ApplySteps applies steps to work, a copy of the state that the caller
// owns, one after the other, as State.Apply requires: all or none, but a
// roll stands. next gives the next step, or false when there is none.
//
// A step that fails before any step drew from the generator fails the
// whole: ApplySteps returns its error, with Applied and Failed naming it,
// and the caller drops work. Once a step has rolled, a failing step ends
// the steps instead: the state after the last step that stood is kept,
// Stopped holds the failure, and ApplySteps returns no error — undoing the
// roll would show the dice and let a second try meet them again.
//
// clone makes a deep copy of the working state. After a roll it keeps the
// state after each step that stands, for a later step that fails half-way.
// A nil clone promises that a failing step leaves the state as it was
// (State.Apply itself does). A step that fails must fail before it draws.
func ApplySteps[S any](work S, clone func(S) S, next func(work S) (Step[S], bool)) (Steps[S], error) {
	res := Steps[S]{State: work}
	var good S
	for {
		st, ok := next(work)
		if !ok {
			return res, nil
		}
		rolled, err := st.Do(work)
		if err != nil && !res.Rolled {
			res.Failed = st.Text
			return res, err
		}
		if err != nil {
			if clone != nil {
				res.State = good
			}
			res.Failed, res.Stopped = st.Text, err
			return res, nil
		}
		res.Applied++
		res.Rolled = res.Rolled || rolled
		if res.Rolled && clone != nil {
			good = clone(work)
		}
	}
}

// Lines returns a next function for ApplySteps over fixed steps.
func Lines[S, T any](steps []T, text func(T) string, do func(S, T) (bool, error)) func(S) (Step[S], bool) {
	i := 0
	return func(S) (Step[S], bool) {
		if i >= len(steps) {
			return Step[S]{}, false
		}
		t := steps[i]
		i++
		return Step[S]{Text: text(t), Do: func(w S) (bool, error) { return do(w, t) }}, true
	}
}
