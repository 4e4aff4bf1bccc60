package twilight

import (
	"strings"
	"testing"
)

func TestKitchenDebates(t *testing.T) {
	for _, tc := range []struct {
		name     string
		us, ussr []string
		wantVP   int
	}{
		{"US ahead", []string{"Iran", "Pakistan"}, []string{"Iraq"}, 2},
		{"tied", []string{"Iran"}, []string{"Iraq"}, 0},
		{"non-battlegrounds do not count", []string{"Iran", "Canada", "Jordan"}, []string{"Iraq", "Syria"}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := testState(t)
			for _, c := range tc.us {
				put(s, US, c, 5)
			}
			for _, c := range tc.ussr {
				put(s, USSR, c, 5)
			}
			runEvent(t, s, 48, US)
			if s.VP != tc.wantVP {
				t.Errorf("Kitchen Debates: VP = %d, want %d", s.VP, tc.wantVP)
			}
		})
	}
}

// wwbyState is DEFCON 3 after the USSR played We Will Bury You in action
// round 1; the US holds UN Intervention, a USSR card and a neutral card.
func wwbyState(t *testing.T) *state {
	t.Helper()
	s := testState(t)
	s.DEFCON = 3
	give(s, USSR, 50)
	give(s, US, 32, 7, 20)
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 50 event")
	if s.DEFCON != 2 || s.effect(effWWBY) != 1 || s.VP != 0 {
		t.Fatalf("after We Will Bury You: DEFCON %d, effect %d, VP %d", s.DEFCON, s.effect(effWWBY), s.VP)
	}
	return s
}

func TestWeWillBuryYouCancelledByUNIntervention(t *testing.T) {
	s := wwbyState(t)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "play 32 event")
	mustApply(t, s, "US", "choose 7")
	mustApply(t, s, "US", "influence Canada 3")
	if s.VP != 0 || s.effect(effWWBY) != 0 {
		t.Errorf("after UN Intervention: VP %d, effect %d, want 0 and ended", s.VP, s.effect(effWWBY))
	}
}

func TestWeWillBuryYouScoresWhenTheUSPlaysAnotherCard(t *testing.T) {
	s := wwbyState(t)
	s.VP = -17
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "play 20 ops influence Canada 2")
	// FAQ #49/50 Q2: the 3 VP come first and win at once.
	if !s.Over || s.VP != -20 || inf(s, US, "Canada") != 0 {
		t.Errorf("We Will Bury You at USSR 17: over %v, VP %d, Canada %d; want a USSR win before the US card", s.Over, s.VP, inf(s, US, "Canada"))
	}
}

func TestWeWillBuryYouWaitsForTheNextUSRound(t *testing.T) {
	// Played by the US for Ops: the VP wait for the US's next round.
	s := testState(t)
	s.DEFCON = 4
	give(s, US, 50, 20)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "play 50 ops influence Canada 4")
	if s.VP != 0 || s.effect(effWWBY) != 1 {
		t.Fatalf("after the US played it for Ops: VP %d, effect %d, want 0 and waiting", s.VP, s.effect(effWWBY))
	}
	// A US round with no card to play still counts.
	s.Hands[US] = nil
	startRound(t, s, US, 2)
	if s.VP != -3 || s.effect(effWWBY) != 0 {
		t.Errorf("after a US round without a card: VP %d, effect %d, want USSR 3 and ended", s.VP, s.effect(effWWBY))
	}
}

func TestWeWillBuryYouAtDEFCON2LosesForThePhasingPlayer(t *testing.T) {
	s := testState(t)
	s.DEFCON = 2
	runEvent(t, s, 50, USSR)
	if o := s.Outcome(); !o.Over || len(o.Winners) != 1 || o.Winners[0] != "US" {
		t.Errorf("We Will Bury You at DEFCON 2 by the USSR: outcome %+v, want a US win", o)
	}
}

func TestCulturalRevolution(t *testing.T) {
	s := testState(t)
	s.China, s.ChinaFaceUp = US, false
	runEvent(t, s, 58, USSR)
	if s.China != USSR || !s.ChinaFaceUp || s.VP != 0 {
		t.Errorf("Cultural Revolution with the US holding it: China %v face up %v VP %d, want USSR face up", s.China, s.ChinaFaceUp, s.VP)
	}
	runEvent(t, s, 58, USSR)
	if s.China != USSR || s.VP != -1 {
		t.Errorf("Cultural Revolution with the USSR holding it: VP %d, want USSR 1", s.VP)
	}
}

