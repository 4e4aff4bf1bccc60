package twilight

import (
	"slices"
	"strconv"
	"strings"
)

// roundsFor is how many action rounds p has this turn: 6 in turns 1-3,
// 7 later, 8 with the space station ability or North Sea Oil (rules 4.5).
func (s *state) roundsFor(p Side) int {
	n := s.normalRounds()
	if s.spaceAbility(p, 8) || p == US && s.effect(effNorthSeaOil) > 0 {
		n = 8
	}
	return n
}

// normalRounds is the number of action rounds without an extra-round
// ability: 6 in turns 1-3, 7 later.
func (s *state) normalRounds() int {
	if s.Turn >= 4 {
		return 7
	}
	return 6
}

// nextRound finds who plays next: USSR then US in each action round.
func (s *state) nextRound() (Side, int, bool) {
	for ar := 1; ar <= 8; ar++ {
		for _, p := range []Side{USSR, US} {
			if ar <= s.roundsFor(p) && s.Rounds[p] < ar {
				return p, ar, true
			}
		}
	}
	return 0, 0, false
}

// playable lists the cards p may play now: the hand and a face-up China
// Card.
func (s *state) playable(p Side) []int {
	cs := slices.Clone(s.Hands[p])
	if s.China == p && s.ChinaFaceUp {
		cs = append(cs, chinaCard)
	}
	return cs
}

// actionOptions lists the first step of p's action round: every way to
// play every playable card. A side may not end the turn holding a scoring
// card (rules 10.1.5): when the rounds left only just suffice, only
// scoring cards are offered.
func (s *state) actionOptions(p Side, ar int) []string {
	var buf [16]int
	hand := append(buf[:0], s.Hands[p]...)
	if s.China == p && s.ChinaFaceUp {
		hand = append(hand, chinaCard) // as playable does
	}
	scoring := 0
	for _, n := range hand {
		if cardOf(n).Scoring {
			scoring++
		}
	}
	left := s.roundsFor(p) - ar + 1
	opts := make([]string, 0, 3*len(hand)+1) // at most three plays a card, and "done"
	for _, n := range hand {
		c := cardOf(n)
		if scoring > 0 && scoring >= left && !c.Scoring {
			opts = append(opts, s.sheddingPlays(p, n, scoring-left+1)...)
			continue
		}
		switch {
		case c.Scoring:
			opts = append(opts, playText[n].event)
			continue
		case n == chinaCard:
		case c.Side == p || c.Side == Neutral:
			if s.eventPrevented(n, p) == "" {
				opts = append(opts, playText[n].event)
			}
		}
		opts = append(opts, playText[n].ops)
		if c.Side == p.Opp() && s.eventPrevented(n, p) == "" {
			opts = append(opts, playText[n].opsEventFirst)
		}
		if s.canSpace(p, n) {
			opts = append(opts, playText[n].space)
		}
	}
	return s.actionHooks(p, ar, opts)
}

// cardPlays are the options that play one card in an action round.
type cardPlays struct{ event, ops, opsEventFirst, space string }

// playText holds every card's play options by number, built once so that
// the action round's options are built without formatting.
var playText = func() []cardPlays {
	top := 0
	for _, c := range cardTable {
		top = max(top, c.Number)
	}
	m := make([]cardPlays, top+1)
	for _, c := range cardTable {
		n := strconv.Itoa(c.Number)
		m[c.Number] = cardPlays{"play " + n + " event", "play " + n + " ops", "play " + n + " ops event first", "space " + n}
	}
	return m
}()

// sheddingPlays lists the plays of card n that carry out its event for p
// when that event is sure to discard at least need of p's scoring cards
// (ShedsScoring): the one way a non-scoring card may be played while the
// rounds left are needed for scoring cards (rules 10.1.5; FAQ #5 Q1).
func (s *state) sheddingPlays(p Side, n, need int) []string {
	e := eventOf(n)
	if e == nil || e.ShedsScoring == nil || n == chinaCard || s.eventPrevented(n, p) != "" || e.ShedsScoring(s, p) < need {
		return nil
	}
	if cardOf(n).Side == p.Opp() {
		return []string{playText[n].ops, playText[n].opsEventFirst}
	}
	return []string{playText[n].event}
}

// scoringInHand counts the scoring cards in p's hand.
func (s *state) scoringInHand(p Side) int {
	n := 0
	for _, c := range s.Hands[p] {
		if cardOf(c).Scoring {
			n++
		}
	}
	return n
}

