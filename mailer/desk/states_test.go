package desk

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"turnmail/engine"
	"turnmail/mailer/mailtest"
	"turnmail/store"
)

// storedAndReplayed returns the game's stored snapshot with the moves
// after it applied, and the snapshot of its state replayed from the seed
// and the whole move log; it fails the test when the stored snapshot
// lies snapshotEvery moves or more behind the last move.
func storedAndReplayed(t *testing.T, st *store.Store, slug string) (stored, replayed []byte) {
	t.Helper()
	err := st.View(context.Background(), func(tx *store.Tx) error {
		g, err := tx.GameBySlug(slug)
		if err != nil {
			return err
		}
		seq, snap, err := tx.LatestSnapshot(g.ID)
		if err != nil {
			return err
		}
		rules, err := engine.Lookup(g.Kind)
		if err != nil {
			return err
		}
		state, err := rules.Load(snap)
		if err != nil {
			return err
		}
		after, err := tx.MovesAfter(g.ID, seq)
		if err != nil {
			return err
		}
		if len(after) >= snapshotEvery {
			t.Errorf("the stored snapshot of %s is at move %d, %d moves behind, want fewer than %d", slug, seq, len(after), snapshotEvery)
		}
		for _, m := range after {
			if _, err := state.Apply(m.Seat, m.Normal); err != nil {
				return fmt.Errorf("move %d after the snapshot: %w", m.Seq, err)
			}
		}
		if stored, err = state.Marshal(); err != nil {
			return err
		}
		state, _, err = replay(tx, g, rules)
		if err != nil {
			return err
		}
		replayed, err = state.Marshal()
		return err
	})
	if err != nil {
		t.Fatalf("read snapshot of %s: %v", slug, err)
	}
	return stored, replayed
}

// storedSnapshot is the game's snapshot as stored.
func storedSnapshot(t *testing.T, st *store.Store, slug string) (snap []byte) {
	t.Helper()
	err := st.View(context.Background(), func(tx *store.Tx) error {
		g, err := tx.GameBySlug(slug)
		if err == nil {
			_, snap, err = tx.LatestSnapshot(g.ID)
		}
		return err
	})
	if err != nil {
		t.Fatalf("read snapshot of %s: %v", slug, err)
	}
	return snap
}

// keptSnapshot is the snapshot the desk keeps a decoded state of for a
// game, nil when it keeps none.
func keptSnapshot(d *Desk, st *store.Store, slug string) []byte {
	var id int64
	st.View(context.Background(), func(tx *store.Tx) error {
		g, err := tx.GameBySlug(slug)
		if err == nil {
			id = g.ID
		}
		return err
	})
	d.states.mu.Lock()
	defer d.states.mu.Unlock()
	if k, ok := d.states.m[id]; ok {
		return k.snap
	}
	return nil
}

// TestKeptStateIsTheStoredSnapshot plays games through the desk, whose
// every mail after the first works on the state kept from the mail
// before, and checks after each move that the kept state, when the move
// stored a snapshot, was saved as the stored snapshot, and that the
// stored snapshot with the moves after it is the game replayed from its
// move log: a state carried on in memory moves as a reloaded one.
func TestKeptStateIsTheStoredSnapshot(t *testing.T) {
	for _, g := range []struct {
		kind  string
		moves int
	}{{"duel", 20}, {"twilight-struggle", 40}} {
		t.Run(g.kind, func(t *testing.T) {
			f := newFixture(t, Config{PlusAddressing: true})
			if g.kind == "duel" {
				f.newDuel(t, 1)
			} else {
				f.newTwilight(t)(1)
			}
			saved := 0
			defer func() {
				if saved == 0 {
					t.Errorf("no move kept a state saved as the stored snapshot")
				}
			}()
			for i := range g.moves {
				raw, ok := f.nextAnswer(t, i)
				if !ok {
					break
				}
				if out := f.handle(t, raw); out != Applied {
					t.Fatalf("Handle(move %d) = %s, want %s", i, out, Applied)
				}
				stored, replayed := storedAndReplayed(t, f.st, f.slug)
				if kept, snap := keptSnapshot(f.desk, f.st, f.slug), storedSnapshot(t, f.st, f.slug); kept != nil && !bytes.Equal(kept, snap) {
					t.Fatalf("after move %d the kept state was saved as %q, want the stored snapshot %q", i, kept, snap)
				} else if kept != nil {
					saved++
				}
				if !bytes.Equal(stored, replayed) {
					t.Fatalf("after move %d the stored snapshot is %q, want the replayed %q", i, stored, replayed)
				}
			}
		})
	}
}

