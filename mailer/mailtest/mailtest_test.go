package mailtest

import (
	"bytes"
	"errors"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

var game = User{Name: "games", Password: "secret"}

func testMail(subject string) []byte {
	return []byte("From: alice@example.org\r\nTo: games@example.org\r\nSubject: " + subject + "\r\n\r\nMOVE e2 e4\r\n")
}

func TestIMAPAppendThenRead(t *testing.T) {
	srv := IMAPServer(t, game)
	first := srv.Append(t, "games", "INBOX", testMail("one"))
	srv.Append(t, "games", "INBOX", testMail("two"))

	got := srv.Messages(t, "games", "INBOX")
	if len(got) != 2 || !bytes.Contains(got[0], []byte("Subject: one")) || !bytes.Contains(got[1], []byte("Subject: two")) {
		t.Fatalf("Messages(INBOX) = %q, want mails one and two in order", got)
	}
	if first != 1 {
		t.Errorf("Append first UID = %d, want 1", first)
	}
	for i, flags := range srv.Flags(t, "games", "INBOX") {
		if len(flags) != 0 {
			t.Errorf("Flags(INBOX)[%d] = %v, want none (reading must not mark \\Seen)", i, flags)
		}
	}
	if got := srv.Messages(t, "games", "Processed"); len(got) != 0 {
		t.Errorf("Messages(Processed) = %d messages, want 0", len(got))
	}
}

func TestIMAPWrongPasswordRefused(t *testing.T) {
	srv := IMAPServer(t, game)
	c, err := imapclient.DialInsecure(srv.Addr, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Login("games", "wrong").Wait(); err == nil {
		t.Fatal("Login(games, wrong) = nil, want an error")
	}
}

func TestIMAPRestartKeepsMail(t *testing.T) {
	srv := IMAPServer(t, game)
	srv.Append(t, "games", "INBOX", testMail("kept"))
	srv.Stop()
	if _, err := net.DialTimeout("tcp", srv.Addr, time.Second); err == nil {
		t.Fatalf("dial %s after Stop = nil error, want refused", srv.Addr)
	}
	srv.Restart(t)
	if got := srv.Messages(t, "games", "INBOX"); len(got) != 1 {
		t.Fatalf("Messages(INBOX) after Restart = %d messages, want 1", len(got))
	}
}

func TestIMAPRecreateMailboxChangesUIDValidity(t *testing.T) {
	srv := IMAPServer(t, game)
	srv.Append(t, "games", "INBOX", testMail("gone"))
	before := srv.UIDValidity(t, "games", "INBOX")
	srv.RecreateMailbox(t, "games", "INBOX")
	after := srv.UIDValidity(t, "games", "INBOX")
	if after == before {
		t.Errorf("UIDValidity after RecreateMailbox = %d, want a new value", after)
	}
	if uid := srv.Append(t, "games", "INBOX", testMail("new")); uid != 1 {
		t.Errorf("Append after RecreateMailbox UID = %d, want 1", uid)
	}
}

func TestIMAPCapabilities(t *testing.T) {
	tests := []struct {
		name     string
		opts     IMAPOptions
		wantIdle bool
	}{
		{"IMAP4rev2 offers IDLE", IMAPOptions{}, true},
		{"NoIdle hides IDLE", IMAPOptions{NoIdle: true}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := NewIMAP(t, tt.opts, game)
			c, err := imapclient.DialInsecure(srv.Addr, nil)
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			if err := c.Login(game.Name, game.Password).Wait(); err != nil {
				t.Fatal(err)
			}
			caps := c.Caps()
			if got := caps.Has(imap.CapIdle); got != tt.wantIdle {
				t.Errorf("Caps().Has(IDLE) = %v, want %v", got, tt.wantIdle)
			}
			if !caps.Has(imap.CapMove) {
				t.Errorf("Caps().Has(MOVE) = false, want true")
			}
		})
	}
}

func TestIMAPImplicitTLS(t *testing.T) {
	serverTLS, clientTLS := TLSPair(t)
	srv := NewIMAP(t, IMAPOptions{TLSConfig: serverTLS, ImplicitTLS: true}, game)
	srv.Append(t, "games", "INBOX", testMail("tls"))
	if got := ReadMailbox(t, srv.Addr, clientTLS, game, "INBOX"); len(got) != 1 {
		t.Fatalf("ReadMailbox over TLS = %d messages, want 1", len(got))
	}
}

func sendTo(addr string, raw []byte) error {
	c, err := smtp.Dial(addr)
	if err != nil {
		return err
	}
	defer c.Close()
	return c.SendMail("referee@example.org", []string{"alice@example.org", "bob@example.org"}, bytes.NewReader(raw))
}

func TestSinkCapturesMessages(t *testing.T) {
	sink := SMTPSink(t)
	if err := sendTo(sink.Addr, testMail("hello")); err != nil {
		t.Fatalf("send: %v", err)
	}
	got := sink.Wait(t, 1, 10*time.Second)
	if got[0].From != "referee@example.org" || strings.Join(got[0].To, ",") != "alice@example.org,bob@example.org" {
		t.Errorf("envelope = %q -> %q, want referee@example.org -> alice, bob", got[0].From, got[0].To)
	}
	if !bytes.Contains(got[0].Raw, []byte("Subject: hello")) {
		t.Errorf("Raw = %q, want the message sent", got[0].Raw)
	}
}

func TestSinkFailNext(t *testing.T) {
	tests := []struct {
		name string
		code int
	}{
		{"temporary failure", 451},
		{"permanent failure", 550},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sink := SMTPSink(t)
			sink.FailNext(tt.code, 1)
			err := sendTo(sink.Addr, testMail("refused"))
			var smtpErr *smtp.SMTPError
			if !errors.As(err, &smtpErr) || smtpErr.Code != tt.code {
				t.Fatalf("first send = %v, want SMTP error %d", err, tt.code)
			}
			if err := sendTo(sink.Addr, testMail("accepted")); err != nil {
				t.Fatalf("second send = %v, want nil", err)
			}
			got := sink.Wait(t, 1, 10*time.Second)
			if len(got) != 1 || !bytes.Contains(got[0].Raw, []byte("accepted")) {
				t.Errorf("Messages = %d (first %q), want only the accepted one", len(got), got[0].Raw)
			}
		})
	}
}

