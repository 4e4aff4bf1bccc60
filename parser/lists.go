package parser

import (
	"strings"
	"unicode/utf8"
)

// ListItems returns lines with the marker of each list item taken off:
// "- coup Iran 3", "• realign Iran", "1. coup Iran", "2) place 2 in
// Italy", "1、政变伊朗", "①政变伊朗" and "a) pass" give the command
// alone. Other lines, and a marker with nothing after it, stay as they
// are; lines itself is not changed.
//
// A bullet glyph (•, ・, ▪, ●, ■, ◆, ➢, …) and a circled number (①, ⑴,
// ❶, …) are markers as they stand. The ASCII bullets "-", "*" and the en
// dash are markers only when white space follows them, so "-1" and
// "*bold*" stay. A number is a marker only with its mark ("1.", "1)",
// "(1)", "1、", full-width "１．" and "（1）", a Chinese numeral with
// "、"), white space after an ASCII mark, and only where the lines count
// a list: it is 1, or one more than the last number taken off ("1." …
// "2." …; a second list starts at 1 again). A count that opens a
// command ("3 Einheiten Verstärkung", "2 Italy 1 France") carries no
// mark, and "3. Iran 2" with no "1." and "2." above it stays whole.
// Letters count the same way, with ")" only: "a)", "b)", "(c)".
func ListItems(lines []string) []string {
	out := make([]string, len(lines))
	var last [2]int // the last number taken off, of digits and of letters
	for i, l := range lines {
		out[i] = l
		item, ok := bulleted(l)
		if !ok {
			var n, kind int
			if n, kind, item, ok = numbered(l); ok && n != 1 && n != last[kind]+1 {
				ok = false
			}
			if ok {
				last[kind] = n
			}
		}
		if item = strings.TrimSpace(item); ok && item != "" {
			out[i] = item
		}
	}
	return out
}

// bulletGlyphs are marks that only ever open a list item.
const bulletGlyphs = "•◦‣∙·・▪▫●○■□◆◇►▸▶➢➤"

// spacedBullets open a list item when white space follows them.
const spacedBullets = "-*–"

// bulleted cuts a bullet or a circled number off l.
func bulleted(l string) (item string, ok bool) {
	r, size := utf8.DecodeRuneInString(l)
	rest := l[size:]
	switch {
	case strings.ContainsRune(bulletGlyphs, r), circled(r):
		return rest, true
	case strings.ContainsRune(spacedBullets, r):
		next, _ := utf8.DecodeRuneInString(rest)
		return rest, rest != "" && isSpace(next)
	}
	return "", false
}

// circled reports whether r is a number in a circle or in parentheses:
// ①–⑳, ⑴–⒇, ❶–❿, ➀–➉, ➊–➓.
func circled(r rune) bool {
	return r >= '①' && r <= '⒇' || r >= '❶' && r <= '➓'
}

// numbered cuts a list number off l: n is its value and kind 0 for
// digits and Chinese numerals, 1 for letters.
func numbered(l string) (n, kind int, item string, ok bool) {
	rest, open := l, ""
	for _, p := range []string{"(", "（"} {
		if r, found := strings.CutPrefix(l, p); found {
			rest, open = r, p
		}
	}
	n, kind, rest = leadingNumber(rest)
	if n == 0 {
		return 0, 0, "", false
	}
	mark, size := utf8.DecodeRuneInString(rest)
	rest = rest[size:]
	switch {
	case open != "" && mark != ')' && mark != '）':
		return 0, 0, "", false
	case open == "" && kind == 1 && mark != ')':
		return 0, 0, "", false
	case open == "" && !strings.ContainsRune(".)、．）", mark):
		return 0, 0, "", false
	case mark == '.' || mark == ')':
		// "1.5", "1)x": an ASCII mark needs white space after it.
		next, _ := utf8.DecodeRuneInString(rest)
		if rest != "" && !isSpace(next) {
			return 0, 0, "", false
		}
	}
	return n, kind, rest, true
}

// leadingNumber reads the number l opens with: one to three ASCII or
// full-width digits, a Chinese numeral one to ten before "、", or one
// letter. n is 0 when there is none.
func leadingNumber(l string) (n, kind int, rest string) {
	digits := 0
	for rest = l; ; digits++ {
		r, size := utf8.DecodeRuneInString(rest)
		switch {
		case r >= '0' && r <= '9':
			n = n*10 + int(r-'0')
		case r >= '０' && r <= '９':
			n = n*10 + int(r-'０')
		case digits == 0:
			return letterOrNumeral(l)
		case digits > 3:
			return 0, 0, l // a year or a count, no list
		default:
			return n, 0, rest
		}
		rest = rest[size:]
	}
}

// chineseNumerals are one to ten.
const chineseNumerals = "一二三四五六七八九十"

func letterOrNumeral(l string) (n, kind int, rest string) {
	r, size := utf8.DecodeRuneInString(l)
	rest = l[size:]
	switch {
	case r >= 'a' && r <= 'z':
		return int(r-'a') + 1, 1, rest
	case r >= 'A' && r <= 'Z':
		return int(r-'A') + 1, 1, rest
	case strings.ContainsRune(chineseNumerals, r) && strings.HasPrefix(rest, "、"):
		return strings.IndexRune(chineseNumerals, r)/len("一") + 1, 0, rest
	}
	return 0, 0, l
}
