package twilight

import (
	"strings"
	"testing"
)

// Item 5: Ops modifiers belong to the player of the card, not to the
// card's side; Containment caps at 4, Red Scare/Purge floors at 1.
func TestOpsModifiers(t *testing.T) {
	tests := []struct {
		name    string
		effects []effect
		p       Side
		card    int
		want    int
	}{
		{"Containment on a USSR card the US plays", []effect{effContainment}, US, 7, 4},
		{"Containment caps at 4", []effect{effContainment}, US, 31, 4},
		{"Containment does not help the USSR", []effect{effContainment}, USSR, 19, 1},
		{"Red Scare on the US: 3 becomes 2", []effect{redScareOn(US)}, US, 7, 2},
		{"Red Scare floors at 1", []effect{redScareOn(US)}, US, 19, 1},
		{"Red Scare on the US leaves the USSR alone", []effect{redScareOn(US)}, USSR, 7, 3},
		{"Containment and Red Scare on a 3", []effect{effContainment, redScareOn(US)}, US, 7, 3},
		{"scoring cards have no Ops", []effect{effContainment}, US, 1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			for _, e := range tt.effects {
				s.setTurnEffect(e, 1)
			}
			if got := s.opsOf(tt.p, tt.card); got != tt.want {
				t.Errorf("opsOf(%v, %s) = %d, want %d", tt.p, cardName(tt.card), got, tt.want)
			}
		})
	}
}

// Item 5: a modified card's Ops count for the coup roll and the military
// operations, and decide space race eligibility.
func TestModifiedOpsInCoupAndSpace(t *testing.T) {
	s := testState(t)
	s.Phasing = US
	s.setTurnEffect(effContainment, 1)
	put(s, USSR, "Chile", 2) // stability 3, needs more than 6
	give(s, US, 7)
	rig(s, 3) // 3 + 4 Ops = 7: one more than 6
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "coup Chile with 7")
	if s.MilOps[US] != 4 || inf(s, USSR, "Chile") != 1 {
		t.Errorf("coup with a 3-Op card under Containment: military ops %d, USSR in Chile %d; want 4 and 1",
			s.MilOps[US], inf(s, USSR, "Chile"))
	}

	s = testState(t)
	s.setTurnEffect(redScareOn(US), 1)
	give(s, US, 11) // 2 Ops, -1 = 1: too few for box 1
	if s.canSpace(US, 11) {
		t.Errorf("a 2-Op card reduced to 1 by Red Scare/Purge may enter space box 1")
	}
}

// Item 7 and card 9: Vietnam Revolts adds an Op to any card the USSR
// spends entirely in Southeast Asia, the US's cards included, and never
// to the US.
func TestVietnamRevoltsOpInSoutheastAsia(t *testing.T) {
	tests := []struct {
		name string
		p    Side
		line string
		want int // influence in Vietnam after the round
	}{
		{"a US card played by the USSR", USSR, "play 19 ops influence Vietnam 2", 3},
		{"not for the US", US, "play 7 ops influence Vietnam 3", 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			s.setTurnEffect(effVietnamRevolts, 1)
			put(s, tt.p, "Vietnam", 1)
			n := 19
			if tt.p == US {
				n = 7
			}
			give(s, tt.p, n)
			s.Phasing = tt.p
			startRound(t, s, tt.p, 1)
			mustApply(t, s, tt.p.String(), tt.line)
			if s.Flow != nil && s.Flow.Ask.Side == tt.p && strings.HasPrefix(s.Flow.Ask.Question, "Place influence") {
				t.Errorf("%s: influence left to place: %v", tt.name, s.Flow.Ask.Options)
			}
			if got := inf(s, tt.p, "Vietnam"); got != tt.want {
				t.Errorf("%s: Vietnam %d, want %d", tt.name, got, tt.want)
			}
		})
	}
}

// The Ops question names the bonus Op of the China Card and of Vietnam
// Revolts.
func TestOpsQuestionNamesTheBonus(t *testing.T) {
	s := testState(t)
	s.setTurnEffect(effVietnamRevolts, 1)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 6 ops")
	if q := asked(t, s).Question; !strings.Contains(q, "4 Ops (+1 in Asia, +1 more in Southeast Asia)") {
		t.Errorf("China Card with Vietnam Revolts: question %q", q)
	}
}

// Vietnam Revolts: +1 Op for a USSR card spent entirely in Southeast
// Asia.
func TestVietnamRevoltsBonus(t *testing.T) {
	s := testState(t)
	s.setTurnEffect(effVietnamRevolts, 1)
	put(s, USSR, "Vietnam", 1)
	give(s, USSR, 12) // 1 Op
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 12 ops influence Vietnam 2")
	if inf(s, USSR, "Vietnam") != 3 || s.Flow != nil {
		t.Errorf("Vietnam Revolts: USSR in Vietnam %d, want 3", inf(s, USSR, "Vietnam"))
	}
}
