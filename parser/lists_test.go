package parser

import (
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// TestListItemsTakeOffTheMarkers: bullets and the numbers of a list are
// taken off its items; a number that is part of a command, and a number
// no list counts to, stay.
func TestListItemsTakeOffTheMarkers(t *testing.T) {
	tests := []struct {
		name        string
		lines, want []string
	}{
		{"dash bullets", []string{"- coup Iran 3", "- space 2"}, []string{"coup Iran 3", "space 2"}},
		{"asterisk bullet", []string{"* attack Poland with 3"}, []string{"attack Poland with 3"}},
		{"en dash bullet", []string{"– realign Iran"}, []string{"realign Iran"}},
		{"bullet glyph without a space", []string{"•realign Iran", "• coup Iran"}, []string{"realign Iran", "coup Iran"}},
		{"Japanese and Chinese middle dot", []string{"・政变伊朗"}, []string{"政变伊朗"}},
		{"numbered with full stops", []string{"1. coup Iran", "2. space 2"}, []string{"coup Iran", "space 2"}},
		{"numbered with parentheses", []string{"1) Angriff auf Polen mit 3", "2) place 2 in Italy"}, []string{"Angriff auf Polen mit 3", "place 2 in Italy"}},
		{"numbers in parentheses", []string{"(1) pass", "（2）政变伊朗"}, []string{"pass", "政变伊朗"}},
		{"a lone first item", []string{"1. coup Iran"}, []string{"coup Iran"}},
		{"Chinese ideographic comma", []string{"1、政变伊朗", "2、空间竞赛 2"}, []string{"政变伊朗", "空间竞赛 2"}},
		{"Chinese numerals", []string{"一、政变伊朗", "二、空间竞赛 2"}, []string{"政变伊朗", "空间竞赛 2"}},
		{"full-width digits", []string{"１．政变伊朗"}, []string{"政变伊朗"}},
		{"circled numbers", []string{"①政变伊朗", "② space 2"}, []string{"政变伊朗", "space 2"}},
		{"letters", []string{"a) coup Iran", "b) space 2"}, []string{"coup Iran", "space 2"}},
		{"two lists", []string{"1. coup Iran", "2. pass", "1. space 2"}, []string{"coup Iran", "pass", "space 2"}},
		{"a line between the items", []string{"1. coup Iran", "Nice move!", "2. pass"}, []string{"coup Iran", "Nice move!", "pass"}},
		{"a sub-list", []string{"1. coup Iran", "a) with 3", "2. pass"}, []string{"coup Iran", "with 3", "pass"}},
		{"a count starts a command", []string{"3 Einheiten Verstärkung", "2 Italy 1 France"}, []string{"3 Einheiten Verstärkung", "2 Italy 1 France"}},
		{"a number no list counts to", []string{"3. Iran 2"}, []string{"3. Iran 2"}},
		{"a skipped number", []string{"1. coup Iran", "3. Iran 2"}, []string{"coup Iran", "3. Iran 2"}},
		{"a decimal", []string{"1.5 hours left"}, []string{"1.5 hours left"}},
		{"no space after an ASCII marker", []string{"-coup Iran", "1.coup Iran", "*bold*"}, []string{"-coup Iran", "1.coup Iran", "*bold*"}},
		{"a negative number", []string{"-1 Iran"}, []string{"-1 Iran"}},
		{"a marker alone", []string{"-", "1.", "•"}, []string{"-", "1.", "•"}},
		{"a letter that is a word", []string{"a coup in Iran"}, []string{"a coup in Iran"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := slices.Clone(tt.lines)
			if got := ListItems(tt.lines); !slices.Equal(got, tt.want) {
				t.Errorf("ListItems(%q) = %q, want %q", tt.lines, got, tt.want)
			}
			if !slices.Equal(in, tt.lines) {
				t.Errorf("ListItems changed its argument to %q", tt.lines)
			}
		})
	}
}

// FuzzListItems checks that ListItems keeps one line for each line, each
// the end of its own, never empty, and that a line opening with a number
// and a space (a count: "3 Einheiten Verstärkung") stays whole.
func FuzzListItems(f *testing.F) {
	f.Add("1. coup Iran\n2) place 2 in Italy\n- pass\n3 Einheiten Verstärkung")
	f.Add("一、政变伊朗\n（2）空间竞赛 2\n①pass\n•x")
	f.Fuzz(func(t *testing.T, text string) {
		if !utf8.ValidString(text) {
			return
		}
		var lines []string
		for _, l := range strings.Split(text, "\n") {
			if l = strings.TrimSpace(l); l != "" {
				lines = append(lines, l)
			}
		}
		got := ListItems(lines)
		if len(got) != len(lines) {
			t.Fatalf("ListItems(%q) = %q, want %d lines", lines, got, len(lines))
		}
		for i, g := range got {
			if g == "" || !strings.HasSuffix(lines[i], g) {
				t.Fatalf("ListItems(%q)[%d] = %q, not the end of %q", lines, i, g, lines[i])
			}
			if word := strings.Fields(lines[i])[0]; isASCIIDigits(word) && len(word) < len(lines[i]) && g != lines[i] {
				t.Fatalf("ListItems(%q)[%d] = %q, cut the count of %q", lines, i, g, lines[i])
			}
		}
	})
}

func isASCIIDigits(s string) bool {
	return s != "" && !strings.ContainsFunc(s, func(r rune) bool { return r > unicode.MaxASCII || !unicode.IsDigit(r) })
}
