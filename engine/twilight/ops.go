package twilight

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// snapshotAccess records where each side has influence now: influence may
// be placed only in or next to these countries for the rest of the round
// (rules 6.1.1). The snapshot is the set of countries this makes
// accessible per side, which the option lists of the round take whole
// instead of asking country by country.
func (s *state) snapshotAccess() {
	for _, p := range []Side{USSR, US} {
		reach := superSet[p]
		for c, n := range &s.Inf[p] { // through a pointer: the array is not copied
			if n > 0 {
				reach[0] |= reachSet[c][0]
				reach[1] |= reachSet[c][1]
			}
		}
		s.access.reach[p] = reach
	}
	s.access.taken = true
}

// ensureAccess takes the snapshot of snapshotAccess unless the round
// has one.
func (s *state) ensureAccess() {
	if !s.access.taken {
		s.snapshotAccess()
	}
}

// accessible reports whether p may place influence in c with Ops: c or a
// neighbour held p's influence at the start of the round, or c is next to
// p's own superpower.
func (s *state) accessible(p Side, c int) bool {
	s.ensureAccess()
	return s.access.reach[p].has(c)
}

// influenceCost is the Ops one more point of p's influence in c costs now:
// 2 while the opponent controls c, else 1 (rules 6.1.2; re-checked per
// point, so it drops once control breaks).
func (s *state) influenceCost(p Side, c int) int {
	if s.controls(p.Opp(), c) {
		return 2
	}
	return 1
}

// opsBudget tracks the Ops of one card being spent, with the China
// Card's and Vietnam Revolts' bonus Op that counts only when every Op is
// spent in Asia or Southeast Asia (rules 9.4; card 9).
type opsBudget struct {
	ops     int
	spent   int
	china   bool
	vietnam bool
	allAsia bool
	allSEA  bool
}

// newBudget is the budget of p's ops Operations of card (0 for Ops
// granted by an event).
func (s *state) newBudget(p Side, card, ops int) *opsBudget {
	b := s.budget(p, card, ops)
	return &b
}

// budget is newBudget as a value, which a caller that keeps it to itself
// holds without an allocation.
func (s *state) budget(p Side, card, ops int) opsBudget {
	return opsBudget{ops: ops, china: card == chinaCard,
		vietnam: p == USSR && card != 0 && s.effect(effVietnamRevolts) > 0, allAsia: true, allSEA: true}
}

// left is how many Ops remain for a target in country c.
func (b *opsBudget) left(c int) int {
	n := b.ops - b.spent
	if b.china && b.allAsia && countries[c].Region == Asia {
		n++
	}
	if b.vietnam && b.allSEA && countries[c].InSub(SoutheastAsia) {
		n++
	}
	return n
}

// describe says how many Ops are left, with a bonus Op still open.
func (b *opsBudget) describe() string {
	if q, ok := b.questions(); ok {
		return q.left
	}
	return describeOps(b.ops-b.spent, b.bonus())
}

// bonus says which bonus Ops are still open: bonusAsia, bonusSEA, both
// or neither.
func (b *opsBudget) bonus() int {
	k := 0
	if b.china && b.allAsia {
		k |= bonusAsia
	}
	if b.vietnam && b.allSEA {
		k |= bonusSEA
	}
	return k
}

// The bonus Ops an opsBudget may still have open (bonus).
const (
	bonusAsia = 1 << iota // the China Card's, in Asia
	bonusSEA              // Vietnam Revolts', in Southeast Asia
)

// describeOps is describe for n Ops left and the bonus Ops still open.
func describeOps(n, bonus int) string {
	text := strconv.Itoa(n) + " Ops"
	if n == 1 {
		text = "1 Op"
	}
	switch bonus {
	case bonusAsia | bonusSEA:
		text += " (+1 in Asia, +1 more in Southeast Asia)"
	case bonusAsia:
		text += " (+1 if in Asia)"
	case bonusSEA:
		text += " (+1 if in Southeast Asia)"
	}
	return text
}

// opsQuestionTexts are the questions that spending Ops asks, for one
// number of Ops left and one set of bonus Ops still open.
type opsQuestionTexts struct {
	left            string    // describe
	operate, nocoup string    // askOperate with and without coups
	place           [2]string // placeInfluence, by the side placing
	realign         string    // realignRolls
}

