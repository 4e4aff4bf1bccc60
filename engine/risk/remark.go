package risk

import (
	"slices"
	"strings"

	"turnmail/engine/remark"
	"turnmail/engine/zhtext"
)

// This file tells a remark to the other players from a command: "attack
// Poland from Germany with 3. Your move!", „Schön. Greife Polen an",
// 从德国进攻波兰。该你了. A sentence of the line that may be part of a
// command, or a mistyped one, is always read with the line.

// chatWords are words of remarks, never of a command, that lie one edit
// from a command word ("nice" from "nine", "your" from "four", "mir"
// from "mit"): in a remark they are read as written.
var chatWords = []string{"nice", "your", "yours", "wish", "luck", "game", "far", "cool", "great", "fine",
	"gut", "mir", "dir", "dich", "dein", "deine", "deiner", "bist", "dran", "daumen", "drück", "drueck", "drücke",
	"spannend", "gespannt", "na", "schade", "prima", "toll", "super", "sehr", "geht", "noch", "over", "you",
	"turn", "move", "go", "zug", "wow", "ouch", "autsch", "lol", "haha", "hmm", "oh", "ah", "ach", "see", "sehen",
	"how", "wie", "passiert", "happens", "sorry", "tut", "leid", "played", "gespielt", "ur", "mate", "damn", "mist",
	"pech"}

// secondPerson are the words that address the other player; a command
// word after one is the other player's ("your move", „dein Zug").
var secondPerson = []string{"your", "yours", "ur", "dein", "deine", "du"}

// dropRemarks returns line without its remark sentences, each said to
// the other players and no part of the command (remark.Drop).
func dropRemarks(line string) string {
	line, _ = remark.Drop(line, isRemark)
	return line
}

// isRemark reports whether a sentence holds nothing a command has: no
// number, no territory, no word that changes the meaning, no command
// word (but the other player's: "your move"), no word of a command
// written short and no unknown word one edit from a known one, which may
// be a mistyped command.
func isRemark(sentence string) bool {
	sentence = remark.Chinese.Replace(sentence)
	if strings.ContainsFunc(sentence, func(r rune) bool { return r >= '0' && r <= '9' }) ||
		strings.ContainsAny(sentence, "不没別别勿") {
		return false
	}
	raw := strings.ToLower(quoteStripper.Replace(zhLine(sentence)))
	var ws []string
	for _, f := range strings.Fields(sepSpacer.Replace(raw)) {
		if f = strings.Trim(f, ".!?-–—…~"); f != "" && f != "," && f != ";" {
			ws = append(ws, f)
		}
	}
	if len(ws) == 0 {
		return zhtext.Has(sentence) // 好。: Chinese of nothing but fillers
	}
	for i, w := range ws {
		if zhtext.Has(w) {
			continue // Chinese no command word was read in
		}
		f := fold(w)
		if slices.Contains(chatWords, w) {
			continue // no name begins so ("see" is no Seeland)
		}
		if isNumber(w) || numberWords[w] > 0 || slices.Contains(stopWords, w) || slices.Contains(negationWords, w) ||
			slices.Contains(takeBacks, w) {
			return false // a take-back ("Vergiss es") is never a remark: the mail is refused
		}
		if t, hits := lookupTerritory([]string{w}); t >= 0 || len(hits) > 0 {
			return false
		}
		if i+1 < len(ws) {
			if t, _ := lookupTerritory(ws[i : i+2]); t >= 0 {
				return false
			}
		}
		possessed := i > 0 && slices.Contains(secondPerson, ws[i-1])
		if commandWord(w) || commandWord(verbForm(w)) {
			if possessed {
				continue
			}
			return false
		}
		if len([]rune(f)) < 3 {
			continue
		}
		if _, ok := vocabulary[f]; ok && !slices.ContainsFunc([][]string{leadFillers, endFillers, articles, pronouns,
			politeWords, placePreps, toWords, amountFillers, greetings}, func(l []string) bool { return slices.Contains(l, w) }) {
			return false // "Cards!", "Sterne.": a word of a command
		}
		if _, ok := vocabulary[f]; ok {
			continue // a known word is no typo ("mal" is not "max")
		}
		if knownWord(f) {
			return false // "Fortif.", "verst.": a word written short
		}
		n := len(f)
		for _, k := range slices.Concat(vocabByLen[n-2], vocabByLen[n-1], vocabByLen[n], vocabByLen[n+1], vocabByLen[n+2]) {
			if oneEdit(f, k) {
				return false // a typo of a word of a command ("Finnlnd", "Fortfy")
			}
		}
	}
	return true
}

// commandWord reports whether w says what a command does or how much: an
// action verb, "with", "all", a number word. Prepositions of place
// ("to", „nach") are not: "over to you".
func commandWord(w string) bool {
	return isActionVerb(w) || slices.Contains(withWords, w) || slices.Contains(allWords, w) || numberWords[w] > 0 ||
		slices.Contains(restWords, w)
}
