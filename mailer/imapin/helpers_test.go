package imapin

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"turnmail/mailer/mailtest"
)

var games = mailtest.User{Name: "games", Password: "secret"}

func mail(subject string) []byte {
	return []byte("From: alice@example.org\r\nTo: games@example.org\r\nSubject: " + subject + "\r\n\r\nMOVE e2 e4\r\n")
}

// checkpoint is an in-memory Checkpoint (the service backs it with SQLite).
type checkpoint struct {
	mu     sync.Mutex
	state  map[string][2]uint32
	writes int // with a last UID above 0
}

func newCheckpoint() *checkpoint { return &checkpoint{state: make(map[string][2]uint32)} }

func (c *checkpoint) MailboxState(_ context.Context, mailbox string) (uint32, uint32, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	s := c.state[mailbox]
	return s[0], s[1], nil
}

func (c *checkpoint) SetMailboxState(_ context.Context, mailbox string, uidValidity, lastUID uint32) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.state[mailbox] = [2]uint32{uidValidity, lastUID}
	if lastUID > 0 {
		c.writes++
	}
	return nil
}

func (c *checkpoint) writeCount() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.writes
}

func (c *checkpoint) get(mailbox string) [2]uint32 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.state[mailbox]
}

// recorder is a Handler that keeps what it was given, once per subject:
// like the service's handler it dedupes, because delivery is at least once
// (a watchdog firing between commit and \Seen delivers a message again).
// fail, when set, decides whether a delivery fails.
type recorder struct {
	mu         sync.Mutex
	handled    []Delivery
	seen       map[string]bool // subjects handled
	attempts   map[string]int  // by subject line
	duplicates int
	fail       func(d Delivery, attempt int) error
}

func newRecorder() *recorder {
	return &recorder{seen: make(map[string]bool), attempts: make(map[string]int)}
}

func (r *recorder) handle(_ context.Context, d Delivery) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	subj := subject(d.Raw)
	r.attempts[subj]++
	if r.fail != nil {
		if err := r.fail(d, r.attempts[subj]); err != nil {
			return err
		}
	}
	if r.seen[subj] {
		r.duplicates++
		return nil
	}
	r.seen[subj] = true
	r.handled = append(r.handled, d)
	return nil
}

func (r *recorder) deliveries() []Delivery {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]Delivery(nil), r.handled...)
}

func (r *recorder) subjects() []string {
	var s []string
	for _, d := range r.deliveries() {
		s = append(s, subject(d.Raw))
	}
	return s
}

func (r *recorder) attemptsAt(subj string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.attempts[subj]
}

func subject(raw []byte) string {
	for _, line := range strings.Split(string(raw), "\r\n") {
		if s, ok := strings.CutPrefix(line, "Subject: "); ok {
			return s
		}
	}
	return ""
}

// logBuffer collects the watcher's log as text.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *logBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// testConfig is a fast configuration for a plain loopback server.
func testConfig(t testing.TB, addr string, logs io.Writer) Config {
	t.Helper()
	if lb, ok := logs.(*logBuffer); ok {
		t.Cleanup(func() {
			if t.Failed() {
				t.Logf("watcher log:\n%s", lb)
			}
		})
	}
	return Config{
		Addr:            addr,
		Security:        SecurityPlain,
		Username:        games.Name,
		Password:        games.Password,
		IdleRestart:     time.Hour, // tests that need restarts shorten it
		PollInterval:    time.Hour,
		ActiveWindow:    -1, // tests of the active polling turn it on
		CheckpointEvery: -1, // after every message
		ProbeTimeout:    5 * time.Second,
		Watchdog:        5 * time.Second,
		RetryMin:        20 * time.Millisecond,
		RetryMax:        200 * time.Millisecond,
		Logger:          slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug})),
	}
}

// start runs a watcher until the end of the test, and checks that Run
// returns soon after its context ends.
func start(t *testing.T, cfg Config, h Handler, cp Checkpoint) *Watcher {
	t.Helper()
	w, err := New(cfg, h, cp)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- w.Run(ctx) }()
	t.Cleanup(func() {
		cancel()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("Run after cancel = %v, want nil", err)
			}
		case <-time.After(10 * time.Second):
			t.Errorf("Run did not return within 10s of its context ending")
		}
	})
	return w
}

// waitFor polls cond until it holds, failing the test after 15 seconds.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// proxy forwards TCP connections to a server, counts IDLE restarts (DONE
// lines from the client) and can freeze: the connections open at that
// moment stop passing data either way, as a silently dropped link would,
// while new connections work.
type proxy struct {
	addr   string
	ln     net.Listener
	target string
	conns  atomic.Int32
	dones  atomic.Int32
	idles  atomic.Int32 // IDLE commands from the client
	noops  atomic.Int32 // NOOP commands from the client
	down   atomic.Int64 // bytes from the server
	mu     sync.Mutex
	frozen []*atomic.Bool
	// rewrite, when set before the first connection, changes what the
	// client sends.
	rewrite func([]byte) []byte
}

func newProxy(t *testing.T, target string) *proxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &proxy{addr: ln.Addr().String(), ln: ln, target: target}
	t.Cleanup(func() { ln.Close() })
	go p.serve()
	return p
}

func (p *proxy) serve() {
	for {
		client, err := p.ln.Accept()
		if err != nil {
			return
		}
		server, err := net.Dial("tcp", p.target)
		if err != nil {
			client.Close()
			continue
		}
		p.conns.Add(1)
		frozen := &atomic.Bool{}
		p.mu.Lock()
		p.frozen = append(p.frozen, frozen)
		p.mu.Unlock()
		go p.pipe(server, client, frozen, true)
		go p.pipe(client, server, frozen, false)
	}
}

func (p *proxy) pipe(dst, src net.Conn, frozen *atomic.Bool, fromClient bool) {
	defer dst.Close()
	defer src.Close()
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if n > 0 && !frozen.Load() {
			chunk := buf[:n]
			if fromClient && p.rewrite != nil {
				chunk = p.rewrite(chunk)
			}
			if fromClient {
				p.dones.Add(int32(bytes.Count(buf[:n], []byte("DONE\r\n"))))
				p.idles.Add(int32(bytes.Count(buf[:n], []byte(" IDLE\r\n"))))
				p.noops.Add(int32(bytes.Count(buf[:n], []byte(" NOOP\r\n"))))
			} else {
				p.down.Add(int64(n))
			}
			if _, err := dst.Write(chunk); err != nil {
				return
			}
		}
		if err != nil {
			return
		}
	}
}

// freeze turns every open connection into a black hole.
func (p *proxy) freeze() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, f := range p.frozen {
		f.Store(true)
	}
}

func contextWithCancel() (context.Context, context.CancelFunc) {
	return context.WithCancel(context.Background())
}

func (r *recorder) count() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.handled)
}
