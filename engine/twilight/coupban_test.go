package twilight

import (
	"strings"
	"testing"
)

// TestCoupBanLeavesRealignment: a CoupBan hook (The Reformer's shape)
// removes the coup option in a country but keeps its realignment, and
// conductInfluenceOrRealign offers no coup at all.
func TestCoupBanLeavesRealignment(t *testing.T) {
	iran := country("Iran")
	withSpec(t, 97, eventSpec{Run: func(*state, Side) {},
		CoupBan: func(_ *state, e effect, p Side, c int) string {
			if p == e.On && c == iran {
				return "no coups in Iran"
			}
			return ""
		}})
	s := testState(t)
	put(s, US, "Iran", 1, "Iraq", 1)
	put(s, USSR, "Iraq", 1)
	s.setTurnEffect(effectOn(97, USSR), 1)
	if s.canCoup(USSR, iran) {
		t.Errorf("canCoup(USSR, Iran) = true under a CoupBan on the USSR")
	}
	if !s.canCoup(USSR, country("Iraq")) {
		t.Errorf("canCoup(USSR, Iraq) = false, the ban names Iran only")
	}
	runInFlow(t, s, func(s *state) { s.conductOps(USSR, 0, 3) })
	if hasOption(t, s, "coup Iran") || !hasOption(t, s, "realign Iran") || !hasOption(t, s, "coup Iraq") {
		t.Errorf("conductOps under a CoupBan on Iran offers %v, want realign Iran and coup Iraq but no coup Iran", asked(t, s).Options)
	}
	if why := mustRefuse(t, s, "USSR", "coup Iran"); !strings.Contains(why, "no coups in Iran") {
		t.Errorf("Apply(coup Iran) refused with %q, want the ban's reason %q", why, "no coups in Iran")
	}

	s2 := testState(t)
	put(s2, US, "Iraq", 1)
	put(s2, USSR, "Iraq", 1)
	runInFlow(t, s2, func(s *state) { s.conductInfluenceOrRealign(USSR, 4) })
	if hasOption(t, s2, "coup Iraq") || !hasOption(t, s2, "realign Iraq") || !hasOption(t, s2, "influence Iraq") {
		t.Errorf("conductInfluenceOrRealign offers %v, want influence and realign but no coup", asked(t, s2).Options)
	}
}