// opsQuestions holds the questions of spending Ops for up to 7 Ops left,
// written once: one is asked for nearly every point spent.
var opsQuestions = func() (t [8][4]opsQuestionTexts) {
	for n := range t {
		for bonus := range t[n] {
			d := describeOps(n, bonus)
			t[n][bonus] = opsQuestionTexts{
				left:    d,
				operate: "Spend " + d + ": place influence, coup, or realign (one kind only).",
				nocoup:  "Spend " + d + ": place influence or realign (one kind only).",
				place: [2]string{
					"Place influence: " + d + " left (2 per point where the " + USSR.Opp().String() + " controls).",
					"Place influence: " + d + " left (2 per point where the " + US.Opp().String() + " controls).",
				},
				realign: "Realignment: " + d + " left; roll again or stop.",
			}
		}
	}
	return t
}()

// questions are b's questions from opsQuestions, if it holds them.
func (b *opsBudget) questions() (*opsQuestionTexts, bool) {
	n := b.ops - b.spent
	if n < 0 || n >= len(opsQuestions) {
		return nil, false
	}
	return &opsQuestions[n][b.bonus()], true
}

// spend records cost Ops spent on country c.
func (b *opsBudget) spend(c, cost int) {
	b.spent += cost
	b.allAsia = b.allAsia && countries[c].Region == Asia
	b.allSEA = b.allSEA && countries[c].InSub(SoutheastAsia)
}

// regionBanned says why DEFCON forbids coups and realignments in c, or ""
// (rules 8.1.5: DEFCON 4 Europe, 3 also Asia, 2 also the Middle East).
func (s *state) regionBanned(c int) string {
	if s.regionBans(c) {
		return fmt.Sprintf("DEFCON %d forbids coups and realignments in %v", s.DEFCON, countries[c].Region)
	}
	return ""
}

// regionBans reports whether regionBanned has a reason for c.
func (s *state) regionBans(c int) bool {
	r := countries[c].Region
	return s.DEFCON <= 4 && r == Europe || s.DEFCON <= 3 && r == Asia || s.DEFCON <= 2 && r == MiddleEast
}

// canTarget reports whether p may coup or realign c: the opponent has
// influence there, no effect protects it, and (unless free) DEFCON allows
// the region (rules 6.2, 6.3).
func (s *state) canTarget(p Side, c int, free bool) bool {
	return s.canTargetWith(s.targetHooks(), p, c, free)
}

// targetHooksInForce says which hooks that may forbid a coup or a
// realignment are in force, so that an option list over every country
// calls them only when they are.
// protect says whether an effect that protects countries from the USSR
// (protected) is in force.
type targetHooksInForce struct{ target, coup, protect bool }

func (s *state) targetHooks() targetHooksInForce {
	h := targetHooksInForce{protect: s.effect(effUSJapan) > 0 || s.effect(effNATO) > 0}
	s.forEachHook(func(_ effect, spec *eventSpec) bool {
		h.target = h.target || spec.TargetBan != nil
		h.coup = h.coup || spec.CoupBan != nil
		return true
	})
	return h
}

// canTargetWith is canTarget given which hooks are in force.
func (s *state) canTargetWith(h targetHooksInForce, p Side, c int, free bool) bool {
	if s.Inf[p.Opp()][c] == 0 || h.protect && s.protected(p, c) != "" || h.target && s.targetBan(p, c) != "" {
		return false
	}
	return free || !s.regionBans(c)
}

// canCoupWith is canCoup given which hooks are in force.
func (s *state) canCoupWith(h targetHooksInForce, p Side, c int) bool {
	return s.canTargetWith(h, p, c, false) && (!h.coup || s.coupBan(p, c) == "")
}

// optionText holds the option strings naming each country, built once
// from the country table so that option lists are built without
// formatting.
var optionText = func() []countryOptions {
	t := make([]countryOptions, len(countryTable))
	for c, r := range countryTable {
		t[c] = countryOptions{"influence " + r.Name, "coup " + r.Name, "realign " + r.Name, "choose " + r.Name}
	}
	return t
}()

// countryOptions are the options that name one country.
type countryOptions struct{ influence, coup, realign, choose string }

// countryIDs lists every country's ID, in order.
var countryIDs = func() []int {
	ids := make([]int, len(countryTable))
	for c := range ids {
		ids[c] = c
	}
	return ids
}()

