package twilight

// Late War crises in the Middle East: Iranian Hostage Crisis, Marine
// Barracks Bombing, Terrorism, Iran-Contra Scandal, Iran-Iraq War and
// AWACS Sale to Saudis. The card texts are the Deluxe Edition's
// (/work/shared/research/twilight-struggle/cards.csv summarises them);
// the FAQ rulings are those of faq-cards.md, section 4.

func init() {
	registerEvent(82, eventSpec{Run: iranianHostageCrisis})
	registerEvent(88, eventSpec{Run: marineBarracksBombing})
	registerEvent(92, eventSpec{Run: terrorism})
	registerEvent(93, eventSpec{Run: iranContraScandal, RealignModifier: iranContraRealign})
	registerEvent(102, eventSpec{Run: iranIraqWar})
	registerEvent(110, eventSpec{Run: awacsSale})
}

// effHostageCrisis is Iranian Hostage Crisis in effect: Terrorism played
// by the USSR makes the US discard 2 cards.
var effHostageCrisis = effectOf(82)

// iranianHostageCrisis (82): "Remove all US Influence and add 2 USSR
// Influence to Iran. This card doubles the effect of Terrorism card
// against US." The card is underlined: the doubling lasts the game.
func iranianHostageCrisis(s *state, _ Side) {
	iran := country("Iran")
	n := s.removeInf(US, iran, s.Inf[US][iran])
	s.addInf(USSR, iran, 2)
	s.setEffect(effHostageCrisis, 1)
	s.logf("Iranian Hostage Crisis: the US loses %d influence in Iran and the USSR adds 2; "+
		"Terrorism played by the USSR now makes the US discard 2 cards.", n)
}

// marineBarracksBombing (88): "Remove all US Influence in Lebanon and
// remove an additional 2 US Influence from anywhere in the Middle East."
// The USSR, whose event it is, chooses the 2 points, one at a time, and
// may take both from one country; with 2 or fewer US points left in the
// Middle East they all go without a question.
func marineBarracksBombing(s *state, _ Side) {
	lebanon := country("Lebanon")
	n := s.removeInf(US, lebanon, s.Inf[US][lebanon])
	s.logf("Marine Barracks Bombing: the US loses %d influence in Lebanon.", n)
	usME := func(c int) bool { return countries[c].Region == MiddleEast && s.Inf[US][c] > 0 }
	left := 0
	for _, c := range countriesWhere(func(c Country) bool { return usME(c.ID) }) {
		left += s.Inf[US][c]
	}
	if left == 0 {
		s.logf("Marine Barracks Bombing: the US has no other influence in the Middle East.")
		return
	}
	var taken []int
	if left <= 2 {
		for _, c := range countriesWhere(func(c Country) bool { return usME(c.ID) }) {
			for s.Inf[US][c] > 0 {
				s.removeInf(US, c, 1)
				taken = append(taken, c)
			}
		}
	} else {
		taken = s.choosePoints(USSR, "Marine Barracks Bombing: remove 1 US influence in the Middle East", 2, 0,
			usME, func(c int) { s.removeInf(US, c, 1) })
	}
	s.logf("Marine Barracks Bombing: the US also loses 1 influence in each of %s.", countryNames(taken))
}

// terrorism (92): "Opponent must randomly discard 1 card. If played by
// the USSR, and Iranian Hostage Crisis is in effect, then the US player
// must randomly discard 2 cards. (Events on the discarded cards do not
// occur.)" FAQ #92 Q1: both discards are random. p is the player; the
// China Card is never in a hand (rules 9.2) and so never discarded; a
// scoring card discarded this way does not score (rules 5.4). A
// discarded card goes face up to the discard pile, so it is logged.
func terrorism(s *state, p Side) {
	o := p.Opp()
	k := 1
	if p == USSR && s.effect(effHostageCrisis) > 0 {
		k = 2
	}
	for i := 0; i < k; i++ {
		hand := s.Hands[o]
		if len(hand) == 0 {
			s.logf("Terrorism: the %s has no card left to discard.", o)
			return
		}
		n := hand[s.Rand.Intn(len(hand))]
		s.takeFromHand(o, n)
		s.discard(n)
		s.logf("Terrorism: the %s discards %s at random; its event does not occur.", o, cardName(n))
	}
}

// iranContraScandal (93): "All US Realignment rolls for the remainder of
// this turn are -1." (iranContraRealign).
func iranContraScandal(s *state, _ Side) {
	s.setTurnEffect(effectOf(93), 1)
	s.logf("Iran-Contra Scandal: every US realignment roll is -1 for the rest of the turn.")
}

// iranContraRealign: -1 to the US's die in every realignment this turn.
// Both sides roll in a realignment (rules 6.2), so "all US Realignment
// rolls" is read as the US's roll whoever realigns, the USSR's
// realignments included.
func iranContraRealign(_ *state, _ effect, x Side, _ int) int {
	if x == US {
		return -1
	}
	return 0
}

// iranIraqWar (102): "Iran invades Iraq or vice versa (player's choice).
// Roll a die and subtract (-1) for every enemy controlled country
// adjacent to the target of the invasion. On a modified die roll of 4-6,
// the player receives 2 VP and replaces all the opponent's Influence in
// the target country with their Influence. The player adding Influence
// receives 2 Military Operations." The core's war resolves it (war.go):
// the opponent's superpower next to the target counts as an enemy
// country, as for the other war cards, and no Influence at stake still
// pays (FAQ #24 Q1). Flower Power charges a US play through its own
// CardPlayed hook, so nothing here knows of it.
func iranIraqWar(s *state, p Side) {
	t := s.chooseCountry(p, "Iran-Iraq War: which country is invaded?",
		[]int{country("Iran"), country("Iraq")})
	s.war(p, t, earlyWar(102))
}

// awacsSale (110): "Add 2 US Influence to Saudi Arabia. Muslim
// Revolution may no longer be played as an event." The card is
// underlined: effectOf(110) stays in force for the game, and Muslim
// Revolution's Prevented reads it.
func awacsSale(s *state, _ Side) {
	s.addInf(US, country("Saudi Arabia"), 2)
	s.setEffect(effectOf(110), 1)
	s.logf("AWACS Sale to Saudis: the US adds 2 influence in Saudi Arabia; %s may no longer be played as an event.",
		cardName(56))
}
