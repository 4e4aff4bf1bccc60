package twilight

import (
	"slices"
	"strings"
	"testing"
)

func TestMissileEnvyTakesTheHighestOpsCard(t *testing.T) {
	s := testState(t)
	give(s, USSR, 49)
	give(s, US, 19, 21, 23) // Truman 1, NATO 4, Marshall 4
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 49 event")
	if pr := asked(t, s); pr.Seat != "US" || !slices.Equal(choices(t, s), []string{"21", "23"}) {
		t.Fatalf("Missile Envy tie: %s asked %v, want the US to choose 21 or 23", pr.Seat, choices(t, s))
	}
	mustApply(t, s, "US", "choose 23")
	// Marshall Plan is a US event: the USSR uses its 4 Ops, no event.
	if pr := asked(t, s); pr.Seat != "USSR" || !strings.HasPrefix(pr.Question, "Spend 4 Ops") {
		t.Fatalf("after taking Marshall Plan: %s asked %q, want the USSR to spend 4 Ops", pr.Seat, pr.Question)
	}
	mustApply(t, s, "USSR", "influence Poland 4")
	if s.effect(effMarshall) != 0 || !slices.Contains(s.Discard, 23) || slices.Contains(s.Discard, 49) || !s.hasCard(US, 49) {
		t.Fatalf("after Missile Envy: Marshall %d, discard %v, US hand %v", s.effect(effMarshall), s.Discard, s.Hands[US])
	}
	// The US must play Missile Envy for Ops in its next action round.
	startRound(t, s, US, 1)
	if got := asked(t, s).Options; !slices.Equal(got, []string{"play 49 ops"}) {
		t.Fatalf("the US's next round: options %v, want only Missile Envy for Ops", got)
	}
	mustApply(t, s, "US", "play 49 ops influence Canada 2")
	if s.effect(effectOn(missileEnvy, US)) != 0 || !slices.Contains(s.Discard, 49) {
		t.Errorf("after the forced play: duty %d, discard %v", s.effect(effectOn(missileEnvy, US)), s.Discard)
	}
}

func TestMissileEnvyOwnEventHappensAtOnce(t *testing.T) {
	s := testState(t)
	give(s, US, 49)
	give(s, USSR, 48, 1) // Kitchen Debates (US, 1 Op) and a scoring card
	put(s, US, "Iran", 5)
	s.Phasing, s.AR = US, 1
	s.InPlay = []int{49}
	runEvent(t, s, 49, US)
	if s.VP != 2 || !slices.Contains(s.Removed, 48) || !s.hasCard(USSR, 49) || !s.hasCard(USSR, 1) {
		t.Errorf("Missile Envy taking Kitchen Debates: VP %d, removed %v, USSR hand %v", s.VP, s.Removed, s.Hands[USSR])
	}
	if s.effect(effectOn(missileEnvy, USSR)) != 1 {
		t.Errorf("the USSR's duty to play Missile Envy is not in force")
	}
}

func TestMissileEnvyWithNoCardToTake(t *testing.T) {
	s := testState(t)
	give(s, US, 49)
	give(s, USSR, 1)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "play 49 event")
	if !slices.Contains(s.Discard, 49) || s.hasCard(USSR, 49) || s.effect(effectOn(missileEnvy, USSR)) != 0 {
		t.Errorf("Missile Envy with only a scoring card to take: discard %v, USSR hand %v", s.Discard, s.Hands[USSR])
	}
}

// FAQ §5.0 Q6: a side that must play a scoring card keeps Missile Envy
// and plays it in its next round.
func TestMissileEnvyWaitsForTheScoringCard(t *testing.T) {
	s := testState(t)
	give(s, US, 1, 49)
	s.setEffect(effectOn(missileEnvy, US), 1)
	s.Rounds = [2]int{6, 5}
	startRound(t, s, US, 6)
	if got := asked(t, s).Options; !slices.Equal(got, []string{"play 1 event"}) {
		t.Fatalf("last round with Missile Envy and a scoring card: options %v", got)
	}
	mustApply(t, s, "US", "play 1 event")
	if s.effect(effectOn(missileEnvy, US)) == 0 {
		t.Errorf("the duty ended while the US still holds Missile Envy")
	}
}

