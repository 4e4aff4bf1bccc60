package desk

import (
	"errors"
	"strings"

	"turnmail/parser"
	"turnmail/store"
	"turnmail/templates"
)

// Observers: a game created with observers allowed (NewGame.Observers,
// "observers yes" in a proposal) can be watched by anyone who writes
// "watch SLUG" to the referee; they get the game's public view
// (engine.State.Public) after every turn, never a seat's view, until
// "unwatch SLUG".

// readWatch recognises "watch SLUG" and "unwatch SLUG" as a mail's only
// command line.
func readWatch(lines []string) (slug string, on, ok bool) {
	if len(lines) != 1 {
		return "", false, false
	}
	f := strings.Fields(lines[0])
	if len(f) != 2 {
		return "", false, false
	}
	switch strings.ToLower(f[0]) {
	case "watch":
		return strings.ToLower(f[1]), true, true
	case "unwatch":
		return strings.ToLower(f[1]), false, true
	}
	return "", false, false
}

// watch carries out "watch SLUG" (on) or "unwatch SLUG". A mail that
// failed the MTA's checks gets silence: it could make anyone an observer.
func (d *Desk) watch(tx *store.Tx, msg *parser.Message, slug string, on bool) (verdict, error) {
	detail := "unwatch " + slug
	if on {
		detail = "watch " + slug
	}
	if msg.Auth.Failed() {
		return verdict{outcome: Ignored, detail: detail + ": not authenticated"}, nil
	}
	addr := strings.ToLower(msg.From)
	refuse := func(name string) (verdict, error) {
		text, err := templates.Say(name, slug)
		return verdict{outcome: Refused, detail: detail + ": " + name, answer: note{to: addr, subject: "subject-watch", text: text, parent: msg}}, err
	}
	t, err := d.loadTable(tx, slug)
	if errors.Is(err, store.ErrNotFound) {
		return refuse("refuse-watch")
	}
	if err != nil {
		return verdict{}, err
	}
	v := verdict{outcome: Applied, detail: detail, gameID: t.game.ID}
	if !on {
		ok, err := tx.RemoveObserver(t.game.ID, addr)
		if err != nil || !ok {
			if err != nil {
				return verdict{}, err
			}
			return refuse("refuse-unwatch")
		}
		text, err := templates.Say("unwatched", slug)
		v.answer = note{to: addr, subject: "subject-watch", text: text, parent: msg}
		return v, err
	}
	switch {
	case !t.game.Observers:
		return refuse("refuse-watch")
	case t.hasAddress(addr):
		return refuse("refuse-watch-player")
	case t.game.Status == statusOver:
		return refuse("refuse-watch-over")
	}
	added, err := tx.AddObserver(t.game.ID, addr, d.now())
	if err != nil {
		return verdict{}, err
	}
	if !added {
		return refuse("refuse-watch-again")
	}
	text, err := templates.Say("watching", slug)
	v.answer = toObserver{t: t, addr: addr, l: watchLetter{text: text, reply: msg}}
	return v, err
}

// watchLetter shows an observer the game's public view, with the turn's
// public log.
type watchLetter struct {
	text  string
	log   []string
	reply *parser.Message
}

func (watchLetter) kind() string              { return templates.KindWatch }
func (watchLetter) storedKind() string        { return kindNotice }
func (l watchLetter) parent() *parser.Message { return l.reply }

func (l watchLetter) fill(_ *composing, m *templates.Mail) error {
	m.Text, m.Log = l.text, l.log
	return nil
}

// queueObserver renders a letter for one observer from the game's public
// view, and never a seat's, and puts it in the outbox; chained, it is
// named in the game's next chain entry.
func (d *Desk) queueObserver(tx *store.Tx, t *table, addr string, l letter, chained bool) error {
	m := templates.Mail{Game: t.game.Slug, Title: t.title(), Public: t.state.Public().Public,
		Waiting: waitingFor(t.state), Zone: t.game.Clock.Zone}
	if err := l.fill(&composing{d: d, tx: tx, t: t}, &m); err != nil {
		return err
	}
	m.Private, m.Prompt = "", nil
	kind, title := l.kind(), t.title()
	tag := parser.SubjectTag(parser.Route{Game: t.game.Slug}, false)
	out := &outgoing{From: d.cfg.Referee, FromName: d.cfg.RefereeName, To: addr, ReplyTo: d.cfg.Referee,
		Date: d.now(), Auto: "auto-generated"}
	d.thread(out, t.game, "observers", parentOf(l), false)
	text := func(out *outgoing) error {
		body, err := templates.Render(kind, m)
		if err != nil {
			return err
		}
		subject, err := templates.Say("subject-"+kind, map[string]any{})
		if err != nil {
			return err
		}
		out.Subject, err = templates.Say("subject-line", map[string]any{"Tag": tag, "Title": title, "Seat": "observers", "Subject": subject})
		out.Body = body
		return err
	}
	if chained {
		d.enqueueFor(tx, t, storedKind(l), out, text)
	} else {
		d.enqueue(tx, t.game.ID, storedKind(l), out, text)
	}
	return nil
}

// tellObservers sends every observer the game's public view after a
// turn: a game's start, a move, a rebuild, its end.
func (d *Desk) tellObservers(tx *store.Tx, t *table, c change) error {
	if !t.game.Observers || !(c.first || c.mover != nil || c.rebuilt || t.game.Status == statusOver) {
		return nil
	}
	addrs, err := tx.Observers(t.game.ID)
	if err != nil || len(addrs) == 0 {
		return err
	}
	var l letter
	if t.game.Status == statusOver {
		l = newGameOver(nil)
	} else {
		log, err := d.lastMoves(tx, t, len(c.cmds))
		if err != nil {
			return err
		}
		l = watchLetter{log: log}
	}
	for _, a := range addrs {
		if err := d.queueObserver(tx, t, a, l, true); err != nil {
			return err
		}
	}
	return nil
}

// lastMoves is the public account of the game's last n moves.
func (d *Desk) lastMoves(tx *store.Tx, t *table, n int) ([]string, error) {
	if n == 0 {
		return nil, nil
	}
	moves, err := tx.Moves(t.game.ID)
	if err != nil {
		return nil, err
	}
	var log []string
	for _, m := range moves[max(0, len(moves)-n):] {
		if m.Log != "" {
			log = append(log, strings.Split(m.Log, "\n")...)
		}
	}
	return log, nil
}

// toObserver is an answer that sends a letter to an observer.
type toObserver struct {
	t    *table
	addr string
	l    letter
}

func (r toObserver) bound(*parser.Message) (string, int64, bool) { return r.addr, r.t.game.ID, false }

func (r toObserver) send(d *Desk, tx *store.Tx, _ *parser.Message, _ bool) error {
	return d.queueObserver(tx, r.t, r.addr, r.l, false)
}
