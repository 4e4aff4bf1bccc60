package desk

import (
	"context"
	"strings"
	"testing"
	"time"

	"turnmail/engine"
)

func TestModeratorActionsAreAuditedAndAnnounced(t *testing.T) {
	actions := []struct {
		action string
		setup  func(t *testing.T, f *fixture)
		act    func(t *testing.T, f *fixture) error
		told   string // what south, who did not act, reads
	}{
		{"extend", nil, func(t *testing.T, f *fixture) error {
			return f.desk.Extend(context.Background(), f.slug, "", 24*time.Hour, "ada")
		}, "extended the deadlines by 24h"},
		{"pause", nil, func(t *testing.T, f *fixture) error { return f.desk.Pause(context.Background(), f.slug, "ada") }, "paused the game"},
		{"resume", func(t *testing.T, f *fixture) {
			if err := f.desk.Pause(context.Background(), f.slug, "ada"); err != nil {
				t.Fatal(err)
			}
			f.clock.Add(26 * time.Hour)
		}, func(t *testing.T, f *fixture) error { return f.desk.Resume(context.Background(), f.slug, "ada") }, "moved by the 26h it was paused"},
		{"replace", nil, func(t *testing.T, f *fixture) error {
			return f.desk.ReplacePlayer(context.Background(), f.slug, "north", "carol@c.example", "ada")
		}, "gave seat north to a new player"},
		{"abort", nil, func(t *testing.T, f *fixture) error {
			return f.desk.Abort(context.Background(), f.slug, "the club closed", "ada")
		},
			"aborted by a moderator (ada): the club closed"},
		{"rollback", func(t *testing.T, f *fixture) {
			f.play(t, "north@a.example")
			f.play(t, "south@b.example")
		}, func(t *testing.T, f *fixture) error { return f.desk.Rollback(context.Background(), f.slug, 1, "ada") }, "rolled the game back to move 1"},
		{"move", nil, func(t *testing.T, f *fixture) error {
			m, _ := latestTo(f.outbox(t), "north@a.example")
			_, err := f.desk.ModeratorMove(context.Background(), f.slug, "north", legalOptions(m.Body)[:1], "ada")
			return err
		}, "moved for north"},
	}
	for _, a := range actions {
		t.Run(a.action, func(t *testing.T) {
			f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{moderator}})
			f.newDuel(t, 5)
			if a.setup != nil {
				a.setup(t, f)
			}
			if err := a.act(t, f); err != nil {
				t.Fatalf("%s = %v", a.action, err)
			}
			if !f.audited(t, a.action) {
				t.Errorf("%s is not in the audit log", a.action)
			}
			found := false
			for _, m := range f.outbox(t) {
				if m.To == "south@b.example" && strings.Contains(strings.Join(strings.Fields(m.Body), " "), a.told) {
					found = true
				}
			}
			if !found {
				t.Errorf("after %s, no mail to south says %q", a.action, a.told)
			}
		})
	}
}

func TestReplacedPlayersOldTokenIsRefused(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{moderator}})
	f.newDuel(t, 5)
	old, _ := latestTo(f.outbox(t), "south@b.example")
	if err := f.desk.ReplacePlayer(context.Background(), f.slug, "south", "Carol@C.example", "ada"); err != nil {
		t.Fatal(err)
	}
	ms := f.outbox(t)
	if n := mailsTo(ms, "south@b.example", kindNotice, "no longer accepted"); n != 1 {
		t.Errorf("notes to the old player = %d, want 1", n)
	}
	if n := mailsTo(ms, "carol@c.example", kindTurn, "gave you seat south"); n != 1 {
		t.Errorf("turn mails welcoming the new player = %d, want 1", n)
	}
	opts := legalOptions(old.Body)
	if got := f.handle(t, reply("south@b.example", old, opts[0])); got != Rejected {
		t.Errorf("the old player's move with the old token = %s, want rejected", got)
	}
	f.play(t, "carol@c.example")
	if moves := f.moves(t); len(moves) != 1 || moves[0].Seat != "south" {
		t.Errorf("moves after the new player's reply = %+v, want one move of south", moves)
	}
}

func TestPausedGameTakesNoMoveAndItsClockStands(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{moderator}})
	start := f.clock.Now()
	f.newDuel(t, 5)
	ctx := context.Background()
	if err := f.desk.Pause(ctx, f.slug, "ada"); err != nil {
		t.Fatal(err)
	}
	if got := f.send(t, "north@a.example", legalOptionsOf(t, f, "north@a.example")[0]); got != Refused {
		t.Errorf("a move in a paused game = %s, want refused", got)
	}
	f.at(t, f.desk, start, 100*time.Hour)
	if n := countKind(f.outbox(t), kindLate); n != 0 {
		t.Errorf("late notices in a paused game = %d, want 0", n)
	}
	if err := f.desk.Resume(ctx, f.slug, "ada"); err != nil {
		t.Fatal(err)
	}
	for _, dl := range f.openDeadlines(t) {
		if want := start.Add(172 * time.Hour); !dl.Due.Equal(want) {
			t.Errorf("%s's deadline after a pause of 100h = %s, want %s", dl.Seat, dl.Due, want)
		}
	}
	f.play(t, "north@a.example")
}

