package twilight

import (
	"fmt"
	"strings"
)

// The record is what the game kept secret while it was played: both
// hands at the start of each turn's headline, and every private note an
// event gave one side (a revealed hand, a card drawn by Grain Sales to
// Soviets). Nobody sees it until the game is over; then every view ends
// with it, and with the regions as the final scoring counts them, so that
// the last mail tells the whole game (public logs carry the headlines and
// every roll).

// recordHands notes both hands as the turn's headline begins.
func (s *state) recordHands() {
	for _, p := range []Side{USSR, US} {
		s.Record = append(s.Record, logVText("Turn %d, the %s hand: %s.", numArg(s.Turn), textArg(p.String()), textArg(handText(s, p))))
	}
}

// recordNote keeps a private note to side p for the record.
func (s *state) recordNote(p Side, note string) {
	s.Record = append(s.Record, "Only to the "+p.String()+": "+note)
}

// finalRecord is the end of every view once the game is over: the
// regions region by region as the final scoring counts them (the score
// of a game ended by the final scoring, the standing of one ended
// earlier) and the record.
func (s *state) finalRecord() string {
	var b strings.Builder
	title := "The regions at the end, as the final scoring would count them:"
	if strings.Contains(s.Reason, "final scoring") {
		title = "The final scoring, region by region:"
	}
	b.WriteString("\n" + title + "\n")
	for r := Europe; r <= SouthAmerica; r++ {
		t := s.regionTally(r, s.scoringExcluded(r, true))
		var parts []string
		for _, p := range []Side{USSR, US} {
			level := t[p].level
			if level == "" {
				level = "nothing"
			}
			parts = append(parts, fmt.Sprintf("%s %s, %d VP", p, level, t[p].vp))
		}
		fmt.Fprintf(&b, "  %-17s %s\n", r.String()+":", strings.Join(parts, "; "))
	}
	if len(s.Record) > 0 {
		b.WriteString("\nWhat was secret during the game:\n")
		for _, line := range s.Record {
			b.WriteString(indentWrap(line))
		}
	}
	return b.String()
}

// indentWrap wraps a record line to 72 columns, two spaces in.
func indentWrap(line string) string {
	var b strings.Builder
	for _, l := range strings.Split(strings.TrimRight(wrap(line, 70), "\n"), "\n") {
		b.WriteString("  " + l + "\n")
	}
	return b.String()
}
