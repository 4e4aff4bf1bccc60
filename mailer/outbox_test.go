package mailer

import (
	"context"
	"fmt"
	"slices"
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

// TestOutboxSendsDeferredMailOnceTheRelayIsBack: while the relay
// refuses every mail, the earliest deferred mail is tried every Probe
// without counting as an attempt; once the relay takes it, the rest of
// the deferred mail goes at once instead of after its backoff.
func TestOutboxSendsDeferredMailOnceTheRelayIsBack(t *testing.T) {
	f := newFixture(t, desk.Config{PlusAddressing: true, Moderators: []string{"mod@club.example"}})
	sink := mailtest.SMTPSink(t)
	ob := NewOutbox(f.desk, newSender(t, sink))
	ob.Probe = time.Hour // no probe until the test asks for one
	f.newDuel(t, 5)
	ctx := context.Background()
	sink.FailNext(451, 1<<30) // the relay refuses everything
	if _, err := ob.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	if n, _ := ob.Flush(ctx); n != 0 {
		t.Fatalf("Flush right after the relay went down tried %d mails, want 0 before a Probe has passed", n)
	}
	ob.Probe, ob.probeWait = 0, 0 // a probe at every Flush from now on
	if n, _ := ob.Flush(ctx); n != 1 {
		t.Fatalf("a probe tried %d mails, want the earliest deferred one", n)
	}
	for _, r := range f.outboxRows(t) {
		if r.Status != "queued" || r.Attempts != 1 {
			t.Errorf("after a refused probe: %s status %s attempts %d; want queued, 1 (a probe is no attempt)", r.To, r.Status, r.Attempts)
		}
	}
	sink.FailNext(451, 0) // the relay is back; the fake clock stands still, so no backoff ends
	for range 3 {
		if _, err := ob.Flush(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(sink.Messages()); n != 3 {
		t.Errorf("the relay back: %d of 3 deferred mails delivered before their backoff ended, want all", n)
	}
	for _, r := range f.outboxRows(t) {
		if r.Status != "sent" {
			t.Errorf("mail to %s: status %s, want sent", r.To, r.Status)
		}
	}
}

// TestOutboxProbesLessOftenWhileTheRelayStaysDown: each refused probe
// doubles the wait before the next, up to ten times Probe, so a relay
// that stays down (or one recipient's full mailbox) is not polled every
// Probe for days.
func TestOutboxProbesLessOftenWhileTheRelayStaysDown(t *testing.T) {
	f := newFixture(t, desk.Config{PlusAddressing: true})
	sink := mailtest.SMTPSink(t)
	ob := NewOutbox(f.desk, newSender(t, sink))
	ob.Probe = time.Minute
	f.newDuel(t, 5)
	ctx := context.Background()
	sink.FailNext(451, 1<<30)
	if _, err := ob.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	var waits []time.Duration
	for range 6 {
		ob.probed = time.Time{} // as if the wait had passed
		if n, err := ob.Flush(ctx); err != nil || n != 1 {
			t.Fatalf("probe Flush = %d, %v; want 1 mail", n, err)
		}
		waits = append(waits, ob.probeWait)
	}
	want := []time.Duration{2 * time.Minute, 4 * time.Minute, 8 * time.Minute, 10 * time.Minute, 10 * time.Minute, 10 * time.Minute}
	if !slices.Equal(waits, want) {
		t.Errorf("waits after each refused probe = %v, want %v", waits, want)
	}
}

// TestOutboxProbeRefusedForGoodIsNoSignThatTheRelayIsBack: a probe the
// relay answers with a permanent failure (a mailbox that does not exist)
// fails that mail, but the relay took no mail: the rest of the deferred
// mail keeps its backoff and its attempts, and the next probe tries the
// next deferred mail.
func TestOutboxProbeRefusedForGoodIsNoSignThatTheRelayIsBack(t *testing.T) {
	f := newFixture(t, desk.Config{PlusAddressing: true, Moderators: []string{"mod@club.example"}})
	sink := mailtest.SMTPSink(t)
	ob := NewOutbox(f.desk, newSender(t, sink))
	ob.Probe = time.Hour
	f.newDuel(t, 5)
	ctx := context.Background()
	sink.FailNext(451, 1<<30) // the relay refuses everything
	if _, err := ob.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	rows := f.outboxRows(t)
	first := rows[0]
	deferred := map[int64]bool{}
	for _, r := range rows {
		deferred[r.ID] = true
	}
	sink.RejectRecipient(first.To, 550)
	ob.Probe, ob.probeWait = 0, 0 // a probe at every Flush from now on
	for range 2 {
		if _, err := ob.Flush(ctx); err != nil {
			t.Fatal(err)
		}
	}
	for _, r := range f.outboxRows(t) {
		switch {
		case !deferred[r.ID]: // the moderators' notice of the failure
		case r.ID == first.ID && r.Status != "failed":
			t.Errorf("probe refused for good: mail to %s status %s, want failed", r.To, r.Status)
		case r.ID != first.ID && (r.Status != "queued" || r.Attempts != 1):
			t.Errorf("relay still down after a probe refused for good: mail to %s status %s attempts %d; want queued, 1", r.To, r.Status, r.Attempts)
		}
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

// moderatorMoves makes n moves, each the first legal option of the first
// seat asked, so that each seat has several mails queued.
func moderatorMoves(t *testing.T, f *fixture, n int) {
	t.Helper()
	ctx := context.Background()
	for range n {
		gv, err := f.desk.Show(ctx, f.slug, desk.AsModerator)
		if err != nil || len(gv.Pending) == 0 {
			t.Fatalf("Show(%s) = %d pending, %v; want a seat asked", f.slug, len(gv.Pending), err)
		}
		p := gv.Pending[0]
		if _, err := f.desk.ModeratorMove(ctx, f.slug, p.Seat, p.Options[:1], "test"); err != nil {
			t.Fatalf("ModeratorMove(%s, %q) = %v", p.Seat, p.Options[0], err)
		}
	}
}

// sinkOrder is the Message-IDs the sink received for addr, in order.
func sinkOrder(t *testing.T, sink *mailtest.Sink, addr string) []string {
	t.Helper()
	var ids []string
	for _, m := range sink.Messages() {
		if m.To[0] == addr {
			ids = append(ids, decodeMail(t, m.Raw).MessageID)
		}
	}
	return ids
}

// queueOrder is the Message-IDs queued for addr, in queue order.
func queueOrder(rows []store.OutMail, addr string) []string {
	var ids []string
	for _, r := range rows {
		if r.To == addr {
			ids = append(ids, r.MessageID)
		}
	}
	return ids
}

// A round goes over one connection per sender, RSET between mails, each
// recipient's mail in queue order, and marks every mail handed before it
// was sent.
func TestOutboxSendsARoundOverOneSessionPerSender(t *testing.T) {
	for _, tt := range []struct {
		senders, maxConns int
	}{{1, 1}, {3, 2}} { // two recipients: at most one session each
		t.Run(fmt.Sprintf("%d senders", tt.senders), func(t *testing.T) {
			f := newFixture(t, desk.Config{PlusAddressing: true})
			sink := mailtest.SMTPSink(t)
			ob := NewOutbox(f.desk, newSender(t, sink))
			ob.Senders = tt.senders
			defer ob.Close()
			f.newDuel(t, 5)
			moderatorMoves(t, f, 4)
			queued := len(f.outboxRows(t))
			if n, err := ob.Flush(context.Background()); err != nil || n != queued {
				t.Fatalf("Flush() = %d, %v; want %d mails", n, err, queued)
			}
			// A session dials when it takes its first recipient; one that
			// is quick may take the second recipient too before the other
			// session starts, so fewer connections than sessions is fine.
			if got := sink.Connections(); got < 1 || got > tt.maxConns {
				t.Errorf("%d mails over %d connections, want 1 to %d (one per session at most)", queued, got, tt.maxConns)
			}
			rows := f.outboxRows(t)
			for _, addr := range []string{players["north"], players["south"]} {
				if got, want := sinkOrder(t, sink, addr), queueOrder(rows, addr); !slices.Equal(got, want) {
					t.Errorf("mail to %s arrived as %v, want queue order %v", addr, got, want)
				}
			}
			for _, r := range rows {
				if r.Status != "sent" || r.Handed.IsZero() || r.Handed.After(r.Sent) {
					t.Errorf("mail %s: status %s handed %v sent %v; want sent, handed first", r.MessageID, r.Status, r.Handed, r.Sent)
				}
			}
		})
	}
}

// After a 4xx, a recipient's later mail waits for the deferred one and
// then follows it in order; other recipients' mail goes on. After a 5xx
// the recipient's later mail still goes.
func TestOutboxKeepsEachRecipientsOrder(t *testing.T) {
	for _, tt := range []struct {
		name         string
		code         int
		northAtFirst int // mails to north delivered by the first round
	}{{"deferred by 451", 451, 0}, {"refused by 550", 550, -1}} {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, desk.Config{PlusAddressing: true})
			sink := mailtest.SMTPSink(t)
			ob := NewOutbox(f.desk, newSender(t, sink))
			ob.Senders = 1
			defer ob.Close()
			f.newDuel(t, 5)
			moderatorMoves(t, f, 4)
			rows := f.outboxRows(t)
			north, south := queueOrder(rows, players["north"]), queueOrder(rows, players["south"])
			if rows[0].To != players["north"] || len(north) < 3 {
				t.Fatalf("want north's mail first and at least 3 of it, got %d to north, first to %s", len(north), rows[0].To)
			}
			sink.FailNext(tt.code, 1) // north's first mail
			ctx := context.Background()
			if _, err := ob.Flush(ctx); err != nil {
				t.Fatal(err)
			}
			want := north[1:]
			if tt.code < 500 {
				want = nil
			}
			if got := sinkOrder(t, sink, players["north"]); !slices.Equal(got, want) {
				t.Errorf("first round delivered %v to north, want %v", got, want)
			}
			if got := sinkOrder(t, sink, players["south"]); !slices.Equal(got, south) {
				t.Errorf("first round delivered %v to south, want all of %v", got, south)
			}
			if tt.code >= 500 {
				return
			}
			if n, _ := ob.Flush(ctx); n != 0 {
				t.Errorf("before the backoff ran out a round tried %d mails, want 0 (north's wait)", n)
			}
			f.clock.Add(2 * time.Minute)
			if _, err := ob.Flush(ctx); err != nil {
				t.Fatal(err)
			}
			if got := sinkOrder(t, sink, players["north"]); !slices.Equal(got, north) {
				t.Errorf("after the backoff north got %v, want queue order %v", got, north)
			}
		})
	}
}

// TestAcceptedMailIsRecordedAtOnce: the moment the server answers 250, the
// mail is recorded sent in a small commit of its own, before the round's
// record (a kill in between must not send it again: the window for a
// duplicate is that one step); the mails accepted while that commit is
// written go in the next.
func TestAcceptedMailIsRecordedAtOnce(t *testing.T) {
	f := newFixture(t, desk.Config{PlusAddressing: true})
	sink := mailtest.SMTPSink(t)
	ob := NewOutbox(f.desk, newSender(t, sink))
	f.newDuel(t, 5)
	var due []store.OutMail
	if err := f.st.Update(context.Background(), func(tx *store.Tx) (err error) {
		due, err = ob.take(tx)
		return err
	}); err != nil || len(due) < 2 {
		t.Fatalf("take() = %d mails, %v; want at least 2", len(due), err)
	}
	rs := make([]result, len(due))
	marks := ob.startMarking(context.Background(), len(due))
	for i := range due {
		rs[i].mail = due[i]
		marks.add(&rs[i])
	}
	marks.close()
	sent := map[int64]bool{}
	for _, row := range f.outboxRows(t) {
		sent[row.ID] = row.Status == "sent"
	}
	for _, r := range rs {
		if !r.marked {
			t.Errorf("mail %s accepted, not marked recorded", r.mail.MessageID)
		}
		if !sent[r.mail.ID] {
			t.Errorf("status of %s right after its 250 is not sent", r.mail.MessageID)
		}
	}
}
