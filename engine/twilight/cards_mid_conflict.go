package twilight

import "slices"

// Mid War cards of war and military standing: Brush War, Arms Race,
// Flower Power and Camp David Accords. Wars resolve through the core's
// war (war.go).

func init() {
	registerEvent(36, eventSpec{Run: brushWar})
	registerEvent(39, eventSpec{Run: armsRace})
	registerEvent(59, eventSpec{Run: flowerPower, Prevented: flowerPowerPrevented, CardPlayed: flowerPowerCardPlayed})
	registerEvent(65, eventSpec{Run: campDavidAccords})
}

// flowerPowerWars are the cards Flower Power names as "war" cards:
// Korean War, Arab-Israeli War, Indo-Pakistani War, Brush War and
// Iran-Iraq War.
var flowerPowerWars = []int{11, 13, 24, 36, 102}

// brushWar (36): the player attacks any country of stability 1 or 2 and
// rolls, -1 for each adjacent country the opponent controls, the
// opponent's superpower counting as one (FAQ #36 Q1-Q2; s.war). 3-6
// wins 1 VP and replaces all the opponent's influence there with the
// player's; the player gains 3 military operations either way. Under
// NATO the USSR may not attack a US-controlled country in Europe (FAQ
// #21 note; s.protected, which De Gaulle and Willy Brandt lift).
func brushWar(s *state, p Side) {
	ids := countriesWhere(func(c Country) bool { return c.Stability <= 2 && s.protected(p, c.ID) == "" })
	c := s.chooseCountry(p, "Brush War: attack which country of stability 1 or 2?", ids)
	s.war(p, c, warSpec{Card: 36, Win: 3, VP: 1, MilOps: 3})
}

// armsRace (39): a player with more military operations than the
// opponent gains 1 VP, or 3 VP when he has also reached the required
// level, which is DEFCON (rules 8.2).
func armsRace(s *state, p Side) {
	me, them := s.MilOps[p], s.MilOps[p.Opp()]
	switch {
	case me <= them:
		s.logf("Arms Race: the %s has %d military operations, not more than the %s's %d; no VP.", p, me, p.Opp(), them)
	case me >= s.DEFCON:
		s.logf("Arms Race: the %s leads in military operations (%d to %d) and meets DEFCON %d.", p, me, them, s.DEFCON)
		s.addVP(p, 3)
	default:
		s.logf("Arms Race: the %s leads in military operations (%d to %d) but is short of DEFCON %d.", p, me, them, s.DEFCON)
		s.addVP(p, 1)
	}
}

// flowerPowerPrevented: An Evil Empire prevents Flower Power (card 97's
// text).
func flowerPowerPrevented(s *state, _ Side) string {
	if s.effect(effectOf(97)) > 0 {
		return "An Evil Empire is in effect"
	}
	return ""
}

// flowerPower (59): for the rest of the game the USSR gains 2 VP each
// time the US plays a war card, as an event or for Operations, but not on
// the Space Race (FAQ #59 Q1); An Evil Empire cancels it.
func flowerPower(s *state, _ Side) {
	s.setEffect(effectOf(59), 1)
	s.logf("Flower Power: the USSR gains 2 VP each time the US plays a war card as an event or for operations.")
}

// flowerPowerCardPlayed charges the US 2 VP for a war card it plays. A
// headline is played as an event and counts; a war card whose event is
// prevented (Arab-Israeli War under Camp David Accords) still counts
// when the US plays it for Operations. The VP are checked at once: a
// USSR at 20 wins before the card resolves (rules 10.3.1).
func flowerPowerCardPlayed(s *state, _ effect, p Side, n int, how string) {
	if p != US || how == "space" || !slices.Contains(flowerPowerWars, n) {
		return
	}
	s.logf("Flower Power: the US plays the war card %s.", cardName(n))
	s.addVP(USSR, 2)
	s.checkVP()
}

// campDavidAccords (65): the US gains 1 VP and adds 1 influence to each
// of Israel, Jordan and Egypt; Arab-Israeli War may no longer be played
// as an event (effCampDavid; arabIsraeliWarPrevented). Played for
// Operations afterwards it gives its Operations only (rules 5.2).
func campDavidAccords(s *state, _ Side) {
	s.addVP(US, 1)
	for _, name := range []string{"Israel", "Jordan", "Egypt"} {
		s.addInf(US, country(name), 1)
	}
	s.setEffect(effCampDavid, 1)
	s.logf("Camp David Accords: the US adds 1 influence each to Israel, Jordan and Egypt; Arab-Israeli War may no longer be played as an event.")
}
