package triumvirate

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// verbs maps a step's verb word (English or German, also the infinitive
// players write at the end: "Bürger überzeugen") to its verb.
var verbs = map[string]string{
	"move": "move", "go": "move", "march": "move", "walk": "move", "travel": "move", "sail": "move", "head": "move",
	"ziehe": "move", "zieh": "move", "ziehen": "move", "bewege": "move", "bewegen": "move", "marschiere": "move",
	"marschier": "move", "marschieren": "move", "gehe": "move", "geh": "move", "gehen": "move", "reise": "move",
	"reisen": "move", "fahre": "move", "fahren": "move", "segle": "move", "segeln": "move", "zurueck": "move",
	"weiter": "move", "back": "move", "ueber": "move", "uebers": "move", "across": "move",
	"moves": "move", "goes": "move", "marches": "move", "zieht": "move", "geht": "move", "marschiert": "move",
	"reist": "move", "sails": "move", "segelt": "move", "kommt": "move", "kommen": "move",
	"attack": "attack", "angriff": "attack", "greife": "attack", "greif": "attack", "angreifen": "attack",
	"attackiere": "attack", "attackieren": "attack", "erobere": "attack", "erobern": "attack", "conquer": "attack",
	"invade": "attack", "assault": "attack", "attacks": "attack", "greift": "attack", "erobert": "attack",
	"invades": "attack", "conquers": "attack", "angegriffen": "attack", "atk": "attack", "attk": "attack",
	"take": "take", "nimm": "take", "nehme": "take", "nehmen": "take", "mitnehmen": "take", "carry": "take",
	"takes": "take", "grab": "take", "aufnehmen": "take", "nimmt": "take",
	"place": "place", "setze": "place", "setz": "place", "setzen": "place", "einsetzen": "place", "put": "place",
	"platziere": "place", "platzieren": "place", "leave": "place", "lasse": "place", "lass": "place",
	"absetzen": "place", "abstellen": "place", "setzt": "place", "places": "place", "drop": "place", "set": "place",
	"puts": "place", "stationiere": "place", "stationieren": "place", "install": "place", "lassen": "place", "stelle": "place", "stellen": "place",
	"keep": "keep", "behalte": "keep", "behalten": "keep", "keeps": "keep", "behaelt": "keep",
	"done": "done", "fertig": "done", "end": "done", "ende": "done", "beende": "done", "beenden": "done",
	"finish": "done", "finished": "done", "stop": "done", "stoppe": "done", "ends": "done",
	"beendet": "done", "vorbei": "done",
	"pass": "pass", "passe": "pass", "passen": "pass", "skip": "pass", "zugende": "pass", "passes": "pass", "passt": "pass",
	"rome": "rome", "rom": "rome", "roma": "rome",
	"supply": "supply", "versorge": "supply", "versorgen": "supply", "versorgung": "supply",
	"supplied": "supply", "versorgt": "supply",
	"act": "act", "action": "act", "aktion": "act",
	"flee": "flee", "flieh": "flee", "fliehe": "flee", "fliehen": "flee", "flucht": "flee", "escape": "flee",
	"flees": "flee", "flieht": "flee", "escapes": "flee",
	"raise": "raise", "erhoehe": "raise", "erhoehen": "raise", "steigere": "raise", "steigern": "raise", "increase": "raise",
	"raises": "raise", "erhoeht": "raise", "steigert": "raise", "+1": "raise", "compensation": "raise", "entschaedigung": "raise",
	// Actions may be written without "act".
	"persuade": "act", "convince": "act", "ueberzeuge": "act", "ueberzeugen": "act", "improve": "act",
	"verbessere": "act", "verbessern": "act", "weapons": "act", "waffen": "act", "produce": "act",
	"produziere": "act", "produzieren": "act", "build": "act", "baue": "act", "bauen": "act",
	"persuades": "act", "convinces": "act", "ueberzeugt": "act", "improves": "act", "verbessert": "act",
	"produces": "act", "produziert": "act", "win": "act", "gewinne": "act", "gewinnen": "act", "recruit": "act",
	"send": "act", "schicke": "act", "schicken": "act", "sende": "act", "wegnehmen": "act", "steal": "act",
	"abwerben": "act", "abwerbe": "act", "poach": "act",
	"herstellen": "act",
}

