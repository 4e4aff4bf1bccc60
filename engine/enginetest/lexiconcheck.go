package enginetest

import (
	"fmt"

	"turnmail/engine"
)

// LexiconCheck returns a Play.Check that fails when a game implementing
// engine.Lexicon offers an option that does not look like a command to
// it: the mailer would read that legal option as chat. For a game
// without a Lexicon it returns nil.
func LexiconCheck(g engine.Game) func(engine.State) error {
	lx, ok := g.(engine.Lexicon)
	if !ok {
		return nil
	}
	return func(st engine.State) error {
		for _, p := range st.Pending() {
			for _, o := range p.Options {
				if !lx.LooksLikeCommand(o) {
					return fmt.Errorf("%s is offered %q, which does not look like a command (engine.Lexicon)", p.Seat, o)
				}
			}
			if p.Example != "" && !lx.LooksLikeCommand(p.Example) {
				return fmt.Errorf("%s's example %q does not look like a command (engine.Lexicon)", p.Seat, p.Example)
			}
		}
		return nil
	}
}
