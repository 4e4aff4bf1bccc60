package twilight

import (
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"turnmail/engine"
)

// roundKey names one action round of one side.
type roundKey struct {
	turn, ar int
	p        Side
}

// coreRuleWatch reads the log of random games and checks core rules
// against what it saw, independently of the rules code:
//   - influence placed with Ops only in or next to a country that held
//     the side's influence at the start of the action round, or next to
//     its own superpower (rules 6.1.1);
//   - coups and realignments with Ops only where DEFCON allows (8.1.5);
//   - a realignment's loser loses at most the difference, a tie nothing
//     (6.2);
//   - a coup's excess over twice the stability is split between influence
//     removed and added (6.3.2), a coup with Ops credits its Ops as
//     military operations (6.3.4), a battleground coup lowers DEFCON by 1
//     (6.3.3; not a US coup under Nuclear Subs);
//   - the space race's rolls, attempts per turn and VP per box (6.4);
//   - the action rounds: USSR first, 6 a side in turns 1-3 and 7 later,
//     more only with the space station or North Sea Oil (4.5 D);
//   - the military operations check's VP (8.2);
//   - the opponent's event on a card played for Ops comes in its round,
//     none on one's own card or a card on the space race (5.2, 6.4.5);
//   - the headline order (4.5 C);
//   - DEFCON 1 loses the phasing player, in a headline the headliner
//     (8.1.3, 4.5 C).
type coreRuleWatch struct {
	starts     map[roundKey][2][numCountries]int // influence at the start of each round
	round      *roundKey                         // the action round the log is in, nil in a headline
	defcon     int
	free       bool // a free coup's event (Junta, Ortega, Tear Down This Wall, Che) happened in this play
	subs       bool // Nuclear Subs (41) in effect this turn
	oil        bool // North Sea Oil (86) played this turn
	turn       int
	lastAR     [2]int // each side's last action round this turn
	rounds     int
	phasing    Side         // the side of the action round, or the headliner of the headline resolving
	headliners map[int]Side // this turn's headline cards
	defcon1    int
	expect     int // the opponent's card played for Ops in this round, whose event must come or be prevented
	forbid     int // a card played for its own side's Ops or on the space race, whose event must not come
	events     int
	space      [2]int
	tries      [2]int
	attempts   int
	placements int
	costs      int
	credits    int
	scorings   int
	coupOps    [2]int // Ops of the coups with Ops in this step's action rounds
	targets    int
	checks     int
	headlines  int
}

// freeCoupCards are the events whose coups and realignments ignore
// DEFCON's regional bans (FAQ §5.0 Q4).
var freeCoupCards = []int{47, 91, 96, 107}

var (
	roundHeader = regexp.MustCompile(`^Turn (\d+), action round (\d+): the (USSR|US) `)
	placedLine  = regexp.MustCompile(`^The (USSR|US) places influence: (.*)\.$`)
	coupLine    = regexp.MustCompile(`^The (USSR|US) attempts a coup in (.+): rolls \d \+ (\d+) Ops .*= (-?\d+) against (\d+) `)
	realignLine = regexp.MustCompile(`^The (USSR|US) realigns (.+): (?:USSR|US) \d[+-]\d+ = (-?\d+), (?:USSR|US) \d[+-]\d+ = (-?\d+)\.$`)
	realignLoss = regexp.MustCompile(`^The (USSR|US) loses (\d+) influence in `)
	coupResult  = regexp.MustCompile(`^The coup succeeds: (?:USSR|US) loses (\d+), (?:USSR|US) gains (\d+) in `)
	spaceRoll   = regexp.MustCompile(`^The (?:USSR|US) rolls (\d) for .* \(needs 1-(\d)\): (success|the attempt fails)\.$`)
	spaceReach  = regexp.MustCompile(`^(?:One Small Step: t|T)he (USSR|US) reaches space box (\d)`)
)

