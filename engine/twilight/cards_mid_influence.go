package twilight

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Mid War events that move influence or score a handful of countries:
// Portuguese Empire Crumbles, South African Unrest, Allende, Willy
// Brandt, Muslim Revolution, OPEC, Colonial Rear Guards, Panama Canal
// Returned, Puppet Governments, John Paul II Elected Pope, OAS Founded,
// Sadat Expels Soviets, The Voice of America, Liberation Theology,
// Alliance for Progress and the optional Our Man in Tehran (card texts:
// cards_data.go). The FAQ rules on none of them; rules 5.2 example 3
// covers Alliance for Progress with nothing to score.

func init() {
	registerEvent(52, eventSpec{Run: portugueseEmpireCrumbles})
	registerEvent(53, eventSpec{Run: southAfricanUnrest})
	registerEvent(54, eventSpec{Run: allende})
	registerEvent(55, eventSpec{Run: willyBrandt, Prevented: willyBrandtPrevented})
	registerEvent(56, eventSpec{Run: muslimRevolution, Prevented: muslimRevolutionPrevented})
	registerEvent(61, eventSpec{Run: opec, Prevented: opecPrevented})
	registerEvent(63, eventSpec{Run: colonialRearGuards})
	registerEvent(64, eventSpec{Run: panamaCanalReturned})
	registerEvent(66, eventSpec{Run: puppetGovernments})
	registerEvent(68, eventSpec{Run: johnPaulII})
	registerEvent(70, eventSpec{Run: oasFounded})
	registerEvent(72, eventSpec{Run: sadatExpelsSoviets})
	registerEvent(74, eventSpec{Run: voiceOfAmerica})
	registerEvent(75, eventSpec{Run: liberationTheology})
	registerEvent(78, eventSpec{Run: allianceForProgress})
	registerEvent(108, eventSpec{Run: ourManInTehran, Prevented: ourManInTehranPrevented})
}

// Effects of these cards that other events read.
var (
	effJohnPaulII   = effectOf(68) // Solidarity may be played as an event
	effTearDownWall = effectOf(96) // Willy Brandt may not be played as an event
)

// portugueseEmpireCrumbles (52): add 2 USSR influence to Angola and 2 to
// the SE African States.
func portugueseEmpireCrumbles(s *state, p Side) {
	s.addInf(p, country("Angola"), 2)
	s.addInf(p, country("SE African States"), 2)
	s.logf("Portuguese Empire Crumbles: the %s adds 2 influence to Angola and 2 to the SE African States.", p)
}

// southAfricanUnrest (53): the USSR either adds 2 influence to South
// Africa, or adds 1 there and 2 in countries adjacent to South Africa
// (Angola, Botswana: the card says "countries", so the 2 may be split).
func southAfricanUnrest(s *state, p Side) {
	sa := country("South Africa")
	mode := s.choose(p, "South African Unrest: add 2 influence to South Africa (\"only\"), "+
		"or 1 there and 2 in countries adjacent to it (\"adjacent\")?", []string{"only", "adjacent"})
	if mode == "only" {
		s.addInf(p, sa, 2)
		s.logf("South African Unrest: the %s adds 2 influence to South Africa.", p)
		return
	}
	s.addInf(p, sa, 1)
	cs := s.choosePoints(p, "South African Unrest: add 1 influence to which country adjacent to South Africa?", 2, 0,
		func(c int) bool { return slices.Contains(countries[sa].Adj, c) },
		func(c int) { s.addInf(p, c, 1) })
	s.logf("South African Unrest: the %s adds 1 influence to South Africa and 1 each to %s.", p, countryNames(cs))
}

// allende (54): add 2 USSR influence to Chile.
func allende(s *state, p Side) {
	s.addInf(p, country("Chile"), 2)
	s.logf("Allende: the %s adds 2 influence to Chile.", p)
}

// willyBrandt (55): the USSR gains 1 VP and adds 1 influence to West
// Germany; for the rest of the game NATO does not protect West Germany
// (protected in effects.go), until Tear Down This Wall cancels it.
func willyBrandt(s *state, p Side) {
	s.addVP(p, 1)
	s.addInf(p, country("West Germany"), 1)
	s.setEffect(effWillyBrandt, 1)
	s.logf("Willy Brandt: the %s adds 1 influence to West Germany; NATO no longer protects West Germany.", p)
}

// willyBrandtPrevented: Tear Down This Wall prevents Willy Brandt.
func willyBrandtPrevented(s *state, _ Side) string {
	if s.effect(effTearDownWall) > 0 {
		return "Tear Down This Wall is in effect"
	}
	return ""
}

// muslimRevolutionCountries are the eight countries Muslim Revolution
// names.
var muslimRevolutionCountries = []string{"Sudan", "Iran", "Iraq", "Egypt", "Libya", "Saudi Arabia", "Syria", "Jordan"}

