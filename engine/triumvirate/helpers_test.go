package triumvirate

import (
	"bytes"
	"testing"

	"turnmail/engine"
)

// fresh returns a new game of the given size, waiting for Caesar's supply
// from Rome.
func fresh(t *testing.T, players int) *state {
	t.Helper()
	st, err := Game.New(config(players))
	if err != nil {
		t.Fatalf("New(%d players) = %v", players, err)
	}
	return st.(*state)
}

// inPhase puts character c's turn into phase ph with the figure in
// province fig.
func inPhase(s *state, c int, ph phase, fig int) {
	s.Active = c
	s.Phase = ph
	s.Points = movePoints
	s.Actions = 0
	s.Chars[c].Figure = fig
}

// giveGold moves n gold from the supply to c's reinforcements.
func giveGold(s *state, c, n int) {
	s.SupplyGold -= n
	s.Chars[c].Gold += n
}

// setLegions sets the legions of province p, taking them from or putting
// them back into the supply.
func setLegions(s *state, p, n int) {
	s.SupplyLegions -= n - s.Provinces[p].Legions
	s.Provinces[p].Legions = n
}

// setBag fills the bag with the given weapons by colour; the rest of
// each player's weapons are in his reinforcements.
func setBag(s *state, bag [3]int) {
	s.Bag = bag
	for c := 0; c < s.Players; c++ {
		s.Chars[c].Weapons = weaponsEach - bag[c]
	}
}

// give hands province p to character c with its governor.
func give(s *state, p, c int) {
	old := s.Provinces[p].Owner
	s.Chars[old].Governors++
	s.Chars[c].Governors--
	s.Provinces[p].Owner = c
}

// mustApply applies a command that must succeed.
func mustApply(t *testing.T, s *state, seat, cmd string) engine.Result {
	t.Helper()
	res, err := s.Apply(seat, cmd)
	if err != nil {
		t.Fatalf("Apply(%s, %q) = %v, want success", seat, cmd, err)
	}
	if err := invariants(s); err != nil {
		t.Fatalf("after Apply(%s, %q): %v", seat, cmd, err)
	}
	return res
}

// mustRefuse applies a command that must be refused without a change.
func mustRefuse(t *testing.T, s *state, seat, cmd string) string {
	t.Helper()
	before, _ := s.Marshal()
	_, err := s.Apply(seat, cmd)
	if err == nil {
		t.Fatalf("Apply(%s, %q) succeeded, want a refusal", seat, cmd)
	}
	if _, ok := engine.IsRefusal(err); !ok {
		t.Fatalf("Apply(%s, %q) = %v, want a refusal", seat, cmd, err)
	}
	after, _ := s.Marshal()
	if !bytes.Equal(before, after) {
		t.Fatalf("refused Apply(%s, %q) changed the state", seat, cmd)
	}
	return err.Error()
}

func hasOption(s *state, opt string) bool {
	for _, pr := range s.Pending() {
		for _, o := range pr.Options {
			if o == opt {
				return true
			}
		}
	}
	return false
}
