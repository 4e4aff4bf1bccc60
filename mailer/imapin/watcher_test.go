package imapin

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2"

	"turnmail/mailer/mailtest"
)

func TestProcessesWaitingMailOldestFirst(t *testing.T) {
	srv := mailtest.IMAPServer(t, games)
	for _, s := range []string{"one", "two", "three"} {
		srv.Append(t, "games", "INBOX", mail(s))
	}
	rec, cp := newRecorder(), newCheckpoint()
	start(t, testConfig(t, srv.Addr, &logBuffer{}), rec.handle, cp)

	waitFor(t, "three handled messages", func() bool { return len(rec.deliveries()) == 3 })
	if got, want := rec.subjects(), []string{"one", "two", "three"}; !slices.Equal(got, want) {
		t.Errorf("handled subjects = %v, want %v", got, want)
	}
	validity := srv.UIDValidity(t, "games", "INBOX")
	for i, d := range rec.deliveries() {
		if d.UID != uint32(i+1) || d.UIDValidity != validity || d.Mailbox != "INBOX" {
			t.Errorf("delivery %d = %s UID %d UIDVALIDITY %d, want INBOX UID %d UIDVALIDITY %d",
				i, d.Mailbox, d.UID, d.UIDValidity, i+1, validity)
		}
	}
	if !bytes.Equal(rec.deliveries()[0].Raw, mail("one")) {
		t.Errorf("Raw = %q, want %q", rec.deliveries()[0].Raw, mail("one"))
	}
	waitFor(t, "all flagged \\Seen", func() bool {
		return allFlagged(srv.Snapshot(t, "games", "INBOX"), imap.FlagSeen, 3)
	})
	waitFor(t, "checkpoint at UID 3", func() bool { return cp.get("INBOX") == [2]uint32{validity, 3} })
}

func allFlagged(msgs []mailtest.Message, flag imap.Flag, n int) bool {
	if len(msgs) != n {
		return false
	}
	for _, m := range msgs {
		if !m.HasFlag(flag) {
			return false
		}
	}
	return true
}

func TestWaitsWithIdleOrPolling(t *testing.T) {
	tests := []struct {
		name     string
		opts     mailtest.IMAPOptions
		poll     time.Duration
		wantLog  string
		wantIdle bool
	}{
		// IdleRestart and PollInterval are an hour: only IDLE's news can
		// bring the second message in time.
		{"IDLE wakes on a new message", mailtest.IMAPOptions{}, time.Hour, "idle=true", true},
		{"polling without IDLE", mailtest.IMAPOptions{NoIdle: true}, 50 * time.Millisecond, "idle=false", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := mailtest.NewIMAP(t, tt.opts, games)
			srv.Append(t, "games", "INBOX", mail("first"))
			rec, logs := newRecorder(), &logBuffer{}
			cfg := testConfig(t, srv.Addr, logs)
			cfg.PollInterval = tt.poll
			start(t, cfg, rec.handle, newCheckpoint())

			waitFor(t, "the first message", func() bool { return len(rec.deliveries()) == 1 })
			srv.Append(t, "games", "INBOX", mail("second"))
			waitFor(t, "the second message", func() bool { return len(rec.deliveries()) == 2 })
			if !strings.Contains(logs.String(), tt.wantLog) {
				t.Errorf("log does not say %q:\n%s", tt.wantLog, logs)
			}
		})
	}
}

func TestIdleRestartsEveryInterval(t *testing.T) {
	srv := mailtest.IMAPServer(t, games)
	p := newProxy(t, srv.Addr)
	cfg := testConfig(t, p.addr, &logBuffer{})
	cfg.IdleRestart = 50 * time.Millisecond
	start(t, cfg, newRecorder().handle, newCheckpoint())

	waitFor(t, "three IDLE restarts", func() bool { return p.dones.Load() >= 3 })
	if n := p.conns.Load(); n != 1 {
		t.Errorf("connections = %d, want 1 (restarting IDLE must not reconnect)", n)
	}
}

