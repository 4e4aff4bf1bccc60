package twilight

import (
	"slices"
	"strings"
	"testing"
)

func TestOlympicGamesParticipation(t *testing.T) {
	tests := []struct {
		name    string
		sponsor Side
		rolls   []int // sponsor, opponent, then the reroll
		wantVP  int
	}{
		{"US sponsor wins with +2", US, []int{2, 3}, 2},
		{"USSR sponsor loses", USSR, []int{1, 5}, 2},
		{"tie rerolled, sponsor wins", USSR, []int{2, 4, 6, 1}, -2},
		{"tie rerolled, opponent wins", US, []int{1, 3, 1, 4}, -2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			rig(s, tt.rolls...)
			s.startFlow("event", tt.sponsor, 20)
			if pr := asked(t, s); pr.Seat != seats[tt.sponsor.Opp()] {
				t.Fatalf("Olympic Games asks the %s, want the sponsor's opponent", pr.Seat)
			}
			mustApply(t, s, seats[tt.sponsor.Opp()], "choose yes")
			if s.VP != tt.wantVP || s.DEFCON != 5 {
				t.Errorf("Olympic Games = VP %d DEFCON %d, want VP %d DEFCON 5", s.VP, s.DEFCON, tt.wantVP)
			}
		})
	}
}

func TestOlympicGamesBoycottGivesFourOps(t *testing.T) {
	s := testState(t)
	s.setTurnEffect(redScareOn(US), 1) // event Ops are not reduced
	s.startFlow("event", US, 20)
	mustApply(t, s, "USSR", "choose no")
	if s.DEFCON != 4 {
		t.Fatalf("DEFCON after the boycott = %d, want 4", s.DEFCON)
	}
	mustApply(t, s, "US", "influence Mexico")
	mustApply(t, s, "US", "influence Mexico")
	mustApply(t, s, "US", "influence Cuba")
	mustApply(t, s, "US", "influence Cuba")
	if s.Flow != nil || inf(s, US, "Mexico") != 2 || inf(s, US, "Cuba") != 2 {
		t.Errorf("after 4 boycott Ops: flow %v, Mexico %d, Cuba %d; want done, 2, 2", s.Flow, inf(s, US, "Mexico"), inf(s, US, "Cuba"))
	}
}

func TestOlympicGamesBoycottAtDEFCON2LosesForThePhasingPlayer(t *testing.T) {
	s := testState(t)
	s.DEFCON = 2
	s.startFlow("event", USSR, 20) // the USSR sponsors on its own turn
	mustApply(t, s, "US", "choose no")
	if o := s.Outcome(); !o.Over || len(o.Winners) != 1 || o.Winners[0] != "US" {
		t.Errorf("Outcome() = %+v, want a US win: the boycott's DEFCON 1 falls on the phasing USSR", o)
	}
}

func TestCIACreatedShowsTheHandToTheUSOnly(t *testing.T) {
	s := testState(t)
	give(s, USSR, 8, 11)
	give(s, US, 4)
	s.startFlow("event", USSR, 26) // the USSR played it for Ops; the US carries out the event
	if pr := asked(t, s); pr.Seat != "US" || !strings.HasPrefix(pr.Question, "Spend 1 Op:") {
		t.Fatalf("CIA Created asks %s %q, want the US to spend 1 Op", pr.Seat, pr.Question)
	}
	res := mustApply(t, s, "US", "influence Mexico")
	us, ussr := s.View("US"), s.View("USSR")
	if !strings.Contains(us.Private, "Fidel") || !strings.Contains(us.Private, "Korean War") {
		t.Errorf("US view lacks the USSR hand:\n%s", us.Private)
	}
	if n := s.Notes[USSR]; len(n) != 0 {
		t.Errorf("USSR notes = %v, want none", n)
	}
	if strings.Contains(ussr.Public, "Korean War") || strings.Contains(us.Public, "Korean War") || logHas(res.Log, "Fidel") {
		t.Errorf("the USSR hand leaks into the public view or log")
	}
	if inf(s, US, "Mexico") != 1 {
		t.Errorf("US in Mexico after CIA Created = %d, want 1", inf(s, US, "Mexico"))
	}
}

