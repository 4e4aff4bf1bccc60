package desk

import (
	"fmt"
	"regexp"
	"strings"
	"time"

	"turnmail/parser"
	"turnmail/store"
	"turnmail/templates"
)

const (
	kindTurn     = templates.KindTurn
	kindConfirm  = templates.KindConfirm
	kindRefusal  = templates.KindRefusal
	kindHelp     = templates.KindHelp
	kindReminder = templates.KindReminder
	kindLate     = templates.KindLate
	kindGameOver = templates.KindGameOver
	kindNotice   = templates.KindNotice
)

var subjects = map[string]string{
	kindTurn:     "Your turn",
	kindConfirm:  "Move applied",
	kindRefusal:  "Not applied",
	kindHelp:     "How to play",
	kindReminder: "Reminder: your move",
	kindLate:     "Late: your move",
	kindGameOver: "Game over",
	kindNotice:   "Notice",
}

// mailOpts are the parts of a mail that depend on why it is sent.
type mailOpts struct {
	parent      *parser.Message // the player's mail this answers, if any
	first       bool
	commands    []string
	ignored     []string
	log         []string
	line        string
	lineNo      int
	reason      string
	text        string
	byModerator string
	subject     string
	deadline    time.Time // the deadline a moderators' late notice is about
	waiting     []string  // the seats a moderators' mail is about; nil: all asked
}

// queueSeat renders one mail of the given kind for a seat, from the
// seat's own view of the game, and puts it in the outbox.
func (d *Desk) queueSeat(tx *store.Tx, t *table, s store.Seat, kind string, o mailOpts) error {
	view := t.state.View(s.Seat)
	if kind == kindTurn && !o.first {
		since, err := d.logSince(tx, t, s.Seat)
		if err != nil {
			return err
		}
		o.log = since
	}
	m := templates.Mail{
		Game: t.game.Slug, Title: t.title(), Seat: s.Seat, Name: s.Name, First: o.first,
		Public: view.Public, Private: view.Private, Log: o.log, Commands: o.commands, Ignored: o.ignored,
		Line: o.line, LineNo: o.lineNo, Reason: o.reason, Text: o.text,
	}
	decision := t.decision(s.Seat)
	if p, ok := prompts(t.state)[s.Seat]; ok && kind != kindGameOver {
		m.Prompt = templates.NewPrompt(p.Question, p.Options, p.Example, p.Secret, decision)
		if dl, ok := t.deadlines[s.Seat]; ok {
			m.Deadline = dl.Due
		}
	} else {
		m.Waiting = waitingFor(t.state)
	}
	if o.byModerator != "" {
		m.Reason = strings.TrimSpace("A moderator (" + o.byModerator + ") entered these commands for you. " + m.Reason)
	}
	switch kind {
	case kindHelp:
		m.Help = t.rules.Help()
	case kindGameOver:
		oc := t.state.Outcome()
		m.Outcome, m.Winners = oc.Reason, oc.Winners
	}
	route := parser.Route{Game: t.game.Slug, Token: s.Token, Decision: decision}
	replyTo, tag := d.cfg.Referee, parser.SubjectTag(route, !d.cfg.PlusAddressing)
	if d.cfg.PlusAddressing {
		replyTo = parser.PlusAddress(d.cfg.Referee, route)
		m.ReplyHint = "Reply to this mail to answer."
	} else {
		m.ReplyHint = "Reply to this mail to answer, and keep " + tag + " in the subject."
	}
	body, err := templates.Render(kind, m)
	if err != nil {
		return err
	}
	subject := o.subject
	if subject == "" {
		subject = subjects[kind]
		switch {
		case kind == kindTurn && m.Prompt == nil && len(m.Waiting) > 0:
			subject = "Waiting for " + strings.Join(m.Waiting, ", ")
		case kind == kindConfirm && m.Prompt != nil:
			subject += "; still your turn"
		}
	}
	if o.first {
		subject = "New game: " + subject
	}
	out := &outgoing{
		From: d.cfg.Referee, FromName: d.cfg.RefereeName, To: s.Address, ReplyTo: replyTo,
		Subject: fmt.Sprintf("%s %s, %s: %s", tag, t.title(), s.Seat, subject),
		Body:    body, Date: d.now(), Auto: "auto-generated",
	}
	d.thread(out, t.game, s.Seat, o.parent, o.first)
	return d.enqueue(tx, t.game.ID, kind, out)
}

// queueModerators tells every moderator about the game, with the full
// view; a moderator who also plays in this game gets the public view
// instead, since the mail reaches a seat's address.
func (d *Desk) queueModerators(tx *store.Tx, t *table, kind string, o mailOpts) error {
	full := t.state.Full()
	for _, addr := range d.cfg.Moderators {
		view := full
		if t.hasAddress(strings.ToLower(strings.TrimSpace(addr))) {
			view = t.state.Public()
		}
		m := templates.Mail{Game: t.game.Slug, Title: t.title(), Public: view.Public, Private: view.Private,
			Log: o.log, Text: o.text, Reason: o.reason, Waiting: waitingFor(t.state), Deadline: o.deadline}
		if o.waiting != nil {
			m.Waiting = o.waiting
		}
		if kind == kindGameOver {
			oc := t.state.Outcome()
			m.Outcome, m.Winners = oc.Reason, oc.Winners
		}
		body, err := templates.Render(kind, m)
		if err != nil {
			return err
		}
		subject := o.subject
		if subject == "" {
			subject = subjects[kind]
		}
		out := &outgoing{From: d.cfg.Referee, FromName: d.cfg.RefereeName, To: addr,
			Subject: fmt.Sprintf("[%s] %s, moderators: %s", t.game.Slug, t.title(), subject),
			Body:    body, Date: d.now(), Auto: "auto-generated"}
		d.thread(out, t.game, "moderators", nil, false)
		if err := d.enqueue(tx, t.game.ID, kind, out); err != nil {
			return err
		}
	}
	return nil
}