func TestKeptStateNotAheadOfRolledBackCommit(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 1)
	first, _ := f.nextAnswer(t, 1)
	if out := f.handle(t, first); out != Applied {
		t.Fatalf("Handle(first move) = %s, want %s", out, Applied)
	}
	second, _ := f.nextAnswer(t, 2)
	boom := errors.New("disk full")
	err := f.st.Update(context.Background(), func(tx *store.Tx) error {
		m := f.desk.read(second, Source{Mailbox: "INBOX"})
		if err := f.desk.work(tx, m); err != nil {
			return err
		}
		if m.v.outcome != Applied {
			t.Errorf("work(second move) = %s, want %s", m.v.outcome, Applied)
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("Update = %v, want %v", err, boom)
	}
	// The store is still after the first move; the desk keeps the state
	// after the second, which it must not use.
	if out := f.handle(t, second); out != Applied {
		t.Fatalf("Handle(second move again) = %s, want %s", out, Applied)
	}
	if got := len(f.moves(t)); got != 2 {
		t.Fatalf("moves after the second move again = %d, want 2", got)
	}
	if stored, replayed := storedAndReplayed(t, f.st, f.slug); !bytes.Equal(stored, replayed) {
		t.Fatalf("stored snapshot %q, want the replayed %q", stored, replayed)
	}
}

func TestKeptStateLeftWhenAnotherProcessMoves(t *testing.T) {
	path := t.TempDir() + "/turnmail.db"
	st, err := store.Open(context.Background(), path)
	if err != nil {
		t.Fatalf("store.Open: %v", err)
	}
	defer st.Close()
	clock := mailtest.NewClock(time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC))
	f := &fixture{st: st, clock: clock, desk: New(st, Config{Referee: referee, PlusAddressing: true}, clock.Now, quietLog()), mails: mailtest.Outbox{St: st}}
	f.newDuel(t, 1)
	raw, _ := f.nextAnswer(t, 1)
	if out := f.handle(t, raw); out != Applied {
		t.Fatalf("Handle(first move) = %s, want %s", out, Applied)
	}
	// A second process on the same database, as the CLI's "game move".
	other, err := store.Open(context.Background(), path)
	if err != nil {
		t.Fatalf("store.Open(second process): %v", err)
	}
	defer other.Close()
	cli := New(other, Config{Referee: referee, PlusAddressing: true}, f.clock.Now, quietLog())
	gv, err := cli.Show(context.Background(), f.slug, AsModerator)
	if err != nil {
		t.Fatalf("Show: %v", err)
	}
	p := gv.Pending[0]
	if _, err := cli.ModeratorMove(context.Background(), f.slug, p.Seat, []string{p.Options[0]}, "mod@club.example"); err != nil {
		t.Fatalf("ModeratorMove(%s %s): %v", p.Seat, p.Options[0], err)
	}
	raw, _ = f.nextAnswer(t, 3)
	if out := f.handle(t, raw); out != Applied {
		t.Fatalf("Handle(move after the other process's) = %s, want %s", out, Applied)
	}
	if got := len(f.moves(t)); got != 3 {
		t.Fatalf("moves = %d, want 3", got)
	}
	if stored, replayed := storedAndReplayed(t, f.st, f.slug); !bytes.Equal(stored, replayed) {
		t.Fatalf("stored snapshot %q, want the replayed %q", stored, replayed)
	}
}

