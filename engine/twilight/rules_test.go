package twilight

import (
	"strings"
	"testing"
)

// Rules 2.1.7, the rulebook's example: Israel has stability 4.
func TestControlAtIsrael(t *testing.T) {
	tests := []struct {
		us, ussr int
		want     Side
	}{
		{4, 0, US}, {5, 1, US}, {4, 1, Neutral}, {3, 0, Neutral}, {8, 4, US}, {0, 4, USSR}, {2, 6, USSR}, {3, 6, Neutral},
	}
	for _, tt := range tests {
		s := testState(t)
		put(s, US, "Israel", tt.us)
		put(s, USSR, "Israel", tt.ussr)
		if got := s.controller(country("Israel")); got != tt.want {
			t.Errorf("controller(Israel) with US %d, USSR %d = %v, want %v", tt.us, tt.ussr, got, tt.want)
		}
	}
}

// Rules 6.1.2, the Turkey example: the first point in a US-controlled
// Turkey costs 2, and once control breaks the next ones cost 1.
func TestInfluenceCostsInTurkey(t *testing.T) {
	s := testState(t)
	put(s, US, "Turkey", 2)
	put(s, USSR, "Syria", 1)
	give(s, USSR, 34)
	startRound(t, s, USSR, 1)
	mustRefuse(t, s, "USSR", "play 34 ops influence Turkey 4")
	mustApply(t, s, "USSR", "play 34 ops influence Turkey")
	if got := s.influenceCost(USSR, country("Turkey")); got != 1 {
		t.Errorf("influenceCost(USSR, Turkey) after one point = %d, want 1", got)
	}
	mustApply(t, s, "USSR", "influence Turkey 2")
	if got := inf(s, USSR, "Turkey"); got != 3 {
		t.Errorf("USSR influence in Turkey = %d, want 3", got)
	}
	if s.Flow != nil {
		t.Errorf("the round still waits after 4 Ops were spent: %v", s.Flow.Ask)
	}
}

// Rules 6.3, the coup example: 3 Ops against stability 3 with 2 US
// influence; a 5 removes both, a 6 also adds 1 USSR influence.
func TestCoupAtStabilityThree(t *testing.T) {
	tests := []struct {
		roll           int
		wantUS, wantSU int
	}{
		{5, 0, 0}, {6, 0, 1}, {3, 2, 0}, {4, 1, 0},
	}
	for _, tt := range tests {
		s := testState(t)
		put(s, US, "Iraq", 2)
		give(s, USSR, 7)
		rig(s, tt.roll)
		startRound(t, s, USSR, 1)
		mustApply(t, s, "USSR", "coup Iraq with 7")
		if inf(s, US, "Iraq") != tt.wantUS || inf(s, USSR, "Iraq") != tt.wantSU {
			t.Errorf("coup Iraq rolling %d = US %d USSR %d, want US %d USSR %d",
				tt.roll, inf(s, US, "Iraq"), inf(s, USSR, "Iraq"), tt.wantUS, tt.wantSU)
		}
		if s.DEFCON != 4 || s.MilOps[USSR] != 3 {
			t.Errorf("after a battleground coup: DEFCON %d, USSR military ops %d; want 4, 3", s.DEFCON, s.MilOps[USSR])
		}
	}
}

// Rules 6.2, the North Korea example: the US rolls 5, the USSR 2 + 2 = 4,
// and the USSR loses 1 influence.
func TestRealignmentInNorthKorea(t *testing.T) {
	s := testState(t)
	put(s, USSR, "North Korea", 3)
	put(s, US, "South Korea", 1)
	give(s, US, 19)
	s.Phasing = US
	rig(s, 5, 2)
	startRound(t, s, US, 1)
	res := mustApply(t, s, "US", "realign North Korea with 19")
	if got := inf(s, USSR, "North Korea"); got != 2 {
		t.Errorf("USSR influence in North Korea = %d, want 2", got)
	}
	if !logHas(res.Log, "US 5+0 = 5, USSR 2+2 = 4") {
		t.Errorf("log = %v, want the rolls with modifiers", res.Log)
	}
	if s.MilOps[US] != 0 {
		t.Errorf("US military ops after a realignment = %d, want 0", s.MilOps[US])
	}
}

func TestRealignmentDefenderCanWin(t *testing.T) {
	s := testState(t)
	put(s, USSR, "North Korea", 3)
	put(s, US, "North Korea", 2)
	s.Phasing = US
	rig(s, 1, 6)
	s.realign(US, country("North Korea"))
	if inf(s, US, "North Korea") != 0 || inf(s, USSR, "North Korea") != 3 {
		t.Errorf("defender wins 6+2 against 1: US %d USSR %d, want 0 and 3", inf(s, US, "North Korea"), inf(s, USSR, "North Korea"))
	}
}

