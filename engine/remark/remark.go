// Package remark finds the sentences of a command line that are a remark
// to the other players — "coup Iran with 13. Your move!", „… Du bist
// dran!", 。该你了 — rather than part of the command. Which sentence is a
// remark each game decides with its own words (the isRemark given to
// Drop): a sentence that may be part of a command, or a mistyped one, is
// never one. This package cuts the line into sentences and joins what is
// kept, the same way for every game.
package remark

import (
	"regexp"
	"strings"
)

// sentenceEnd is where a sentence ends inside a line: ".", "!" or "?"
// before a space, a dash between spaces ("… with 3 - your turn"), or a
// Chinese full stop, exclamation or question mark.
var sentenceEnd = regexp.MustCompile(`[.!?]+\s+|\s+[-–—]+\s+|[。！？]+`)

// Drop returns line without the sentences isRemark calls remarks, and
// those remarks, trimmed, when it drops one and keeps one; otherwise line
// itself and none: a line of nothing but remarks is read, or refused,
// whole. A dash before a dropped sentence goes with it.
func Drop(line string, isRemark func(sentence string) bool) (string, []string) {
	ends := sentenceEnd.FindAllStringIndex(line, -1)
	if len(ends) == 0 {
		return line, nil
	}
	var kept, remarks []string
	from := 0
	for _, e := range append(ends, []int{len(line), len(line)}) {
		sentence := line[from:e[1]]
		from = e[1]
		switch {
		case strings.TrimSpace(sentence) == "":
		case isRemark(sentence):
			remarks = append(remarks, strings.TrimSpace(sentence))
			if n := len(kept); n > 0 {
				kept[n-1] = strings.TrimRight(kept[n-1], " -–—")
			}
		default:
			kept = append(kept, sentence)
		}
	}
	if len(remarks) == 0 || len(kept) == 0 {
		return line, nil
	}
	return strings.Join(kept, " "), remarks
}

// Chinese rewrites the Chinese remarks that would read as words of a
// command into 好 (good): 不错 (not bad) has no "not", 轮到你了 (your turn)
// no "turn". A game's isRemark reads a sentence through it.
var Chinese = strings.NewReplacer("不错", "好", "不錯", "好", "不好意思", "好", "不客气", "好", "不客氣", "好",
	"轮到你了", "好", "輪到你了", "好", "轮到你", "好", "輪到你", "好", "你的回合", "好", "该你了", "好", "該你了", "好")
