package risk

import (
	"slices"
	"strings"

	"turnmail/engine"
)

var (
	foldPlain = strings.NewReplacer(append([]string{"ä", "a", "ö", "o", "ü", "u", "ß", "ss", "-", "", " ", "", ".", "", "'", ""},
		accents...)...)
	foldVowel = strings.NewReplacer(append([]string{"ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "-", "", " ", "", ".", "", "'", ""},
		accents...)...)
	// accents of other languages' spellings go: "România", "České".
	accents = []string{"à", "a", "á", "a", "â", "a", "ã", "a", "å", "a", "ç", "c", "č", "c", "è", "e", "é", "e", "ê", "e",
		"ë", "e", "ě", "e", "ì", "i", "í", "i", "î", "i", "ï", "i", "ñ", "n", "ò", "o", "ó", "o", "ô", "o", "õ", "o",
		"ù", "u", "ú", "u", "û", "u", "ý", "y", "ř", "r", "š", "s", "ž", "z", "ł", "l", "ś", "s", "ń", "n"}
)

// fold makes a name comparable: lower case, no spaces, hyphens or dots,
// umlauts as plain vowels and ß as ss.
func fold(s string) string {
	if plainWord(s) {
		return s
	}
	return foldPlain.Replace(strings.ToLower(s))
}

// plainWord reports whether s is already folded: only a-z and 0-9.
func plainWord(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if (c < 'a' || c > 'z') && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}

// foldAlt is fold with umlauts written ae, oe, ue (as on a keyboard
// without them).
func foldAlt(s string) string { return foldVowel.Replace(strings.ToLower(s)) }

// territoryKeys holds every accepted spelling of each territory.
var territoryKeys [numTerr][]string

func init() {
	for t, tr := range board {
		keys := []string{fold(tr.De), foldAlt(tr.De), fold(tr.En), fold(tr.ID)}
		for _, k := range keys {
			if !slices.Contains(territoryKeys[t], k) {
				territoryKeys[t] = append(territoryKeys[t], k)
			}
		}
	}
}

// parseTerritory reads a territory name at the start of toks.
func parseTerritory(toks []string) (terrID, []string, error) {
	run, rest := nameRun(toks)
	t, err := resolveTerritory(run)
	return t, rest, err
}

// resolveTerritory finds the territory the words name: exactly, or by a
// unique prefix of its German or English name or its code.
func resolveTerritory(run []string) (terrID, error) {
	if len(run) == 0 {
		return 0, engine.Refuse("a territory name is missing")
	}
	written := strings.Join(run, " ")
	t, hits := lookupTerritory(run)
	if t >= 0 {
		return t, nil
	}
	switch len(hits) {
	case 0:
		var all []string
		for t := range board {
			all = append(all, board[t].De, board[t].En)
		}
		return 0, &noTerritory{written: written, err: engine.Refuse("no territory %q%s", written, didYouMean(written, all))}
	}
	names := make([]string, len(hits))
	for i, h := range hits {
		names[i] = h.name()
	}
	return 0, engine.Refuse("%q is ambiguous: %s", written, strings.Join(names, ", "))
}

// noTerritory refuses a name that names no territory. It suggests from
// the whole map; parseStep, which knows the legal steps, replaces the
// suggestion with one of the territories a legal step names.
type noTerritory struct {
	written string
	err     error // the *engine.Refusal
}

func (e *noTerritory) Error() string { return e.err.Error() }
func (e *noTerritory) Unwrap() error { return e.err }

// territoryHint suggests, for a name that names no territory, the
// closest territory that a legal step names now, or "".
func (s *state) territoryHint(written string) string {
	var names []string
	for _, st := range s.steps() {
		var ts []terrID
		switch st.Kind {
		case kPlace, kCapital, kReinforce, kTo:
			ts = []terrID{st.T}
		case kAttack:
			ts = []terrID{st.T, st.S}
		case kMoveFrom:
			ts = []terrID{st.S}
		case kBuy:
			if st.Key == buyUprising {
				ts = []terrID{st.T, st.S}
			} else if st.Key == buyAirfield {
				ts = []terrID{st.T}
			}
		}
		for _, t := range ts {
			if !slices.Contains(names, board[t].De) {
				names = append(names, board[t].De, board[t].En)
			}
		}
	}
	return didYouMean(written, names)
}

// lookupTerritory finds the territory the words name exactly (t >= 0),
// or else lists the territories they begin, or else those they end.
func lookupTerritory(run []string) (t terrID, hits []terrID) {
	key := fold(strings.Join(run, ""))
	for t := range board {
		for _, k := range territoryKeys[t] {
			if k == key {
				return terrID(t), nil
			}
			if len(key) >= 3 && strings.HasPrefix(k, key) && !slices.Contains(hits, terrID(t)) {
				hits = append(hits, terrID(t))
			}
		}
	}
	if len(hits) == 0 && len(key) >= 5 {
		// The end of a name: "France" ends Nord- and Süd-Frankreich,
		// "Britain" only Great Britain.
		for t := range board {
			for _, k := range territoryKeys[t] {
				if k != key && strings.HasSuffix(k, key) && !slices.Contains(hits, terrID(t)) {
					hits = append(hits, terrID(t))
				}
			}
		}
	}
	if len(hits) == 1 {
		return hits[0], nil
	}
	return -1, hits
}

// didYouMean suggests the candidate closest to w, as " (did you mean
// X?)", or "" when nothing is close.
func didYouMean(w string, candidates []string) string {
	best, bestD := "", 1<<30
	fw := fold(w)
	for _, c := range candidates {
		fc := fold(c)
		d := engine.EditDistance(fw, fc)
		if len(fc) > len(fw) {
			// A long name typed short counts by its beginning.
			d = min(d, engine.EditDistance(fw, fc[:len(fw)])+1)
		}
		if d < bestD {
			best, bestD = c, d
		}
	}
	if best == "" || bestD > max(2, len([]rune(fw))/2) {
		return ""
	}
	return "; did you mean " + best + "?"
}