// optionRef is what an option of an Ops question names: its verb and
// country (ccwSpace for the Chinese Civil War space).
type optionRef struct {
	verb string
	c    int
}

// optionRefs reads the options of optionText back, without parsing.
var optionRefs = func() map[string]optionRef {
	m := make(map[string]optionRef, 3*len(optionText)+1)
	for c, o := range optionText {
		m[o.influence] = optionRef{"influence", c}
		m[o.coup] = optionRef{"coup", c}
		m[o.realign] = optionRef{"realign", c}
	}
	m["influence "+ccwName] = optionRef{"influence", ccwSpace}
	return m
}()

// canPlace reports whether "influence" in c (or on the Chinese Civil War
// space) is among influenceOptions(p, b); banned says whether an
// InfluenceBan hook is in force.
func (s *state) canPlace(banned bool, p Side, b *opsBudget, c int) bool {
	if c == ccwSpace {
		return p == USSR && s.ccwOpen() && b.ops-b.spent >= 1
	}
	return s.accessible(p, c) && s.influenceCost(p, c) <= b.left(c) && (!banned || s.influenceBan(p, c) == "")
}

// influenceBanned reports whether an InfluenceBan hook is in force.
func (s *state) influenceBanned() bool {
	return s.hasHook(func(spec *eventSpec) bool { return spec.InfluenceBan != nil })
}

// influenceOptions lists where p may place its next point within b.
func (s *state) influenceOptions(p Side, b *opsBudget) []string {
	m, ccw := s.influenceMask(p, b)
	if opts, ok := s.keptLists().find(m, ccw); ok {
		return opts
	}
	opts := appendInfluence(make([]string, 0, influenceCount(&m, ccw)), m, ccw)
	s.keptLists().keep(m, ccw, opts)
	return opts
}

// keptLists is the running procedure's influenceLists, or nil.
func (s *state) keptLists() *influenceLists {
	if s.replay == nil {
		return nil
	}
	return s.replay.lists
}

// influenceLists keeps the influence option lists written last, by the
// places they name, so that a question that offers the same places as
// an earlier one (most points of influence after the first) shares that
// question's list instead of writing a new one. A list handed out in a
// question is never changed afterwards, by the engine or its callers
// (engine.Prompt), so sharing it is safe.
type influenceLists struct {
	lists [2]influenceList
	next  int // the entry keep writes over next
}

// influenceList is one influence option list and the places it names.
type influenceList struct {
	m    countrySet
	ccw  bool
	opts []string
}

// find returns the kept list naming m (and the Chinese Civil War space
// if ccw).
func (l *influenceLists) find(m countrySet, ccw bool) ([]string, bool) {
	if l == nil {
		return nil, false
	}
	for _, e := range l.lists {
		if e.opts != nil && e.m == m && e.ccw == ccw {
			return e.opts, true
		}
	}
	return nil, false
}

// keep keeps opts, the list naming m (and ccw), for find.
func (l *influenceLists) keep(m countrySet, ccw bool, opts []string) {
	if l == nil || len(opts) == 0 {
		return
	}
	l.lists[l.next] = influenceList{m, ccw, slices.Clip(opts)}
	l.next = (l.next + 1) % len(l.lists)
}

// influenceCount is the number of options appendInfluence writes.
func influenceCount(m *countrySet, ccw bool) int {
	if ccw {
		return m.len() + 1
	}
	return m.len()
}

// countryMask marks countries by ID, e.g. those an option list names:
// option lists are marked first and written once their length is known.
type countryMask [numCountries]bool

// influenceMask is the set of countries where p may place its next
// point within b (those where canPlace holds), and whether it may place
// on the Chinese Civil War space. Only the countries accessible this
// round are checked: with 2 Ops or more left every one of them is
// affordable (rules 6.1.2: at most 2 a point).
func (s *state) influenceMask(p Side, b *opsBudget) (m countrySet, ccw bool) {
	var buf [8]hookedEffect
	hs := s.appendHooks(buf[:0])
	banned := hasBan(hs, influenceBanOf)
	s.ensureAccess()
	reach := s.access.reach[p]
	if !banned && b.ops-b.spent >= 2 {
		m = reach
	} else {
		for c, ok := reach.first(); ok; c, ok = reach.first() {
			if s.influenceCost(p, c) <= b.left(c) && (!banned || s.banIn(hs, influenceBanOf, p, c) == "") {
				m.add(c)
			}
		}
	}
	// Rules 12.2: the USSR places on the Chinese Civil War space at 1 Op
	// a point, always accessible (next to the Soviet Union).
	return m, s.canPlace(false, p, b, ccwSpace)
}

