package desk

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"turnmail/engine"
	"turnmail/parser"
	"turnmail/store"
	"turnmail/templates"
)

// moderatorToken is moderator addr's token in the table's game, made on
// first use: it goes in the reply address of the moderators' mail.
func (d *Desk) moderatorToken(tx *store.Tx, t *table, addr string) (string, error) {
	token, err := tx.ModeratorToken(t.game.ID, addr)
	if !errors.Is(err, store.ErrNotFound) {
		return token, err
	}
	token = newToken()
	return token, tx.AddModeratorToken(t.game.ID, addr, token)
}

// moderatorOf returns the moderator a mail comes from: it carries that
// moderator's token for the game, comes from that address, which is
// still configured as a moderator's, and passed the receiving MTA's
// checks — the same proof a player's mail gives.
func (d *Desk) moderatorOf(tx *store.Tx, t *table, msg *parser.Message) (string, bool, error) {
	if msg.Route.Token == "" || msg.Auth.Failed() {
		return "", false, nil
	}
	if _, ok := t.seatByToken(msg.Route.Token); ok {
		// A seat's token, as on almost every mail: no query. Tokens are
		// 40 random bits (newToken), so a moderator's equal to a seat's
		// of the same game does not happen in practice.
		return "", false, nil
	}
	addr, err := tx.ModeratorByToken(t.game.ID, msg.Route.Token)
	if errors.Is(err, store.ErrNotFound) {
		return "", false, nil
	}
	if err != nil {
		return "", false, err
	}
	ok := addr == msg.From && slices.ContainsFunc(d.cfg.Moderators, func(m string) bool {
		return strings.EqualFold(strings.TrimSpace(m), addr)
	})
	return addr, ok, nil
}

// moderatorMail carries out a moderator's mail: the same actions as the
// CLI's, through the same step (moderateIn, moveFor). A moderator's
// mistake is answered with the reason and the command list; nothing of it
// is applied.
func (d *Desk) moderatorMail(tx *store.Tx, t *table, addr string, msg *parser.Message) (verdict, error) {
	lines, _ := msg.Commands()
	v := verdict{outcome: Applied, gameID: t.game.ID}
	if len(lines) > 0 && strings.EqualFold(strings.Join(strings.Fields(lines[0]), " "), "log full") {
		return d.moderatorLog(tx, t, addr)
	}
	act, action, err := d.moderatorAct(t, addr, lines)
	if err == nil && action == "move" {
		word := strings.Fields(lines[0])
		cmds := append([]string{strings.Join(word[2:], " ")}, lines[1:]...)
		_, err = d.moveFor(tx, t, word[1], cmds, addr)
	} else if err == nil {
		err = d.moderateIn(tx, t, addr, action, act)
	}
	v.detail = "moderator " + action
	if r, ok := engine.IsRefusal(err); ok {
		text, err := templates.Say("moderator-refused", r.Reason)
		v.outcome, v.detail, v.answer = Refused, "moderator: "+r.Reason, modAnswer{to: addr, slug: t.game.Slug, text: text}
		return v, err
	}
	return v, err
}

// moderatorAct reads a moderator's command line into the action it asks.
func (d *Desk) moderatorAct(t *table, addr string, lines []string) (act, string, error) {
	if len(lines) == 0 {
		return nil, "", engine.Refuse("no command")
	}
	f := strings.Fields(lines[0])
	name, args := strings.ToLower(f[0]), f[1:]
	switch {
	case name == "extend" && len(args) >= 1 && len(args) <= 2:
		by, ok := parseLength(args[len(args)-1])
		if !ok {
			return nil, "", engine.Refuse("extend: %q is not a length such as 24h or 2d", args[len(args)-1])
		}
		seat := ""
		if len(args) == 2 {
			seat = args[0]
		}
		return d.extendAct(seat, by, addr), "extend", nil
	case name == "pause" && len(args) == 0:
		return d.pauseAct(addr), "pause", nil
	case name == "resume" && len(args) == 0:
		return d.resumeAct(addr), "resume", nil
	case (name == "replace" || name == "seat") && len(args) == 2:
		return d.replaceAct(args[0], args[1], addr), "replace", nil
	case name == "abort":
		return d.abortAct(strings.Join(args, " "), addr), "abort", nil
	case name == "rollback" && len(args) == 1:
		n, err := strconv.Atoi(args[0])
		if err != nil {
			return nil, "", engine.Refuse("rollback: %q is not a move number", args[0])
		}
		return d.rollbackAct(n, addr), "rollback", nil
	case name == "move" && len(args) >= 2:
		return nil, "move", nil
	}
	return nil, "", engine.Refuse("%q is not a moderator's command", lines[0])
}

// moderatorLog answers a moderator's "log full" with the game's full log,
// also while the game runs (without its seed).
func (d *Desk) moderatorLog(tx *store.Tx, t *table, addr string) (verdict, error) {
	_, data, err := fullLog(tx, t)
	if err != nil {
		return verdict{}, err
	}
	head, err := templates.Say("moderator-log-full", t.game.Status != statusOver)
	if err != nil {
		return verdict{}, err
	}
	return verdict{outcome: Answered, detail: "moderator log full", gameID: t.game.ID,
		answer: modAnswer{to: addr, slug: t.game.Slug, text: head, data: data, subject: "subject-history"}}, nil
}

// modAnswer is a short note to a moderator; moderators are not capped.
type modAnswer struct {
	to, slug, text string
	data           string // shown unwrapped under the text, e.g. a log as JSON
	subject        string // the subject's sentence; "" for subject-refusal
}

func (a modAnswer) bound(*parser.Message) (string, int64, bool) { return a.to, 0, true }

func (a modAnswer) send(d *Desk, tx *store.Tx, msg *parser.Message, last bool) error {
	name := a.subject
	if name == "" {
		name = "subject-refusal"
	}
	subject, err := templates.Say(name, nil)
	if err != nil {
		return err
	}
	return d.queueNotice(tx, notice{to: a.to, slug: a.slug, subject: subject, text: a.text, data: a.data, parent: msg, auto: "auto-replied", last: last})
}
