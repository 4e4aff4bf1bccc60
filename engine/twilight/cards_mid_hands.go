package twilight

import "fmt"

// Mid War events about hands, the China Card and the track of the turn:
// Kitchen Debates, We Will Bury You, Cultural Revolution, U2 Incident,
// Lone Gunman, Nixon Plays the China Card, Ussuri River Skirmish and
// One Small Step. The card texts are those of cards.csv; the rulings are
// the FAQ's (faq-cards.md).

func init() {
	registerEvent(48, eventSpec{Run: kitchenDebates})
	registerEvent(50, eventSpec{Run: weWillBuryYou, CardPlayed: weWillBuryYouPlayed, RoundEnd: weWillBuryYouRoundEnd})
	registerEvent(58, eventSpec{Run: culturalRevolution})
	registerEvent(60, eventSpec{Run: u2Incident, CardPlayed: u2IncidentPlayed})
	registerEvent(62, eventSpec{Run: loneGunman})
	registerEvent(71, eventSpec{Run: nixonPlaysTheChinaCard})
	registerEvent(76, eventSpec{Run: ussuriRiverSkirmish})
	registerEvent(80, eventSpec{Run: oneSmallStep, Prevented: oneSmallStepPrevented})
}

// unIntervention is card 32's number, the card We Will Bury You and U2
// Incident listen for.
const unInterventionCard = 32

// kitchenDebates (48): if the US controls more battlegrounds than the
// USSR, the US gains 2 VP.
func kitchenDebates(s *state, _ Side) {
	var bg [2]int
	for _, c := range countries {
		if !s.isBattleground(c.ID) {
			continue
		}
		for _, p := range []Side{USSR, US} {
			if s.controls(p, c.ID) {
				bg[p]++
			}
		}
	}
	if bg[US] <= bg[USSR] {
		s.logf("Kitchen Debates: the US controls %d battlegrounds, the USSR %d; no effect.", bg[US], bg[USSR])
		return
	}
	s.logf("Kitchen Debates: the US controls %d battlegrounds, the USSR %d.", bg[US], bg[USSR])
	s.addVP(US, 2)
}

// effWWBY is We Will Bury You waiting for the US's next action round:
// value 1 while it waits; 2 when it was played in a US action round,
// whose end turns it to 1 (the round that counts is the US's next one).
var effWWBY = effectOf(50)

// weWillBuryYou (50): DEFCON drops by 1 at once (FAQ #49/50 Q1: a
// nuclear war falls on the phasing player); the USSR gains 3 VP unless
// the US plays UN Intervention as an event in its next action round. A
// headline does not count as that round (FAQ #49/50 Q5). The wait lasts
// into the next turn when the turn ends first, like the card's own text
// ("next action round").
func weWillBuryYou(s *state, _ Side) {
	s.degradeDEFCON(1)
	if s.Over {
		return
	}
	v := 1
	if s.AR >= 1 && s.Phasing == US {
		v = 2
	}
	s.setEffect(effWWBY, v)
	s.logf("We Will Bury You: the USSR gains 3 VP unless the US plays UN Intervention as an event in its next action round.")
}

// weWillBuryYouPlayed settles We Will Bury You when the US plays a card
// in its next action round: UN Intervention as an event cancels the VP;
// any other play gives the USSR 3 VP at once, before the US card
// resolves (FAQ #49/50 Q2: reaching 20 there wins for the USSR).
func weWillBuryYouPlayed(s *state, e effect, p Side, n int, how string) {
	if p != US || s.Phasing != US || s.AR < 1 || how == "headline" || s.effect(e) != 1 {
		return
	}
	s.clearEffect(e)
	if n == unInterventionCard && how == "event" {
		s.logf("UN Intervention cancels the VP of We Will Bury You.")
		return
	}
	s.logf("We Will Bury You: the US did not play UN Intervention.")
	s.addVP(USSR, 3)
	s.checkVP()
}

// weWillBuryYouRoundEnd gives the 3 VP when the US's next action round
// ends without a card played (under Quagmire, or with no card to play),
// and starts the wait when the card was played in a US round.
func weWillBuryYouRoundEnd(s *state, e effect, p Side, _ int) {
	if p != US {
		return
	}
	if s.effect(e) == 2 {
		s.setEffect(e, 1)
		return
	}
	s.clearEffect(e)
	s.logf("We Will Bury You: the US did not play UN Intervention.")
	s.addVP(USSR, 3)
	s.checkVP()
}

// culturalRevolution (58): if the US holds the China Card, the USSR
// takes it face up and playable (FAQ #58 Q1); if the USSR holds it, the
// USSR gains 1 VP.
func culturalRevolution(s *state, _ Side) {
	switch s.China {
	case US:
		s.China, s.ChinaFaceUp = USSR, true
		s.logf("Cultural Revolution: the USSR takes the China Card face up.")
	case USSR:
		s.logf("Cultural Revolution: the USSR holds the China Card.")
		s.addVP(USSR, 1)
	default:
		s.logf("Cultural Revolution: no one holds the China Card; no effect.")
	}
}

