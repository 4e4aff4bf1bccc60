package desk

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"turnmail/engine"
	"turnmail/parser"
	"turnmail/store"
)

// batchToPending is one mail from every seat the game asks now, each
// followed by a "status" and by a line the game refuses: moves, answers
// and refusals to one game in one batch.
func (f *fixture) batchToPending(t *testing.T, round int) []Raw {
	t.Helper()
	gv, err := f.desk.Show(context.Background(), f.slug, AsModerator)
	if err != nil {
		t.Fatalf("Show(%s) = %v", f.slug, err)
	}
	var raws []Raw
	for k, p := range gv.Pending {
		var seat store.Seat
		for _, s := range gv.Seats {
			if s.Seat == p.Seat {
				seat = s
			}
		}
		to := parser.PlusAddress(referee, parser.Route{Game: f.slug, Token: seat.Token, Decision: p.Decision})
		for n, line := range []string{p.Options[len(p.Options)-1], "status", "play 999"} {
			raw := fmt.Sprintf("From: <%s>\r\nTo: <%s>\r\nSubject: Re: [%s #%d] Your turn\r\n"+
				"Message-ID: <batch-%d-%d-%d@player.example>\r\nDate: Sun, 29 Nov 2026 12:00:00 +0000\r\n"+
				"Content-Type: text/plain; charset=utf-8\r\n\r\n%s\r\n", seat.Address, to, f.slug, p.Decision, round, k, n, line)
			raws = append(raws, Raw{Raw: []byte(raw), Source: Source{Mailbox: "INBOX"}})
		}
	}
	return raws
}

// The mails a transaction writes on other cores (compose) keep their
// places: every chain entry names the hashes of mails that are in the
// outbox, in the outbox's order, when batches of moves, answers and
// refusals to one Twilight Struggle game (both sides at a headline) go
// through HandleBatch, and the chain verifies.
func TestBatchChainsMailsInOutboxOrder(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{"mod@club.example"}})
	f.newTwilight(t)(3)
	ctx := context.Background()
	for round := range 20 {
		raws := f.batchToPending(t, round)
		if len(raws) == 0 {
			break
		}
		if _, err := f.desk.HandleBatch(ctx, raws); err != nil {
			t.Fatalf("HandleBatch(round %d) = %v", round, err)
		}
	}
	if err := f.desk.Verify(ctx, f.slug); err != nil {
		t.Fatalf("Verify(%s) = %v", f.slug, err)
	}
	at := map[string]int{}
	for i, m := range f.outboxRows(t) {
		at[snapshotHash(m.Raw)] = i
	}
	var chain []store.Link
	if err := f.st.View(ctx, func(tx *store.Tx) error {
		g, err := tx.GameBySlug(f.slug)
		if err != nil {
			return err
		}
		chain, err = tx.Chain(g.ID)
		return err
	}); err != nil {
		t.Fatalf("Chain(%s) = %v", f.slug, err)
	}
	last, chained := -1, 0
	for _, e := range chain {
		var l link
		if err := json.Unmarshal([]byte(e.Body), &l); err != nil {
			t.Fatalf("chain entry %d = %v", e.N, err)
		}
		for _, h := range l.Mail {
			i, ok := at[h]
			if !ok || i <= last {
				t.Fatalf("chain entry %d names mail %s at outbox row %d (found %v), after row %d", e.N, h, i, ok, last)
			}
			last, chained = i, chained+1
		}
	}
	if chained < len(at)/2 {
		t.Errorf("the chain names %d of %d mails, want most of them", chained, len(at))
	}
}

// movesAhead is the next n moves of the game, one mail each, worked out
// on a copy of its stored state: the pending seat's last option, then
// the next seat's after it, and so on.
func (f *fixture) movesAhead(t *testing.T, round, n int) []Raw {
	t.Helper()
	var st engine.State
	var seats []store.Seat
	err := f.st.View(context.Background(), func(tx *store.Tx) error {
		g, err := tx.GameBySlug(f.slug)
		if err != nil {
			return err
		}
		rules, err := engine.Lookup(g.Kind)
		if err != nil {
			return err
		}
		if seats, err = tx.Seats(g.ID); err != nil {
			return err
		}
		seq, snap, err := tx.LatestSnapshot(g.ID)
		if err != nil {
			return err
		}
		if st, err = rules.Load(snap); err != nil {
			return err
		}
		after, err := tx.MovesAfter(g.ID, seq) // a snapshot is stored every snapshotEvery moves
		for _, m := range after {
			if err == nil {
				_, err = st.Apply(m.Seat, m.Normal)
			}
		}
		return err
	})
	if err != nil {
		t.Fatalf("load %s = %v", f.slug, err)
	}
	var raws []Raw
	for k := range n {
		pending := st.Pending()
		if len(pending) == 0 {
			break
		}
		p := pending[0]
		line := p.Options[len(p.Options)-1]
		if _, err := st.Apply(p.Seat, line); err != nil {
			t.Fatalf("Apply(%s, %q) = %v", p.Seat, line, err)
		}
		var seat store.Seat
		for _, s := range seats {
			if s.Seat == p.Seat {
				seat = s
			}
		}
		// No decision number: the desk numbers decisions its own way.
		to := parser.PlusAddress(referee, parser.Route{Game: f.slug, Token: seat.Token})
		raw := fmt.Sprintf("From: <%s>\r\nTo: <%s>\r\nSubject: Re: [%s] Your turn\r\n"+
			"Message-ID: <ahead-%d-%d@player.example>\r\nDate: Sun, 29 Nov 2026 12:00:00 +0000\r\n"+
			"Content-Type: text/plain; charset=utf-8\r\n\r\n%s\r\n", seat.Address, to, f.slug, round, k, line)
		raws = append(raws, Raw{Raw: []byte(raw), Source: Source{Mailbox: "INBOX"}})
	}
	return raws
}

// A batch's next move to a game takes the state the last one left, while
// the last one's mails may still be written from it on another core: the
// state changes in place only after they are done (table.stillState).
// Batches of four moves to one Twilight Struggle game, each mail's view
// written beside the transaction; run under the race detector (.ci/run)
// this fails when a move does not wait.
func TestBatchMoveWaitsForTheMailsReadingItsState(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newTwilight(t)(3)
	ctx := context.Background()
	moved := 0
	for round := range 10 {
		raws := f.movesAhead(t, round, 4)
		if len(raws) == 0 {
			break
		}
		outs, err := f.desk.HandleBatch(ctx, raws)
		if err != nil {
			t.Fatalf("HandleBatch(round %d) = %v", round, err)
		}
		for i, out := range outs {
			if out != Applied {
				t.Fatalf("HandleBatch(round %d) mail %d = %s, want %s", round, i, out, Applied)
			}
		}
		moved += len(raws)
	}
	if moves := len(f.moves(t)); moves != moved || moved < 20 {
		t.Fatalf("%d moves stored, %d mailed; want the same, at least 20", moves, moved)
	}
	if err := f.desk.Verify(ctx, f.slug); err != nil {
		t.Fatalf("Verify(%s) = %v", f.slug, err)
	}
}
