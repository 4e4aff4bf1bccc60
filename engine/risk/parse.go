package risk

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"turnmail/engine"
)

// This file is the grammar of a command line: it splits the line into
// words and reads steps (step.go) from them, with the words of words.go.

// tokenize splits a command line into lower-case words and normalises
// them as players phrase them (phrase.go); commas and semicolons become
// words of their own.
func tokenize(line string) []string {
	line = arrows.Replace(quoteStripper.Replace(strings.ToLower(zhLine(dropRemarks(line)))))
	var toks []string
	fields := strings.Fields(sepSpacer.Replace(line))
	for i, t := range fields {
		// "done." and "with 3!": a full stop or a mark ends a sentence,
		// and a sentence ends a clause ("No more attacks. Fortify …").
		tt := strings.TrimRight(t, ".!?")
		if tt == "" {
			continue
		}
		sentenceEnd := tt != t
		if stem, ok := strings.CutSuffix(tt, "'s"); ok && stem != "" && !slices.Contains(leadFillers, tt) {
			tt = stem // "A's capital", "Germany's units"
		}
		if n, ok := timesCount(tt); ok {
			tt = n // "4x Germany", "Germany x4"
		}
		toks = append(toks, tt)
		if sentenceEnd && i+1 < len(fields) {
			toks = append(toks, ",")
		}
	}
	return phrase(dropLabel(toks))
}

// timesCount reads a count written with a times sign, "4x" or "x4".
func timesCount(w string) (string, bool) {
	n, ok := strings.CutSuffix(w, "x")
	if !ok {
		n, ok = strings.CutPrefix(w, "x")
	}
	return n, ok && n != "" && isNumber(n)
}

// parseTradeNamed reads a trade that names its cards by their
// territories ("trade Ireland, Belgium and Norway", „tausche Irland,
// Belgien und Norwegen ein"): as many cards as named, with their stars.
// ok is false when the trade names no card.
func (s *state) parseTradeNamed(args []string) (st []step, rest []string, ok bool, err error) {
	var named []terrID
	rest = args
	for {
		r := skipWords(rest, tradeFillers, sepWords)
		run, _ := nameRun(r)
		t, k := terrID(-1), len(run)
		for ; k > 0 && t < 0; k-- {
			t, _ = lookupTerritory(run[:k]) // „Norwegen ein": the name, then the particle
		}
		if t < 0 {
			break
		}
		after := r[k+1:]
		if !slices.Contains(s.Hands[s.Active], int(t)) {
			return nil, nil, true, engine.Refuse("you hold no card %s", t.name())
		}
		if slices.Contains(named, t) {
			return nil, nil, true, engine.Refuse("%s is named twice", t.name())
		}
		named, rest = append(named, t), after
	}
	if len(named) == 0 {
		return nil, args, false, nil
	}
	if r := skipWords(rest, particles); len(r) == 0 || slices.Contains(sepWords, r[0]) {
		rest = r // „… und Norwegen ein"
	}
	// "three cards": the count, if said, must be the cards named.
	r := skipWords(rest, tradeFillers)
	if len(r) > 1 && isNumber(r[0]) && isCardWord(r[1]) {
		if atoi(r[0]) != len(named) {
			return nil, nil, true, engine.Refuse("%d cards named, but %s cards said", len(named), r[0])
		}
		rest = r[2:]
	} else if len(r) > 0 && isCardWord(r[0]) {
		rest = r[1:]
	}
	stars := 0
	for _, t := range named {
		stars += board[t].Stars
	}
	return []step{{Kind: kTrade, N: len(named), M: stars}}, rest, true, nil
}

// roundWords label a line with the turn it is written for: "Turn 3:",
// „Runde 2:", "Round 4 -".
var roundWords = []string{"turn", "round", "runde", "zug"}

// dropLabel drops a label at the start of a line: "Turn 3: attack …".
func dropLabel(toks []string) []string {
	if len(toks) > 2 && slices.Contains(roundWords, toks[0]) && isNumber(toks[1]) {
		toks = toks[2:]
		for len(toks) > 1 && (toks[0] == "-" || toks[0] == ",") {
			toks = toks[1:]
		}
	}
	return toks
}

func isNumber(tok string) bool {
	_, err := strconv.Atoi(tok)
	return err == nil && len(tok) < 6
}

