package triumvirate

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"turnmail/engine/remark"
	"turnmail/engine/zhtext"
)

// This file tells a remark to the other players from a step: "move
// Gallia with 2. Your move!", „… Du bist dran!", 。该你了. A sentence that
// may be part of a step, or a mistyped one, is always read with the
// line.

// chatWords are words of remarks, never of a step. Each is a word of its
// own language, so never read as a typo of a command word one edit away
// ("your" of "four", „bist" of "bis", "nice" of "nine", „sehen" of
// „gehen"): in a remark they are read as written.
var chatWords = map[string]bool{
	"your": true, "yours": true, "nice": true, "bist": true, "dran": true, "sehen": true, "see": true,
	"how": true, "passiert": true, "happens": true, "sorry": true, "wish": true, "game": true,
	"cool": true, "great": true, "gut": true, "dein": true, "deine": true, "dir": true, "dich": true, "du": true,
	"over": true, "hmm": true, "na": true, "oh": true, "ah": true, "well": true, "played": true, "gespielt": true, "far": true,
	"schade": true, "prima": true, "super": true, "toll": true, "spannend": true, "gespannt": true, "wie": true,
	"ur": true, "u": true, "mir": true, "daumen": true, "drueck": true, "druecke": true, "tut": true, "leid": true,
	"mate": true, "damn": true, "mist": true, "pech": true, "jetzt": true,
	"weh": true, "was": true, "let's": true, "lets": true, "autsch": true, "ouch": true, "lol": true, "haha": true,
}

// addressed are the words after which a command word is the other
// player's or nobody's: "your move", „dein Zug", "how it goes".
var addressed = map[string]bool{"your": true, "yours": true, "ur": true, "你": true, "你的": true, "dein": true, "deine": true, "deinen": true,
	"it": true, "es": true}

// stepNouns are the fillers that name what a step is about: a sentence
// holding one is no remark ("Legionen!").
var stepNouns = map[string]bool{"legions": true, "legion": true, "legionen": true, "official": true, "beamter": true,
	"beamten": true, "beamte": true, "competence": true, "kompetenz": true, "troops": true, "truppen": true,
	"units": true, "einheiten": true, "civil": true, "servant": true}

// dropRemarks returns line without the sentences that are a remark to
// the other players, and the remarks (remark.Drop).
func dropRemarks(line string) (string, []string) { return remark.Drop(line, isRemark) }

// isRemark reports whether a sentence holds nothing a step has: no
// number, no name, no word that changes the meaning or says "no", no
// command word but the other player's ("your move"), and no unknown word
// one edit from a word of the command language, which may be a mistyped
// command.
func isRemark(sentence string) bool {
	sentence = remark.Chinese.Replace(sentence)
	if strings.ContainsFunc(sentence, unicode.IsDigit) || strings.ContainsAny(sentence, "不没沒別别勿") {
		return false
	}
	words := strings.Fields(punctuation.Replace(fold(zhLine(sentence))))
	words = slicesDeleteCommas(words)
	if len(words) == 0 {
		return zhtext.Has(sentence) // 好。: Chinese of nothing but fillers
	}
	for i, w := range words {
		if chatWords[w] || chatter[w] || closings[w] {
			continue // no name begins so ("it" is no Italia)
		}
		if _, err := strconv.Atoi(w); err == nil || numberWords[w] != "" || stopWords[w] || negations[w] || romeWords[w] ||
			takeBacks[w] { // a take-back ("Vergiss es") is never a remark: the mail is refused
			return false
		}
		for _, as := range [][]alias{provinceAliases, seatAliases, seaAliases} {
			if _, found := lookup([]string{w}, as); len(found) > 0 {
				return false
			}
			if i+1 < len(words) {
				if _, found := lookup(words[i:i+2], as); len(found) > 0 {
					return false
				}
			}
		}
		if verbs[w] != "" || verbs[verbForm(w)] != "" || withWords[w] || w == "with" || w == "mit" || w == "all" || w == "alle" {
			if i > 0 && addressed[words[i-1]] {
				continue
			}
			return false
		}
		switch {
		case prefixOfKnown(w):
			return false // "polit.": a word of the language written short
		case fillers[w] && !stepNouns[w] || !unicode.IsLetter(firstRune(w)) || hanOnly(w):
			continue
		case known(w) && i > 0 && addressed[words[i-1]]:
			continue // "your turn"
		case known(w):
			return false // "Gold!", "Legionen."
		}
		for _, v := range correctable.near(w) {
			if editDistanceAtMostOne(w, v) {
				return false
			}
		}
	}
	return true
}

// slicesDeleteCommas drops the commas punctuation made words of.
func slicesDeleteCommas(words []string) []string {
	out := words[:0]
	for _, w := range words {
		if w != "," && w != ";" {
			out = append(out, w)
		}
	}
	return out
}

func firstRune(w string) rune {
	r, _ := utf8.DecodeRuneInString(w)
	return r
}

// hanOnly reports whether w is written in Chinese characters only: a
// Chinese word no command word was read in.
func hanOnly(w string) bool {
	for _, r := range w {
		if !unicode.Is(unicode.Han, r) {
			return false
		}
	}
	return true
}

// prefixOfKnown reports whether w, of three letters or more, begins a
// word of the command language without being one: "polit", "legio".
func prefixOfKnown(w string) bool {
	if utf8.RuneCountInString(w) < 3 || vocabularySet[w] {
		return false
	}
	i, _ := slices.BinarySearch(vocabularyWords, w)
	return i < len(vocabularyWords) && strings.HasPrefix(vocabularyWords[i], w)
}
