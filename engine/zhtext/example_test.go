package zhtext_test

import (
	"fmt"
	"strings"

	"turnmail/engine/zhtext"
)

// A game builds its lexicon once and reads a line: marks in ASCII,
// traditional characters simplified, the turn's label dropped, then cut.
func ExampleLexicon_Cut() {
	lex := zhtext.NewLexicon(map[string]string{
		"从": "from", "用": "with", "个": "", "兵": "units", "进攻": "attacks", "德国": "deu", "波兰": "pol",
	}, zhtext.Numerals)
	marks := zhtext.Marks()
	line := "第３回合：從德國用三個兵進攻波蘭"
	var words []string
	for _, p := range lex.Cut(zhtext.DropLabel(zhtext.Simplify(marks.Replace(line)))) {
		if p.Text != "" {
			words = append(words, p.Text)
		}
	}
	fmt.Println(strings.Join(words, " "))
	// Output: from deu with 3 units attacks pol
}
