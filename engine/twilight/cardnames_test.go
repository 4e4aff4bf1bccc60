package twilight

import (
	"maps"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// Cards whose German name is their English one (German edition and
// common player usage): Fidel, Blockade, Nasser, NATO, Allende, Willy
// Brandt, OPEC, Glasnost, NORAD, Che.
var sameNameInGerman = []int{8, 10, 15, 21, 54, 55, 61, 90, 106, 107}

// Every card has a German and a Chinese name besides its English one:
// its own, one the rule texts print (cardAliases: „Europa-Wertung",
// „China-Karte", „Warschauer Pakt", 中國牌), or, in German, the English
// one.
func TestEveryCardHasGermanAndChineseNames(t *testing.T) {
	han := func(s string) bool {
		return strings.ContainsFunc(s, func(r rune) bool { return unicode.Is(unicode.Han, r) })
	}
	for n := 1; n <= len(cardTable); n++ {
		german := len(germanCardNames[n]) > 0 || slices.Contains(sameNameInGerman, n) ||
			slices.ContainsFunc(cardAliases[n], func(a string) bool {
				return !han(a) && (strings.Contains(a, "Wertung") || strings.Contains(a, "Karte") || strings.Contains(a, "Pakt"))
			})
		if !german {
			t.Errorf("card %d (%s) has no German name", n, cardName(n))
		}
		if len(chineseCardNames[n]) == 0 && !slices.ContainsFunc(cardAliases[n], han) {
			t.Errorf("card %d (%s) has no Chinese name", n, cardName(n))
		}
	}
}

// Every German and Chinese name of a card, in each declined, umlaut and
// traditional form, names that one card: no other card, no country, no
// region, and no word the parser reads as a command, answer, count,
// filler or stop word.
func TestCardNamesNameOneCardOnly(t *testing.T) {
	parserWords := map[string]string{}
	for what, set := range map[string][]string{
		"a command word": slices.Collect(maps.Keys(keywords)),
		"a filler":       slices.Collect(maps.Keys(fillers)),
		"a number word":  slices.Collect(maps.Keys(numberWords)),
		"a stop word":    slices.Collect(maps.Keys(stopWords)),
		"a greeting":     slices.Collect(maps.Keys(greetings)),
		"an answer": slices.Concat(slices.Collect(maps.Keys(chineseYes)), slices.Collect(maps.Keys(chineseNo)),
			slices.Collect(maps.Keys(looseAnswers))),
		"a side":      slices.Concat(slices.Collect(maps.Keys(sideWords)), slices.Collect(maps.Keys(sideBidVerbs))),
		"a card word": slices.Collect(maps.Keys(cardWords)),
		"a verb":      slices.Concat(slices.Collect(maps.Keys(choiceVerbs)), slices.Collect(maps.Keys(realignHalves))),
	} {
		for _, w := range set {
			parserWords[nameKey(w)] = what
		}
	}
	for region, as := range regionAliases {
		for _, a := range append([]string{region}, as...) {
			parserWords[nameKey(a)] = "the region " + region
			parserWords[nameKey(plainUmlauts.Replace(strings.ToLower(a)))] = "the region " + region
		}
	}
	for n := 1; n <= len(cardTable); n++ {
		var written []string
		for _, g := range germanCardNames[n] {
			written = append(written, germanForms(g)...)
		}
		for _, c := range chineseCardNames[n] {
			written = append(written, c, traditionalCards.Replace(traditional.Replace(c)))
		}
		written = append(written, cardAliases[n]...)
		for _, a := range written {
			keys := []string{nameKey(a), nameKey(plainUmlauts.Replace(strings.ToLower(a)))}
			for _, key := range slices.Compact(keys) {
				if nm, ok := names[key]; !ok || !nm.card || nm.id != n {
					t.Errorf("names[%q] (from %q) = %+v, %v; want card %d alone", key, a, nm, ok, n)
				}
				if what, ok := parserWords[key]; ok {
					t.Errorf("card %d's name %q is %s", n, a, what)
				}
			}
		}
	}
}

// A Chinese card name is cut as one word in a line without spaces, in
// simplified and traditional characters, between the words around it.
func TestChineseCardNamesCutWhole(t *testing.T) {
	for n, cs := range chineseCardNames {
		for _, c := range cs {
			for _, w := range []string{c, traditionalCards.Replace(traditional.Replace(c))} {
				line := "我打出" + w + "作为事件"
				toks, _ := phrase(line)
				want := []string{"play", "#" + itoa(n), "event"}
				if !slices.Equal(toks, want) {
					t.Errorf("phrase(%q) = %q, want %q", line, toks, want)
				}
			}
		}
	}
}
