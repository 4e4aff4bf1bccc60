package store

import (
	"errors"
	"reflect"
	"testing"
	"time"
)

func testMail(msgid string, gameID int64, next time.Time) *OutMail {
	return &OutMail{MessageID: msgid, GameID: gameID, Kind: "turn", From: "games@club.example",
		To: "ann@example.org", Raw: []byte("Subject: your turn\r\n\r\nplay\r\n"), NextAttempt: next, Created: t0}
}

func TestEnqueueRoundTrips(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "d-1")
	m := testMail("a@club", g.ID, t0)
	m.Status, m.Attempts, m.LastError = "sent", 9, "stale" // Enqueue must reset these
	update(t, s, func(tx *Tx) error { return tx.Enqueue(m) })
	want := *testMail("a@club", g.ID, t0)
	want.ID, want.Status = m.ID, "queued"
	if !reflect.DeepEqual(*m, want) {
		t.Errorf("Enqueue left m = %+v, want %+v", *m, want)
	}
	view(t, s, func(tx *Tx) error {
		got, err := tx.Outbox(g.ID)
		if err != nil || !reflect.DeepEqual(got, []OutMail{want}) {
			t.Errorf("Outbox(%d) = %+v, %v, want [%+v]", g.ID, got, err, want)
		}
		return nil
	})

	dup := testMail("a@club", g.ID, t0)
	if err := s.Update(t.Context(), func(tx *Tx) error { return tx.Enqueue(dup) }); !errors.Is(err, ErrDuplicate) {
		t.Errorf("Enqueue(same Message-ID) = %v, want ErrDuplicate", err)
	}
	invalid := []struct {
		name string
		edit func(m *OutMail)
	}{
		{"unknown kind", func(m *OutMail) { m.Kind = "spam" }},
		{"empty recipient", func(m *OutMail) { m.To = "" }},
		{"empty message", func(m *OutMail) { m.Raw = nil }},
		{"empty Message-ID", func(m *OutMail) { m.MessageID = "" }},
		{"zero next attempt", func(m *OutMail) { m.NextAttempt = time.Time{} }},
		{"unknown game", func(m *OutMail) { m.GameID = 999 }},
	}
	for _, tt := range invalid {
		m := testMail("b@club", g.ID, t0)
		tt.edit(m)
		if err := s.Update(t.Context(), func(tx *Tx) error { return tx.Enqueue(m) }); err == nil {
			t.Errorf("Enqueue(%s) = nil error, want refusal", tt.name)
		}
	}
}

func TestDueOutbox(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "d-1")
	enqueue(t, s,
		testMail("1@club", g.ID, t0.Add(2*time.Minute)),
		testMail("2@club", 0, t0),
		testMail("3@club", g.ID, t0.Add(time.Hour)),
		testMail("4@club", g.ID, t0.Add(time.Minute)),
	)
	tests := []struct {
		now   time.Time
		limit int
		want  []string
	}{
		{t0.Add(-time.Second), 10, nil},
		{t0, 10, []string{"2@club"}},
		{t0.Add(2 * time.Minute), 10, []string{"1@club", "2@club", "4@club"}},
		{t0.Add(2 * time.Minute), 2, []string{"1@club", "2@club"}},
		{t0.Add(2 * time.Minute), 0, []string{"1@club", "2@club", "4@club"}},
		{t0.Add(time.Hour), -1, []string{"1@club", "2@club", "3@club", "4@club"}},
	}
	view(t, s, func(tx *Tx) error {
		for _, tt := range tests {
			mails, err := tx.DueOutbox(tt.now, tt.limit)
			if got := messageIDs(mails); err != nil || !reflect.DeepEqual(got, tt.want) {
				t.Errorf("DueOutbox(t0%+v, %d) = %v, %v, want %v", tt.now.Sub(t0), tt.limit, got, err, tt.want)
			}
		}
		if got, err := tx.Outbox(0); err != nil || !reflect.DeepEqual(messageIDs(got), []string{"2@club"}) {
			t.Errorf("Outbox(0) = %v, %v, want [2@club]", messageIDs(got), err)
		}
		return nil
	})
}

// A mail waits while an earlier one to the same recipient is deferred;
// mail to others goes on.
func TestDueInOrderHoldsMailBehindADeferredOne(t *testing.T) {
	s, _ := openStore(t)
	to := func(m *OutMail, addr string) *OutMail { m.To = addr; return m }
	enqueue(t, s,
		testMail("1@club", 0, t0.Add(time.Hour)), // ann, deferred
		to(testMail("2@club", 0, t0), "bob@example.org"),
		testMail("3@club", 0, t0), // ann, behind 1
		to(testMail("4@club", 0, t0.Add(time.Hour)), "bob@example.org"),
	)
	tests := []struct {
		now  time.Time
		want []string
	}{
		{t0.Add(-time.Second), nil},
		{t0, []string{"2@club"}},
		{t0.Add(time.Hour), []string{"1@club", "2@club", "3@club", "4@club"}},
	}
	view(t, s, func(tx *Tx) error {
		for _, tt := range tests {
			mails, err := tx.DueInOrder(tt.now, 0)
			if got := messageIDs(mails); err != nil || !reflect.DeepEqual(got, tt.want) {
				t.Errorf("DueInOrder(t0%+v) = %v, %v, want %v", tt.now.Sub(t0), got, err, tt.want)
			}
		}
		return nil
	})
}

