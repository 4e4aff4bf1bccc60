package desk

import (
	"context"
	"slices"
	"strings"
	"testing"

	_ "turnmail/engine/twilight"
	"turnmail/store"
)

// seatRows reads the game's seat rows.
func (f *fixture) seatRows(t *testing.T) map[string]store.Seat {
	t.Helper()
	rows := map[string]store.Seat{}
	err := f.st.View(context.Background(), func(tx *store.Tx) error {
		g, err := tx.GameBySlug(f.slug)
		if err != nil {
			return err
		}
		seats, err := tx.Seats(g.ID)
		for _, s := range seats {
			rows[s.Seat] = s
		}
		return err
	})
	if err != nil {
		t.Fatalf("read seats of %s: %v", f.slug, err)
	}
	return rows
}

// newest is the newest turn or confirmation mail to addr whose subject
// holds part.
func newest(t *testing.T, ms []sentMail, addr, part string) sentMail {
	t.Helper()
	var got sentMail
	for _, m := range ms {
		if m.To == addr && (m.Kind == kindTurn || m.Kind == kindConfirm) && strings.Contains(m.Subject, part) {
			got = m
		}
	}
	if got.Body == "" {
		t.Fatalf("no mail to %s with %q in its subject", addr, part)
	}
	return got
}

// TestSidesBidByMail: a Twilight Struggle game proposed with "sides
// bid", accepted and bid for by mail. Until the bid is settled the mails
// name players, not sides, and neither sees the other's bid; the swap
// moves the players with their tokens; the next turn mail goes to the
// player now holding the seat; old mails still reach their sender's
// seat; a rollback to before the bid puts the players back.
func TestSidesBidByMail(t *testing.T) {
	const ann, bob = "ann@a.example", "bob@b.example"
	f := newFixture(t, Config{PlusAddressing: true, Proposers: []string{"@a.example"}})
	if got := f.propose(t, ann, "new twilight-struggle with bob@b.example, sides bid"); got != Applied {
		t.Fatalf("proposal = %s, want applied", got)
	}
	inv := invitation(t, f.outbox(t), bob)
	if !strings.Contains(inv.Body, "You would play player 1") || strings.Contains(inv.Body, "as USSR") {
		t.Errorf("the invitation promises a side:\n%s", inv.Body)
	}
	if got := f.handle(t, reply(bob, inv, "accept")); got != Applied {
		t.Fatalf("accept = %s, want applied", got)
	}
	f.slug = "ts-1"
	before := f.seatRows(t)
	if before["USSR"].Address != bob || before["US"].Address != ann {
		t.Fatalf("seats before the bid: %+v, want bob at the USSR seat (player 1), ann at the US seat", before)
	}
	ms := f.outbox(t)
	bobFirst, annFirst := newest(t, ms, bob, "player 1"), newest(t, ms, ann, "player 2")
	if !strings.Contains(strings.Join(strings.Fields(bobFirst.Body), " "), "you are player 1: the game itself settles which side you play") {
		t.Errorf("bob's first mail does not say he is player 1:\n%s", bobFirst.Body)
	}
	for _, m := range []sentMail{bobFirst, annFirst} {
		if strings.Contains(m.Subject, "USSR") || strings.Contains(m.Body, "you play US") || strings.Contains(m.Body, "Your hand") {
			t.Errorf("a mail before the bid claims a side or shows a hand:\n%s\n%s", m.Subject, m.Body)
		}
	}

	if got := f.propose(t, bob, "games"); got != Answered {
		t.Errorf("games from bob = %s, want answered", got)
	}
	if n := mailsTo(f.outbox(t), bob, kindNotice, "[ts-1] twilight-struggle, as player 1: active"); n != 1 {
		t.Errorf("games lists to bob naming him player 1 = %d, want 1", n)
	}
	if got := f.handle(t, reply(ann, annFirst, "bid US 1")); got != Applied {
		t.Fatalf("ann's bid = %s, want applied", got)
	}
	if got := f.handle(t, reply(ann, annFirst, "bid USSR 2")); got != Refused {
		t.Errorf("ann's second bid = %s, want refused", got)
	}
	if last, _ := latestTo(f.outbox(t), ann); !strings.Contains(strings.Join(strings.Fields(last.Body), " "), "Nothing is asked of you (player 2) now; the game waits for player 1") {
		t.Errorf("the refusal of ann's second bid names a side or no one:\n%s", last.Body)
	}
	for _, m := range f.outbox(t) {
		if m.To == bob && strings.Contains(m.Body, "1 for the US") {
			t.Errorf("bob was shown ann's bid before his own:\n%s", m.Body)
		}
	}
	if got := f.handle(t, reply(bob, bobFirst, "bid US 3")); got != Applied {
		t.Fatalf("bob's bid = %s, want applied", got)
	}

	after := f.seatRows(t)
	if after["US"].Address != bob || after["US"].Token != before["USSR"].Token || after["US"].Joined != "USSR" ||
		after["USSR"].Address != ann || after["USSR"].Token != before["US"].Token || after["USSR"].Joined != "US" {
		t.Fatalf("seats after bob won the US: %+v, want bob with his token at US and ann with hers at USSR", after)
	}
	ms = f.outbox(t)
	annTurn := newest(t, ms, ann, "USSR")
	if !strings.Contains(annTurn.ReplyTo, before["US"].Token) || !strings.Contains(annTurn.Body, "Setup: place") {
		t.Errorf("the USSR's setup mail to ann: reply to %s, body:\n%s\nwant ann's token %s and the setup question", annTurn.ReplyTo, annTurn.Body, before["US"].Token)
	}
	if strings.Contains(annTurn.Body, "Your hand (US)") {
		t.Errorf("ann, now the USSR, is shown the US hand:\n%s", annTurn.Body)
	}
	for _, addr := range []string{ann, bob} {
		if n := mailsTo(ms, addr, kindNotice, "The players' seats are settled: ann@a.example plays USSR, bob@b.example plays US"); n != 1 {
			t.Errorf("mails to %s telling the seats = %d, want 1", addr, n)
		}
	}
	if got := f.handle(t, reply(ann, annTurn, "influence Poland 3, East Germany 2, Hungary 1")); got != Applied {
		t.Fatalf("ann's setup as the USSR = %s, want applied", got)
	}
	if m := f.moves(t); m[len(m)-1].Seat != "USSR" {
		t.Errorf("ann's setup was logged for %s, want USSR", m[len(m)-1].Seat)
	}
	// An old mail of bob's, from before the swap, carries his token: it
	// reaches his seat, the US, not the USSR.
	if got := f.handle(t, reply(bob, bobFirst, "status")); got == Rejected {
		t.Errorf("bob's reply to his first mail = %s, want his token to still reach his seat", got)
	}
	if last, _ := latestTo(f.outbox(t), bob); !strings.Contains(last.Subject, "US") || strings.Contains(last.Subject, "USSR") {
		t.Errorf("the answer to bob's old mail is for %q, want his seat US", last.Subject)
	}

	var audit []store.AuditEntry
	var chain []store.Link
	err := f.st.View(context.Background(), func(tx *store.Tx) error {
		g, err := tx.GameBySlug(f.slug)
		if err != nil {
			return err
		}
		if audit, err = tx.AuditLog(g.ID); err != nil {
			return err
		}
		chain, err = tx.Chain(g.ID)
		return err
	})
	if err != nil || !slices.ContainsFunc(audit, func(e store.AuditEntry) bool { return e.Action == "reseat" }) {
		t.Errorf("audit log %+v, %v: want a reseat entry", audit, err)
	}
	// The chain records the reseat, and bob's bid for the seat that made
	// it (the USSR seat, where bob sat), not the one he moved to.
	reseated, bobsBid := false, false
	for _, l := range chain {
		reseated = reseated || strings.Contains(l.Body, `"action":"reseat"`)
		bobsBid = bobsBid || strings.Contains(l.Body, `"seat":"USSR","commands":["bid US 3"]`)
	}
	if !reseated || !bobsBid {
		t.Errorf("the chain records the reseat %v and bob's bid at the USSR seat %v, want both", reseated, bobsBid)
	}
	if err := f.desk.Verify(context.Background(), f.slug); err != nil {
		t.Errorf("Verify after the swap = %v, want the chain and the log to agree", err)
	}

	if err := f.desk.Rollback(context.Background(), f.slug, 1, "mod@club.example"); err != nil {
		t.Fatalf("Rollback to move 1 (ann's bid): %v", err)
	}
	back := f.seatRows(t)
	for _, seat := range []string{"USSR", "US"} {
		if back[seat] != before[seat] {
			t.Errorf("after the rollback seat %s = %+v, want %+v as before the bid", seat, back[seat], before[seat])
		}
	}
	if n := mailsTo(f.outbox(t), bob, kindNotice, "went back to before the players' seats were settled"); n != 1 {
		t.Errorf("mails to bob saying the seats are open again = %d, want 1", n)
	}
	if got := f.handle(t, reply(bob, newest(t, f.outbox(t), bob, "player 1"), "bid USSR 0")); got != Applied {
		t.Errorf("bob's new bid after the rollback = %s, want applied", got)
	}
}

