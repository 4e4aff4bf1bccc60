package twilight

import (
	"slices"
	"testing"
)

func TestIranianHostageCrisis(t *testing.T) {
	s := testState(t)
	put(s, US, "Iran", 3)
	put(s, USSR, "Iran", 1)
	runEvent(t, s, 82, US) // played by the US for Ops: still the USSR's event
	if inf(s, US, "Iran") != 0 || inf(s, USSR, "Iran") != 3 {
		t.Errorf("after Iranian Hostage Crisis: Iran US %d USSR %d, want 0 and 3", inf(s, US, "Iran"), inf(s, USSR, "Iran"))
	}
	if !s.Effects.has(effHostageCrisis) {
		t.Errorf("Iranian Hostage Crisis is not in effect for the game: %v", s.inForce())
	}
}

// TestTerrorismWithIranianHostageCrisis: the opponent discards one card
// at random; two when the USSR plays it against the US after Iranian
// Hostage Crisis (FAQ #92 Q1), never more than the hand holds; the
// discarded events do not occur and a discarded scoring card does not
// score.
func TestTerrorismWithIranianHostageCrisis(t *testing.T) {
	tests := []struct {
		name      string
		player    Side
		hostage   bool
		hand      []int
		discarded int
	}{
		{"USSR plays it", USSR, false, []int{4, 19, 23}, 1},
		{"USSR plays it after Iranian Hostage Crisis", USSR, true, []int{4, 19, 23}, 2},
		{"US plays it after Iranian Hostage Crisis", US, true, []int{7, 14, 30}, 1},
		{"one card left after Iranian Hostage Crisis", USSR, true, []int{19}, 1},
		{"empty hand", USSR, true, nil, 0},
		{"a scoring card discarded does not score", USSR, true, []int{1, 2}, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := testState(t)
			put(s, USSR, "Iran", 5) // Asia and Europe scoring would move VP
			victim := tc.player.Opp()
			give(s, victim, tc.hand...)
			give(s, tc.player, 26)
			if tc.hostage {
				s.setEffect(effHostageCrisis, 1)
			}
			runEvent(t, s, 92, tc.player)
			if got := len(s.Hands[victim]); got != len(tc.hand)-tc.discarded {
				t.Errorf("Terrorism: %s hand %d cards, want %d", victim, got, len(tc.hand)-tc.discarded)
			}
			if got := len(s.Discard); got != tc.discarded {
				t.Errorf("Terrorism: discard pile %v, want %d cards", s.Discard, tc.discarded)
			}
			for _, n := range s.Discard {
				if !slices.Contains(tc.hand, n) {
					t.Errorf("Terrorism discarded %d, not from the %s hand %v", n, victim, tc.hand)
				}
			}
			if len(s.Hands[tc.player]) != 1 || s.VP != 0 {
				t.Errorf("Terrorism: player hand %v, VP %d; want the player's card kept and no VP", s.Hands[tc.player], s.VP)
			}
		})
	}
}

func TestMarineBarracksBombing(t *testing.T) {
	s := testState(t)
	put(s, US, "Lebanon", 2, "Iran", 1, "Israel", 3, "Turkey", 4) // Turkey is in Europe
	s.startFlow("event", USSR, 88)
	if got := choices(t, s); !slices.Equal(got, []string{"Iran", "Israel"}) {
		t.Fatalf("Marine Barracks Bombing offers %v, want [Iran Israel]", got)
	}
	mustApply(t, s, "USSR", "choose Israel")
	mustApply(t, s, "USSR", "choose Israel")
	if s.Flow != nil || inf(s, US, "Lebanon") != 0 || inf(s, US, "Israel") != 1 || inf(s, US, "Iran") != 1 || inf(s, US, "Turkey") != 4 {
		t.Errorf("after Marine Barracks Bombing: Lebanon %d Israel %d Iran %d Turkey %d, want 0 1 1 4",
			inf(s, US, "Lebanon"), inf(s, US, "Israel"), inf(s, US, "Iran"), inf(s, US, "Turkey"))
	}

	// Two US points or fewer left in the Middle East: no question.
	s = testState(t)
	put(s, US, "Lebanon", 1, "Iran", 1)
	runEvent(t, s, 88, USSR)
	if inf(s, US, "Lebanon") != 0 || inf(s, US, "Iran") != 0 {
		t.Errorf("after Marine Barracks Bombing: Lebanon %d Iran %d, want 0 0", inf(s, US, "Lebanon"), inf(s, US, "Iran"))
	}
	s = testState(t)
	if log := runEvent(t, s, 88, US); !logHas(log, "no other influence") {
		t.Errorf("Marine Barracks Bombing with no US influence logs %v", log)
	}
}

