package parser

import (
	"strings"
	"testing"
)

// BenchmarkParseReply parses a typical Gmail reply: multipart/alternative,
// quoted-printable, a quoted turn mail and Authentication-Results.
func BenchmarkParseReply(b *testing.B) {
	raw := readTestdataB(b, "gmail-reply.eml")
	b.ReportAllocs()
	b.SetBytes(int64(len(raw)))
	for b.Loop() {
		if _, err := Parse(raw, testOptions); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseHTMLOnly parses an HTML-only Outlook-style reply.
func BenchmarkParseHTMLOnly(b *testing.B) {
	raw := readTestdataB(b, "html-only-reply.eml")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(raw, testOptions); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStripReply strips the body of a mutt reply with inline answers.
func BenchmarkStripReply(b *testing.B) {
	_, text, _ := strings.Cut(string(readTestdataB(b, "mutt-inline-reply.eml")), "\n\n")
	b.ReportAllocs()
	for b.Loop() {
		StripReply(text)
	}
}

// BenchmarkWrapped finds the wrapped lines among the candidates of a
// mail of 2,000 command lines, each a long command wrapped at 76
// columns, every tenth after a greeting.
func BenchmarkWrapped(b *testing.B) {
	var text strings.Builder
	for i := range 1000 {
		if i%10 == 0 {
			text.WriteString("Hi all, ")
		}
		text.WriteString(hardWrap(longCommands[i%len(longCommands)].text, 76) + "\n")
	}
	m := &Message{NewText: text.String(), Lines: nonBlankLines(text.String()), Fixed: true}
	cmds, _ := m.Candidates()
	b.ReportAllocs()
	for b.Loop() {
		Unwrap(cmds, m.Wrapped(cmds))
	}
}

// readTestdataB returns the bytes of testdata/name.
func readTestdataB(b *testing.B, name string) []byte {
	b.Helper()
	raw, err := readFile(name)
	if err != nil {
		b.Fatalf("read %s: %v", name, err)
	}
	return raw
}
