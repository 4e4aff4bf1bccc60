package twilight

import "testing"

// TestEventGrantedOpsPolicy checks the one policy for Ops granted by an
// event (eventOps): the spender's Containment or Brezhnev Doctrine adds 1
// up to 4 (rules 7.4.2 example 3), Red Scare/Purge never lowers them
// (FAQ #31 Q1, Q2), and a 4 stays 4.
func TestEventGrantedOpsPolicy(t *testing.T) {
	for _, tc := range []struct {
		name string
		card int
		side Side
		on   []effect
		want int
	}{
		{"CIA Created with Containment", 26, USSR, []effect{effContainment}, 1},
		{"CIA Created for the US with Containment", 26, US, []effect{effContainment}, 2},
		{"Junta with Brezhnev Doctrine", 47, USSR, []effect{effBrezhnev}, 3},
		{"Junta under Red Scare/Purge", 47, USSR, []effect{redScareOn(USSR)}, 2},
		{"Che with Brezhnev Doctrine", 107, USSR, []effect{effBrezhnev}, 4},
		{"Ortega with Brezhnev Doctrine", 91, USSR, []effect{effBrezhnev}, 3},
		{"Tear Down This Wall with Containment", 96, US, []effect{effContainment}, 4},
		{"Tear Down This Wall under Red Scare/Purge", 96, US, []effect{redScareOn(US)}, 3},
		{"a 4 Ops card with Containment", 90, US, []effect{effContainment}, 4},
	} {
		s := testState(t)
		for _, e := range tc.on {
			s.setEffect(e, 1)
		}
		if got := s.eventOps(tc.side, tc.card); got != tc.want {
			t.Errorf("%s: eventOps(%v, %d) = %d, want %d", tc.name, tc.side, tc.card, got, tc.want)
		}
	}
}

// TestJuntaFreeCoupWithBrezhnevDoctrine: Junta's "this card's Operations
// value" is 3 under Brezhnev Doctrine, 2 under Red Scare/Purge.
func TestJuntaFreeCoupWithBrezhnevDoctrine(t *testing.T) {
	for _, tc := range []struct {
		name    string
		on      effect
		wantUS  int
		wantSov int
	}{
		// Chile has stability 3: 6 + 3 - 6 = 3 removes the US's 2, adds 1.
		{"Brezhnev Doctrine", effBrezhnev, 0, 1},
		// 6 + 2 - 6 = 2: Red Scare/Purge does not lower event Ops.
		{"Red Scare/Purge", redScareOn(USSR), 0, 0},
	} {
		s := testState(t)
		s.setEffect(tc.on, 1)
		put(s, US, "Chile", 2)
		rig(s, 6)
		s.startFlow("event", USSR, 47)
		mustApply(t, s, "USSR", "choose Argentina")
		mustApply(t, s, "USSR", "coup Chile")
		if inf(s, US, "Chile") != tc.wantUS || inf(s, USSR, "Chile") != tc.wantSov {
			t.Errorf("Junta coup in Chile with %s: US %d USSR %d, want %d and %d", tc.name,
				inf(s, US, "Chile"), inf(s, USSR, "Chile"), tc.wantUS, tc.wantSov)
		}
	}
}
