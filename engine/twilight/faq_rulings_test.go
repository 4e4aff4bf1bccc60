package twilight

// Scenario tests of the rulings of the official Twilight Struggle FAQ
// (version 4.2), one func per card or rule, as restated card by card in
// ../shared/research/twilight-struggle/faq-cards.md. Each test restates
// the ruling it checks and plays the commands a player would mail. Where
// the FAQ predates the Deluxe text and the two differ, the Deluxe text
// decides, and the test says so.

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// FAQ #18 Q1: advancing on the space race through an event is not a space
// race attempt and does not use up the turn's attempt (rules 6.4.2).
// FAQ #18 Q2: a box entered through the event gives its ability to the
// first player there.
func TestFAQCapturedNaziScientist(t *testing.T) {
	t.Run("not a space race attempt (Q1)", func(t *testing.T) {
		s := testState(t)
		give(s, USSR, 18, 7)
		startRound(t, s, USSR, 1)
		mustApply(t, s, "USSR", "play 18 event")
		if s.Space[USSR] != 1 || s.Tries[USSR] != 0 || s.VP != -2 {
			t.Fatalf("Captured Nazi Scientist: box %d, tries %d, VP %d; want box 1, no try, USSR 2 VP", s.Space[USSR], s.Tries[USSR], s.VP)
		}
		startRound(t, s, USSR, 2)
		if !hasOption(t, s, "space 7") {
			t.Errorf("after Captured Nazi Scientist the round offers %v, want the turn's space attempt (space 7)", asked(t, s).Options)
		}
	})
	t.Run("the box's ability to the first there (Q2)", func(t *testing.T) {
		s := testState(t)
		s.Space = [2]int{1, 1}
		give(s, USSR, 18, 7, 14)
		rig(s, 1)
		startRound(t, s, USSR, 1)
		mustApply(t, s, "USSR", "play 18 event")
		if s.Space[USSR] != 2 || !s.spaceAbility(USSR, 2) {
			t.Fatalf("Captured Nazi Scientist into box 2 first: box %d, ability %v; want box 2 with its ability", s.Space[USSR], s.spaceAbility(USSR, 2))
		}
		startRound(t, s, USSR, 2)
		mustApply(t, s, "USSR", "space 7")
		startRound(t, s, USSR, 3)
		if !hasOption(t, s, "space 14") {
			t.Errorf("box 2 reached by the event: a second attempt is not offered: %v", asked(t, s).Options)
		}
	})
}

// FAQ #18 Q2, repeated for One Small Step (80): only the second box's VP
// are paid, but a box with a special ability entered first gives the
// ability. FAQ #18 Q1: it is not a space race attempt.
func TestFAQOneSmallStep(t *testing.T) {
	s := testState(t)
	s.Space = [2]int{2, 3} // USSR 2, US 3: the USSR is behind
	give(s, USSR, 80, 7)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 80 event")
	// Box 3 (Man in Space, 2 VP first) is passed without its VP; box 4 pays 0.
	if s.Space[USSR] != 4 || s.VP != 0 || s.Tries[USSR] != 0 {
		t.Fatalf("One Small Step from 2 behind 3: box %d, VP %d, tries %d; want box 4, 0, no try", s.Space[USSR], s.VP, s.Tries[USSR])
	}
	if !s.spaceAbility(USSR, 4) {
		t.Errorf("One Small Step into box 4 first: no Man in Earth Orbit ability")
	}
	startRound(t, s, USSR, 2)
	if !hasOption(t, s, "space 7") {
		t.Errorf("after One Small Step the round offers %v, want the turn's space attempt", asked(t, s).Options)
	}
	// The ability works: at the next headline the US chooses first.
	h := headlineState(t, []int{7}, []int{19})
	h.Space = s.Space
	if p := asked(t, h); p.Seat != "US" {
		t.Errorf("headline with the USSR's box 4 from One Small Step: %s asked first, want the US", p.Seat)
	}
}

// FAQ #21 note (and FAQ Changes): once NATO is in effect, Brush War may
// not target a US-controlled country in Europe.
func TestFAQBrushWarUnderNATO(t *testing.T) {
	s := testState(t)
	put(s, US, "Italy", 2, "Greece", 1)
	put(s, USSR, "Greece", 1)
	s.setEffect(effNATO, 1)
	give(s, USSR, 36)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 36 event")
	got := choices(t, s)
	if slices.Contains(got, "Italy") || !slices.Contains(got, "Greece") {
		t.Errorf("Brush War under NATO offers %v, want Greece (not US-controlled) but not Italy (US-controlled)", got)
	}
	mustRefuse(t, s, "USSR", "choose Italy")
	// Without NATO Italy is a target.
	s = testState(t)
	put(s, US, "Italy", 2)
	give(s, USSR, 36)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 36 event")
	if !slices.Contains(choices(t, s), "Italy") {
		t.Errorf("Brush War without NATO does not offer a US-controlled Italy: %v", choices(t, s))
	}
}

