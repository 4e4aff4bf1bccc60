package triumvirate

import (
	"fmt"
	"strconv"
	"strings"
)

// verbs maps the first word of a step (English or German) to its verb.
var verbs = map[string]string{
	"move": "move", "go": "move", "march": "move", "ziehe": "move", "zieh": "move", "ziehen": "move", "bewege": "move", "marschiere": "move",
	"attack": "attack", "angriff": "attack", "greife": "attack", "angreifen": "attack", "attackiere": "attack",
	"take": "take", "nimm": "take", "nehme": "take",
	"place": "place", "setze": "place", "setz": "place", "put": "place",
	"keep": "keep", "behalte": "keep",
	"done": "done", "fertig": "done", "end": "done", "ende": "done",
	"pass": "pass", "passe": "pass", "passen": "pass",
	"rome": "rome", "rom": "rome", "roma": "rome",
	"supply": "supply", "versorge": "supply", "versorgung": "supply",
	"act": "act", "action": "act", "aktion": "act",
	"flee": "flee", "flieh": "flee", "fliehe": "flee", "flucht": "flee",
	"raise": "raise", "erhoehe": "raise", "steigere": "raise",
	// Actions may be written without "act".
	"persuade": "act", "ueberzeuge": "act", "improve": "act", "verbessere": "act", "weapons": "act", "waffen": "act", "produce": "act", "produziere": "act",
}

// fillers are words that only make a step read well.
var fillers = map[string]bool{
	"to": true, "nach": true, "into": true, "in": true, "the": true, "a": true, "an": true,
	"legions": true, "legion": true, "legionen": true, "official": true, "beamter": true, "beamten": true,
	"and": true, "und": true, "ein": true, "einen": true, "competence": true, "kompetenz": true,
	"der": true, "die": true, "das": true, "den": true, "dem": true, "along": true, "mit": true, "here": true, "hier": true,
}

var punctuation = strings.NewReplacer(",", " , ", ".", " ", ":", " ", "!", " ", "\n", ";")

// splitSteps cuts a command line into steps at ";", newlines, "then",
// and at commas followed by a command word ("move Gallia, take official").
func splitSteps(line string) [][]string {
	line = fold(line)
	line = punctuation.Replace(line)
	var steps [][]string
	var cur []string
	flush := func() {
		if len(cur) > 0 {
			steps = append(steps, cur)
		}
		cur = nil
	}
	for _, part := range strings.Split(line, ";") {
		words := strings.Fields(part)
		for i, w := range words {
			if w == "," {
				if i+1 < len(words) && verbs[words[i+1]] != "" {
					flush()
				}
				continue
			}
			if w == "then" || w == "dann" {
				flush()
				continue
			}
			cur = append(cur, w)
		}
		flush()
	}
	return steps
}

// parse turns one step's words into a command. It knows names and
// grammar, not whether the step is legal now.
func (s *state) parse(words []string) (command, error) {
	verb, ok := verbs[words[0]]
	if !ok {
		return command{}, &parseError{reason: fmt.Sprintf("unknown command %q", words[0]), suggest: true}
	}
	rest := words[1:]
	if verb == "act" && words[0] != "act" && words[0] != "action" && words[0] != "aktion" {
		rest = words // "improve military" means "act improve military"
	}
	if s.Phase == phaseCompensate && (verb == "act" || verb == "raise") {
		return s.parseTrack("raise", rest)
	}
	switch verb {
	case "move", "attack":
		return s.parseMove(verb, rest)
	case "rome":
		return s.parseRome(rest)
	case "act":
		return s.parseAct(rest)
	case "raise":
		return s.parseTrack("raise", rest)
	case "supply", "flee":
		c := newCommand(verb)
		p, err := resolve(content(rest), provinceAliases, "province", provinceName)
		c.Where = p
		return c, err
	case "place":
		c := newCommand(verb)
		if len(content(rest)) > 0 {
			p, err := resolve(content(rest), provinceAliases, "province", provinceName)
			if err != nil {
				return c, err
			}
			if s.Phase == phaseConsul {
				c.Where = p
			} else if p != s.Chars[s.Active].Figure {
				return c, refusef("an official is placed where your figure stands (%s)", provinces[s.Chars[s.Active].Figure].Name)
			}
		}
		return c, nil
	}
	if verb == "done" {
		return s.parseDone(words)
	}
	if len(content(rest)) > 0 {
		return command{}, refusef("%q takes nothing after it", words[0])
	}
	return newCommand(verb), nil
}

