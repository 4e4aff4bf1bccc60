package twilight

// Scenario tests of the core rules, section by section of the rule book
// (GMT Deluxe Edition, summarised in ../shared/rules/twilight-struggle.en.txt;
// the section numbers are those twilight-struggle.de.txt cites). Each test
// quotes the sentence it checks. The cards' own rulings are tested in the
// cards_*_test.go files.

import (
	"slices"
	"testing"

	"turnmail/engine/enginetest"
)

// Rules 3.2-3.4: "USSR Influence (15 markers) ... US Influence (25
// markers) ... Set DEFCON to 5, VP to 0, Turn marker to 1. Deal 8 Early
// War cards to each player. USSR receives the China Card face-up."
func TestRulebookSetupMarkers(t *testing.T) {
	s := newGame(t, 7, nil)
	if s.DEFCON != 5 || s.VP != 0 || s.Turn != 1 || s.MilOps != [2]int{} || s.Space != [2]int{} {
		t.Errorf("setup markers: DEFCON %d VP %d turn %d military ops %v space %v; want 5, 0, 1, zero, zero",
			s.DEFCON, s.VP, s.Turn, s.MilOps, s.Space)
	}
	if s.China != USSR || !s.ChinaFaceUp {
		t.Errorf("setup: China Card with %v face up %v, want the USSR face up", s.China, s.ChinaFaceUp)
	}
	mustApply(t, s, "USSR", "influence Poland 4, Austria 1, Finland 1")
	mustApply(t, s, "US", "influence West Germany 4, Italy 2, Finland 1")
	total := func(p Side) int {
		n := 0
		for _, v := range s.Inf[p] {
			n += v
		}
		return n
	}
	if total(USSR) != 15 || total(US) != 25 {
		t.Errorf("influence after setup: USSR %d, US %d; want 15 and 25", total(USSR), total(US))
	}
	for _, n := range append(slices.Clone(s.Hands[USSR]), s.Hands[US]...) {
		if cards[n].Period != EarlyWar || n == chinaCard {
			t.Errorf("dealt card %s is not an Early War hand card", cardName(n))
		}
	}
}

// Rules 4.5 A: "Improve DEFCON: If below 5, increase by 1." It never
// goes above 5 (8.1).
func TestRulebookDEFCONImprovesOncePerTurn(t *testing.T) {
	for _, tt := range []struct{ before, want int }{{2, 3}, {4, 5}, {5, 5}} {
		s := testState(t)
		s.DEFCON, s.MilOps = tt.before, [2]int{5, 5}
		s.startFlow("endturn", USSR, 0)
		if s.DEFCON != tt.want {
			t.Errorf("turn 2 starts at DEFCON %d, want %d (was %d)", s.DEFCON, tt.want, tt.before)
		}
	}
}

// Rules 4.5 B, 9.1: "Bring hand to 8 (turns 1-3) or 9 (turns 4-10)";
// the China Card does not count toward the hand. A card held over from the
// last turn stays and counts.
func TestRulebookHandSizeWithoutTheChinaCard(t *testing.T) {
	s := testState(t)
	s.MilOps = [2]int{5, 5}
	give(s, USSR, 7)
	s.startFlow("endturn", USSR, 0)
	if len(s.Hands[USSR]) != 8 || len(s.Hands[US]) != 8 || s.China != USSR {
		t.Fatalf("turn 2 hands: USSR %d (and the China Card: %v), US %d; want 8 each beside the China Card",
			len(s.Hands[USSR]), s.China == USSR, len(s.Hands[US]))
	}
	if !s.hasCard(USSR, 7) {
		t.Errorf("the held card 7 left the USSR hand at the turn's end")
	}
}

