package twilight

import (
	"slices"
	"strings"
	"testing"

	"turnmail/engine"
)

// testState returns an empty board for rules and card tests: no
// influence, DEFCON 5, turn 1, action round 1 with the USSR phasing, empty
// hands, the Early War deck, and a phase in which nothing follows a flow.
func testState(t *testing.T) *state {
	t.Helper()
	s := newState(42, false)
	s.Deck = s.periodDeck(EarlyWar)
	s.Phase, s.AR, s.Phasing = phaseTest, 1, USSR
	return s
}

// put sets side p's influence in the named countries: put(s, US, "Iran", 2).
func put(s *state, p Side, pairs ...any) {
	for i := 0; i < len(pairs); i += 2 {
		s.Inf[p][country(pairs[i].(string))] = pairs[i+1].(int)
	}
}

// inf returns p's influence in the named country.
func inf(s *state, p Side, name string) int { return s.Inf[p][country(name)] }

// give puts cards into p's hand, taking them out of the deck.
func give(s *state, p Side, nums ...int) {
	for _, n := range nums {
		s.Deck = slices.DeleteFunc(s.Deck, func(c int) bool { return c == n })
		s.addToHand(p, n)
	}
}

// runEvent starts card n's event for side p and answers its questions
// with lines, each applied through Apply as the asked side would send
// it. It fails when a line is refused or the event still waits at the
// end, and returns the public log.
func runEvent(t *testing.T, s *state, n int, p Side, lines ...string) []string {
	t.Helper()
	s.Phasing = p
	s.startFlow("event", p, n)
	log := s.log
	s.log = nil
	for _, line := range lines {
		pr := s.Pending()
		if len(pr) != 1 {
			t.Fatalf("event %s: want one question before %q, have %v", cardName(n), line, pr)
		}
		res, err := s.Apply(pr[0].Seat, line)
		if err != nil {
			t.Fatalf("event %s: Apply(%s, %q) = %v", cardName(n), pr[0].Seat, line, err)
		}
		log = append(log, res.Log...)
	}
	if s.Flow != nil {
		t.Fatalf("event %s still waits: %s %v", cardName(n), s.Flow.Ask.Question, s.Flow.Ask.Options)
	}
	return log
}

// asked returns the single pending prompt, failing otherwise.
func asked(t *testing.T, s *state) engine.Prompt {
	t.Helper()
	pr := s.Pending()
	if len(pr) != 1 {
		t.Fatalf("Pending() = %d prompts, want 1: %v", len(pr), pr)
	}
	return pr[0]
}

// mustApply applies a line and fails the test on a refusal.
func mustApply(t *testing.T, s *state, seat, line string) engine.Result {
	t.Helper()
	res, err := s.Apply(seat, line)
	if err != nil {
		t.Fatalf("Apply(%s, %q) = %v", seat, line, err)
	}
	return res
}

// mustRefuse applies a line that must be refused and checks the state did
// not change; it returns the reason.
func mustRefuse(t *testing.T, s *state, seat, line string) string {
	t.Helper()
	before, _ := s.Marshal()
	_, err := s.Apply(seat, line)
	if err == nil {
		t.Fatalf("Apply(%s, %q) was accepted, want a refusal", seat, line)
	}
	r, ok := engine.IsRefusal(err)
	if !ok {
		t.Fatalf("Apply(%s, %q) = %v, want a *engine.Refusal", seat, line, err)
	}
	after, _ := s.Marshal()
	if string(before) != string(after) {
		t.Fatalf("refused Apply(%s, %q) changed the state", seat, line)
	}
	return r.Reason
}

// logHas reports whether a log line contains text.
func logHas(log []string, text string) bool {
	for _, l := range log {
		if strings.Contains(l, text) {
			return true
		}
	}
	return false
}

// rig sets the game's generator so that the next die rolls are rolls.
func rig(s *state, rolls ...int) {
	for seed := uint64(0); ; seed++ {
		r := engine.NewRand(seed)
		ok := true
		for _, want := range rolls {
			if r.D6() != want {
				ok = false
				break
			}
		}
		if ok {
			s.Rand = *engine.NewRand(seed)
			return
		}
	}
}

// startRound starts action round ar of side p in a test state.
func startRound(t *testing.T, s *state, p Side, ar int) {
	t.Helper()
	s.startFlow("action", p, ar)
}

// hasOption reports whether the single pending prompt offers opt.
func hasOption(t *testing.T, s *state, opt string) bool {
	t.Helper()
	return slices.Contains(asked(t, s).Options, opt)
}

// runInFlow runs f inside a flow, as rules code runs, until it ends or
// asks a question (answer with mustApply). Useful for testing a helper
// such as s.coup or s.conductOps directly.
func runInFlow(t *testing.T, s *state, f func(s *state)) {
	t.Helper()
	procs["test"] = func(s *state, _ Side, _ int) { f(s) }
	t.Cleanup(func() { delete(procs, "test") })
	s.startFlow("test", USSR, 0)
}

// withSpec makes spec card n's event for the test and restores what was
// registered before (nothing, or the card's own event) when it ends. It
// lets a test of the core's hooks use a card whose event is not its
// subject; such tests must not run in parallel.
func withSpec(t *testing.T, n int, spec eventSpec) {
	t.Helper()
	old := events[n]
	events[n] = &spec
	t.Cleanup(func() { events[n] = old })
}

// choices returns the values of a prompt's "choose X" options, sorted.
func choices(t *testing.T, s *state) []string {
	t.Helper()
	var vs []string
	for _, o := range asked(t, s).Options {
		vs = append(vs, strings.TrimPrefix(o, "choose "))
	}
	slices.Sort(vs)
	return vs
}

// reloaded is s marshalled and loaded again, as the service keeps a game
// between mails.
func reloaded(t testing.TB, s *state) *state {
	t.Helper()
	b, err := s.Marshal()
	if err != nil {
		t.Fatalf("Marshal: %v", err)
	}
	st, err := Game.Load(b)
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	return st.(*state)
}
