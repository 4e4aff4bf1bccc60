package twilight

import "slices"

// Late War events about hands and the discard pile: Star Wars and Aldrich
// Ames Remix.

func init() {
	registerEvent(85, eventSpec{Run: starWars, Prevented: starWarsPrevented})
	registerEvent(98, eventSpec{Run: aldrichAmes})
}

// starWarsPrevented: the US must be ahead on the space race; otherwise the
// event does not occur and the card is not removed (RB 5.2, FAQ #85).
func starWarsPrevented(s *state, _ Side) string {
	if s.Space[US] <= s.Space[USSR] {
		return "the US is not ahead on the space race"
	}
	return ""
}

// starWars (85): the US takes a non-scoring card from the discard pile
// and plays its event at once (a USSR card's event is carried out by the
// USSR, as for any card; eventSide). Only cards whose event can occur now
// are offered; with none the event has no effect.
func starWars(s *state, _ Side) {
	var ns []int
	for _, n := range s.Discard {
		if !cards[n].Scoring && s.eventPrevented(n, US) == "" && !slices.Contains(ns, n) {
			ns = append(ns, n)
		}
	}
	if len(ns) == 0 {
		s.logf("Star Wars: the discard pile holds no card whose event can be played; no effect.")
		return
	}
	slices.Sort(ns)
	n := s.chooseCard(US, "Star Wars: play the event of which card from the discard pile?", ns)
	i := slices.Index(s.Discard, n)
	s.Discard = slices.Delete(s.Discard, i, i+1)
	s.logf("Star Wars: the US takes %s from the discard pile and plays its event.", cardName(n))
	s.playTaken(US, n, "event")
}

// aldrichAmes (98): the US hand is shown to the USSR for the rest of the
// turn (the USSR's view lists it while the turn effect lasts, cards drawn
// later included), and the USSR discards one card of it. Any card may be
// picked, a scoring card too: a discarded scoring card does not score (RB
// 5.4; the FAQ's rulings on the older Aldrich Ames do not apply to the
// Remix). The discard is public; the rest of the hand is not.
func aldrichAmes(s *state, _ Side) {
	s.setTurnEffect(effAldrichAmes, 1)
	s.tell(USSR, "Aldrich Ames Remix, turn %d: the US hand is %s.", s.Turn, handText(s, US))
	s.logf("Aldrich Ames Remix: the US shows its hand to the USSR for the rest of the turn.")
	if len(s.Hands[US]) == 0 {
		s.logf("Aldrich Ames Remix: the US hand is empty; nothing is discarded.")
		return
	}
	n := s.chooseCard(USSR, "Aldrich Ames Remix: which card of the US hand is discarded?", s.Hands[US])
	s.takeFromHand(US, n)
	s.discard(n)
	s.logf("Aldrich Ames Remix: the USSR discards %s from the US hand.", cardName(n))
}
