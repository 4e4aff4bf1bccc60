package triumvirate

import (
	"os"
	"slices"
	"strings"
	"testing"

	"turnmail/engine"
	"turnmail/engine/enginetest"
)

// attackFromCisalpina is Caesar's movement with 4 legions in Gallia
// Cisalpina next to Pompeius's Italia (3 legions).
func attackFromCisalpina(t *testing.T) *state {
	t.Helper()
	return attackSetup(t, 4, 3, [3]int{1, 1, 1}, true)
}

// TestWordsLeftOverAreRefused: a province or number the command cannot
// use makes it refused, naming what was left over and the options; it is
// never applied as the shorter command.
func TestWordsLeftOverAreRefused(t *testing.T) {
	tests := []struct {
		name  string
		setup func(*testing.T) *state
		line  string
		want  []string
	}{
		{"attack two destinations", attackFromCisalpina, "attack Italia Sicilia with 4", []string{`"attack Italia"`, "Sicilia was left over", "one destination", "You can:", "attack Italia with 4"}},
		{"German attack two destinations", attackFromCisalpina, "greife Italien und Sizilien mit 4 an", []string{"Sicilia was left over"}},
		{"Chinese attack two destinations", attackFromCisalpina, "进攻意大利和西西里，4个军团", []string{"Sicilia was left over"}},
		{"Chinese rome one gold", romeChoice, "从罗马拿1金", []string{"the number 1 was left over"}},
		{"move two destinations", attackFromCisalpina, "move Gallia Italia with 3", []string{`"move Gallia"`, "Italia was left over"}},
		{"rome one gold", romeChoice, "rome 1 gold", []string{`"rome gold"`, "the number 1 was left over", "2 gold, 2 legions, or 1 gold and 1 legion"}},
		{"German rome one gold", romeChoice, "Rom: 1 Gold", []string{"the number 1 was left over"}},
		{"rome two of each", romeChoice, "rome 2 gold and 2 legions Gallia", []string{`"rome gold and legion Gallia"`, "the number 2 was left over"}},
		{"rome one legion to one province", romeChoice, "rome 1 legion to Gallia", []string{`"rome legions Gallia"`, "the number 1 was left over"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := tt.setup(t)
			enginetest.WantSaying(t, tt.line, mustRefuse(t, s, s.Pending()[0].Seat, tt.line), tt.want...)
		})
	}
}

// TestEveryWordUsedIsAccepted: the commands beside the ones above that
// use every word still read as before.
func TestEveryWordUsedIsAccepted(t *testing.T) {
	tests := []struct {
		setup func(*testing.T) *state
		line  string
		want  string
	}{
		{attackFromCisalpina, "attack Italia with 4", "attack Italia with 4"},
		{attackFromCisalpina, "attack Italia from Gallia Cisalpina with 4", "attack Italia with 4"},
		{attackFromCisalpina, "attack Gallia Cisalpina Italia with 4", "attack Italia with 4"},
		{romeChoice, "rome 2 gold", "rome gold"},
		{romeChoice, "rome 2 legions to Gallia", "rome legions Gallia"},
		{romeChoice, "rome 2 legions to Gallia and Illyricum", "rome legions Gallia and Illyricum"},
		{romeChoice, "rome one legion each to Gallia and Illyricum", "rome legions Gallia and Illyricum"},
		{romeChoice, "Rom 1 Gold und 1 Legion nach Gallien", "rome gold and legion Gallia"},
	}
	for _, tt := range tests {
		s := tt.setup(t)
		enginetest.WantNormal(t, s, s.Pending()[0].Seat, tt.line, tt.want)
	}
}

// TestStrayPlaceNamesAreRefused: in random games, every option that goes
// to or names one province (a move, an attack, a supply, a flight),
// written with another province added that is not where the figure
// stands, or after a comma, is refused and changes nothing.
func TestStrayPlaceNamesAreRefused(t *testing.T) {
	games := 2
	if os.Getenv("TURNMAIL_LONG") != "" {
		games = 20
	}
	for _, players := range []int{2, 3} {
		tried := 0
		enginetest.RandomGames(t, games, enginetest.Play{Game: Game, Config: config(players),
			Check: enginetest.StrayWords(strayProvince, 3, &tried)})
		t.Logf("%d players: %d lines with a stray province tried", players, tried)
		if tried < 100 {
			t.Errorf("%d players: only %d lines with a stray province were tried", players, tried)
		}
	}
}

// strayProvince adds a province to an option that takes one.
func strayProvince(st engine.State, opt string) (string, bool) {
	s := st.(*state)
	verb, _, _ := strings.Cut(opt, " ")
	if verb != "move" && verb != "attack" && verb != "supply" && verb != "flee" {
		return "", false
	}
	here := s.Chars[s.Active].Figure
	sep := " "
	if verb == "attack" {
		sep = ", " // "attack Italia with 4, Sicilia": the comma joins no command
	}
	// A neighbour of the province the option names, as a player would
	// add it; the longest name found is the one named ("Gallia
	// Cisalpina", not "Gallia").
	named := -1
	for p := range int(numProvinces) {
		if strings.Contains(opt, provinces[p].Name) && (named < 0 || len(provinces[p].Name) > len(provinces[named].Name)) {
			named = p
		}
	}
	if named < 0 {
		return "", false
	}
	for _, p := range append(slices.Clone(adjacent[named]), 0, 1, 2) {
		if p < int(numProvinces) && p != here && !strings.Contains(opt, provinces[p].Name) {
			return opt + sep + provinces[p].Name, true
		}
	}
	return "", false
}
