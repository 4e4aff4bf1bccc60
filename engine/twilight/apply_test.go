package twilight

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"turnmail/engine"
	"turnmail/engine/enginetest"
)

// TestARollStandsWhenTheRestOfTheLineFails: a roll stands (engine/engine.go). When a step after a coup fails, the
// coup is kept and the rest is noted, so that a refusal never shows the
// dice and a second try cannot meet the same roll. Che (107) offers its
// second coup only when the first removed US influence: whether "coup
// Guatemala" can follow depends on the die.
func TestARollStandsWhenTheRestOfTheLineFails(t *testing.T) {
	che := func(die int) *state {
		s := testState(t)
		put(s, US, "Costa Rica", 1, "Guatemala", 1)
		give(s, USSR, 107)
		rig(s, die)
		startRound(t, s, USSR, 1)
		return s
	}
	line := "play 107 event; coup Costa Rica; coup Guatemala"
	s := che(1) // 1 + 3 Ops against 6: the first coup fails
	res := mustApply(t, s, "USSR", line)
	if !res.Rolled || inf(s, US, "Costa Rica") != 1 || inf(s, US, "Guatemala") != 1 {
		t.Errorf("Rolled %v, US in Costa Rica %d, Guatemala %d; want the failed coup kept (1, 1)", res.Rolled, inf(s, US, "Costa Rica"), inf(s, US, "Guatemala"))
	}
	if !logHas(res.Log, "Not carried out after the roll") {
		t.Errorf("the log does not say the rest was dropped: %v", res.Log)
	}
	s = che(6) // 6 + 3 against 6: the first coup removes US influence
	if res := mustApply(t, s, "USSR", line); res.Normal != "play 107 event; coup Costa Rica; coup Guatemala" {
		t.Errorf("Apply(%q) = %q, want both coups", line, res.Normal)
	}
	// Without a roll before it, the bad step refuses the whole line.
	s2 := testState(t)
	put(s2, US, "Iraq", 2)
	give(s2, USSR, 7)
	startRound(t, s2, USSR, 1)
	mustRefuse(t, s2, "USSR", "influence Japan; coup Iraq with 7")
	// A step that no roll can make usable refuses it too (leftover.go):
	// a coup with the card's Ops spends them all.
	mustRefuse(t, s2, "USSR", "coup Iraq with 7; influence Japan")
}

// TestCopiedStepsMatchInPlaceSteps: a line that is not written exactly as
// an option goes through Apply's copy (on the state's recycled scratch
// board, with its idle coroutine and spare base lent to the copy); a
// refused line lends them and takes them back, and leaves the state as it
// was. Random games send every decision as the option twice in one line
// (often refused after the first step stood on the copy) and then, if
// that was refused, as the option with spaces around it; a Marshal/Load
// copy of the game gets what stood, as written. Both must give the same
// Marshal bytes and the same prompts after every step.
func TestCopiedStepsMatchInPlaceSteps(t *testing.T) {
	for g := range 3 {
		c := cfg
		c.Options = engine.Options{"optional-cards": "yes"}
		c.Seed = uint64(g)*7919 + 5
		st, err := Game.New(c)
		if err != nil {
			t.Fatalf("New: %v", err)
		}
		s := st.(*state)
		rng := engine.NewRand(uint64(g) + 17)
		copied := 0
		for step := 0; !s.Over && s.Halt == "" && step < maxRandomSteps; step++ {
			re := reloaded(t, s)
			prompts := s.Pending()
			pr := prompts[rng.Intn(len(prompts))]
			opt := pr.Options[rng.Intn(len(pr.Options))]
			if step%5 == 0 {
				if _, err := s.Apply(pr.Seat, "coup Atlantis"); err == nil {
					t.Fatalf("seed %d step %d: Apply(%s, coup Atlantis) = nil error, want a refusal", c.Seed, step, pr.Seat)
				}
			}
			// The option twice in one line: where the second is refused,
			// the whole line is, and the state must be as it was.
			line := opt + "; " + opt
			if _, err := s.Apply(pr.Seat, line); err != nil {
				if strings.Contains(err.Error(), "internal error") {
					t.Fatalf("seed %d step %d: Apply(%s, %q) = %v", c.Seed, step, pr.Seat, line, err)
				}
				line = opt
				if _, err := s.Apply(pr.Seat, " "+opt+" "); err != nil {
					t.Fatalf("seed %d step %d: Apply(%s, %q) = %v", c.Seed, step, pr.Seat, " "+opt+" ", err)
				}
			}
			copied++
			if _, err := re.Apply(pr.Seat, line); err != nil {
				t.Fatalf("seed %d step %d: re-run Apply(%s, %q) = %v", c.Seed, step, pr.Seat, line, err)
			}
			gb, _ := s.Marshal()
			wb, _ := re.Marshal()
			if !bytes.Equal(gb, wb) {
				t.Fatalf("seed %d step %d: after Apply(%s, %q) Marshal differs between the copied and the in-place step", c.Seed, step, pr.Seat, opt)
			}
			if gp, wp := s.Pending(), re.Pending(); !reflect.DeepEqual(gp, wp) {
				t.Fatalf("seed %d step %d: after Apply(%s, %q) Pending() = %v copied, want %v", c.Seed, step, pr.Seat, opt, gp, wp)
			}
		}
		if copied < 100 {
			t.Errorf("seed %d: %d steps went through the copy, want a whole game's", c.Seed, copied)
		}
	}
}

// A line of fillers or joining words alone is no command at all
// (engine.Refusal.NotCommand); a command the setup does not allow, or an
// unknown country, is a command refused.
func TestNotCommandMarksOnlyLinesWithoutACommand(t *testing.T) {
	enginetest.CheckNotCommand(t, Game, engine.Config{Seats: []string{"USSR", "US"}, Seed: 7},
		[]string{"I'd like to", "and", ","},
		[]string{"influence West Germany", "influence Wset Germany 2", "coup Iran 3"})
}
