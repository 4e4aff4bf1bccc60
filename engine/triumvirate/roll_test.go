package triumvirate

import (
	"strings"
	"testing"
)

// A draw from the bag stands (engine.State.Apply): when a later step of the
// same line fails, the attack is kept and the rest is noted, so that a
// refusal can never show what the bag gave.
func TestADrawStandsWhenTheRestOfTheLineFails(t *testing.T) {
	s := attackSetup(t, 4, 3, [3]int{1, 1, 1}, false)
	res, err := s.Apply("Caesar", "attack Italia with 4; move Nowhere")
	if err != nil {
		t.Fatalf("Apply(attack; bad step) = %v, want the attack to stand", err)
	}
	if !res.Rolled || res.Normal != "attack Italia with 4" {
		t.Errorf("Result = %q, Rolled %v; want the attack alone, rolled", res.Normal, res.Rolled)
	}
	if last := res.Log[len(res.Log)-1]; !strings.Contains(last, "Not carried out after the roll") {
		t.Errorf("the log does not say the rest was dropped: %v", res.Log)
	}
	// Without a draw before it, a bad step still refuses the whole line.
	s2 := attackSetup(t, 4, 3, [3]int{1, 1, 1}, false)
	if _, err := s2.Apply("Caesar", "move Nowhere; attack Italia with 4"); err == nil {
		t.Error("a line starting with a bad step was accepted")
	}
}
