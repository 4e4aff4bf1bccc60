package parser

import (
	"bytes"
	"io"
	"testing"

	"github.com/emersion/go-message"
)

func TestHTMLToText(t *testing.T) {
	tests := []struct {
		name, html, want string
	}{
		{"paragraphs are lines", "<p>coup Iran 3</p><p>space race 2</p>", "coup Iran 3\nspace race 2"},
		{"br breaks and blank div lines", "a<br>b<div><br></div><div>c</div>", "a\nb\n\nc"},
		{"white space collapses", "<div>  coup \n  Iran\t3 </div>", "coup Iran 3"},
		{"entities decode", "<p>Iran&nbsp;&amp;&nbsp;Iraq &lt;3&gt; &#8211; &eacute;</p>", "Iran & Iraq <3> – é"},
		{"head style script and comments vanish", "<html><head><title>t</title><style>p{}</style></head><body><!-- c --><script>x<y</script><p>text</p></body></html>", "text"},
		{"conditional comments vanish", "<!--[if gte mso 9]><xml><o:shapedefaults/></xml><![endif]--><p>text</p>", "text"},
		{"blockquote lines are quoted", "<p>answer</p><blockquote><div>old one</div><div>old two</div></blockquote>", "answer\n> old one\n> old two"},
		{"nested blockquotes", "<blockquote>a<blockquote>b</blockquote>c</blockquote>", "> a\n>> b\n> c"},
		{"hr becomes a rule line", "a<hr>b", "a\n________________________________\nb"},
		{"pre keeps white space", "<pre>a  b\n  c</pre>", "a  b\n  c"},
		{"namespaced tags are read", "<o:p>x</o:p><w:Sdt>y</w:Sdt>", "xy"},
		{"quoted attribute holds >", `<a title="a>b">link</a>`, "link"},
		{"stray < is text", "3 < 4 and a <b>bold</b> move", "3 < 4 and a bold move"},
		{"unclosed tag", "text <div", "text"},
		{"unclosed style", "text<style>p{}", "text"},
		{"table cells are separated", "<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table>", "a b\nc"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := HTMLToText(tt.html); got != tt.want {
				t.Errorf("HTMLToText(%q) = %q, want %q", tt.html, got, tt.want)
			}
		})
	}
}

func TestHTMLQuotesAreStripped(t *testing.T) {
	html := `<div>coup Iran 3</div><div class="gmail_quote">On Sun, Nov 29, 2026 at 10:00 AM turnmail &lt;games@club.example&gt; wrote:<br><blockquote class="gmail_quote">Your move.</blockquote></div>`
	if got := StripReply(HTMLToText(html)); got != "coup Iran 3" {
		t.Errorf("StripReply(HTMLToText(gmail quote)) = %q, want %q", got, "coup Iran 3")
	}
}

// htmlPartOf returns the text/html part of a multipart/alternative mail.
func htmlPartOf(t *testing.T, raw []byte) string {
	t.Helper()
	e, err := message.Read(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("read message: %v", err)
	}
	mr := e.MultipartReader()
	if mr == nil {
		t.Fatal("read message: not multipart")
	}
	for {
		p, err := mr.NextPart()
		if err != nil {
			t.Fatalf("no text/html part: %v", err)
		}
		if ct, _, _ := p.Header.ContentType(); ct == "text/html" {
			b, err := io.ReadAll(p.Body)
			if err != nil {
				t.Fatalf("read html part: %v", err)
			}
			return string(b)
		}
	}
}

func TestHTMLAlternativeGivesTheSameNewText(t *testing.T) {
	for _, file := range []string{"gmail-reply.eml", "apple-mail-reply.eml"} {
		raw := readTestdata(t, file)
		m, err := Parse(raw, testOptions)
		if err != nil {
			t.Fatalf("Parse(%s) error: %v", file, err)
		}
		got := StripReply(HTMLToText(htmlPartOf(t, raw)))
		if got != m.NewText {
			t.Errorf("StripReply(HTMLToText(html part of %s)) = %q, want the plain part's %q", file, got, m.NewText)
		}
	}
}
