package desk

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// propose mails the referee a proposal from addr, as a new mail.
func (f *fixture) propose(t *testing.T, from, text string) Outcome {
	t.Helper()
	raw := fmt.Sprintf("From: %s\r\nTo: %s\r\nSubject: a game?\r\nMessage-ID: <%d.%s>\r\nDate: %s\r\n\r\n%s\r\n",
		from, referee, f.clock.Now().UnixNano(), from, f.clock.Now().Format(time.RFC1123Z), text)
	return f.handle(t, []byte(raw))
}

// invitation is the latest invitation mailed to addr.
func invitation(t *testing.T, ms []sentMail, addr string) sentMail {
	t.Helper()
	var inv sentMail
	for _, m := range ms {
		if m.To == addr && strings.Contains(m.Subject, "Invitation") {
			inv = m
		}
	}
	if inv.Body == "" {
		t.Fatalf("no invitation to %s", addr)
	}
	return inv
}

func TestGameProposedAcceptedAndPlayedByMail(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Proposers: []string{"@a.example"}})
	if got := f.propose(t, "north@a.example", "new duel with south@b.example as south, deadline 48h, late forfeit, target 2"); got != Applied {
		t.Fatalf("proposal = %s, want applied", got)
	}
	ms := f.outbox(t)
	inv := invitation(t, ms, "south@b.example")
	if !strings.Contains(inv.Body, "north@a.example invites you") {
		t.Errorf("the invitation does not say who invites:\n%s", inv.Body)
	}
	if n := mailsTo(ms, "north@a.example", kindNotice, "Your proposal of Duel is sent"); n != 1 {
		t.Errorf("acknowledgements to the proposer = %d, want 1", n)
	}
	if got := f.handle(t, reply("intruder@x.example", inv, "accept")); got != Rejected {
		t.Errorf("accept from another address = %s, want rejected", got)
	}
	if got := f.handle(t, reply("south@b.example", inv, "accept")); got != Applied {
		t.Fatalf("accept = %s, want applied", got)
	}
	gv, err := f.desk.Show(context.Background(), "duel-1", AsModerator)
	if err != nil {
		t.Fatalf("the game did not start: %v", err)
	}
	f.slug = "duel-1"
	if gv.Game.DeadlineHours != 48 || gv.Game.Clock.Late != LateForfeit || gv.Game.Options["target"] != "2" {
		t.Errorf("the game's settings = %dh, %+v, %v; want 48h, forfeit, target 2", gv.Game.DeadlineHours, gv.Game.Clock, gv.Game.Options)
	}
	f.play(t, "north@a.example")
	f.play(t, "south@b.example")
	if n := len(f.moves(t)); n != 2 {
		t.Errorf("moves by mail after the start = %d, want 2", n)
	}
}

func TestProposalFromAStrangerIsIgnored(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Proposers: []string{"north@a.example"}})
	if got := f.propose(t, "someone@else.example", "new duel with south@b.example as south"); got != Ignored {
		t.Errorf("proposal from a sender not listed = %s, want ignored", got)
	}
	if got := f.propose(t, "north@a.example", "new chess with south@b.example as white"); got != Refused {
		t.Errorf("proposal of an unknown game = %s, want refused", got)
	}
	if n := len(f.outbox(t)); n != 1 {
		t.Errorf("mails after a stranger's and a bad proposal = %d, want 1 (the reason to north)", n)
	}
}

func TestDeclinedInvitationWithdrawsTheProposal(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Proposers: []string{"*"}})
	f.propose(t, "north@a.example", "new duel with south@b.example as south")
	inv := invitation(t, f.outbox(t), "south@b.example")
	if got := f.handle(t, reply("south@b.example", inv, "decline")); got != Applied {
		t.Fatalf("decline = %s, want applied", got)
	}
	for _, addr := range []string{"north@a.example", "south@b.example"} {
		if n := mailsTo(f.outbox(t), addr, kindNotice, "declined to play south"); n != 1 {
			t.Errorf("notes to %s of the decline = %d, want 1", addr, n)
		}
	}
	if got := f.handle(t, reply("south@b.example", inv, "accept")); got != Refused {
		t.Errorf("accept after the decline = %s, want refused", got)
	}
	if games, _ := f.desk.Games(context.Background()); len(games) != 0 {
		t.Errorf("games after a decline = %d, want 0", len(games))
	}
}

func TestInvitationExpires(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Proposers: []string{"*"}, InviteExpiry: 48 * time.Hour})
	f.propose(t, "north@a.example", "new duel with south@b.example as south, sides random")
	inv := invitation(t, f.outbox(t), "south@b.example")
	f.clock.Add(47 * time.Hour)
	if err := f.desk.Tick(context.Background()); err != nil {
		t.Fatal(err)
	}
	if n := mailsTo(f.outbox(t), "north@a.example", kindNotice, "not everyone accepted in time"); n != 0 {
		t.Fatalf("the proposal lapsed before its time")
	}
	f.clock.Add(time.Hour)
	if err := f.desk.Tick(context.Background()); err != nil {
		t.Fatal(err)
	}
	for _, addr := range []string{"north@a.example", "south@b.example"} {
		if n := mailsTo(f.outbox(t), addr, kindNotice, "not everyone accepted in time"); n != 1 {
			t.Errorf("notes to %s that the proposal lapsed = %d, want 1", addr, n)
		}
	}
	if got := f.handle(t, reply("south@b.example", inv, "accept")); got != Refused {
		t.Errorf("accept after expiry = %s, want refused", got)
	}
}

func TestGamesListsTheSendersGames(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	if got := f.propose(t, "north@a.example", "games"); got != Answered {
		t.Fatalf("games = %s, want answered", got)
	}
	if n := mailsTo(f.outbox(t), "north@a.example", kindNotice, "[duel-1] duel, as north: active"); n != 1 {
		t.Errorf("answers listing duel-1 = %d, want 1", n)
	}
	if got := f.propose(t, "stranger@x.example", "games"); got != Ignored {
		t.Errorf("games from a stranger = %s, want ignored", got)
	}
}