// Rules 6.4.2: the VP of boxes 1-8 for the first and the second side to
// arrive.
var (
	spaceFirst  = [9]int{0, 2, 0, 2, 0, 3, 0, 4, 2}
	spaceSecond = [9]int{0, 1, 0, 0, 0, 1, 0, 2, 0}
)

// sideNamed is the side a log line names.
func sideNamed(name string) Side {
	if name == "US" {
		return US
	}
	return USSR
}

// read checks one step's log lines.
func (w *coreRuleWatch) read(log []string) error {
	w.coupOps = [2]int{}
	for i, l := range log {
		var n int
		if v, ok := strings.CutPrefix(l, "DEFCON is now "); ok {
			fmt.Sscan(v, &n)
			w.defcon = n
		}
		if v, ok := strings.CutPrefix(l, "Event: "); ok {
			fmt.Sscan(v, &n)
			w.free = w.free || slices.Contains(freeCoupCards, n)
			w.subs = w.subs || n == 41
		}
		if v, ok := strings.CutPrefix(l, "Turn "); ok && strings.HasSuffix(l, " begins.") {
			fmt.Sscan(v, &w.turn)
			w.subs, w.oil, w.lastAR = false, false, [2]int{}
		}
		w.oil = w.oil || strings.HasPrefix(l, "Event: 86 ")
		if err := w.actionRound(l); err != nil {
			return err
		}
		if err := w.eventOfPlay(l); err != nil {
			return err
		}
		if err := w.target(l, log[i+1:]); err != nil {
			return err
		}
		if err := w.spaceRace(l, log[i+1:]); err != nil {
			return err
		}
		if v, ok := strings.CutPrefix(l, "Event: "); ok && w.round == nil {
			var c int
			fmt.Sscan(v, &c)
			if p, ok := w.headliners[c]; ok {
				w.phasing = p
			}
		}
		if l == "DEFCON is now 1." {
			w.defcon1++
			next := ""
			if i+1 < len(log) {
				next = log[i+1]
			}
			if want := fmt.Sprintf("during the %v's turn, the %v loses", w.phasing, w.phasing); !strings.Contains(next, want) {
				return fmt.Errorf("DEFCON 1 with the %v phasing, then %q", w.phasing, next)
			}
		}
		if strings.HasPrefix(l, "Headlines revealed: ") {
			w.round, w.free = nil, false
			var a, b int
			after := strings.TrimPrefix(l, "Headlines revealed: USSR ")
			fmt.Sscan(after, &a)
			if k := strings.Index(after, ", US "); k >= 0 {
				fmt.Sscan(after[k+len(", US "):], &b)
			}
			w.headliners = map[int]Side{a: USSR, b: US}
			if err := w.headline(l, log[i+1:]); err != nil {
				return err
			}
		}
		if m := roundHeader.FindStringSubmatch(l); m != nil {
			k := roundKey{p: sideNamed(m[3])}
			fmt.Sscan(m[1], &k.turn)
			fmt.Sscan(m[2], &k.ar)
			w.round, w.free, w.phasing = &k, false, k.p
		}
		if strings.HasPrefix(l, "Military operations check") {
			next := ""
			if i+1 < len(log) {
				next = log[i+1]
			}
			if err := w.militaryOps(l, next); err != nil {
				return err
			}
		}
		if m := placedLine.FindStringSubmatch(l); m != nil && w.round != nil {
			if err := w.placed(sideNamed(m[1]), m[2], l); err != nil {
				return err
			}
		}
	}
	return nil
}

