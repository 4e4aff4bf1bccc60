package risk

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"turnmail/engine"
	"turnmail/engine/enginetest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// handsStayPrivate checks every view of st: a seat's cards appear in its
// own Private text and Data only, never in the other seat's view or the
// public one. Missions are public in this game (they lie face up).
func handsStayPrivate(st engine.State) error {
	s := st.(*state)
	pub := s.Public()
	if pub.Private != "" || strings.Contains(pub.Public, " star)") || strings.Contains(pub.Public, " stars)") {
		return fmt.Errorf("Public() shows cards: %q", pub.Private)
	}
	for p := red; p <= blue; p++ {
		v := s.View(seatNames[p])
		if v.Public != pub.Public {
			return fmt.Errorf("%s's public text differs from the observer's", seatNames[p])
		}
		for _, c := range cardNames(s.Hands[other(p)]) {
			if !slices.Contains(cardNames(s.Hands[p]), c) && strings.Contains(v.Private, c) {
				return fmt.Errorf("%s's view shows %s's card %s", seatNames[p], seatNames[other(p)], c)
			}
		}
		b, err := json.Marshal(v.Data)
		if err != nil {
			return fmt.Errorf("marshal %s's data: %w", seatNames[p], err)
		}
		var d struct {
			Hand  []string            `json:"hand"`
			Hands map[string][]string `json:"hands"`
		}
		if err := json.Unmarshal(b, &d); err != nil {
			return err
		}
		if !slices.Equal(d.Hand, cardNames(s.Hands[p])) || d.Hands != nil {
			return fmt.Errorf("%s's data holds hand %v and hands %v, want only %v", seatNames[p], d.Hand, d.Hands, cardNames(s.Hands[p]))
		}
		if strings.Contains(string(b), `"rand"`) || strings.Contains(v.Public+v.Private, "deck order") {
			return fmt.Errorf("%s's view shows the generator", seatNames[p])
		}
	}
	return invariants(st)
}

func TestHandsStayPrivate(t *testing.T) {
	s := testState(t, setupSpiel1, map[terrID][2]int{NFR: {red, 6}})
	giveCards(s, red, FIN, CHE)
	giveCards(s, blue, IRL)
	if err := handsStayPrivate(s); err != nil {
		t.Fatal(err)
	}
	if v := s.View("red"); !strings.Contains(v.Private, "Finnland (1 star)") || !strings.Contains(v.Private, "Schweiz (2 stars)") {
		t.Errorf("red's private view lacks red's cards:\n%s", v.Private)
	}
	if v := s.View("blue"); strings.Contains(v.Private, "Finnland") || !strings.Contains(v.Private, "Irland (1 star)") {
		t.Errorf("blue's private view:\n%s", v.Private)
	}
	if f := s.Full().Private; !strings.Contains(f, "Finnland") || !strings.Contains(f, "Irland") {
		t.Errorf("Full() lacks a hand:\n%s", f)
	}

	// Drawing a card says that a card was drawn, not which.
	s.Conquered = true
	top := terrID(s.Deck[0]).name()
	log := apply(t, s, "red", "end")
	if strings.Contains(strings.Join(log, "\n"), top) {
		t.Errorf("the log names the drawn card %s: %v", top, log)
	}

	for _, setup := range setups {
		enginetest.RandomGames(t, 1, enginetest.Play{Game: Game, Config: config(setup, 0), Check: handsStayPrivate})
	}
}

// TestPublicViewGolden keeps the rendered start of Spiel 1 in a golden
// file, so a change in what players read shows up in review. Run with
// -update to rewrite it.
func TestPublicViewGolden(t *testing.T) {
	st, err := Game.New(config(setupSpiel1, 1))
	if err != nil {
		t.Fatal(err)
	}
	v := st.View("red")
	p := st.Pending()[0]
	got := v.Public + "\n" + v.Private + "\nYou can:\n  " + strings.Join(p.Options, "\n  ") + "\n"
	path := filepath.Join("testdata", "spiel1-start.golden")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("read golden file (run go test -update): %v", err)
	}
	if got != string(want) {
		t.Errorf("the start view of Spiel 1 changed; run go test -update and review:\n%s", got)
	}
}