// legalOptionsOf is what the latest mail to addr that asks something
// offers.
func legalOptionsOf(t *testing.T, f *fixture, addr string) []string {
	t.Helper()
	var opts []string
	for _, m := range f.outbox(t) {
		if o := legalOptions(m.Body); m.To == addr && len(o) > 0 {
			opts = o
		}
	}
	if len(opts) == 0 {
		t.Fatalf("no mail to %s offers anything", addr)
	}
	return opts
}

func TestRollbackKeepsTheLaterMovesAndTheGameGoesOn(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{moderator}})
	f.newDuel(t, 5)
	ctx := context.Background()
	for i := 0; i < 2; i++ { // two rounds: plays, then the loser's draw or pass
		f.play(t, "north@a.example")
		f.play(t, "south@b.example")
		for _, addr := range []string{"north@a.example", "south@b.example"} {
			if m, _ := latestTo(f.outbox(t), addr); strings.Contains(m.Body, "Draw a card or pass") {
				f.play(t, addr)
			}
		}
	}
	before := f.moves(t)
	if err := f.desk.Rollback(ctx, f.slug, 2, "ada"); err != nil {
		t.Fatal(err)
	}
	after := f.moves(t)
	if len(after) != len(before) {
		t.Fatalf("moves after the rollback = %d, want all %d kept", len(after), len(before))
	}
	for _, m := range after {
		if want := m.Seq > 2; m.RolledBack != want {
			t.Errorf("move %d rolled back = %v, want %v", m.Seq, m.RolledBack, want)
		}
	}
	// The state is the first two moves replayed from the seed.
	gv, err := f.desk.Show(ctx, f.slug, AsModerator)
	if err != nil {
		t.Fatal(err)
	}
	rules, _ := engine.Lookup("duel")
	want, _ := rules.New(engineConfig(&gv.Game, []string{"north", "south"}))
	for _, m := range after[:2] {
		if _, err := want.Apply(m.Seat, m.Normal); err != nil {
			t.Fatal(err)
		}
	}
	if got := gv.View.Public; got != want.Full().Public {
		t.Errorf("after the rollback the game shows\n%s\nwant\n%s", got, want.Full().Public)
	}
	// Everyone asked is asked afresh, and the game goes on from there.
	f.play(t, "north@a.example")
	if n := len(f.moves(t)); n != len(before)+1 {
		t.Errorf("moves after playing on = %d, want %d", n, len(before)+1)
	}
	// A replay rebuilds the same state: the rolled-back moves stay out.
	if _, err := f.desk.Replay(ctx, f.slug, "ada"); err != nil {
		t.Errorf("Replay after a rollback = %v", err)
	}
}

func TestModeratorActsByMailWithItsOwnToken(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{moderator}})
	f.newDuel(t, 5)
	started, ok := latestTo(f.outbox(t), moderator)
	if !ok || !strings.Contains(started.Body, "The game has started") {
		t.Fatalf("the moderator got no mail at the start: %+v", started)
	}
	if got := f.handle(t, reply("intruder@x.example", started, "pause")); got != Rejected {
		t.Errorf("pause from another address with the moderator's token = %s, want rejected", got)
	}
	if got := f.handle(t, reply(moderator, started, "pause")); got != Applied {
		t.Fatalf("pause by mail = %s, want applied", got)
	}
	gv, err := f.desk.Show(context.Background(), f.slug, AsModerator)
	if err != nil {
		t.Fatal(err)
	}
	if gv.Game.Paused.IsZero() {
		t.Error("the game is not paused after the moderator's mail")
	}
	if got := f.handle(t, reply(moderator, started, "frobnicate")); got != Refused {
		t.Errorf("an unknown moderator command = %s, want refused", got)
	}
	if m, _ := latestTo(f.outbox(t), moderator); !strings.Contains(m.Body, "is not a moderator's command") {
		t.Errorf("the refusal does not say why:\n%s", m.Body)
	}
	for _, cmd := range []string{"resume", "extend south 2d"} {
		if got := f.handle(t, reply(moderator, started, cmd)); got != Applied {
			t.Errorf("%q by mail = %s, want applied", cmd, got)
		}
	}
	opts := legalOptionsOf(t, f, "north@a.example")
	if got := f.handle(t, reply(moderator, started, "move north "+opts[0])); got != Applied {
		t.Errorf("move by mail = %s, want applied", got)
	}
	gl, err := f.desk.Log(context.Background(), f.slug)
	if err != nil {
		t.Fatal(err)
	}
	var actions []string
	for _, a := range gl.Audit {
		if a.Actor == moderator {
			actions = append(actions, a.Action)
		}
	}
	if got, want := strings.Join(actions, " "), "pause resume extend move"; got != want {
		t.Errorf("the moderator's audited actions = %q, want %q", got, want)
	}
}