func TestSinkRejectRecipient(t *testing.T) {
	sink := SMTPSink(t)
	sink.RejectRecipient("bob@example.org", 550)
	err := sendTo(sink.Addr, testMail("refused"))
	var smtpErr *smtp.SMTPError
	if !errors.As(err, &smtpErr) || smtpErr.Code != 550 {
		t.Fatalf("send to a refused recipient = %v, want SMTP error 550", err)
	}
	sink.RejectRecipient("bob@example.org", 0)
	if err := sendTo(sink.Addr, testMail("accepted")); err != nil {
		t.Fatalf("send after RejectRecipient(bob, 0) = %v, want nil", err)
	}
	if got := sink.Wait(t, 1, 10*time.Second); len(got) != 1 || !bytes.Contains(got[0].Raw, []byte("accepted")) {
		t.Errorf("Messages = %d, want only the accepted one", len(got))
	}
}

func TestSinkStartTLSWithAuth(t *testing.T) {
	serverTLS, clientTLS := TLSPair(t)
	sink := NewSink(t, SinkOptions{TLSConfig: serverTLS, Users: []User{game}})

	c, err := smtp.DialStartTLS(sink.Addr, clientTLS)
	if err != nil {
		t.Fatalf("DialStartTLS: %v", err)
	}
	defer c.Close()
	if err := c.Mail("referee@example.org", nil); err == nil {
		t.Fatal("Mail before AUTH = nil, want refused")
	}
	if err := c.Auth(sasl.NewPlainClient("", "games", "wrong")); err == nil {
		t.Fatal("Auth(wrong password) = nil, want refused")
	}
	if err := c.Auth(sasl.NewPlainClient("", "games", "secret")); err != nil {
		t.Fatalf("Auth: %v", err)
	}
	if err := c.SendMail("referee@example.org", []string{"alice@example.org"}, bytes.NewReader(testMail("tls"))); err != nil {
		t.Fatalf("SendMail: %v", err)
	}
	got := sink.Wait(t, 1, 10*time.Second)
	if got[0].User != "games" || !got[0].TLS {
		t.Errorf("message User, TLS = %q, %v, want games, true", got[0].User, got[0].TLS)
	}
}

func TestDovecotDeliverThenRead(t *testing.T) {
	d := Dovecot(t, game)
	d.Deliver(t, "games", testMail("via lmtp"))
	got := ReadMailbox(t, d.Addr, nil, game, "INBOX")
	if len(got) != 1 || !bytes.Contains(got[0].Raw, []byte("Subject: via lmtp")) {
		t.Fatalf("ReadMailbox(INBOX) = %d messages, want the delivered one; log: %s", len(got), d.Log())
	}
	if got[0].HasFlag(imap.FlagSeen) {
		t.Errorf("delivered message flags = %v, want unseen", got[0].Flags)
	}
	if processed := ReadMailbox(t, d.Addr, nil, game, "Processed"); len(processed) != 0 {
		t.Errorf("ReadMailbox(Processed) = %d messages, want 0", len(processed))
	}
}
