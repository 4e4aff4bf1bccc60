package mailer

import (
	"context"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"time"

	"turnmail/mailer/desk"
	"turnmail/mailer/smtpout"
	"turnmail/store"
)

// Sender submits one mail. *smtpout.Sender is the real one.
type Sender interface {
	Send(ctx context.Context, from string, to []string, raw []byte) error
}

// Outbox delivers queued mail: oldest first, with exponential backoff and
// jitter on temporary failures. A permanent failure (or too many
// temporary ones) is recorded and the moderators are told.
type Outbox struct {
	desk        *desk.Desk
	st          *store.Store
	send        Sender
	log         *slog.Logger
	wake        chan struct{}
	MaxAttempts int           // default 12 (about a day and a half of retries)
	Poll        time.Duration // how often to look without a wake-up (other processes queue mail too); default 5s
	Batch       int           // mails per round; default 50
	Senders     int           // SMTP sessions working a round side by side; default 3
}

// NewOutbox returns an outbox worker for the desk's store. The desk's
// commits wake it.
func NewOutbox(d *desk.Desk, send Sender) *Outbox {
	o := &Outbox{desk: d, st: d.Store(), send: send, log: d.Logger().With("component", "outbox"),
		wake: make(chan struct{}, 1), MaxAttempts: 12, Poll: 5 * time.Second, Batch: 50, Senders: 3}
	d.OnQueued(o.Kick)
	return o
}

// Kick wakes the worker; it never blocks.
func (o *Outbox) Kick() {
	select {
	case o.wake <- struct{}{}:
	default:
	}
}

// Run delivers mail until ctx ends. A send in progress is finished first:
// the SMTP session gets its own short grace period.
func (o *Outbox) Run(ctx context.Context) error {
	t := time.NewTimer(0)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-o.wake:
		case <-t.C:
		}
		n, err := o.Flush(ctx)
		if err != nil && ctx.Err() == nil {
			o.log.Error("outbox round failed", "err", err)
		}
		if n == o.Batch {
			o.Kick() // more may be waiting
		}
		t.Reset(o.Poll)
	}
}

// Flush makes one round over the due mail and returns how many it tried.
func (o *Outbox) Flush(ctx context.Context) (int, error) {
	var due []store.OutMail
	err := o.st.View(ctx, func(tx *store.Tx) (err error) {
		due, err = tx.DueOutbox(o.desk.Now(), o.Batch)
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("read outbox: %w", err)
	}
	for _, m := range due {
		if ctx.Err() != nil {
			return 0, nil
		}
		o.deliver(ctx, m)
	}
	return len(due), nil
}

func (o *Outbox) deliver(ctx context.Context, m store.OutMail) {
	log := o.log.With("msgid", m.MessageID, "to", m.To, "kind", m.Kind)
	sendCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Minute)
	err := o.send.Send(sendCtx, m.From, []string{m.To}, m.Raw)
	cancel()
	now := o.desk.Now()
	update := func(fn func(*store.Tx) error) {
		if err := o.st.Update(context.WithoutCancel(ctx), fn); err != nil {
			log.Error("record delivery", "err", err)
		}
	}
	switch {
	case err == nil:
		update(func(tx *store.Tx) error { return tx.MarkSent(m.ID, now) })
		log.Info("mail sent")
	case smtpout.IsPermanent(err) || m.Attempts+1 >= o.MaxAttempts:
		log.Error("mail failed for good", "attempts", m.Attempts+1, "err", err)
		update(func(tx *store.Tx) error {
			if err := tx.MarkFailed(m.ID, now, err.Error()); err != nil {
				return err
			}
			return o.desk.Undeliverable(tx, m, err)
		})
		o.Kick()
	default:
		next := now.Add(Backoff(m.Attempts + 1))
		log.Warn("mail deferred", "attempts", m.Attempts+1, "next", next, "err", err)
		update(func(tx *store.Tx) error { return tx.MarkRetry(m.ID, next, err.Error()) })
	}
}

// Backoff is the wait before attempt n+1 after n failures: one minute,
// doubling, at most six hours, with ±20% jitter so retries spread out.
func Backoff(n int) time.Duration {
	base := time.Minute << min(n-1, 10)
	base = min(base, 6*time.Hour)
	jitter := 0.8 + 0.4*rand.Float64()
	return time.Duration(float64(base) * jitter)
}
