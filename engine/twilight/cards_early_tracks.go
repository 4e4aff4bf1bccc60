package twilight

import "strconv"

// Early War events that move the tracks or the cards: Duck and Cover,
// Five Year Plan, Blockade, Captured Nazi Scientist, Nuclear Test Ban and
// Defectors' action round event (its headline cancellation is in
// headline.go).

func init() {
	registerEvent(4, eventSpec{Run: duckAndCover})
	registerEvent(5, eventSpec{Run: fiveYearPlan, ShedsScoring: fiveYearPlanSheds})
	registerEvent(10, eventSpec{Run: blockade})
	registerEvent(18, eventSpec{Run: capturedNaziScientist})
	registerEvent(34, eventSpec{Run: nuclearTestBan})
	registerEvent(103, eventSpec{Run: defectors})
}

// duckAndCover (4): DEFCON degrades by 1, then the US gains 5 minus the
// new DEFCON in VP. At DEFCON 1 the phasing player has lost before any
// VP is given (setDEFCON), also when the USSR played the card.
func duckAndCover(s *state, _ Side) {
	s.degradeDEFCON(1)
	s.addVP(US, 5-s.DEFCON)
}

// fiveYearPlan (5): the USSR discards a card at random. A US event on it
// occurs at once, carried out by the US (a starred card then leaves the
// game); any other card, scoring cards included, is discarded without
// its event (FAQ on Five Year Plan: this is how the USSR may shed a scoring
// card). The phasing player stays whoever played Five Year Plan, so a
// DEFCON 1 from the triggered event is his.
func fiveYearPlan(s *state, _ Side) {
	hand := s.Hands[USSR]
	if len(hand) == 0 {
		s.logf("Five Year Plan: the USSR has no card to discard; no effect.")
		return
	}
	n := hand[s.Rand.Intn(len(hand))]
	s.takeFromHand(USSR, n)
	if cards[n].Side != US {
		s.discard(n)
		s.logf("Five Year Plan: the USSR discards %s at random; its event does not occur.", cardName(n))
		return
	}
	s.logf("Five Year Plan: the USSR discards %s at random; its US event occurs.", cardName(n))
	s.InPlay = append(s.InPlay, n)
	s.finishCard(n, s.playEvent(n, US))
}

// fiveYearPlanSheds: the USSR playing Five Year Plan is sure to discard
// a scoring card when every other card it holds is one (FAQ #5 Q1: in its
// last round, with only a scoring card left beside it).
func fiveYearPlanSheds(s *state, p Side) int {
	if p != USSR {
		return 0
	}
	others := 0
	for _, n := range s.Hands[USSR] {
		if n == 5 {
			continue
		}
		if !cards[n].Scoring {
			return 0
		}
		others++
	}
	return min(others, 1)
}

// blockade (10): unless the US discards a card worth 3 or more Ops, it
// removes all its influence from West Germany. The Ops count with the
// US's modifiers in force (Containment, Red Scare; rules 5.3);
// scoring cards are worth 0 and the China Card is never in a hand. The
// US may refuse to discard even when it could.
func blockade(s *state, _ Side) {
	var vals []string
	for _, n := range s.Hands[US] {
		if s.opsOf(US, n) >= 3 {
			vals = append(vals, strconv.Itoa(n))
		}
	}
	if len(vals) > 0 {
		v := s.choose(US, "Blockade: discard a card with 3 or more Ops, or choose none "+
			"and lose all US influence in West Germany.", append(vals, "none"))
		if v != "none" {
			n, _ := strconv.Atoi(v)
			s.takeFromHand(US, n)
			s.discard(n)
			s.logf("Blockade: the US discards %s.", cardName(n))
			return
		}
	}
	// The public log reads the same whether the US declined or could not
	// discard: the USSR must not learn what the US hand holds.
	wg := country("West Germany")
	n := s.removeInf(US, wg, s.Inf[US][wg])
	s.logf("Blockade: the US does not discard; it loses all its %d influence in West Germany.", n)
}

// capturedNaziScientist (18): the player's space race marker advances one
// box, with that box's VP; it uses no space race attempt. At the end of
// the track nothing happens.
func capturedNaziScientist(s *state, p Side) {
	if s.Space[p] >= 8 {
		s.logf("Captured Nazi Scientist: the %s is at the end of the space race; no effect.", p)
		return
	}
	s.advanceSpace(p)
}

// defectors (103), outside the headline cancellation (turn.go): when the
// USSR plays it during its action round the US gains 1 VP. The US
// playing it, or the USSR headlining it, does nothing. Ruling: the event
// looks only at whose action round it is, so Defectors discarded by Five
// Year Plan in a USSR action round also gives the VP (as Saito TS does;
// the card says "played by the USSR", and the event does occur then).
func defectors(s *state, _ Side) {
	if s.Phasing != USSR || s.AR == 0 {
		s.logf("Defectors: not played by the USSR in an action round; no effect.")
		return
	}
	s.addVP(US, 1)
}

// nuclearTestBan (34): the player gains VP equal to DEFCON minus 2, then
// DEFCON improves by 2.
func nuclearTestBan(s *state, p Side) {
	s.addVP(p, s.DEFCON-2)
	s.improveDEFCON(2)
}
