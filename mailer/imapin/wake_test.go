package imapin

import (
	"bytes"
	"context"
	"errors"
	"net"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2"

	"turnmail/mailer/mailtest"
)

// TestDrainsMailboxBeforeIdling: mail that arrives while the handler works
// is handled before the watcher goes back to IDLE.
func TestDrainsMailboxBeforeIdling(t *testing.T) {
	srv := mailtest.IMAPServer(t, games)
	p := newProxy(t, srv.Addr)
	srv.Append(t, "games", "INBOX", mail("first"))
	rec := newRecorder()
	var idlesAtThird atomic.Int32
	idlesAtThird.Store(-1)
	h := func(ctx context.Context, d Delivery) error {
		switch subject(d.Raw) {
		case "first": // two more arrive while the first is being handled
			srv.Append(t, "games", "INBOX", mail("second"))
			srv.Append(t, "games", "INBOX", mail("third"))
		case "third":
			idlesAtThird.Store(p.idles.Load())
		}
		return rec.handle(ctx, d)
	}
	start(t, testConfig(t, p.addr, &logBuffer{}), h, newCheckpoint())

	waitFor(t, "three handled messages", func() bool { return rec.count() == 3 })
	if got := rec.subjects(); !slices.Equal(got, []string{"first", "second", "third"}) {
		t.Errorf("handled = %v, want [first second third]", got)
	}
	if n := idlesAtThird.Load(); n != 0 {
		t.Errorf("IDLE commands before the third message was handled = %d, want 0 (drain first)", n)
	}
}

// TestWakeUpWhileActive: within ActiveWindow of the last handled message
// the watcher ends its wait every ActivePoll with a round trip that makes
// the server report new mail (NOOP, or DONE after a short IDLE), whatever
// PollInterval and IdleRestart say.
func TestWakeUpWhileActive(t *testing.T) {
	tests := []struct {
		name string
		opts mailtest.IMAPOptions
	}{
		{"NOOP every ActivePoll without IDLE", mailtest.IMAPOptions{NoIdle: true}},
		{"IDLE cut every ActivePoll", mailtest.IMAPOptions{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := mailtest.NewIMAP(t, tt.opts, games)
			p := newProxy(t, srv.Addr)
			srv.Append(t, "games", "INBOX", mail("first"))
			rec := newRecorder()
			cfg := testConfig(t, p.addr, &logBuffer{})
			cfg.ActiveWindow, cfg.ActivePoll = time.Hour, 20*time.Millisecond
			start(t, cfg, rec.handle, newCheckpoint())

			waitFor(t, "the first message", func() bool { return rec.count() == 1 })
			waitFor(t, "three short waits", func() bool { return p.noops.Load()+p.dones.Load() >= 3 })
			srv.Append(t, "games", "INBOX", mail("second"))
			waitFor(t, "the second message", func() bool { return rec.count() == 2 })
			if n := p.conns.Load(); n != 1 {
				t.Errorf("connections = %d, want 1", n)
			}
		})
	}
}

func TestIdleAfterActiveWindow(t *testing.T) {
	srv := mailtest.IMAPServer(t, games)
	p := newProxy(t, srv.Addr)
	srv.Append(t, "games", "INBOX", mail("first"))
	rec := newRecorder()
	cfg := testConfig(t, p.addr, &logBuffer{})
	cfg.ActiveWindow, cfg.ActivePoll = 200*time.Millisecond, 20*time.Millisecond
	start(t, cfg, rec.handle, newCheckpoint())
	waitFor(t, "the first message", func() bool { return rec.count() == 1 })
	waitFor(t, "short IDLEs during the window", func() bool { return p.dones.Load() >= 3 })
	time.Sleep(time.Second) // the window (200ms) has long passed
	before := p.dones.Load()
	time.Sleep(200 * time.Millisecond)
	if after := p.dones.Load(); after != before {
		t.Errorf("IDLE ended %d times after the window, want 0 (IdleRestart is an hour)", after-before)
	}
}

// TestProbeNoticesHungServerWhileActive: a NOOP that gets no answer within
// ProbeTimeout closes the connection and the watcher reconnects.
func TestProbeNoticesHungServerWhileActive(t *testing.T) {
	srv := mailtest.IMAPServer(t, games)
	p := newProxy(t, srv.Addr)
	srv.Append(t, "games", "INBOX", mail("first"))
	rec := newRecorder()
	cfg := testConfig(t, p.addr, &logBuffer{})
	cfg.ActiveWindow, cfg.ActivePoll = time.Hour, 20*time.Millisecond
	cfg.ProbeTimeout, cfg.Watchdog = 200*time.Millisecond, time.Hour
	start(t, cfg, rec.handle, newCheckpoint())
	waitFor(t, "the first message", func() bool { return rec.count() == 1 })
	// Freeze only once the watcher has moved on to its short waits: a
	// freeze while the first message's \Seen is still on the wire hangs a
	// command that Watchdog (an hour here), not ProbeTimeout, guards.
	waitFor(t, "a short wait after the first message", func() bool { return p.noops.Load()+p.dones.Load() >= 1 })

	p.freeze()
	srv.Append(t, "games", "INBOX", mail("second"))
	waitFor(t, "the second message over a new connection", func() bool { return rec.count() == 2 })
	if n := p.conns.Load(); n < 2 {
		t.Errorf("connections = %d, want at least 2", n)
	}
}

