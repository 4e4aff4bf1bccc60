package store

import (
	"slices"
	"testing"
	"time"
)

func TestObserversAreAddedOnceAndRemoved(t *testing.T) {
	s, _ := openStore(t)
	g := testGame("ts-1")
	g.Observers = true
	update(t, s, func(tx *Tx) error { return tx.CreateGame(g, testSeats()) })
	at := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	update(t, s, func(tx *Tx) error {
		got, err := tx.GameByID(g.ID)
		if err != nil {
			return err
		}
		if !got.Observers {
			t.Error("GameByID(game created with observers).Observers = false, want true")
		}
		for i, c := range []struct {
			addr string
			want bool
		}{{"Eve@Watch.example", true}, {"eve@watch.example", false}, {"zed@watch.example", true}} {
			ok, err := tx.AddObserver(g.ID, c.addr, at.Add(time.Duration(i)*time.Minute))
			if err != nil {
				return err
			}
			if ok != c.want {
				t.Errorf("AddObserver(%s) = %v, want %v", c.addr, ok, c.want)
			}
		}
		if got, _ := tx.Observers(g.ID); !slices.Equal(got, []string{"eve@watch.example", "zed@watch.example"}) {
			t.Errorf("Observers = %q, want eve, zed", got)
		}
		for _, c := range []struct {
			addr string
			want bool
		}{{"EVE@watch.example", true}, {"eve@watch.example", false}} {
			if ok, err := tx.RemoveObserver(g.ID, c.addr); err != nil || ok != c.want {
				t.Errorf("RemoveObserver(%s) = %v, %v, want %v", c.addr, ok, err, c.want)
			}
		}
		if got, _ := tx.Observers(g.ID); !slices.Equal(got, []string{"zed@watch.example"}) {
			t.Errorf("Observers after unwatch = %q, want zed", got)
		}
		return nil
	})
}
