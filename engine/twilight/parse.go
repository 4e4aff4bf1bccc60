package twilight

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"turnmail/engine"
)

// step is one small command in normal form. A "choose" step keeps the
// player's raw value until it is matched against the question's options.
type step struct {
	text   string // normal form, e.g. "influence Japan"; "" for choose
	choose string // raw value of a choose step
}

// verbs start a new step inside a line.
var verbs = map[string]bool{"play": true, "space": true, "headline": true, "influence": true,
	"place": true, "coup": true, "realign": true, "choose": true, "done": true}

// parseLine splits a command line into steps. The grammar, by example:
//
//	play 27 ops influence Japan 1, Iran 2
//	play 13 ops event first
//	play Fidel event
//	coup Iran with 19
//	realign Iran, Iran, Iraq with 31
//	space 5
//	headline 4
//	choose Algeria, Angola, Zaire, Burma
//	done
//
// Steps may also be separated by ";", as in the normal form of a chain.
func parseLine(line string) ([]step, error) {
	toks := tokenize(line)
	if len(toks) == 0 {
		return nil, engine.Refuse("the command is empty; write for example \"play 27 ops influence Japan 1\"")
	}
	var steps []step
	for len(toks) > 0 {
		var got []step
		var err error
		got, toks, err = parseStep(toks)
		if err != nil {
			return nil, err
		}
		steps = append(steps, got...)
	}
	return steps, nil
}

// tokenize splits on spaces and keeps "," and ";" as tokens.
// German players may write the command words in German.
var germanWords = map[string]string{
	"spiele": "play", "spielen": "play", "ereignis": "event", "operationen": "ops",
	"putsch": "coup", "neuausrichtung": "realign", "einfluss": "influence",
	"weltraum": "space", "schlagzeile": "headline", "wähle": "choose",
	"waehle": "choose", "fertig": "done", "mit": "with", "zuerst": "first",
	"operations": "ops", "operation": "ops",
}

func tokenize(line string) []string {
	line = separators.Replace(line)
	toks := strings.Fields(line)
	for i, t := range toks {
		// "Headline: Containment": a colon after a word only ends it.
		if len(t) > 1 && strings.HasSuffix(t, ":") {
			t = strings.TrimSuffix(t, ":")
			toks[i] = t
		}
		if i == len(toks)-1 && len(t) > 1 && strings.HasSuffix(t, ".") {
			t = strings.TrimSuffix(t, ".") // "play 13 event."
			toks[i] = t
		}
		if len(t) > 1 && t[0] == '#' {
			t = t[1:] // "play #13 ops"
			toks[i] = t
		}
		if en, ok := germanWords[strings.ToLower(t)]; ok {
			toks[i] = en
		}
	}
	return toks
}

var separators = strings.NewReplacer(",", " , ", ";", " ; ", "，", " , ", "；", " ; ")

func parseStep(toks []string) ([]step, []string, error) {
	verb := strings.ToLower(toks[0])
	rest := toks[1:]
	switch verb {
	case ";", ",":
		return nil, rest, nil
	case "play":
		return parsePlay(rest)
	case "space", "headline":
		words, rest := upTo(rest, nil)
		n, err := parseCard(strings.Join(cardWords(words), " "))
		if err != nil {
			return nil, nil, err
		}
		return []step{{text: fmt.Sprintf("%s %d", verb, n)}}, rest, nil
	case "influence", "place":
		return parseTargets("influence", rest, true)
	case "coup", "realign":
		return parseTargets(verb, rest, false)
	case "choose":
		return parseChoices(rest)
	case "done":
		return []step{{text: "done"}}, rest, nil
	}
	return nil, nil, engine.Refuse("%q is not a command I know; commands begin with play, coup, realign, influence, space, headline, choose or done%s",
		toks[0], didYouMean(verb, keys(verbs)))
}

// parsePlay reads "<card> event", "<card> ops [event first]".
func parsePlay(toks []string) ([]step, []string, error) {
	i := 0
	for i < len(toks) && !isWord(toks[i], "event", "ops") {
		i++
	}
	if i == len(toks) {
		return nil, nil, engine.Refuse("say how to play the card: \"play 27 event\" or \"play 27 ops\"")
	}
	n, err := parseCard(strings.Join(cardWords(toks[:i]), " "))
	if err != nil {
		return nil, nil, err
	}
	rest := toks[i+1:]
	if isWord(toks[i], "event") {
		return []step{{text: fmt.Sprintf("play %d event", n)}}, rest, nil
	}
	text := fmt.Sprintf("play %d ops", n)
	if len(rest) >= 2 && isWord(rest[0], "event") && isWord(rest[1], "first") {
		text += " event first"
		rest = rest[2:]
	}
	return []step{{text: text}}, rest, nil
}

// cardWords drops the words around a card's name that only make a
// sentence: "play card 13 for ops", "play Fidel as event".
func cardWords(words []string) []string {
	if len(words) > 1 && isWord(words[0], "card") {
		words = words[1:]
	}
	if len(words) > 1 && isWord(words[len(words)-1], "for", "as") {
		words = words[:len(words)-1]
	}
	return words
}

