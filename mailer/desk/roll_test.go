package desk

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// A roll stands (engine.State.Apply): when a later line of a mail is
// refused after an earlier line rolled dice, the lines before it are
// applied and the player is told what was not, instead of undoing the
// roll (which would show the dice and let a second mail meet them again).
func TestARollStandsAcrossTheLinesOfAMail(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	ctx := context.Background()
	gv, err := f.desk.Show(ctx, f.slug, AsModerator)
	if err != nil {
		t.Fatal(err)
	}
	var data struct{ Hands map[string][]int }
	b, _ := json.Marshal(gv.View.Data)
	if err := json.Unmarshal(b, &data); err != nil {
		t.Fatal(err)
	}
	tie := 0
	for _, c := range data.Hands["north"] {
		for _, d := range data.Hands["south"] {
			if c == d {
				tie = c
			}
		}
	}
	if tie == 0 {
		t.Fatalf("seed 5 deals no common card: %v", data.Hands)
	}
	north, _ := latestTo(f.outbox(t), players["north"])
	if got := f.handle(t, reply(players["north"], north, fmt.Sprintf("play %d", tie))); got != Applied {
		t.Fatalf("north's play = %s", got)
	}
	south, _ := latestTo(f.outbox(t), players["south"])
	if got := f.handle(t, reply(players["south"], south, fmt.Sprintf("play %d\nplay 99", tie))); got != Applied {
		t.Fatalf("south's tie and a bad line = %s, want applied (the roll stands)", got)
	}
	if n := len(f.moves(t)); n != 2 {
		t.Errorf("%d moves, want north's and south's first line", n)
	}
	c, _ := latestTo(f.outbox(t), players["south"])
	if c.Kind != kindConfirm || !strings.Contains(c.Body, `Line 2 ("play 99") and the lines after it were not applied`) ||
		!strings.Contains(c.Body, "Tie: north rolls") {
		t.Errorf("south's confirmation does not show the roll and the line not applied:\n%s", c.Body)
	}
}
