package enginetest

import (
	"bytes"
	"fmt"

	"turnmail/engine"
)

// Stray names, for a legal option in normal form, a line that adds a word
// naming a game thing the command does not take ("coup Iran" → "coup
// Iran Japan"), or false when the option takes any such word (a list of
// countries, a destination still open).
type Stray func(st engine.State, opt string) (string, bool)

// StrayWords is a Check for Play: after every step it tries the options
// of every pending prompt with a stray word added (stray), up to perStep
// of them, and fails when such a line is not refused, is refused with an
// error that is no *engine.Refusal, or changes the state: a word that is
// not used makes the command refused, never applied as the shorter one.
// tried counts the lines tried, so that a test can see it tried some.
func StrayWords(stray Stray, perStep int, tried *int) func(engine.State) error {
	return func(st engine.State) error {
		before, err := st.Marshal()
		if err != nil {
			return fmt.Errorf("marshal: %w", err)
		}
		n := 0
		for _, pr := range st.Pending() {
			for _, opt := range pr.Options {
				line, ok := stray(st, opt)
				if !ok || n >= perStep {
					continue
				}
				n++
				*tried++
				res, err := st.Apply(pr.Seat, line)
				if err == nil {
					return fmt.Errorf("Apply(%s, %q) = %q, want a refusal: a word of it was not used", pr.Seat, line, res.Normal)
				}
				if _, ok := engine.IsRefusal(err); !ok {
					return fmt.Errorf("Apply(%s, %q) = %v, want a *engine.Refusal", pr.Seat, line, err)
				}
				if after, _ := st.Marshal(); !bytes.Equal(before, after) {
					return fmt.Errorf("refused Apply(%s, %q) changed the state", pr.Seat, line)
				}
			}
		}
		return nil
	}
}
