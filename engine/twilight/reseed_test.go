package twilight

import (
	"slices"
	"testing"

	"turnmail/engine"
	"turnmail/engine/enginetest"
)

// TestReseedInsideAProcedureReplays reseeds random games every few steps,
// many of them while a card's procedure waits for an answer (flow.go): the
// re-run must put the new generator in at the same point, so the game
// replays from its log with the reseeds byte for byte.
func TestReseedInsideAProcedureReplays(t *testing.T) {
	inFlow := 0
	check := func(st engine.State) error {
		if f := st.(*state).Flow; f != nil && len(f.Reseeds) > 0 {
			inFlow++
		}
		return invariants(st)
	}
	p := enginetest.Play{Game: Game, Config: randomConfigs()["standard"], Check: check, MaxSteps: maxRandomSteps,
		Seed: 3, Deep: true, Reseed: 5}
	p.Config.Seed = 3 * 7919
	rep, err := p.Run()
	if err != nil {
		t.Fatalf("random game with reseeds: %v\nlast moves: %v", err, lastMoves(rep.Moves, 12))
	}
	if inFlow == 0 {
		t.Error("no reseed came while a procedure waited for an answer")
	}
}

func TestReseedReshufflesTheDrawPile(t *testing.T) {
	st, err := Game.New(randomConfigs()["standard"])
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
}
