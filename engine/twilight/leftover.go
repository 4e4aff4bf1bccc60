package twilight

import (
	"slices"
	"strconv"
	"strings"

	"turnmail/engine"
)

// Words left over. Every word of a command that names a game thing (a
// country, a card, a count, a side) is used, or the command is refused
// naming what was left: "coup Iran Iraq with 13" is never applied as
// "coup Iran". The words are found when the line is read, before any
// step rolls, so such a refusal never depends on the dice.

// Why words were left over, as the refusal says it.
const (
	coupLeft   = "a coup has one target"                        // Rules 6.3
	countLeft  = "a count belongs to the one country beside it" // "Iran 1 2"
	cardLeft   = "a command plays one card"
	chooseLeft = "a choice is one thing; write several as \"choose a, b\""
	sideLeft   = "a side is no country"
)

// markLeft gives the first of a command's steps the words that command
// left over, so that the command is refused before any of its steps is
// applied.
func markLeft(steps []step, left []string, why string) {
	if len(left) == 0 || len(steps) == 0 {
		return
	}
	var read []string
	for _, st := range steps {
		read = append(read, st.written())
	}
	steps[0].left, steps[0].leftWhy, steps[0].group = left, why, strings.Join(read, "; ")
}

// leftRefusal refuses a step whose command left words over, with the
// question and its options as every refusal gives them. What was read is
// quoted as written(), without the marks on names.
func (st step) leftRefusal(a ask) error {
	read := st.group
	if read == "" {
		read = st.written()
	}
	return engine.Refuse("%s %s You can: %s", engine.LeftOver(read, leftWords(st.left), st.leftWhy), a.Question, summarize(a.Options, 12))
}

// unmarked drops the marks phrase.go puts on names read ("@Iran", "#13").
var unmarked = strings.NewReplacer(" @", " ", " #", " ")

// leftWords names the words left over for the player: "Iraq", "card 31"
// (Nuclear Subs), "the number 2".
func leftWords(left []string) []string {
	var out []string
	for _, w := range left {
		switch n, err := strconv.Atoi(strings.TrimPrefix(w, "#")); {
		case strings.HasPrefix(w, "#") && err == nil && cards[n] != nil:
			out = append(out, "card "+cardName(n))
		case err == nil:
			out = append(out, "the number "+w)
		case sideOfWord(w) != "":
			out = append(out, sideOfWord(w))
		default:
			out = append(out, strings.ReplaceAll(strings.TrimPrefix(w, "@"), " @", " "))
		}
	}
	return out
}

// cardAndLeft reads words that name one card and then other game things
// ("13 @Iraq", "13 31", "#8 ussr"): the card, and the words left over.
func cardAndLeft(words []string) (int, []string, bool) {
	if len(words) < 2 {
		return 0, nil, false
	}
	n, why, _ := findCard(words[0])
	if why != "" {
		return 0, nil, false
	}
	if !slices.ContainsFunc(words[1:], thingWord) || slices.ContainsFunc(words[1:], func(w string) bool { return !thingWord(w) }) {
		return 0, nil, false // a word of a name not read: the name's own refusal says more
	}
	return n, words[1:], true
}

// thingWord reports whether a token names a game thing on its own: a
// country or card read as one, a number, a side.
func thingWord(w string) bool {
	return strings.HasPrefix(w, "@") || strings.HasPrefix(w, "#") || isNumber(w) || sideOfWord(w) != ""
}

// chooseStep is the choose step for one item's words: "choose UK, 3"
// and "choose 2 3" name more than one thing, and no choice is two
// things (each value is one country, card, number or word).
func chooseStep(item []string) step {
	st := step{choose: strings.Join(item, " ")}
	if len(item) > 1 && !slices.ContainsFunc(item, func(w string) bool { return !thingWord(w) }) {
		st.choose, st.left, st.leftWhy = item[0], item[1:], chooseLeft
	}
	return st
}

// laterLeft is the first step after the current one whose command left
// words over, or nil.
func (l *lineSteps) laterLeft() *step {
	for i := l.i; i < len(l.steps); i++ {
		if len(l.steps[i].left) > 0 {
			return &l.steps[i]
		}
	}
	return nil
}

// sideOfWord is the seat a word names ("ussr", 美国), or "".
func sideOfWord(w string) string {
	if p, ok := sideWords[fold(w)]; ok {
		return seats[p]
	}
	return ""
}

// coupSpendsAll refuses a coup chosen where the card's Ops could also
// place influence or realign, when later steps of the line spend Ops
// again before another card is played: a coup spends all the card's Ops
// (Rules 6.3), so "play 7 ops coup Iran coup Iraq" can never make the
// second coup, and it is refused before the first one rolls. A coup an
// event offers alone (Che's second coup) may follow, depending on the
// dice, and stands or falls after the roll.
func (l *lineSteps) coupSpendsAll(opt string, a ask) error {
	if !strings.HasPrefix(opt, "coup ") || !slices.ContainsFunc(a.Options, func(o string) bool {
		return strings.HasPrefix(o, "influence ") || strings.HasPrefix(o, "realign ")
	}) {
		return nil
	}
	var left []string
	for _, st := range l.steps[l.i:] {
		w := st.written()
		verb, _, _ := strings.Cut(w, " ")
		if verb == "play" || verb == "space" || verb == "headline" {
			break
		}
		// A bare country (influence, as after "play N ops") is no answer
		// to any question the side may meet before its next card: events
		// ask their own side for countries.
		if st.lineErr == nil && (verb == "coup" || verb == "influence" || verb == "realign" || strings.HasPrefix(st.bare, "@")) {
			left = append(left, strconv.Quote(w))
		}
	}
	if len(left) == 0 {
		return nil
	}
	st := step{text: opt, left: left, leftWhy: "a coup spends all the card's Ops"}
	return st.leftRefusal(a)
}

// sideToken reports whether a word names a side and no part of a name:
// "USSR", "US", "Sowjets"; not "America", a word of "South America".
func sideToken(w string) bool {
	f := fold(w)
	return sideOfWord(w) != "" && !strings.Contains(f, "americ") && !strings.Contains(f, "amerik")
}

// whyLeft says why the words left of a list of countries were left: a
// side names no country, a count belongs to one.
func whyLeft(left []string) string {
	if slices.ContainsFunc(left, sideToken) {
		return sideLeft
	}
	return countLeft
}