// TestReconnectWhileUnreachableIsQuick: while the server refuses the
// connection itself, the pause stays under DialRetryMax, so mail flows
// within seconds of the server's return after an outage; a real
// connection attempt against a closed port is such a failure.
func TestReconnectWhileUnreachableIsQuick(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close() // nobody listens there now
	w, err := New(Config{Addr: addr, Security: SecurityPlain, Username: "games"},
		func(context.Context, Delivery) error { return nil }, newCheckpoint())
	if err != nil {
		t.Fatal(err)
	}
	_, dialErr := w.connect(context.Background(), make(chan struct{}, 1))
	if dialErr == nil {
		t.Fatal("connect to a closed port succeeded")
	}
	delay := w.cfg.RetryMin
	for range 20 { // a long outage
		delay = w.nextReconnect(delay, dialErr)
	}
	if delay != 4*time.Second {
		t.Errorf("reconnect delay after 20 refused connections = %v, want DialRetryMax 4s", delay)
	}
	if d := w.nextReconnect(delay, errors.New("login refused")); d != 8*time.Second {
		t.Errorf("after a refused login the delay = %v, want it to grow again (8s)", d)
	}
}

func TestReconnectBackoffIsCapped(t *testing.T) {
	w, err := New(Config{Addr: "127.0.0.1:143", Security: SecurityPlain, Username: "games"},
		func(context.Context, Delivery) error { return nil }, newCheckpoint())
	if err != nil {
		t.Fatal(err)
	}
	if w.cfg.ReconnectMax != 30*time.Second {
		t.Errorf("default ReconnectMax = %v, want 30s", w.cfg.ReconnectMax)
	}
	delay := w.cfg.RetryMin
	for range 20 { // a long outage
		delay = w.nextReconnect(delay, errors.New("login refused"))
	}
	if delay != 30*time.Second {
		t.Errorf("reconnect delay after 20 failures = %v, want the cap 30s", delay)
	}
	for range 100 {
		if j := jitter(delay); j < 15*time.Second || j >= 30*time.Second {
			t.Fatalf("jitter(%v) = %v, want within [15s, 30s)", delay, j)
		}
	}
}

func TestConfigDefaults(t *testing.T) {
	w, err := New(Config{Addr: "127.0.0.1:143", Security: SecurityPlain, Username: "games"},
		func(context.Context, Delivery) error { return nil }, newCheckpoint())
	if err != nil {
		t.Fatal(err)
	}
	c := w.cfg
	got := []any{c.IdleRestart, c.ProbeTimeout, c.ActiveWindow, c.ActivePoll, c.MaxSize}
	want := []any{20 * time.Second, 5 * time.Second, time.Minute, 50 * time.Millisecond, int64(10 << 20)}
	if !slices.Equal(got, want) {
		t.Errorf("defaults (IdleRestart, ProbeTimeout, ActiveWindow, ActivePoll, MaxSize) = %v, want %v", got, want)
	}
}

// TestDrainEndsWhenFlagDoesNotStick: a server that accepts \Seen without
// effect must not make the drain hand the same message over and over.
func TestDrainEndsWhenFlagDoesNotStick(t *testing.T) {
	srv := mailtest.IMAPServer(t, games)
	p := newProxy(t, srv.Addr)
	p.rewrite = func(b []byte) []byte { return bytes.ReplaceAll(b, []byte(`\Seen`), []byte(`$Noted`)) }
	srv.Append(t, "games", "INBOX", mail("sticky"))
	rec := newRecorder()
	start(t, testConfig(t, p.addr, &logBuffer{}), rec.handle, newCheckpoint())

	waitFor(t, "the message handled", func() bool { return rec.count() == 1 })
	waitFor(t, "the watcher in IDLE", func() bool { return p.idles.Load() > 0 })
	if n := rec.attemptsAt("sticky"); n != 1 {
		t.Errorf("handler calls for a message whose flag did not stick = %d, want 1", n)
	}
	if snap := srv.Snapshot(t, "games", "INBOX"); len(snap) != 1 || snap[0].HasFlag(imap.FlagSeen) {
		t.Fatalf("the proxy did not keep \\Seen off: %+v", snap)
	}
}
