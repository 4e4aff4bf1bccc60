package desk

import (
	"fmt"
	"strings"
	"time"

	"turnmail/parser"
	"turnmail/store"
	"turnmail/templates"
)

// letter is one kind of mail, a type of its own with one constructor.
// queueSeat and queueModerators fill in what every mail shows (the game
// as the reader may see it, what the reader is asked, how to answer);
// fill adds the kind's own part.
type letter interface {
	kind() string
	fill(c *composing, m *templates.Mail) error
}

// composing is what a letter may read while it is filled in.
type composing struct {
	d    *Desk
	tx   *store.Tx
	t    *table
	seat string // "" for the moderators
}

// answering is a letter that answers a player's mail and threads under it.
type answering interface {
	parent() *parser.Message
}

// turnLetter asks a seat what it is asked now, with the moves it missed;
// the first of a game greets it.
type turnLetter struct {
	first bool
	note  string
}

func newTurn(first bool, note string) turnLetter { return turnLetter{first: first, note: note} }

func (turnLetter) kind() string { return kindTurn }

func (l turnLetter) fill(c *composing, m *templates.Mail) error {
	m.First, m.Text = l.first, l.note
	if l.first {
		return nil
	}
	log, err := c.d.logSince(c.tx, c.t, c.seat)
	m.Log = log
	return err
}

// confirmLetter tells the mover what was applied.
type confirmLetter struct {
	reply     *parser.Message // nil for a moderator's move
	commands  []string
	ignored   []string
	log       []string
	moderator string
	note      string
}

func newConfirm(c change) confirmLetter {
	l := confirmLetter{reply: c.src.msg, ignored: c.ignored, log: commandLog(c.cmds), moderator: c.src.actor, note: c.src.note}
	for _, cmd := range c.cmds {
		l.commands = append(l.commands, cmd.Normal)
	}
	return l
}

func (confirmLetter) kind() string              { return kindConfirm }
func (l confirmLetter) parent() *parser.Message { return l.reply }

func (l confirmLetter) fill(_ *composing, m *templates.Mail) error {
	m.Commands, m.Ignored, m.Log, m.Reason = l.commands, l.ignored, l.log, l.note
	if l.moderator == "" || l.moderator == clockActor {
		return nil
	}
	by, err := templates.Say("by-moderator", l.moderator)
	m.Reason = joinSentences(by, l.note)
	return err
}

// refusalLetter tells a seat why its mail was not applied.
type refusalLetter struct {
	reply *parser.Message
	refused
	last bool // the last answer before the hourly cap
}

// refused is what a refusal quotes: the line refused, why, and the lines
// read as chat.
type refused struct {
	line    string
	lineNo  int
	reason  string
	ignored []string
}

func newRefusal(reply *parser.Message, r refused, last bool) refusalLetter {
	return refusalLetter{reply: reply, refused: r, last: last}
}

func (refusalLetter) kind() string              { return kindRefusal }
func (l refusalLetter) parent() *parser.Message { return l.reply }

func (l refusalLetter) fill(_ *composing, m *templates.Mail) error {
	m.Line, m.LineNo, m.Reason, m.Ignored, m.LastAnswer = l.line, l.lineNo, l.reason, l.ignored, l.last
	return nil
}

// helpLetter sends the game's command language.
type helpLetter struct {
	reply *parser.Message
	last  bool // the last answer before the hourly cap
}

func newHelp(reply *parser.Message, last bool) helpLetter {
	return helpLetter{reply: reply, last: last}
}

func (helpLetter) kind() string              { return kindHelp }
func (l helpLetter) parent() *parser.Message { return l.reply }

func (l helpLetter) fill(c *composing, m *templates.Mail) error {
	m.Help, m.LastAnswer = c.t.rules.Help(), l.last
	return nil
}

// reminderLetter says a deadline is near.
type reminderLetter struct{}

func newReminder() reminderLetter { return reminderLetter{} }

func (reminderLetter) kind() string                           { return kindReminder }
func (reminderLetter) fill(*composing, *templates.Mail) error { return nil }

// lateLetter says a deadline has passed; to the moderators it names the
// seat that is late.
type lateLetter struct {
	seat        string
	decision    int
	due         time.Time
	consequence string // to the seat: what the late policy will do
}

func newLate(dl store.Deadline, consequence string) lateLetter {
	return lateLetter{seat: dl.Seat, decision: dl.Decision, due: dl.Due, consequence: consequence}
}

func (lateLetter) kind() string { return kindLate }

