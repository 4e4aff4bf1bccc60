package twilight

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

func init() {
	procs["setup"] = setupProc
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
	for _, sp := range []struct {
		p    Side
		n    int
		sub  int
		name string
	}{{USSR, 6, EastEurope, "Eastern Europe"}, {US, 7, WestEurope, "Western Europe"}} {
		s.Phasing = sp.p
		targets := countriesWhere(func(c Country) bool { return c.InSub(sp.sub) })
		for i := 1; i <= sp.n; i++ {
			opts := make([]string, len(targets))
			for j, c := range targets {
				opts[j] = "influence " + countries[c].Name
			}
			a := s.ask(sp.p, fmt.Sprintf("Setup: place your free influence in %s, one point at a time (%d of %d).",
				sp.name, i, sp.n), opts)
			s.addInf(sp.p, country(strings.TrimPrefix(a, "influence ")), 1)
		}
		s.logf("The %s has placed its %d free influence in %s.", sp.p, sp.n, sp.name)
	}
	s.beginHeadline()
}

// beginHeadline opens the headline phase of the current turn.
func (s *state) beginHeadline() {
	s.Phase, s.AR, s.Rounds = phaseHeadline, 0, [2]int{}
}

// headlineOptions lists the cards p may headline: any card in hand but
// UN Intervention (the China Card is never in a hand; rules 4.5 C).
func (s *state) headlineOptions(p Side) []string {
	var opts []string
	for _, n := range s.Hands[p] {
		if n == 32 || events[n].NoHeadline {
			continue
		}
		opts = append(opts, fmt.Sprintf("headline %d", n))
	}
	return opts
}

// spaceAbility reports whether p holds the ability of space box b: p got
// there first and the opponent has not arrived yet (rules 6.4.4).
func (s *state) spaceAbility(p Side, box int) bool {
	return s.Space[p] >= box && s.Space[p.Opp()] < box
}

// headlineAsk is p's headline question, if p must choose now. With the
// box 4 ability the opponent must choose (and reveal) first.
func (s *state) headlineAsk(p Side) (ask, bool) {
	if s.Headline[p] != 0 {
		return ask{}, false
	}
	opts := s.headlineOptions(p)
	if len(opts) == 0 {
		return ask{}, false
	}
	if s.spaceAbility(p, 4) && s.Headline[p.Opp()] == 0 && len(s.headlineOptions(p.Opp())) > 0 {
		return ask{}, false
	}
	q := fmt.Sprintf("Turn %d headline: choose your headline card in secret.", s.Turn)
	if s.spaceAbility(p, 4) && s.Headline[p.Opp()] != 0 {
		q = fmt.Sprintf("Turn %d headline: the %s headlines %s; choose yours.", s.Turn, p.Opp(), cardName(s.Headline[p.Opp()]))
	}
	return ask{Side: p, Question: q, Options: opts}, true
}

// headlineWaiting reports whether a side still has to choose a headline.
func (s *state) headlineWaiting() bool {
	for _, p := range []Side{USSR, US} {
		if s.Headline[p] == 0 && len(s.headlineOptions(p)) > 0 {
			return true
		}
	}
	return false
}

// chooseHeadline records p's secret headline card.
func (s *state) chooseHeadline(p Side, opt string) {
	n, _ := strconv.Atoi(strings.TrimPrefix(opt, "headline "))
	s.takeFromHand(p, n)
	s.Headline[p] = n
	s.logf("The %s has chosen a headline card.", p)
	if _, asked := s.headlineAsk(p.Opp()); asked && s.spaceAbility(p.Opp(), 4) {
		s.Decision++ // the box 4 holder is asked only now
	}
}