// FAQ #40 Q1: DEFCON may move away from 2 after Cuban Missile Crisis, but
// the coup ban stays until the crisis is cancelled or the turn ends; a
// player may still coup, and so lose. The cancellation may be used in the
// opponent's action round. FAQ #40 Q2 (and the Errata): "Germany" is
// West Germany only.
func TestFAQCubanMissileCrisis(t *testing.T) {
	t.Run("the ban outlasts DEFCON 2 (Q1)", func(t *testing.T) {
		s := testState(t)
		s.DEFCON = 3
		give(s, USSR, 40)
		give(s, US, 57)
		put(s, USSR, "Angola", 1)
		startRound(t, s, USSR, 1)
		mustApply(t, s, "USSR", "play 40 event")
		startRound(t, s, US, 1)
		mustApply(t, s, "US", "play 57 event") // ABM Treaty: DEFCON 2 to 3, then 4 Ops
		if s.DEFCON != 3 || s.effect(effectOn(40, US)) == 0 {
			t.Fatalf("after ABM Treaty: DEFCON %d, crisis on the US %d; want 3 and still in force", s.DEFCON, s.effect(effectOn(40, US)))
		}
		mustApply(t, s, "US", "coup Angola")
		if !s.Over || s.Winner != "USSR" {
			t.Errorf("a US coup at DEFCON 3 under the crisis: over %v winner %q, want the USSR wins", s.Over, s.Winner)
		}
	})
	t.Run("cancelled in the opponent's round (Q1)", func(t *testing.T) {
		// The US plays the crisis, then plays the USSR's Lone Gunman for
		// Ops: the USSR cancels in the US round and makes its coup.
		s := testState(t)
		give(s, US, 40, 62)
		put(s, USSR, "Cuba", 2)
		put(s, US, "Cameroon", 1)
		rig(s, 6)
		startRound(t, s, US, 1)
		mustApply(t, s, "US", "play 40 event")
		startRound(t, s, US, 2)
		mustApply(t, s, "US", "play 62 ops event first")
		mustApply(t, s, "USSR", "coup Cameroon")
		if p := asked(t, s); p.Seat != "USSR" || !hasOption(t, s, "choose Cuba") {
			t.Fatalf("the USSR's coup in the US round: %s asked %v, want the USSR offered to cancel from Cuba", p.Seat, p.Options)
		}
		mustApply(t, s, "USSR", "choose Cuba")
		if s.Over || inf(s, USSR, "Cuba") != 0 || inf(s, US, "Cameroon") != 0 || s.effect(effectOn(40, USSR)) != 0 {
			t.Errorf("cancelled in the US round: over %v, Cuba %d, Cameroon US %d, crisis %d; want on, 0, 0, cancelled",
				s.Over, inf(s, USSR, "Cuba"), inf(s, US, "Cameroon"), s.effect(effectOn(40, USSR)))
		}
	})
	t.Run("West Germany, not East Germany (Q2)", func(t *testing.T) {
		for _, tt := range []struct {
			base   string
			cancel bool
		}{{"West Germany", true}, {"East Germany", false}} {
			s := testState(t)
			s.setTurnEffect(effectOn(40, US), 1)
			put(s, US, tt.base, 3)
			put(s, USSR, "Angola", 1)
			give(s, US, 7)
			startRound(t, s, US, 1)
			mustApply(t, s, "US", "play 7 ops")
			mustApply(t, s, "US", "coup Angola")
			if tt.cancel {
				if !slices.Equal(choices(t, s), []string{"West Germany", "no"}) {
					t.Errorf("crisis with 3 US in West Germany: offers %v, want West Germany or no", choices(t, s))
				}
				continue
			}
			if !s.Over || s.Winner != "USSR" {
				t.Errorf("crisis with 3 US in East Germany only: over %v winner %q, want the USSR wins (no cancellation)", s.Over, s.Winner)
			}
		}
	})
}

// FAQ #47 Q1: Junta's free coup gives no military operations (rules
// 8.2.5). FAQ #47 Q2: the 2 influence are placed first, then the coup or
// realignment. FAQ §5.0 Q4: the coup ignores the regional DEFCON ban and a
// battleground coup still lowers DEFCON.
func TestFAQJunta(t *testing.T) {
	s := testState(t)
	s.DEFCON = 3
	put(s, US, "Chile", 2)
	give(s, USSR, 47)
	rig(s, 6)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 47 event")
	if opts := asked(t, s).Options; slices.ContainsFunc(opts, func(o string) bool { return strings.HasPrefix(o, "coup ") }) {
		t.Fatalf("Junta's first question offers a coup before the influence: %v", opts)
	}
	mustApply(t, s, "USSR", "choose Argentina")
	if inf(s, USSR, "Argentina") != 2 {
		t.Fatalf("Junta: Argentina USSR %d after the first step, want 2", inf(s, USSR, "Argentina"))
	}
	mustApply(t, s, "USSR", "coup Chile")
	if inf(s, US, "Chile") != 0 || s.MilOps[USSR] != 0 || s.DEFCON != 2 {
		t.Errorf("Junta's coup in Chile: US %d, military ops %d, DEFCON %d; want 0, 0 (a free coup), 2", inf(s, US, "Chile"), s.MilOps[USSR], s.DEFCON)
	}
}

// FAQ #57 Q1: Ops written into an event's text may be used when the card
// reached the player through Missile Envy in the headline, though the
// card cannot be played for its own Ops: ABM Treaty's 4 Ops, Junta's free
// coup.
func TestFAQMissileEnvyTakesAnEventWithOps(t *testing.T) {
	t.Run("ABM Treaty", func(t *testing.T) {
		s := headlineState(t, []int{12, 57}, []int{49})
		s.DEFCON = 3
		mustApply(t, s, "USSR", "headline 12")
		mustApply(t, s, "US", "headline 49")
		if p := asked(t, s); p.Seat != "US" || !strings.HasPrefix(p.Question, "Spend 4 Ops") {
			t.Fatalf("Missile Envy takes ABM Treaty in the headline: %s asked %q, want the US to spend 4 Ops", p.Seat, p.Question)
		}
		mustApply(t, s, "US", "influence Canada 4")
		if s.DEFCON != 4 || inf(s, US, "Canada") != 4 || s.hasCard(US, 57) || !slices.Contains(s.Discard, 57) {
			t.Errorf("ABM Treaty through Missile Envy: DEFCON %d, Canada %d, in the US hand %v, discard %v; want 4, 4, no, discarded",
				s.DEFCON, inf(s, US, "Canada"), s.hasCard(US, 57), s.Discard)
		}
		if !s.hasCard(USSR, 49) {
			t.Errorf("the USSR did not receive Missile Envy: hand %v", s.Hands[USSR])
		}
	})
	t.Run("Junta", func(t *testing.T) {
		s := headlineState(t, []int{12, 47}, []int{49})
		s.DEFCON = 3
		put(s, USSR, "Chile", 1)
		rig(s, 6)
		mustApply(t, s, "USSR", "headline 12")
		mustApply(t, s, "US", "headline 49")
		mustApply(t, s, "US", "choose Mexico")
		mustApply(t, s, "US", "coup Chile")
		if inf(s, US, "Mexico") != 2 || inf(s, USSR, "Chile") != 0 || s.MilOps[US] != 0 {
			t.Errorf("Junta through Missile Envy: Mexico %d, Chile USSR %d, military ops %d; want 2, 0, 0",
				inf(s, US, "Mexico"), inf(s, USSR, "Chile"), s.MilOps[US])
		}
	})
}

