package twilight

import (
	"slices"
	"testing"
)

func TestCubanMissileCrisisSetsDEFCONAndRestrictsTheOpponent(t *testing.T) {
	s := testState(t)
	runEvent(t, s, 40, USSR)
	if s.DEFCON != 2 || s.TurnEffects.get(effectOn(40, US)) == 0 || s.Effects.get(effectOn(40, US)) != 0 {
		t.Fatalf("Cuban Missile Crisis by the USSR: DEFCON %d, turn effect on US %d; want 2 and in effect this turn",
			s.DEFCON, s.TurnEffects.get(effectOn(40, US)))
	}
	// The player who played it may still coup.
	put(s, US, "Cameroon", 1)
	rig(s, 6)
	runInFlow(t, s, func(s *state) { s.coup(USSR, country("Cameroon"), 3, false) })
	if s.Over {
		t.Errorf("the USSR couping under its own Cuban Missile Crisis ends the game: %s", s.Reason)
	}
	// The US, with no 2 influence in West Germany or Turkey, loses.
	put(s, USSR, "Iraq", 1)
	put(s, US, "West Germany", 1, "Turkey", 1)
	runInFlow(t, s, func(s *state) { s.coup(US, country("Iraq"), 3, false) })
	if !s.Over || s.Winner != "USSR" || s.Inf[USSR][country("Iraq")] != 1 {
		t.Errorf("a US coup under the crisis: over %v winner %q, Iraq USSR %d; want the USSR wins before the roll",
			s.Over, s.Winner, s.Inf[USSR][country("Iraq")])
	}
}

func TestCubanMissileCrisisIsLiftedByRemovingTwoInfluence(t *testing.T) {
	tests := []struct {
		name   string
		side   Side // the restricted side
		bases  []any
		offer  []string
		answer string
	}{
		{"USSR from Cuba", USSR, []any{"Cuba", 3}, []string{"Cuba", "no"}, "choose Cuba"},
		{"US from Turkey", US, []any{"Turkey", 2, "West Germany", 1}, []string{"Turkey", "no"}, "choose Turkey"},
		{"US from West Germany", US, []any{"Turkey", 2, "West Germany", 4}, []string{"Turkey", "West Germany", "no"}, "choose West Germany"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			s.DEFCON = 2
			s.setTurnEffect(effectOn(40, tt.side), 1)
			put(s, tt.side, tt.bases...)
			put(s, tt.side.Opp(), "Cameroon", 2)
			rig(s, 6)
			runInFlow(t, s, func(s *state) { s.coup(tt.side, country("Cameroon"), 3, false) })
			if got := choices(t, s); !slices.Equal(got, tt.offer) {
				t.Errorf("the lifting question offers %v, want %v", got, tt.offer)
			}
			base := country(tt.answer[len("choose "):])
			before := s.Inf[tt.side][base]
			mustApply(t, s, seats[tt.side], tt.answer)
			if s.Over || s.effect(effectOn(40, tt.side)) != 0 || s.Inf[tt.side][base] != before-2 {
				t.Errorf("after lifting: over %v, effect %d, %s %d; want the game on, no effect, %d",
					s.Over, s.effect(effectOn(40, tt.side)), countries[base].Name, s.Inf[tt.side][base], before-2)
			}
			if s.Inf[tt.side.Opp()][country("Cameroon")] != 0 {
				t.Errorf("the coup after lifting did not happen: Cameroon %d", s.Inf[tt.side.Opp()][country("Cameroon")])
			}
		})
	}

	// Answering no is nuclear war.
	s := testState(t)
	s.setTurnEffect(effectOn(40, USSR), 1)
	put(s, USSR, "Cuba", 2)
	put(s, US, "Angola", 2)
	runInFlow(t, s, func(s *state) { s.coup(USSR, country("Angola"), 3, false) })
	mustApply(t, s, "USSR", "choose no")
	if !s.Over || s.Winner != "US" || inf(s, USSR, "Cuba") != 2 {
		t.Errorf("declining to lift: over %v winner %q Cuba %d; want the US wins, Cuba kept", s.Over, s.Winner, inf(s, USSR, "Cuba"))
	}
}