func (l lateLetter) fill(c *composing, m *templates.Mail) error {
	if c.seat != "" {
		m.Text = l.consequence
		return nil
	}
	m.Deadline, m.Waiting = l.due, []string{l.seat}
	var err error
	m.Text, err = templates.Say("late-moderators", map[string]any{"Seat": l.seat, "Decision": l.decision})
	return err
}

// gameOverLetter says how the game ended, with the whole game's log:
// once the game is over nothing is secret, and the views carry what the
// game kept hidden (for Twilight Struggle both hands at each turn).
type gameOverLetter struct{ log []string }

func newGameOver(log []string) gameOverLetter { return gameOverLetter{log: log} }

func (gameOverLetter) kind() string { return kindGameOver }

func (l gameOverLetter) fill(c *composing, m *templates.Mail) error {
	oc := c.t.outcome()
	m.Log, m.Outcome, m.Winners, m.Prompt = l.log, oc.Reason, oc.Winners, nil
	var err error
	if m.History, err = c.t.history(c.tx); err != nil {
		return err
	}
	m.Text, err = templates.Say("seed-reveal", map[string]any{"Seed": c.t.game.Seed, "Hash": seedHash(c.t.game.Seed)})
	return err
}

// history is the whole game's log, read once for the mails of one
// change (every seat and the moderators get it when the game ends).
func (t *table) history(tx *store.Tx) ([]string, error) {
	if t.told != nil && t.toldAt == t.seq {
		return t.told, nil
	}
	moves, err := tx.Moves(t.game.ID)
	if err != nil {
		return nil, fmt.Errorf("load moves of game %s: %w", t.game.Slug, err)
	}
	lines := []string{}
	for _, mv := range moves {
		if mv.Log != "" {
			lines = append(lines, strings.Split(mv.Log, "\n")...)
		}
	}
	t.told, t.toldAt = lines, t.seq
	return lines, nil
}

// haltedLetter says the game has stopped and waits for something outside
// the rules (engine.Halter).
type haltedLetter struct{ reason string }

func newHalted(reason string) haltedLetter { return haltedLetter{reason: reason} }

func (haltedLetter) kind() string { return kindNotice }

func (l haltedLetter) fill(_ *composing, m *templates.Mail) error {
	var err error
	m.Text, err = templates.Say("halted", l.reason)
	return err
}

// noteLetter tells the game's news: a deadline extended, a player late,
// a message relayed.
type noteLetter struct{ text string }

func newNote(text string) noteLetter { return noteLetter{text: text} }

func (noteLetter) kind() string { return kindNotice }

func (l noteLetter) fill(_ *composing, m *templates.Mail) error {
	m.Text = l.text
	return nil
}

// stored is a letter kept in the outbox under another kind than its
// template's (the outbox knows a fixed set of kinds): answers to a
// player's request count as help.
type stored interface {
	storedKind() string
}

// storedKind is the outbox kind of a letter.
func storedKind(l letter) string {
	if s, ok := l.(stored); ok {
		return s.storedKind()
	}
	return l.kind()
}

// statusLetter answers "status": the game as it stands, with the seat's
// own hand and what it is asked.
type statusLetter struct{ reply *parser.Message }

func (statusLetter) kind() string              { return templates.KindStatus }
func (statusLetter) storedKind() string        { return kindHelp }
func (l statusLetter) parent() *parser.Message { return l.reply }

func (statusLetter) fill(c *composing, m *templates.Mail) error {
	log, err := c.d.logSince(c.tx, c.t, c.seat)
	m.Log = log
	return err
}

// historyLetter answers "log": the game's public log, as lines or, for
// "log json" and "log full", as data shown unwrapped.
type historyLetter struct {
	reply *parser.Message
	head  string
	lines []string
	data  string
}

func (historyLetter) kind() string              { return templates.KindHistory }
func (historyLetter) storedKind() string        { return kindHelp }
func (l historyLetter) parent() *parser.Message { return l.reply }

func (l historyLetter) fill(_ *composing, m *templates.Mail) error {
	m.Text, m.Log, m.Data = l.head, l.lines, l.data
	return nil
}

// ackLetter answers a player's command with a sentence.
type ackLetter struct {
	reply *parser.Message
	text  string
}

func (ackLetter) kind() string              { return kindNotice }
func (ackLetter) storedKind() string        { return kindHelp }
func (l ackLetter) parent() *parser.Message { return l.reply }

func (l ackLetter) fill(_ *composing, m *templates.Mail) error {
	m.Text = l.text
	return nil
}

// joinSentences joins non-empty sentences with a space.
func joinSentences(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + " " + b
}