func TestHandlerErrorLeavesMessageUnseenAndRetries(t *testing.T) {
	srv := mailtest.IMAPServer(t, games)
	srv.Append(t, "games", "INBOX", mail("poison"))
	srv.Append(t, "games", "INBOX", mail("fine"))
	var healed atomic.Bool
	rec := newRecorder()
	rec.fail = func(d Delivery, attempt int) error {
		if subject(d.Raw) == "poison" && !healed.Load() {
			return fmt.Errorf("database busy (attempt %d)", attempt)
		}
		return nil
	}
	start(t, testConfig(t, srv.Addr, &logBuffer{}), rec.handle, newCheckpoint())

	waitFor(t, "the failing message tried three times", func() bool { return rec.attemptsAt("poison") >= 3 })
	waitFor(t, "the next message handled meanwhile", func() bool { return slices.Equal(rec.subjects(), []string{"fine"}) })
	snap := srv.Snapshot(t, "games", "INBOX")
	if snap[0].HasFlag(imap.FlagSeen) {
		t.Errorf("failing message flags = %v, want not \\Seen", snap[0].Flags)
	}
	healed.Store(true)
	waitFor(t, "the failed message handled after all", func() bool { return len(rec.deliveries()) == 2 })
	waitFor(t, "both flagged \\Seen", func() bool { return allFlagged(srv.Snapshot(t, "games", "INBOX"), imap.FlagSeen, 2) })
}

func TestHandledMailIsFlaggedOrMoved(t *testing.T) {
	tests := []struct {
		name       string
		moveTo     string
		wantInbox  int
		wantSeen   bool
		wantFolder string
	}{
		{"flag \\Seen", "", 1, true, ""},
		{"move to an existing folder", "Processed", 0, false, "Processed"},
		{"move to a folder created on demand", "Games/Done", 0, false, "Games/Done"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := mailtest.IMAPServer(t, games)
			srv.Append(t, "games", "INBOX", mail("move me"))
			rec := newRecorder()
			cfg := testConfig(t, srv.Addr, &logBuffer{})
			cfg.MoveTo = tt.moveTo
			start(t, cfg, rec.handle, newCheckpoint())

			waitFor(t, "the message handled", func() bool { return len(rec.deliveries()) == 1 })
			waitFor(t, "the message flagged or moved", func() bool {
				inbox := srv.Snapshot(t, "games", "INBOX")
				if len(inbox) != tt.wantInbox {
					return false
				}
				return !tt.wantSeen || inbox[0].HasFlag(imap.FlagSeen)
			})
			if tt.wantFolder != "" {
				moved := srv.Snapshot(t, "games", tt.wantFolder)
				if len(moved) != 1 || !bytes.Equal(moved[0].Raw, mail("move me")) {
					t.Errorf("%s holds %d messages, want the handled one", tt.wantFolder, len(moved))
				}
			}
		})
	}
}

func TestReconnectsAfterServerRestart(t *testing.T) {
	srv := mailtest.IMAPServer(t, games)
	srv.Append(t, "games", "INBOX", mail("before"))
	rec, logs := newRecorder(), &logBuffer{}
	start(t, testConfig(t, srv.Addr, logs), rec.handle, newCheckpoint())
	waitFor(t, "the first message", func() bool { return len(rec.deliveries()) == 1 })

	srv.Stop()
	waitFor(t, "the watcher to notice", func() bool { return strings.Contains(logs.String(), "imap connection lost") })
	srv.Append(t, "games", "INBOX", mail("after"))
	srv.Restart(t)

	waitFor(t, "the message sent while down", func() bool { return len(rec.deliveries()) == 2 })
	if got := rec.subjects(); !slices.Equal(got, []string{"before", "after"}) {
		t.Errorf("handled = %v, want [before after]", got)
	}
}

