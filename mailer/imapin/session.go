package imapin

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"sync/atomic"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
)

// session is one connection with the mailbox selected.
type session struct {
	w    *Watcher
	c    *imapclient.Client
	wake chan struct{} // the server announced new messages
	idle bool          // the server offers IDLE
	// done holds the messages handled on this connection that the last
	// search still found unseen.
	done map[imap.UID]bool
}

// session connects, selects the mailbox and serves it until the connection
// fails or ctx ends. selected reports whether it got as far as SELECT.
func (w *Watcher) session(ctx context.Context) (selected bool, err error) {
	wake := make(chan struct{}, 1)
	c, err := w.connect(ctx, wake)
	if err != nil {
		return false, err
	}
	defer c.Close()
	// go-imap takes no context: closing the client unblocks every command.
	stop := context.AfterFunc(ctx, func() { c.Close() })
	defer stop()

	s := &session{w: w, c: c, wake: wake, done: make(map[imap.UID]bool)}
	if err := s.open(ctx); err != nil {
		return false, err
	}
	w.log.Info("watching mailbox", "idle", s.idle, "uidvalidity", w.uidValidity)
	defer w.saveProgress(context.WithoutCancel(ctx), true)
	return true, s.serve(ctx)
}

func (w *Watcher) connect(ctx context.Context, wake chan struct{}) (*imapclient.Client, error) {
	opts := &imapclient.Options{
		UnilateralDataHandler: &imapclient.UnilateralDataHandler{
			Mailbox: func(d *imapclient.UnilateralDataMailbox) {
				if d.NumMessages != nil {
					notify(wake) // never block the reader goroutine
				}
			},
		},
	}
	dialCtx, cancel := context.WithTimeout(ctx, w.cfg.Watchdog)
	defer cancel()
	conn, err := (&net.Dialer{KeepAlive: 30 * time.Second}).DialContext(dialCtx, "tcp", w.cfg.Addr)
	if err != nil {
		return nil, fmt.Errorf("dial %s: %w", w.cfg.Addr, errUnreachable{err})
	}
	switch w.cfg.Security {
	case SecurityTLS:
		tlsConn := tls.Client(conn, w.cfg.tlsConfig())
		if err := tlsConn.HandshakeContext(dialCtx); err != nil {
			conn.Close()
			return nil, fmt.Errorf("TLS handshake with %s: %w", w.cfg.Addr, err)
		}
		return imapclient.New(tlsConn, opts), nil
	case SecurityStartTLS:
		opts.TLSConfig = w.cfg.tlsConfig()
		stop := context.AfterFunc(dialCtx, func() { conn.Close() })
		c, err := imapclient.NewStartTLS(conn, opts)
		if !stop() && err == nil {
			c.Close()
			err = errors.New("no answer in time")
		}
		if err != nil {
			return nil, fmt.Errorf("STARTTLS with %s: %w", w.cfg.Addr, err)
		}
		return c, nil
	default:
		return imapclient.New(conn, opts), nil
	}
}

// open logs in, makes sure MoveTo exists, selects the mailbox and checks
// its UIDVALIDITY.
func (s *session) open(ctx context.Context) error {
	cfg := &s.w.cfg
	if err := s.guard("read greeting", func() error { return s.c.WaitGreeting() }); err != nil {
		return err
	}
	if err := s.guard("log in as "+cfg.Username, func() error { return s.c.Login(cfg.Username, cfg.Password).Wait() }); err != nil {
		return err
	}
	var caps imap.CapSet
	if err := s.guard("read capabilities", func() error {
		if caps = s.c.Caps(); caps == nil {
			return errors.New("no capability list")
		}
		return nil
	}); err != nil {
		return err
	}
	s.idle = caps.Has(imap.CapIdle)
	if cfg.MoveTo != "" {
		if err := s.ensureMailbox(cfg.MoveTo); err != nil {
			return err
		}
	}
	var sel *imap.SelectData
	if err := s.guard("select "+cfg.Mailbox, func() (err error) {
		sel, err = s.c.Select(cfg.Mailbox, nil).Wait()
		return err
	}); err != nil {
		return err
	}
	return s.w.noteUIDValidity(ctx, sel.UIDValidity)
}

