package risk

import (
	"slices"
	"strings"

	"turnmail/engine"
)

// Words left over. Every word of a command that names a territory or a
// number is used, or the command is refused naming what was left. A
// line's steps are read one after the other, each in the phase the
// steps before it left (lineSteps), so the words after an attack are
// read only once its dice have rolled, and a roll stands: an attack
// therefore looks at the clause after it before it rolls, and is
// refused when that clause can be no step whatever the dice show.

// attackLeft refuses the attack read as steps when the clause after it
// (rest) names only territories ("attack Polen with 3 from Deutschland
// and Niederlande": an attack has one source) or is a move with two
// numbers ("…, move 5 3"). It returns nil otherwise.
func (s *state) attackLeft(steps []step, rest []string) error {
	whole := skipWords(rest, sepWords)
	whole = whole[:clauseEnd(whole)]
	cl := skipWords(whole, leadFillers)
	if len(cl) == 0 {
		return nil
	}
	if run, after := nameRun(cl); len(run) > 0 && len(after) == 0 {
		ts, err := resolveNames(run)
		if err != nil {
			return nil // no name: the clause's own refusal says more
		}
		var names []string
		for _, t := range ts {
			names = append(names, t.name())
		}
		return s.leftRefusal(normals(steps), names, "an attack has one target and one source")
	}
	if k, err := resolveVerb(whole[0]); err == nil && k == kMoveFrom || isNumber(cl[0]) {
		// A move reads one number in every phase the attack may leave:
		// the units moving in after a conquest, or the closing move's.
		var read, left []string
		for _, w := range whole {
			if isNumber(w) && slices.ContainsFunc(read, isNumber) {
				left = append(left, "the number "+w)
				continue
			}
			read = append(read, w)
		}
		if len(left) > 0 {
			return s.leftRefusal(strings.Join(read, " "), left, "one number says how many units move")
		}
	}
	return nil
}

// normals writes steps in normal form, as one command.
func normals(steps []step) string {
	var forms []string
	for _, st := range steps {
		forms = append(forms, st.normal())
	}
	return strings.Join(forms, " ")
}

// leftRefusal refuses what was read with the words left over, with the
// question and the options as explain gives them.
func (s *state) leftRefusal(read string, left []string, why string) error {
	opts := s.options()
	if len(opts) > 6 {
		opts = append(opts[:6:6], "…")
	}
	return engine.Refuse("%s %s You can: %s", engine.LeftOver(read, left, why), s.question(), strings.Join(opts, "; "))
}

// leftOver is a command read with words left over, for parseStep to
// refuse with the options (leftRefusal).
type leftOver struct {
	read string   // what was read, in normal form or as written
	left []string // the words left over, as the player reads them
	why  string
}

func (e *leftOver) Error() string { return engine.LeftOver(e.read, e.left, e.why) }
