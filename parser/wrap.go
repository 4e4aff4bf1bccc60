package parser

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Mail clients that send plain text without format=flowed break a long
// line with a real line break at a fixed width: Outlook at 76 characters
// ("Automatically wrap text at 76 characters"), Gmail's plain-text mode
// near 78, mutt, pine and vim at 72 (tw=72), web mailers between 70 and
// 80. A line they broke is at most that wide, and its next word did not
// fit after it.
const (
	minWrapWidth = 70 // the narrowest wrap width looked for
	maxWrapWidth = 80 // the widest
	minWrapped   = 60 // a shorter line was not broken by a client
)

// Wrapped reports which of cmds, the command lines Commands or Candidates
// returned for m, the sender's mail client may have broken in two at its
// wrap width: wrapped[i] is true when cmds[i+1] is the whole line right
// below cmds[i]'s line, with no blank line between, and cmds[i]'s line is
// as wide as a wrapped line is: at least 60 columns, at most 80, and too
// wide to take cmds[i+1]'s first word within some width from 70 to 80. A
// line that opens a list item is never a continuation. The width counts
// the line as written, a greeting before a command and indentation
// included, and a wide (CJK) character as two columns, as terminals and
// the clients' wrapping do. Only a text/plain part without format=flowed
// (m.Fixed) is looked at: a format=flowed client breaks lines softly,
// joined in Text already (RFC 3676), an HTML mail's lines are laid out by
// the reader, and a quoted-printable soft line break (RFC 2045 §6.7) is
// no line break either.
//
// The parser knows no game: whether a wrapped pair is one command or two
// is for a caller that can ask the game (the desk, by the game's
// engine.Lexicon and its refusals); [Unwrap] joins the pairs it takes.
func (m *Message) Wrapped(cmds []string) []bool {
	wrapped := make([]bool, len(cmds))
	if !m.Fixed {
		return wrapped
	}
	text := m.NewText
	if text == "" {
		text = strings.Join(m.Lines, "\n")
	}
	raw := strings.Split(text, "\n")
	prev, from := -1, 0 // the raw line of the previous command; where to look on
	for k, c := range cmds {
		i, whole := lineOf(raw[from:], c)
		if i < 0 {
			break
		}
		i += from
		if k > 0 && prev == i-1 && whole && mayWrap(raw[prev], c) {
			wrapped[k-1] = true
		}
		prev, from = i, i+1
	}
	return wrapped
}

// lineOf finds the line of raw that cmd was read from: the first that
// ends in it, the whole line or the text after a greeting. whole is true
// for the whole line; i is -1 when no line holds cmd. The search goes on
// from the line found for the command before, so a mail is read once.
func lineOf(raw []string, cmd string) (i int, whole bool) {
	if cmd == "" {
		return -1, false
	}
	for i, l := range raw {
		if l = strings.TrimFunc(l, isSpace); strings.HasSuffix(l, cmd) {
			return i, l == cmd
		}
	}
	return -1, false
}

// mayWrap reports whether a client wrapping at a width from 70 to 80
// could have broken line before next: line fits the width, next's first
// word would not have.
func mayWrap(line, next string) bool {
	line = strings.TrimRightFunc(line, isSpace)
	w := width(line)
	if w < minWrapped || w > maxWrapWidth || isListItem(next) {
		return false
	}
	word, sep := leadWord(next), 1
	if !joinsWithSpace(line, next) {
		sep = 0
	}
	return w+sep+width(word) > minWrapWidth
}

// isListItem reports whether l opens with a list marker (see ListItems).
func isListItem(l string) bool {
	if _, ok := bulleted(l); ok {
		return true
	}
	_, _, _, ok := numbered(l)
	return ok
}

// leadWord is l's first word: up to the first space, or its first
// character when that is a wide one, since CJK text breaks between any
// two characters.
func leadWord(l string) string {
	if r, size := utf8.DecodeRuneInString(l); wide(r) {
		return l[:size]
	}
	if i := strings.IndexFunc(l, isSpace); i >= 0 {
		return l[:i]
	}
	return l
}

// Unwrap returns lines with each lines[i] for which join[i] is true
// joined with the line after it, as [Message.Wrapped] reports them:
// with one space between, or none next to a CJK character, where a
// client breaks without a space (Chinese and Japanese are written without
// spaces, and „伊朗2" reads as „伊朗 2"). join may be shorter than lines; lines is
// not changed.
func Unwrap(lines []string, join []bool) []string {
	out := make([]string, 0, len(lines))
	for i, l := range lines {
		if i > 0 && i-1 < len(join) && join[i-1] {
			last := &out[len(out)-1]
			if joinsWithSpace(*last, l) {
				*last += " "
			}
			*last += l
			continue
		}
		out = append(out, l)
	}
	return out
}

// joinsWithSpace reports whether a line broken between a and b had a
// space at the break: not next to a wide character.
func joinsWithSpace(a, b string) bool {
	last, _ := utf8.DecodeLastRuneInString(a)
	first, _ := utf8.DecodeRuneInString(b)
	return !wide(last) && !wide(first)
}

// width is l's width in columns, a wide character counting two.
func width(l string) int {
	n := 0
	for _, r := range l {
		n++
		if wide(r) {
			n++
		}
	}
	return n
}

// wide reports whether r takes two columns: Han, kana, Hangul, CJK
// punctuation and the full-width forms (Unicode's East Asian Wide and
// Fullwidth, as far as mail in those scripts uses them).
func wide(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) ||
		r >= 0x3000 && r <= 0x303f || r >= 0xff01 && r <= 0xff60 || r >= 0xffe0 && r <= 0xffe6
}
