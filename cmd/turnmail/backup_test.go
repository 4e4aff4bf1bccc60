package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
)

// TestBackupAndCheck backs up a database holding a game, checks the copy
// and plays it back as the database.
func TestBackupAndCheck(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("TURNMAIL_IMAP_ADDR", "")
	t.Setenv("TURNMAIL_AUTHSERV_ID", "")
	t.Setenv("TURNMAIL_DB", filepath.Join(dir, "turnmail.db"))
	t.Setenv("TURNMAIL_MODERATORS", "mod@turnmail.localhost")
	ctx := context.Background()
	turnmail := func(args ...string) (string, error) {
		t.Helper()
		var err error
		out := captureStdout(t, func() { err = run(ctx, args) })
		return out, err
	}
	if out, err := turnmail("game", "new", "--game", "twilight-struggle", "--seed", "7",
		"--seat", "USSR=alice@turnmail.localhost", "--seat", "US=bob@turnmail.localhost"); err != nil {
		t.Fatalf("game new = %v\n%s", err, out)
	}
	copyPath := filepath.Join(dir, "copy.db")
	if out, err := turnmail("backup", copyPath); err != nil || !strings.Contains(out, copyPath) {
		t.Fatalf("backup = %v, printed %q", err, out)
	}
	if _, err := turnmail("backup", copyPath); err == nil {
		t.Errorf("backup onto the existing %s = nil, want an error", copyPath)
	}

	t.Setenv("TURNMAIL_DB", copyPath)
	out, err := turnmail("check")
	if err != nil || !strings.Contains(out, "ok") || !strings.Contains(out, "schema version") {
		t.Errorf("check of the backup = %v, printed %q, want ok with the schema version", err, out)
	}
	if !strings.Contains(out, "TURNMAIL_AUTHSERV_ID is not set") {
		t.Errorf("check printed %q, want a warning about the missing authserv-id", out)
	}
	if out, err := turnmail("game", "list"); err != nil || !strings.Contains(out, "ts-1") {
		t.Errorf("game list on the backup = %v, %q, want ts-1", err, out)
	}
	t.Setenv("TURNMAIL_DB", filepath.Join(dir, "missing.db"))
	if _, err := turnmail("check"); err == nil {
		t.Errorf("check of a missing database = nil, want an error")
	}
}