// ensureMailbox creates name unless it exists. Servers differ in how they
// refuse to create an existing mailbox, so a failed CREATE is forgiven when
// STATUS then finds the mailbox.
func (s *session) ensureMailbox(name string) error {
	createErr := s.guard("create "+name, func() error { return s.c.Create(name, nil).Wait() })
	if createErr == nil {
		s.w.log.Info("created folder for handled mail", "folder", name)
		return nil
	}
	if s.c.State() == imap.ConnStateLogout {
		return createErr
	}
	statusErr := s.guard("status "+name, func() error {
		_, err := s.c.Status(name, &imap.StatusOptions{NumMessages: true}).Wait()
		return err
	})
	if statusErr != nil {
		return createErr
	}
	return nil
}

// noteUIDValidity compares the mailbox's UIDVALIDITY with the checkpoint.
// A change means the UIDs were reassigned: the retry state is dropped and
// the new value recorded. Nothing is skipped because of it; the handler's
// dedupe keeps the messages handled before from being applied twice.
func (w *Watcher) noteUIDValidity(ctx context.Context, v uint32) error {
	stored, last, err := w.cp.MailboxState(ctx, w.cfg.Mailbox)
	if err != nil {
		return fmt.Errorf("read checkpoint of %s: %w", w.cfg.Mailbox, err)
	}
	if w.uidValidity != v {
		clear(w.retries)
		w.lastUID = 0
	}
	w.uidValidity = v
	if stored == v {
		// The checkpoint may lag behind what this process handled.
		w.lastUID = max(w.lastUID, last)
		w.savedUID = last
		return nil
	}
	if stored != 0 {
		w.log.Warn("UIDVALIDITY changed: UIDs were reassigned, unseen mail is handled again",
			"old_uidvalidity", stored, "uidvalidity", v)
	}
	w.lastUID = 0
	if err := w.cp.SetMailboxState(ctx, w.cfg.Mailbox, v, 0); err != nil {
		return fmt.Errorf("write checkpoint of %s: %w", w.cfg.Mailbox, err)
	}
	w.savedUID = 0
	return nil
}

// serve scans the mailbox and waits for news, until the connection fails.
// A scan that handled mail is followed by another at once, so the mailbox
// is drained before the watcher waits again.
func (s *session) serve(ctx context.Context) error {
	for {
		handled, retryAt, err := s.scan(ctx)
		if err != nil {
			return err
		}
		switch {
		case handled > 0:
			continue
		case s.active():
			err = s.waitActive(ctx, retryAt)
		case s.idle:
			_, err = s.idleFor(ctx, retryAt, s.w.cfg.IdleRestart)
		default:
			_, err = s.pollAfter(ctx, retryAt, s.w.cfg.PollInterval)
		}
		if err != nil {
			return err
		}
	}
}

// active reports whether a message was handled within ActiveWindow.
func (s *session) active() bool {
	w := s.w
	return w.cfg.ActiveWindow > 0 && !w.lastHandled.IsZero() && time.Since(w.lastHandled) < w.cfg.ActiveWindow
}

// waitActive waits in short rounds of ActivePoll, each ended by a round
// trip that makes the server report new mail at once (the answer to DONE,
// or NOOP without IDLE), until there is news or ActiveWindow has passed
// since the last handled message. IDLE still brings the news at once from
// servers that send it without delay.
func (s *session) waitActive(ctx context.Context, retryAt time.Time) error {
	for s.active() {
		var woken bool
		var err error
		if s.idle {
			woken, err = s.idleFor(ctx, retryAt, s.w.cfg.ActivePoll)
		} else {
			woken, err = s.pollAfter(ctx, retryAt, s.w.cfg.ActivePoll)
		}
		if err != nil || woken {
			return err
		}
	}
	return nil
}

