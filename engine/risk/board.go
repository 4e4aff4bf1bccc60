package risk

// This file is the board as data. It is a RECONSTRUCTION of the map of
// Risk: Balance of Power / Risiko – Das Duell: the real map's data could not
// be found. Sourced facts are marked (S); everything else is reconstructed
// (R) and listed in README.md. Sources: the rule text
// shared/rules/risk-balance-of-power.de.txt and the research notes
// shared/research/risk-balance-of-power.md (§7 there).

// terrID is a territory's index into board.
type terrID int

// Building is one of the four structures printed on the map (S: rule text,
// missions "Schweizer Gewölbe", "Dänischer Marinestützpunkt", "Beide
// Satellitenzentren").
type building string

const (
	noBuilding building = ""
	vault      building = "Gewölbe"           // Schweiz
	navalBase  building = "Marinestützpunkt"  // Dänemark
	satellite  building = "Satellitenzentrum" // Norwegen, West-Ukraine
)

// territory is one space of the board.
type territory struct {
	ID       string // three-letter code, also accepted in commands
	De, En   string // German (normal form) and English names
	Region   int    // index into regions
	Rough    bool   // schwieriges Gelände: attacked with at most 2 units (S: 6 of them)
	SeaLane  bool   // one of the six territories with sea-lane access (S)
	Building building
	Stars    int // stars on this territory's card (R: 2 on the six rough-terrain cards)
}

// region is one colour group; holding all of it gives Bonus units.
type region struct {
	Colour  string // German colour name as on the mission cards
	Colour2 string // English colour name
	Name    string
	Bonus   int
	Members []terrID
	Mission string // the mission key "control this region", if one exists
	Sourced bool   // the colour name is printed on a mission card (S)
}

// The regions (R: membership and bonuses; S: the colours Gelb, Orange, Lila,
// Grün). The two unknown colours are chosen so they cannot be mixed up with
// the players' red and blue.
var regions = []region{
	{Colour: "Gelb", Colour2: "yellow", Name: "Westeuropa", Bonus: 4, Mission: "yellow", Sourced: true},
	{Colour: "Orange", Colour2: "orange", Name: "Mitteleuropa", Bonus: 4, Mission: "orange", Sourced: true},
	{Colour: "Lila", Colour2: "purple", Name: "Alpen-Donau", Bonus: 3, Mission: "purple", Sourced: true},
	{Colour: "Grün", Colour2: "green", Name: "Osteuropa", Bonus: 2, Mission: "green", Sourced: true},
	{Colour: "Türkis", Colour2: "turquoise", Name: "Skandinavien", Bonus: 2},
	{Colour: "Braun", Colour2: "brown", Name: "Baltikum", Bonus: 2},
}

// Territory indices, in board order.
const (
	IRL terrID = iota
	GBR
	NFR
	SFR
	BEL
	NLD
	DEU
	PRU
	POL
	CZE
	CHE
	AUT
	ITA
	SVN
	SVK
	HUN
	WUK
	OUK
	ROU
	ZRU
	SRU
	NOR
	SWE
	FIN
	DNK
	LTU
	LVA
	EST
	NRU
	BLR
	numTerr
)

// board lists the 30 territories (S: the count; 25 names from the project
// notes, 5 invented: Belgien, Estland, Weißrussland, Zentral-Russland,
// Süd-Russland). Rough terrain (S: 6 territories, rule text, mission card
// "Kontrollieren Sie alle 6 Gebiete, die schwieriges Gelände aufweisen";
// the research's 11 from two web sources loses to the rule text. R: which
// six; Finnland is not rough because the rule text's worked example
// attacks it with 3).
var board = [numTerr]territory{
	IRL: {ID: "IRL", De: "Irland", En: "Ireland", Region: 0, SeaLane: true},
	GBR: {ID: "GBR", De: "Großbritannien", En: "Great Britain", Region: 0, SeaLane: true},
	NFR: {ID: "NFR", De: "Nord-Frankreich", En: "Northern France", Region: 0, SeaLane: true},
	SFR: {ID: "SFR", De: "Süd-Frankreich", En: "Southern France", Region: 0},
	BEL: {ID: "BEL", De: "Belgien", En: "Belgium", Region: 0},
	NLD: {ID: "NLD", De: "Niederlande", En: "Netherlands", Region: 0},
	DEU: {ID: "DEU", De: "Deutschland", En: "Germany", Region: 1},
	PRU: {ID: "PRU", De: "Preußen", En: "Prussia", Region: 1},
	POL: {ID: "POL", De: "Polen", En: "Poland", Region: 1, SeaLane: true},
	CZE: {ID: "CZE", De: "Tschechien", En: "Czechia", Region: 1},
	CHE: {ID: "CHE", De: "Schweiz", En: "Switzerland", Region: 1, Rough: true, Building: vault},
	AUT: {ID: "AUT", De: "Österreich", En: "Austria", Region: 2, Rough: true},
	ITA: {ID: "ITA", De: "Italien", En: "Italy", Region: 2, Rough: true},
	SVN: {ID: "SVN", De: "Slowenien", En: "Slovenia", Region: 2},
	SVK: {ID: "SVK", De: "Slowakei", En: "Slovakia", Region: 2, Rough: true},
	HUN: {ID: "HUN", De: "Ungarn", En: "Hungary", Region: 2},
	WUK: {ID: "WUK", De: "West-Ukraine", En: "Western Ukraine", Region: 3, Building: satellite},
	OUK: {ID: "OUK", De: "Ost-Ukraine", En: "Eastern Ukraine", Region: 3},
	ROU: {ID: "ROU", De: "Rumänien", En: "Romania", Region: 3, Rough: true},
	ZRU: {ID: "ZRU", De: "Zentral-Russland", En: "Central Russia", Region: 3},
	SRU: {ID: "SRU", De: "Süd-Russland", En: "Southern Russia", Region: 3},
	NOR: {ID: "NOR", De: "Norwegen", En: "Norway", Region: 4, Rough: true, SeaLane: true, Building: satellite},
	SWE: {ID: "SWE", De: "Schweden", En: "Sweden", Region: 4, SeaLane: true},
	FIN: {ID: "FIN", De: "Finnland", En: "Finland", Region: 4},
	DNK: {ID: "DNK", De: "Dänemark", En: "Denmark", Region: 4, Building: navalBase},
	LTU: {ID: "LTU", De: "Litauen", En: "Lithuania", Region: 5},
	LVA: {ID: "LVA", De: "Lettland", En: "Latvia", Region: 5},
	EST: {ID: "EST", De: "Estland", En: "Estonia", Region: 5},
	NRU: {ID: "NRU", De: "Nord-Russland", En: "Northern Russia", Region: 5},
	BLR: {ID: "BLR", De: "Weißrussland", En: "Belarus", Region: 5},
}

