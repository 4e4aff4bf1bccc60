package twilight

// The three sample Early War events that show the event machinery: a
// plain VP/DEFCON effect, a target chosen by a player, and an effect that
// stays in force. The other Early War cards live in cards_early_*.go.

func init() {
	registerEvent(19, eventSpec{Run: trumanDoctrine})
	registerEvent(25, eventSpec{Run: containment})
	registerEvent(34, eventSpec{Run: nuclearTestBan})
}

// nuclearTestBan (34): the player gains VP equal to DEFCON minus 2, then
// DEFCON improves by 2.
func nuclearTestBan(s *state, p Side) {
	s.addVP(p, s.DEFCON-2)
	s.improveDEFCON(2)
}

// trumanDoctrine (19): remove all USSR influence from one uncontrolled
// country in Europe. With no such country the event has no effect (it is
// still played and removed; rules 5.2).
func trumanDoctrine(s *state, p Side) {
	targets := countriesWhere(func(c Country) bool {
		return c.Region == Europe && s.controller(c.ID) == Neutral && s.Inf[USSR][c.ID] > 0
	})
	if len(targets) == 0 {
		s.logf("No uncontrolled European country holds USSR influence.")
		return
	}
	c := s.chooseCountry(p, "Truman Doctrine: remove all USSR influence from which uncontrolled European country?", targets)
	n := s.removeInf(USSR, c, s.Inf[USSR][c])
	s.logf("The USSR loses its %d influence in %s.", n, countries[c].Name)
}

// containment (25): for the rest of the turn US cards get +1 Op, up to 4
// (applied in opsOf).
func containment(s *state, p Side) {
	s.setTurnEffect(effContainment, 1)
	s.logf("Containment: US cards get +1 Op (max 4) for the rest of the turn.")
}
