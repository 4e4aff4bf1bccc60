package smtpout

import (
	"context"
	"testing"
	"time"

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

// BenchmarkRelayWithLatency sends mails to a sink whose every new
// connection answers its greeting 40 ms late (a distant relay), once with a
// new connection per mail and once over one Session, and reports mails/s
// of each and their ratio, measured in the same run.
func BenchmarkRelayWithLatency(b *testing.B) {
	sink := mailtest.NewSink(b, mailtest.SinkOptions{Latency: 40 * time.Millisecond})
	s, err := New(Config{Addr: sink.Addr, Security: SecurityPlain})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	to := []string{"alice@example.org"}
	const mails = 20 // per round: a busy delivery round
	rate := func(send func() error) float64 {
		start := time.Now()
		for range mails {
			if err := send(); err != nil {
				b.Fatal(err)
			}
		}
		return mails / time.Since(start).Seconds()
	}
	var perMail, session float64
	for b.Loop() {
		perMail += rate(func() error { return s.Send(ctx, "games@example.org", to, raw) })
		ss := s.Session()
		session += rate(func() error { return ss.Send(ctx, "games@example.org", to, raw) })
		ss.Close()
	}
	n := float64(b.N)
	b.ReportMetric(perMail/n, "conn-per-mail-mails/s")
	b.ReportMetric(session/n, "session-mails/s")
	b.ReportMetric(session/perMail, "ratio")
}
