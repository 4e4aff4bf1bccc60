package twilight

import (
	"slices"
	"strings"
	"testing"

	"turnmail/engine"
)

func TestVariantOptionsNamedInTheHeader(t *testing.T) {
	s := newGame(t, 7, engine.Options{optTournament: "yes", optRealignNoLoss: "yes"})
	for _, seat := range seats {
		if v := s.View(seat).Public; !strings.Contains(v, "Variants: tournament rules, the realigner loses no influence.") {
			t.Errorf("View(%s) header lacks the variants:\n%s", seat, v)
		}
	}
	if v := newGame(t, 7, nil).Public().Public; strings.Contains(v, "Variants") {
		t.Errorf("a standard game names variants:\n%s", v)
	}
	for _, bad := range []engine.Options{{optTournament: "maybe"}, {optScenario: "early-war"}, {"chinese-civil-war-x": "yes"}} {
		if _, err := Game.New(engine.Config{Options: bad, Seats: seats, Seed: 1}); err == nil {
			t.Errorf("New(%v) accepted a bad option", bad)
		}
	}
	names := []string{}
	for _, o := range Game.Info().Options {
		names = append(names, o.Name)
	}
	for _, want := range []string{optOptionalCards, optTournament, optBid, optScenario, optCCW, optRealignAnywhere, optRealignNoLoss,
		optMixedOps, optSpaceNoRoll} {
		if !slices.Contains(names, want) {
			t.Errorf("Info().Options %v lack %s", names, want)
		}
	}
}

// TestTournamentRevealsHeldCards: phase F shows both hands in the public
// log; a held scoring card loses (rules 11.1.1-11.1.2).
func TestTournamentRevealsHeldCards(t *testing.T) {
	s := testState(t)
	s.Variants.Tournament = true
	give(s, USSR, 4)
	s.log = nil
	runInFlow(t, s, func(s *state) { s.revealHeld() })
	if !logHas(s.log, "the USSR holds 4 Duck and Cover") || !logHas(s.log, "the US holds no card") || s.Over {
		t.Errorf("reveal: log %v, over %v; want both hands shown and the game going on", s.log, s.Over)
	}

	s = testState(t)
	s.Variants.Tournament = true
	give(s, US, 1, 4)
	runInFlow(t, s, func(s *state) { s.revealHeld() })
	if !s.Over || s.Winner != "USSR" {
		t.Errorf("US holding Asia Scoring at the reveal: over %v winner %q, want the USSR", s.Over, s.Winner)
	}

	s = testState(t)
	s.Variants.Tournament = true
	give(s, US, 1)
	give(s, USSR, 2)
	runInFlow(t, s, func(s *state) { s.revealHeld() })
	if !s.Over || s.Winner != "" {
		t.Errorf("both holding a scoring card: over %v winner %q, want a draw", s.Over, s.Winner)
	}
}

// TestTournamentRevealAtTheEndOfTheTurn: the reveal is part of the end of
// the turn only in a tournament game.
func TestTournamentRevealAtTheEndOfTheTurn(t *testing.T) {
	for _, tournament := range []bool{false, true} {
		s := testState(t)
		s.Variants.Tournament = tournament
		give(s, USSR, 4)
		s.log = nil
		runInFlow(t, s, func(s *state) { endTurnProc(s, USSR, 0) })
		if got := logHas(s.log, "Reveal held cards"); got != tournament {
			t.Errorf("end of turn with tournament %v: reveal logged %v; log %v", tournament, got, s.log)
		}
	}
}

// TestDealIsUSSRFirstAndAlternating: rules 11.1.3, which the standard
// deal follows as well: the USSR gets the first card, then one each,
// and a side needing more gets the rest once the other is full.
func TestDealIsUSSRFirstAndAlternating(t *testing.T) {
	s := testState(t)
	s.Deck = []int{4, 5, 7, 8, 9, 10, 11}
	give(s, US, 12)
	s.Deck = []int{4, 5, 7, 8, 9, 10, 11}
	s.deal(3)
	if !slices.Equal(s.Hands[USSR], []int{4, 7, 9}) || !slices.Equal(s.Hands[US], []int{5, 8, 12}) {
		t.Errorf("deal(3): USSR %v US %v, want [4 7 9] and [5 8 12]", s.Hands[USSR], s.Hands[US])
	}
}

