package twilight

import (
	"slices"
	"strings"
	"testing"

	"turnmail/engine"
)

func newGame(t *testing.T, seed uint64, opts engine.Options) *state {
	t.Helper()
	st, err := Game.New(engine.Config{Seats: []string{"USSR", "US"}, Seed: seed, Options: opts})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return st.(*state)
}

// Rules 3.0: 8 cards each, the China Card with the USSR, the fixed
// influence, then the USSR places 6 in Eastern Europe and the US 7 in
// Western Europe, each by mail.
func TestSetup(t *testing.T) {
	s := newGame(t, 1, nil)
	if len(s.Hands[USSR]) != 8 || len(s.Hands[US]) != 8 || s.China != USSR || !s.ChinaFaceUp {
		t.Fatalf("setup: hands %d/%d, China %v face up %v", len(s.Hands[USSR]), len(s.Hands[US]), s.China, s.ChinaFaceUp)
	}
	if len(s.Deck) != 35-16 {
		t.Errorf("deck after dealing = %d, want 19", len(s.Deck))
	}
	if inf(s, USSR, "North Korea") != 3 || inf(s, US, "UK") != 5 || inf(s, US, "Canada") != 2 {
		t.Errorf("fixed influence is wrong")
	}
	a := asked(t, s)
	if a.Seat != "USSR" || !slices.Contains(a.Options, "influence Austria") || !slices.Contains(a.Options, "influence Poland") ||
		slices.Contains(a.Options, "influence France") {
		t.Fatalf("USSR setup prompt = %+v", a)
	}
	if !strings.Contains(s.View("USSR").Private, "Your hand") {
		t.Errorf("the USSR cannot see its hand before placing")
	}
	mustRefuse(t, s, "USSR", "influence France")
	mustApply(t, s, "USSR", "influence Poland 4, East Germany, Finnland")
	a = asked(t, s)
	if a.Seat != "US" || !slices.Contains(a.Options, "influence Finland") || slices.Contains(a.Options, "influence Poland") {
		t.Fatalf("US setup prompt = %+v", a)
	}
	mustApply(t, s, "US", "influence West Germany 4, Italy 3")
	if inf(s, USSR, "Poland") != 4 || inf(s, USSR, "East Germany") != 4 || inf(s, US, "Italy") != 3 {
		t.Errorf("setup influence not placed")
	}
	if pr := s.Pending(); len(pr) != 2 || !pr[0].Secret {
		t.Errorf("after setup: Pending() = %+v, want the secret headline of both", pr)
	}
}

func TestNewRefusesBadConfig(t *testing.T) {
	if _, err := Game.New(engine.Config{Seats: []string{"US", "USSR"}}); err == nil {
		t.Errorf("New with seats in the wrong order succeeded")
	}
	if _, err := Game.New(engine.Config{Seats: seats, Options: engine.Options{"optional-cards": "maybe"}}); err == nil {
		t.Errorf("New with optional-cards=maybe succeeded")
	}
	if _, err := Game.New(engine.Config{Seats: seats, Options: engine.Options{"variant": "x"}}); err == nil {
		t.Errorf("New with an unknown option succeeded")
	}
	s := newGame(t, 1, engine.Options{"optional-cards": "yes"})
	if got := len(s.Deck) + 16; got != 38 {
		t.Errorf("Early War cards with optional cards = %d, want 38", got)
	}
}

// Rules 4.3: the deck is dealt out before the discards are reshuffled.
func TestDealReshufflesOnlyWhenTheDeckIsEmpty(t *testing.T) {
	s := testState(t)
	s.Deck = []int{4, 5}
	s.Discard = []int{7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}
	give(s, USSR, 1, 2, 3, 24, 26, 27, 28)
	give(s, US, 29, 30, 31)
	s.deal(8)
	if len(s.Hands[USSR]) != 8 || len(s.Hands[US]) != 8 {
		t.Fatalf("hands after deal: %d, %d", len(s.Hands[USSR]), len(s.Hands[US]))
	}
	if !s.hasCard(USSR, 4) || !s.hasCard(US, 5) {
		t.Errorf("the old deck was not dealt first: USSR %v US %v", s.Hands[USSR], s.Hands[US])
	}
	if len(s.Deck)+len(s.Discard) != 17-4 || len(s.Discard) != 0 {
		t.Errorf("after the reshuffle: deck %d discard %d", len(s.Deck), len(s.Discard))
	}
}

func s0() *state { return newState(0, false) }

// Rules 4.5 A: DEFCON improves at the start of each turn; the hands are
// dealt to 8 (turns 1-3).
func TestTurnStart(t *testing.T) {
	s := testState(t)
	s.DEFCON, s.MilOps = 3, [2]int{5, 5}
	s.startFlow("endturn", USSR, 0)
	if s.Turn != 2 || s.DEFCON != 4 || len(s.Hands[USSR]) != 8 || len(s.Hands[US]) != 8 || s.Phase != phaseHeadline {
		t.Errorf("turn start: turn %d DEFCON %d hands %d/%d phase %s", s.Turn, s.DEFCON, len(s.Hands[USSR]), len(s.Hands[US]), s.Phase)
	}
}

