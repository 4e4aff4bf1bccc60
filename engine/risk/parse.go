package risk

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"turnmail/engine"
)

// step is one small decision, the unit of Pending's options. A command
// line is one or more steps.
type step struct {
	Kind string // see the kind constants
	Army int    // place, capital, take: 1 = A, 2 = B, 0 = neutral; first: colour
	T, S terrID // target and source territory
	N, M int    // amounts: units; trade: cards and stars
	Key  string // buy: special command; claim: mission
}

// Step kinds.
const (
	kPlace     = "place"
	kAmount    = "amount" // a bare number: placing, reinforcing, moving
	kCapital   = "capital"
	kTake      = "take"
	kFirst     = "first"
	kBuy       = "buy"
	kDone      = "done"
	kTrade     = "trade"
	kReinforce = "reinforce"
	kAttack    = "attack"
	kWith      = "with"
	kOccupy    = "occupy"
	kClaim     = "claim"
	kMoveFrom  = "move-from"
	kTo        = "to"
	kEnd       = "end"
)

// continues reports whether a step finishes the step before it, so that
// both are written on one line without a comma in normal form.
func (st step) continues() bool {
	return st.Kind == kAmount || st.Kind == kWith || st.Kind == kTo
}

func armyLabel(a int) string {
	switch a {
	case red:
		return "A"
	case blue:
		return "B"
	}
	return "neutral"
}

// normal is the step in normal form, exactly as Pending lists it.
func (st step) normal() string {
	switch st.Kind {
	case kPlace:
		return "place " + armyLabel(st.Army) + " " + st.T.name()
	case kAmount:
		return strconv.Itoa(st.N)
	case kCapital:
		return "capital " + armyLabel(st.Army) + " " + st.T.name()
	case kTake:
		return "take " + armyLabel(st.Army)
	case kFirst:
		return "first " + seatNames[st.Army]
	case kBuy:
		switch st.Key {
		case buyUprising:
			return "buy " + st.Key + " " + st.T.name() + " from " + st.S.name()
		case buyAirfield:
			return "buy " + st.Key + " " + st.T.name()
		}
		return "buy " + st.Key
	case kTrade:
		return fmt.Sprintf("trade %d cards %d stars", st.N, st.M)
	case kReinforce:
		return "reinforce " + st.T.name()
	case kAttack:
		return "attack " + st.T.name() + " from " + st.S.name()
	case kWith:
		return "with " + strconv.Itoa(st.N)
	case kOccupy:
		return "move " + strconv.Itoa(st.N)
	case kClaim:
		return "claim " + st.Key
	case kMoveFrom:
		return "move from " + st.S.name()
	case kTo:
		return "to " + st.T.name()
	}
	return st.Kind // done, end
}

// verbs maps the command words (English and German) to step kinds.
var verbs = map[string]string{
	"place": kPlace, "platziere": kPlace, "setze": kPlace,
	"capital": kCapital, "hauptstadt": kCapital,
	"take": kTake, "nimm": kTake,
	"first": kFirst, "zuerst": kFirst, "beginner": kFirst,
	"buy": kBuy, "kaufe": kBuy, "kauf": kBuy,
	"done": kDone, "fertig": kDone,
	"trade": kTrade, "tausche": kTrade,
	"reinforce": kReinforce, "verstärke": kReinforce, "verstaerke": kReinforce,
	"attack": kAttack, "angriff": kAttack, "greife": kAttack,
	"claim": kClaim, "erfülle": kClaim, "erfuelle": kClaim, "mission": kClaim,
	"move": kMoveFrom, "bewege": kMoveFrom, "ziehe": kMoveFrom,
	"to": kTo, "nach": kTo,
	"with": kWith, "mit": kWith,
	"end": kEnd, "ende": kEnd, "beenden": kEnd, "pass": kEnd, "passe": kEnd,
}

// Words after "end" or "attack" that only make a sentence: "end my
// turn", "Ende des Zuges", "Angriff auf Polen".
var (
	endFillers    = []string{"my", "the", "turn", "des", "der", "meines", "meinen", "mein", "zug", "zuges", "zugs"}
	attackFillers = []string{"on", "auf"}
)

// Words that end a name.
var (
	fromWords = []string{"from", "von", "aus"}
	toWords   = []string{"to", "nach"}
	withWords = []string{"with", "mit"}
	sepWords  = []string{",", ";", "then", "and", "dann", "und"}
)

