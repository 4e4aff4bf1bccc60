package risk

import (
	"slices"
	"strconv"
	"strings"
)

// This file turns a sentence as players write it into the words the
// step parsers read: "Ich möchte Polen von Deutschland aus mit drei
// Einheiten angreifen" becomes "angreifen polen von deutschland mit 3".
// It knows words, not rules: whether the result is legal is decided by
// the step it parses into.

// numberWords are the number words one to twenty, English and German.
var numberWords = map[string]int{
	"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
	"eins": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "fuenf": 5, "funf": 5, "sechs": 6, "sieben": 7,
	"acht": 8, "neun": 9, "zehn": 10, "single": 1,
	"eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
	"eighteen": 18, "nineteen": 19, "twenty": 20, "elf": 11, "zwölf": 12, "zwoelf": 12, "dreizehn": 13,
	"vierzehn": 14, "fünfzehn": 15, "fuenfzehn": 15, "sechzehn": 16, "siebzehn": 17, "achtzehn": 18,
	"neunzehn": 19, "zwanzig": 20, "zwo": 2,
}

// einWords are the German "a"/"one": a number only where a number is
// expected (after "mit", "um", before a unit word), else an article.
var einWords = []string{"ein", "eine", "einen", "einem", "einer", "eins"}

// unitWords name what is counted: "4 units", "mit drei Einheiten".
var unitWords = []string{"unit", "units", "einheit", "einheiten", "armies", "armeen", "troops", "truppen", "troop",
	"dice", "die", "würfel", "wuerfel", "men", "soldiers", "soldaten", "pieces", "figuren", "infantry", "infanterie",
	"armys", "tanks", "panzer", "army", "armee", "stück", "stueck", "stk"}

// leadFillers open a sentence without changing its meaning: "I'd like
// to", "ich möchte jetzt", "please", "ok so".
var leadFillers = []string{"i", "i'd", "id", "i'll", "i'm", "im", "would", "like", "want", "wanna", "gonna", "gotta", "to", "please",
	"pls", "now", "next", "let's", "lets", "let", "me", "us", "we", "ok", "okay", "so", "will", "shall", "go", "ahead",
	"ich", "möchte", "moechte", "mochte", "würde", "wuerde", "gerne", "gern", "bitte", "jetzt", "nun", "wir", "also",
	"hiermit", "dann", "just", "nur", "noch", "still", "finally", "zuletzt", "schließlich", "schliesslich",
	"my", "move", "mein", "meine", "order", "befehl",
	"hi", "hello", "hallo", "hey", "moin", "servus", "well",
	"that's", "thats", "that", "it", "it's", "its", "is", "was", "war's", "wars", "war", "es", "ist",
	"thanks", "thank", "thx", "cheers", "you", "danke", "vielen", "dank", "schön", "schoen",
	"could", "can", "kannst", "du", "good", "luck", "viel", "glück", "glueck", "regards", "best", "gruß", "gruss",
	"grüße", "gruesse", "lg", "vg", "mfg", "bye", "tschüss", "tschuess", "ciao", "have", "habe", "hab", "fun", "spaß"}

// greetings open a salutation: a clause that begins with one is no step
// ("Hi all", „Hallo zusammen", "Dear Anna").
var greetings = []string{"hi", "hello", "hallo", "hey", "moin", "servus", "dear", "liebe", "lieber", "你好", "大家好"}

// salutation reports whether a clause opens a mail and says nothing
// more: a greeting and no command word or number ("Hi all", „Hallo
// zusammen", "Dear Anna").
func salutation(cl []string) bool {
	return len(cl) > 0 && slices.Contains(greetings, cl[0]) &&
		!slices.ContainsFunc(cl, func(w string) bool { return isActionVerb(w) || isNumber(w) || numberWords[w] > 0 })
}

// restWords say that a number is what is left: "the remaining 2",
// „die restlichen 2". Before a number they go; the number says it.
var restWords = []string{"remaining", "other", "rest", "restlichen", "übrigen", "uebrigen", "anderen", "last", "letzten"}

// restAllWords without a number are all that is left: "the rest",
// „die restlichen", 剩下的.
var restAllWords = []string{"rest", "remaining", "remainder", "restlichen", "restliche", "übrigen", "uebrigen",
	"übrige", "uebrige", "others"}

// elseWords after "all" repeat it: "everything else", „alles andere".
var elseWords = []string{"else", "other", "others", "andere", "anderen", "übrige", "übrigen", "uebrige", "uebrigen",
	"restlichen", "restliche"}

