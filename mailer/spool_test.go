package mailer

import (
	"bytes"
	"context"
	"testing"
	"time"

	"turnmail/mailer/desk"
	"turnmail/mailer/imapin"
	"turnmail/mailer/localmail"
	"turnmail/mailer/smtpout"
)

// localDesk runs the built-in mail server over the fixture's store, with
// the watcher handing the referee's mail to the desk. It returns the
// server and a function that submits a raw mail to it over SMTP.
func localDesk(t *testing.T, f *fixture, spool Spool) (*localmail.Server, func(from, to string, raw []byte)) {
	t.Helper()
	local, err := localmail.Start(context.Background(), localmail.Config{Domain: "turnmail.localhost", Referee: "games", Spool: spool})
	if err != nil {
		t.Fatalf("localmail.Start: %v", err)
	}
	t.Cleanup(func() { local.Close() })
	w, err := imapin.New(imapin.Config{Addr: local.IMAPAddr(), Security: "plain", Username: local.RefereeAddress(), Password: local.Password(),
		PollInterval: 50 * time.Millisecond, RetryMin: 50 * time.Millisecond, RetryMax: 200 * time.Millisecond, Logger: quietLog()},
		func(ctx context.Context, d imapin.Delivery) error {
			_, err := f.desk.Handle(ctx, d.Raw, desk.Source{Mailbox: d.Mailbox, UIDValidity: d.UIDValidity, UID: d.UID})
			return err
		}, Checkpoint{f.st})
	if err != nil {
		t.Fatalf("imapin.New: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { _ = w.Run(ctx); close(done) }()
	t.Cleanup(func() { cancel(); <-done })
	send, err := smtpout.New(smtpout.Config{Addr: local.SMTPAddr(), Security: "plain", Timeout: 5 * time.Second})
	if err != nil {
		t.Fatalf("smtpout.New: %v", err)
	}
	return local, func(from, to string, raw []byte) {
		t.Helper()
		if err := send.Send(context.Background(), from, []string{to}, raw); err != nil {
			t.Fatalf("send to the local server: %v", err)
		}
	}
}

// refereeSpool lists what the spool would put back into the referee's
// mailbox at the next start.
func refereeSpool(t *testing.T, spool Spool) [][]byte {
	t.Helper()
	es, err := spool.Restore(context.Background())
	if err != nil {
		t.Fatalf("Restore: %v", err)
	}
	var out [][]byte
	for _, e := range es {
		if e.Mailbox == "games" {
			out = append(out, e.Raw)
		}
	}
	return out
}

func TestSpoolRestoresOnlyUnhandledRefereeMail(t *testing.T) {
	f := newFixture(t, desk.Config{Referee: "games@turnmail.localhost", PlusAddressing: true})
	f.newDuel(t, 5)
	// The spool is told the referee's full address, as a configuration
	// might give it; Now is left to its default.
	spool := Spool{St: f.st, Referee: "Games@turnmail.localhost"}
	_, send := localDesk(t, f, spool)
	m, _ := latestTo(f.outbox(t), players["north"])
	raw := reply(players["north"], m, legalOptions(m.Body)[0])
	send(players["north"], m.ReplyTo, raw)
	waitFor(t, "the move to be applied", func() bool { return len(f.moves(t)) == 1 })
	if got := refereeSpool(t, spool); len(got) != 0 {
		t.Errorf("after the desk handled it, %d referee mails would be restored, want 0:\n%s", len(got), got[0])
	}
	// The same mail again, relayed once more (another header, the same
	// Message-ID): a duplicate, handled, and not restored either.
	before := len(f.outbox(t))
	relayed := append([]byte("Received: from relay2.example by mx.turnmail.localhost; Sun, 29 Nov 2026 12:01:00 +0000\r\n"), raw...)
	send(players["north"], m.ReplyTo, relayed)
	waitFor(t, "the duplicate to be handled", func() bool {
		for _, r := range refereeSpool(t, spool) {
			if bytes.Contains(r, []byte("relay2.example")) {
				return false
			}
		}
		return true
	})
	if n := len(f.moves(t)); n != 1 {
		t.Errorf("%d moves after the same mail twice, want 1", n)
	}
	if n := len(f.outbox(t)) - before; n != 0 {
		t.Errorf("the duplicate queued %d mails", n)
	}
}
