package mailtest

import (
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

// SinkMessage is one message accepted by a Sink.
type SinkMessage struct {
	From string
	To   []string
	Raw  []byte
	// User is the name the client authenticated as, "" without AUTH.
	User string
	// TLS reports whether the message travelled over TLS.
	TLS bool
}

// SinkOptions shape an SMTP sink. The zero value is a plaintext sink that
// takes mail from anyone.
type SinkOptions struct {
	// TLSConfig enables STARTTLS (or implicit TLS with ImplicitTLS).
	TLSConfig   *tls.Config
	ImplicitTLS bool
	// Users, when set, makes AUTH PLAIN mandatory before MAIL FROM.
	Users []User
	// Latency delays the greeting of every new connection, as a distant
	// relay's handshake would.
	Latency time.Duration
	// DataDelay delays the final reply to every message's DATA, as a
	// relay scanning the message would.
	DataDelay time.Duration
	// IdleTimeout, when set, closes a connection that has been silent
	// that long, with "421 Idle timeout"; default 30s.
	IdleTimeout time.Duration
}

// Sink is an SMTP server on 127.0.0.1 that keeps every message it accepts.
type Sink struct {
	// Addr is host:port of the listener.
	Addr string

	opts    SinkOptions
	mu      sync.Mutex
	msgs    []SinkMessage
	arrived chan struct{} // closed and replaced whenever a message arrives
	failN   int
	failErr *smtp.SMTPError
	reject  map[string]*smtp.SMTPError // by recipient address
	conns   []net.Conn                 // every connection accepted, open or closed
}

// SMTPSink starts a plaintext sink on 127.0.0.1:0 that accepts any mail
// without AUTH. It is closed at the end of the test.
func SMTPSink(t testing.TB) *Sink {
	t.Helper()
	return NewSink(t, SinkOptions{})
}

// NewSink starts a sink shaped by opts.
func NewSink(t testing.TB, opts SinkOptions) *Sink {
	t.Helper()
	s := &Sink{opts: opts, arrived: make(chan struct{})}
	srv := smtp.NewServer(smtp.BackendFunc(func(c *smtp.Conn) (smtp.Session, error) {
		_, isTLS := c.TLSConnectionState()
		return &sinkSession{sink: s, tls: isTLS}, nil
	}))
	srv.Domain = "sink.localhost"
	srv.ReadTimeout = 30 * time.Second
	if opts.IdleTimeout > 0 {
		srv.ReadTimeout = opts.IdleTimeout
	}
	srv.WriteTimeout = 30 * time.Second
	srv.MaxMessageBytes = 32 << 20
	srv.AllowInsecureAuth = opts.TLSConfig == nil
	srv.ErrorLog = log.New(io.Discard, "", 0)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("listen for SMTP: %v", err)
	}
	ln = &countingListener{Listener: ln, sink: s}
	if opts.ImplicitTLS {
		ln = tls.NewListener(ln, opts.TLSConfig)
	} else {
		srv.TLSConfig = opts.TLSConfig
	}
	s.Addr = ln.Addr().String()
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return s
}

// FailNext makes the next n messages fail at the end of DATA with the SMTP
// reply code (4xx: temporary, 5xx: permanent). The refused messages are not
// kept.
func (s *Sink) FailNext(code int, n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.failN = n
	s.failErr = &smtp.SMTPError{
		Code:         code,
		EnhancedCode: smtp.EnhancedCode{code / 100, 0, 0},
		Message:      fmt.Sprintf("mailtest: injected failure %d", code),
	}
}

// RejectRecipient makes every later RCPT TO for addr fail with the SMTP
// reply code (4xx: temporary, 5xx: permanent, e.g. 550 for a mailbox that
// does not exist); code 0 accepts addr again. Other recipients are not
// affected.
func (s *Sink) RejectRecipient(addr string, code int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.reject == nil {
		s.reject = make(map[string]*smtp.SMTPError)
	}
	if code == 0 {
		delete(s.reject, addr)
		return
	}
	s.reject[addr] = &smtp.SMTPError{
		Code:         code,
		EnhancedCode: smtp.EnhancedCode{code / 100, 1, 1},
		Message:      fmt.Sprintf("mailtest: recipient %s refused with %d", addr, code),
	}
}

// Connections returns how many connections the sink has accepted.
func (s *Sink) Connections() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.conns)
}

