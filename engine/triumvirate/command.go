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

// String is the command's normal form, as the options list it.
func (c command) String() string {
	name := func(p int) string { return provinces[p].Name }
	switch c.Verb {
	case "move":
		if c.Legions == 0 {
			return "move " + name(c.Where)
		}
		return "move " + name(c.Where) + " with " + strconv.Itoa(c.Legions)
	case "attack":
		return "attack " + name(c.Where) + " with " + strconv.Itoa(c.Legions)
	case "take":
		return "take official"
	case "place":
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
		case c.Kind == "mixed":
			return "rome gold and legion " + name(c.Where)
		case c.Where2 < 0:
			return "rome legion " + name(c.Where)
		case c.Where == c.Where2:
			return "rome legions " + name(c.Where)
		}
		return "rome legions " + name(c.Where) + " and " + name(c.Where2)
	case "supply", "flee":
		return c.Verb + " " + name(c.Where)
	case "act":
		switch c.Kind {
		case "improve":
			return "act improve " + c.Track
		case "persuade":
			if c.Seat >= 0 {
				return "act persuade " + seats3[c.Seat]
			}
			return "act persuade"
		}
		return "act " + c.Kind
	case "raise":
		return "raise " + c.Track
	}
	return strings.TrimSpace(c.Verb)
}
