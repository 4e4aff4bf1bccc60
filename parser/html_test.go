package parser

import "testing"

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
