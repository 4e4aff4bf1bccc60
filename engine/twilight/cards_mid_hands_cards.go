package twilight

import (
	"fmt"
	"slices"
	"strings"
)

// Mid War events that move cards between hands, the deck and the table:
// Missile Envy, Grain Sales to Soviets, Shuttle Diplomacy and Ask Not What
// Your Country Can Do For You.

func init() {
	registerEvent(missileEnvy, eventSpec{Run: missileEnvyEvent, ActionOptions: missileEnvyOptions,
		CardPlayed: missileEnvyPlayed, RoundEnd: missileEnvyRoundEnd})
	registerEvent(67, eventSpec{Run: grainSales, RoundStart: defectorsHeadlineLapses})
	registerEvent(73, eventSpec{Run: shuttleDiplomacy, ScoringExclude: shuttleDiplomacyExclude})
	registerEvent(77, eventSpec{Run: askNot, ShedsScoring: askNotSheds})
}

// missileEnvy is card 49's number.
const missileEnvy = 49

// playTaken plays card n, which p took from elsewhere, as p's play: its
// event when how is "event", else for Ops with p's modifiers (rules 7.4.1:
// a modifier belongs to its player and does not travel with the card),
// with an opponent's event on it before or after ("ops event first").
// The card goes on the table and then where it belongs.
func (s *state) playTaken(p Side, n int, how string) {
	s.InPlay = append(s.InPlay, n)
	if how == "event" {
		if n == 103 && p == US && s.Phase == phaseHeadline && s.Phasing == US {
			s.setTurnEffect(effDefectorsHeadline, 1)
		}
		s.cardPlayed(p, n, "event")
		s.finishCard(n, s.playEvent(n, p))
		return
	}
	s.cardPlayed(p, n, "ops")
	s.playForOps(p, n, how == "ops event first")
}

// effDefectorsHeadline is Defectors played as an event during a US
// headline, taken by Grain Sales or Missile Envy: it cancels the USSR
// headline when that has not resolved yet (FAQ #67 Q4, #103 Q4). When the
// USSR headline went first it lapses at the first action round
// (defectorsHeadlineLapses).
var effDefectorsHeadline = effectOn(67, USSR)

// defectorsHeadlineLapses ends effDefectorsHeadline when the action
// rounds begin; it never ends a round.
func defectorsHeadlineLapses(s *state, e effect, _ Side, _ int) bool {
	if e == effDefectorsHeadline {
		s.clearEffect(e)
	}
	return false
}

// defectorsCancelHeadline reports, once, whether Defectors taken during
// the US headline cancels p's headline (headlineProc).
func (s *state) defectorsCancelHeadline(p Side) bool {
	if p != USSR || s.effect(effDefectorsHeadline) == 0 {
		return false
	}
	s.clearEffect(effDefectorsHeadline)
	return true
}

// missileEnvyEvent (49): p takes the opponent's card with the highest
// printed Ops (the opponent picks among ties) and gives Missile Envy in
// exchange. A card whose event is p's or neutral has its event at once;
// an opponent's card gives p its Ops, with p's modifiers, and no event.
// The opponent must play Missile Envy for Ops in its next action round.
// Scoring cards have no Ops and are never taken; with no other card
// nothing is exchanged and Missile Envy goes to the discard pile. The
// China Card is not in a hand and cannot be taken.
func missileEnvyEvent(s *state, p Side) {
	o := p.Opp()
	best := 0
	var top []int
	for _, n := range s.Hands[o] {
		switch ops := cards[n].Ops; {
		case cards[n].Scoring || ops < best:
		case ops > best:
			best, top = ops, []int{n}
		default:
			top = append(top, n)
		}
	}
	if len(top) == 0 {
		s.logf("Missile Envy: the %s holds no card with Ops; no effect.", o)
		return
	}
	n := top[0]
	if len(top) > 1 {
		n = s.chooseCard(o, fmt.Sprintf("Missile Envy: which of your %d Ops cards goes to the %s?", best, p), top)
	}
	s.takeFromHand(o, n)
	if s.takeInPlay(missileEnvy) {
		s.addToHand(o, missileEnvy)
		v := 1
		if s.AR >= 1 && s.Phasing == o {
			v = 2 // given in o's own round: the next one is the one that counts
		}
		s.setEffect(effectOn(missileEnvy, o), v)
	}
	s.logf("Missile Envy: the %s takes %s from the %s, who must play Missile Envy for Ops in its next action round.", p, cardName(n), o)
	if side := cards[n].Side; side == p || side == Neutral {
		s.playTaken(p, n, "event")
		return
	}
	s.logf("Missile Envy: the %s uses the Ops of %s; its event does not occur.", p, cardName(n))
	s.InPlay = append(s.InPlay, n)
	s.cardPlayed(p, n, "ops")
	s.conductOps(p, n, s.opsOf(p, n))
	s.finishCard(n, false)
}

