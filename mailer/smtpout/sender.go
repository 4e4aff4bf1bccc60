package smtpout

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"strings"

	"github.com/emersion/go-smtp"
)

// Sender submits mail to one SMTP server. It is safe for concurrent use.
type Sender struct {
	cfg Config
}

// New checks cfg and returns a Sender. It does not connect.
func New(cfg Config) (*Sender, error) {
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	return &Sender{cfg: cfg}, nil
}

// Send submits raw (an RFC 5322 message with CRLF line ends) from the
// envelope sender from to the recipients to, over a new connection that is
// closed afterwards. When ctx ends, the connection is closed and Send
// returns. To send several mails over one connection, use a Session.
func (s *Sender) Send(ctx context.Context, from string, to []string, raw []byte) error {
	ss := s.Session()
	defer ss.Close()
	return ss.Send(ctx, from, to, raw)
}

func (s *Sender) connect(ctx context.Context) (*smtp.Client, error) {
	dialCtx, cancel := context.WithTimeout(ctx, s.cfg.Timeout)
	defer cancel()
	conn, err := (&net.Dialer{Timeout: s.cfg.Timeout}).DialContext(dialCtx, "tcp", s.cfg.Addr)
	if err != nil {
		return nil, err
	}
	if s.cfg.Security == SecurityTLS {
		tlsConn := tls.Client(conn, s.cfg.tlsConfig())
		if err := tlsConn.HandshakeContext(dialCtx); err != nil {
			conn.Close()
			return nil, fmt.Errorf("TLS handshake: %w", err)
		}
		conn = tlsConn
	}
	// go-smtp sets its own deadline per command; the context only has to
	// break a greeting that never comes.
	stop := context.AfterFunc(dialCtx, func() { conn.Close() })
	defer stop()

	var c *smtp.Client
	if s.cfg.Security == SecurityStartTLS {
		c, err = smtp.NewClientStartTLS(conn, s.cfg.tlsConfig())
		if err != nil {
			conn.Close()
			return nil, fmt.Errorf("STARTTLS: %w", err)
		}
	} else {
		c = smtp.NewClient(conn)
	}
	s.setTimeouts(c)
	if err := c.Hello(s.cfg.HeloName); err != nil {
		c.Close()
		return nil, fmt.Errorf("EHLO: %w", err)
	}
	if !stop() {
		c.Close()
		return nil, dialCtx.Err()
	}
	return c, nil
}

func (s *Sender) setTimeouts(c *smtp.Client) {
	c.CommandTimeout = s.cfg.Timeout
	c.SubmissionTimeout = s.cfg.DataTimeout
}

// checkEnvelope refuses what no server could ever accept, as a permanent
// error, so that the outbox does not retry it forever.
func checkEnvelope(from string, to []string) error {
	if len(to) == 0 {
		return &permanentError{errors.New("no recipients")}
	}
	for _, addr := range append([]string{from}, to...) {
		if strings.ContainsAny(addr, "\r\n<>") {
			return &permanentError{fmt.Errorf("address %q contains a line break or angle bracket", addr)}
		}
	}
	return nil
}

// ctxErr prefers the context's error to the "use of closed connection" that
// closing the connection on cancellation produces.
func ctxErr(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return fmt.Errorf("%w (%v)", ctx.Err(), err)
	}
	return err
}

// IsPermanent reports whether err means the mail will never be accepted as
// it is: a 5xx reply from the server, or an envelope no server can take.
// 4xx replies, network errors and timeouts are temporary (false). A refused
// AUTH is temporary too, even with a 5xx reply: the fault lies with the
// configuration, not the mail, and the mail goes out once it is fixed.
func IsPermanent(err error) bool {
	var pe *permanentError
	if errors.As(err, &pe) {
		return true
	}
	var ae *authError
	if errors.As(err, &ae) {
		return false
	}
	var se *smtp.SMTPError
	return errors.As(err, &se) && se.Code >= 500 && se.Code < 600
}

type permanentError struct{ err error }

func (e *permanentError) Error() string { return "permanent: " + e.err.Error() }
func (e *permanentError) Unwrap() error { return e.err }

// authError marks a failed AUTH, which never makes a mail undeliverable.
type authError struct{ err error }

func (e *authError) Error() string { return e.err.Error() }
func (e *authError) Unwrap() error { return e.err }
