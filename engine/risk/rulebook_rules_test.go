package risk

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// Scenarios for the sentences of the rule text
// (shared/rules/risk-balance-of-power.de.txt) that the other tests do not
// quote, section by section. Each comment quotes the sentence it checks.

// Rule text, NEUTRALE TRUPPEN: "Die neutrale Armee verteidigt sich immer
// (sofern möglich) mit 2 Truppeneinheiten." The players' standing orders
// do not touch it, and with a single unit it can only defend with 1.
func TestNeutralArmyDefendsWithTwoWherePossible(t *testing.T) {
	tests := []struct {
		name    string
		units   int   // neutral units in Schweiz
		dice    []int // red's 2 dice, then the neutral dice
		wantLog string
		wantCHE int // units in Schweiz afterwards (0: conquered)
	}{
		{"three units defend with 2", 3, []int{6, 6, 1, 1}, "neutral rolls 1-1;", 1},
		{"two units defend with 2", 2, []int{6, 6, 1, 1}, "neutral rolls 1-1;", 0},
		{"one unit defends with 1", 1, []int{6, 6, 1}, "neutral rolls 1;", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t, setupSpiel1, map[terrID][2]int{NFR: {red, 5}, CHE: {neutral, tt.units}})
			balance(s)
			// Both players order 1 die; the neutral army has no order.
			apply(t, s, "blue", "defend with 1")
			apply(t, s, "red", "defend with 1")
			s.forced = tt.dice
			log := strings.Join(apply(t, s, "red", "attack Schweiz from Nord-Frankreich with 2"), "\n")
			if !strings.Contains(log, tt.wantLog) {
				t.Errorf("attack Schweiz with 2: log %q, want %q", log, tt.wantLog)
			}
			if got := s.Units[CHE]; s.Owner[CHE] == neutral && got != tt.wantCHE {
				t.Errorf("attack Schweiz with 2: Schweiz has %d neutral units, want %d", got, tt.wantCHE)
			}
			if tt.wantCHE == 0 && s.Owner[CHE] != red {
				t.Errorf("attack Schweiz with 2: Schweiz owner %s, want red", seatNames[s.Owner[CHE]])
			}
			if len(s.forced) != 0 {
				t.Errorf("attack Schweiz with 2: %d forced dice left unrolled, want 0", len(s.forced))
			}
		})
	}
}

// Rule text, NEUTRALE TRUPPEN: the player not on turn "nimmt besiegte
// Einheiten vom Spielplan": neutral losses leave the board and go into
// no player's Lazarett or supply.
func TestNeutralLossesLeaveTheBoard(t *testing.T) {
	s := testState(t, setupCommand, map[terrID][2]int{NFR: {red, 5}, CHE: {neutral, 8}})
	neutralOff, redSupply, blueSupply := s.Supply[neutral], s.Supply[red], s.Supply[blue]
	s.forced = []int{6, 6, 1, 1}
	apply(t, s, "red", "attack Schweiz from Nord-Frankreich with 2")
	if s.Units[CHE] != 6 {
		t.Errorf("attack Schweiz with 2: Schweiz %d units, want 6", s.Units[CHE])
	}
	if s.Supply[neutral] != neutralOff+2 {
		t.Errorf("neutral units off the board %d, want %d", s.Supply[neutral], neutralOff+2)
	}
	if s.Lazarett != [3]int{} || s.Supply[red] != redSupply || s.Supply[blue] != blueSupply {
		t.Errorf("Lazarett %v, supplies red %d blue %d; want none, %d, %d", s.Lazarett, s.Supply[red], s.Supply[blue], redSupply, blueSupply)
	}
}

// Rule text, EROBERN: "Können keine weiteren Würfelpaare verglichen
// werden, weil einer der Spieler weniger Würfel geworfen hat, werden die
// übrigen ignoriert." One pair is compared, so one unit is lost in all.
func TestUnpairedDiceAreIgnored(t *testing.T) {
	tests := []struct {
		name             string
		blue, with       int
		dice             []int
		wantNFR, wantBEL int
	}{
		// Red 6 against blue 5-5: only the 6 and the first 5 meet.
		{"one attacker against two defenders", 3, 1, []int{6, 5, 5}, 5, 2},
		// Red 3-2-2 against blue's single 3: one tie, red loses one.
		{"three attackers against one defender", 1, 3, []int{2, 2, 3, 3}, 4, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t, setupSpiel1, map[terrID][2]int{NFR: {red, 5}, BEL: {blue, tt.blue}})
			s.forced = tt.dice
			cmd := "attack Belgien from Nord-Frankreich with " + strconv.Itoa(tt.with)
			apply(t, s, "red", cmd)
			if s.Units[NFR] != tt.wantNFR || s.Units[BEL] != tt.wantBEL {
				t.Errorf("Apply(%s): Nord-Frankreich %d, Belgien %d; want %d, %d", cmd, s.Units[NFR], s.Units[BEL], tt.wantNFR, tt.wantBEL)
			}
		})
	}
}