// target checks a coup or realignment line against DEFCON's regional
// bans, and a coup's result against its excess.
func (w *coreRuleWatch) target(line string, rest []string) error {
	name := ""
	if m := coupLine.FindStringSubmatch(line); m != nil {
		name = m[2]
		var ops, total, target int
		fmt.Sscan(m[3], &ops)
		fmt.Sscan(m[4], &total)
		fmt.Sscan(m[5], &target)
		if !w.free && w.round != nil {
			w.coupOps[sideNamed(m[1])] += ops
		}
		lowered := len(rest) > 1 && rest[1] == fmt.Sprintf("DEFCON is now %d.", w.defcon-1)
		want := countries[country(name)].Battleground && !(w.subs && m[1] == "US")
		if lowered != want {
			return fmt.Errorf("%q at DEFCON %d: DEFCON lowered %v, want %v", line, w.defcon, lowered, want)
		}
		if total > target {
			if len(rest) == 0 {
				return fmt.Errorf("%q: no result follows", line)
			}
			r := coupResult.FindStringSubmatch(rest[0])
			var removed, added int
			if r != nil {
				fmt.Sscan(r[1], &removed)
				fmt.Sscan(r[2], &added)
			}
			if r == nil || removed+added != total-target {
				return fmt.Errorf("%q then %q: want %d influence removed and added in all", line, rest[0], total-target)
			}
		}
	} else if m := realignLine.FindStringSubmatch(line); m != nil {
		name = m[2]
		if err := realignResult(sideNamed(m[1]), m[3], m[4], line, rest); err != nil {
			return err
		}
	}
	if name == "" || w.free {
		return nil
	}
	w.targets++
	banned := map[int][]Region{5: nil, 4: {Europe}, 3: {Europe, Asia}, 2: {Europe, Asia, MiddleEast}}[w.defcon]
	if r := countries[country(name)].Region; slices.Contains(banned, r) {
		return fmt.Errorf("%q at DEFCON %d: %v is closed to coups and realignments", line, w.defcon, r)
	}
	return nil
}

// actionRound follows the action rounds of the turn: each side's in
// order, the USSR's round n before the US's, rounds beyond 6 or 7 only
// for the side first on space box 8 or the US after North Sea Oil; at the military
// operations check each side has had its 6 (turns 1-3) or 7 rounds.
func (w *coreRuleWatch) actionRound(line string) error {
	var p Side
	ar := 0
	if m := roundHeader.FindStringSubmatch(line); m != nil {
		p = sideNamed(m[3])
		fmt.Sscan(m[2], &ar)
	} else if v, ok := strings.CutSuffix(line, " declines its extra action round."); ok {
		p = sideNamed(strings.TrimPrefix(v, "The "))
		ar = w.lastAR[p] + 1
	}
	normal := 7
	if w.turn <= 3 {
		normal = 6
	}
	if ar > 0 {
		w.rounds++
		// Round ar of the USSR follows the US's round ar-1 unless the US
		// has no such round; the US's round ar follows the USSR's unless
		// the USSR has no such round (rounds beyond the normal ones).
		us, ussr := w.lastAR[US], w.lastAR[USSR]
		inOrder := ar == w.lastAR[p]+1
		if p == USSR {
			inOrder = inOrder && (us == ar-1 || us >= normal && us < ar-1)
		} else {
			inOrder = inOrder && (ussr == ar || ussr >= normal && ussr == ar-1)
		}
		if !inOrder {
			return fmt.Errorf("turn %d: %q after USSR round %d and US round %d", w.turn, line, ussr, us)
		}
		if ar > normal && !(w.space[p] == 8 && w.space[p.Opp()] < 8) && !(p == US && w.oil) {
			return fmt.Errorf("turn %d: %q without the space station or North Sea Oil", w.turn, line)
		}
		w.lastAR[p] = ar
	}
	if strings.HasPrefix(line, "Military operations check") {
		if w.lastAR[USSR] < normal || w.lastAR[US] < normal {
			return fmt.Errorf("turn %d ends after USSR round %d and US round %d, want %d each", w.turn, w.lastAR[USSR], w.lastAR[US], normal)
		}
	}
	return nil
}

