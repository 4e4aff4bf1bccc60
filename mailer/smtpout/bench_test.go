package smtpout

import (
	"context"
	"testing"

	"turnmail/mailer/mailtest"
)

// BenchmarkSend measures one Send (a fresh connection, EHLO, MAIL, RCPT,
// DATA, QUIT) to a plaintext loopback sink.
func BenchmarkSend(b *testing.B) {
	sink := mailtest.SMTPSink(b)
	s, err := New(Config{Addr: sink.Addr, Security: SecurityPlain})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	for b.Loop() {
		if err := s.Send(ctx, "games@example.org", []string{"alice@example.org"}, raw); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSendStartTLSAuth adds the STARTTLS handshake and AUTH PLAIN.
func BenchmarkSendStartTLSAuth(b *testing.B) {
	serverTLS, clientTLS := mailtest.TLSPair(b)
	sink := mailtest.NewSink(b, mailtest.SinkOptions{TLSConfig: serverTLS, Users: []mailtest.User{{Name: "games", Password: "secret"}}})
	s, err := New(Config{Addr: sink.Addr, Security: SecurityStartTLS, TLSConfig: clientTLS, Username: "games", Password: "secret"})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	for b.Loop() {
		if err := s.Send(ctx, "games@example.org", []string{"alice@example.org"}, raw); err != nil {
			b.Fatal(err)
		}
	}
}
