package twilight

import (
	"slices"
	"testing"
)

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
