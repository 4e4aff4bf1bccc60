package desk

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"turnmail/engine"
	"turnmail/parser"
	"turnmail/store"
)

func TestReplayRebuildsTheStateFromTheLog(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	for _, a := range players {
		m, _ := latestTo(f.outbox(t), a)
		if got := f.handle(t, reply(a, m, legalOptions(m.Body)[0])); got != Applied {
			t.Fatalf("move = %s", got)
		}
	}
	ctx := context.Background()
	if changed, err := f.desk.Replay(ctx, f.slug, "ada"); err != nil || changed {
		t.Fatalf("Replay of a sound game = %v, %v; want no change", changed, err)
	}
	if drift, err := f.desk.Drift(ctx); err != nil || len(drift) != 0 {
		t.Fatalf("Drift() of a sound game = %v, %v; want none", drift, err)
	}
	// Damage the snapshot, as a rules fix would leave it: the state before
	// any move, stored as the state after the last move.
	want, _ := f.desk.Show(ctx, f.slug, AsModerator)
	err := f.st.Update(ctx, func(tx *store.Tx) error {
		g, err := tx.GameBySlug(f.slug)
		if err != nil {
			return err
		}
		_, first, err := firstSnapshot(tx, f, g)
		if err != nil {
			return err
		}
		return tx.SaveSnapshot(g.ID, len(f.moves(t)), first)
	})
	if err != nil {
		t.Fatal(err)
	}
	if drift, err := f.desk.Drift(ctx); err != nil || len(drift) != 1 || drift[0] != f.slug {
		t.Fatalf("Drift() with a damaged snapshot = %v, %v; want [%s]", drift, err, f.slug)
	}
	mailsBefore := len(f.outbox(t))
	changed, err := f.desk.Replay(ctx, f.slug, "ada")
	if err != nil || !changed {
		t.Fatalf("Replay of a damaged snapshot = %v, %v; want changed", changed, err)
	}
	got, _ := f.desk.Show(ctx, f.slug, AsModerator)
	if got.View.Public != want.View.Public || got.View.Private != want.View.Private {
		t.Errorf("after Replay the game shows\n%s%s\nwant\n%s%s", got.View.Public, got.View.Private, want.View.Public, want.View.Private)
	}
	if n := len(f.outbox(t)) - mailsBefore; n != len(got.Pending) {
		t.Errorf("Replay mailed %d seats, want the %d asked", n, len(got.Pending))
	}
	gl, _ := f.desk.Log(ctx, f.slug)
	if last := gl.Audit[len(gl.Audit)-1]; last.Action != "replay" || last.Actor != "ada" {
		t.Errorf("last audit entry = %+v, want ada's replay", last)
	}
}

// firstSnapshot rebuilds the game's state before any move.
func firstSnapshot(tx *store.Tx, f *fixture, g *store.Game) (int, []byte, error) {
	tb, err := f.desk.loadTableOf(tx, g)
	if err != nil {
		return 0, nil, err
	}
	seats, _ := tb.rules.Seats(g.Options)
	st, err := tb.rules.New(engineConfig(g, seats))
	if err != nil {
		return 0, nil, err
	}
	b, err := st.Marshal()
	return 0, b, err
}

// After a replay every seat asked has a live deadline under its new
// decision number: it is reminded and reported late as before.
func TestReplayKeepsDeadlinesAlive(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{"mod@club.example"}})
	f.newDuel(t, 5)
	ctx := context.Background()
	damageSnapshot(t, f)
	if changed, err := f.desk.Replay(ctx, f.slug, "ada"); err != nil || !changed {
		t.Fatalf("Replay of a damaged snapshot = %v, %v; want changed", changed, err)
	}
	clock := f.desk
	f.clock.Add(49 * time.Hour)
	if err := clock.Tick(ctx); err != nil {
		t.Fatal(err)
	}
	f.clock.Add(24 * time.Hour)
	if err := clock.Tick(ctx); err != nil {
		t.Fatal(err)
	}
	if r, l := countKind(f.outbox(t), kindReminder), countKind(f.outbox(t), kindLate); r != 2 || l != 4 {
		t.Errorf("after a replay: %d reminders and %d late notices, want 2 and 4", r, l)
	}
}

