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

// TestLogVTextIsSprintf: logv's arguments write what fmt.Sprintf writes
// of their text or number, for the verbs logVText handles and for those
// it leaves to fmt.
func TestLogVTextIsSprintf(t *testing.T) {
	for _, tt := range []struct {
		format string
		args   []logArg
	}{
		{"The %s places influence: %s.", []logArg{textArg("USSR"), textArg("Italy 2, France 1")}},
		{"%s %+d VP; VP now %s.", []logArg{textArg("US"), numArg(2), textArg("US 2")}},
		{"%+d and %+d", []logArg{numArg(0), numArg(-3)}},
		{"rolls %d + %d = %d", []logArg{numArg(6), numArg(3), numArg(-12345678901)}},
		{"no verbs at all", nil},
		{"100%% sure: %s", []logArg{textArg("yes")}}, // %% goes to fmt
		{"%q", []logArg{textArg("x")}},               // other verbs go to fmt
		{"%d", []logArg{textArg("7")}},               // a mismatch goes to fmt
		{"%s", []logArg{numArg(7)}},
		{"%+s", []logArg{textArg("x")}},
		{"%s and %s", []logArg{textArg("one")}},          // missing argument
		{"%s", []logArg{textArg("one"), textArg("two")}}, // extra argument
		{"trailing %", nil},
		{"trailing %+", []logArg{numArg(1)}},
	} {
		vs := make([]any, len(tt.args))
		for i, a := range tt.args {
			if a.isNum {
				vs[i] = a.n
			} else {
				vs[i] = a.text
			}
		}
		if got, want := logVText(tt.format, tt.args...), fmt.Sprintf(tt.format, vs...); got != want {
			t.Errorf("logVText(%q, %v) = %q, want %q", tt.format, vs, got, want)
		}
	}
}

// TestLogTextAllocations: a line of the verbs the log writes itself
// costs one allocation, the line's own string, through either entry.
func TestLogTextAllocations(t *testing.T) {
	text, n := "Italy 2, France 1", 3
	if got := testing.AllocsPerRun(100, func() {
		_ = logVText("The %s places influence: %s (%+d).", textArg("USSR"), textArg(text), numArg(n))
	}); got != 1 {
		t.Errorf("logVText allocations = %v, want 1", got)
	}
	if got := testing.AllocsPerRun(100, func() {
		_ = logText("The %s places influence: %s (%+d).", USSR, text, n)
	}); got != 1 {
		t.Errorf("logText allocations = %v, want 1", got)
	}
}
