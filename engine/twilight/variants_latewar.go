package twilight

import (
	"fmt"
	"slices"
)

// The Late War scenario (rule book p.12, "A Late War Scenario for
// Twilight Struggle"): the game starts at the headline of turn 8 with a
// published position, and the US wins only with 20 VP.

// lateWarKept are the starred Early and Mid War cards the scenario keeps
// in the deck: Bear Trap, Panama Canal Returned, Camp David Accords and
// John Paul II Elected Pope.
var lateWarKept = []int{44, 64, 65, 68}

// lateWarEffects are the events in effect at the start: NATO, Warsaw Pact
// Formed, De Gaulle Leads France, Marshall Plan, US/Japan Mutual Defense
// Pact and Flower Power.
var lateWarEffects = []int{16, 17, 21, 23, 27, 59}

// lateWarInfluence is the scenario's map, USSR then US influence. A
// country listed in the scenario without numbers has its controller's
// stability number (the minimum for control).
var lateWarInfluence = map[string][2]int{
	// US-controlled.
	"UK": {0, 5}, "Italy": {0, 2}, "Benelux": {0, 3}, "West Germany": {1, 5}, "Denmark": {0, 3},
	"Norway": {0, 4}, "Turkey": {0, 2}, "Israel": {0, 4}, "Iran": {0, 2}, "Pakistan": {0, 2},
	"Japan": {0, 4}, "South Korea": {0, 3}, "Taiwan": {0, 3}, "Australia": {0, 4},
	"Philippines": {1, 3}, "Thailand": {0, 2}, "Indonesia": {0, 1}, "Malaysia": {1, 3},
	"Zaire": {0, 1}, "Somalia": {0, 2}, "Kenya": {0, 2}, "Nigeria": {0, 1},
	"Nicaragua": {0, 1}, "Panama": {0, 2}, "Haiti": {0, 1}, "Honduras": {0, 2},
	"Dominican Republic": {0, 1}, "Venezuela": {0, 2}, "Chile": {0, 3}, "Argentina": {0, 2},
	"Colombia": {1, 2},
	// USSR-controlled.
	"East Germany": {3, 0}, "Poland": {3, 0}, "Hungary": {3, 0}, "Czechoslovakia": {3, 0},
	"Bulgaria": {3, 0}, "Cuba": {3, 0}, "North Korea": {3, 0}, "India": {3, 0},
	"Afghanistan": {2, 0}, "Laos/Cambodia": {2, 0}, "Vietnam": {5, 0}, "Iraq": {3, 0},
	"Syria": {3, 0}, "Libya": {2, 0}, "Algeria": {2, 0}, "Ethiopia": {1, 0},
	"Zimbabwe": {1, 0}, "Angola": {3, 1}, "SE African States": {2, 0},
	// Uncontrolled.
	"Spain/Portugal": {0, 1}, "France": {1, 3}, "Romania": {3, 1}, "Jordan": {2, 2},
	"Egypt": {0, 1}, "South Africa": {1, 2}, "Finland": {2, 1}, "Burma": {1, 0},
	"Peru": {1, 2}, "Yugoslavia": {2, 1}, "Saudi Arabia": {0, 2},
}

// setupLateWar builds the scenario's position: turn 8, DEFCON 4, the
// USSR 4 VP ahead, the USSR in space box 4 ("Space Walk", read as Man in
// Earth Orbit) and the US in box 6 (Eagle Has Landed, whose discard
// ability the US alone holds), the six events in effect, the map above,
// the China Card face up with the USSR, and one deck of every Early and
// Mid War card without a star (but the four kept) and every Late War card,
// 9 cards dealt to each side. It starts at the headline: the turn-8
// DEFCON improvement is already in the position. With the optional cards,
// the same rule keeps 104, 105, 107, 109 and 110 and leaves out 106 and
// 108.
func setupLateWar(seed uint64, optional bool) *state {
	s := newState(seed, optional)
	s.Variants.LateWar = true
	s.Turn, s.DEFCON, s.VP = 8, 4, -4
	s.Space[USSR], s.Space[US] = 4, 6
	names := make([]string, 0, len(lateWarInfluence))
	for name := range lateWarInfluence {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		c := country(name)
		s.Inf[USSR][c], s.Inf[US][c] = lateWarInfluence[name][0], lateWarInfluence[name][1]
	}
	for _, n := range lateWarEffects {
		s.setEffect(effectOf(n), 1)
	}
	for _, p := range []Period{EarlyWar, MidWar, LateWar} {
		for _, n := range s.periodDeck(p) {
			if p != LateWar && cards[n].Starred && !slices.Contains(lateWarKept, n) {
				s.Removed = append(s.Removed, n)
				continue
			}
			s.Deck = append(s.Deck, n)
		}
	}
	if missing := s.lateWarMissing(); len(missing) > 0 {
		s.Halt = fmt.Sprintf("the Late War scenario deals cards whose events are not implemented yet "+
			"(%d, e.g. %s); the game waits until they are", len(missing), cardName(missing[0]))
	}
	s.shuffleDeck()
	s.deal(9)
	s.beginHeadline()
	return s
}

// lateWarMissing lists the cards of the scenario's deck and hands
// without an event, in card order.
func (s *state) lateWarMissing() []int {
	var out []int
	for _, n := range slices.Sorted(slices.Values(slices.Concat(s.Deck, s.Hands[USSR], s.Hands[US]))) {
		if eventOf(n) == nil {
			out = append(out, n)
		}
	}
	return out
}

// endByVP ends the game on the VP track, as the final scoring does
// (rules 10.3.2): the side ahead wins, 0 is a draw. In the Late War
// scenario the US wins only with 20 VP or more, and any other result is
// a USSR win (rule book p.12, Victory); Wargames played by the US ends
// the game the same way there.
func (s *state) endByVP(what string) {
	if s.Variants.LateWar {
		if s.VP >= 20 {
			s.endGame("US", fmt.Sprintf("the US has 20 VP at %s (Late War scenario), %s", what, vpText(s.VP)))
		}
		s.endGame("USSR", fmt.Sprintf("the US has less than 20 VP at %s (Late War scenario), %s", what, vpText(s.VP)))
	}
	switch {
	case s.VP > 0:
		s.endGame("US", fmt.Sprintf("the US wins %s, %s", what, vpText(s.VP)))
	case s.VP < 0:
		s.endGame("USSR", fmt.Sprintf("the USSR wins %s, %s", what, vpText(s.VP)))
	}
	s.endGame("", fmt.Sprintf("%s ends in a draw at 0 VP", what))
}