// muslimRevolution (56): remove all US influence from 2 of Sudan, Iran,
// Iraq, Egypt, Libya, Saudi Arabia, Syria and Jordan. Only countries with
// US influence are offered; with 2 or fewer the choice is forced.
func muslimRevolution(s *state, p Side) {
	var ids []int
	for _, name := range muslimRevolutionCountries {
		ids = append(ids, country(name))
	}
	cs := s.pointsEach(p, "Muslim Revolution: remove all US influence from which country?", 2,
		func(c int) bool { return slices.Contains(ids, c) && s.Inf[US][c] > 0 },
		func(c int) { s.removeInf(US, c, s.Inf[US][c]) })
	if len(cs) == 0 {
		s.logf("Muslim Revolution: the US has no influence in any of its eight countries; no effect.")
		return
	}
	s.logf("Muslim Revolution: the US loses all its influence in %s.", countryNames(cs))
}

// muslimRevolutionPrevented: AWACS Sale to Saudis (110) bars the event
// for the rest of the game: its effect is in force, or the starred card
// has left the game after its event.
func muslimRevolutionPrevented(s *state, _ Side) string {
	if s.effect(effectOf(110)) > 0 || slices.Contains(s.Removed, 110) {
		return "AWACS Sale to Saudis is in effect"
	}
	return ""
}

// opecCountries are the seven countries OPEC scores.
var opecCountries = []string{"Egypt", "Iran", "Libya", "Saudi Arabia", "Iraq", "Gulf States", "Venezuela"}

// opec (61): the USSR gains 1 VP for each of Egypt, Iran, Libya, Saudi
// Arabia, Iraq, the Gulf States and Venezuela it controls.
func opec(s *state, p Side) {
	var held []int
	for _, name := range opecCountries {
		if c := country(name); s.controls(p, c) {
			held = append(held, c)
		}
	}
	if len(held) == 0 {
		s.logf("OPEC: the %s controls none of its seven countries; no VP.", p)
		return
	}
	s.logf("OPEC: the %s controls %s.", p, countryNames(held))
	s.addVP(p, len(held))
}

// opecPrevented: North Sea Oil (86) bars OPEC for the rest of the game.
// Its own effect lasts only its turn (the extra round), but the card is
// starred: once its event occurred it is among the removed cards.
func opecPrevented(s *state, _ Side) string {
	if s.effect(effNorthSeaOil) > 0 || slices.Contains(s.Removed, 86) {
		return "North Sea Oil has been played"
	}
	return ""
}

// colonialRearGuards (63): add 1 US influence to each of 4 countries in
// Africa or Southeast Asia.
func colonialRearGuards(s *state, p Side) {
	cs := s.pointsEach(p, "Colonial Rear Guards: add 1 US influence in which country of Africa or Southeast Asia?", 4,
		func(c int) bool { return countries[c].Region == Africa || countries[c].InSub(SoutheastAsia) },
		func(c int) { s.addInf(p, c, 1) })
	s.logf("Colonial Rear Guards: the %s adds 1 influence in %s.", p, countryNames(cs))
}

// panamaCanalReturned (64): add 1 US influence each to Panama, Costa
// Rica and Venezuela.
func panamaCanalReturned(s *state, p Side) {
	for _, name := range []string{"Panama", "Costa Rica", "Venezuela"} {
		s.addInf(p, country(name), 1)
	}
	s.logf("Panama Canal Returned: the %s adds 1 influence each to Panama, Costa Rica and Venezuela.", p)
}

// puppetGovernments (66): the US may add 1 influence to each of up to 3
// countries that hold no influence of either side ("done" stops early).
func puppetGovernments(s *state, p Side) {
	cs := s.choosePointsUpTo(p, "Puppet Governments: add 1 US influence to which country with no influence at all? Or done.", 3, 1,
		func(c int) bool { return s.Inf[US][c] == 0 && s.Inf[USSR][c] == 0 },
		func(c int) { s.addInf(p, c, 1) })
	if len(cs) == 0 {
		s.logf("Puppet Governments: the %s adds no influence.", p)
		return
	}
	s.logf("Puppet Governments: the %s adds 1 influence in %s.", p, countryNames(cs))
}

// johnPaulII (68): remove 2 USSR influence from Poland and add 1 US
// influence there; Solidarity may now be played as an event (the card is
// underlined: its effect lasts the game).
func johnPaulII(s *state, p Side) {
	poland := country("Poland")
	n := s.removeInf(USSR, poland, 2)
	s.addInf(p, poland, 1)
	s.setEffect(effJohnPaulII, 1)
	s.logf("John Paul II Elected Pope: the USSR loses %d influence in Poland, the %s adds 1; Solidarity may now be played.", n, p)
}

// oasFounded (70): add 2 US influence in Central and/or South America,
// in one country or two.
func oasFounded(s *state, p Side) {
	cs := s.choosePoints(p, "OAS Founded: add 1 US influence in which country of Central or South America?", 2, 0,
		func(c int) bool { return countries[c].Region == CentralAmerica || countries[c].Region == SouthAmerica },
		func(c int) { s.addInf(p, c, 1) })
	s.logf("OAS Founded: the %s adds influence in %s.", p, countryNames(cs))
}