// Rules 4.5 D: "6 rounds (turns 1-3) or 7 rounds (turns 4-10) per
// turn", USSR first; box 8 of the space race gives its holder 8 (6.4).
func TestRulebookActionRoundsPerTurn(t *testing.T) {
	tests := []struct {
		turn       int
		space      [2]int
		ussr, usAR int
	}{
		{1, [2]int{}, 6, 6},
		{3, [2]int{}, 6, 6},
		{4, [2]int{}, 7, 7},
		{10, [2]int{}, 7, 7},
		{5, [2]int{3, 8}, 7, 8},
		{5, [2]int{8, 8}, 7, 7}, // the ability ends when the other side arrives
	}
	for _, tt := range tests {
		s := testState(t)
		s.Turn, s.Space = tt.turn, tt.space
		var n [2]int
		var first Side = US
		for {
			p, ar, ok := s.nextRound()
			if !ok {
				break
			}
			if n == [2]int{} {
				first = p
			}
			n[p]++
			s.Rounds[p] = ar
		}
		if n != [2]int{tt.ussr, tt.usAR} || first != USSR {
			t.Errorf("turn %d, space %v: rounds USSR %d US %d, first %v; want %d, %d, USSR",
				tt.turn, tt.space, n[USSR], n[US], first, tt.ussr, tt.usAR)
		}
	}
}

// Rules 4.5 C: "higher Operations value resolves first (ties favor US)";
// a scoring card counts as 0 and goes second (the German summary, 4.5 C).
func TestRulebookHeadlineScoringCardGoesSecond(t *testing.T) {
	s := testState(t)
	s.Phase = phaseHeadline
	put(s, USSR, "Iraq", 3)
	give(s, USSR, 3) // Middle East Scoring
	give(s, US, 25)  // Containment, 3 Ops
	mustApply(t, s, "USSR", "headline 3")
	res := mustApply(t, s, "US", "headline 25")
	containment, scoring := -1, -1
	for i, l := range res.Log {
		if containment < 0 && logHas([]string{l}, "Containment (carried out") {
			containment = i
		}
		if scoring < 0 && logHas([]string{l}, "Middle East scoring") {
			scoring = i
		}
	}
	if containment < 0 || scoring < 0 || containment > scoring {
		t.Errorf("headlines Middle East Scoring (USSR) and Containment (US): Containment at line %d, scoring at %d; want Containment first (log %v)",
			containment, scoring, res.Log)
	}
}

// Rules 5.2: "When you play a card with your opponent's event for
// Operations, the event still triggers." Rules 6.4.5: a card played on the
// space race never has its event, so a starred card goes to the discards.
func TestRulebookSpaceRaceSwallowsTheOpponentsEvent(t *testing.T) {
	s := testState(t)
	give(s, USSR, 27) // US/Japan Mutual Defense Pact, 4 Ops, starred
	rig(s, 6)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "space 27")
	if inf(s, US, "Japan") != 0 || s.effect(effUSJapan) != 0 {
		t.Errorf("space 27: the US/Japan event happened (Japan %d)", inf(s, US, "Japan"))
	}
	if !slices.Contains(s.Discard, 27) || slices.Contains(s.Removed, 27) {
		t.Errorf("space 27: discard %v removed %v; want it discarded, not removed", s.Discard, s.Removed)
	}
	if s.Tries[USSR] != 1 || s.Space[USSR] != 0 {
		t.Errorf("space 27 with a 6: tries %d box %d; want 1 try and box 0 (needs 1-3)", s.Tries[USSR], s.Space[USSR])
	}

	s = testState(t)
	give(s, USSR, 27)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 27 ops influence Poland 4")
	if inf(s, USSR, "Poland") != 4 || s.effect(effUSJapan) == 0 || !s.controls(US, country("Japan")) || !slices.Contains(s.Removed, 27) {
		t.Errorf("play 27 ops: Poland %d, US/Japan in effect %v, Japan US-controlled %v, removed %v; want 4, the event after the Ops, the card removed",
			inf(s, USSR, "Poland"), s.effect(effUSJapan) != 0, s.controls(US, country("Japan")), s.Removed)
	}
}

// Rules 6.3.2-6.3.4: "Military Ops marker advances by card's Operations
// value" whether the coup succeeds or fails; "Coups in Battleground
// countries degrade DEFCON by 1", others do not.
func TestRulebookCoupMilitaryOpsAndDEFCON(t *testing.T) {
	tests := []struct {
		name           string
		country        string
		roll           int
		wantUS, defcon int
	}{
		{"failed coup in a battleground", "Iraq", 2, 2, 4},            // 2+3 = 5 against 6
		{"successful coup off the battlegrounds", "Lebanon", 4, 0, 5}, // 4+3 = 7 against 2
		{"failed coup off the battlegrounds", "Jordan", 1, 2, 5},      // 1+3 = 4 against 4
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			put(s, US, tt.country, 2)
			give(s, USSR, 7)
			rig(s, tt.roll)
			startRound(t, s, USSR, 1)
			mustApply(t, s, "USSR", "coup "+tt.country+" with 7")
			if s.MilOps[USSR] != 3 || inf(s, US, tt.country) != tt.wantUS || s.DEFCON != tt.defcon {
				t.Errorf("coup %s with 3 Ops rolling %d: military ops %d, US %d, DEFCON %d; want 3, %d, %d",
					tt.country, tt.roll, s.MilOps[USSR], inf(s, US, tt.country), s.DEFCON, tt.wantUS, tt.defcon)
			}
		})
	}
}

