package triumvirate

import (
	"strconv"
	"strings"
)

// command is one parsed step of a seat's command line.
type command struct {
	Verb    string // move attack take place done pass rome supply act flee raise keep
	Kind    string // rome: gold|legions|mixed; act: persuade|improve|weapons
	Track   string // political|military (act improve, raise)
	Where   int    // the province named, or noSeat
	Where2  int    // rome: second province for a legion, or noSeat
	Legions int
	Seat    int // act persuade: the character losing a citizen, or noSeat for Alii
}

func newCommand(verb string) command {
	return command{Verb: verb, Where: noSeat, Where2: noSeat, Seat: noSeat}
}

// legionTargets lists the provinces a Rome supply sends legions to.
func (c command) legionTargets() []int {
	var ps []int
	if c.Kind == "gold" {
		return nil
	}
	if c.Where >= 0 {
		ps = append(ps, c.Where)
	}
	if c.Where2 >= 0 {
		ps = append(ps, c.Where2)
	}
	return ps
}

// maxTextLegions bounds the legion counts moveText and attackText hold.
const maxTextLegions = 32

// moveText and attackText hold the normal forms of moves and attacks by
// province and legions, built once so that option lists are built
// without concatenation.
var moveText, attackText = func() (mv, at [numProvinces][maxTextLegions + 1]string) {
	for p := range numProvinces {
		n := provinces[p].Name
		mv[p][0] = "move " + n
		for l := 1; l <= maxTextLegions; l++ {
			mv[p][l] = "move " + n + " with " + strconv.Itoa(l)
			at[p][l] = "attack " + n + " with " + strconv.Itoa(l)
		}
	}
	return mv, at
}()

// romeText holds the normal forms of Rome's supply by province: gold and
// a legion, one legion, and two legions (one province named once).
var romeText = func() (t struct {
	mixed, one [numProvinces]string
	two        [numProvinces][numProvinces]string
}) {
	for p := range numProvinces {
		n := provinces[p].Name
		t.mixed[p] = "rome gold and legion " + n
		t.one[p] = "rome legion " + n
		for q := range numProvinces {
			t.two[p][q] = "rome legions " + n + " and " + provinces[q].Name
		}
		t.two[p][p] = "rome legions " + n
	}
	return t
}()

// placeText, supplyText and fleeText hold the normal forms that name one
// province: placing the new consul's official, supplying, fleeing.
var placeText, supplyText, fleeText = func() (pl, su, fl [numProvinces]string) {
	for p := range numProvinces {
		n := provinces[p].Name
		pl[p], su[p], fl[p] = "place official "+n, "supply "+n, "flee "+n
	}
	return pl, su, fl
}()

// persuadeText holds "act persuade NAME" by seat.
var persuadeText = func() (t [3]string) {
	for c := range t {
		t[c] = "act persuade " + seats3[c]
	}
	return t
}()

// inTable reports whether province p has texts in the tables.
func inTable(p int) bool { return p >= 0 && p < int(numProvinces) }

// commandText is a move's or an attack's normal form from the tables.
func commandText(c command) (string, bool) {
	if c.Where < 0 || c.Where >= int(numProvinces) || c.Legions < 0 || c.Legions > maxTextLegions {
		return "", false
	}
	if c.Verb == "move" {
		return moveText[c.Where][c.Legions], true
	}
	if c.Legions == 0 {
		return "", false
	}
	return attackText[c.Where][c.Legions], true
}

// trackText is verb followed by a competence track, without building the
// text for the two tracks.
func trackText(verb, track string) string {
	switch {
	case verb == "act improve " && track == "political":
		return "act improve political"
	case verb == "act improve " && track == "military":
		return "act improve military"
	case verb == "raise " && track == "political":
		return "raise political"
	case verb == "raise " && track == "military":
		return "raise military"
	}
	return verb + track
}

// String is the command's normal form, as the options list it.
func (c command) String() string {
	name := func(p int) string { return provinces[p].Name }
	switch c.Verb {
	case "move":
		if t, ok := commandText(c); ok {
			return t
		}
		if c.Legions == 0 {
			return "move " + name(c.Where)
		}
		return "move " + name(c.Where) + " with " + strconv.Itoa(c.Legions)
	case "attack":
		if t, ok := commandText(c); ok {
			return t
		}
		return "attack " + name(c.Where) + " with " + strconv.Itoa(c.Legions)
	case "take":
		return "take official"
	case "place":
		if inTable(c.Where) {
			return placeText[c.Where]
		}
		if c.Where >= 0 {
			return "place official " + name(c.Where)
		}
		return "place official"
	case "keep":
		return "keep official"
	case "rome":
		switch {
		case c.Kind == "gold":
			return "rome gold"
		case !inTable(c.Where) || c.Where2 >= 0 && !inTable(c.Where2):
		case c.Kind == "mixed":
			return romeText.mixed[c.Where]
		case c.Where2 < 0:
			return romeText.one[c.Where]
		default:
			return romeText.two[c.Where][c.Where2]
		}
		switch {
		case c.Kind == "mixed":
			return "rome gold and legion " + name(c.Where)
		case c.Where2 < 0:
			return "rome legion " + name(c.Where)
		case c.Where == c.Where2:
			return "rome legions " + name(c.Where)
		}
		return "rome legions " + name(c.Where) + " and " + name(c.Where2)
	case "supply", "flee":
		switch {
		case !inTable(c.Where):
		case c.Verb == "supply":
			return supplyText[c.Where]
		default:
			return fleeText[c.Where]
		}
		return c.Verb + " " + name(c.Where)
	case "act":
		switch c.Kind {
		case "improve":
			return trackText("act improve ", c.Track)
		case "persuade":
			if c.Seat >= 0 && c.Seat < len(persuadeText) {
				return persuadeText[c.Seat]
			}
			if c.Seat >= 0 {
				return "act persuade " + seats3[c.Seat]
			}
			return "act persuade"
		case "weapons":
			return "act weapons"
		}
		return "act " + c.Kind
	case "raise":
		return trackText("raise ", c.Track)
	}
	return strings.TrimSpace(c.Verb)
}
