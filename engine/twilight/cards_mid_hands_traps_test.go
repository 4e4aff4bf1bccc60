package twilight

import (
	"slices"
	"strings"
	"testing"
)

func TestQuagmireDiscardAndRoll(t *testing.T) {
	s := testState(t)
	s.setEffect(effNORAD, 1)
	runEvent(t, s, 42, USSR)
	if s.effect(effectOf(42)) == 0 || s.effect(effNORAD) != 0 {
		t.Fatalf("after Quagmire: effect %d, NORAD %d; want in force and NORAD cancelled", s.effect(effectOf(42)), s.effect(effNORAD))
	}
	if s.TurnEffects.has(effectOf(42)) {
		t.Errorf("Quagmire is a turn effect; it must last across turns")
	}
	give(s, US, 19, 20, 23)
	s.China, s.ChinaFaceUp = US, true
	rig(s, 5)
	startRound(t, s, US, 1)
	if got := choices(t, s); !slices.Equal(got, []string{"20", "23"}) {
		t.Fatalf("Quagmire discards offered %v, want 20 and 23 (2+ Ops, never the China Card)", got)
	}
	res := mustApply(t, s, "US", "choose 20")
	if s.Flow != nil || !slices.Contains(s.Discard, 20) || s.hasCard(US, 20) || s.effect(effectOf(42)) == 0 {
		t.Errorf("after discarding and rolling 5: flow %v, discard %v, trap %d", s.Flow, s.Discard, s.effect(effectOf(42)))
	}
	if s.VP != 0 || !logHas(res.Log, "rolls 5: still trapped") {
		t.Errorf("the discard's event occurred or the roll is not logged: VP %d, log %v", s.VP, res.Log)
	}
	rig(s, 4)
	startRound(t, s, US, 2)
	mustApply(t, s, "US", "choose 23")
	if s.effect(effectOf(42)) != 0 {
		t.Errorf("a roll of 4 leaves the trap in force")
	}
	// Free from the next round on: a normal round.
	startRound(t, s, US, 3)
	if !hasOption(t, s, "play 19 event") {
		t.Errorf("after escaping, options = %v", asked(t, s).Options)
	}
}

func TestBearTrapCountsModifiedOps(t *testing.T) {
	s := testState(t)
	s.setEffect(effectOf(44), 1)
	give(s, USSR, 15, 8) // Nasser 1 Op, Fidel 2 Ops
	s.setTurnEffect(effBrezhnev, 1)
	s.setTurnEffect(redScareOn(USSR), 1) // 1+1-1 = 1 and 2+1-1 = 2
	s.Phasing = USSR
	startRound(t, s, USSR, 1)
	if got := choices(t, s); !slices.Equal(got, []string{"8"}) {
		t.Errorf("Bear Trap with Brezhnev and Red Scare: choices %v, want only 8", got)
	}
	s = testState(t)
	s.setEffect(effectOf(44), 1)
	give(s, USSR, 15)
	s.setTurnEffect(effBrezhnev, 1)
	startRound(t, s, USSR, 1)
	if got := choices(t, s); !slices.Equal(got, []string{"15"}) {
		t.Errorf("Bear Trap with Brezhnev: choices %v, want Nasser (rules 7.4.2 example 2)", got)
	}
	// The US is not trapped by Bear Trap.
	give(s, US, 20)
	s.Flow = nil
	startRound(t, s, US, 1)
	if !hasOption(t, s, "play 20 event") {
		t.Errorf("Bear Trap traps the US: %v", asked(t, s).Options)
	}
}

func TestTrapWithoutACardOfTwoOps(t *testing.T) {
	s := testState(t)
	s.setEffect(effectOf(42), 1)
	give(s, US, 19)
	startRound(t, s, US, 1)
	if s.Flow != nil || !s.hasCard(US, 19) || !logHas(s.log, "no card of 2 or more Ops") {
		t.Errorf("Quagmire with only a 1-Op card: flow %v, hand %v, log %v; want the round to end", s.Flow, s.Hands[US], s.log)
	}
	// A scoring card must still be played: only it is offered.
	give(s, US, 1)
	startRound(t, s, US, 2)
	if got := asked(t, s).Options; !slices.Equal(got, []string{"play 1 event"}) {
		t.Errorf("Quagmire with a 1-Op card and Asia Scoring: options %v, want only the scoring card", got)
	}
}

