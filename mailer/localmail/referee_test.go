package localmail

import (
	"bytes"
	"context"
	"sync"
	"testing"
	"time"

	"turnmail/mailer/imapin"
	"turnmail/mailer/smtpout"
)

type checkpoint struct{}

func (checkpoint) MailboxState(context.Context, string) (uint32, uint32, error)  { return 0, 0, nil }
func (checkpoint) SetMailboxState(context.Context, string, uint32, uint32) error { return nil }

// The newcomer setup end to end: a player's mail goes in over SMTP, the
// referee's watcher takes it over IMAP, and the referee's answer goes out
// over SMTP into the player's mailbox.
func TestRefereeRoundTrip(t *testing.T) {
	s := start(t, &memSpool{})
	send, err := smtpout.New(smtpout.Config{Addr: s.SMTPAddr(), Security: smtpout.SecurityPlain})
	if err != nil {
		t.Fatal(err)
	}
	var (
		mu  sync.Mutex
		got [][]byte
	)
	w, err := imapin.New(imapin.Config{
		Addr: s.IMAPAddr(), Security: imapin.SecurityPlain,
		Username: s.RefereeAddress(), Password: s.Password(), Watchdog: 10 * time.Second,
	}, func(ctx context.Context, d imapin.Delivery) error {
		mu.Lock()
		got = append(got, d.Raw)
		mu.Unlock()
		reply := []byte("From: " + s.RefereeAddress() + "\r\nTo: alice@turnmail.localhost\r\nSubject: Re: move\r\n\r\naccepted\r\n")
		return send.Send(ctx, s.RefereeAddress(), []string{"alice@turnmail.localhost"}, reply)
	}, checkpoint{})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- w.Run(ctx) }()
	defer func() { cancel(); <-done }()

	move := message("games+ts-1.k7f3q9@turnmail.localhost", "move")
	if err := send.Send(context.Background(), "alice@turnmail.localhost", []string{"games+ts-1.k7f3q9@turnmail.localhost"}, move); err != nil {
		t.Fatalf("player's Send: %v", err)
	}
	deadline := time.Now().Add(15 * time.Second)
	for {
		if replies := inbox(t, s, "alice@turnmail.localhost"); len(replies) == 1 {
			if !bytes.Contains(replies[0].Raw, []byte("accepted")) {
				t.Errorf("player's mail = %q, want the referee's answer", replies[0].Raw)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no answer in the player's INBOX within 15s")
		}
		time.Sleep(20 * time.Millisecond)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(got) != 1 || !bytes.HasSuffix(got[0], move) {
		t.Errorf("referee got %d messages, want the player's move", len(got))
	}
}
