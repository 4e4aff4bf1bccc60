package store

import (
	"context"
	"errors"
	"testing"
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
