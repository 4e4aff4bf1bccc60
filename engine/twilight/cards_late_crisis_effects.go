package twilight

import "fmt"

// Late War events that change the rules for a while or grant Operations:
// North Sea Oil, The Reformer, Soviets Shoot Down KAL-007, Glasnost and
// Chernobyl. Card texts: Deluxe Edition; FAQ: faq-cards.md section 4.

func init() {
	registerEvent(86, eventSpec{Run: northSeaOil})
	registerEvent(87, eventSpec{Run: theReformer, CoupBan: reformerCoupBan})
	registerEvent(89, eventSpec{Run: kal007})
	registerEvent(90, eventSpec{Run: glasnost})
	registerEvent(94, eventSpec{Run: chernobyl, InfluenceBan: chernobylBan})
}

var (
	effReformer  = effectOf(87) // the USSR may not coup in Europe; Glasnost grants 4 Ops
	effChernobyl = effectOf(94) // value: the region named, plus 1 (Europe is 0)
)

// northSeaOil (86): "OPEC event is cancelled. The US may play 8 cards (in
// 8 action rounds) for this turn only." The core gives the US 8 action
// rounds while effNorthSeaOil is in force this turn (roundsFor), each
// beyond the normal number declinable with "done" unless a scoring card
// would stay in hand (rules 10.1.5); it is 8, not one more, so the space
// station's eighth round is not doubled. OPEC's cancellation lasts the
// game: the card is starred and so leaves the game when its event
// occurs, and OPEC reads that (86 in s.Removed).
func northSeaOil(s *state, _ Side) {
	s.setTurnEffect(effNorthSeaOil, 1)
	s.logf("North Sea Oil: %s may no longer be played as an event; the US may play 8 cards (in 8 action rounds) this turn.",
		cardName(61))
}

// theReformer (87): "Add 4 Influence in Europe with no more than 2 per
// country. If USSR is ahead in VP, then add 6 Influence in Europe
// instead. USSR may no longer conduct Coup attempts in Europe. Improves
// effect of Glasnost event." The points go anywhere in Europe (an event
// needs no access), asked one at a time. The card is underlined: the
// coup ban and Glasnost's bonus last the game. Realignment in Europe
// stays legal: the text bans coup attempts only (reformerCoupBan).
func theReformer(s *state, _ Side) {
	n := 4
	if s.VP < 0 {
		n = 6
	}
	placed := s.choosePoints(USSR, fmt.Sprintf("The Reformer: add %d USSR influence in Europe, at most 2 per country", n), n, 2,
		func(c int) bool { return countries[c].Region == Europe },
		func(c int) { s.addInf(USSR, c, 1) })
	s.setEffect(effReformer, 1)
	s.logf("The Reformer: the USSR adds influence in %s; it may no longer attempt coups in Europe, and Glasnost grants 4 Ops.",
		countryNames(placed))
}

// reformerCoupBan: while The Reformer is in effect the USSR may not
// attempt a coup in Europe.
func reformerCoupBan(_ *state, _ effect, p Side, c int) string {
	if p == USSR && countries[c].Region == Europe {
		return "The Reformer: the USSR may no longer attempt coups in Europe"
	}
	return ""
}

// kal007 (89): "Degrade the DEFCON level by 1. The US gains 2 VP. If
// South Korea is US-Controlled, then the US may place Influence or
// attempt Realignments as if it played a 4 Ops card." DEFCON 1 ends the
// game at once, lost by the phasing player (rules 8.1.3; the USSR when it
// played the card for Ops), before the VP. The 2 VP are checked before
// the Ops (endGame stops the event), so a 20th VP ends the game without
// a question. The 4 Ops are granted by the
// event: no coup, no card modifier (FAQ #31 Q1 for Red Scare/Purge; the
// core's reading for CIA Created and the Olympic boycott, README.md).
func kal007(s *state, _ Side) {
	s.degradeDEFCON(1)
	s.addVP(US, 2)
	s.checkVP()
	if !s.controls(US, country("South Korea")) {
		s.logf("Soviets Shoot Down KAL-007: the US does not control South Korea; no Operations.")
		return
	}
	s.logf("Soviets Shoot Down KAL-007: the US controls South Korea and places influence or realigns with 4 Ops.")
	s.conductInfluenceOrRealign(US, 4)
}

// glasnost (90): "Improve DEFCON one level. USSR gains 2 VP. If The
// Reformer is in play, USSR may place influence or attempt realignment as
// if they played a 4 Ops card." As KAL-007: no coup (the text names
// influence and realignment only; the FAQ has no ruling), the 4 Ops are
// the event's own number, which no modifier changes (eventOps: a positive
// modifier stops at 4, Red Scare/Purge never lowers event Ops), and a
// 20th VP ends the game before them.
func glasnost(s *state, _ Side) {
	s.improveDEFCON(1)
	s.addVP(USSR, 2)
	s.checkVP()
	if s.effect(effReformer) == 0 {
		s.logf("Glasnost: The Reformer is not in effect; no Operations.")
		return
	}
	s.logf("Glasnost: with The Reformer in effect the USSR places influence or realigns with 4 Ops.")
	s.conductInfluenceOrRealign(USSR, 4)
}

// chernobyl (94): "The US must designate a single Region (Europe, Asia,
// etc.) that for the remainder of the turn the USSR cannot place
// additional Influence using Operations Points." FAQ #94 Q1: only
// placing influence with Ops is barred; USSR coups (and the influence a
// successful coup adds), realignments and events placing influence stay
// legal there. Asia includes Southeast Asia and Europe both its halves
// (rules 2.1.2).
func chernobyl(s *state, _ Side) {
	v := s.choose(US, "Chernobyl: name the region where the USSR may not place influence with Operations this turn.", regionNames)
	r := Europe
	for i, name := range regionNames {
		if name == v {
			r = Region(i)
		}
	}
	s.setTurnEffect(effChernobyl, int(r)+1)
	s.logf("Chernobyl: the USSR may not place influence with Operations in %s for the rest of the turn.", r)
}

// chernobylBan: the USSR may not place influence with Ops in the region
// the US named.
func chernobylBan(s *state, e effect, p Side, c int) string {
	if r := Region(s.effect(e) - 1); p == USSR && countries[c].Region == r {
		return fmt.Sprintf("Chernobyl: the USSR may not place influence with Operations in %s this turn", r)
	}
	return ""
}
