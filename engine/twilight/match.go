package twilight

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"turnmail/engine"
)

// matchStep finds the option a step names, or explains why it is not one.
// A name within one edit of exactly one legal option is read as that
// option, and the log says so ("Read … as …"), except in a secret
// headline, whose log would give the card away.
func (s *state) matchStep(p Side, st step, a ask) (string, error) {
	opt, note, err := s.resolve(p, st, a)
	if err != nil {
		return "", err
	}
	if s.Flow == nil && s.Phase == phaseHeadline {
		return opt, nil
	}
	for _, n := range []string{st.note, note} {
		if n != "" && !slices.Contains(s.log, n) {
			s.logf("%s", n)
		}
	}
	return opt, nil
}

// resolve finds the option a step names and says how a misspelt name was
// read, if it was.
func (s *state) resolve(p Side, st step, a ask) (opt, note string, err error) {
	if st.line != "" {
		if opt, ok := wholeChoice(st.line, a.Options); ok {
			return opt, "", nil
		}
	}
	switch {
	case len(st.left) > 0:
		return "", "", st.leftRefusal(a)
	case st.lineErr != nil:
		return "", "", st.lineErr
	case st.form != "":
		return s.matchName(st, a)
	case st.bare != "":
		return s.matchBare(p, st, a)
	case st.text == "":
		if strings.EqualFold(strings.TrimSpace(st.choose), "done") && slices.Contains(a.Options, "done") {
			return "done", "", nil // "choose done" where the question offers a plain "done" (De-Stalinization)
		}
		return matchChoice(st.choose, a.Options)
	}
	if slices.Contains(a.Options, st.text) {
		return st.text, "", nil
	}
	if st.text == "done" && slices.Contains(a.Options, "choose done") {
		return "choose done", "", nil
	}
	return "", "", engine.Refuse("%q is not possible now. %s You can: %s", st.text, a.Question, summarize(a.Options, 12))
}

// fill writes a name's step form for the card or country id.
func (st step) fill(id int) string {
	if st.card {
		return fmt.Sprintf(st.form, strconv.Itoa(id))
	}
	return fmt.Sprintf(st.form, countries[id].Name)
}

// legalFills lists the options that fill st's form with one of ids.
func (st step) legalFills(ids []int, a ask) []string {
	var out []string
	for _, id := range ids {
		if o := st.fill(id); slices.Contains(a.Options, o) && !slices.Contains(out, o) {
			out = append(out, o)
		}
	}
	return out
}

// matchName resolves a step whose name did not resolve by itself: an
// ambiguous prefix is refused with the legal alternatives; a name within
// one edit of exactly one legal option is read as it; several are
// refused with the list; none is refused with the legal names near it.
func (s *state) matchName(st step, a ask) (string, string, error) {
	written := st.written()
	if len(st.prefixed) > 0 {
		if legal := st.legalFills(st.prefixed, a); len(legal) > 0 {
			return "", "", engine.Refuse("%q could mean %s; write one of them", written, quoted(legal))
		}
		return "", "", engine.Refuse("%s", st.why)
	}
	legal := st.legalFills(nearNames(st.name, st.card), a)
	switch len(legal) {
	case 1:
		return legal[0], fmt.Sprintf("Read %q as %q.", written, legal[0]), nil
	case 0:
		return "", "", engine.Refuse("%s%s", st.why, st.legalSuggestion(a))
	}
	return "", "", engine.Refuse("%q could mean %s; write one of them", written, quoted(legal))
}

// legalSuggestion suggests the names of legal options near st's name, or
// returns "".
func (st step) legalSuggestion(a ask) string {
	var all, shown []string
	if st.card {
		for n := 1; n <= len(cardTable); n++ {
			if slices.Contains(a.Options, st.fill(n)) {
				all = append(all, cards[n].Name)
				shown = append(shown, cards[n].Name)
			}
		}
		return suggest(normName(st.name), all, shown)
	}
	for _, c := range countries {
		if slices.Contains(a.Options, st.fill(c.ID)) {
			all = append(all, c.Name, c.German, c.Chinese)
			shown = append(shown, c.Name, c.Name, c.Name)
		}
	}
	return suggest(normName(st.name), all, shown)
}

// matchBare resolves a name written without a verb: the answer when the
// question offers choices, a card the headline, else influence in that
// country ("for ops:
// Syria 1, Iraq 1", the setup's "Poland 3, East Germany 2").
func (s *state) matchBare(p Side, st step, a ask) (string, string, error) {
	if slices.ContainsFunc(a.Options, func(o string) bool { return strings.HasPrefix(o, "choose ") }) {
		return matchChoice(st.bare, a.Options)
	}
	if st.bare == "yes" || st.bare == "no" {
		return "", "", engine.Refuse("there is nothing to choose now. %s You can: %s", a.Question, summarize(a.Options, 12))
	}
	if n, err := strconv.Atoi(strings.TrimPrefix(st.bare, "#")); err == nil {
		if h := fmt.Sprintf("headline %d", n); slices.Contains(a.Options, h) {
			return h, "", nil // a card alone answers "Choose your headline card."
		}
		if strings.HasPrefix(st.bare, "#") {
			return "", "", engine.Refuse("say how to play the card: \"play %d event\" or \"play %d ops\"", n, n)
		}
	}
	c, why, prefixed := findCountry(st.bare)
	if why != "" {
		return s.matchName(step{form: "influence %s", name: st.bare, why: why, prefixed: prefixed}, a)
	}
	text := "influence " + countries[c].Name
	if slices.Contains(a.Options, text) {
		return text, "", nil
	}
	if why := s.explain(p, text); why != "" {
		return "", "", engine.Refuse("%q is not possible: %s. %s You can: %s", text, why, a.Question, summarize(a.Options, 12))
	}
	return "", "", engine.Refuse("%q is not possible now. %s You can: %s", text, a.Question, summarize(a.Options, 12))
}

