package risk

import (
	"encoding/json"
	"fmt"
	"slices"

	"turnmail/engine"
)

// Owners of a territory. During the Kommandozentrale setup red and blue
// stand for "army A" and "army B" until the other player chooses a side.
const (
	nobody  = -1
	neutral = 0
	red     = 1
	blue    = 2
)

// seatNames maps player numbers to seat names.
var seatNames = [3]string{"neutral", "red", "blue"}

// Phases of the game. Each phase with a prompt has its own options.
const (
	phPlace        = "place"        // KZ setup: choose army and territory
	phPlaceAmount  = "place-amount" // KZ setup: how many units
	phCapital      = "capital"      // KZ setup: capitals of army A and B
	phTake         = "take"         // KZ setup: the other player takes a side
	phFirst        = "first"        // KZ setup: the other player names who starts
	phBuy          = "buy"          // KZ: buy special commands
	phDraft        = "draft"        // trade cards, choose where to reinforce
	phDraftAmount  = "draft-amount" // how many units there
	phAttack       = "attack"       // choose an attack, claim, move or end
	phAttackDice   = "attack-dice"  // how many units attack
	phOccupy       = "occupy"       // how many units move in after a conquest
	phFortify      = "fortify"      // after claiming: closing move or end
	phMoveTo       = "move-to"      // move: destination
	phMoveAmount   = "move-amount"  // move: how many
	phMoveFrom     = "move-from"    // KZ: the Startmanöver's source
	phOver         = "over"         // the game has ended
	setupSpiel1    = "spiel1"       // Grundausbildung, Spiel 1
	setupSpiel2    = "spiel2"       // Grundausbildung, Spiel 2
	setupCommand   = "kommandozentrale"
	moveFortify    = "fortify"   // the closing troop move
	moveStartmanov = "manoeuvre" // the Startmanöver's move
)

// state is one game of Risk: Balance of Power. It is serialised whole by
// Marshal; every field is exported for encoding/json.
type state struct {
	Setup     string      `json:"setup"`
	TurnLimit int         `json:"turn_limit"` // rounds; 0 means none
	Rand      engine.Rand `json:"rand"`
	Decision  int         `json:"decision"`

	Owner    [numTerr]int  `json:"owner"` // fixed arrays: a clone copies them without allocating
	Units    [numTerr]int  `json:"units"`
	City     [numTerr]bool `json:"city"`
	Capital  [3]int        `json:"capital"`  // territory of each player's capital, -1 none
	Airfield [3]int        `json:"airfield"` // territory of each player's airfield, -1 none
	Supply   [3]int        `json:"supply"`   // [0]: neutral units removed from the board
	Lazarett [3]int        `json:"lazarett"` // lost units (Kommandozentrale only)
	Pool     int           `json:"pool"`     // units taken from supply, still to place

	Hands   [3][]int `json:"hands"` // card territories per player (secret)
	Deck    []int    `json:"deck"`  // draw pile, top first (secret order)
	Discard []int    `json:"discard"`

	Missions []string    `json:"missions"` // open missions on the board
	Claimed  [3][]string `json:"claimed"`

	Active int    `json:"active"`
	First  int    `json:"first"`
	Round  int    `json:"round"`
	Phase  string `json:"phase"`

	// This turn.
	Conquered       bool `json:"conquered"`
	ClaimedThisTurn bool `json:"claimed_this_turn"`
	Sondertrupp     bool `json:"sondertrupp"`
	Recon           int  `json:"recon"` // Aufklärungsmissionen bought

	// A step in progress.
	Army     int    `json:"army"` // KZ setup: army being placed
	From     int    `json:"from"`
	To       int    `json:"to"`
	Min      int    `json:"min"` // occupy: fewest units that must move in
	MoveKind string `json:"move_kind,omitempty"`

	// KZ setup.
	Planner int    `json:"planner"` // the seat that sets up both sides
	Placed  [3]int `json:"placed"`  // units placed so far per army

	// Opening says who began Spiel 1 or 2 and why (the roll).
	Opening string `json:"opening,omitempty"`
	// Defend is each player's standing defence order: the dice a
	// territory defends with (1 or 2; 0 means the default 2). DefendIn
	// overrides it per territory (0: no order there); nil when unused.
	Defend   [3]int   `json:"defend"`
	DefendIn [3][]int `json:"defend_in"`

	Winner int    `json:"winner"` // 0: none or a draw
	Reason string `json:"reason,omitempty"`

	// forced are dice results a test wants rolled next; never serialised.
	forced []int
	// readAs notes the typos read as known words while parsing a step,
	// for the step's log; never serialised.
	readAs []string
}

func (s *state) kz() bool { return s.Setup == setupCommand }

func other(p int) int { return 3 - p }

// roll rolls n dice, taking forced results first.
func (s *state) roll(n int) []int {
	d := make([]int, n)
	for i := range d {
		d[i] = s.die()
	}
	return d
}

func (s *state) die() int {
	if len(s.forced) > 0 {
		v := s.forced[0]
		s.forced = s.forced[1:]
		return v
	}
	return s.Rand.D6()
}

