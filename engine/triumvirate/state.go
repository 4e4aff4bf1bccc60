package triumvirate

import (
	"encoding/json"
	"slices"

	"turnmail/engine"
)

// Totals of the game's material (Rules, Material; Spiel mit 2 Charakteren).
const (
	totalLegions   = 60
	totalGold      = 15
	totalOfficials = 6
	totalCitizens  = 11
	weaponsEach    = 8
	governorsEach  = 9
	maxLevel       = 7 // competence tracks run I..VII
	legionCap      = 6 // legions per province at the end of a turn
	movePoints     = 4
	maxActions     = 3
	noSeat         = -1
)

// phase says what the game waits for.
type phase string

const (
	phaseSupply     phase = "supply"     // the active seat picks provinces to supply (shortage only)
	phaseRome       phase = "rome"       // the active seat picks the supply from Rome
	phaseMove       phase = "move"       // movement
	phaseFlee       phase = "flee"       // a defeated defender picks where to flee
	phaseCompensate phase = "compensate" // the loser picks a competence (card II)
	phaseAct        phase = "act"        // actions
	phaseConsul     phase = "consul"     // the new consul places his new official
	phaseOver       phase = "over"
)

// province is one province's pieces.
type province struct {
	InGame   bool `json:"in_game"`
	Owner    int  `json:"owner"`
	Legions  int  `json:"legions"`
	Gold     int  `json:"gold"`
	GovOut   bool `json:"gov_out"` // governor off the supply field: the province produces
	Official bool `json:"official"`
}

// character is one player's pieces and standing.
type character struct {
	Figure    int `json:"figure"`    // province the figure stands in
	Carried   int `json:"carried"`   // officials carried by the figure
	Political int `json:"political"` // competence track, 1..7
	Military  int `json:"military"`
	Citizens  int `json:"citizens"`  // in his forum area
	Gold      int `json:"gold"`      // reinforcements
	Weapons   int `json:"weapons"`   // reinforcements
	Governors int `json:"governors"` // reinforcements
	Consul    int `json:"consul"`    // times elected
	LastTurn  int `json:"last_turn"` // number of his latest turn, 0 before his first
}

// state is the whole game. It holds only arrays and values, so a plain
// copy is a deep copy (Apply works on a copy of a line it reads and swaps
// it in; an option as written it carries out in place).
type state struct {
	Rand     engine.Rand `json:"rand"`
	Players  int         `json:"players"`
	Decision int         `json:"decision"`
	Turn     int         `json:"turn"` // number of the current turn, from 1
	Year     int         `json:"year"`
	Active   int         `json:"active"`
	Phase    phase       `json:"phase"`

	Provinces [numProvinces]province `json:"provinces"`
	Chars     [3]character           `json:"characters"`

	SupplyLegions   int    `json:"supply_legions"`
	SupplyGold      int    `json:"supply_gold"`
	SupplyOfficials int    `json:"supply_officials"`
	Alii            int    `json:"alii"`
	Bag             [3]int `json:"bag"` // weapons in the bag by colour
	Calendar        int    `json:"calendar"`

	// Movement and actions of the active character this turn.
	Points       int                `json:"points"`
	OfficialDone bool               `json:"official_done"` // took or placed one in this province
	Entered      bool               `json:"entered"`       // the figure entered its province this turn
	Actions      int                `json:"actions"`
	ToSupply     [numProvinces]bool `json:"to_supply"` // producing provinces still to supply (shortage)
	RomeDone     bool               `json:"rome_done"` // the supply from Rome is taken this turn

	// What this turn's supply gave, for the turn mail: gold and legions
	// by province, and from Rome.
	Supplied [numProvinces][2]int `json:"supplied"`
	Rome     [2]int               `json:"rome"`

	// After a conquest: who flees, who raises a competence (card II).
	Fleeing int `json:"fleeing"`
	Raising int `json:"raising"`

	CompHolder int `json:"comp_holder"` // holder of the compensation card
	CompSide   int `json:"comp_side"`   // 1 or 2
	Consul     int `json:"consul"`      // seat choosing where the new official goes

	Winner int    `json:"winner"`
	Reason string `json:"reason,omitempty"`

	log []string // public account of the command being applied
}

func newState(players int, seed uint64) *state {
	s := &state{Rand: *engine.NewRand(seed), Players: players, Decision: 1, Year: 1,
		Fleeing: noSeat, Raising: noSeat, CompHolder: noSeat, Consul: noSeat, Winner: noSeat}
	s.SupplyLegions, s.SupplyGold = totalLegions, totalGold
	s.Alii = totalCitizens
	if players == 2 {
		s.SupplyLegions -= 15 // Rules, Spiel mit 2 Charakteren
		s.SupplyGold -= 3
		s.Alii -= 2
	}
	s.SupplyOfficials = totalOfficials
	for p := range s.Provinces {
		s.Provinces[p] = province{InGame: true, Owner: noSeat}
	}
	if players == 2 {
		for _, p := range outOfGame2 {
			s.Provinces[p].InGame = false
		}
	}
	for c := 0; c < players; c++ {
		su := setups3[c]
		if players == 2 {
			su = setups2[c]
		}
		ch := &s.Chars[c]
		*ch = character{Figure: su.Figure, Political: 1, Military: 1, Citizens: 2,
			Weapons: weaponsEach - 2, Governors: governorsEach - len(su.Provinces)}
		s.Alii -= 2
		s.Bag[c] = 2
		for _, p := range su.Provinces {
			s.Provinces[p].Owner = c
			s.Provinces[p].Legions = 2
			s.SupplyLegions -= 2
			s.Provinces[p].GovOut = !slices.Contains(su.OnField, p)
		}
		s.Provinces[su.Official].Official = true
		s.Provinces[su.Official].GovOut = true
		s.SupplyOfficials--
	}
	if players == 2 {
		s.Bag[2] = 2 // Crassus's two weapons, neutral when drawn
	}
	s.Calendar = s.yearLength()
	s.beginTurn(0)
	return s
}

// yearLength is the calendar's start field: VIII with 3, VII with 2
// characters (Rules, Spielablauf).
func (s *state) yearLength() int { return 5 + s.Players }

func (s *state) Marshal() ([]byte, error) { return json.Marshal(s) }

func (s *state) Outcome() engine.Outcome {
	if s.Phase != phaseOver {
		return engine.Outcome{}
	}
	return engine.Outcome{Over: true, Winners: []string{s.seat(s.Winner)}, Reason: s.Reason}
}

func (s *state) seat(c int) string { return seats3[c] }

func (s *state) seatIndex(name string) int {
	for c := 0; c < s.Players; c++ {
		if seats3[c] == name {
			return c
		}
	}
	return noSeat
}

// owned lists the provinces character c owns.
func (s *state) owned(c int) []int { return s.appendOwned(nil, c) }

// appendOwned appends the provinces character c owns to ps.
func (s *state) appendOwned(ps []int, c int) []int {
	for p := range s.Provinces {
		if s.owns(c, p) {
			ps = append(ps, p)
		}
	}
	return ps
}

// owns reports whether character c owns province p.
func (s *state) owns(c, p int) bool { return s.Provinces[p].InGame && s.Provinces[p].Owner == c }

// ownsCount counts the provinces character c owns.
func (s *state) ownsCount(c int) int {
	n := 0
	for p := range s.Provinces {
		if s.owns(c, p) {
			n++
		}
	}
	return n
}

// win ends the game.
func (s *state) win(c int, reason string) {
	s.Phase = phaseOver
	s.Winner = c
	s.Reason = reason
}
