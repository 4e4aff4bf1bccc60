package enginetest

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"turnmail/engine"
)

// Duel is a small two-seat card game for the service's tests. It has what
// the real games have, in miniature: private hands, a secret simultaneous
// choice, dice, a sequential choice and an end.
//
// Each seat ("north", "south") has its own deck of the cards 1–10 and is
// dealt five of them. A round: both
// seats secretly "play N" from their hands; the cards are revealed; the
// higher card wins a point, a tie is broken by a die each (re-rolled while
// equal). Then the round's loser chooses "draw" (one more card) or "pass".
// The first seat to three points wins; when a hand runs out first, the
// seat with more points wins and equal points are a draw. Drawing takes
// the top card of one's own deck, when it has any.
var Duel engine.Game = duel{}

type duel struct{}

func (duel) Info() engine.Info {
	return engine.Info{Name: "duel", Title: "Duel", Short: "duel", Options: []engine.OptionSpec{
		{Name: "target", Values: []string{"3", "2", "4"}, Help: "points needed to win"},
	}}
}

func (duel) Seats(opts engine.Options) ([]string, error) {
	return []string{"north", "south"}, nil
}

func (duel) Help() string {
	return "Duel: play one of your cards each round, e.g. \"play 17\".\n" +
		"The higher card wins the round. The loser may \"draw\" or \"pass\".\n"
}

func (d duel) New(cfg engine.Config) (engine.State, error) {
	target, err := strconv.Atoi(cfg.Options.Get("target", "3"))
	if err != nil || target < 2 || target > 4 {
		return nil, fmt.Errorf("duel: option target must be 2, 3 or 4")
	}
	if !slices.Equal(cfg.Seats, []string{"north", "south"}) {
		return nil, fmt.Errorf("duel: seats must be north, south; got %v", cfg.Seats)
	}
	s := &duelState{Rand: *engine.NewRand(cfg.Seed), Target: target, Decision: 1,
		Hands: map[string][]int{}, Played: map[string]int{}, Points: map[string]int{}}
	s.Decks = map[string][]int{}
	for _, seat := range cfg.Seats {
		deck := []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
		s.Rand.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		s.Hands[seat] = append([]int(nil), deck[:5]...)
		s.Decks[seat] = deck[5:]
		slices.Sort(s.Hands[seat])
	}
	return s, nil
}

func (duel) Load(b []byte) (engine.State, error) {
	var s duelState
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, fmt.Errorf("duel: load: %w", err)
	}
	return &s, nil
}

type duelState struct {
	Rand     engine.Rand      `json:"rand"`
	Target   int              `json:"target"`
	Decision int              `json:"decision"`
	Decks    map[string][]int `json:"decks"`
	Hands    map[string][]int `json:"hands"`
	Played   map[string]int   `json:"played"` // secret until both played
	Points   map[string]int   `json:"points"`
	Loser    string           `json:"loser,omitempty"` // must draw or pass
	Round    int              `json:"round"`
	Winner   string           `json:"winner,omitempty"`
	Over     bool             `json:"over"`
	Reason   string           `json:"reason,omitempty"`
}

var duelSeats = []string{"north", "south"}

func (s *duelState) Pending() []engine.Prompt {
	if s.Over {
		return nil
	}
	if s.Loser != "" {
		return []engine.Prompt{{Seat: s.Loser, Decision: s.Decision,
			Question: "You lost the round. Draw a card or pass?",
			Options:  []string{"draw", "pass"}, Example: "draw"}}
	}
	var ps []engine.Prompt
	for _, seat := range duelSeats {
		if _, done := s.Played[seat]; done {
			continue
		}
		var opts []string
		for _, c := range s.Hands[seat] {
			opts = append(opts, fmt.Sprintf("play %d", c))
		}
		ps = append(ps, engine.Prompt{Seat: seat, Decision: s.Decision, Secret: true,
			Question: fmt.Sprintf("Round %d: choose a card to play.", s.Round+1),
			Options:  opts, Example: opts[0]})
	}
	return ps
}

func (s *duelState) Apply(seat, command string) (engine.Result, error) {
	if s.Over {
		return engine.Result{}, engine.Refuse("the game is over")
	}
	f := strings.Fields(strings.ToLower(command))
	if len(f) == 0 {
		return engine.Result{}, engine.Refuse("empty command")
	}
	if s.Loser != "" {
		if seat != s.Loser {
			return engine.Result{}, engine.Refuse("it is %s's turn to draw or pass", s.Loser)
		}
		return s.drawOrPass(seat, f)
	}
	if _, done := s.Played[seat]; done {
		return engine.Result{}, engine.Refuse("you have already played a card this round")
	}
	if !slices.Contains(duelSeats, seat) {
		return engine.Result{}, engine.Refuse("no seat %q", seat)
	}
	if f[0] != "play" || len(f) != 2 {
		return engine.Result{}, duelRefusal(f, "write \"play N\" with a card from your hand")
	}
	card, err := strconv.Atoi(f[1])
	if err != nil || !slices.Contains(s.Hands[seat], card) {
		return engine.Result{}, engine.Refuse("%q is not a card in your hand %v", f[1], s.Hands[seat])
	}
	s.Played[seat] = card
	s.Hands[seat] = slices.DeleteFunc(s.Hands[seat], func(c int) bool { return c == card })
	res := engine.Result{Normal: fmt.Sprintf("play %d", card), Log: []string{seat + " chose a card."}}
	if len(s.Played) == 2 {
		before := s.Rand.S
		res.Log = append(res.Log, s.reveal()...)
		res.Rolled = s.Rand.S != before
	}
	return res, nil
}

