package parser

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// attributionOpenerPattern matches how attribution lines start: "On",
// "Le", "Am", "Em", "El", "Il", "Op", "Den", "På", "W dniu", "Dne" or a date.
var attributionOpenerPattern = regexp.MustCompile(`^(On|Le|Am|Em|El|Il|Op|Den|På|Dne|Dňa|W dniu|Στις|\d)`)

// emailPattern finds an e-mail address.
var emailPattern = regexp.MustCompile(`[^\s<>()"'@]+@[^\s<>()"'@]+\.[^\s<>()"'@]+`)

// attributionLines returns how many lines (1 to 3) starting at i form an
// attribution line such as "On Mon, 2 Apr 2012, Bob <bob@x> wrote:", which
// clients wrap over several lines; 0 if none does.
func attributionLines(lines []string, i int) int {
	if isBlank(lines[i]) {
		return 0
	}
	quotedNext := func(n int) func() bool {
		return func() bool {
			next := nextNonBlank(lines, i+n)
			return next < len(lines) && isQuoted(lines[next])
		}
	}
	first := strings.TrimFunc(lines[i], isSpace)
	joined := ""
	for n := 1; n <= 3 && i+n <= len(lines); n++ {
		line := lines[i+n-1]
		if isBlank(line) || len(line) > 1200 || utf8.RuneCountInString(line) > 300 {
			return 0
		}
		if n > 1 && isQuoted(line) && strings.TrimFunc(line, isSpace) != ">:" {
			return 0
		}
		joined = strings.TrimSpace(joined + " " + strings.TrimFunc(line, isSpace))
		if isAttribution(joined, quotedNext(n)) {
			if n > 1 && !startsAttribution(first) {
				return 0 // only the first line of a wrapped attribution may open it
			}
			return n
		}
	}
	return 0
}

// hasVerb reports whether s holds an attribution verb.
func hasVerb(s string) bool {
	_, ok := lastVerb(strings.ToLower(s))
	return ok
}

// startsAttribution reports whether first, the first of several lines,
// can open an attribution: it starts like one, or holds its verb or an
// address.
func startsAttribution(first string) bool {
	return attributionOpenerPattern.MatchString(first) || emailPattern.MatchString(first) ||
		hasVerb(first) || strings.HasSuffix(first, "<") || strings.HasSuffix(first, "(")
}

// attributionVerbs are the verbs of attribution lines, lowercased.
var attributionVerbs = []string{"wrote", "writes", "schrieb", "schreef", "skrev", "écrit", "scritto", "scrisse",
	"escribió", "escreveu", "написал", "написала", "пишет", "napisał", "napisała", "napsal", "napsala",
	"kirjoitti", "írta", "yazdı", "έγραψε", "pisze", "napisao", "napisala", "scris", "menulis", "작성", "quoting", "zitat von", "写道", "寫道", "書きました"}

// lastVerb finds the last attribution verb in lower, a lowercased line,
// that is not part of a longer word, and returns the byte offset after it.
func lastVerb(lower string) (end int, ok bool) {
	end = -1
	for _, v := range attributionVerbs {
		for from := 0; ; {
			i := strings.Index(lower[from:], v)
			if i < 0 {
				break
			}
			i += from
			from = i + len(v)
			if isWordEdge(lower[:i], true) && isWordEdge(lower[from:], false) && from > end {
				end = from
			}
		}
	}
	return end, end >= 0
}

// isWordEdge reports whether the rune next to a match (the last of s when
// before, else the first) is no letter. CJK verbs need no word edge.
func isWordEdge(s string, before bool) bool {
	var r rune
	if before {
		r, _ = utf8.DecodeLastRuneInString(s)
	} else {
		r, _ = utf8.DecodeRuneInString(s)
	}
	return r == utf8.RuneError || !unicode.IsLetter(r) || r >= 0x2E80
}

// endsWithVerb reports whether s ends with an attribution verb that is not
// the end of a longer word ("---- On … wrote ----" once the dashes are
// trimmed).
func endsWithVerb(s string) bool {
	lower := strings.ToLower(tail(s, 64))
	for _, v := range attributionVerbs {
		if !strings.HasSuffix(lower, v) {
			continue
		}
		if isWordEdge(lower[:len(lower)-len(v)], true) {
			return true
		}
	}
	return false
}

// isAttribution reports whether s, one attribution candidate joined into
// one line, introduces a quote. quotedNext says whether a '>' block follows.
func isAttribution(s string, quotedNext func() bool) bool {
	s = strings.TrimRightFunc(s, func(r rune) bool { return isSpace(r) || r == '-' })
	s = strings.TrimLeft(s, "- ")
	if s == "" {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(s)
	colon := last == ':' || last == '：'
	if !colon && !endsWithVerb(s) {
		return false // cheap test first: every attribution ends in ':' or its verb
	}
	hasDigit := strings.IndexFunc(s, unicode.IsDigit) >= 0
	hasEmail := emailPattern.MatchString(s)
	lower := strings.ToLower(s)
	if end, ok := lastVerb(lower); ok {
		after := utf8.RuneCountInString(lower[end:])
		verbLast := after <= 2 // "wrote", "wrote:", "a écrit :"
		verbThenName := colon && after <= 80
		if verbLast || verbThenName {
			cjk := strings.Contains(s, "写道") || strings.Contains(s, "寫道")
			if (hasDigit && (cjk || hasEmail || attributionOpenerPattern.MatchString(s))) || quotedNext() {
				return true
			}
		}
	}
	// "26.06.2014, 14:41, "Alexander L" <abc@example.com>:" and its Russian
	// and Japanese relatives carry no verb: a date and an address end in ':'.
	return colon && hasDigit && hasEmail && len(s) <= 200
}

// groupWisePattern matches GroupWise's attribution line,
// `>>> "Bob" <bob@example.org> 11/29/2026 12:00 PM >>>`, above an
// unquoted original.
var groupWisePattern = regexp.MustCompile(`^>>> .*(@|\d).* >>>$`)

// isGroupWiseAttribution reports whether line is GroupWise's attribution.
func isGroupWiseAttribution(line string) bool {
	t := strings.TrimFunc(line, isSpace)
	return strings.HasPrefix(t, ">>> ") && len(t) < 300 && groupWisePattern.MatchString(t)
}
