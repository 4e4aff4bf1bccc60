package triumvirate

import (
	"testing"

	"turnmail/engine/enginetest"
)

func TestReseedKeepsTheContract(t *testing.T) {
	for _, players := range []int{2, 3} {
		reps := enginetest.RandomGames(t, 2, enginetest.Play{Game: Game, Config: config(players), Deep: true, Reseed: 5, Check: invariants})
		for i, r := range reps {
			if !r.Final.Outcome().Over {
				t.Errorf("%d players, game %d did not end", players, i+1)
			}
		}
	}
}
