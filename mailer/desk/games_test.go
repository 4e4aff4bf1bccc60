package desk

import (
	"context"
	"strings"
	"testing"

	"turnmail/engine"
	"turnmail/store"
)

// TestCreateAuditNamesOptionsAndClockAsPlayersReadThem: the moderators'
// audit line of a new game gives its options as KEY=VALUE and its time
// control in the sentence the turn mails use, not Go's dump of a struct.
func TestCreateAuditNamesOptionsAndClockAsPlayersReadThem(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	slug, err := f.desk.CreateGame(context.Background(), NewGame{Kind: "twilight-struggle", Seed: 1, Actor: "test",
		Options: engine.Options{"optional-cards": "yes", "bid": "sides"}, DeadlineHours: 48,
		Clock: store.TimeControl{Late: LateForfeit}, Seats: []NewSeat{
			{Seat: "USSR", Address: "ann@a.example"}, {Seat: "US", Address: "bob@b.example"}}})
	if err != nil {
		t.Fatalf("CreateGame: %v", err)
	}
	f.slug = slug
	gl, err := f.desk.Log(context.Background(), slug)
	if err != nil {
		t.Fatal(err)
	}
	var detail string
	for _, a := range gl.Audit {
		if a.Action == "create" {
			detail = a.Detail
		}
	}
	for _, want := range []string{"options bid=sides, optional-cards=yes", "48h per decision", "forfeit"} {
		if !strings.Contains(detail, want) {
			t.Errorf("create audit %q lacks %q", detail, want)
		}
	}
	for _, bad := range []string{"map[", "{", "Grace:"} {
		if strings.Contains(detail, bad) {
			t.Errorf("create audit %q shows Go's dump %q", detail, bad)
		}
	}
}
