package risk

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"turnmail/engine"
)

// Data is the JSON shape of a view.
type Data struct {
	Setup       string              `json:"setup"`
	Phase       string              `json:"phase"`
	Active      string              `json:"active"`
	Round       int                 `json:"round"`
	Territories []TerritoryData     `json:"territories"`
	Players     []PlayerData        `json:"players"`
	Neutral     NeutralData         `json:"neutral"`
	Missions    []string            `json:"missions"` // open, by key
	Hand        []string            `json:"hand,omitempty"`
	Hands       map[string][]string `json:"hands,omitempty"` // Full only
	DeckSize    int                 `json:"deck_size"`
}

// TerritoryData is one territory as the board shows it.
type TerritoryData struct {
	Name     string `json:"name"`
	English  string `json:"english"`
	Region   string `json:"region"`
	Owner    string `json:"owner"`
	Units    int    `json:"units"`
	City     bool   `json:"city,omitempty"`
	Capital  string `json:"capital,omitempty"`
	Airfield string `json:"airfield,omitempty"`
	Rough    bool   `json:"rough,omitempty"`
	SeaLane  bool   `json:"sea_lane,omitempty"`
	Building string `json:"building,omitempty"`
}

// PlayerData is what everyone sees of a player.
type PlayerData struct {
	Seat        string   `json:"seat"`
	Territories int      `json:"territories"`
	Units       int      `json:"units"`
	Supply      int      `json:"supply"`
	Lazarett    int      `json:"lazarett"`
	Cards       int      `json:"cards"`
	Missions    []string `json:"missions"`
}

// NeutralData is the neutral army's count.
type NeutralData struct {
	Units   int `json:"units"`
	Removed int `json:"removed"`
}

// inSetup reports whether armies are still called A and B.
func (s *state) inSetup() bool {
	switch s.Phase {
	case phPlace, phPlaceAmount, phCapital, phTake:
		return true
	}
	return false
}

func (s *state) ownerName(p int) string {
	switch {
	case p == nobody:
		return "-"
	case p == neutral:
		return "neutral"
	case s.inSetup():
		return armyLabel(p)
	}
	return seatNames[p]
}

func (s *state) data() Data {
	// The slices are copies: Apply changes the state in place, and a view
	// taken before stays as it was.
	d := Data{Setup: s.Setup, Phase: s.Phase, Round: s.Round, Missions: slices.Clone(s.Missions),
		DeckSize: len(s.Deck)}
	if a := s.actor(); a != 0 {
		d.Active = seatNames[a]
	}
	for t, tr := range board {
		td := TerritoryData{Name: tr.De, English: tr.En, Region: regions[tr.Region].Colour,
			Owner: s.ownerName(s.Owner[t]), Units: s.Units[t], City: s.City[t], Rough: tr.Rough,
			SeaLane: tr.SeaLane, Building: string(tr.Building)}
		for p := red; p <= blue; p++ {
			if s.Capital[p] == t {
				td.Capital = s.ownerName(p)
			}
			if s.Airfield[p] == t {
				td.Airfield = seatNames[p]
			}
		}
		d.Territories = append(d.Territories, td)
	}
	for p := red; p <= blue; p++ {
		d.Players = append(d.Players, PlayerData{Seat: seatNames[p], Territories: len(s.territories(p)),
			Units: s.onBoard(p), Supply: s.Supply[p], Lazarett: s.Lazarett[p], Cards: len(s.Hands[p]),
			Missions: slices.Clone(s.Claimed[p])})
	}
	d.Neutral = NeutralData{Units: s.onBoard(neutral), Removed: s.Supply[neutral]}
	return d
}

// View is what seat sees: the public board and its own hand.
func (s *state) View(seat string) engine.View {
	p := seatIndex(seat)
	if p == 0 {
		return s.Public()
	}
	d := s.data()
	d.Hand = cardNames(s.Hands[p])
	return engine.View{Public: s.publicText(), Private: s.privateText(p), Data: d}
}