// link is one border; Sea marks a sea lane (R: which lanes exist; each of
// the six sea-lane territories has at least one).
type link struct {
	A, B terrID
	Sea  bool
}

// links is the adjacency of the reconstructed map (R), undirected.
var links = []link{
	{IRL, GBR, true}, {GBR, NFR, true}, {GBR, NOR, true}, {SWE, POL, true},
	{NOR, SWE, false}, {NOR, FIN, false}, {SWE, FIN, false}, {SWE, DNK, false},
	{FIN, NRU, false}, {DNK, DEU, false},
	{NFR, BEL, false}, {NFR, DEU, false}, {NFR, CHE, false}, {NFR, SFR, false},
	{SFR, CHE, false}, {SFR, ITA, false}, {BEL, NLD, false}, {BEL, DEU, false},
	{NLD, DEU, false}, {DEU, CHE, false}, {DEU, AUT, false}, {DEU, CZE, false},
	{DEU, POL, false}, {PRU, POL, false}, {PRU, LTU, false},
	{POL, LTU, false}, {POL, BLR, false}, {POL, WUK, false}, {POL, SVK, false},
	{POL, CZE, false}, {CZE, SVK, false}, {CZE, AUT, false},
	{CHE, AUT, false}, {CHE, ITA, false}, {AUT, ITA, false}, {AUT, SVN, false},
	{AUT, HUN, false}, {AUT, SVK, false}, {ITA, SVN, false}, {SVN, HUN, false},
	{SVK, HUN, false}, {SVK, WUK, false}, {HUN, WUK, false}, {HUN, ROU, false},
	{ROU, WUK, false}, {ROU, OUK, false}, {LTU, BLR, false}, {LTU, LVA, false},
	{LVA, EST, false}, {LVA, BLR, false}, {LVA, NRU, false}, {EST, NRU, false},
	{NRU, BLR, false}, {NRU, ZRU, false}, {BLR, WUK, false}, {BLR, OUK, false},
	{BLR, ZRU, false}, {WUK, OUK, false}, {OUK, ZRU, false}, {OUK, SRU, false},
	{ZRU, SRU, false},
}

// starTable maps the stars traded in at once to units (S: rule text and
// the printed table 2→2, 3→4, …, 10→30).
var starTable = map[int]int{2: 2, 3: 4, 4: 7, 5: 10, 6: 13, 7: 17, 8: 21, 9: 25, 10: 30}

const (
	startUnits   = 27  // units per player in every setup (S)
	neutralUnits = 60  // neutral units in every setup (S)
	piecesEach   = 100 // a player's pieces in all (R: not found)
	numCities    = 9   // city tokens (S)
)

// adjacent[a] lists a's neighbours; sea[a][b] marks sea lanes. Both are
// built from links in init.
var (
	adjacent [numTerr][]terrID
	isAdj    [numTerr][numTerr]bool
	isSea    [numTerr][numTerr]bool
)

func init() {
	for _, l := range links {
		adjacent[l.A] = append(adjacent[l.A], l.B)
		adjacent[l.B] = append(adjacent[l.B], l.A)
		isAdj[l.A][l.B], isAdj[l.B][l.A] = true, true
		isSea[l.A][l.B], isSea[l.B][l.A] = l.Sea, l.Sea
	}
	for t := range board {
		if board[t].Rough {
			board[t].Stars = 2
		} else {
			board[t].Stars = 1
		}
	}
	for i := range regions {
		regions[i].Members = nil
	}
	for t := terrID(0); t < numTerr; t++ {
		r := board[t].Region
		regions[r].Members = append(regions[r].Members, t)
	}
}

// name is the territory's normal-form name.
func (t terrID) name() string { return board[t].De }
