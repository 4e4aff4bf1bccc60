package desk

import (
	"context"
	"fmt"
	"regexp"
	"slices"
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

// queueSeat renders one letter for a seat, from the seat's own view of
// the game, and puts it in the outbox. The letter's fields are read
// here; the seat's view, the templates and the bytes are written beside
// the transaction (queue), from the state as it is now, which the table
// changes again only once they are done (table.stillState).
func (d *Desk) queueSeat(tx *store.Tx, t *table, s store.Seat, l letter) error {
	kind := l.kind()
	m, err := d.seatMail(t, s, kind)
	if err != nil {
		return err
	}
	if err := l.fill(&composing{d: d, tx: tx, t: t, seat: s.Seat}, &m); err != nil {
		return err
	}
	route := parser.Route{Game: t.game.Slug, Token: s.Token, Decision: t.decision(s.Seat)}
	replyTo, tag := d.cfg.Referee, parser.SubjectTag(route, !d.cfg.PlusAddressing)
	if d.cfg.PlusAddressing {
		replyTo = parser.PlusAddress(d.cfg.Referee, route)
	}
	title := t.title()
	out := &outgoing{From: d.cfg.Referee, FromName: d.cfg.RefereeName, To: s.Address, ReplyTo: replyTo,
		Date: d.now(), Auto: "auto-generated"}
	d.thread(out, t.game, joinedAt(s), parentOf(l), m.First) // a player moved by the rules keeps its thread
	st, seat := t.state, s.Seat
	c := d.enqueueFor(tx, t, storedKind(l), out, func(out *outgoing) error {
		view := st.View(seat)
		m.Public, m.Private = view.Public, view.Private
		body, err := templates.Render(kind, m)
		if err != nil {
			return err
		}
		subject, err := templates.Say("subject-"+kind, map[string]any{"First": m.First, "Asked": m.Prompt != nil, "Waiting": waitingIfIdle(m)})
		if err != nil {
			return err
		}
		out.Subject, err = templates.Say("subject-line", map[string]any{"Tag": tag, "Title": title, "Seat": m.Seat, "Subject": subject})
		out.Body = body
		return err
	})
	t.viewing = append(t.viewing, c)
	return nil
}

// seatMail is what every mail to a seat shows but the seat's view (which
// queueSeat writes beside the transaction): what it is asked (or whom
// the game waits for), its deadline and how to answer.
func (d *Desk) seatMail(t *table, s store.Seat, kind string) (templates.Mail, error) {
	m := templates.Mail{Game: t.game.Slug, Title: t.title(), Name: s.Name, Zone: t.game.Clock.Zone}
	var err error
	if m.Seat, err = t.label(s.Seat); err != nil {
		return m, err
	}
	m.Unseated = t.seatsOpen()
	if m.TimeControl, err = d.clockText(t); err != nil {
		return m, err
	}
	if p, ok := t.prompts()[s.Seat]; ok && kind != kindGameOver {
		m.Prompt = templates.NewPrompt(p.Question, p.Options, p.Example, p.Secret, t.decision(s.Seat))
		if dl, ok := t.deadlines[s.Seat]; ok {
			m.Deadline = dl.Due
		}
	} else if m.Waiting, err = t.waitingLabels(); err != nil {
		return m, err
	}
	route := parser.Route{Game: t.game.Slug, Token: s.Token, Decision: t.decision(s.Seat)}
	m.ReplyHint, err = templates.Say("reply-hint", map[string]any{"Plus": d.cfg.PlusAddressing, "Tag": parser.SubjectTag(route, true)})
	return m, err
}

// waitingIfIdle is whom a mail's subject says the game waits for: the
// waiting seats, when the reader is asked nothing.
func waitingIfIdle(m templates.Mail) []string {
	if m.Prompt != nil {
		return nil
	}
	return m.Waiting
}

func parentOf(l letter) *parser.Message {
	if a, ok := l.(answering); ok {
		return a.parent()
	}
	return nil
}

// queueModerators tells every moderator about the game, with the full
// view; a moderator who also plays in this game gets the public view
// instead, since the mail reaches a seat's address.
func (d *Desk) queueModerators(tx *store.Tx, t *table, l letter) error {
	full := t.state.Full()
	for _, addr := range d.cfg.Moderators {
		view := full
		if t.hasAddress(strings.ToLower(strings.TrimSpace(addr))) {
			view = t.state.Public()
		}
		m := templates.Mail{Game: t.game.Slug, Title: t.title(), Public: view.Public, Private: view.Private,
			Waiting: waitingFor(t.state), Zone: t.game.Clock.Zone}
		if err := l.fill(&composing{d: d, tx: tx, t: t}, &m); err != nil {
			return err
		}
		token, err := d.moderatorToken(tx, t, strings.ToLower(strings.TrimSpace(addr)))
		if err != nil {
			return err
		}
		route := parser.Route{Game: t.game.Slug, Token: token}
		replyTo, tag := d.cfg.Referee, parser.SubjectTag(route, !d.cfg.PlusAddressing)
		if d.cfg.PlusAddressing {
			replyTo = parser.PlusAddress(d.cfg.Referee, route)
		}
		kind, title := l.kind(), t.title()
		out := &outgoing{From: d.cfg.Referee, FromName: d.cfg.RefereeName, To: addr, ReplyTo: replyTo,
			Date: d.now(), Auto: "auto-generated"}
		d.thread(out, t.game, "moderators", nil, false)
		d.enqueueFor(tx, t, kind, out, func(out *outgoing) error {
			body, err := templates.Render(kind, m)
			if err != nil {
				return err
			}
			subject, err := templates.Say("subject-"+kind, map[string]any{})
			if err != nil {
				return err
			}
			out.Subject, err = templates.Say("subject-line", map[string]any{"Tag": tag, "Title": title, "Subject": subject})
			out.Body = body
			return err
		})
	}
	return nil
}

// notice is a short note that needs no game state (and so reveals none),
// e.g. to a sender whose mail could not be matched to a seat.
type notice struct {
	gameID  int64
	to      string
	slug    string
	subject string
	text    string
	log     []string        // a list under the text, e.g. the mails that failed
	data    string          // shown unwrapped under the text, e.g. a log as JSON
	parent  *parser.Message // the mail it answers, nil for none
	auto    string          // Auto-Submitted
	last    bool            // the last answer to the address this hour
}

// queueNotice renders a notice and puts it in the outbox.
func (d *Desk) queueNotice(tx *store.Tx, n notice) error {
	m := templates.Mail{Game: n.slug, Title: "turnmail", Text: n.text, Log: n.log, Data: n.data, LastAnswer: n.last}
	out := &outgoing{From: d.cfg.Referee, FromName: d.cfg.RefereeName, To: n.to, Date: d.now(), Auto: n.auto}
	reSubject := ""
	if p := n.parent; p != nil {
		out.InReplyTo = p.MessageID
		out.Refs = append(append([]string{}, p.References...), p.MessageID)
		if s := strings.TrimSpace(p.Subject); s != "" && !strings.HasPrefix(strings.ToLower(s), "re:") {
			reSubject = "Re: " + s
		} else if s != "" {
			reSubject = s
		}
	}
	d.enqueue(tx, n.gameID, kindNotice, out, func(out *outgoing) error {
		body, err := templates.Render(kindNotice, m)
		if err != nil {
			return err
		}
		out.Body = body
		if out.Subject = reSubject; reSubject == "" {
			out.Subject, err = templates.Say("notice-subject", n.subject)
		}
		return err
	})
	return nil
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

// enqueueFor queues a mail of t's game (queue) and keeps it for the
// game's next chain entry, which names its hash (chainChange).
func (d *Desk) enqueueFor(tx *store.Tx, t *table, kind string, out *outgoing, text func(*outgoing) error) *composed {
	c := d.queue(tx, t.game.ID, kind, out, text)
	t.mailed = append(t.mailed, c)
	return c
}

// enqueue queues a mail no chain entry names (queue).
func (d *Desk) enqueue(tx *store.Tx, gameID int64, kind string, out *outgoing, text func(*outgoing) error) {
	d.queue(tx, gameID, kind, out, text)
}

// maxSinceLines caps the account a turn mail gives of the moves since
// the seat's own last move.
const maxSinceLines = 60

// logSince is the public account of every move since seat last moved,
// so that a seat not asked for a while (three players, a long action
// round of the opponent) reads everything it missed. The lines returned
// are the mail's own: the table's list they come from goes on (missed).
func (d *Desk) logSince(tx *store.Tx, t *table, seat string) ([]string, error) {
	l, err := d.missed(tx, t, seat)
	if err != nil || l.earlier == 0 {
		return slices.Clone(l.lines), err
	}
	left, err := templates.Say("earlier-lines", l.earlier)
	if err != nil {
		return nil, err
	}
	return append([]string{left}, l.lines...), nil
}

// Undeliverable tells the moderators, in tx, that mail m failed for good,
// naming the game, the seat and the address. Failures are grouped: one
// notice per game per hour lists every failure since the last one; a
// failure within the hour waits for the next notice, which the clock
// sends (FailureDigest) when the hour is over. A failed note about no
// game, or one to a moderator, is not reported, so that failures never
// mail each other in a loop.
func (d *Desk) Undeliverable(tx *store.Tx, m store.OutMail, cause error) error {
	if (m.Kind == kindNotice && m.GameID == 0) || d.isModerator(m.To) {
		return nil
	}
	last, err := tx.LastTold(store.ToldUndeliverable, m.GameID)
	if err != nil || d.now().Sub(last) < time.Hour {
		return err
	}
	return d.reportFailures(tx, m.GameID, last)
}

// FailureDigest sends the notices of undeliverable mail held back because
// their game's last notice was less than an hour old. It looks in a read
// transaction first, so that a quiet minute takes no write lock.
func (d *Desk) FailureDigest(ctx context.Context) error {
	var due []int64
	err := d.st.View(ctx, func(tx *store.Tx) error {
		games, err := tx.Games()
		if err != nil {
			return err
		}
		for _, g := range games {
			last, err := tx.LastTold(store.ToldUndeliverable, g.ID)
			if err != nil {
				return err
			}
			if last.IsZero() || d.now().Sub(last) < time.Hour {
				continue
			}
			failed, err := tx.GameFailedSince(g.ID, last)
			if err != nil {
				return err
			}
			if len(failed) > 0 {
				due = append(due, g.ID)
			}
		}
		return nil
	})
	if err != nil || len(due) == 0 {
		return err
	}
	err = d.st.Update(ctx, func(tx *store.Tx) error {
		for _, id := range due {
			last, err := tx.LastTold(store.ToldUndeliverable, id)
			if err != nil {
				return err
			}
			if d.now().Sub(last) < time.Hour {
				continue // another process reported meanwhile
			}
			if err := d.reportFailures(tx, id, last); err != nil {
				return err
			}
		}
		return nil
	})
	if err == nil {
		d.kick()
	}
	return err
}

// reportFailures tells the moderators of every mail of a game that failed
// after since, if any did.
func (d *Desk) reportFailures(tx *store.Tx, gameID int64, since time.Time) error {
	failed, err := tx.GameFailedSince(gameID, since)
	if err != nil {
		return err
	}
	var seats []store.Seat
	if gameID != 0 {
		if seats, err = tx.Seats(gameID); err != nil {
			return err
		}
	}
	var items []string
	for _, f := range failed {
		if d.isModerator(f.To) || (f.Kind == kindNotice && f.GameID == 0) {
			continue
		}
		item, err := templates.Say("undeliverable-item", map[string]any{"Kind": f.Kind, "Seat": seatOfAddress(seats, f.To),
			"To": f.To, "MessageID": f.MessageID, "Cause": f.LastError})
		if err != nil {
			return err
		}
		items = append(items, item)
	}
	if len(items) == 0 {
		return nil
	}
	if err := tx.AddTold(store.Told{Kind: store.ToldUndeliverable, GameID: gameID, At: d.now()}); err != nil {
		return err
	}
	slug, err := d.slugOf(tx, gameID)
	if err != nil {
		return err
	}
	return d.tellModerators(tx, gameID, slug, "undeliverable", map[string]any{"Game": slug, "Count": len(items)}, items...)
}

// seatOfAddress names the seat an address plays, "" for none.
func seatOfAddress(seats []store.Seat, addr string) string {
	for _, s := range seats {
		if s.Address == addr {
			return s.Seat
		}
	}
	return ""
}

// isModerator reports whether addr is a moderator's.
func (d *Desk) isModerator(addr string) bool {
	for _, m := range d.cfg.Moderators {
		if strings.EqualFold(strings.TrimSpace(m), addr) {
			return true
		}
	}
	return false
}