// actionProc is one action round of side p (rules 5.0).
func actionProc(s *state, p Side, ar int) {
	s.Phasing, s.AR = p, ar
	s.Rounds[p] = ar
	s.snapshotAccess()
	defconBefore := s.DEFCON
	if s.roundStart(p, ar) {
		s.endRound(p, defconBefore)
		return
	}
	s.playRound(p, ar)
	s.endRound(p, defconBefore)
}

// endRound runs the end-of-round hooks (NORAD).
func (s *state) endRound(p Side, defconBefore int) {
	s.roundEnd(p, defconBefore)
}

// playRound is the card play of side p's action round ar.
func (s *state) playRound(p Side, ar int) {
	opts := s.actionOptions(p, ar)
	extra := ar > s.normalRounds() && s.scoringInHand(p) <= s.roundsFor(p)-ar
	// Rules 9.8: no one is forced to play the China Card for lack of
	// other cards; with only the China Card left the round may be passed.
	chinaOnly := len(s.Hands[p]) == 0
	if len(opts) > 0 && (extra || chinaOnly) {
		// The extra round is a right, not a duty; but Rules 10.1.5: a
		// scoring card may not be held, so it cannot be declined when
		// the rounds after it could not play every scoring card.
		opts = append(opts, "done")
	}
	if len(opts) == 0 {
		s.logf("Turn %d, action round %d: the %s has no card to play and sits out.", s.Turn, ar, p)
		return
	}
	a := s.askOwnedWith(p, func() string {
		if chinaOnly {
			return logText("Turn %d, action round %d: play the China Card, or sit the round out with \"done\".", s.Turn, ar)
		}
		return logText("Turn %d, action round %d: play a card.", s.Turn, ar)
	}, opts)
	if a == "done" && chinaOnly {
		s.logf("Turn %d, action round %d: the %s keeps the China Card and sits out.", s.Turn, ar, p)
		return
	}
	if a == "done" {
		s.logf("The %s declines its extra action round.", p)
		return
	}
	var f [4]string // the words of a play, e.g. "play 12 ops event first"
	words := 0
	for w := range strings.FieldsSeq(a) {
		if words < len(f) {
			f[words] = w
		}
		words++
	}
	n, _ := strconv.Atoi(f[1])
	s.takeCard(p, n)
	how := "ops"
	if f[0] == "space" {
		how = "space"
	} else if f[2] == "event" {
		how = "event"
	}
	s.cardPlayed(p, n, how)
	switch {
	case f[0] == "space":
		s.logv("Turn %d, action round %d: the %s plays %s on the space race.", numArg(s.Turn), numArg(ar), textArg(p.String()), textArg(cardName(n)))
		s.spaceAttempt(p, n)
		s.finishPlayed(p, n, false)
	case f[2] == "event":
		s.logv("Turn %d, action round %d: the %s plays %s as an event.", numArg(s.Turn), numArg(ar), textArg(p.String()), textArg(cardName(n)))
		s.finishPlayed(p, n, s.playEvent(n, p))
	default:
		s.logv("Turn %d, action round %d: the %s plays %s for operations.", numArg(s.Turn), numArg(ar), textArg(p.String()), textArg(cardName(n)))
		s.playForOps(p, n, words > 3)
	}
}

// playForOps plays card n for operations; an opponent's event on it
// happens before or after, as the player chose (rules 5.2).
func (s *state) playForOps(p Side, n int, eventFirst bool) {
	withEvent := cardOf(n).Side == p.Opp()
	occurred := false
	if withEvent && eventFirst {
		occurred = s.playEvent(n, p)
	}
	s.conductOps(p, n, s.opsOf(p, n))
	if withEvent && !eventFirst {
		occurred = s.playEvent(n, p)
	}
	s.finishPlayed(p, n, occurred)
}

// takeCard moves a card p plays from its hand (or the China Card) to the
// table.
func (s *state) takeCard(p Side, n int) {
	if n == chinaCard {
		s.China = Neutral
	} else {
		s.takeFromHand(p, n)
	}
	s.InPlay = append(s.InPlay, n)
}

// finishPlayed puts a card p played in an action round where it goes. The
// China Card passes face down to the opponent (rules 9.3); a US play of it
// ends Formosan Resolution.
func (s *state) finishPlayed(p Side, n int, occurred bool) {
	if n != chinaCard {
		s.finishCard(n, occurred)
		return
	}
	s.takeInPlay(n)
	s.China, s.ChinaFaceUp = p.Opp(), false
	s.logf("The China Card passes face down to the %s.", p.Opp())
	if p == US && s.effect(effFormosan) > 0 {
		s.clearEffect(effFormosan)
		s.logf("Formosan Resolution is cancelled.")
	}
}
