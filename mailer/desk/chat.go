package desk

import "turnmail/engine"

// sortChat moves the lines the game does not take for commands
// (engine.Lexicon) from cmds to the chat a reply echoes: "Nice move!"
// between two commands is read as chat instead of refusing the mail. A
// game without a Lexicon has every line the parser took for a command
// applied.
func (t *table) sortChat(lines, chat []string) (cmds, ignored []string) {
	lx, ok := t.rules.(engine.Lexicon)
	if !ok {
		return lines, chat
	}
	ignored = chat
	for _, l := range lines {
		if lx.LooksLikeCommand(l) {
			cmds = append(cmds, l)
		} else {
			ignored = append(ignored, l)
		}
	}
	return cmds, ignored
}