// stopWords change what a line means but no command has them: a line
// holding one is refused naming it, never read without it.
var stopWords = []string{"not", "don't", "dont", "never", "or", "but", "except", "unless", "if", "maybe", "half",
	"nicht", "nie", "niemals", "oder", "aber", "außer", "ausser", "falls", "wenn", "vielleicht", "halb",
	"hälfte", "haelfte", "statt", "instead", "nein"}

// politeWords go anywhere: "4 to Germany pls", „3 Würfel bitte".
var politeWords = []string{"please", "pls", "plz", "bitte", "bitteschön"}

// pronouns go anywhere in a clause: "From Germany I attack Poland",
// "mit 3 greife ich Polen an".
var pronouns = []string{"i", "ich", "we", "wir"}

// sequenceWords open the first of several steps ("first 3 on Germany,
// then …", "erst … dann …"); before a colour "first" is the Kommandozentrale
// setup's first player ("first red").
var sequenceWords = []string{"first", "firstly", "erst", "zuerst", "erstens"}

// articles are dropped anywhere.
var articles = []string{"the", "der", "die", "das", "den", "dem", "des"}

// particles close a German verb bracket at the end of a clause: "greife
// Polen an", "tausche drei Karten ein".
var particles = []string{"an", "ein", "aus", "nach", "ab", "vor", "zu", "hin", "durch"}

// atoi reads a number token the parsers have already checked.
func atoi(tok string) int {
	n, _ := strconv.Atoi(tok)
	return n
}

// phrase normalises the words of a line clause by clause (clauses are
// separated by sepWords): number words become digits, fillers, articles
// and unit words go, a German verb at the end or in the middle moves to
// the front and a separable particle at the end is dropped.
func phrase(toks []string) []string {
	var out []string
	first := true
	// "Uprising: Poland, from Sweden": a source after a comma belongs to
	// the step before it (no step begins with "from").
	toks = slices.Clone(toks)
	for i := len(toks) - 2; i >= 0; i-- {
		if toks[i] == "," && slices.Contains(fromWords, toks[i+1]) && i > 0 {
			toks = slices.Delete(toks, i, i+1)
		}
	}
	for len(toks) > 0 {
		i := slices.IndexFunc(toks, func(w string) bool { return slices.Contains(sepWords, w) })
		if i < 0 {
			i = len(toks)
		}
		if first && (salutation(toks[:i]) || isRemark(strings.Join(toks[:i], " "))) && i < len(toks) {
			toks, first = toks[i+1:], false // "Hi all, …", „Hallo zusammen, …": the line's salutation
			continue
		}
		first = false
		out = append(out, clause(toks[:i])...)
		if i < len(toks) {
			out = append(out, toks[i])
			i++
		}
		toks = toks[i:]
	}
	return out
}

