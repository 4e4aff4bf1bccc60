package twilight

import (
	"fmt"
	"slices"
	"strconv"
)

func init() {
	procs["setup"] = setupProc
	procs["bid"] = bidProc
	procs["sidebid"] = sideBidProc
	procs["headline"] = headlineProc
	procs["action"] = actionProc
	procs["endturn"] = endTurnProc
	procs["event"] = func(s *state, p Side, card int) { s.playEvent(card, p) }
}

// phaseTest is a phase in which nothing follows a flow; tests use it to
// run a single event or operation.
const phaseTest = "test"

// advance starts whatever comes next until a player must answer or the
// game ends or halts.
func (s *state) advance() {
	for s.Flow == nil && !s.Over && s.Halt == "" {
		switch s.Phase {
		case phaseBid:
			if s.bidWaiting() {
				return
			}
			if s.Variants.BidSides {
				s.startFlow("sidebid", USSR, 0)
				continue
			}
			s.startFlow("bid", USSR, 0)
		case phaseSetup:
			s.startFlow("setup", USSR, 0)
		case phaseHeadline:
			if s.headlineWaiting() {
				return
			}
			s.startFlow("headline", USSR, 0)
		case phaseAction:
			p, ar, ok := s.nextRound()
			if !ok {
				s.startFlow("endturn", USSR, 0)
				continue
			}
			s.startFlow("action", p, ar)
		default:
			return
		}
	}
}

// setupProc has the USSR place 6 influence in Eastern Europe, then the US
// 7 in Western Europe, one point at a time (rules 3.2-3.3).
func setupProc(s *state, _ Side, _ int) {
	for _, sp := range setupPlacements {
		s.Phasing = sp.p
		for i := 1; i <= sp.n; i++ {
			// The options and questions are written once for every game
			// (setupPlacements); a question never changes its options.
			a := s.askOwned(sp.p, sp.questions[i-1], sp.opts)
			s.addInf(sp.p, optionRefs[a].c, 1)
		}
		s.logf("The %s has placed its %d free influence in %s.", sp.p, sp.n, sp.name)
	}
	s.placeBonus()
	s.beginHeadline()
}

// setupPlacement is one side's free influence at setup: n points in the
// subregion sub, with the options and the question of each point.
type setupPlacement struct {
	p         Side
	n         int
	sub       int
	name      string
	opts      []string
	questions []string
}

// setupPlacements are the USSR's and the US's setup placements (rules
// 3.2-3.3), their options and questions written once (by init, after
// the countries are).
var setupPlacements = []setupPlacement{{p: USSR, n: 6, sub: EastEurope, name: "Eastern Europe"}, {p: US, n: 7, sub: WestEurope, name: "Western Europe"}}

func init() {
	t := setupPlacements
	for k := range t {
		sp := &t[k]
		for _, c := range countriesWhere(func(c Country) bool { return c.InSub(sp.sub) }) {
			sp.opts = append(sp.opts, optionText[c].influence)
		}
		sp.opts = slices.Clip(sp.opts)
		for i := 1; i <= sp.n; i++ {
			sp.questions = append(sp.questions, logText("Setup: place %d free influence in %s (%d of %d still to place). "+
				"One line may place them all, e.g. ", sp.n, sp.name, sp.n-i+1, sp.n)+strconv.Quote(setupExample[sp.p])+".")
		}
	}
}

// setupExample is a whole setup in one line, shown in the setup question.
var setupExample = [2]string{USSR: "influence Poland 3, East Germany 2, Hungary 1", US: "influence West Germany 4, Italy 3"}

// endTurnProc ends a turn (rules 4.5 E-H): the military operations check,
// the box 6 discard, the China Card turned face up, then the next turn or
// the final scoring.
func endTurnProc(s *state, _ Side, _ int) {
	s.AR = 0
	s.Phase = phaseAction
	s.militaryOpsCheck()
	for _, p := range []Side{USSR, US} {
		if s.spaceAbility(p, 6) && len(s.Hands[p]) > 0 {
			vals := []string{"none"}
			for _, n := range s.Hands[p] {
				vals = append(vals, strconv.Itoa(n))
			}
			if v := s.choose(p, "End of turn: you may discard one held card (Eagle/Bear Has Landed).", vals); v != "none" {
				n, _ := strconv.Atoi(v)
				s.takeFromHand(p, n)
				s.discard(n)
				s.logf("The %s discards %s.", p, cardName(n))
			}
		}
	}
	if s.Variants.Tournament {
		s.revealHeld()
	}
	if s.China != Neutral && !s.ChinaFaceUp {
		s.ChinaFaceUp = true
	}
	s.TurnEffects = effectSet{}
	s.Notes = [2][]string{}
	if s.Turn == 10 {
		s.finalScoring()
		return
	}
	s.Turn++
	s.beginTurn()
}

// militaryOpsCheck gives each side's shortfall below DEFCON to the other;
// when both fall short only the difference moves the marker (rules 8.2).
// In tournament play a 20th VP won here waits for the held cards to be
// shown (rules 10.3.1, 11.1.2).
func (s *state) militaryOpsCheck() {
	short := [2]int{}
	for _, p := range []Side{USSR, US} {
		short[p] = max(0, s.DEFCON-s.MilOps[p])
	}
	s.logf("Military operations check at DEFCON %d: USSR %d, US %d.", s.DEFCON, s.MilOps[USSR], s.MilOps[US])
	if d := short[USSR] - short[US]; d > 0 {
		s.addVP(US, d)
	} else if d < 0 {
		s.addVP(USSR, -d)
	}
	s.MilOps = [2]int{}
	s.Tries = [2]int{}
	if s.Variants.Tournament && (s.VP >= 20 || s.VP <= -20) {
		// Rules 10.3.1: 20 VP reached in this check, the held cards are
		// shown first; a side holding a scoring card loses instead.
		s.revealHeld()
	}
	s.checkVP()
}

// beginTurn starts turn s.Turn: the Mid War deck at turn 4 and the Late
// War deck at turn 8 (without the discards), DEFCON improves, the hands
// are dealt, the headline begins (rules 4.5 A-C).
func (s *state) beginTurn() {
	s.logf("Turn %d begins.", s.Turn)
	for _, add := range []struct {
		turn   int
		period Period
	}{{4, MidWar}, {8, LateWar}} {
		if s.Turn != add.turn {
			continue
		}
		if missing := s.missingEvents(add.period); len(missing) > 0 {
			s.halt(fmt.Sprintf("turn %d brings the %s cards, and %d of their events are not implemented yet "+
				"(e.g. %s); the game waits until they are", s.Turn, add.period, len(missing), cardName(missing[0])))
		}
		added := s.periodDeck(add.period)
		s.Deck = append(s.Deck, added...)
		s.shuffleDeck()
		s.logf("The %d %s cards are shuffled into the deck.", len(added), add.period)
	}
	s.improveDEFCON(1)
	size := 8
	if s.Turn >= 4 {
		size = 9
	}
	s.deal(size)
	s.beginHeadline()
}

// missingEvents lists the cards of a period in this game without an event.
func (s *state) missingEvents(p Period) []int {
	var out []int
	for _, n := range s.periodDeck(p) {
		if eventOf(n) == nil {
			out = append(out, n)
		}
	}
	return out
}