// FAQ #58 Q1: the China Card gained through Cultural Revolution arrives
// face up and may be played at once (rules 9.4).
func TestFAQCulturalRevolutionChinaCardPlayable(t *testing.T) {
	s := testState(t)
	s.China, s.ChinaFaceUp = US, false
	give(s, USSR, 58, 7)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 58 event")
	if s.China != USSR || !s.ChinaFaceUp {
		t.Fatalf("Cultural Revolution: China Card with %v, face up %v; want the USSR, face up", s.China, s.ChinaFaceUp)
	}
	startRound(t, s, USSR, 2)
	if !hasOption(t, s, "play 6 ops") {
		t.Errorf("the USSR's next round after Cultural Revolution offers %v, want the China Card (play 6 ops)", asked(t, s).Options)
	}
}

// FAQ #6 Q2 (rules 9.5): the China Card is never the Bear Trap or
// Quagmire discard.
func TestFAQChinaCardIsNoTrapDiscard(t *testing.T) {
	s := testState(t)
	s.setEffect(effectOf(44), 1) // Bear Trap on the USSR
	give(s, USSR, 7)
	startRound(t, s, USSR, 1)
	if got := choices(t, s); !slices.Equal(got, []string{"7"}) {
		t.Errorf("Bear Trap discard with the China Card and a 3-Ops card offers %v, want only 7", got)
	}
	mustRefuse(t, s, "USSR", "choose 6")
	// With only the China Card and a 1-Op card the round ends.
	s = testState(t)
	s.setEffect(effectOf(44), 1)
	give(s, USSR, 12)
	res := mustApplyRound(t, s, USSR, 1)
	if s.China != USSR || !s.hasCard(USSR, 12) || !logHas(res, "no card of 2 or more Ops") {
		t.Errorf("Bear Trap with the China Card and a 1-Op card: China with %v, hand %v, log %v; want both kept, the round ends",
			s.China, s.Hands[USSR], res)
	}
}

// mustApplyRound starts side p's action round ar and returns its log,
// for a round that plays itself.
func mustApplyRound(t *testing.T, s *state, p Side, ar int) []string {
	t.Helper()
	s.log = nil
	startRound(t, s, p, ar)
	log := s.log
	s.log = nil
	return log
}

// FAQ #62 Q1: the US plays Lone Gunman and the USSR spends its Op on a
// battleground coup at DEFCON 2: the US, phasing, loses (rules 8.1.3).
// FAQ #62 Q2: under a Cuban Missile Crisis the couping side loses
// instead. FAQ #62 Q3: the US hand is shown, then the USSR conducts 1 Op.
// FAQ #62 Q4: the hand is shown once, not for the rest of the turn.
func TestFAQLoneGunman(t *testing.T) {
	t.Run("DEFCON 1 falls on the phasing US (Q1)", func(t *testing.T) {
		s := testState(t)
		s.DEFCON = 2
		put(s, US, "Angola", 1)
		give(s, US, 62)
		startRound(t, s, US, 1)
		mustApply(t, s, "US", "play 62 ops event first")
		mustApply(t, s, "USSR", "coup Angola")
		if !s.Over || s.Winner != "USSR" || s.DEFCON != 1 {
			t.Errorf("USSR coup in Angola at DEFCON 2 through the US's Lone Gunman: over %v winner %q DEFCON %d; want the USSR wins at DEFCON 1",
				s.Over, s.Winner, s.DEFCON)
		}
	})
	t.Run("Cuban Missile Crisis blames the couper (Q2)", func(t *testing.T) {
		s := testState(t)
		s.DEFCON = 2
		s.setTurnEffect(effectOn(40, USSR), 1)
		put(s, US, "Angola", 1)
		give(s, US, 62)
		startRound(t, s, US, 1)
		mustApply(t, s, "US", "play 62 ops event first")
		mustApply(t, s, "USSR", "coup Angola")
		if !s.Over || s.Winner != "US" || inf(s, US, "Angola") != 1 {
			t.Errorf("USSR coup under the crisis in the US round: over %v winner %q Angola %d; want the US wins before the roll",
				s.Over, s.Winner, inf(s, US, "Angola"))
		}
	})
	t.Run("hand shown once, then 1 Op (Q3, Q4)", func(t *testing.T) {
		s := testState(t)
		give(s, US, 62, 19)
		startRound(t, s, US, 1)
		mustApply(t, s, "US", "play 62 ops event first")
		if p := asked(t, s); p.Seat != "USSR" || !strings.HasPrefix(p.Question, "Spend 1 Op") {
			t.Fatalf("Lone Gunman played by the US: %s asked %q, want the USSR to spend 1 Op", p.Seat, p.Question)
		}
		if v := s.View("USSR").Private; !strings.Contains(v, "Truman Doctrine") {
			t.Errorf("the USSR view after Lone Gunman lacks the US hand (Truman Doctrine):\n%s", v)
		}
		mustApply(t, s, "USSR", "influence Poland 1")
		give(s, US, 23) // drawn later: not shown
		if v := s.View("USSR"); strings.Contains(v.Private+v.Public, "Marshall Plan") {
			t.Errorf("a card the US got after Lone Gunman is shown to the USSR:\n%s", v.Private)
		}
	})
}

// FAQ #26 Q1: CIA Created shows the USSR hand once, when played; cards
// drawn later are not shown. FAQ #26 Q2: the US then conducts 1 Op.
func TestFAQCIACreated(t *testing.T) {
	s := testState(t)
	give(s, USSR, 26, 7)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 26 ops event first")
	if p := asked(t, s); p.Seat != "US" || !strings.HasPrefix(p.Question, "Spend 1 Op") {
		t.Fatalf("CIA Created played by the USSR: %s asked %q, want the US to spend 1 Op", p.Seat, p.Question)
	}
	if v := s.View("US").Private; !strings.Contains(v, "Socialist Governments") {
		t.Errorf("the US view after CIA Created lacks the USSR hand:\n%s", v)
	}
	mustApply(t, s, "US", "influence Canada 1")
	give(s, USSR, 14) // drawn later: not shown
	if v := s.View("US"); strings.Contains(v.Private+v.Public, "COMECON") {
		t.Errorf("a card the USSR got after CIA Created is shown to the US:\n%s", v.Private)
	}
}