// Rule text, KARTEN: "Sobald Sie Karten mit insgesamt 2 oder mehr Sternen
// haben, dürfen Sie selbst entscheiden, wie viele Sie davon gegen
// Einheiten eintauschen."
func TestTradingNeedsTwoStars(t *testing.T) {
	tests := []struct {
		name string
		hand []terrID
		want []string // the trades offered
	}{
		{"one one-star card", []terrID{IRL}, nil},
		{"two one-star cards", []terrID{IRL, BEL}, []string{"trade 2 cards 2 stars"}},
		{"one two-star card", []terrID{NOR}, []string{"trade 1 card 2 stars"}},
		{"free choice how many", []terrID{IRL, BEL, NOR},
			[]string{"trade 1 card 2 stars", "trade 2 cards 2 stars", "trade 2 cards 3 stars", "trade 3 cards 4 stars"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t, setupSpiel1, map[terrID][2]int{GBR: {red, 5}})
			giveCards(s, red, tt.hand...)
			s.startDraft()
			var got []string
			for _, o := range options(s) {
				if strings.HasPrefix(o, "trade ") {
					got = append(got, o)
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("hand %v: trades %q, want %q", tt.hand, got, tt.want)
			}
		})
	}
}

// Rule text, KARTEN: "Die Gebiete, die auf den eingetauschten Karten
// gezeigt werden, spielen hierbei keine Rolle." A card of the opponent's
// territory trades like any other, and no unit goes to the territories
// shown.
func TestTradedCardsTerritoriesPlayNoRole(t *testing.T) {
	s := testState(t, setupSpiel1, map[terrID][2]int{GBR: {red, 5}, IRL: {red, 2}})
	giveCards(s, red, IRL, BEL) // red's Irland, blue's Belgien
	s.startDraft()
	pool := s.Pool
	apply(t, s, "red", "trade 2 cards 2 stars")
	if s.Pool != pool+2 {
		t.Errorf("trade 2 cards 2 stars: pool %d, want %d", s.Pool, pool+2)
	}
	if s.Units[IRL] != 2 || s.Units[BEL] != 1 || s.Owner[BEL] != blue {
		t.Errorf("trade 2 cards 2 stars: Irland %d, Belgien %d of %s; want 2, 1 of blue", s.Units[IRL], s.Units[BEL], seatNames[s.Owner[BEL]])
	}
}

// Rule text, HAUPTSTÄDTE: "Für jede von Ihnen kontrollierte Hauptstadt
// (einschließlich Ihrer eigenen), erhalten Sie eine Einheit." Red's
// capital is Großbritannien, blue's Zentral-Russland (setup.go).
func TestEachCapitalHeldGivesOneUnit(t *testing.T) {
	tests := []struct {
		name string
		terr map[terrID][2]int
		want int
	}{
		{"no capital", map[terrID][2]int{IRL: {red, 1}}, 3},
		{"own capital", map[terrID][2]int{GBR: {red, 1}}, 3 + 1},
		{"the opponent's capital", map[terrID][2]int{ZRU: {red, 1}}, 3 + 1},
		{"both capitals", map[terrID][2]int{GBR: {red, 1}, ZRU: {red, 1}}, 3 + 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t, setupSpiel1, tt.terr)
			log := strings.Join(s.startDraft(), " ")
			if s.Pool != tt.want {
				t.Errorf("startDraft: pool %d (%s), want %d", s.Pool, log, tt.want)
			}
		})
	}
}

