package risk

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

func TestEveryMissionsCondition(t *testing.T) {
	all := func(ids ...terrID) []terrID { return ids }
	tests := []struct {
		key    string
		give   []terrID // red needs these
		cities []terrID // cities on the board
		spoil  terrID   // taking this one from red breaks the mission
	}{
		{"yellow", regions[0].Members, nil, NLD},
		{"orange", regions[1].Members, nil, CHE},
		{"purple", regions[2].Members, nil, HUN},
		{"green", regions[3].Members, nil, SRU},
		{"two-regions", append(slices.Clone(regions[4].Members), regions[5].Members...), nil, EST},
		{"sea-lanes", all(GBR, IRL, NOR, SWE, POL, NFR), nil, POL},
		{"cities", all(IRL, GBR, DEU, POL, ITA, FIN), all(IRL, GBR, DEU, POL, ITA, FIN, OUK), FIN},
		{"vault", all(CHE), nil, CHE},
		{"naval-base", all(DNK), nil, DNK},
		{"satellites", all(NOR, WUK), nil, WUK},
		{"rough-terrain", all(NOR, CHE, AUT, ITA, SVK, ROU), nil, ROU},
	}
	for _, tt := range tests {
		t.Run(tt.key, func(t *testing.T) {
			s := testState(t, setupSpiel1, nil)
			for _, id := range tt.give {
				s.Owner[id] = red
			}
			for _, c := range tt.cities {
				s.City[c] = true
			}
			m := missionByKey(tt.key)
			if !m.Done(s, red) {
				t.Errorf("mission %s not done with %v", tt.key, tt.give)
			}
			s.Owner[tt.spoil] = blue
			if m.Done(s, red) {
				t.Errorf("mission %s still done without %s", tt.key, tt.spoil.name())
			}
		})
	}
	t.Run("neutral", func(t *testing.T) {
		s := testState(t, setupSpiel1, map[terrID][2]int{GBR: {red, 3}, SRU: {red, 1}})
		m := missionByKey("neutral")
		if !m.Done(s, red) {
			t.Errorf("mission neutral not done with no neutral unit on the board")
		}
		s.Owner[DNK] = neutral
		if m.Done(s, red) {
			t.Errorf("mission neutral done while the neutral army holds Dänemark")
		}
	})
	if len(missions) != 12 {
		t.Errorf("%d missions, want 12", len(missions))
	}
}

func TestClaimingMissions(t *testing.T) {
	s := testState(t, setupSpiel1, map[terrID][2]int{GBR: {red, 3}, CHE: {red, 2}, DNK: {red, 2}})
	if hasOption(s, "end") {
		t.Errorf("with two completed missions, options %v offer end before a claim", options(s))
	}
	refuse(t, s, "red", "end", "claim one of your completed missions first")
	apply(t, s, "red", "claim vault")
	if !slices.Equal(s.Claimed[red], []string{"vault"}) || slices.Contains(s.Missions, "vault") {
		t.Errorf("claimed %v, open %v; want vault claimed and gone from the board", s.Claimed[red], s.Missions)
	}
	refuse(t, s, "red", "claim naval-base", "not possible now")
	apply(t, s, "red", "end")
	if len(s.Claimed[red]) != 1 {
		t.Errorf("red claimed %v, want one mission per turn", s.Claimed[red])
	}

	// One completed mission is claimed on the way when the turn ends.
	s = testState(t, setupSpiel1, map[terrID][2]int{GBR: {red, 3}, CHE: {red, 2}})
	log := apply(t, s, "red", "end")
	if !slices.Equal(s.Claimed[red], []string{"vault"}) {
		t.Errorf("claimed %v after end, want [vault]; log %v", s.Claimed[red], log)
	}
}

func TestRoughTerrain(t *testing.T) {
	s := testState(t, setupSpiel1, map[terrID][2]int{NFR: {red, 6}, CHE: {neutral, 8}, BEL: {neutral, 5}})
	apply(t, s, "red", "attack Schweiz from Nord-Frankreich")
	if got, want := options(s), []string{"with 1", "with 2"}; !slices.Equal(got, want) {
		t.Errorf("into rough Schweiz: options %v, want %v", got, want)
	}
	refuse(t, s, "red", "with 3", "rough terrain")

	s = testState(t, setupSpiel1, map[terrID][2]int{NFR: {red, 6}, CHE: {neutral, 8}, BEL: {neutral, 5}})
	apply(t, s, "red", "attack Belgien from Nord-Frankreich")
	if !hasOption(s, "with 3") {
		t.Errorf("into plain Belgien: options %v lack with 3", options(s))
	}

	s = testState(t, setupSpiel1, map[terrID][2]int{NFR: {red, 6}, CHE: {neutral, 8}})
	s.Sondertrupp = true
	apply(t, s, "red", "attack Schweiz from Nord-Frankreich")
	if !hasOption(s, "with 3") {
		t.Errorf("with the Sondertrupp: options %v lack with 3", options(s))
	}
	if board[FIN].Rough {
		t.Errorf("Finnland is rough; the rule text's example attacks it with 3")
	}
}