// TestHandDueTakesWhatDueInOrderListsAndMarksIt: a round's one statement
// takes what DueInOrder lists, in queue order and within the limit, and
// marks exactly those mails handed.
func TestHandDueTakesWhatDueInOrderListsAndMarksIt(t *testing.T) {
	s, _ := openStore(t)
	to := func(m *OutMail, addr string) *OutMail { m.To = addr; return m }
	enqueue(t, s,
		testMail("1@club", 0, t0.Add(time.Hour)), // ann, deferred
		to(testMail("2@club", 0, t0), "bob@example.org"),
		testMail("3@club", 0, t0), // ann, behind 1
		to(testMail("4@club", 0, t0), "cy@example.org"),
		to(testMail("5@club", 0, t0), "dee@example.org"),
	)
	handed := t0.Add(time.Minute)
	var took []OutMail
	update(t, s, func(tx *Tx) (err error) { took, err = tx.HandDue(handed, 2); return err })
	if got, want := messageIDs(took), []string{"2@club", "4@club"}; !reflect.DeepEqual(got, want) {
		t.Errorf("HandDue(t0+1m, 2) = %v, want %v", got, want)
	}
	view(t, s, func(tx *Tx) error {
		all, err := tx.Outbox(0)
		for _, m := range all {
			wantHanded := m.MessageID == "2@club" || m.MessageID == "4@club"
			if m.Handed.Equal(handed) != wantHanded || m.Status != "queued" {
				t.Errorf("after HandDue %s: handed %v, status %s; want handed %v, queued", m.MessageID, m.Handed, m.Status, wantHanded)
			}
		}
		return err
	})
}

func messageIDs(mails []OutMail) []string {
	var ids []string
	for _, m := range mails {
		ids = append(ids, m.MessageID)
	}
	return ids
}

func TestOutboxTransitions(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "d-1")
	m := testMail("t@club", g.ID, t0)
	update(t, s, func(tx *Tx) error { return tx.Enqueue(m) })
	steps := []struct {
		name    string
		do      func(tx *Tx) error
		wantErr error
		// the mail afterwards
		status   string
		attempts int
		next     time.Time
		lastErr  string
		sent     time.Time
		failed   time.Time
		dueAt    time.Time // when DueOutbox lists it; zero: never
	}{
		{"retry once", func(tx *Tx) error { return tx.MarkRetry(m.ID, t0.Add(time.Minute), "421 try later") }, nil,
			"queued", 1, t0.Add(time.Minute), "421 try later", time.Time{}, time.Time{}, t0.Add(time.Minute)},
		{"retry twice", func(tx *Tx) error { return tx.MarkRetry(m.ID, t0.Add(5*time.Minute), "451 busy") }, nil,
			"queued", 2, t0.Add(5 * time.Minute), "451 busy", time.Time{}, time.Time{}, t0.Add(5 * time.Minute)},
		{"sent", func(tx *Tx) error { return tx.MarkSent(m.ID, t0.Add(6*time.Minute)) }, nil,
			"sent", 3, t0.Add(5 * time.Minute), "451 busy", t0.Add(6 * time.Minute), time.Time{}, time.Time{}},
		{"retry after sent", func(tx *Tx) error { return tx.MarkRetry(m.ID, t0.Add(time.Hour), "x") }, ErrConflict,
			"sent", 3, t0.Add(5 * time.Minute), "451 busy", t0.Add(6 * time.Minute), time.Time{}, time.Time{}},
		{"failed after sent", func(tx *Tx) error { return tx.MarkFailed(m.ID, t0.Add(time.Hour), "x") }, ErrConflict,
			"sent", 3, t0.Add(5 * time.Minute), "451 busy", t0.Add(6 * time.Minute), time.Time{}, time.Time{}},
		{"sent twice", func(tx *Tx) error { return tx.MarkSent(m.ID, t0.Add(time.Hour)) }, ErrConflict,
			"sent", 3, t0.Add(5 * time.Minute), "451 busy", t0.Add(6 * time.Minute), time.Time{}, time.Time{}},
		{"unknown id", func(tx *Tx) error { return tx.MarkSent(m.ID+100, t0) }, ErrNotFound,
			"sent", 3, t0.Add(5 * time.Minute), "451 busy", t0.Add(6 * time.Minute), time.Time{}, time.Time{}},
	}
	for _, st := range steps {
		err := s.Update(t.Context(), st.do)
		if (st.wantErr == nil && err != nil) || (st.wantErr != nil && !errors.Is(err, st.wantErr)) {
			t.Errorf("%s: = %v, want %v", st.name, err, st.wantErr)
		}
		checkMail(t, s, st.name, m.ID, st.status, st.attempts, st.next, st.lastErr, st.sent, st.failed, st.dueAt)
	}
}