// parseDone reads "done", "end movement" and "end turn". After the
// actions nothing is left to end but the turn, so there "done" is "pass".
func (s *state) parseDone(words []string) (command, error) {
	rest := content(words[1:])
	switch {
	case len(rest) == 0 && s.Phase == phaseAct:
		return newCommand("pass"), nil
	case len(rest) == 0:
		return newCommand("done"), nil
	case len(rest) == 1 && (rest[0] == "turn" || rest[0] == "zug"):
		return newCommand("pass"), nil
	case len(rest) == 1 && (rest[0] == "movement" || rest[0] == "move" || rest[0] == "bewegung"):
		return newCommand("done"), nil
	}
	return command{}, refusef("write \"done\" to end the movement or \"pass\" to end the turn")
}

// content drops filler words.
func content(words []string) []string {
	var out []string
	for _, w := range words {
		if !fillers[w] {
			out = append(out, w)
		}
	}
	return out
}

// parseMove reads "move [from] X [to] Y [with N [legions]]" and "attack Y
// [from X] with N".
func (s *state) parseMove(verb string, words []string) (command, error) {
	c := newCommand(verb)
	var phrases [][]string
	var from []string
	var cur []string
	inFrom, haveN := false, false
	flush := func() {
		if len(cur) == 0 {
			return
		}
		if inFrom {
			from = cur
		} else {
			phrases = append(phrases, cur)
		}
		cur, inFrom = nil, false
	}
	for _, w := range words {
		switch {
		case w == "with" || w == "mit":
			flush()
		case w == "all" || w == "alle" || w == "allen":
			// every legion where the figure stands
			if haveN {
				return c, refusef("write one number of legions")
			}
			c.Legions, haveN = s.Provinces[s.Chars[s.Active].Figure].Legions, true
			flush()
		case w == "from" || w == "von" || w == "aus":
			flush()
			inFrom = true
		case w == "to" || w == "nach" || w == "into" || w == "in":
			flush()
		case fillers[w]:
		default:
			if n, err := strconv.Atoi(w); err == nil {
				if haveN || n < 0 || n > 1000 {
					return c, refusef("write one number of legions")
				}
				c.Legions, haveN = n, true
				flush()
				continue
			}
			cur = append(cur, w)
		}
	}
	flush()
	var names []int
	for _, ph := range phrases {
		if isSea(ph) {
			// Rules, II. Bewegung: a move may not end on a sea area.
			return c, refusef("a move may not end on a sea area: name the province across it (a step across the sea costs 1 point per area entered)")
		}
		ps, err := resolveNames(ph)
		if err != nil {
			return c, err
		}
		names = append(names, ps...)
	}
	if len(from) > 0 {
		p, err := resolve(from, provinceAliases, "province", provinceName)
		if err != nil {
			return c, err
		}
		names = append([]int{p}, names...)
	}
	switch len(names) {
	case 0:
		return c, refusef("name the province to %s", verb)
	case 1:
		c.Where = names[0]
	case 2:
		if names[0] != s.Chars[s.Active].Figure {
			return c, refusef("your figure stands in %s, not in %s", provinces[s.Chars[s.Active].Figure].Name, provinces[names[0]].Name)
		}
		c.Where = names[1]
	default:
		return c, refusef("name one province to %s (and where from)", verb)
	}
	if verb == "attack" && !haveN {
		return c, refusef("say how many legions attack: \"attack %s with N\"", provinces[c.Where].Name)
	}
	if s.Provinces[c.Where].Owner != s.Active && verb == "move" {
		c.Verb = "attack"
	}
	return c, nil
}

