package twilight

import "testing"

// TestWarMod checks the defender's modifier against a war: controlled
// neighbours, a neighbouring superpower, and the target itself when the
// card says so.
func TestWarMod(t *testing.T) {
	tests := []struct {
		name         string
		defender     Side
		target       string
		setup        []any
		targetCounts bool
		want         int
	}{
		{"nothing controlled", US, "Pakistan", nil, false, 0},
		{"two controlled neighbours", US, "Pakistan", []any{"India", 3, "Iran", 2}, false, 2},
		{"an uncontrolled neighbour", US, "Pakistan", []any{"India", 2}, false, 0},
		{"the defender's superpower next door", US, "Mexico", nil, false, 1},
		{"the other superpower does not count", USSR, "Mexico", nil, false, 0},
		{"the target counts", US, "Israel", []any{"Israel", 4}, true, 1},
		{"the target does not count", US, "Israel", []any{"Israel", 4}, false, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			put(s, tt.defender, tt.setup...)
			if got := s.warMod(tt.defender, country(tt.target), tt.targetCounts); got != tt.want {
				t.Errorf("warMod(%s, %s, %v) = %d, want %d", tt.defender, tt.target, tt.targetCounts, got, tt.want)
			}
		})
	}
}

// TestWarSpecSetsThresholdVPAndMilitaryOps: a war with another shape
// (Brush War's 3-6, 1 VP, 3 military operations) resolves through the
// same function.
func TestWarSpecSetsThresholdVPAndMilitaryOps(t *testing.T) {
	brush := warSpec{Card: 39, Win: 3, VP: 1, MilOps: 3}
	for _, tt := range []struct {
		roll   int
		won    bool
		wantVP int
	}{{3, true, 1}, {2, false, 0}} {
		s := testState(t)
		put(s, USSR, "Guatemala", 2)
		rig(s, tt.roll)
		var won bool
		runInFlow(t, s, func(s *state) { won = s.war(US, country("Guatemala"), brush) })
		if won != tt.won || s.VP != tt.wantVP || s.MilOps[US] != 3 {
			t.Errorf("war(US, Guatemala) rolling %d = won %v, VP %d, military ops %d; want %v, %d, 3",
				tt.roll, won, s.VP, s.MilOps[US], tt.won, tt.wantVP)
		}
		if want := map[bool]int{true: 2, false: 0}[tt.won]; inf(s, US, "Guatemala") != want {
			t.Errorf("US in Guatemala after rolling %d = %d, want %d", tt.roll, inf(s, US, "Guatemala"), want)
		}
	}
}
