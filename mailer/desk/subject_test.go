package desk

import (
	"context"
	"strings"
	"testing"

	"turnmail/engine"
)

// TestFirstMailSubjectSaysWhoseTurn: the seat that is not asked at the
// start of a game must not read "Your turn" in the subject.
func TestFirstMailSubjectSaysWhoseTurn(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	seats := []NewSeat{{Seat: "red", Address: "red@a.example"}, {Seat: "blue", Address: "blue@b.example"}}
	if _, err := f.desk.CreateGame(context.Background(), NewGame{Kind: "risk-balance-of-power", Seed: 1, Seats: seats,
		Options: engine.Options{"first-player": "red"}}); err != nil {
		t.Fatal(err)
	}
	red, _ := latestTo(f.outbox(t), "red@a.example")
	blue, _ := latestTo(f.outbox(t), "blue@b.example")
	if !strings.HasSuffix(red.Subject, "New game: Your turn") {
		t.Errorf("red's subject = %q, want it to end in New game: Your turn", red.Subject)
	}
	if strings.Contains(blue.Subject, "Your turn") || !strings.HasSuffix(blue.Subject, "New game: Waiting for red") {
		t.Errorf("blue's subject = %q, want it to end in New game: Waiting for red", blue.Subject)
	}
}

// TestMailForNoGameSaysHowToReach: a player who writes a new mail to the
// referee is told to reply to the game's last mail; a tag in the subject
// alone would be refused for lack of a token.
func TestMailForNoGameSaysHowToReach(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	before := len(f.outbox(t))
	raw := "From: North <" + players["north"] + ">\r\nTo: " + referee + "\r\nSubject: my move\r\n" +
		"Message-ID: <new-1@player.example>\r\nDate: Sun, 29 Nov 2026 12:00:00 +0000\r\n\r\nplay 3\r\n"
	f.handle(t, []byte(raw))
	ms := f.outbox(t)
	if len(ms) != before+1 {
		t.Fatalf("%d mails sent, want 1 answer", len(ms)-before)
	}
	m, _ := latestTo(ms, players["north"])
	if strings.Contains(m.Body, "no game") || strings.Contains(m.Body, "tag in the subject") || !strings.Contains(m.Body, "reply address") {
		t.Errorf("answer to a mail for no game:\n%s\nwant no \"no game\" line, no advice to write only the tag, and the reply address named", m.Body)
	}
}

// TestConfirmSubjectSaysWhenStillAsked: a confirmation that asks the
// mover again says so in the subject, so a player scanning the inbox
// knows the turn is not over.
func TestConfirmSubjectSaysWhenStillAsked(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	seats := []NewSeat{{Seat: "red", Address: "red@a.example"}, {Seat: "blue", Address: "blue@b.example"}}
	if _, err := f.desk.CreateGame(context.Background(), NewGame{Kind: "risk-balance-of-power", Seed: 1, Seats: seats,
		Options: engine.Options{"first-player": "red"}}); err != nil {
		t.Fatal(err)
	}
	first, _ := latestTo(f.outbox(t), "red@a.example")
	f.handle(t, reply("red@a.example", first, "reinforce Deutschland 1"))
	m, _ := latestTo(f.outbox(t), "red@a.example")
	if !strings.HasSuffix(m.Subject, "Move applied; still your turn") {
		t.Errorf("subject after a move that leaves red asked = %q, want it to end in Move applied; still your turn", m.Subject)
	}
}