// Rules 8.2.2: only coups and war events count as military operations,
// "nicht Neuausrichtungen" (not realignments); 6.2: realignment "Never
// adds friendly influence" and leaves DEFCON alone.
func TestRulebookRealignmentGivesNoMilitaryOps(t *testing.T) {
	s := testState(t)
	put(s, US, "Iraq", 2)
	give(s, USSR, 7)
	rig(s, 6, 1)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 7 ops realign Iraq") // 6 against 1+1: the US loses 2; nothing left to realign
	if s.Flow != nil || s.MilOps[USSR] != 0 || s.DEFCON != 5 || inf(s, USSR, "Iraq") != 0 || inf(s, US, "Iraq") != 0 {
		t.Errorf("realignment in Iraq: round over %v, military ops %d DEFCON %d USSR %d US %d; want over, 0, 5, 0, 0",
			s.Flow == nil, s.MilOps[USSR], s.DEFCON, inf(s, USSR, "Iraq"), inf(s, US, "Iraq"))
	}
}

// Rules 8.1.3: "DEFCON 1: The phasing player (who caused it) immediately
// loses", also through the opponent's event on its card.
func TestRulebookDEFCON1ByTheOpponentsEventLosesThePhasingPlayer(t *testing.T) {
	s := testState(t)
	s.DEFCON = 2
	give(s, USSR, 4) // Duck and Cover: DEFCON degrades by 1
	put(s, USSR, "Poland", 1)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 4 ops event first")
	if o := s.Outcome(); !o.Over || len(o.Winners) != 1 || o.Winners[0] != "US" {
		t.Errorf("USSR plays Duck and Cover at DEFCON 2: Outcome() = %+v, want a US win", o)
	}
}

// Rules 6.1.1: "Markers must be placed in or adjacent to countries where
// you already have influence (exception: your superpower's adjacent
// countries are always available)" - the own superpower only.
func TestRulebookInfluenceNextToTheOwnSuperpower(t *testing.T) {
	for _, tt := range []struct {
		p         Side
		card      int // the side's own card, played for Ops without an event
		open, not []string
	}{
		{USSR, 7, []string{"Afghanistan", "Finland", "North Korea", "Poland", "Romania"}, []string{"Canada", "Cuba", "Japan", "Mexico", "Iran"}},
		{US, 19, []string{"Canada", "Cuba", "Japan", "Mexico"}, []string{"Afghanistan", "Finland", "North Korea", "Poland", "Romania"}},
	} {
		s := testState(t)
		s.Phasing = tt.p
		give(s, tt.p, tt.card)
		s.startFlow("action", tt.p, 1)
		mustApply(t, s, seats[tt.p], "play "+itoa(tt.card)+" ops")
		for _, c := range tt.open {
			if !hasOption(t, s, "influence "+c) {
				t.Errorf("%v with no influence: influence %s is not offered", tt.p, c)
			}
		}
		for _, c := range tt.not {
			if hasOption(t, s, "influence "+c) {
				t.Errorf("%v with no influence: influence %s is offered", tt.p, c)
			}
		}
	}
}

