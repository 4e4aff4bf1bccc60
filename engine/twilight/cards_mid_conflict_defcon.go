package twilight

import (
	"fmt"
	"slices"
	"strconv"
)

// Mid War cards that move DEFCON or change what a coup does to it:
// Cuban Missile Crisis, Nuclear Subs, SALT Negotiations, Summit, How I
// Learned to Stop Worrying and ABM Treaty.

func init() {
	registerEvent(40, eventSpec{Run: cubanMissileCrisis, BeforeCoup: cubanMissileCrisisCoup})
	registerEvent(41, eventSpec{Run: nuclearSubs, KeepDEFCON: nuclearSubsKeepDEFCON})
	registerEvent(43, eventSpec{Run: saltNegotiations, CoupModifier: saltCoupModifier})
	registerEvent(45, eventSpec{Run: summit})
	registerEvent(46, eventSpec{Run: howILearned})
	registerEvent(57, eventSpec{Run: abmTreaty})
}

// cubanMissileCrisis (40): DEFCON is set to 2, and for the rest of the
// turn any coup attempt by the player's opponent is global thermonuclear
// war: the opponent loses. The effect is on the opponent (e.On) and ends
// with the turn, not the game (FAQ Errata: not underlined).
func cubanMissileCrisis(s *state, p Side) {
	s.setDEFCON(2)
	s.setTurnEffect(effectOn(40, p.Opp()), 1)
	s.logf("Cuban Missile Crisis: any coup attempt by the %s this turn loses the game, unless the %s first removes 2 influence from %s.",
		p.Opp(), p.Opp(), countryNames(missileCrisisBases(p.Opp())))
}

// missileCrisisBases are where side p may remove 2 influence to cancel a
// Cuban Missile Crisis on it: Cuba for the USSR, West Germany or Turkey
// for the US (card 40; FAQ Errata: "Germany" is West Germany).
func missileCrisisBases(p Side) []int {
	if p == USSR {
		return []int{country("Cuba")}
	}
	return []int{country("West Germany"), country("Turkey")}
}

// cubanMissileCrisisCoup runs when p attempts a coup while a Cuban
// Missile Crisis is on p. The cancellation may be used at any moment,
// also in the opponent's round (FAQ #40 Q1); it only matters before a
// coup, so it is offered then: p may remove 2 of its influence from a
// base to cancel the crisis and go on with the coup. Otherwise the coup
// is nuclear war and p loses, whoever is phasing, also with a free coup
// from an event (FAQ #40 Q3, #62 Q2); DEFCON at the time does not matter
// (FAQ #40 Q1) and Nuclear Subs does not help (card 41's text).
func cubanMissileCrisisCoup(s *state, e effect, p Side, _ int, _ bool) {
	if p != e.On {
		return
	}
	var vals []string
	for _, c := range missileCrisisBases(p) {
		if s.Inf[p][c] >= 2 {
			vals = append(vals, countries[c].Name)
		}
	}
	if len(vals) > 0 {
		vals = append(vals, "no")
		v := s.choose(p, "Cuban Missile Crisis: a coup now loses the game. Cancel the crisis first by removing 2 of your influence from which country? (no: coup anyway and lose)", vals)
		if v != "no" {
			c := country(v)
			s.removeInf(p, c, 2)
			s.clearEffect(e)
			s.logf("The %s removes 2 influence from %s and cancels the Cuban Missile Crisis.", p, countries[c].Name)
			return
		}
	}
	s.endGame(seats[p.Opp()], fmt.Sprintf("Cuban Missile Crisis: the %s attempted a coup, starting a nuclear war, and loses", p))
}

// nuclearSubs (41): for the rest of the turn US coups in battlegrounds do
// not lower DEFCON. Events still move DEFCON (FAQ #41 Q1: Summit, ABM
// Treaty, How I Learned).
func nuclearSubs(s *state, _ Side) {
	s.setTurnEffect(effectOf(41), 1)
	s.logf("Nuclear Subs: US coups in battlegrounds do not lower DEFCON for the rest of the turn.")
}

// nuclearSubsKeepDEFCON keeps DEFCON after a US battleground coup. The
// card speaks of "US Operations used for Coup attempts"; a free coup of
// an event is made with the Operations value of its card, so it is kept
// too.
func nuclearSubsKeepDEFCON(_ *state, _ effect, p Side, _ int, _ bool) bool {
	return p == US
}

