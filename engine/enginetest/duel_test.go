package enginetest

import (
	"slices"
	"strings"
	"testing"

	"turnmail/engine"
)

func TestDuelKeepsTheContract(t *testing.T) {
	reps := RandomGames(t, 200, Play{Game: Duel, Config: engine.Config{Seats: []string{"north", "south"}}, Deep: true})
	for i, r := range reps {
		if !r.Final.Outcome().Over {
			t.Errorf("game %d did not end", i+1)
		}
	}
}

func TestDuelHidesTheSecretChoice(t *testing.T) {
	st, err := Duel.New(engine.Config{Seats: []string{"north", "south"}, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	card := st.Pending()[0].Options[0]
	if _, err := st.Apply("north", card); err != nil {
		t.Fatal(err)
	}
	num := strings.TrimPrefix(card, "play ")
	south := st.View("south")
	if strings.Contains(south.Public+south.Private, "choice this round (north): "+num) {
		t.Errorf("south's view shows north's secret card %s:\n%s%s", num, south.Public, south.Private)
	}
	if !strings.Contains(st.View("north").Private, "choice this round (north): "+num) {
		t.Errorf("north's view does not show north's own choice")
	}
}

func TestDuelOptionsLookLikeCommands(t *testing.T) {
	RandomGames(t, 2, Play{Game: Duel, Config: engine.Config{Seats: []string{"north", "south"}}, Check: LexiconCheck(Duel)})
}

func TestDuelReseedReshufflesTheDecksAndReplays(t *testing.T) {
	reps := RandomGames(t, 40, Play{Game: Duel, Config: engine.Config{Seats: []string{"north", "south"}}, Deep: true, Reseed: 3})
	reseeds := 0
	for _, r := range reps {
		for _, m := range r.Moves {
			if m.Seat == "" {
				reseeds++
			}
		}
	}
	if reseeds == 0 {
		t.Fatal("no random game reseeded")
	}
	st, err := Duel.New(engine.Config{Seats: []string{"north", "south"}, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	before := slices.Clone(st.(*duelState).Decks["north"])
	st.(engine.Reseeder).Reseed(99)
	after := st.(*duelState).Decks["north"]
	if slices.Equal(before, after) {
		t.Errorf("Reseed(99) left north's deck in the order %v", before)
	}
	if !slices.Equal(slices.Sorted(slices.Values(before)), slices.Sorted(slices.Values(after))) {
		t.Errorf("Reseed(99) changed north's deck from %v to %v, want the same cards", before, after)
	}
}

// Duel refuses words in none of its commands' forms as no command at
// all, and a card not in the hand, or "draw" before a round is lost, as
// commands.
func TestDuelMarksWhatIsNoCommand(t *testing.T) {
	CheckNotCommand(t, Duel, engine.Config{Seats: []string{"north", "south"}, Seed: 5},
		[]string{"play resumes below", "hello there", "play"},
		[]string{"play 99", "play x", "draw", "pass"})
}
