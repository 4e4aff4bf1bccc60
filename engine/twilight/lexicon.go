package twilight

import (
	"strconv"
	"strings"
)

// LooksLikeCommand reports whether line begins like a command
// (engine.Lexicon): with a command word in English or German, a number,
// or the name of a card or a country, in full or by a prefix of at least
// four letters that names only one.
func (twilight) LooksLikeCommand(line string) bool {
	toks := tokenize(line)
	if len(toks) == 0 {
		return false
	}
	first := strings.ToLower(toks[0])
	if verbs[first] {
		return true
	}
	if _, err := strconv.Atoi(first); err == nil {
		return true
	}
	for n := 1; n <= 3 && n <= len(toks); n++ {
		if namesCardOrCountry(strings.ToLower(strings.Join(toks[:n], " "))) {
			return true
		}
	}
	return false
}

// namesCardOrCountry reports whether words name one card or country:
// exactly, or by a unique prefix of four letters or more (a shorter one,
// such as "so" or "I", begins too many words of a sentence).
func namesCardOrCountry(words string) bool {
	q := normName(words)
	long := len([]rune(q)) >= 4
	for _, parse := range []func(string) (int, error){parseCard, parseCountry} {
		if _, err := parse(q); err == nil && (long || exactName(q)) {
			return true
		}
	}
	return false
}

// exactName reports whether q is a country's or a card's whole name.
func exactName(q string) bool {
	for _, as := range aliases {
		for _, a := range as {
			if a == q {
				return true
			}
		}
	}
	for n := 1; n <= len(cardTable); n++ {
		name := normName(cards[n].Name)
		if name == q || strings.TrimPrefix(name, "the ") == q {
			return true
		}
	}
	return false
}