func TestCubanMissileCrisisBlamesTheCouperInTheOtherSidesRound(t *testing.T) {
	// The US plays the crisis on the USSR, then in its own round plays
	// the USSR's Che for Ops: Che's coup is the USSR's, and the USSR
	// loses although the US is phasing (FAQ #40 Q3).
	s := testState(t)
	runEvent(t, s, 40, US)
	put(s, US, "Cameroon", 1)
	give(s, US, 107)
	startRound(t, s, US, 2)
	mustApply(t, s, "US", "play 107 ops event first")
	mustApply(t, s, "USSR", "coup Cameroon")
	if !s.Over || s.Winner != "US" {
		t.Errorf("the USSR's Che coup in the US round under the crisis: over %v winner %q, want the US wins", s.Over, s.Winner)
	}

	// In the same position with 2 influence in Cuba, the USSR may cancel
	// the crisis in the US round and coup.
	s = testState(t)
	runEvent(t, s, 40, US)
	put(s, US, "Cameroon", 1)
	put(s, USSR, "Cuba", 2)
	give(s, US, 107)
	rig(s, 6)
	startRound(t, s, US, 2)
	mustApply(t, s, "US", "play 107 ops event first")
	mustApply(t, s, "USSR", "coup Cameroon")
	if p := asked(t, s); p.Seat != "USSR" || !hasOption(t, s, "choose Cuba") {
		t.Fatalf("the USSR is not offered to cancel the crisis: %v", p)
	}
	mustApply(t, s, "USSR", "choose Cuba")
	if s.Over || inf(s, USSR, "Cuba") != 0 || inf(s, US, "Cameroon") != 0 {
		t.Errorf("the USSR cancels in the US round: over %v, Cuba %d, Cameroon US %d; want the game on, 0, 0",
			s.Over, inf(s, USSR, "Cuba"), inf(s, US, "Cameroon"))
	}

	// Junta's free coup by the restricted side counts too.
	s = testState(t)
	runEvent(t, s, 40, USSR)
	put(s, USSR, "Chile", 1)
	s.Phasing = US
	s.startFlow("event", US, 47)
	mustApply(t, s, "US", "choose Chile")
	mustApply(t, s, "US", "coup Chile")
	if !s.Over || s.Winner != "USSR" {
		t.Errorf("the US's Junta coup under the crisis: over %v winner %q, want the USSR wins", s.Over, s.Winner)
	}
}

func TestCubanMissileCrisisAllowsRealignment(t *testing.T) {
	s := testState(t)
	s.DEFCON = 5
	s.setTurnEffect(effectOn(40, US), 1)
	put(s, USSR, "Angola", 1)
	give(s, US, 25)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "play 25 ops")
	mustApply(t, s, "US", "realign Angola")
	if s.Over {
		t.Errorf("a realignment under the crisis ended the game: %s", s.Reason)
	}
}

