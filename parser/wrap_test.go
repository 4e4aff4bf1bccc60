package parser

import (
	"slices"
	"strings"
	"testing"
)

// hardWrap breaks text at width the way a client without format=flowed
// does: greedily between words, or next to a wide character, where CJK
// text may break without a space; a wide character counts two columns.
func hardWrap(text string, w int) string {
	var lines []string
	var cur string
	for _, p := range pieces(text) {
		sep := 0
		if p.spaced {
			sep = 1
		}
		switch {
		case cur == "":
			cur = p.text
		case width(cur)+sep+width(p.text) <= w:
			cur += strings.Repeat(" ", sep) + p.text
		default:
			lines = append(lines, cur)
			cur = p.text
		}
	}
	return strings.Join(append(lines, cur), "\n")
}

// piece is a run of text no client breaks, and whether a space stood
// before it.
type piece struct {
	text   string
	spaced bool
}

// pieces cuts text at its spaces and next to each wide character.
func pieces(text string) []piece {
	var ps []piece
	for i, f := range strings.Fields(text) {
		spaced := i > 0
		var latin string
		for _, r := range f {
			if !wide(r) {
				latin += string(r)
				continue
			}
			if latin != "" {
				ps, spaced, latin = append(ps, piece{latin, spaced}), false, ""
			}
			ps, spaced = append(ps, piece{string(r), spaced}), false
		}
		if latin != "" {
			ps = append(ps, piece{latin, spaced})
		}
	}
	return ps
}

// Long commands as club players write them, in English, German and
// Chinese, each wider than 80 columns.
var longCommands = []struct{ name, text string }{
	{"Twilight Struggle operations", "play 45 for ops: 2 in Iran, 1 in Iraq, 1 in Syria, 1 in Afghanistan and 1 in Pakistan"},
	{"Twilight Struggle setup, German", "Ich setze 2 nach Westdeutschland, 2 nach Italien, 1 nach Großbritannien, 1 nach Frankreich und 1 in die Türkei"},
	{"Twilight Struggle operations, Chinese", "打出45号牌用于行动：伊朗2，伊拉克1，叙利亚1，阿富汗1，巴基斯坦1，沙特阿拉伯1，埃及1"},
	{"Risk reinforcements, German", "setze 1 auf Großbritannien, 1 auf Nord-Frankreich, 1 auf Niederlande und 1 auf Deutschland"},
	{"Triumvirate supply", "from Rome I take one legion to Gallia Narbonensis and one legion to Gallia Cisalpina"},
}

// TestWrappedLongCommandsAtClientWidths: a long command a client broke
// at 72 (mutt, vim), 76 (Outlook) or 78 (Gmail) columns is reported
// wrapped, and Unwrap gives the command back as written, beside the
// command after it.
func TestWrappedLongCommandsAtClientWidths(t *testing.T) {
	for _, c := range longCommands {
		for _, w := range []int{72, 76, 78} {
			t.Run(c.name+"/"+string(rune('0'+w/10))+string(rune('0'+w%10)), func(t *testing.T) {
				text := "Hi all,\n" + hardWrap(c.text, w) + "\npass\n\nThanks,\nBob"
				m := &Message{NewText: text, Lines: nonBlankLines(text), Fixed: true}
				cmds, _ := m.Candidates()
				got := Unwrap(cmds, m.Wrapped(cmds))
				if want := []string{c.text, "pass"}; !slices.Equal(got, want) {
					t.Errorf("Unwrap(%q, Wrapped) = %q, want %q", cmds, got, want)
				}
			})
		}
	}
}

// TestWrappedTellsWrapsFromLines: which pairs of lines a client may have
// wrapped, and which it cannot have.
func TestWrappedTellsWrapsFromLines(t *testing.T) {
	long := "place 2 in West Germany, 2 in Italy, 1 in France, 1 in Turkey and 1 in" // 72 columns
	tests := []struct {
		name string
		text string
		want []bool
	}{
		{"wrapped at 72 before a country", long + "\nUnited Kingdom", []bool{true, false}},
		{"the continuation opens with a number", "play 45 for ops: 2 in Iran, 1 in Iraq, 1 in Syria, 1 in Afghanistan and\n1 in Pakistan", []bool{true, false}},
		{"a long line that is not wrapped, then a command", "I have thought long about this turn and this is my move for now\ncoup Iran 3", []bool{false, false}},
		{"a long command, then one whose first word fits", "play 45 for ops: 2 in Iran, 1 in Iraq, 1 in Syria and 1 in Egypt\ncoup Iran 3", []bool{false, false}},
		{"a short line", "coup Iran 3\nspace 2", []bool{false, false}},
		{"wider than any wrap width", strings.Repeat("a", 81) + "\nspace", []bool{false, false}},
		{"a blank line between", long + "\n\nUnited Kingdom", []bool{false, false}},
		{"the continuation is a list item", long + "\n- coup Iran 3", []bool{false, false}},
		{"the continuation is a numbered item", "1. " + long + "\n2. coup Iran 3", []bool{false, false}},
		{"a greeting before the command counts", "Hi all, play 45 for ops: 2 in Iran, 1 in Iraq, 1 in Syria and 1 in\nAfghanistan", []bool{true, false}},
		{"indentation counts", "        play 45 for ops: 2 in Iran, 1 in Iraq, 1 in Syria and 1 in\nAfghanistan", []bool{true, false}},
		{"three lines of one command", hardWrap(long+" Greece, and the rest where it was before the coup in Iran, and nothing else", 72), []bool{true, true, false}},
		{"Chinese broken by columns", "打出45号牌用于行动：伊朗2，伊拉克1，叙利亚1，阿富汗1，巴基斯坦1，沙特\n阿拉伯1", []bool{true, false}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := &Message{NewText: tt.text, Lines: nonBlankLines(tt.text), Fixed: true}
			cmds, _ := m.Candidates()
			if got := m.Wrapped(cmds); !slices.Equal(got, tt.want) {
				t.Errorf("Wrapped(%q) = %v, want %v", cmds, got, tt.want)
			}
		})
	}
}

