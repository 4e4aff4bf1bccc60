package twilight

import (
	"slices"
	"strings"
	"testing"
)

// TestNorthSeaOilEighthRound: played in the US's seventh action round of
// a Late War turn, North Sea Oil gives the US an eighth round this turn
// only, which the US may decline; the USSR keeps 7; the card leaves the
// game (OPEC reads that).
func TestNorthSeaOilEighthRound(t *testing.T) {
	s := testState(t)
	s.Turn = 8
	s.Rounds = [2]int{7, 6}
	give(s, US, 86, 84)
	if s.roundsFor(US) != 7 {
		t.Fatalf("roundsFor(US) in turn 8 = %d, want 7", s.roundsFor(US))
	}
	startRound(t, s, US, 7)
	mustApply(t, s, "US", "play 86 event")
	if s.roundsFor(US) != 8 || s.roundsFor(USSR) != 7 {
		t.Errorf("after North Sea Oil: rounds US %d USSR %d, want 8 and 7", s.roundsFor(US), s.roundsFor(USSR))
	}
	if !slices.Contains(s.Removed, 86) {
		t.Errorf("North Sea Oil not removed after its event: removed %v", s.Removed)
	}
	p, ar, ok := s.nextRound()
	if !ok || p != US || ar != 8 {
		t.Errorf("nextRound after North Sea Oil = %v %d %v, want US 8", p, ar, ok)
	}
	startRound(t, s, US, 8)
	if !hasOption(t, s, "done") || !hasOption(t, s, "play 84 ops") {
		t.Errorf("the eighth round offers %v, want the card and done", asked(t, s).Options)
	}
	mustApply(t, s, "US", "done")
	if _, _, more := s.nextRound(); more {
		t.Errorf("a ninth round follows the eighth")
	}
	s.TurnEffects = effectSet{} // the end of the turn (turn.go)
	if s.roundsFor(US) != 7 {
		t.Errorf("roundsFor(US) the turn after North Sea Oil = %d, want 7", s.roundsFor(US))
	}
}

// TestNorthSeaOilPlayedByTheUSSR: the USSR playing it for Ops gives the
// US its eighth round all the same (the event is the US's).
func TestNorthSeaOilPlayedByTheUSSR(t *testing.T) {
	s := testState(t)
	s.Turn = 8
	put(s, USSR, "Poland", 1)
	give(s, USSR, 86)
	startRound(t, s, USSR, 7)
	mustApply(t, s, "USSR", "play 86 ops influence Poland, Poland, Poland")
	if s.roundsFor(US) != 8 || !slices.Contains(s.Removed, 86) {
		t.Errorf("North Sea Oil played for Ops by the USSR: US rounds %d, removed %v; want 8 and 86 removed", s.roundsFor(US), s.Removed)
	}
}

func TestTheReformer(t *testing.T) {
	for _, tc := range []struct {
		name string
		vp   int
		want int
	}{{"VP even: 4 influence", 0, 4}, {"USSR ahead: 6 influence", -1, 6}, {"US ahead: 4 influence", 3, 4}} {
		t.Run(tc.name, func(t *testing.T) {
			s := testState(t)
			s.VP = tc.vp
			s.startFlow("event", USSR, 87)
			q := asked(t, s)
			if slices.ContainsFunc(q.Options, func(o string) bool { return strings.Contains(o, "Iran") }) ||
				!slices.Contains(q.Options, "choose West Germany") {
				t.Fatalf("The Reformer offers %v, want Europe only, no access needed", q.Options)
			}
			mustApply(t, s, "USSR", "choose Italy, Italy")
			mustRefuse(t, s, "USSR", "choose Italy") // at most 2 per country
			for i := 2; i < tc.want; i++ {
				mustApply(t, s, "USSR", "choose "+[]string{"France", "France", "Poland", "Poland"}[i-2])
			}
			if s.Flow != nil {
				t.Fatalf("The Reformer still asks after %d points: %v", tc.want, s.Flow.Ask.Question)
			}
			total := 0
			for _, n := range s.Inf[USSR] {
				total += n
			}
			if total != tc.want {
				t.Errorf("The Reformer at VP %d added %d influence, want %d", tc.vp, total, tc.want)
			}
		})
	}
}

