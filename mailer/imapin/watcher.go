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

// BatchHandler commits the effects of several messages at once (one
// transaction, one fsync), all or none: when it returns nil the watcher
// flags or moves them all with one command; when it returns an error
// nothing of them may have been committed, and the watcher hands them to
// the Handler one at a time.
type BatchHandler func(ctx context.Context, ds []Delivery) error

// Oversize describes a message larger than Config.MaxSize. The watcher
// fetches only its size, envelope and the start of its header, never the
// message itself, so that a huge mail costs no memory.
type Oversize struct {
	Mailbox     string
	UIDValidity uint32
	UID         uint32
	// Size is the message's RFC822.SIZE in bytes.
	Size int64
	// From is the first From address of the message's ENVELOPE
	// (RFC 9051 7.5.2), "" when it has none.
	From string
	// MessageID is the ENVELOPE's Message-ID, angle brackets removed.
	MessageID string
	// Header is the message's header section, cut at MaxOversizeHeader
	// bytes: enough for the handler's own checks (Return-Path,
	// Authentication-Results, the hash it dedupes by).
	Header []byte
}

// MaxOversizeHeader is how much of an oversize message's header is fetched.
const MaxOversizeHeader = 64 << 10

// OversizeHandler answers a message over Config.MaxSize, typically with one
// short refusal to its sender, and records it in the handler's ledger. Its
// contract is the Handler's: when it returns nil the message is flagged or
// moved as handled; when it returns an error the message stays and is
// offered again later, with backoff; delivery is at least once, so it must
// be idempotent.
type OversizeHandler func(ctx context.Context, o Oversize) error

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
	lastHandled time.Time // when a message was last handled: see ActiveWindow
	savedUID    uint32    // the last UID written to the Checkpoint
	savedAt     time.Time // when it was written
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
		delay = w.nextReconnect(delay, err)
	}
}

// saveProgress writes the highest handled UID to the Checkpoint if it
// moved on, at most every CheckpointEvery unless force is set. It is only
// a progress report: a failed write is logged and nothing is skipped.
func (w *Watcher) saveProgress(ctx context.Context, force bool) {
	if w.lastUID == w.savedUID {
		return
	}
	if !force && w.cfg.CheckpointEvery > 0 && time.Since(w.savedAt) < w.cfg.CheckpointEvery {
		return
	}
	ctx, cancel := context.WithTimeout(ctx, w.cfg.Watchdog)
	defer cancel()
	if err := w.cp.SetMailboxState(ctx, w.cfg.Mailbox, w.uidValidity, w.lastUID); err != nil {
		w.log.Warn("write checkpoint", "uid", w.lastUID, "err", err)
		return
	}
	w.savedUID, w.savedAt = w.lastUID, time.Now()
}

// nextReconnect doubles the pause between reconnections up to
// ReconnectMax, or up to DialRetryMax while the server cannot be reached
// (err, the last session's failure, says which).
func (w *Watcher) nextReconnect(delay time.Duration, err error) time.Duration {
	if errors.As(err, new(errUnreachable)) {
		return min(2*delay, w.cfg.DialRetryMax)
	}
	return min(2*delay, w.cfg.ReconnectMax)
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
