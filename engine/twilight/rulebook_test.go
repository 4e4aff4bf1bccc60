package twilight

// Scenario tests of the core rules, section by section of the rule book
// (GMT Deluxe Edition, summarised in ../shared/rules/twilight-struggle.en.txt;
// the section numbers are those twilight-struggle.de.txt cites). Each test
// quotes the sentence it checks. The cards' own rulings are tested in the
// cards_*_test.go files.

import (
	"slices"
	"testing"
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
	mustApply(t, s, "USSR", "play 27 ops")
	mustApply(t, s, "USSR", "influence Poland")
	if s.Flow != nil {
		mustApply(t, s, "USSR", "influence Poland 3")
	}
	if s.effect(effUSJapan) == 0 || !slices.Contains(s.Removed, 27) {
		t.Errorf("play 27 ops: the US event did not happen or the card was not removed (removed %v)", s.Removed)
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
	rig(s, 6, 1, 6, 1, 6, 1)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 7 ops realign Iraq")
	if s.Flow != nil {
		mustApply(t, s, "USSR", "done")
	}
	if s.MilOps[USSR] != 0 || s.DEFCON != 5 || inf(s, USSR, "Iraq") != 0 || inf(s, US, "Iraq") != 0 {
		t.Errorf("realignment in Iraq: military ops %d DEFCON %d USSR %d US %d; want 0, 5, 0, 0",
			s.MilOps[USSR], s.DEFCON, inf(s, USSR, "Iraq"), inf(s, US, "Iraq"))
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
		open, not []string
	}{
		{USSR, []string{"Afghanistan", "Finland", "North Korea", "Poland", "Romania"}, []string{"Canada", "Cuba", "Japan", "Mexico", "Iran"}},
		{US, []string{"Canada", "Cuba", "Japan", "Mexico"}, []string{"Afghanistan", "Finland", "North Korea", "Poland", "Romania"}},
	} {
		s := testState(t)
		s.Phasing = tt.p
		give(s, tt.p, 7+12*int(tt.p)) // 7 Socialist Governments or 19 Truman Doctrine: none of them names these countries
		s.startFlow("action", tt.p, 1)
		play := "play 7 ops"
		if tt.p == US {
			play = "play 19 ops"
		}
		mustApply(t, s, seats[tt.p], play)
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