// Rules 10.1: "Control: Control more countries AND ALL Battleground
// countries"; Europe's control wins only so (10.3.1).
func TestRulebookEuropeControlNeedsMoreCountries(t *testing.T) {
	s := testState(t)
	// The US holds all five battlegrounds; the USSR holds five others.
	put(s, US, "East Germany", 3, "Poland", 3, "France", 3, "Italy", 2, "West Germany", 4)
	put(s, USSR, "Bulgaria", 3, "Hungary", 3, "Czechoslovakia", 3, "Romania", 3, "Yugoslavia", 3)
	s.startFlow("event", US, 2)
	if s.Over {
		t.Fatalf("Europe scoring with 5 countries each: the game ended: %s", s.Reason)
	}
	// Equal countries: the US has presence 3 + 5 battlegrounds + Poland
	// next to the USSR, not domination; the USSR presence 3 (Romania is
	// next to its own superpower).
	if want := (3 + 5 + 1) - 3; s.VP != want {
		t.Errorf("Europe scoring: VP %d, want %d", s.VP, want)
	}
	s = testState(t)
	put(s, US, "East Germany", 3, "Poland", 3, "France", 3, "Italy", 2, "West Germany", 4, "Denmark", 3)
	put(s, USSR, "Bulgaria", 3, "Hungary", 3, "Czechoslovakia", 3, "Romania", 3, "Yugoslavia", 3)
	s.startFlow("event", USSR, 2)
	if o := s.Outcome(); !o.Over || o.Winners[0] != "US" {
		t.Errorf("Europe scoring with all battlegrounds and 6 countries to 5: Outcome() = %+v, want a US win", o)
	}
}

// Rules 2.2.1, 6.4.1: a scoring card is played only as its event: "Scoring
// cards must be played during the turn they are drawn", never for
// Operations or on the space race.
func TestRulebookScoringCardOnlyAsEvent(t *testing.T) {
	s := testState(t)
	give(s, USSR, 3, 7)
	startRound(t, s, USSR, 1)
	opts := asked(t, s).Options
	for _, o := range []string{"play 3 ops", "play 3 ops event first", "space 3"} {
		if slices.Contains(opts, o) {
			t.Errorf("a scoring card may be played as %q", o)
		}
	}
	if !slices.Contains(opts, "play 3 event") {
		t.Errorf("options %v lack the scoring card's event", opts)
	}
	mustRefuse(t, s, "USSR", "space 3")
}

// Rules 5.1, 5.2: "Each card is played for either Event or Operations";
// one's own or a neutral card played for Operations has no event.
func TestRulebookOwnCardForOpsHasNoEvent(t *testing.T) {
	s := testState(t)
	give(s, USSR, 14) // COMECON: 1 USSR influence in each of 4 Eastern European countries
	put(s, USSR, "Poland", 1)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 14 ops influence Poland 3")
	if inf(s, USSR, "Poland") != 4 || inf(s, USSR, "Hungary") != 0 || !slices.Contains(s.Discard, 14) || slices.Contains(s.Removed, 14) {
		t.Errorf("COMECON for Operations: Poland %d Hungary %d discard %v removed %v; want 4, 0, discarded without its event",
			inf(s, USSR, "Poland"), inf(s, USSR, "Hungary"), s.Discard, s.Removed)
	}
}

// Rules 6.4.1-6.4.3: "Discard a card with sufficient Operations value
// (matching box requirement)": 2 Ops for boxes 1-4, 3 for 5-7, 4 for 8.
func TestRulebookSpaceRaceOpsNeeded(t *testing.T) {
	tests := []struct {
		box, card int
		want      bool
	}{
		{0, 18, false}, // 1 Op for box 1
		{0, 20, true},  // 2 Ops
		{3, 20, true},  // 2 Ops for box 4
		{4, 20, false}, // 2 Ops for box 5
		{4, 7, true},   // 3 Ops
		{6, 7, true},   // 3 Ops for box 7
		{7, 7, false},  // 3 Ops for box 8
		{7, 34, true},  // 4 Ops
		{8, 34, false}, // the track is done
	}
	for _, tt := range tests {
		s := testState(t)
		s.Space[USSR] = tt.box
		give(s, USSR, tt.card)
		if got := s.canSpace(USSR, tt.card); got != tt.want {
			t.Errorf("canSpace(USSR at box %d, %s) = %v, want %v", tt.box, cardName(tt.card), got, tt.want)
		}
	}
}

