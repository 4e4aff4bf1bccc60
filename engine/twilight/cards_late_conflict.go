package twilight

import "fmt"

// Late War cards of the arms race and its end: An Evil Empire, Pershing
// II Deployed, Wargames and Yuri and Samantha.

func init() {
	registerEvent(97, eventSpec{Run: anEvilEmpire})
	registerEvent(99, eventSpec{Run: pershingII})
	registerEvent(100, eventSpec{Run: wargames, Prevented: wargamesPrevented})
	registerEvent(109, eventSpec{Run: yuriAndSamantha, BeforeCoup: yuriAndSamanthaCoup})
}

// anEvilEmpire (97): the US gains 1 VP; Flower Power is cancelled and
// may not be played as an event for the rest of the game
// (flowerPowerPrevented reads this effect; FAQ #59 Q1).
func anEvilEmpire(s *state, _ Side) {
	s.addVP(US, 1)
	if s.effect(effectOf(59)) > 0 {
		s.clearEffect(effectOf(59))
		s.logf("An Evil Empire: Flower Power is cancelled.")
	}
	s.setEffect(effectOf(97), 1)
	s.logf("An Evil Empire: Flower Power may no longer be played as an event.")
}

// pershingII (99): the USSR gains 1 VP and removes 1 US influence from
// each of up to 3 countries of Western Europe.
func pershingII(s *state, _ Side) {
	s.addVP(USSR, 1)
	eligible := func(c int) bool { return countries[c].InSub(WestEurope) && s.Inf[US][c] > 0 }
	done := s.pointsEach(USSR, "Pershing II Deployed: remove 1 US influence from which Western European country?", 3, eligible,
		func(c int) { s.removeInf(US, c, 1) })
	if len(done) == 0 {
		s.logf("Pershing II Deployed: no US influence in Western Europe to remove.")
		return
	}
	s.logf("Pershing II Deployed: the US loses 1 influence in %s.", countryNames(done))
}

// wargamesPrevented: the event occurs only at DEFCON 2; otherwise it does
// nothing and the card is discarded, not removed (FAQ #100 Q2).
func wargamesPrevented(s *state, _ Side) string {
	if s.DEFCON != 2 {
		return fmt.Sprintf("it needs DEFCON 2 (DEFCON is %d)", s.DEFCON)
	}
	return ""
}

// wargames (100): at DEFCON 2 the player may give the opponent 6 VP and
// end the game at once, with no final scoring (FAQ #100 Q1): the side
// ahead on VP then wins, 0 is a draw. In the Late War scenario a US
// Wargames ends the game by the scenario's victory rule (endByVP: the US
// needs 20 VP, else the USSR wins; rule book p.12, Victory); the scenario
// names only the US's Wargames, so a USSR Wargames ends it as here.
func wargames(s *state, p Side) {
	if !s.chooseYesNo(p, fmt.Sprintf("Wargames: give the %s 6 VP and end the game now, without final scoring?", p.Opp())) {
		s.logf("Wargames: the %s does not end the game.", p)
		return
	}
	s.addVP(p.Opp(), 6)
	if s.Variants.LateWar && p == US {
		s.endByVP("Wargames")
	}
	why := fmt.Sprintf("the %s played Wargames: the game ends at %s", p, vpText(s.VP))
	switch {
	case s.VP > 0:
		s.endGame("US", why)
	case s.VP < 0:
		s.endGame("USSR", why)
	}
	s.endGame("", why)
}

// yuriAndSamantha (109): for the rest of the turn the USSR gains 1 VP
// for each US coup attempt, free ones included.
func yuriAndSamantha(s *state, _ Side) {
	s.setTurnEffect(effectOf(109), 1)
	s.logf("Yuri and Samantha: the USSR gains 1 VP for each US coup attempt for the rest of the turn.")
}

// yuriAndSamanthaCoup gives the USSR its VP when the US attempts a coup,
// before the roll; 20 VP wins at once (rules 10.3.1).
func yuriAndSamanthaCoup(s *state, _ effect, p Side, _ int, _ bool) {
	if p != US {
		return
	}
	s.logf("Yuri and Samantha: the US attempts a coup.")
	s.addVP(USSR, 1)
	s.checkVP()
}