// FAQ #67 Q1: when the USSR plays Grain Sales it resolves as a US play:
// the US decides on the drawn card and plays it, in the USSR's round. FAQ
// #67 Q2: How I Learned drawn so may set DEFCON 1, and the USSR, phasing,
// loses. FAQ #67 note, Q3: with an empty USSR hand (or the card returned)
// the US conducts Operations with Grain Sales.
func TestFAQGrainSales(t *testing.T) {
	t.Run("played by the USSR, the US decides (Q1)", func(t *testing.T) {
		s := testState(t)
		give(s, USSR, 67, 48) // Kitchen Debates, a US event
		put(s, US, "Iran", 5)
		startRound(t, s, USSR, 1)
		mustApply(t, s, "USSR", "play 67 ops influence Poland 2")
		if p := asked(t, s); p.Seat != "US" || s.Phasing != USSR || !hasOption(t, s, "choose event") {
			t.Fatalf("Grain Sales played by the USSR: %s asked %v (phasing %v), want the US to decide in the USSR round", p.Seat, p.Options, s.Phasing)
		}
		mustApply(t, s, "US", "choose event")
		if s.VP != 2 || s.hasCard(USSR, 48) {
			t.Errorf("the US plays the drawn Kitchen Debates: VP %d, USSR hand %v; want US 2", s.VP, s.Hands[USSR])
		}
	})
	t.Run("How I Learned to DEFCON 1 loses the phasing USSR (Q2)", func(t *testing.T) {
		s := testState(t)
		s.DEFCON = 3
		give(s, USSR, 67, 46)
		startRound(t, s, USSR, 1)
		mustApply(t, s, "USSR", "play 67 ops influence Poland 2")
		mustApply(t, s, "US", "choose event")
		mustApply(t, s, "US", "choose 1")
		if !s.Over || s.Winner != "US" {
			t.Errorf("the US sets DEFCON 1 with the drawn How I Learned: over %v winner %q, want the US wins", s.Over, s.Winner)
		}
	})
	t.Run("empty USSR hand (note, Q3)", func(t *testing.T) {
		s := testState(t)
		give(s, USSR, 67)
		startRound(t, s, USSR, 1)
		mustApply(t, s, "USSR", "play 67 ops influence Poland 2")
		if p := asked(t, s); p.Seat != "US" || !strings.HasPrefix(p.Question, "Spend 2 Ops") {
			t.Fatalf("Grain Sales with the USSR hand empty: %s asked %q, want the US to spend Grain Sales' 2 Ops", p.Seat, p.Question)
		}
		mustApply(t, s, "US", "influence Canada 2")
		if inf(s, US, "Canada") != 2 {
			t.Errorf("US Ops with Grain Sales: Canada %d, want 2", inf(s, US, "Canada"))
		}
	})
	t.Run("the drawn card returned (note)", func(t *testing.T) {
		s := testState(t)
		give(s, US, 67)
		give(s, USSR, 7)
		startRound(t, s, US, 1)
		mustApply(t, s, "US", "play 67 event")
		mustApply(t, s, "US", "choose return")
		mustApply(t, s, "US", "influence Canada 2")
		if inf(s, US, "Canada") != 2 || !s.hasCard(USSR, 7) {
			t.Errorf("Grain Sales with the card returned: Canada %d, USSR hand %v; want 2 and the card back", inf(s, US, "Canada"), s.Hands[USSR])
		}
	})
}

// FAQ #73 Q2: the US chooses which USSR-controlled battleground Shuttle
// Diplomacy takes out of the scoring, which matters for the adjacency VP
// of a Soviet-controlled Japan. FAQ #73 Q4: it has no effect on Southeast
// Asia Scoring (which also does not use it up).
func TestFAQShuttleDiplomacy(t *testing.T) {
	asia := func(t *testing.T) *state {
		t.Helper()
		s := testState(t)
		put(s, USSR, "Japan", 4, "North Korea", 3)
		s.setEffect(effShuttle, 1)
		give(s, USSR, 1)
		startRound(t, s, USSR, 1)
		mustApply(t, s, "USSR", "play 1 event")
		return s
	}
	// USSR: Presence 3, +1 a battleground, +1 for Japan next to the US.
	for _, tt := range []struct {
		country string
		want    int
	}{{"Japan", -4}, {"North Korea", -5}} {
		s := asia(t)
		if p := asked(t, s); p.Seat != "US" || !slices.Equal(choices(t, s), []string{"Japan", "North Korea"}) {
			t.Fatalf("Asia Scoring with Shuttle Diplomacy: %s asked %v, want the US to choose Japan or North Korea", p.Seat, choices(t, s))
		}
		mustApply(t, s, "US", "choose "+tt.country)
		if s.VP != tt.want {
			t.Errorf("Shuttle Diplomacy removing %s from Asia Scoring: VP %d, want %d", tt.country, s.VP, tt.want)
		}
	}

	s := testState(t)
	put(s, USSR, "Thailand", 3, "Vietnam", 3)
	s.setEffect(effShuttle, 1)
	give(s, USSR, 38)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 38 event")
	if s.Flow != nil || s.VP != -3 || s.effect(effShuttle) == 0 {
		t.Errorf("Southeast Asia Scoring with Shuttle Diplomacy: waits %v, VP %d, Shuttle %d; want no question, USSR 3, still waiting",
			s.Flow != nil, s.VP, s.effect(effShuttle))
	}
}

// FAQ #96 Q1: Tear Down This Wall's coup or realignment ignores the
// DEFCON ban on Europe, a coup in a European battleground still lowers
// DEFCON, and the free coup gives no military operations (rules 8.2.5).
func TestFAQTearDownThisWall(t *testing.T) {
	s := testState(t)
	s.DEFCON = 4
	put(s, USSR, "Poland", 2)
	give(s, US, 96)
	rig(s, 6)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "play 96 event")
	if !hasOption(t, s, "coup Poland") || !hasOption(t, s, "realign Poland") {
		t.Fatalf("Tear Down This Wall at DEFCON 4 offers %v, want a coup and realignment in Poland", asked(t, s).Options)
	}
	mustApply(t, s, "US", "coup Poland") // 6 + 3 - 6 = 3: 2 removed, 1 added
	if inf(s, USSR, "Poland") != 0 || inf(s, US, "Poland") != 1 || s.DEFCON != 3 || s.MilOps[US] != 0 {
		t.Errorf("Tear Down This Wall coup in Poland: USSR %d, US %d, DEFCON %d, military ops %d; want 0, 1, 3, 0",
			inf(s, USSR, "Poland"), inf(s, US, "Poland"), s.DEFCON, s.MilOps[US])
	}
}