// sadatExpelsSoviets (72): remove all USSR influence from Egypt and add 1
// US influence there.
func sadatExpelsSoviets(s *state, p Side) {
	egypt := country("Egypt")
	n := s.removeInf(USSR, egypt, s.Inf[USSR][egypt])
	s.addInf(p, egypt, 1)
	s.logf("Sadat Expels Soviets: the USSR loses %d influence in Egypt, the %s adds 1.", n, p)
}

// voiceOfAmerica (74): remove 4 USSR influence from countries outside
// Europe, no more than 2 per country. When no more than 4 can be removed
// at all, they are removed without a question.
func voiceOfAmerica(s *state, p Side) {
	eligible := func(c int) bool { return countries[c].Region != Europe && s.Inf[USSR][c] > 0 }
	ids := countriesWhere(func(c Country) bool { return eligible(c.ID) })
	total := 0
	for _, c := range ids {
		total += min(2, s.Inf[USSR][c])
	}
	var got []int
	switch {
	case total == 0:
		s.logf("The Voice of America: the USSR has no influence outside Europe; no effect.")
		return
	case total <= 4:
		for _, c := range ids {
			for i := s.removeInf(USSR, c, 2); i > 0; i-- {
				got = append(got, c)
			}
		}
	default:
		got = s.choosePoints(p, "The Voice of America: remove 1 USSR influence from which country outside Europe (at most 2 each)?", 4, 2,
			eligible, func(c int) { s.removeInf(USSR, c, 1) })
	}
	s.logf("The Voice of America: the USSR loses influence in %s.", countryNames(got))
}

// liberationTheology (75): add 3 USSR influence in Central America, no
// more than 2 per country.
func liberationTheology(s *state, p Side) {
	cs := s.choosePoints(p, "Liberation Theology: add 1 USSR influence in which Central American country (at most 2 each)?", 3, 2,
		func(c int) bool { return countries[c].Region == CentralAmerica },
		func(c int) { s.addInf(p, c, 1) })
	s.logf("Liberation Theology: the %s adds influence in %s.", p, countryNames(cs))
}

// allianceForProgress (78): the US gains 1 VP for each battleground it
// controls in Central and South America. With none the event still
// occurs and the card leaves the game (rules 5.2 example 3).
func allianceForProgress(s *state, p Side) {
	held := countriesWhere(func(c Country) bool {
		return (c.Region == CentralAmerica || c.Region == SouthAmerica) && s.isBattleground(c.ID) && s.controls(US, c.ID)
	})
	if len(held) == 0 {
		s.logf("Alliance for Progress: the US controls no battleground in Central or South America; no VP.")
		return
	}
	s.logf("Alliance for Progress: the US controls %s.", countryNames(held))
	s.addVP(US, len(held))
}

// ourManInTehranPrevented: the event needs a US-controlled country in
// the Middle East (its text begins "if the US controls").
func ourManInTehranPrevented(s *state, _ Side) string {
	if len(countriesWhere(func(c Country) bool { return c.Region == MiddleEast && s.controls(US, c.ID) })) == 0 {
		return "the US controls no Middle East country"
	}
	return ""
}

// ourManInTehran (108): the US looks at the top 5 cards of the draw pile
// (fewer when fewer are left), discards any of them without their events,
// and returns the rest; then the draw pile is reshuffled. The drawn cards
// are shown to the US alone (a private note); the discards are shown to
// both, as every discard is. The cards stay in the draw pile while the US
// chooses, so that every card is in one place at each question.
func ourManInTehran(s *state, p Side) {
	n := min(5, len(s.Deck))
	if n == 0 {
		s.logf("Our Man in Tehran: the draw pile is empty; no effect.")
		return
	}
	drawn := slices.Clone(s.Deck[:n])
	names := make([]string, n)
	for i, c := range drawn {
		names[i] = cardName(c)
	}
	s.tell(p, "Our Man in Tehran, turn %d: the top %d cards of the draw pile are %s.", s.Turn, n, strings.Join(names, "; "))
	s.logf("Our Man in Tehran: the %s looks at the top %d cards of the draw pile.", p, n)
	var gone []int
	for len(gone) < n {
		var vals []string
		for _, c := range drawn {
			if !slices.Contains(gone, c) {
				vals = append(vals, strconv.Itoa(c))
			}
		}
		v := s.choose(p, fmt.Sprintf("Our Man in Tehran: discard which drawn card (its event does not occur)? Or done: "+
			"the rest go back and the draw pile is reshuffled. Drawn: %s.", strings.Join(names, "; ")), append(vals, "done"))
		if v == "done" {
			break
		}
		c, _ := strconv.Atoi(v)
		gone = append(gone, c)
	}
	s.Deck = slices.DeleteFunc(s.Deck, func(c int) bool { return slices.Contains(gone, c) })
	discarded := make([]string, len(gone))
	for i, c := range gone {
		s.discard(c)
		discarded[i] = cardName(c)
	}
	s.shuffleDeck()
	if len(gone) == 0 {
		s.logf("Our Man in Tehran: the %s discards none and returns %d cards; the draw pile is reshuffled.", p, n)
		return
	}
	s.logf("Our Man in Tehran: the %s discards %s and returns %d cards; the draw pile is reshuffled.",
		p, strings.Join(discarded, "; "), n-len(gone))
}
