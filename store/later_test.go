package store

import (
	"errors"
	"slices"
	"testing"
)

// outboxOf lists the Message-IDs of a game's outbox, in queue order.
func outboxOf(t *testing.T, tx *Tx, gameID int64) []string {
	t.Helper()
	mails, err := tx.Outbox(gameID)
	if err != nil {
		t.Fatalf("Outbox(%d) = %v", gameID, err)
	}
	return messageIDs(mails)
}

// TestLaterKeepsItsPlace: rows queued with Later are written before the
// transaction's next statement on the outbox or the chain, in the order
// they were queued, so that the transaction reads and writes those
// tables as if they had been written at once; statements on other tables
// do not wait for them.
func TestLaterKeepsItsPlace(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "d-1")
	update(t, s, func(tx *Tx) error {
		ran := 0
		tx.Later(func(tx *Tx) error { ran++; return tx.Enqueue(testMail("first@club", g.ID, t0)) })
		tx.Later(func(tx *Tx) error {
			ran++
			// A queued function's own statements on the outbox and the
			// chain run at once, not after the functions queued after it.
			if _, err := tx.AppendLink(g.ID, `{"kind":"first"}`); err != nil {
				return err
			}
			return tx.Enqueue(testMail("second@club", g.ID, t0))
		})
		if _, err := tx.Seats(g.ID); err != nil {
			return err
		}
		if ran != 0 {
			t.Errorf("a statement on the seats ran %d queued functions, want none", ran)
		}
		if err := tx.Enqueue(testMail("third@club", g.ID, t0)); err != nil {
			return err
		}
		if ran != 2 {
			t.Errorf("Enqueue after two queued functions ran %d of them first, want 2", ran)
		}
		tx.Later(func(tx *Tx) error { _, err := tx.AppendLink(g.ID, `{"kind":"second"}`); return err })
		n, err := tx.RecentMailTo("ann@example.org", "turn", t0)
		if err != nil || n != 3 {
			t.Errorf("RecentMailTo = %d, %v, want 3", n, err)
		}
		if got, want := outboxOf(t, tx, g.ID), []string{"first@club", "second@club", "third@club"}; !slices.Equal(got, want) {
			t.Errorf("outbox = %v, want %v", got, want)
		}
		tx.Later(func(tx *Tx) error { _, err := tx.AppendLink(g.ID, `{"kind":"third"}`); return err })
		return nil // the commit runs the last one
	})
	view(t, s, func(tx *Tx) error {
		links, err := tx.Chain(g.ID)
		if err != nil {
			t.Fatalf("Chain = %v", err)
		}
		var bodies []string
		for _, l := range links {
			bodies = append(bodies, l.Body)
		}
		want := []string{`{"kind":"first"}`, `{"kind":"second"}`, `{"kind":"third"}`}
		if !slices.Equal(bodies, want) {
			t.Errorf("chain = %v, want %v", bodies, want)
		}
		if err := CheckChain(links); err != nil {
			t.Errorf("CheckChain = %v", err)
		}
		return nil
	})
}

// TestLaterFailureRollsBack: a queued function's error fails the
// statement that ran it and every later one on the outbox or the chain,
// and the transaction commits nothing; one that fails only at the commit
// fails the commit.
func TestLaterFailureRollsBack(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "d-1")
	broken := errors.New("the mail could not be written")
	err := s.Update(t.Context(), func(tx *Tx) error {
		if err := tx.Enqueue(testMail("kept@club", g.ID, t0)); err != nil {
			return err
		}
		tx.Later(func(tx *Tx) error { return broken })
		tx.Later(func(tx *Tx) error {
			t.Error("a function queued after a failed one ran")
			return nil
		})
		if _, err := tx.Outbox(g.ID); !errors.Is(err, broken) {
			t.Errorf("Outbox after a failed queued function = %v, want %v", err, broken)
		}
		if _, err := tx.AppendLink(g.ID, `{}`); !errors.Is(err, broken) {
			t.Errorf("AppendLink after a failed queued function = %v, want %v", err, broken)
		}
		return nil
	})
	if !errors.Is(err, broken) {
		t.Errorf("Update = %v, want %v", err, broken)
	}
	err = s.Update(t.Context(), func(tx *Tx) error {
		if err := tx.Enqueue(testMail("also-kept@club", g.ID, t0)); err != nil {
			return err
		}
		tx.Later(func(tx *Tx) error { return broken })
		return nil
	})
	if !errors.Is(err, broken) {
		t.Errorf("Update with a function failing at the commit = %v, want %v", err, broken)
	}
	view(t, s, func(tx *Tx) error {
		if got := outboxOf(t, tx, g.ID); len(got) != 0 {
			t.Errorf("outbox after two failed transactions = %v, want nothing", got)
		}
		return nil
	})
}
