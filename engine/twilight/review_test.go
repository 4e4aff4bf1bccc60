package twilight

import (
	"slices"
	"strings"
	"testing"
)

// Tests added in the independent review, one per "commonly wrong" item
// (research README) or rule of issue 3 that had no test of its own.

// Item 5: Ops modifiers belong to the player of the card, not to the
// card's side; Containment caps at 4, Red Scare/Purge floors at 1.
func TestReviewOpsModifiers(t *testing.T) {
	tests := []struct {
		name    string
		effects []effect
		p       Side
		card    int
		want    int
	}{
		{"Containment on a USSR card the US plays", []effect{effContainment}, US, 7, 4},
		{"Containment caps at 4", []effect{effContainment}, US, 31, 4},
		{"Containment does not help the USSR", []effect{effContainment}, USSR, 19, 1},
		{"Red Scare on the US: 3 becomes 2", []effect{redScareOn(US)}, US, 7, 2},
		{"Red Scare floors at 1", []effect{redScareOn(US)}, US, 19, 1},
		{"Red Scare on the US leaves the USSR alone", []effect{redScareOn(US)}, USSR, 7, 3},
		{"Containment and Red Scare on a 3", []effect{effContainment, redScareOn(US)}, US, 7, 3},
		{"scoring cards have no Ops", []effect{effContainment}, US, 1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			for _, e := range tt.effects {
				s.setTurnEffect(e, 1)
			}
			if got := s.opsOf(tt.p, tt.card); got != tt.want {
				t.Errorf("opsOf(%v, %s) = %d, want %d", tt.p, cardName(tt.card), got, tt.want)
			}
		})
	}
}

// Item 5: a modified card's Ops count for the coup roll and the military
// operations, and decide space race eligibility.
func TestReviewModifiedOpsInCoupAndSpace(t *testing.T) {
	s := testState(t)
	s.Phasing = US
	s.setTurnEffect(effContainment, 1)
	put(s, USSR, "Chile", 2) // stability 3, needs more than 6
	give(s, US, 7)
	rig(s, 3) // 3 + 4 Ops = 7: one more than 6
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "coup Chile with 7")
	if s.MilOps[US] != 4 || inf(s, USSR, "Chile") != 1 {
		t.Errorf("coup with a 3-Op card under Containment: military ops %d, USSR in Chile %d; want 4 and 1",
			s.MilOps[US], inf(s, USSR, "Chile"))
	}

	s = testState(t)
	s.setTurnEffect(redScareOn(US), 1)
	give(s, US, 11) // 2 Ops, -1 = 1: too few for box 1
	if s.canSpace(US, 11) {
		t.Errorf("a 2-Op card reduced to 1 by Red Scare/Purge may enter space box 1")
	}
}

// Item 3: a coup needs the opponent's influence in the target, not access.
func TestReviewCoupNeedsNoAccess(t *testing.T) {
	s := testState(t)
	put(s, US, "Chile", 1)
	give(s, USSR, 7)
	startRound(t, s, USSR, 1)
	if !hasOption(t, s, "play 7 ops") {
		t.Fatalf("card 7 not playable for Ops")
	}
	mustApply(t, s, "USSR", "play 7 ops")
	if !hasOption(t, s, "coup Chile") {
		t.Errorf("a coup in Chile is not offered without USSR influence nearby")
	}
	if hasOption(t, s, "influence Chile") {
		t.Errorf("influence in Chile is offered without access")
	}
	if hasOption(t, s, "coup Argentina") {
		t.Errorf("a coup is offered where the US has no influence")
	}
}

// Item 2: realignment never adds influence and gives no military
// operations; a tie does nothing.
func TestReviewRealignmentAddsNothing(t *testing.T) {
	s := testState(t)
	s.DEFCON = 5
	put(s, US, "Chile", 2)
	put(s, USSR, "Chile", 1)
	give(s, USSR, 19) // 1 Op
	rig(s, 6, 1)      // USSR 6+0, US 1+1 (more influence)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "realign Chile with 19")
	if inf(s, US, "Chile") != 0 || inf(s, USSR, "Chile") != 1 || s.MilOps[USSR] != 0 {
		t.Errorf("realignment 6 against 1+1: US %d USSR %d in Chile, military ops %d; want 0, 1, 0",
			inf(s, US, "Chile"), inf(s, USSR, "Chile"), s.MilOps[USSR])
	}

	s = testState(t)
	put(s, US, "Chile", 2)
	give(s, USSR, 19)
	rig(s, 2, 1) // USSR 2+0, US 1+1: a tie
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "realign Chile with 19")
	if inf(s, US, "Chile") != 2 || inf(s, USSR, "Chile") != 0 {
		t.Errorf("tied realignment changed influence: US %d USSR %d", inf(s, US, "Chile"), inf(s, USSR, "Chile"))
	}
}