// resolveNames reads one or two province names written one after another.
func resolveNames(words []string) ([]int, error) {
	if p, found := lookup(words, provinceAliases); len(found) == 1 {
		return []int{p}, nil
	}
	for i := 1; i < len(words); i++ {
		a, foundA := lookup(words[:i], provinceAliases)
		b, foundB := lookup(words[i:], provinceAliases)
		if len(foundA) == 1 && len(foundB) == 1 {
			return []int{a, b}, nil
		}
	}
	_, err := resolve(words, provinceAliases, "province", provinceName)
	return nil, err
}

// parseRome reads "rome gold", "rome legions X [and Y]", "rome gold and
// legion X".
func (s *state) parseRome(words []string) (command, error) {
	c := newCommand("rome")
	gold := false
	var names []string
	for _, w := range words {
		switch w {
		case "gold", "geld":
			gold = true
		case "legion", "legions", "legionen", "1", "2":
		default:
			if !fillers[w] {
				names = append(names, w)
			}
		}
	}
	var ps []int
	if len(names) > 0 {
		var err error
		if ps, err = resolveNames(names); err != nil {
			return c, err
		}
	}
	switch {
	case gold && len(ps) == 0:
		c.Kind = "gold"
	case gold && len(ps) == 1:
		c.Kind, c.Where = "mixed", ps[0]
	case len(ps) == 1:
		c.Kind, c.Where = "legions", ps[0]
		if s.SupplyLegions >= 2 {
			c.Where2 = ps[0]
		}
	case len(ps) == 2 && !gold:
		c.Kind, c.Where, c.Where2 = "legions", min(ps[0], ps[1]), max(ps[0], ps[1])
	default:
		return c, refusef("write \"rome gold\", \"rome legions X and Y\" or \"rome gold and legion X\"")
	}
	return c, nil
}

// parseAct reads "act persuade [Seat]", "act improve political|military"
// and "act weapons".
func (s *state) parseAct(words []string) (command, error) {
	c := newCommand("act")
	words = content(words)
	if len(words) == 0 {
		return c, refusef("name the action: persuade, improve political, improve military or weapons")
	}
	switch words[0] {
	case "persuade", "ueberzeuge", "ueberzeugen", "convince":
		c.Kind = "persuade"
		var who []string
		for _, w := range words[1:] {
			if !citizenWords[w] {
				who = append(who, w)
			}
		}
		if len(who) > 0 {
			seat, err := resolve(who, seatAliases, "character", seatName)
			if err != nil {
				return c, err
			}
			c.Seat = seat
		}
		return c, nil
	case "improve", "verbessere", "verbessern", "raise":
		t, err := s.parseTrack("act", words[1:])
		t.Kind = "improve"
		return t, err
	case "weapons", "waffen", "produce", "produziere", "produzieren":
		if len(words) > 2 || len(words) == 2 && !weaponWords[words[1]] {
			return c, refusef("write \"act weapons\"")
		}
		c.Kind = "weapons"
		return c, nil
	}
	return c, refusef("unknown action %q; actions are persuade, improve political, improve military and weapons", words[0])
}

// citizenWords may stand around the character in "persuade a citizen of
// Crassus", "überzeuge einen Bürger von Crassus"; the Alii are where a
// plain persuading takes its citizen from ("persuade from the Alii").
var citizenWords = map[string]bool{"citizen": true, "buerger": true, "of": true, "from": true, "von": true, "vom": true, "alii": true}

// weaponWords may follow the weapons action's first word ("produce
// weapons", "Waffen produzieren").
var weaponWords = map[string]bool{"weapons": true, "waffen": true, "produce": true, "produzieren": true}

// parseTrack reads a competence track name.
func (s *state) parseTrack(verb string, words []string) (command, error) {
	c := newCommand(verb)
	words = content(words)
	if len(words) != 1 {
		return c, refusef("name one competence: political or military")
	}
	switch {
	case strings.HasPrefix("political", words[0]) || strings.HasPrefix("politisch", words[0]) || words[0] == "politische":
		c.Track = "political"
	case strings.HasPrefix("military", words[0]) || strings.HasPrefix("militaerisch", words[0]) || words[0] == "militaerische":
		c.Track = "military"
	default:
		return c, refusef("unknown competence %q: political or military", words[0])
	}
	return c, nil
}
