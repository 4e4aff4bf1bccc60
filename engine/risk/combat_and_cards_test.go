package risk

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// Rule text, EROBERN: 1, 2 or 3 units attack and one stays behind;
// rough terrain only 1 or 2 (3 with the Sondertrupp).
func TestAttackingUnits(t *testing.T) {
	tests := []struct {
		name        string
		units       int
		target      terrID
		sondertrupp bool
		want        int // most units that may attack
	}{
		{"2 units: 1 attacks", 2, BEL, false, 1},
		{"3 units: 2 attack", 3, BEL, false, 2},
		{"4 units: 3 attack", 4, BEL, false, 3},
		{"10 units: still 3", 10, BEL, false, 3},
		{"rough Schweiz: 2", 10, CHE, false, 2},
		{"rough Schweiz with the Sondertrupp: 3", 10, CHE, true, 3},
		{"rough Schweiz with the Sondertrupp and 3 units: 2", 3, CHE, true, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t, setupSpiel1, map[terrID][2]int{NFR: {red, tt.units}, tt.target: {neutral, 5}})
			s.Sondertrupp = tt.sondertrupp
			apply(t, s, "red", "attack "+tt.target.name()+" from Nord-Frankreich")
			var want []string
			for n := 1; n <= tt.want; n++ {
				want = append(want, "with "+strconv.Itoa(n))
			}
			if got := options(s); !slices.Equal(got, want) {
				t.Errorf("options %v, want %v", got, want)
			}
			refuse(t, s, "red", "with "+strconv.Itoa(tt.want+1), "")
		})
	}
	s := testState(t, setupSpiel1, map[terrID][2]int{NFR: {red, 1}})
	refuse(t, s, "red", "attack Belgien from Nord-Frankreich", "only 1 unit")
}

// Rule text, EROBERN: the defender defends with at most 2 units;
// TRUPPEN: the neutral army always with 2 where it can.
func TestDefenceDice(t *testing.T) {
	tests := []struct {
		name  string
		owner int
		units int
		want  string // the defender's dice in the log
	}{
		{"neutral with 5 rolls 2", neutral, 5, "neutral rolls 2-1"},
		{"neutral with 1 rolls 1", neutral, 1, "neutral rolls 2;"},
		{"blue with 3 rolls 2", blue, 3, "blue rolls 2-1"},
		{"blue with 1 rolls 1", blue, 1, "blue rolls 2;"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t, setupSpiel1, map[terrID][2]int{NFR: {red, 2}, BEL: {tt.owner, tt.units}})
			s.forced = []int{1, 2, 1}
			log := apply(t, s, "red", "attack Belgien from Nord-Frankreich with 1")
			if !strings.Contains(strings.Join(log, " "), tt.want) {
				t.Errorf("log %v, want %q", log, tt.want)
			}
		})
	}
}

// Rule text, NACH DER TRUPPENVERSTÄRKUNG: all reinforcements are placed
// before the attacks.
func TestReinforcementsArePlacedBeforeAttacking(t *testing.T) {
	s := testState(t, setupSpiel1, map[terrID][2]int{NFR: {red, 5}})
	s.startDraft()
	refuse(t, s, "red", "attack Belgien from Nord-Frankreich with 3", "place all your reinforcements first")
	refuse(t, s, "red", "end", "place all your reinforcements first")
	apply(t, s, "red", "reinforce Nord-Frankreich "+strconv.Itoa(s.Pool))
	apply(t, s, "red", "attack Belgien from Nord-Frankreich with 3")
}