// saltNegotiations (43): DEFCON improves by 2; every coup roll, by
// either side and free or not, gets -1 for the rest of the turn; then the
// player may take one non-scoring card from the discard pile into his
// hand, showing it to the opponent (a public log line: the discard pile
// is open to both, FAQ §5.0 Q1).
func saltNegotiations(s *state, p Side) {
	s.improveDEFCON(2)
	s.setTurnEffect(effectOf(43), 1)
	s.logf("SALT Negotiations: every coup roll gets -1 for the rest of the turn.")
	vals := []string{}
	for _, n := range s.Discard {
		if !cards[n].Scoring {
			vals = append(vals, strconv.Itoa(n))
		}
	}
	if len(vals) == 0 {
		s.logf("SALT Negotiations: the discard pile holds no card to take.")
		return
	}
	v := s.choose(p, "SALT Negotiations: take which card from the discard pile into your hand (shown to your opponent)? (none: take none)", append(vals, "none"))
	if v == "none" {
		s.logf("SALT Negotiations: the %s takes no card from the discard pile.", p)
		return
	}
	n, _ := strconv.Atoi(v)
	s.Discard = slices.DeleteFunc(s.Discard, func(c int) bool { return c == n })
	s.addToHand(p, n)
	s.logf("SALT Negotiations: the %s takes %s from the discard pile.", p, cardName(n))
}

// saltCoupModifier is SALT Negotiations' -1 on every coup roll.
func saltCoupModifier(_ *state, _ effect, _ Side, _ int, _ bool) int { return -1 }

// summit (45): both roll a die, +1 for each region they dominate or
// control; the higher total gains 2 VP and may move DEFCON one step up or
// down; a tie does nothing and is not rolled again.
func summit(s *state, _ Side) {
	regions := s.summitRegions()
	rolls := [2]int{}
	for _, x := range []Side{USSR, US} {
		rolls[x] = s.Rand.D6()
		s.logf("Summit: the %s rolls %d + %d regions dominated or controlled = %d.", x, rolls[x], regions[x], rolls[x]+regions[x])
	}
	u, a := rolls[USSR]+regions[USSR], rolls[US]+regions[US]
	if u == a {
		s.logf("Summit: a tie; nothing happens.")
		return
	}
	w := US
	if u > a {
		w = USSR
	}
	s.addVP(w, 2)
	s.checkVP()
	vals := []string{"degrade"}
	if s.DEFCON < 5 {
		vals = append([]string{"improve"}, vals...)
	}
	switch s.choose(w, fmt.Sprintf("Summit: move DEFCON (now %d) one step? (keep: leave it)", s.DEFCON), append(vals, "keep")) {
	case "improve":
		s.improveDEFCON(1)
	case "degrade":
		s.degradeDEFCON(1)
	default:
		s.logf("Summit: the %s leaves DEFCON at %d.", w, s.DEFCON)
	}
}

// summitRegions counts, for each side, the six scoring regions it
// dominates or controls, by the scoring cards' definitions (rules 10.1).
// Summit is not a scoring: no country is left out (Shuttle Diplomacy acts
// on scoring cards only) and Taiwan is no battleground under Formosan
// Resolution, which holds "for scoring purposes only" (card 35).
func (s *state) summitRegions() [2]int {
	if v := s.Effects.get(effFormosan); v > 0 {
		s.Effects.del(effFormosan)
		defer s.Effects.set(effFormosan, v)
	}
	var n [2]int
	for r := Europe; r <= SouthAmerica; r++ {
		t := s.regionTally(r, nil)
		for _, x := range []Side{USSR, US} {
			if t[x].level == "domination" || t[x].level == "control" {
				n[x]++
			}
		}
	}
	return n
}

// howILearned (46): the player sets DEFCON to any level from 1 to 5 and
// gains 5 military operations. DEFCON 1 loses the game for the phasing
// player (setDEFCON; FAQ #67 Q2), Nuclear Subs does not stop it (FAQ #41
// Q1).
func howILearned(s *state, p Side) {
	v := s.chooseNumber(p, fmt.Sprintf("How I Learned to Stop Worrying: set DEFCON (now %d) to which level?", s.DEFCON), 1, 5)
	s.logf("How I Learned to Stop Worrying: the %s sets DEFCON to %d.", p, v)
	s.setDEFCON(v)
	s.addMilOps(p, 5)
	s.logf("The %s gains 5 military operations (now %d).", p, s.MilOps[p])
}

// abmTreaty (57): DEFCON improves by 1, then the player conducts
// Operations as with a 4 Ops card. The 4 Ops are granted by the event: no
// card modifier changes them, as for Olympic Games' boycott (FAQ #31 Q1).
func abmTreaty(s *state, p Side) {
	s.improveDEFCON(1)
	s.conductOps(p, 0, 4)
}
