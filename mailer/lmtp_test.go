package mailer

import (
	"bytes"
	"context"
	"net"
	"testing"

	"github.com/emersion/go-smtp"

	"turnmail/mailer/desk"
)

// lmtpDeliver hands raw to the LMTP listener at addr as an MTA would and
// returns the server's answer to the message.
func lmtpDeliver(t *testing.T, addr string, raw []byte) error {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatalf("dial LMTP: %v", err)
	}
	c := smtp.NewClientLMTP(conn)
	defer c.Close()
	if err := c.Hello("mta.club.example"); err != nil {
		t.Fatalf("LHLO: %v", err)
	}
	if err := c.SendMail("north@a.example", []string{referee}, bytes.NewReader(raw)); err != nil {
		return err
	}
	return c.Quit()
}

// A move handed over LMTP is committed before the 250, and handed twice
// it is applied once.
func TestLMTPCommitsBeforeItAnswers(t *testing.T) {
	f := newFixture(t, desk.Config{PlusAddressing: true})
	f.newDuel(t, 5)
	l, err := NewLMTP(f.desk, "127.0.0.1:0", 1<<20)
	if err != nil {
		t.Fatalf("NewLMTP: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- l.Run(ctx) }()
	defer func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Run after cancel = %v", err)
		}
	}()
	m, _ := latestTo(f.outbox(t), players["north"])
	raw := reply(players["north"], m, legalOptions(m.Body)[0])
	for i := range 2 {
		if err := lmtpDeliver(t, l.Addr(), raw); err != nil {
			t.Fatalf("delivery %d: %v, want 250", i+1, err)
		}
		if n := len(f.moves(t)); n != 1 {
			t.Errorf("after delivery %d's 250: %d moves, want 1", i+1, n)
		}
	}
	if n := countKind(f.outbox(t), kindConfirm); n != 1 {
		t.Errorf("%d confirmations, want 1", n)
	}
}

// Without authentication, LMTP listens on loopback or a socket only.
func TestLMTPRefusesAnAddressOffLoopback(t *testing.T) {
	f := newFixture(t, desk.Config{PlusAddressing: true})
	for _, addr := range []string{"0.0.0.0:2424", "192.0.2.1:2424", "games.example:24"} {
		if l, err := NewLMTP(f.desk, addr, 1<<20); err == nil {
			l.ln.Close()
			t.Errorf("NewLMTP(%s) = nil error, want a refusal", addr)
		}
	}
}
