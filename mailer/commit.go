package mailer

import (
	"fmt"
	"strings"

	"turnmail/engine"
	"turnmail/parser"
	"turnmail/store"
)

// moveSource says where applied commands came from.
type moveSource struct {
	msg    *parser.Message // the player's mail, nil for a moderator
	source string          // "mail" or "moderator"
	actor  string          // the moderator, for source "moderator"
	note   string          // told to the mover with the confirmation
}

// commit writes applied commands and everything that follows from them —
// the move log, a snapshot, the game's status, deadlines and every reply —
// into tx. next is the state after the commands; t still holds the state
// before them.
func (d *Desk) commit(tx *store.Tx, t *table, next engine.State, mover store.Seat, cmds []command, src moveSource, ignored []string) error {
	now := d.now()
	before := prompts(t.state)
	msgid := ""
	if src.msg != nil {
		msgid = src.msg.MessageID
	}
	for _, c := range cmds {
		m := &store.Move{GameID: t.game.ID, Seat: mover.Seat, Raw: c.Raw, Normal: c.Normal,
			MessageID: msgid, Source: src.source, Actor: src.actor, At: now, Log: strings.Join(c.Log, "\n")}
		if err := tx.AppendMove(m); err != nil {
			return fmt.Errorf("append move: %w", err)
		}
		t.seq = m.Seq
	}
	snap, err := next.Marshal()
	if err != nil {
		return fmt.Errorf("snapshot %s: %w", t.game.Slug, err)
	}
	if err := tx.SaveSnapshot(t.game.ID, t.seq, snap); err != nil {
		return fmt.Errorf("save snapshot: %w", err)
	}
	t.state = next
	after := prompts(next)

	if err := d.updateDeadlines(tx, t, before, after); err != nil {
		return err
	}
	for _, p := range after {
		if p.Decision > t.game.Decision {
			t.game.Decision = p.Decision
		}
	}

	var log []string
	var normals []string
	for _, c := range cmds {
		log = append(log, c.Log...)
		normals = append(normals, c.Normal)
	}
	if err := d.queueSeat(tx, t, mover, kindConfirm, mailOpts{parent: src.msg, commands: normals, ignored: ignored, log: log, byModerator: src.actor, reason: src.note}); err != nil {
		return err
	}
	outcome, stop := next.Outcome(), halted(next)
	switch {
	case outcome.Over:
		t.game.Status = statusOver
	case stop != "":
		t.game.Status = statusHalted
	}
	for _, s := range t.seats {
		if s.Seat == mover.Seat || outcome.Over {
			continue
		}
		p, asked := after[s.Seat]
		if old, was := before[s.Seat]; asked && (!was || old.Decision != p.Decision) {
			if err := d.queueSeat(tx, t, s, kindTurn, mailOpts{log: log}); err != nil {
				return err
			}
		}
	}
	switch {
	case outcome.Over:
		for _, s := range t.seats {
			if err := d.queueSeat(tx, t, s, kindGameOver, mailOpts{log: log}); err != nil {
				return err
			}
		}
		if err := d.queueModerators(tx, t, kindGameOver, mailOpts{log: log}); err != nil {
			return err
		}
	case stop != "":
		text := "The game has stopped and waits: " + stop
		for _, s := range t.seats {
			if err := d.queueSeat(tx, t, s, kindNotice, mailOpts{text: text}); err != nil {
				return err
			}
		}
		if err := d.queueModerators(tx, t, kindNotice, mailOpts{text: text}); err != nil {
			return err
		}
	}
	t.game.Updated = now
	if err := tx.UpdateGame(t.game); err != nil {
		return fmt.Errorf("update game %s: %w", t.game.Slug, err)
	}
	return nil
}

// updateDeadlines gives every seat with a new decision a fresh deadline
// and resolves the deadlines of seats no longer asked.
func (d *Desk) updateDeadlines(tx *store.Tx, t *table, before, after map[string]engine.Prompt) error {
	now := d.now()
	for _, s := range t.seats {
		old, was := before[s.Seat]
		p, asked := after[s.Seat]
		if was && asked && old.Decision == p.Decision {
			continue
		}
		if was {
			if err := tx.ResolveDeadlines(t.game.ID, s.Seat, now); err != nil {
				return fmt.Errorf("resolve deadline: %w", err)
			}
			delete(t.deadlines, s.Seat)
		}
		if asked {
			if err := d.setDeadline(tx, t, s.Seat, p.Decision); err != nil {
				return err
			}
		}
	}
	return nil
}

func (d *Desk) setDeadline(tx *store.Tx, t *table, seat string, decision int) error {
	now := d.now()
	due := now.Add(t.deadlineFor(t.game.DeadlineHours, d.cfg.Deadline))
	remind := due.Add(-d.cfg.RemindBefore)
	if remind.Before(now) {
		// A deadline shorter than the reminder's lead time: remind
		// halfway, not together with the mail that asks.
		remind = now.Add(due.Sub(now) / 2)
	}
	dl := store.Deadline{GameID: t.game.ID, Seat: seat, Decision: decision, Due: due, RemindAt: remind}
	if err := tx.SetDeadline(dl); err != nil {
		return fmt.Errorf("set deadline: %w", err)
	}
	t.deadlines[seat] = dl
	return nil
}
