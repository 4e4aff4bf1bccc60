package store

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBackupWhileDaemonHasTheStoreOpen copies a store that is open, with
// its latest commit still only in the -wal file, and checks that the copy
// holds it, as a plain copy of the database file would not.
func TestBackupWhileDaemonHasTheStoreOpen(t *testing.T) {
	s, path := openStore(t)
	createGame(t, s, "kept-1")
	dest := filepath.Join(t.TempDir(), "backup.db")
	ctx := context.Background()

	if err := Backup(ctx, path, dest); err != nil {
		t.Fatalf("Backup = %v", err)
	}
	createGame(t, s, "after-backup") // the daemon goes on writing

	b, err := Open(ctx, dest)
	if err != nil {
		t.Fatalf("Open(backup) = %v", err)
	}
	defer b.Close()
	var slugs []string
	view(t, b, func(tx *Tx) error {
		games, err := tx.Games()
		for _, g := range games {
			slugs = append(slugs, g.Slug)
		}
		return err
	})
	if strings.Join(slugs, ",") != "kept-1" {
		t.Errorf("backup holds games %v, want [kept-1]", slugs)
	}
	leftovers, _ := filepath.Glob(dest + ".partial-*")
	if len(leftovers) > 0 {
		t.Errorf("Backup left %v behind", leftovers)
	}
}

func TestBackupRefusesToOverwrite(t *testing.T) {
	_, path := openStore(t)
	dest := filepath.Join(t.TempDir(), "backup.db")
	if err := os.WriteFile(dest, []byte("precious"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Backup(context.Background(), path, dest); err == nil {
		t.Errorf("Backup onto an existing file = nil, want an error")
	}
	if got, _ := os.ReadFile(dest); string(got) != "precious" {
		t.Errorf("existing file = %q after Backup, want it untouched", got)
	}
}

func TestCheck(t *testing.T) {
	ctx := context.Background()
	t.Run("sound database at this version", func(t *testing.T) {
		s, path := openStore(t)
		createGame(t, s, "check-1")
		h, err := Check(ctx, path)
		if err != nil || !h.OK() || h.SchemaVersion != SchemaVersion() {
			t.Errorf("Check = %+v, %v, want OK at version %d", h, err, SchemaVersion())
		}
	})
	t.Run("schema newer than the binary", func(t *testing.T) {
		s, path := openStore(t)
		if _, err := s.writer.conn.ExecContext(context.Background(), "PRAGMA user_version = 99"); err != nil {
			t.Fatal(err)
		}
		h, err := Check(ctx, path)
		if err != nil || h.OK() || h.SchemaVersion != 99 {
			t.Errorf("Check = %+v, %v, want not OK at version 99", h, err)
		}
	})
	t.Run("damaged pages", func(t *testing.T) {
		s, path := openStore(t)
		for _, slug := range []string{"a-1", "b-1", "c-1", "d-1"} {
			createGame(t, s, slug)
		}
		s.Close()
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		// Page 1 holds the header; scribble over the b-tree pages after it.
		for i := 4096; i < len(data); i += 7 {
			data[i] = 0xA5
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		h, err := Check(ctx, path)
		if err == nil && h.OK() {
			t.Errorf("Check of a damaged database = %+v, nil, want problems or an error", h)
		}
	})
	t.Run("missing file", func(t *testing.T) {
		if _, err := Check(ctx, filepath.Join(t.TempDir(), "none.db")); err == nil {
			t.Errorf("Check(missing file) = nil error, want one")
		}
	})
}