// Rules 6.4.4: "Limit: 1 Space Race attempt per turn (upgradeable)": box
// 2 first gives two; the count starts again each turn.
func TestRulebookSpaceRaceAttemptsPerTurn(t *testing.T) {
	s := testState(t)
	give(s, USSR, 7, 14, 16)
	rig(s, 6)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "space 7")
	if slices.Contains(s.actionOptions(USSR, 2), "space 14") {
		t.Errorf("a second space attempt is offered in one turn")
	}
	s.MilOps = [2]int{5, 5}
	s.startFlow("endturn", USSR, 0)
	if !s.canSpace(USSR, 14) {
		t.Errorf("no space attempt in the next turn")
	}

	s = testState(t)
	s.Space = [2]int{2, 1}
	give(s, USSR, 7, 14, 16)
	rig(s, 6, 6)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "space 7")
	startRound(t, s, USSR, 2)
	mustApply(t, s, "USSR", "space 14")
	if s.Tries[USSR] != 2 || s.canSpace(USSR, 16) {
		t.Errorf("box 2 ability: tries %d, third allowed %v; want 2 and no third", s.Tries[USSR], s.canSpace(USSR, 16))
	}
}

// Rules 8.1.5: "At DEFCON 4: no coups/realignment in Europe. DEFCON 3: add
// Asia. DEFCON 2: add Middle East." Southeast Asia is in Asia; the other
// regions stay open, and influence may be placed everywhere.
func TestRulebookDEFCONBansByRegion(t *testing.T) {
	targets := []string{"West Germany", "Japan", "Thailand", "Iran", "Angola", "Panama", "Chile"}
	open := map[int][]string{
		5: targets,
		4: {"Japan", "Thailand", "Iran", "Angola", "Panama", "Chile"},
		3: {"Iran", "Angola", "Panama", "Chile"},
		2: {"Angola", "Panama", "Chile"},
	}
	for defcon, want := range open {
		s := testState(t)
		s.DEFCON = defcon
		for _, c := range targets {
			put(s, US, c, 1)
		}
		put(s, USSR, "Poland", 1)
		give(s, USSR, 7)
		startRound(t, s, USSR, 1)
		mustApply(t, s, "USSR", "play 7 ops")
		for _, c := range targets {
			allowed := slices.Contains(want, c)
			if hasOption(t, s, "coup "+c) != allowed || hasOption(t, s, "realign "+c) != allowed {
				t.Errorf("DEFCON %d: coup/realign %s offered %v/%v, want %v", defcon, c,
					hasOption(t, s, "coup "+c), hasOption(t, s, "realign "+c), allowed)
			}
		}
		if !hasOption(t, s, "influence Poland") {
			t.Errorf("DEFCON %d bans influence in Europe", defcon)
		}
		if defcon < 5 {
			mustRefuse(t, s, "USSR", "coup West Germany")
		}
	}
}

// Rules 8.2: "Check Military Operations: Lose VP if Military Ops are
// below the current DEFCON level" - the DEFCON at the turn's end, before
// it improves for the next turn; a 20th VP won there ends the game.
func TestRulebookMilitaryOpsAtTheTurnsEnd(t *testing.T) {
	s := testState(t)
	s.DEFCON, s.MilOps = 2, [2]int{2, 1}
	s.startFlow("endturn", USSR, 0)
	if s.VP != -1 || s.DEFCON != 3 {
		t.Errorf("DEFCON 2, military ops USSR 2 US 1: VP %d DEFCON %d; want USSR 1, then DEFCON 3", s.VP, s.DEFCON)
	}
	s = testState(t)
	s.VP, s.DEFCON, s.MilOps = -18, 3, [2]int{3, 1}
	s.startFlow("endturn", USSR, 0)
	if o := s.Outcome(); !o.Over || o.Winners[0] != "USSR" {
		t.Errorf("USSR at 18 VP, US 2 short: Outcome() = %+v, want a USSR win", o)
	}
}

