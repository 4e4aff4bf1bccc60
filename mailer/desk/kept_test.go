package desk

import (
	"context"
	"errors"
	"testing"
	"time"

	"turnmail/store"
)

// taken is how many tables the desk has taken whole from its cache.
func taken(d *Desk) int {
	d.states.mu.Lock()
	defer d.states.mu.Unlock()
	return d.states.taken
}

// The desk takes a game's table from its cache for the next mail only
// while nothing else has written the game: each write below, by another
// connection or by the desk outside a mail's move, makes the next mail
// read the game again and act on what was written. verifyKept checks
// every table taken against the store as well.
func TestKeptTableOnlyWhileNothingElseWroteTheGame(t *testing.T) {
	f := newFixture(t, Config{})
	f.newDuel(t, 1)
	ctx := context.Background()
	f.play(t, "north@a.example")
	f.play(t, "south@b.example")
	if n := taken(f.desk); n != 1 {
		t.Fatalf("tables taken after two moves = %d, want 1 (the second move's)", n)
	}
	away := f.clock.Now().Add(10 * 24 * time.Hour).Truncate(time.Millisecond)

	writes := []struct {
		name  string
		write func(t *testing.T)
	}{
		{"another process sends the seat asked next on vacation", func(t *testing.T) {
			other, err := store.Open(ctx, f.path)
			if err != nil {
				t.Fatal(err)
			}
			defer other.Close()
			err = other.Update(ctx, func(tx *store.Tx) error {
				g, err := tx.GameBySlug(f.slug)
				if err != nil {
					return err
				}
				seats, err := tx.Seats(g.ID)
				if err != nil {
					return err
				}
				for _, s := range seats {
					if s.Address != f.askedAddress(t) {
						s.AwayUntil = away
						return tx.UpdateSeat(s)
					}
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
		}},
		{"a moderator extends a deadline", func(t *testing.T) {
			if err := f.desk.Extend(ctx, f.slug, "", 48*time.Hour, "mod@club.example"); err != nil {
				t.Fatal(err)
			}
		}},
		{"the clock reminds a seat", func(t *testing.T) {
			first := f.openDeadlines(t)[0].RemindAt
			for _, dl := range f.openDeadlines(t) {
				if dl.RemindAt.Before(first) {
					first = dl.RemindAt
				}
			}
			f.clock.Add(first.Sub(f.clock.Now()) + time.Minute)
			if err := f.desk.Tick(ctx); err != nil {
				t.Fatal(err)
			}
			for _, dl := range f.openDeadlines(t) {
				if dl.RemindAt.Equal(first) && dl.Reminded.IsZero() {
					t.Fatalf("no reminder at %v for %+v", f.clock.Now(), dl)
				}
			}
		}},
	}
	for i, w := range writes {
		before := taken(f.desk)
		w.write(t)
		f.play(t, f.askedAddress(t))
		if n := taken(f.desk); n != before {
			t.Errorf("%s: the next move took the kept table (%d taken, want %d)", w.name, n, before)
		}
		if open := f.openDeadlines(t); i == 0 && (len(open) == 0 || open[0].Due.Before(away)) {
			t.Errorf("%s: deadlines after the next move %+v, want one after the vacation's end %v", w.name, open, away)
		}
		// The move after it, with nothing in between, takes it again.
		f.play(t, f.askedAddress(t))
		if n := taken(f.desk); n != before+1 {
			t.Errorf("%s: the move after the next one took %d tables, want 1", w.name, n-before)
		}
	}
}

// askedAddress is the address of the seat the fixture's game asks.
func (f *fixture) askedAddress(t *testing.T) string {
	t.Helper()
	open := f.openDeadlines(t)
	if len(open) == 0 {
		t.Fatalf("no seat is asked anything")
	}
	return f.seatRows(t)[open[0].Seat].Address
}

// A transaction that fails after the desk kept its table must leave the
// next mail reading the game as stored. The clock's pass under the late
// policy "pass" marks the deadline enforced (a write the table does not
// mirror) before it moves the game and keeps the table; when that
// transaction then fails — here after its chain entry is written, as when
// COMMIT fails — the late seat is still asked, and its own answer must
// apply to the game without the pass.
func TestKeptTableNotTakenAfterAFailedTransaction(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	ctx := context.Background()
	f.newTimedDuel(t, 24, store.TimeControl{Late: LatePass, Grace: time.Hour})
	f.play(t, "north@a.example")
	f.play(t, "south@b.example")
	asked := f.clock.Now()
	loser := f.askedAddress(t)
	f.at(t, f.desk, asked, 24*time.Hour) // the late notice
	f.clock.Add(asked.Add(25 * time.Hour).Sub(f.clock.Now()))
	var due []store.Deadline
	if err := f.st.View(ctx, func(tx *store.Tx) (err error) {
		due, err = tx.DueEnforce(f.clock.Now())
		return err
	}); err != nil || len(due) != 1 {
		t.Fatalf("DueEnforce at +25h = %v, %v; want one deadline", due, err)
	}
	dl := due[0]
	failed := errors.New("commit failed")
	err := f.desk.onDeadline(ctx, dl, func(tx *store.Tx, tb *table, s store.Seat) error {
		// What enforce does under "pass", then a failure once the
		// queued writes, the chain's entry last, are in.
		if err := tx.MarkEnforced(dl, f.clock.Now()); err != nil {
			return err
		}
		if err := f.desk.pass(tx, tb, s); err != nil {
			return err
		}
		if _, err := tx.Chain(tb.game.ID); err != nil {
			return err
		}
		return failed
	})
	if !errors.Is(err, failed) {
		t.Fatalf("the pass's transaction = %v, want %v", err, failed)
	}
	before := len(f.moves(t))
	f.play(t, loser)
	moves := f.moves(t)
	if n := len(moves); n != before+1 {
		t.Fatalf("moves after the late seat's own answer = %d, want %d", n, before+1)
	}
	if last := moves[len(moves)-1]; last.Actor == clockActor {
		t.Errorf("last move = %q by %q, want the late seat's own", last.Normal, last.Actor)
	}
}