// clause normalises one clause.
func clause(toks []string) []string {
	toks = slices.Clone(toks)
	for i, w := range toks {
		toks[i] = verbForm(w)
	}
	if len(toks) > 1 && slices.Contains(sequenceWords, toks[0]) {
		if _, err := parseColour(toks[1]); err != nil {
			toks = toks[1:]
		}
	}
	// Number words, "ein" only where a number is expected.
	for i, w := range toks {
		if n, ok := numberWords[w]; ok {
			toks[i] = strconv.Itoa(n)
			continue
		}
		if (w == "a" || w == "an") && i+1 < len(toks) && slices.Contains(unitWords, toks[i+1]) {
			toks[i] = "1" // "a unit on Germany"
			continue
		}
		if slices.Contains(einWords, w) {
			prevNum := i > 0 && slices.Contains([]string{"mit", "um", "with", "by"}, toks[i-1])
			nextUnit := i+1 < len(toks) && slices.Contains(unitWords, toks[i+1])
			// "setze einen auf Großbritannien": an article is followed by
			// its noun, never by a preposition; the bare "ein" before one
			// is a verb's particle ("marschiere ein in Polen").
			nextPrep := w != "ein" && i+1 < len(toks) && slices.Contains([]string{"auf", "nach", "in", "an", "zu"}, toks[i+1])
			if prevNum || nextUnit || nextPrep || w == "eins" {
				toks[i] = "1"
			}
		}
	}
	// "alle 6 nach Finnland", 六个兵全放芬兰: the 6 are all; "the remaining
	// 2" are 2.
	for i := 0; i+1 < len(toks); i++ {
		if (slices.Contains(allWords, toks[i]) || slices.Contains(restWords, toks[i])) && isNumber(toks[i+1]) {
			toks = slices.Delete(toks, i, i+1)
		}
	}
	// "the rest to Sweden", „den Rest nach Schweden": all that is left;
	// "everything else", „alles andere" say it twice.
	for i, w := range toks {
		if slices.Contains(restAllWords, w) && (i+1 == len(toks) || !isNumber(toks[i+1])) {
			toks[i] = "all"
		}
	}
	for i := 0; i+1 < len(toks); i++ {
		if slices.Contains(allWords, toks[i]) && slices.Contains(elseWords, toks[i+1]) {
			toks = slices.Delete(toks, i+1, i+2)
		}
	}
	for i := 1; i < len(toks); i++ {
		if slices.Contains(allWords, toks[i]) && isNumber(toks[i-1]) {
			toks = slices.Delete(toks, i, i+1)
		}
	}
	// Fillers at the start, articles and unit words anywhere.
	for len(toks) > 1 && slices.Contains(leadFillers, toks[0]) && !isActionVerb(toks[0]) {
		toks = toks[1:]
	}
	if len(toks) > 1 && (toks[0] == "move" || toks[0] == "zug") && isActionVerb(toks[1]) {
		toks = toks[1:] // "my move: attack …", "Zug: greife … an"
	}
	toks = slices.DeleteFunc(toks, func(w string) bool {
		return slices.Contains(articles, w) || slices.Contains(unitWords, w) || slices.Contains(pronouns, w) ||
			slices.Contains(politeWords, w)
	})
	if len(toks) < 2 {
		return toks
	}
	// The verb to the front: at the end ("Polen angreifen"), or in the
	// middle ("Polen von Deutschland aus angreifen mit 3").
	if !isActionVerb(toks[0]) {
		j := len(toks) - 1
		if slices.Contains(particles, toks[j]) && j > 0 {
			j--
		}
		if !isActionVerb(toks[j]) && !isNumberPhaseWord(toks[0]) {
			// Not after "with 3 …": "with 3 move 5" is two steps.
			j = slices.IndexFunc(toks, isActionVerb)
		}
		if j > 0 && isActionVerb(toks[j]) {
			v := toks[j]
			before := slices.Clone(toks[:j])
			toks = append([]string{v}, slices.Delete(toks, j, j+1)...)
			if slices.Contains(subjectVerbs, v) {
				// "Germany attacks Poland": the subject is the source.
				if t, _ := lookupTerritory(before); t >= 0 {
					toks = append([]string{v, "from"}, toks[1:]...)
				}
			}
		}
	}
	// The separable particle at the end: "greife Polen an".
	if last := toks[len(toks)-1]; (len(toks) > 2 || isActionVerb(toks[0])) && slices.Contains(particles, last) {
		toks = toks[:len(toks)-1]
	}
	// "von Deutschland aus": "aus" repeats the "von".
	if k := slices.IndexFunc(toks, func(w string) bool { return w == "von" || w == "from" }); k >= 0 {
		for i := k + 1; i < len(toks); i++ {
			if toks[i] == "aus" {
				toks = slices.Delete(toks, i, i+1)
				break
			}
		}
	}
	return toks
}

// verbForm reads an inflected command verb as the verb: "placing",
// "attacking", "moves" (English), "beendet", "setzt", "verlegt" (German).
// Only a word that is no known word is read, and only as an action verb.
func verbForm(w string) string {
	if _, ok := vocabulary[w]; ok || len(w) < 4 {
		return w
	}
	var cands []string
	if stem, ok := strings.CutSuffix(w, "ing"); ok {
		cands = append(cands, stem, stem+"e")
		if n := len(stem); n > 2 && stem[n-1] == stem[n-2] {
			cands = append(cands, stem[:n-1]) // "fortifying", "planning"
		}
	}
	if stem, ok := strings.CutSuffix(w, "s"); ok {
		cands = append(cands, stem) // "moves", "reinforces"
	}
	if stem, ok := strings.CutSuffix(w, "t"); ok {
		cands = append(cands, stem, stem+"e") // "beendet", "setzt"
	}
	for _, c := range cands {
		if isActionVerb(c) {
			return c
		}
	}
	return w
}

// subjectVerbs take the attacking territory as their subject: "Germany
// attacks Poland", "Deutschland greift Polen an".
var subjectVerbs = []string{"attacks", "invades", "greift"}

// isActionVerb reports whether w is a command word that can open a step
// (not a preposition such as "to" or "with"), written in full.
func isActionVerb(w string) bool {
	k, ok := verbs[w]
	return ok && k != kTo && k != kWith
}

// isNumberPhaseWord reports whether w opens an answer to a number
// question ("with 3", "3"), which keeps its order.
func isNumberPhaseWord(w string) bool {
	return isNumber(w) || slices.Contains(withWords, w)
}

// quoteStripper removes quotes around titles: „Schweizer Gewölbe", "claim
// 'green'".
var quoteStripper = strings.NewReplacer("\"", " ", "„", " ", "“", " ", "”", " ", "«", " ", "»", " ", "‚", " ", "‘", " ", "’", "'", "(", " ", ")", " ")