func TestWatchdogClosesSilentServer(t *testing.T) {
	// Greets, then never answers a command.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	var accepted atomic.Int32
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			accepted.Add(1)
			go func() {
				defer c.Close()
				c.Write([]byte("* OK IMAP4rev1 ready\r\n"))
				io.Copy(io.Discard, c) // until the client hangs up
			}()
		}
	}()
	logs := &logBuffer{}
	cfg := testConfig(t, ln.Addr().String(), logs)
	cfg.Watchdog = 100 * time.Millisecond
	start(t, cfg, newRecorder().handle, newCheckpoint())
	waitFor(t, "a second connection after the watchdog fired", func() bool { return accepted.Load() >= 2 })
	if !strings.Contains(logs.String(), "no answer within 100ms") {
		t.Errorf("log does not name the watchdog:\n%s", logs)
	}
}

// TestProbeNoticesHungServerDuringIdle: the answer to DONE, awaited for
// ProbeTimeout only (the general Watchdog is an hour here), finds a link
// that went silent during IDLE.
func TestProbeNoticesHungServerDuringIdle(t *testing.T) {
	srv := mailtest.IMAPServer(t, games)
	p := newProxy(t, srv.Addr)
	rec := newRecorder()
	cfg := testConfig(t, p.addr, &logBuffer{})
	cfg.IdleRestart = 100 * time.Millisecond
	cfg.ProbeTimeout = 200 * time.Millisecond
	cfg.Watchdog = time.Hour
	srv.Append(t, "games", "INBOX", mail("first"))
	start(t, cfg, rec.handle, newCheckpoint())
	waitFor(t, "the first message", func() bool { return len(rec.deliveries()) == 1 })
	// Only once the watcher idles: a freeze while the first message's \Seen
	// is on the wire hangs a command that Watchdog (an hour), not
	// ProbeTimeout, guards.
	waitFor(t, "the watcher in IDLE", func() bool { return p.idles.Load() > 0 })

	p.freeze() // the news of the next message never arrives on this link
	srv.Append(t, "games", "INBOX", mail("second"))
	waitFor(t, "the second message over a new connection", func() bool { return len(rec.deliveries()) == 2 })
	if n := p.conns.Load(); n < 2 {
		t.Errorf("connections = %d, want at least 2", n)
	}
}

func TestUIDValidityChange(t *testing.T) {
	srv := mailtest.IMAPServer(t, games)
	srv.Append(t, "games", "INBOX", mail("old one"))
	srv.Append(t, "games", "INBOX", mail("old two"))
	rec, cp, logs := newRecorder(), newCheckpoint(), &logBuffer{}
	start(t, testConfig(t, srv.Addr, logs), rec.handle, cp)
	oldValidity := srv.UIDValidity(t, "games", "INBOX")
	waitFor(t, "checkpoint at UID 2", func() bool { return cp.get("INBOX") == [2]uint32{oldValidity, 2} })

	srv.Stop()
	srv.RecreateMailbox(t, "games", "INBOX")
	srv.Append(t, "games", "INBOX", mail("new one")) // UID 1 again, below the old last UID
	newValidity := srv.UIDValidity(t, "games", "INBOX")
	srv.Restart(t)

	waitFor(t, "the message after the change", func() bool { return len(rec.deliveries()) == 3 })
	if d := rec.deliveries()[2]; subject(d.Raw) != "new one" || d.UID != 1 || d.UIDValidity != newValidity {
		t.Errorf("delivery = %q UID %d UIDVALIDITY %d, want \"new one\" UID 1 UIDVALIDITY %d", subject(d.Raw), d.UID, d.UIDValidity, newValidity)
	}
	waitFor(t, "checkpoint with the new UIDVALIDITY", func() bool { return cp.get("INBOX") == [2]uint32{newValidity, 1} })
	if !strings.Contains(logs.String(), "UIDVALIDITY changed") {
		t.Errorf("log does not report the UIDVALIDITY change:\n%s", logs)
	}
}

