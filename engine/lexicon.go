package engine

// Lexicon is an optional ability of a Game: telling a line that attempts
// one of its commands from a line of chat. A reply mixes both ("Nice
// move!", "(here is a photo of my board)" between two commands); the
// mailer asks the game about every line it would otherwise apply, and a
// line that does not look like a command is echoed as chat instead of
// refusing the whole mail. A line that looks like one is applied, and
// refused with the game's reason when it is wrong.
type Lexicon interface {
	// LooksLikeCommand reports whether line begins as the game's commands
	// do: with a command word, a card, a place or a number, in any of the
	// languages the game reads. It sees only the line, never a state.
	LooksLikeCommand(line string) bool
}