// nameRun returns the words of a name at the start of toks: up to a
// keyword, a number or a separator.
func nameRun(toks []string) (run, rest []string) {
	i := 0
	for i < len(toks) {
		w := toks[i]
		if isNumber(w) || slices.Contains(fromWords, w) || slices.Contains(toWords, w) ||
			slices.Contains(withWords, w) || slices.Contains(sepWords, w) || slices.Contains(placePreps, w) ||
			slices.Contains(attackFillers, w) || (i > 0 && isActionVerb(w)) {
			break
		}
		i++
	}
	return toks[:i], toks[i:]
}

// resolveVerb finds the step kind a word names, by unique prefix of at
// least three letters.
func resolveVerb(w string) (string, error) {
	if k, ok := verbs[w]; ok {
		return k, nil
	}
	var hits []string
	if len([]rune(w)) >= 3 {
		for v, k := range verbs {
			if strings.HasPrefix(v, w) && !slices.Contains(hits, k) {
				hits = append(hits, k)
			}
		}
	}
	if len(hits) == 1 {
		return hits[0], nil
	}
	if len(hits) > 1 {
		slices.Sort(hits)
		return "", engine.Refuse("%q could mean %s; write more of the word", w, strings.Join(hits, " or "))
	}
	return "", engine.Refuse("unknown command %q", w)
}

// unknownVerb refuses a line that opens with no command word, and
// suggests only command words whose steps are legal now.
func (s *state) unknownVerb(w string) error {
	legal := map[string]bool{}
	for _, st := range s.steps() {
		legal[st.Kind] = true
	}
	var names []string
	for v, k := range verbs {
		if legal[k] {
			names = append(names, v)
		}
	}
	slices.Sort(names)
	hint, best := "", 3
	for _, n := range names {
		if d := engine.EditDistance(fold(w), fold(n)); d < best {
			hint, best = "; did you mean "+n+"?", d
		}
	}
	return engine.Refuse("unknown command %q%s. %s For example: %s", w, hint, s.question(), s.example())
}

// maxLineWords bounds a command line: a longer one is no command, and
// reading it step by step is not free.
const maxLineWords = 300

// parseStep reads the steps at the start of toks that the current phase
// expects, and returns them with the words left over. A name that names
// no territory is answered with a suggestion from the legal steps.
func (s *state) parseStep(toks []string) ([]step, []string, error) {
	steps, rest, err := s.readStep(toks)
	var nt *noTerritory
	if errors.As(err, &nt) {
		return nil, nil, engine.Refuse("no territory %q%s", nt.written, s.territoryHint(nt.written))
	}
	var lo *leftOver
	if errors.As(err, &lo) {
		return nil, nil, s.leftRefusal(lo.read, lo.left, lo.why)
	}
	return steps, rest, err
}