func TestTLSTransports(t *testing.T) {
	tests := []struct {
		name     string
		security string
		implicit bool
	}{
		{"STARTTLS", SecurityStartTLS, false},
		{"implicit TLS", SecurityTLS, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			serverTLS, clientTLS := mailtest.TLSPair(t)
			srv := mailtest.NewIMAP(t, mailtest.IMAPOptions{TLSConfig: serverTLS, ImplicitTLS: tt.implicit}, games)
			srv.Append(t, "games", "INBOX", mail("secure"))
			rec := newRecorder()
			cfg := testConfig(t, srv.Addr, &logBuffer{})
			cfg.Security, cfg.TLSConfig = tt.security, clientTLS
			start(t, cfg, rec.handle, newCheckpoint())
			waitFor(t, "the message", func() bool { return len(rec.deliveries()) == 1 })
		})
	}
}

func TestDovecot(t *testing.T) {
	d := mailtest.Dovecot(t, games)
	d.Deliver(t, "games", mail("one"))
	d.Deliver(t, "games", mail("two"))
	rec, cp := newRecorder(), newCheckpoint()
	cfg := testConfig(t, d.Addr, &logBuffer{})
	cfg.MoveTo = "Processed"
	start(t, cfg, rec.handle, cp)

	waitFor(t, "the waiting mail", func() bool { return len(rec.deliveries()) == 2 })
	d.Deliver(t, "games", mail("three")) // IDLE must bring this one
	waitFor(t, "the new mail", func() bool { return len(rec.deliveries()) == 3 })
	if got := rec.subjects(); !slices.Equal(got, []string{"one", "two", "three"}) {
		t.Errorf("handled = %v, want [one two three]", got)
	}
	waitFor(t, "all moved to Processed", func() bool {
		return len(mailtest.ReadMailbox(t, d.Addr, nil, games, "INBOX")) == 0 &&
			len(mailtest.ReadMailbox(t, d.Addr, nil, games, "Processed")) == 3
	})
	if got := cp.get("INBOX"); got[1] != 3 || got[0] != rec.deliveries()[0].UIDValidity {
		t.Errorf("checkpoint = %v, want UIDVALIDITY %d and last UID 3", got, rec.deliveries()[0].UIDValidity)
	}
}

func TestNewValidatesConfig(t *testing.T) {
	base := Config{Addr: "127.0.0.1:143", Security: SecurityPlain, Username: "games"}
	with := func(f func(*Config)) Config { c := base; f(&c); return c }
	tests := []struct {
		name    string
		cfg     Config
		wantErr bool
	}{
		{"plain to loopback", base, false},
		{"plain to a remote host", with(func(c *Config) { c.Addr = "imap.example.org:143" }), true},
		{"plain to a remote host, allowed", with(func(c *Config) { c.Addr = "imap.example.org:143"; c.AllowInsecure = true }), false},
		{"implicit TLS to a remote host", with(func(c *Config) { c.Addr = "imap.example.org:993"; c.Security = SecurityTLS }), false},
		{"STARTTLS to a remote host", with(func(c *Config) { c.Addr = "imap.example.org:143"; c.Security = SecurityStartTLS }), false},
		{"unknown security", with(func(c *Config) { c.Security = "ssl" }), true},
		{"address without port", with(func(c *Config) { c.Addr = "127.0.0.1" }), true},
		{"no username", with(func(c *Config) { c.Username = "" }), true},
		{"MoveTo is the watched mailbox", with(func(c *Config) { c.MoveTo = "INBOX" }), true},
	}
	for _, tt := range tests {
		_, err := New(tt.cfg, func(context.Context, Delivery) error { return nil }, newCheckpoint())
		if (err != nil) != tt.wantErr {
			t.Errorf("New(%s) = %v, want error %v", tt.name, err, tt.wantErr)
		}
	}
	if _, err := New(base, nil, newCheckpoint()); err == nil {
		t.Errorf("New(nil handler) = nil, want an error")
	}
}