// effU2 is U2 Incident's turn effect: UN Intervention played as an event
// later this turn gives the USSR 1 more VP.
var effU2 = effectOf(60)

// u2Incident (60): the USSR gains 1 VP, and 1 more if UN Intervention is
// played later this turn, by either side. "Played" is read as played for
// its event: UN Intervention spent on the space race or for its Ops is a
// card like any other.
func u2Incident(s *state, _ Side) {
	s.addVP(USSR, 1)
	s.setTurnEffect(effU2, 1)
}

// u2IncidentPlayed gives the extra VP once, when UN Intervention is
// played as an event this turn.
func u2IncidentPlayed(s *state, e effect, _ Side, n int, how string) {
	if n != unInterventionCard || how != "event" {
		return
	}
	s.clearEffect(e)
	s.logf("U2 Incident: UN Intervention is played this turn.")
	s.addVP(USSR, 1)
	s.checkVP()
}

// loneGunman (62): the US shows its hand to the USSR once (FAQ #62 Q3,
// Q4), a private note, then the USSR conducts Operations with the card's
// 1 Op (eventOps: Brezhnev Doctrine adds 1, Red Scare/Purge nothing). A
// DEFCON 1 from that Op falls on the phasing player, the US when it
// played the card (FAQ #62 Q1; setDEFCON); under Cuban Missile Crisis the
// couping side loses instead (FAQ #62 Q2; that card's hook).
func loneGunman(s *state, p Side) {
	s.tell(USSR, "Lone Gunman, turn %d: the US hand is %s.", s.Turn, handText(s, US))
	s.logf("Lone Gunman: the US shows its hand of %d cards to the USSR.", len(s.Hands[US]))
	s.conductOps(p, 0, s.eventOps(p, 62))
}

// nixonPlaysTheChinaCard (71): if the USSR holds the China Card, the US
// takes it face down (not playable until the turn's end turns it up); if
// the US holds it, the US gains 2 VP. It does not end Formosan
// Resolution: only a US play of the China Card does (FAQ #6 Q4). While
// the Chinese Civil War is unresolved the US counts as holding the China
// Card for this event (rules 12.4.1).
func nixonPlaysTheChinaCard(s *state, _ Side) {
	switch {
	case s.China == USSR:
		s.China, s.ChinaFaceUp = US, false
		s.logf("Nixon Plays the China Card: the US takes the China Card face down.")
	case s.China == US || s.ccwOpen():
		if s.ccwOpen() {
			s.logf("Nixon Plays the China Card: during the Chinese Civil War the US counts as holding the China Card (rules 12.4.1).")
		} else {
			s.logf("Nixon Plays the China Card: the US holds the China Card.")
		}
		s.addVP(US, 2)
	default:
		s.logf("Nixon Plays the China Card: no one holds the China Card; no effect.")
	}
}

// ussuriRiverSkirmish (76): if the USSR holds the China Card, the US
// takes it face up and playable; otherwise the US adds 4 influence in
// Asia (Southeast Asia included), at most 2 per country. While the
// Chinese Civil War is unresolved nobody holds the China Card and the US
// counts as its holder (rules 12.4.1), so the influence branch applies.
func ussuriRiverSkirmish(s *state, _ Side) {
	if s.China == USSR {
		s.China, s.ChinaFaceUp = US, true
		s.logf("Ussuri River Skirmish: the US takes the China Card face up.")
		return
	}
	cs := s.choosePoints(US, "Ussuri River Skirmish: add 1 US influence in Asia (at most 2 per country)", 4, 2,
		func(c int) bool { return countries[c].Region == Asia },
		func(c int) { s.addInf(US, c, 1) })
	s.logf("Ussuri River Skirmish: the US adds influence in %s.", countryNames(cs))
}

// oneSmallStepPrevented: the event needs its player behind on the space
// race (rules 5.2: an unmet condition, the card is not used up).
func oneSmallStepPrevented(s *state, p Side) string {
	if s.Space[p] >= s.Space[p.Opp()] {
		return fmt.Sprintf("the %s is not behind on the space race", p)
	}
	return ""
}

// oneSmallStep (80): the player behind on the space race moves 2 boxes,
// with the VP of the second box only (FAQ #18 Q2); the abilities of the
// boxes go with the position as always. It is not a space race attempt
// (FAQ #18 Q1). One box short of the end (the opponent there already),
// the one box it can move is the box that pays.
func oneSmallStep(s *state, p Side) {
	if s.Space[p] <= 6 {
		s.Space[p]++
		s.logf("One Small Step: the %s reaches space box %d, %s, without its VP.", p, s.Space[p], spaceTrack[s.Space[p]].name)
	}
	s.advanceSpace(p)
}