// appendInfluence appends the influence options of m, in country order,
// then the one for the Chinese Civil War space if ccw.
func appendInfluence(opts []string, m countrySet, ccw bool) []string {
	for c, ok := m.first(); ok; c, ok = m.first() {
		opts = append(opts, optionText[c].influence)
	}
	if ccw {
		opts = append(opts, "influence "+ccwName)
	}
	return opts
}

// targetOf is the country named in an option, or ccwSpace.
func targetOf(name string) int {
	if name == ccwName {
		return ccwSpace
	}
	return country(name)
}

// conductOps has p spend ops Operations of card (0 for Ops granted by an
// event) on one kind of operation (rules 6.0): influence, a coup, or
// realignment rolls. The first answer names the kind and the first target.
func (s *state) conductOps(p Side, card, ops int) { s.operate(p, card, ops, true) }

// conductInfluenceOrRealign has p spend ops Operations granted by an
// event that allows placing influence or realigning but no coup
// (Glasnost, Soviets Shoot Down KAL-007: "place Influence or attempt
// Realignments as if it played a 4 Ops card").
func (s *state) conductInfluenceOrRealign(p Side, ops int) { s.operate(p, 0, ops, false) }

// canCoup reports whether p may attempt a coup with Ops in c: canTarget
// and no card's CoupBan (The Reformer).
func (s *state) canCoup(p Side, c int) bool {
	return s.canTarget(p, c, false) && s.coupBan(p, c) == ""
}

// canRealign reports whether p may realign c with Ops: canTarget, where
// the designer optional rule realign-anywhere lifts DEFCON's regional
// bans (rule book p.13).
func (s *state) canRealign(p Side, c int) bool {
	return s.canTarget(p, c, s.Variants.RealignAnywhere)
}

// operate is conductOps; coups says whether a coup is one of the kinds.
func (s *state) operate(p Side, card, ops int, coups bool) {
	budget := s.budget(p, card, ops)
	b := &budget
	a, ok := s.replayed(func(a string) bool { return s.isOperateOption(p, b, coups, a) })
	if !ok {
		a, ok = s.askOperate(p, b, ops, coups)
		if !ok {
			return
		}
	}
	verb, name, _ := strings.Cut(a, " ")
	c := targetOf(name)
	switch {
	case verb != "coup" && s.Variants.MixedOps:
		s.mixedOps(p, b, verb, c)
	case verb == "influence":
		s.placeInfluence(p, b, c)
	case verb == "coup":
		s.coup(p, c, b.left(c), false)
	case verb == "realign":
		s.realignRolls(p, b, c)
	}
}

// isOperateOption reports whether a is among the options askOperate
// offers, without building them.
func (s *state) isOperateOption(p Side, b *opsBudget, coups bool, a string) bool {
	s.ensureAccess() // as building the options would
	r, ok := optionRefs[a]
	switch {
	case !ok:
		return false
	case r.verb == "influence":
		return s.canPlace(r.c != ccwSpace && s.influenceBanned(), p, b, r.c)
	case r.verb == "coup":
		return coups && s.canCoupWith(s.targetHooks(), p, r.c)
	}
	return s.canTargetWith(s.targetHooks(), p, r.c, s.Variants.RealignAnywhere)
}