// allWords take every legion where the figure stands: "with all", „mit
// allem", "with everything".
var allWords = map[string]bool{"all": true, "alle": true, "allen": true, "allem": true, "alles": true,
	"everything": true}

// fillers are words that only make a step read well.
var fillers = map[string]bool{
	"to": true, "nach": true, "into": true, "in": true, "the": true, "a": true, "an": true,
	"legions": true, "legion": true, "legionen": true, "official": true, "beamter": true, "beamten": true,
	"and": true, "und": true, "ein": true, "eine": true, "einen": true, "competence": true, "kompetenz": true,
	"der": true, "die": true, "das": true, "den": true, "dem": true, "des": true, "along": true, "mit": true,
	"here": true, "hier": true, "auf": true, "on": true, "gegen": true, "against": true, "zu": true,
	"up": true, "troops": true, "truppen": true, "units": true, "einheiten": true, "ins": true, "im": true,
	"civil": true, "servant": true, "beamte": true, "down": true, "of": true, "mehr": true, "more": true,
	"ab": true, "off": true,
}

var punctuation = strings.NewReplacer(",", " , ", ".", " , ", ":", " ", "!", " ", "?", " ", "(", " ", ")", " ",
	"\"", " ", "„", " ", "“", " ", "”", " ", "«", " ", "»", " ", "’", "'", " - ", " ", " – ", " ", " — ", " ", "->", " to ", "→", " to ", " & ", " and ", " + ", " and ",
	"w/", "with ", "\n", ";")

// splitSteps cuts a command line into steps at ";", newlines, "then",
// "dann", and at a comma, "and" or "und" between two parts that each hold
// a command word ("move Gallia, take official", "nach Gallien ziehen und
// den Beamten mitnehmen"); "rome legions Gallia and Illyricum" stays one
// step.
func splitSteps(line string) [][]string {
	line = fold(zhLine(line))
	line = strings.Join(dropOpening(strings.Fields(punctuation.Replace(line))), " ")
	var steps [][]string
	for _, part := range strings.Split(line, ";") {
		var cur, seg []string
		flush := func() {
			if len(cur) > 0 {
				steps = append(steps, cur)
			}
			cur = nil
		}
		join := func() {
			if hasVerb(cur) && hasVerb(seg) {
				flush()
			}
			cur = append(cur, seg...)
			seg = nil
		}
		for _, w := range strings.Fields(part) {
			switch w {
			case ",":
				join()
			case "and", "und":
				join()
				seg = append(seg, w)
			case "then", "dann":
				join()
				flush()
			default:
				seg = append(seg, w)
			}
		}
		join()
		flush()
	}
	return steps
}

// roundWords label a line with the turn it is written for: "Turn 3:",
// „Zug 3:".
var roundWords = map[string]bool{"turn": true, "round": true, "runde": true, "zug": true}

// greetings open a salutation ("Hi all,", „Hallo zusammen,", "Dear Anna,").
var greetings = map[string]bool{"hi": true, "hello": true, "hallo": true, "hey": true, "moin": true, "servus": true,
	"dear": true, "liebe": true, "lieber": true}

// dropOpening drops what stands around a line's command: a label that
// names the turn ("Turn 3:"), a salutation up to its comma ("Hi all,",
// „Hallo zusammen,") when it holds no command word or number, and a
// closing after the last comma or full stop ("Good luck!").
func dropOpening(words []string) []string {
	if len(words) > 2 && roundWords[words[0]] {
		if _, err := strconv.Atoi(words[1]); err == nil {
			words = words[2:]
		}
	}
	if c := slices.Index(words, ","); c > 0 && slices.ContainsFunc(words[:c], func(w string) bool { return chatWords[w] }) &&
		isRemark(strings.Join(words[:c], " ")) {
		words = words[c+1:] // "Nice, …", „Na gut, …" (but "Good luck, Crassus!" closes a mail)
	}
	if len(words) > 0 && greetings[words[0]] {
		if c := slices.Index(words, ","); c > 0 && !hasVerb(words[:c]) &&
			!slices.ContainsFunc(words[:c], func(w string) bool { _, err := strconv.Atoi(w); return err == nil }) {
			words = words[c+1:]
		}
	}
	// A closing after the command: "…. Good luck!", „…. Viel Glück!".
	for c := len(words) - 1; c > 0; c-- {
		if words[c] == "," && len(words[c+1:]) > 0 && !slices.ContainsFunc(words[c+1:], func(w string) bool { return !closings[w] && w != "," }) {
			return words[:c]
		}
	}
	return words
}