// readStep reads the steps at the start of toks that the current phase
// expects, and returns them with the words left over.
func (s *state) readStep(toks []string) ([]step, []string, error) {
	if len(toks) > maxLineWords {
		return nil, nil, engine.Refuse("this line has %d words; write one command per line", len(toks))
	}
	// The rest of the line is phrased already (tokenize); the clause is
	// phrased again after its typos are read.
	end := clauseEnd(toks)
	cl, err := s.readTypos(toks[:end])
	if err != nil {
		return nil, nil, err
	}
	toks = append(phrase(cl), toks[end:]...)
	if len(toks) == 0 {
		return nil, nil, engine.Refuse("empty command; for example: %s", s.example())
	}
	if end := clauseEnd(toks); end > 0 && !slices.ContainsFunc(toks[:end], func(w string) bool { return !slices.Contains(leadFillers, w) }) {
		return nil, toks[end:], nil // "Hallo, …", "ok, …": no step
	}
	if end := clauseEnd(toks); end < len(toks) && noMoreAttacks(toks[:end]) {
		return nil, toks[end:], nil // "No more attacks, fortify …": what follows says what is done
	}
	switch s.Phase {
	case phPlaceAmount, phDraftAmount, phMoveAmount, phAttackDice, phOccupy:
		return s.parseAmount(toks)
	case phMoveTo:
		for len(toks) > 1 && (slices.Contains(toWords, toks[0]) || isActionVerb(toks[0])) {
			toks = toks[1:]
		}
		t, rest, err := parseTerritory(toks)
		return []step{{Kind: kTo, T: t}}, rest, err
	}
	kind, err := resolveVerb(toks[0])
	args := toks[1:]
	if err != nil {
		switch {
		case s.Phase == phDraft && (startsName(toks) ||
			slices.Contains(allWords, toks[0]) && startsName(skipWords(toks[1:], placePreps, toWords))):
			// "4 on Germany", "Deutschland 4", "the rest to Sweden":
			// reinforcing needs no verb.
			kind, args = kReinforce, toks
		case s.Phase == phBuy && len(skipWords(toks, buyLead)) > 0 && isSpecial(skipWords(toks, buyLead)[0]):
			// "Reconnaissance please", „Aufstand in Polen (aus Schweden)": buying needs no verb.
			kind, args = kBuy, toks
		case s.Phase == phPlace && isArmyWord(toks[0]):
			// "neutral: 8 on Switzerland": the setup places units.
			kind, args = kPlace, toks
		case s.Phase == phAttack && startsName(toks) && slices.ContainsFunc(toks, func(w string) bool { return slices.Contains(fromWords, w) }):
			kind, args = kAttack, toks
		case (s.Phase == phAttack || s.Phase == phFortify) && startsName(toks) &&
			slices.ContainsFunc(toks, func(w string) bool { return slices.Contains(toWords, w) }):
			kind, args = kMoveFrom, toks // "Schweden nach Finnland 3"
		case strings.Contains(err.Error(), "could mean"):
			return nil, nil, err
		default:
			return nil, nil, s.unknownVerb(toks[0])
		}
	}
	switch {
	case kind == kPlace && s.Phase == phDraft:
		kind = kReinforce // "place Italien 4" in the draft
	case kind == kTake && s.Phase == phAttack:
		kind = kClaim // "take green": a mission
	case kind == kDone && (s.Phase == phAttack || s.Phase == phFortify):
		kind = kEnd // "done" after the attacks ends the turn
	case kind == kEnd && s.Phase == phBuy:
		kind = kDone // "Einkauf beenden"
	case s.Phase == phBuy && kind != kBuy && kind != kDone && kind != kEnd && len(args) > 0 && isSpecial(args[0]):
		kind = kBuy // "Gebietskarte ziehen", "Flugplatz bauen"
	case kind == kReinforce && s.Phase == phBuy:
		// "kaufe 3 Einheiten Verstärkung" read verb-last, or the title.
		kind, args = kBuy, append([]string{buyReinforce}, args...)
	}
	switch kind {
	case kPlace, kCapital:
		if len(args) == 0 {
			return nil, nil, engine.Refuse("write %s A, B or neutral and a territory", kind)
		}
		args = placeOrder(args)
		a, err := parseArmy(args[0])
		if err != nil {
			return nil, nil, err
		}
		t, rest, err := parseTerritory(skipWords(args[1:], placePreps, toWords))
		if kind == kPlace && err == nil {
			rest = skipWords(rest, withWords)
			if len(rest) > 0 && isNumber(rest[0]) {
				return []step{{Kind: kind, Army: a, T: t}, {Kind: kAmount, N: atoi(rest[0])}}, rest[1:], nil
			}
		}
		return []step{{Kind: kind, Army: a, T: t}}, rest, err
	case kTake:
		if len(args) == 0 {
			return nil, nil, engine.Refuse("write take A or take B")
		}
		a, err := parseArmy(args[0])
		return []step{{Kind: kTake, Army: a}}, args[1:], err
	case kFirst:
		if len(args) == 0 {
			return nil, nil, engine.Refuse("write first red or first blue")
		}
		c, err := parseColour(args[0])
		return []step{{Kind: kFirst, Army: c}}, args[1:], err
	case kDone, kEnd:
		return []step{{Kind: kind}}, skipEndFillers(args), nil
	case kTrade:
		return s.parseTrade(args)
	case kReinforce:
		return parseReinforce(args)
	case kTo:
		t, rest, err := parseTerritory(args)
		return []step{{Kind: kind, T: t}}, rest, err
	case kAttack:
		return s.parseAttack(args)
	case kClaim:
		return parseClaim(args)
	case kBuy:
		return parseBuy(args)
	case kMoveFrom:
		return s.parseMove(args)
	case kDefend:
		return nil, nil, engine.Refuse("a defence order stands on a line of its own, e.g. defend with 1")
	case kWith:
		return nil, nil, engine.Refuse("\"with\" names the attacking units after \"attack X from Y\"")
	}
	return nil, nil, engine.Refuse("%q cannot be used here", toks[0])
}

