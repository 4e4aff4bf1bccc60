package twilight

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"turnmail/engine"
)

// step is one small command in normal form. A step whose card or country
// name did not resolve, a choose step and a bare name keep what the
// player wrote until it meets the question's options (matchStep).
type step struct {
	text   string // normal form, e.g. "influence Japan"; "" for the others
	choose string // raw value of a choose step
	bare   string // a name written without a verb: an answer, or influence
	note   string // how a word of the step was read, for the log

	// line is the whole line when it is one step or none the grammar
	// reads: a question's choice may be worded like a command ("with UN
	// Intervention", "ops event first"). lineErr is why the grammar
	// could not read it, said when no choice matches.
	line    string
	lineErr error

	// A name that did not resolve, in the step form around "%s" (a card's
	// number or a country's name), e.g. "coup %s", "play %s event".
	form     string
	name     string
	card     bool
	why      string // why the name did not resolve, for the player
	prefixed []int  // the cards or countries an ambiguous name begins

	// left are the words of the step's command that name a game thing
	// (a country, card or count) no step could use: a coup's second
	// target, a count beside no country, a second card. leftWhy says
	// why (leftover.go). group is the steps read from that command, for
	// the refusal ("influence Iran; influence Iran").
	left    []string
	leftWhy string
	group   string
}

// written is the step as the player wrote it, for messages, without
// the marks phrase.go puts on names ("@Iraq" is Iraq).
func (st step) written() string {
	return unmarked.Replace(" " + st.marked())[1:]
}

func (st step) marked() string {
	switch {
	case st.lineErr != nil:
		return strings.TrimSpace(st.line)
	case st.text != "":
		return st.text
	case st.form != "":
		return fmt.Sprintf(st.form, st.name)
	case st.bare != "":
		return st.bare
	}
	return "choose " + st.choose
}

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
//	Poland 3, East Germany 2     (bare names: the answer, or influence)
//	done
//
// Steps may also be separated by ";", as in the normal form of a chain.
// phrase.go first rewrites what players write around this grammar.
func parseLine(line string) ([]step, error) {
	toks, notes := phrase(line)
	if i := slices.IndexFunc(toks, func(w string) bool { return stopWords[fold(w)] }); i >= 0 {
		return nil, engine.Refuse("%q changes what the line means, and no command has it: write only the command you mean", toks[i])
	}
	if len(toks) == 0 { // remarks and fillers only: no command at all (engine.Refusal.NotCommand)
		return nil, engine.RefuseNotCommand("the command is empty; write for example \"play 27 ops influence Japan 1\"")
	}
	var steps []step
	for rest := toks; len(rest) > 0; {
		var got []step
		var err error
		got, rest, err = parseStep(rest)
		if err != nil && !slices.ContainsFunc(toks, func(w string) bool { return grammarVerbs[w] && w != "choose" }) {
			return []step{{line: line, lineErr: err}}, nil // perhaps a choice's words
		}
		if err != nil {
			return nil, err
		}
		steps = append(steps, got...)
	}
	if len(steps) == 1 {
		steps[0].line = line
	}
	if len(steps) == 0 {
		return nil, engine.RefuseNotCommand("%q holds no command; write for example \"play 27 ops influence Japan 1\"", strings.TrimSpace(line))
	}
	if len(notes) > 0 {
		steps[0].note = strings.Join(notes, " ")
	}
	return steps, nil
}

func parseStep(toks []string) ([]step, []string, error) {
	verb := toks[0]
	rest := toks[1:]
	switch verb {
	case ";", ",":
		return nil, rest, nil
	case "play":
		return parsePlay(rest)
	case "space", "headline":
		words, rest := upTo(rest, grammarVerbs)
		words = slices.DeleteFunc(words, func(w string) bool { return w == "with" || w == "," })
		return []step{cardStep(verb+" %s", words)}, rest, nil
	case "influence", "coup", "realign":
		return parseTargets(verb, rest, verb != "coup") // "realign Iran 2": twice
	case "choose":
		return parseChoices(rest)
	case "done":
		return []step{{text: "done"}}, rest, nil
	case "event", "ops", "first", "with":
	default:
		return parseBare(toks)
	}
	return nil, nil, engine.Refuse("%q is not a command I know; commands begin with play, coup, realign, influence, space, headline, choose or done",
		verb)
}

// cardStep is the step form with the card the words name, or a step that
// keeps the name for matchStep.
func cardStep(form string, words []string) step {
	if len(words) == 2 && strings.HasPrefix(words[0], "#") && words[0][1:] == words[1] {
		words = words[:1] // "Fidel (8)"
	}
	raw := strings.Join(words, " ")
	n, why, prefixed := findCard(raw)
	if why != "" && len(words) > 1 {
		raw = strings.Join(spelled(words), " ") // "Five Yaer Plan" had its "Five" read as 5
		n, why, prefixed = findCard(raw)
	}
	if c, left, ok := cardAndLeft(words); why != "" && ok {
		st := step{text: fmt.Sprintf(form, strconv.Itoa(c))}
		st.left, st.leftWhy = left, cardLeft // "coup Iran with 13 Iraq", "space 13 31"
		return st
	}
	if why != "" {
		return step{form: form, name: strings.TrimLeft(raw, "#"), card: true, why: why, prefixed: prefixed}
	}
	return step{text: fmt.Sprintf(form, strconv.Itoa(n))}
}