// After a conquest the attacking units move in, and as many more as the
// player wants, leaving one behind (research §4).
func TestMovingInAfterAConquest(t *testing.T) {
	s := testState(t, setupSpiel1, map[terrID][2]int{NFR: {red, 10}, BEL: {neutral, 1}})
	s.forced = []int{6, 6, 6, 1}
	apply(t, s, "red", "attack Belgien from Nord-Frankreich with 3")
	if s.Owner[BEL] != red || s.Units[BEL] != 3 || s.Units[NFR] != 7 {
		t.Fatalf("Belgien %d of %d, Nord-Frankreich %d; want 3 of red, 7", s.Units[BEL], s.Owner[BEL], s.Units[NFR])
	}
	refuse(t, s, "red", "move 2", "at least the 3 attacking units")
	refuse(t, s, "red", "move 10", "at most all but one")
	apply(t, s, "red", "move 9")
	if s.Units[BEL] != 9 || s.Units[NFR] != 1 {
		t.Errorf("Belgien %d, Nord-Frankreich %d; want 9, 1", s.Units[BEL], s.Units[NFR])
	}

	// With nothing left to follow, the question is not asked.
	s = testState(t, setupSpiel1, map[terrID][2]int{NFR: {red, 3}, BEL: {neutral, 1}})
	s.forced = []int{6, 6, 1}
	apply(t, s, "red", "attack Belgien from Nord-Frankreich with 2")
	if s.Phase != phAttack || s.Units[BEL] != 2 || s.Units[NFR] != 1 {
		t.Errorf("phase %s, Belgien %d, Nord-Frankreich %d; want %s, 2, 1", s.Phase, s.Units[BEL], s.Units[NFR], phAttack)
	}
}

// ZUG BEENDEN (research §4): one card at the end of a turn that conquered,
// however many territories it took; none otherwise; none for the buyer of
// an Aufstand that conquers (README choice 14).
func TestOneCardForATurnThatConquered(t *testing.T) {
	tests := []struct {
		name      string
		conquests int
		want      int
	}{
		{"no conquest", 0, 0},
		{"one conquest", 1, 1},
		{"two conquests", 2, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t, setupSpiel1, map[terrID][2]int{NFR: {red, 10}, BEL: {neutral, 1}, SFR: {neutral, 1}})
			for _, target := range []terrID{BEL, SFR}[:tt.conquests] {
				s.forced = []int{6, 1}
				apply(t, s, "red", "attack "+target.name()+" from Nord-Frankreich with 1, move 1")
			}
			apply(t, s, "red", "end")
			if got := len(s.Hands[red]); got != tt.want {
				t.Errorf("red holds %d cards, want %d", got, tt.want)
			}
		})
	}
	s := testState(t, setupCommand, map[terrID][2]int{GBR: {red, 3}, CHE: {neutral, 8}, AUT: {blue, 1}})
	s.Lazarett[red] = 6
	balance(s)
	s.startTurn()
	s.forced = []int{6, 6, 1}
	apply(t, s, "red", "buy aufstand Österreich from Schweiz")
	if s.Owner[AUT] != neutral || s.Conquered {
		t.Fatalf("Österreich owner %d, conquered %v; want neutral and no conquest of red's", s.Owner[AUT], s.Conquered)
	}
}

// Rule text, MISSIONEN ERFÜLLEN: "Eine erfüllte Mission bleibt bei dem
// Spieler, der sie erfüllt hatte."
func TestAClaimedMissionStays(t *testing.T) {
	s := testState(t, setupSpiel1, map[terrID][2]int{GBR: {red, 3}, CHE: {red, 1}, AUT: {blue, 5}})
	apply(t, s, "red", "end")
	if !slices.Equal(s.Claimed[red], []string{"vault"}) {
		t.Fatalf("claimed %v, want [vault]", s.Claimed[red])
	}
	apply(t, s, "blue", "reinforce Österreich "+strconv.Itoa(s.Pool))
	s.forced = []int{6, 6, 1}
	apply(t, s, "blue", "attack Schweiz from Österreich with 2, end")
	if s.Owner[CHE] != blue || !slices.Equal(s.Claimed[red], []string{"vault"}) || slices.Contains(s.Missions, "vault") {
		t.Errorf("Schweiz owner %d, red's missions %v, open %v; want blue, [vault], vault gone", s.Owner[CHE], s.Claimed[red], s.Missions)
	}
	if slices.Contains(s.Claimed[blue], "vault") {
		t.Errorf("blue claimed the vault a second time: %v", s.Claimed[blue])
	}
}