// closings end a mail after its command: "Good luck!", „Viel Glück!".
var closings = map[string]bool{"good": true, "luck": true, "viel": true, "glueck": true, "regards": true,
	"best": true, "gruss": true, "gruesse": true, "bye": true, "ciao": true, "tschuess": true, "cheers": true,
	"thanks": true, "danke": true, "have": true, "fun": true, "spass": true, "lg": true, "vg": true}

// romeGoods are what the supply from Rome gives and a figure carries.
var romeGoods = map[string]bool{"gold": true, "geld": true, "muenzen": true, "legion": true, "legions": true,
	"legionen": true}

// isOfficialWord reports whether w names the official.
func isOfficialWord(w string) bool {
	return w == "official" || w == "beamten" || w == "beamter" || w == "beamte"
}

// hasVerb reports whether words hold a command word.
func hasVerb(words []string) bool {
	for i, w := range words {
		if verbs[w] != "" || w == "pick" && i+1 < len(words) && words[i+1] == "up" { // "… and pick up the official"
			return true
		}
	}
	return false
}

// parse turns one step's words into a command. It knows names and
// grammar, not whether the step is legal now.
func (s *state) parse(words []string) (command, error) {
	if len(words) == 0 {
		return command{}, &parseError{reason: "the step is empty", suggest: true}
	}
	verb, ok := verbs[words[0]]
	if !ok {
		// A bare name answers a question that asks for one: "Sicilia"
		// when fleeing, "military" for compensation card II.
		verb = map[phase]string{phaseSupply: "supply", phaseFlee: "flee", phaseConsul: "place", phaseCompensate: "raise",
			phaseMove: "move", phaseRome: "rome", phaseAct: "act"}[s.Phase]
		unknown := &parseError{reason: fmt.Sprintf("unknown command %q", words[0]), suggest: true}
		if verb == "" {
			return command{}, unknown
		}
		c, err := s.parse(append([]string{verb}, words...))
		var pe *parseError
		if errors.As(err, &pe) && pe.suggest {
			return c, unknown
		}
		return c, err
	}
	rest := words[1:]
	if verb == "act" && words[0] != "act" && words[0] != "action" && words[0] != "aktion" {
		rest = words // "improve military" means "act improve military"
	}
	if s.Phase == phaseCompensate && (verb == "act" || verb == "raise") {
		return s.parseTrack("raise", rest)
	}
	if verb == "take" && slices.ContainsFunc(rest, func(w string) bool { return romeGoods[w] }) && !slices.ContainsFunc(rest, isOfficialWord) {
		// "I take the gold", „Ich nehme 1 Gold und 1 Legion": the supply from Rome
		if s.Phase == phaseRome {
			verb = "rome"
		} else if n := slices.IndexFunc(rest, func(w string) bool { _, err := strconv.Atoi(w); return err == nil }); n >= 0 {
			// „2 Legionen mitnehmen nach Gallien": the legions go along
			verb, rest = "move", slices.Insert(slices.Clone(rest), n, "with")
		}
	}
	if verb == "take" && slices.ContainsFunc(rest, func(w string) bool { return w == "citizen" || w == "buerger" }) {
		// "take a citizen from Crassus" is the persuading.
		verb, rest = "act", append([]string{"persuade"}, rest...)
	}
	if verb == "take" {
		return s.parseTake(rest)
	}
	if s.Phase == phaseConsul && verb == "move" {
		// "the new official goes to Britannia"
		verb = "place"
	}
	if s.Phase == phaseAct && verb == "raise" {
		// "raise military" in the actions is the improving action.
		verb, rest = "act", append([]string{"improve"}, rest...)
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
		return c, withVerb(err, verb)
	case "place":
		return s.parsePlace(rest)
	case "done":
		return s.parseDone(rest)
	}
	for _, w := range content(rest) {
		if verb != "pass" || !doneTurn[w] && !negations[w] { // "ich passe diesen Zug", "nothing, pass"
			return command{}, refusef("%q takes nothing after it", words[0])
		}
	}
	return newCommand(verb), nil
}