// Rules 4.4: "At end of turn 7, shuffle Late War cards in" - without the
// discards; hands stay at 9.
func TestRulebookLateWarJoinsAtTurnEight(t *testing.T) {
	s := testState(t)
	s.Turn, s.MilOps = 7, [2]int{5, 5}
	s.Deck = s.periodDeck(MidWar)
	s.Discard, s.Deck = s.Deck[:10], s.Deck[10:15]
	discards := slices.Clone(s.Discard)
	s.startFlow("endturn", USSR, 0)
	if s.Turn != 8 || s.Halted() != "" || len(s.Hands[USSR]) != 9 || len(s.Hands[US]) != 9 {
		t.Fatalf("turn 8: turn %d halt %q hands %d/%d", s.Turn, s.Halted(), len(s.Hands[USSR]), len(s.Hands[US]))
	}
	late := len(s0().periodDeck(LateWar))
	if got := len(s.Deck) + 18; got != late+5 || !slices.Equal(s.Discard, discards) {
		t.Errorf("turn 8: deck %d + 18 dealt = %d, want %d Late War + 5 Mid War; discards %v, were %v", len(s.Deck), got, late+5, s.Discard, discards)
	}
	for _, n := range append(slices.Clone(s.Deck), append(s.Hands[USSR], s.Hands[US]...)...) {
		if slices.Contains(discards, n) {
			t.Errorf("discarded card %s came back at turn 8", cardName(n))
		}
	}
}

// Rules 10.3.1 (twilight-struggle.de.txt): "Erreicht jemand 20 Punkte erst
// bei der Prüfung der Militärischen Operationen, wird zuerst die gehaltene
// Karte gezeigt – hält er eine Wertungskarte, verliert er stattdessen."
// (Reaching 20 VP only in the military operations check, the held card is
// shown first; holding a scoring card, that player loses instead.) The
// held card is shown only in tournament play (rules 4.5 F, 11.1.1).
func TestRulebookTwentyVPAtTheMilitaryOpsCheckWithAHeldScoringCard(t *testing.T) {
	tests := []struct {
		name       string
		tournament bool
		held       int
		wantWinner string
	}{
		{"tournament, scoring card held", true, 1, "US"},
		{"tournament, other card held", true, 4, "USSR"},
		{"no tournament", false, 1, "USSR"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			s.Variants.Tournament = tt.tournament
			s.VP, s.DEFCON, s.MilOps = -19, 3, [2]int{3, 2}
			give(s, USSR, tt.held)
			s.startFlow("endturn", USSR, 0)
			o := s.Outcome()
			if !o.Over || len(o.Winners) != 1 || o.Winners[0] != tt.wantWinner {
				t.Errorf("USSR reaches 20 VP at the military ops check holding %s: Outcome() = %+v, want a %s win",
					cardName(tt.held), o, tt.wantWinner)
			}
		})
	}
}

// Rules 7.4, the worked case: modifiers stack and modify the China Card;
// with Vietnam Revolts in effect and Red Scare/Purge played on the USSR,
// the China Card spent entirely in Southeast Asia is worth 4 + 1 + 1 - 1
// = 5 Ops; in Asia outside Southeast Asia 4 - 1 + 1 = 4. Rules 7.4.2
// example 1: a 2-Op card under Red Scare/Purge adds only 1 to a coup and
// credits 1 military operation.
func TestRulebookOpsModifiersStack(t *testing.T) {
	tests := []struct {
		name, country string
		want          int
	}{
		{"all in Southeast Asia", "Vietnam", 5},
		{"all in Asia", "Afghanistan", 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			s.setTurnEffect(effVietnamRevolts, 1)
			s.setTurnEffect(redScareOn(USSR), 1)
			put(s, USSR, tt.country, 1)
			startRound(t, s, USSR, 1)
			mustApply(t, s, "USSR", "play 6 ops influence "+tt.country)
			for s.Flow != nil && hasOption(t, s, "influence "+tt.country) {
				mustApply(t, s, "USSR", "influence "+tt.country)
			}
			if got := inf(s, USSR, tt.country) - 1; got != tt.want {
				t.Errorf("China Card under Vietnam Revolts and Red Scare, %s: %d influence placed, want %d", tt.name, got, tt.want)
			}
		})
	}

	s := testState(t)
	s.setTurnEffect(redScareOn(USSR), 1)
	put(s, US, "Iraq", 2)
	give(s, USSR, 8) // Fidel, 2 Ops
	rig(s, 6)        // 6 + 1 = 7 against 6
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "coup Iraq with 8")
	if s.MilOps[USSR] != 1 || inf(s, US, "Iraq") != 1 {
		t.Errorf("coup in Iraq with a 2-Op card under Red Scare rolling 6: military ops %d, US %d; want 1 and 1",
			s.MilOps[USSR], inf(s, US, "Iraq"))
	}
}

