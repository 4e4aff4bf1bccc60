package risk

import (
	"slices"
	"testing"

	"turnmail/engine"
	"turnmail/engine/enginetest"
)

func TestReseedReshufflesTheDrawPileAndReplays(t *testing.T) {
	for _, setup := range setups {
		t.Run(setup, func(t *testing.T) {
			enginetest.RandomGames(t, 2, enginetest.Play{Game: Game, Config: config(setup, 0), Reseed: 7, Check: invariants})
			st, err := Game.New(config(setup, 11))
			if err != nil {
				t.Fatal(err)
			}
			before := slices.Clone(st.(*state).Deck)
			st.(engine.Reseeder).Reseed(99)
			after := st.(*state).Deck
			if slices.Equal(before, after) {
				t.Errorf("Reseed(99) left the draw pile in the order %v", before)
			}
			if !slices.Equal(slices.Sorted(slices.Values(before)), slices.Sorted(slices.Values(after))) {
				t.Errorf("Reseed(99) changed the draw pile from %v to %v, want the same cards", before, after)
			}
		})
	}
}