// FAQ #77 Q1 (with FAQ #98 Q5) rules on the pre-Deluxe Aldrich Ames; the
// Deluxe Remix text decides, and what carries over is that both headlines
// are carried out in Ops order: Ask Not and Aldrich Ames Remix both have
// 3 Ops, so the US's goes first (rules 4.5 C), and Ames then reveals and
// discards from the hand Ask Not refilled.
func TestFAQAskNotAgainstAldrichAmesHeadline(t *testing.T) {
	s := headlineState(t, []int{98}, []int{77, 19, 20})
	mustApply(t, s, "USSR", "headline 98")
	mustApply(t, s, "US", "headline 77")
	if p := asked(t, s); p.Seat != "US" || !hasOption(t, s, "choose 19") {
		t.Fatalf("Ask Not against Ames: %s asked %v first, want the US's Ask Not (3 Ops each, the US first)", p.Seat, p.Options)
	}
	mustApply(t, s, "US", "choose 19")
	mustApply(t, s, "US", "choose done")
	if len(s.Hands[US]) != 2 || s.hasCard(US, 19) || !s.hasCard(US, 20) {
		t.Fatalf("after Ask Not: US hand %v, want Olympic Games and one new card", s.Hands[US])
	}
	hand := slices.Clone(s.Hands[US])
	want := []string{itoa(hand[0]), itoa(hand[1])}
	slices.Sort(want)
	if p := asked(t, s); p.Seat != "USSR" || !slices.Equal(choices(t, s), want) {
		t.Fatalf("Aldrich Ames after Ask Not: %s asked %v, want the USSR to discard from the refilled hand %v", p.Seat, choices(t, s), want)
	}
	mustApply(t, s, "USSR", "choose 20")
	if len(s.Hands[US]) != 1 || !slices.Contains(s.Discard, 20) {
		t.Errorf("after both headlines: US hand %v, discard %v; want one card left and Olympic Games discarded", s.Hands[US], s.Discard)
	}
}

// FAQ §7.4 Q1 (rules 7.4.2): a modified Ops value counts for every
// purpose — the trap discard, the coup roll, military operations, the
// space race — and the modifier belongs to the player of the card, not to
// the side whose event is printed on it.
func TestFAQModifiedOpsCountForEveryPurpose(t *testing.T) {
	t.Run("Brezhnev makes a 1-Op card a Bear Trap discard", func(t *testing.T) {
		s := testState(t)
		s.setEffect(effectOf(44), 1)
		s.setTurnEffect(effBrezhnev, 1)
		give(s, USSR, 12)
		startRound(t, s, USSR, 1)
		if got := choices(t, s); !slices.Equal(got, []string{"12"}) {
			t.Errorf("Bear Trap under Brezhnev with a 1-Op card offers %v, want 12", got)
		}
	})
	t.Run("Containment in the coup roll and military ops", func(t *testing.T) {
		s := testState(t)
		s.setTurnEffect(effContainment, 1)
		put(s, USSR, "Botswana", 2)
		give(s, US, 20)
		rig(s, 3)
		startRound(t, s, US, 1)
		mustApply(t, s, "US", "play 20 ops")
		mustApply(t, s, "US", "coup Botswana") // 3 + 3 - 4 = 2
		if inf(s, USSR, "Botswana") != 0 || s.MilOps[US] != 3 {
			t.Errorf("US coup with a 2-Op card under Containment: Botswana USSR %d, military ops %d; want 0 and 3", inf(s, USSR, "Botswana"), s.MilOps[US])
		}
	})
	t.Run("the modifier is the player's, not the card's side", func(t *testing.T) {
		s := testState(t)
		s.setTurnEffect(effContainment, 1)
		give(s, USSR, 4)
		startRound(t, s, USSR, 1)
		mustApply(t, s, "USSR", "play 4 ops")
		if q := asked(t, s).Question; !strings.HasPrefix(q, "Spend 3 Ops") {
			t.Errorf("the USSR plays the US's Duck and Cover under Containment: %q, want 3 Ops (no +1)", q)
		}
	})
	t.Run("the space race", func(t *testing.T) {
		s := testState(t)
		s.setTurnEffect(effBrezhnev, 1)
		s.setTurnEffect(redScareOn(US), 1)
		give(s, USSR, 12)
		give(s, US, 20)
		startRound(t, s, USSR, 1)
		if !hasOption(t, s, "space 12") {
			t.Errorf("a 1-Op card under Brezhnev is not offered for box 1 (2 Ops): %v", asked(t, s).Options)
		}
		startRound(t, s, US, 1)
		if hasOption(t, s, "space 20") {
			t.Errorf("a 2-Op card under Red Scare/Purge is offered for box 1 (FAQ #31 Q1)")
		}
	})
}

// FAQ #31 Q1, Q2: Red Scare/Purge lowers every use of a card's Ops, the
// Space Race too (above): a 3-Op card used to coup adds 2 and credits 2
// military operations; Ops that come from an event are not reduced.
// FAQ #31 Q3: a war event's military operations are those its text names,
// whatever the card's Ops.
func TestFAQRedScarePurge(t *testing.T) {
	t.Run("a reduced coup (Q2)", func(t *testing.T) {
		s := testState(t)
		s.setTurnEffect(redScareOn(US), 1)
		put(s, USSR, "Botswana", 3)
		give(s, US, 4)
		rig(s, 4)
		startRound(t, s, US, 1)
		mustApply(t, s, "US", "play 4 ops")
		mustApply(t, s, "US", "coup Botswana") // 4 + 2 - 4 = 2
		if inf(s, USSR, "Botswana") != 1 || s.MilOps[US] != 2 {
			t.Errorf("US coup with a 3-Op card under Red Scare/Purge: Botswana USSR %d, military ops %d; want 1 and 2", inf(s, USSR, "Botswana"), s.MilOps[US])
		}
	})
	t.Run("event Ops not reduced (Q1)", func(t *testing.T) {
		s := testState(t)
		s.DEFCON = 3
		s.setTurnEffect(redScareOn(US), 1)
		give(s, US, 57)
		startRound(t, s, US, 1)
		mustApply(t, s, "US", "play 57 event")
		if q := asked(t, s).Question; !strings.HasPrefix(q, "Spend 4 Ops") {
			t.Errorf("ABM Treaty under Red Scare/Purge: %q, want the event's 4 Ops", q)
		}
	})
	t.Run("war military ops follow the card text (Q3)", func(t *testing.T) {
		s := testState(t)
		s.setTurnEffect(effContainment, 1)
		give(s, US, 24)
		rig(s, 6)
		startRound(t, s, US, 1)
		mustApply(t, s, "US", "play 24 event")
		mustApply(t, s, "US", "choose Pakistan")
		if s.MilOps[US] != 2 {
			t.Errorf("Indo-Pakistani War by the US under Containment: military ops %d, want the text's 2", s.MilOps[US])
		}
		s = testState(t)
		s.setTurnEffect(redScareOn(USSR), 1)
		give(s, USSR, 36)
		rig(s, 6)
		startRound(t, s, USSR, 1)
		mustApply(t, s, "USSR", "play 36 event")
		mustApply(t, s, "USSR", "choose Panama")
		if s.MilOps[USSR] != 3 {
			t.Errorf("Brush War by the USSR under Red Scare/Purge: military ops %d, want the text's 3", s.MilOps[USSR])
		}
	})
}