// idleFor runs IDLE until the server announces mail, Kick is called, a
// failed message is due again, or d has passed. It reports whether there
// is news (anything but d passing without the server announcing mail).
func (s *session) idleFor(ctx context.Context, retryAt time.Time, d time.Duration) (woken bool, err error) {
	var cmd *imapclient.IdleCommand
	// The server's "+ idling" is a round trip like NOOP: a probe.
	if err := s.probe("start IDLE", func() (err error) {
		cmd, err = s.c.Idle()
		return err
	}); err != nil {
		return false, err
	}
	restart := time.NewTimer(d)
	defer restart.Stop()
	woken, err = s.wait(ctx, retryAt, restart.C)
	if err != nil {
		return false, fmt.Errorf("during IDLE: %w", err)
	}
	// The server's answer to DONE doubles as a liveness probe.
	if err := s.probe("stop IDLE", func() error {
		if err := cmd.Close(); err != nil {
			return err
		}
		return cmd.Wait()
	}); err != nil {
		return false, err
	}
	return woken || s.announced(), nil
}

// pollAfter sleeps d (or less, when woken) and then probes the connection
// with NOOP, which also collects the server's news. It reports whether
// there is news.
func (s *session) pollAfter(ctx context.Context, retryAt time.Time, d time.Duration) (woken bool, err error) {
	poll := time.NewTimer(d)
	defer poll.Stop()
	if woken, err = s.wait(ctx, retryAt, poll.C); err != nil {
		return false, fmt.Errorf("while polling: %w", err)
	}
	if err := s.probe("NOOP", func() error { return s.c.Noop().Wait() }); err != nil {
		return false, err
	}
	return woken || s.announced(), nil
}

// wait blocks until the server announces mail, Kick is called, a failed
// message is due again (true), or timeout fires (false).
func (s *session) wait(ctx context.Context, retryAt time.Time, timeout <-chan time.Time) (bool, error) {
	due, stopDue := timerAt(retryAt)
	defer stopDue()
	select {
	case <-ctx.Done():
		return false, ctx.Err()
	case <-s.c.Closed():
		return false, errors.New("connection closed")
	case <-s.wake:
	case <-s.w.kick:
	case <-due:
	case <-timeout:
		return false, nil
	}
	return true, nil
}

// announced reports, and clears, news of mail the server sent in the
// answer to the last command.
func (s *session) announced() bool {
	select {
	case <-s.wake:
		return true
	default:
		return false
	}
}

// timerAt returns a channel that fires at t, or nil (never) for a zero t.
func timerAt(t time.Time) (<-chan time.Time, func() bool) {
	if t.IsZero() {
		return nil, func() bool { return false }
	}
	timer := time.NewTimer(time.Until(t))
	return timer.C, timer.Stop
}

// guard runs one IMAP exchange under the watchdog: if it has no answer
// within Watchdog, the connection is closed, which makes it fail.
func (s *session) guard(what string, exchange func() error) error {
	return s.guardFor(s.w.cfg.Watchdog, what, exchange)
}

// probe runs a liveness probe (NOOP, DONE) under ProbeTimeout.
func (s *session) probe(what string, exchange func() error) error {
	return s.guardFor(s.w.cfg.ProbeTimeout, what, exchange)
}

func (s *session) guardFor(limit time.Duration, what string, exchange func() error) error {
	var fired atomic.Bool
	watchdog := time.AfterFunc(limit, func() {
		fired.Store(true)
		s.c.Close()
	})
	err := exchange()
	watchdog.Stop()
	if fired.Load() {
		return fmt.Errorf("%s: no answer within %v, connection closed", what, limit)
	}
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

// errUnreachable marks a failure to reach the server at all (see
// Config.DialRetryMax).
type errUnreachable struct{ err error }

func (e errUnreachable) Error() string { return e.err.Error() }
func (e errUnreachable) Unwrap() error { return e.err }
