package smtpout

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// Hooks let the caller record a mail's progress at the two moments that
// decide whether a crash can send it twice. Either may be nil.
type Hooks struct {
	// BeforeData runs once the server has accepted the envelope (MAIL
	// and every RCPT), just before DATA: the moment to record "handing to
	// SMTP". An error aborts the mail before any of it is sent.
	BeforeData func() error
	// Accepted runs right after the server's 250 to the message, before
	// anything else happens on the connection: the moment to record
	// "sent". A crash can now only fall between the 250 and this call.
	Accepted func()
}

// Session sends several mails over one connection: it connects on the
// first Send, says RSET between mails and keeps the connection until
// Close. When the connection fails, the next Send opens a new one; a mail
// whose DATA was not begun when an old connection turned out dead is
// sent over a new connection at once, since nothing of it reached the
// server. A Session serves one goroutine at a time; its methods serialise
// concurrent callers.
type Session struct {
	s  *Sender
	mu sync.Mutex
	c  *smtp.Client
	// used reports that the connection has carried a mail, so the next
	// one starts with RSET.
	used bool
}

// Session returns a new session. It does not connect.
func (s *Sender) Session() *Session { return &Session{s: s} }

// Send submits one mail over the session's connection, like Sender.Send.
func (ss *Session) Send(ctx context.Context, from string, to []string, raw []byte) error {
	return ss.SendWith(ctx, from, to, raw, Hooks{})
}

// SendWith submits one mail and calls hooks at DATA and at the server's
// acceptance. When ctx ends the connection is closed and SendWith returns.
// Errors are classified as Sender.Send's are (see IsPermanent).
func (ss *Session) SendWith(ctx context.Context, from string, to []string, raw []byte, hooks Hooks) error {
	if err := checkEnvelope(from, to); err != nil {
		return err
	}
	ss.mu.Lock()
	defer ss.mu.Unlock()
	fresh := ss.c == nil
	err := ss.attempt(ctx, from, to, raw, hooks)
	var st *stale
	if errors.As(err, &st) && !fresh && ctx.Err() == nil {
		// The kept connection died while idle; nothing of this mail was
		// sent, so a new connection may carry it.
		err = ss.attempt(ctx, from, to, raw, hooks)
	}
	if errors.As(err, &st) {
		err = st.err
	}
	if err != nil {
		return fmt.Errorf("send mail via %s: %w", ss.s.cfg.Addr, ctxErr(ctx, err))
	}
	return nil
}

// stale marks a failure before DATA on a connection that was already
// open: the mail did not reach the server.
type stale struct{ err error }

func (e *stale) Error() string { return e.err.Error() }
func (e *stale) Unwrap() error { return e.err }

func (ss *Session) attempt(ctx context.Context, from string, to []string, raw []byte, hooks Hooks) error {
	if ss.c == nil {
		c, err := ss.s.connect(ctx)
		if err != nil {
			return fmt.Errorf("connect: %w", err)
		}
		if err := ss.s.auth(c); err != nil {
			c.Close()
			return err
		}
		ss.c, ss.used = c, false
	}
	c := ss.c
	stop := context.AfterFunc(ctx, func() { c.Close() })
	defer stop()
	err := ss.transact(from, to, raw, hooks)
	var he *hookError
	if err != nil && !answered(err) && !errors.As(err, &he) {
		// The connection is in an unknown state: drop it.
		ss.drop()
	}
	return err
}

// transact runs RSET (after an earlier mail), MAIL, RCPT and DATA.
func (ss *Session) transact(from string, to []string, raw []byte, hooks Hooks) error {
	c := ss.c
	reused := ss.used
	ss.used = true
	beforeData := func(err error) error {
		if reused && !answered(err) {
			return &stale{err}
		}
		return err
	}
	if reused {
		if err := c.Reset(); err != nil {
			return beforeData(fmt.Errorf("RSET: %w", err))
		}
	}
	if err := c.Mail(from, nil); err != nil {
		return beforeData(err)
	}
	for _, rcpt := range to {
		if err := c.Rcpt(rcpt, nil); err != nil {
			return beforeData(err)
		}
	}
	if hooks.BeforeData != nil {
		if err := hooks.BeforeData(); err != nil {
			return &hookError{fmt.Errorf("before DATA: %w", err)}
		}
	}
	w, err := c.Data()
	if err != nil {
		return err
	}
	if _, err := w.Write(raw); err != nil {
		w.Close()
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	if hooks.Accepted != nil {
		hooks.Accepted()
	}
	return nil
}

// hookError is a hook's refusal: the connection stays in step.
type hookError struct{ err error }

func (e *hookError) Error() string { return e.err.Error() }
func (e *hookError) Unwrap() error { return e.err }

// answered reports whether err is the server's reply to a command, after
// which the connection is still in step and may carry the next mail. A 421
// is not: the server is closing the connection (RFC 5321 3.8).
func answered(err error) bool {
	var se *smtp.SMTPError
	return errors.As(err, &se) && se.Code != 421
}

func (ss *Session) drop() {
	if ss.c != nil {
		ss.c.Close()
		ss.c = nil
	}
}

// Close says QUIT and closes the connection, if one is open. The mails
// already accepted stay accepted whatever QUIT's answer.
func (ss *Session) Close() error {
	ss.mu.Lock()
	defer ss.mu.Unlock()
	if ss.c == nil {
		return nil
	}
	ss.c.Quit()
	ss.drop()
	return nil
}

// auth authenticates with AUTH PLAIN when a username is configured;
// without one the mail is submitted without AUTH (a local relay).
func (s *Sender) auth(c *smtp.Client) error {
	if s.cfg.Username == "" {
		return nil
	}
	if !c.SupportsAuth(sasl.Plain) {
		return &authError{errors.New("server does not offer AUTH PLAIN")}
	}
	if err := c.Auth(sasl.NewPlainClient("", s.cfg.Username, s.cfg.Password)); err != nil {
		return &authError{fmt.Errorf("authenticate as %s: %w", s.cfg.Username, err)}
	}
	return nil
}