// parseTake reads "take official", also naming where the figure stands
// ("take the official from Gallia").
func (s *state) parseTake(words []string) (command, error) {
	var named []string
	for _, w := range content(words) {
		if w != "from" && w != "aus" && w != "von" {
			named = append(named, w)
		}
	}
	if len(named) > 0 {
		p, err := resolve(named, provinceAliases, "province", provinceName)
		if err != nil {
			return command{}, err
		}
		if here := s.Chars[s.Active].Figure; p != here {
			return command{}, refusef("the figure takes the official where it stands (%s)", provinces[here].Name)
		}
	}
	return newCommand("take"), nil
}

// withVerb marks an ambiguous name's refusal with the step's verb, so the
// refusal can list the legal commands it may mean.
func withVerb(err error, verb string) error {
	var pe *parseError
	if errors.As(err, &pe) {
		pe.verb = verb
	}
	return err
}

// parsePlace reads "place official [X]": X is where the figure stands, or
// in the new consul's choice any own province.
func (s *state) parsePlace(words []string) (command, error) {
	c := newCommand("place")
	if len(content(words)) == 0 {
		return c, nil
	}
	p, err := resolve(content(words), provinceAliases, "province", provinceName)
	if err != nil {
		return c, withVerb(err, "place")
	}
	if s.Phase == phaseConsul {
		c.Where = p
	} else if p != s.Chars[s.Active].Figure {
		return c, refusef("an official is placed where your figure stands (%s)", provinces[s.Chars[s.Active].Figure].Name)
	}
	return c, nil
}

// doneTurn and doneMovement are what "done"/"end"/"beenden" may end.
var (
	doneTurn     = map[string]bool{"turn": true, "zug": true, "runde": true, "round": true, "actions": true, "aktionen": true}
	doneMovement = map[string]bool{"movement": true, "move": true, "moves": true, "moving": true,
		"bewegung": true, "bewegungen": true, "bewegungsphase": true, "marsch": true}
)

// parseDone reads "done", "end movement" and "end turn". After the
// movement nothing is left to end but the turn, so there "done" is "pass".
func (s *state) parseDone(rest []string) (command, error) {
	rest = content(rest)
	switch {
	case len(rest) == 0 && s.Phase == phaseAct:
		return newCommand("pass"), nil
	case len(rest) == 0:
		return newCommand("done"), nil
	case slices.ContainsFunc(rest, func(w string) bool { return doneTurn[w] }) && !slices.ContainsFunc(rest, func(w string) bool { return doneMovement[w] }):
		return newCommand("pass"), nil
	case !slices.ContainsFunc(rest, func(w string) bool { return doneTurn[w] }) && slices.ContainsFunc(rest, func(w string) bool { return doneMovement[w] }):
		return newCommand("done"), nil
	}
	return command{}, refusef("write \"done\" to end the movement or \"pass\" to end the turn")
}

// content drops filler words.
func content(words []string) []string {
	var out []string
	for _, w := range words {
		if !fillers[w] && !takeFillers[w] {
			out = append(out, w)
		}
	}
	return out
}

// takeFillers may stand around "take official" ("take the official with
// me", "pick up the official").
var takeFillers = map[string]bool{"with": true, "along": true, "mitnehmen": true, "figure": true, "figur": true, "bei": true}

