package triumvirate

import (
	"bytes"
	"testing"

	"turnmail/engine"
)

// FuzzApply feeds arbitrary command lines to every seat of a game in its
// movement phase: each is applied or refused, and a refusal changes
// nothing.
func FuzzApply(f *testing.F) {
	for _, seed := range []string{"move Gallia with 2", "attack Italia with 2", "rome gold; done",
		"act persuade Crassus", "move gall cis, take official", "fliehe Ägypten", "rome legions a and b",
		"move from to with with 3", "then then ;;", "place official Italia", "attack 9 with -1",
		"Italia angreifen mit drei", "über das Meer nach Makedonien", "mvoe Galia with 2", "I'd like to pass",
		"nach Gallien ziehen und den Beamten mitnehmen", "„Caesar“ zieht – mit einer Legion", "no more movement",
		"用两个军团进攻意大利", "羅馬：兩個軍團到高盧", "第3回合：带两个军团去高卢。祝好运！", "十十十", "逃往西班牙",
		"Hi all, Turn 3: move to Gaul with 2. Good luck!"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, line string) {
		s := fresh(t, 3)
		mustApply(t, s, "Caesar", "rome gold")
		for _, seat := range seats3 {
			before, _ := s.Marshal()
			_, err := s.Apply(seat, line)
			if err == nil {
				if err := invariants(s); err != nil {
					t.Fatalf("Apply(%s, %q) broke an invariant: %v", seat, line, err)
				}
				continue
			}
			if _, ok := engine.IsRefusal(err); !ok {
				t.Fatalf("Apply(%s, %q) = %v, want a refusal", seat, line, err)
			}
			if after, _ := s.Marshal(); !bytes.Equal(before, after) {
				t.Fatalf("refused Apply(%s, %q) changed the state", seat, line)
			}
		}
	})
}
