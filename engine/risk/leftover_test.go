package risk

import (
	"os"
	"slices"
	"strings"
	"testing"

	"turnmail/engine"
	"turnmail/engine/enginetest"
)

// leftoverBoard is red's attack phase with Deutschland (8), Niederlande
// and Schweden (6) next to blue's Polen, and Finnland red; dice that
// conquer Polen.
func leftoverBoard(t *testing.T, draft bool) *state {
	t.Helper()
	s := testState(t, setupSpiel1, map[terrID][2]int{DEU: {red, 8}, NLD: {red, 1}, POL: {blue, 2}, SWE: {red, 6}, FIN: {red, 1}})
	s.forced = []int{6, 6, 6, 1, 1}
	if draft {
		s.Phase, s.Pool = phDraft, 5
		balance(s)
	}
	return s
}

// TestWordsLeftOverAreRefused: a territory or number that the command
// cannot use makes it refused, naming what was left over; it is never
// applied as the shorter command, and never after an attack's roll.
func TestWordsLeftOverAreRefused(t *testing.T) {
	tests := []struct {
		name  string
		draft bool
		line  string
		want  []string
	}{
		{"attack two sources after and", false, "attack Polen with 3 from Deutschland and Niederlande", []string{`"attack Polen from Deutschland with 3"`, "Niederlande was left over", "one target and one source", "You can:"}},
		{"attack territory after the units", false, "attack Polen from Deutschland with 3, Litauen", []string{"Litauen was left over"}},
		{"attack units then a territory", false, "attack Polen from Deutschland, 3, Litauen", []string{`"with 3"`, "Litauen was left over"}},
		{"Chinese attack two targets", false, "从德国用3个兵进攻波兰和立陶宛", []string{"Litauen was left over"}},
		{"Chinese attack units then a territory", false, "德国进攻波兰，3个，立陶宛", []string{"Litauen was left over"}},
		{"attack three territories", false, "attack Polen from Deutschland Niederlande with 3", []string{"Niederlande was left over", "one target and one source"}},
		{"attack two numbers", false, "attack Polen from Deutschland with 3 2", []string{"the number 2 was left over"}},
		{"German attack two numbers", false, "greife Polen von Deutschland mit 3 2 an", []string{"the number 2 was left over"}},
		{"occupy two numbers after the roll", false, "attack Polen from Deutschland with 3, move 5 3", []string{`"move 5"`, "the number 3 was left over"}},
		{"closing move two numbers after the roll", false, "attack Polen from Deutschland with 3 then move 5 from Schweden to Finnland 2", []string{"the number 2 was left over"}},
		{"move two numbers", false, "move Schweden Finnland 3 2", []string{"the number 2 was left over", "how many units"}},
		{"move three territories", false, "move 3 from Schweden to Finnland Deutschland", []string{"was left over", "one source and one destination"}},
		{"reinforce two numbers", true, "reinforce Deutschland 2 3", []string{`"reinforce Deutschland 2"`, "the number 3 was left over"}},
		{"reinforce list two numbers", true, "reinforce Deutschland 2, Niederlande 3 1", []string{"the number 1 was left over"}},
		{"German reinforce two numbers", true, "setze 2 3 Einheiten nach Deutschland", []string{"was left over"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := leftoverBoard(t, tt.draft)
			before, _ := s.Marshal()
			_, err := s.Apply("red", tt.line)
			if err == nil {
				t.Fatalf("Apply(%q) was accepted, want a refusal", tt.line)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("Apply(%q) = %q, want it to say %q", tt.line, err, w)
				}
			}
			if after, _ := s.Marshal(); string(after) != string(before) {
				t.Errorf("refused Apply(%q) changed the state", tt.line)
			}
		})
	}
}

