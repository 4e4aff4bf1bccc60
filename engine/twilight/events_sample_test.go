package twilight

import (
	"slices"
	"testing"
)

func TestNuclearTestBanGivesVPAndImprovesDEFCON(t *testing.T) {
	tests := []struct {
		name       string
		player     Side
		defcon     int
		wantVP     int
		wantDEFCON int
	}{
		{"US at DEFCON 4", US, 4, 2, 5},
		{"USSR at DEFCON 3", USSR, 3, -1, 5},
		{"US at DEFCON 2", US, 2, 0, 4},
		{"USSR at DEFCON 5", USSR, 5, -3, 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			s.DEFCON = tt.defcon
			runEvent(t, s, 34, tt.player)
			if s.VP != tt.wantVP || s.DEFCON != tt.wantDEFCON {
				t.Errorf("Nuclear Test Ban = VP %d DEFCON %d, want VP %d DEFCON %d", s.VP, s.DEFCON, tt.wantVP, tt.wantDEFCON)
			}
		})
	}
}

func TestNuclearTestBanReaching20VPWins(t *testing.T) {
	s := testState(t)
	s.VP = -17
	runEvent(t, s, 34, USSR)
	if o := s.Outcome(); !o.Over || len(o.Winners) != 1 || o.Winners[0] != "USSR" {
		t.Errorf("Outcome() = %+v, want a USSR win at 20 VP", o)
	}
}

func TestTrumanDoctrineOffersOnlyUncontrolledEurope(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Poland", 4, "Italy", 1, "France", 2, "Iran", 1, "Greece", 3)
	put(s, US, "France", 1, "Greece", 1)
	s.Phasing = US
	s.startFlow("event", US, 19)
	pr := asked(t, s)
	if pr.Seat != "US" {
		t.Fatalf("Truman Doctrine asks %s, want US", pr.Seat)
	}
	// Poland and Greece are USSR-controlled; Iran is not in Europe.
	want := []string{"choose France", "choose Italy"}
	got := slices.Clone(pr.Options)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Fatalf("Truman Doctrine options = %v, want %v", got, want)
	}
	mustRefuse(t, s, "US", "choose Poland")
	mustRefuse(t, s, "USSR", "choose France")
	mustApply(t, s, "US", "choose fra")
	if inf(s, USSR, "France") != 0 || inf(s, US, "France") != 1 || inf(s, USSR, "Italy") != 1 {
		t.Errorf("after Truman Doctrine in France: USSR %d, US %d, Italy USSR %d; want 0, 1, 1",
			inf(s, USSR, "France"), inf(s, US, "France"), inf(s, USSR, "Italy"))
	}
	if s.Flow != nil {
		t.Errorf("Truman Doctrine still waits after its one choice")
	}
}

func TestTrumanDoctrineWithoutTargetHasNoEffect(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Poland", 4)
	log := runEvent(t, s, 19, US)
	if !logHas(log, "No uncontrolled European country") {
		t.Errorf("log = %v, want the no-target line", log)
	}
}

func TestTrumanDoctrineSurvivesMarshalBetweenMails(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Italy", 1, "Austria", 2)
	s.startFlow("event", US, 19)
	b, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game.Load(b)
	if err != nil {
		t.Fatal(err)
	}
	mustApply(t, st.(*state), "US", "choose Österreich")
	if got := inf(st.(*state), USSR, "Austria"); got != 0 {
		t.Errorf("USSR influence in Austria after Truman Doctrine = %d, want 0", got)
	}
}

func TestContainmentRaisesUSOpsForTheTurn(t *testing.T) {
	s := testState(t)
	runEvent(t, s, 25, US)
	tests := []struct {
		player Side
		card   int
		want   int
	}{
		{US, 19, 2},   // 1 op + 1
		{US, 4, 4},    // 3 ops + 1
		{US, 21, 4},   // 4 ops stay 4
		{USSR, 8, 2},  // the USSR gains nothing
		{US, 8, 3},    // a USSR card played by the US gains too
		{US, 1, 0},    // scoring cards have no Ops
		{USSR, 19, 1}, // a US card played by the USSR does not
	}
	for _, tt := range tests {
		if got := s.opsOf(tt.player, tt.card); got != tt.want {
			t.Errorf("opsOf(%v, %s) = %d, want %d", tt.player, cardName(tt.card), got, tt.want)
		}
	}
	s.setTurnEffect(redScareOn(US), 1)
	if got := s.opsOf(US, 4); got != 3 {
		t.Errorf("opsOf(US, 4) with Containment and Red Scare = %d, want 3", got)
	}
	if got := s.opsOf(US, 19); got != 1 {
		t.Errorf("opsOf(US, 19) with Containment and Red Scare = %d, want 1", got)
	}
	s.Phase = phaseAction
	s.Turn, s.Rounds = 1, [2]int{6, 6}
	s.startFlow("endturn", USSR, 0)
	if s.Halt != "" || s.Over {
		t.Fatalf("end of turn: halt %q over %v", s.Halt, s.Over)
	}
	if got := s.opsOf(US, 4); got != 3 {
		t.Errorf("opsOf(US, 4) in the next turn = %d, want 3 (Containment ended)", got)
	}
}

func TestChoosePoints(t *testing.T) {
	s := testState(t)
	put(s, US, "France", 3, "UK", 5, "Israel", 1)
	var got []int
	targets := map[int]bool{country("France"): true, country("UK"): true, country("Israel"): true}
	runInFlow(t, s, func(s *state) {
		got = s.choosePoints(USSR, "Remove 1 US influence", 4, 2,
			func(c int) bool { return targets[c] && s.Inf[US][c] > 0 },
			func(c int) { s.removeInf(US, c, 1) })
	})
	mustApply(t, s, "USSR", "choose Israel")
	a := asked(t, s)
	if slices.Contains(a.Options, "choose Israel") {
		t.Errorf("Israel is offered with no US influence left: %v", a.Options)
	}
	mustApply(t, s, "USSR", "choose France, France")
	mustRefuse(t, s, "USSR", "choose France") // at most 2 per country
	mustApply(t, s, "USSR", "choose UK")
	if s.Flow != nil || len(got) != 4 || inf(s, US, "France") != 1 || inf(s, US, "UK") != 4 || inf(s, US, "Israel") != 0 {
		t.Errorf("choosePoints: chosen %v, France %d UK %d Israel %d", got, inf(s, US, "France"), inf(s, US, "UK"), inf(s, US, "Israel"))
	}
}

func TestChoosePointsUpToMayStop(t *testing.T) {
	s := testState(t)
	var got []int
	runInFlow(t, s, func(s *state) {
		got = s.choosePointsUpTo(USSR, "Add 1 USSR influence", 4, 2,
			func(c int) bool { return countries[c].Region == Africa },
			func(c int) { s.addInf(USSR, c, 1) })
	})
	mustApply(t, s, "USSR", "choose Angola, done")
	if s.Flow != nil || len(got) != 1 || inf(s, USSR, "Angola") != 1 {
		t.Errorf("choosePointsUpTo: chosen %v, Angola %d, flow %v", got, inf(s, USSR, "Angola"), s.Flow)
	}
}
