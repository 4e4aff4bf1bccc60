package store

import (
	"context"
	"reflect"
	"strings"
	"testing"
	"time"
)

// unchanged runs Unchanged in a write transaction of its own.
func unchanged(t *testing.T, s *Store, gameID int64, m Mark) bool {
	t.Helper()
	var same bool
	update(t, s, func(tx *Tx) error {
		var err error
		same, err = tx.Unchanged(gameID, m)
		return err
	})
	return same
}

// markAfter runs fn in a write transaction and returns the game's Mark
// at its end.
func markAfter(t *testing.T, s *Store, gameID int64, fn func(*Tx) error) Mark {
	t.Helper()
	var m Mark
	update(t, s, func(tx *Tx) error {
		if err := fn(tx); err != nil {
			return err
		}
		m = tx.Mark(gameID)
		return nil
	})
	return m
}

func TestUnchangedFollowsWritesToAGame(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "k-1")
	other := createGame(t, s, "k-2")

	moved := markAfter(t, s, g.ID, func(tx *Tx) error { return tx.SetDeadline(testDeadline(g.ID, "South", 1)) })
	if moved == (Mark{}) {
		t.Fatalf("Mark after a write = the zero Mark")
	}
	if !unchanged(t, s, g.ID, moved) {
		t.Errorf("Unchanged(game, Mark after its last write) = false, want true")
	}
	if unchanged(t, s, other.ID, moved) {
		t.Errorf("Unchanged(another game, that Mark) = true, want false")
	}
	// Transactions writing only other tables and games leave the game
	// where it was, and Mark says so before the game is written.
	markAfter(t, s, g.ID, func(tx *Tx) error { return tx.SetMailboxState("INBOX", 1, 2) })
	markAfter(t, s, other.ID, func(tx *Tx) error { return tx.SetDeadline(testDeadline(other.ID, "South", 1)) })
	if !unchanged(t, s, g.ID, moved) {
		t.Errorf("Unchanged after writes to other tables and games = false, want true")
	}
	if m := markAfter(t, s, g.ID, func(*Tx) error { return nil }); m != moved {
		t.Errorf("Mark in a transaction that did not write the game = %v, want %v", m, moved)
	}

	// A Mark taken before a later write of the same transaction is
	// behind: the copy it stood for missed that write.
	var early Mark
	late := markAfter(t, s, g.ID, func(tx *Tx) error {
		if err := tx.ResolveDeadlines(g.ID, "South", t0); err != nil {
			return err
		}
		early = tx.Mark(g.ID)
		if same, err := tx.Unchanged(g.ID, moved); same || err != nil {
			t.Errorf("Unchanged inside the transaction that wrote the game = %v, %v; want false", same, err)
		}
		return tx.SetDeadline(testDeadline(g.ID, "North", 2))
	})
	if unchanged(t, s, g.ID, moved) || unchanged(t, s, g.ID, early) {
		t.Errorf("Unchanged(a Mark before later writes) = true, want false")
	}
	if !unchanged(t, s, g.ID, late) {
		t.Errorf("Unchanged(the Mark after the last write) = false, want true")
	}

	var rolled Mark
	s.Update(t.Context(), func(tx *Tx) error {
		tx.SetDeadline(testDeadline(g.ID, "North", 3))
		rolled = tx.Mark(g.ID)
		return context.Canceled
	})
	if unchanged(t, s, g.ID, rolled) {
		t.Errorf("Unchanged(Mark of a rolled back transaction) = true, want false")
	}
	view(t, s, func(tx *Tx) error {
		if same, err := tx.Unchanged(g.ID, late); same || err != nil {
			t.Errorf("Unchanged in a View = %v, %v; want false", same, err)
		}
		return nil
	})
}

// Another connection's commit — here a second Store on the same file,
// as a `game` command in another process would be — makes every game
// count as changed.
func TestUnchangedSeesAnotherConnection(t *testing.T) {
	s, path := openStore(t)
	g := createGame(t, s, "k-1")
	m := markAfter(t, s, g.ID, func(tx *Tx) error { return tx.SetDeadline(testDeadline(g.ID, "South", 1)) })
	if !unchanged(t, s, g.ID, m) {
		t.Fatalf("Unchanged before the other connection wrote = false, want true")
	}
	s2, err := Open(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	update(t, s2, func(tx *Tx) error { return tx.SetDeadline(testDeadline(g.ID, "North", 2)) })
	if unchanged(t, s, g.ID, m) {
		t.Errorf("Unchanged after another connection wrote the game = true, want false")
	}
}

// Each method that writes a game's kept rows touches it: run under
// checkTouches, a write without a touch fails the commit.
func TestEveryKeptWriteTouchesItsGame(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "k-1")
	seat := testSeats()[0]
	seat.GameID = g.ID
	dl := testDeadline(g.ID, "South", 1)
	writes := []struct {
		name string
		fn   func(tx *Tx) error
	}{
		{"CreateGame", func(tx *Tx) error { return tx.CreateGame(testGame("k-3"), testSeats()) }},
		{"UpdateGame", func(tx *Tx) error { g2 := *g; g2.Updated = t0.Add(time.Hour); return tx.UpdateGame(&g2) }},
		{"UpdateSeat", func(tx *Tx) error { return tx.UpdateSeat(seat) }},
		{"SetToken", func(tx *Tx) error { return tx.SetToken(g.ID, seat.Seat, "tok-new") }},
		{"MovePlayers", func(tx *Tx) error { return tx.MovePlayers(g.ID, nil) }},
		{"SetDeadline", func(tx *Tx) error { return tx.SetDeadline(dl) }},
		{"MarkReminded", func(tx *Tx) error { return tx.MarkReminded(dl, t0) }},
		{"MarkLateNotified", func(tx *Tx) error { return tx.MarkLateNotified(dl, t0) }},
		{"ResolveDeadlines", func(tx *Tx) error { return tx.ResolveDeadlines(g.ID, "South", t0) }},
		{"AppendMove", func(tx *Tx) error { return tx.AppendMove(testMove(g.ID, "North", "alone", t0)) }},
		{"AppendMove+SaveSnapshot", func(tx *Tx) error {
			if err := tx.AppendMove(testMove(g.ID, "North", "play", t0)); err != nil {
				return err
			}
			return tx.SaveSnapshot(g.ID, 1, []byte("s"))
		}},
		{"AppendLink", func(tx *Tx) error { _, err := tx.AppendLink(g.ID, `{}`); return err }},
		{"Rollback", func(tx *Tx) error { return tx.Rollback(g.ID, 0, t0, "mod") }},
	}
	for _, w := range writes {
		if err := s.Update(t.Context(), w.fn); err != nil {
			t.Errorf("%s: %v", w.name, err)
		}
	}
	// The guard itself: a write that bypasses the methods fails.
	err := s.Update(t.Context(), func(tx *Tx) error {
		_, err := tx.exec(`UPDATE games SET status = 'halted' WHERE id = ?`, g.ID)
		return err
	})
	if err == nil || !strings.Contains(err.Error(), "without a touch") {
		t.Errorf("Update writing games without a touch = %v, want the commit refused", err)
	}
}