func TestNuclearSubs(t *testing.T) {
	s := testState(t)
	runEvent(t, s, 41, USSR) // a US event: it helps the US whoever plays it
	put(s, USSR, "Iran", 1, "Iraq", 1, "Angola", 1)
	put(s, US, "Panama", 1)
	rig(s, 1, 1, 1, 1)
	runInFlow(t, s, func(s *state) {
		s.coup(US, country("Iran"), 3, false)
		s.coup(US, country("Angola"), 2, true) // a free coup too
	})
	if s.DEFCON != 5 || s.MilOps[US] != 3 {
		t.Errorf("US battleground coups under Nuclear Subs: DEFCON %d, military ops %d; want 5 and 3", s.DEFCON, s.MilOps[US])
	}
	runInFlow(t, s, func(s *state) { s.coup(USSR, country("Panama"), 2, false) })
	if s.DEFCON != 4 {
		t.Errorf("a USSR battleground coup under Nuclear Subs: DEFCON %d, want 4", s.DEFCON)
	}
	// Events still move DEFCON (FAQ #41 Q1).
	runEvent(t, s, 46, US, "choose 2")
	if s.DEFCON != 2 {
		t.Errorf("How I Learned under Nuclear Subs: DEFCON %d, want 2", s.DEFCON)
	}
	// The crisis still loses the game (card 41: "This does not apply to
	// Cuban Missile Crisis").
	s.setTurnEffect(effectOn(40, US), 1)
	runInFlow(t, s, func(s *state) { s.coup(US, country("Iraq"), 3, false) })
	if !s.Over || s.Winner != "USSR" {
		t.Errorf("a US coup under Nuclear Subs and the crisis: over %v winner %q, want the USSR wins", s.Over, s.Winner)
	}
}

func TestSALTNegotiations(t *testing.T) {
	s := testState(t)
	s.DEFCON = 2
	s.Discard = []int{2, 13, 25}
	s.startFlow("event", US, 43)
	if got := choices(t, s); !slices.Equal(got, []string{"13", "25", "none"}) {
		t.Errorf("SALT offers %v, want 13, 25, none (no scoring card)", got)
	}
	mustApply(t, s, "US", "choose 25")
	if s.DEFCON != 4 || !s.hasCard(US, 25) || slices.Contains(s.Discard, 25) {
		t.Errorf("SALT = DEFCON %d, US holds 25 %v, discards %v; want 4, true, without 25", s.DEFCON, s.hasCard(US, 25), s.Discard)
	}
	// -1 on every coup this turn, both sides, free or not; with Latin
	// American Death Squads for the US they cancel in Latin America.
	for _, tt := range []struct {
		p       Side
		country string
		free    bool
		want    int
	}{{US, "Iran", false, -1}, {USSR, "Iran", true, -1}, {USSR, "Panama", false, -1}} {
		if got := s.coupModifier(tt.p, country(tt.country), tt.free); got != tt.want {
			t.Errorf("coupModifier(%s, %s) under SALT = %d, want %d", tt.p, tt.country, got, tt.want)
		}
	}
	s.setTurnEffect(effectOn(69, US), 1)
	if got, want := s.coupModifier(US, country("Panama"), false), 0; got != want {
		t.Errorf("coupModifier(US, Panama) under SALT and US Death Squads = %d, want %d", got, want)
	}
	if got, want := s.coupModifier(USSR, country("Panama"), false), -2; got != want {
		t.Errorf("coupModifier(USSR, Panama) under SALT and US Death Squads = %d, want %d", got, want)
	}

	// An empty discard pile: no question, DEFCON still improves, capped at 5.
	s = testState(t)
	s.DEFCON = 4
	log := runEvent(t, s, 43, USSR)
	if s.DEFCON != 5 || !logHas(log, "no card to take") {
		t.Errorf("SALT with no discards: DEFCON %d, log %v", s.DEFCON, log)
	}
}

func TestSALTNegotiationsLowersTheCoupRoll(t *testing.T) {
	s := testState(t)
	s.setTurnEffect(effectOf(43), 1)
	put(s, US, "Botswana", 2)
	rig(s, 4)
	runInFlow(t, s, func(s *state) { s.coup(USSR, country("Botswana"), 2, false) })
	// 4 + 2 - 1 = 5 against 2 x 2 = 4: excess 1.
	if inf(s, US, "Botswana") != 1 {
		t.Errorf("SALT coup in Botswana: US %d left, want 1", inf(s, US, "Botswana"))
	}
}