// TestTheReformerBansUSSRCoupsInEurope: coups in Europe go, realignment
// stays; the US is not bound; outside Europe the USSR coups as before.
func TestTheReformerBansUSSRCoupsInEurope(t *testing.T) {
	s := testState(t)
	s.setEffect(effReformer, 1)
	put(s, US, "Italy", 2, "Iran", 1)
	put(s, USSR, "Poland", 1)
	give(s, USSR, 19)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 19 ops")
	if hasOption(t, s, "coup Italy") || !hasOption(t, s, "realign Italy") || !hasOption(t, s, "coup Iran") {
		t.Errorf("under The Reformer the USSR is offered %v; want realign Italy and coup Iran, no coup Italy", asked(t, s).Options)
	}
	if why := mustRefuse(t, s, "USSR", "coup Italy"); !strings.Contains(why, "The Reformer") {
		t.Errorf("Apply(coup Italy) under The Reformer refused with %q, want The Reformer named", why)
	}
	if !s.canCoup(US, country("Poland")) {
		t.Errorf("canCoup(US, Poland) = false: The Reformer binds the USSR only")
	}
}

func TestGlasnost(t *testing.T) {
	// Without The Reformer: DEFCON +1 and 2 VP, no question.
	s := testState(t)
	s.DEFCON = 3
	runEvent(t, s, 90, US)
	if s.DEFCON != 4 || s.VP != -2 {
		t.Errorf("Glasnost: DEFCON %d VP %d, want 4 and -2", s.DEFCON, s.VP)
	}
	// DEFCON already 5 stays 5.
	s = testState(t)
	runEvent(t, s, 90, USSR)
	if s.DEFCON != 5 || s.VP != -2 {
		t.Errorf("Glasnost at DEFCON 5: DEFCON %d VP %d, want 5 and -2", s.DEFCON, s.VP)
	}
}

// TestGlasnostWithTheReformer: 4 Ops for influence or realignment, no
// coup, not lowered by Red Scare/Purge (FAQ #31 Q1).
func TestGlasnostWithTheReformer(t *testing.T) {
	s := testState(t)
	s.setEffect(effReformer, 1)
	s.setTurnEffect(redScareOn(USSR), 1)
	put(s, USSR, "Iraq", 1)
	put(s, US, "Iraq", 1, "Iran", 1)
	s.startFlow("event", USSR, 90)
	if hasOption(t, s, "coup Iraq") || !hasOption(t, s, "realign Iran") || !hasOption(t, s, "influence Iraq") {
		t.Fatalf("Glasnost with The Reformer offers %v; want influence and realignment, no coup", asked(t, s).Options)
	}
	if q := asked(t, s).Question; !strings.Contains(q, "4 Ops") {
		t.Errorf("Glasnost's Ops question %q, want 4 Ops", q)
	}
	mustApply(t, s, "USSR", "influence Iraq, Iraq, Iraq, Iraq")
	if s.Flow != nil || inf(s, USSR, "Iraq") != 5 {
		t.Errorf("Glasnost's 4 Ops placed USSR Iraq %d (flow %v), want 5", inf(s, USSR, "Iraq"), s.Flow != nil)
	}
}

// TestGlasnostTwentiethVP: the 2 VP win before the Ops are asked.
func TestGlasnostTwentiethVP(t *testing.T) {
	s := testState(t)
	s.setEffect(effReformer, 1)
	s.VP = -18
	put(s, USSR, "Iraq", 1)
	runEvent(t, s, 90, USSR)
	if !s.Over || s.Winner != "USSR" {
		t.Errorf("Glasnost at USSR 18 VP: over %v winner %q, want the USSR", s.Over, s.Winner)
	}
}

