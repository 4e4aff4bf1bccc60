package enginetest

import (
	"strings"
	"testing"

	"turnmail/engine"
)

// WantNormal applies line for seat to st and fails t unless it is
// accepted with the normal form want.
func WantNormal(t testing.TB, st engine.State, seat, line, want string) {
	t.Helper()
	res, err := st.Apply(seat, line)
	if err != nil || res.Normal != want {
		t.Errorf("Apply(%q) = %q, %v; want %q", line, res.Normal, err, want)
	}
}

// WantSaying fails t unless reason, line's refusal, says each of wants.
func WantSaying(t testing.TB, line, reason string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(reason, w) {
			t.Errorf("Apply(%q) refused with %q, want it to say %q", line, reason, w)
		}
	}
}
