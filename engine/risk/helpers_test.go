package risk

import (
	"slices"
	"strings"
	"testing"
)

// board builds a test position: every territory blue with 1 unit except
// those given, red to move in the attack phase, no cards in hand.
func testState(t *testing.T, setup string, terr map[terrID][2]int) *state {
	t.Helper()
	s, err := newState(settings{Setup: setup, Planner: "red", TurnLimit: "100", First: "red"}, 42)
	if err != nil {
		t.Fatalf("newState(%s) = %v", setup, err)
	}
	for i := range board {
		s.Owner[i], s.Units[i] = blue, 1
	}
	s.Owner[SRU] = neutral // the neutral army is not yet beaten
	for id, ou := range terr {
		s.Owner[id], s.Units[id] = ou[0], ou[1]
	}
	if setup == setupCommand {
		s.Missions = slices.Clone(spiel1Missions)
		s.Placed = [3]int{neutralUnits, startUnits, startUnits}
	}
	s.Capital = [3]int{-1, int(GBR), int(ZRU)}
	s.Active, s.First, s.Round, s.Phase, s.Pool = red, red, 1, phAttack, 0
	s.From, s.To, s.Min = -1, -1, 0
	s.Decision = 10
	balance(s)
	return s
}

// balance fills the supplies so every unit is accounted for.
func balance(s *state) {
	for p := red; p <= blue; p++ {
		s.Supply[p] = piecesEach - s.onBoard(p) - s.Lazarett[p]
		if s.Active == p {
			s.Supply[p] -= s.Pool
		}
	}
	s.Supply[neutral] = neutralUnits - s.onBoard(neutral)
}

// giveCards moves cards from the deck into p's hand.
func giveCards(s *state, p int, cards ...terrID) {
	for _, c := range cards {
		s.Deck = slices.DeleteFunc(s.Deck, func(d int) bool { return d == int(c) })
		s.Hands[p] = append(s.Hands[p], int(c))
	}
	slices.Sort(s.Hands[p])
}

// apply applies a command that must succeed and checks the invariants.
func apply(t *testing.T, s *state, seat, cmd string) []string {
	t.Helper()
	res, err := s.Apply(seat, cmd)
	if err != nil {
		t.Fatalf("Apply(%s, %q) = %v, want success", seat, cmd, err)
	}
	if err := invariants(s); err != nil {
		t.Fatalf("after Apply(%s, %q): invariant: %v", seat, cmd, err)
	}
	return res.Log
}

// refuse applies a command that must be refused without a change.
func refuse(t *testing.T, s *state, seat, cmd, reason string) {
	t.Helper()
	before, _ := s.Marshal()
	_, err := s.Apply(seat, cmd)
	if err == nil {
		t.Fatalf("Apply(%s, %q) succeeded, want a refusal", seat, cmd)
	}
	if !strings.Contains(err.Error(), reason) {
		t.Errorf("Apply(%s, %q) = %q, want a reason containing %q", seat, cmd, err, reason)
	}
	after, _ := s.Marshal()
	if string(before) != string(after) {
		t.Errorf("refused Apply(%s, %q) changed the state", seat, cmd)
	}
}

func options(s *state) []string {
	ps := s.Pending()
	if len(ps) == 0 {
		return nil
	}
	return ps[0].Options
}

func hasOption(s *state, opt string) bool { return slices.Contains(options(s), opt) }