// TestEveryWordUsedIsAccepted: the commands beside the ones above that
// use every word still read as before.
func TestEveryWordUsedIsAccepted(t *testing.T) {
	tests := []struct {
		draft bool
		line  string
		want  string
	}{
		{false, "attack Polen from Deutschland with 3", "attack Polen from Deutschland with 3"},
		{false, "attack Polen from Deutschland with 3, move 5", "attack Polen from Deutschland with 3, move 5"},
		{false, "attack Polen from Deutschland with 3 and 5", "attack Polen from Deutschland with 3, move 5"},
		{false, "attack Polen from Deutschland, 3", "attack Polen from Deutschland with 3"},
		{false, "move Schweden Finnland 3", "move from Schweden to Finnland 3"},
		{true, "reinforce Deutschland 2, Niederlande 3", "reinforce Deutschland 2, reinforce Niederlande 3"},
		{true, "Deutschland 2 Niederlande 3", "reinforce Deutschland 2, reinforce Niederlande 3"},
	}
	for _, tt := range tests {
		enginetest.WantNormal(t, leftoverBoard(t, tt.draft), "red", tt.line, tt.want)
	}
}

// TestStrayPlaceNamesAreRefused: in random games, every option that
// names its territories or a number of units, written with a territory
// added that it does not name and that the question is not about, is
// refused and changes nothing.
func TestStrayPlaceNamesAreRefused(t *testing.T) {
	games := 1
	if os.Getenv("TURNMAIL_LONG") != "" {
		games = 20
	}
	for _, setup := range setups {
		t.Run(setup, func(t *testing.T) {
			tried := 0
			enginetest.RandomGames(t, games, enginetest.Play{Game: Game, Config: config(setup, 0),
				Check: enginetest.StrayWords(strayTerritory, 3, &tried)})
			t.Logf("%d lines with a stray territory tried", tried)
			if tried < 100 {
				t.Errorf("only %d lines with a stray territory were tried", tried)
			}
		})
	}
}

// strayTerritory adds a territory to an option that takes no more: an
// attack, a reinforcement, a destination, a setup placement or a number.
func strayTerritory(st engine.State, opt string) (string, bool) {
	s := st.(*state)
	verb, _, _ := strings.Cut(opt, " ")
	switch {
	case verb == kAttack || verb == kReinforce || verb == kTo || verb == kPlace || verb == kCapital:
	case verb == kWith || isNumber(verb) || verb == "move" && isNumber(strings.TrimPrefix(opt, "move ")):
	default:
		return "", false
	}
	// A neighbour of the first territory the option names (or of the one
	// the question is about), as a player would add it.
	near := terrID(max(s.To, 0))
	for t := range terrID(numTerr) {
		if strings.Contains(opt, t.name()) {
			near = t
			break
		}
	}
	for _, t := range append(slices.Clone(adjacent[near]), terrID(0), terrID(1), terrID(2)) {
		if name := t.name(); !strings.Contains(opt, name) && int(t) != s.To && int(t) != s.From {
			if verb == kWith {
				return opt + ", " + name, true // a clause of its own, read after the roll
			}
			return opt + " " + name, true
		}
	}
	return "", false
}

// TestDefenceOrdersUseEveryWord: a defence order with two numbers, or
// two orders for one target, is refused; an order for one territory
// written before the order for all of them is kept, not replaced.
func TestDefenceOrdersUseEveryWord(t *testing.T) {
	for line, reason := range map[string]string{
		"defend with 1 2":                                  "the number 2 was left over",
		"verteidige mit 1 2":                               "the number 2 was left over",
		"defend with 1, defend with 2":                     "give one order twice",
		"defend Deutschland with 1 and Deutschland with 2": "give one order twice",
	} {
		s := leftoverBoard(t, false)
		refuse(t, s, "red", line, reason)
	}
	s := leftoverBoard(t, false)
	apply(t, s, "red", "defend Deutschland with 2, defend with 1")
	if got, all := s.defendOrder(red, DEU), s.defendOrder(red, NLD); got != 2 || all != 1 {
		t.Errorf("after \"defend Deutschland with 2, defend with 1\": Deutschland %d, Niederlande %d; want 2, 1", got, all)
	}
}
