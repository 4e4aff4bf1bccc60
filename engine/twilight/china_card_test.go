package twilight

import "testing"

// Item 6: the China Card's fifth realignment roll must be in Asia.
func TestChinaCardRealignBonusOnlyInAsia(t *testing.T) {
	s := testState(t)
	put(s, US, "South Korea", 1, "Japan", 1, "Iran", 1)
	rig(s, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 6 ops realign South Korea, South Korea, South Korea, South Korea")
	if !hasOption(t, s, "realign Japan") || hasOption(t, s, "realign Iran") {
		t.Errorf("after 4 rolls in Asia with the China Card: options %v, want a fifth roll in Asia only", asked(t, s).Options)
	}
	s = testState(t)
	put(s, US, "South Korea", 1, "Japan", 1, "Iran", 1)
	rig(s, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 6 ops realign Iran, South Korea, South Korea, South Korea")
	if s.Flow != nil {
		t.Errorf("a roll outside Asia still leaves a fifth roll: %v", asked(t, s).Options)
	}
}

// Item 6: a coup with the China Card in Asia uses 5 Ops and scores 5
// military operations.
func TestChinaCardCoupInAsia(t *testing.T) {
	s := testState(t)
	s.DEFCON = 4
	put(s, US, "Thailand", 2) // stability 2: needs more than 4
	rig(s, 1)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "coup Thailand with 6")
	if s.MilOps[USSR] != 5 || inf(s, US, "Thailand") != 0 || inf(s, USSR, "Thailand") != 0 || s.DEFCON != 3 {
		t.Errorf("China Card coup in Thailand with a 1: military ops %d, US %d, USSR %d, DEFCON %d; want 5, 0, 0, 3",
			s.MilOps[USSR], inf(s, US, "Thailand"), inf(s, USSR, "Thailand"), s.DEFCON)
	}
}

// Item 6: the US playing the China Card on the space race also ends
// Formosan Resolution.
func TestUSChinaCardOnSpaceEndsFormosan(t *testing.T) {
	s := testState(t)
	s.China, s.Phasing = US, US
	s.setEffect(effFormosan, 1)
	rig(s, 6)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "space 6")
	if s.effect(effFormosan) != 0 || s.China != USSR || s.ChinaFaceUp {
		t.Errorf("US China Card on the space race: Formosan %d, China %v face up %v", s.effect(effFormosan), s.China, s.ChinaFaceUp)
	}
}

// Rules 9.8: with only the China Card left a player may sit the round
// out; with other cards he must play one.
func TestChinaCardNeverForcedByAnEmptyHand(t *testing.T) {
	s := testState(t)
	startRound(t, s, USSR, 1)
	if !hasOption(t, s, "done") || !hasOption(t, s, "play 6 ops") {
		t.Fatalf("only the China Card: options %v, want to play it or pass", asked(t, s).Options)
	}
	mustApply(t, s, "USSR", "done")
	if s.China != USSR || !s.ChinaFaceUp || s.Flow != nil {
		t.Errorf("passing with the China Card: holder %v face up %v", s.China, s.ChinaFaceUp)
	}
	s = testState(t)
	give(s, USSR, 7)
	startRound(t, s, USSR, 1)
	if hasOption(t, s, "done") {
		t.Errorf("a player with a card in hand may pass")
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