// FAQ #31 Q4: a Missile Envy headlined by the USSR puts the card in the
// US hand, to be played for Ops in the US's first round; a Red Scare/Purge
// the USSR plays in its own first round, after the headline, cuts that
// play to 1 Op.
func TestFAQMissileEnvyHeadlineThenRedScare(t *testing.T) {
	s := headlineState(t, []int{49, 31}, []int{4, 19})
	mustApply(t, s, "USSR", "headline 49")
	mustApply(t, s, "US", "headline 19")
	for s.Phase == phaseHeadline {
		p := asked(t, s)
		switch {
		case p.Seat == "USSR" && strings.HasPrefix(p.Question, "Spend"):
			mustApply(t, s, "USSR", "influence Poland "+itoa(opsIn(p.Question)))
		default:
			mustApply(t, s, p.Seat, p.Options[0])
		}
	}
	if !s.hasCard(US, 49) {
		t.Fatalf("after the Missile Envy headline: US hand %v, want Missile Envy", s.Hands[US])
	}
	mustApply(t, s, "USSR", "play 31 event")
	if got := asked(t, s); got.Seat != "US" || !slices.Equal(got.Options, []string{"play 49 ops"}) {
		t.Fatalf("the US's first round: %s offered %v, want only Missile Envy for Ops", got.Seat, got.Options)
	}
	mustApply(t, s, "US", "play 49 ops")
	if q := asked(t, s).Question; !strings.HasPrefix(q, "Spend 1 Op") {
		t.Errorf("the forced Missile Envy after Red Scare/Purge: %q, want 1 Op", q)
	}
}

// opsIn reads N from a "Spend N Ops" question.
func opsIn(q string) int {
	for _, f := range strings.Fields(q) {
		if v, err := strconv.Atoi(f); err == nil {
			return v
		}
	}
	return 0
}

// FAQ Errata (rules 4.5 C note): a player who headlines the opponent's
// event and whose carrying it out drops DEFCON to 1 loses. FAQ #62 Q1,
// #67 Q2 (rules 8.1.3): the phasing player is blamed for DEFCON 1.
func TestFAQHeadlinedOpponentEventToDEFCON1(t *testing.T) {
	s := headlineState(t, []int{12}, []int{50})
	s.DEFCON = 2
	mustApply(t, s, "USSR", "headline 12")
	mustApply(t, s, "US", "headline 50")
	if !s.Over || s.Winner != "USSR" || s.DEFCON != 1 {
		t.Errorf("the US headlines We Will Bury You at DEFCON 2: over %v winner %q DEFCON %d; want the USSR wins at DEFCON 1", s.Over, s.Winner, s.DEFCON)
	}
}

// FAQ §5.0 Q1: either player may look through the discard pile at any
// time: every seat's view lists it.
func TestFAQDiscardPileIsOpen(t *testing.T) {
	s := testState(t)
	give(s, USSR, 7)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 7 ops influence Poland 3")
	for _, seat := range []string{"USSR", "US"} {
		v := s.View(seat)
		d, ok := v.Data.(viewData)
		if !ok || !slices.Contains(d.Discard, 7) {
			t.Errorf("View(%s).Data discard = %v, want Socialist Governments (7) in it", seat, d.Discard)
		}
		// The mail a player reads lists the pile too, not only its size.
		if want := "Discard pile: 7 Socialist Governments."; !strings.Contains(v.Public, want) {
			t.Errorf("View(%s).Public lacks %q:\n%s", seat, want, v.Public)
		}
	}
}

// FAQ §5.0 Q2: cards left in hand at a turn's end stay there (only an
// event discards them); the next deal tops the hand up to 8 (turns 1-3)
// or 9, and the China Card does not count.
func TestFAQLeftoverCardsStayAndCount(t *testing.T) {
	s := testState(t)
	s.MilOps = [2]int{5, 5}
	give(s, USSR, 7, 14)
	s.startFlow("endturn", USSR, 0)
	if len(s.Hands[USSR]) != 8 || !s.hasCard(USSR, 7) || !s.hasCard(USSR, 14) || s.China != USSR {
		t.Errorf("turn 2 deal after holding 7 and 14 with the China Card: hand %v (%d), China with %v; want 8 cards with both, the China Card beside",
			s.Hands[USSR], len(s.Hands[USSR]), s.China)
	}
}

// FAQ §5.0 Q3 (with FAQ #42/44 Q1): the duty to play a scoring card
// overrides an event that would keep the player from it: a trapped side
// whose last round is needed for its scoring card plays that card, not
// the discard.
func TestFAQScoringDutyOverridesTheTrap(t *testing.T) {
	s := testState(t)
	s.setEffect(effectOf(42), 1) // Quagmire on the US
	s.Rounds = [2]int{6, 5}
	give(s, US, 1, 7)
	startRound(t, s, US, 6)
	if got := asked(t, s).Options; !slices.Equal(got, []string{"play 1 event"}) {
		t.Fatalf("the US's last round in Quagmire holding Asia Scoring: options %v, want only the scoring card", got)
	}
	mustApply(t, s, "US", "play 1 event")
	if s.hasCard(US, 1) || !s.hasCard(US, 7) || s.effect(effectOf(42)) == 0 {
		t.Errorf("after the scoring card: US hand %v, Quagmire %d; want 7 kept and still trapped", s.Hands[US], s.effect(effectOf(42)))
	}
}

