package risk

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// placement is one territory's start in a fixed setup.
type placement struct {
	T     terrID
	Owner int
	Units int
}

// fixedSetup is one Grundausbildung setup. Missions and cities are from the
// rule text (S); units, owners and capitals are reconstructed (R) from the
// two count lists of the rule text (list A for Spiel 1, list B for Spiel 2).
// No player starts with a whole region.
type fixedSetup struct {
	Missions []string
	Cities   []terrID
	Capitals [3]terrID
	Start    []placement
}

// Rule text, SPIEL 1 and SPIEL 2. The two city lists are garbled in the
// extraction (4 names, then 14 with Nord-Russland twice); read as two
// columns of 9 they give 4+5 for Spiel 1 and 9 for Spiel 2 (R).
var fixedSetups = map[string]fixedSetup{
	setupSpiel1: {
		Missions: spiel1Missions,
		Cities:   []terrID{GBR, NFR, DEU, SWE, SVK, PRU, LTU, LVA, NRU},
		Capitals: [3]terrID{-1, GBR, ZRU},
		Start: []placement{
			{IRL, red, 2}, {GBR, red, 5}, {NFR, red, 4}, {SVN, red, 2},
			{BEL, red, 4}, {NLD, red, 4}, {DEU, red, 4}, {ITA, red, 2},
			{ZRU, blue, 5}, {NRU, blue, 4}, {BLR, blue, 4}, {OUK, blue, 4},
			{SRU, blue, 4}, {LTU, blue, 2}, {LVA, blue, 2}, {ROU, blue, 2},
			{DNK, neutral, 8}, {CHE, neutral, 8}, {NOR, neutral, 5}, {WUK, neutral, 5},
			{SWE, neutral, 5}, {FIN, neutral, 5}, {POL, neutral, 5}, {PRU, neutral, 5},
			{CZE, neutral, 3}, {AUT, neutral, 3}, {SVK, neutral, 2}, {HUN, neutral, 2},
			{SFR, neutral, 2}, {EST, neutral, 2},
		},
	},
	setupSpiel2: {
		Missions: spiel2Missions,
		Cities:   []terrID{NLD, DEU, SFR, SVN, NRU, POL, ITA, HUN, OUK},
		Capitals: [3]terrID{-1, ZRU, GBR},
		Start: []placement{
			{OUK, red, 7}, {NRU, red, 7}, {ZRU, red, 4}, {BLR, red, 3},
			{SRU, red, 3}, {POL, red, 1}, {LVA, red, 1}, {HUN, red, 1},
			{NFR, blue, 7}, {GBR, blue, 7}, {AUT, blue, 4}, {BEL, blue, 3},
			{SFR, blue, 3}, {NLD, blue, 1}, {ITA, blue, 1}, {SVN, blue, 1},
			{DNK, neutral, 8}, {CHE, neutral, 8}, {NOR, neutral, 8}, {WUK, neutral, 5},
			{DEU, neutral, 5}, {SWE, neutral, 4}, {FIN, neutral, 4}, {IRL, neutral, 4},
			{CZE, neutral, 3}, {SVK, neutral, 3}, {PRU, neutral, 2}, {LTU, neutral, 2},
			{EST, neutral, 2}, {ROU, neutral, 2},
		},
	},
}

// settings are a new game's options, read from engine.Options.
type settings struct {
	Setup     string // spiel1, spiel2 or kommandozentrale
	Planner   string // Kommandozentrale: red or blue
	TurnLimit string // a number of rounds, or none
	First     string // Spiel 1 and 2: roll, red or blue
}

// newState sets up a game from its options and seed.
func newState(set settings, seed uint64) (*state, error) {
	setup, planner, limit := set.Setup, set.Planner, set.TurnLimit
	s := &state{Setup: setup, Decision: 1, Round: 1, From: -1, To: -1,
		Capital: [3]int{-1, -1, -1}, Airfield: [3]int{-1, -1, -1}}
	s.Rand.S = seed
	if limit != "none" {
		n, err := strconv.Atoi(limit)
		if err != nil || n < 1 {
			return nil, fmt.Errorf("read option turn-limit %q: want a number of rounds or none", limit)
		}
		s.TurnLimit = n
	}
	for t := range board {
		s.Deck = append(s.Deck, t)
	}
	s.shuffleDeck()
	s.Supply = [3]int{0, piecesEach - startUnits, piecesEach - startUnits}
	if setup == setupCommand {
		return s, s.setupCommand(planner)
	}
	fs, ok := fixedSetups[setup]
	if !ok {
		return nil, fmt.Errorf("read option setup %q: want spiel1, spiel2 or kommandozentrale", setup)
	}
	s.Missions = slices.Clone(fs.Missions)
	for _, c := range fs.Cities {
		s.City[c] = true
	}
	for _, pl := range fs.Start {
		s.Owner[pl.T], s.Units[pl.T] = pl.Owner, pl.Units
	}
	s.Capital = [3]int{-1, int(fs.Capitals[red]), int(fs.Capitals[blue])}
	first, err := s.chooseFirst(set.First)
	if err != nil {
		return nil, err
	}
	s.First, s.Active = first, first
	s.startTurn()
	return s, nil
}

// chooseFirst names who begins Spiel 1 or 2. The rule text leaves it to
// the players; by default each side rolls a die and the higher begins
// (ties roll again), the engine rolling for both and keeping the account
// in Opening, which every view shows.
func (s *state) chooseFirst(opt string) (int, error) {
	switch opt {
	case "red":
		s.Opening = "red begins (set when the game was created)."
		return red, nil
	case "blue":
		s.Opening = "blue begins (set when the game was created)."
		return blue, nil
	case "roll":
	default:
		return 0, fmt.Errorf("read option first-player %q: want roll, red or blue", opt)
	}
	var rolls []string
	for {
		r, b := s.Rand.D6(), s.Rand.D6()
		rolls = append(rolls, fmt.Sprintf("red %d, blue %d", r, b))
		if r != b {
			first := red
			if b > r {
				first = blue
			}
			s.Opening = fmt.Sprintf("Who begins: %s; %s begins.", strings.Join(rolls, ", again "), seatNames[first])
			return first, nil
		}
	}
}

func (s *state) shuffleDeck() {
	s.Rand.Shuffle(len(s.Deck), func(i, j int) { s.Deck[i], s.Deck[j] = s.Deck[j], s.Deck[i] })
}

// setupCommand prepares the Kommandozentrale setup (research §6, H): 9
// random cities from the territory cards, 8 of the 12 missions at random,
// then the planner places both sides and the neutral army.
func (s *state) setupCommand(planner string) error {
	switch planner {
	case "red":
		s.Planner = red
	case "blue":
		s.Planner = blue
	default:
		return fmt.Errorf("read option planner %q: want red or blue", planner)
	}
	for _, t := range s.Deck[:numCities] {
		s.City[t] = true
	}
	s.shuffleDeck()
	keys := make([]string, len(missions))
	for i, m := range missions {
		keys[i] = m.Key
	}
	s.Rand.Shuffle(len(keys), func(i, j int) { keys[i], keys[j] = keys[j], keys[i] })
	s.Missions = keys[:8]
	for t := range board {
		s.Owner[t] = nobody
	}
	s.Supply[neutral] = 0
	s.Active = s.Planner
	s.Phase = phPlace
	return nil
}

// armyLimit is how many units each army places in the Kommandozentrale.
func armyLimit(army int) int {
	if army == neutral {
		return neutralUnits
	}
	return startUnits
}