func TestOutboxPermanentFailure(t *testing.T) {
	s, _ := openStore(t)
	m := testMail("f@club", 0, t0)
	update(t, s, func(tx *Tx) error { return tx.Enqueue(m) })
	update(t, s, func(tx *Tx) error { return tx.MarkRetry(m.ID, t0.Add(time.Minute), "421 later") })
	update(t, s, func(tx *Tx) error { return tx.MarkFailed(m.ID, t0.Add(2*time.Minute), "550 no such user") })
	checkMail(t, s, "failed", m.ID, "failed", 2, t0.Add(time.Minute), "550 no such user", time.Time{}, t0.Add(2*time.Minute), time.Time{})
	if err := s.Update(t.Context(), func(tx *Tx) error { return tx.MarkSent(m.ID, t0.Add(time.Hour)) }); !errors.Is(err, ErrConflict) {
		t.Errorf("MarkSent(failed mail) = %v, want ErrConflict", err)
	}
}

// checkMail asserts a mail's state and whether DueOutbox lists it.
func checkMail(t *testing.T, s *Store, step string, id int64, status string, attempts int, next time.Time,
	lastErr string, sent, failed, dueAt time.Time) {
	t.Helper()
	view(t, s, func(tx *Tx) error {
		all, err := tx.DueOutbox(t0.Add(1000*time.Hour), 0)
		if err != nil {
			t.Fatalf("%s: DueOutbox = %v", step, err)
		}
		var listed []OutMail
		for _, gameID := range []int64{0, 1} {
			ms, err := tx.Outbox(gameID)
			if err != nil {
				t.Fatalf("%s: Outbox(%d) = %v", step, gameID, err)
			}
			listed = append(listed, ms...)
		}
		var got *OutMail
		for i := range listed {
			if listed[i].ID == id {
				got = &listed[i]
			}
		}
		if got == nil {
			t.Fatalf("%s: mail %d missing from Outbox", step, id)
		}
		if got.Status != status || got.Attempts != attempts || !got.NextAttempt.Equal(next) || got.LastError != lastErr ||
			!got.Sent.Equal(sent) || !got.Failed.Equal(failed) {
			t.Errorf("%s: mail = status %s attempts %d next %v err %q sent %v failed %v, want %s %d %v %q %v %v",
				step, got.Status, got.Attempts, got.NextAttempt, got.LastError, got.Sent, got.Failed,
				status, attempts, next, lastErr, sent, failed)
		}
		if wantDue := !dueAt.IsZero(); (len(all) == 1) != wantDue {
			t.Errorf("%s: DueOutbox(far future) lists %d mails, want due = %v", step, len(all), wantDue)
		}
		if !dueAt.IsZero() {
			early, err := tx.DueOutbox(dueAt.Add(-time.Millisecond), 0)
			if err != nil || len(early) != 0 {
				t.Errorf("%s: DueOutbox(just before %v) = %d mails, %v, want none", step, dueAt, len(early), err)
			}
			onTime, err := tx.DueOutbox(dueAt, 0)
			if err != nil || len(onTime) != 1 {
				t.Errorf("%s: DueOutbox(%v) = %d mails, %v, want 1", step, dueAt, len(onTime), err)
			}
		}
		return nil
	})
}

// TestMarkHanded: handing a mail to SMTP is recorded without changing its
// state; a crash after it leaves a queued mail that says it may have gone.
func TestMarkHanded(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "d-1")
	m := testMail("h@club", g.ID, t0)
	update(t, s, func(tx *Tx) error { return tx.Enqueue(m) })
	handed := t0.Add(time.Minute)
	update(t, s, func(tx *Tx) error { return tx.MarkHanded(m.ID, handed) })
	view(t, s, func(tx *Tx) error {
		due, err := tx.DueOutbox(handed, 0)
		if err != nil || len(due) != 1 || !due[0].Handed.Equal(handed) || due[0].Status != "queued" || due[0].Attempts != 0 {
			t.Errorf("DueOutbox after MarkHanded = %+v, %v, want the mail queued, 0 attempts, handed at %v", due, err, handed)
		}
		return nil
	})
	update(t, s, func(tx *Tx) error { return tx.MarkSent(m.ID, handed) })
	if err := s.Update(t.Context(), func(tx *Tx) error { return tx.MarkHanded(m.ID, handed) }); !errors.Is(err, ErrConflict) {
		t.Errorf("MarkHanded(sent mail) = %v, want ErrConflict", err)
	}
	if err := s.Update(t.Context(), func(tx *Tx) error { return tx.MarkHanded(m.ID+100, handed) }); !errors.Is(err, ErrNotFound) {
		t.Errorf("MarkHanded(unknown id) = %v, want ErrNotFound", err)
	}
}

// enqueue queues mails in one transaction.
func enqueue(t *testing.T, s *Store, mails ...*OutMail) {
	t.Helper()
	update(t, s, func(tx *Tx) error {
		for _, m := range mails {
			if err := tx.Enqueue(m); err != nil {
				return err
			}
		}
		return nil
	})
}
