package parser

import (
	"html"
	"strings"
)

// htmlBlockTags are the elements that start and end a line of text.
var htmlBlockTags = map[string]bool{
	"p": true, "div": true, "br": true, "tr": true, "li": true, "ul": true, "ol": true,
	"table": true, "h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true,
	"pre": true, "dt": true, "dd": true, "dl": true, "section": true, "article": true,
	"header": true, "footer": true, "address": true, "center": true, "form": true,
	"body": true, "html": true, "blockquote": true, "hr": true, "title": true,
}

// htmlSkipTags are the elements whose content is never text.
var htmlSkipTags = map[string]bool{"head": true, "style": true, "script": true, "title": true, "template": true, "xml": true}

// HTMLToText turns an HTML body into plain text: block elements and <br>
// become line breaks, <hr> becomes a "________________" rule line (which
// StripReply treats like Outlook's separator), entities are decoded, runs of
// white space collapse (except inside <pre>), <head>, <style> and <script>
// are dropped, and the lines inside a <blockquote> get a "> " prefix per
// level so that StripReply drops them like a plain-text quote. It never
// fails: malformed markup is read as well as it can be.
func HTMLToText(src string) string {
	w := htmlWriter{}
	for len(src) > 0 {
		lt := strings.IndexByte(src, '<')
		if lt < 0 {
			w.text(src)
			break
		}
		w.text(src[:lt])
		src = src[lt:]
		switch {
		case strings.HasPrefix(src, "<!--"):
			src = skipPast(src[4:], "-->")
		case strings.HasPrefix(src, "<!"), strings.HasPrefix(src, "<?"):
			src = skipPast(src[2:], ">")
		default:
			name, closing, rest, ok := readTag(src)
			if !ok {
				w.text("<")
				src = src[1:]
				continue
			}
			src = rest
			if !closing && htmlSkipTags[name] {
				src = skipElement(src, name)
				continue
			}
			w.tag(name, closing)
		}
	}
	return w.String()
}

// skipPast returns what follows the first end in s, or "" if there is none.
func skipPast(s, end string) string {
	i := strings.Index(s, end)
	if i < 0 {
		return ""
	}
	return s[i+len(end):]
}

// skipElement returns what follows the closing tag of name, or "" if the
// element never closes.
func skipElement(s, name string) string {
	for i := 0; ; {
		j := strings.Index(s[i:], "</")
		if j < 0 {
			return ""
		}
		i += j + 2
		if len(s)-i >= len(name) && strings.EqualFold(s[i:i+len(name)], name) {
			return skipPast(s[i:], ">")
		}
	}
}

// readTag reads one tag at the start of s ("<name ...>" or "</name>") and
// returns its lowercased name ("o:p" stays "o:p", an inline tag), whether it closes,
// and the rest of s. Quoted attribute values may contain '>'.
func readTag(s string) (name string, closing bool, rest string, ok bool) {
	i := 1
	if i < len(s) && s[i] == '/' {
		closing = true
		i++
	}
	start := i
	for i < len(s) && (isASCIILetter(s[i]) || s[i] >= '0' && s[i] <= '9' || s[i] == ':' || s[i] == '-') {
		i++
	}
	if i == start || !isASCIILetter(s[start]) {
		return "", false, s, false
	}
	name = strings.ToLower(s[start:i])
	var quote byte
	for ; i < len(s); i++ {
		switch c := s[i]; {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '>':
			return name, closing, s[i+1:], true
		}
	}
	return name, closing, "", true
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// htmlWriter collects text line by line, remembering the blockquote depth.
type htmlWriter struct {
	b     strings.Builder
	line  strings.Builder // the current line, without quote prefix
	depth int             // blockquote nesting at the current line
	pre   int             // <pre> nesting: keep white space
	space bool            // a collapsed space is pending
}

// text adds character data, decoding entities.
func (w *htmlWriter) text(s string) {
	if s == "" {
		return
	}
	s = html.UnescapeString(s)
	if w.pre > 0 {
		for i, part := range strings.Split(s, "\n") {
			if i > 0 {
				w.breakLine()
			}
			w.line.WriteString(strings.ReplaceAll(part, "\u00a0", " "))
		}
		return
	}
	for _, r := range s {
		if isSpace(r) || r == '\u00a0' {
			w.space = w.line.Len() > 0
			continue
		}
		if w.space {
			w.line.WriteByte(' ')
			w.space = false
		}
		w.line.WriteRune(r)
	}
}

// tag applies the effect of an opening or closing tag.
func (w *htmlWriter) tag(name string, closing bool) {
	switch name {
	case "br":
		w.flush(true)
		return
	case "hr":
		w.flush(false)
		w.line.WriteString("________________________________")
		w.flush(false)
		return
	case "pre":
		if closing && w.pre > 0 {
			w.pre--
		} else if !closing {
			w.pre++
		}
	case "td", "th":
		w.space = w.line.Len() > 0
	}
	if !htmlBlockTags[name] {
		return
	}
	w.flush(false)
	if name == "blockquote" {
		if closing && w.depth > 0 {
			w.depth--
		} else if !closing && w.depth < 20 {
			w.depth++
		}
	}
}

// flush ends the current line. Without force an empty line is not written,
// so nested blocks make one line break, not several; <br> forces one.
func (w *htmlWriter) flush(force bool) {
	w.space = false
	if w.line.Len() == 0 && !force {
		return
	}
	w.breakLine()
}

// breakLine writes the current line with its quote prefix.
func (w *htmlWriter) breakLine() {
	if w.depth > 0 {
		w.b.WriteString(strings.Repeat(">", w.depth))
		w.b.WriteByte(' ')
	}
	w.b.WriteString(w.line.String())
	w.b.WriteByte('\n')
	w.line.Reset()
}

// String returns the text written so far, with leading and trailing blank
// lines trimmed.
func (w *htmlWriter) String() string {
	if w.line.Len() > 0 {
		w.breakLine()
	}
	return strings.Trim(w.b.String(), "\n")
}