// missileEnvyOptions leaves the side that received Missile Envy one play:
// Missile Envy for Ops. When its round must go to a scoring card (rules
// 10.1.5) the duty waits for its next round, also in the next turn (FAQ
// §5.0 Q6).
func missileEnvyOptions(_ *state, e effect, p Side, _ int, opts []string) []string {
	if p != e.On {
		return opts
	}
	if slices.Contains(opts, "play 49 ops") {
		return []string{"play 49 ops"}
	}
	return opts
}

// missileEnvyPlayed ends the duty when its side plays Missile Envy.
func missileEnvyPlayed(s *state, e effect, p Side, n int, _ string) {
	if p == e.On && n == missileEnvy {
		s.clearEffect(e)
	}
}

// missileEnvyRoundEnd ends the duty once Missile Envy has left its side's
// hand another way (a trap discard, Five Year Plan, Grain Sales), and
// starts it counting when it was given in that side's own round.
func missileEnvyRoundEnd(s *state, e effect, p Side, _ int) {
	if p != e.On {
		return
	}
	if s.effect(e) == 2 {
		s.setEffect(e, 1)
	}
	if !s.hasCard(p, missileEnvy) {
		s.clearEffect(e)
	}
}

// grainSales (67): the US draws a card at random from the USSR hand and
// either plays it (its event or its Ops, as a US play: FAQ #67 Q1, also
// when the USSR played Grain Sales) or returns it and conducts Operations
// with Grain Sales' 2 Ops (eventOps), as it does when the USSR hand is
// empty (FAQ #67 note, Q3). The drawn card is named only to the US until
// it is played. A DEFCON 1 from the drawn card falls on the phasing
// player (FAQ #67 Q2; setDEFCON). A drawn USSR card may be played with
// UN Intervention from the US hand (FAQ #32 Q1): its event is cancelled
// and the US uses its Ops.
func grainSales(s *state, _ Side) {
	hand := s.Hands[USSR]
	if len(hand) == 0 {
		s.logf("Grain Sales to Soviets: the USSR hand is empty; the US conducts Operations with Grain Sales.")
		s.conductOps(US, 0, s.eventOps(US, 67))
		return
	}
	n := hand[s.Rand.Intn(len(hand))]
	s.takeFromHand(USSR, n)
	s.InPlay = append(s.InPlay, n) // on the table, face down, while the US decides
	s.logf("Grain Sales to Soviets: the US draws a card from the USSR hand.")
	s.tell(US, "Grain Sales to Soviets, turn %d: you drew %s from the USSR hand.", s.Turn, cardName(n))
	c := cards[n]
	var vals []string
	if c.Scoring || c.Side != USSR && s.eventPrevented(n, US) == "" {
		vals = append(vals, "event")
	}
	if !c.Scoring {
		vals = append(vals, "ops")
		if c.Side == USSR && s.eventPrevented(n, US) == "" {
			vals = append(vals, "ops event first")
		}
		if c.Side == USSR && s.hasCard(US, unInterventionCard) {
			vals = append(vals, "with UN Intervention")
		}
	}
	vals = append(vals, "return")
	how := s.choose(US, fmt.Sprintf("Grain Sales to Soviets: you drew %s. Play it (event, or ops with any USSR event after or first), or return it and use Grain Sales' Ops?", cardName(n)), vals)
	s.takeInPlay(n)
	if how == "return" {
		s.addToHand(USSR, n)
		s.logf("Grain Sales to Soviets: the US returns the card and conducts Operations with Grain Sales.")
		s.conductOps(US, 0, s.eventOps(US, 67))
		return
	}
	if how == "with UN Intervention" {
		s.takeFromHand(US, unInterventionCard)
		s.InPlay = append(s.InPlay, unInterventionCard, n)
		s.cardPlayed(US, unInterventionCard, "event")
		s.cardPlayed(US, n, "ops") // played for Ops (Flower Power, FAQ #59 Q1)
		ops := s.opsOf(US, n)
		s.logf("Grain Sales to Soviets: the US plays %s with UN Intervention; its event is cancelled and the US uses its %d Ops.", cardName(n), ops)
		s.conductOps(US, n, ops)
		s.finishCard(n, false)
		s.finishCard(unInterventionCard, true)
		return
	}
	s.logf("Grain Sales to Soviets: the US plays %s (%s).", cardName(n), how)
	s.playTaken(US, n, how)
}