// eventOfPlay follows the event of the card played in each action round
// (rules 5.2, 6.4.5): the opponent's card played for Ops has its event
// (or says why it does not occur) before the round ends; one's own or a
// neutral card played for Ops, and any card played on the space race,
// has none.
func (w *coreRuleWatch) eventOfPlay(line string) error {
	m := roundHeader.FindStringSubmatch(line)
	if m != nil || strings.HasPrefix(line, "Headlines revealed") || strings.HasPrefix(line, "Military operations check") {
		if w.expect != 0 {
			return fmt.Errorf("the round ended without the event of %s, the opponent's card played for Ops", cardName(w.expect))
		}
		w.forbid = 0
	}
	if m != nil {
		var n int
		if _, after, ok := strings.Cut(line, " plays "); ok {
			fmt.Sscan(after, &n)
		}
		p := sideNamed(m[3])
		switch {
		case n == 0:
		case strings.HasSuffix(line, " on the space race."):
			w.forbid = n
		case strings.HasSuffix(line, " for operations.") && cards[n].Side == p.Opp():
			w.expect = n
			w.events++
		case strings.HasSuffix(line, " for operations."):
			w.forbid = n
		}
		return nil
	}
	v, ok := strings.CutPrefix(line, "Event: ")
	if !ok {
		v, ok = strings.CutPrefix(line, "The event of ")
	}
	if !ok {
		return nil
	}
	var n int
	fmt.Sscan(v, &n)
	if n != 0 && n == w.forbid {
		return fmt.Errorf("%q: %s was played for its own side's Ops or on the space race", line, cardName(n))
	}
	if n != 0 && n == w.expect {
		w.expect = 0
	}
	return nil
}

// spaceRace follows the space race: attempts per turn (one, two for the
// first on box 2), a roll's result, and each box's VP.
func (w *coreRuleWatch) spaceRace(line string, rest []string) error {
	if strings.HasSuffix(line, " begins.") && strings.HasPrefix(line, "Turn ") {
		w.tries = [2]int{}
	}
	if m := roundHeader.FindStringSubmatch(line); m != nil && strings.HasSuffix(line, " on the space race.") {
		p := sideNamed(m[3])
		w.tries[p]++
		w.attempts++
		allowed := 1
		if w.space[p] >= 2 && w.space[p.Opp()] < 2 {
			allowed = 2
		}
		if w.tries[p] > allowed {
			return fmt.Errorf("%q: space attempt %d this turn, %d allowed", line, w.tries[p], allowed)
		}
	}
	if m := spaceRoll.FindStringSubmatch(line); m != nil {
		if (m[1] <= m[2]) != (m[3] == "success") {
			return fmt.Errorf("%q: a roll of %s needing 1-%s", line, m[1], m[2])
		}
	}
	m := spaceReach.FindStringSubmatch(line)
	if m == nil {
		return nil
	}
	p := sideNamed(m[1])
	var box int
	fmt.Sscan(m[2], &box)
	if box != w.space[p]+1 && !strings.HasPrefix(line, "One Small Step") {
		return fmt.Errorf("%q: the %v was on box %d", line, p, w.space[p])
	}
	w.space[p] = box
	if strings.HasPrefix(line, "One Small Step") {
		return nil
	}
	want := spaceFirst[box]
	if w.space[p.Opp()] >= box {
		want = spaceSecond[box]
	}
	got := 0
	if len(rest) > 0 && strings.HasPrefix(rest[0], m[1]+" +") {
		fmt.Sscan(strings.TrimPrefix(rest[0], m[1]+" +"), &got)
	}
	if got != want {
		return fmt.Errorf("%q: the %v gains %d VP, want %d", line, p, got, want)
	}
	return nil
}

// realignResult checks the line after a realignment roll (rules 6.2):
// the lower total loses at most the difference, a tie does nothing.
func realignResult(p Side, mine, theirs, line string, rest []string) error {
	var a, b int
	fmt.Sscan(mine, &a)
	fmt.Sscan(theirs, &b)
	next := ""
	if len(rest) > 0 {
		next = rest[0]
	}
	if a == b {
		if !strings.HasPrefix(next, "A tie") {
			return fmt.Errorf("%q then %q: a tie must do nothing", line, next)
		}
		return nil
	}
	loser, diff := p.Opp(), a-b
	if b > a {
		loser, diff = p, b-a
	}
	m := realignLoss.FindStringSubmatch(next)
	var n int
	if m != nil {
		fmt.Sscan(m[2], &n)
	}
	if m == nil || sideNamed(m[1]) != loser || n > diff {
		return fmt.Errorf("%q then %q: the %v must lose at most %d", line, next, loser, diff)
	}
	return nil
}

