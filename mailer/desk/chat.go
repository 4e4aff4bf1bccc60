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
// command applied (parser.Message.Commands). A list item is read without
// its marker ("- coup Iran 3", "1. coup Iran": parser.ListItems).
func (t *table) sortChat(msg *parser.Message, names ...string) (cmds, ignored []string) {
	lx, ok := t.rules.(engine.Lexicon)
	if !ok {
		lines, chat := msg.Commands(names...)
		return parser.ListItems(lines), chat
	}
	lines, chat := msg.Candidates(names...)
	return sortLines(lx, lines, chat)
}

// sortPlain is sortChat without the text after a greeting: a greeting's
// line is chat whole (parser.Message.Commands).
func (t *table) sortPlain(msg *parser.Message, names ...string) (cmds, ignored []string) {
	lines, chat := msg.Commands(names...)
	if lx, ok := t.rules.(engine.Lexicon); ok {
		return sortLines(lx, lines, chat)
	}
	return parser.ListItems(lines), chat
}

// sortLines moves the lines lx does not take for commands from lines to
// chat. A list item is judged, and taken, without its marker; chat keeps
// the line as written.
func sortLines(lx engine.Lexicon, lines, chat []string) (cmds, ignored []string) {
	ignored = chat
	for i, item := range parser.ListItems(lines) {
		if lx.LooksLikeCommand(item) {
			cmds = append(cmds, item)
		} else {
			ignored = append(ignored, lines[i])
		}
	}
	return cmds, ignored
}
