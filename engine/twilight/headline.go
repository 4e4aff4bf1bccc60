package twilight

import (
	"strconv"
	"strings"
)

// beginHeadline opens the headline phase of the current turn.
func (s *state) beginHeadline() {
	s.Phase, s.AR, s.Rounds = phaseHeadline, 0, [2]int{}
	s.recordHands()
}

// headlineOptions lists the cards p may headline: any card in hand but
// UN Intervention (the China Card is never in a hand; rules 4.5 C).
func (s *state) headlineOptions(p Side) []string {
	var opts []string
	for _, n := range s.Hands[p] {
		if s.canHeadline(p, n) {
			if opts == nil {
				opts = make([]string, 0, len(s.Hands[p]))
			}
			opts = append(opts, cardText[n].headline)
		}
	}
	return opts
}

// canHeadline reports whether p may headline card n from its hand.
func (s *state) canHeadline(p Side, n int) bool {
	if e := eventOf(n); n == 32 || e != nil && e.NoHeadline {
		return false
	}
	// FAQ §5.0 Q6: a Missile Envy received must be played for Ops
	// in the next action round, not headlined.
	return n != 49 || s.effect(effectOn(49, p)) <= 0
}

// hasHeadlineOption reports whether headlineOptions(p) is not empty.
func (s *state) hasHeadlineOption(p Side) bool {
	for _, n := range s.Hands[p] {
		if s.canHeadline(p, n) {
			return true
		}
	}
	return false
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
	if s.spaceAbility(p, 4) && s.Headline[p.Opp()] == 0 && s.hasHeadlineOption(p.Opp()) {
		return ask{}, false
	}
	q := ""
	if s.Turn >= 0 && s.Turn < len(headlineQuestions) {
		q = headlineQuestions[s.Turn]
	} else {
		q = logText("Turn %d headline: choose your headline card in secret.", s.Turn)
	}
	if s.spaceAbility(p.Opp(), 4) && s.hasHeadlineOption(p.Opp()) {
		q = logText("Turn %d headline: choose your headline card; the %s (space box 4) sees it before choosing.", s.Turn, p.Opp())
	}
	if s.spaceAbility(p, 4) && s.Headline[p.Opp()] != 0 {
		q = logText("Turn %d headline: the %s headlines %s; choose yours.", s.Turn, p.Opp(), cardName(s.Headline[p.Opp()]))
	}
	return ask{Side: p, Question: q, Options: opts}, true
}

// headlineQuestions hold the headline question of turns 0-10 without
// space box 4, written once: the question is asked again each time
// Pending or Apply looks at the headline phase.
var headlineQuestions = func() (t [11]string) {
	for turn := range t {
		t[turn] = logText("Turn %d headline: choose your headline card in secret.", turn)
	}
	return t
}()

// headlineWaiting reports whether a side still has to choose a headline.
func (s *state) headlineWaiting() bool {
	for _, p := range []Side{USSR, US} {
		if s.Headline[p] == 0 && s.hasHeadlineOption(p) {
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
	// Card 103's text: a US Defectors headline cancels the USSR's,
	// whatever the Ops values.
	if h[US] == 103 && h[USSR] != 0 {
		cancelled[USSR] = true
		order = []Side{US, USSR}
	}
	for _, p := range order {
		n := h[p]
		if n == 0 {
			continue
		}
		if cancelled[p] || s.defectorsCancelHeadline(p) {
			s.logf("Defectors cancels the USSR headline %s.", cardName(n))
			s.finishCard(n, false)
			continue
		}
		s.Phasing = p
		s.snapshotAccess()
		s.cardPlayed(p, n, "headline")
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
	if n == 0 || cardOf(n).Scoring {
		return -1
	}
	return cardOf(n).Ops
}
