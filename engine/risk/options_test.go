package risk

import (
	"strings"
	"testing"

	"turnmail/engine"
)

// The rule text names no turn limit: the house rule is off unless a game
// is created with one, and then every view's header says so.
func TestTurnLimitIsOffByDefaultAndShownWhenSet(t *testing.T) {
	st, err := Game.New(engine.Config{Options: engine.Options{"setup": setupSpiel1}, Seats: []string{"red", "blue"}, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if s := st.(*state); s.TurnLimit != 0 {
		t.Errorf("default turn limit %d, want none", s.TurnLimit)
	}
	if v := st.Public().Public; strings.Contains(v, "turn limit") {
		t.Errorf("view without a limit mentions one:\n%s", v)
	}
	st, err = Game.New(engine.Config{Options: engine.Options{"setup": setupSpiel2, "turn-limit": "50"}, Seats: []string{"red", "blue"}, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []engine.View{st.Public(), st.View("red"), st.View("blue"), st.Full()} {
		if head := strings.SplitN(v.Public, "\n", 3)[1]; !strings.Contains(head, "ends after round 50") {
			t.Errorf("view header %q does not name the turn limit", head)
		}
	}
	if h := Game.Help(); !strings.Contains(h, "turn-limit") {
		t.Errorf("help does not explain the turn-limit option")
	}
}

// The rule text leaves who begins Spiel 1 and 2 to the players: an option,
// by default a roll by the engine that every view shows in round 1.
func TestWhoBeginsIsAnOptionOrARoll(t *testing.T) {
	begins := map[string]int{}
	for seed := uint64(1); seed <= 20; seed++ {
		st, err := Game.New(engine.Config{Options: engine.Options{"setup": setupSpiel1}, Seats: []string{"red", "blue"}, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*state)
		begins[seatNames[s.Active]]++
		if !strings.Contains(s.Opening, "Who begins: red ") || !strings.HasSuffix(s.Opening, seatNames[s.Active]+" begins.") {
			t.Errorf("seed %d: opening %q does not log the roll for %s", seed, s.Opening, seatNames[s.Active])
		}
		if !strings.Contains(st.Public().Public, s.Opening) {
			t.Errorf("seed %d: the public view does not show %q", seed, s.Opening)
		}
	}
	if begins["red"] == 0 || begins["blue"] == 0 {
		t.Errorf("in 20 rolled games: %v, want both to begin some", begins)
	}
	for _, first := range []string{"red", "blue"} {
		st, err := Game.New(engine.Config{Options: engine.Options{"setup": setupSpiel2, "first-player": first}, Seats: []string{"red", "blue"}, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if p := st.Pending(); len(p) != 1 || p[0].Seat != first {
			t.Errorf("first-player %s: pending %v", first, p)
		}
	}
	if _, err := Game.New(engine.Config{Options: engine.Options{"first-player": "green"}, Seats: []string{"red", "blue"}}); err == nil {
		t.Errorf("New(first-player green) succeeded, want an error")
	}
}

// Rule text, Aufklärungsmission: "wird eine gewürfelte 1 so oft
// weitergeworfen, bis eine andere Augenzahl gewürfelt wird": the roll's
// log line shows the 1 and what it became.
func TestReconnaissanceRerollIsInTheLog(t *testing.T) {
	s := testState(t, setupCommand, map[terrID][2]int{DEU: {red, 6}, DNK: {neutral, 8}})
	s.Recon = 1
	s.forced = []int{1, 1, 5, 1, 6, 4, 3}
	log := strings.Join(apply(t, s, "red", "attack Dänemark from Deutschland with 3"), " ")
	if !strings.Contains(log, "red rolls 6-5-1 (Aufklärungsmission: a 1 rolled again: 1, 1, 6)") {
		t.Errorf("log %q does not show the reroll", log)
	}
	if h := Game.Help(); !strings.Contains(h, "each roll") {
		t.Errorf("help does not say which reading of the Aufklärungsmission is used")
	}
}

// Generated text counts right: "1 card", "1 unit", "1 territory".
func TestGeneratedTextCountsInTheSingular(t *testing.T) {
	s := testState(t, setupSpiel1, map[terrID][2]int{DEU: {red, 8}, NLD: {red, 1}})
	for t2 := range board {
		if s.Owner[t2] == blue && terrID(t2) != BEL {
			s.Owner[t2] = neutral
		}
	}
	balance(s)
	giveCards(s, red, IRL, NOR)
	s.startDraft()
	log := apply(t, s, "red", "trade 1 card 2 stars")
	view := s.Public().Public
	for _, bad := range []string{"1 cards", "1 units", "1 territories", "1 stars"} {
		if strings.Contains(strings.Join(log, " "), bad) || strings.Contains(view, " "+bad) {
			t.Errorf("%q in the log %v or the view:\n%s", bad, log, view)
		}
	}
	if want := "red trades 1 card with 2 stars for 2 units."; !strings.Contains(strings.Join(log, " "), want) {
		t.Errorf("log %v, want %q", log, want)
	}
	if !strings.Contains(view, "blue   1 territory,   1 unit on the board") {
		t.Errorf("view does not count blue's 1 territory and 1 unit in the singular:\n%s", view)
	}
}

// TestAttackDiceQuestionForEveryNeighbour checks that the questions built
// once cover every attack there is, so none is written at run time.
func TestAttackDiceQuestionForEveryNeighbour(t *testing.T) {
	for src := terrID(0); src < numTerr; src++ {
		for _, to := range adjacent[src] {
			want := "Attack " + to.name() + " from " + src.name() + " with how many units?"
			if got := questionText.attackDice[to][src]; got != want {
				t.Errorf("questionText.attackDice[%s][%s] = %q, want %q", to.name(), src.name(), got, want)
			}
		}
	}
}
