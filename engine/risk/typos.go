package risk

import (
	"fmt"
	"slices"
	"strings"

	"turnmail/engine"
)

// vocabulary is every word the command language knows, folded: command
// words, fillers, the words of territory and mission names and of the
// special commands. A word one edit away from exactly one of them is
// read as that word (and the log says so).
var vocabulary = map[string]string{}

// vocabSorted holds the folded known words and territory spellings in
// order, for a prefix search; vocabByLen the known words by length.
var (
	vocabSorted []string
	vocabByLen  = map[int][]string{}
)

func init() {
	add := func(words ...string) {
		for _, w := range words {
			for _, part := range strings.FieldsFunc(strings.ToLower(w), func(r rune) bool { return r == ' ' || r == '-' }) {
				if len([]rune(part)) >= 3 {
					vocabulary[fold(part)] = part
					vocabulary[foldAlt(part)] = part
				}
			}
		}
	}
	for v := range verbs {
		add(v)
	}
	for _, l := range [][]string{leadFillers, unitWords, endFillers, attackFillers, fromWords, toWords,
		withWords, allWords, amountFillers, tradeFillers, claimFillers, buyLead, buyTail, defendFillers, stopWords,
		negationWords, restWords,
		{"cards", "karten", "stars", "sterne", "sternen", "neutral", "neutrale", "red", "blue", "rot", "blau"}} {
		add(l...)
	}
	for w := range numberWords {
		add(w)
	}
	for _, tr := range board {
		add(tr.De, tr.En, foldAlt(tr.De))
	}
	for _, m := range missions {
		add(m.Key, m.De, m.En)
		add(m.Aliases...)
	}
	for _, sp := range specials {
		add(sp.Key, sp.En, foldAlt(sp.Key))
	}
	for k := range vocabulary {
		vocabSorted = append(vocabSorted, k)
		vocabByLen[len(k)] = append(vocabByLen[len(k)], k)
	}
	for t := range board {
		vocabSorted = append(vocabSorted, territoryKeys[t]...)
	}
	slices.Sort(vocabSorted)
	for _, ks := range vocabByLen {
		slices.Sort(ks)
	}
}

// maxTypoWords bounds the words of a clause read for typos: a longer
// clause is no command, and the search is not free.
const maxTypoWords = 24

// readTypos corrects, in the clause at the start of toks, every word
// that is no known word but exactly one edit from exactly one known
// word, and notes each correction for the log. A word one edit from
// several known words is refused with the choices.
func (s *state) readTypos(toks []string) ([]string, error) {
	toks = slices.Clone(toks)
	end := min(clauseEnd(toks), maxTypoWords)
	for i := 0; i < end; i++ {
		w := toks[i]
		f := fold(w)
		if len([]rune(f)) < 3 || isNumber(w) || knownWord(f) || slices.Contains(articles, w) {
			continue
		}
		var hits []string
		for _, k := range slices.Concat(vocabByLen[len(f)-2], vocabByLen[len(f)-1], vocabByLen[len(f)], vocabByLen[len(f)+1], vocabByLen[len(f)+2]) {
			orig := vocabulary[k]
			if oneEdit(f, k) && !slices.Contains(hits, orig) && !slices.Contains(particles, orig) && !slices.Contains(einWords, orig) {
				hits = append(hits, orig)
			}
		}
		slices.Sort(hits)
		hits = sameMeaning(hits, w)
		switch len(hits) {
		case 0:
			continue
		case 1:
			toks[i] = hits[0]
			s.readAs = append(s.readAs, fmt.Sprintf("(Read %q as %q.)", w, hits[0]))
		default:
			return nil, engine.Refuse("%q could be %s; write which", w, strings.Join(quoteAll(hits), " or "))
		}
	}
	return toks, nil
}

// sameMeaning keeps one of several words that mean the same (the German
// and English name of one territory, two forms of one command word),
// preferring one as long as the typo.
func sameMeaning(hits []string, typo string) []string {
	meaning := func(w string) string {
		if k, ok := verbs[w]; ok {
			return "verb " + k
		}
		if t, _ := lookupTerritory([]string{w}); t >= 0 {
			return "territory " + t.name()
		}
		return w
	}
	var out []string
	seen := map[string]int{}
	for _, h := range hits {
		m := meaning(h)
		i, ok := seen[m]
		switch {
		case !ok:
			seen[m] = len(out)
			out = append(out, h)
		case len([]rune(h)) == len([]rune(typo)) && len([]rune(out[i])) != len([]rune(typo)):
			out[i] = h
		}
	}
	return out
}

// knownWord reports whether f is a known word or the beginning of one
// (names may be written short: "deu", "Nord-Fr").
func knownWord(f string) bool {
	i, _ := slices.BinarySearch(vocabSorted, f)
	return i < len(vocabSorted) && strings.HasPrefix(vocabSorted[i], f)
}

func quoteAll(ws []string) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = fmt.Sprintf("%q", w)
	}
	return out
}

// oneEdit reports whether a and b differ by exactly one edit: a letter
// added, dropped or changed, or two neighbours swapped (as
// engine.EditDistance counts), without allocating for the common case.
func oneEdit(a, b string) bool {
	if d := len(a) - len(b); d > 2 || d < -2 || a == b {
		return false
	}
	ra, rb := []rune(a), []rune(b)
	if len(ra) < len(rb) {
		ra, rb = rb, ra
	}
	i := 0
	for i < len(rb) && ra[i] == rb[i] {
		i++
	}
	switch len(ra) - len(rb) {
	case 0:
		if i+1 < len(ra) && ra[i] == rb[i+1] && ra[i+1] == rb[i] && string(ra[i+2:]) == string(rb[i+2:]) {
			return true
		}
		return string(ra[i+1:]) == string(rb[i+1:])
	case 1:
		return string(ra[i+1:]) == string(rb[i:])
	}
	return false
}
