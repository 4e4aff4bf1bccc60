package store

import (
	"context"
	"database/sql/driver"
	"testing"
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
