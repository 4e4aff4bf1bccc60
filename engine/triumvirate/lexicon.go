package triumvirate

import "strconv"

// LooksLikeCommand reports whether line begins like a command
// (engine.Lexicon): its first word that is not chatter or a filler ("I'd
// like to", "ich möchte") is a command word, a number, Rome, a word of
// the weapons action or of ending a phase, or the name of a province, a
// sea or a seat ("Italia angreifen" puts the verb last); or it is another
// word of the command language and a command word follows ("Bürger
// überzeugen").
func (game) LooksLikeCommand(line string) bool {
	steps := splitSteps(line)
	if len(steps) == 0 {
		return false
	}
	words := steps[0]
	for i, w := range words {
		if chatter[w] || fillers[w] {
			continue
		}
		if full, ok := plainUmlauts[w]; ok {
			w = full
		}
		return commandWord(w) || known(w) && hasVerb(words[i+1:])
	}
	return false
}

// commandWord reports whether w can begin a command.
func commandWord(w string) bool {
	if _, err := strconv.Atoi(w); err == nil {
		return true
	}
	if verbs[w] != "" || numberWords[w] != "" || romeWords[w] || doneTurn[w] || doneMovement[w] || weaponWords[w] {
		return true
	}
	for _, as := range [][]alias{provinceAliases, seaAliases, seatAliases} {
		if _, found := lookup([]string{w}, as); len(found) == 1 && len([]rune(w)) >= 3 {
			return true
		}
	}
	return false
}
