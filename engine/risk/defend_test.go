package risk

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"turnmail/engine"
)

// Rule text, EROBERN: "Der Verteidiger gibt an, mit wie vielen Einheiten
// des angegriffenen Gebiets er sich verteidigt: Es dürfen maximal 2
// Einheiten sein." By mail the choice is a standing order, changed at any
// time, also while the opponent moves; default 2.
func TestDefenderChoosesOneOrTwoDiceByStandingOrder(t *testing.T) {
	tests := []struct {
		name   string
		orders []string // blue's orders, sent while red moves
		target terrID
		want   string // blue's dice in the log of red's attack
	}{
		{"default 2", nil, BEL, "blue rolls 2-1;"},
		{"defend with 1", []string{"defend with 1"}, BEL, "blue rolls 2 (defends with 1 by standing order);"},
		{"German", []string{"verteidige mit einer Einheit"}, BEL, "blue rolls 2 (defends with 1 by standing order);"},
		{"verb last", []string{"ich möchte mit 1 verteidigen"}, BEL, "blue rolls 2 (defends with 1 by standing order);"},
		{"one territory", []string{"defend Belgien with 1"}, BEL, "blue rolls 2 (defends with 1 by standing order);"},
		{"another territory keeps 2", []string{"defend Niederlande with 1"}, BEL, "blue rolls 2-1;"},
		{"changed back", []string{"defend with 1", "defend with two"}, BEL, "blue rolls 2-1;"},
		{"territory over general", []string{"defend with 1", "verteidige Belgien mit 2"}, BEL, "blue rolls 2-1;"},
		{"general replaces territory orders", []string{"defend Belgien with 1", "defend with 2"}, BEL, "blue rolls 2-1;"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t, setupSpiel1, map[terrID][2]int{NFR: {red, 4}, BEL: {blue, 3}, NLD: {blue, 3}})
			decision, pending := s.Decision, s.Pending()
			for _, o := range tt.orders {
				res := apply(t, s, "blue", o)
				if !strings.HasPrefix(res[0], "blue changes a standing defence order") {
					t.Errorf("Apply(blue, %q).Log = %v, want the change without the order", o, res)
				}
			}
			if s.Decision != decision || !slices.EqualFunc(s.Pending(), pending, func(a, b engine.Prompt) bool { return a.Decision == b.Decision && a.Seat == b.Seat }) {
				t.Errorf("a defence order changed the decision: %d, want %d", s.Decision, decision)
			}
			s.forced = []int{1, 2, 1}
			log := apply(t, s, "red", "attack Belgien from Nord-Frankreich with 1")
			if !strings.Contains(strings.Join(log, " "), tt.want) {
				t.Errorf("log %v, want %q", log, tt.want)
			}
		})
	}
}

// A defence order is private until a roll uses it: the seat's own view
// shows it, the opponent's and the public view do not, and its log line
// says only that an order changed.
func TestDefenceOrderIsShownOnlyToItsSeat(t *testing.T) {
	s := testState(t, setupSpiel1, map[terrID][2]int{NFR: {red, 4}, BEL: {blue, 3}})
	if v := s.View("blue").Private; !strings.Contains(v, "defend with 2") {
		t.Errorf("blue's view %q does not show the default order", v)
	}
	apply(t, s, "blue", "defend Belgien with 1")
	if v := s.View("blue").Private; !strings.Contains(v, "(Belgien with 1)") {
		t.Errorf("blue's view %q does not show the order for Belgien", v)
	}
	for _, v := range []string{s.View("red").Public + s.View("red").Private, s.Public().Public} {
		if strings.Contains(v, "Belgien with 1") {
			t.Errorf("another view shows blue's order: %q", v)
		}
	}
}

func TestDefenceOrderRefusals(t *testing.T) {
	tests := []struct{ seat, cmd, reason string }{
		{"blue", "defend with 3", "1 or 2 dice"},
		{"blue", "defend with 0", "1 or 2 dice"},
		{"blue", "defend Nord-Frankreich with 1", "you do not control Nord-Frankreich"},
		{"blue", "defend", "write defend with 1"},
		{"blue", "attack Nord-Frankreich from Belgien", "not your turn"},
		{"red", "attack Belgien from Nord-Frankreich, defend with 1", "a line of its own"},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			s := testState(t, setupSpiel1, map[terrID][2]int{NFR: {red, 4}, BEL: {blue, 3}})
			refuse(t, s, tt.seat, tt.cmd, tt.reason)
		})
	}
}

// Random games in which the seat that is not asked sends random defence
// orders between the moves: every order is taken, leaves Pending as it
// was, and the games keep the invariants.
func TestRandomDefenceOrdersOutOfTurn(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for g := range 3 {
		st, err := Game.New(config(setups[g], uint64(g+1)))
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*state)
		for step := 0; step < 600 && !s.Outcome().Over; step++ {
			pending := s.Pending()
			if other := seatNames[3-seatIndex(pending[0].Seat)]; rng.IntN(4) == 0 {
				order := fmt.Sprintf("defend with %d", 1+rng.IntN(2))
				if own := s.territories(seatIndex(other)); len(own) > 0 && rng.IntN(2) == 0 {
					order = fmt.Sprintf("verteidige %s mit %d", own[rng.IntN(len(own))].name(), 1+rng.IntN(2))
				}
				if _, err := s.Apply(other, order); err != nil && !s.inSetup() {
					t.Fatalf("Apply(%s, %q) = %v", other, order, err)
				}
				if got := s.Pending(); !slices.EqualFunc(got, pending, func(a, b engine.Prompt) bool {
					return a.Seat == b.Seat && a.Decision == b.Decision && slices.Equal(a.Options, b.Options)
				}) {
					t.Fatalf("after %s's %q: pending %v, want %v", other, order, got, pending)
				}
			}
			opts := pending[0].Options
			apply(t, s, pending[0].Seat, opts[rng.IntN(len(opts))])
		}
	}
}