// matchChoice finds the option ("choose X") that a raw value names: the
// value itself, a country by any of its names, a card by number or name,
// a unique prefix, or the one value within one edit (then note says so).
func matchChoice(raw string, options []string) (opt, note string, err error) {
	q := normName(raw)
	var values []string
	for _, o := range options {
		if v, ok := strings.CutPrefix(o, "choose "); ok {
			values = append(values, v)
			if normName(v) == q {
				return o, "", nil
			}
		}
	}
	if len(values) == 0 {
		return "", "", engine.Refuse("there is nothing to choose now")
	}
	if v, ok := regionChoice(raw, values); ok {
		return "choose " + v, "", nil // „Mittelamerika", 中东, "S. America"
	}
	if c, why, _ := findCountry(raw); why == "" {
		for _, v := range values {
			if id, ok := countryByName[strings.ToLower(v)]; ok && id == c {
				return "choose " + v, "", nil
			}
		}
	}
	if n, why, _ := findCard(raw); why == "" {
		for _, v := range values {
			if v == strconv.Itoa(n) {
				return "choose " + v, "", nil
			}
		}
	}
	var prefixed []string
	for _, v := range values {
		if strings.HasPrefix(normName(v), q) && !isNumber(q) { // a number is whole: "2" is not 28
			prefixed = append(prefixed, v)
		}
	}
	if len(prefixed) == 1 {
		return "choose " + prefixed[0], "", nil
	}
	near := nearChoices(raw, values)
	shown := strings.TrimLeft(raw, "@#")
	if n, err := strconv.Atoi(shown); err == nil && strings.HasPrefix(raw, "#") {
		shown = cardName(n)
	}
	switch len(near) {
	case 1:
		return near[0], fmt.Sprintf("Read %q as %q.", shown, near[0]), nil
	case 0:
		return "", "", engine.Refuse("%q is not one of the choices (%s)%s", shown, strings.Join(values, ", "), didYouMean(q, values))
	}
	return "", "", engine.Refuse("%q could mean %s; write one of them", shown, quoted(near))
}

// nearChoices lists the options "choose v" whose value is within one edit
// of raw, or names a country or card within one edit of it.
func nearChoices(raw string, values []string) []string {
	q := normName(raw)
	var out []string
	add := func(v string) {
		if o := "choose " + v; !slices.Contains(out, o) {
			out = append(out, o)
		}
	}
	for _, v := range values {
		if len([]rune(q)) >= 3 && !isNumber(q) && engine.EditDistance(q, normName(v)) <= 1 { // 103 is not 108
			add(v)
		}
	}
	for _, c := range nearNames(raw, false) {
		if slices.Contains(values, countries[c].Name) {
			add(countries[c].Name)
		}
	}
	for _, n := range nearNames(raw, true) {
		if slices.Contains(values, strconv.Itoa(n)) {
			add(strconv.Itoa(n))
		}
	}
	return out
}

// wholeChoice finds the option "choose v" whose value the whole line
// spells, with or without "choose", commas and fillers: "with UN Intervention",
// "choose ops event first", "keep".
func wholeChoice(line string, options []string) (string, bool) {
	var all, plain []string
	for _, w := range words(line) {
		f := fold(w)
		if keywords[f] == "choose" || f == "," {
			continue // "ops, event first" spells the choice "ops event first"
		}
		all = append(all, f)
		if !fillers[f] {
			plain = append(plain, f)
		}
	}
	for _, o := range options {
		v, ok := strings.CutPrefix(o, "choose ")
		if !ok {
			continue
		}
		var vf []string
		for _, w := range strings.Fields(v) {
			if f := fold(w); !fillers[f] {
				vf = append(vf, f)
			}
		}
		if fold(v) == strings.Join(all, " ") || len(plain) > 0 && strings.Join(vf, " ") == strings.Join(plain, " ") {
			return o, true
		}
	}
	// A choice that names a card or a country, answered with another of
	// its names: „mit UN-Intervention", "用联合国干预" for "with UN
	// Intervention".
	named := namedWords(words(line))
	if !slices.ContainsFunc(named, func(w string) bool { return strings.HasPrefix(w, "#") || strings.HasPrefix(w, "@") }) {
		return "", false
	}
	for _, o := range options {
		if v, ok := strings.CutPrefix(o, "choose "); ok && slices.Equal(namedWords(words(v)), named) {
			return o, true
		}
	}
	return "", false
}

// namedWords writes the words of a choice as wholeChoice compares them
// by name: each name as its token ("#32", "@Iran"), each command word in
// its English spelling, fillers and "choose" dropped.
func namedWords(ws []string) []string {
	var out []string
	for i := 0; i < len(ws); {
		if nm, k := nameAt(ws[i:]); k > 0 {
			out = append(out, nm.token())
			i += k
			continue
		}
		f := fold(ws[i])
		i++
		switch {
		case keywords[f] == "choose", f == ",", fillers[f]:
		case keywords[f] != "":
			out = append(out, keywords[f])
		default:
			out = append(out, f)
		}
	}
	return out
}

// quoted writes options as "a", "b" or "c".
func quoted(opts []string) string {
	var qs []string
	for _, o := range opts {
		qs = append(qs, strconv.Quote(o))
	}
	if len(qs) == 1 {
		return qs[0]
	}
	return strings.Join(qs[:len(qs)-1], ", ") + " or " + qs[len(qs)-1]
}