// effShuttle is Shuttle Diplomacy waiting in front of the US.
var effShuttle = effectOf(73)

// shuttleDiplomacy (73): the card stays in front of the US until the next
// Asia or Middle East scoring card, then goes to the discard pile. While
// it waits it is kept with the removed cards, so that no reshuffle draws
// it again.
func shuttleDiplomacy(s *state, _ Side) {
	s.setEffect(effShuttle, 1)
	if s.takeInPlay(73) {
		s.remove(73)
	}
	s.logf("Shuttle Diplomacy waits in front of the US for the next Asia or Middle East scoring.")
}

// shuttleDiplomacyExclude: at that scoring the US chooses one
// USSR-controlled battleground of the region (FAQ #73 Q2); it counts for
// neither side, for Presence too (Q1), while the region keeps its number
// of battlegrounds, so the USSR may lose Control (Q3). It has no effect on
// Southeast Asia Scoring (Q4: that card calls no hook) or the final
// scoring (Q3). The card is used up by that scoring even when the USSR
// controls no battleground there.
func shuttleDiplomacyExclude(s *state, e effect, r Region, final bool) []int {
	if final || r != Asia && r != MiddleEast {
		return nil
	}
	s.clearEffect(e)
	if i := slices.Index(s.Removed, 73); i >= 0 {
		s.Removed = slices.Delete(s.Removed, i, i+1)
		s.discard(73)
	}
	ids := countriesWhere(func(c Country) bool {
		return c.Region == r && s.isBattleground(c.ID) && s.controls(USSR, c.ID)
	})
	if len(ids) == 0 {
		s.logf("Shuttle Diplomacy: the USSR controls no battleground in %v; it is discarded without effect.", r)
		return nil
	}
	c := s.pickCountry(US, fmt.Sprintf("Shuttle Diplomacy: which USSR-controlled battleground of %v leaves this scoring?", r), ids)
	s.logf("Shuttle Diplomacy: %s does not count in this %v scoring.", countries[c].Name, r)
	return []int{c}
}

// askNotSheds: the US playing Ask Not may discard every scoring card it
// holds (its text allows scoring cards).
func askNotSheds(s *state, p Side) int {
	if p != US {
		return 0
	}
	return s.scoringInHand(US)
}

// askNot (77): the US discards any number of cards from its hand,
// scoring cards too (their events do not occur, rules 5.4), all chosen
// before it draws, then draws as many. The discards are public; the new
// cards only the US sees. When the US holds more scoring cards than it
// has action rounds left after this one (it played Ask Not to shed them,
// sheddingPlays), it must discard that many before it may stop (rules
// 10.1.5).
func askNot(s *state, _ Side) {
	var gone []int
	mustShed := s.scoringInHand(US) - (s.roundsFor(US) - s.Rounds[US])
	for len(s.Hands[US]) > 0 {
		var vals []string
		if mustShed <= 0 {
			vals = append(vals, "done")
		}
		for _, n := range s.Hands[US] {
			if mustShed <= 0 || cards[n].Scoring {
				vals = append(vals, fmt.Sprint(n))
			}
		}
		v := s.choose(US, fmt.Sprintf("Ask Not: discard which card (%d chosen so far)? \"choose done\" when finished.", len(gone)), vals)
		if v == "done" {
			break
		}
		var n int
		fmt.Sscan(v, &n)
		s.takeFromHand(US, n)
		s.discard(n)
		gone = append(gone, n)
		mustShed--
	}
	if len(gone) == 0 {
		s.logf("Ask Not: the US discards nothing.")
		return
	}
	var names []string
	for _, n := range gone {
		names = append(names, cardName(n))
	}
	s.logf("Ask Not: the US discards %d cards (%s) and draws as many.", len(gone), strings.Join(names, "; "))
	var drawn []string
	for range gone {
		n, ok := s.drawCard()
		if !ok {
			s.logf("Ask Not: no card is left to draw.")
			break
		}
		s.addToHand(US, n)
		drawn = append(drawn, cardName(n))
	}
	if len(drawn) > 0 {
		s.tell(US, "Ask Not, turn %d: you drew %s.", s.Turn, strings.Join(drawn, "; "))
	}
}
