package desk

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"turnmail/engine"
	"turnmail/store"
	"turnmail/templates"
)

// clockActor is who the audit log and the move log name when the late
// policy acts.
const clockActor = "turnmail clock"

// Tick sends every reminder and late notice due now, lets each late
// policy due act, and sends the notices of undeliverable mail held back
// for an hour (FailureDigest). Each deadline is its own transaction: one
// game that fails (a snapshot that no longer loads, a rules bug) is
// reported and does not hold back the others.
func (d *Desk) Tick(ctx context.Context) error {
	now := d.now()
	if err := d.bridge(ctx, now); err != nil {
		return err
	}
	err := d.st.Update(ctx, func(tx *store.Tx) error {
		n, err := d.expireProposals(tx)
		if n > 0 {
			d.log.Info("proposals lapsed", "count", n)
		}
		return err
	})
	if err != nil {
		return fmt.Errorf("expire proposals: %w", err)
	}
	var due, late, enforce []store.Deadline
	err = d.st.View(ctx, func(tx *store.Tx) (err error) {
		if due, err = tx.DueReminders(now); err != nil {
			return err
		}
		if late, err = tx.DueLate(now); err != nil {
			return err
		}
		enforce, err = tx.DueEnforce(now)
		return err
	})
	if err != nil {
		return fmt.Errorf("find due deadlines: %w", err)
	}
	var errs []error
	for _, step := range []struct {
		dls []store.Deadline
		fn  func(context.Context, store.Deadline) error
	}{{due, d.remind}, {late, d.late}, {enforce, d.enforce}} {
		for _, dl := range step.dls {
			if ctx.Err() != nil {
				break
			}
			errs = append(errs, step.fn(ctx, dl))
		}
	}
	errs = append(errs, d.FailureDigest(ctx))
	return errors.Join(errs...)
}

// remind sends the reminder of one due deadline, marks it sent and moves
// RemindAt to the next offset still ahead, in one transaction, so that
// each reminder goes out exactly once, across restarts too.
func (d *Desk) remind(ctx context.Context, dl store.Deadline) error {
	return d.onDeadline(ctx, dl, func(tx *store.Tx, t *table, s store.Seat) error {
		if err := tx.MarkReminded(dl, d.now()); err != nil {
			return err
		}
		if next := nextReminder(d.offsets(t), d.now(), dl.Due, false); next.Before(dl.Due) {
			dl.RemindAt, dl.Reminded = next, time.Time{}
			if err := tx.SetDeadline(dl); err != nil {
				return fmt.Errorf("schedule next reminder: %w", err)
			}
			t.deadlines[s.Seat] = dl
		}
		d.log.Info("reminder", "game", t.game.Slug, "seat", s.Seat, "decision", dl.Decision)
		return d.queueSeat(tx, t, s, newReminder())
	})
}

// late works a deadline that has passed: under "extend" with extensions
// left it moves the deadline on by one period; otherwise it tells the
// seat (with what the late policy will do), its opponents and the
// moderators, and marks it told, in one transaction.
func (d *Desk) late(ctx context.Context, dl store.Deadline) error {
	return d.onDeadline(ctx, dl, func(tx *store.Tx, t *table, s store.Seat) error {
		if t.late() == LateExtend && s.Extensions < t.game.Clock.Extensions {
			return d.extend(tx, t, s, dl)
		}
		if err := tx.MarkLateNotified(dl, d.now()); err != nil {
			return err
		}
		d.log.Info("late", "game", t.game.Slug, "seat", s.Seat, "decision", dl.Decision)
		consequence, err := d.consequence(t, s, dl)
		if err != nil {
			return err
		}
		if err := d.queueSeat(tx, t, s, newLate(dl, consequence)); err != nil {
			return err
		}
		label, err := t.label(s.Seat)
		if err != nil {
			return err
		}
		others, err := templates.Say("late-others", map[string]any{"Seat": label, "Decision": dl.Decision,
			"Due": templates.When(dl.Due, t.game.Clock.Zone)})
		if err != nil {
			return err
		}
		if err := d.tellNews(tx, t, []tidings{{text: others, except: s.Seat}}); err != nil {
			return err
		}
		return d.queueModerators(tx, t, newLate(dl, ""))
	})
}

// consequence tells a late seat what its game's late policy will do
// after the grace period, or "" when it only tells.
func (d *Desk) consequence(t *table, s store.Seat, dl store.Deadline) (string, error) {
	at := templates.When(dl.EnforceAt, t.game.Clock.Zone)
	switch {
	case dl.EnforceAt.IsZero():
		return "", nil
	case t.late() == LateForfeit:
		return templates.Say("late-forfeit", at)
	case t.late() == LatePass:
		if _, ok := passFor(t, s.Seat); ok {
			return templates.Say("late-pass", at)
		}
	}
	return "", nil
}