func TestNixonPlaysTheChinaCard(t *testing.T) {
	s := testState(t)
	s.China, s.ChinaFaceUp = USSR, true
	s.setEffect(effFormosan, 1)
	runEvent(t, s, 71, US)
	if s.China != US || s.ChinaFaceUp || s.VP != 0 || s.effect(effFormosan) == 0 {
		t.Errorf("Nixon with the USSR holding it: China %v face up %v VP %d Formosan %d, want US face down, Formosan kept",
			s.China, s.ChinaFaceUp, s.VP, s.effect(effFormosan))
	}
	runEvent(t, s, 71, US)
	if s.VP != 2 {
		t.Errorf("Nixon with the US holding it: VP %d, want US 2", s.VP)
	}
}

func TestUssuriRiverSkirmish(t *testing.T) {
	s := testState(t)
	s.China, s.ChinaFaceUp = USSR, false
	runEvent(t, s, 76, US)
	if s.China != US || !s.ChinaFaceUp {
		t.Errorf("Ussuri with the USSR holding it: China %v face up %v, want the US face up", s.China, s.ChinaFaceUp)
	}
	// The US holds it now: 4 influence in Asia, at most 2 per country.
	s.startFlow("event", US, 76)
	mustApply(t, s, "US", "choose Thailand")
	mustApply(t, s, "US", "choose Thailand")
	for _, v := range choices(t, s) {
		if v == "Thailand" || v == "Iran" {
			t.Fatalf("third point offers %q: %v", v, choices(t, s))
		}
	}
	mustApply(t, s, "US", "choose Japan")
	mustApply(t, s, "US", "choose Pakistan")
	if s.Flow != nil || inf(s, US, "Thailand") != 2 || inf(s, US, "Japan") != 1 || inf(s, US, "Pakistan") != 1 {
		t.Errorf("Ussuri influence: Thailand %d Japan %d Pakistan %d, flow %v", inf(s, US, "Thailand"), inf(s, US, "Japan"), inf(s, US, "Pakistan"), s.Flow)
	}
}

func TestU2IncidentWithUNInterventionLaterThisTurn(t *testing.T) {
	s := testState(t)
	runEvent(t, s, 60, USSR)
	if s.VP != -1 {
		t.Fatalf("U2 Incident: VP %d, want USSR 1", s.VP)
	}
	give(s, US, 32, 7)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "play 32 event")
	mustApply(t, s, "US", "choose 7")
	mustApply(t, s, "US", "influence Canada 3")
	if s.VP != -2 || s.effect(effU2) != 0 {
		t.Errorf("after UN Intervention: VP %d, effect %d, want USSR 2 and ended", s.VP, s.effect(effU2))
	}
}

func TestLoneGunmanShowsTheUSHandToTheUSSROnly(t *testing.T) {
	s := testState(t)
	give(s, US, 19, 23)
	s.setTurnEffect(effBrezhnev, 1)
	s.setTurnEffect(redScareOn(USSR), 1)
	s.startFlow("event", US, 62) // the US played it for Ops: the USSR carries out the event
	pr := asked(t, s)
	if pr.Seat != "USSR" || !strings.HasPrefix(pr.Question, "Spend 2 Ops:") {
		t.Fatalf("Lone Gunman asks %s %q, want the USSR to spend 2 Ops (Brezhnev, not Red Scare)", pr.Seat, pr.Question)
	}
	res := mustApply(t, s, "USSR", "influence Poland 2")
	ussr, us := s.View("USSR"), s.View("US")
	if !strings.Contains(ussr.Private, "Truman Doctrine") || !strings.Contains(ussr.Private, "Marshall") {
		t.Errorf("USSR view lacks the US hand:\n%s", ussr.Private)
	}
	if strings.Contains(us.Public, "Truman") || strings.Contains(ussr.Public, "Truman") || logHas(res.Log, "Truman") || len(s.Notes[US]) != 0 {
		t.Errorf("the US hand leaks into the public view, the log or the US notes")
	}
	if inf(s, USSR, "Poland") != 2 {
		t.Errorf("USSR in Poland after Lone Gunman = %d, want 2", inf(s, USSR, "Poland"))
	}
}

