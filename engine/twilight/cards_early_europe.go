package twilight

import "fmt"

// Early War events that move influence in Europe: Socialist
// Governments, Romanian Abdication, COMECON, Warsaw Pact Formed, De
// Gaulle Leads France, Truman Doctrine, Independent Reds, Marshall Plan
// and East European Unrest.

func init() {
	registerEvent(7, eventSpec{Run: socialistGovernments, Prevented: socialistGovernmentsPrevented})
	registerEvent(12, eventSpec{Run: romanianAbdication})
	registerEvent(14, eventSpec{Run: comecon})
	registerEvent(16, eventSpec{Run: warsawPactFormed})
	registerEvent(17, eventSpec{Run: deGaulleLeadsFrance})
	registerEvent(19, eventSpec{Run: trumanDoctrine})
	registerEvent(22, eventSpec{Run: independentReds})
	registerEvent(23, eventSpec{Run: marshallPlan})
	registerEvent(29, eventSpec{Run: eastEuropeanUnrest})
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

// romanianAbdication (12): remove all US influence from Romania and add
// enough USSR influence to control it.
func romanianAbdication(s *state, p Side) {
	s.takeOver(p, country("Romania"))
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

// independentReds (22): the US picks one of Yugoslavia, Romania,
// Bulgaria, Hungary or Czechoslovakia and adds influence there until it
// equals the USSR's. Only countries where the USSR is ahead are offered;
// with none the event has no effect.
func independentReds(s *state, p Side) {
	var ids []int
	for _, name := range []string{"Yugoslavia", "Romania", "Bulgaria", "Hungary", "Czechoslovakia"} {
		if c := country(name); s.Inf[USSR][c] > s.Inf[US][c] {
			ids = append(ids, c)
		}
	}
	if len(ids) == 0 {
		s.logf("Independent Reds: the USSR has no more influence than the US in any of its five countries; no effect.")
		return
	}
	c := s.pickCountry(p, "Independent Reds: match the USSR influence in which country?", ids)
	n := s.Inf[USSR][c] - s.Inf[US][c]
	s.addInf(US, c, n)
	s.logf("The US adds %d influence in %s to match the USSR's %d.", n, countries[c].Name, s.Inf[USSR][c])
}

// marshallPlan (23): 1 US influence in each of 7 Western European
// countries the USSR does not control (all of them when fewer qualify);
// NATO becomes playable.
func marshallPlan(s *state, p Side) {
	s.setEffect(effMarshall, 1)
	got := s.pointsEach(p, "Marshall Plan: add 1 US influence to a Western European country not controlled by the USSR", 7,
		func(c int) bool { return countries[c].InSub(WestEurope) && !s.controls(USSR, c) },
		func(c int) { s.addInf(US, c, 1) })
	if len(got) == 0 {
		s.logf("Marshall Plan: the USSR controls all of Western Europe; no influence is added.")
	} else {
		s.logf("Marshall Plan: the US adds 1 influence in %s.", countryNames(got))
	}
	s.logf("NATO may now be played.")
}

// eastEuropeanUnrest (29): remove 1 USSR influence from each of 3
// Eastern European countries, 2 each from turn 8 on (the Late War). With
// 3 or fewer countries holding USSR influence, all of them lose it.
func eastEuropeanUnrest(s *state, p Side) {
	n := 1
	if s.Turn >= 8 {
		n = 2
	}
	got := s.pointsEach(p, fmt.Sprintf("East European Unrest: remove %d USSR influence from which Eastern European country?", n), 3,
		func(c int) bool { return countries[c].InSub(EastEurope) && s.Inf[USSR][c] > 0 },
		func(c int) { s.removeInf(USSR, c, n) })
	if len(got) == 0 {
		s.logf("East European Unrest: the USSR has no influence in Eastern Europe; no effect.")
		return
	}
	s.logf("East European Unrest: the USSR loses up to %d influence in each of %s.", n, countryNames(got))
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