// extend moves a late seat's deadline on by one period, counting the
// extension against the seat's allowance, and tells every seat and the
// moderators.
func (d *Desk) extend(tx *store.Tx, t *table, s store.Seat, dl store.Deadline) error {
	s.Extensions++
	if err := tx.UpdateSeat(s); err != nil {
		return err
	}
	due := dl.Due.Add(d.period(t))
	label, err := t.label(s.Seat)
	if err != nil {
		return err
	}
	text, err := templates.Say("extended", map[string]any{"Seat": label, "Decision": dl.Decision, "Used": s.Extensions,
		"Max": t.game.Clock.Extensions, "Due": templates.When(due, t.game.Clock.Zone)})
	if err != nil {
		return err
	}
	d.log.Info("deadline extended", "game", t.game.Slug, "seat", s.Seat, "decision", dl.Decision, "extensions", s.Extensions)
	return d.advance(tx, t, t.state, change{moved: map[string]time.Time{s.Seat: due},
		news: []tidings{{text: text, moderators: true}}})
}

// enforce lets the late policy act once the grace period has passed:
// under "forfeit" the seat loses, under "pass" the game's safe default
// is played for it where the game declares one (engine.Passer).
func (d *Desk) enforce(ctx context.Context, dl store.Deadline) error {
	return d.onDeadline(ctx, dl, func(tx *store.Tx, t *table, s store.Seat) error {
		if err := tx.MarkEnforced(dl, d.now()); err != nil {
			return err
		}
		switch t.late() {
		case LateForfeit:
			return d.forfeit(tx, t, s)
		case LatePass:
			return d.pass(tx, t, s)
		}
		return nil
	})
}

// forfeit ends the game: the late seat loses and the others share the
// win. The rules of none of our games let one continue without a seat,
// so a game of three ends too. Everyone is told by the game-over mail.
func (d *Desk) forfeit(tx *store.Tx, t *table, s store.Seat) error {
	reason, err := templates.Say("forfeited", s.Seat)
	if err != nil {
		return err
	}
	d.log.Info("forfeit", "game", t.game.Slug, "seat", s.Seat)
	if err := d.addNote(tx, &store.Note{GameID: t.game.ID, At: d.now(), After: t.seq, Seat: s.Seat, Kind: "forfeit", Text: reason}); err != nil {
		return err
	}
	if err := d.advance(tx, t, t.state, change{end: d.loses(t, s.Seat, reason)}); err != nil {
		return err
	}
	return d.audit(tx, &store.AuditEntry{At: d.now(), Actor: clockActor, Action: "forfeit", GameID: t.game.ID, Detail: reason})
}

// pass plays the game's safe default for a late seat, as a move of the
// clock's, where the game declares one for the decision; otherwise the
// seat has been told it is late and nothing more happens.
func (d *Desk) pass(tx *store.Tx, t *table, s store.Seat) error {
	cmd, ok := passFor(t, s.Seat)
	if !ok {
		return nil
	}
	next, a, err := d.apply(t, s, []string{cmd})
	if err != nil {
		return fmt.Errorf("pass for %s with %q: %w", s.Seat, cmd, err)
	}
	note, err := templates.Say("passed", nil)
	if err != nil {
		return err
	}
	d.log.Info("passed", "game", t.game.Slug, "seat", s.Seat, "command", cmd)
	return d.commit(tx, t, next, s, a.applied, moveSource{source: "moderator", actor: clockActor, note: joinSentences(note, a.note)}, nil)
}

// passFor is the game's safe default for seat's current decision.
func passFor(t *table, seat string) (string, bool) {
	if p, ok := t.state.(engine.Passer); ok {
		return p.Pass(seat)
	}
	return "", false
}

// onDeadline loads the deadline's game and runs fn in one transaction,
// unless the deadline no longer matches what the seat is asked (then the
// deadline is resolved and nothing is sent).
func (d *Desk) onDeadline(ctx context.Context, dl store.Deadline, fn func(*store.Tx, *table, store.Seat) error) error {
	slug := fmt.Sprintf("game %d", dl.GameID)
	queued := false
	err := d.st.Update(ctx, func(tx *store.Tx) error {
		queued = false
		g, err := tx.GameByID(dl.GameID)
		if err != nil {
			return err
		}
		slug = g.Slug
		t, err := d.loadTableOf(tx, g)
		if err != nil {
			return err
		}
		if !t.game.Paused.IsZero() {
			return nil // a paused game's clock stands still; Resume moves it
		}
		s, ok := t.seat(dl.Seat)
		_, asked := prompts(t.state)[dl.Seat]
		if !ok || !asked || t.decision(dl.Seat) != dl.Decision || t.game.Status != statusActive {
			return tx.ResolveDeadlines(dl.GameID, dl.Seat, d.now())
		}
		queued = true
		return fn(tx, t, s)
	})
	if errors.Is(err, store.ErrConflict) {
		// Another process marked or moved this deadline meanwhile.
		d.log.Info("deadline changed meanwhile; skipped", "game", slug, "seat", dl.Seat)
		return nil
	}
	if err != nil && !errors.Is(err, context.Canceled) {
		return fmt.Errorf("deadline of %s %s: %w", slug, strings.ToLower(dl.Seat), err)
	}
	if err == nil && queued {
		d.kick()
	}
	return err
}
