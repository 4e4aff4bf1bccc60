package twilight

import "strings"

// The optional Early War cards 104-106. They enter the deck only in a
// game created with optional-cards=yes (game.go periodDeck); their events
// are registered in every game, since a card not in the deck can never
// be played.

func init() {
	registerEvent(104, eventSpec{Run: cambridgeFive, Prevented: cambridgeFivePrevented})
	registerEvent(105, eventSpec{Run: specialRelationship})
	registerEvent(106, eventSpec{Run: norad, RoundEnd: noradEndOfRound})
}

// cambridgeFivePrevented: the event may not be played in the Late War
// (turns 8-10).
func cambridgeFivePrevented(s *state, _ Side) string {
	if s.Turn >= 8 {
		return "The Cambridge Five cannot be played as an event in the Late War"
	}
	return ""
}

// cambridgeFive (104): the US shows the scoring cards in its hand to the
// USSR, which then adds 1 influence in one country of a region named on
// one of them. The cards are told to the USSR only (the US knows its
// hand); the public log gives their number. The card's "may" is not
// offered as a refusal: a free point of influence never hurts the USSR.
func cambridgeFive(s *state, p Side) {
	var shown []int
	for _, n := range s.Hands[US] {
		if cards[n].Scoring {
			shown = append(shown, n)
		}
	}
	s.logf("The Cambridge Five: the US shows %d scoring cards to the USSR.", len(shown))
	if len(shown) == 0 {
		s.tell(USSR, "The Cambridge Five, turn %d: the US holds no scoring card.", s.Turn)
		return
	}
	var names []string
	for _, n := range shown {
		names = append(names, cardName(n))
	}
	s.tell(USSR, "The Cambridge Five, turn %d: the US holds %s.", s.Turn, strings.Join(names, "; "))
	ids := countriesWhere(func(c Country) bool {
		for _, n := range shown {
			if scoredBy(n, c) {
				return true
			}
		}
		return false
	})
	c := s.chooseCountry(p, "The Cambridge Five: add 1 USSR influence in which country of a region named on those cards?", ids)
	s.addInf(p, c, 1)
	s.logf("The USSR adds 1 influence in %s.", countries[c].Name)
}

// specialRelationship (105): only when the US controls the UK. Without
// NATO in effect the US adds 1 influence to a country next to the UK;
// with NATO, 2 influence to one Western European country and 2 VP. Not
// controlling the UK is read as the event occurring with no effect (the
// card says "if", it names no prerequisite), which only matters for the
// log since the card is not starred.
func specialRelationship(s *state, p Side) {
	uk := country("UK")
	if !s.controls(US, uk) {
		s.logf("Special Relationship: the US does not control the UK; no effect.")
		return
	}
	if s.effect(effNATO) == 0 {
		c := s.chooseCountry(p, "Special Relationship: add 1 US influence to which country next to the UK?", countries[uk].Adj)
		s.addInf(US, c, 1)
		s.logf("Special Relationship: the US adds 1 influence in %s.", countries[c].Name)
		return
	}
	ids := countriesWhere(func(c Country) bool { return c.InSub(WestEurope) })
	c := s.chooseCountry(p, "Special Relationship (NATO in effect): add 2 US influence to which Western European country?", ids)
	s.addInf(US, c, 2)
	s.logf("Special Relationship: the US adds 2 influence in %s.", countries[c].Name)
	s.addVP(US, 2)
}

// norad (106): puts NORAD in force for the rest of the game; the bonus
// itself comes from noradEndOfRound.
func norad(s *state, _ Side) {
	s.setEffect(effNORAD, 1)
	s.logf("NORAD: while the US controls Canada, each action round in which DEFCON moves to 2 ends with 1 US influence added.")
}

// noradEndOfRound gives NORAD's bonus at the end of an action round
// that began at DEFCON before: when NORAD is in effect, DEFCON moved to 2
// during the round (it is 2 now and was higher), and the US controls
// Canada, the US adds 1 influence to a country already holding US
// influence. The core calls it at the end of each action round
// (actionProc, through roundEnd); the headline phase is not an action
// round and does not call it (whether NORAD fires after a headline that
// moves DEFCON to 2 is unconfirmed: the card names action rounds).
func noradEndOfRound(s *state, _ effect, _ Side, before int) {
	if s.Over || s.DEFCON != 2 || before <= 2 {
		return
	}
	if !s.controls(US, country("Canada")) {
		s.logf("NORAD: DEFCON moved to 2, but the US does not control Canada.")
		return
	}
	ids := countriesWhere(func(c Country) bool { return s.Inf[US][c.ID] > 0 })
	if len(ids) == 0 { // cannot happen while the US controls Canada
		return
	}
	c := s.chooseCountry(US, "NORAD: DEFCON moved to 2; add 1 US influence to which country holding US influence?", ids)
	s.addInf(US, c, 1)
	s.logf("NORAD: the US adds 1 influence in %s.", countries[c].Name)
}