// FAQ §5.0 Q5: Southeast Asia is scored within Asia Scoring; the
// Southeast Asia Scoring card scores Southeast Asia only.
func TestFAQSoutheastAsiaInAsiaScoring(t *testing.T) {
	board := func(t *testing.T) *state {
		t.Helper()
		s := testState(t)
		put(s, USSR, "Thailand", 2, "Vietnam", 1, "North Korea", 3)
		return s
	}
	s := board(t)
	runEvent(t, s, 1, USSR)
	// Domination 7 (Vietnam the non-battleground) + 2 battlegrounds.
	if s.VP != -9 {
		t.Errorf("Asia Scoring with USSR Thailand, Vietnam, North Korea: VP %d, want USSR 9", s.VP)
	}
	s = board(t)
	runEvent(t, s, 38, USSR)
	// Thailand 2 + Vietnam 1; North Korea is not in Southeast Asia.
	if s.VP != -3 {
		t.Errorf("Southeast Asia Scoring with USSR Thailand, Vietnam, North Korea: VP %d, want USSR 3", s.VP)
	}
}

// FAQ §6.4 Q1: the Eagle/Bear Has Landed ability discards one held card
// of the player's choice, even when he holds several.
func TestFAQEagleBearHasLandedDiscardsOneCard(t *testing.T) {
	s := testState(t)
	s.Space = [2]int{6, 2}
	s.MilOps = [2]int{5, 5}
	give(s, USSR, 7, 14)
	s.startFlow("endturn", USSR, 0)
	if p := asked(t, s); p.Seat != "USSR" || !slices.Equal(choices(t, s), []string{"14", "7", "none"}) {
		t.Fatalf("box 6 at the turn's end with two held cards: %s asked %v, want none, 7 or 14", p.Seat, choices(t, s))
	}
	mustApply(t, s, "USSR", "choose 7")
	if s.Phase != phaseHeadline || s.hasCard(USSR, 7) || !s.hasCard(USSR, 14) || !slices.Contains(s.Discard, 7) {
		t.Errorf("after one box 6 discard: phase %s, USSR hand %v, discard %v; want the next headline with 14 kept and 7 discarded",
			s.Phase, s.Hands[USSR], s.Discard)
	}
}

// FAQ §8.1.5 Q1: the DEFCON bans cover realignments as well as coups (the
// map track omits realignments; the rule book is right).
func TestFAQDEFCONBansRealignments(t *testing.T) {
	for _, tt := range []struct {
		defcon  int
		country string
		allowed bool
	}{
		{5, "West Germany", true},
		{4, "West Germany", false},
		{4, "Japan", true},
		{3, "Japan", false},
		{3, "Iran", true},
		{2, "Iran", false},
		{2, "Angola", true},
	} {
		s := testState(t)
		s.DEFCON = tt.defcon
		put(s, US, tt.country, 1)
		give(s, USSR, 7)
		startRound(t, s, USSR, 1)
		line := "realign " + tt.country + " with 7"
		if tt.allowed {
			mustApply(t, s, "USSR", line)
			continue
		}
		mustRefuse(t, s, "USSR", line)
	}
}

// FAQ #24 Q1 (rules 7.6): with no influence at stake a war still gives its
// military operations and, won, its VP.
func TestFAQWarWithNoInfluenceAtStake(t *testing.T) {
	s := testState(t)
	give(s, US, 24)
	rig(s, 6)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "play 24 event")
	mustApply(t, s, "US", "choose Pakistan")
	if s.VP != 2 || s.MilOps[US] != 2 {
		t.Errorf("Indo-Pakistani War on an empty Pakistan, won: VP %d, military ops %d; want US 2 and 2", s.VP, s.MilOps[US])
	}
}

// FAQ Errata on Cuban Missile Crisis: the card is not underlined; its
// restriction ends with the turn.
func TestFAQCubanMissileCrisisEndsWithTheTurn(t *testing.T) {
	s := testState(t)
	runEvent(t, s, 40, USSR)
	s.MilOps = [2]int{5, 5}
	s.startFlow("endturn", USSR, 0)
	if s.effect(effectOn(40, US)) != 0 {
		t.Fatalf("Cuban Missile Crisis still on the US in turn %d", s.Turn)
	}
	put(s, USSR, "Botswana", 1)
	runInFlow(t, s, func(s *state) { s.coup(US, country("Botswana"), 3, false) })
	if s.Over {
		t.Errorf("a US coup in the next turn ends the game: %s", s.Reason)
	}
}

// FAQ #42/44 Q1: the opponent's card may be the trap discard and its
// event does not occur (rules 5.4). FAQ #42/44 Q1, Q2: discard and roll
// are the whole round, also when the roll frees the player.
func TestFAQTrapDiscardIsTheWholeRound(t *testing.T) {
	s := testState(t)
	s.setEffect(effectOf(42), 1) // Quagmire on the US
	put(s, US, "Italy", 2, "France", 2)
	give(s, US, 7, 19)
	rig(s, 1)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "choose 7")
	if inf(s, US, "Italy") != 2 || inf(s, US, "France") != 2 || !slices.Contains(s.Discard, 7) {
		t.Errorf("Socialist Governments discarded to Quagmire: Italy %d, France %d, discard %v; want no event", inf(s, US, "Italy"), inf(s, US, "France"), s.Discard)
	}
	if s.effect(effectOf(42)) != 0 || s.Flow != nil || !s.hasCard(US, 19) {
		t.Errorf("after a roll of 1: Quagmire %d, round still open %v, US hand %v; want free, the round over, 19 kept",
			s.effect(effectOf(42)), s.Flow != nil, s.Hands[US])
	}
}

// FAQ #103 Errata: Defectors is not starred and stays in the game. FAQ
// #103 Q1: headlined by the USSR it cancels itself and does nothing.
func TestFAQDefectorsHeadlinedByTheUSSR(t *testing.T) {
	s := headlineState(t, []int{103}, []int{19})
	mustApply(t, s, "USSR", "headline 103")
	mustApply(t, s, "US", "headline 19")
	if s.VP != 0 || slices.Contains(s.Removed, 103) || !slices.Contains(s.Discard, 103) {
		t.Errorf("Defectors headlined by the USSR: VP %d, removed %v, discard %v; want no VP and Defectors discarded", s.VP, s.Removed, s.Discard)
	}
}