// Rules 6.1.1: access comes only from countries held at the start of the
// round, or from one's own superpower.
func TestInfluenceAccessFromStartOfRound(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Syria", 1)
	give(s, USSR, 7)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 7 ops influence Turkey")
	if hasOption(t, s, "influence Greece") {
		t.Errorf("Greece is offered although only Turkey, placed this round, is next to it")
	}
	for _, want := range []string{"influence Turkey", "influence Lebanon", "influence Poland", "influence Afghanistan"} {
		if !hasOption(t, s, want) {
			t.Errorf("option %q is missing", want)
		}
	}
	reason := mustRefuse(t, s, "USSR", "influence Greece")
	if !strings.Contains(reason, "not possible") {
		t.Errorf("refusal = %q", reason)
	}
}

// Rules 8.1.5: DEFCON bans coups and realignments region by region.
func TestDEFCONRestrictsCoupsAndRealignments(t *testing.T) {
	targets := map[string]string{"Europe": "West Germany", "Asia": "Japan", "Middle East": "Iran", "Africa": "Angola"}
	tests := []struct {
		defcon int
		banned []string
	}{
		{5, nil},
		{4, []string{"Europe"}},
		{3, []string{"Europe", "Asia"}},
		{2, []string{"Europe", "Asia", "Middle East"}},
	}
	for _, tt := range tests {
		s := testState(t)
		s.DEFCON = tt.defcon
		for _, c := range targets {
			put(s, US, c, 1)
		}
		put(s, USSR, "Angola", 1)
		give(s, USSR, 7)
		startRound(t, s, USSR, 1)
		mustApply(t, s, "USSR", "play 7 ops")
		for region, c := range targets {
			banned := false
			for _, b := range tt.banned {
				banned = banned || b == region
			}
			for _, verb := range []string{"coup ", "realign "} {
				if hasOption(t, s, verb+c) == banned {
					t.Errorf("DEFCON %d: option %q offered = %v, want %v", tt.defcon, verb+c, !banned, !banned)
				}
			}
		}
	}
}

