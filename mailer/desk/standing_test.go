package desk

import (
	"context"
	"strings"
	"testing"

	"turnmail/engine"
)

// TestStandingOrderOutOfTurn: a seat that is asked nothing may still send
// a standing order (engine.Standing: Risk's defence order, rule text
// EROBERN "Der Verteidiger gibt an, mit wie vielen Einheiten … er sich
// verteidigt"). It is applied and confirmed; the seat that is asked gets
// no mail and keeps its decision; any other command is still refused.
func TestStandingOrderOutOfTurn(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	seats := []NewSeat{{Seat: "red", Address: "red@a.example"}, {Seat: "blue", Address: "blue@b.example"}}
	slug, err := f.desk.CreateGame(context.Background(), NewGame{Kind: "risk-balance-of-power", Seed: 1, Seats: seats,
		Options: engine.Options{"first-player": "red"}})
	if err != nil {
		t.Fatal(err)
	}
	f.slug = slug
	blueFirst, _ := latestTo(f.outbox(t), "blue@b.example")
	redFirst, _ := latestTo(f.outbox(t), "red@a.example")
	before := len(f.outbox(t))

	if out := f.handle(t, reply("blue@b.example", blueFirst, "verteidige mit 1")); out != Applied {
		t.Fatalf("Handle(blue: verteidige mit 1) = %v, want %v", out, Applied)
	}
	if ms := f.moves(t); len(ms) != 1 || ms[0].Seat != "blue" || ms[0].Normal != "defend with 1" {
		t.Errorf("moves %+v, want blue's defend with 1", ms)
	}
	ms := f.outbox(t)[before:]
	if len(ms) != 1 || ms[0].To != "blue@b.example" {
		t.Errorf("%d mails after the order (%v), want only blue's confirmation", len(ms), ms)
	}
	gv, _ := f.desk.Show(context.Background(), slug, AsPublic)
	if len(gv.Pending) != 0 && gv.Pending[0].Seat != "red" {
		t.Errorf("pending %v after blue's order, want red still asked", gv.Pending)
	}
	if out := f.handle(t, reply("red@a.example", redFirst, "reinforce Deutschland 1")); out != Applied {
		t.Errorf("Handle(red: reinforce) after blue's order = %v, want %v: red's decision must not go stale", out, Applied)
	}
	if out := f.handle(t, reply("blue@b.example", blueFirst, "defend with 1\nend")); out != Refused {
		t.Errorf("Handle(blue: defend with 1, end) = %v, want %v", out, Refused)
	}
	m, _ := latestTo(f.outbox(t), "blue@b.example")
	if !strings.Contains(m.Body, "Nothing is asked of you") {
		t.Errorf("refusal of blue's mixed mail:\n%s\nwant it to say nothing is asked", m.Body)
	}
}