// FAQ #101 Q1 (the FAQ's heading for Formosan Resolution, Deluxe #35):
// while it is in effect a US-controlled Taiwan is a battleground in the
// final scoring too.
func TestFAQFormosanResolutionInTheFinalScoring(t *testing.T) {
	for _, tt := range []struct {
		name     string
		formosan bool
		want     int
	}{
		{"in effect", true, 4},      // Presence 3 + Taiwan as a battleground
		{"not in effect", false, 3}, // Presence 3
	} {
		s := testState(t)
		s.Turn = 10
		s.China = Neutral
		put(s, US, "Taiwan", 3)
		if tt.formosan {
			s.setEffect(effFormosan, 1)
		}
		runInFlow(t, s, func(s *state) { s.finalScoring() })
		if s.VP != tt.want {
			t.Errorf("final scoring with a US Taiwan, Formosan Resolution %s: VP %d, want US %d", tt.name, s.VP, tt.want)
		}
	}
}

// FAQ #73 Q3: Shuttle Diplomacy can deny Control only when Asia (or
// Middle East) Scoring is played; it has no effect on the final scoring.
func TestFAQShuttleDiplomacyNotInTheFinalScoring(t *testing.T) {
	s := testState(t)
	s.Turn = 10
	s.China = Neutral
	s.setEffect(effShuttle, 1)
	put(s, USSR, "Japan", 4, "North Korea", 3)
	runInFlow(t, s, func(s *state) { s.finalScoring() })
	// Presence 3, 2 battlegrounds, Japan next to the US: 6, nothing left out.
	if s.Flow != nil || s.VP != -6 {
		t.Errorf("final scoring with Shuttle Diplomacy waiting: asks %v, VP %d; want no question and USSR 6", s.Flow != nil, s.VP)
	}
}

// FAQ #49/50 Q4: a Missile Envy received under Bear Trap or Quagmire is
// the card to discard next, unless Red Scare/Purge has brought it below 2
// Ops; then any other card of 2 or more Ops is.
func TestFAQMissileEnvyInTheTrapUnderRedScare(t *testing.T) {
	for _, tt := range []struct {
		name     string
		redScare bool
		want     []string
	}{
		{"Missile Envy worth 2", false, []string{"49"}},
		{"Missile Envy cut to 1", true, []string{"7"}},
	} {
		s := testState(t)
		s.setEffect(effectOf(44), 1)
		s.setEffect(effectOn(missileEnvy, USSR), 1)
		if tt.redScare {
			s.setTurnEffect(redScareOn(USSR), 1) // 7 (3 Ops) stays at 2
		}
		give(s, USSR, 49, 7)
		startRound(t, s, USSR, 1)
		if got := choices(t, s); !slices.Equal(got, tt.want) {
			t.Errorf("Bear Trap discard with a received Missile Envy, %s: offers %v, want %v", tt.name, got, tt.want)
		}
	}
}

// FAQ #49/50 Q5: a We Will Bury You headlined by the USSR lowers DEFCON at
// once (Q1); UN Intervention cannot be headlined, and played in the US's
// first action round it cancels the 3 VP, also when the US saw the
// headline coming through Man in Earth Orbit (space box 4).
func TestFAQWeWillBuryYouHeadlineCancelledInTheFirstRound(t *testing.T) {
	s := headlineState(t, []int{50, 7}, []int{19, 32, 14})
	s.Space = [2]int{0, 4}
	mustApply(t, s, "USSR", "headline 50")
	if slices.Contains(asked(t, s).Options, "headline 32") {
		t.Errorf("UN Intervention is offered as a headline: %v", asked(t, s).Options)
	}
	mustApply(t, s, "US", "headline 19")
	if s.DEFCON != 4 || s.VP != 0 || s.effect(effWWBY) == 0 {
		t.Fatalf("after the headlines: DEFCON %d, VP %d, We Will Bury You %d; want 4, 0, waiting", s.DEFCON, s.VP, s.effect(effWWBY))
	}
	mustApply(t, s, "USSR", "play 7 ops influence Poland 3")
	mustApply(t, s, "US", "play 32 event")
	mustApply(t, s, "US", "choose 14")
	mustApply(t, s, "US", "influence Canada 3")
	if s.VP != 0 || s.effect(effWWBY) != 0 {
		t.Errorf("UN Intervention in the US's first round: VP %d, We Will Bury You %d; want no VP and cancelled", s.VP, s.effect(effWWBY))
	}
}

// FAQ #24 Q1 holds for every war (rules 7.6): with no influence at stake
// a won war still gives its VP and its military operations, which are the
// text's (FAQ #31 Q3).
func TestFAQEveryWarWithNoInfluenceAtStake(t *testing.T) {
	for _, tt := range []struct {
		card    int
		p       Side
		answers []string
		vp      int
		milOps  int
	}{
		{11, USSR, nil, 2, 2},                       // Korean War on South Korea
		{13, USSR, nil, 2, 2},                       // Arab-Israeli War on Israel
		{24, US, []string{"choose Pakistan"}, 2, 2}, // Indo-Pakistani War
		{36, US, []string{"choose Panama"}, 1, 3},   // Brush War
		{102, USSR, []string{"choose Iran"}, 2, 2},  // Iran-Iraq War
	} {
		t.Run(cardName(tt.card), func(t *testing.T) {
			s := testState(t)
			rig(s, 6)
			runEvent(t, s, tt.card, tt.p, tt.answers...)
			vp := tt.vp
			if tt.p == USSR {
				vp = -vp
			}
			if s.VP != vp || s.MilOps[tt.p] != tt.milOps {
				t.Errorf("%s won with no influence at stake: VP %d, military ops %d; want %d and %d", cardName(tt.card), s.VP, s.MilOps[tt.p], vp, tt.milOps)
			}
		})
	}
}

// FAQ #94 Q1: Chernobyl bars only placing influence with Operations in the
// named region; a USSR coup there stays legal and, successful, still adds
// USSR influence as usual.
func TestFAQChernobylCoupStillAddsInfluence(t *testing.T) {
	s := testState(t)
	s.DEFCON = 3
	s.setTurnEffect(effChernobyl, int(MiddleEast)+1)
	put(s, US, "Iran", 1)
	give(s, USSR, 7)
	rig(s, 6)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "coup Iran with 7") // 6 + 3 - 4 = 5: 1 removed, 4 added
	if inf(s, US, "Iran") != 0 || inf(s, USSR, "Iran") != 4 {
		t.Errorf("USSR coup in Iran under Chernobyl (Middle East): US %d, USSR %d; want 0 and 4", inf(s, US, "Iran"), inf(s, USSR, "Iran"))
	}
}