// Rule text, NACH DER TRUPPENVERSTÄRKUNG: "legen Sie sie ALLE in
// beliebiger Verteilung auf die Gebiete, die von Ihnen besetzt sind (d.h.
// alle auf ein Gebiet bzw. über einige oder alle Gebiete verteilt)."
func TestReinforcementsAllOnOneOrSpread(t *testing.T) {
	t.Run("all on one", func(t *testing.T) {
		s := testState(t, setupSpiel1, map[terrID][2]int{GBR: {red, 2}, IRL: {red, 1}})
		s.startDraft()
		n := s.Pool
		apply(t, s, "red", "reinforce Irland "+strconv.Itoa(n))
		if s.Units[IRL] != 1+n || s.Pool != 0 || s.Phase != phAttack {
			t.Errorf("reinforce Irland %d: Irland %d, pool %d, phase %s; want %d, 0, %s", n, s.Units[IRL], s.Pool, s.Phase, 1+n, phAttack)
		}
	})
	t.Run("spread", func(t *testing.T) {
		s := testState(t, setupSpiel1, map[terrID][2]int{GBR: {red, 2}, IRL: {red, 1}})
		s.startDraft()
		n := s.Pool
		apply(t, s, "red", "reinforce Irland 1")
		refuse(t, s, "red", "attack Belgien from Großbritannien", "place all your reinforcements first")
		apply(t, s, "red", "reinforce Großbritannien "+strconv.Itoa(n-1))
		if s.Units[IRL] != 2 || s.Units[GBR] != 2+n-1 || s.Phase != phAttack {
			t.Errorf("spread: Irland %d, Großbritannien %d, phase %s; want 2, %d, %s", s.Units[IRL], s.Units[GBR], s.Phase, 2+n-1, phAttack)
		}
	})
	t.Run("only own territories", func(t *testing.T) {
		s := testState(t, setupSpiel1, map[terrID][2]int{GBR: {red, 2}})
		s.startDraft()
		refuse(t, s, "red", "reinforce Belgien 1", "reinforce only your own territories")
	})
}

// Rule text, MISSIONEN ERFÜLLEN: "Es wird keine neue Mission als Ersatz
// auf den Spielplan gelegt." and "Jeder Spieler kann pro Zug nur eine
// Mission sammeln." The second mission fulfilled stays on the board and
// can be claimed in a later turn.
func TestOneMissionPerTurnTheOtherLater(t *testing.T) {
	s := testState(t, setupSpiel1, map[terrID][2]int{GBR: {red, 3}, CHE: {red, 2}, DNK: {red, 2}})
	open := len(s.Missions)
	if !hasOption(s, "claim vault") || !hasOption(s, "claim naval-base") || hasOption(s, "end") {
		t.Fatalf("two missions fulfilled: options %v, want both claims and no end before choosing", options(s))
	}
	apply(t, s, "red", "claim vault")
	if len(s.Missions) != open-1 || slices.Contains(s.Missions, "vault") {
		t.Errorf("after claim vault: missions %v, want %d without vault and no replacement", s.Missions, open-1)
	}
	refuse(t, s, "red", "claim naval-base", "")
	apply(t, s, "red", "end")

	// Blue's turn: place, claim one of its own, end.
	apply(t, s, "blue", "reinforce Belgien "+strconv.Itoa(s.Pool))
	if c := s.claimable(blue); len(c) > 1 {
		apply(t, s, "blue", "claim "+c[0])
	}
	apply(t, s, "blue", "end")

	apply(t, s, "red", "reinforce Schweiz "+strconv.Itoa(s.Pool))
	if !hasOption(s, "claim naval-base") {
		t.Errorf("red's next turn: options %v, want claim naval-base", options(s))
	}
	if slices.Contains(s.Claimed[blue], "vault") || !slices.Contains(s.Claimed[red], "vault") {
		t.Errorf("claimed red %v, blue %v; want the vault to stay with red", s.Claimed[red], s.Claimed[blue])
	}
}

// Rule text, Aufstand: "Sollte den neutralen Einheiten die Eroberung
// gelingen, ziehen nur die an der Aktion beteiligten neutralen Einheiten
// (1, 2 oder 3) in das Gebiet."
func TestUprisingOnlyTheFightingUnitsMoveIn(t *testing.T) {
	tests := []struct {
		name           string
		source, target terrID
		neutral        int
		dice           []int
		wantIn         int
	}{
		{"three into open land", DNK, DEU, 8, []int{6, 6, 6, 1}, 3},
		{"two into rough terrain", CHE, AUT, 8, []int{6, 6, 1}, 2},
		{"one from two units", DNK, DEU, 2, []int{6, 1}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t, setupCommand, map[terrID][2]int{GBR: {red, 3}, tt.source: {neutral, tt.neutral}, tt.target: {blue, 1}})
			s.Lazarett[red] = 6
			balance(s)
			s.startTurn()
			s.forced = tt.dice
			cmd := "buy aufstand " + tt.target.name() + " from " + tt.source.name()
			apply(t, s, "red", cmd)
			if s.Owner[tt.target] != neutral || s.Units[tt.target] != tt.wantIn || s.Units[tt.source] != tt.neutral-tt.wantIn {
				t.Errorf("Apply(%s): %s %d of %s, %s %d; want %d neutral, %d", cmd, tt.target.name(), s.Units[tt.target],
					seatNames[s.Owner[tt.target]], tt.source.name(), s.Units[tt.source], tt.wantIn, tt.neutral-tt.wantIn)
			}
		})
	}
}