// queueNotice sends a short note that needs no game state (and so reveals
// none), e.g. to a sender whose mail could not be matched to a seat.
func (d *Desk) queueNotice(tx *store.Tx, gameID int64, to, slug, subject, text string, parent *parser.Message, auto string) error {
	if parent != nil {
		if over, err := d.overBudget(tx, to, kindNotice); over || err != nil {
			d.log.Warn("notice not sent: too many to this address in the last hour", "to", to)
			return err
		}
	}
	m := templates.Mail{Game: slug, Title: "turnmail", Text: text}
	body, err := templates.Render(kindNotice, m)
	if err != nil {
		return err
	}
	out := &outgoing{From: d.cfg.Referee, FromName: d.cfg.RefereeName, To: to,
		Subject: "turnmail: " + subject, Body: body, Date: d.now(), Auto: auto}
	if parent != nil {
		out.InReplyTo = parent.MessageID
		out.Refs = append(append([]string{}, parent.References...), parent.MessageID)
		if s := strings.TrimSpace(parent.Subject); s != "" && !strings.HasPrefix(strings.ToLower(s), "re:") {
			out.Subject = "Re: " + s
		} else if s != "" {
			out.Subject = s
		}
	}
	return d.enqueue(tx, gameID, kindNotice, out)
}

var nonWord = regexp.MustCompile(`[^a-z0-9-]+`)

// threadRoot is the Message-ID of a seat's first mail in a game; every
// later mail to that seat refers to it, so mail clients keep one thread
// per game. It is derived from the game's stored ThreadID (the
// moderators' root), which carries a random part, so that a game with the
// same slug in another database never shares a Message-ID with this one.
func (d *Desk) threadRoot(g *store.Game, seat string) string {
	part := nonWord.ReplaceAllString(strings.ToLower(seat), "-")
	if i := strings.LastIndex(g.ThreadID, moderatorsRoot); i >= 0 {
		return g.ThreadID[:i] + "." + part + "@" + g.ThreadID[i+len(moderatorsRoot):]
	}
	return fmt.Sprintf("turnmail.%s.%s@%s", g.Slug, part, d.cfg.domain())
}

const moderatorsRoot = ".moderators@"

// newThreadID returns a new game's ThreadID.
func (d *Desk) newThreadID(slug string) string {
	return fmt.Sprintf("turnmail.%s.%s%s%s", slug, newToken(), moderatorsRoot, d.cfg.domain())
}

func (d *Desk) thread(out *outgoing, g *store.Game, seat string, parent *parser.Message, first bool) {
	root := d.threadRoot(g, seat)
	if first {
		out.MessageID = root
		return
	}
	out.Refs = []string{root}
	out.InReplyTo = root
	if parent != nil && cleanID(parent.MessageID) != "" {
		out.InReplyTo = parent.MessageID
		out.Refs = append(out.Refs, parent.MessageID)
		out.Auto = "auto-replied"
	}
}

func (d *Desk) enqueue(tx *store.Tx, gameID int64, kind string, out *outgoing) error {
	raw, err := out.render(d.cfg.domain())
	if err != nil {
		return err
	}
	om := &store.OutMail{MessageID: out.MessageID, GameID: gameID, Kind: kind, From: d.cfg.Referee,
		To: out.To, Raw: raw, NextAttempt: d.now(), Created: d.now()}
	if err := tx.Enqueue(om); err != nil {
		return fmt.Errorf("queue %s mail to %s: %w", kind, out.To, err)
	}
	return nil
}

// maxSinceLines caps the account a turn mail gives of the moves since
// the seat's own last move.
const maxSinceLines = 60

// logSince is the public account of every move since seat last moved,
// so that a seat not asked for a while (three players, a long action
// round of the opponent) reads everything it missed.
func (d *Desk) logSince(tx *store.Tx, t *table, seat string) ([]string, error) {
	last, err := tx.LastMoveBy(t.game.ID, seat)
	if err != nil {
		return nil, err
	}
	moves, err := tx.MovesAfter(t.game.ID, last)
	if err != nil {
		return nil, err
	}
	var lines []string
	for _, m := range moves {
		if m.Log != "" {
			lines = append(lines, strings.Split(m.Log, "\n")...)
		}
	}
	if n := len(lines) - maxSinceLines; n > 0 {
		lines = append([]string{fmt.Sprintf("… (%d earlier lines left out)", n)}, lines[n:]...)
	}
	return lines, nil
}