// spelled writes the counts among words as English number words again.
func spelled(words []string) []string {
	out := slices.Clone(words)
	for i, w := range out {
		if n, err := strconv.Atoi(w); err == nil && n >= 1 && n <= len(englishNumbers) {
			out[i] = englishNumbers[n-1]
		}
	}
	return out
}

var englishNumbers = []string{"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}

// countryStep is the step form with the country the words name, or a
// step that keeps the name for matchStep.
func countryStep(form string, words []string) step {
	raw := strings.Join(words, " ")
	if form == "influence %s" && isCCWName(normName(raw)) {
		return step{text: fmt.Sprintf(form, ccwName)} // the Chinese Civil War space (variants_ccw.go)
	}
	c, why, prefixed := findCountry(raw)
	if why != "" {
		return step{form: form, name: raw, why: why, prefixed: prefixed}
	}
	return step{text: fmt.Sprintf(form, countries[c].Name)}
}

// parsePlay reads "<card> event", "<card> ops [event first]".
func parsePlay(toks []string) ([]step, []string, error) {
	i := 0
	for i < len(toks) && toks[i] != "event" && toks[i] != "ops" && toks[i] != ";" && !grammarVerbs[toks[i]] {
		i++
	}
	if i == len(toks) || (toks[i] != "event" && toks[i] != "ops") {
		return nil, nil, sayHow(toks[:i])
	}
	if i == 0 {
		return nil, nil, engine.Refuse("a card is missing: write for example \"play 27 %s\"", toks[i])
	}
	card := toks[:i]
	rest := toks[i+1:]
	if toks[i] == "event" {
		return []step{cardStep("play %s event", card)}, rest, nil
	}
	form := "play %s ops"
	if len(rest) >= 3 && rest[0] == "," && rest[1] == "event" && rest[2] == "first" {
		rest = rest[1:] // "for ops, event first"
	}
	if len(rest) >= 2 && rest[0] == "event" && rest[1] == "first" {
		form += " event first"
		rest = rest[2:]
	}
	return []step{cardStep(form, card)}, rest, nil
}

// target is one item of a list of countries: its words and how often.
type target struct {
	words []string
	count int
	named bool // words is a recognised name
	comma bool // a comma stands before it
}

// parseTargets reads a list of countries for influence (each with an
// optional count before or after it), coups or realignments, and an
// optional "with <card>".
func parseTargets(verb string, toks []string, counts bool) ([]step, []string, error) {
	items, left, rest, err := targets(toks, counts)
	if err != nil {
		return nil, nil, err
	}
	why := whyLeft(left)
	if verb == "coup" && len(items) > 1 {
		// Rules 6.3: a coup is made against one country with all the
		// card's Ops; a second target cannot be part of it.
		for _, it := range items[1:] {
			left = append(left, strings.Join(it.words, " "))
		}
		items, why = items[:1], coupLeft
	}
	var steps []step
	for _, it := range items {
		for range it.count {
			steps = append(steps, countryStep(verb+" %s", it.words))
		}
	}
	if len(steps) == 0 {
		return nil, nil, engine.Refuse("name a country after %q, e.g. \"%s Iran\"", verb, verb)
	}
	markLeft(steps, left, why)
	if len(rest) > 0 && strings.HasPrefix(rest[0], "#") {
		rest = append([]string{"with"}, rest...)
	}
	if len(rest) > 0 && rest[0] == "with" {
		words, after := upTo(rest[1:], grammarVerbs) // no card name holds a command word
		words = slices.DeleteFunc(words, func(w string) bool { return w == "," })
		form := "play %s ops"
		if k := len(words); k >= 3 && words[k-2] == "event" && words[k-1] == "first" {
			form, words = "play %s ops event first", words[:k-2] // "coup Iran with 19 event first"
		}
		steps = append([]step{cardStep(form, words)}, steps...)
		rest = after
	}
	return steps, rest, nil
}

// targets reads items up to ";", "with" or a verb: "Poland 3, East
// Germany 2", "3 Poland", "@Poland 3 @East Germany 2".
// A count that stands beside no country is left over.
func targets(toks []string, counts bool) (items []target, left, rest []string, err error) {
	var cur target
	flush := func() {
		if len(cur.words) == 1 && strings.HasPrefix(cur.words[0], "#") && cur.count > 1 {
			left = append(left, strconv.Itoa(cur.count)) // "discard 1 19": a card is chosen once
			cur.count = 1
		}
		if len(cur.words) > 0 {
			cur.count = max(cur.count, 1)
			items = append(items, cur)
		} else if cur.count > 0 {
			left = append(left, strconv.Itoa(cur.count)) // "Iran 1 2": the 2 counts nothing
		}
		cur = target{}
	}
	i := 0
	for ; i < len(toks); i++ {
		t := toks[i]
		if t == ";" || t == "with" || t == "event" || t == "ops" || t == "first" || grammarVerbs[t] ||
			strings.HasPrefix(t, "#") && len(items)+len(cur.words) > 0 {
			break // a card after the countries: "coup Iran (card 13)"
		}
		n, err := strconv.Atoi(t)
		switch {
		case sideToken(t):
			left = append(left, t) // "influence Bulgaria USSR": a side is no country, never read as ČSSR
		case t == ",":
			flush()
			cur.comma = true
		case err == nil && counts:
			if n < 1 || n > 20 {
				return nil, nil, nil, engine.Refuse("%d is not a number of influence points I can place", n)
			}
			if len(cur.words) > 0 && cur.count > 0 {
				flush() // "Poland 3 2 East Germany": the 2 is the next one's
			}
			if len(cur.words) == 0 && cur.count > 0 {
				left = append(left, strconv.Itoa(cur.count)) // "2 3 Syria": one of them counts nothing
			}
			cur.count = n
		case strings.HasPrefix(t, "@"):
			if len(cur.words) > 0 {
				flush()
			}
			cur.words, cur.named = []string{t}, true
		default:
			if cur.named || len(cur.words) > 0 && cur.count > 0 {
				flush()
			}
			cur.words = append(cur.words, t)
		}
	}
	flush()
	return items, left, toks[i:], nil
}

// parseBare reads names written without a verb: the answer to a question
// ("Iran", "yes", "Fidel"), or influence ("Syria 1, Iraq 1" after "play
// 30 for ops"). A line of words none of which is a name or a count is no
// command.
func parseBare(toks []string) ([]step, []string, error) {
	items, left, rest, err := targets(toks, true)
	if len(items) == 0 && err == nil && len(toks) > 1 && (toks[1] == "event" || toks[1] == "ops") {
		return nil, nil, engine.Refuse("%q is not a command I know; write for example \"play %s %s\"", toks[0]+" "+toks[1], toks[0], toks[1])
	}
	if len(items) == 0 && err == nil && len(toks) > 0 {
		if _, e := strconv.Atoi(toks[0]); e == nil && (len(toks) == 1 || toks[1] == ";" || toks[1] == ",") {
			return []step{{bare: toks[0]}}, toks[1:], nil // "19": a number answering a question
		}
	}
	if err != nil {
		return nil, nil, err
	}
	var steps []step
	for i, it := range items {
		if i > 0 && !it.comma && it.named != items[i-1].named {
			// "attack Iran": a word that is no name before or after a name
			if it.named {
				return nil, nil, notACommand(items[i-1].words[0])
			}
			return nil, nil, notACommand(it.words[0])
		}
		for range it.count {
			steps = append(steps, step{bare: strings.Join(it.words, " ")})
		}
	}
	if len(steps) == 0 && len(items) == 0 && slices.ContainsFunc(left, sideToken) {
		return nil, nil, engine.Refuse("%s names a side, no country or card: write the command without it", engine.JoinAnd(leftWords(left)))
	}
	if len(steps) == 0 {
		return nil, nil, notACommand(toks[0])
	}
	markLeft(steps, left, whyLeft(left))
	return steps, rest, nil
}

// sayHow refuses a card played without saying how, naming the card when
// the words name one.
func sayHow(words []string) error {
	n := 27
	if c, why, _ := findCard(strings.Join(words, " ")); why == "" {
		n = c
	} else if c, why, _ := findCard(strings.Join(words[:min(1, len(words))], " ")); why == "" {
		n = c // "play Decolonization: Syria 1, Iraq 1"
	}
	return engine.Refuse("say how to play the card: \"play %d event\" or \"play %d ops\"", n, n)
}

func notACommand(w string) error {
	if strings.HasPrefix(w, "#") {
		return sayHow([]string{w})
	}
	return engine.Refuse("%q is not a command I know; commands begin with play, coup, realign, influence, space, headline, choose or done",
		strings.TrimLeft(w, "@#"))
}

// parseChoices reads "choose a, b, c": one choose step per value.
func parseChoices(toks []string) ([]step, []string, error) {
	var steps []step
	var item []string
	i := 0
	for ; i <= len(toks); i++ {
		if i == len(toks) || toks[i] == "," || toks[i] == ";" || (len(item) == 0 && grammarVerbs[toks[i]] && toks[i] != "done") {
			if len(item) > 0 {
				steps = append(steps, chooseStep(item))
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
		if t == ";" || stop[t] {
			return toks[:i], toks[i:]
		}
	}
	return toks, nil
}
