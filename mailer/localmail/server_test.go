package localmail

import (
	"bytes"
	"context"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"

	"turnmail/mailer/mailtest"
)

// memSpool stands in for the service's SQLite spool; it outlives servers.
type memSpool struct {
	mu   sync.Mutex
	mail []Spooled
	fail error
}

func (m *memSpool) Spool(_ context.Context, mailbox string, raw []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.fail != nil {
		return m.fail
	}
	m.mail = append(m.mail, Spooled{Mailbox: mailbox, Raw: slices.Clone(raw)})
	return nil
}

func (m *memSpool) Restore(context.Context) ([]Spooled, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return slices.Clone(m.mail), nil
}

func (m *memSpool) mailboxes() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	var names []string
	for _, s := range m.mail {
		names = append(names, s.Mailbox)
	}
	return names
}

func start(t *testing.T, spool Spool) *Server {
	t.Helper()
	s, err := Start(context.Background(), Config{Spool: spool})
	if err != nil {
		t.Fatalf("Start: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func message(to, subject string) []byte {
	return []byte("From: alice@turnmail.localhost\r\nTo: " + to + "\r\nSubject: " + subject + "\r\n\r\nhello\r\n")
}

func send(s *Server, from string, to []string, raw []byte) error {
	c, err := smtp.Dial(s.SMTPAddr())
	if err != nil {
		return err
	}
	defer c.Close()
	return c.SendMail(from, to, bytes.NewReader(raw))
}

func inbox(t *testing.T, s *Server, user string) []mailtest.Message {
	t.Helper()
	return mailtest.ReadMailbox(t, s.IMAPAddr(), nil, mailtest.User{Name: user, Password: DefaultPassword}, "INBOX")
}

func TestSendThenRead(t *testing.T) {
	s := start(t, &memSpool{})
	raw := message("bob@turnmail.localhost", "hi bob")
	if err := send(s, "alice@turnmail.localhost", []string{"bob@turnmail.localhost"}, raw); err != nil {
		t.Fatalf("send: %v", err)
	}
	got := inbox(t, s, "bob@turnmail.localhost")
	if len(got) != 1 {
		t.Fatalf("bob's INBOX has %d messages, want 1", len(got))
	}
	want := append([]byte("Return-Path: <alice@turnmail.localhost>\r\n"), raw...)
	if !bytes.Equal(got[0].Raw, want) {
		t.Errorf("bob's mail = %q, want %q", got[0].Raw, want)
	}
	if got[0].HasFlag(imap.FlagSeen) {
		t.Errorf("new mail flags = %v, want unseen", got[0].Flags)
	}
	if other := inbox(t, s, "alice@turnmail.localhost"); len(other) != 0 {
		t.Errorf("alice's INBOX has %d messages, want 0", len(other))
	}
}

func TestPlusAddressReachesTheReferee(t *testing.T) {
	spool := &memSpool{}
	s := start(t, spool)
	rcpts := []string{"Games+ts-12.k7f3q9@turnmail.localhost", "carol@TURNMAIL.localhost"}
	if err := send(s, "alice@turnmail.localhost", rcpts, message(rcpts[0], "move")); err != nil {
		t.Fatalf("send: %v", err)
	}
	if got := inbox(t, s, s.RefereeAddress()); len(got) != 1 {
		t.Errorf("referee INBOX has %d messages, want 1", len(got))
	}
	if got := inbox(t, s, "carol@turnmail.localhost"); len(got) != 1 {
		t.Errorf("carol's INBOX has %d messages, want 1", len(got))
	}
	if got, want := spool.mailboxes(), []string{"games", "carol"}; !slices.Equal(got, want) {
		t.Errorf("spooled for %v, want %v", got, want)
	}
}

func TestRestartRestoresSpooledMail(t *testing.T) {
	spool := &memSpool{}
	first := start(t, spool)
	if err := send(first, "alice@turnmail.localhost", []string{"games+x@turnmail.localhost"}, message("games+x@turnmail.localhost", "kept")); err != nil {
		t.Fatalf("send: %v", err)
	}
	if err := first.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	if err := first.Close(); err != nil {
		t.Errorf("second Close = %v, want nil", err)
	}

	second := start(t, spool)
	got := inbox(t, second, "games@turnmail.localhost")
	if len(got) != 1 || !bytes.Contains(got[0].Raw, []byte("Subject: kept")) {
		t.Fatalf("referee INBOX after restart = %d messages, want the spooled one", len(got))
	}
}

func TestSpoolFailureDefersMail(t *testing.T) {
	spool := &memSpool{fail: errors.New("disk full")}
	s := start(t, spool)
	err := send(s, "alice@turnmail.localhost", []string{"bob@turnmail.localhost"}, message("bob@turnmail.localhost", "later"))
	var smtpErr *smtp.SMTPError
	if !errors.As(err, &smtpErr) || smtpErr.Code != 451 {
		t.Fatalf("send with a failing spool = %v, want SMTP 451", err)
	}
	if got := inbox(t, s, "bob@turnmail.localhost"); len(got) != 0 {
		t.Errorf("bob's INBOX has %d messages, want 0 (nothing unspooled is delivered)", len(got))
	}
}

func TestForeignDomainRefused(t *testing.T) {
	s := start(t, &memSpool{})
	err := send(s, "alice@turnmail.localhost", []string{"bob@example.org"}, message("bob@example.org", "away"))
	var smtpErr *smtp.SMTPError
	if !errors.As(err, &smtpErr) || smtpErr.Code != 550 {
		t.Fatalf("send to another domain = %v, want SMTP 550", err)
	}
}

func TestSMTPAuth(t *testing.T) {
	s := start(t, &memSpool{})
	tests := []struct {
		name     string
		user     string
		password string
		wantOK   bool
	}{
		{"right password", "alice@turnmail.localhost", DefaultPassword, true},
		{"wrong password", "alice@turnmail.localhost", "nope", false},
		{"other domain", "alice@example.org", DefaultPassword, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := smtp.Dial(s.SMTPAddr())
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			err = c.Auth(sasl.NewPlainClient("", tt.user, tt.password))
			if (err == nil) != tt.wantOK {
				t.Fatalf("Auth(%s, %s) = %v, want ok %v", tt.user, tt.password, err, tt.wantOK)
			}
			var smtpErr *smtp.SMTPError
			if !tt.wantOK && (!errors.As(err, &smtpErr) || smtpErr.Code != 535) {
				t.Errorf("Auth refusal = %v, want SMTP 535", err)
			}
		})
	}
}

func TestIMAPLogin(t *testing.T) {
	s := start(t, &memSpool{})
	tests := []struct {
		name     string
		user     string
		password string
		wantOK   bool
	}{
		{"new address, right password", "newbie@turnmail.localhost", DefaultPassword, true},
		{"bare local part", "newbie", DefaultPassword, true},
		{"wrong password", "newbie@turnmail.localhost", "nope", false},
		{"other domain", "newbie@example.org", DefaultPassword, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := imapclient.DialInsecure(s.IMAPAddr(), nil)
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			err = c.Login(tt.user, tt.password).Wait()
			if (err == nil) != tt.wantOK {
				t.Fatalf("Login(%s, %s) = %v, want ok %v", tt.user, tt.password, err, tt.wantOK)
			}
			if !tt.wantOK {
				return
			}
			// The mailbox exists from the first login on, with the usual folders.
			list, err := c.List("", "*", nil).Collect()
			if err != nil {
				t.Fatalf("LIST: %v", err)
			}
			var names []string
			for _, l := range list {
				names = append(names, l.Mailbox)
			}
			slices.Sort(names)
			if want := []string{"Drafts", "INBOX", "Sent", "Trash"}; !slices.Equal(names, want) {
				t.Errorf("LIST = %v, want %v", names, want)
			}
		})
	}
}