// TestUnwrapJoins joins the lines asked for, with a space between words
// and none next to a CJK character.
func TestUnwrapJoins(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		join  []bool
		want  []string
	}{
		{"nothing to join", []string{"a", "b"}, []bool{false, false}, []string{"a", "b"}},
		{"a pair", []string{"place 1 in", "Iran", "pass"}, []bool{true, false, false}, []string{"place 1 in Iran", "pass"}},
		{"a run of three", []string{"a", "b", "c"}, []bool{true, true, false}, []string{"a b c"}},
		{"Chinese", []string{"巴基斯坦1，沙特", "阿拉伯1"}, []bool{true, false}, []string{"巴基斯坦1，沙特阿拉伯1"}},
		{"Chinese after a digit", []string{"伊朗2", "伊拉克1"}, []bool{true, false}, []string{"伊朗2伊拉克1"}},
		{"a digit after Chinese", []string{"政变 伊朗", "3"}, []bool{true, false}, []string{"政变 伊朗3"}},
		{"join shorter than lines", []string{"a", "b", "c"}, []bool{true}, []string{"a b", "c"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Unwrap(tt.lines, tt.join); !slices.Equal(got, tt.want) {
				t.Errorf("Unwrap(%q, %v) = %q, want %q", tt.lines, tt.join, got, tt.want)
			}
		})
	}
}

// TestWrappedClientMails reads replies as clients without format=flowed
// write them: Commands keeps the client's lines, Wrapped finds the break
// and Unwrap gives the command back.
func TestWrappedClientMails(t *testing.T) {
	tests := []struct {
		file     string
		cmds     []string
		unwrap   []string
		wrapsAny bool
	}{
		// Outlook 16, plain text, "Automatically wrap text at 76 characters".
		{"outlook-plain-wrap-76.eml", []string{"play 45 for ops: 2 in Iran, 1 in Iraq, 1 in Syria, 1 in Afghanistan and 1 in", "Pakistan"},
			[]string{"play 45 for ops: 2 in Iran, 1 in Iraq, 1 in Syria, 1 in Afghanistan and 1 in Pakistan"}, true},
		// Outlook 16, German, ISO-8859-1 quoted-printable, wrapped at 76.
		{"outlook-plain-wrap-76-de.eml", []string{"Ich setze 2 nach Westdeutschland, 2 nach Italien, 1 nach Großbritannien, 1", "nach Frankreich und 1 in die Türkei"},
			[]string{"Ich setze 2 nach Westdeutschland, 2 nach Italien, 1 nach Großbritannien, 1 nach Frankreich und 1 in die Türkei"}, true},
		// Gmail web in plain-text mode: wrapped near 78, no format=flowed.
		{"gmail-plain-wrap-78.eml", []string{"I place one unit on Great Britain, one on Northern France, one on the", "Netherlands and one on Germany"},
			[]string{"I place one unit on Great Britain, one on Northern France, one on the Netherlands and one on Germany"}, true},
		// NeoMutt with tw=72, bottom-posting.
		{"mutt-wrap-72.eml", []string{"from Rome I take one legion to Gallia Narbonensis and one legion to", "Gallia Cisalpina"},
			[]string{"from Rome I take one legion to Gallia Narbonensis and one legion to Gallia Cisalpina"}, true},
		// Foxmail 7.2, Chinese: the text part of its alternative is not
		// wrapped, however long the line.
		{"foxmail-long-line-zh.eml", []string{"打出45号牌用于行动：伊朗2，伊拉克1，叙利亚1，阿富汗1，巴基斯坦1"},
			[]string{"打出45号牌用于行动：伊朗2，伊拉克1，叙利亚1，阿富汗1，巴基斯坦1"}, false},
		// Apple Mail's format=flowed: its soft breaks joined by the
		// parser, the line after it the sender's own.
		{"apple-mail-flowed.eml", []string{"ops Containment place Japan 2 South Korea 1 Taiwan 1 Philippines 1 Thailand 1", "pass"},
			[]string{"ops Containment place Japan 2 South Korea 1 Taiwan 1 Philippines 1 Thailand 1", "pass"}, false},
		// Roundcube, HTML only: the reader lays the lines out.
		{"roundcube-html-only.eml", []string{"coup Iran 3", "space 2"}, []string{"coup Iran 3", "space 2"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			m := parseFile(t, tt.file)
			cmds, _ := m.Commands()
			if !slices.Equal(cmds, tt.cmds) {
				t.Fatalf("Parse(%s) Commands = %q, want %q", tt.file, cmds, tt.cmds)
			}
			wrapped := m.Wrapped(cmds)
			if got := slices.Contains(wrapped, true); got != tt.wrapsAny {
				t.Errorf("Parse(%s) Wrapped(%q) = %v, want a wrap: %v", tt.file, cmds, wrapped, tt.wrapsAny)
			}
			if got := Unwrap(cmds, wrapped); !slices.Equal(got, tt.unwrap) {
				t.Errorf("Parse(%s) Unwrap(Commands, Wrapped) = %q, want %q", tt.file, got, tt.unwrap)
			}
		})
	}
}
