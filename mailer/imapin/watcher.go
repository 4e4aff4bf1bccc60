package imapin

import (
	"context"
	"errors"
	"log/slog"
	"math/rand/v2"
	"time"

	"github.com/emersion/go-imap/v2"
)

// Delivery is one message taken from the watched mailbox.
type Delivery struct {
	Mailbox     string
	UIDValidity uint32
	UID         uint32
	Raw         []byte
}

// Handler commits the effects of one message. When it returns nil the
// watcher flags or moves the message; when it returns an error the message
// stays as it is and is offered again later, with backoff.
type Handler func(ctx context.Context, d Delivery) error

// Checkpoint persists, per mailbox, the UIDVALIDITY last seen and the
// highest UID handled.
type Checkpoint interface {
	MailboxState(ctx context.Context, mailbox string) (uidValidity, lastUID uint32, err error)
	SetMailboxState(ctx context.Context, mailbox string, uidValidity, lastUID uint32) error
}

// Watcher watches one mailbox. Create it with New and start it with Run.
type Watcher struct {
	cfg    Config
	handle Handler
	cp     Checkpoint
	log    *slog.Logger
	kick   chan struct{}

	// Owned by the goroutine running Run; kept across reconnections.
	uidValidity uint32
	lastUID     uint32
	retries     map[imap.UID]*retry
}

// retry is the backoff state of a message whose handler failed.
type retry struct {
	attempts int
	at       time.Time
}

// New checks cfg and returns a Watcher. It does not connect.
func New(cfg Config, h Handler, cp Checkpoint) (*Watcher, error) {
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	if h == nil || cp == nil {
		return nil, errors.New("imapin: a handler and a checkpoint are required")
	}
	return &Watcher{
		cfg:     cfg,
		handle:  h,
		cp:      cp,
		log:     cfg.Logger.With("mailbox", cfg.Mailbox, "addr", cfg.Addr),
		kick:    make(chan struct{}, 1),
		retries: make(map[imap.UID]*retry),
	}, nil
}

// Kick asks the watcher to scan the mailbox now instead of waiting for IDLE
// or the next poll. It never blocks.
func (w *Watcher) Kick() {
	notify(w.kick)
}

// Run connects, handles the waiting mail, then waits for more (IDLE or
// polling) until ctx ends; it reconnects with exponential backoff and jitter
// whenever the connection fails. It returns nil once ctx has ended. Run must
// not be called twice at the same time.
func (w *Watcher) Run(ctx context.Context) error {
	delay := w.cfg.RetryMin
	for {
		selected, err := w.session(ctx)
		if ctx.Err() != nil {
			return nil
		}
		if selected {
			delay = w.cfg.RetryMin
		}
		wait := jitter(delay)
		w.log.Warn("imap connection lost", "err", err, "retry_in", wait)
		if !sleep(ctx, wait) {
			return nil
		}
		delay = min(2*delay, w.cfg.RetryMax)
	}
}

// backoff returns the pause after the given number of failed attempts.
func (w *Watcher) backoff(attempts int) time.Duration {
	d := w.cfg.RetryMin
	for i := 1; i < attempts && d < w.cfg.RetryMax; i++ {
		d *= 2
	}
	return jitter(min(d, w.cfg.RetryMax))
}

// jitter spreads d over [d/2, d) so that many watchers do not reconnect in
// step.
func jitter(d time.Duration) time.Duration {
	if d < 2 {
		return d
	}
	return d/2 + rand.N(d/2)
}

func sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}

func notify(ch chan struct{}) {
	select {
	case ch <- struct{}{}:
	default:
	}
}