// startsName reports whether toks open with a number or a territory.
func startsName(toks []string) bool {
	if len(toks) == 0 {
		return false // "全" alone: all of nothing
	}
	if isNumber(toks[0]) {
		return true
	}
	run, _ := nameRun(toks)
	t, _ := lookupTerritory(run)
	return len(run) > 0 && t >= 0
}

// skipWords drops the words of any of the lists at the start of toks.
func skipWords(toks []string, lists ...[]string) []string {
	for len(toks) > 0 && slices.ContainsFunc(lists, func(l []string) bool { return slices.Contains(l, toks[0]) }) {
		toks = toks[1:]
	}
	return toks
}

// clauseEnd is the index of the first separator in toks, or len(toks).
// placeOrder puts a setup placement's words in the grammar's order
// (army, territory, number): "8 on Switzerland neutral" and „Schweiz
// neutral 8" become "neutral Switzerland 8". Only a named army moves
// ("neutral"), never "a" or "b", which may be articles.
func placeOrder(args []string) []string {
	end := clauseEnd(args)
	cl := slices.DeleteFunc(slices.Clone(args[:end]), func(w string) bool { return slices.Contains(placeFillers, w) })
	if i := slices.IndexFunc(cl, isArmyWord); i > 0 {
		army := cl[i]
		cl = append([]string{army}, slices.Delete(cl, i, i+1)...)
	}
	if len(cl) > 2 && isNumber(cl[1]) {
		cl = append(append([]string{cl[0]}, cl[2:]...), cl[1]) // the number after the territory
	}
	return append(cl, args[end:]...)
}

// placeFillers stand around a setup placement's or capital's words:
// "capital of A is Britain", „Hauptstadt von A ist …".
var placeFillers = []string{"of", "von", "is", "ist", "=", "for", "für", "fuer", "der"}

// isArmyWord reports whether w names an army of the Kommandozentrale
// setup (parseArmy).
func isArmyWord(w string) bool {
	_, err := parseArmy(w)
	return err == nil && len(w) > 1
}

// negationWords say "no": known words, so never read as a typo of
// another („keine" is one edit from „meine").
var negationWords = []string{"no", "keine", "kein", "keinen", "none"}

// noMoreAttacks reports whether a clause only says that no more attacks
// follow ("no more attacks", „keine Angriffe mehr"). Before another step
// it is no step; alone it is refused (it would not say whether the turn
// ends).
func noMoreAttacks(cl []string) bool {
	neg, att := false, false
	for _, w := range cl {
		switch {
		case slices.Contains(negationWords, w):
			neg = true
		case slices.Contains([]string{"attacks", "attack", "angriffe", "angriff"}, w):
			att = true
		case slices.Contains([]string{"more", "further", "mehr", "weiteren", "weitere"}, w) || slices.Contains(leadFillers, w):
		default:
			return false
		}
	}
	return neg && att
}

// skipEndFillers drops the words after "end" or "done" that only make a
// sentence: "end my turn", "kaufe nichts mehr".
func skipEndFillers(args []string) []string {
	for len(args) > 0 && (slices.Contains(endFillers, args[0]) || slices.Contains(leadFillers, args[0])) {
		args = args[1:]
	}
	return args
}

func clauseEnd(toks []string) int {
	if i := slices.IndexFunc(toks, func(w string) bool { return slices.Contains(sepWords, w) }); i >= 0 {
		return i
	}
	return len(toks)
}