func TestAirfield(t *testing.T) {
	tests := []struct {
		name      string
		airfield  [3]int
		dice      []int
		wantRed   int // red units left in Nord-Frankreich
		wantOther int // units left in the target
	}{
		// Red 3 against neutral 3-2: a tie, red loses.
		{"no airfield", [3]int{-1, -1, -1}, []int{3, 3, 2}, 5, 8},
		// Red's airfield next to Schweiz makes the 3 a 4.
		{"attacker's airfield next door", [3]int{-1, int(DEU), -1}, []int{3, 3, 2}, 6, 7},
		// An airfield far away does nothing.
		{"airfield too far", [3]int{-1, int(IRL), -1}, []int{3, 3, 2}, 5, 8},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t, setupCommand, map[terrID][2]int{NFR: {red, 6}, DEU: {red, 2}, IRL: {red, 2}, CHE: {neutral, 8}})
			s.Airfield = tt.airfield
			s.forced = tt.dice
			apply(t, s, "red", "attack Schweiz from Nord-Frankreich with 1")
			if s.Units[NFR] != tt.wantRed || s.Units[CHE] != tt.wantOther {
				t.Errorf("Nord-Frankreich %d, Schweiz %d; want %d, %d", s.Units[NFR], s.Units[CHE], tt.wantRed, tt.wantOther)
			}
		})
	}

	t.Run("defender's airfield", func(t *testing.T) {
		s := testState(t, setupCommand, map[terrID][2]int{NFR: {red, 6}, BEL: {blue, 3}, NLD: {blue, 1}})
		s.Airfield[blue] = int(NLD)
		s.forced = []int{5, 4, 2} // red 5 against blue 4+1: tie, red loses
		log := apply(t, s, "red", "attack Belgien from Nord-Frankreich with 1")
		if want := "blue rolls 5-2 (highest +1 for the airfield)"; !strings.Contains(strings.Join(log, " "), want) {
			t.Errorf("log %v, want %q", log, want)
		}
		if s.Units[NFR] != 5 || s.Units[BEL] != 3 {
			t.Errorf("Nord-Frankreich %d, Belgien %d; want 5, 3", s.Units[NFR], s.Units[BEL])
		}
		if s.Lazarett[red] != 1 {
			t.Errorf("red's Lazarett %d, want 1 lost unit", s.Lazarett[red])
		}
	})

	t.Run("destroyed with its territory", func(t *testing.T) {
		s := testState(t, setupCommand, map[terrID][2]int{NFR: {red, 6}, BEL: {blue, 1}})
		s.Airfield[blue] = int(BEL)
		s.forced = []int{6, 5, 5, 1}
		apply(t, s, "red", "attack Belgien from Nord-Frankreich with 3")
		if s.Owner[BEL] != red || s.Airfield[blue] != -1 {
			t.Errorf("Belgien owner %d, blue's airfield %d; want red and none", s.Owner[BEL], s.Airfield[blue])
		}
	})

	t.Run("one per player, bought for 10", func(t *testing.T) {
		s := testState(t, setupCommand, map[terrID][2]int{GBR: {red, 3}})
		s.Lazarett[red] = 20
		balance(s)
		s.startTurn()
		apply(t, s, "red", "buy flugplatz Großbritannien")
		if s.Airfield[red] != int(GBR) || s.Lazarett[red] != 10 {
			t.Errorf("airfield %d, Lazarett %d; want Großbritannien, 10", s.Airfield[red], s.Lazarett[red])
		}
		for _, o := range options(s) {
			if strings.HasPrefix(o, "buy flugplatz") {
				t.Errorf("a second airfield is offered: %s", o)
			}
		}
	})

	t.Run("no bonus for the neutral army's dice", func(t *testing.T) {
		// Red buys an Aufstand; red's own airfield next to the fight
		// does not help the neutral dice.
		s := testState(t, setupCommand, map[terrID][2]int{GBR: {red, 3}, DEU: {red, 1}, CHE: {neutral, 8}, AUT: {blue, 2}})
		s.Airfield[red] = int(DEU)
		s.Lazarett[red] = 6
		balance(s)
		s.startTurn()
		s.forced = []int{4, 4, 4, 1} // neutral 4-4 against blue 4-1: tie, neutral loses, stops
		apply(t, s, "red", "buy aufstand Österreich from Schweiz")
		if s.Units[CHE] != 7 || s.Units[AUT] != 1 {
			t.Errorf("Schweiz %d, Österreich %d; want 7, 1", s.Units[CHE], s.Units[AUT])
		}
	})
}

