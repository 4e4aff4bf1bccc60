package risk

import (
	"slices"
	"strings"
)

// LooksLikeCommand reports whether line begins like a command
// (engine.Lexicon): with a command word in English or German, a number,
// or a territory's name or code, in full or by a prefix of at least four
// letters that names only one. Fillers ("I'd like to") and a word joining
// the line to the one above ("und", "then") before it are skipped. A
// line that takes a command back (takeBacks) and names one is the game's
// to refuse, never chat.
//
// A Chinese line whose characters are mostly no known word is chat.
func (game) LooksLikeCommand(line string) bool {
	if zhLexicon.Chatty(line) {
		return false
	}
	// The words as written: tokenize would put a verb found later first
	// ("Nice move!" → "move nice").
	var toks []string
	for _, w := range strings.Fields(line) {
		toks = append(toks, tokenize(w)...)
		if strings.TrimRight(w, ".!?") != w {
			toks = append(toks, ",") // a sentence ends a clause, as in tokenize
		}
	}
	toks = dropLabel(toks) // "Turn 3: …"
	if end := clauseEnd(toks); end < len(toks) && (salutation(toks[:end]) || noMoreAttacks(toks[:end])) {
		toks = toks[end+1:] // "Hi all, …", "No more attacks. …"
	}
	// A word joining the line to the one above ("und 1 auf Deutschland",
	// "then attack …") goes with the fillers: such a line goes on with a
	// command, and read as chat it would leave that command applied
	// without its rest.
	for len(toks) > 0 && (slices.Contains(leadFillers, toks[0]) || slices.Contains(sepWords, toks[0])) {
		if _, ok := verbs[toks[0]]; ok {
			break // "move" is both ("my move: …", "move 3 …")
		}
		toks = toks[1:]
	}
	if slices.ContainsFunc(toks, func(w string) bool { return slices.Contains(takeBacks, w) }) {
		for i := range toks {
			if !slices.Contains(leadFillers, toks[i]) && opensCommand(toks[i:]) {
				return true // "Oops, wrong one: Deutschland 4": refused, never chat
			}
		}
	}
	return opensCommand(toks)
}

// takeBacks take a command back or call it a mistake ("Scratch that, …",
// „Vergiss es, …"): a line holding one and a command's word is the
// game's to refuse, which knows none of them.
var takeBacks = []string{"scratch", "oops", "wrong", "forget", "cancel", "ignore", "disregard", "mistake", "typo",
	"actually", "wait", "vergiss", "falsch", "falsche", "ignorieren", "abbrechen", "fehler", "vertippt"}

// opensCommand reports whether toks open with a command word, a number
// or a territory's name or code.
func opensCommand(toks []string) bool {
	if len(toks) == 0 {
		return false
	}
	if _, ok := verbs[toks[0]]; ok || isNumber(toks[0]) {
		return true
	}
	for n := 1; n <= 3 && n <= len(toks); n++ {
		run := toks[:n]
		if _, err := resolveTerritory(run); err == nil && (len([]rune(strings.Join(run, ""))) >= 4 || exactTerritory(run)) {
			return true
		}
	}
	return false
}

// exactTerritory reports whether run is a territory's whole name or code.
func exactTerritory(run []string) bool {
	key := fold(strings.Join(run, ""))
	for _, keys := range territoryKeys {
		for _, k := range keys {
			if k == key {
				return true
			}
		}
	}
	return false
}
