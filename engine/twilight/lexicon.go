package twilight

import (
	"slices"
	"strconv"
	"strings"
)

// LooksLikeCommand reports whether line begins like a command
// (engine.Lexicon): with a command word in English, German or Chinese
// (phrase.go's keywords, fillers such as "I'd like to" skipped), a word
// of the bid for sides (variants_sides.go), a number or number word
// ("+1" too), an -ing form of a command word ("Playing …"), a whole
// Chinese yes or no (是的, 不), or the name of a card or a country
// (names.go). Anything else is chat, echoed back instead of refused. The
// line is read as phrase reads it: without the sentences it reads as
// remarks beside the command ("Hope this works. influence …"), and a
// word joining it to the line above ("and", "then") is skipped like a
// filler. A line that takes a command back (takeBacks) and names one is
// the game's to refuse, never chat.
func (twilight) LooksLikeCommand(line string) bool {
	line, _ = dropChatSentences(line) // "Hope this works. influence East Germany 3"
	ws := dropSalutation(dropRoundLabel(words(dropRemarks(line))))
	if all := strings.Join(ws, ""); chineseYes[all] || chineseNo[all] || len(ws) == 1 && looseAnswers[fold(all)] != "" {
		return true // 是的, 不, "sure": a whole answer
	}
	// A word that joins the line to the one above ("and 2 in East
	// Germany", „und 1 nach Polen", "then …") goes with the fillers: such
	// a line goes on with a command, and read as chat it would leave that
	// command applied without its rest.
	for len(ws) > 0 && (fillers[fold(ws[0])] || joins(fold(ws[0]))) {
		ws = ws[1:]
	}
	if len(ws) == 0 {
		return false
	}
	if slices.ContainsFunc(ws, func(w string) bool { return takeBacks[fold(w)] }) && namesCommand(ws) {
		return true // "Scratch that, coup Iraq with 13": refused, never chat
	}
	first := fold(ws[0])
	if k := keywords[first]; k != "" && k != "," && k != ";" && k != "all" && k != "each" {
		return true
	}
	if numberWords[first] != "" || sideBidVerbs[first] || verbForm(first) != "" {
		return true
	}
	if _, ok := readSideBid(line); ok {
		return true // "USSR 2", "America, three"
	}
	if _, err := strconv.Atoi(strings.TrimLeft(first, "#+")); err == nil {
		return true
	}
	if _, k := nameAt(ws); k > 0 {
		return true
	}
	return cardWords[first]
}

// namesCommand reports whether ws hold a command word, a number or the
// name of a card or a country.
func namesCommand(ws []string) bool {
	for i, w := range ws {
		f := fold(w)
		if k := keywords[f]; k != "" && k != "," && k != ";" {
			return true
		}
		if _, err := strconv.Atoi(strings.TrimLeft(f, "#+")); err == nil {
			return true
		}
		if _, k := nameAt(ws[i:]); k > 0 {
			return true
		}
	}
	return false
}

// joins reports whether w joins a line to the one above: "and", "then",
// a comma.
func joins(w string) bool {
	k := keywords[w]
	return k == "," || k == ";" || w == "," || w == ";"
}