// placed checks "Poland 2, Hungary 1" placed by p against the start of
// the current round.
func (w *coreRuleWatch) placed(p Side, list, line string) error {
	start, ok := w.starts[*w.round]
	if !ok {
		return fmt.Errorf("no start recorded for %v", *w.round)
	}
	for _, part := range strings.Split(list, ", ") {
		name := part[:strings.LastIndex(part, " ")]
		c := country(name)
		access := countries[c].AdjSuper[p] || start[p][c] > 0
		for _, n := range countries[c].Adj {
			access = access || start[p][n] > 0
		}
		w.placements++
		if !access {
			return fmt.Errorf("turn %d round %d: %q, but the %v had no influence in or next to %s at the round's start",
				w.round.turn, w.round.ar, line, p, name)
		}
	}
	return nil
}

// militaryOps checks the VP after "Military operations check at DEFCON
// d: USSR a, US b." (the next line, if any VP move).
func (w *coreRuleWatch) militaryOps(line, next string) error {
	var d, a, b int
	if n, _ := fmt.Sscanf(line, "Military operations check at DEFCON %d: USSR %d, US %d.", &d, &a, &b); n != 3 {
		return fmt.Errorf("unread check line %q", line)
	}
	want := max(0, d-a) - max(0, d-b) // positive: the US gains
	got, x := 0, 0
	if n, _ := fmt.Sscanf(next, "US %d VP", &x); n == 1 {
		got = x
	} else if n, _ := fmt.Sscanf(next, "USSR %d VP", &x); n == 1 {
		got = -x
	}
	w.checks++
	if got != want {
		return fmt.Errorf("%q then %q: VP moved %d toward the US, want %d", line, next, got, want)
	}
	return nil
}

// headline checks which revealed headline happens (or is prevented)
// first; Defectors (103) and a missing headline are left out.
func (w *coreRuleWatch) headline(line string, rest []string) error {
	var ussr, us int
	after := strings.TrimPrefix(line, "Headlines revealed: USSR ")
	fmt.Sscan(after, &ussr)
	if k := strings.Index(after, ", US "); k >= 0 {
		fmt.Sscan(after[k+len(", US "):], &us)
	}
	if ussr == 0 || us == 0 || ussr == 103 || us == 103 {
		return nil
	}
	// Printed Ops; a scoring card counts as 0 and goes second.
	rank := func(n int) int {
		if cards[n].Scoring {
			return -1
		}
		return cards[n].Ops
	}
	want := US
	if rank(ussr) > rank(us) {
		want = USSR
	}
	for _, l := range rest {
		l = strings.TrimPrefix(strings.TrimPrefix(l, "Event: "), "The event of ")
		first := Neutral
		switch {
		case strings.HasPrefix(l, itoa(ussr)+" "):
			first = USSR
		case strings.HasPrefix(l, itoa(us)+" "):
			first = US
		default:
			continue
		}
		w.headlines++
		if first != want {
			return fmt.Errorf("%q: the %v's headline came first, want the %v's", line, first, want)
		}
		return nil
	}
	return nil
}

// opsLeft reads the Ops left from an Ops question ("Spend 3 Ops: ...",
// "Place influence: 2 Ops left ..."); false when a bonus Op is still open
// or the question is another.
func opsLeft(question string) (int, bool) {
	var n int
	rest, ok := strings.CutPrefix(question, "Spend ")
	if !ok {
		rest, ok = strings.CutPrefix(question, "Place influence: ")
	}
	if !ok || strings.Contains(question, "(+1") {
		return 0, false
	}
	if k, _ := fmt.Sscan(rest, &n); k != 1 {
		return 0, false
	}
	return n, true
}