// askOperate asks p for the kind and first target of the operation; it
// reports false, having said so, when there is none.
func (s *state) askOperate(p Side, b *opsBudget, ops int, coups bool) (string, bool) {
	var coup, realign countrySet
	inf, ccw := s.influenceMask(p, b)
	hk := s.targetHooks()
	var buf [8]hookedEffect
	var hs []hookedEffect
	if hk.coup {
		hs = s.appendHooks(buf[:0])
	}
	opp := &s.Inf[p.Opp()]
	for c := range countries {
		// canCoupWith and canTargetWith at once: both begin with a
		// target that DEFCON's regional bans aside may be attacked.
		if opp[c] == 0 || !s.canTargetWith(hk, p, c, true) {
			continue
		}
		banned := s.regionBans(c)
		if coups && !banned && (!hk.coup || s.banIn(hs, coupBanOf, p, c) == "") {
			coup.add(c)
		}
		if s.Variants.RealignAnywhere || !banned {
			realign.add(c)
		}
	}
	opts := appendInfluence(make([]string, 0, influenceCount(&inf, ccw)+coup.len()+realign.len()), inf, ccw)
	// The influence options come first: the questions for the next
	// points may share them.
	s.keptLists().keep(inf, ccw, opts)
	for c, ok := coup.first(); ok; c, ok = coup.first() {
		opts = append(opts, optionText[c].coup)
	}
	for c, ok := realign.first(); ok; c, ok = realign.first() {
		opts = append(opts, optionText[c].realign)
	}
	if len(opts) == 0 {
		s.logf("The %s has no legal operation for its %d Ops.", p, ops)
		return "", false
	}
	// The bonus Ops of the China Card and Vietnam Revolts are named too.
	var q string
	switch t, ok := b.questions(); {
	case ok && coups:
		q = t.operate
	case ok:
		q = t.nocoup
	case coups:
		q = "Spend " + b.describe() + ": place influence, coup, or realign (one kind only)."
	default:
		q = "Spend " + b.describe() + ": place influence or realign (one kind only)."
	}
	return s.askOwned(p, q, opts), true
}

// placePoint places one point of p's influence in c (or on the Chinese
// Civil War space) and pays for it from b.
func (s *state) placePoint(p Side, b *opsBudget, c int) {
	if c == ccwSpace {
		b.spent++ // in Asia, not Southeast Asia (rules 12.1); the China Card is never played while it is open
		b.allSEA = false
		s.addCCW()
		return
	}
	b.spend(c, s.influenceCost(p, c))
	s.addInf(p, c, 1)
}

// placeInfluence places p's influence point by point, starting in first,
// until the Ops are spent or nothing more is affordable.
func (s *state) placeInfluence(p Side, b *opsBudget, first int) {
	// placed counts the points by country ID + 1, the Chinese Civil War
	// space (ccwSpace, -1) first; order is the order of first points.
	var placed [numCountries + 1]int
	var orderBuf [numCountries + 1]int
	order := orderBuf[:0]
	c := first
	for {
		s.placePoint(p, b, c)
		if placed[c+1] == 0 {
			order = append(order, c)
		}
		placed[c+1]++
		a, ok := s.replayed(func(a string) bool {
			s.ensureAccess() // as building the options would
			r, ok := optionRefs[a]
			return ok && r.verb == "influence" && s.canPlace(r.c != ccwSpace && s.influenceBanned(), p, b, r.c)
		})
		if !ok {
			opts := s.influenceOptions(p, b)
			if len(opts) == 0 {
				break
			}
			var q string
			if t, ok := b.questions(); ok && (p == USSR || p == US) {
				q = t.place[p]
			} else {
				q = "Place influence: " + b.describe() + " left (2 per point where the " + p.Opp().String() + " controls)."
			}
			a = s.askOwned(p, q, opts)
		}
		c = targetOf(strings.TrimPrefix(a, "influence "))
	}
	var buf [256]byte
	line := append(buf[:0], "The "...)
	line = append(line, p.String()...)
	line = append(line, " places influence: "...)
	for i, c := range order {
		if i > 0 {
			line = append(line, ", "...)
		}
		line = append(line, placeName(c)...)
		line = append(line, ' ')
		line = strconv.AppendInt(line, int64(placed[c+1]), 10)
	}
	s.logLine(append(line, '.'))
}

// coup is p's coup attempt in c with ops Operations (rules 6.3): a die
// plus the Ops against twice the stability; the excess removes opposing
// influence, then adds p's own. A coup from Ops counts as military
// operations; a free coup from an event does not. A battleground coup
// lowers DEFCON either way.
func (s *state) coup(p Side, c, ops int, free bool) {
	s.beforeCoup(p, c, free)
	roll := s.Rand.D6()
	mod := s.coupModifier(p, c, free)
	target := 2 * countries[c].Stability
	excess := roll + ops + mod - target
	if mod != 0 {
		s.logv("The %s attempts a coup in %s: rolls %d + %d Ops %+d = %d against %d (twice %s's stability).", textArg(p.String()), textArg(countries[c].Name),
			numArg(roll), numArg(ops), numArg(mod), numArg(roll+ops+mod), numArg(target), textArg(countries[c].Name))
	} else {
		s.logv("The %s attempts a coup in %s: rolls %d + %d Ops = %d against %d (twice %s's stability).", textArg(p.String()), textArg(countries[c].Name),
			numArg(roll), numArg(ops), numArg(roll+ops), numArg(target), textArg(countries[c].Name))
	}
	if excess > 0 {
		removed := s.removeInf(p.Opp(), c, excess)
		s.addInf(p, c, excess-removed)
		s.logv("The coup succeeds: %s loses %d, %s gains %d in %s.", textArg(p.Opp().String()), numArg(removed), textArg(p.String()), numArg(excess-removed), textArg(countries[c].Name))
	} else {
		s.logf("The coup fails.")
	}
	if !free {
		s.addMilOps(p, ops)
	}
	if countries[c].Battleground { // Formosan Resolution counts only for scoring (card 35)
		if s.keepDEFCON(p, c, free) {
			return
		}
		s.degradeDEFCON(1)
	}
}

