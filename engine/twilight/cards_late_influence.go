package twilight

import (
	"fmt"
	"strconv"
	"strings"
)

// Late War events that move influence: The Iron Lady, Reagan Bombs
// Libya, Ortega Elected in Nicaragua, Latin American Debt Crisis, Tear
// Down This Wall and Solidarity (card texts: cards_data.go).

func init() {
	registerEvent(83, eventSpec{Run: ironLady})
	registerEvent(84, eventSpec{Run: reaganBombsLibya})
	registerEvent(91, eventSpec{Run: ortega})
	registerEvent(95, eventSpec{Run: latinAmericanDebtCrisis})
	registerEvent(96, eventSpec{Run: tearDownThisWall})
	registerEvent(101, eventSpec{Run: solidarity, Prevented: solidarityPrevented})
}

// ironLady (83): add 1 USSR influence to Argentina, remove all USSR
// influence from the UK, and the US gains 1 VP; Socialist Governments
// may no longer be played as an event (socialistGovernmentsPrevented).
func ironLady(s *state, p Side) {
	s.addInf(USSR, country("Argentina"), 1)
	uk := country("UK")
	n := s.removeInf(USSR, uk, s.Inf[USSR][uk])
	s.setEffect(effIronLady, 1)
	s.logf("The Iron Lady: the USSR adds 1 influence to Argentina and loses %d in the UK; "+
		"Socialist Governments may no longer be played as an event.", n)
	s.addVP(p, 1)
}

// reaganBombsLibya (84): the US gains 1 VP for every 2 USSR influence in
// Libya, rounded down.
func reaganBombsLibya(s *state, p Side) {
	n := s.Inf[USSR][country("Libya")]
	if n < 2 {
		s.logf("Reagan Bombs Libya: the USSR has %d influence in Libya; no VP.", n)
		return
	}
	s.logf("Reagan Bombs Libya: the USSR has %d influence in Libya.", n)
	s.addVP(p, n/2)
}

// ortega (91): remove all US influence from Nicaragua; then the USSR may
// make a free coup with the card's Ops in a country adjacent to
// Nicaragua. A free coup ignores the DEFCON ban on regions, gives no
// military operations and still lowers DEFCON in a battleground (FAQ
// §5.0 Q4, rules 8.2.5; s.coup with free set). "Using this card's
// Operations value" is event-granted Ops (eventOps), as for CIA Created.
func ortega(s *state, p Side) {
	nic := country("Nicaragua")
	n := s.removeInf(US, nic, s.Inf[US][nic])
	s.logf("Ortega Elected in Nicaragua: the US loses %d influence in Nicaragua.", n)
	var opts []string
	for _, c := range countries[nic].Adj {
		if s.canTarget(p, c, true) {
			opts = append(opts, "coup "+countries[c].Name)
		}
	}
	if len(opts) == 0 {
		s.logf("Ortega Elected in Nicaragua: no country adjacent to Nicaragua may be couped; no free coup.")
		return
	}
	a := s.ask(p, fmt.Sprintf("Ortega Elected in Nicaragua: a free coup with %d Ops next to Nicaragua, or done.", s.eventOps(p, 91)),
		append(opts, "done"))
	if a == "done" {
		s.logf("The %s makes no free coup.", p)
		return
	}
	s.coup(p, country(strings.TrimPrefix(a, "coup ")), s.eventOps(p, 91), true)
}

