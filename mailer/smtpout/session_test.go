package smtpout

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"turnmail/mailer/mailtest"
)

// sendN sends n mails over ss, each to its own recipient, and fails the
// test on the first error.
func sendN(t *testing.T, ss *Session, first, n int) {
	t.Helper()
	for i := first; i < first+n; i++ {
		if err := ss.Send(context.Background(), "games@example.org", []string{fmt.Sprintf("p%d@example.org", i)}, raw); err != nil {
			t.Fatalf("Session.Send(mail %d) = %v, want nil", i, err)
		}
	}
}

func recipients(msgs []mailtest.SinkMessage) []string {
	var to []string
	for _, m := range msgs {
		to = append(to, m.To...)
	}
	return to
}

func TestSessionSendsSeveralMailsOverOneConnection(t *testing.T) {
	sink := mailtest.SMTPSink(t)
	ss := newSender(t, Config{Addr: sink.Addr, Security: SecurityPlain}).Session()
	sendN(t, ss, 1, 4)
	if err := ss.Close(); err != nil {
		t.Errorf("Close = %v", err)
	}
	got := recipients(sink.Wait(t, 4, 10*time.Second))
	if want := []string{"p1@example.org", "p2@example.org", "p3@example.org", "p4@example.org"}; !slices.Equal(got, want) {
		t.Errorf("recipients = %v, want %v (one each, in order)", got, want)
	}
	if n := sink.Connections(); n != 1 {
		t.Errorf("connections for 4 mails = %d, want 1", n)
	}
}

func TestSessionReconnectsAfterDroppedConnection(t *testing.T) {
	sink := mailtest.SMTPSink(t)
	ss := newSender(t, Config{Addr: sink.Addr, Security: SecurityPlain}).Session()
	defer ss.Close()
	sendN(t, ss, 1, 1)
	sink.Wait(t, 1, 10*time.Second)
	sink.DropConnections() // the relay times the idle client out
	sendN(t, ss, 2, 2)
	got := recipients(sink.Wait(t, 3, 10*time.Second))
	if want := []string{"p1@example.org", "p2@example.org", "p3@example.org"}; !slices.Equal(got, want) {
		t.Errorf("recipients = %v, want %v", got, want)
	}
	if n := sink.Connections(); n != 2 {
		t.Errorf("connections = %d, want 2 (one new after the drop)", n)
	}
}

func TestSessionKeepsConnectionAfterRefusedMail(t *testing.T) {
	sink := mailtest.SMTPSink(t)
	ss := newSender(t, Config{Addr: sink.Addr, Security: SecurityPlain}).Session()
	defer ss.Close()
	sink.FailNext(550, 1)
	err := ss.Send(context.Background(), "games@example.org", []string{"p1@example.org"}, raw)
	if !IsPermanent(err) {
		t.Fatalf("Send(refused with 550) = %v, want a permanent error", err)
	}
	sendN(t, ss, 2, 1)
	got := recipients(sink.Wait(t, 1, 10*time.Second))
	if !slices.Equal(got, []string{"p2@example.org"}) {
		t.Errorf("recipients = %v, want [p2@example.org]", got)
	}
	if n := sink.Connections(); n != 1 {
		t.Errorf("connections = %d, want 1 (a refusal leaves the connection usable)", n)
	}
}

func TestSessionHooksFrameData(t *testing.T) {
	sink := mailtest.SMTPSink(t)
	ss := newSender(t, Config{Addr: sink.Addr, Security: SecurityPlain}).Session()
	defer ss.Close()
	var events []string
	hooks := Hooks{
		BeforeData: func() error {
			events = append(events, fmt.Sprintf("handing (sink holds %d)", len(sink.Messages())))
			return nil
		},
		Accepted: func() {
			events = append(events, fmt.Sprintf("sent (sink holds %d)", len(sink.Messages())))
		},
	}
	if err := ss.SendWith(context.Background(), "games@example.org", []string{"p1@example.org"}, raw, hooks); err != nil {
		t.Fatalf("SendWith = %v", err)
	}
	if want := []string{"handing (sink holds 0)", "sent (sink holds 1)"}; !slices.Equal(events, want) {
		t.Errorf("hook events = %v, want %v", events, want)
	}

	// A hook that refuses stops the mail before DATA; the connection goes on.
	refused := errors.New("store busy")
	err := ss.SendWith(context.Background(), "games@example.org", []string{"p2@example.org"}, raw,
		Hooks{BeforeData: func() error { return refused }})
	if !errors.Is(err, refused) {
		t.Errorf("SendWith(refusing hook) = %v, want %v", err, refused)
	}
	sendN(t, ss, 3, 1)
	if got := recipients(sink.Wait(t, 2, 10*time.Second)); !slices.Equal(got, []string{"p1@example.org", "p3@example.org"}) {
		t.Errorf("recipients = %v, want [p1@example.org p3@example.org]", got)
	}
	if n := sink.Connections(); n != 1 {
		t.Errorf("connections = %d, want 1", n)
	}
}