// Rules 6.4.2: "VP awarded for reaching certain boxes": the first to
// arrive takes the first number, the second the other.
func TestRulebookSpaceRaceVP(t *testing.T) {
	first := []int{2, 0, 2, 0, 3, 0, 4, 2}
	second := []int{1, 0, 0, 0, 1, 0, 2, 0}
	for box := 1; box <= 8; box++ {
		s := testState(t)
		s.Space = [2]int{box - 1, box - 1}
		runInFlow(t, s, func(s *state) { s.advanceSpace(US) })
		runInFlow(t, s, func(s *state) { s.advanceSpace(USSR) })
		if s.VP != first[box-1]-second[box-1] {
			t.Errorf("box %d: US first, USSR second: VP %d, want %d - %d", box, s.VP, first[box-1], second[box-1])
		}
	}
}

// Rules 4.5 A-H through the game's own questions: a whole first turn,
// always answered with the first option offered, has a headline, six
// action rounds a side with the USSR first, then the military operations
// check, and turn 2 starts with hands of 8.
func TestRulebookFirstTurnInOrder(t *testing.T) {
	s := newGame(t, 3, nil)
	var rounds []string
	for steps := 0; s.Turn == 1 && !s.Over; steps++ {
		if steps > 500 {
			t.Fatalf("turn 1 did not end in 500 steps")
		}
		pr := s.Pending()
		if len(pr) == 0 {
			t.Fatalf("turn 1: nobody is asked (phase %s)", s.Phase)
		}
		res := mustApply(t, s, pr[0].Seat, pr[0].Options[0])
		for _, l := range res.Log {
			for _, p := range []string{"USSR", "US"} {
				for ar := 1; ar <= 8; ar++ {
					if logHas([]string{l}, "Turn 1, action round "+itoa(ar)+": the "+p+" ") {
						rounds = append(rounds, p+itoa(ar))
					}
				}
			}
			if logHas([]string{l}, "Military operations check") {
				rounds = append(rounds, "check")
			}
		}
	}
	if s.Over {
		t.Fatalf("the game ended in turn 1 (%s)", s.Reason)
	}
	want := []string{"USSR1", "US1", "USSR2", "US2", "USSR3", "US3", "USSR4", "US4", "USSR5", "US5", "USSR6", "US6", "check"}
	if !slices.Equal(rounds, want) {
		t.Errorf("turn 1 went %v, want %v", rounds, want)
	}
	if s.Turn != 2 || len(s.Hands[USSR]) != 8 || len(s.Hands[US]) != 8 || s.Phase != phaseHeadline {
		t.Errorf("turn 2: turn %d hands %d/%d phase %s; want turn 2, 8 each, the headline",
			s.Turn, len(s.Hands[USSR]), len(s.Hands[US]), s.Phase)
	}
}

// Rules 2.2.1, 4.5 D: "Scoring cards must be played during the turn they
// are drawn" - random legal games never reach a turn's end with a scoring
// card in a hand (the action round's options enforce it, rules 10.1.5).
func TestRulebookNoScoringCardHeldAtATurnsEnd(t *testing.T) {
	orig := procs["endturn"]
	type holder struct {
		game, turn int
		p          Side
	}
	held := map[holder][]int{}
	ends, game := 0, 0
	procs["endturn"] = func(s *state, p Side, n int) {
		ends++
		for _, q := range []Side{USSR, US} {
			if s.scoringInHand(q) > 0 {
				held[holder{game, s.Turn, q}] = slices.Clone(s.Hands[q])
			}
		}
		orig(s, p, n)
	}
	t.Cleanup(func() { procs["endturn"] = orig })
	for _, name := range []string{"standard", "optional cards"} {
		for i := 1; i <= 6; i++ {
			game++
			p := enginetest.Play{Game: Game, Config: randomConfigs()[name], MaxSteps: maxRandomSteps, Seed: uint64(i)}
			p.Config.Seed = uint64(i) * 104729
			if _, err := p.Run(); err != nil {
				t.Fatalf("%s game %d: %v", name, i, err)
			}
		}
	}
	if ends < 20 {
		t.Fatalf("the random games reached the end of a turn %d times, want 20 or more", ends)
	}
	for h, hand := range held {
		t.Errorf("game %d, end of turn %d: the %v holds a scoring card: %v", h.game, h.turn, h.p, hand)
	}
}
