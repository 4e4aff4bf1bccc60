package twilight

import (
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"strings"
	"testing"
)

// roundKey names one action round of one side.
type roundKey struct {
	turn, ar int
	p        Side
}

// coreRuleWatch reads the log of random games and checks three core
// rules against what it saw, independently of the rules code: influence
// placed with Ops only in or next to a country that held the side's
// influence at the start of the action round, or next to its own
// superpower (rules 6.1.1); the military operations check's VP (rules
// 8.2); the headline order (rules 4.5 C).
type coreRuleWatch struct {
	starts     map[roundKey][2][numCountries]int // influence at the start of each round
	round      *roundKey                         // the action round the log is in, nil in a headline
	placements int
	checks     int
	headlines  int
}

var (
	roundHeader = regexp.MustCompile(`^Turn (\d+), action round (\d+): the (USSR|US) `)
	placedLine  = regexp.MustCompile(`^The (USSR|US) places influence: (.*)\.$`)
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
	for i, l := range log {
		if strings.HasPrefix(l, "Headlines revealed: ") {
			w.round = nil
			if err := w.headline(l, log[i+1:]); err != nil {
				return err
			}
		}
		if m := roundHeader.FindStringSubmatch(l); m != nil {
			k := roundKey{p: sideNamed(m[3])}
			fmt.Sscan(m[1], &k.turn)
			fmt.Sscan(m[2], &k.ar)
			w.round = &k
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

// TestRulebookRandomGamesKeepTheCoreRules plays random legal games and
// reads every step's log with coreRuleWatch. The normal run plays a few
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
			w.round = nil
			rng := rand.New(rand.NewPCG(uint64(i), 9))
			for steps := 0; !st.Outcome().Over; steps++ {
				if steps == maxRandomSteps {
					t.Fatalf("%s game %d: no end in %d steps", name, i, steps)
				}
				pr := st.Pending()
				q := pr[rng.IntN(len(pr))]
				line := q.Options[rng.IntN(len(q.Options))]
				res, err := st.Apply(q.Seat, line)
				if err != nil {
					t.Fatalf("%s game %d: Apply(%s, %q) = %v", name, i, q.Seat, line, err)
				}
				if err := w.read(res.Log); err != nil {
					t.Errorf("%s game %d: %v", name, i, err)
					break
				}
			}
		}
	}
	if w.placements < 100 || w.checks < 10 || w.headlines < 10 {
		t.Errorf("the random games checked %d placements, %d military operations checks and %d headlines; too few to mean much",
			w.placements, w.checks, w.headlines)
	}
}
