package mailer

import (
	"context"
	"strings"
	"testing"
)

// TestFirstMailSubjectSaysWhoseTurn: the seat that is not asked at the
// start of a game must not read "Your turn" in the subject.
func TestFirstMailSubjectSaysWhoseTurn(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	seats := []NewSeat{{Seat: "red", Address: "red@a.example"}, {Seat: "blue", Address: "blue@b.example"}}
	if _, err := f.desk.CreateGame(context.Background(), NewGame{Kind: "risk-balance-of-power", Seed: 1, Seats: seats}); err != nil {
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
