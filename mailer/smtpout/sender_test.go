package smtpout

import (
	"bytes"
	"context"
	"errors"
	"net"
	"strings"
	"testing"
	"time"

	"turnmail/mailer/mailtest"
)

var raw = []byte("From: games@example.org\r\nTo: alice@example.org\r\nSubject: Your turn\r\n\r\nPlay a card.\r\n")

func newSender(t *testing.T, cfg Config) *Sender {
	t.Helper()
	s, err := New(cfg)
	if err != nil {
		t.Fatalf("New(%+v) = %v", cfg, err)
	}
	return s
}

func send(t *testing.T, s *Sender) error {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	return s.Send(ctx, "games@example.org", []string{"alice@example.org", "bob@example.org"}, raw)
}

func TestSendPlainLoopback(t *testing.T) {
	sink := mailtest.SMTPSink(t)
	s := newSender(t, Config{Addr: sink.Addr, Security: SecurityPlain, HeloName: "referee.example.org"})
	if err := send(t, s); err != nil {
		t.Fatalf("Send = %v, want nil", err)
	}
	got := sink.Wait(t, 1, 10*time.Second)
	if got[0].From != "games@example.org" || strings.Join(got[0].To, " ") != "alice@example.org bob@example.org" {
		t.Errorf("envelope = %s -> %v, want games@example.org -> [alice bob]", got[0].From, got[0].To)
	}
	if !bytes.Equal(got[0].Raw, raw) {
		t.Errorf("Raw = %q, want %q", got[0].Raw, raw)
	}
	if got[0].TLS || got[0].User != "" {
		t.Errorf("TLS, User = %v, %q, want false, \"\"", got[0].TLS, got[0].User)
	}
}

func TestSendOverTLS(t *testing.T) {
	tests := []struct {
		name     string
		security string
		implicit bool
	}{
		{"STARTTLS with AUTH PLAIN", SecurityStartTLS, false},
		{"implicit TLS with AUTH PLAIN", SecurityTLS, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			serverTLS, clientTLS := mailtest.TLSPair(t)
			sink := mailtest.NewSink(t, mailtest.SinkOptions{
				TLSConfig:   serverTLS,
				ImplicitTLS: tt.implicit,
				Users:       []mailtest.User{{Name: "games", Password: "secret"}},
			})
			s := newSender(t, Config{Addr: sink.Addr, Security: tt.security, TLSConfig: clientTLS,
				Username: "games", Password: "secret"})
			if err := send(t, s); err != nil {
				t.Fatalf("Send = %v, want nil", err)
			}
			got := sink.Wait(t, 1, 10*time.Second)
			if !got[0].TLS || got[0].User != "games" {
				t.Errorf("TLS, User = %v, %q, want true, games", got[0].TLS, got[0].User)
			}
		})
	}
}

func TestSendRefusesUntrustedCertificate(t *testing.T) {
	serverTLS, _ := mailtest.TLSPair(t)
	_, otherClientTLS := mailtest.TLSPair(t)
	sink := mailtest.NewSink(t, mailtest.SinkOptions{TLSConfig: serverTLS})
	s := newSender(t, Config{Addr: sink.Addr, Security: SecurityStartTLS, TLSConfig: otherClientTLS})
	err := send(t, s)
	if err == nil {
		t.Fatal("Send with an untrusted certificate = nil, want an error")
	}
	if len(sink.Messages()) != 0 {
		t.Errorf("sink got %d messages, want 0", len(sink.Messages()))
	}
}

func TestSendWrongPasswordIsNotPermanent(t *testing.T) {
	serverTLS, clientTLS := mailtest.TLSPair(t)
	sink := mailtest.NewSink(t, mailtest.SinkOptions{TLSConfig: serverTLS, Users: []mailtest.User{{Name: "games", Password: "secret"}}})
	s := newSender(t, Config{Addr: sink.Addr, Security: SecurityStartTLS, TLSConfig: clientTLS, Username: "games", Password: "wrong"})
	err := send(t, s)
	if err == nil || IsPermanent(err) {
		t.Fatalf("Send with a wrong password = %v (permanent %v), want a temporary error", err, IsPermanent(err))
	}
}

func TestIsPermanentFollowsReplyCode(t *testing.T) {
	tests := []struct {
		code int
		want bool
	}{
		{421, false},
		{451, false},
		{452, false},
		{550, true},
		{552, true},
		{554, true},
	}
	for _, tt := range tests {
		sink := mailtest.SMTPSink(t)
		sink.FailNext(tt.code, 1)
		s := newSender(t, Config{Addr: sink.Addr, Security: SecurityPlain})
		err := send(t, s)
		if err == nil {
			t.Fatalf("Send with injected %d = nil, want an error", tt.code)
		}
		if got := IsPermanent(err); got != tt.want {
			t.Errorf("IsPermanent(reply %d) = %v, want %v (err %v)", tt.code, got, tt.want, err)
		}
	}
}

