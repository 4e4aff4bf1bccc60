package store_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"turnmail/store"
)

// The desk's transaction for one incoming move: a message already in the
// ledger is skipped, and otherwise the move, the new state, the ledger row
// and the replies commit together or not at all.
func ExampleStore_Update() {
	dir, _ := os.MkdirTemp("", "store-example")
	defer os.RemoveAll(dir)
	ctx := context.Background()
	s, err := store.Open(ctx, filepath.Join(dir, "turnmail.db"))
	if err != nil {
		fmt.Println(err)
		return
	}
	defer s.Close()
	now := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)

	err = s.Update(ctx, func(tx *store.Tx) error {
		g := &store.Game{Slug: "duel-1", Kind: "duel", Status: "active", DeadlineHours: 72, Created: now, Updated: now}
		return tx.CreateGame(g, []store.Seat{
			{Seat: "North", Address: "Ann@Example.org", Token: "k7f3q9"},
			{Seat: "South", Address: "bob@example.org", Token: "p2m8x4"},
		})
	})
	if err != nil {
		fmt.Println(err)
		return
	}

	raw := []byte("From: ann@example.org\r\nMessage-ID: <m1@example.org>\r\n\r\nplay 3\r\n")
	deliver := func() error {
		return s.Update(ctx, func(tx *store.Tx) error {
			hash := store.Hash(raw)
			if _, err := tx.InboundByHash(hash); err == nil {
				return nil // handled before: nothing to do
			} else if !errors.Is(err, store.ErrNotFound) {
				return err
			}
			g, err := tx.GameBySlug("duel-1")
			if err != nil {
				return err
			}
			m := &store.Move{GameID: g.ID, Seat: "North", Raw: "play 3", Normal: "PLAY 3",
				MessageID: "m1@example.org", Source: "mail", Actor: "ann@example.org", At: now}
			if err := tx.AppendMove(m); err != nil {
				return err
			}
			if err := tx.SaveSnapshot(g.ID, m.Seq, []byte("state after move 1")); err != nil {
				return err
			}
			if err := tx.RecordInbound(&store.Inbound{MessageID: "m1@example.org", Hash: hash,
				GameID: g.ID, Sender: "ann@example.org", Outcome: "applied", At: now}); err != nil {
				return err
			}
			return tx.Enqueue(&store.OutMail{MessageID: "confirm-1@club.example", GameID: g.ID, Kind: "confirm",
				From: "games@club.example", To: "ann@example.org", Raw: []byte("Subject: PLAY 3 accepted\r\n\r\n"),
				NextAttempt: now, Created: now})
		})
	}
	for range 2 { // the same message delivered twice
		if err := deliver(); err != nil {
			fmt.Println(err)
			return
		}
	}

	s.View(ctx, func(tx *store.Tx) error {
		g, _ := tx.GameBySlug("duel-1")
		moves, _ := tx.Moves(g.ID)
		due, _ := tx.DueOutbox(now, 10)
		seats, _ := tx.Seats(g.ID)
		fmt.Printf("%d move, %d mail queued, North is %s\n", len(moves), len(due), seats[0].Address)
		return nil
	})
	// Output: 1 move, 1 mail queued, North is ann@example.org
}