// parseReinforce reads "[N] [on] T [with N]": "4 on Germany", "Germany
// with 4", "Deutschland um 4", "4 Deutschland".
func parseReinforce(args []string) ([]step, []string, error) {
	n := -1
	args = skipWords(args, placePreps, withWords)
	all := len(args) > 0 && slices.Contains(allWords, args[0])
	if all {
		args = args[1:] // "all on Finland": the amount question's "all"
	}
	if len(args) > 0 && isNumber(args[0]) {
		n, args = atoi(args[0]), args[1:]
	}
	args = skipWords(args, placePreps, toWords)
	var extra []string
	for n >= 0 && len(args) > 0 && isNumber(args[0]) {
		extra, args = append(extra, "the number "+args[0]), skipWords(args[1:], placePreps, toWords) // "2 3 Deutschland"
	}
	t, rest, err := parseTerritory(args)
	if err != nil {
		return nil, nil, err
	}
	if len(extra) > 0 {
		return nil, nil, &leftOver{read: kReinforce + " " + t.name() + " " + strconv.Itoa(n), left: extra,
			why: "one number says how many units go to a territory"}
	}
	if n < 0 {
		r := skipWords(rest, withWords, placePreps)
		if len(r) > 0 && isNumber(r[0]) {
			n, rest = atoi(r[0]), r[1:]
		}
	}
	if r := skipWords(rest, withWords, placePreps); n >= 0 && len(r) > 0 && isNumber(r[0]) {
		// "Deutschland 2 3": one number says how many units go there
		return nil, nil, &leftOver{read: kReinforce + " " + t.name() + " " + strconv.Itoa(n), left: []string{"the number " + r[0]},
			why: "one number says how many units go to a territory"}
	}
	steps := []step{{Kind: kReinforce, T: t}}
	if all && n < 0 {
		return steps, append([]string{"all"}, rest...), nil
	}
	if n >= 0 {
		steps = append(steps, step{Kind: kAmount, N: n})
	}
	return steps, rest, nil
}

// parseAmount reads the answer to a number question: "4", "with 3",
// "mit drei", "move 5", "occupy Polen with 5", "all". Names in it must be
// the territories the question is about.
func (s *state) parseAmount(toks []string) ([]step, []string, error) {
	end := clauseEnd(toks)
	n := -1
	i := 0
	for ; i < end; i++ {
		w := toks[i]
		switch {
		case verbs[w] == kDefend:
			return nil, nil, engine.Refuse("a defence order stands on a line of its own, e.g. defend with 1")
		case n < 0 && isNumber(w):
			n = atoi(w)
		case n < 0 && slices.Contains(allWords, w):
			opts := s.steps()
			n = opts[len(opts)-1].N
		case n >= 0 && isActionVerb(w):
			end = i // "with 3 move 5": the next step
		case isActionVerb(w) || slices.Contains(withWords, w) || slices.Contains(toWords, w) ||
			slices.Contains(fromWords, w) || slices.Contains(placePreps, w) || slices.Contains(amountFillers, w):
		default:
			run, _ := nameRun(toks[i:end])
			t, _ := lookupTerritory(run)
			if len(run) == 0 || t < 0 || (int(t) != s.To && int(t) != s.From) {
				return nil, nil, engine.Refuse("%s: write a number, e.g. %s", s.question(), s.example())
			}
			i += len(run) - 1
		}
		if i >= end-1 {
			break
		}
	}
	if n < 0 {
		return nil, nil, engine.Refuse("%s: write a number, e.g. %s", s.question(), s.example())
	}
	if s.Phase == phOccupy && slices.ContainsFunc(toks[:end], func(w string) bool { return slices.Contains(moreWords, w) }) {
		n += s.Min // "3 more": beside the units that moved in
	}
	kind := kAmount
	switch s.Phase {
	case phAttackDice:
		kind = kWith
	case phOccupy:
		kind = kOccupy
	}
	steps, rest := []step{{Kind: kind, N: n}}, toks[min(end, len(toks)):]
	if kind == kWith {
		if err := s.attackLeft(steps, rest); err != nil {
			return nil, nil, err // "with 3, Dänemark": the attack rolls now
		}
	}
	return steps, rest, nil
}

func parseArmy(w string) (int, error) {
	switch w {
	case "a":
		return red, nil
	case "b":
		return blue, nil
	case "n", "neutral", "neutrale", "beige":
		return neutral, nil
	}
	return 0, engine.Refuse("unknown army %q: write A, B or neutral", w)
}

func parseColour(w string) (int, error) {
	switch {
	case w != "" && (strings.HasPrefix("red", w) || strings.HasPrefix("rot", w)):
		return red, nil
	case w != "" && (strings.HasPrefix("blue", w) || strings.HasPrefix("blau", w)):
		return blue, nil
	}
	return 0, engine.Refuse("unknown colour %q: write red or blue", w)
}