// tokenize splits a command line into lower-case words; commas and
// semicolons become words of their own.
func tokenize(line string) []string {
	toks := strings.Fields(sepSpacer.Replace(strings.ToLower(line)))
	for i, t := range toks {
		// "done." and "with 3!": a full stop or a mark ends a sentence.
		if tt := strings.TrimRight(t, ".!"); tt != "" {
			toks[i] = tt
		}
	}
	return toks
}

// A colon only ends a word: "Attack: Polen from Deutschland".
var sepSpacer = strings.NewReplacer(",", " , ", ";", " ; ", ":", " ")

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
			slices.Contains(withWords, w) || slices.Contains(sepWords, w) {
			break
		}
		i++
	}
	return toks[:i], toks[i:]
}

// resolveVerb finds the step kind a word names, by unique prefix.
func resolveVerb(w string) (string, error) {
	if k, ok := verbs[w]; ok {
		return k, nil
	}
	var hits []string
	for v, k := range verbs {
		if strings.HasPrefix(v, w) && !slices.Contains(hits, k) {
			hits = append(hits, k)
		}
	}
	if len(hits) == 1 {
		return hits[0], nil
	}
	if len(hits) > 1 {
		slices.Sort(hits)
		return "", engine.Refuse("%q could mean %s; write more of the word", w, strings.Join(hits, " or "))
	}
	names := make([]string, 0, len(verbs))
	for v := range verbs {
		names = append(names, v)
	}
	return "", engine.Refuse("unknown command %q%s", w, didYouMean(w, names))
}

// parseStep reads the steps at the start of toks that the current phase
// expects, and returns them with the words left over.
func (s *state) parseStep(toks []string) ([]step, []string, error) {
	switch s.Phase {
	case phPlaceAmount, phDraftAmount, phMoveAmount, phAttackDice, phOccupy:
		return s.parseAmount(toks)
	case phMoveTo:
		if slices.Contains(toWords, toks[0]) {
			toks = toks[1:]
		}
		t, rest, err := parseTerritory(toks)
		return []step{{Kind: kTo, T: t}}, rest, err
	}
	kind, err := resolveVerb(toks[0])
	if err != nil {
		return nil, nil, err
	}
	args := toks[1:]
	if kind == kPlace && s.Phase == phDraft {
		kind = kReinforce // "place Italien 4" in the draft
	}
	switch kind {
	case kPlace, kCapital:
		if len(args) == 0 {
			return nil, nil, engine.Refuse("write %s A, B or neutral and a territory", kind)
		}
		a, err := parseArmy(args[0])
		if err != nil {
			return nil, nil, err
		}
		t, rest, err := parseTerritory(args[1:])
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
		for len(args) > 0 && slices.Contains(endFillers, args[0]) {
			args = args[1:]
		}
		return []step{{Kind: kind}}, args, nil
	case kTrade:
		return s.parseTrade(args)
	case kReinforce, kTo:
		if kind == kReinforce && len(args) > 1 && isNumber(args[0]) {
			// "place 4 Deutschland": the number before the name.
			t, rest, err := parseTerritory(args[1:])
			n, _ := strconv.Atoi(args[0])
			return []step{{Kind: kind, T: t}, {Kind: kAmount, N: n}}, rest, err
		}
		t, rest, err := parseTerritory(args)
		return []step{{Kind: kind, T: t}}, rest, err
	case kAttack:
		if len(args) > 1 && slices.Contains(attackFillers, args[0]) {
			args = args[1:]
		}
		return parseAttack(args)
	case kClaim:
		if len(args) == 0 {
			return nil, nil, engine.Refuse("write claim and a mission, e.g. claim green")
		}
		k, err := parseMission(args[0])
		return []step{{Kind: kClaim, Key: k}}, args[1:], err
	case kBuy:
		return parseBuy(args)
	case kMoveFrom:
		return s.parseMove(args)
	case kWith:
		return nil, nil, engine.Refuse("\"with\" names the attacking units after \"attack X from Y\"")
	}
	return nil, nil, engine.Refuse("%q cannot be used here", toks[0])
}

