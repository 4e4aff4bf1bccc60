package parser

import (
	"bytes"
	"io"
	"strings"
	"unicode/utf8"

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
// else the first text/html part as text, with an inline OpenPGP signature
// taken apart. Attachments and enclosed messages (message/rfc822) are not
// read.
func bodyText(e *message.Entity) string {
	var b body
	b.walk(e, 0)
	if strings.TrimFunc(b.plain, isSpace) != "" || !b.hasHTML {
		return unwrapClearsigned(b.plain)
	}
	return unwrapClearsigned(HTMLToText(b.html))
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
		text := readText(e.Body, params["charset"])
		if strings.EqualFold(params["format"], "flowed") {
			text = decodeFlowed(text, strings.EqualFold(params["delsp"], "yes"))
		}
		if strings.TrimFunc(text, isSpace) == "" {
			return // an empty text/plain beside HTML is no body
		}
		b.plain, b.hasPlain = text, true
	case "text/html":
		if !b.hasHTML {
			b.html, b.hasHTML = readText(e.Body, params["charset"]), true
		}
	}
}

// readText reads at most maxTextBytes of a decoded part as valid UTF-8
// with LF line ends. A read error keeps what was read before it. charset
// is the part's charset parameter: where it is missing or says US-ASCII,
// go-message leaves the bytes as they came, and 8-bit bytes that are not
// UTF-8 are read as Windows-1252, the superset of ISO-8859-1 that old
// clients sent undeclared (RFC 2045 §5.2 would make them US-ASCII, which
// they cannot be). Invalid UTF-8 left after that becomes U+FFFD.
func readText(r io.Reader, charset string) string {
	data, _ := io.ReadAll(io.LimitReader(r, maxTextBytes))
	if !utf8.Valid(data) && isUndeclared(charset) {
		data = latin(data)
	}
	s := strings.ToValidUTF8(string(data), "\uFFFD")
	s = strings.ReplaceAll(s, "\r\n", "\n")
	return strings.ReplaceAll(s, "\r", "\n")
}

// isUndeclared reports whether a charset parameter leaves 8-bit bytes
// without a meaning: missing, or one of the names of US-ASCII.
func isUndeclared(charset string) bool {
	switch strings.ToLower(strings.TrimSpace(charset)) {
	case "", "us-ascii", "ascii", "us", "ansi_x3.4-1968", "iso646-us":
		return true
	}
	return false
}

// latin decodes data as Windows-1252; it returns data unchanged where no
// decoder is registered.
func latin(data []byte) []byte {
	if message.CharsetReader == nil {
		return data
	}
	r, err := message.CharsetReader("windows-1252", bytes.NewReader(data))
	if err != nil {
		return data
	}
	out, err := io.ReadAll(r)
	if err != nil {
		return data
	}
	return out
}