// Rule text, LAZARETT: lost units go to the Lazarett and pay for special
// commands, which go back to the supply; "Jedes Sonderkommando darf
// mehrmals gekauft werden."
func TestSpecialCommands(t *testing.T) {
	tests := []struct {
		cmd   string
		cost  int
		check func(s *state) string
	}{
		{"buy aufklärungsmission", 2, func(s *state) string {
			if s.Recon != 1 {
				return "Recon " + strconv.Itoa(s.Recon) + ", want 1"
			}
			return ""
		}},
		{"buy aufklärungsmission, buy aufklärungsmission", 4, func(s *state) string {
			if s.Recon != 2 {
				return "Recon " + strconv.Itoa(s.Recon) + ", want 2"
			}
			return ""
		}},
		{"buy verstärkung", 7, func(s *state) string {
			if s.Phase != phBuy || s.Pool != 3 {
				return "pool " + strconv.Itoa(s.Pool) + " in phase " + s.Phase + ", want 3 in buy"
			}
			return ""
		}},
		{"buy sondertrupp", 8, func(s *state) string {
			if !s.Sondertrupp {
				return "no Sondertrupp"
			}
			return ""
		}},
		{"buy gebietskarte", 9, func(s *state) string {
			if len(s.Hands[red]) != 1 {
				return "hand " + strconv.Itoa(len(s.Hands[red])) + ", want 1 card"
			}
			return ""
		}},
		// The English words of the help mail.
		{"buy special-forces", 8, func(s *state) string {
			if !s.Sondertrupp {
				return "no Sondertrupp"
			}
			return ""
		}},
		{"buy reconnaissance, buy card", 11, func(s *state) string {
			if s.Recon != 1 || len(s.Hands[red]) != 1 {
				return "no Aufklärungsmission or no card"
			}
			return ""
		}},
		{"buy airfield Irland", 10, func(s *state) string {
			if s.Airfield[red] != int(IRL) {
				return "no airfield in Irland"
			}
			return ""
		}},
		{"buy flugplatz Großbritannien", 10, func(s *state) string {
			if s.Airfield[red] != int(GBR) {
				return "no airfield in Großbritannien"
			}
			return ""
		}},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			s := testState(t, setupCommand, map[terrID][2]int{GBR: {red, 3}, IRL: {red, 2}})
			s.Lazarett[red] = 20
			balance(s)
			s.startTurn()
			supply := s.Supply[red]
			apply(t, s, "red", tt.cmd)
			paid := 20 - s.Lazarett[red]
			if paid != tt.cost || s.Supply[red] != supply+tt.cost-s.Pool {
				t.Errorf("paid %d, supply %d; want %d paid into the supply %d", paid, s.Supply[red], tt.cost, supply+tt.cost)
			}
			if msg := tt.check(s); msg != "" {
				t.Error(msg)
			}
		})
	}

	// Verstärkung: the 3 units are placed with the draft.
	s := testState(t, setupCommand, map[terrID][2]int{GBR: {red, 3}})
	s.Lazarett[red] = 7
	balance(s)
	s.startTurn()
	apply(t, s, "red", "buy verstärkung")
	if s.Phase != phDraft || s.Pool != 3+s.reinforcements(red) {
		t.Errorf("phase %s, pool %d; want %s, %d", s.Phase, s.Pool, phDraft, 3+s.reinforcements(red))
	}

	// Outside the Kommandozentrale there is no Lazarett to pay from.
	s = testState(t, setupSpiel1, map[terrID][2]int{GBR: {red, 3}})
	refuse(t, s, "red", "buy sondertrupp", "Kommandozentrale")
}

