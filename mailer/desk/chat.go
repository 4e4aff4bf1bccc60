package desk

import (
	"slices"

	"turnmail/engine"
	"turnmail/parser"
	"turnmail/store"
)

// reading is one way to read a seat's mail: the commands to apply, in
// order, and the lines echoed as chat.
type reading struct {
	cmds, ignored []string
}

// sortChat reads a seat's mail: the lines the game takes for commands
// (engine.Lexicon), the others going to the chat a reply echoes, so that
// "Nice move!" between two commands is read as chat instead of refusing
// the mail. With a Lexicon the text after a greeting on its line is
// offered too (parser.Message.Candidates: "Hi all, I attack Poland with
// 3"), since the game can tell whether it is a command, and a line the
// sender's mail client may have broken at its wrap width is read both
// ways (unwrapped). A game without a Lexicon has every line the parser
// took for a command applied (parser.Message.Commands). A list item is
// read without its marker ("- coup Iran 3", "1. coup Iran":
// parser.ListItems). The first reading is the one to check; the others
// are tried in order when it is refused (applyReadings).
func (t *table) sortChat(msg *parser.Message, names ...string) []reading {
	lx, ok := t.rules.(engine.Lexicon)
	if !ok {
		lines, chat := msg.Commands(names...)
		return []reading{{parser.ListItems(lines), chat}}
	}
	lines, chat := msg.Candidates(names...)
	return unwrapped(lx, msg, lines, chat)
}

// mayBeCommand reports whether the game may take line for a command: by
// its engine.Lexicon, and any line for a game without one.
func (t *table) mayBeCommand(line string) bool {
	lx, ok := t.rules.(engine.Lexicon)
	return !ok || lx.LooksLikeCommand(line)
}

// sortPlain is sortChat without the text after a greeting: a greeting's
// line is chat whole (parser.Message.Commands).
func (t *table) sortPlain(msg *parser.Message, names ...string) []reading {
	lines, chat := msg.Commands(names...)
	if lx, ok := t.rules.(engine.Lexicon); ok {
		return unwrapped(lx, msg, lines, chat)
	}
	return []reading{{parser.ListItems(lines), chat}}
}

// unwrapped reads lines, which may hold command lines the sender's mail
// client broke at its wrap width (parser.Message.Wrapped: "play 45 for
// ops: 2 in Iran, … 1 in" above "Pakistan"). A pair is read as one line
// only when the game takes its first line for a command. The readings,
// in the order to try them:
//
//   - the pairs whose second line the game does not take for a command
//     ("… 1 in West" above "Germany") joined, since read apart that line
//     would be lost to the chat;
//   - every pair joined, when some second line looks like a command too
//     ("… 1 nach" above "Großbritannien und 1 in die Türkei");
//   - no pair joined, as the sender's lines stand.
//
// Two long commands that happen to stand on neighbouring lines each look
// like a command and are read apart first: the joined reading is only
// tried when that one is refused on one of them (applyReadings).
func unwrapped(lx engine.Lexicon, msg *parser.Message, lines, chat []string) []reading {
	wrapped := msg.Wrapped(lines)
	items := parser.ListItems(lines)
	soft, all := make([]bool, len(lines)), make([]bool, len(lines))
	hard, anySoft := false, false
	head := 0 // the first line of the command the pair at i continues
	for i, w := range wrapped {
		if i == 0 || !all[i-1] {
			head = i
		}
		if !w || !lx.LooksLikeCommand(items[head]) {
			continue
		}
		all[i] = true
		if soft[i] = !lx.LooksLikeCommand(lines[i+1]); soft[i] {
			anySoft = true
		} else {
			hard = true
		}
	}
	apart := sortLines(lx, lines, chat)
	var rs []reading
	if anySoft {
		rs = append(rs, sortLines(lx, parser.Unwrap(lines, soft), chat))
	}
	if !anySoft {
		rs = append(rs, apart)
	}
	if hard {
		rs = append(rs, sortLines(lx, parser.Unwrap(lines, all), chat))
	}
	if anySoft {
		rs = append(rs, apart)
	}
	return rs
}

// sortLines moves the lines lx does not take for commands from lines to
// chat. A list item is judged, and taken, without its marker; chat keeps
// the line as written.
func sortLines(lx engine.Lexicon, lines, chat []string) reading {
	r := reading{ignored: slices.Clip(chat)}
	for i, item := range parser.ListItems(lines) {
		if lx.LooksLikeCommand(item) {
			r.cmds = append(r.cmds, item)
		} else {
			r.ignored = append(r.ignored, lines[i])
		}
	}
	return r
}

// applyReadings applies the first of rs, the readings of one mail, that
// the game does not refuse, all of its commands or none (apply). A
// reading is tried after a refused one only when it does not hold the
// line refused: the readings differ in that line, and a line is not
// refused twice. When every reading tried is refused, the first one's
// refusal stands, with its chat.
func (d *Desk) applyReadings(t *table, seat store.Seat, rs []reading) (reading, engine.State, applied, error) {
	next, a, err := d.apply(t, seat, rs[0].cmds)
	if _, refused := engine.IsRefusal(err); !refused {
		return rs[0], next, a, err
	}
	failed := a.failed
	for _, r := range rs[1:] {
		if len(r.cmds) == 0 || slices.Contains(r.cmds, failed) {
			continue
		}
		n, ra, rerr := d.apply(t, seat, r.cmds)
		if _, refused := engine.IsRefusal(rerr); !refused {
			return r, n, ra, rerr
		}
		failed = ra.failed
	}
	return rs[0], next, a, err
}

// holds reports whether one of rs has line among its commands.
func holds(rs []reading, line string) bool {
	return slices.ContainsFunc(rs, func(r reading) bool { return slices.Contains(r.cmds, line) })
}