// A snapshot the rules cannot read is only a cache: the desk rebuilds the
// game from its seed and move log and carries on.
func TestUnreadableSnapshotFallsBackToTheLog(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	if got := f.handle(t, reply(players["north"], m, legalOptions(m.Body)[0])); got != Applied {
		t.Fatalf("first move = %s", got)
	}
	err := f.st.Update(context.Background(), func(tx *store.Tx) error {
		g, err := tx.GameBySlug(f.slug)
		if err != nil {
			return err
		}
		return tx.SaveSnapshot(g.ID, 1, []byte("{not json"))
	})
	if err != nil {
		t.Fatal(err)
	}
	s, _ := latestTo(f.outbox(t), players["south"])
	if got := f.handle(t, reply(players["south"], s, legalOptions(s.Body)[0])); got != Applied {
		t.Fatalf("a move after the snapshot broke = %s, want applied from the replayed log", got)
	}
	if n := len(f.moves(t)); n != 2 {
		t.Errorf("%d moves, want 2", n)
	}
}

// A replay asks every seat afresh under a decision number never mailed
// before: after a rules fix the question behind an old number may be a
// different one, so a reply to a mail sent before the replay is stale.
func TestReplayNeverReusesAMailedDecision(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	ctx := context.Background()
	damageSnapshot(t, f)
	before := f.outbox(t)
	highest := 0
	for _, m := range before {
		highest = max(highest, decisionOf(t, m))
	}
	old, _ := latestTo(before, players["north"])
	if changed, err := f.desk.Replay(ctx, f.slug, "ada"); err != nil || !changed {
		t.Fatalf("Replay of a damaged snapshot = %v, %v; want changed", changed, err)
	}
	after := f.outbox(t)[len(before):]
	if len(after) == 0 {
		t.Fatal("Replay mailed nobody")
	}
	for _, m := range after {
		if n := decisionOf(t, m); n <= highest {
			t.Errorf("after Replay %s got decision #%d (%q), want a number above #%d, the highest mailed before", m.To, n, m.Subject, highest)
		}
	}
	if got := f.handle(t, reply(players["north"], old, legalOptions(old.Body)[0])); got != Refused {
		t.Errorf("reply to decision #%d mailed before the replay = %s, want %s", decisionOf(t, old), got, Refused)
	}
}

// damageSnapshot changes the stored state so that a replay changes it back.
func damageSnapshot(t *testing.T, f *fixture) {
	t.Helper()
	err := f.st.Update(context.Background(), func(tx *store.Tx) error {
		g, err := tx.GameBySlug(f.slug)
		if err != nil {
			return err
		}
		_, snap, err := tx.LatestSnapshot(g.ID)
		if err != nil {
			return err
		}
		damaged := strings.Replace(string(snap), `"points":{}`, `"points":{"north":1}`, 1)
		if damaged == string(snap) {
			return fmt.Errorf("cannot damage snapshot %s", snap)
		}
		return tx.SaveSnapshot(g.ID, 0, []byte(damaged))
	})
	if err != nil {
		t.Fatalf("damage snapshot: %v", err)
	}
}

// decisionOf reads the decision number a mail's reply address carries.
func decisionOf(t *testing.T, m sentMail) int {
	t.Helper()
	r := parser.RouteFrom(&parser.Message{To: []string{m.ReplyTo}}, []string{referee})
	if r.Decision == 0 {
		t.Fatalf("mail %q to %s carries no decision number (reply to %q)", m.Subject, m.To, m.ReplyTo)
	}
	return r.Decision
}

// A moderator's move that the rules refuse is an error naming the line,
// and changes nothing.
func TestModeratorMoveRefusedChangesNothing(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	ctx := context.Background()
	before := len(f.outbox(t))
	_, err := f.desk.ModeratorMove(ctx, f.slug, "north", []string{"play 999"}, "ada")
	if _, ok := engine.IsRefusal(err); !ok || !strings.Contains(err.Error(), `line 1 "play 999"`) {
		t.Fatalf("ModeratorMove(play 999) = %v, want the refusal of line 1", err)
	}
	if n := len(f.moves(t)); n != 0 {
		t.Errorf("%d moves after a refused moderator move, want 0", n)
	}
	if n := len(f.outbox(t)) - before; n != 0 {
		t.Errorf("a refused moderator move queued %d mails, want 0", n)
	}
}
