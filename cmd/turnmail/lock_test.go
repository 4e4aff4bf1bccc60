package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"turnmail/store"
)

// TestServeRefusesSecondDaemon holds the database's daemon lock as a
// running daemon would and checks that serve refuses to start, naming it.
func TestServeRefusesSecondDaemon(t *testing.T) {
	db := filepath.Join(t.TempDir(), "turnmail.db")
	t.Setenv("TURNMAIL_IMAP_ADDR", "")
	t.Setenv("TURNMAIL_DB", db)
	first, err := store.Lock(db, time.Date(2026, 12, 1, 9, 30, 0, 0, time.UTC))
	if err != nil {
		t.Fatalf("Lock = %v", err)
	}
	defer first.Release()

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	err = run(ctx, []string{"serve"})
	if !errors.Is(err, store.ErrLocked) {
		t.Fatalf("serve beside a running daemon = %v, want ErrLocked", err)
	}
	for _, want := range []string{fmt.Sprintf("pid %d", os.Getpid()), "2026-12-01T09:30:00Z"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("serve beside a running daemon = %q, want it to name %q", err, want)
		}
	}
	if _, err := os.Stat(db); !os.IsNotExist(err) {
		t.Errorf("serve refused but created or opened the database: Stat = %v", err)
	}
}