// TestDataReplyMayTakeLongerThanACommand: a relay that scans a message
// before its 250 must not be given up on after the command timeout, or the
// retry sends the mail twice (RFC 5321 4.5.3.2.6: wait 10 minutes).
func TestDataReplyMayTakeLongerThanACommand(t *testing.T) {
	sink := mailtest.NewSink(t, mailtest.SinkOptions{DataDelay: 1500 * time.Millisecond})
	s := newSender(t, Config{Addr: sink.Addr, Security: SecurityPlain, Timeout: 500 * time.Millisecond})
	if s.cfg.DataTimeout != 10*time.Minute {
		t.Errorf("default DataTimeout = %v, want 10m", s.cfg.DataTimeout)
	}
	if err := send(t, s); err != nil {
		t.Fatalf("Send to a relay that answers DATA after 1.5s (Timeout 500ms) = %v, want nil", err)
	}
	if got := sink.Messages(); len(got) != 1 {
		t.Errorf("sink holds %d messages, want 1", len(got))
	}
}

func TestSubmitsWithoutAuthWhenNoUser(t *testing.T) {
	serverTLS, clientTLS := mailtest.TLSPair(t)
	sink := mailtest.NewSink(t, mailtest.SinkOptions{TLSConfig: serverTLS})
	s := newSender(t, Config{Addr: sink.Addr, Security: SecurityStartTLS, TLSConfig: clientTLS})
	if err := send(t, s); err != nil {
		t.Fatalf("Send without a username = %v, want nil", err)
	}
	got := sink.Wait(t, 1, 10*time.Second)
	if got[0].User != "" || !got[0].TLS {
		t.Errorf("User, TLS = %q, %v, want no AUTH over TLS", got[0].User, got[0].TLS)
	}
}

// TestSessionReconnectsAfterIdleTimeout: a relay that closed the kept
// connection with "421 Idle timeout" (RFC 5321 3.8) gets the next mail
// over a new connection, without an error.
func TestSessionReconnectsAfterIdleTimeout(t *testing.T) {
	sink := mailtest.NewSink(t, mailtest.SinkOptions{IdleTimeout: 100 * time.Millisecond})
	ss := newSender(t, Config{Addr: sink.Addr, Security: SecurityPlain}).Session()
	defer ss.Close()
	sendN(t, ss, 1, 1)
	time.Sleep(600 * time.Millisecond) // the relay gives up on the idle client after 100ms
	sendN(t, ss, 2, 2)
	got := recipients(sink.Wait(t, 3, 10*time.Second))
	if want := []string{"p1@example.org", "p2@example.org", "p3@example.org"}; !slices.Equal(got, want) {
		t.Errorf("recipients = %v, want %v", got, want)
	}
	if n := sink.Connections(); n != 2 {
		t.Errorf("connections = %d, want 2", n)
	}
}

func TestSessionAuthenticatesOncePerConnection(t *testing.T) {
	serverTLS, clientTLS := mailtest.TLSPair(t)
	sink := mailtest.NewSink(t, mailtest.SinkOptions{TLSConfig: serverTLS, Users: []mailtest.User{{Name: "games", Password: "secret"}}})
	ss := newSender(t, Config{Addr: sink.Addr, Security: SecurityStartTLS, TLSConfig: clientTLS,
		Username: "games", Password: "secret"}).Session()
	defer ss.Close()
	sendN(t, ss, 1, 3)
	for i, m := range sink.Wait(t, 3, 10*time.Second) {
		if !m.TLS || m.User != "games" {
			t.Errorf("mail %d: TLS, User = %v, %q, want true, games", i+1, m.TLS, m.User)
		}
	}
	if n := sink.Connections(); n != 1 {
		t.Errorf("connections = %d, want 1", n)
	}
}
