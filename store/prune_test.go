package store

import (
	"testing"
	"time"
)

func TestOneSnapshotPerGameReplacedInPlace(t *testing.T) {
	s, _ := openStore(t)
	a, b := createGame(t, s, "a-1"), createGame(t, s, "b-1")
	update(t, s, func(tx *Tx) error {
		for _, g := range []*Game{a, b} {
			for i := 0; i < 3; i++ {
				if err := tx.AppendMove(testMove(g.ID, "North", "m", t0)); err != nil {
					return err
				}
				if err := tx.SaveSnapshot(g.ID, i+1, []byte{byte(i)}); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if n := rowCounts(t, s)["snapshots"]; n != 2 {
		t.Errorf("snapshot rows after 3 moves in each of 2 games = %d, want 2", n)
	}
	view(t, s, func(tx *Tx) error {
		for _, g := range []*Game{a, b} {
			seq, state, err := tx.LatestSnapshot(g.ID)
			if err != nil || seq != 3 || len(state) != 1 || state[0] != 2 {
				t.Errorf("LatestSnapshot(%d) = %d, %v, %v; want the newest, 3", g.ID, seq, state, err)
			}
		}
		n, err := tx.PruneSnapshots()
		if err != nil || n != 0 {
			t.Errorf("PruneSnapshots() = %d, %v; want 0, nothing left to prune", n, err)
		}
		return nil
	})
}

func TestPruneSpoolKeepsUnhandledRefereeMail(t *testing.T) {
	s, _ := openStore(t)
	old, recent := t0, t0.Add(40*24*time.Hour)
	handled, unhandled := []byte("handled referee mail"), []byte("unhandled referee mail")
	update(t, s, func(tx *Tx) error {
		for _, sp := range []struct {
			box string
			raw []byte
			at  time.Time
		}{
			{"games", handled, old}, {"games", unhandled, old}, {"alice", []byte("old player mail"), old},
			{"alice", []byte("new player mail"), recent},
		} {
			if err := tx.Spool(sp.box, sp.raw, sp.at); err != nil {
				return err
			}
		}
		return tx.RecordInbound(&Inbound{Hash: Hash(handled), Mailbox: "INBOX", Outcome: "applied", At: old})
	})
	update(t, s, func(tx *Tx) error {
		n, err := tx.PruneSpool(old.Add(30*24*time.Hour), "games")
		if err != nil || n != 2 {
			t.Errorf("PruneSpool() = %d, %v; want 2 (the handled referee mail and the old player mail)", n, err)
		}
		left, err := tx.SpoolRestore("games")
		if err != nil {
			return err
		}
		got := map[string]bool{}
		for _, e := range left {
			got[string(e.Raw)] = true
		}
		if len(left) != 2 || !got["unhandled referee mail"] || !got["new player mail"] {
			t.Errorf("after pruning the spool restores %d entries %v, want the unhandled referee mail and the new player mail", len(left), got)
		}
		return nil
	})
}