func TestOneSmallStep(t *testing.T) {
	s := testState(t)
	s.Space = [2]int{0, 1} // USSR 0, US 1
	runEvent(t, s, 80, USSR)
	// Box 1 would pay the second arrival 1 VP: skipped; box 2 pays 0.
	if s.Space[USSR] != 2 || s.VP != 0 || s.Tries[USSR] != 0 {
		t.Errorf("One Small Step from 0 behind 1: box %d VP %d tries %d, want box 2, no VP, no try", s.Space[USSR], s.VP, s.Tries[USSR])
	}
	if why := s.eventPrevented(80, USSR); why == "" {
		t.Errorf("One Small Step for the USSR ahead is not prevented")
	}
	s.Space = [2]int{7, 5}
	runEvent(t, s, 80, US)
	if s.Space[US] != 7 || s.VP != spaceTrack[7].second {
		t.Errorf("One Small Step for the US from 5 to 7: box %d VP %d, want VP %d", s.Space[US], s.VP, spaceTrack[7].second)
	}
	if s.eventPrevented(80, US) == "" {
		t.Errorf("One Small Step when level is not prevented")
	}
}

// Under Quagmire the US's next round is the discard and roll: it plays
// no UN Intervention, so the USSR scores.
func TestWeWillBuryYouUnderQuagmire(t *testing.T) {
	s := wwbyState(t)
	s.setEffect(effectOf(42), 1)
	rig(s, 6)
	startRound(t, s, US, 1)
	mustApply(t, s, "US", "choose 20")
	if s.VP != -3 || s.effect(effWWBY) != 0 {
		t.Errorf("We Will Bury You with the US in Quagmire: VP %d, effect %d, want USSR 3 and ended", s.VP, s.effect(effWWBY))
	}
}

// Ops granted by an event "with this card" take the spender's
// Containment or Brezhnev Doctrine (rules 7.4.2 example 3), never Red
// Scare/Purge (FAQ #31 Q1, Q2), and modifiers do not cross sides.
func TestEventOpsModifiers(t *testing.T) {
	for _, tc := range []struct {
		name string
		p    Side
		card int
		effs []effect
		want int
	}{
		{"CIA Created", US, 26, nil, 1},
		{"CIA Created with Containment", US, 26, []effect{effContainment}, 2},
		{"CIA Created with Red Scare on the US", US, 26, []effect{redScareOn(US)}, 1},
		{"Lone Gunman with Brezhnev", USSR, 62, []effect{effBrezhnev}, 2},
		{"Lone Gunman with Containment only", USSR, 62, []effect{effContainment}, 1},
		{"Grain Sales with Red Scare on the US", US, 67, []effect{redScareOn(US)}, 2},
		{"Grain Sales with Containment and Red Scare", US, 67, []effect{effContainment, redScareOn(US)}, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := testState(t)
			for _, e := range tc.effs {
				s.setTurnEffect(e, 1)
			}
			if got := s.eventOps(tc.p, tc.card); got != tc.want {
				t.Errorf("eventOps(%v, %s) = %d, want %d", tc.p, cardName(tc.card), got, tc.want)
			}
		})
	}
}

func TestKitchenDebatesIgnoresFormosanResolution(t *testing.T) {
	// Card 35: a US-controlled Taiwan counts as a battleground for Asia
	// scoring only; Kitchen Debates is no scoring, so 1 against 1 is a tie.
	s := testState(t)
	s.setEffect(effFormosan, 1)
	put(s, US, "Taiwan", 5)
	put(s, US, "Iran", 5)
	put(s, USSR, "Iraq", 5)
	runEvent(t, s, 48, US)
	if s.VP != 0 {
		t.Errorf("Kitchen Debates with Formosan Resolution: VP = %d, want 0", s.VP)
	}
}

func TestNixonPlaysTheChinaCardDuringTheChineseCivilWar(t *testing.T) {
	// Rules 12.4.1: while the Chinese Civil War is unresolved the US
	// counts as holding the China Card: Nixon gives 2 VP; the card stays
	// unowned.
	s := ccwState(t)
	runEvent(t, s, 71, US)
	if s.VP != 2 || s.China != Neutral {
		t.Errorf("Nixon during the Chinese Civil War: VP %d, China with %v; want 2 and unowned", s.VP, s.China)
	}
}
