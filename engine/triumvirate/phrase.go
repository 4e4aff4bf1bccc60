package triumvirate

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"turnmail/engine"
)

// This file reads a step the way players write it without reading the
// help: fillers around the command ("I'd like to", "ich möchte"), the
// verb at the end ("Bürger überzeugen", "Italia angreifen mit 3"),
// number words, umlauts written as plain vowels and typos within one
// edit. It only rewrites words; parse.go knows the grammar and options.go
// what is legal.

// chatter are words of a sentence around a command that carry nothing
// for it. Words that are part of a name are never chatter (see init).
var chatter = map[string]bool{
	"i": true, "i'd": true, "id": true, "i'll": true, "i'm": true, "like": true, "want": true,
	"wanna": true, "gonna": true, "gotta": true, "wird": true, "werden": true, "soll": true, "sollen": true, "would": true, "will": true, "please": true, "pls": true, "now": true, "let": true,
	"let's": true, "lets": true, "me": true, "my": true, "we": true, "our": true, "just": true,
	"ok": true, "okay": true, "so": true, "this": true, "for": true, "first": true, "again": true, "am": true,
	"ich": true, "moechte": true, "wuerde": true, "gerne": true, "gern": true,
	"bitte": true, "jetzt": true, "nun": true, "mal": true, "wir": true, "mein": true, "meine": true,
	"meinen": true, "meinem": true, "meiner": true, "meines": true, "bin": true, "erst": true, "zuerst": true,
	"diesen": true, "diese": true, "dieser": true, "dieses": true, "wieder": true, "einfach": true,
	"choose": true, "select": true, "waehle": true, "waehlen": true,
	"also": true, "myself": true, "lieber": true, "rather": true, "instead": true, "stattdessen": true,
	"new": true, "neuen": true, "neue": true, "neuer": true, "that": true, "that's": true, "thats": true,
	"it": true, "war": true, "war's": true, "wars": true, "es": true, "ist": true, "is": true, "mich": true,
	"can": true, "kann": true, "koennte": true,
	"thanks": true, "thank": true, "you": true, "thx": true, "cheers": true, "danke": true,
	"could": true, "you'd": true,
}

// doneIdioms end the phase as "done" does: "that's all", "that's it".
var doneIdioms = [][]string{{"that's", "all"}, {"thats", "all"}, {"that's", "it"}, {"thats", "it"},
	{"that", "is", "all"}, {"das", "ist", "alles"}}

// numberWords are the counts players spell out.
var numberWords = map[string]string{
	"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
	"eins": "1", "zwei": "2", "drei": "3", "vier": "4", "fuenf": "5", "sechs": "6",
	"seven": "7", "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12", "sieben": "7",
	"acht": "8", "neun": "9", "zehn": "10", "elf": "11", "zwoelf": "12", "zwo": "2",
}

// stopWords change what a sentence means but no command of the language
// has them: they are never corrected into another word (so "ohne" is not
// read as "one") and a step holding one is refused.
var stopWords = map[string]bool{
	"not": true, "nicht": true, "don't": true, "dont": true, "never": true, "nie": true, "or": true, "oder": true,
	"but": true, "aber": true, "except": true, "ausser": true, "only": true, "nur": true, "until": true, "bis": true,
	"half": true, "halb": true, "haelfte": true, "rest": true, "remaining": true, "uebrigen": true, "other": true,
	"andere": true, "anderen": true, "some": true, "einige": true, "paar": true, "few": true, "many": true,
	"viele": true, "maybe": true, "vielleicht": true, "if": true, "wenn": true, "falls": true, "unless": true,
	"nein": true,
}

// negations end a phase when they stand with its name and no verb:
// "no more movement", „keine Aktionen".
var negations = map[string]bool{"no": true, "keine": true, "kein": true, "nothing": true, "nichts": true}

// withWords mean "with" in a move: "taking 3 legions", "using 3".
var withWords = map[string]bool{"taking": true, "using": true, "bringing": true, "samt": true, "mitsamt": true}

// articleOne are articles that mean one after "with"/"mit" ("with a
// legion", "mit einer Legion").
var articleOne = map[string]bool{"a": true, "an": true, "one": true, "ein": true, "eine": true, "einer": true, "einem": true, "einen": true}

// romeWords name Rome; a step that names Rome is the supply from Rome
// whatever its verb ("take 2 gold from Rome", "Legionen aus Rom").
var romeWords = map[string]bool{"rome": true, "rom": true, "roma": true}