// pointCost is what the influence point that line places costs by rules
// 6.1.2, read from the board before it is placed: 2 where the opponent
// controls the country (rules 2.1.7), else 1; 0 when line places none
// or its question shows no plain Ops count.
func pointCost(s *state, q engine.Prompt, line string) int {
	name, ok := strings.CutPrefix(line, "influence ")
	if _, plain := opsLeft(q.Question); !ok || !plain || name == ccwName {
		return 0
	}
	p := sideNamed(q.Seat)
	c := country(name)
	st, opp := countries[c].Stability, s.Inf[p.Opp()][c]
	if opp >= st && opp-s.Inf[p][c] >= st {
		return 2
	}
	return 1
}

// paid checks that an influence point placed by q's answer cost what
// pointCost said: the next placement question shows that many Ops fewer.
func (w *coreRuleWatch) paid(s *state, q engine.Prompt, line string, cost int) error {
	before, _ := opsLeft(q.Question)
	if cost == 0 || s.Flow == nil || s.Flow.Ask.Side != sideNamed(q.Seat) {
		return nil
	}
	after, ok := opsLeft(s.Flow.Ask.Question)
	if !ok || !strings.HasPrefix(s.Flow.Ask.Question, "Place influence: ") {
		return nil
	}
	w.costs++
	if after != before-cost {
		return fmt.Errorf("%q with %d Ops left cost %d, want %d (next question %q)", line, before, before-after, cost, s.Flow.Ask.Question)
	}
	return nil
}

// militaryOpsCredit checks that the coups made with Ops in a step moved
// their side's military operations by at least their Ops, up to the
// track's 5 (rules 6.3.4; wars may add more). A step that ends a turn
// resets the track and is left out.
func (w *coreRuleWatch) militaryOpsCredit(s *state, before [2]int, log []string) error {
	if s.Over || slices.ContainsFunc(log, func(l string) bool { return strings.HasPrefix(l, "Military operations check") }) {
		return nil
	}
	for _, p := range []Side{USSR, US} {
		if w.coupOps[p] == 0 {
			continue
		}
		w.credits++
		if want := min(5, before[p]+w.coupOps[p]); s.MilOps[p] < want {
			return fmt.Errorf("the %v's coups with %d Ops moved its military operations from %d to %d, want %d or more",
				p, w.coupOps[p], before[p], s.MilOps[p], want)
		}
	}
	return nil
}

// Rules 10.1, rules.json: presence, domination and control VP per
// region (control 0: Europe's automatic victory).
var tierVP = map[Region][3]int{
	Europe: {3, 7, 0}, Asia: {3, 7, 9}, MiddleEast: {3, 5, 7},
	Africa: {1, 4, 6}, CentralAmerica: {1, 3, 5}, SouthAmerica: {2, 5, 6},
}

// regionVP scores region r on s's board by rules 10.1, apart from the
// rules code: each side's tier (presence: a country; domination: more
// countries and more battlegrounds, with at least one of each kind;
// control: more countries and every battleground), +1 per battleground
// and +1 per country next to the enemy superpower. It returns the VP the
// US gains (negative: the USSR) and the side that controls Europe, if
// any. Taiwan is a battleground while Formosan Resolution is in effect
// and the US controls it (card 35).
func regionVP(s *state, r Region) (int, Side) {
	var n, bg, adj [2]int
	total := 0
	for _, c := range countries {
		if c.Region != r {
			continue
		}
		ctl := Neutral
		for _, p := range []Side{USSR, US} {
			me, them := s.Inf[p][c.ID], s.Inf[p.Opp()][c.ID]
			if me >= c.Stability && me-them >= c.Stability {
				ctl = p
			}
		}
		isBG := c.Battleground || c.Name == "Taiwan" && ctl == US && s.effect(effFormosan) > 0
		if isBG {
			total++
		}
		if ctl == Neutral {
			continue
		}
		n[ctl]++
		if isBG {
			bg[ctl]++
		}
		if c.AdjSuper[ctl.Opp()] {
			adj[ctl]++
		}
	}
	var vp [2]int
	europe := Neutral
	for _, p := range []Side{USSR, US} {
		o := p.Opp()
		switch {
		case n[p] > n[o] && bg[p] == total:
			vp[p] = tierVP[r][2]
			if r == Europe {
				europe = p
			}
		case n[p] > n[o] && bg[p] > bg[o] && bg[p] > 0 && n[p] > bg[p]:
			vp[p] = tierVP[r][1]
		case n[p] > 0:
			vp[p] = tierVP[r][0]
		}
		vp[p] += bg[p] + adj[p]
	}
	return vp[US] - vp[USSR], europe
}