func TestGrainSalesPlaysTheDrawnCard(t *testing.T) {
	s := testState(t)
	give(s, USSR, 48)
	put(s, US, "Iran", 5)
	runEvent(t, s, 67, US, "choose event")
	if s.VP != 2 || s.hasCard(USSR, 48) || !slices.Contains(s.Removed, 48) {
		t.Errorf("Grain Sales playing Kitchen Debates: VP %d, USSR hand %v, removed %v", s.VP, s.Hands[USSR], s.Removed)
	}
}

func TestGrainSalesReturnsTheCardSecretly(t *testing.T) {
	s := testState(t)
	give(s, USSR, 7)
	s.setTurnEffect(effContainment, 1)
	s.startFlow("event", USSR, 67)
	if got := choices(t, s); !slices.Equal(got, []string{"ops", "ops event first", "return"}) {
		t.Fatalf("Grain Sales with Socialist Governments drawn: choices %v", got)
	}
	if !slices.Equal(s.InPlay, []int{7}) || s.hasCard(USSR, 7) {
		t.Fatalf("while the US decides the drawn card is in play %v, USSR hand %v; want it on the table", s.InPlay, s.Hands[USSR])
	}
	res := mustApply(t, s, "US", "choose return")
	if pr := asked(t, s); pr.Seat != "US" || !strings.HasPrefix(pr.Question, "Spend 3 Ops") {
		t.Fatalf("after returning: %s asked %q, want the US to spend 3 Ops (2 and Containment)", pr.Seat, pr.Question)
	}
	mustApply(t, s, "US", "influence Canada 3")
	if !s.hasCard(USSR, 7) || inf(s, US, "Canada") != 3 {
		t.Errorf("after returning: USSR hand %v, Canada %d", s.Hands[USSR], inf(s, US, "Canada"))
	}
	if logHas(res.Log, "Socialist") || strings.Contains(s.View("USSR").Public, "Socialist") || len(s.Notes[USSR]) != 0 {
		t.Errorf("the drawn card leaks: log %v", res.Log)
	}
	if !strings.Contains(strings.Join(s.Notes[US], " "), "Socialist Governments") {
		t.Errorf("US notes %v do not name the drawn card", s.Notes[US])
	}
}

func TestGrainSalesWithAnEmptyHand(t *testing.T) {
	s := testState(t)
	s.setTurnEffect(redScareOn(US), 1)
	log := runEvent(t, s, 67, US, "influence Canada 2")
	if inf(s, US, "Canada") != 2 || !logHas(log, "empty") {
		t.Errorf("Grain Sales with an empty USSR hand under Red Scare: Canada %d (want 2), log %v", inf(s, US, "Canada"), log)
	}
}

func TestShuttleDiplomacyAtAsiaScoring(t *testing.T) {
	s := testState(t)
	give(s, US, 73)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "play 73 event")
	if s.effect(effShuttle) == 0 || !slices.Contains(s.Removed, 73) || slices.Contains(s.Discard, 73) {
		t.Fatalf("Shuttle Diplomacy in front of the US: effect %d, removed %v, discard %v", s.effect(effShuttle), s.Removed, s.Discard)
	}
	put(s, USSR, "North Korea", 3)
	// Southeast Asia Scoring and the final scoring leave it in force.
	runEvent(t, s, 38, USSR)
	if s.scoringExcluded(Asia, true) != nil || s.effect(effShuttle) == 0 {
		t.Fatalf("Shuttle Diplomacy used up by Southeast Asia or the final scoring")
	}
	// FAQ #73 Q1: North Korea was the USSR's only Asian country; no
	// Presence is left.
	runEvent(t, s, 1, USSR)
	if s.VP != 0 || s.effect(effShuttle) != 0 || !slices.Contains(s.Discard, 73) || slices.Contains(s.Removed, 73) {
		t.Errorf("Asia Scoring with Shuttle Diplomacy: VP %d, effect %d, discard %v, removed %v; want 0 and the card discarded",
			s.VP, s.effect(effShuttle), s.Discard, s.Removed)
	}
}

