package twilight

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"turnmail/engine"
)

// normName lower-cases a name and folds the separators players vary.
func normName(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.NewReplacer("-", " ", "_", " ", "  ", " ").Replace(s)
	return s
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
		for _, a := range countryAliases(c) {
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
		var all []string
		for _, c := range countries {
			all = append(all, c.Name, c.German, c.Chinese)
		}
		return 0, engine.Refuse("there is no country %q%s", raw, didYouMean(q, all))
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
func didYouMean(q string, names []string) string {
	type cand struct {
		name string
		d    int
	}
	var cs []cand
	for _, n := range names {
		d := editDistance(q, normName(n))
		if p := normName(n); len(p) > len(q) {
			d = min(d, editDistance(q, p[:len(q)]))
		}
		if d <= max(1, len([]rune(q))/3) {
			cs = append(cs, cand{n, d})
		}
	}
	if len(cs) == 0 {
		return ""
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].d < cs[j].d })
	var out []string
	for _, c := range cs {
		if c.d == cs[0].d && len(out) < 3 {
			out = append(out, c.name)
		}
	}
	return fmt.Sprintf("; did you mean %s?", strings.Join(out, " or "))
}

// editDistance is the Levenshtein distance between a and b, by runes.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur := make([]int, len(rb)+1)
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(rb)]
}