// DropConnections closes every connection open now, as a relay that
// restarts or times idle clients out would; new connections work.
func (s *Sink) DropConnections() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, c := range s.conns {
		c.Close()
	}
}

// countingListener records the sink's connections and delays their
// greeting by the sink's Latency.
type countingListener struct {
	net.Listener
	sink *Sink
}

func (l *countingListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	l.sink.mu.Lock()
	l.sink.conns = append(l.sink.conns, c)
	l.sink.mu.Unlock()
	if d := l.sink.opts.Latency; d > 0 {
		return &slowGreeting{Conn: c, delay: d}, nil
	}
	return c, nil
}

// slowGreeting waits before its first write (the server's greeting).
type slowGreeting struct {
	net.Conn
	delay time.Duration
	once  sync.Once
}

func (c *slowGreeting) Write(p []byte) (int, error) {
	c.once.Do(func() { time.Sleep(c.delay) })
	return c.Conn.Write(p)
}

// Messages returns a copy of what the sink has accepted so far, in order.
func (s *Sink) Messages() []SinkMessage {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.msgs)
}

// Since returns a copy of the messages the sink accepted after its first
// n, in order: a reader that keeps its place copies only what is new.
func (s *Sink) Since(n int) []SinkMessage {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.msgs[min(n, len(s.msgs)):])
}

// Len is how many messages the sink has accepted so far.
func (s *Sink) Len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.msgs)
}

// Wait blocks until the sink holds at least n messages and returns them; it
// fails the test after timeout.
func (s *Sink) Wait(t testing.TB, n int, timeout time.Duration) []SinkMessage {
	t.Helper()
	deadline := time.NewTimer(timeout)
	defer deadline.Stop()
	for {
		s.mu.Lock()
		got, arrived := len(s.msgs), s.arrived
		s.mu.Unlock()
		if got >= n {
			return s.Messages()
		}
		select {
		case <-arrived:
		case <-deadline.C:
			t.Fatalf("Sink.Wait(%d): got %d messages after %v", n, got, timeout)
		}
	}
}

func (s *Sink) accept(m SinkMessage) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.failN > 0 {
		s.failN--
		return s.failErr
	}
	s.msgs = append(s.msgs, m)
	close(s.arrived)
	s.arrived = make(chan struct{})
	return nil
}

type sinkSession struct {
	sink *Sink
	tls  bool
	user string
	msg  SinkMessage
}

func (ss *sinkSession) AuthMechanisms() []string { return []string{sasl.Plain} }

func (ss *sinkSession) Auth(mech string) (sasl.Server, error) {
	if mech != sasl.Plain {
		return nil, smtp.ErrAuthUnknownMechanism
	}
	return sasl.NewPlainServer(func(identity, username, password string) error {
		if identity != "" && identity != username {
			return smtp.ErrAuthFailed
		}
		for _, u := range ss.sink.opts.Users {
			if u.Name == username && u.Password == password {
				ss.user = username
				return nil
			}
		}
		return smtp.ErrAuthFailed
	}), nil
}

func (ss *sinkSession) Mail(from string, _ *smtp.MailOptions) error {
	if len(ss.sink.opts.Users) > 0 && ss.user == "" {
		return smtp.ErrAuthRequired
	}
	ss.msg = SinkMessage{From: from, User: ss.user, TLS: ss.tls}
	return nil
}

func (ss *sinkSession) Rcpt(to string, _ *smtp.RcptOptions) error {
	ss.sink.mu.Lock()
	refused := ss.sink.reject[to]
	ss.sink.mu.Unlock()
	if refused != nil {
		return refused
	}
	ss.msg.To = append(ss.msg.To, to)
	return nil
}

func (ss *sinkSession) Data(r io.Reader) error {
	raw, err := io.ReadAll(r)
	if err != nil {
		return fmt.Errorf("read message: %w", err)
	}
	if len(ss.msg.To) == 0 {
		return errors.New("no recipients")
	}
	ss.msg.Raw = raw
	if d := ss.sink.opts.DataDelay; d > 0 {
		time.Sleep(d)
	}
	return ss.sink.accept(ss.msg)
}

func (ss *sinkSession) Reset()        { ss.msg = SinkMessage{} }
func (ss *sinkSession) Logout() error { return nil }