// AppendLinkAfter links to the head it is given, as AppendLink does to
// the one it reads; a stale head fails.
func TestAppendLinkAfterKnownHead(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "k-1")
	var first, second Link
	update(t, s, func(tx *Tx) error {
		var err error
		if first, err = tx.AppendLink(g.ID, `{"a":1}`); err != nil {
			return err
		}
		second, err = tx.AppendLinkAfter(first, `{"b":2}`)
		return err
	})
	var ls []Link
	view(t, s, func(tx *Tx) error { var err error; ls, err = tx.Chain(g.ID); return err })
	if len(ls) != 2 || ls[1] != second || second.Prev != first.Hash || second.N != 2 {
		t.Fatalf("chain = %+v, want %+v then %+v", ls, first, second)
	}
	if err := CheckChain(ls); err != nil {
		t.Errorf("CheckChain = %v", err)
	}
	err := s.Update(t.Context(), func(tx *Tx) error { _, err := tx.AppendLinkAfter(first, `{"c":3}`); return err })
	if err == nil {
		t.Errorf("AppendLinkAfter(stale head) = nil error, want the entry after it refused")
	}
}

// Stored values read back as the store reads them.
func TestStoredMatchesWhatIsReadBack(t *testing.T) {
	local := time.FixedZone("x", 3600)
	created := time.Date(2026, 12, 1, 10, 0, 0, 123456789, local)
	for _, tc := range []struct {
		name   string
		clock  TimeControl
		ending Ending
	}{
		{"defaults", TimeControl{}, Ending{}},
		{"no reminders, no winners", TimeControl{Remind: []time.Duration{}}, Ending{Reason: "abort", Winners: []string{}}},
		{"set", TimeControl{Zone: "Europe/Berlin", Grace: 90 * time.Minute, Remind: []time.Duration{time.Hour}, Late: "extend", Extensions: 2},
			Ending{Reason: "forfeit", Winners: []string{"South"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := openStore(t)
			g := testGame("k-9")
			g.Created, g.Updated = created, created.Add(time.Minute)
			g.Paused = created.Add(time.Second + time.Microsecond)
			g.Clock, g.Ending = tc.clock, tc.ending
			update(t, s, func(tx *Tx) error { return tx.CreateGame(g, testSeats()) })
			update(t, s, func(tx *Tx) error { return tx.UpdateGame(g) })
			seats := testSeats()
			seats[0].GameID, seats[0].AwayUntil, seats[0].VacationUsed = g.ID, created.Add(time.Nanosecond), 90*time.Minute+time.Microsecond
			seats[0].Address, seats[0].Joined = "Ann@Example.ORG", seats[0].Seat
			update(t, s, func(tx *Tx) error { return tx.UpdateSeat(seats[0]) })
			dl := testDeadline(g.ID, "South", 1)
			dl.Due = time.Date(2026, 12, 3, 10, 0, 0, 987654321, local)
			update(t, s, func(tx *Tx) error { return tx.SetDeadline(dl) })
			var got *Game
			var read []Seat
			var dls []Deadline
			view(t, s, func(tx *Tx) error {
				var err error
				if got, err = tx.GameByID(g.ID); err != nil {
					return err
				}
				if read, err = tx.Seats(g.ID); err != nil {
					return err
				}
				dls, err = tx.OpenDeadlines(g.ID)
				return err
			})
			if want := g.Stored(); !reflect.DeepEqual(want, *got) {
				t.Errorf("Game.Stored() = %+v, want what is read back %+v", want, *got)
			}
			if want := seats[0].Stored(); want != read[0] {
				t.Errorf("Seat.Stored() = %+v, want %+v", want, read[0])
			}
			if len(dls) != 1 || dl.Stored() != dls[0] {
				t.Errorf("Deadline.Stored() = %+v, want %+v", dl.Stored(), dls)
			}
		})
	}
}