// moveNoise are words of the route, not of the destination: "go back to",
// "weiter nach", "über das Meer nach", "attack on".
var moveNoise = map[string]bool{
	"back": true, "zurueck": true, "weiter": true, "ueber": true, "uebers": true, "across": true, "over": true,
	"via": true, "by": true, "per": true, "onward": true, "onwards": true, "go": true,
	"march": true, "ziehe": true, "gehe": true, "zug": true, "marsch": true, "figure": true, "figur": true, "character": true, "charakter": true,
}

// alone says the figure moves without legions.
var alone = map[string]bool{"alone": true, "allein": true, "alleine": true, "ohne": true, "without": true, "solo": true}

// seaWords name a sea area or the sea in general.
var seaWords = map[string]bool{"sea": true, "meer": true, "mare": true, "occidentale": true, "ionium": true,
	"ionian": true, "ionisches": true, "western": true, "westliches": true, "mittelmeer": true, "schiff": true, "ship": true}

// parseMove reads "move [from] X [to] Y [with N [legions]]" and "attack Y
// [from X] with N".
func (s *state) parseMove(verb string, words []string) (command, error) {
	c := newCommand(verb)
	var phrases [][]string
	var from []string
	var cur []string
	inFrom, haveN, all := false, false, false
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
		case allWords[w]:
			// every legion where the figure stands ("all 4" says it twice)
			here := s.Provinces[s.Chars[s.Active].Figure].Legions
			if haveN && c.Legions != here {
				return c, refusef("write one number of legions")
			}
			c.Legions, haveN, all = here, true, true
			flush()
		case alone[w]:
			// "ziehe alleine nach Illyrien", "without legions"
			if haveN && c.Legions != 0 {
				return c, refusef("write one number of legions")
			}
			c.Legions, haveN = 0, true
			flush()
		case w == "from" || w == "von" || w == "aus":
			flush()
			inFrom = true
		case w == "to" || w == "nach" || w == "into" || w == "in":
			flush()
		case fillers[w] || moveNoise[w] || s.namesActive(w):
		default:
			if n, err := strconv.Atoi(w); err == nil {
				if haveN && !(all && n == c.Legions) || n < 0 || n > 1000 {
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
	if len(phrases) == 1 && len(phrases[0]) == 1 && (phrases[0][0] == "actions" || phrases[0][0] == "aktionen") && !haveN {
		// "go to actions", „weiter zu den Aktionen"
		return newCommand("done"), nil
	}
	phrases, err := dropSeaRoute(phrases)
	if err != nil {
		return c, err
	}
	var names []int
	for _, ph := range phrases {
		ps, err := resolveNames(ph)
		if err != nil {
			return c, withVerb(err, verb)
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
		if here := s.Chars[s.Active].Figure; names[0] != here && len(from) == 0 {
			// "attack Italia Sicilia": one destination, and the first of
			// two names would be where from
			return c, &leftOver{read: verb + " " + provinces[names[0]].Name, left: []string{provinces[names[1]].Name},
				why: fmt.Sprintf("%s has one destination; a province named before it is where from, and your figure stands in %s",
					map[string]string{"move": "a move", "attack": "an attack"}[verb], provinces[here].Name)}
		}
		if names[0] != s.Chars[s.Active].Figure {
			return c, refusef("your figure stands in %s, not in %s", provinces[s.Chars[s.Active].Figure].Name, provinces[names[0]].Name)
		}
		c.Where = names[1]
	default:
		return c, refusef("name one province to %s (and where from)", verb)
	}
	owner := s.Provinces[c.Where].Owner
	enemy := owner != s.Active && s.Provinces[c.Where].InGame && owner != noSeat
	if enemy && verb == "move" {
		// Rules, II. Bewegung: "Eine gegnerische Provinz betritt (greift
		// an) man nur mit mindestens 1 Legion": entering it is an attack,
		// which is asked for in its own words, never read into a move.
		what := fmt.Sprintf("%s is %s's province: entering it is an attack", provinces[c.Where].Name, s.seat(owner))
		if c.Legions > 0 {
			return c, refusef("%s; write \"attack %s with %d\"", what, provinces[c.Where].Name, c.Legions)
		}
		return c, &parseError{reason: what + ", and an attack needs at least one legion", verb: "attack", alts: []int{c.Where}}
	}
	if verb == "attack" && !haveN {
		return c, &parseError{reason: fmt.Sprintf("say how many legions attack: \"attack %s with N\"", provinces[c.Where].Name),
			verb: "attack", alts: []int{c.Where}}
	}
	return c, nil
}

// namesActive reports whether w is the active character's own name
// ("bewege Caesar nach Gallien").
func (s *state) namesActive(w string) bool {
	return slices.ContainsFunc(seatAliases, func(a alias) bool { return a.key == w && a.id == s.Active })
}

// dropSeaRoute drops the sea areas named as the way ("über das Meer nach
// Sizilien"), and refuses a sea area named as the destination (Rules, II.
// Bewegung: a move may not end on a sea area).
func dropSeaRoute(phrases [][]string) ([][]string, error) {
	var land [][]string
	sea := false
	for _, ph := range phrases {
		if isSea(ph) {
			sea = true
			continue
		}
		var rest []string
		for _, w := range ph {
			if !seaWords[w] {
				rest = append(rest, w)
			}
		}
		if len(rest) > 0 {
			land = append(land, rest)
		}
	}
	if sea && len(land) == 0 {
		return nil, refusef("a move may not end on a sea area: name the province across it (a step across the sea costs 1 point per area entered)")
	}
	return land, nil
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

// romeFillers may stand in a supply from Rome: "take 2 gold from Rome",
// "je 1 Legion aus Rom nach Gallien und Illyrien".
var romeFillers = map[string]bool{
	"take": true, "nimm": true, "nehme": true, "from": true, "aus": true, "von": true, "supply": true,
	"versorgung": true, "each": true, "je": true, "jeweils": true, "send": true, "sends": true, "schickt": true,
	"schicke": true, "with": true, "plus": true, "get": true, "erhalte": true, "bekomme": true, "for": true, "beide": true, "both": true, "have": true, "haben": true, "haette": true, "fuer": true, "reinforcements": true, "verstaerkung": true,
}

// parseRome reads "rome gold", "rome legions X [and Y]", "rome gold and
// legion X".
func (s *state) parseRome(words []string) (command, error) {
	c := newCommand("rome")
	gold, legion := false, false
	var names []string
	var count, goldN, legionN string // a count, and the counts said of the gold and of the legions
	for _, w := range words {
		switch w {
		case "gold", "geld", "muenzen", "muenze", "coins", "coin":
			gold, goldN, count = true, count, ""
		case "legion", "legions", "legionen":
			legion, legionN, count = true, count, ""
		case "1", "2":
			count = w
		default:
			if !fillers[w] && !romeFillers[w] {
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
	case gold && legion && len(ps) == 0:
		return c, refusef("name the province for the legion: \"rome gold and legion %s\"", provinces[s.Chars[s.Active].Figure].Name)
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
	return c, s.romeCounts(c, goldN, legionN)
}

// romeCounts refuses a supply from Rome whose counts say other than it
// brings (Rules, I. Versorgung: 2 gold, 2 legions, or 1 of each): "rome 1
// gold" would bring 2, and the 1 would be dropped.
func (s *state) romeCounts(c command, goldN, legionN string) error {
	bad := ""
	switch {
	case c.Kind == "gold" && goldN == "1" && s.SupplyGold >= 2:
		bad = goldN
	case c.Kind == "mixed" && (goldN == "2" || legionN == "2"):
		bad = "2"
	case c.Kind == "legions" && c.Where == c.Where2 && legionN == "1":
		bad = legionN
	}
	if bad == "" {
		return nil
	}
	return &leftOver{read: c.String(), left: []string{"the number " + bad},
		why: "the supply from Rome brings 2 gold, 2 legions, or 1 gold and 1 legion"}
}

// parseAct reads "act persuade [Seat]", "act improve political|military"
// and "act weapons".
func (s *state) parseAct(words []string) (command, error) {
	c := newCommand("act")
	words = content(words)
	if i := slices.IndexFunc(words, func(w string) bool { return verbs[w] == "act" || verbs[w] == "raise" }); i > 0 {
		// "Aktion: politische Kompetenz verbessern"
		words = append([]string{words[i]}, slices.Delete(slices.Clone(words), i, i+1)...)
	}
	if len(words) == 0 {
		return c, refusef("name the action: persuade, improve political, improve military or weapons")
	}
	if _, err := s.parseTrack("act", words[:1]); err == nil {
		// "military competence up", "political +1"
		words = append([]string{"improve"}, words...)
	}
	switch words[0] {
	case "persuade", "ueberzeuge", "ueberzeugen", "convince", "buerger", "citizen", "persuades", "convinces",
		"ueberzeugt", "win", "gewinne", "gewinnen", "recruit", "send", "schicke", "schicken", "sende", "wegnehmen", "steal", "abwerben", "abwerbe", "poach":
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
	case "improve", "verbessere", "verbessern", "raise", "erhoehe", "erhoehen", "steigere", "steigern", "increase",
		"improves", "verbessert", "raises", "erhoeht", "steigert", "+1":
		t, err := s.parseTrack("act", words[1:])
		t.Kind = "improve"
		return t, err
	case "weapons", "waffen", "produce", "produziere", "produzieren", "build", "baue", "bauen", "produces", "produziert",
		"herstellen":
		for _, w := range words[1:] {
			if !weaponWords[w] {
				return c, refusef("write \"act weapons\"")
			}
		}
		c.Kind = "weapons"
		return c, nil
	}
	return c, refusef("unknown action %q; actions are persuade, improve political, improve military and weapons", words[0])
}

// citizenWords may stand around the character in "persuade a citizen of
// Crassus", "überzeuge einen Bürger von Crassus"; the Alii are where a
// plain persuading takes its citizen from ("persuade from the Alii").
var citizenWords = map[string]bool{"citizen": true, "citizens": true, "buerger": true, "of": true, "from": true,
	"von": true, "vom": true, "alii": true, "1": true, "aus": true, "bereich": true, "forum": true, "neutral": true,
	"neutralen": true, "zu": true, "mir": true, "to": true, "my": true, "side": true, "seite": true, "join": true,
	"over": true, "back": true, "zurueck": true, "send": true, "schicken": true, "schicke": true, "sende": true,
	"fuer": true, "mich": true, "for": true, "me": true, "wegnehmen": true, "steal": true, "abwerben": true, "abwerbe": true, "poach": true}

// weaponWords may follow the weapons action's first word ("produce
// weapons", "Waffen produzieren").
var weaponWords = map[string]bool{"weapons": true, "waffen": true, "produce": true, "produzieren": true,
	"build": true, "bauen": true, "2": true, "bag": true, "beutel": true, "kampfbeutel": true, "make": true,
	"put": true, "lege": true, "legen": true, "produces": true, "produziert": true, "baue": true, "produziere": true,
	"herstellen": true}

// trackFillers may stand around a competence's name: "raise my military
// competence by one level", "politische Kompetenz um 1 Stufe".
var trackFillers = map[string]bool{"by": true, "um": true, "1": true, "level": true, "stufe": true,
	"track": true, "skill": true, "leiste": true, "marker": true, "improve": true, "verbessern": true,
	"erhoehen": true, "steigern": true, "raise": true, "up": true, "+1": true, "eins": true}

// parseTrack reads a competence track name.
func (s *state) parseTrack(verb string, words []string) (command, error) {
	c := newCommand(verb)
	var named []string
	for _, w := range content(words) {
		if !trackFillers[w] {
			named = append(named, w)
		}
	}
	words = named
	if len(words) != 1 {
		return c, refusef("name one competence: political or military")
	}
	switch {
	case strings.HasPrefix("political", words[0]) || strings.HasPrefix("politisch", words[0]) ||
		words[0] == "politische" || words[0] == "politischen" || words[0] == "politics" || words[0] == "politik":
		c.Track = "political"
	case strings.HasPrefix("military", words[0]) || strings.HasPrefix("militaerisch", words[0]) ||
		words[0] == "militaerische" || words[0] == "militaerischen" || words[0] == "militaer":
		c.Track = "military"
	default:
		return c, refusef("unknown competence %q: political or military", words[0])
	}
	return c, nil
}
