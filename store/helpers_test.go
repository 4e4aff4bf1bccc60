package store

import (
	"context"
	"path/filepath"
	"testing"
	"time"
)

// Every write in the store's tests is checked for a touch of its game
// (kept.go).
func init() { checkTouches = true }

// t0 is the tests' fixed "now"; the store never reads the clock.
var t0 = time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)

// openStore opens a fresh store in a file under t.TempDir and closes it
// when the test ends.
func openStore(t testing.TB) (*Store, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "turnmail.db")
	s, err := Open(context.Background(), path)
	if err != nil {
		t.Fatalf("Open(%s) = %v", path, err)
	}
	t.Cleanup(func() { s.Close() })
	return s, path
}

// update runs fn in a write transaction and fails the test on error.
func update(t testing.TB, s *Store, fn func(*Tx) error) {
	t.Helper()
	if err := s.Update(context.Background(), fn); err != nil {
		t.Fatalf("Update = %v", err)
	}
}

// view runs fn in a read transaction and fails the test on error.
func view(t testing.TB, s *Store, fn func(*Tx) error) {
	t.Helper()
	if err := s.View(context.Background(), fn); err != nil {
		t.Fatalf("View = %v", err)
	}
}

// testGame returns a valid game for slug, not yet stored.
func testGame(slug string) *Game {
	return &Game{
		Slug: slug, Kind: "duel", Options: map[string]string{"length": "short"},
		Seed: 0xfeedfacecafebeef, Status: "active", ThreadID: "root@club.example",
		DeadlineHours: 72, Created: t0, Updated: t0,
	}
}

// testSeats returns two valid seats, not yet stored.
func testSeats() []Seat {
	return []Seat{
		{Seat: "North", Address: "Ann@Example.org", Name: "Ann", Token: "k7f3q9"},
		{Seat: "South", Address: "bob@example.org", Name: "Bob", Token: "p2m8x4"},
	}
}

// createGame stores a test game with slug and two seats and returns it.
func createGame(t testing.TB, s *Store, slug string) *Game {
	t.Helper()
	g := testGame(slug)
	update(t, s, func(tx *Tx) error { return tx.CreateGame(g, testSeats()) })
	return g
}