// parseAmount reads "N", "with N" or "move N".
func (s *state) parseAmount(toks []string) ([]step, []string, error) {
	if len(toks) > 1 && (slices.Contains(withWords, toks[0]) || toks[0] == "move" || toks[0] == "ziehe") {
		toks = toks[1:]
	}
	if !isNumber(toks[0]) {
		return nil, nil, engine.Refuse("%s: write a number, e.g. %s", s.question(), s.example())
	}
	n, _ := strconv.Atoi(toks[0])
	kind := kAmount
	switch s.Phase {
	case phAttackDice:
		kind = kWith
	case phOccupy:
		kind = kOccupy
	}
	return []step{{Kind: kind, N: n}}, toks[1:], nil
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

// parseAttack reads "T from S [with N]".
func parseAttack(args []string) ([]step, []string, error) {
	tRun, rest := nameRun(args)
	if len(rest) == 0 || !slices.Contains(fromWords, rest[0]) {
		return nil, nil, engine.Refuse("write attack TARGET from SOURCE with N, e.g. attack Polen from Deutschland with 3")
	}
	t, err := resolveTerritory(tRun)
	if err != nil {
		return nil, nil, err
	}
	src, rest, err := parseTerritory(rest[1:])
	return []step{{Kind: kAttack, T: t, S: src}}, rest, err
}

// parseMove reads the forms "move N" (after a conquest), "move from S
// [to T] [N]", "move S T [N]" and "move N S T".
func (s *state) parseMove(args []string) ([]step, []string, error) {
	n := -1
	if len(args) > 0 && isNumber(args[0]) {
		n, _ = strconv.Atoi(args[0])
		args = args[1:]
	}
	if s.Phase == phOccupy {
		if n < 0 {
			return nil, nil, engine.Refuse("write move N: how many units move in")
		}
		return []step{{Kind: kOccupy, N: n}}, args, nil
	}
	if len(args) > 0 && slices.Contains(fromWords, args[0]) {
		args = args[1:]
	}
	run, rest := nameRun(args)
	if len(run) == 0 && n >= 0 {
		return nil, nil, engine.Refuse("move %d moves units into a territory just conquered, and no territory was just conquered; "+
			"to move between your territories write move SOURCE DESTINATION N, e.g. move Schweden Finnland 5", n)
	}
	if len(run) == 0 {
		return nil, nil, engine.Refuse("write move SOURCE DESTINATION N, e.g. move Schweden Finnland 5")
	}
	var steps []step
	if len(rest) > 0 && slices.Contains(toWords, rest[0]) {
		src, err := resolveTerritory(run)
		if err != nil {
			return nil, nil, err
		}
		dst, r2, err := parseTerritory(rest[1:])
		if err != nil {
			return nil, nil, err
		}
		steps, rest = []step{{Kind: kMoveFrom, S: src}, {Kind: kTo, T: dst}}, r2
	} else if src, err := resolveTerritory(run); err == nil {
		steps = []step{{Kind: kMoveFrom, S: src}}
	} else {
		src, dst, ok := splitTwoNames(run)
		if !ok {
			return nil, nil, err
		}
		steps = []step{{Kind: kMoveFrom, S: src}, {Kind: kTo, T: dst}}
	}
	if n < 0 && len(rest) > 0 && isNumber(rest[0]) && len(steps) == 2 {
		n, _ = strconv.Atoi(rest[0])
		rest = rest[1:]
	}
	if n >= 0 {
		if len(steps) < 2 {
			return nil, nil, engine.Refuse("write where the units go: move %d %s DESTINATION", n, steps[0].S.name())
		}
		steps = append(steps, step{Kind: kAmount, N: n})
	}
	return steps, rest, nil
}

// splitTwoNames reads two territory names written one after the other.
func splitTwoNames(run []string) (terrID, terrID, bool) {
	for i := 1; i < len(run); i++ {
		a, errA := resolveTerritory(run[:i])
		b, errB := resolveTerritory(run[i:])
		if errA == nil && errB == nil {
			return a, b, true
		}
	}
	return 0, 0, false
}

// parseTrade reads "N cards [M stars]", "M stars" or "N".
func (s *state) parseTrade(args []string) ([]step, []string, error) {
	cards, stars := -1, -1
	for len(args) > 0 && isNumber(args[0]) {
		v, _ := strconv.Atoi(args[0])
		unit := ""
		if len(args) > 1 {
			unit = args[1]
		}
		switch {
		case strings.HasPrefix(unit, "card") || strings.HasPrefix(unit, "karte"):
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
	ones, twos := s.handStars(s.Active)
	cards, stars = completeTrade(cards, stars, ones, twos)
	return []step{{Kind: kTrade, N: cards, M: stars}}, args, nil
}

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

// parseMission reads a mission key, alias or unique prefix.
func parseMission(w string) (string, error) {
	f := fold(w)
	var hits []string
	var all []string
	for _, m := range missions {
		names := append([]string{m.Key}, m.Aliases...)
		for _, n := range names {
			all = append(all, n)
			if fold(n) == f {
				return m.Key, nil
			}
			if strings.HasPrefix(fold(n), f) && !slices.Contains(hits, m.Key) {
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
