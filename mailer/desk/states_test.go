package desk

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	"turnmail/engine"
	"turnmail/mailer/mailtest"
	"turnmail/store"
)

// storedAndReplayed returns the game's stored snapshot and the snapshot
// of its state replayed from the seed and the move log.
func storedAndReplayed(t *testing.T, st *store.Store, slug string) (stored, replayed []byte) {
	t.Helper()
	err := st.View(context.Background(), func(tx *store.Tx) error {
		g, err := tx.GameBySlug(slug)
		if err != nil {
			return err
		}
		if _, stored, err = tx.LatestSnapshot(g.ID); err != nil {
			return err
		}
		rules, err := engine.Lookup(g.Kind)
		if err != nil {
			return err
		}
		state, _, err := replay(tx, g, rules)
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
// before, and checks after each move that the kept state was saved as
// the stored snapshot and that the snapshot is the game replayed from
// its move log: a state carried on in memory moves as a reloaded one.
func TestKeptStateIsTheStoredSnapshot(t *testing.T) {
	for _, g := range []struct {
		kind  string
		moves int
	}{{"duel", 6}, {"twilight-struggle", 40}} {
		t.Run(g.kind, func(t *testing.T) {
			f := newFixture(t, Config{PlusAddressing: true})
			if g.kind == "duel" {
				f.newDuel(t, 1)
			} else {
				f.newTwilight(t)(1)
			}
			for i := range g.moves {
				raw, ok := f.nextAnswer(t, i)
				if !ok {
					break
				}
				if out := f.handle(t, raw); out != Applied {
					t.Fatalf("Handle(move %d) = %s, want %s", i, out, Applied)
				}
				stored, replayed := storedAndReplayed(t, f.st, f.slug)
				if kept := keptSnapshot(f.desk, f.st, f.slug); !bytes.Equal(kept, stored) {
					t.Fatalf("after move %d the kept state was saved as %q, want the stored snapshot %q", i, kept, stored)
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