// scoringVP finds "<region> scoring: ..." in log and returns the VP the
// line after it gives the US (negative: the USSR; 0 without such a line).
func scoringVP(log []string, r Region) (int, bool) {
	for i, l := range log {
		if !strings.HasPrefix(l, r.String()+" scoring: ") {
			continue
		}
		vp := 0
		if i+1 < len(log) {
			var x int
			if k, _ := fmt.Sscanf(log[i+1], "US %d VP", &x); k == 1 {
				vp = x
			} else if k, _ := fmt.Sscanf(log[i+1], "USSR %d VP", &x); k == 1 {
				vp = -x
			}
		}
		return vp, true
	}
	return 0, false
}

// scoringPlay is a regional scoring card played as an action round's
// event, with what regionVP expects of it on the board before the play.
type scoringPlay struct {
	r      Region
	want   int
	europe Side
	ok     bool
}

// scoringAhead reads line: a scoring card played in an action round
// without Shuttle Diplomacy waiting.
func scoringAhead(s *state, line string) scoringPlay {
	var n int
	fmt.Sscanf(line, "play %d event", &n)
	r, ok := scoringCards[n]
	if !ok || s.Phase != phaseAction || s.effect(effShuttle) != 0 {
		return scoringPlay{}
	}
	want, europe := regionVP(s, r)
	return scoringPlay{r, want, europe, true}
}

// scored checks a scoring card played in an action round (sp) and the
// final scoring (board at the end) against regionVP.
func (w *coreRuleWatch) scored(sp scoringPlay, after *state, line string, log []string) error {
	if sp.ok {
		got, found := scoringVP(log, sp.r)
		if !found {
			return fmt.Errorf("%q: no %v scoring in the log", line, sp.r)
		}
		w.scorings++
		if sp.europe != Neutral {
			if !after.Over || after.Winner != seats[sp.europe] {
				return fmt.Errorf("%q: the %v controls Europe, but the game goes on or another wins (%q)", line, sp.europe, after.Reason)
			}
		} else if got != sp.want {
			return fmt.Errorf("%q: %v scoring moved %d VP toward the US, want %d", line, sp.r, got, sp.want)
		}
	}
	final := slices.Index(log, "Final scoring.")
	if final < 0 || !after.Over {
		return nil
	}
	log = log[final:]
	for r := Europe; r <= SouthAmerica; r++ {
		want, europe := regionVP(after, r)
		got, found := scoringVP(log, r)
		if !found {
			return nil // Europe control ended it before this region
		}
		w.scorings++
		if europe != Neutral && after.Winner != seats[europe] {
			return fmt.Errorf("final scoring: the %v controls Europe, but %q", europe, after.Reason)
		}
		if europe == Neutral && got != want {
			return fmt.Errorf("final scoring: %v moved %d VP toward the US, want %d", r, got, want)
		}
	}
	return nil
}