func TestActionRoundsAlternateUSSRFirst(t *testing.T) {
	s := testState(t)
	var order []string
	for {
		p, ar, ok := s.nextRound()
		if !ok {
			break
		}
		order = append(order, p.String()+itoa(ar))
		s.Rounds[p] = ar
	}
	if got := strings.Join(order, " "); got != "USSR1 US1 USSR2 US2 USSR3 US3 USSR4 US4 USSR5 US5 USSR6 US6" {
		t.Errorf("action round order = %s", got)
	}
}

func TestExtraRoundMayBeDeclined(t *testing.T) {
	s := testState(t)
	s.Space = [2]int{0, 8}
	give(s, US, 19)
	s.Phasing = US
	startRound(t, s, US, 6)
	if hasOption(t, s, "done") {
		t.Errorf("round 6 of turn 1 may be declined")
	}
	s = testState(t)
	s.Space = [2]int{0, 8}
	give(s, US, 19)
	s.Phasing = US
	startRound(t, s, US, 7)
	mustApply(t, s, "US", "done")
	if !s.hasCard(US, 19) || s.Flow != nil {
		t.Errorf("declining the extra round: hand %v flow %v", s.Hands[US], s.Flow)
	}
}

// Item 17 (rules 4.4): at turn 4 the Mid War cards join the remaining
// deck without the discards, DEFCON improves and the hands go to 9. The
// Mid War events are stubbed for this test only, so that turn 4 starts.
func TestMidWarJoinsTheDeckWithoutTheDiscards(t *testing.T) {
	for _, n := range s0().missingEvents(MidWar) {
		events[n] = &eventSpec{Run: func(*state, Side) {}}
		defer func() { events[n] = nil }()
	}
	s := testState(t)
	s.Turn, s.DEFCON, s.MilOps = 3, 3, [2]int{5, 5}
	s.Discard, s.Deck = s.Deck[:10], s.Deck[10:14] // 4 Early War cards left to draw
	discards := slices.Clone(s.Discard)
	s.startFlow("endturn", USSR, 0)
	if s.Halted() != "" || s.Turn != 4 || s.DEFCON != 4 {
		t.Fatalf("turn 4: halt %q turn %d DEFCON %d", s.Halted(), s.Turn, s.DEFCON)
	}
	if len(s.Hands[USSR]) != 9 || len(s.Hands[US]) != 9 {
		t.Errorf("turn 4 hands %d/%d, want 9/9", len(s.Hands[USSR]), len(s.Hands[US]))
	}
	if !slices.Equal(s.Discard, discards) {
		t.Errorf("the discards changed at turn 4: %v, was %v", s.Discard, discards)
	}
	mid := len(s0().periodDeck(MidWar))
	if got := len(s.Deck) + 18; got != mid+4 {
		t.Errorf("deck %d + 18 dealt = %d, want %d Mid War + 4 Early War cards", len(s.Deck), got, mid+4)
	}
	for _, n := range s.Deck {
		if slices.Contains(discards, n) {
			t.Errorf("discarded card %s is in the deck", cardName(n))
		}
	}
}

// Rules 8.2: the shortfall goes to the opponent; only the difference
// when both fall short.
func TestMilitaryOpsCheck(t *testing.T) {
	tests := []struct {
		defcon, ussr, us int
		wantVP           int
	}{
		{3, 1, 3, 2},
		{4, 1, 2, 1},
		{5, 5, 5, 0},
		{2, 2, 0, -2},
		{5, 0, 0, 0},
	}
	for _, tt := range tests {
		s := testState(t)
		s.DEFCON, s.MilOps = tt.defcon, [2]int{tt.ussr, tt.us}
		s.startFlow("endturn", USSR, 0)
		if s.VP != tt.wantVP || s.MilOps != [2]int{} {
			t.Errorf("military ops check at DEFCON %d with USSR %d, US %d: VP %d, ops %v; want VP %d and reset",
				tt.defcon, tt.ussr, tt.us, s.VP, s.MilOps, tt.wantVP)
		}
	}
}

// TestSetupQuestionExampleIsOneLine: the setup question says that one line
// may place every point (rules 3.2–3.3: 6 in Eastern Europe, 7 in Western
// Europe), and the example it shows is accepted as written and places them
// all.
func TestSetupQuestionExampleIsOneLine(t *testing.T) {
	s := newGame(t, 1, nil)
	for _, side := range []Side{USSR, US} {
		p := asked(t, s)
		if !strings.Contains(p.Question, "One line may place them all") || !strings.Contains(p.Question, setupExample[side]) {
			t.Fatalf("setup question for %s = %q, want it to show one line placing them all", side, p.Question)
		}
		mustApply(t, s, seats[side], setupExample[side])
	}
	if s.Phase != phaseHeadline {
		t.Errorf("after both setup examples the phase is %q, want %q", s.Phase, phaseHeadline)
	}
}
