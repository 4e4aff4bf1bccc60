package twilight

import (
	"bytes"
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

// TestReseedWhileAProcedureWaits: a rollback's generator and reshuffled
// draw pile, put in while a procedure waits for its answer, stand when the
// answer comes, whether the question was put with ask or with choose.
func TestReseedWhileAProcedureWaits(t *testing.T) {
	procs["waiting"] = func(s *state, p Side, _ int) {
		s.choose(p, "First?", []string{"this", "that"})
		s.ask(p, "Second?", []string{"choose on", "choose off"})
		s.choose(p, "Third?", []string{"this", "that"})
	}
	t.Cleanup(func() { delete(procs, "waiting") })
	for _, answer := range []string{"choose this", "choose on"} {
		t.Run(answer, func(t *testing.T) {
			s := testState(t)
			s.startFlow("waiting", USSR, 0)
			if answer == "choose on" {
				mustApply(t, s, "USSR", "choose that")
			}
			s.Reseed(77)
			rand, deck := s.Rand, slices.Clone(s.Deck)
			mustApply(t, s, "USSR", answer)
			if s.Rand != rand || !slices.Equal(s.Deck, deck) {
				t.Errorf("after Reseed(77) and Apply(USSR, %q): generator %v, draw pile %v; want %v and %v as reseeded", answer, s.Rand, s.Deck, rand, deck)
			}
		})
	}
}

// TestFailedStepAfterAReseedLeavesStateAsItWas: a step that fails in the
// rules code after a rollback reseeded the waiting procedure leaves the
// state as it was, the reseeded generator and draw pile too.
func TestFailedStepAfterAReseedLeavesStateAsItWas(t *testing.T) {
	procs["fragile"] = func(s *state, p Side, _ int) {
		for {
			switch s.ask(p, "Which?", []string{"choose add", "choose boom", "choose stop"}) {
			case "choose add":
				s.addVP(p, 1)
			case "choose boom":
				panic("a bug in the rules code")
			default:
				return
			}
		}
	}
	t.Cleanup(func() { delete(procs, "fragile") })
	s := testState(t)
	s.startFlow("fragile", USSR, 0)
	mustApply(t, s, "USSR", "choose add")
	s.Reseed(77)
	before, _ := s.Marshal()
	if _, err := s.Apply("USSR", "choose boom"); err == nil {
		t.Fatalf("Apply(USSR, choose boom) = nil, want the internal error")
	}
	if after, _ := s.Marshal(); !bytes.Equal(after, before) {
		t.Errorf("Apply(USSR, choose boom) failed after Reseed(77) but changed the state")
	}
	rand, deck := s.Rand, slices.Clone(s.Deck)
	mustApply(t, s, "USSR", "choose add")
	if s.Rand != rand || !slices.Equal(s.Deck, deck) {
		t.Errorf("after the failed step and Apply(USSR, choose add): generator %v, draw pile %v; want %v and %v as reseeded", s.Rand, s.Deck, rand, deck)
	}
}
