package parser

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// StripReply returns only the newly written text of a plain-text body: the
// quoted reply, the attribution line that introduces it, forwarded or
// original-message blocks, and the signature are removed. Quoted ('>') lines
// are dropped wherever they stand, so text written below or between quotes
// (bottom-posting, inline replies) is kept; an unquoted original message
// (Outlook header blocks, "-----Original Message-----", an attribution line
// followed by unmarked text) ends the new text. Lines keep their leading
// spaces but lose trailing ones; leading and trailing blank lines go. The
// package documentation lists every rule and its reason.
func StripReply(text string) string {
	lines := splitLines(text)
	var kept []string
	removed := false // a quote was just removed: collapse the blank lines around it
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		if isQuoted(line) {
			if isGroupWiseAttribution(line) {
				break // the original follows unquoted
			}
			removed = true
			continue
		}
		if n := attributionLines(lines, i); n > 0 {
			if next := nextNonBlank(lines, i+n); next < len(lines) && isQuoted(lines[next]) {
				i += n - 1
				removed = true
				continue
			}
			break
		}
		if endsNewText(lines, i) {
			break
		}
		if isBlank(line) && removed && (len(kept) == 0 || isBlank(kept[len(kept)-1])) {
			continue
		}
		if !isBlank(line) {
			removed = false
		}
		kept = append(kept, line)
	}
	kept = dropTrailingSeparators(kept)
	kept = dropDashNameSignature(kept)
	return joinTrimmed(kept)
}

// splitLines splits text into lines, accepting CRLF, LF and lone CR.
func splitLines(text string) []string {
	text = strings.ReplaceAll(text, "\r\n", "\n")
	text = strings.ReplaceAll(text, "\r", "\n")
	return strings.Split(text, "\n")
}

// isBlank reports whether line holds only white space.
func isBlank(line string) bool {
	return strings.TrimFunc(line, isSpace) == ""
}

// isSpace is unicode.IsSpace plus the zero-width characters mail clients
// leave behind.
func isSpace(r rune) bool {
	return unicode.IsSpace(r) || r == '\u200b' || r == '\u200c' || r == '\u200d' || r == '\ufeff'
}

// isQuoted reports whether line is part of a '>'-quoted block.
func isQuoted(line string) bool {
	return strings.HasPrefix(strings.TrimLeftFunc(line, isSpace), ">")
}

// nextNonBlank returns the index of the first non-blank line at or after i.
func nextNonBlank(lines []string, i int) int {
	for i < len(lines) && isBlank(lines[i]) {
		i++
	}
	return i
}

// endsNewText reports whether line i starts something that is not new text
// and runs to the end: a signature, a mobile-client footer, an original or
// forwarded message, or a separator line before one.
func endsNewText(lines []string, i int) bool {
	t := strings.TrimFunc(lines[i], isSpace)
	if t == "" {
		return false
	}
	switch {
	case strings.TrimRight(lines[i], " \t") == "--":
		return true // RFC 3676 §4.3 "-- " signature separator (also without its space)
	case isRuleLine(t, '_', 8), isRuleLine(t, '—', 8), isRuleLine(t, '＿', 8):
		return true // Outlook's "________________", list footers, Chinese clients' "————"
	case isOriginalMessageLine(t):
		return true
	case isMobileSignature(t):
		return true
	case startsHeaderBlock(lines, i):
		return true
	}
	return false
}

// isRuleLine reports whether t consists of at least n copies of r.
func isRuleLine(t string, r rune, n int) bool {
	if utf8.RuneCountInString(t) < n {
		return false
	}
	for _, c := range t {
		if c != r {
			return false
		}
	}
	return true
}

// dropTrailingSeparators removes blank lines and lines of dashes, equals
// signs, underscores, stars or tildes left at the end, which introduced
// the part that was cut.
func dropTrailingSeparators(kept []string) []string {
	for len(kept) > 0 {
		t := strings.TrimFunc(kept[len(kept)-1], isSpace)
		if t != "" && strings.Trim(t, "-=_*~—") != "" {
			break
		}
		kept = kept[:len(kept)-1]
	}
	return kept
}

// dropDashNameSignature removes a final "-Name" or "-First Last" line, the
// short signature that dash-signs a message (github/email_reply_parser's
// rule): a dash directly followed by one to three capitalised words.
func dropDashNameSignature(kept []string) []string {
	last := len(kept) - 1
	for last >= 0 && isBlank(kept[last]) {
		last--
	}
	if last < 0 || !dashNamePattern.MatchString(strings.TrimFunc(kept[last], isSpace)) {
		return kept
	}
	return dropTrailingSeparators(kept[:last])
}

// joinTrimmed joins lines with LF after trimming trailing white space from
// each line and dropping leading and trailing blank lines.
func joinTrimmed(lines []string) string {
	start, end := 0, len(lines)
	for start < end && isBlank(lines[start]) {
		start++
	}
	for end > start && isBlank(lines[end-1]) {
		end--
	}
	var b strings.Builder
	for i := start; i < end; i++ {
		if i > start {
			b.WriteByte('\n')
		}
		b.WriteString(strings.TrimRightFunc(lines[i], isSpace))
	}
	return b.String()
}