func TestIdleClientHearsDelivery(t *testing.T) {
	s := start(t, &memSpool{})
	news := make(chan uint32, 4)
	c, err := imapclient.DialInsecure(s.IMAPAddr(), &imapclient.Options{
		UnilateralDataHandler: &imapclient.UnilateralDataHandler{
			Mailbox: func(d *imapclient.UnilateralDataMailbox) {
				if d.NumMessages != nil {
					news <- *d.NumMessages
				}
			},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Login("games@turnmail.localhost", DefaultPassword).Wait(); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Select("INBOX", nil).Wait(); err != nil {
		t.Fatal(err)
	}
	idle, err := c.Idle()
	if err != nil {
		t.Fatal(err)
	}
	defer idle.Close()
	if err := send(s, "alice@turnmail.localhost", []string{"games@turnmail.localhost"}, message("games@turnmail.localhost", "now")); err != nil {
		t.Fatalf("send: %v", err)
	}
	select {
	case n := <-news:
		if n != 1 {
			t.Errorf("EXISTS = %d, want 1", n)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("no EXISTS during IDLE within 10s of the delivery")
	}
}

func TestInstructions(t *testing.T) {
	s := start(t, &memSpool{})
	text := s.Instructions()
	_, imapPort, _ := strings.Cut(s.IMAPAddr(), ":")
	_, smtpPort, _ := strings.Cut(s.SMTPAddr(), ":")
	for _, want := range []string{"port " + imapPort, "port " + smtpPort, DefaultPassword, "@turnmail.localhost", "games@turnmail.localhost", "no encryption"} {
		if !strings.Contains(text, want) {
			t.Errorf("Instructions() lacks %q:\n%s", want, text)
		}
	}
}

func TestStartRefusesBadConfig(t *testing.T) {
	tests := []struct {
		name string
		cfg  Config
	}{
		{"no spool", Config{}},
		{"non-loopback host", Config{Spool: &memSpool{}, Host: "0.0.0.0"}},
		{"referee with a domain", Config{Spool: &memSpool{}, Referee: "games@example.org"}},
	}
	for _, tt := range tests {
		if s, err := Start(context.Background(), tt.cfg); err == nil {
			s.Close()
			t.Errorf("Start(%s) = nil error, want one", tt.name)
		}
	}
}

func TestIMAPAuthenticatePlain(t *testing.T) {
	s := start(t, &memSpool{})
	tests := []struct {
		password string
		wantOK   bool
	}{
		{DefaultPassword, true},
		{"nope", false},
	}
	for _, tt := range tests {
		c, err := imapclient.DialInsecure(s.IMAPAddr(), nil)
		if err != nil {
			t.Fatal(err)
		}
		err = c.Authenticate(sasl.NewPlainClient("", "alice@turnmail.localhost", tt.password))
		c.Close()
		if (err == nil) != tt.wantOK {
			t.Errorf("AUTHENTICATE PLAIN(alice, %s) = %v, want ok %v", tt.password, err, tt.wantOK)
		}
	}
}
