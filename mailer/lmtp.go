package mailer

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"log/slog"
	"net"
	"os"
	"strings"
	"time"

	"github.com/emersion/go-smtp"

	"turnmail/mailer/desk"
	"turnmail/mailer/mailconn"
)

// LMTP takes the referee's mail straight from the club's MTA over LMTP
// (RFC 2033) into the same desk as the mailbox watcher, with the same
// guarantee: a message is answered 250 only after the desk committed its
// effects, and 451 (try again) when it could not; the ledger dedupes a
// message delivered twice. The Return-Path the delivery agent owes a
// message (RFC 5321 4.4) is added from the envelope sender. There is no
// authentication, so it listens on loopback or a Unix socket only.
type LMTP struct {
	desk *desk.Desk
	srv  *smtp.Server
	ln   net.Listener
	log  *slog.Logger
}

// NewLMTP listens on addr: host:port on loopback, or the path of a Unix
// socket. Messages over maxSize bytes are refused with 552.
func NewLMTP(d *desk.Desk, addr string, maxSize int64) (*LMTP, error) {
	network := "tcp"
	if strings.HasPrefix(addr, "/") {
		network = "unix"
		os.Remove(addr) // a socket left by an earlier run
	} else if host, _, err := net.SplitHostPort(addr); err != nil || !mailconn.IsLoopback(host) {
		return nil, fmt.Errorf("listen for LMTP on %s: want a loopback host:port or a socket path", addr)
	}
	ln, err := net.Listen(network, addr)
	if err != nil {
		return nil, fmt.Errorf("listen for LMTP: %w", err)
	}
	l := &LMTP{desk: d, ln: ln, log: d.Logger().With("component", "lmtp")}
	l.srv = smtp.NewServer(smtp.BackendFunc(func(*smtp.Conn) (smtp.Session, error) { return &lmtpSession{l: l}, nil }))
	l.srv.LMTP = true
	l.srv.Domain = "turnmail"
	l.srv.MaxMessageBytes = maxSize
	l.srv.ReadTimeout, l.srv.WriteTimeout = 5*time.Minute, time.Minute
	l.srv.ErrorLog = log.New(io.Discard, "", 0)
	return l, nil
}

// Addr is the address the listener took.
func (l *LMTP) Addr() string { return l.ln.Addr().String() }

// Run serves until ctx ends, then lets the deliveries in hand finish
// within ten seconds.
func (l *LMTP) Run(ctx context.Context) error {
	done := make(chan error, 1)
	go func() { done <- l.srv.Serve(l.ln) }()
	select {
	case err := <-done:
		return fmt.Errorf("serve LMTP: %w", err)
	case <-ctx.Done():
	}
	stop, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	if err := l.srv.Shutdown(stop); err != nil {
		l.srv.Close()
	}
	if err := <-done; err != nil && !errors.Is(err, smtp.ErrServerClosed) {
		return fmt.Errorf("serve LMTP: %w", err)
	}
	return nil
}

// lmtpSession takes one delivery at a time: any recipient (the MTA sends
// only the referee's mail here), and one answer for all of them, since
// the message is handled once.
type lmtpSession struct {
	l    *LMTP
	from string
}

func (s *lmtpSession) Mail(from string, _ *smtp.MailOptions) error { s.from = from; return nil }
func (s *lmtpSession) Rcpt(string, *smtp.RcptOptions) error        { return nil }
func (s *lmtpSession) Reset()                                      { s.from = "" }
func (s *lmtpSession) Logout() error                               { return nil }

// Data answers 250 once the desk has committed the message.
func (s *lmtpSession) Data(r io.Reader) error {
	body, err := io.ReadAll(r)
	if err != nil {
		return fmt.Errorf("read message: %w", err)
	}
	raw := append([]byte("Return-Path: <"+s.from+">\r\n"), body...)
	if _, err := s.l.desk.Handle(context.Background(), raw, desk.Source{Mailbox: "LMTP"}); err != nil {
		s.l.log.Error("handle message", "err", err)
		return &smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "cannot store the mail now, try again later"}
	}
	return nil
}
