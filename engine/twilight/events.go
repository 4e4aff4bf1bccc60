package twilight

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// eventSpec is one card's event. Card files register theirs in init with
// registerEvent; see CARDS.md.
type eventSpec struct {
	// Run carries the event out for side p: the card's side for a US or
	// USSR card, the player of the card for a neutral one. It asks
	// questions with the choose helpers and changes the state directly.
	Run func(s *state, p Side)
	// Prevented, when set, says why the event cannot occur now (an unmet
	// prerequisite or a cancelling card; rules 5.2), or returns "". A
	// prevented event does not happen and a starred card goes to the
	// discard pile instead of leaving the game.
	Prevented func(s *state, p Side) string
	// NoHeadline marks a card that may not be headlined (UN Intervention).
	NoHeadline bool
	// ShedsScoring, when set, is how many of p's own scoring cards the
	// event, carried out when p plays the card in an action round, is
	// sure to let p discard (Five Year Plan, Ask Not). Rules 10.1.5 forbid
	// holding a scoring card at the end of the turn, not playing a card
	// whose event discards it (FAQ #5 Q1, §5.0 Q7), so actionOptions
	// still offers such a play when the rounds left are needed for the
	// scoring cards.
	ShedsScoring func(s *state, p Side) int

	// Rule hooks (hooks.go): the core calls them only while this card's
	// effect e is in force, once per effect (a sided effect gets e.On),
	// by card number then side. Leave them nil when the card changes no
	// core rule. CARDS.md says when each is called.

	// TargetBan says why p may not coup or realign c, or "" (Cuban
	// Missile Crisis).
	TargetBan func(s *state, e effect, p Side, c int) string
	// CoupBan says why p may not coup c while realigning it stays legal,
	// or "" (The Reformer).
	CoupBan func(s *state, e effect, p Side, c int) string
	// InfluenceBan says why p may not place influence with Ops in c, or
	// "" (Chernobyl).
	InfluenceBan func(s *state, e effect, p Side, c int) string
	// CoupModifier is added to p's coup roll in c (SALT Negotiations,
	// Latin American Death Squads).
	CoupModifier func(s *state, e effect, p Side, c int, free bool) int
	// RealignModifier is added to side x's realignment roll in c
	// (Iran-Contra Scandal); it is called for both sides of each roll.
	RealignModifier func(s *state, e effect, x Side, c int) int
	// BeforeCoup runs when p attempts a coup in c, before the roll (Cuban
	// Missile Crisis, Yuri and Samantha).
	BeforeCoup func(s *state, e effect, p Side, c int, free bool)
	// KeepDEFCON reports whether p's coup in battleground c leaves DEFCON
	// as it is (Nuclear Subs).
	KeepDEFCON func(s *state, e effect, p Side, c int, free bool) bool
	// RoundStart runs at the start of p's action round ar; true means the
	// hook used up the round (Quagmire, Bear Trap).
	RoundStart func(s *state, e effect, p Side, ar int) bool
	// RoundEnd runs at the end of p's action round; defconBefore is
	// DEFCON at the round's start (NORAD, We Will Bury You).
	RoundEnd func(s *state, e effect, p Side, defconBefore int)
	// CardPlayed runs when p plays card n, before it resolves: how is
	// "event", "ops" or "space" in an action round, "headline" for a
	// headline that is not cancelled (Flower Power).
	CardPlayed func(s *state, e effect, p Side, n int, how string)
	// ActionOptions returns the options of p's action round ar, given
	// the core's: it may drop options or keep "done", not invent a new
	// kind (Missile Envy: only itself for Ops).
	ActionOptions func(s *state, e effect, p Side, ar int, opts []string) []string
	// ScoringExclude lists countries left out of region r's scoring for
	// both sides; final is the final scoring (Shuttle Diplomacy).
	ScoringExclude func(s *state, e effect, r Region, final bool) []int
}

// events holds every implemented event by card number (nil: none), read
// through eventOf; the core's hooks look them up in their hottest loops.
var events = make([]*eventSpec, len(cardTable)+1)

// eventOf is card n's event, or nil when it has none.
func eventOf(n int) *eventSpec {
	if n < 0 || n >= len(events) {
		return nil
	}
	return events[n]
}

// registerEvent adds card n's event; registering a number twice panics.
func registerEvent(n int, e eventSpec) {
	if cardOf(n) == nil || n >= len(events) {
		panic(fmt.Sprintf("twilight: event for unknown card %d", n))
	}
	if events[n] != nil {
		panic(fmt.Sprintf("twilight: event %d registered twice", n))
	}
	events[n] = &e
}

// eventSide is the side that carries out card n's event when p plays it.
func eventSide(n int, p Side) Side {
	if s := cardOf(n).Side; s != Neutral {
		return s
	}
	return p
}

