package twilight

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"turnmail/engine"
)

// nameFolder folds the separators players vary.
var nameFolder = strings.NewReplacer("-", " ", "_", " ", "  ", " ")

// normName lower-cases a name and folds the separators players vary.
func normName(s string) string {
	return nameFolder.Replace(strings.ToLower(strings.TrimSpace(s)))
}

// aliases holds every country's accepted names, by country ID.
var aliases [][]string

func init() {
	for _, c := range countries {
		aliases = append(aliases, countryAliases(c))
	}
}

// countryAliases lists each country's accepted names (English, German,
// Chinese, and forms without "/" such as "laos cambodia").
func countryAliases(c Country) []string {
	names := []string{c.Name, c.German, c.Chinese}
	var out []string
	for _, n := range names {
		n = normName(n)
		out = append(out, n)
		if strings.Contains(n, "/") {
			out = append(out, strings.ReplaceAll(n, "/", " "), strings.ReplaceAll(n, "/", ""))
		}
	}
	return out
}

// parseCountry resolves a country by exact name or unique prefix, in
// English, German or Chinese; near misses get a suggestion.
func parseCountry(raw string) (int, error) {
	q := normName(raw)
	if q == "" {
		return 0, engine.Refuse("a country name is missing")
	}
	var prefixed []int
	for _, c := range countries {
		hit := false
		for _, a := range aliases[c.ID] {
			if a == q {
				return c.ID, nil
			}
			if strings.HasPrefix(a, q) {
				hit = true
			}
		}
		if hit {
			prefixed = append(prefixed, c.ID)
		}
	}
	switch len(prefixed) {
	case 1:
		return prefixed[0], nil
	case 0:
		var all, shown []string
		for _, c := range countries {
			all = append(all, c.Name, c.German, c.Chinese)
			shown = append(shown, c.Name, c.Name, c.Name)
		}
		return 0, engine.Refuse("there is no country %q%s", raw, suggest(q, all, shown))
	}
	var names []string
	for _, id := range prefixed {
		names = append(names, countries[id].Name)
	}
	return 0, engine.Refuse("%q could be %s; write more of the name", raw, strings.Join(names, ", "))
}

// parseCard resolves a card by number or by unique name prefix.
func parseCard(raw string) (int, error) {
	q := normName(raw)
	if q == "" {
		return 0, engine.Refuse("a card is missing")
	}
	if n, err := strconv.Atoi(q); err == nil {
		if cards[n] == nil {
			return 0, engine.Refuse("there is no card %d (cards are numbered 1 to 110)", n)
		}
		return n, nil
	}
	var prefixed []int
	var all []string
	for n := 1; n <= len(cardTable); n++ {
		name := normName(cards[n].Name)
		all = append(all, cards[n].Name)
		short := strings.TrimPrefix(name, "the ")
		if name == q || short == q {
			return n, nil
		}
		if strings.HasPrefix(name, q) || strings.HasPrefix(short, q) {
			prefixed = append(prefixed, n)
		}
	}
	switch len(prefixed) {
	case 1:
		return prefixed[0], nil
	case 0:
		return 0, engine.Refuse("there is no card %q%s", raw, didYouMean(q, all))
	}
	var names []string
	for _, n := range prefixed {
		names = append(names, cardName(n))
	}
	return 0, engine.Refuse("%q could be %s; write the number", raw, strings.Join(names, ", "))
}

// didYouMean suggests the names closest to q, or returns "".
func didYouMean(q string, names []string) string { return suggest(q, names, names) }

// suggest compares q with names and suggests the matching shown[i] of the
// closest ones (a German or Chinese name suggests the English one).
func suggest(q string, names, shown []string) string {
	type cand struct {
		name string
		d    int
	}
	var cs []cand
	for i, n := range names {
		p := normName(n)
		d := engine.EditDistance(q, p)
		if r := []rune(p); len(r) > len([]rune(q)) {
			d = min(d, engine.EditDistance(q, string(r[:len([]rune(q))])))
		}
		if d <= max(1, len([]rune(q))/3) {
			cs = append(cs, cand{shown[i], d})
		}
	}
	if len(cs) == 0 {
		return ""
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].d < cs[j].d })
	var out []string
	for _, c := range cs {
		if c.d == cs[0].d && len(out) < 3 && !slices.Contains(out, c.name) {
			out = append(out, c.name)
		}
	}
	return fmt.Sprintf("; did you mean %s?", strings.Join(out, " or "))
}
