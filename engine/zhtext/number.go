package zhtext

import "strings"

// Numerals are the Chinese digits a Lexicon reads as numbers; 十 and 百
// multiply (二十五 is 25, 一百零五 is 105).
const Numerals = "零一二两三四五六七八九十百"

// Number reads a Chinese number: 三 3, 两 2, 十二 12, 二十 20, 一百 100.
// It reports false when s is empty or holds anything but Numerals.
func Number(s string) (int, bool) {
	if s == "" || strings.TrimLeft(s, Numerals) != "" {
		return 0, false
	}
	return number([]rune(s)), true
}

// number reads rs, all of them Numerals.
func number(rs []rune) int {
	total, cur := 0, 0
	for i, r := range rs {
		switch r {
		case '十':
			total += max(cur, 1) * 10
			cur = 0
		case '百':
			total += max(cur, 1) * 100
			cur = 0
		case '两':
			cur = 2
		case '零':
		default:
			cur = strings.IndexRune("零一二三四五六七八九", r) / len("零")
			// A last digit right after 百 counts tens: 一百五 is 一百五十,
			// 150 (一百零五 is 105).
			if i == len(rs)-1 && i > 0 && rs[i-1] == '百' {
				cur *= 10
			}
		}
	}
	return total + cur
}

// DropLabel drops a label at the start of a line that names the turn:
// 第3回合：…, 第三轮，…. The line's marks are already ASCII (Marks).
func DropLabel(line string) string {
	rest, ok := strings.CutPrefix(strings.TrimSpace(line), "第")
	if !ok {
		return line
	}
	rest = strings.TrimLeftFunc(rest, func(r rune) bool { return r >= '0' && r <= '9' || strings.ContainsRune(Numerals, r) })
	for _, w := range []string{"回合", "轮"} {
		if after, ok := strings.CutPrefix(rest, w); ok {
			return strings.TrimLeft(after, ":, ")
		}
	}
	return line
}