// latinAmericanDebtCrisis (95): the US discards a card worth 3 or more
// Ops, or else the USSR may double its influence in 2 South American
// countries. The Ops are the card's as the US would play it, modifiers
// included (FAQ §7.4 Q1); the China Card is never discarded to an event.
// The US may decline to discard even when it could.
func latinAmericanDebtCrisis(s *state, p Side) {
	var vals, names []string
	for _, n := range s.Hands[US] {
		if s.opsOf(US, n) >= 3 {
			vals = append(vals, strconv.Itoa(n))
			names = append(names, cardName(n))
		}
	}
	if len(vals) > 0 {
		v := s.choose(US, fmt.Sprintf("Latin American Debt Crisis: discard which card worth 3+ Ops (%s)? Or none: "+
			"the USSR may then double its influence in 2 South American countries.", strings.Join(names, "; ")), append(vals, "none"))
		if v != "none" {
			n, _ := strconv.Atoi(v)
			s.takeFromHand(US, n)
			s.discard(n)
			s.logf("Latin American Debt Crisis: the US discards %s.", cardName(n))
			return
		}
		s.logf("Latin American Debt Crisis: the US discards no card.")
	} else {
		s.logf("Latin American Debt Crisis: the US holds no card worth 3 or more Ops.")
	}
	eligible := func(c int) bool { return countries[c].Region == SouthAmerica && s.Inf[p][c] > 0 }
	if len(countriesWhere(func(c Country) bool { return eligible(c.ID) })) == 0 {
		s.logf("Latin American Debt Crisis: the %s has no influence in South America to double.", p)
		return
	}
	cs := s.choosePointsUpTo(p, "Latin American Debt Crisis: double your influence in which South American country? Or done.", 2, 1,
		eligible, func(c int) { s.addInf(p, c, s.Inf[p][c]) })
	if len(cs) == 0 {
		s.logf("Latin American Debt Crisis: the %s doubles no influence.", p)
		return
	}
	s.logf("Latin American Debt Crisis: the %s doubles its influence in %s.", p, countryNames(cs))
}

// tearDownThisWall (96): cancels and prevents Willy Brandt (NATO protects
// West Germany again; willyBrandtPrevented), adds 3 US influence to East
// Germany, then the US may make a free coup or free realignment rolls in
// Europe with the card's Ops as event-granted Ops (eventOps). Europe only: a free coup elsewhere
// is not offered. Free, they ignore the DEFCON ban on Europe, but a coup
// in a battleground still lowers DEFCON and none gives military
// operations (FAQ #96 Q1). Each realignment roll may target a different
// European country; the US may stop after any roll.
func tearDownThisWall(s *state, p Side) {
	if s.effect(effWillyBrandt) > 0 {
		s.clearEffect(effWillyBrandt)
		s.logf("Tear Down This Wall cancels Willy Brandt: NATO protects West Germany again.")
	}
	s.setEffect(effTearDownWall, 1)
	s.addInf(p, country("East Germany"), 3)
	s.logf("Tear Down This Wall: the %s adds 3 influence to East Germany.", p)
	ops := s.eventOps(p, 96)
	targets := func() []int {
		return countriesWhere(func(c Country) bool { return c.Region == Europe && s.canTarget(p, c.ID, true) })
	}
	var opts []string
	for _, c := range targets() {
		opts = append(opts, "coup "+countries[c].Name)
	}
	for _, c := range targets() {
		opts = append(opts, "realign "+countries[c].Name)
	}
	if len(opts) == 0 {
		s.logf("Tear Down This Wall: no European country may be couped or realigned; no free operation.")
		return
	}
	a := s.ask(p, fmt.Sprintf("Tear Down This Wall: a free coup or %d free realignment rolls in Europe, or done.", ops),
		append(opts, "done"))
	verb, name, _ := strings.Cut(a, " ")
	switch verb {
	case "done":
		s.logf("The %s makes no free coup or realignment.", p)
	case "coup":
		s.coup(p, country(name), ops, true)
	case "realign":
		c := country(name)
		for i := 1; ; i++ {
			s.realign(p, c)
			ids := targets()
			if i == ops || len(ids) == 0 {
				return
			}
			vals := make([]string, 0, len(ids)+1)
			for _, t := range ids {
				vals = append(vals, "realign "+countries[t].Name)
			}
			a := s.ask(p, fmt.Sprintf("Tear Down This Wall: %d free realignment rolls left in Europe; roll again or stop.", ops-i),
				append(vals, "done"))
			if a == "done" {
				return
			}
			c = country(strings.TrimPrefix(a, "realign "))
		}
	}
}

// solidarity (101): add 3 US influence to Poland.
func solidarity(s *state, p Side) {
	s.addInf(p, country("Poland"), 3)
	s.logf("Solidarity: the %s adds 3 influence to Poland.", p)
}

// solidarityPrevented: Solidarity may be played as an event only once
// John Paul II Elected Pope is in effect.
func solidarityPrevented(s *state, _ Side) string {
	if s.effect(effJohnPaulII) == 0 {
		return "Solidarity needs John Paul II Elected Pope in effect"
	}
	return ""
}