// Rules 8.1.3: DEFCON 1 ends the game and the phasing player loses.
func TestBattlegroundCoupAtDEFCON2LosesThePhasingPlayer(t *testing.T) {
	s := testState(t)
	s.DEFCON = 2
	put(s, US, "Angola", 1)
	give(s, USSR, 7)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "coup Angola with 7")
	o := s.Outcome()
	if !o.Over || len(o.Winners) != 1 || o.Winners[0] != "US" || s.DEFCON != 1 {
		t.Errorf("Outcome() = %+v at DEFCON %d, want a US win at DEFCON 1", o, s.DEFCON)
	}
	if len(s.Pending()) != 0 {
		t.Errorf("Pending() after the game ended = %v", s.Pending())
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

// Rules 9.4: the China Card's +1 only when every Op goes to Asia.
func TestChinaCardBonusOnlyAllInAsia(t *testing.T) {
	s := testState(t)
	put(s, USSR, "North Korea", 3)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 6 ops influence North Korea 5")
	if got := inf(s, USSR, "North Korea"); got != 8 {
		t.Errorf("USSR in North Korea after 5 points with the China Card = %d, want 8", got)
	}
	if s.China != US || s.ChinaFaceUp {
		t.Errorf("China Card after play: holder %v face up %v, want US face down", s.China, s.ChinaFaceUp)
	}

	s = testState(t)
	put(s, USSR, "North Korea", 3)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 6 ops influence Poland 1, North Korea 3")
	if s.Flow != nil {
		t.Errorf("after 1 point outside Asia and 3 inside, the round still asks: %v", s.Flow.Ask.Options)
	}
	mustRefuse(t, s, "USSR", "influence North Korea")
}

func TestChinaCardFaceDownUntilTheNextTurn(t *testing.T) {
	s := testState(t)
	s.China, s.ChinaFaceUp = US, false
	give(s, US, 19)
	s.Phasing = US
	startRound(t, s, US, 1)
	if hasOption(t, s, "play 6 ops") {
		t.Errorf("the US may play the China Card in the turn it received it")
	}
	s = testState(t)
	s.China, s.ChinaFaceUp = US, false
	s.startFlow("endturn", USSR, 0)
	if !s.ChinaFaceUp {
		t.Errorf("the China Card is still face down after the turn ended")
	}
}

func TestUSChinaCardEndsFormosanResolution(t *testing.T) {
	s := testState(t)
	s.China = US
	s.setEffect(effFormosan, 1)
	put(s, US, "Japan", 1)
	s.Phasing = US
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "play 6 ops influence Japan 5")
	if s.effect(effFormosan) != 0 {
		t.Errorf("Formosan Resolution is still in effect after the US played the China Card")
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

// Rules 10.1.5: a scoring card may not be held at the end of a turn.
func TestScoringCardsMustBePlayed(t *testing.T) {
	s := testState(t)
	give(s, USSR, 1, 2, 7)
	s.Rounds = [2]int{4, 4}
	startRound(t, s, USSR, 5)
	a := asked(t, s)
	if got := strings.Join(a.Options, "; "); got != "play 1 event; play 2 event" {
		t.Errorf("with 2 rounds and 2 scoring cards left, options = %q", got)
	}
	s = testState(t)
	give(s, USSR, 1, 7)
	startRound(t, s, USSR, 1)
	if !hasOption(t, s, "play 7 ops") || hasOption(t, s, "play 1 ops") || hasOption(t, s, "space 1") {
		t.Errorf("early in the turn: options = %v", asked(t, s).Options)
	}
}

func TestSittingOutWithoutCards(t *testing.T) {
	s := testState(t)
	s.China = US
	startRound(t, s, USSR, 1)
	if s.Flow != nil || !logHas(s.log, "sits out") {
		t.Errorf("USSR without cards: flow %v, log %v", s.Flow, s.log)
	}
}

// Rules 5.2: the opponent's event happens before or after the Ops, as
// the phasing player chooses, and the opponent carries it out.
func TestOpponentEventBeforeOrAfterOps(t *testing.T) {
	for _, first := range []bool{false, true} {
		s := testState(t)
		put(s, USSR, "Italy", 1, "Syria", 1)
		give(s, USSR, 19)
		startRound(t, s, USSR, 1)
		line := "play 19 ops influence Turkey"
		if first {
			line = "play 19 ops event first"
		}
		mustApply(t, s, "USSR", line)
		if first {
			a := asked(t, s)
			if a.Seat != "US" {
				t.Fatalf("event first: %s is asked, want the US (it carries out Truman Doctrine)", a.Seat)
			}
			mustApply(t, s, "US", "choose Italy")
			mustApply(t, s, "USSR", "influence Turkey")
			if inf(s, USSR, "Italy") != 0 || inf(s, USSR, "Turkey") != 1 {
				t.Errorf("event first then ops: USSR in Italy = %d, want 1", inf(s, USSR, "Italy"))
			}
		} else {
			mustApply(t, s, "US", "choose Italy")
			if inf(s, USSR, "Italy") != 0 {
				t.Errorf("ops then event: USSR in Italy = %d, want 0", inf(s, USSR, "Italy"))
			}
		}
		if !contains(s.Removed, 19) || contains(s.Discard, 19) {
			t.Errorf("Truman Doctrine after its event: removed %v discard %v", s.Removed, s.Discard)
		}
	}
}

// Rules 5.2 and 6.4.5: the card's own event does not happen when played
// for Ops or on the space race; a prevented starred event goes to the
// discard pile.
func TestWhereCardsGo(t *testing.T) {
	s := testState(t)
	give(s, US, 19, 25)
	s.Phasing = US
	rig(s, 1)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "space 25")
	if s.effect(effContainment) != 0 || !contains(s.Discard, 25) || s.Space[US] != 1 || s.VP != 2 {
		t.Errorf("space 25: containment %d, discard %v, space %d, VP %d", s.effect(effContainment), s.Discard, s.Space[US], s.VP)
	}
	startRound(t, s, US, 2)
	mustApply(t, s, "US", "play 19 ops influence Canada")
	if !contains(s.Discard, 19) {
		t.Errorf("own card played for ops: discard %v, want 19 there", s.Discard)
	}

	saved, had := events[21]
	events[21] = eventSpec{Run: func(*state, Side) {}, Prevented: func(*state, Side) string { return "needs Marshall Plan" }}
	defer func() {
		if had {
			events[21] = saved
		} else {
			delete(events, 21)
		}
	}()
	s = testState(t)
	give(s, USSR, 21)
	put(s, USSR, "Poland", 1)
	startRound(t, s, USSR, 1)
	if hasOption(t, s, "play 21 ops event first") {
		t.Errorf("a prevented event is offered to go first")
	}
	mustApply(t, s, "USSR", "play 21 ops influence Poland 4")
	if !contains(s.Discard, 21) || contains(s.Removed, 21) {
		t.Errorf("prevented starred event: discard %v removed %v, want it discarded", s.Discard, s.Removed)
	}
}

func contains(ns []int, n int) bool {
	for _, x := range ns {
		if x == n {
			return true
		}
	}
	return false
}

func TestRefusalsExplainTheRule(t *testing.T) {
	s := testState(t)
	s.DEFCON = 4
	put(s, US, "West Germany", 1, "Iran", 1)
	put(s, USSR, "Syria", 1)
	give(s, USSR, 7, 1)
	s.China, s.ChinaFaceUp = USSR, false
	startRound(t, s, USSR, 1)
	tests := []struct{ line, want string }{
		{"coup West Germany with 7", "DEFCON 4 forbids"},
		{"play 8 event", "not in your hand"},
		{"play 6 ops", "face down"},
		{"play 1 ops", "scoring card"},
		{"space 1", "scoring card"},
		{"play 7 ops influence Greece", "no influence in or next to Greece"},
		{"coup Iraq with 7", "has no influence in Iraq"},
	}
	for _, tt := range tests {
		reason := mustRefuse(t, s, "USSR", tt.line)
		if !strings.Contains(reason, tt.want) {
			t.Errorf("Apply(%q) refused with %q, want it to contain %q", tt.line, reason, tt.want)
		}
	}
}
