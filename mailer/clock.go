package mailer

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/robfig/cron/v3"

	"turnmail/store"
)

// Clock runs the scheduled jobs: every minute it finds deadlines whose
// reminder is due and deadlines that have passed, and queues the mails.
// Each deadline row is worked in its own transaction that also marks it,
// so a reminder goes out exactly once, across restarts too. Once a day it
// also cleans up (Housekeep).
type Clock struct {
	desk *Desk
	cron *cron.Cron
	log  *slog.Logger
	spec string
}

// NewClock returns a clock that checks deadlines on the cron spec (for
// example "@every 1m").
func NewClock(desk *Desk, spec string) *Clock {
	return &Clock{desk: desk, spec: spec, log: desk.log.With("component", "clock"),
		cron: cron.New(cron.WithChain(cron.SkipIfStillRunning(cron.DiscardLogger)))}
}

// Run checks deadlines on schedule until ctx ends.
func (c *Clock) Run(ctx context.Context) error {
	if _, err := c.cron.AddFunc(c.spec, func() {
		if err := c.Tick(ctx); err != nil && ctx.Err() == nil {
			c.log.Error("deadline check failed", "err", err)
		}
	}); err != nil {
		return fmt.Errorf("schedule deadline check %q: %w", c.spec, err)
	}
	if _, err := c.cron.AddFunc("@daily", func() {
		if err := c.Housekeep(ctx); err != nil && ctx.Err() == nil {
			c.log.Error("housekeeping failed", "err", err)
		}
	}); err != nil {
		return fmt.Errorf("schedule housekeeping: %w", err)
	}
	c.cron.Start()
	<-ctx.Done()
	<-c.cron.Stop().Done()
	return nil
}

// Tick sends every reminder and late notice due now.
func (c *Clock) Tick(ctx context.Context) error {
	d := c.desk
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
	// Each deadline is its own transaction: one game that fails (a
	// snapshot that no longer loads, a rules bug) is reported and does not
	// hold back the others.
	queued := false
	var errs []error
	for _, dl := range due {
		if ctx.Err() != nil {
			break
		}
		if err := c.remind(ctx, dl); err != nil {
			errs = append(errs, err)
			continue
		}
		queued = true
	}
	for _, dl := range late {
		if ctx.Err() != nil {
			break
		}
		if err := c.late(ctx, dl); err != nil {
			errs = append(errs, err)
			continue
		}
		queued = true
	}
	if queued {
		d.kick()
	}
	return errors.Join(errs...)
}

func (c *Clock) remind(ctx context.Context, dl store.Deadline) error {
	return c.work(ctx, dl, func(tx *store.Tx, t *table, s store.Seat) error {
		if err := tx.MarkReminded(dl, c.desk.now()); err != nil {
			return err
		}
		c.log.Info("reminder", "game", t.game.Slug, "seat", s.Seat, "decision", dl.Decision)
		return c.desk.queueSeat(tx, t, s, kindReminder, mailOpts{})
	})
}

func (c *Clock) late(ctx context.Context, dl store.Deadline) error {
	return c.work(ctx, dl, func(tx *store.Tx, t *table, s store.Seat) error {
		if err := tx.MarkLateNotified(dl, c.desk.now()); err != nil {
			return err
		}
		c.log.Info("late", "game", t.game.Slug, "seat", s.Seat, "decision", dl.Decision)
		if err := c.desk.queueSeat(tx, t, s, kindLate, mailOpts{}); err != nil {
			return err
		}
		return c.desk.queueModerators(tx, t, kindLate, mailOpts{deadline: dl.Due, waiting: []string{s.Seat},
			text: fmt.Sprintf("%s has not answered decision #%d by its deadline.", s.Seat, dl.Decision)})
	})
}

// work loads the deadline's game under its lock and runs fn in one
// transaction, unless the deadline no longer matches what the seat is
// asked (then the deadline is resolved and nothing is sent).
func (c *Clock) work(ctx context.Context, dl store.Deadline, fn func(*store.Tx, *table, store.Seat) error) error {
	d := c.desk
	var slug string
	err := d.st.View(ctx, func(tx *store.Tx) error {
		g, err := tx.GameByID(dl.GameID)
		if err == nil {
			slug = g.Slug
		}
		return err
	})
	if err != nil {
		return fmt.Errorf("deadline of game %d: %w", dl.GameID, err)
	}
	unlock := d.lock(slug)
	defer unlock()
	err = d.st.Update(ctx, func(tx *store.Tx) error {
		t, err := d.loadTable(tx, slug)
		if err != nil {
			return err
		}
		s, ok := t.seat(dl.Seat)
		_, asked := prompts(t.state)[dl.Seat]
		if !ok || !asked || t.decision(dl.Seat) != dl.Decision || t.game.Status != statusActive {
			return tx.ResolveDeadlines(dl.GameID, dl.Seat, d.now())
		}
		return fn(tx, t, s)
	})
	if errors.Is(err, store.ErrConflict) {
		// Another process marked or moved this deadline meanwhile.
		c.log.Info("deadline changed meanwhile; skipped", "game", slug, "seat", dl.Seat)
		return nil
	}
	if err != nil && !errors.Is(err, context.Canceled) {
		return fmt.Errorf("deadline of %s %s: %w", slug, strings.ToLower(dl.Seat), err)
	}
	return err
}

// KeepSpool is how long the built-in mail server's spool keeps mail; the
// referee's mail stays until the desk has handled it.
const KeepSpool = 30 * 24 * time.Hour

// Housekeep runs the daily clean-up: snapshots older than each game's
// newest go (the move log rebuilds any state), and so does spooled mail
// older than KeepSpool that is no longer needed.
func (c *Clock) Housekeep(ctx context.Context) error {
	d := c.desk
	referee, _, _ := strings.Cut(d.cfg.Referee, "@")
	var snaps, spooled int64
	err := d.st.Update(ctx, func(tx *store.Tx) (err error) {
		if snaps, err = tx.PruneSnapshots(); err != nil {
			return err
		}
		spooled, err = tx.PruneSpool(d.now().Add(-KeepSpool), referee)
		return err
	})
	if err != nil {
		return fmt.Errorf("housekeeping: %w", err)
	}
	c.log.Info("housekeeping", "snapshots", snaps, "spooled", spooled)
	return nil
}