func TestTrapScoringCardInsteadOfTheDiscard(t *testing.T) {
	s := testState(t)
	s.setEffect(effectOf(42), 1)
	give(s, US, 1, 23)
	put(s, US, "Japan", 4)
	startRound(t, s, US, 1)
	if got := choices(t, s); !slices.Equal(got, []string{"1", "23"}) {
		t.Fatalf("Quagmire with Asia Scoring: choices %v, want 1 and 23", got)
	}
	mustApply(t, s, "US", "choose 1")
	if s.VP <= 0 || !slices.Contains(s.Discard, 1) || !s.hasCard(US, 23) || s.effect(effectOf(42)) == 0 {
		t.Errorf("Asia Scoring under Quagmire: VP %d, discard %v, hand %v, trap %d", s.VP, s.Discard, s.Hands[US], s.effect(effectOf(42)))
	}
	// When the rounds left are needed for the scoring cards, only they
	// are offered.
	s = testState(t)
	s.setEffect(effectOf(42), 1)
	give(s, US, 1, 2, 23)
	s.Rounds = [2]int{5, 4}
	startRound(t, s, US, 5)
	if got := asked(t, s).Options; !slices.Equal(got, []string{"play 1 event", "play 2 event"}) {
		t.Errorf("Quagmire, 2 rounds and 2 scoring cards left: options %v", got)
	}
}

func TestTrapReceivedMissileEnvyMustBeTheDiscard(t *testing.T) {
	s := testState(t)
	s.setEffect(effectOf(44), 1)
	give(s, USSR, 49, 7)
	s.setEffect(effectOn(missileEnvy, USSR), 1)
	rig(s, 6)
	startRound(t, s, USSR, 1)
	if got := choices(t, s); !slices.Equal(got, []string{"49"}) {
		t.Fatalf("Bear Trap holding a received Missile Envy: choices %v, want only 49", got)
	}
	mustApply(t, s, "USSR", "choose 49")
	if s.effect(effectOn(missileEnvy, USSR)) != 0 || !slices.Contains(s.Discard, 49) {
		t.Errorf("Missile Envy discarded to Bear Trap: duty %d, discard %v", s.effect(effectOn(missileEnvy, USSR)), s.Discard)
	}
}

func TestTrapDoesNotTouchTheHeadline(t *testing.T) {
	s := testState(t)
	s.setEffect(effectOf(42), 1)
	give(s, US, 19, 23)
	if got := strings.Join(s.headlineOptions(US), ", "); got != "headline 19, headline 23" {
		t.Errorf("headline options under Quagmire = %q", got)
	}
}

// FAQ #42/44 Q3 and §5.0 Q6: the trap, a waiting We Will Bury You and a
// received Missile Envy outlast the end of the turn; U2 Incident and
// Aldrich Ames Remix do not.
func TestHandEffectsAcrossTheEndOfTurn(t *testing.T) {
	s := testState(t)
	s.Turn = 2
	s.DEFCON = 4
	give(s, US, 49)
	for _, e := range []effect{effectOf(42), effectOf(44), effWWBY, effectOn(missileEnvy, US)} {
		s.setEffect(e, 1)
	}
	s.setTurnEffect(effU2, 1)
	s.setTurnEffect(effAldrichAmes, 1)
	s.startFlow("endturn", USSR, 0)
	if s.Turn != 3 {
		t.Fatalf("turn %d after the end of turn 2", s.Turn)
	}
	for _, e := range []effect{effectOf(42), effectOf(44), effWWBY, effectOn(missileEnvy, US)} {
		if s.effect(e) == 0 {
			t.Errorf("%v ended with the turn", e)
		}
	}
	for _, e := range []effect{effU2, effAldrichAmes} {
		if s.effect(e) != 0 {
			t.Errorf("%v outlasts the turn", e)
		}
	}
}
