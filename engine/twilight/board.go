package twilight

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// Side is a superpower, or a card's association.
type Side int

// The two sides, and Neutral for cards that belong to neither.
const (
	USSR    Side = 0
	US      Side = 1
	Neutral Side = 2
)

// Opp returns the other superpower.
func (p Side) Opp() Side { return 1 - p }

func (p Side) String() string {
	switch p {
	case USSR:
		return "USSR"
	case US:
		return "US"
	}
	return "neutral"
}

// seats are the engine's seat names, indexed by Side.
var seats = []string{"USSR", "US"}

// sideOf returns the Side of a seat name.
func sideOf(seat string) (Side, bool) {
	switch strings.ToUpper(strings.TrimSpace(seat)) {
	case "USSR":
		return USSR, true
	case "US":
		return US, true
	}
	return 0, false
}

// Region is one of the six map regions (rules 2.1.2).
type Region int

// The regions, in the order the views list them.
const (
	Europe Region = iota
	Asia
	MiddleEast
	Africa
	CentralAmerica
	SouthAmerica
)

var regionNames = []string{"Europe", "Asia", "Middle East", "Africa", "Central America", "South America"}

func (r Region) String() string { return regionNames[r] }

// Subregion flags: Eastern and Western Europe overlap in Austria and
// Finland; Southeast Asia is part of Asia.
const (
	EastEurope = 1 << iota
	WestEurope
	SoutheastAsia
)

// countryRow is one line of the country table.
type countryRow struct {
	Name, German, Chinese string
	Region                Region
	Sub                   int
	Stability             int
	Battleground          bool
	Neighbours            []string
}

// Country is one country of the map, with its neighbours resolved.
type Country struct {
	ID           int
	Name         string
	German       string
	Chinese      string
	Region       Region
	Sub          int
	Stability    int
	Battleground bool
	Adj          []int // neighbouring countries
	AdjSuper     [2]bool
}

// countries is the map, indexed by country ID (the table's order).
var countries []Country

// countryByName maps lower-case English names to IDs.
var countryByName = map[string]int{}

// countryByExactName finds a country by its name exactly as countryTable
// spells it, the form every option and rule text uses.
var countryByExactName = func() map[string]int {
	m := make(map[string]int, len(countryTable))
	for i, r := range countryTable {
		m[r.Name] = i
	}
	return m
}()

func init() {
	for i, r := range countryTable {
		countries = append(countries, Country{ID: i, Name: r.Name, German: r.German, Chinese: r.Chinese,
			Region: r.Region, Sub: r.Sub, Stability: r.Stability, Battleground: r.Battleground})
		countryByName[strings.ToLower(r.Name)] = i
	}
	for i, r := range countryTable {
		for _, n := range r.Neighbours {
			switch n {
			case "USA":
				countries[i].AdjSuper[US] = true
			case "USSR":
				countries[i].AdjSuper[USSR] = true
			default:
				j, ok := countryByName[strings.ToLower(n)]
				if !ok {
					panic(fmt.Sprintf("twilight: %s has unknown neighbour %q", r.Name, n))
				}
				countries[i].Adj = append(countries[i].Adj, j)
			}
		}
	}
	for c := range countries {
		nearSet[c].add(c)
		for _, n := range countries[c].Adj {
			nearSet[c].add(n)
		}
		for p := range superSet {
			if countries[c].AdjSuper[p] {
				superSet[p].add(c)
			}
		}
	}
	for c := range countries {
		for n := range countries {
			if nearSet[n].has(c) {
				reachSet[c].add(n)
			}
		}
	}
}

// countrySet is a set of country IDs, one bit each.
type countrySet [2]uint64

func (m *countrySet) add(c int)                { m[c>>6] |= 1 << (c & 63) }
func (m *countrySet) has(c int) bool           { return m[c>>6]&(1<<(c&63)) != 0 }
func (m *countrySet) meets(o *countrySet) bool { return m[0]&o[0] != 0 || m[1]&o[1] != 0 }