func TestLateWarScenarioSetup(t *testing.T) {
	s := setupLateWar(3, false)
	if s.Turn != 8 || s.DEFCON != 4 || s.VP != -4 || s.Space != [2]int{4, 6} || s.Phase != phaseHeadline {
		t.Errorf("Late War markers: turn %d DEFCON %d VP %d space %v phase %s; want 8, 4, -4, [4 6], headline",
			s.Turn, s.DEFCON, s.VP, s.Space, s.Phase)
	}
	total := [2]int{}
	for p := range total {
		for _, n := range s.Inf[p] {
			total[p] += n
		}
	}
	if total != [2]int{67, 94} {
		t.Errorf("Late War influence USSR %d US %d, want 67 and 94", total[USSR], total[US])
	}
	controlled := [2]int{}
	for c := range countries {
		if p := s.controller(c); p != Neutral {
			controlled[p]++
		}
	}
	if controlled != [2]int{19, 31} {
		t.Errorf("Late War control: USSR %d US %d countries, want 19 and 31", controlled[USSR], controlled[US])
	}
	if n := len(s.Deck) + len(s.Hands[USSR]) + len(s.Hands[US]); n != 59 || len(s.Hands[USSR]) != 9 || len(s.Hands[US]) != 9 {
		t.Errorf("Late War cards: %d in deck and hands (hands %d, %d), want 59 with 9 each", n, len(s.Hands[USSR]), len(s.Hands[US]))
	}
	for _, n := range []int{38, 59} {
		if !slices.Contains(s.Removed, n) {
			t.Errorf("card %s is not out of the Late War scenario", cardName(n))
		}
	}
	for _, n := range []int{44, 64, 65, 68, 36, 82, 102} {
		if !slices.Contains(s.Deck, n) && !s.hasCard(USSR, n) && !s.hasCard(US, n) {
			t.Errorf("card %s is not in the Late War deck", cardName(n))
		}
	}
	if s.China != USSR || !s.ChinaFaceUp {
		t.Errorf("China Card with %v face up %v, want the USSR face up", s.China, s.ChinaFaceUp)
	}
	for _, n := range lateWarEffects {
		if s.effect(effectOf(n)) == 0 {
			t.Errorf("%s is not in effect at the start of the Late War scenario", cardName(n))
		}
	}
	if !s.spaceAbility(US, 6) || s.spaceAbility(USSR, 4) {
		t.Errorf("space abilities: US box 6 %v, USSR box 4 %v; want only the US's", s.spaceAbility(US, 6), s.spaceAbility(USSR, 4))
	}
	if (s.Halt != "") != (len(s.lateWarMissing()) > 0) {
		t.Errorf("Late War halt %q with %d events missing", s.Halt, len(s.lateWarMissing()))
	}

	opt := setupLateWar(3, true)
	if n := len(opt.Deck) + len(opt.Hands[USSR]) + len(opt.Hands[US]); n != 64 || !slices.Contains(opt.Removed, 106) || !slices.Contains(opt.Removed, 108) {
		t.Errorf("Late War with optional cards: %d cards, removed %v; want 64 without 106 and 108", n, opt.Removed)
	}
}

// TestLateWarScenarioByGame: the option builds the scenario and names it.
func TestLateWarScenarioByGame(t *testing.T) {
	s := newGame(t, 7, engine.Options{optScenario: "late-war"})
	if s.Turn != 8 || !strings.Contains(s.Public().Public, "Variants: Late War scenario.") {
		t.Errorf("scenario=late-war: turn %d, header:\n%s", s.Turn, s.Public().Public)
	}
	if s.Halt == "" && len(s.Pending()) != 2 {
		t.Errorf("Late War scenario: %d prompts, want both headlines", len(s.Pending()))
	}
}

// TestLateWarVictory: the US needs 20 VP; anything less is a USSR win,
// a draw included (rule book p.12, Victory).
func TestLateWarVictory(t *testing.T) {
	for _, tc := range []struct {
		lateWar bool
		vp      int
		winner  string
	}{{true, 20, "US"}, {true, 19, "USSR"}, {true, 0, "USSR"}, {true, -3, "USSR"},
		{false, 19, "US"}, {false, 0, ""}, {false, -3, "USSR"}} {
		s := testState(t)
		s.Variants.LateWar, s.VP = tc.lateWar, tc.vp
		runInFlow(t, s, func(s *state) { s.endByVP("the final scoring") })
		if !s.Over || s.Winner != tc.winner {
			t.Errorf("endByVP at VP %d, Late War %v: over %v winner %q, want %q", tc.vp, tc.lateWar, s.Over, s.Winner, tc.winner)
		}
	}
}