// parseTargets reads a list of countries for influence (each with an
// optional count), coups or realignments, and an optional "with <card>".
func parseTargets(verb string, toks []string, counts bool) ([]step, []string, error) {
	if len(toks) > 1 && isWord(toks[0], "in") {
		toks = toks[1:] // "coup in Iran"
	}
	var steps []step
	var item []string
	flush := func() error {
		if len(item) == 0 {
			return nil
		}
		times := 1
		if counts && len(item) > 1 {
			if n, err := strconv.Atoi(item[len(item)-1]); err == nil {
				if n < 1 || n > 20 {
					return engine.Refuse("%d is not a number of influence points I can place", n)
				}
				times, item = n, item[:len(item)-1]
			}
		}
		var name string
		if verb == "influence" && isCCWName(strings.Join(item, " ")) {
			name = ccwName // the Chinese Civil War space (rules 12.1)
		} else {
			c, err := parseCountry(strings.Join(item, " "))
			if err != nil {
				return err
			}
			name = countries[c].Name
		}
		for range times {
			steps = append(steps, step{text: verb + " " + name})
		}
		item = nil
		return nil
	}
	i := 0
	for ; i < len(toks); i++ {
		t := toks[i]
		if t == ";" || isWord(t, "with") || verbs[strings.ToLower(t)] { // no country name holds a command word
			break
		}
		if t == "," {
			if err := flush(); err != nil {
				return nil, nil, err
			}
			continue
		}
		item = append(item, t)
	}
	if err := flush(); err != nil {
		return nil, nil, err
	}
	if len(steps) == 0 {
		return nil, nil, engine.Refuse("name a country after %q, e.g. \"%s Iran\"", verb, verb)
	}
	rest := toks[i:]
	if len(rest) > 0 && isWord(rest[0], "with") {
		words, after := upTo(rest[1:], verbs) // no card name holds a command word
		play := "play %d ops"
		if k := len(words); k >= 3 && isWord(words[k-2], "event") && isWord(words[k-1], "first") {
			play, words = "play %d ops event first", words[:k-2] // "coup Iran with 19 event first"
		}
		n, err := parseCard(strings.Join(words, " "))
		if err != nil {
			return nil, nil, err
		}
		steps = append([]step{{text: fmt.Sprintf(play, n)}}, steps...)
		rest = after
	}
	return steps, rest, nil
}

// parseChoices reads "choose a, b, c": one choose step per value.
func parseChoices(toks []string) ([]step, []string, error) {
	var steps []step
	var item []string
	i := 0
	for ; i <= len(toks); i++ {
		if i == len(toks) || toks[i] == "," || toks[i] == ";" || (len(item) == 0 && verbs[strings.ToLower(toks[i])] && !isWord(toks[i], "done")) {
			if len(item) > 0 {
				steps = append(steps, step{choose: strings.Join(item, " ")})
				item = nil
			}
			if i == len(toks) || toks[i] != "," {
				break
			}
			continue
		}
		item = append(item, toks[i])
	}
	if len(steps) == 0 {
		return nil, nil, engine.Refuse("write what you choose, e.g. \"choose yes\" or \"choose Iran\"")
	}
	return steps, toks[min(i, len(toks)):], nil
}

// upTo returns the words up to the next ";" (or a stop word) and the rest.
func upTo(toks []string, stop map[string]bool) ([]string, []string) {
	for i, t := range toks {
		if t == ";" || stop[strings.ToLower(t)] {
			return toks[:i], toks[i:]
		}
	}
	return toks, nil
}

func isWord(tok string, words ...string) bool {
	for _, w := range words {
		if strings.EqualFold(tok, w) {
			return true
		}
	}
	return false
}

// keys returns a map's keys, sorted.
func keys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// matchChoice finds the option ("choose X") that a raw value names: the
// value itself, a country by any of its names, or a card by number or
// name.
func matchChoice(raw string, options []string) (string, error) {
	q := normName(raw)
	var values []string
	for _, o := range options {
		if v, ok := strings.CutPrefix(o, "choose "); ok {
			values = append(values, v)
			if normName(v) == q {
				return o, nil
			}
		}
	}
	if len(values) == 0 {
		return "", engine.Refuse("there is nothing to choose now")
	}
	if c, err := parseCountry(raw); err == nil {
		for _, v := range values {
			if id, ok := countryByName[strings.ToLower(v)]; ok && id == c {
				return "choose " + v, nil
			}
		}
	}
	if n, err := parseCard(raw); err == nil {
		for _, v := range values {
			if v == strconv.Itoa(n) {
				return "choose " + v, nil
			}
		}
	}
	var prefixed []string
	for _, v := range values {
		if strings.HasPrefix(normName(v), q) {
			prefixed = append(prefixed, v)
		}
	}
	if len(prefixed) == 1 {
		return "choose " + prefixed[0], nil
	}
	return "", engine.Refuse("%q is not one of the choices (%s)%s", raw, strings.Join(values, ", "), didYouMean(q, values))
}