// clone returns a deep copy that shares nothing with s.
func (s *state) clone() *state {
	c := *s
	for p := range s.Hands {
		c.Hands[p] = slices.Clone(s.Hands[p])
		c.Claimed[p] = slices.Clone(s.Claimed[p])
		c.DefendIn[p] = slices.Clone(s.DefendIn[p])
	}
	c.Deck = slices.Clone(s.Deck)
	c.Discard = slices.Clone(s.Discard)
	c.Missions = slices.Clone(s.Missions)
	c.forced = slices.Clone(s.forced)
	c.readAs = nil
	return &c
}

// Marshal serialises the whole state deterministically.
func (s *state) Marshal() ([]byte, error) {
	b, err := json.Marshal(s)
	if err != nil {
		return nil, fmt.Errorf("marshal risk state: %w", err)
	}
	return b, nil
}

// Outcome reports whether and how the game ended.
func (s *state) Outcome() engine.Outcome {
	if s.Phase != phOver {
		return engine.Outcome{}
	}
	o := engine.Outcome{Over: true, Reason: s.Reason}
	if s.Winner != 0 {
		o.Winners = []string{seatNames[s.Winner]}
	}
	return o
}

// territories lists p's territories in board order.
func (s *state) territories(p int) []terrID {
	ts := make([]terrID, 0, s.countTerr(p)) // one allocation, not one per growth
	for t := range board {
		if s.Owner[t] == p {
			ts = append(ts, terrID(t))
		}
	}
	return ts
}

// countTerr counts the territories p owns.
func (s *state) countTerr(p int) int {
	n := 0
	for t := range board {
		if s.Owner[t] == p {
			n++
		}
	}
	return n
}

// holdsAny reports whether p owns a territory.
func (s *state) holdsAny(p int) bool {
	for t := range board {
		if s.Owner[t] == p {
			return true
		}
	}
	return false
}

// onBoard counts p's units on the board.
func (s *state) onBoard(p int) int {
	n := 0
	for t := range board {
		if s.Owner[t] == p {
			n += s.Units[t]
		}
	}
	return n
}

func (s *state) holdsRegion(p, r int) bool {
	for _, t := range regions[r].Members {
		if s.Owner[t] != p {
			return false
		}
	}
	return true
}

func (s *state) countCities(p int) int {
	n := 0
	for t := range board {
		if s.City[t] && s.Owner[t] == p {
			n++
		}
	}
	return n
}

// reinforcements is what p collects at the start of a turn (rule text
// TRUPPEN and HAUPTSTÄDTE; research §4): (territories + cities) ÷ 3, at
// least 3, plus region bonuses, plus 1 per capital held.
func (s *state) reinforcements(p int) int {
	n := (s.countTerr(p) + s.countCities(p)) / 3
	if n < 3 {
		n = 3
	}
	for r := range regions {
		if s.holdsRegion(p, r) {
			n += regions[r].Bonus
		}
	}
	for q := red; q <= blue; q++ {
		if c := s.Capital[q]; c >= 0 && s.Owner[c] == p {
			n++
		}
	}
	return n
}

// takeFromSupply moves up to n units from p's supply into the pool to be
// placed, and returns how many it moved.
func (s *state) takeFromSupply(p, n int) int {
	n = min(n, s.Supply[p])
	s.Supply[p] -= n
	s.Pool += n
	return n
}

// lose removes one unit of the owner from t, to the Lazarett in the
// Kommandozentrale, to the supply otherwise, or off the board for the
// neutral army.
func (s *state) lose(t terrID) {
	p := s.Owner[t]
	s.Units[t]--
	switch {
	case p == neutral:
		s.Supply[neutral]++
	case s.kz():
		s.Lazarett[p]++
	default:
		s.Supply[p]++
	}
}

// connected reports whether a and b are joined by a chain of p's
// territories (sea lanes count as borders).
func (s *state) connected(p int, a, b terrID) bool {
	return s.reach(p, a)[b]
}

// reach marks every territory of p reachable from a through p's
// territories.
func (s *state) reach(p int, a terrID) [numTerr]bool {
	var seen [numTerr]bool
	seen[a] = true
	var room [numTerr]terrID // each territory is pushed at most once
	stack := append(room[:0], a)
	for len(stack) > 0 {
		t := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, n := range adjacent[t] {
			if !seen[n] && s.Owner[n] == p {
				seen[n] = true
				stack = append(stack, n)
			}
		}
	}
	return seen
}

// airfieldBonus is 1 when p's airfield stands on t or next to it (rule text
// "Flugplatz bauen"); never for the neutral army.
func (s *state) airfieldBonus(p int, t terrID) int {
	if p == neutral {
		return 0
	}
	a := s.Airfield[p]
	if a < 0 {
		return 0
	}
	if terrID(a) == t || isAdj[a][t] {
		return 1
	}
	return 0
}

// drawCard moves the top card of the deck into p's hand, reshuffling the
// discards when the deck is empty. It reports whether a card was drawn.
func (s *state) drawCard(p int) bool {
	if len(s.Deck) == 0 {
		s.Deck, s.Discard = s.Discard, nil
		s.Rand.Shuffle(len(s.Deck), func(i, j int) { s.Deck[i], s.Deck[j] = s.Deck[j], s.Deck[i] })
	}
	if len(s.Deck) == 0 {
		return false
	}
	s.Hands[p] = append(s.Hands[p], s.Deck[0])
	s.Deck = s.Deck[1:]
	slices.Sort(s.Hands[p])
	return true
}

// canDraw reports whether a card could be drawn now.
func (s *state) canDraw() bool { return len(s.Deck)+len(s.Discard) > 0 }
