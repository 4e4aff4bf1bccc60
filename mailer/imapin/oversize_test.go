package imapin

import (
	"bytes"
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/emersion/go-imap/v2"

	"turnmail/mailer/mailtest"
)

// bigMail is a message of about size bytes, most of them body.
func bigMail(subject string, size int) []byte {
	head := "From: Alice <alice@example.org>\r\nTo: games@example.org\r\nMessage-ID: <big-1@example.org>\r\nSubject: " + subject + "\r\n\r\n"
	line := strings.Repeat("x", 76) + "\r\n"
	return []byte(head + strings.Repeat(line, size/len(line)))
}

// TestOversizeMessageIsNotFetched: a message over MaxSize reaches the
// Oversize handler as a descriptor, and its body never crosses the wire.
func TestOversizeMessageIsNotFetched(t *testing.T) {
	const limit, bigSize = 4 << 10, 256 << 10
	srv := mailtest.IMAPServer(t, games)
	p := newProxy(t, srv.Addr)
	srv.Append(t, "games", "INBOX", bigMail("attachment", bigSize))
	srv.Append(t, "games", "INBOX", mail("small"))
	rec := newRecorder()
	var mu sync.Mutex
	var got []Oversize
	cfg := testConfig(t, p.addr, &logBuffer{})
	cfg.MaxSize = limit
	cfg.Oversize = func(_ context.Context, o Oversize) error {
		mu.Lock()
		defer mu.Unlock()
		got = append(got, o)
		return nil
	}
	start(t, cfg, rec.handle, newCheckpoint())

	waitFor(t, "the small message", func() bool { return rec.count() == 1 })
	waitFor(t, "both flagged \\Seen", func() bool { return allFlagged(srv.Snapshot(t, "games", "INBOX"), imap.FlagSeen, 2) })
	mu.Lock()
	defer mu.Unlock()
	if len(got) != 1 {
		t.Fatalf("Oversize calls = %d, want 1", len(got))
	}
	o := got[0]
	if o.UID != 1 || o.Size < bigSize || o.From != "alice@example.org" || o.MessageID != "big-1@example.org" {
		t.Errorf("Oversize = UID %d size %d from %q msgid %q, want UID 1, size ≥ %d, alice@example.org, big-1@example.org",
			o.UID, o.Size, o.From, o.MessageID, bigSize)
	}
	if !bytes.Contains(o.Header, []byte("Subject: attachment")) || bytes.Contains(o.Header, []byte("xxxx")) {
		t.Errorf("Oversize.Header = %q, want the header without the body", o.Header)
	}
	if got := rec.subjects(); len(got) != 1 || got[0] != "small" {
		t.Errorf("Handler got %v, want only the small message", got)
	}
	if n := p.down.Load(); n >= bigSize {
		t.Errorf("bytes from the server = %d, want less than the big message's %d", n, bigSize)
	}
}

func TestOversizeWithoutHandlerIsFlaggedUnanswered(t *testing.T) {
	srv := mailtest.IMAPServer(t, games)
	srv.Append(t, "games", "INBOX", bigMail("attachment", 64<<10))
	rec, logs := newRecorder(), &logBuffer{}
	cfg := testConfig(t, srv.Addr, logs)
	cfg.MaxSize = 4 << 10
	start(t, cfg, rec.handle, newCheckpoint())

	waitFor(t, "the message flagged \\Seen", func() bool { return allFlagged(srv.Snapshot(t, "games", "INBOX"), imap.FlagSeen, 1) })
	if n := rec.count(); n != 0 {
		t.Errorf("Handler calls = %d, want 0", n)
	}
	if !strings.Contains(logs.String(), "over the size limit") {
		t.Errorf("log does not report the oversize message:\n%s", logs)
	}
}

func TestOversizeHandlerErrorRetries(t *testing.T) {
	srv := mailtest.IMAPServer(t, games)
	srv.Append(t, "games", "INBOX", bigMail("attachment", 64<<10))
	var calls sync.Map
	n := 0
	cfg := testConfig(t, srv.Addr, &logBuffer{})
	cfg.MaxSize = 4 << 10
	cfg.Oversize = func(_ context.Context, o Oversize) error {
		n++
		calls.Store(n, o.UID)
		if n < 3 {
			return context.DeadlineExceeded // the store was busy
		}
		return nil
	}
	start(t, cfg, newRecorder().handle, newCheckpoint())
	waitFor(t, "the message flagged after the third try", func() bool {
		return allFlagged(srv.Snapshot(t, "games", "INBOX"), imap.FlagSeen, 1)
	})
	if _, ok := calls.Load(3); !ok {
		t.Errorf("Oversize calls before the flag < 3, want 3")
	}
}

// TestDovecotOversize checks the size limit against Dovecot's RFC822.SIZE,
// ENVELOPE and partial header fetch, through a proxy that counts the bytes.
func TestDovecotOversize(t *testing.T) {
	const limit, bigSize = 4 << 10, 256 << 10
	d := mailtest.Dovecot(t, games)
	p := newProxy(t, d.Addr)
	d.Deliver(t, "games", bigMail("attachment", bigSize))
	d.Deliver(t, "games", mail("small"))
	rec := newRecorder()
	got := make(chan Oversize, 4)
	cfg := testConfig(t, p.addr, &logBuffer{})
	cfg.MaxSize = limit
	cfg.Oversize = func(_ context.Context, o Oversize) error { got <- o; return nil }
	start(t, cfg, rec.handle, newCheckpoint())

	waitFor(t, "the small message", func() bool { return rec.count() == 1 })
	waitFor(t, "both flagged \\Seen", func() bool {
		return allFlagged(mailtest.ReadMailbox(t, d.Addr, nil, games, "INBOX"), imap.FlagSeen, 2)
	})
	o := <-got
	if o.Size < bigSize || o.From != "alice@example.org" || o.MessageID != "big-1@example.org" ||
		!bytes.Contains(o.Header, []byte("Subject: attachment")) || bytes.Contains(o.Header, []byte("xxxx")) {
		t.Errorf("Oversize = size %d from %q msgid %q header %q, want ≥ %d, alice@example.org, big-1@example.org, the header only",
			o.Size, o.From, o.MessageID, o.Header, bigSize)
	}
	if n := p.down.Load(); n >= bigSize {
		t.Errorf("bytes from Dovecot = %d, want less than the big message's %d", n, bigSize)
	}
}