func TestKAL007(t *testing.T) {
	// US does not control South Korea: DEFCON -1, 2 VP, no Ops.
	s := testState(t)
	s.DEFCON = 4
	put(s, US, "South Korea", 2)
	runEvent(t, s, 89, US)
	if s.DEFCON != 3 || s.VP != 2 {
		t.Errorf("KAL-007: DEFCON %d VP %d, want 3 and 2", s.DEFCON, s.VP)
	}

	// US controls South Korea: 4 Ops, influence or realignment only.
	s = testState(t)
	put(s, US, "South Korea", 3)
	put(s, USSR, "North Korea", 2)
	s.startFlow("event", USSR, 89)
	if hasOption(t, s, "coup North Korea") || !hasOption(t, s, "realign North Korea") || !hasOption(t, s, "influence Japan") {
		t.Fatalf("KAL-007 offers %v; want influence and realignment, no coup", asked(t, s).Options)
	}
	if asked(t, s).Seat != "US" {
		t.Errorf("KAL-007's Ops asked of %s, want the US", asked(t, s).Seat)
	}
	mustApply(t, s, "US", "influence Japan, Japan, Japan, Japan")
	if s.Flow != nil || inf(s, US, "Japan") != 4 || s.VP != 2 || s.DEFCON != 4 {
		t.Errorf("KAL-007 with South Korea: Japan %d VP %d DEFCON %d, want 4, 2, 4", inf(s, US, "Japan"), s.VP, s.DEFCON)
	}
}

// TestKAL007AtDEFCON2: DEFCON 1 ends the game; the phasing player loses,
// the USSR when it played the card for Ops.
func TestKAL007AtDEFCON2(t *testing.T) {
	for _, phasing := range []Side{USSR, US} {
		s := testState(t)
		s.DEFCON = 2
		runEvent(t, s, 89, phasing)
		if !s.Over || s.Winner != phasing.Opp().String() || s.VP != 0 {
			t.Errorf("KAL-007 at DEFCON 2 played by the %s: over %v winner %q VP %d, want the %s to win with no VP",
				phasing, s.Over, s.Winner, s.VP, phasing.Opp())
		}
	}
}

// TestChernobyl: the USSR may not place influence with Ops in the named
// region this turn; its coups and realignments there stay legal, and so
// do events that add influence (FAQ #94 Q1); the US is not bound.
func TestChernobyl(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Iraq", 1, "Poland", 1)
	put(s, US, "Iran", 1, "Italy", 1)
	s.startFlow("event", USSR, 94)
	if got := choices(t, s); len(got) != 6 || asked(t, s).Seat != "US" {
		t.Fatalf("Chernobyl asks %s for %v, want the US for the 6 regions", asked(t, s).Seat, got)
	}
	mustApply(t, s, "US", "choose Middle East")
	if v := s.TurnEffects.get(effChernobyl); v != int(MiddleEast)+1 {
		t.Fatalf("Chernobyl's turn effect = %d, want %d", v, int(MiddleEast)+1)
	}
	give(s, USSR, 19)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 19 ops")
	for opt, want := range map[string]bool{
		"influence Iraq": false, "influence Iran": false, "influence Poland": true,
		"coup Iran": true, "realign Iran": true,
	} {
		if hasOption(t, s, opt) != want {
			t.Errorf("under Chernobyl (Middle East) option %q offered = %v, want %v", opt, !want, want)
		}
	}
	if why := mustRefuse(t, s, "USSR", "influence Iraq"); !strings.Contains(why, "Chernobyl") {
		t.Errorf("Apply(influence Iraq) under Chernobyl refused with %q, want Chernobyl named", why)
	}
	if s.influenceBan(US, country("Iraq")) != "" {
		t.Errorf("Chernobyl bans US influence in Iraq")
	}
}

// TestChernobylEurope: Europe is region 0; the ban must still hold, and
// an event (The Reformer) still places influence there.
func TestChernobylEurope(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Poland", 1)
	runEvent(t, s, 94, US, "choose Europe")
	if why := s.influenceBan(USSR, country("Poland")); !strings.Contains(why, "Europe") {
		t.Errorf("influenceBan(USSR, Poland) under Chernobyl (Europe) = %q, want a ban naming Europe", why)
	}
	if s.influenceBan(USSR, country("Iraq")) != "" {
		t.Errorf("Chernobyl (Europe) bans USSR influence in Iraq")
	}
	runEvent(t, s, 87, USSR, "choose Poland, Poland, Italy, Italy")
	if inf(s, USSR, "Poland") != 3 || inf(s, USSR, "Italy") != 2 {
		t.Errorf("The Reformer under Chernobyl (Europe): Poland %d Italy %d, want 3 and 2", inf(s, USSR, "Poland"), inf(s, USSR, "Italy"))
	}
}
