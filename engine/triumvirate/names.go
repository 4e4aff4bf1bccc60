package triumvirate

import (
	"fmt"
	"sort"
	"strings"
)

// fold lowercases a word and spells out German letters, so "Ägypten"
// matches "aegypten".
func fold(s string) string { return germanLetters.Replace(strings.ToLower(s)) }

var germanLetters = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss")

type alias struct {
	key   string   // folded, without spaces
	words []string // folded words
	id    int
}

var provinceAliases, seatAliases = buildAliases()

// seaAliases name the two sea areas, only to explain that a move cannot
// end there.
var seaAliases = []alias{
	{"mareoccidentale", []string{"mare", "occidentale"}, 0},
	{"westernsea", []string{"western", "sea"}, 0},
	{"westlichesmeer", []string{"westliches", "meer"}, 0},
	{"mareionium", []string{"mare", "ionium"}, 1},
	{"ioniansea", []string{"ionian", "sea"}, 1},
	{"ionischesmeer", []string{"ionisches", "meer"}, 1},
	{"mittelmeer", []string{"mittelmeer"}, 0},
	{"mare", []string{"mare"}, 0},
	{"sea", []string{"sea"}, 0},
	{"meer", []string{"meer"}, 0},
}

// isSea reports whether words name a sea area and no province.
func isSea(words []string) bool {
	if _, found := lookup(words, provinceAliases); len(found) > 0 {
		return false
	}
	_, found := lookup(words, seaAliases)
	return len(found) > 0
}

func buildAliases() (provs, seats []alias) {
	mk := func(s string, id int) alias {
		return alias{strings.ReplaceAll(fold(s), " ", ""), strings.Fields(fold(s)), id}
	}
	for p, info := range provinces {
		provs = append(provs, mk(info.Name, p))
		for _, a := range info.Aliases {
			provs = append(provs, mk(a, p))
		}
	}
	for c, name := range seats3 {
		seats = append(seats, mk(name, c))
	}
	seats = append(seats, mk("pompey", 1), mk("pompejus", 1))
	return provs, seats
}

// resolve finds the one name a phrase means: an exact name, or a unique
// prefix of names. It refuses ambiguous phrases with the names they may
// mean, and unknown ones.
func resolve(words []string, aliases []alias, what string, name func(int) string) (int, error) {
	phrase := strings.Join(words, "")
	if phrase == "" {
		return noSeat, refusef("name a %s", what)
	}
	id, found := lookup(words, aliases)
	switch len(found) {
	case 1:
		return id, nil
	case 0:
		// The step adds the nearest legal command: a name that is not
		// legal now is never suggested.
		return noSeat, &parseError{reason: fmt.Sprintf("unknown %s %q", what, strings.Join(words, " ")), suggest: true}
	}
	var names []string
	var ids []int
	for id := range found {
		names = append(names, name(id))
		ids = append(ids, id)
	}
	sort.Strings(names)
	sort.Ints(ids)
	return noSeat, &parseError{reason: fmt.Sprintf("%q could mean %s", strings.Join(words, " "), strings.Join(names, " or ")), alts: ids}
}

// lookup finds the names a phrase may mean: an exact name wins, else
// every name it begins (as a whole, or word by word).
func lookup(words []string, aliases []alias) (int, map[int]bool) {
	phrase := strings.Join(words, "")
	found := map[int]bool{}
	id := noSeat
	for _, a := range aliases {
		if a.key == phrase {
			return a.id, map[int]bool{a.id: true}
		}
		if strings.HasPrefix(a.key, phrase) || wordPrefixes(words, a.words) {
			found[a.id] = true
			id = a.id
		}
	}
	return id, found
}

// wordPrefixes reports whether each written word begins the name's word
// in the same place ("gall cis" for "Gallia Cisalpina").
func wordPrefixes(written, name []string) bool {
	if len(written) != len(name) {
		return false
	}
	for i := range written {
		if !strings.HasPrefix(name[i], written[i]) {
			return false
		}
	}
	return true
}

func provinceName(p int) string { return provinces[p].Name }
func seatName(c int) string     { return seats3[c] }

// parseError is a command the parser did not understand; Apply adds the
// nearest legal option as a suggestion.
type parseError struct {
	reason  string
	suggest bool   // add the nearest legal option
	verb    string // with alts: the verb of the step
	alts    []int  // the provinces an ambiguous or incomplete step may mean
}

func (e *parseError) Error() string { return e.reason }

func refusef(format string, args ...any) error {
	return &parseError{reason: fmt.Sprintf(format, args...)}
}
