package parser

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

// addSeedFiles adds every file matching pattern to the fuzz corpus.
func addSeedFiles(f *testing.F, pattern string) {
	f.Helper()
	files, err := filepath.Glob(pattern)
	if err != nil {
		f.Fatalf("glob %s: %v", pattern, err)
	}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			f.Fatalf("read %s: %v", file, err)
		}
		f.Add(data)
	}
}

// FuzzParse checks that parse never panics (it is Parse without the
// recover) and that a parsed message keeps its invariants.
func FuzzParse(f *testing.F) {
	addSeedFiles(f, "testdata/*.eml")
	addSeedFiles(f, filepath.Join(sharedReplies, "*.eml"))
	f.Add([]byte("From: a@b.c\r\nContent-Type: multipart/mixed; boundary=x\r\n\r\n--x\r\nContent-Type: multipart/alternative; boundary=y\r\n\r\n--y\r\nContent-Type: text/html\r\n\r\n<blockquote>q</blockquote>\r\n--y--\r\n--x--\r\n"))
	f.Add([]byte("Subject: =?utf-8?b?invalid?=\r\nFrom: \"=?GBK?B?wO7D9w==?=\" <a@b.c>\r\nContent-Type: text/plain; format=flowed; delsp=yes\r\n\r\n> a \r\n>> b \r\nc \r\n"))
	f.Add([]byte(" leading continuation\r\n\r\n"))
	f.Add([]byte("From: \"\x1b[2J\" <a@b.c>\r\nSubject: =?utf-8?q?=1B]0;x=07?=\r\n\r\nplay\t3\x1b[31m\x07\u202e\r\n"))
	f.Fuzz(func(t *testing.T, raw []byte) {
		m, err := parse(raw, testOptions)
		if err != nil {
			return
		}
		if len(m.Hash) != 64 {
			t.Errorf("parse Hash = %q, want 64 hex digits", m.Hash)
		}
		for name, s := range map[string]string{"From": m.From, "Subject": m.Subject, "Text": m.Text, "NewText": m.NewText} {
			if !utf8.ValidString(s) {
				t.Errorf("parse %s = %q, not valid UTF-8", name, s)
			}
		}
		if strings.ContainsRune(m.Text, '\r') || strings.ContainsRune(m.NewText, '\r') {
			t.Errorf("parse Text or NewText holds CR: %q / %q", m.Text, m.NewText)
		}
		for name, s := range map[string]string{"FromName": m.FromName, "Subject": m.Subject, "Text": m.Text, "NewText": m.NewText, "Lines": strings.Join(m.Lines, "\n")} {
			if i := strings.IndexFunc(s, isControl); i >= 0 {
				t.Errorf("parse %s = %q, holds control character %U", name, s, []rune(s[i:])[0])
			}
		}
		if want := nonBlankLines(m.NewText); !reflect.DeepEqual(m.Lines, want) {
			t.Errorf("parse Lines = %q, want the non-blank lines of NewText %q", m.Lines, want)
		}
		if m.Route.Game != "" && !isSlug(m.Route.Game) || m.Route.Token != "" && !isToken(m.Route.Token) || m.Route.Decision < 0 {
			t.Errorf("parse Route = %+v, not well-formed", m.Route)
		}
	})
}

// FuzzStripReply checks that StripReply never panics and only ever returns
// lines of its input, none of them quoted.
func FuzzStripReply(f *testing.F) {
	addSeedFiles(f, filepath.Join(sharedReplies, "*.txt"))
	f.Add([]byte("coup Iran 3\n\nOn Sun, Nov 29, 2026 at 10:00 AM Bob <b@x.org> wrote:\n> q\n\nmore\n-- \nsig"))
	f.Add([]byte("a\r\n-Bob\r\n\r\n发件人: x\r\n发送时间: y\r\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		text := string(data)
		got := StripReply(text)
		if got == "" {
			return
		}
		input := map[string]bool{}
		for _, l := range splitLines(text) {
			input[strings.TrimRightFunc(l, isSpace)] = true
		}
		for _, l := range strings.Split(got, "\n") {
			if !input[l] {
				t.Errorf("StripReply(%q) returned line %q, which is not in the input", text, l)
			}
			if isQuoted(l) {
				t.Errorf("StripReply(%q) kept quoted line %q", text, l)
			}
		}
		if isBlank(strings.SplitN(got, "\n", 2)[0]) || strings.HasSuffix(got, "\n") {
			t.Errorf("StripReply(%q) = %q, has blank lines at an end", text, got)
		}
	})
}

// FuzzHTMLToText checks that HTMLToText never panics and keeps valid
// UTF-8 valid.
func FuzzHTMLToText(f *testing.F) {
	addSeedFiles(f, filepath.Join(sharedReplies, "*.html"))
	f.Add([]byte("<p>a<blockquote>b<pre>c\n d</pre></blockquote><!-- x --><style>y"))
	f.Fuzz(func(t *testing.T, data []byte) {
		got := HTMLToText(string(data))
		if utf8.Valid(data) && !utf8.ValidString(got) {
			t.Errorf("HTMLToText(%q) = %q, not valid UTF-8", data, got)
		}
	})
}