// Item 6: the China Card's fifth realignment roll must be in Asia.
func TestReviewChinaCardRealignBonusOnlyInAsia(t *testing.T) {
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
func TestReviewChinaCardCoupInAsia(t *testing.T) {
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
func TestReviewUSChinaCardOnSpaceEndsFormosan(t *testing.T) {
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

// Item 7 and card 9: Vietnam Revolts adds an Op to any card the USSR
// spends entirely in Southeast Asia, the US's cards included, and never
// to the US.
func TestReviewVietnamRevolts(t *testing.T) {
	tests := []struct {
		name string
		p    Side
		line string
		want int // influence in Vietnam after the round
	}{
		{"a US card played by the USSR", USSR, "play 19 ops influence Vietnam 2", 3},
		{"not for the US", US, "play 7 ops influence Vietnam 3", 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			s.setTurnEffect(effVietnamRevolts, 1)
			put(s, tt.p, "Vietnam", 1)
			n := 19
			if tt.p == US {
				n = 7
			}
			give(s, tt.p, n)
			s.Phasing = tt.p
			startRound(t, s, tt.p, 1)
			mustApply(t, s, tt.p.String(), tt.line)
			if s.Flow != nil && s.Flow.Ask.Side == tt.p && strings.HasPrefix(s.Flow.Ask.Question, "Place influence") {
				t.Errorf("%s: influence left to place: %v", tt.name, s.Flow.Ask.Options)
			}
			if got := inf(s, tt.p, "Vietnam"); got != tt.want {
				t.Errorf("%s: Vietnam %d, want %d", tt.name, got, tt.want)
			}
		})
	}
}

// Item 14: Defectors headlined by the US cancels the USSR headline even
// when the USSR's has more Ops.
func TestReviewDefectorsCancelsAHigherHeadline(t *testing.T) {
	s := headlineState(t, []int{34}, []int{103})
	s.DEFCON = 3
	mustApply(t, s, "USSR", "headline 34")
	mustApply(t, s, "US", "headline 103")
	if s.VP != 0 || s.DEFCON != 3 || !contains(s.Discard, 34) {
		t.Errorf("Defectors against Nuclear Test Ban: VP %d DEFCON %d discard %v; want 0, 3, 34 discarded", s.VP, s.DEFCON, s.Discard)
	}
}

// Items 1 and 14: a headlined opponent's event is carried out by the
// opponent, but DEFCON 1 is the headliner's.
func TestReviewHeadlinedDuckAndCoverAtDEFCON2(t *testing.T) {
	s := headlineState(t, []int{4}, []int{19})
	s.DEFCON = 2
	mustApply(t, s, "USSR", "headline 4")
	mustApply(t, s, "US", "headline 19")
	o := s.Outcome()
	if !o.Over || len(o.Winners) != 1 || o.Winners[0] != "US" {
		t.Errorf("USSR headlines Duck and Cover at DEFCON 2: outcome %+v, want a US win", o)
	}
}

// Rules 10.1: +1 VP per controlled country next to the enemy superpower
// only, not one's own.
func TestReviewAdjacencyBonusIsForTheEnemySuperpower(t *testing.T) {
	tests := []struct {
		name     string
		ussr, us []any
		wantVP   int
	}{
		// USSR Cuba: presence 1, battleground 1, next to the USA 1.
		{"USSR in Cuba", []any{"Cuba", 3}, []any{"Haiti", 1}, -(1 + 1 + 1 - 1)},
		// US Mexico: presence 1, battleground 1; its own superpower gives nothing.
		{"US in Mexico", nil, []any{"Mexico", 2}, 1 + 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			put(s, USSR, tt.ussr...)
			put(s, US, tt.us...)
			s.startFlow("event", USSR, 37)
			if s.VP != tt.wantVP {
				t.Errorf("Central America scoring: VP %d, want %d", s.VP, tt.wantVP)
			}
		})
	}
}

// Items 6 and 9: in the final scoring Southeast Asia counts inside Asia,
// and a face-down China Card still gives its holder 1 VP.
func TestReviewFinalScoringSoutheastAsiaAndFaceDownChina(t *testing.T) {
	s := testState(t)
	s.Turn, s.MilOps = 10, [2]int{5, 5}
	s.China, s.ChinaFaceUp = USSR, false
	put(s, US, "Thailand", 2, "Burma", 2) // Asia: domination 7 + 1 battleground
	s.startFlow("endturn", US, 0)
	if !s.Over || s.VP != 8-1 {
		t.Errorf("final scoring: over %v VP %d, want over at US 7", s.Over, s.VP)
	}
}

// Rules 10.1.5 with the space station: the extra action round may be
// declined, but not while a scoring card is in hand.
func TestReviewExtraRoundCannotKeepAScoringCard(t *testing.T) {
	s := testState(t)
	s.Space = [2]int{0, 8}
	s.Phasing = US
	give(s, US, 1)
	startRound(t, s, US, 8)
	if hasOption(t, s, "done") {
		t.Errorf("the extra round may be declined holding a scoring card: %v", asked(t, s).Options)
	}
}

// The first of two extra rounds may still be declined with one scoring
// card: the last round can play it.
func TestReviewFirstExtraRoundMayBeDeclinedWithOneScoringCard(t *testing.T) {
	s := testState(t)
	s.Space = [2]int{0, 8}
	s.Phasing = US
	give(s, US, 1)
	startRound(t, s, US, 7) // turn 1: rounds 7 and 8 are extra
	if !hasOption(t, s, "done") {
		t.Errorf("round 7 of 8 may not be declined with one scoring card: %v", asked(t, s).Options)
	}
}

// A refused chain says why: one step too many after a finished action
// round, or a step that must wait for the opponent's answer.
func TestReviewChainRefusalsSayWhy(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Poland", 1)
	give(s, USSR, 12, 20)
	startRound(t, s, USSR, 1)
	why := mustRefuse(t, s, "USSR", "play 12 ops influence Poland 2")
	if !strings.Contains(why, "one step too many") || !strings.Contains(why, `"influence Poland"`) {
		t.Errorf("refusal of a step beyond the round = %q", why)
	}
	why = mustRefuse(t, s, "USSR", "play 20 event; influence Poland")
	if !strings.Contains(why, "is not yours") || !strings.Contains(why, "rest when you are asked") {
		t.Errorf("refusal of a step after the opponent's question = %q", why)
	}
}

// "coup Iran coup Iran" names two steps, not a country "Iran coup Iran".
func TestReviewParserStopsAtACommandWord(t *testing.T) {
	steps, err := parseLine("play 7 ops coup Iran coup Iraq")
	if err != nil || len(steps) != 3 || steps[1].text != "coup Iran" || steps[2].text != "coup Iraq" {
		t.Fatalf("parseLine = %+v, %v", steps, err)
	}
	for _, c := range countries {
		for _, name := range []string{c.Name, c.German, c.Chinese} {
			for _, w := range tokenize(name) {
				if verbs[strings.ToLower(w)] || isWord(w, "with") {
					t.Errorf("country name %q holds the command word %q", name, w)
				}
			}
		}
	}
	for _, c := range cardTable {
		for _, w := range tokenize(c.Name) {
			if verbs[strings.ToLower(w)] {
				t.Errorf("card name %q holds the command word %q", c.Name, w)
			}
		}
	}
}

// Refusals name the rule: a target without a card, and a card that would
// leave a scoring card held.
func TestReviewRefusalsForTargetsAndHeldScoringCards(t *testing.T) {
	s := testState(t)
	put(s, US, "Japan", 1)
	give(s, USSR, 7)
	startRound(t, s, USSR, 1)
	if why := mustRefuse(t, s, "USSR", "coup Japan"); !strings.Contains(why, `"coup Japan with <card>"`) {
		t.Errorf("coup without a card: %q", why)
	}
	if why := mustRefuse(t, s, "USSR", "influence Poland"); !strings.Contains(why, `"play <card> ops influence Poland"`) {
		t.Errorf("influence without a card: %q", why)
	}

	s = testState(t)
	give(s, USSR, 1, 7)
	startRound(t, s, USSR, 6)
	if why := mustRefuse(t, s, "USSR", "play 7 ops"); !strings.Contains(why, "may not be held") {
		t.Errorf("a card other than the scoring card in the last round: %q", why)
	}
	mustApply(t, s, "USSR", "play 1 event")
}

// The Ops question names the bonus Op of the China Card and of Vietnam
// Revolts.
func TestReviewOpsQuestionNamesTheBonus(t *testing.T) {
	s := testState(t)
	s.setTurnEffect(effVietnamRevolts, 1)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 6 ops")
	if q := asked(t, s).Question; !strings.Contains(q, "4 Ops (+1 in Asia, +1 more in Southeast Asia)") {
		t.Errorf("China Card with Vietnam Revolts: question %q", q)
	}
}

// Rules 2.1.7, the Chinese rule text's example: Iraq, stability 3, with
// 5 US and 2 USSR influence is US-controlled; one US point fewer is not.
func TestReviewControlAtIraq(t *testing.T) {
	tests := []struct {
		us, ussr int
		want     Side
	}{
		{5, 2, US}, {4, 2, Neutral}, {3, 0, US}, {2, 0, Neutral}, {0, 3, USSR},
	}
	for _, tt := range tests {
		s := testState(t)
		put(s, US, "Iraq", tt.us)
		put(s, USSR, "Iraq", tt.ussr)
		if got := s.controller(country("Iraq")); got != tt.want {
			t.Errorf("Iraq US %d USSR %d: controller %v, want %v", tt.us, tt.ussr, got, tt.want)
		}
	}
}

// A step of another kind of operation in the middle of spending Ops is
// refused with the rule, not with a wrong cost.
func TestReviewRefusalForAnotherKindOfOperation(t *testing.T) {
	s := testState(t)
	put(s, US, "Iran", 1, "Iraq", 1)
	put(s, USSR, "Iraq", 1)
	give(s, USSR, 7)
	rig(s, 1, 1, 1, 1, 1, 1)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "realign Iran with 7")
	if why := mustRefuse(t, s, "USSR", "influence Iraq"); !strings.Contains(why, "one kind of operation") {
		t.Errorf("influence during realignment: %q", why)
	}
	s = testState(t)
	put(s, USSR, "Iraq", 1)
	put(s, US, "Iran", 1)
	give(s, USSR, 7)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 7 ops influence Iraq")
	if why := mustRefuse(t, s, "USSR", "coup Iran"); !strings.Contains(why, "these go to influence") {
		t.Errorf("coup during influence placement: %q", why)
	}
}