func init() {
	for _, a := range provinceAliases {
		for _, w := range a.words {
			delete(chatter, w)
		}
	}
}

// normalize rewrites the words of one step into the order and spelling
// parse expects: chatter dropped, "'s" cut, umlauts written without their
// e restored, number words as digits, the verb first.
func normalize(words []string) []string {
	ending := slices.ContainsFunc(words, func(w string) bool { return verbs[w] == "done" || verbs[w] == "pass" || negations[w] })
	for _, idiom := range doneIdioms {
		if i := indexRun(words, idiom); i >= 0 {
			words = slices.Concat(words[:i], []string{"done"}, words[i+len(idiom):])
		}
	}
	var out []string
	for i, w := range words {
		w = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "'"), "’s")
		if chatter[w] || chatter[words[i]] || w == "" {
			continue
		}
		if full, ok := plainUmlauts[w]; ok {
			w = full
		}
		if !ending {
			w = verbForm(w) // "I'm moving to Gaul"; "done moving" keeps its word
		}
		if n, ok := numberWords[w]; ok {
			w = n
		}
		if n, ok := timesCount(w); ok {
			w = n // "2x gold", "with legions x2"
		}
		if len(out) > 0 && (out[len(out)-1] == "with" || out[len(out)-1] == "mit") && articleOne[w] {
			w = "1"
		}
		if withWords[w] {
			w = "with"
		}
		if w == "pick" && i+1 < len(words) && words[i+1] == "up" {
			w = "take" // "pick up the official"
		}
		out = append(out, w)
	}
	// Rome decides the verb, then the first verb that is not only a word
	// of the route ("über das Meer Italia angreifen").
	at := slices.IndexFunc(out, func(w string) bool { return romeWords[w] })
	if at < 0 {
		at = slices.IndexFunc(out, func(w string) bool { return verbs[w] != "" && !moveNoise[w] })
	}
	if at >= 0 && verbs[out[at]] == "place" {
		// "put 2 weapons into the bag" is the weapons action.
		if w := slices.IndexFunc(out, func(w string) bool { return w == "weapons" || w == "waffen" }); w >= 0 {
			at = w
		}
	}
	if at < 0 {
		at = slices.IndexFunc(out, func(w string) bool { return verbs[w] != "" })
	}
	if at < 0 && slices.ContainsFunc(out, func(w string) bool { return negations[w] }) &&
		slices.ContainsFunc(out, func(w string) bool { return doneTurn[w] || doneMovement[w] }) {
		// "no more movement", „keine Aktionen": nothing more to do there.
		return append([]string{"done"}, slices.DeleteFunc(out, func(w string) bool { return negations[w] })...)
	}
	if at > 0 {
		verb := out[at]
		out = append([]string{verb}, slices.Delete(slices.Clone(out), at, at+1)...)
	}
	return out
}

// timesCount reads a count written with a times sign, "2x" or "x2".
func timesCount(w string) (string, bool) {
	n, ok := strings.CutSuffix(w, "x")
	if !ok {
		n, ok = strings.CutPrefix(w, "x")
	}
	_, err := strconv.Atoi(n)
	return n, ok && err == nil && len(n) < 4
}

// indexRun returns where run stands in words, or -1.
func indexRun(words, run []string) int {
	for i := 0; i+len(run) <= len(words); i++ {
		if slices.Equal(words[i:i+len(run)], run) {
			return i
		}
	}
	return -1
}

// verbForm reads an inflected verb that is no word of the language as
// its verb: "attacking", "marching", "moving on" (English -ing). Only a
// verb is read, so no other word changes.
func verbForm(w string) string {
	if verbs[w] != "" || vocabularySet[w] && !doneMovement[w] || len(w) < 6 {
		return w
	}
	stem, ok := strings.CutSuffix(w, "ing")
	if !ok {
		return w
	}
	cands := []string{stem, stem + "e"}
	if n := len(stem); n > 2 && stem[n-1] == stem[n-2] {
		cands = append(cands, stem[:n-1]) // "planning"
	}
	for _, c := range cands {
		if verbs[c] != "" {
			return c
		}
	}
	return w
}

// plainUmlauts maps the command words with ä, ö or ü written as plain a,
// o, u ("uberzeuge", "zuruck") to their folded spelling.
var plainUmlauts = buildPlainUmlauts()

