package remark

import (
	"slices"
	"strings"
	"testing"
)

// chat is a stand-in for a game's judgment: a sentence is a remark when
// it holds the word "chat".
func chat(sentence string) bool { return strings.Contains(sentence, "chat") }

func TestDrop(t *testing.T) {
	for _, tt := range []struct {
		line, want string
		remarks    []string
	}{
		{"coup Iran with 13", "coup Iran with 13", nil},
		{"coup Iran with 13. chat here!", "coup Iran with 13.", []string{"chat here!"}},
		{"chat first. coup Iran with 13", "coup Iran with 13", []string{"chat first."}},
		{"coup Iran with 13 - chat on", "coup Iran with 13", []string{"chat on"}},
		{"用13号牌在伊朗政变。chat了！", "用13号牌在伊朗政变。", []string{"chat了！"}},
		{"a. chat b. c", "a. c", []string{"chat b."}},
		{"chat only. chat again", "chat only. chat again", nil},
		{"3.5 stays whole", "3.5 stays whole", nil},
		{"", "", nil},
	} {
		got, remarks := Drop(tt.line, chat)
		if got != tt.want || !slices.Equal(remarks, tt.remarks) {
			t.Errorf("Drop(%q) = %q, %q; want %q, %q", tt.line, got, remarks, tt.want, tt.remarks)
		}
	}
}

func TestChinese(t *testing.T) {
	for in, want := range map[string]string{"不错": "好", "该你了！": "好！", "轮到你了": "好", "不要": "不要"} {
		if got := Chinese.Replace(in); got != want {
			t.Errorf("Chinese.Replace(%q) = %q, want %q", in, got, want)
		}
	}
}
