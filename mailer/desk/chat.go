package desk

import (
	"slices"
	"strings"
	"unicode"

	"turnmail/engine"
	"turnmail/parser"
	"turnmail/store"
)

// reading is one way to read a seat's mail: the commands to apply, in
// order, and the lines echoed as chat; status when the mail asks for the
// status beside them (withoutStatus).
type reading struct {
	cmds, ignored []string
	status        bool
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
		return []reading{{cmds: parser.ListItems(lines), ignored: chat}}
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
	return []reading{{cmds: parser.ListItems(lines), ignored: chat}}
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

// applyReadings applies the first of rs, the readings of one mail, then
// of more's (read only when all of rs are refused), that the game does
// not refuse, all of its commands or none (apply). A
// reading is tried after refused ones only when it reads the lines
// refused differently (tries): a line is not refused twice, and a
// reading never drops what the game refused as a command. When every
// reading tried is refused, the first refusal of a command stands, with
// its reading's chat; the first refusal when the game took none of the
// lines refused for a command (engine.Refusal.NotCommand).
func (d *Desk) applyReadings(t *table, seat store.Seat, rs []reading, more func() []reading) (reading, engine.State, applied, error) {
	var refused []refusedLine
	var first struct {
		r   reading
		a   applied
		err error
	}
	for i := 0; ; i++ {
		if i == len(rs) && more != nil {
			rs, more = append(rs, more()...), nil // read only once the others are refused
		}
		if i == len(rs) {
			break
		}
		r := rs[i]
		if i > 0 && !tries(r, refused, t.mentionsCommand) {
			continue
		}
		next, a, err := d.apply(t, seat, r.cmds)
		rf, ok := engine.IsRefusal(err)
		if !ok {
			return r, next, a, err
		}
		if len(refused) == 0 || !rf.NotCommand && !slices.ContainsFunc(refused, refusedLine.command) {
			first.r, first.a, first.err = r, a, err
		}
		refused = append(refused, refusedLine{line: a.failed, notCommand: rf.NotCommand, times: occurs(r, a.failed)})
	}
	return first.r, nil, first.a, first.err
}

// refusedLine is a line of a reading the game refused.
type refusedLine struct {
	line       string
	notCommand bool // engine.Refusal.NotCommand
	times      int  // how often its text stands in the reading's commands (occurs)
}

func (l refusedLine) command() bool { return !l.notCommand }

// tries reports whether reading r is worth applying after the lines
// refused in the readings before it: it has commands, none of them a line
// refused already, and each line the game refused as a command is part
// of its commands as often as it was of the reading refused, as written
// or joined with the line a mail client wrapped it from. A reading that
// reads such a line as chat (a greeting's line whole: "Hallo zusammen,
// influence West Germany") or applies only a part of it (the first line
// of "… 1 in Romania" above "as well as 2 in West Germany") would apply
// the mail without a command the game refused: the mail is refused
// instead, never applied in part. Only a rest that mentions nothing of
// the game's commands (mentions: "… 1 in Romania" above "hope that works
// for you all") may be left to the chat, its command applied apart.
func tries(r reading, refused []refusedLine, mentions func(string) bool) bool {
	if len(r.cmds) == 0 {
		return false
	}
	for _, l := range refused {
		if slices.Contains(r.cmds, l.line) {
			return false
		}
		if !l.notCommand && occurs(r, l.line) < l.times && !chatRest(r, l.line, mentions) {
			return false
		}
	}
	return true
}

// chatRest reports whether one of r's commands is line's beginning and
// the rest of line, joined to it from the line below, mentions nothing of
// the game's commands.
func chatRest(r reading, line string, mentions func(string) bool) bool {
	whole := squash(line)
	return slices.ContainsFunc(r.cmds, func(c string) bool {
		rest, ok := strings.CutPrefix(whole, squash(c))
		return ok && strings.TrimSpace(rest) != "" && !mentions(rest)
	})
}

// mentionsCommand reports whether some tail of text, from a word or a
// Chinese character on, may be a command (mayBeCommand): "as well as 2
// in West Germany" holds one ("2 in West Germany"), "hope that works for
// you all" none.
func (t *table) mentionsCommand(text string) bool {
	rs := []rune(text)
	for i, c := range rs {
		if unicode.IsSpace(c) || i > 0 && !unicode.IsSpace(rs[i-1]) && !unicode.Is(unicode.Han, c) && !unicode.Is(unicode.Han, rs[i-1]) {
			continue
		}
		if t.mayBeCommand(string(rs[i:])) {
			return true
		}
	}
	return false
}

// occurs counts the commands of r that hold line's text, as written or
// joined with a line next to it; white space does not count.
func occurs(r reading, line string) int {
	part, n := squash(line), 0
	for _, c := range r.cmds {
		n += strings.Count(squash(c), part)
	}
	return n
}

// squash is s with its runs of white space one space, and none around.
func squash(s string) string { return strings.Join(strings.Fields(s), " ") }
