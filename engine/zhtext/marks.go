package zhtext

import (
	"strings"
	"unicode"
)

// marks are the full-width digits and marks with the ASCII text they are
// read as: "，" and "、" separate items, "；" ends a step, brackets,
// quotes and sentence marks are spaces.
var marks = []string{
	"，", ",", "、", ",", "；", ";", "：", ":", "！", " ", "？", " ", "（", " ", "）", " ",
	"　", " ", "“", " ", "”", " ", "「", " ", "」", " ", "『", " ", "』", " ", "《", " ", "》", " ", "～", " ",
	"０", "0", "１", "1", "２", "2", "３", "3", "４", "4", "５", "5", "６", "6", "７", "7", "８", "8", "９", "9",
	"＋", "+", "－", "-",
}

// Marks returns a replacer that writes full-width digits and Chinese
// marks in ASCII. pairs (old, new, …) add marks or change how one is
// read, as a game needs: "。" ends a clause in one grammar and a step in
// another.
func Marks(pairs ...string) *strings.Replacer {
	if len(pairs)%2 != 0 {
		panic("zhtext.Marks: odd number of arguments")
	}
	own := map[string]bool{}
	for i := 0; i < len(pairs); i += 2 {
		own[pairs[i]] = true
	}
	all := append([]string(nil), pairs...)
	for i := 0; i < len(marks); i += 2 {
		if !own[marks[i]] {
			all = append(all, marks[i], marks[i+1])
		}
	}
	return strings.NewReplacer(all...)
}

// Is reports whether r is Chinese: a character, a full-width form or a
// Chinese mark.
func Is(r rune) bool {
	return unicode.Is(unicode.Han, r) || (r >= 0xFF01 && r <= 0xFF5E) || r == '、' || r == '。'
}

// Has reports whether line holds anything Chinese (Is).
func Has(line string) bool {
	return strings.ContainsFunc(line, Is)
}