// Public is what an observer sees.
func (s *state) Public() engine.View {
	return engine.View{Public: s.publicText(), Data: s.data()}
}

// Full is the moderator's view, with both hands.
func (s *state) Full() engine.View {
	d := s.data()
	d.Hands = map[string][]string{"red": cardNames(s.Hands[red]), "blue": cardNames(s.Hands[blue])}
	return engine.View{Public: s.publicText(), Private: s.privateText(red) + s.privateText(blue), Data: d}
}

func cardNames(hand []int) []string {
	out := []string{}
	for _, c := range hand {
		out = append(out, fmt.Sprintf("%s (%s)", board[c].De, starWord(board[c].Stars)))
	}
	return out
}

func starWord(n int) string { return plural(n, "star") }

// plural writes n and the noun, with an s unless n is 1.
func plural(n int, noun string) string {
	if t, ok := pluralText[noun]; ok && n >= 0 && n < len(t) {
		return t[n]
	}
	return countNoun(n, noun)
}

// countNoun is plural written out.
func countNoun(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// pluralText holds plural's texts for the nouns the game counts, up to
// all of a player's pieces, built once so that the prompts and the log
// lines that count are written without allocating.
var pluralText = func() map[string][]string {
	t := map[string][]string{}
	for _, noun := range []string{"unit", "reinforcement", "card", "star", "one-star card", "two-star card"} {
		t[noun] = make([]string, piecesEach+1)
		for n := range t[noun] {
			t[noun][n] = countNoun(n, noun)
		}
	}
	return t
}()

// nounFor is the noun for n of it: "unit" or "units".
func nounFor(n int, noun string) string {
	if n == 1 {
		return noun
	}
	return noun + "s"
}

// territoryWord is "territory" or "territories".
func territoryWord(n int) string {
	if n == 1 {
		return "territory"
	}
	return "territories"
}

// unitsMoved is "1 unit moved" or "3 units moved".
func unitsMoved(n int) string { return plural(n, "unit") + " moved" }

// unitsMove is "1 unit moves" or "3 units move".
func unitsMove(n int) string {
	if n == 1 {
		return "1 unit moves"
	}
	return plural(n, "unit") + " move"
}

// privateText lists p's cards.
func (s *state) privateText(p int) string {
	var b strings.Builder
	ones, twos := s.handStars(p)
	fmt.Fprintf(&b, "Cards of %s: %d (%s in all)\n", seatNames[p], len(s.Hands[p]), starWord(ones+2*twos))
	for _, c := range cardNames(s.Hands[p]) {
		fmt.Fprintf(&b, "  %s\n", c)
	}
	b.WriteString(s.defendText(p))
	return b.String()
}

var setupTitles = map[string]string{
	setupSpiel1:  "Grundausbildung, Spiel 1",
	setupSpiel2:  "Grundausbildung, Spiel 2",
	setupCommand: "Kommandozentrale",
}

// publicText is the board as plain-text tables of at most 72 columns.
func (s *state) publicText() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Risk: Balance of Power, %s (reconstructed map)\n", setupTitles[s.Setup])
	if s.TurnLimit > 0 {
		fmt.Fprintf(&b, "House rule: the game ends after round %d (turn limit, not in\nthe rule text; then more missions wins, then territories, units).\n", s.TurnLimit)
	}
	if s.Opening != "" && s.Round == 1 {
		b.WriteString(s.Opening + "\n")
	}
	if s.Phase == phOver {
		fmt.Fprintf(&b, "Game over after round %d: %s.\n", s.Round, s.Reason)
	} else if a := s.actor(); a != 0 {
		fmt.Fprintf(&b, "Round %d, waiting for %s:\n%s\n", s.Round, seatNames[a], s.question())
	}
	b.WriteString("\nPlayers\n")
	for p := red; p <= blue; p++ {
		if s.inSetup() {
			fmt.Fprintf(&b, "  army %s: %2d %s, %3d %s placed, %d to place\n",
				armyLabel(p), len(s.territories(p)), territoryWord(len(s.territories(p))), s.onBoard(p),
				nounFor(s.onBoard(p), "unit"), s.placeRemaining(p))
			continue
		}
		fmt.Fprintf(&b, "  %-5s %2d %s, %3d %s on the board, supply %d, %s\n",
			seatNames[p], len(s.territories(p)), territoryWord(len(s.territories(p))), s.onBoard(p),
			nounFor(s.onBoard(p), "unit"), s.Supply[p], plural(len(s.Hands[p]), "card"))
		if s.kz() {
			fmt.Fprintf(&b, "        Lazarett %d\n", s.Lazarett[p])
		}
		if s.Capital[p] >= 0 && !s.inSetup() {
			fmt.Fprintf(&b, "        capital %s (held by %s)\n", terrID(s.Capital[p]).name(), s.ownerName(s.Owner[s.Capital[p]]))
		}
		fmt.Fprintf(&b, "        missions %d of 3: %s\n", len(s.Claimed[p]), missionList(s.Claimed[p]))
	}
	if s.inSetup() {
		fmt.Fprintf(&b, "  neutral army: %s placed, %d to place\n", plural(s.onBoard(neutral), "unit"), s.placeRemaining(neutral))
	} else {
		fmt.Fprintf(&b, "  neutral %s on the board, %d defeated\n", plural(s.onBoard(neutral), "unit"), s.Supply[neutral])
	}
	if s.Pool > 0 {
		fmt.Fprintf(&b, "  %s has %s to place\n", seatNames[s.Active], plural(s.Pool, "unit"))
	}
	fmt.Fprintf(&b, "\nOpen missions (%d)\n", len(s.Missions))
	for _, k := range s.Missions {
		m := missionByKey(k)
		fmt.Fprintf(&b, "  %-13s %s\n", k, m.De)
	}
	b.WriteString("\nBoard (marks: city, cap = capital, air = airfield, rough, sea)\n")
	for r, rg := range regions {
		fmt.Fprintf(&b, "\n%s (%s), bonus %d\n", rg.Colour, rg.Name, rg.Bonus)
		fmt.Fprintf(&b, "  %-16s %-7s %5s  %s\n", "Territory", "Owner", "Units", "Marks")
		for _, t := range regions[r].Members {
			writeRow(&b, fmt.Sprintf("  %-16s %-7s %5d  ", t.name(), s.ownerName(s.Owner[t]), s.Units[t]), s.marks(t))
		}
	}
	return b.String()
}

// writeRow writes a table row and wraps its marks below it past 72
// columns.
func writeRow(b *strings.Builder, head string, marks []string) {
	line := head
	for i, m := range marks {
		next := m
		if i > 0 {
			next = ", " + m
		}
		if len([]rune(line+next)) > 72 {
			b.WriteString(strings.TrimRight(line, " ,") + ",\n")
			line = strings.Repeat(" ", 36) + m
			continue
		}
		line += next
	}
	b.WriteString(strings.TrimRight(line, " ") + "\n")
}

func (s *state) marks(t terrID) []string {
	var m []string
	if s.City[t] {
		m = append(m, "city")
	}
	for p := red; p <= blue; p++ {
		if s.Capital[p] == int(t) {
			m = append(m, "cap "+s.ownerName(p))
		}
		if s.Airfield[p] == int(t) {
			m = append(m, "air "+seatNames[p])
		}
	}
	if board[t].Rough {
		m = append(m, "rough")
	}
	if board[t].SeaLane {
		m = append(m, "sea")
	}
	if board[t].Building != noBuilding {
		m = append(m, string(board[t].Building))
	}
	return m
}

func missionList(keys []string) string {
	if len(keys) == 0 {
		return "none"
	}
	return strings.Join(keys, ", ")
}