func TestUprisingConquers(t *testing.T) {
	s := testState(t, setupCommand, map[terrID][2]int{GBR: {red, 3}, CHE: {neutral, 8}, AUT: {blue, 3}})
	s.Lazarett[red] = 6
	balance(s)
	s.startTurn()
	// Rough Österreich: 2 neutral dice. Rounds: 6-6 vs 1-1 (blue -2),
	// then 6-6 vs 1 (blue -1): conquered by the 2 units that fought.
	s.forced = []int{6, 6, 1, 1, 6, 6, 1}
	apply(t, s, "red", "buy aufstand Österreich from Schweiz")
	if s.Owner[AUT] != neutral || s.Units[AUT] != 2 || s.Units[CHE] != 6 {
		t.Errorf("Österreich %d with %d, Schweiz %d; want neutral with 2, 6", s.Owner[AUT], s.Units[AUT], s.Units[CHE])
	}
	if s.Lazarett[blue] != 3 {
		t.Errorf("blue's Lazarett %d, want 3", s.Lazarett[blue])
	}
}

func TestReconnaissanceRerollsOnes(t *testing.T) {
	s := testState(t, setupCommand, map[terrID][2]int{DEU: {red, 6}, DNK: {neutral, 8}})
	s.Recon = 1
	// Red rolls 1-1-5: one 1 is rolled again (1, then 6); the other stays.
	s.forced = []int{1, 1, 5, 1, 6, 4, 3}
	log := apply(t, s, "red", "attack Dänemark from Deutschland with 3")
	if !strings.Contains(strings.Join(log, " "), "red rolls 6-5-1") {
		t.Errorf("log %v, want red rolls 6-5-1", log)
	}
}

func TestVictoryAndElimination(t *testing.T) {
	t.Run("three missions and the own capital", func(t *testing.T) {
		s := testState(t, setupSpiel1, map[terrID][2]int{GBR: {red, 3}, CHE: {red, 2}})
		s.Claimed[red] = []string{"green", "purple"}
		s.Missions = slices.DeleteFunc(s.Missions, func(k string) bool { return k == "green" || k == "purple" })
		apply(t, s, "red", "end")
		if o := s.Outcome(); !o.Over || !slices.Equal(o.Winners, []string{"red"}) {
			t.Errorf("Outcome = %+v, want red to win", o)
		}
	})
	t.Run("three missions without the capital", func(t *testing.T) {
		s := testState(t, setupSpiel1, map[terrID][2]int{IRL: {red, 3}, CHE: {red, 2}})
		s.Claimed[red] = []string{"green", "purple"}
		s.Missions = slices.DeleteFunc(s.Missions, func(k string) bool { return k == "green" || k == "purple" })
		apply(t, s, "red", "end")
		if o := s.Outcome(); o.Over {
			t.Errorf("Outcome = %+v, want the game to go on while blue holds red's capital", o)
		}
		if s.actor() != blue {
			t.Errorf("actor %s, want blue", seatNames[s.actor()])
		}
	})
	t.Run("elimination", func(t *testing.T) {
		s := testState(t, setupSpiel1, nil)
		for i := range board {
			s.Owner[i] = red
		}
		s.Owner[BEL], s.Units[NFR] = blue, 5
		balance(s)
		s.forced = []int{6, 1, 1, 1}
		apply(t, s, "red", "attack Belgien from Nord-Frankreich with 3")
		if o := s.Outcome(); !o.Over || !slices.Equal(o.Winners, []string{"red"}) || !strings.Contains(o.Reason, "eliminated") {
			t.Errorf("Outcome = %+v, want red to win by elimination", o)
		}
		if len(s.Pending()) != 0 {
			t.Errorf("Pending = %v after the end", s.Pending())
		}
		refuse(t, s, "blue", "end", "the game is over")
	})
	t.Run("turn limit", func(t *testing.T) {
		s := testState(t, setupSpiel1, map[terrID][2]int{GBR: {red, 3}})
		s.TurnLimit = 1
		s.Claimed[red] = []string{"green", "purple"}
		s.Missions = slices.DeleteFunc(s.Missions, func(k string) bool { return k == "green" || k == "purple" })
		apply(t, s, "red", "end")
		apply(t, s, "blue", "reinforce Belgien "+strconv.Itoa(s.Pool))
		apply(t, s, "blue", "claim vault, end")
		if o := s.Outcome(); !o.Over || !slices.Equal(o.Winners, []string{"red"}) || !strings.Contains(o.Reason, "turn limit") {
			t.Errorf("Outcome = %+v, want red to lead on missions at the limit", o)
		}
	})
}

func TestReinforcements(t *testing.T) {
	tests := []struct {
		name string
		terr map[terrID][2]int
		city []terrID
		want int
	}{
		{"minimum 3", map[terrID][2]int{IRL: {red, 1}}, nil, 3},
		{"territories and cities", map[terrID][2]int{IRL: {red, 1}, NOR: {red, 1}, SWE: {red, 1}, FIN: {red, 1},
			DNK: {red, 1}, EST: {red, 1}, ITA: {red, 1}, PRU: {red, 1}},
			[]terrID{IRL, NOR, SWE, FIN}, 4 + 2 /* Türkis */},
		{"capitals", map[terrID][2]int{GBR: {red, 1}, ZRU: {red, 1}}, nil, 3 + 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t, setupSpiel1, tt.terr)
			for _, c := range tt.city {
				s.City[c] = true
			}
			if got := s.reinforcements(red); got != tt.want {
				t.Errorf("reinforcements(red) = %d, want %d", got, tt.want)
			}
		})
	}
}