// Rule text, Aufstand: the opponent's territory must border a territory
// with at least 2 neutral units; into open terrain they roll up to 3.
func TestUprisingNeedsTwoNeutralUnits(t *testing.T) {
	s := testState(t, setupCommand, map[terrID][2]int{GBR: {red, 3}, DNK: {neutral, 1}, DEU: {blue, 5}})
	s.Lazarett[red] = 6
	balance(s)
	s.startTurn()
	if hasOption(s, "buy aufstand Deutschland from Dänemark") {
		t.Errorf("an Aufstand from Dänemark's single neutral unit is offered")
	}
	s = testState(t, setupCommand, map[terrID][2]int{GBR: {red, 3}, DNK: {neutral, 5}, DEU: {blue, 5}})
	s.Lazarett[red] = 6
	balance(s)
	s.startTurn()
	// 3 dice (Deutschland is not rough): 6-6-6 against 1-1 twice, then
	// 6-6-6 against 1: conquered by the 3 that fought last.
	s.forced = []int{6, 6, 6, 1, 1, 6, 6, 6, 1, 1, 6, 6, 6, 1}
	log := apply(t, s, "red", "buy aufstand Deutschland from Dänemark")
	if s.Owner[DEU] != neutral || s.Units[DEU] != 3 || s.Units[DNK] != 2 {
		t.Errorf("Deutschland %d with %d, Dänemark %d; want neutral with 3, 2; log %v", s.Owner[DEU], s.Units[DEU], s.Units[DNK], log)
	}
}

// An Aufstand that takes the opponent's last territory wins for the buyer
// (README choice 9).
func TestUprisingCanEliminate(t *testing.T) {
	s := testState(t, setupCommand, nil)
	for i := range board {
		s.Owner[i], s.Units[i] = red, 1
	}
	s.Owner[CHE], s.Units[CHE] = neutral, 8
	s.Owner[AUT], s.Units[AUT] = blue, 1
	s.Lazarett[red] = 6
	balance(s)
	s.startTurn()
	s.forced = []int{6, 6, 1}
	apply(t, s, "red", "buy aufstand Österreich from Schweiz")
	if o := s.Outcome(); !o.Over || !slices.Equal(o.Winners, []string{"red"}) {
		t.Errorf("Outcome = %+v, want red to win", o)
	}
}

// Rule text, Aufklärungsmission: only against a territory with a
// building; each purchase rerolls one more 1.
func TestReconnaissance(t *testing.T) {
	tests := []struct {
		name   string
		target terrID
		recon  int
		dice   []int
		want   string
	}{
		{"two purchases reroll two 1s", DNK, 2, []int{1, 1, 5, 1, 6, 4, 3, 2}, "red rolls 6-5-4"},
		{"no building, no reroll", BEL, 1, []int{1, 1, 5, 3, 2}, "red rolls 5-1-1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t, setupCommand, map[terrID][2]int{DEU: {red, 6}, tt.target: {neutral, 8}})
			s.Recon = tt.recon
			s.forced = tt.dice
			log := apply(t, s, "red", "attack "+tt.target.name()+" from Deutschland with 3")
			if !strings.Contains(strings.Join(log, " "), tt.want) {
				t.Errorf("log %v, want %q", log, tt.want)
			}
		})
	}
}

// Rule text, Flugplatz: it counts when defending, also against the
// neutral army's Aufstand; the neutral dice never get it.
func TestAirfieldDefendsAgainstAnUprising(t *testing.T) {
	s := testState(t, setupCommand, map[terrID][2]int{GBR: {red, 3}, CHE: {neutral, 8}, AUT: {blue, 2}, HUN: {blue, 1}})
	s.Airfield[blue] = int(HUN)
	s.Lazarett[red] = 6
	balance(s)
	s.startTurn()
	// Neutral 5-2 against blue 4(+1)-1: blue's 5 wins the tie; neutral
	// loses 1 and stops.
	s.forced = []int{5, 2, 4, 1}
	apply(t, s, "red", "buy aufstand Österreich from Schweiz")
	if s.Units[CHE] != 7 || s.Units[AUT] != 1 {
		t.Errorf("Schweiz %d, Österreich %d; want 7, 1", s.Units[CHE], s.Units[AUT])
	}
}