// eventPrevented says why card n's event would not occur if p played it,
// or "" when it would (also "" for a card whose event is not implemented:
// that halts the game when it happens).
func (s *state) eventPrevented(n int, p Side) string {
	if why := s.ccwPrevented(n, eventSide(n, p)); why != "" {
		return why
	}
	e := eventOf(n)
	if e == nil || e.Prevented == nil {
		return ""
	}
	return e.Prevented(s, eventSide(n, p))
}

// playEvent carries out card n's event as played by side p and reports
// whether it occurred. A card whose event is not implemented yet halts the
// game rather than inventing an effect. Victory by VP is checked once the
// event has resolved in full (rules 10.3.1).
func (s *state) playEvent(n int, p Side) bool {
	e := eventOf(n)
	if e == nil {
		s.halt(fmt.Sprintf("the event of card %s is not implemented yet; "+
			"the game waits until it is", cardName(n)))
	}
	who := eventSide(n, p)
	if why := s.eventPrevented(n, p); why != "" {
		s.logf("The event of %s does not occur: %s.", cardName(n), why)
		return false
	}
	s.logv("Event: %s (carried out by the %s).", textArg(cardName(n)), textArg(who.String()))
	e.Run(s, who)
	s.checkVP()
	return true
}

// finishCard puts a played card where it goes after play: out of the game
// when its starred event occurred (rules 7.3), else on the discard pile.
// The China Card is handled by passChina. A card its own event moved off
// the table (Missile Envy into the opponent's hand, Shuttle Diplomacy in
// front of the US) stays where the event put it.
func (s *state) finishCard(n int, eventOccurred bool) {
	if !s.takeInPlay(n) {
		return
	}
	if eventOccurred && cardOf(n).Starred {
		s.remove(n)
		return
	}
	s.discard(n)
}

// takeInPlay takes card n off the table of cards being resolved and
// reports whether it was there.
func (s *state) takeInPlay(n int) bool {
	for i, c := range s.InPlay {
		if c == n {
			s.InPlay = append(s.InPlay[:i], s.InPlay[i+1:]...)
			return true
		}
	}
	return false
}

// choose asks side p to pick one of values (words such as "yes",
// numbers, or names) and returns the value picked. Players answer
// "choose <value>".
func (s *state) choose(p Side, question string, values []string) string {
	if r := s.replay; r != nil && r.next < len(r.answers) {
		// A re-run flow: the recorded answer is one of the values; the
		// options need not be written out to check it.
		a := r.answers[r.next]
		if v, ok := strings.CutPrefix(a, "choose "); ok && slices.Contains(values, v) {
			s.reseedAt(r.next)
			r.next++
			return v
		}
		panic(fmt.Sprintf("twilight: replayed answer %q is not among the choices %v", a, values))
	}
	opts := make([]string, len(values))
	for i, v := range values {
		if t, ok := chooseText[v]; ok {
			opts[i] = t
		} else {
			opts[i] = "choose " + v
		}
	}
	return s.askOwned(p, question, opts)[len("choose "):]
}

// chooseText holds the choose options of the values most asked for,
// countries, card numbers and words, built once so that a question's
// options are written without allocating.
var chooseText = func() map[string]string {
	m := map[string]string{}
	add := func(v string) { m[v] = "choose " + v }
	for _, r := range countryTable {
		add(r.Name)
	}
	for n := range 121 {
		add(strconv.Itoa(n))
	}
	for _, w := range []string{"yes", "no", "done"} {
		add(w)
	}
	return m
}()

// chooseCountry asks side p to pick one of the countries ids.
func (s *state) chooseCountry(p Side, question string, ids []int) int {
	names := make([]string, len(ids))
	for i, c := range ids {
		names[i] = countries[c].Name
	}
	return country(s.choose(p, question, names))
}

// chooseCard asks side p to pick one of the cards nums.
func (s *state) chooseCard(p Side, question string, nums []int) int {
	vals := make([]string, len(nums))
	for i, n := range nums {
		vals[i] = strconv.Itoa(n)
	}
	n, _ := strconv.Atoi(s.choose(p, question, vals))
	return n
}

// chooseYesNo asks side p a yes/no question.
func (s *state) chooseYesNo(p Side, question string) bool {
	return s.choose(p, question, []string{"yes", "no"}) == "yes"
}

// chooseNumber asks side p for a number from lo to hi.
func (s *state) chooseNumber(p Side, question string, lo, hi int) int {
	var vals []string
	for v := lo; v <= hi; v++ {
		vals = append(vals, strconv.Itoa(v))
	}
	n, _ := strconv.Atoi(s.choose(p, question, vals))
	return n
}