func TestRunningHandlerGetsShutdownGrace(t *testing.T) {
	srv := mailtest.IMAPServer(t, games)
	srv.Append(t, "games", "INBOX", mail("slow"))
	cfg := testConfig(t, srv.Addr, &logBuffer{})
	cfg.ShutdownGrace = 300 * time.Millisecond
	started := make(chan struct{})
	var stoppedAt time.Time
	handlerDone := make(chan error, 1)
	w, err := New(cfg, func(hctx context.Context, d Delivery) error {
		close(started)
		<-hctx.Done()
		handlerDone <- hctx.Err()
		return hctx.Err()
	}, newCheckpoint())
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	runDone := make(chan error, 1)
	go func() { runDone <- w.Run(ctx) }()

	<-started
	stoppedAt = time.Now()
	cancel()
	select {
	case err := <-handlerDone:
		if waited := time.Since(stoppedAt); waited < cfg.ShutdownGrace {
			t.Errorf("handler context ended %v after Run's, want at least ShutdownGrace %v", waited, cfg.ShutdownGrace)
		}
		if !errors.Is(err, context.Canceled) {
			t.Errorf("handler context error = %v, want context.Canceled", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("handler context not cancelled within 10s of Run's")
	}
	select {
	case <-runDone:
	case <-time.After(10 * time.Second):
		t.Fatal("Run did not return")
	}
	if snap := srv.Snapshot(t, "games", "INBOX"); snap[0].HasFlag(imap.FlagSeen) {
		t.Errorf("unfinished message flags = %v, want unseen", snap[0].Flags)
	}
}

func TestSkipsSeenAndDeletedMail(t *testing.T) {
	srv := mailtest.IMAPServer(t, games)
	srv.Append(t, "games", "INBOX", mail("read already"), imap.FlagSeen)
	srv.Append(t, "games", "INBOX", mail("deleted"), imap.FlagDeleted)
	srv.Append(t, "games", "INBOX", mail("new"))
	rec := newRecorder()
	start(t, testConfig(t, srv.Addr, &logBuffer{}), rec.handle, newCheckpoint())

	waitFor(t, "the new message", func() bool { return len(rec.deliveries()) >= 1 })
	// The new message is the last one: once it is flagged, the scan that
	// passed over the other two is over.
	waitFor(t, "the new message flagged", func() bool {
		snap := srv.Snapshot(t, "games", "INBOX")
		return len(snap) == 3 && snap[2].HasFlag(imap.FlagSeen)
	})
	if got := rec.subjects(); !slices.Equal(got, []string{"new"}) {
		t.Errorf("handled = %v, want [new]", got)
	}
	if snap := srv.Snapshot(t, "games", "INBOX"); snap[1].HasFlag(imap.FlagSeen) {
		t.Errorf("deleted message flags = %v, want it left alone", snap[1].Flags)
	}
}

// TestCheckpointWrittenRarely: while mail flows the progress report is
// written at most every CheckpointEvery (each write is a commit), and in
// full when the connection ends.
func TestCheckpointWrittenRarely(t *testing.T) {
	srv := mailtest.IMAPServer(t, games)
	for _, s := range []string{"one", "two", "three"} {
		srv.Append(t, "games", "INBOX", mail(s))
	}
	rec, cp := newRecorder(), newCheckpoint()
	cfg := testConfig(t, srv.Addr, &logBuffer{})
	cfg.CheckpointEvery = time.Hour
	w, err := New(cfg, rec.handle, cp)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- w.Run(ctx) }()
	waitFor(t, "three handled messages", func() bool { return rec.count() == 3 })
	waitFor(t, "all flagged \\Seen", func() bool { return allFlagged(srv.Snapshot(t, "games", "INBOX"), imap.FlagSeen, 3) })
	if n := cp.writeCount(); n != 1 {
		t.Errorf("checkpoint writes for three messages = %d, want 1", n)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("Run = %v", err)
	}
	validity := srv.UIDValidity(t, "games", "INBOX")
	if got := cp.get("INBOX"); got != [2]uint32{validity, 3} {
		t.Errorf("checkpoint after Run = %v, want [%d 3]", got, validity)
	}
}
