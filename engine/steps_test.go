package engine

import (
	"slices"
	"strings"
	"testing"
)

// tally is a toy working state: the steps done, and a roll counter.
type tally struct {
	done  []string
	rolls int
}

func cloneTally(t *tally) *tally { return &tally{done: slices.Clone(t.done), rolls: t.rolls} }

// doTally applies one toy step: "roll" draws, "bad" fails before changing
// anything, "half" changes the state and then fails, anything else is done.
func doTally(w *tally, step string) (bool, error) {
	switch step {
	case "roll":
		w.rolls++
		w.done = append(w.done, step)
		return true, nil
	case "bad":
		return false, Refuse("%s is not possible", step)
	case "half":
		w.done = append(w.done, step)
		return false, Refuse("%s failed half-way", step)
	}
	w.done = append(w.done, step)
	return false, nil
}

func TestApplyStepsAllOrNoneButARollStands(t *testing.T) {
	tests := []struct {
		name     string
		steps    string
		wantErr  bool
		wantDone string
		applied  int
		rolled   bool
		note     string
	}{
		{"every step stands", "a b c", false, "a b c", 3, false, ""},
		{"a refusal before a roll refuses all", "a bad c", true, "", 1, false, ""},
		{"a refusal after a roll keeps the steps before it", "a roll bad c", false, "a roll", 2, true,
			`Not carried out after the roll: "bad" (bad is not possible).`},
		{"a step failing half-way after a roll is undone", "roll b half c", false, "roll b", 2, true,
			`Not carried out after the roll: "half" (half failed half-way).`},
		{"a roll last stands", "a roll", false, "a roll", 2, true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			work := &tally{}
			steps := strings.Fields(tt.steps)
			res, err := ApplySteps(work, cloneTally, Lines(steps, func(s string) string { return s }, doTally))
			if (err != nil) != tt.wantErr {
				t.Fatalf("ApplySteps(%s) error = %v, want error %v", tt.steps, err, tt.wantErr)
			}
			if _, ok := IsRefusal(err); err != nil && !ok {
				t.Errorf("ApplySteps(%s) error = %v, want the step's refusal", tt.steps, err)
			}
			if res.Applied != tt.applied || res.Rolled != tt.rolled || res.Note() != tt.note {
				t.Errorf("ApplySteps(%s) = applied %d, rolled %v, note %q; want %d, %v, %q",
					tt.steps, res.Applied, res.Rolled, res.Note(), tt.applied, tt.rolled, tt.note)
			}
			if err == nil {
				if got := strings.Join(res.State.done, " "); got != tt.wantDone {
					t.Errorf("ApplySteps(%s) kept %q, want %q", tt.steps, got, tt.wantDone)
				}
			}
		})
	}
}

// Without clone the steps are trusted to fail cleanly, and the working
// state is the result.
func TestApplyStepsWithoutCloneKeepsTheWorkingState(t *testing.T) {
	work := &tally{}
	res, err := ApplySteps(work, nil, Lines([]string{"roll", "bad"}, func(s string) string { return s }, doTally))
	if err != nil || res.State != work || res.Stopped == nil {
		t.Fatalf("ApplySteps(roll bad) = %+v, %v; want the working state, stopped at bad", res, err)
	}
	if res.Failed != "bad" {
		t.Errorf("Failed = %q, want %q", res.Failed, "bad")
	}
}