// turnStartAndVP checks the state after a step: a turn that began in it
// has the China Card face up (rules 4.5 G) and dealt the hands up to 8
// (turns 1-3) or 9, the China Card apart (4.5 B); no side stands at 20 VP
// in a game that goes on (10.3.1).
func turnStartAndVP(s *state, log []string) error {
	if (s.VP >= 20 || s.VP <= -20) && !s.Over {
		return fmt.Errorf("VP %d and the game goes on", s.VP)
	}
	for _, l := range log {
		var turn int
		if n, _ := fmt.Sscanf(l, "Turn %d begins.", &turn); n != 1 || s.Turn != turn || s.Phase != phaseHeadline {
			continue
		}
		if s.China != Neutral && !s.ChinaFaceUp {
			return fmt.Errorf("turn %d begins with the China Card face down", turn)
		}
		size := 9
		if turn <= 3 {
			size = 8
		}
		for _, p := range []Side{USSR, US} {
			if len(s.Hands[p]) < size && (len(s.Deck) > 0 || len(s.Discard) > 0) {
				return fmt.Errorf("turn %d begins with %d cards in the %v hand, want %d", turn, len(s.Hands[p]), p, size)
			}
		}
	}
	return nil
}

// TestRulebookRandomGamesKeepTheCoreRules plays random legal games and
// reads every step's log with coreRuleWatch; each influence point's cost,
// the military operations credit of coups, the deal, 20 VP and every
// regional scoring (a card played in an action round, and the final
// scoring) are checked against the state as well. The normal run plays a few
// games; TURNMAIL_LONG=1 plays 300 per deck.
func TestRulebookRandomGamesKeepTheCoreRules(t *testing.T) {
	n := 8
	if os.Getenv("TURNMAIL_LONG") != "" {
		n = 300
	}
	w := &coreRuleWatch{starts: map[roundKey][2][numCountries]int{}}
	orig := procs["action"]
	procs["action"] = func(s *state, p Side, ar int) {
		w.starts[roundKey{s.Turn, ar, p}] = s.Inf
		orig(s, p, ar)
	}
	t.Cleanup(func() { procs["action"] = orig })
	for _, name := range []string{"standard", "optional cards"} {
		for i := 1; i <= n; i++ {
			c := randomConfigs()[name]
			c.Seed = uint64(i) * 104729
			st, err := Game.New(c)
			if err != nil {
				t.Fatalf("New: %v", err)
			}
			clear(w.starts)
			w.round, w.defcon, w.free = nil, 5, false
			w.space, w.tries, w.subs = [2]int{}, [2]int{}, false
			w.expect, w.forbid = 0, 0
			w.turn, w.oil, w.lastAR = 1, false, [2]int{}
			rng := rand.New(rand.NewPCG(uint64(i), 9))
			for steps := 0; !st.Outcome().Over; steps++ {
				if steps == maxRandomSteps {
					t.Fatalf("%s game %d: no end in %d steps", name, i, steps)
				}
				pr := st.Pending()
				q := pr[rng.IntN(len(pr))]
				line := q.Options[rng.IntN(len(q.Options))]
				sp := scoringAhead(st.(*state), line)
				cost := pointCost(st.(*state), q, line)
				milOps := st.(*state).MilOps
				res, err := st.Apply(q.Seat, line)
				if err != nil {
					t.Fatalf("%s game %d: Apply(%s, %q) = %v", name, i, q.Seat, line, err)
				}
				err = w.read(res.Log)
				if err == nil {
					err = w.militaryOpsCredit(st.(*state), milOps, res.Log)
				}
				if err == nil {
					err = w.paid(st.(*state), q, line, cost)
				}
				if err == nil {
					err = turnStartAndVP(st.(*state), res.Log)
				}
				if err == nil {
					err = w.scored(sp, st.(*state), line, res.Log)
				}
				if err != nil {
					t.Errorf("%s game %d: %v", name, i, err)
					break
				}
			}
		}
	}
	if w.placements < 100 || w.costs < 50 || w.credits < 20 || w.scorings < 20 || w.defcon1 < 2 || w.events < 20 || w.targets < 50 || w.attempts < 20 || w.rounds < 200 || w.checks < 10 || w.headlines < 10 {
		t.Errorf("the random games checked %d placements, %d point costs, %d coups and realignments, %d space attempts, %d military operations checks and %d headlines; too few to mean much (%d military operations credits, %d scorings, %d nuclear wars, %d opponent's events)",
			w.placements, w.costs, w.targets, w.attempts, w.checks, w.headlines, w.credits, w.scorings, w.defcon1, w.events)
	}
}
