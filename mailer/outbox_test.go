package mailer

import (
	"context"
	"testing"
	"time"

	"turnmail/mailer/desk"
	"turnmail/mailer/mailtest"
	"turnmail/mailer/smtpout"
	"turnmail/store"
)

func newSender(t *testing.T, sink *mailtest.Sink) *smtpout.Sender {
	t.Helper()
	s, err := newSenderErr(sink)
	if err != nil {
		t.Fatalf("smtpout.New: %v", err)
	}
	return s
}

func newSenderErr(sink *mailtest.Sink) (*smtpout.Sender, error) {
	return smtpout.New(smtpout.Config{Addr: sink.Addr, Security: "plain", Timeout: 5 * time.Second})
}

func (f *fixture) outboxRows(t *testing.T) []store.OutMail {
	t.Helper()
	var rows []store.OutMail
	err := f.st.View(context.Background(), func(tx *store.Tx) error {
		g, err := tx.GameBySlug(f.slug)
		if err != nil {
			return err
		}
		rows, err = tx.Outbox(g.ID)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

func TestOutboxDeliversQueuedMailOnce(t *testing.T) {
	f := newFixture(t, desk.Config{PlusAddressing: true})
	sink := mailtest.SMTPSink(t)
	ob := NewOutbox(f.desk, newSender(t, sink))
	f.newDuel(t, 5)
	ctx := context.Background()
	if n, err := ob.Flush(ctx); err != nil || n != 2 {
		t.Fatalf("Flush() = %d, %v; want 2 mails", n, err)
	}
	if n, err := ob.Flush(ctx); err != nil || n != 0 {
		t.Errorf("second Flush() = %d, %v; want nothing left", n, err)
	}
	msgs := sink.Messages()
	if len(msgs) != 2 || msgs[0].From != referee {
		t.Fatalf("sink got %d messages (first from %q), want 2 from %s", len(msgs), msgs[0].From, referee)
	}
	for _, r := range f.outboxRows(t) {
		if r.Status != "sent" {
			t.Errorf("mail %s status %s, want sent", r.MessageID, r.Status)
		}
	}
}

func TestOutboxRetriesTemporaryFailuresWithBackoff(t *testing.T) {
	f := newFixture(t, desk.Config{PlusAddressing: true, Moderators: []string{"mod@club.example"}})
	sink := mailtest.SMTPSink(t)
	ob := NewOutbox(f.desk, newSender(t, sink))
	f.newDuel(t, 5)
	ctx := context.Background()
	sink.FailNext(451, 3) // the two seats' first mails and the moderator's
	if _, err := ob.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	if n := len(sink.Messages()); n != 0 {
		t.Fatalf("%d messages got through a 451", n)
	}
	for _, r := range f.outboxRows(t) {
		if r.Status != "queued" || r.Attempts != 1 || !r.NextAttempt.After(f.clock.Now()) {
			t.Errorf("after a 451: status %s attempts %d next %v; want queued, 1, later", r.Status, r.Attempts, r.NextAttempt)
		}
	}
	if n, _ := ob.Flush(ctx); n != 0 {
		t.Errorf("Flush before the backoff ran out tried %d mails", n)
	}
	f.clock.Add(2 * time.Minute)
	if n, _ := ob.Flush(ctx); n != 3 || len(sink.Messages()) != 3 {
		t.Errorf("after the backoff: tried %d, delivered %d; want 3 and 3", n, len(sink.Messages()))
	}
}

func TestOutboxRecordsPermanentFailureAndTellsModerators(t *testing.T) {
	f := newFixture(t, desk.Config{PlusAddressing: true, Moderators: []string{"mod@club.example"}})
	sink := mailtest.SMTPSink(t)
	ob := NewOutbox(f.desk, newSender(t, sink))
	f.newDuel(t, 5)
	sink.FailNext(550, 1)
	if _, err := ob.Flush(context.Background()); err != nil {
		t.Fatal(err)
	}
	failed := 0
	for _, r := range f.outboxRows(t) {
		if r.Status == "failed" {
			failed++
		}
	}
	if failed != 1 {
		t.Errorf("%d mails failed for good after one 550, want 1", failed)
	}
	if _, err := ob.Flush(context.Background()); err != nil {
		t.Fatal(err)
	}
	if m, ok := latestTo(f.outbox(t), "mod@club.example"); !ok || m.Kind != kindNotice {
		t.Errorf("the moderator was not told of the failure")
	}
}

func TestBackoffGrowsAndIsCapped(t *testing.T) {
	for n, want := range map[int]time.Duration{1: time.Minute, 2: 2 * time.Minute, 5: 16 * time.Minute, 30: 6 * time.Hour} {
		got := Backoff(n)
		if got < want*8/10 || got > want*12/10 {
			t.Errorf("Backoff(%d) = %v, want %v ±20%%", n, got, want)
		}
	}
}