func TestShuttleDiplomacyUSChoosesInTheMiddleEast(t *testing.T) {
	s := testState(t)
	s.setEffect(effShuttle, 1)
	put(s, USSR, "Iraq", 3, "Syria", 2, "Libya", 2)
	s.startFlow("event", USSR, 3) // Middle East Scoring
	if pr := asked(t, s); pr.Seat != "US" || !slices.Equal(choices(t, s), []string{"Iraq", "Libya"}) {
		t.Fatalf("Shuttle Diplomacy asks %s %v, want the US to pick Iraq or Libya", pr.Seat, choices(t, s))
	}
	mustApply(t, s, "US", "choose Iraq")
	if s.effect(effShuttle) != 0 {
		t.Errorf("Shuttle Diplomacy still in force after Middle East Scoring")
	}
	// No USSR battleground: it is still used up.
	s = testState(t)
	s.setEffect(effShuttle, 1)
	runEvent(t, s, 2, USSR) // Europe Scoring: not its region
	if s.effect(effShuttle) == 0 {
		t.Fatalf("Europe Scoring used up Shuttle Diplomacy")
	}
	runEvent(t, s, 3, USSR)
	if s.effect(effShuttle) != 0 {
		t.Errorf("Middle East Scoring without a USSR battleground left Shuttle Diplomacy in force")
	}
}

func TestAskNotDiscardsAndDraws(t *testing.T) {
	s := testState(t)
	give(s, US, 1, 19, 23)
	deck := len(s.Deck)
	runEvent(t, s, 77, US, "choose 1", "choose 19", "choose done")
	if len(s.Hands[US]) != 3 || !s.hasCard(US, 23) || !slices.Contains(s.Discard, 1) || !slices.Contains(s.Discard, 19) || len(s.Deck) != deck-2 {
		t.Errorf("Ask Not discarding 2: hand %v, discard %v, deck %d (was %d)", s.Hands[US], s.Discard, len(s.Deck), deck)
	}
	if len(s.Notes[US]) != 1 || len(s.Notes[USSR]) != 0 {
		t.Errorf("notes: US %v, USSR %v; want the draw told to the US only", s.Notes[US], s.Notes[USSR])
	}
	s = testState(t)
	give(s, US, 19)
	runEvent(t, s, 77, US, "choose done")
	if !slices.Equal(s.Hands[US], []int{19}) || len(s.Discard) != 0 {
		t.Errorf("Ask Not discarding nothing: hand %v, discard %v", s.Hands[US], s.Discard)
	}
}

// Rules 10.1.5 and FAQ §5.0 Q7: Ask Not may shed a scoring card in the
// last round.
func TestAskNotMayShedTheLastScoringCard(t *testing.T) {
	s := testState(t)
	give(s, US, 1, 77)
	s.Rounds = [2]int{6, 5}
	startRound(t, s, US, 6)
	if got := asked(t, s).Options; !slices.Equal(got, []string{"play 1 event", "play 77 event"}) {
		t.Fatalf("last round with Ask Not and Asia Scoring: options %v", got)
	}
	mustApply(t, s, "US", "play 77 event")
	if got := choices(t, s); !slices.Equal(got, []string{"1"}) {
		t.Fatalf("Ask Not in the last round with Asia Scoring: choices %v, want the scoring card first", got)
	}
	mustApply(t, s, "US", "choose 1")
	if s.hasCard(US, 1) || !slices.Contains(s.Discard, 1) || len(s.Hands[US]) != 1 {
		t.Errorf("Ask Not shedding Asia Scoring: hand %v, discard %v", s.Hands[US], s.Discard)
	}
}

// FAQ #73 Q3: the battleground left out still counts in the region's
// total, so Shuttle Diplomacy can deny the USSR Control.
func TestShuttleDiplomacyDeniesControl(t *testing.T) {
	s := testState(t)
	for _, c := range []string{"Egypt", "Iran", "Iraq", "Israel", "Libya", "Saudi Arabia"} {
		put(s, USSR, c, 4)
	}
	put(s, USSR, "Syria", 2)
	if lv := s.regionTally(MiddleEast, nil)[USSR].level; lv != "control" {
		t.Fatalf("USSR level without Shuttle Diplomacy = %q, want control", lv)
	}
	s.setEffect(effShuttle, 1)
	s.startFlow("event", USSR, 3)
	mustApply(t, s, "US", "choose Iraq")
	want := -(regionScores[MiddleEast].domination + 5)
	if s.VP != want {
		t.Errorf("Middle East Scoring with Iraq left out: VP %d, want %d (USSR domination, 5 battlegrounds)", s.VP, want)
	}
}

