package triumvirate

import (
	"slices"
	"strconv"
)

// LooksLikeCommand reports whether line begins like a command
// (engine.Lexicon): its first word that is not chatter or a filler ("I'd
// like to", "ich möchte") is a command word, a number, Rome, a word of
// the weapons action or of ending a phase, or the name of a province, a
// sea or a seat ("Italia angreifen" puts the verb last); or it is another
// word of the command language and a command word follows ("Bürger
// überzeugen"). A Chinese line whose characters are mostly no known
// word is chat. A line that takes a command back (takeBacks) and names
// one is the game's to refuse, never chat.
func (game) LooksLikeCommand(line string) bool {
	if zhLexicon.Chatty(line) {
		return false
	}
	steps := splitSteps(line)
	if len(steps) == 0 {
		return false
	}
	if opensCommand(steps[0]) {
		return true
	}
	// "Oops, wrong one: one legion to Gallia Cisalpina": a line that takes
	// the command above back is the game's to refuse, never chat.
	all := slices.Concat(steps...)
	if !slices.ContainsFunc(all, func(w string) bool { return takeBacks[w] }) {
		return false
	}
	for i := range all {
		if !chatter[all[i]] && !fillers[all[i]] && opensCommand(all[i:]) {
			return true
		}
	}
	return false
}

// takeBacks take a command back or call it a mistake ("Scratch that, …",
// „Vergiss es, …"); the game knows none of them and refuses a line
// holding one.
var takeBacks = map[string]bool{"scratch": true, "oops": true, "wrong": true, "forget": true, "cancel": true,
	"ignore": true, "disregard": true, "mistake": true, "typo": true, "actually": true, "wait": true,
	"vergiss": true, "falsch": true, "falsche": true, "ignorieren": true, "abbrechen": true, "fehler": true,
	"vertippt": true}

// opensCommand reports whether words, chatter and fillers skipped, open
// like a command.
func opensCommand(words []string) bool {
	for i, w := range words {
		if chatter[w] || fillers[w] {
			continue
		}
		if full, ok := plainUmlauts[w]; ok {
			w = full
		}
		return commandWord(w) || names(words[i:]) || known(w) && hasVerb(words[i+1:])
	}
	return false
}

// names reports whether the first one or two words name one province, sea
// or seat ("Hispania Ulterior").
func names(words []string) bool {
	for n := 1; n <= 2 && n <= len(words); n++ {
		if len([]rune(words[0])) < 3 {
			return false
		}
		for _, as := range [][]alias{provinceAliases, seaAliases, seatAliases} {
			if _, found := lookup(words[:n], as); len(found) == 1 {
				return true
			}
		}
	}
	return false
}

// commandWord reports whether w is a word that can begin a command.
func commandWord(w string) bool {
	if _, err := strconv.Atoi(w); err == nil {
		return true
	}
	if verbs[w] != "" || numberWords[w] != "" || romeWords[w] || doneTurn[w] || doneMovement[w] || weaponWords[w] {
		return true
	}
	return false
}