func buildPlainUmlauts() map[string]string {
	m := map[string]string{}
	for _, w := range vocabulary() {
		plain := strings.NewReplacer("ae", "a", "oe", "o", "ue", "u").Replace(w)
		if plain != w {
			m[plain] = w
		}
	}
	return m
}

// vocabulary lists every word the command language knows, for typos.
func vocabulary() []string {
	seen := map[string]bool{}
	var ws []string
	add := func(w string) {
		if !seen[w] && w != "" {
			seen[w] = true
			ws = append(ws, w)
		}
	}
	for _, set := range []map[string]bool{fillers, chatter, citizenWords, weaponWords, moveNoise, romeFillers,
		doneTurn, doneMovement, seaWords, negations, withWords, trackFillers, takeFillers} {
		for w := range set {
			add(w)
		}
	}
	for w := range numberWords {
		add(w)
	}
	for w := range allWords {
		add(w)
	}
	for w := range alone {
		add(w)
	}
	for w := range stopWords {
		add(w)
	}
	for w := range verbs {
		add(w)
	}
	for _, as := range [][]alias{provinceAliases, seatAliases, seaAliases} {
		for _, a := range as {
			for _, w := range a.words {
				add(w)
			}
		}
	}
	for _, w := range []string{"political", "politisch", "politische", "politischen", "military", "militaerisch",
		"militaerische", "militaerischen", "gold", "geld", "with", "from", "von", "aus",
		"turn", "zug", "movement", "bewegung", "official", "beamten"} {
		add(w)
	}
	slices.Sort(ws)
	return ws
}

// known reports whether a written word is part of the command language
// as it stands: a word, a digit, or the beginning of a name.
func known(w string) bool {
	if _, err := strconv.Atoi(w); err == nil {
		return true
	}
	if _, found := lookup([]string{w}, provinceAliases); len(found) > 0 {
		return true
	}
	if _, found := lookup([]string{w}, seatAliases); len(found) > 0 {
		return true
	}
	return vocabularySet[w]
}

var vocabularyWords = vocabulary()

// correctable are the words a typo may be read as: those of 3 letters or
// more, by length in bytes.
var correctable = func() byLength {
	m := byLength{}
	for _, w := range vocabularyWords {
		if utf8.RuneCountInString(w) >= 3 {
			m[len(w)] = append(m[len(w)], w)
		}
	}
	return m
}()

type byLength map[int][]string

// near lists the words whose length allows them to be one edit from w.
func (m byLength) near(w string) []string {
	if !ascii(w) {
		var all []string
		for n := len(w) - 4; n <= len(w)+4; n++ {
			all = append(all, m[n]...)
		}
		return all
	}
	return slices.Concat(m[len(w)-1], m[len(w)], m[len(w)+1])
}

var vocabularySet = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range vocabularyWords {
		m[w] = true
	}
	return m
}()

// corrections lists, for each word not in the command language, the words
// one edit away. Words of fewer than 4 letters are not corrected: too
// many short words are one edit apart.
func corrections(words []string) [][]string {
	alts := make([][]string, len(words))
	for i, w := range words {
		alts[i] = []string{w}
		if known(w) || chatWords[w] || utf8.RuneCountInString(w) < 4 {
			continue
		}
		var near []string
		for _, v := range correctable.near(w) {
			if editDistanceAtMostOne(w, v) {
				near = append(near, v)
			}
		}
		if len(near) > 0 {
			alts[i] = near
		}
	}
	return alts
}

// editDistanceAtMostOne reports whether a and b differ by at most one
// insertion, deletion, substitution or swap of neighbouring letters, as
// engine.EditDistance counts them.
func editDistanceAtMostOne(a, b string) bool {
	// A rune takes at most 4 bytes: a longer difference is no near miss.
	if d := len(a) - len(b); d > 4 || d < -4 {
		return false
	}
	if d := len(a) - len(b); (d > 1 || d < -1) && ascii(a) && ascii(b) {
		return false
	}
	if !ascii(a) || !ascii(b) {
		return engine.EditDistance(a, b) <= 1
	}
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	switch {
	case len(a) == len(b):
		if i >= len(a)-1 || a[i+1:] == b[i+1:] {
			return true
		}
		return a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:]
	case len(a) > len(b):
		return a[i+1:] == b[i:]
	}
	return a[i:] == b[i+1:]
}