// parseTrade reads "N cards [M stars]", "M stars", "N", "in 3 cards for
// 4 stars" and "all cards".
func (s *state) parseTrade(args []string) ([]step, []string, error) {
	if st, rest, ok, err := s.parseTradeNamed(args); ok || err != nil {
		return st, rest, err
	}
	cards, stars := -1, -1
	ones, twos := s.handStars(s.Active)
	for len(args) > 0 {
		args = skipWords(args, tradeFillers)
		if len(args) == 0 {
			break
		}
		v := -1
		switch {
		case isNumber(args[0]):
			v = atoi(args[0])
		case slices.Contains(allWords, args[0]):
			v = ones + twos
		case isCardWord(args[0]) && cards < 0:
			// "tausche Karten": as many as the trade allows; 用卡换4颗星:
			// as many as the stars need.
			if stars < 0 {
				cards = ones + twos
			}
			args = args[1:]
			continue
		}
		if v < 0 {
			break
		}
		unit := ""
		if len(args) > 1 {
			unit = args[1]
		}
		switch {
		case isCardWord(unit):
			cards, args = v, args[2:]
		case strings.HasPrefix(unit, "star") || strings.HasPrefix(unit, "stern"):
			stars, args = v, args[2:]
		case cards < 0:
			cards, args = v, args[1:]
		default:
			return nil, nil, engine.Refuse("write trade N cards M stars, e.g. trade 3 cards 4 stars")
		}
	}
	if cards < 0 && stars < 0 {
		return nil, nil, engine.Refuse("write trade N cards M stars, e.g. trade 3 cards 4 stars")
	}
	cards, stars = completeTrade(cards, stars, ones, twos)
	return []step{{Kind: kTrade, N: cards, M: stars}}, args, nil
}

func isCardWord(w string) bool { return strings.HasPrefix(w, "card") || strings.HasPrefix(w, "karte") }

// completeTrade fills in the part of a trade the player left out: for a
// number of cards the most stars those cards can have (at most 10), for a
// number of stars the fewest cards.
func completeTrade(cards, stars, ones, twos int) (int, int) {
	switch {
	case cards >= 0 && stars < 0:
		b := min(cards, twos)
		for b >= 0 && cards+b > 10 {
			b--
		}
		return cards, cards + max(b, 0)
	case stars >= 0 && cards < 0:
		b := min(stars/2, twos)
		return stars - b, stars
	}
	return cards, stars
}

// parseClaim reads a mission by key, alias or the title printed in the
// mails ("claim Schweizer Gewölbe", "erfülle Mission Region Grün"): the
// longest beginning of the clause that names a mission.
func parseClaim(args []string) ([]step, []string, error) {
	args = slices.DeleteFunc(slices.Clone(args), func(w string) bool { return verbs[w] == kClaim }) // „Mission erfüllt"
	args = skipWords(args, claimFillers)
	end := clauseEnd(args)
	if end == 0 {
		return nil, nil, engine.Refuse("write claim and a mission, e.g. claim green")
	}
	for i := end; i > 0; i-- {
		words := slices.DeleteFunc(slices.Clone(args[:i]), func(w string) bool { return slices.Contains(claimFillers, w) })
		if len(words) == 0 {
			continue
		}
		if k, err := parseMission(strings.Join(words, " ")); err == nil {
			return []step{{Kind: kClaim, Key: k}}, args[i:], nil
		}
	}
	_, err := parseMission(args[0])
	return nil, nil, err
}

// missionNames lists every accepted name of m, folded: key, aliases and
// the two titles without their verb.
func missionNames(m mission) []string {
	names := append([]string{m.Key}, m.Aliases...)
	names = append(names, m.De, m.En)
	var out []string
	for _, n := range names {
		n = strings.ToLower(n)
		for _, w := range []string{"kontrollieren", "control", "the ", "region "} {
			n = strings.ReplaceAll(n, w, "")
		}
		for _, f := range []string{fold(n), foldAlt(n)} {
			if !slices.Contains(out, f) {
				out = append(out, f)
			}
		}
	}
	return out
}

// parseMission reads a mission key, alias, title or unique prefix.
func parseMission(w string) (string, error) {
	f := fold(w)
	var hits []string
	var all []string
	for _, m := range missions {
		names := missionNames(m)
		all = append(all, m.Key)
		for _, n := range names {
			if n == f {
				return m.Key, nil
			}
			if strings.HasPrefix(n, f) && !slices.Contains(hits, m.Key) {
				hits = append(hits, m.Key)
			}
		}
	}
	if len(hits) == 1 {
		return hits[0], nil
	}
	if len(hits) > 1 {
		return "", engine.Refuse("mission %q is ambiguous: %s", w, strings.Join(hits, ", "))
	}
	return "", engine.Refuse("unknown mission %q%s", w, didYouMean(w, all))
}
