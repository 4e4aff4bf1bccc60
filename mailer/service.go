package mailer

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"turnmail/mailer/desk"
	"turnmail/mailer/imapin"
	"turnmail/mailer/smtpout"
	"turnmail/store"
)

// Service runs the daemon's loops — the mailbox watcher, the outbox and
// the clock — over one desk, and stops them cleanly.
type Service struct {
	Desk    *desk.Desk
	Outbox  *Outbox
	Clock   *Clock
	Watcher *imapin.Watcher
	// LMTP, when set, takes mail from the club's MTA beside the watcher.
	LMTP *LMTP
	log  *slog.Logger
}

// NewService wires a desk, an outbox over send, a clock on clockSpec and a
// watcher on the mailbox described by in.
func NewService(st *store.Store, cfg desk.Config, in imapin.Config, send *smtpout.Sender, clockSpec string, log *slog.Logger) (*Service, error) {
	if log == nil {
		log = slog.Default()
	}
	d := desk.New(st, cfg, time.Now, log)
	s := &Service{Desk: d, Outbox: NewOutbox(d, send), Clock: NewClock(d, clockSpec), log: log}
	in.Logger = log.With("component", "imap")
	if in.HandleBatch == nil {
		in.HandleBatch = s.handleBatch
	}
	if in.Oversize == nil {
		in.Oversize = s.oversize(in.MaxSize)
	}
	w, err := imapin.New(in, s.handle, Checkpoint{st})
	if err != nil {
		return nil, fmt.Errorf("set up mailbox watcher: %w", err)
	}
	s.Watcher = w
	return s, nil
}

func (s *Service) handle(ctx context.Context, d imapin.Delivery) error {
	_, err := s.Desk.Handle(ctx, d.Raw, desk.Source{Mailbox: d.Mailbox, UIDValidity: d.UIDValidity, UID: d.UID})
	return err
}

// handleBatch hands several messages to the desk in one transaction.
func (s *Service) handleBatch(ctx context.Context, ds []imapin.Delivery) error {
	raws := make([]desk.Raw, len(ds))
	for i, d := range ds {
		raws[i] = desk.Raw{Raw: d.Raw, Source: desk.Source{Mailbox: d.Mailbox, UIDValidity: d.UIDValidity, UID: d.UID}}
	}
	_, err := s.Desk.HandleBatch(ctx, raws)
	return err
}

// oversize answers a mail over the watcher's size limit max (0: the
// watcher's default).
func (s *Service) oversize(max int64) imapin.OversizeHandler {
	if max == 0 {
		max = imapin.DefaultMaxSize
	}
	return func(ctx context.Context, o imapin.Oversize) error {
		_, err := s.Desk.HandleOversize(ctx, desk.Oversize{
			Source: desk.Source{Mailbox: o.Mailbox, UIDValidity: o.UIDValidity, UID: o.UID},
			Size:   o.Size, MaxSize: max, Header: o.Header})
		return err
	}
}

// Run runs every loop until ctx ends, then waits for them to finish the
// work in hand (a transaction, an SMTP session) and returns.
func (s *Service) Run(ctx context.Context) error {
	var wg sync.WaitGroup
	errs := make(chan error, 4)
	run := func(name string, fn func(context.Context) error) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := fn(ctx); err != nil && !errors.Is(err, context.Canceled) {
				errs <- fmt.Errorf("%s: %w", name, err)
			}
		}()
	}
	run("outbox", s.Outbox.Run)
	run("clock", s.Clock.Run)
	run("watcher", s.Watcher.Run)
	if s.LMTP != nil {
		run("lmtp", s.LMTP.Run)
	}
	wg.Wait()
	close(errs)
	var all []error
	for err := range errs {
		all = append(all, err)
	}
	return errors.Join(all...)
}

// Checkpoint keeps the watcher's UIDVALIDITY per mailbox in the store.
type Checkpoint struct{ St *store.Store }

// MailboxState implements imapin.Checkpoint.
func (c Checkpoint) MailboxState(ctx context.Context, mailbox string) (v, uid uint32, err error) {
	err = c.St.View(ctx, func(tx *store.Tx) error {
		v, uid, err = tx.MailboxState(mailbox)
		return err
	})
	return v, uid, err
}

// SetMailboxState implements imapin.Checkpoint.
func (c Checkpoint) SetMailboxState(ctx context.Context, mailbox string, v, uid uint32) error {
	return c.St.Update(ctx, func(tx *store.Tx) error { return tx.SetMailboxState(mailbox, v, uid) })
}