func TestCIACreatedWithAnEmptyHandStillGivesTheOp(t *testing.T) {
	s := testState(t)
	s.setTurnEffect(effContainment, 1) // rules 7.4.2 example 3: Containment makes the Op 2
	log := runEvent(t, s, 26, US, "influence Canada 2")
	if inf(s, US, "Canada") != 2 || !logHas(log, "0 cards") {
		t.Errorf("CIA Created with no USSR cards: Canada %d, log %v", inf(s, US, "Canada"), log)
	}
	if !strings.Contains(strings.Join(s.Notes[US], " "), "no cards") {
		t.Errorf("US note = %v, want the empty hand shown", s.Notes[US])
	}
}

func TestUNInterventionCancelsAndUsesTheOps(t *testing.T) {
	s := testState(t)
	give(s, US, 8, 13, 19) // Fidel, Arab-Israeli War (USSR); Truman Doctrine (US)
	put(s, USSR, "Cuba", 0)
	s.startFlow("event", US, 32)
	if got := choices(t, s); !slices.Equal(got, []string{"13", "8"}) {
		t.Fatalf("UN Intervention offers %v, want the USSR cards 8 and 13", got)
	}
	mustRefuse(t, s, "US", "choose 19")
	mustApply(t, s, "US", "choose Fidel")
	mustApply(t, s, "US", "influence Cuba")
	mustApply(t, s, "US", "influence Cuba")
	if s.Flow != nil || inf(s, US, "Cuba") != 2 || inf(s, USSR, "Cuba") != 0 {
		t.Fatalf("after UN Intervention with Fidel: flow %v, US Cuba %d, USSR Cuba %d; want the US to spend 2 Ops and no Fidel",
			s.Flow, inf(s, US, "Cuba"), inf(s, USSR, "Cuba"))
	}
	if !slices.Contains(s.Discard, 8) || slices.Contains(s.Removed, 8) || s.hasCard(US, 8) || len(s.InPlay) != 0 {
		t.Errorf("Fidel ends in discard %v removed %v hand %v in play %v; want the discard pile", s.Discard, s.Removed, s.Hands[US], s.InPlay)
	}
}

func TestUNInterventionOpsAreModifiedAndItNeedsACard(t *testing.T) {
	s := testState(t)
	give(s, USSR, 21, 5) // NATO 4 Ops, Five Year Plan 3 Ops
	s.setTurnEffect(redScareOn(USSR), 1)
	s.startFlow("event", USSR, 32)
	mustApply(t, s, "USSR", "choose 5")
	if pr := asked(t, s); !strings.HasPrefix(pr.Question, "Spend 2 Ops") {
		t.Errorf("UN Intervention with Five Year Plan under Red Scare asks %q, want 2 Ops", pr.Question)
	}

	s = testState(t)
	give(s, US, 19, 32)
	if why := s.eventPrevented(32, US); why == "" {
		t.Errorf("UN Intervention without a USSR card is not prevented")
	}
	opts := s.actionOptions(US, 1)
	if slices.Contains(opts, "play 32 event") || !slices.Contains(opts, "play 32 ops") {
		t.Errorf("action options %v: want 32 for ops only", opts)
	}
	if slices.Contains(s.headlineOptions(US), "headline 32") {
		t.Errorf("UN Intervention offered as a headline")
	}
}

func TestUNInterventionInAnActionRound(t *testing.T) {
	s := testState(t)
	s.Phase = phaseAction
	give(s, USSR, 32, 27, 8) // with the US/Japan Mutual Defense Pact
	startRound(t, s, USSR, 1)
	mustApply(t, s, "USSR", "play 32 event")
	mustApply(t, s, "USSR", "choose 27")
	for i := 0; i < 4; i++ {
		mustApply(t, s, "USSR", "influence Poland")
	}
	if inf(s, USSR, "Poland") != 4 || s.effect(effUSJapan) != 0 || inf(s, US, "Japan") != 0 {
		t.Errorf("after UN Intervention with the pact: Poland %d, pact %d, US Japan %d; want 4 Ops spent and no pact",
			inf(s, USSR, "Poland"), s.effect(effUSJapan), inf(s, US, "Japan"))
	}
	if !slices.Contains(s.Discard, 32) || !slices.Contains(s.Discard, 27) || !slices.Equal(s.Hands[USSR], []int{8}) || len(s.InPlay) != 0 {
		t.Errorf("cards: discard %v, USSR hand %v, in play %v; want 32 and 27 discarded", s.Discard, s.Hands[USSR], s.InPlay)
	}
}