// TestSidesBidOnlyWhereTheRulesHaveIt: a proposal of a game without a
// bid for sides is refused with the reason.
func TestSidesBidOnlyWhereTheRulesHaveIt(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Proposers: []string{"@a.example"}})
	if got := f.propose(t, "north@a.example", "new duel with south@b.example as south, sides bid"); got != Refused {
		t.Fatalf("proposal of a duel with sides bid = %s, want refused", got)
	}
	if n := mailsTo(f.outbox(t), "north@a.example", kindNotice, "has no bid for sides"); n != 1 {
		t.Errorf("refusals naming the reason = %d, want 1", n)
	}
}

// TestSidesBidDeclineNamesPlayers: a declined invitation to a game whose
// sides a bid settles names the player, not a side.
func TestSidesBidDeclineNamesPlayers(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Proposers: []string{"@a.example"}})
	if got := f.propose(t, "ann@a.example", "new twilight-struggle with bob@b.example, sides bid"); got != Applied {
		t.Fatalf("proposal = %s, want applied", got)
	}
	if got := f.handle(t, reply("bob@b.example", invitation(t, f.outbox(t), "bob@b.example"), "decline")); got != Applied {
		t.Fatalf("decline = %s, want applied", got)
	}
	if n := mailsTo(f.outbox(t), "ann@a.example", kindNotice, "bob@b.example declined to play player 1"); n != 1 {
		t.Errorf("notices to ann naming bob as player 1 = %d, want 1", n)
	}
}