// headlineProc reveals both headlines and carries out their events: the
// higher Ops value first, ties to the US, scoring cards as 0 and second
// (rules 4.5 C). The headliner is the phasing player for DEFCON.
func headlineProc(s *state, _ Side, _ int) {
	h := s.Headline
	s.Headline = [2]int{}
	for _, p := range []Side{USSR, US} {
		if h[p] != 0 {
			s.InPlay = append(s.InPlay, h[p])
		}
	}
	s.logf("Headlines revealed: USSR %s, US %s.", headlineName(h[USSR]), headlineName(h[US]))
	order := []Side{US, USSR}
	if headlineRank(h[USSR]) > headlineRank(h[US]) {
		order = []Side{USSR, US}
	}
	cancelled := [2]bool{}
	// Rules 14 and card 103: a US Defectors headline cancels the USSR's.
	if h[US] == 103 && h[USSR] != 0 {
		cancelled[USSR] = true
		order = []Side{US, USSR}
	}
	for _, p := range order {
		n := h[p]
		if n == 0 {
			continue
		}
		if cancelled[p] {
			s.logf("Defectors cancels the USSR headline %s.", cardName(n))
			s.finishCard(n, false)
			continue
		}
		s.Phasing = p
		s.snapshotAccess()
		occurred := s.playEvent(n, p)
		s.finishCard(n, occurred)
	}
	s.Phase = phaseAction
}

func headlineName(n int) string {
	if n == 0 {
		return "none"
	}
	return cardName(n)
}

// headlineRank orders headlines: Ops value, scoring cards below all.
func headlineRank(n int) int {
	if n == 0 || cards[n].Scoring {
		return -1
	}
	return cards[n].Ops
}

// roundsFor is how many action rounds p has this turn: 6 in turns 1-3,
// 7 later, 8 with the space station ability or North Sea Oil (rules 4.5).
func (s *state) roundsFor(p Side) int {
	n := 6
	if s.Turn >= 4 {
		n = 7
	}
	if s.spaceAbility(p, 8) || p == US && s.effect(effNorthSeaOil) > 0 {
		n = 8
	}
	return n
}

// nextRound finds who plays next: USSR then US in each action round.
func (s *state) nextRound() (Side, int, bool) {
	for ar := 1; ar <= 8; ar++ {
		for _, p := range []Side{USSR, US} {
			if ar <= s.roundsFor(p) && s.Rounds[p] < ar {
				return p, ar, true
			}
		}
	}
	return 0, 0, false
}

// playable lists the cards p may play now: the hand and a face-up China
// Card.
func (s *state) playable(p Side) []int {
	cs := slices.Clone(s.Hands[p])
	if s.China == p && s.ChinaFaceUp {
		cs = append(cs, chinaCard)
	}
	return cs
}

// actionOptions lists the first step of p's action round: every way to
// play every playable card. A side may not end the turn holding a scoring
// card (rules 10.1.5): when the rounds left only just suffice, only
// scoring cards are offered.
func (s *state) actionOptions(p Side, ar int) []string {
	hand := s.playable(p)
	scoring := 0
	for _, n := range hand {
		if cards[n].Scoring {
			scoring++
		}
	}
	left := s.roundsFor(p) - ar + 1
	var opts []string
	for _, n := range hand {
		c := cards[n]
		if scoring > 0 && scoring >= left && !c.Scoring {
			continue
		}
		switch {
		case c.Scoring:
			opts = append(opts, fmt.Sprintf("play %d event", n))
			continue
		case n == chinaCard:
		case c.Side == p || c.Side == Neutral:
			if s.eventPrevented(n, p) == "" {
				opts = append(opts, fmt.Sprintf("play %d event", n))
			}
		}
		opts = append(opts, fmt.Sprintf("play %d ops", n))
		if c.Side == p.Opp() && s.eventPrevented(n, p) == "" {
			opts = append(opts, fmt.Sprintf("play %d ops event first", n))
		}
		if s.canSpace(p, n) {
			opts = append(opts, fmt.Sprintf("space %d", n))
		}
	}
	return opts
}