func TestIranContraScandal(t *testing.T) {
	s := testState(t)
	put(s, US, "Iran", 2)
	put(s, USSR, "Iran", 1)
	iran := country("Iran")
	us, ussr := s.realignMod(US, iran), s.realignMod(USSR, iran)
	runEvent(t, s, 93, US)
	if got := s.realignMod(US, iran); got != us-1 {
		t.Errorf("US realignment modifier under Iran-Contra Scandal = %d, want %d", got, us-1)
	}
	if got := s.realignMod(USSR, iran); got != ussr {
		t.Errorf("USSR realignment modifier under Iran-Contra Scandal = %d, want %d", got, ussr)
	}
	// A USSR realignment: the US die is -1 as well. USSR 4+0 against US
	// 4+1-1: a tie, where without the scandal the US would win by 1.
	rig(s, 4, 4)
	runInFlow(t, s, func(s *state) { s.realign(USSR, iran) })
	if inf(s, US, "Iran") != 2 || inf(s, USSR, "Iran") != 1 {
		t.Errorf("tied realignment under Iran-Contra: Iran US %d USSR %d, want 2 and 1", inf(s, US, "Iran"), inf(s, USSR, "Iran"))
	}
	if !s.TurnEffects.has(effectOf(93)) {
		t.Errorf("Iran-Contra Scandal is not a turn effect: %v", s.TurnEffects)
	}
}

func TestIranIraqWar(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Iraq", 2, "Iran", 2, "Gulf States", 3) // Iran and Gulf States USSR-controlled
	put(s, US, "Saudi Arabia", 2)                        // US-controlled: no help to the defender USSR
	rig(s, 5)
	s.startFlow("event", US, 102)
	if got := choices(t, s); !slices.Equal(got, []string{"Iran", "Iraq"}) {
		t.Fatalf("Iran-Iraq War targets %v, want [Iran Iraq]", got)
	}
	mustApply(t, s, "US", "choose Iraq") // 5 - 2 (Iran and Gulf States) = 3: lost
	if s.VP != 0 || inf(s, USSR, "Iraq") != 2 || s.MilOps[US] != 2 {
		t.Errorf("Iran-Iraq War lost: VP %d, USSR Iraq %d, US military ops %d; want 0, 2, 2", s.VP, inf(s, USSR, "Iraq"), s.MilOps[US])
	}
	s = testState(t)
	put(s, US, "Iran", 1)
	rig(s, 4)
	runEvent(t, s, 102, USSR, "choose Iran") // no enemy neighbour; the USSR border is not the defender's
	if s.VP != -2 || inf(s, US, "Iran") != 0 || inf(s, USSR, "Iran") != 1 || s.MilOps[USSR] != 2 {
		t.Errorf("Iran-Iraq War won: VP %d, Iran US %d USSR %d, USSR military ops %d; want -2, 0, 1, 2",
			s.VP, inf(s, US, "Iran"), inf(s, USSR, "Iran"), s.MilOps[USSR])
	}
}

// TestIranIraqWarIsSeenByCardPlayedHooks: a US play of Iran-Iraq War
// reaches the CardPlayed hooks (Flower Power's), event or Ops.
func TestIranIraqWarIsSeenByCardPlayedHooks(t *testing.T) {
	var seen []string
	withSpec(t, 59, eventSpec{Run: func(*state, Side) {},
		CardPlayed: func(_ *state, _ effect, p Side, n int, how string) {
			seen = append(seen, p.String()+" "+cardName(n)+" "+how)
		}})
	for _, play := range []string{"play 102 event", "play 102 ops"} {
		s := testState(t)
		s.setEffect(effectOf(59), 1)
		put(s, US, "Iran", 1)
		give(s, US, 102)
		rig(s, 1)
		startRound(t, s, US, 1)
		mustApply(t, s, "US", play)
	}
	want := []string{"US 102 Iran-Iraq War event", "US 102 Iran-Iraq War ops"}
	if !slices.Equal(seen, want) {
		t.Errorf("CardPlayed hooks saw %v, want %v", seen, want)
	}
}

func TestAWACSSaleToSaudis(t *testing.T) {
	s := testState(t)
	put(s, USSR, "Saudi Arabia", 1)
	log := runEvent(t, s, 110, USSR)
	if inf(s, US, "Saudi Arabia") != 2 || !logHas(log, "Muslim Revolution") {
		t.Errorf("after AWACS: US Saudi Arabia %d, log %v", inf(s, US, "Saudi Arabia"), log)
	}
	if !s.Effects.has(effectOf(110)) {
		t.Errorf("AWACS Sale to Saudis is not in effect for the game: %v", s.inForce())
	}
}
