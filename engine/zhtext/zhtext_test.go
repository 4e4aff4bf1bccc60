package zhtext

import (
	"slices"
	"testing"
)

func TestNumber(t *testing.T) {
	tests := []struct {
		in     string
		want   int
		wantOK bool
	}{
		{"三", 3, true},
		{"两", 2, true},
		{"十", 10, true},
		{"十二", 12, true},
		{"二十", 20, true},
		{"二十五", 25, true},
		{"一百", 100, true},
		{"百", 100, true},
		{"一百零五", 105, true},
		{"两百三十", 230, true},
		{"一百五", 150, true}, // a digit right after 百 that ends the number counts tens (一百五十)
		{"两百三", 230, true},
		{"一百一十", 110, true},
		{"零", 0, true},
		{"", 0, false},
		{"三个", 0, false},
		{"3", 0, false},
	}
	for _, tt := range tests {
		got, ok := Number(tt.in)
		if got != tt.want || ok != tt.wantOK {
			t.Errorf("Number(%q) = %d, %v, want %d, %v", tt.in, got, ok, tt.want, tt.wantOK)
		}
	}
}

func TestMarks(t *testing.T) {
	tests := []struct {
		name  string
		pairs []string
		in    string
		want  string
	}{
		{"full-width digits", nil, "用４个兵", "用4个兵"},
		{"comma and list mark", nil, "德国，波兰、法国", "德国,波兰,法国"},
		{"step mark", nil, "进攻；结束", "进攻;结束"},
		{"quotes and brackets are spaces", nil, "「波兰」（三）", " 波兰  三 "},
		{"a game's own mark", []string{"。", ";"}, "进攻。结束", "进攻;结束"},
		{"a game changes a mark", []string{"，", " and "}, "德国，波兰", "德国 and 波兰"},
		{"no own mark: 。 stays", nil, "进攻。", "进攻。"},
	}
	for _, tt := range tests {
		if got := Marks(tt.pairs...).Replace(tt.in); got != tt.want {
			t.Errorf("%s: Marks(%q).Replace(%q) = %q, want %q", tt.name, tt.pairs, tt.in, got, tt.want)
		}
	}
}

func TestSimplify(t *testing.T) {
	tests := []struct{ in, want string }{
		{"從德國進攻波蘭", "从德国进攻波兰"},
		{"進攻義大利", "进攻义大利"},
		{"兩個軍團", "两个军团"},
		{"attack Poland", "attack Poland"},
	}
	for _, tt := range tests {
		if got := Simplify(tt.in); got != tt.want {
			t.Errorf("Simplify(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestDropLabel(t *testing.T) {
	tests := []struct{ in, want string }{
		{"第3回合:进攻波兰", "进攻波兰"},
		{"第三轮, 结束", "结束"},
		{"第十二回合 结束", "结束"},
		{"第三张牌", "第三张牌"}, // no turn word: not a label
		{"进攻波兰", "进攻波兰"},
	}
	for _, tt := range tests {
		if got := DropLabel(tt.in); got != tt.want {
			t.Errorf("DropLabel(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestHas(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"attack Poland with 3", false},
		{"Angriff auf Österreich", false},
		{"进攻", true},
		{"attack ４", true}, // a full-width digit
		{"a、b", true},
	}
	for _, tt := range tests {
		if got := Has(tt.in); got != tt.want {
			t.Errorf("Has(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

// testWords is a small lexicon in the shape of a game's: fillers, verbs,
// names, a name that holds another and a word that begins with a numeral.
var testWords = map[string]string{
	"我": "", "个": "", "兵": "units", "进攻": "attacks", "攻": "attacks", "从": "from", "用": "with",
	"德国": "deu", "波兰": "pol", "乌克兰": "ukraine", "西乌克兰": "wuk", "两个区域": "two-regions",
}

// cut is the pieces of line as "kind:text" strings, for comparing.
func cut(t *testing.T, l *Lexicon, line string) []string {
	t.Helper()
	var out []string
	for _, p := range l.Cut(line) {
		out = append(out, [...]string{"other", "word", "num", "unknown"}[p.Kind]+":"+p.Text)
	}
	return out
}

func TestCut(t *testing.T) {
	l := NewLexicon(testWords, Numerals)
	tests := []struct {
		name string
		in   string
		want []string
	}{
		{"longest match", "从德国用三个兵进攻波兰", []string{"word:from", "word:deu", "word:with", "num:3", "word:", "word:units", "word:attacks", "word:pol"}},
		{"a longer name wins over the name it holds", "进攻西乌克兰", []string{"word:attacks", "word:wuk"}},
		{"a word wins over a shorter number", "两个区域", []string{"word:two-regions"}},
		{"a number wins over a shorter word", "二十个兵", []string{"num:20", "word:", "word:units"}},
		{"unknown characters stay together", "这一步走得漂亮进攻", []string{"unknown:这", "num:1", "unknown:步走得漂亮", "word:attacks"}},
		{"text between words as written", "我 attack 波兰 with 3", []string{"word:", "other: attack ", "word:pol", "other: with 3"}},
		{"no Chinese", "attack Poland", []string{"other:attack Poland"}},
	}
	for _, tt := range tests {
		if got := cut(t, l, tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("%s: Cut(%q) = %q, want %q", tt.name, tt.in, got, tt.want)
		}
	}
}

func TestCutWithoutNumerals(t *testing.T) {
	l := NewLexicon(map[string]string{"三": "三", "进攻": "进攻"}, "")
	want := []string{"word:三", "unknown:十", "word:进攻"}
	if got := cut(t, l, "三十进攻"); !slices.Equal(got, want) {
		t.Errorf("Cut(%q) without numerals = %q, want %q", "三十进攻", got, want)
	}
}

func TestNewLexiconCopiesWords(t *testing.T) {
	words := map[string]string{"进攻": "attacks"}
	l := NewLexicon(words, Numerals)
	words["进攻"] = "changed"
	if got := l.Cut("进攻"); len(got) != 1 || got[0].Text != "attacks" {
		t.Errorf("Cut(进攻) after changing the caller's map = %v, want the word as built (attacks)", got)
	}
}

func TestChatty(t *testing.T) {
	l := NewLexicon(testWords, Numerals)
	tests := []struct {
		in   string
		want bool
	}{
		{"从德国用三个兵进攻波兰", false},
		{"從德國進攻波蘭", false}, // traditional characters are read as simplified
		{"这一步走得漂亮进攻", true},
		{"我个个我", true},           // fillers carry no command
		{"attack Poland", false}, // no Chinese: nothing to call chat
		{"进攻 the whole world", false},
	}
	for _, tt := range tests {
		if got := l.Chatty(tt.in); got != tt.want {
			t.Errorf("Chatty(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}