// TestKeptStateIsTakenByTheNextMail: the next mail to a game works on
// the very state the last one kept, found by comparing the stored
// snapshot with the kept one where it lies (store.Tx.GameAndSnapshot);
// once the stored snapshot is other bytes, it decodes them instead.
func TestKeptStateIsTakenByTheNextMail(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newTwilight(t)(1)
	raw, _ := f.nextAnswer(t, 0)
	if out := f.handle(t, raw); out != Applied {
		t.Fatalf("Handle = %s, want %s", out, Applied)
	}
	kept := func() engine.State {
		f.desk.states.mu.Lock()
		defer f.desk.states.mu.Unlock()
		for _, k := range f.desk.states.m {
			if k.slug == f.slug {
				return k.state
			}
		}
		return nil
	}
	load := func() engine.State {
		var st engine.State
		err := f.st.Update(context.Background(), func(tx *store.Tx) error {
			tbl, err := f.desk.loadTableKept(tx, f.slug)
			if err == nil {
				st = tbl.state
			}
			return errors.New("roll back") // nothing is written
		})
		if st == nil {
			t.Fatalf("loadTableKept(%s) = %v", f.slug, err)
		}
		return st
	}
	want := kept()
	if want == nil {
		t.Fatalf("no state kept for %s after its move", f.slug)
	}
	if got := load(); got != want {
		t.Errorf("loadTableKept after a move took %p, want the kept state %p", got, want)
	}
	// The state was taken: the next load decodes the stored snapshot.
	if kept() != nil {
		t.Errorf("a state is still kept for %s after loadTableKept took it", f.slug)
	}
	if got := load(); got == want {
		t.Errorf("loadTableKept with no state kept returned the state taken before")
	}
}

// A snapshot is stored every snapshotEvery moves: a desk that loads the
// game afresh (here a second desk over the same store, as after a
// restart) applies the moves after it, also after a rollback, which
// stores its own snapshot with the generator it reseeded, and the game
// goes on from the state the move log gives.
func TestFreshLoadAppliesTheMovesAfterTheSnapshot(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newTwilight(t)(1)
	ctx := context.Background()
	play := func(d *Desk, n int) {
		t.Helper()
		for i := range n {
			raw, ok := f.nextAnswer(t, len(f.moves(t))+i)
			if !ok {
				t.Fatalf("no answer to give after %d moves", len(f.moves(t)))
			}
			if out, err := d.Handle(ctx, raw, Source{Mailbox: "INBOX"}); err != nil || out != Applied {
				t.Fatalf("Handle(move %d) = %s, %v; want %s", len(f.moves(t)), out, err, Applied)
			}
		}
	}
	fresh := func(d *Desk) {
		t.Helper()
		err := f.st.View(ctx, func(tx *store.Tx) error {
			g, err := tx.GameBySlug(f.slug)
			if err != nil {
				return err
			}
			snapSeq, _, err := tx.LatestSnapshot(g.ID)
			if err != nil {
				return err
			}
			moves, err := tx.Moves(g.ID)
			if err != nil {
				return err
			}
			if last := moves[len(moves)-1].Seq; snapSeq == last {
				t.Errorf("the snapshot is at the last move (%d): nothing to apply after it", last)
			}
			tbl, err := d.loadTableOf(tx, g)
			if err != nil {
				return err
			}
			if last := moves[len(moves)-1].Seq; tbl.seq != last || tbl.snapSeq != snapSeq {
				t.Errorf("loaded at move %d from the snapshot at %d, want %d from %d", tbl.seq, tbl.snapSeq, last, snapSeq)
			}
			got, err := tbl.state.Marshal()
			if err != nil {
				return err
			}
			if _, want := storedAndReplayed(t, f.st, f.slug); !bytes.Equal(got, want) {
				t.Errorf("loaded state %q, want the replayed %q", got, want)
			}
			return nil
		})
		if err != nil {
			t.Fatalf("load %s afresh: %v", f.slug, err)
		}
	}
	play(f.desk, snapshotEvery+3)
	restarted := New(f.st, Config{Referee: referee, PlusAddressing: true}, f.clock.Now, quietLog())
	fresh(restarted)
	play(restarted, 2)
	if err := restarted.Rollback(ctx, f.slug, len(f.moves(t))-2, moderator); err != nil {
		t.Fatalf("Rollback = %v", err)
	}
	play(restarted, 3)
	fresh(New(f.st, Config{Referee: referee, PlusAddressing: true}, f.clock.Now, quietLog()))
	if err := f.desk.Verify(ctx, f.slug); err != nil {
		t.Fatalf("Verify(%s) = %v", f.slug, err)
	}
}

