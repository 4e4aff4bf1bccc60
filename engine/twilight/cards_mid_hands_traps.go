package twilight

import (
	"fmt"
	"slices"
)

// Quagmire and Bear Trap: the discard-and-roll rounds (FAQ #42/44).

func init() {
	registerEvent(42, eventSpec{Run: trap, RoundStart: trapRound, ActionOptions: trapOptions})
	registerEvent(44, eventSpec{Run: trap, RoundStart: trapRound, ActionOptions: trapOptions})
}

// trapped is the side card n (42 Quagmire, 44 Bear Trap) traps.
func trapped(n int) Side {
	if n == 42 {
		return US
	}
	return USSR
}

// trap (42, 44): the opponent of the card's side is trapped until a roll
// of 1-4 frees it. The trap lasts across turns (FAQ #42/44 Q3) and never
// touches the headline (Q1: RoundStart is an action-round hook).
// Quagmire also ends NORAD (its card text).
func trap(s *state, p Side) {
	n := 42
	if p == US {
		n = 44
	}
	s.setEffect(effectOf(n), 1)
	s.logf("%s: in each action round the %s must discard a card of 2 or more Ops and roll; 1-4 ends it.", cardName(n), p.Opp())
	if n == 42 && s.effect(effNORAD) > 0 {
		s.clearEffect(effNORAD)
		s.logf("Quagmire cancels NORAD.")
	}
}

// trapDiscards lists the cards p may discard to the trap: every card in
// hand worth 2 or more Ops with p's modifiers (FAQ §7.4 Q1; rules 7.4.2
// example 2), never the China Card, which is not in a hand (FAQ #6 Q2),
// nor a scoring card (0 Ops). A Missile Envy p received must be the
// discard when it is worth 2 (FAQ #49/50 Q4).
func trapDiscards(s *state, p Side) []int {
	var ns []int
	for _, n := range s.Hands[p] {
		if !cards[n].Scoring && s.opsOf(p, n) >= 2 {
			ns = append(ns, n)
		}
	}
	if slices.Contains(ns, missileEnvy) && s.effect(effectOn(missileEnvy, p)) > 0 {
		return []int{missileEnvy}
	}
	return ns
}

// heldScoring lists the scoring cards in p's hand.
func heldScoring(s *state, p Side) []int {
	var ns []int
	for _, n := range s.Hands[p] {
		if cards[n].Scoring {
			ns = append(ns, n)
		}
	}
	return ns
}

// trapRound is the trapped side's action round (FAQ #42/44 Q4): discard
// a card of 2+ Ops without its event (RB 5.4) and roll; 1-4 frees it from
// the next round on (Q1, Q2). Discard and roll are the whole round.
// Scoring cards must still be played (Q1): the player may play one
// instead of the discard, and must when the rounds left are needed for
// them (rules 10.1.5); without a card to discard it may play only its
// scoring cards (trapOptions), and with none the round ends.
func trapRound(s *state, e effect, p Side, ar int) bool {
	if p != trapped(e.Card) {
		return false
	}
	discards := trapDiscards(s, p)
	scoring := heldScoring(s, p)
	if len(discards) == 0 || len(scoring) >= s.roundsFor(p)-ar+1 {
		if len(scoring) > 0 {
			return false // the core offers the scoring cards only
		}
		s.logf("Turn %d, action round %d: the %s is in %s and has no card of 2 or more Ops; the round ends.", s.Turn, ar, p, cardName(e.Card))
		return true
	}
	q := fmt.Sprintf("Turn %d, action round %d, %s: discard a card of 2 or more Ops and roll (1-4 ends it)", s.Turn, ar, cardName(e.Card))
	if len(scoring) > 0 {
		q += ", or play a scoring card"
	}
	n := s.chooseCard(p, q+"?", append(discards, scoring...))
	if cards[n].Scoring {
		s.takeCard(p, n)
		s.cardPlayed(p, n, "event")
		s.logf("Turn %d, action round %d: the %s plays %s as an event.", s.Turn, ar, p, cardName(n))
		s.finishPlayed(p, n, s.playEvent(n, p))
		return true
	}
	s.takeFromHand(p, n)
	s.discard(n)
	if n == missileEnvy {
		s.clearEffect(effectOn(missileEnvy, p))
	}
	roll := s.Rand.D6()
	if roll <= 4 {
		s.clearEffect(e)
		s.logf("Turn %d, action round %d: the %s discards %s to %s and rolls %d: it is free from the next round on.", s.Turn, ar, p, cardName(n), cardName(e.Card), roll)
		return true
	}
	s.logf("Turn %d, action round %d: the %s discards %s to %s and rolls %d: still trapped.", s.Turn, ar, p, cardName(n), cardName(e.Card), roll)
	return true
}

// trapOptions leaves the trapped side only its scoring cards when its
// round is a normal play (trapRound gave it back for them).
func trapOptions(s *state, e effect, p Side, _ int, opts []string) []string {
	if p != trapped(e.Card) {
		return opts
	}
	var out []string
	for _, o := range opts {
		var n int
		if o == "done" {
			out = append(out, o)
		} else if _, err := fmt.Sscanf(o, "play %d event", &n); err == nil && cards[n].Scoring {
			out = append(out, o)
		}
	}
	return out
}
