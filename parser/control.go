package parser

import "strings"

// plain removes what a mail's text may carry that acts on a reader's
// screen instead of being read: the C0 controls but tab and line feed
// (a carriage return included: line ends are LF here), DEL, the C1
// controls, the bidirectional embeddings, overrides and isolates (Unicode
// UAX #9, which can make a quoted line show other text than it holds) and
// a stray byte-order mark. Everything the referee quotes back, stores or
// logs of a player's text passes through here first.
func plain(s string) string {
	if strings.IndexFunc(s, isControl) < 0 {
		return s
	}
	return strings.Map(func(r rune) rune {
		if isControl(r) {
			return -1
		}
		return r
	}, s)
}

// isControl reports whether plain removes r.
func isControl(r rune) bool {
	switch {
	case r == '\t' || r == '\n':
		return false
	case r < 0x20 || r == 0x7f, r >= 0x80 && r <= 0x9f:
		return true
	case r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069, r == 0xfeff,
		r == 0x200e, r == 0x200f, r == 0x061c: // the marks RTL clients leave in typed lines
		return true
	}
	return false
}