// A snapshot the moves after it do not follow (here another deal's,
// which the desk never stores) is only a cache: the table is loaded by
// replaying the whole log, and the game goes on from the state it gives.
func TestFreshLoadReplaysWhenTheMovesDoNotFollowTheSnapshot(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 1)
	ctx := context.Background()
	for i := range 3 {
		raw, _ := f.nextAnswer(t, i)
		if out := f.handle(t, raw); out != Applied {
			t.Fatalf("Handle(move %d) = %s, want %s", i, out, Applied)
		}
	}
	rules, err := engine.Lookup("duel")
	if err != nil {
		t.Fatal(err)
	}
	seats, err := rules.Seats(nil)
	if err != nil {
		t.Fatal(err)
	}
	other, err := rules.New(engine.Config{Seats: seats, Seed: 99})
	if err != nil {
		t.Fatal(err)
	}
	bogus, err := other.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	err = f.st.Update(ctx, func(tx *store.Tx) error {
		g, err := tx.GameBySlug(f.slug)
		if err != nil {
			return err
		}
		seq, _, err := tx.LatestSnapshot(g.ID)
		if err != nil {
			return err
		}
		if seq != 0 {
			return fmt.Errorf("snapshot at move %d, want the game's first, 0", seq)
		}
		return tx.SaveSnapshot(g.ID, 0, bogus)
	})
	if err != nil {
		t.Fatalf("replace the snapshot: %v", err)
	}
	restarted := New(f.st, Config{Referee: referee, PlusAddressing: true}, f.clock.Now, quietLog())
	err = f.st.View(ctx, func(tx *store.Tx) error {
		g, err := tx.GameBySlug(f.slug)
		if err != nil {
			return err
		}
		tbl, err := restarted.loadTableOf(tx, g)
		if err != nil {
			return err
		}
		got, err := tbl.state.Marshal()
		if err != nil {
			return err
		}
		replayed, _, err := replay(tx, g, rules)
		if err != nil {
			return err
		}
		want, err := replayed.Marshal()
		if err != nil {
			return err
		}
		if !bytes.Equal(got, want) || tbl.seq != 3 || tbl.snapSeq != 0 {
			t.Errorf("loaded %q at move %d (snapshot %d), want the replayed %q at move 3", got, tbl.seq, tbl.snapSeq, want)
		}
		return nil
	})
	if err != nil {
		t.Fatalf("load %s: %v", f.slug, err)
	}
}

// A game that ends stores its last state as its snapshot, whatever the
// count of moves since the one before (snapshotEvery).
func TestGameThatEndsStoresItsLastState(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 2) // ends after a number of moves that is not a multiple of snapshotEvery
	for i := range 100 {
		raw, ok := f.nextAnswer(t, i)
		if !ok {
			break
		}
		if out := f.handle(t, raw); out != Applied {
			t.Fatalf("Handle(move %d) = %s, want %s", i, out, Applied)
		}
	}
	moves := f.moves(t)
	err := f.st.View(context.Background(), func(tx *store.Tx) error {
		g, err := tx.GameBySlug(f.slug)
		if err != nil {
			return err
		}
		if g.Status != statusOver {
			return fmt.Errorf("game %s after %d moves is %s, want %s", f.slug, len(moves), g.Status, statusOver)
		}
		seq, _, err := tx.LatestSnapshot(g.ID)
		if err != nil {
			return err
		}
		if last := moves[len(moves)-1].Seq; seq != last || last%snapshotEvery == 0 {
			t.Errorf("the ended game's snapshot is at move %d, want its last, %d (not a multiple of %d, or the test shows nothing)", seq, last, snapshotEvery)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
