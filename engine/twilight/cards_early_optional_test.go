package twilight

import (
	"slices"
	"strings"
	"testing"
)

func init() {
	// round-end-test runs the core's end-of-round hooks for the US; the
	// flow's card number carries the DEFCON the round began at.
	procs["round-end-test"] = func(s *state, _ Side, before int) { s.roundEnd(US, before) }
}

func TestOptionalCardsOnlyInAnOptionalGame(t *testing.T) {
	for _, optional := range []bool{false, true} {
		s := newState(1, optional)
		deck := s.periodDeck(EarlyWar)
		for _, n := range []int{104, 105, 106} {
			if slices.Contains(deck, n) != optional {
				t.Errorf("optional %v: card %d in the Early War deck = %v", optional, n, !optional)
			}
		}
	}
}

func TestCambridgeFiveShowsScoringCardsToTheUSSR(t *testing.T) {
	s := testState(t)
	give(s, US, 2, 38, 19) // Europe Scoring, Southeast Asia Scoring, Truman Doctrine
	s.startFlow("event", USSR, 104)
	got := choices(t, s)
	if !slices.Contains(got, "Poland") || !slices.Contains(got, "Vietnam") || slices.Contains(got, "India") || slices.Contains(got, "Iran") {
		t.Errorf("Cambridge Five options = %v, want Europe and Southeast Asia only", got)
	}
	res := mustApply(t, s, "USSR", "choose Thailand")
	if inf(s, USSR, "Thailand") != 1 {
		t.Errorf("USSR in Thailand = %d, want 1", inf(s, USSR, "Thailand"))
	}
	note := strings.Join(s.Notes[USSR], " ")
	if !strings.Contains(note, "Europe Scoring") || !strings.Contains(note, "Southeast Asia Scoring") || strings.Contains(note, "Truman") {
		t.Errorf("USSR note = %q, want the two scoring cards only", note)
	}
	if logHas(res.Log, "Europe Scoring") || len(s.Notes[US]) != 0 {
		t.Errorf("the scoring cards leak into the public log or the US notes")
	}
}

func TestCambridgeFiveNoScoringCardAndLateWar(t *testing.T) {
	s := testState(t)
	give(s, US, 19)
	log := runEvent(t, s, 104, USSR)
	if !logHas(log, "shows 0 scoring cards") {
		t.Errorf("Cambridge Five without scoring cards: log %v", log)
	}
	s.Turn = 8
	if why := s.eventPrevented(104, USSR); why == "" {
		t.Errorf("Cambridge Five playable as an event in the Late War")
	}
	s.Turn = 7
	if why := s.eventPrevented(104, USSR); why != "" {
		t.Errorf("Cambridge Five prevented in the Mid War: %s", why)
	}
}

func TestSpecialRelationship(t *testing.T) {
	s := testState(t)
	put(s, US, "UK", 4)
	log := runEvent(t, s, 105, US)
	if !logHas(log, "no effect") {
		t.Errorf("Special Relationship without UK control: log %v", log)
	}

	put(s, US, "UK", 5)
	s.startFlow("event", US, 105)
	if got := choices(t, s); !slices.Equal(got, []string{"Benelux", "Canada", "France", "Norway"}) {
		t.Fatalf("Special Relationship without NATO offers %v, want the UK's neighbours", got)
	}
	mustApply(t, s, "US", "choose Norway")
	if inf(s, US, "Norway") != 1 || s.VP != 0 {
		t.Errorf("without NATO: Norway %d VP %d, want 1 0", inf(s, US, "Norway"), s.VP)
	}

	s.setEffect(effNATO, 1)
	s.startFlow("event", US, 105)
	mustRefuse(t, s, "US", "choose Poland")
	mustApply(t, s, "US", "choose Turkey")
	if inf(s, US, "Turkey") != 2 || s.VP != 2 {
		t.Errorf("with NATO: Turkey %d VP %d, want 2 2", inf(s, US, "Turkey"), s.VP)
	}
}

func TestNORADAddsInfluenceWhenDEFCONMovesTo2(t *testing.T) {
	s := testState(t)
	put(s, US, "Canada", 4, "Iran", 1)
	runEvent(t, s, 106, US)
	if s.effect(effNORAD) == 0 {
		t.Fatalf("NORAD not in effect after its event")
	}
	s.DEFCON = 2
	s.startFlow("round-end-test", US, 3)
	if got := choices(t, s); !slices.Equal(got, []string{"Canada", "Iran"}) {
		t.Fatalf("NORAD offers %v, want the countries holding US influence", got)
	}
	mustApply(t, s, "US", "choose Iran")
	if inf(s, US, "Iran") != 2 {
		t.Errorf("US in Iran after NORAD = %d, want 2", inf(s, US, "Iran"))
	}

	tests := []struct {
		name           string
		before, defcon int
		canada         int
	}{
		{"DEFCON was already 2", 2, 2, 4},
		{"DEFCON moved to 3", 4, 3, 4},
		{"no control of Canada", 3, 2, 3},
	}
	for _, tt := range tests {
		s.DEFCON = tt.defcon
		put(s, US, "Canada", tt.canada)
		s.startFlow("round-end-test", US, tt.before)
		if s.Flow != nil {
			t.Errorf("%s: NORAD asks %v", tt.name, s.Flow.Ask)
		}
	}
	s.clearEffect(effNORAD) // Quagmire
	s.DEFCON = 2
	put(s, US, "Canada", 4)
	s.startFlow("round-end-test", US, 3)
	if s.Flow != nil {
		t.Errorf("cancelled NORAD still asks")
	}
}

// Card 106: NORAD's bonus comes at the end of an action round in which
// DEFCON moved to 2, through the core's round-end hook.
func TestNORADFiresAtTheEndOfARealActionRound(t *testing.T) {
	s := testState(t)
	s.setEffect(effNORAD, 1)
	s.DEFCON = 3
	put(s, US, "Canada", 4, "Japan", 1) // Canada: stability 4, so 4 controls
	put(s, USSR, "Iraq", 1)
	give(s, US, 19) // Truman Doctrine: a US card, so no opponent event
	s.Phasing = US
	rig(s, 6)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "coup Iraq with 19")
	if s.DEFCON != 2 {
		t.Fatalf("DEFCON after a battleground coup from 3 = %d, want 2", s.DEFCON)
	}
	p := asked(t, s)
	if p.Seat != "US" {
		t.Fatalf("after DEFCON moved to 2 the %s is asked %q, want the US asked for NORAD", p.Seat, p.Question)
	}
	before := inf(s, US, "Japan")
	mustApply(t, s, "US", "choose Japan")
	if got := inf(s, US, "Japan"); got != before+1 {
		t.Errorf("US influence in Japan after NORAD = %d, want %d", got, before+1)
	}
}