// Rule text, Flugplatz bauen: "Wenn Sie das Gebiet mit dem Flugplatz
// verlieren, gilt der Flugplatz als zerstört (kann aber später wieder
// aufgebaut werden)."
func TestAirfieldRebuiltAfterItsLoss(t *testing.T) {
	s := testState(t, setupCommand, map[terrID][2]int{NFR: {red, 6}, BEL: {blue, 1}, NLD: {blue, 2}})
	s.Airfield[blue] = int(BEL)
	s.forced = []int{6, 1}
	apply(t, s, "red", "attack Belgien from Nord-Frankreich with 1")
	if s.Airfield[blue] != -1 {
		t.Fatalf("Belgien lost: blue's airfield %d, want destroyed (-1)", s.Airfield[blue])
	}
	apply(t, s, "red", "move 1")
	s.Lazarett[blue] = 10
	balance(s)
	apply(t, s, "red", "end")
	if s.Phase != phBuy || !hasOption(s, "buy flugplatz Niederlande") {
		t.Errorf("blue's turn with 10 in the Lazarett: phase %s, options %v; want buy flugplatz Niederlande", s.Phase, options(s))
	}
	apply(t, s, "blue", "buy flugplatz Niederlande")
	if s.Airfield[blue] != int(NLD) || s.Lazarett[blue] != 0 {
		t.Errorf("buy flugplatz Niederlande: airfield %d, Lazarett %d; want Niederlande, 0", s.Airfield[blue], s.Lazarett[blue])
	}
}

// Rule text, Gebietskarte ziehen: "Kosten = 9: Ziehen Sie eine Karte und
// nehmen Sie sie zu Ihren anderen Karten."
func TestBoughtCardJoinsTheHand(t *testing.T) {
	s := testState(t, setupCommand, map[terrID][2]int{GBR: {red, 3}})
	giveCards(s, red, IRL)
	s.Lazarett[red] = 9
	balance(s)
	s.startTurn()
	deck := len(s.Deck)
	apply(t, s, "red", "buy gebietskarte")
	if len(s.Hands[red]) != 2 || !slices.Contains(s.Hands[red], int(IRL)) || len(s.Deck) != deck-1 || s.Lazarett[red] != 0 {
		t.Errorf("buy gebietskarte: hand %v, deck %d, Lazarett %d; want Irland and one more, %d, 0", s.Hands[red], len(s.Deck), s.Lazarett[red], deck-1)
	}
}

// Rule text, Sondertrupp: "In diesem Zug dürfen Sie Gebiete mit
// schwierigem Gelände mit maximal 3 Einheiten ... angreifen": in the next
// turn the limit of 2 holds again.
func TestSondertruppLastsOneTurn(t *testing.T) {
	s := testState(t, setupCommand, map[terrID][2]int{NFR: {red, 9}, GBR: {red, 3}, CHE: {neutral, 8}})
	s.Lazarett[red] = 8
	balance(s)
	s.startTurn()
	apply(t, s, "red", "buy sondertrupp")
	apply(t, s, "red", "reinforce Großbritannien "+strconv.Itoa(s.Pool))
	apply(t, s, "red", "attack Schweiz from Nord-Frankreich")
	if !hasOption(s, "with 3") {
		t.Fatalf("with the Sondertrupp: options %v, want with 3", options(s))
	}
	s.forced = []int{1, 1, 1, 6, 6}
	apply(t, s, "red", "with 3")
	apply(t, s, "red", "end")
	apply(t, s, "blue", "reinforce Belgien "+strconv.Itoa(s.Pool))
	for len(s.claimable(blue)) > 1 {
		apply(t, s, "blue", "claim "+s.claimable(blue)[0])
	}
	apply(t, s, "blue", "end")
	if s.Phase == phBuy {
		apply(t, s, "red", "done")
	}
	apply(t, s, "red", "reinforce Großbritannien "+strconv.Itoa(s.Pool))
	apply(t, s, "red", "attack Schweiz from Nord-Frankreich")
	if hasOption(s, "with 3") {
		t.Errorf("the turn after the Sondertrupp: options %v, want at most with 2", options(s))
	}
}

