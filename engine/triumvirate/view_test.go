package triumvirate

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"turnmail/engine"
)

// The rules keep nothing hidden but the order of the bag, which is drawn
// blind: no view may show more than the bag's counts, nor the generator.
func TestViewsHideNothingButTheDraw(t *testing.T) {
	st, err := Game.New(engine.Config{Seats: seats3, Seed: 424242})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*state)
	mustApply(t, s, "Caesar", "rome gold; pass")
	seed := strconv.FormatUint(s.Rand.S, 10)
	pub := s.Public()
	views := map[string]engine.View{"public": pub, "full": s.Full()}
	for _, seat := range seats3 {
		views[seat] = s.View(seat)
	}
	for who, v := range views {
		if v.Private != "" {
			t.Errorf("View(%s).Private = %q, want empty: the rules hide nothing", who, v.Private)
		}
		if v.Public != pub.Public {
			t.Errorf("View(%s).Public differs from Public()", who)
		}
		b, err := json.Marshal(v.Data)
		if err != nil {
			t.Fatalf("View(%s).Data does not marshal: %v", who, err)
		}
		if strings.Contains(string(b), seed) || strings.Contains(v.Public, seed) || strings.Contains(string(b), `"rand"`) {
			t.Errorf("View(%s) shows the random generator's state", who)
		}
	}
	if !strings.Contains(pub.Public, "BAG: Caesar 2, Pompeius 2, Crassus 2.") {
		t.Errorf("Public() does not show the bag's counts:\n%s", pub.Public)
	}
}

func TestTextIsAtMost72Columns(t *testing.T) {
	texts := map[string]string{"help": Game.Help()}
	for _, players := range []int{2, 3} {
		s := fresh(t, players)
		s.Chars[0].Carried = 2
		s.CompHolder, s.CompSide = 1, 2
		texts["public "+strconv.Itoa(players)] = s.Public().Public
	}
	for name, text := range texts {
		for i, line := range strings.Split(text, "\n") {
			if n := len([]rune(line)); n > 72 {
				t.Errorf("%s line %d has %d columns: %q", name, i+1, n, line)
			}
		}
	}
}

// The turn mail during the actions, at the election and at the end.
func TestPublicTextInEachPhase(t *testing.T) {
	act := fresh(t, 3)
	inPhase(act, 0, phaseAct, narbonensis)
	act.Chars[0].Political, act.Chars[2].Political = 3, 3
	act.Actions = 1
	consul := electionSetup(t, [3]int{1, 4, 2})
	mustApply(t, consul, "Caesar", "pass")
	over := electionSetup(t, [3]int{1, 4, 2})
	over.Chars[1].Consul = 1
	mustApply(t, over, "Caesar", "pass")
	tests := []struct {
		name string
		s    *state
		want []string
	}{
		{"actions", act, []string{"Actions taken: 1 of 3; the next costs 2 gold (4 to persuade or",
			"Caesar    III+      I ", "Pompeius  I         I ", "Crassus   III+      I "}},
		{"election", consul, []string{"Calendar: ELEGIO.", "Pompeius  I         I               1"}},
		{"game over", over, []string{"GAME OVER: Pompeius is consul for the second time (political victory)."}},
	}
	for _, tt := range tests {
		text := tt.s.Public().Public
		for _, want := range tt.want {
			if !strings.Contains(text, want) {
				t.Errorf("%s: Public() lacks %q:\n%s", tt.name, want, text)
			}
		}
		for i, line := range strings.Split(text, "\n") {
			if n := len([]rune(line)); n > 72 {
				t.Errorf("%s: line %d has %d columns: %q", tt.name, i+1, n, line)
			}
		}
	}
}

func TestPublicTextShowsTheBoard(t *testing.T) {
	s := fresh(t, 2)
	text := s.Public().Public
	for _, want := range []string{"Calendar: VII", "Hispania Ulterior", "Macedonia", "FORUM: Alii 5, Caesar 2, Pompeius 2",
		"Crassus 2 (neutral)", "SUPPLY: 19 legions"} {
		if !strings.Contains(text, want) {
			t.Errorf("Public() lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "Syria") {
		t.Errorf("2-player Public() shows Syria, which is out of the game")
	}
}

func TestRegistered(t *testing.T) {
	g, err := engine.Lookup("triumvirate")
	if err != nil || g.Info().Short != "tri" {
		t.Fatalf("Lookup(triumvirate) = %v, %v; want the game with Short tri", g, err)
	}
	if _, err := g.Seats(engine.Options{"players": "4"}); err == nil {
		t.Errorf("Seats(players=4) succeeded, want an error")
	}
	if _, err := g.New(engine.Config{Seats: seats2}); err == nil {
		t.Errorf("New with 2 seats but no players=2 option succeeded")
	}
}