// The closing move (research §4): from one territory to another joined
// through the player's own territories (sea lanes count), one stays.
func TestClosingMove(t *testing.T) {
	tests := []struct {
		cmd, reason string
	}{
		{"move 4 Irland Nord-Frankreich", ""}, // Irland~Großbritannien~Nord-Frankreich
		{"move 5 Irland Nord-Frankreich", "not allowed"},
		{"move 1 Irland Belgien", "not connected"},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			s := testState(t, setupSpiel1, map[terrID][2]int{IRL: {red, 5}, GBR: {red, 1}, NFR: {red, 1}})
			if tt.reason != "" {
				refuse(t, s, "red", tt.cmd, tt.reason)
				return
			}
			apply(t, s, "red", tt.cmd)
			if s.Units[IRL] != 1 || s.Units[NFR] != 5 || s.Active != blue {
				t.Errorf("Irland %d, Nord-Frankreich %d, active %d; want 1, 5 and blue's turn", s.Units[IRL], s.Units[NFR], s.Active)
			}
		})
	}
}

// Rule text, KARTEN: trades need 2 or more stars; the table ends at 10.
func TestTradeLimits(t *testing.T) {
	s := testState(t, setupSpiel1, map[terrID][2]int{GBR: {red, 5}})
	giveCards(s, red, IRL)
	s.startDraft()
	refuse(t, s, "red", "trade 1 cards", "cannot trade")
	s = testState(t, setupSpiel1, map[terrID][2]int{GBR: {red, 5}})
	giveCards(s, red, NOR, CHE, AUT, ITA, SVK, ROU)
	s.startDraft()
	refuse(t, s, "red", "trade 6 cards 12 stars", "2 to 10 stars")
	pool := s.Pool
	apply(t, s, "red", "trade 1 cards 2 stars")
	if s.Pool != pool+2 {
		t.Errorf("pool %d, want %d", s.Pool, pool+2)
	}
	apply(t, s, "red", "reinforce Großbritannien "+strconv.Itoa(s.Pool))
	giveCards(s, red, IRL, BEL)
	refuse(t, s, "red", "trade 2 cards", "while you place your reinforcements")
}

// Kommandozentrale setup (research §6): the neutral army stands on the
// four building territories first; refusals say so.
func TestKommandozentralePlacementRefusals(t *testing.T) {
	st, err := Game.New(config(setupCommand, 5))
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*state)
	refuse(t, s, "red", "place neutral Polen 5", "first the neutral army stands on every building territory")
	refuse(t, s, "red", "place A Polen 5", "first the neutral army stands on every building territory")
	refuse(t, s, "red", "place neutral Schweiz 58", "keeps a unit for each building")
	apply(t, s, "red", "place neutral Schweiz 8, place neutral Dänemark 8, place neutral Norwegen 8, place neutral West-Ukraine 8")
	refuse(t, s, "red", "place A Schweiz 3", "already holds units of the neutral army")
	refuse(t, s, "red", "place A Polen 28", "28 is not allowed")
	apply(t, s, "red", "place A Polen 27")
	refuse(t, s, "red", "place A Deutschland 1", "army A has placed all its units")
}

// Rule text, EROBERN: dice are sorted high to low and compared pair by
// pair, ties to the defender; dice without a partner are ignored.
func TestDiceComparison(t *testing.T) {
	tests := []struct {
		name             string
		dice             []int // attacker's, then defender's, as rolled
		with             int
		attLoss, defLoss int
	}{
		{"Finnland: 6-4-3 against 5-4", []int{3, 6, 4, 4, 5}, 3, 1, 1},
		{"all high", []int{6, 6, 2, 5, 5}, 3, 0, 2},
		{"ties to the defender", []int{4, 4, 4, 4}, 2, 2, 0},
		{"one die against two: one pair", []int{6, 5, 5}, 1, 0, 1},
		{"one die loses to the higher", []int{5, 6, 1}, 1, 1, 0},
		{"unsorted rolls are sorted first", []int{1, 2, 6, 2, 5}, 3, 1, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t, setupSpiel1, map[terrID][2]int{SWE: {red, 10}, FIN: {blue, 5}})
			s.forced = tt.dice
			apply(t, s, "red", "attack Finnland from Schweden with "+strconv.Itoa(tt.with))
			if got, want := 10-s.Units[SWE], tt.attLoss; got != want {
				t.Errorf("red lost %d, want %d", got, want)
			}
			if got, want := 5-s.Units[FIN], tt.defLoss; got != want {
				t.Errorf("blue lost %d, want %d", got, want)
			}
		})
	}
}