func TestSummit(t *testing.T) {
	// The USSR dominates Middle East and Africa: +2.
	setup := func(s *state) {
		put(s, USSR, "Iraq", 3, "Syria", 2, "Lebanon", 1)
		put(s, USSR, "Angola", 2, "Zaire", 1, "Botswana", 2)
	}
	tests := []struct {
		name       string
		rolls      []int // USSR, US
		answer     []string
		wantVP     int
		wantDEFCON int
	}{
		{"USSR 2+2 beats US 3, degrades", []int{2, 3}, []string{"choose degrade"}, -2, 2},
		{"USSR 1+2 ties US 3", []int{1, 3}, nil, 0, 3},
		{"US 6 beats USSR 1+2, improves", []int{1, 6}, []string{"choose improve"}, 2, 4},
		{"US 6 beats USSR 1+2, keeps", []int{1, 6}, []string{"choose keep"}, 2, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			s.DEFCON = 3
			setup(s)
			rig(s, tt.rolls...)
			runEvent(t, s, 45, US, tt.answer...)
			if s.VP != tt.wantVP || s.DEFCON != tt.wantDEFCON {
				t.Errorf("Summit = VP %d DEFCON %d, want %d %d", s.VP, s.DEFCON, tt.wantVP, tt.wantDEFCON)
			}
		})
	}
}

func TestSummitIgnoresFormosanResolution(t *testing.T) {
	// The US controls Taiwan and Australia: with Taiwan a battleground
	// that would be domination of Asia, but Formosan Resolution holds
	// only for scoring (card 35).
	s := testState(t)
	put(s, US, "Taiwan", 3, "Australia", 4)
	s.setEffect(effFormosan, 1)
	if got := s.summitRegions(); got[US] != 0 {
		t.Errorf("summitRegions with Formosan Resolution = %v, want the US 0 (Taiwan is no battleground for Summit)", got)
	}
	if s.effect(effFormosan) != 1 {
		t.Errorf("Summit ended Formosan Resolution")
	}
	// With Japan, a true battleground, it is domination.
	put(s, US, "Japan", 4)
	if got := s.summitRegions(); got[US] != 1 {
		t.Errorf("summitRegions with US Japan, Australia, Taiwan = %v, want US 1", got)
	}
}

func TestSummitAtDEFCON5OffersNoImprovement(t *testing.T) {
	s := testState(t)
	rig(s, 1, 6)
	s.startFlow("event", USSR, 45)
	if got := choices(t, s); !slices.Equal(got, []string{"degrade", "keep"}) {
		t.Errorf("Summit at DEFCON 5 offers %v, want degrade, keep", got)
	}
}

func TestHowILearnedToStopWorrying(t *testing.T) {
	s := testState(t)
	s.DEFCON = 3
	s.MilOps[US] = 2
	runEvent(t, s, 46, US, "choose 5")
	if s.DEFCON != 5 || s.MilOps[US] != 5 {
		t.Errorf("How I Learned = DEFCON %d, US military ops %d; want 5 and 5 (capped)", s.DEFCON, s.MilOps[US])
	}
	// DEFCON 1 loses for the phasing player, here the USSR that played
	// the card for its event.
	s = testState(t)
	runEvent(t, s, 46, USSR, "choose 1")
	if !s.Over || s.Winner != "US" {
		t.Errorf("How I Learned to DEFCON 1 by the USSR: over %v winner %q, want the US wins", s.Over, s.Winner)
	}
}

func TestABMTreaty(t *testing.T) {
	s := testState(t)
	s.DEFCON = 3
	s.setTurnEffect(redScareOn(US), 1) // event Ops are not reduced
	put(s, US, "Japan", 1)
	runEvent(t, s, 57, US, "influence Japan", "influence Japan", "influence Japan", "influence Japan")
	if s.DEFCON != 4 || inf(s, US, "Japan") != 5 {
		t.Errorf("ABM Treaty = DEFCON %d, Japan %d; want 4 and 5", s.DEFCON, inf(s, US, "Japan"))
	}
}
