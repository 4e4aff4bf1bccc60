package twilight

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// explain says in the player's terms why step text (in normal form) is
// not among p's options now, when a rule can be named; else "".
func (s *state) explain(p Side, text string) string {
	f := strings.Fields(text)
	if len(f) < 2 {
		return ""
	}
	switch f[0] {
	case "play", "space", "headline":
		n, err := strconv.Atoi(f[1])
		if err != nil {
			return ""
		}
		return s.explainCard(p, f[0], n, f[2:])
	case "coup", "realign", "influence":
		c, ok := countryByName[strings.ToLower(strings.Join(f[1:], " "))]
		if !ok {
			return ""
		}
		if s.askingForACard(p) {
			if f[0] == "influence" {
				return fmt.Sprintf("first name the card you play, e.g. \"play <card> ops influence %s\"", countries[c].Name)
			}
			return fmt.Sprintf("first name the card you play, e.g. \"%s %s with <card>\"", f[0], countries[c].Name)
		}
		if kind := s.spendingKind(p); kind != "" && kind != f[0] {
			return fmt.Sprintf("all Ops of a card go to one kind of operation (rules 6.0), and these go to %s", kindNames[kind])
		}
		return s.explainTarget(p, f[0], c)
	}
	return ""
}

var kindNames = map[string]string{"influence": "influence", "coup": "a coup", "realign": "realignment rolls"}

// spendingKind is the kind of operation p's current question is about
// ("influence", "realign"), or "" when it is not about spending Ops or
// still offers every kind.
func (s *state) spendingKind(p Side) string {
	a, ok := s.prompt(p)
	if !ok {
		return ""
	}
	kinds := map[string]bool{}
	for _, o := range a.Options {
		if verb, _, _ := strings.Cut(o, " "); kindNames[verb] != "" {
			kinds[verb] = true
		}
	}
	if len(kinds) != 1 {
		return ""
	}
	for k := range kinds {
		return k
	}
	return ""
}

func (s *state) explainCard(p Side, verb string, n int, rest []string) string {
	name := cardName(n)
	if verb != "headline" && s.Phase == phaseHeadline && s.Flow == nil {
		return fmt.Sprintf("this is the headline phase: choose your headline card with \"headline %d\"", n)
	}
	if verb == "headline" && n != chinaCard && n != 32 && s.askingForACard(p) {
		return fmt.Sprintf("the headline phase is over: write \"play %d event\" or \"play %d ops\"", n, n)
	}
	switch {
	case n == chinaCard && verb == "headline":
		return "the China Card may never be headlined"
	case n == chinaCard && s.China != p:
		return "you do not hold the China Card"
	case n == chinaCard && !s.ChinaFaceUp:
		return "the China Card is face down: you may play it from next turn"
	case n == chinaCard && len(rest) > 0 && rest[0] == "event":
		return "the China Card has no event; play it for ops"
	case n != chinaCard && !s.hasCard(p, n):
		return fmt.Sprintf("%s is not in your hand", name)
	case n == 32 && verb == "headline":
		return "UN Intervention may not be headlined"
	case cards[n].Scoring && verb != "headline" && (verb == "space" || len(rest) > 0 && rest[0] == "ops"):
		return fmt.Sprintf("%s is a scoring card: it can only be played as an event", name)
	case verb == "play" && len(rest) > 0 && rest[0] == "event" && cards[n].Side == p.Opp():
		return fmt.Sprintf("%s is the %s's card: play it for ops and its event happens for them", name, p.Opp())
	case verb != "headline" && !cards[n].Scoring && s.askingForACard(p) && s.mustPlayScoring(p):
		return fmt.Sprintf("a scoring card may not be held at the end of the turn (rules 10.1.5): with %d scoring cards "+
			"and %d action rounds left, play them first", s.scoringInHand(p), s.roundsFor(p)-s.AR+1)
	case verb == "play" && len(rest) > 0 && rest[0] == "event":
		if why := s.eventPrevented(n, p); why != "" {
			return fmt.Sprintf("the event of %s cannot happen now: %s", name, why)
		}
	case verb == "space" && s.Space[p] >= 8:
		return "you have finished the space race"
	case verb == "space" && s.Tries[p] >= s.spaceTriesAllowed(p):
		return "you have used your space race attempts this turn"
	case verb == "space":
		return fmt.Sprintf("%s has %d Ops; space box %d needs %d", name, s.opsOf(p, n), s.Space[p]+1, spaceTrack[s.Space[p]+1].opsNeeded)
	}
	return ""
}

func (s *state) explainTarget(p Side, verb string, c int) string {
	name := countries[c].Name
	if verb == "influence" {
		if a, ok := s.prompt(p); !ok || !slices.ContainsFunc(a.Options, func(o string) bool { return strings.HasPrefix(o, "influence ") }) {
			return "" // not a question about placing influence
		}
		if why := s.influenceBan(p, c); why != "" {
			return why
		}
		s.roundAccess()
		if !s.accessible(p, c) {
			return fmt.Sprintf("you had no influence in or next to %s at the start of the round", name)
		}
		if s.influenceCost(p, c) == 2 {
			return fmt.Sprintf("%s costs 2 Ops a point while the %s controls it", name, p.Opp())
		}
		return "the Op left is a bonus that counts only when every Op goes to Asia " +
			"(the China Card) or to Southeast Asia (Vietnam Revolts)"
	}
	switch {
	case s.Inf[p.Opp()][c] == 0:
		return fmt.Sprintf("the %s has no influence in %s", p.Opp(), name)
	case s.protected(p, c) != "":
		return s.protected(p, c)
	case s.targetBan(p, c) != "":
		return s.targetBan(p, c)
	case verb == "coup" && s.coupBan(p, c) != "":
		return s.coupBan(p, c)
	case s.regionBanned(c) != "" && !(verb == "realign" && s.Variants.RealignAnywhere):
		return s.regionBanned(c)
	}
	return ""
}

// askingForACard reports whether p is asked to play a card for the
// action round now.
func (s *state) askingForACard(p Side) bool {
	f := s.Flow
	if f == nil || f.Proc != "action" || f.Ask == nil || f.Ask.Side != p {
		return false
	}
	return slices.ContainsFunc(f.Ask.Options, func(o string) bool { return strings.HasPrefix(o, "play ") })
}

// mustPlayScoring reports whether p's scoring cards need every action
// round left, so that only they may be played (rules 10.1.5).
func (s *state) mustPlayScoring(p Side) bool {
	k := s.scoringInHand(p)
	return k > 0 && k >= s.roundsFor(p)-s.AR+1
}

// roundAccess gives s, a board outside its procedure, the access snapshot
// its waiting flow took at the start of the round (rules 6.1.1), which
// the board does not keep when it was loaded: the flow is re-run on a
// copy to the question it waits at. Without it, accessible would take the
// snapshot from the influence placed since.
func (s *state) roundAccess() {
	if s.access.taken || s.replay != nil || s.Flow == nil {
		return
	}
	c := s.copy()
	c.resume("")
	s.access = c.access
}
