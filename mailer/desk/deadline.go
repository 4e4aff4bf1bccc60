package desk

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"turnmail/store"
)

// Tick sends every reminder and late notice due now, and the notices of
// undeliverable mail held back for an hour (FailureDigest). Each deadline is
// its own transaction: one game that fails (a snapshot that no longer
// loads, a rules bug) is reported and does not hold back the others.
func (d *Desk) Tick(ctx context.Context) error {
	now := d.now()
	var due, late []store.Deadline
	err := d.st.View(ctx, func(tx *store.Tx) (err error) {
		if due, err = tx.DueReminders(now); err != nil {
			return err
		}
		late, err = tx.DueLate(now)
		return err
	})
	if err != nil {
		return fmt.Errorf("find due deadlines: %w", err)
	}
	var errs []error
	for _, dl := range due {
		if ctx.Err() != nil {
			break
		}
		errs = append(errs, d.remind(ctx, dl))
	}
	for _, dl := range late {
		if ctx.Err() != nil {
			break
		}
		errs = append(errs, d.late(ctx, dl))
	}
	errs = append(errs, d.FailureDigest(ctx))
	return errors.Join(errs...)
}

// remind sends the reminder of one due deadline and marks it sent, in one
// transaction, so that a reminder goes out exactly once, across restarts
// too.
func (d *Desk) remind(ctx context.Context, dl store.Deadline) error {
	return d.onDeadline(ctx, dl, func(tx *store.Tx, t *table, s store.Seat) error {
		if err := tx.MarkReminded(dl, d.now()); err != nil {
			return err
		}
		d.log.Info("reminder", "game", t.game.Slug, "seat", s.Seat, "decision", dl.Decision)
		return d.queueSeat(tx, t, s, newReminder())
	})
}

// late tells a seat and the moderators that a deadline has passed, and
// marks it told, in one transaction.
func (d *Desk) late(ctx context.Context, dl store.Deadline) error {
	return d.onDeadline(ctx, dl, func(tx *store.Tx, t *table, s store.Seat) error {
		if err := tx.MarkLateNotified(dl, d.now()); err != nil {
			return err
		}
		d.log.Info("late", "game", t.game.Slug, "seat", s.Seat, "decision", dl.Decision)
		if err := d.queueSeat(tx, t, s, newLate(dl)); err != nil {
			return err
		}
		return d.queueModerators(tx, t, newLate(dl))
	})
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
