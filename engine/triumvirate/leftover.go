package triumvirate

import (
	"strings"

	"turnmail/engine"
)

// Words left over. Every word of a command that names a game thing (a
// province, a character, a number) is used, or the command is refused
// naming what could not be used: "attack Italia Sicilia with 4" is never
// read as "attack Italia", and "rome 1 gold" never brings 2.

// leftOver is a command read with words it could not use.
type leftOver struct {
	read string   // the command as read
	left []string // the words that could not be used, as the player reads them
	why  string
}

func (e *leftOver) Error() string { return engine.LeftOver(e.read, e.left, e.why) }

// leftRefusal refuses a command read with words left over, with the
// question and the options.
func (s *state) leftRefusal(lo *leftOver) error {
	// The options of the command's own verb come first.
	verb, _, _ := strings.Cut(lo.read, " ")
	var opts, others []string
	for _, o := range s.options() {
		if o.Verb == verb {
			opts = append(opts, o.String())
		} else {
			others = append(others, o.String())
		}
	}
	opts = append(opts, others...)
	if len(opts) > 8 {
		opts = append(opts[:8:8], "…")
	}
	return engine.Refuse("%s You are asked to %s. You can: %s", engine.LeftOver(lo.read, lo.left, lo.why), s.question(), strings.Join(opts, "; "))
}