func TestNetworkErrorsAreTemporary(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closedAddr := ln.Addr().String()
	ln.Close()

	// A server that accepts and never says anything.
	silent, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer silent.Close()
	go func() {
		for {
			c, err := silent.Accept()
			if err != nil {
				return
			}
			defer c.Close()
		}
	}()

	tests := []struct {
		name string
		addr string
	}{
		{"connection refused", closedAddr},
		{"no greeting within Timeout", silent.Addr().String()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newSender(t, Config{Addr: tt.addr, Security: SecurityPlain, Timeout: 300 * time.Millisecond})
			start := time.Now()
			err := send(t, s)
			if err == nil || IsPermanent(err) {
				t.Fatalf("Send = %v (permanent %v), want a temporary error", err, IsPermanent(err))
			}
			if d := time.Since(start); d > 10*time.Second {
				t.Errorf("Send took %v, want it bounded by Timeout", d)
			}
		})
	}
}

func TestSendStopsWhenContextEnds(t *testing.T) {
	silent, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer silent.Close()
	go func() {
		c, err := silent.Accept()
		if err == nil {
			defer c.Close()
			c.Read(make([]byte, 1)) // until the client hangs up
		}
	}()
	s := newSender(t, Config{Addr: silent.Addr().String(), Security: SecurityPlain, Timeout: time.Hour})
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	err = s.Send(ctx, "games@example.org", []string{"alice@example.org"}, raw)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Send after the context ended = %v, want context.DeadlineExceeded", err)
	}
}

func TestBadEnvelopeIsPermanent(t *testing.T) {
	sink := mailtest.SMTPSink(t)
	s := newSender(t, Config{Addr: sink.Addr, Security: SecurityPlain})
	tests := []struct {
		name string
		from string
		to   []string
	}{
		{"line break in recipient", "games@example.org", []string{"alice@example.org\r\nRCPT TO:<x@example.org>"}},
		{"bracket in sender", "<games@example.org>", []string{"alice@example.org"}},
		{"no recipients", "games@example.org", nil},
	}
	for _, tt := range tests {
		err := s.Send(context.Background(), tt.from, tt.to, raw)
		if !IsPermanent(err) {
			t.Errorf("%s: Send = %v, want a permanent error", tt.name, err)
		}
	}
	if n := len(sink.Messages()); n != 0 {
		t.Errorf("sink got %d messages, want 0", n)
	}
}

func TestNewValidatesConfig(t *testing.T) {
	tests := []struct {
		name    string
		cfg     Config
		wantErr bool
	}{
		{"plain to 127.0.0.1", Config{Addr: "127.0.0.1:25", Security: SecurityPlain}, false},
		{"plain to localhost with AUTH", Config{Addr: "localhost:25", Security: SecurityPlain, Username: "u", Password: "p"}, false},
		{"plain to ::1", Config{Addr: "[::1]:25", Security: SecurityPlain}, false},
		{"plain to a remote host", Config{Addr: "mail.example.org:25", Security: SecurityPlain}, true},
		{"plain to a remote IP", Config{Addr: "192.0.2.1:25", Security: SecurityPlain}, true},
		{"plain to a remote host, allowed", Config{Addr: "mail.example.org:25", Security: SecurityPlain, AllowInsecure: true}, false},
		{"plain AUTH to a remote host, even allowed", Config{Addr: "mail.example.org:25", Security: SecurityPlain, AllowInsecure: true, Username: "u", Password: "p"}, true},
		{"STARTTLS to a remote host", Config{Addr: "mail.example.org:587", Security: SecurityStartTLS, Username: "u", Password: "p"}, false},
		{"implicit TLS to a remote host", Config{Addr: "mail.example.org:465", Security: SecurityTLS}, false},
		{"unknown security", Config{Addr: "mail.example.org:465", Security: "ssl"}, true},
		{"empty security", Config{Addr: "127.0.0.1:25"}, true},
		{"address without port", Config{Addr: "mail.example.org", Security: SecurityTLS}, true},
		{"password without username", Config{Addr: "127.0.0.1:25", Security: SecurityPlain, Password: "p"}, true},
		{"line break in HeloName", Config{Addr: "127.0.0.1:25", Security: SecurityPlain, HeloName: "a\r\nMAIL"}, true},
	}
	for _, tt := range tests {
		_, err := New(tt.cfg)
		if (err != nil) != tt.wantErr {
			t.Errorf("New(%s) = %v, want error %v", tt.name, err, tt.wantErr)
		}
	}
}
