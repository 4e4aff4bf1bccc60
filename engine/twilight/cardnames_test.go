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

// Every German and Chinese name of every card is read in each kind of
// command a player writes with it: as an event, for Ops, as the
// headline, on the space race and for a coup.
func TestLocalCardNamesInEveryCommand(t *testing.T) {
	type form struct{ line, want string }
	german := []form{
		{"Ich spiele %s als Ereignis", "play # event"},
		{"Ich spiele die Karte %s als Ereignis", "play # event"},
		{"%s für Operationen", "play # ops"},
		{"Schlagzeile: %s", "headline #"},
		{"%s ins Weltraumrennen", "space #"},
		{"Mit %s putsche ich im Iran", "coup @Iran with #"},
	}
	chinese := []form{
		{"我打出%s作为事件", "play # event"},
		{"%s用于行动", "play # ops"},
		{"打出%s当作行动点", "play # ops"},
		{"头条：%s", "headline #"},
		{"%s放太空竞赛", "space #"},
		{"用%s在伊朗政变", "coup @Iran with #"},
	}
	check := func(n int, f form, written string) {
		t.Helper()
		line := strings.Replace(f.line, "%s", written, 1)
		want := strings.Fields(strings.Replace(f.want, "#", "#"+itoa(n), 1))
		if got, _ := phrase(line); !slices.Equal(got, want) {
			t.Errorf("phrase(%q) = %q, want %q", line, got, want)
		}
	}
	for n := 1; n <= len(cardTable); n++ {
		for _, g := range germanCardNames[n] {
			for _, f := range german {
				check(n, f, g)
			}
		}
		for _, z := range chineseCardNames[n] {
			for _, f := range chinese {
				check(n, f, z)
				check(n, f, traditionalCards.Replace(traditional.Replace(z)))
			}
		}
	}
}
