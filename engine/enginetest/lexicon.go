package enginetest

import (
	"strconv"
	"strings"
)

// LooksLikeCommand reports whether line begins with one of Duel's
// command words or a number (engine.Lexicon).
func (duel) LooksLikeCommand(line string) bool {
	f := strings.Fields(strings.ToLower(line))
	if len(f) == 0 {
		return false
	}
	_, err := strconv.Atoi(f[0])
	switch f[0] {
	case "play", "draw", "pass":
		return true
	}
	return err == nil
}