// choosePoints asks side p up to n times for a country, one point at a
// time, and calls apply after each choice so that the next question sees
// the new board. A country is offered while eligible(c) holds and it has
// been chosen fewer than perCountry times (0: no limit). It stops early
// when no country is eligible, and returns the countries chosen in order.
// Use it for "add 1 Influence to each of 4 countries" (perCountry 1) or
// "remove 4 Influence, no more than 2 per country" (perCountry 2).
func (s *state) choosePoints(p Side, question string, n, perCountry int, eligible func(c int) bool, apply func(c int)) []int {
	return s.pickPoints(p, question, n, perCountry, false, eligible, apply)
}

// choosePointsUpTo is choosePoints for "up to n" effects: every question
// also offers "choose done", which ends the choices early.
func (s *state) choosePointsUpTo(p Side, question string, n, perCountry int, eligible func(c int) bool, apply func(c int)) []int {
	return s.pickPoints(p, question, n, perCountry, true, eligible, apply)
}

// pickCountry asks p for one of ids; with a single candidate there is
// nothing to choose and none is asked. ids must not be empty.
func (s *state) pickCountry(p Side, question string, ids []int) int {
	if len(ids) == 1 {
		return ids[0]
	}
	return s.chooseCountry(p, question, ids)
}

// pointsEach applies one point to each of n different eligible
// countries, asked one at a time. When no more than n countries are
// eligible the choice is forced: each gets its point without a question.
// It returns the countries in the order they were chosen.
func (s *state) pointsEach(p Side, question string, n int, eligible func(c int) bool, apply func(c int)) []int {
	ids := countriesWhere(func(c Country) bool { return eligible(c.ID) })
	if len(ids) > n {
		return s.choosePoints(p, question, n, 1, eligible, apply)
	}
	for _, c := range ids {
		apply(c)
	}
	return ids
}

func (s *state) pickPoints(p Side, question string, n, perCountry int, canStop bool, eligible func(c int) bool, apply func(c int)) []int {
	var chosen []int
	var times [numCountries]int
	for i := 0; i < n; i++ {
		var ids countryMask
		k := 0
		for c := range countries {
			if (perCountry == 0 || times[c] < perCountry) && eligible(c) {
				ids[c] = true
				k++
			}
		}
		if k == 0 {
			break
		}
		// The options choose would write, taken from optionText.
		opts := make([]string, 0, k+1)
		for c, ok := range ids {
			if ok {
				opts = append(opts, optionText[c].choose)
			}
		}
		if canStop {
			opts = append(opts, "choose done")
		}
		v := s.askOwnedWith(p, func() string { return logVText("%s (%d of %d)", textArg(question), numArg(i+1), numArg(n)) }, opts)[len("choose "):]
		if v == "done" {
			break
		}
		c := country(v)
		times[c]++
		chosen = append(chosen, c)
		apply(c)
	}
	return chosen
}

// addVP gives side p n victory points (n may be negative).
func (s *state) addVP(p Side, n int) {
	if n == 0 {
		return
	}
	if p == US {
		s.VP += n
	} else {
		s.VP -= n
	}
	s.logv("%s %+d VP; VP now %s%d.", textArg(p.String()), numArg(n), textArg(vpLeader(s.VP)), numArg(max(s.VP, -s.VP)))
}

// vpText shows the VP track: "US 3", "USSR 5" or "0".
func vpText(vp int) string { return vpLeader(vp) + strconv.Itoa(max(vp, -vp)) }

// vpLeader is the side ahead on the VP track and a space, as vpText
// begins: "US ", "USSR " or "" at 0.
func vpLeader(vp int) string {
	switch {
	case vp > 0:
		return "US "
	case vp < 0:
		return "USSR "
	}
	return ""
}

// checkVP ends the game when a side has 20 VP (rules 10.3.1). Callers call
// it after an event or a scoring has resolved in full, never during the
// final scoring.
func (s *state) checkVP() {
	switch {
	case s.VP >= 20:
		s.endGame("US", "the US reached 20 VP")
	case s.VP <= -20:
		s.endGame("USSR", "the USSR reached 20 VP")
	}
}

// setDEFCON moves DEFCON to v, never above 5. At DEFCON 1 the phasing
// player loses at once (rules 8.1.3), whoever's event it was.
func (s *state) setDEFCON(v int) {
	v = max(min(v, 5), 1)
	if v == s.DEFCON {
		return
	}
	s.DEFCON = v
	s.logf("DEFCON is now %d.", v)
	if v == 1 {
		s.endGame(seats[s.Phasing.Opp()], fmt.Sprintf("DEFCON 1: nuclear war during the %s's turn, the %s loses", s.Phasing, s.Phasing))
	}
}

// degradeDEFCON lowers DEFCON by n.
func (s *state) degradeDEFCON(n int) { s.setDEFCON(s.DEFCON - n) }

// improveDEFCON raises DEFCON by n, up to 5.
func (s *state) improveDEFCON(n int) { s.setDEFCON(s.DEFCON + n) }