// addMilOps advances p's military operations marker (at most 5).
func (s *state) addMilOps(p Side, n int) { s.MilOps[p] = min(5, s.MilOps[p]+n) }

// realignRolls spends b's Ops on realignment rolls, one per Op, the first
// in c. After each roll p names the next target or stops with "done".
func (s *state) realignRolls(p Side, b *opsBudget, c int) {
	for {
		b.spend(c, 1)
		s.realign(p, c)
		hk := s.targetHooks()
		can := func(t int) bool { return s.canTargetWith(hk, p, t, s.Variants.RealignAnywhere) && b.left(t) >= 1 }
		a, ok := s.replayed(func(a string) bool {
			if a == "done" {
				return slices.ContainsFunc(countryIDs, can) // "done" is offered with at least one target
			}
			r, ok := optionRefs[a]
			return ok && r.verb == "realign" && can(r.c)
		})
		if !ok {
			var targets countryMask
			n := 0
			for t := range countries {
				if can(t) {
					targets[t] = true
					n++
				}
			}
			if n == 0 {
				return
			}
			opts := make([]string, 0, n+1)
			for t, ok := range targets {
				if ok {
					opts = append(opts, optionText[t].realign)
				}
			}
			opts = append(opts, "done")
			var q string
			if t, ok := b.questions(); ok {
				q = t.realign
			} else {
				q = "Realignment: " + b.describe() + " left; roll again or stop."
			}
			a = s.askOwned(p, q, opts)
		}
		if a == "done" {
			return
		}
		c = optionRefs[a].c
	}
}

// realignMod is side x's realignment modifier in c (rules 6.2.3): +1 per
// neighbour x controls, +1 for more influence in c, +1 when c borders x's
// superpower.
func (s *state) realignMod(x Side, c int) int {
	m := 0
	for _, n := range countries[c].Adj {
		if s.controls(x, n) {
			m++
		}
	}
	if s.Inf[x][c] > s.Inf[x.Opp()][c] {
		m++
	}
	if countries[c].AdjSuper[x] {
		m++
	}
	m += s.realignModifier(x, c)
	return m
}

// realign is one realignment roll by p in c: both roll, the higher total
// removes the difference from the loser's influence, which may be p's own;
// ties do nothing; nobody ever gains influence (rules 6.2).
func (s *state) realign(p Side, c int) {
	o := p.Opp()
	rp, ro := s.Rand.D6(), s.Rand.D6()
	mp, mo := s.realignMod(p, c), s.realignMod(o, c)
	tp, to := rp+mp, ro+mo
	s.logv("The %s realigns %s: %s %d%+d = %d, %s %d%+d = %d.", textArg(p.String()), textArg(countries[c].Name),
		textArg(p.String()), numArg(rp), numArg(mp), numArg(tp), textArg(o.String()), numArg(ro), numArg(mo), numArg(to))
	switch {
	case tp > to:
		n := s.removeInf(o, c, tp-to)
		s.logv("The %s loses %d influence in %s.", textArg(o.String()), numArg(n), textArg(countries[c].Name))
	case to > tp && s.Variants.RealignNoLoss:
		s.logf("The %s wins the roll, but the realigning %s loses no influence (designer optional rule).", o, p)
	case to > tp:
		n := s.removeInf(p, c, to-tp)
		s.logv("The %s loses %d influence in %s.", textArg(p.String()), numArg(n), textArg(countries[c].Name))
	default:
		s.logf("A tie: nothing happens.")
	}
}
