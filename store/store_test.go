package store

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"
)

func TestOpenRefusesNonFilePaths(t *testing.T) {
	for _, path := range []string{"", ":memory:"} {
		if s, err := Open(context.Background(), path); err == nil {
			s.Close()
			t.Errorf("Open(%q) = nil error, want an error", path)
		}
	}
}

func TestViewRefusesWrites(t *testing.T) {
	s, _ := openStore(t)
	err := s.View(context.Background(), func(tx *Tx) error {
		return tx.CreateGame(testGame("d-1"), testSeats())
	})
	if err == nil {
		t.Fatalf("CreateGame inside View = nil error, want a read-only error")
	}
	view(t, s, func(tx *Tx) error {
		if _, err := tx.GameBySlug("d-1"); !errors.Is(err, ErrNotFound) {
			t.Errorf("GameBySlug(d-1) after refused write = %v, want ErrNotFound", err)
		}
		return nil
	})
}

// TestUpdateUnsyncedCommitsAndRestoresFull: an unsynced update commits
// like Update, counts in no Commits, and leaves the write connection at
// synchronous=FULL for every later transaction (the store's durability
// promise, store/doc.go).
func TestUpdateUnsyncedCommitsAndRestoresFull(t *testing.T) {
	ctx := context.Background()
	s, _ := openStore(t)
	g := createGame(t, s, "duel-1")
	before := s.Commits()
	if err := s.UpdateUnsynced(ctx, func(tx *Tx) error {
		return tx.Audit(&AuditEntry{At: time.Unix(1e9, 0), GameID: g.ID, Actor: "test", Action: "unsynced"})
	}); err != nil {
		t.Fatalf("UpdateUnsynced() = %v", err)
	}
	var entries []AuditEntry
	view(t, s, func(tx *Tx) (err error) {
		entries, err = tx.AuditLog(g.ID)
		return err
	})
	if len(entries) == 0 || entries[len(entries)-1].Action != "unsynced" {
		t.Errorf("audit log after UpdateUnsynced = %+v, want the entry committed", entries)
	}
	if got := s.Commits(); got != before {
		t.Errorf("Commits() = %d after an unsynced update, want %d", got, before)
	}
	var sync string
	if err := s.writer.conn.QueryRowContext(ctx, "PRAGMA synchronous").Scan(&sync); err != nil {
		t.Fatal(err)
	}
	if sync != "2" {
		t.Errorf("PRAGMA synchronous after UpdateUnsynced = %s, want 2 (FULL)", sync)
	}
}

// TestOpenWhileAnotherProcessCreatesTheDatabase: a `game` command that
// opens the database while the daemon creates it (switching the new file
// to WAL, migrating it) waits instead of failing with SQLITE_BUSY.
func TestOpenWhileAnotherProcessCreatesTheDatabase(t *testing.T) {
	ctx := context.Background()
	for i := range 20 {
		path := filepath.Join(t.TempDir(), "t.db")
		errs := make(chan error, 2)
		for range 2 {
			go func() {
				s, err := Open(ctx, path)
				if err == nil {
					s.Close()
				}
				errs <- err
			}()
		}
		for range 2 {
			if err := <-errs; err != nil {
				t.Fatalf("round %d: two Opens of a new database at once: %v", i, err)
			}
		}
	}
}