// Rule text, LAZARETT: the besiegte Einheiten are exchanged for a special
// command "und danach zu Ihrem Vorrat zurückgelegt", and "3 Einheiten
// Verstärkung. Kosten = 7: Legen Sie 3 Einheiten in Gebiete, die Sie
// bereits kontrollieren." The 7 units paid refill the supply, so the
// command can be bought while the supply itself is empty.
func TestReinforcementsBoughtWithAnEmptySupply(t *testing.T) {
	s := testState(t, setupCommand, map[terrID][2]int{GBR: {red, 3}})
	s.Lazarett[red] = 7
	balance(s)
	s.Units[GBR] += s.Supply[red] // every piece not in the Lazarett is on the board
	balance(s)
	if s.Supply[red] != 0 {
		t.Fatalf("red's supply %d, want 0", s.Supply[red])
	}
	s.startTurn()
	if !hasOption(s, "buy verstärkung") {
		t.Fatalf("empty supply, 7 in the Lazarett: options %v, want buy verstärkung", options(s))
	}
	apply(t, s, "red", "buy verstärkung")
	if s.Lazarett[red] != 0 || s.Pool < 3 {
		t.Errorf("buy verstärkung: Lazarett %d, units to place %d; want 0, at least 3", s.Lazarett[red], s.Pool)
	}
}

// Rule text, LAZARETT: special commands are bought "am Anfang Ihres
// Zugs"; ÜBERSICHT and the cards TRUPPEN, EROBERN, ZUG BEENDEN give the
// rest of the turn: reinforcements placed (all of them), attacks, one
// mission claimed ("Sobald Sie Ihre Eroberungsaktionen beendet haben"),
// the closing move, and a card for a turn that conquered.
func TestKommandozentraleTurnInOrder(t *testing.T) {
	s := testState(t, setupCommand, map[terrID][2]int{GBR: {red, 5}, NFR: {red, 6}, CHE: {neutral, 1}})
	giveCards(s, red, IRL, BEL)
	s.Lazarett[red] = 8
	balance(s)
	s.startTurn()
	if s.Phase != phBuy {
		t.Fatalf("start of the turn: phase %s, want %s", s.Phase, phBuy)
	}
	refuse(t, s, "red", "trade 2 cards 2 stars", "")
	apply(t, s, "red", "buy sondertrupp")
	if s.Phase != phDraft {
		t.Fatalf("Lazarett spent: phase %s, want %s", s.Phase, phDraft)
	}
	refuse(t, s, "red", "buy aufklärungsmission", "")
	apply(t, s, "red", "trade 2 cards 2 stars")
	refuse(t, s, "red", "attack Schweiz from Nord-Frankreich", "place all your reinforcements first")
	apply(t, s, "red", "reinforce Nord-Frankreich "+strconv.Itoa(s.Pool))
	s.forced = []int{6, 6, 6, 1}
	apply(t, s, "red", "attack Schweiz from Nord-Frankreich with 3")
	apply(t, s, "red", "move 3")
	if s.Owner[CHE] != red || s.Units[CHE] != 3 {
		t.Fatalf("after the conquest: Schweiz %d units of %s, want 3 of red", s.Units[CHE], seatNames[s.Owner[CHE]])
	}
	apply(t, s, "red", "claim vault")
	if s.Phase != phFortify || hasOption(s, "attack Belgien from Nord-Frankreich") {
		t.Errorf("after the claim: phase %s, options %v; want %s without attacks", s.Phase, options(s), phFortify)
	}
	hand := len(s.Hands[red])
	apply(t, s, "red", "move 2 Nord-Frankreich Großbritannien")
	if s.Active != blue || len(s.Hands[red]) != hand+1 {
		t.Errorf("after the closing move: active %s, red's hand %d cards; want blue, %d", seatNames[s.Active], len(s.Hands[red]), hand+1)
	}
	if !slices.Equal(s.Claimed[red], []string{"vault"}) {
		t.Errorf("red's missions %v, want [vault]", s.Claimed[red])
	}
}
