package store

import (
	"context"
	"database/sql/driver"
	"errors"
	"testing"
	"time"
)

// synchronousIn returns the write connection's PRAGMA synchronous, read
// inside a transaction of the writer.
func synchronousIn(t *testing.T, tx *Tx) string {
	t.Helper()
	var got string
	if err := tx.queryRow("PRAGMA synchronous").Scan(&got); err != nil {
		t.Fatalf("PRAGMA synchronous = %v", err)
	}
	return got
}

// TestUpdateUnsyncedRelaxesEveryTime: every UpdateUnsynced runs at
// synchronous=NORMAL and every Update after it at FULL, not only the
// first: the writer's statements are prepared once and rerun.
func TestUpdateUnsyncedRelaxesEveryTime(t *testing.T) {
	s, _ := openStore(t)
	ctx := t.Context()
	for i := range 3 {
		if err := s.UpdateUnsynced(ctx, func(tx *Tx) error {
			if got := synchronousIn(t, tx); got != "1" {
				t.Errorf("PRAGMA synchronous inside UpdateUnsynced #%d = %s, want 1 (NORMAL)", i+1, got)
			}
			return nil
		}); err != nil {
			t.Fatalf("UpdateUnsynced #%d = %v", i+1, err)
		}
		update(t, s, func(tx *Tx) error {
			if got := synchronousIn(t, tx); got != "2" {
				t.Errorf("PRAGMA synchronous inside Update after UpdateUnsynced #%d = %s, want 2 (FULL)", i+1, got)
			}
			return nil
		})
	}
}

// TestUpdateUnsyncedAfterTheWriteConnectionDied: UpdateUnsynced, like
// Update, replaces a write connection the driver gave up on.
func TestUpdateUnsyncedAfterTheWriteConnectionDied(t *testing.T) {
	s, _ := openStore(t)
	createGame(t, s, "d-1")
	s.writer.conn.Raw(func(any) error { return driver.ErrBadConn })
	if err := s.UpdateUnsynced(t.Context(), func(tx *Tx) error { return tx.SetMailboxState("INBOX", 7, 9) }); err != nil {
		t.Fatalf("UpdateUnsynced after the connection died = %v, want nil", err)
	}
	view(t, s, func(tx *Tx) error {
		if v, u, err := tx.MailboxState("INBOX"); err != nil || v != 7 || u != 9 {
			t.Errorf("MailboxState(INBOX) after the connection was replaced = %d, %d, %v; want 7, 9", v, u, err)
		}
		return nil
	})
}

// TestUpdateAfterClose: once the store's write connection is closed (the
// first step of Close, before the pools close), a writer that was waiting
// for it, or comes later, fails instead of taking a new connection from
// the pool and committing on it after Close.
func TestUpdateAfterClose(t *testing.T) {
	for _, tt := range []struct {
		name   string
		update func(*Store, context.Context, func(*Tx) error) error
	}{
		{"Update", (*Store).Update},
		{"UpdateUnsynced", (*Store).UpdateUnsynced},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := openStore(t)
			if err := s.writer.close(); err != nil {
				t.Fatalf("close the writer = %v", err)
			}
			err := tt.update(s, t.Context(), func(tx *Tx) error { return tx.SetMailboxState("INBOX", 1, 1) })
			if err == nil {
				t.Errorf("%s after the write connection closed = nil, want an error", tt.name)
			}
			if s.writer.conn != nil {
				t.Errorf("%s after the write connection closed took a new one", tt.name)
			}
		})
	}
}

// TestUpdateUnsyncedRestoresFullWhenFnFails: a failing or panicking
// UpdateUnsynced leaves the connection at synchronous=FULL and outside a
// transaction.
func TestUpdateUnsyncedRestoresFullWhenFnFails(t *testing.T) {
	errBoom := errors.New("boom")
	for _, tt := range []struct {
		name string
		fn   func(*Tx) error
	}{
		{"error", func(tx *Tx) error { tx.SetMailboxState("INBOX", 5, 5); return errBoom }},
		{"panic", func(tx *Tx) error { tx.SetMailboxState("INBOX", 5, 5); panic(errBoom) }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := openStore(t)
			func() {
				defer func() { recover() }()
				if err := s.UpdateUnsynced(t.Context(), tt.fn); !errors.Is(err, errBoom) {
					t.Errorf("UpdateUnsynced(fn failing with boom) = %v, want boom", err)
				}
			}()
			update(t, s, func(tx *Tx) error {
				if got := synchronousIn(t, tx); got != "2" {
					t.Errorf("PRAGMA synchronous after a failed UpdateUnsynced = %s, want 2 (FULL)", got)
				}
				if v, _, err := tx.MailboxState("INBOX"); err != nil || v != 0 {
					t.Errorf("MailboxState(INBOX) after a failed UpdateUnsynced = %d, %v, want 0", v, err)
				}
				return nil
			})
		})
	}
}

// TestUpdateGivesUpWaitingForAnotherProcess: an Update whose context ends
// while BEGIN waits for another process's write lock fails, leaves no
// transaction open on the connection, and the next Update commits.
func TestUpdateGivesUpWaitingForAnotherProcess(t *testing.T) {
	s1, path := openStore(t)
	s2, err := Open(t.Context(), path)
	if err != nil {
		t.Fatalf("Open(%s) again = %v", path, err)
	}
	defer s2.Close()
	holding, release := make(chan struct{}), make(chan struct{})
	done := make(chan error)
	go func() {
		done <- s2.Update(context.Background(), func(tx *Tx) error {
			close(holding)
			<-release
			return nil
		})
	}()
	<-holding
	ctx, cancel := context.WithTimeout(t.Context(), 100*time.Millisecond)
	defer cancel()
	if err := s1.Update(ctx, func(tx *Tx) error { return tx.SetMailboxState("INBOX", 1, 1) }); err == nil {
		t.Errorf("Update while another process writes, context ending = nil, want an error")
	}
	close(release)
	if err := <-done; err != nil {
		t.Fatalf("other process's Update = %v", err)
	}
	update(t, s1, func(tx *Tx) error { return tx.SetMailboxState("INBOX", 2, 2) })
	view(t, s2, func(tx *Tx) error {
		if v, _, err := tx.MailboxState("INBOX"); err != nil || v != 2 {
			t.Errorf("MailboxState(INBOX) = %d, %v, want 2", v, err)
		}
		return nil
	})
}