// len is the number of countries in the set.
func (m *countrySet) len() int { return bits.OnesCount64(m[0]) + bits.OnesCount64(m[1]) }

// first removes the country with the lowest ID from the set and returns
// it; ok is false when the set was empty. A loop of first visits the set
// in ID order.
func (m *countrySet) first() (c int, ok bool) {
	for w := range m {
		if m[w] != 0 {
			b := bits.TrailingZeros64(m[w])
			m[w] &= m[w] - 1
			return w<<6 | b, true
		}
	}
	return 0, false
}

// nearSet holds, by country, the country and its neighbours.
var nearSet [numCountries]countrySet

// reachSet holds, by country c, the countries whose nearSet holds c:
// those that influence in c makes accessible (rules 6.1.1).
var reachSet [numCountries]countrySet

// superSet holds, by side, the countries next to its superpower.
var superSet [2]countrySet

// country returns the ID of a country by its exact English name; it panics
// on a typo, so card code fails loudly in its first test.
func country(name string) int {
	if id, ok := countryByExactName[name]; ok {
		return id // the name as the table spells it, without lower-casing
	}
	id, ok := countryByName[strings.ToLower(name)]
	if !ok {
		panic("twilight: no country " + name)
	}
	return id
}

// In reports whether the country lies in region r.
func (c Country) In(r Region) bool { return c.Region == r }

// InSub reports whether the country lies in the subregion flag sub.
func (c Country) InSub(sub int) bool { return c.Sub&sub != 0 }

// Period is the war period a card belongs to.
type Period int

// The three decks.
const (
	EarlyWar Period = iota
	MidWar
	LateWar
)

func (p Period) String() string { return [...]string{"Early War", "Mid War", "Late War"}[p] }

// Card is one card of the deck (rules 2.2).
type Card struct {
	Number     int
	Name       string
	Period     Period
	Side       Side
	Ops        int
	Starred    bool // removed after its event
	Underlined bool // stays in effect
	Scoring    bool
	Optional   bool
	Summary    string
}

// chinaCard is the China Card's number (rules 9.0).
const chinaCard = 6

// cards maps card numbers to cards.
var cards = map[int]*Card{}

// cardsByNumber holds the cards by number (nil where there is none), so
// that the option lists look cards up without hashing (cardOf).
var cardsByNumber []*Card

func init() {
	top := 0
	for i := range cardTable {
		cards[cardTable[i].Number] = &cardTable[i]
		top = max(top, cardTable[i].Number)
	}
	cardsByNumber = make([]*Card, top+1)
	for i := range cardTable {
		cardsByNumber[cardTable[i].Number] = &cardTable[i]
	}
}

// cardOf is cards[n]: card n, or nil when there is none.
func cardOf(n int) *Card {
	if uint(n) >= uint(len(cardsByNumber)) {
		return nil
	}
	return cardsByNumber[n]
}

// cardName returns "27 US/Japan Mutual Defense Pact".
func cardName(n int) string {
	if n > 0 && n < len(cardText) && cardText[n].name != "" {
		return cardText[n].name
	}
	return fmt.Sprintf("%d %s", n, cardOf(n).Name)
}

// cardTexts are the texts that name one card, by number.
type cardTexts struct {
	name     string // cardName's "27 US/Japan Mutual Defense Pact"
	headline string // the option "headline 27"
	hand     string // handLine's "   27 US/Japan Mutual Defense Pact (4 ops, US)..."
}

// cardText holds each card's texts by number, built once from the card
// table so that they are written without formatting.
var cardText = func() []cardTexts {
	t := make([]cardTexts, len(cardTable)+1)
	for i := range cardTable {
		c := &cardTable[i]
		n := strconv.Itoa(c.Number)
		t[c.Number] = cardTexts{name: n + " " + c.Name, headline: "headline " + n, hand: c.handLine()}
	}
	return t
}()

// countryNames joins the English names of countries ids in the order
// given: "Italy, France, France".
func countryNames(ids []int) string {
	names := make([]string, len(ids))
	for i, c := range ids {
		names[i] = countries[c].Name
	}
	return strings.Join(names, ", ")
}
