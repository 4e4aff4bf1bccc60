package parser

import (
	"encoding/csv"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
)

// sharedReplies is the peer suite of real replies, read in place: CI puts
// shared/ beside the checkout, two levels above this package.
const sharedReplies = "../../shared/testdata/mail-replies"

// replyCase is one row of cases.tsv joined with provenance.tsv.
type replyCase struct {
	file, client, want, basis string
}

// policyOverrides replace a source's expectation where the sources disagree
// and this package follows a documented policy instead (see doc.go). Each
// says why; the test then checks the policy's exact output.
var policyOverrides = map[string]struct{ want, why string }{
	"011-talon-iphone.eml": {"Hello",
		`policy "mobile footers are signatures": "Sent from my iPhone" is dropped (talon keeps it, github drops it in 030/031)`},
	"012-talon-sparrow.eml": {"Hello",
		`policy "-- starts a signature": the "-- " block is dropped (talon keeps it)`},
	"023-talon-html-separated-by-hr.html": {"Hi\nthere\nBob",
		`policy "keep sign-offs": "Bob" above the <hr> was written by the sender; talon drops it only because it cuts the whole <div> holding the quote`},
	"055-crisp-en-regards-signoff.txt": {"Hi,\n\nI still have the same problem....\n\nCan you help?\n\nRegards,\n\nJohn Doe\nCEO @ Acme !",
		`policy "keep sign-offs": crisp drops "Regards, ..."; talon (013-021), trimmer (072) and 077 keep "Thanks, Alex"-style sign-offs`},
	"073-trimmer-de-inline-after-quote.txt": {"Hallo Vorname,\n\nHier ist der Antworttext. Dieser wurde bisher abgeschnitten.\n\nViele Grüße\nVorname Nachname",
		`policy "'>' lines are never new text": the inline quote line is dropped (trimmer keeps it); text below the quote is kept`},
}

// loadReplyCases reads cases.tsv and provenance.tsv. Where the shared
// folder is absent the test is skipped, except in CI (CI=true), which
// places shared/ beside the checkout: there a missing corpus fails.
func loadReplyCases(t *testing.T) []replyCase {
	t.Helper()
	if _, err := os.Stat(sharedReplies); errors.Is(err, fs.ErrNotExist) {
		if os.Getenv("CI") == "true" {
			t.Fatalf("shared reply fixtures not found at %s; CI must place shared/ beside the checkout", sharedReplies)
		}
		t.Skipf("shared reply fixtures not found at %s (CI places shared/ beside the checkout)", sharedReplies)
	}
	cases := readTSV(t, filepath.Join(sharedReplies, "cases.tsv"))
	prov := readTSV(t, filepath.Join(sharedReplies, "provenance.tsv"))
	basis := map[string]string{}
	for _, row := range prov[1:] {
		basis[row[0]] = row[2]
	}
	var out []replyCase
	for _, row := range cases[1:] {
		out = append(out, replyCase{file: row[0], client: row[2], want: unescapeTSV(row[4]), basis: basis[row[0]]})
	}
	return out
}

// readTSV reads a tab-separated file without quoting.
func readTSV(t *testing.T, path string) [][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("open %s: %v", path, err)
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.Comma = '\t'
	r.LazyQuotes = true
	r.FieldsPerRecord = -1
	rows, err := r.ReadAll()
	if err != nil {
		t.Fatalf("read %s: %v", path, err)
	}
	return rows
}

// unescapeTSV undoes the manifest's \n, \t, \r and \\ escapes.
func unescapeTSV(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 == len(s) {
			b.WriteByte(s[i])
			continue
		}
		i++
		switch s[i] {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'r':
			b.WriteByte('\r')
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// newTextOf runs the part of the parser each file type exercises: Parse for
// raw messages, HTMLToText then StripReply for HTML bodies, StripReply for
// plain bodies.
func newTextOf(t *testing.T, file string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(sharedReplies, file))
	if err != nil {
		t.Fatalf("read %s: %v", file, err)
	}
	switch filepath.Ext(file) {
	case ".eml":
		msg, err := Parse(data, Options{})
		if err != nil {
			t.Fatalf("Parse(%s) error: %v", file, err)
		}
		return msg.NewText
	case ".html":
		return StripReply(HTMLToText(string(data)))
	default:
		return StripReply(string(data))
	}
}

// normalizeText trims trailing white space from every line and blank lines
// at both ends: NewText never carries them, and the manifest sometimes does
// (024's line 3, 053-055's final newline).
func normalizeText(s string) string {
	return joinTrimmed(splitLines(s))
}

// dropAllSpace deletes all white space, the talon HTML comparison.
func dropAllSpace(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

func TestStripReplyRealReplies(t *testing.T) {
	cases := loadReplyCases(t)
	if len(cases) != 63 {
		t.Errorf("cases.tsv has %d cases, want 63", len(cases))
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			want := c.want
			if o, ok := policyOverrides[c.file]; ok {
				t.Logf("policy override: %s", o.why)
				want = o.want
			}
			got := newTextOf(t, c.file)
			switch c.basis {
			case "test-ws":
				if dropAllSpace(got) != dropAllSpace(want) {
					t.Errorf("new text of %s (%s) = %q, want %q (white space ignored)", c.file, c.client, got, want)
				}
			case "test", "test-trim", "derived":
				if got != normalizeText(want) {
					t.Errorf("new text of %s (%s) = %q, want %q", c.file, c.client, got, normalizeText(want))
				}
			default:
				t.Errorf("%s: unknown basis %q in provenance.tsv", c.file, c.basis)
			}
		})
	}
}

func TestPolicyOverridesNameRealCases(t *testing.T) {
	cases := loadReplyCases(t)
	known := map[string]bool{}
	for _, c := range cases {
		known[c.file] = true
	}
	for file := range policyOverrides {
		if !known[file] {
			t.Errorf("policy override for %s names no case in cases.tsv", file)
		}
	}
}
