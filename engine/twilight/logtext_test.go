package twilight

import (
	"fmt"
	"testing"
)

// TestLogTextIsSprintf: the log's own formatting writes what fmt.Sprintf
// writes, for the verbs it handles and for those it leaves to fmt.
func TestLogTextIsSprintf(t *testing.T) {
	for _, tt := range []struct {
		format string
		args   []any
	}{
		{"The %s places influence: %s.", []any{USSR, "Italy 2, France 1"}},
		{"%s %+d VP; VP now %s.", []any{US, 2, "US 2"}},
		{"%s %+d VP; VP now %s.", []any{USSR, -3, "0"}},
		{"%+d and %+d", []any{0, -0}},
		{"Turn %d, action round %d: the %s plays %s for operations.", []any{10, 8, US, "27 US/Japan Mutual Defense Pact"}},
		{"rolls %d + %d Ops %+d = %d against %d", []any{6, 3, -1, 8, -12345678901}},
		{"%s", []any{Neutral}},
		{"no verbs at all", nil},
		{"100%% sure: %s", []any{"yes"}},   // %% goes to fmt
		{"%v and %q", []any{effNATO, "x"}}, // other verbs go to fmt
		{"%d", []any{US}},                  // a Side as a number goes to fmt
		{"%s", []any{7}},                   // a mismatch goes to fmt
		{"%s and %s", []any{"one"}},        // missing argument
		{"%s", []any{"one", "two"}},        // extra argument
		{"trailing %", []any{}},
		{"trailing %+", []any{1}},
	} {
		if got, want := logText(tt.format, tt.args...), fmt.Sprintf(tt.format, tt.args...); got != want {
			t.Errorf("logText(%q, %v) = %q, want %q", tt.format, tt.args, got, want)
		}
	}
}
