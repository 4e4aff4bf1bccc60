package twilight

// Early War events, group A: the USSR's influence cards in Europe, the
// Caribbean, the Middle East and Southeast Asia. The wars are in
// cards_early_a_wars.go, the cards that move cards or tracks in
// cards_early_a_tracks.go.

func init() {
	registerEvent(7, eventSpec{Run: socialistGovernments, Prevented: socialistGovernmentsPrevented})
	registerEvent(8, eventSpec{Run: fidel})
	registerEvent(9, eventSpec{Run: vietnamRevolts})
	registerEvent(12, eventSpec{Run: romanianAbdication})
	registerEvent(14, eventSpec{Run: comecon})
	registerEvent(15, eventSpec{Run: nasser})
	registerEvent(16, eventSpec{Run: warsawPactFormed})
	registerEvent(17, eventSpec{Run: deGaulleLeadsFrance})
}

// socialistGovernments (7): remove a total of 3 US influence from Western
// Europe, no more than 2 per country. The USSR chooses point by point.
func socialistGovernments(s *state, p Side) {
	eligible := func(c int) bool { return countries[c].InSub(WestEurope) && s.Inf[US][c] > 0 }
	if len(countriesWhere(func(c Country) bool { return eligible(c.ID) })) == 0 {
		s.logf("Socialist Governments: the US has no influence in Western Europe; no effect.")
		return
	}
	cs := s.choosePoints(p, "Socialist Governments: remove 1 US influence from which Western European country?", 3, 2,
		eligible, func(c int) { s.removeInf(US, c, 1) })
	s.logf("Socialist Governments: the US loses influence in %s.", countryNames(cs))
}

// socialistGovernmentsPrevented: the event may not be played once The
// Iron Lady is in effect (card 7).
func socialistGovernmentsPrevented(s *state, _ Side) string {
	if s.effect(effIronLady) > 0 {
		return "The Iron Lady is in effect"
	}
	return ""
}

// fidel (8): remove all US influence from Cuba and add enough USSR
// influence to control it.
func fidel(s *state, p Side) {
	s.takeOver(p, country("Cuba"))
}

// romanianAbdication (12): remove all US influence from Romania and add
// enough USSR influence to control it.
func romanianAbdication(s *state, p Side) {
	s.takeOver(p, country("Romania"))
}

// vietnamRevolts (9): add 2 USSR influence to Vietnam; for the rest of
// the turn a USSR card whose Ops are all spent in Southeast Asia gets +1
// Op (the core adds it when Ops are spent; research note 7: an Op, not a
// free influence point).
func vietnamRevolts(s *state, p Side) {
	s.addInf(p, country("Vietnam"), 2)
	s.setTurnEffect(effVietnamRevolts, 1)
	s.logf("The %s adds 2 influence to Vietnam; for the rest of the turn a USSR card "+
		"whose Ops are all spent in Southeast Asia gets +1 Op.", p)
}

// comecon (14): add 1 USSR influence to each of 4 non-US-controlled
// countries in Eastern Europe (Austria and Finland included).
func comecon(s *state, p Side) {
	eligible := func(c int) bool { return countries[c].InSub(EastEurope) && !s.controls(US, c) }
	cs := s.choosePoints(p, "COMECON: add 1 USSR influence to which non-US-controlled Eastern European country?", 4, 1,
		eligible, func(c int) { s.addInf(p, c, 1) })
	if len(cs) == 0 {
		s.logf("COMECON: the US controls every Eastern European country; no effect.")
		return
	}
	s.logf("COMECON: the %s adds 1 influence to %s.", p, countryNames(cs))
}

// nasser (15): add 2 USSR influence to Egypt; the US removes half its
// influence there, rounded up.
func nasser(s *state, p Side) {
	egypt := country("Egypt")
	s.addInf(p, egypt, 2)
	n := s.removeInf(US, egypt, (s.Inf[US][egypt]+1)/2)
	s.logf("The %s adds 2 influence to Egypt; the US loses %d there.", p, n)
}

// warsawPactFormed (16): the USSR either removes all US influence from 4
// Eastern European countries or adds 5 USSR influence in Eastern Europe,
// at most 2 per country. NATO becomes playable. Both choices are always
// offered, so that a mail may name one without first checking the board;
// a removal with no US influence in Eastern Europe does nothing.
func warsawPactFormed(s *state, p Side) {
	s.setEffect(effWarsaw, 1)
	withUS := func(c int) bool { return countries[c].InSub(EastEurope) && s.Inf[US][c] > 0 }
	mode := s.choose(p, "Warsaw Pact Formed: remove all US influence from 4 Eastern European countries, "+
		"or add 5 USSR influence in Eastern Europe (at most 2 per country)?", []string{"remove", "add"})
	switch {
	case mode == "remove" && len(countriesWhere(func(c Country) bool { return withUS(c.ID) })) == 0:
		s.logf("Warsaw Pact Formed: the US has no influence in Eastern Europe to remove.")
	case mode == "remove":
		cs := s.choosePoints(p, "Warsaw Pact Formed: remove all US influence from which Eastern European country?", 4, 1,
			withUS, func(c int) { s.removeInf(US, c, s.Inf[US][c]) })
		s.logf("Warsaw Pact Formed: the US loses all its influence in %s.", countryNames(cs))
	default:
		cs := s.choosePoints(p, "Warsaw Pact Formed: add 1 USSR influence to which Eastern European country?", 5, 2,
			func(c int) bool { return countries[c].InSub(EastEurope) }, func(c int) { s.addInf(p, c, 1) })
		s.logf("Warsaw Pact Formed: the %s adds influence in %s.", p, countryNames(cs))
	}
	s.logf("Warsaw Pact Formed is in effect: NATO may now be played.")
}

// deGaulleLeadsFrance (17): remove 2 US influence from France and add 1
// USSR influence there; for the rest of the game NATO does not protect
// France (protected in effects.go).
func deGaulleLeadsFrance(s *state, p Side) {
	france := country("France")
	n := s.removeInf(US, france, 2)
	s.addInf(p, france, 1)
	s.setEffect(effDeGaulle, 1)
	s.logf("De Gaulle Leads France: the US loses %d influence in France, the %s adds 1; "+
		"NATO no longer protects France.", n, p)
}