func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// spellings lists every reading of the written words with each unknown
// word replaced by a word one edit away, at most limit of them.
func spellings(words []string, limit int) [][]string {
	alts := corrections(words)
	unknown := 0
	for i, choices := range alts {
		if len(choices) > 1 || choices[0] != words[i] {
			unknown++
		}
	}
	if unknown > 3 {
		return nil // more typos than words: no reading to be sure of
	}
	out := [][]string{nil}
	for _, choices := range alts {
		var next [][]string
		for _, prefix := range out {
			for _, c := range choices {
				if len(next) == limit {
					return nil // too many readings to be sure of one
				}
				next = append(next, append(slices.Clone(prefix), c))
			}
		}
		out = next
	}
	return out
}

// legal reports whether cmd is among the options now.
func (s *state) legal(cmd command) bool {
	normal := cmd.String()
	for _, o := range s.options() {
		if o == cmd || o.String() == normal {
			return true
		}
	}
	return false
}

// understand reads one step: as written, and when that gives no legal
// command, with each unknown word replaced by the words one edit away.
// Exactly one legal reading is taken, with a note for the log ("Read …
// as …"); several are refused with the list, never guessed. ok reports
// that the command returned is legal now.
func (s *state) understand(words []string) (cmd command, note string, ok bool, err error) {
	if len(words) > 1 {
		// "Caesar moves to Gallia": the asked seat names itself.
		if id, found := lookup(words[:1], seatAliases); len(found) == 1 && id == s.asked() && seatAliasExact(words[0]) {
			words = words[1:]
		}
	}
	if i := slices.IndexFunc(words, func(w string) bool { return stopWords[w] }); i >= 0 {
		return command{}, "", false, refusef("%q changes what the line means, and no command has it: write only the command you mean", words[i])
	}
	cmd, err = s.parse(normalize(words))
	if err == nil && s.legal(cmd) {
		return cmd, "", true, nil
	}
	var found []command
	for _, sp := range spellings(words, 32) {
		if slices.Equal(sp, words) {
			continue
		}
		c, e := s.parse(normalize(sp))
		if e != nil || !s.legal(c) || slices.ContainsFunc(found, func(f command) bool { return f.String() == c.String() }) {
			continue
		}
		found = append(found, c)
	}
	written := strings.Join(words, " ")
	switch len(found) {
	case 0:
		return cmd, "", false, err
	case 1:
		return found[0], fmt.Sprintf("Read %q as %q.", written, found[0].String()), true, nil
	}
	return command{}, "", false, &parseError{reason: fmt.Sprintf("%q could mean %s; write one of them", written, quotedList(found))}
}

// quotedList writes commands as "a", "b" or "c".
func quotedList(cs []command) string {
	var qs []string
	for _, c := range cs {
		qs = append(qs, strconv.Quote(c.String()))
	}
	if len(qs) == 1 {
		return qs[0]
	}
	return strings.Join(qs[:len(qs)-1], ", ") + " or " + qs[len(qs)-1]
}

// alternatives lists the legal commands a phrase with an ambiguous or
// missing part may mean: those of its verb into one of the provinces it
// may name.
func (s *state) alternatives(pe *parseError) string {
	var cs []command
	for _, o := range s.options() {
		if (o.Verb == pe.verb || pe.verb == "move" && o.Verb == "attack") && slices.Contains(pe.alts, o.Where) {
			cs = append(cs, o)
		}
	}
	if len(cs) == 0 {
		return ""
	}
	return "; you can write " + quotedList(cs)
}

// refuse turns a parse error into the player's refusal: with the legal
// commands an ambiguous or incomplete step may mean, or the nearest legal
// command to an unknown one.
func (s *state) refuse(err error, words []string) error {
	var pe *parseError
	ok := errors.As(err, &pe)
	var lo *leftOver
	switch {
	case errors.As(err, &lo):
		return s.leftRefusal(lo)
	case !ok:
		return err
	case len(pe.alts) > 0:
		return engine.Refuse("%s%s", pe.reason, s.alternatives(pe))
	case pe.suggest:
		return engine.Refuse("%s%s", pe.reason, s.suggest(strings.Join(words, " ")))
	}
	return engine.Refuse("%s", pe.reason)
}

// seatAliasExact reports whether w is a seat's whole name.
func seatAliasExact(w string) bool {
	return slices.ContainsFunc(seatAliases, func(a alias) bool { return a.key == w })
}
