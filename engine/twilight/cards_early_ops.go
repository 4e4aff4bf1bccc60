package twilight

import "fmt"

// Early War events that grant Operations or show a hand: Olympic Games,
// CIA Created and UN Intervention.

func init() {
	registerEvent(20, eventSpec{Run: olympicGames})
	registerEvent(26, eventSpec{Run: ciaCreated})
	registerEvent(32, eventSpec{Run: unIntervention, Prevented: unInterventionPrevented, NoHeadline: true})
}

// olympicGames (20): the sponsor p's opponent chooses. Participating,
// both roll, the sponsor adds 2, ties are rolled again, and the higher
// total gains 2 VP. Boycotting, DEFCON drops by 1 and the sponsor
// conducts Operations as with a 4 Ops card. DEFCON 1 from a boycott is
// blamed on the phasing player (setDEFCON), whoever boycotted. The 4 Ops
// are granted by the event: no card modifier changes them (FAQ: Red
// Scare/Purge does not reduce Ops granted by events).
func olympicGames(s *state, p Side) {
	o := p.Opp()
	if !s.chooseYesNo(o, fmt.Sprintf("Olympic Games sponsored by the %s: participate? (no: boycott, DEFCON -1 and the %s conducts 4 Ops)", p, p)) {
		s.logf("The %s boycotts the Olympic Games.", o)
		s.degradeDEFCON(1)
		s.conductOps(p, 0, 4)
		return
	}
	for {
		rp, ro := s.Rand.D6(), s.Rand.D6()
		s.logf("Olympic Games: the %s rolls %d+2 = %d, the %s rolls %d.", p, rp, rp+2, o, ro)
		switch {
		case rp+2 > ro:
			s.addVP(p, 2)
			return
		case ro > rp+2:
			s.addVP(o, 2)
			return
		}
		s.logf("A tie: both roll again.")
	}
}

// ciaCreated (26): the USSR shows its hand to the US (a private note,
// kept for the turn), then the US conducts Operations with the card's 1
// Op (FAQ #26 Q1, Q2). The Op is granted by the event: Containment adds
// 1 (rules 7.4.2 example 3), Red Scare/Purge takes nothing (FAQ #31 Q1);
// see eventOps.
func ciaCreated(s *state, p Side) {
	s.tell(US, "CIA Created, turn %d: the USSR hand is %s.", s.Turn, handText(s, USSR))
	s.logf("CIA Created: the USSR shows its hand of %d cards to the US.", len(s.Hands[USSR]))
	s.conductOps(p, 0, s.eventOps(p, 26))
}

// unTargets lists the cards of p's opponent in p's hand, the cards UN
// Intervention may be played with.
func unTargets(s *state, p Side) []int {
	var ns []int
	for _, n := range s.Hands[p] {
		if cards[n].Side == p.Opp() {
			ns = append(ns, n)
		}
	}
	return ns
}

// unInterventionPrevented: UN Intervention is played together with a
// card of the opponent from the player's hand; without one it cannot be
// played as an event.
func unInterventionPrevented(s *state, p Side) string {
	if len(unTargets(s, p)) == 0 {
		return fmt.Sprintf("UN Intervention needs a %s card in the %s's hand to play it with", p.Opp(), p)
	}
	return ""
}

// unIntervention (32): p plays a card of the opponent with it; that
// card's event is cancelled and p conducts Operations with its Ops value,
// modified as for any card p plays (Containment, Brezhnev Doctrine, Red
// Scare/Purge, Vietnam Revolts). The cancelled card goes to the discard
// pile even when starred, since its event did not occur. Headlining is
// barred (NoHeadline; also in the core's headlineOptions).
func unIntervention(s *state, p Side) {
	ns := unTargets(s, p)
	if len(ns) == 0 { // only through another event; Prevented covers plays
		s.logf("UN Intervention: the %s holds no %s card; no effect.", p, p.Opp())
		return
	}
	n := s.chooseCard(p, fmt.Sprintf("UN Intervention: play which %s card with it (its event is cancelled, you use its Ops)?", p.Opp()), ns)
	s.takeFromHand(p, n)
	s.InPlay = append(s.InPlay, n)
	s.cardPlayed(p, n, "ops") // a card played for Ops (Flower Power, FAQ #59 Q1)
	ops := s.opsOf(p, n)
	s.logf("UN Intervention: the %s plays %s with it; its event is cancelled and the %s uses its %d Ops.", p, cardName(n), p, ops)
	s.conductOps(p, n, ops)
	s.finishCard(n, false)
}
