package desk

import (
	"turnmail/engine"
	"turnmail/parser"
)

// sortChat takes the command lines of a seat's mail: the lines the game
// takes for commands (engine.Lexicon), the others going to the chat a
// reply echoes, so that "Nice move!" between two commands is read as
// chat instead of refusing the mail. With a Lexicon the text after a
// greeting on its line is offered too (parser.Message.Candidates: "Hi
// all, I attack Poland with 3"), since the game can tell whether it is a
// command. A game without a Lexicon has every line the parser took for a
// command applied (parser.Message.Commands).
func (t *table) sortChat(msg *parser.Message, names ...string) (cmds, ignored []string) {
	lx, ok := t.rules.(engine.Lexicon)
	if !ok {
		return msg.Commands(names...)
	}
	lines, chat := msg.Candidates(names...)
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
