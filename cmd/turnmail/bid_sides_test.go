package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
)

// TestGameNewWithBidForSides: --option bid=sides reaches the engine, and
// until the bid each seat's view names its player, not a side.
func TestGameNewWithBidForSides(t *testing.T) {
	t.Setenv("TURNMAIL_IMAP_ADDR", "")
	t.Setenv("TURNMAIL_DB", filepath.Join(t.TempDir(), "turnmail.db"))
	ctx := context.Background()
	turnmail := shell(t, ctx)
	if out := turnmail("games"); !strings.Contains(out, "--option bid=no|yes|sides") {
		t.Errorf("games = %q, want the bid option with sides", out)
	}
	turnmail("game", "new", "--game", "twilight-struggle", "--seed", "7", "--option", "bid=sides",
		"--seat", "USSR=alice@turnmail.localhost", "--seat", "US=bob@turnmail.localhost")
	if out := turnmail("game", "show", "ts-1", "--as", "US"); !strings.Contains(out, "You are player 2") || strings.Contains(out, "Your hand") {
		t.Errorf("game show --as US before the bid:\n%s\nwant player 2 and no hand", out)
	}
}
