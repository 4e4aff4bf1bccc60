package store

import (
	"errors"
	"testing"
	"time"
)

func TestNotesAreCountedPerAddressGameAndHour(t *testing.T) {
	s, _ := openStore(t)
	g := testGame("duel-1")
	update(t, s, func(tx *Tx) error {
		if err := tx.CreateGame(g, []Seat{{Seat: "north", Address: "n@x.example", Token: "tok1"}}); err != nil {
			return err
		}
		for _, n := range []Told{
			{Kind: ToldAnswer, Address: "N@x.example", GameID: g.ID, At: t0.Add(-2 * time.Hour)},
			{Kind: ToldAnswer, Address: "n@x.example", GameID: g.ID, At: t0.Add(-30 * time.Minute)},
			{Kind: ToldAnswer, Address: "n@x.example", GameID: g.ID, At: t0},
			{Kind: ToldAnswer, Address: "n@x.example", At: t0},
			{Kind: ToldLeak, Address: "n@x.example", GameID: g.ID, Detail: "tok1", At: t0.Add(-48 * time.Hour)},
		} {
			if err := tx.AddTold(n); err != nil {
				return err
			}
		}
		return nil
	})
	view(t, s, func(tx *Tx) error {
		for _, c := range []struct {
			kind   string
			gameID int64
			detail string
			since  time.Time
			want   int
		}{
			{ToldAnswer, g.ID, "", t0.Add(-time.Hour), 2},
			{ToldAnswer, g.ID, "", t0.Add(-3 * time.Hour), 3},
			{ToldAnswer, 0, "", t0.Add(-time.Hour), 1},
			{ToldLeak, g.ID, "tok1", time.Time{}, 1},
			{ToldLeak, g.ID, "tok2", time.Time{}, 0},
		} {
			n, err := tx.CountTold(c.kind, "n@x.example", c.gameID, c.detail, c.since)
			if err != nil {
				return err
			}
			if n != c.want {
				t.Errorf("CountTold(%s, game %d, %q, since %v) = %d, want %d", c.kind, c.gameID, c.detail, c.since, n, c.want)
			}
		}
		last, err := tx.LastTold(ToldAnswer, g.ID)
		if err != nil || !last.Equal(t0) {
			t.Errorf("LastTold(answer) = %v, %v, want %v", last, err, t0)
		}
		if last, err := tx.LastTold(ToldUndeliverable, g.ID); err != nil || !last.IsZero() {
			t.Errorf("LastTold(undeliverable) = %v, %v, want the zero time", last, err)
		}
		return nil
	})
	update(t, s, func(tx *Tx) error {
		n, err := tx.PruneTold(t0.Add(-time.Hour))
		if err != nil || n != 1 {
			t.Errorf("PruneNotes = %d, %v, want 1 (the leak note stays)", n, err)
		}
		return nil
	})
}

func TestSetTokenReplacesTheOldToken(t *testing.T) {
	s, _ := openStore(t)
	g := testGame("duel-1")
	update(t, s, func(tx *Tx) error {
		if err := tx.CreateGame(g, []Seat{{Seat: "north", Address: "n@x.example", Token: "old"}}); err != nil {
			return err
		}
		if err := tx.SetToken(g.ID, "north", "new"); err != nil {
			return err
		}
		if err := tx.SetToken(g.ID, "west", "x"); !errors.Is(err, ErrNotFound) {
			t.Errorf("SetToken(west) = %v, want ErrNotFound", err)
		}
		seats, err := tx.Seats(g.ID)
		if err != nil {
			return err
		}
		if seats[0].Token != "new" {
			t.Errorf("token after SetToken = %q, want new", seats[0].Token)
		}
		return nil
	})
}