// FAQ #32 Q1: a drawn USSR card may be played with UN Intervention.
func TestGrainSalesWithUNIntervention(t *testing.T) {
	s := testState(t)
	give(s, USSR, 7)
	give(s, US, 32)
	s.setTurnEffect(effU2, 1)
	s.startFlow("event", US, 67)
	mustApply(t, s, "US", "choose with UN Intervention")
	if pr := asked(t, s); pr.Seat != "US" || !strings.HasPrefix(pr.Question, "Spend 3 Ops") {
		t.Fatalf("after UN Intervention: %s asked %q, want the US to spend Socialist Governments' 3 Ops", pr.Seat, pr.Question)
	}
	mustApply(t, s, "US", "influence Canada 3")
	if !slices.Contains(s.Discard, 7) || !slices.Contains(s.Discard, 32) || s.hasCard(US, 32) || len(s.InPlay) != 0 || s.VP != -1 {
		t.Errorf("Grain Sales with UN Intervention: discard %v, US hand %v, in play %v, VP %d (U2 Incident's extra VP)", s.Discard, s.Hands[US], s.InPlay, s.VP)
	}
}

// FAQ #31 Q4: the forced play is a card played for Ops, so a Red
// Scare/Purge played before it lowers it.
func TestMissileEnvyForcedPlayUnderRedScare(t *testing.T) {
	s := testState(t)
	give(s, US, 49, 20)
	s.setEffect(effectOn(missileEnvy, US), 1)
	s.setTurnEffect(redScareOn(US), 1)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "play 49 ops")
	if pr := asked(t, s); !strings.HasPrefix(pr.Question, "Spend 1 Op") {
		t.Errorf("Missile Envy under Red Scare/Purge: %q, want 1 Op", pr.Question)
	}
}

// FAQ §5.0 Q6: a received Missile Envy waits for the next action round;
// it may not be headlined meanwhile.
func TestMissileEnvyReceivedIsNotHeadlined(t *testing.T) {
	s := testState(t)
	give(s, US, 49, 20)
	s.setEffect(effectOn(missileEnvy, US), 1)
	if got := s.headlineOptions(US); !slices.Equal(got, []string{"headline 20"}) {
		t.Errorf("headline options with a received Missile Envy = %v, want only 20", got)
	}
	if got := s.headlineOptions(USSR); len(got) != 0 {
		t.Errorf("USSR headline options = %v", got)
	}
	s.clearEffect(effectOn(missileEnvy, US))
	if got := s.headlineOptions(US); !slices.Contains(got, "headline 49") {
		t.Errorf("Missile Envy without the duty may not be headlined: %v", got)
	}
}

func TestGrainSalesHeadlineDrawsDefectorsAndCancelsTheUSSRHeadline(t *testing.T) {
	// FAQ #67 Q4, #103 Q4: a US Grain Sales headline that resolves before
	// the USSR's and draws Defectors may play it to cancel that headline.
	s := headlineState(t, []int{54, 103}, []int{67})
	mustApply(t, s, "USSR", "headline 54")
	mustApply(t, s, "US", "headline 67")
	mustApply(t, s, "US", "choose event")
	if inf(s, USSR, "Chile") != 0 || !slices.Contains(s.Discard, 54) {
		t.Errorf("Grain Sales drawing Defectors before Allende: Chile %d, discard %v; want 0 and Allende discarded", inf(s, USSR, "Chile"), s.Discard)
	}
}

func TestGrainSalesHeadlineDrawsDefectorsAfterTheUSSRHeadline(t *testing.T) {
	// FAQ #67 Q4: a USSR headline that resolved first stands, and nothing
	// is left in force once the action rounds begin.
	s := headlineState(t, []int{34, 103}, []int{67})
	s.DEFCON = 3
	mustApply(t, s, "USSR", "headline 34")
	mustApply(t, s, "US", "headline 67")
	mustApply(t, s, "US", "choose event")
	if s.DEFCON != 5 || s.effect(effDefectorsHeadline) != 0 {
		t.Errorf("Grain Sales drawing Defectors after Nuclear Test Ban: DEFCON %d, Defectors flag %d; want 5 and none", s.DEFCON, s.effect(effDefectorsHeadline))
	}
}
