package twilight

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// headlineState is a test state at the headline of turn 1.
func headlineState(t *testing.T, ussr, us []int) *state {
	t.Helper()
	s := testState(t)
	give(s, USSR, ussr...)
	give(s, US, us...)
	s.Phase, s.AR = phaseHeadline, 0
	s.Decision = 1
	return s
}

func TestHeadlineIsSecretAndSimultaneous(t *testing.T) {
	s := headlineState(t, []int{34, 7}, []int{19, 25})
	pr := s.Pending()
	if len(pr) != 2 || !pr[0].Secret || !pr[1].Secret || pr[0].Decision != pr[1].Decision {
		t.Fatalf("Pending() = %+v, want two secret prompts under one decision", pr)
	}
	res := mustApply(t, s, "USSR", "headline 34")
	if strings.Contains(strings.Join(res.Log, "\n"), "Nuclear") || strings.Contains(strings.Join(res.Log, "\n"), "34") {
		t.Errorf("log reveals the USSR headline: %v", res.Log)
	}
	us := s.View("US")
	if strings.Contains(us.Public+us.Private, "Nuclear Test Ban") {
		t.Errorf("the US view shows the USSR's unrevealed headline:\n%s\n%s", us.Public, us.Private)
	}
	if !strings.Contains(s.View("USSR").Private, "Nuclear Test Ban") {
		t.Errorf("the USSR view does not show its own headline")
	}
	mustRefuse(t, s, "USSR", "headline 7")
	pr = s.Pending()
	if len(pr) != 1 || pr[0].Seat != "US" {
		t.Fatalf("after the USSR chose: Pending() = %+v, want the US only", pr)
	}
}

// Rules 4.5 C: higher Ops first, ties to the US, scoring cards second.
func TestHeadlineOrder(t *testing.T) {
	tests := []struct {
		name      string
		ussr, us  int
		wantFirst string
	}{
		{"higher ops first", 34, 19, "Nuclear Test Ban"},
		{"US higher", 19, 25, "Containment"},
		{"scoring second", 1, 19, "Truman Doctrine"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := headlineState(t, []int{tt.ussr}, []int{tt.us})
			mustApply(t, s, "USSR", "headline "+itoa(tt.ussr))
			res := mustApply(t, s, "US", "headline "+itoa(tt.us))
			var events []string
			for _, l := range res.Log {
				if strings.HasPrefix(l, "Event: ") {
					events = append(events, l)
				}
			}
			if len(events) == 0 || !strings.Contains(events[0], tt.wantFirst) {
				t.Errorf("events in order %v, want %s first", events, tt.wantFirst)
			}
		})
	}
}

func TestHeadlineTieGoesToTheUS(t *testing.T) {
	// 34 Nuclear Test Ban against 31 Red Scare/Purge: 4 Ops each. Red
	// Scare's event is replaced by a stand-in for this test only.
	s := headlineState(t, []int{34}, []int{31})
	saved := events[31]
	events[31] = &eventSpec{Run: func(s *state, p Side) { s.logf("red scare stand-in") }}
	defer func() { events[31] = saved }()
	mustApply(t, s, "USSR", "headline 34")
	res := mustApply(t, s, "US", "headline 31")
	first := ""
	for _, l := range res.Log {
		if strings.HasPrefix(l, "Event: ") {
			first = l
			break
		}
	}
	if !strings.Contains(first, "Red Scare") {
		t.Errorf("first headline event = %q, want the US's Red Scare/Purge on a tie", first)
	}
}

// The headliner is the phasing player for DEFCON (rules 4.5 C): the
// USSR's headline resolves with the USSR phasing, although the US
// headline went first.
func TestHeadlinerIsPhasing(t *testing.T) {
	s := headlineState(t, []int{1}, []int{34})
	var phasing []Side
	saved := events[1]
	events[1] = &eventSpec{Run: func(s *state, p Side) { phasing = append(phasing, s.Phasing) }}
	defer func() { events[1] = saved }()
	mustApply(t, s, "USSR", "headline 1")
	mustApply(t, s, "US", "headline 34")
	if len(phasing) == 0 || phasing[len(phasing)-1] != USSR {
		t.Errorf("phasing during the USSR headline = %v, want USSR", phasing)
	}
}

// Space box 4: the opponent must choose its headline first.
func TestSpaceBox4MakesTheOpponentChooseFirst(t *testing.T) {
	s := headlineState(t, []int{34, 7}, []int{19, 25})
	s.Space = [2]int{0, 4}
	pr := s.Pending()
	if len(pr) != 1 || pr[0].Seat != "USSR" {
		t.Fatalf("Pending() = %+v, want the USSR alone", pr)
	}
	if pr[0].Secret {
		t.Error("the USSR headline is marked secret, but the US (box 4) sees it before choosing")
	}
	mustRefuse(t, s, "US", "headline 19")
	mustApply(t, s, "USSR", "headline 34")
	a := asked(t, s)
	if !a.Secret {
		t.Error("the US headline under its own box 4 is not marked secret")
	}
	if a.Seat != "US" || !strings.Contains(a.Question, "Nuclear Test Ban") {
		t.Errorf("the US prompt = %+v, want it to show the USSR headline", a)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// Item 14: Defectors headlined by the US cancels the USSR headline even
// when the USSR's has more Ops.
func TestDefectorsCancelsAHigherHeadline(t *testing.T) {
	s := headlineState(t, []int{34}, []int{103})
	s.DEFCON = 3
	mustApply(t, s, "USSR", "headline 34")
	mustApply(t, s, "US", "headline 103")
	if s.VP != 0 || s.DEFCON != 3 || !slices.Contains(s.Discard, 34) {
		t.Errorf("Defectors against Nuclear Test Ban: VP %d DEFCON %d discard %v; want 0, 3, 34 discarded", s.VP, s.DEFCON, s.Discard)
	}
}

// Items 1 and 14: a headlined opponent's event is carried out by the
// opponent, but DEFCON 1 is the headliner's.
func TestHeadlinedDuckAndCoverAtDEFCON2(t *testing.T) {
	s := headlineState(t, []int{4}, []int{19})
	s.DEFCON = 2
	mustApply(t, s, "USSR", "headline 4")
	mustApply(t, s, "US", "headline 19")
	o := s.Outcome()
	if !o.Over || len(o.Winners) != 1 || o.Winners[0] != "US" {
		t.Errorf("USSR headlines Duck and Cover at DEFCON 2: outcome %+v, want a US win", o)
	}
}

// "play 4 event" in the headline phase points to "headline 4".
func TestPlayInTheHeadlinePhase(t *testing.T) {
	s := headlineState(t, []int{4, 7}, []int{19})
	if why := mustRefuse(t, s, "USSR", "play 4 event"); !strings.Contains(why, `"headline 4"`) {
		t.Errorf("play in the headline phase: %q", why)
	}
	s = testState(t)
	give(s, USSR, 7)
	startRound(t, s, USSR, 1)
	if why := mustRefuse(t, s, "USSR", "headline 7"); !strings.Contains(why, `"play 7 event"`) {
		t.Errorf("headline in an action round: %q", why)
	}
}

func TestHeadlineNeverOffersChinaOrUNIntervention(t *testing.T) {
	s := testState(t)
	give(s, USSR, 32, 7, 1)
	s.Phase = phaseHeadline
	a, ok := s.headlineAsk(USSR)
	if !ok {
		t.Fatal("no headline question for the USSR")
	}
	want := "headline 1; headline 7"
	if got := strings.Join(a.Options, "; "); got != want {
		t.Errorf("headline options = %q, want %q", got, want)
	}
}