// actionProc is one action round of side p (rules 5.0).
func actionProc(s *state, p Side, ar int) {
	s.Phasing, s.AR = p, ar
	s.Rounds[p] = ar
	s.snapshotAccess()
	defconBefore := s.DEFCON
	for _, h := range roundStart {
		if h(s, p, ar) {
			s.endRound(p, defconBefore)
			return
		}
	}
	s.playRound(p, ar)
	s.endRound(p, defconBefore)
}

// endRound runs the end-of-round hooks (NORAD).
func (s *state) endRound(p Side, defconBefore int) {
	for _, h := range roundEnd {
		h(s, p, defconBefore)
	}
}

// playRound is the card play of side p's action round ar.
func (s *state) playRound(p Side, ar int) {
	opts := s.actionOptions(p, ar)
	if ar == 8 && len(opts) > 0 {
		opts = append(opts, "done") // the extra round is a right, not a duty
	}
	if len(opts) == 0 {
		s.logf("Turn %d, action round %d: the %s has no card to play and sits out.", s.Turn, ar, p)
		return
	}
	a := s.ask(p, fmt.Sprintf("Turn %d, action round %d: play a card.", s.Turn, ar), opts)
	if a == "done" {
		s.logf("The %s declines its extra action round.", p)
		return
	}
	f := strings.Fields(a)
	n, _ := strconv.Atoi(f[1])
	s.takeCard(p, n)
	how := "ops"
	if f[0] == "space" {
		how = "space"
	} else if f[2] == "event" {
		how = "event"
	}
	for _, h := range cardPlayed {
		h(s, p, n, how)
	}
	switch {
	case f[0] == "space":
		s.logf("Turn %d, action round %d: the %s plays %s on the space race.", s.Turn, ar, p, cardName(n))
		s.spaceAttempt(p, n)
		s.finishPlayed(p, n, false)
	case f[2] == "event":
		s.logf("Turn %d, action round %d: the %s plays %s as an event.", s.Turn, ar, p, cardName(n))
		s.finishPlayed(p, n, s.playEvent(n, p))
	default:
		s.logf("Turn %d, action round %d: the %s plays %s for operations.", s.Turn, ar, p, cardName(n))
		s.playForOps(p, n, len(f) > 3)
	}
}

// playForOps plays card n for operations; an opponent's event on it
// happens before or after, as the player chose (rules 5.2).
func (s *state) playForOps(p Side, n int, eventFirst bool) {
	withEvent := cards[n].Side == p.Opp()
	occurred := false
	if withEvent && eventFirst {
		occurred = s.playEvent(n, p)
	}
	s.conductOps(p, n, s.opsOf(p, n))
	if withEvent && !eventFirst {
		occurred = s.playEvent(n, p)
	}
	s.finishPlayed(p, n, occurred)
}

// takeCard moves a card p plays from its hand (or the China Card) to the
// table.
func (s *state) takeCard(p Side, n int) {
	if n == chinaCard {
		s.China = Neutral
	} else {
		s.takeFromHand(p, n)
	}
	s.InPlay = append(s.InPlay, n)
}

// finishPlayed puts a card p played in an action round where it goes. The
// China Card passes face down to the opponent (rules 9.3); a US play of it
// ends Formosan Resolution.
func (s *state) finishPlayed(p Side, n int, occurred bool) {
	if n != chinaCard {
		s.finishCard(n, occurred)
		return
	}
	s.takeInPlay(n)
	s.China, s.ChinaFaceUp = p.Opp(), false
	s.logf("The China Card passes face down to the %s.", p.Opp())
	if p == US && s.effect(effFormosan) > 0 {
		s.clearEffect(effFormosan)
		s.logf("Formosan Resolution is cancelled.")
	}
}

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
	if s.China != Neutral && !s.ChinaFaceUp {
		s.ChinaFaceUp = true
	}
	s.TurnEffects = map[string]int{}
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
		if _, ok := events[n]; !ok {
			out = append(out, n)
		}
	}
	return out
}
