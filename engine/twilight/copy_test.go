package twilight

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"turnmail/engine"
	"turnmail/engine/enginetest"
)

// TestCopyMatchesJSON checks after every step of random games that the
// fast copy and the JSON round trip agree.
func TestCopyMatchesJSON(t *testing.T) {
	check := func(st engine.State) error {
		s := st.(*state)
		a, _ := json.Marshal(s)
		b, _ := json.Marshal(s.copy())
		if !bytes.Equal(a, b) {
			return fmt.Errorf("copy differs from the state:\n%s\n%s", a, b)
		}
		return nil
	}
	enginetest.RandomGames(t, 3, enginetest.Play{Game: Game, Config: cfg, Check: check})
}

// TestReloadBetweenMovesChangesNothing plays the same random game twice:
// once in memory, once loading the state from its bytes before every
// move, as the service does between mails. Both must stay identical.
func TestReloadBetweenMovesChangesNothing(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		c := cfg
		c.Seed = seed
		st, err := Game.New(c)
		if err != nil {
			t.Fatal(err)
		}
		mem := st.(*state)
		b, _ := mem.Marshal()
		rng := engine.NewRand(seed)
		for step := 0; step < 3000 && !mem.Over && mem.Halt == ""; step++ {
			loaded, err := Game.Load(b)
			if err != nil {
				t.Fatal(err)
			}
			prs := mem.Pending()
			pr := prs[rng.Intn(len(prs))]
			cmd := pr.Options[rng.Intn(len(pr.Options))]
			r1, err1 := mem.Apply(pr.Seat, cmd)
			r2, err2 := loaded.Apply(pr.Seat, cmd)
			if err1 != nil || err2 != nil {
				t.Fatalf("seed %d step %d: Apply(%s, %q) = %v / %v", seed, step, pr.Seat, cmd, err1, err2)
			}
			b, _ = loaded.Marshal()
			m, _ := mem.Marshal()
			if !bytes.Equal(m, b) || fmt.Sprint(r1) != fmt.Sprint(r2) {
				t.Fatalf("seed %d step %d after %q: the reloaded game differs", seed, step, cmd)
			}
		}
	}
}