// Pass is the safe default of the round's loser, who may decline the
// extra card; the secret play of a card has no neutral choice.
func (s *duelState) Pass(seat string) (string, bool) {
	if s.Over || s.Loser == "" || s.Loser != seat {
		return "", false
	}
	return "pass", true
}

// Reseed replaces the generator and reshuffles each seat's deck, whose
// order no one has seen: a draw after a rollback is not the one drawn
// before it.
func (s *duelState) Reseed(seed uint64) {
	s.Rand = *engine.NewRand(seed)
	for _, seat := range duelSeats {
		deck := s.Decks[seat]
		s.Rand.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	}
}

func (s *duelState) drawOrPass(seat string, f []string) (engine.Result, error) {
	switch {
	case len(f) == 1 && f[0] == "draw":
		if deck := s.Decks[seat]; len(deck) > 0 {
			s.Hands[seat] = append(s.Hands[seat], deck[0])
			s.Decks[seat] = deck[1:]
			slices.Sort(s.Hands[seat])
		}
	case len(f) == 1 && f[0] == "pass":
	default:
		return engine.Result{}, duelRefusal(f, "write \"draw\" or \"pass\"")
	}
	s.Loser = ""
	s.Decision++
	s.checkHands()
	return engine.Result{Normal: f[0], Log: []string{seat + " chose to " + f[0] + "."}}, nil
}

// duelRefusal refuses the words f with reason: as no command at all
// (engine.Refusal.NotCommand) unless they are one of Duel's commands in
// its form ("play N", "draw", "pass"), refused only for its moment.
func duelRefusal(f []string, reason string) error {
	if len(f) == 2 && f[0] == "play" || len(f) == 1 && (f[0] == "draw" || f[0] == "pass") {
		return engine.Refuse("%s", reason)
	}
	return engine.RefuseNotCommand("%s", reason)
}

func (s *duelState) reveal() []string {
	n, so := s.Played["north"], s.Played["south"]
	log := []string{fmt.Sprintf("Revealed: north %d, south %d.", n, so)}
	winner, loser := "north", "south"
	switch {
	case so > n:
		winner, loser = "south", "north"
	case so == n:
		for {
			a, b := s.Rand.D6(), s.Rand.D6()
			log = append(log, fmt.Sprintf("Tie: north rolls %d, south rolls %d.", a, b))
			if a != b {
				if b > a {
					winner, loser = "south", "north"
				}
				break
			}
		}
	}
	s.Points[winner]++
	s.Round++
	s.Played = map[string]int{}
	s.Decision++
	log = append(log, fmt.Sprintf("%s wins round %d.", winner, s.Round))
	if s.Points[winner] >= s.Target {
		s.Over, s.Winner, s.Reason = true, winner, fmt.Sprintf("%s reached %d points", winner, s.Target)
		return append(log, "Game over: "+s.Reason+".")
	}
	s.Loser = loser
	return log
}

func (s *duelState) checkHands() {
	if len(s.Hands["north"]) > 0 && len(s.Hands["south"]) > 0 {
		return
	}
	s.Over = true
	switch {
	case s.Points["north"] > s.Points["south"]:
		s.Winner = "north"
	case s.Points["south"] > s.Points["north"]:
		s.Winner = "south"
	}
	s.Reason = "a hand ran out"
}

func (s *duelState) public() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Round %d. Points: north %d, south %d.\n", s.Round+1, s.Points["north"], s.Points["south"])
	fmt.Fprintf(&b, "Cards in hand: north %d, south %d. Decks: north %d, south %d.\n",
		len(s.Hands["north"]), len(s.Hands["south"]), len(s.Decks["north"]), len(s.Decks["south"]))
	for _, seat := range duelSeats {
		if _, ok := s.Played[seat]; ok {
			fmt.Fprintf(&b, "%s has chosen a card.\n", seat)
		}
	}
	return b.String()
}

func (s *duelState) private(seat string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Your hand (%s): %s\n", seat, joinInts(s.Hands[seat]))
	if c, ok := s.Played[seat]; ok {
		fmt.Fprintf(&b, "Your secret choice this round (%s): %d\n", seat, c)
	}
	return b.String()
}

type duelData struct {
	Points map[string]int   `json:"points"`
	Round  int              `json:"round"`
	Hand   []int            `json:"hand,omitempty"`
	Hands  map[string][]int `json:"hands,omitempty"`
}

func (s *duelState) View(seat string) engine.View {
	return engine.View{Public: s.public(), Private: s.private(seat),
		Data: duelData{Points: s.Points, Round: s.Round + 1, Hand: s.Hands[seat]}}
}

func (s *duelState) Public() engine.View {
	return engine.View{Public: s.public(), Data: duelData{Points: s.Points, Round: s.Round + 1}}
}

func (s *duelState) Full() engine.View {
	return engine.View{Public: s.public(), Private: s.private("north") + s.private("south"),
		Data: duelData{Points: s.Points, Round: s.Round + 1, Hands: s.Hands}}
}

func (s *duelState) Outcome() engine.Outcome {
	if !s.Over {
		return engine.Outcome{}
	}
	o := engine.Outcome{Over: true, Reason: s.Reason}
	if s.Winner != "" {
		o.Winners = []string{s.Winner}
	}
	return o
}

func (s *duelState) Marshal() ([]byte, error) { return json.Marshal(s) }

func joinInts(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.Itoa(x)
	}
	return strings.Join(parts, ", ")
}
