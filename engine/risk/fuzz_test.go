package risk

import (
	"testing"

	"turnmail/engine"
	"turnmail/engine/enginetest"
)

// FuzzApply feeds arbitrary lines to positions from random games: every
// line is either applied or refused with a *engine.Refusal that leaves
// the state unchanged, and an applied line keeps the invariants.
func FuzzApply(f *testing.F) {
	for _, seed := range []string{
		"attack Polen from Deutschland with 3", "reinforce Italien 4", "trade 3 cards",
		"move 5 Schweden Finnland", "buy sondertrupp", "end", "place neutral Schweiz 8",
		"claim green", "move from nord to süd 3", "attack , , with", "buy aufstand x from",
		"take a", "first blau", "trade 0 cards 0 stars", "move 99999 a b",
		"从德国用三个兵进攻波兰", "德国增援４个", "第3回合：结束回合", "不再进攻。从瑞典移动3个兵到芬兰", "用一千零一十个兵",
		"十十十百", "在瑞士放置中立军８个", "Hi all, no more attacks. Good luck!",
	} {
		f.Add(seed, uint8(0), uint8(40))
	}
	var positions []*state
	for i, setup := range setups {
		p := enginetest.Play{Game: Game, Config: config(setup, uint64(i+1)), Seed: uint64(i + 1), MaxSteps: 400}
		rep, _ := p.Run()
		for _, steps := range []int{0, 20, 80, 200, 399} {
			st, err := Game.New(p.Config)
			if err != nil {
				f.Fatal(err)
			}
			for _, m := range rep.Moves[:min(steps, len(rep.Moves))] {
				if _, err := st.Apply(m.Seat, m.Command); err != nil {
					f.Fatal(err)
				}
			}
			positions = append(positions, st.(*state))
		}
	}
	f.Fuzz(func(t *testing.T, line string, pos, _ uint8) {
		s := positions[int(pos)%len(positions)].clone()
		seat := "red"
		if a := s.actor(); a != 0 {
			seat = seatNames[a]
		}
		before, _ := s.Marshal()
		_, err := s.Apply(seat, line)
		if err != nil {
			if _, ok := engine.IsRefusal(err); !ok {
				t.Fatalf("Apply(%q) = %v, want a refusal", line, err)
			}
			if after, _ := s.Marshal(); string(after) != string(before) {
				t.Fatalf("refused Apply(%q) changed the state", line)
			}
			return
		}
		if err := invariants(s); err != nil {
			t.Fatalf("after Apply(%q): %v", line, err)
		}
	})
}
