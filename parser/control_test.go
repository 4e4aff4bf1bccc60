package parser

import (
	"reflect"
	"strings"
	"testing"
)

// A player's text may carry terminal escapes, a bell or bidi overrides;
// the lines the referee reads, stores and quotes back carry none of them,
// and tabs and line breaks stay as written.
func TestControlCharactersAreRemovedFromWhatWasWritten(t *testing.T) {
	raw := "From: \"Mallory\x1b[2J\" <m@x.example>\r\nTo: games@club.example\r\nSubject: move\x07\r\n\r\n" +
		"play\t3\x1b[31m\r\nchat \u202eevil\u202c and \x00nul\x7f\u0085\r\n\u200fcoup Iran 3\u200e\u061c\r\n"
	m, err := Parse([]byte(raw), testOptions)
	if err != nil {
		t.Fatalf("Parse = %v", err)
	}
	if want := []string{"play\t3[31m", "chat evil and nul", "coup Iran 3"}; !reflect.DeepEqual(m.Lines, want) {
		t.Errorf("Lines = %q, want %q", m.Lines, want)
	}
	if strings.ContainsRune(m.FromName, 0x1b) || m.Subject != "move" {
		t.Errorf("FromName, Subject = %q, %q, want no escape and %q", m.FromName, m.Subject, "move")
	}
}