// Item 15 (rules 5.2): a starred event that occurs but finds nothing to
// do is still removed, also when the opponent played the card for Ops; a
// prevented one goes to the discards (TestWhereCardsGo).
func TestReviewStarredEventWithoutEffectIsRemoved(t *testing.T) {
	for _, line := range []string{"play 19 event", "play 19 ops influence Poland"} {
		s := testState(t)
		p := US
		if strings.Contains(line, "ops") {
			p = USSR
			put(s, USSR, "Poland", 3) // controlled: Truman Doctrine finds no target
		}
		s.Phasing = p
		give(s, p, 19)
		startRound(t, s, p, 1)
		mustApply(t, s, p.String(), line)
		if !contains(s.Removed, 19) || contains(s.Discard, 19) {
			t.Errorf("%s by the %v without a target: removed %v discard %v", line, p, s.Removed, s.Discard)
		}
	}
}

// Rules 9.8: with only the China Card left a player may sit the round
// out; with other cards he must play one.
func TestReviewChinaCardNeverForcedByAnEmptyHand(t *testing.T) {
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

// Blockade's public log does not tell the USSR whether the US could
// have discarded.
func TestReviewBlockadeLogHidesTheUSHand(t *testing.T) {
	s := testState(t)
	put(s, US, "West Germany", 2)
	give(s, US, 19) // 1 Op: cannot discard
	unable := strings.Join(runEvent(t, s, 10, USSR), "\n")
	s = testState(t)
	put(s, US, "West Germany", 2)
	give(s, US, 4) // 3 Ops: could discard, declines
	declined := strings.Join(runEvent(t, s, 10, USSR, "choose none"), "\n")
	if unable != declined {
		t.Errorf("Blockade logs differ:\nunable:   %s\ndeclined: %s", unable, declined)
	}
}

// The view names the end of the turn (box 6 discard, final scoring), not
// a headline.
func TestReviewViewNamesTheEndOfTurn(t *testing.T) {
	s := testState(t)
	s.Space, s.MilOps, s.Rounds = [2]int{6, 2}, [2]int{5, 5}, [2]int{6, 6}
	give(s, USSR, 7)
	s.startFlow("endturn", USSR, 0)
	if v := s.View("USSR").Public; !strings.HasPrefix(v, "Turn 1, end of turn.") {
		t.Errorf("view during the box 6 question begins %q", strings.SplitN(v, "\n", 2)[0])
	}
	s = testState(t)
	s.Turn, s.MilOps, s.Rounds = 10, [2]int{5, 5}, [2]int{7, 7}
	s.startFlow("endturn", USSR, 0)
	if v := s.View("US").Public; !s.Over || !strings.HasPrefix(v, "Turn 10, end of turn.") {
		t.Errorf("view after the final scoring begins %q", strings.SplitN(v, "\n", 2)[0])
	}
	s = headlineState(t, []int{4}, []int{19})
	s.DEFCON = 2
	mustApply(t, s, "USSR", "headline 4")
	mustApply(t, s, "US", "headline 19")
	if v := s.View("US").Public; !s.Over || !strings.HasPrefix(v, "Turn 1, headline.") {
		t.Errorf("view after a game lost in the headline begins %q", strings.SplitN(v, "\n", 2)[0])
	}
}

// The China Card's bonus Op may not go outside Asia, and the refusal
// says so instead of naming a cost.
func TestReviewRefusalForTheChinaBonusOutsideAsia(t *testing.T) {
	s := testState(t)
	put(s, USSR, "North Korea", 1, "Poland", 1)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 6 ops influence North Korea 4")
	why := mustRefuse(t, s, "USSR", "influence Poland")
	if !strings.Contains(why, "bonus that counts") || strings.Contains(why, "costs 2") {
		t.Errorf("bonus Op outside Asia: %q", why)
	}
	mustApply(t, s, "USSR", "influence North Korea")
	if inf(s, USSR, "North Korea") != 6 {
		t.Errorf("North Korea %d after 5 points, want 6", inf(s, USSR, "North Korea"))
	}
}

// "choose ..., done" ends De-Stalinization like a plain "done".
func TestReviewChooseDoneEndsDeStalinization(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Poland", 2)
	log := runEvent(t, s, 33, USSR, "choose Poland, Iran, done")
	if inf(s, USSR, "Poland") != 1 || inf(s, USSR, "Iran") != 1 || !logHas(log, "Poland to Iran") {
		t.Errorf("De-Stalinization: Poland %d Iran %d, log %v", inf(s, USSR, "Poland"), inf(s, USSR, "Iran"), log)
	}
}

// Item 17 (rules 4.4): at turn 4 the Mid War cards join the remaining
// deck without the discards, DEFCON improves and the hands go to 9. The
// Mid War events are stubbed for this test only, so that turn 4 starts.
func TestReviewMidWarJoinsTheDeckWithoutTheDiscards(t *testing.T) {
	for _, n := range s0().missingEvents(MidWar) {
		events[n] = eventSpec{Run: func(*state, Side) {}}
		defer delete(events, n)
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

// Space box 4: the side that must choose first is told that its headline
// will be seen, not that it is secret.
func TestReviewBox4QuestionSaysTheHeadlineIsSeen(t *testing.T) {
	s := headlineState(t, []int{34, 7}, []int{19, 25})
	s.Space = [2]int{0, 4}
	if q := asked(t, s).Question; !strings.Contains(q, "the US (space box 4) sees it") {
		t.Errorf("USSR headline question with US box 4: %q", q)
	}
}

// "play 4 event" in the headline phase points to "headline 4".
func TestReviewPlayInTheHeadlinePhase(t *testing.T) {
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
