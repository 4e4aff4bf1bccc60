package mailer

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/robfig/cron/v3"

	"turnmail/mailer/desk"
	"turnmail/store"
)

// Clock runs the scheduled jobs: every minute it finds deadlines whose
// reminder is due and deadlines that have passed, and queues the mails.
// Each deadline row is worked in its own transaction that also marks it,
// so a reminder goes out exactly once, across restarts too. Once a day it
// also cleans up (Housekeep).
type Clock struct {
	desk *desk.Desk
	st   *store.Store
	cron *cron.Cron
	log  *slog.Logger
	spec string
	// KeepSent is how long sent mail keeps its full text before
	// housekeeping cuts it to its header (store.PruneSentMail); default
	// store.KeepSentMail.
	KeepSent time.Duration
}

// NewClock returns a clock that checks deadlines on the cron spec (for
// example "@every 1m").
func NewClock(d *desk.Desk, spec string) *Clock {
	return &Clock{desk: d, st: d.Store(), spec: spec, log: d.Logger().With("component", "clock"), KeepSent: store.KeepSentMail,
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
	if spec := c.desk.DigestSpec(); spec != "" {
		if _, err := c.cron.AddFunc(spec, func() {
			if err := c.desk.Digest(ctx); err != nil && ctx.Err() == nil {
				c.log.Error("daily digest failed", "err", err)
			}
		}); err != nil {
			return fmt.Errorf("schedule the daily digest %q: %w", spec, err)
		}
	}
	c.cron.Start()
	<-ctx.Done()
	<-c.cron.Stop().Done()
	return nil
}

// Tick sends every reminder and late notice due now (Desk.Tick).
func (c *Clock) Tick(ctx context.Context) error { return c.desk.Tick(ctx) }

// KeepSpool is how long the built-in mail server's spool keeps mail; the
// referee's mail stays until the desk has handled it.
const KeepSpool = 30 * 24 * time.Hour

// Housekeep runs the daily clean-up: snapshots older than each game's
// newest go (the move log rebuilds any state), and so does spooled mail
// older than KeepSpool that is no longer needed, the desk's notes older
// than a day (its caps look back an hour; notes of leaked tokens stay),
// and mail sent longer than KeepSent ago keeps only its header and hash.
func (c *Clock) Housekeep(ctx context.Context) error {
	referee, _, _ := strings.Cut(c.desk.Referee(), "@")
	now := c.desk.Now()
	var snaps, spooled, sent, notes int64
	err := c.st.Update(ctx, func(tx *store.Tx) (err error) {
		if snaps, err = tx.PruneSnapshots(); err != nil {
			return err
		}
		if notes, err = tx.PruneTold(now.Add(-24 * time.Hour)); err != nil {
			return err
		}
		if spooled, err = tx.PruneSpool(now.Add(-KeepSpool), referee); err != nil {
			return err
		}
		sent, err = tx.PruneSentMail(now.Add(-c.KeepSent), now)
		return err
	})
	if err != nil {
		return fmt.Errorf("housekeeping: %w", err)
	}
	c.log.Info("housekeeping", "snapshots", snaps, "spooled", spooled, "sent_pruned", sent, "notes", notes)
	return nil
}
