package parser

import (
	"io"
	"strings"

	"github.com/emersion/go-message"
)

// maxTextBytes bounds how much of one text part is read.
const maxTextBytes = 4 << 20

// maxDepth bounds how deeply nested multiparts are walked.
const maxDepth = 10

// body collects the first text/plain and text/html parts of a message.
type body struct {
	plain, html string
	hasPlain    bool
	hasHTML     bool
}

// bodyText returns the message text: the first non-blank text/plain part,
// else the first text/html part as text. Attachments and enclosed messages
// (message/rfc822) are not read.
func bodyText(e *message.Entity) string {
	var b body
	b.walk(e, 0)
	if strings.TrimFunc(b.plain, isSpace) != "" || !b.hasHTML {
		return b.plain
	}
	return HTMLToText(b.html)
}

// walk visits e and its parts depth-first. A broken part ends the walk
// with what was found so far.
func (b *body) walk(e *message.Entity, depth int) {
	if mr := e.MultipartReader(); mr != nil {
		if depth >= maxDepth {
			return
		}
		for !b.hasPlain {
			p, err := mr.NextPart()
			if p == nil || (err != nil && !isCharsetOrEncoding(err)) {
				return
			}
			b.walk(p, depth+1)
		}
		return
	}
	if disp, _, _ := e.Header.ContentDisposition(); strings.EqualFold(disp, "attachment") {
		return
	}
	mediaType, params, _ := e.Header.ContentType()
	switch mediaType {
	case "text/plain", "":
		if b.hasPlain {
			return
		}
		text := readText(e.Body)
		if strings.EqualFold(params["format"], "flowed") {
			text = decodeFlowed(text, strings.EqualFold(params["delsp"], "yes"))
		}
		if strings.TrimFunc(text, isSpace) == "" {
			return // an empty text/plain beside HTML is no body
		}
		b.plain, b.hasPlain = text, true
	case "text/html":
		if !b.hasHTML {
			b.html, b.hasHTML = readText(e.Body), true
		}
	}
}

// readText reads at most maxTextBytes of a decoded part as valid UTF-8
// with LF line ends. A read error keeps what was read before it.
func readText(r io.Reader) string {
	data, _ := io.ReadAll(io.LimitReader(r, maxTextBytes))
	s := strings.ToValidUTF8(string(data), "\uFFFD")
	s = strings.ReplaceAll(s, "\r\n", "\n")
	return strings.ReplaceAll(s, "\r", "\n")
}
