package twilight

import (
	"fmt"
	"strings"
)

// The Chinese Civil War variant (rules 12.0-12.4.3). Until the USSR has 3
// influence on the Chinese Civil War space nobody owns the China Card;
// the space is next to the Soviet Union only, in Asia but not Southeast
// Asia, scores nothing, and only the USSR may place influence there, with
// Operations (rules 12.1-12.2). Section 12 overrides the rules and card
// texts where they disagree (12.0).

// ccwName is the space's name in options and commands.
const ccwName = "Chinese Civil War"

// ccwSpace stands for the space where a country ID is expected while
// influence is placed (ops.go).
const ccwSpace = -1

// ccwOpen reports whether the Chinese Civil War is still unresolved.
func (s *state) ccwOpen() bool { return s.Variants.ChineseCivilWar && s.CCW < 3 }

// isCCWName reports whether a command names the space: "Chinese Civil
// War", a prefix of it from "Chin", or "CCW". No country starts so.
func isCCWName(name string) bool {
	n := strings.ToLower(strings.Join(strings.Fields(name), " "))
	return n == "ccw" || len(n) >= 4 && strings.HasPrefix(strings.ToLower(ccwName), n)
}

// addCCW puts one USSR influence on the space; the third gives the USSR
// the China Card at once, face up and playable, and lifts the bans on
// Red Scare/Purge, Formosan Resolution and Cultural Revolution (rules
// 12.3; 12.4 words all three bans "until 3 Influence").
func (s *state) addCCW() {
	s.CCW++
	if s.CCW < 3 {
		return
	}
	s.China, s.ChinaFaceUp = USSR, true
	s.logf("The USSR has 3 influence on the Chinese Civil War space: it takes the China Card face up (rules 12.3).")
}

// ccwPrevented says why card n's event, carried out by side who, may not
// occur while the civil war is unresolved (rules 12.4): Red Scare/Purge
// for the USSR, Cultural Revolution, Formosan Resolution. The event of
// the opponent's card played for Ops does not occur either (rules 5.2).
func (s *state) ccwPrevented(n int, who Side) string {
	if !s.ccwOpen() {
		return ""
	}
	switch {
	case n == 31 && who == USSR, n == 58, n == 35:
		return "the Chinese Civil War is unresolved (rules 12.4)"
	}
	return ""
}

// ccwLine is the view's line about the space, or "".
func (s *state) ccwLine() string {
	if !s.ccwOpen() {
		return ""
	}
	return fmt.Sprintf("Chinese Civil War: USSR %d of 3 influence; the China Card is unowned.\n", s.CCW)
}
