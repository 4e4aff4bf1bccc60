package risk

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// Rule text, EROBERN: Rot has 3 units in Nord-Russland and may attack
// Finnland with only 2; Blau defends Finnland's 3 units with 2. Rot
// attacks from Schweden (10 units) with 3 and rolls 6-4-3 against 5-4:
// Blau loses one, the tie costs Rot one, the 3 is not compared.
func TestFinnlandExample(t *testing.T) {
	s := testState(t, setupSpiel1, map[terrID][2]int{SWE: {red, 10}, NRU: {red, 3}, FIN: {blue, 3}})

	nru := s.clone()
	apply(t, nru, "red", "attack Finnland from Nord-Russland")
	if got, want := options(nru), []string{"with 1", "with 2"}; !slices.Equal(got, want) {
		t.Errorf("attack Finnland from Nord-Russland: options %v, want %v", got, want)
	}
	refuse(t, nru, "red", "with 3", "one must stay behind")

	supply := s.Supply[red]
	s.forced = []int{6, 4, 3, 5, 4}
	log := apply(t, s, "red", "attack Finnland from Schweden with 3")
	if s.Units[FIN] != 2 || s.Owner[FIN] != blue {
		t.Errorf("Finnland: %d units of %d, want 2 of blue", s.Units[FIN], s.Owner[FIN])
	}
	if s.Units[SWE] != 9 {
		t.Errorf("Schweden: %d units, want 9", s.Units[SWE])
	}
	if s.Supply[red] != supply+1 {
		t.Errorf("red's supply %d, want %d: the lost unit goes back to the supply", s.Supply[red], supply+1)
	}
	want := "red rolls 6-4-3, blue rolls 5-4; red loses 1, blue loses 1"
	if !strings.Contains(strings.Join(log, "\n"), want) {
		t.Errorf("log %q, want it to contain %q", log, want)
	}
}

// Rule text, LAZARETT: Rot has 12 units in the Lazarett, returns 3 for a
// Startmanöver carried out at once, then 8 for the Sondertrupp, and
// leaves the last unit there because nothing costs 1.
func TestLazarettExample(t *testing.T) {
	s := testState(t, setupCommand, map[terrID][2]int{
		GBR: {red, 5}, IRL: {red, 2}, NFR: {red, 4}, CHE: {neutral, 8}, DNK: {neutral, 8}})
	s.Lazarett[red] = 12
	balance(s)
	s.startTurn()
	if s.Phase != phBuy {
		t.Fatalf("phase %s, want %s", s.Phase, phBuy)
	}
	supply := s.Supply[red]
	apply(t, s, "red", "buy startmanöver")
	if s.Lazarett[red] != 9 || s.Supply[red] != supply+3 {
		t.Errorf("after Startmanöver: Lazarett %d, supply %d; want 9, %d", s.Lazarett[red], s.Supply[red], supply+3)
	}
	apply(t, s, "red", "move 2 Großbritannien Irland")
	if s.Units[GBR] != 3 || s.Units[IRL] != 4 {
		t.Errorf("after the move: Großbritannien %d, Irland %d; want 3, 4", s.Units[GBR], s.Units[IRL])
	}
	if s.Phase != phBuy {
		t.Fatalf("after the Startmanöver: phase %s, want %s", s.Phase, phBuy)
	}
	apply(t, s, "red", "buy sondertrupp")
	if s.Lazarett[red] != 1 || s.Supply[red]+s.Pool != supply+3+8 {
		t.Errorf("Lazarett %d, supply and pool %d; want 1, %d (\"legt weitere 8 Einheiten zu seinem Vorrat\")",
			s.Lazarett[red], s.Supply[red]+s.Pool, supply+3+8)
	}
	if s.Phase != phDraft {
		t.Errorf("with 1 unit in the Lazarett: phase %s, want %s (nothing costs 1)", s.Phase, phDraft)
	}
	apply(t, s, "red", "reinforce Nord-Frankreich "+strconv.Itoa(s.Pool))
	apply(t, s, "red", "attack Schweiz from Nord-Frankreich")
	if !hasOption(s, "with 3") {
		t.Errorf("with the Sondertrupp, options %v lack \"with 3\" against rough Schweiz", options(s))
	}
}

// Rule text, KARTEN: Rot has 3 cards with 4 stars at the start of her turn
// and trades them for 7 units.
func TestTradeExample(t *testing.T) {
	s := testState(t, setupSpiel1, map[terrID][2]int{GBR: {red, 5}})
	giveCards(s, red, IRL, BEL, NOR) // 1 + 1 + 2 stars
	s.Active = red
	s.Phase = phAttack
	s.startDraft()
	pool := s.Pool
	refuse(t, s, "red", "trade 4 cards", "cannot trade 4 cards")
	res, err := s.Apply("red", "trade 3 cards")
	if err != nil {
		t.Fatalf("Apply(trade 3 cards) = %v", err)
	}
	if res.Normal != "trade 3 cards 4 stars" {
		t.Errorf("Normal = %q, want %q", res.Normal, "trade 3 cards 4 stars")
	}
	if s.Pool != pool+7 {
		t.Errorf("pool %d, want %d", s.Pool, pool+7)
	}
	if len(s.Hands[red]) != 0 || len(s.Discard) != 3 {
		t.Errorf("hand %v, discards %v; want no cards and 3 discards", s.Hands[red], s.Discard)
	}
	if err := invariants(s); err != nil {
		t.Error(err)
	}
}

func TestStarTable(t *testing.T) {
	want := map[int]int{2: 2, 3: 4, 4: 7, 5: 10, 6: 13, 7: 17, 8: 21, 9: 25, 10: 30}
	for stars, units := range want {
		// Two-star cards only where possible, one one-star for odd totals.
		cards := []terrID{}
		twos := []terrID{NOR, CHE, AUT, ITA, SVK}
		for i := 0; i < stars/2; i++ {
			cards = append(cards, twos[i])
		}
		if stars%2 == 1 {
			cards = append(cards, IRL)
		}
		s := testState(t, setupSpiel1, map[terrID][2]int{GBR: {red, 5}})
		giveCards(s, red, cards...)
		s.startDraft()
		pool := s.Pool
		apply(t, s, "red", "trade "+strconv.Itoa(stars)+" stars")
		if got := s.Pool - pool; got != units {
			t.Errorf("trade %d stars gave %d units, want %d", stars, got, units)
		}
	}
}
