package parser

import (
	"bytes"
	"io"
	"regexp"
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
	flowed      bool // the first text/plain part is format=flowed
}

// bodyText returns the message text: the first non-blank text/plain part,
// else the first text/html part as text, with an inline OpenPGP signature
// taken apart. Attachments and enclosed messages (message/rfc822) are not
// read. fixed is true for a text/plain part without format=flowed (RFC
// 3676 §4: format=fixed), the one kind of text whose client may have
// broken its long lines with real line breaks.
func bodyText(e *message.Entity) (text string, fixed bool) {
	var b body
	b.walk(e, 0)
	if strings.TrimFunc(b.plain, isSpace) != "" || !b.hasHTML {
		return unwrapClearsigned(b.plain), !b.flowed
	}
	return unwrapClearsigned(HTMLToText(b.html)), false
}

// walk visits e and its parts depth-first, and the entity inside an opaque
// S/MIME signature (see signedContent). A broken part ends the walk with
// what was found so far. Once the text is found, the parts of a
// multipart/mixed that follow it are read on: its text/plain parts shown
// inline continue the text (RFC 2046 §5.1.3: the parts of a mixed
// multipart are in order), as iOS Mail sends text, photo and text.
func (b *body) walk(e *message.Entity, depth int) {
	if mr := e.MultipartReader(); mr != nil {
		if depth >= maxDepth {
			return
		}
		mediaType, _, _ := e.Header.ContentType()
		for {
			if b.hasPlain && mediaType != "multipart/mixed" {
				return
			}
			p, err := mr.NextPart()
			if p == nil || (err != nil && !isCharsetOrEncoding(err)) {
				return
			}
			if !b.hasPlain {
				b.walk(p, depth+1)
			} else if text, _, ok := inlinePlain(p); ok && !isFile(p) {
				if !strings.HasSuffix(b.plain, "\n") {
					b.plain += "\n"
				}
				b.plain += text
			}
		}
	}
	mediaType, _, _ := e.Header.ContentType()
	switch mediaType {
	case "application/pkcs7-mime", "application/x-pkcs7-mime":
		if depth >= maxDepth {
			return
		}
		if content, ok := signedContent(e.Body); ok {
			if inner, err := message.Read(bytes.NewReader(content)); err == nil || isCharsetOrEncoding(err) {
				b.walk(inner, depth+1)
			}
		}
	case "text/plain", "":
		if b.hasPlain {
			return
		}
		if text, flowed, ok := inlinePlain(e); ok {
			b.plain, b.hasPlain, b.flowed = text, true, flowed
		}
	case "text/html":
		if disp, _, _ := e.Header.ContentDisposition(); !b.hasHTML && !strings.EqualFold(disp, "attachment") {
			_, params, _ := e.Header.ContentType()
			b.html, b.hasHTML = readText(e.Body, params["charset"], true), true
		}
	}
}

// isFile reports whether a part names a file: a text file shown inline
// (Apple Mail shows .txt files so) does not continue the text.
func isFile(e *message.Entity) bool {
	_, params, _ := e.Header.ContentType()
	_, dispParams, _ := e.Header.ContentDisposition()
	return params["name"] != "" || dispParams["filename"] != ""
}

// inlinePlain reads e when it is a non-blank text/plain part that is not
// an attachment; flowed tells whether it was format=flowed.
func inlinePlain(e *message.Entity) (text string, flowed, ok bool) {
	mediaType, params, _ := e.Header.ContentType()
	if disp, _, _ := e.Header.ContentDisposition(); mediaType != "text/plain" && mediaType != "" || strings.EqualFold(disp, "attachment") {
		return "", false, false
	}
	text = readText(e.Body, params["charset"], false)
	if flowed = strings.EqualFold(params["format"], "flowed"); flowed {
		text = decodeFlowed(text, strings.EqualFold(params["delsp"], "yes"))
	}
	if strings.TrimFunc(text, isSpace) == "" {
		return "", false, false // an empty text/plain beside HTML is no body
	}
	return text, flowed, true
}

// readText reads at most maxTextBytes of a decoded part as valid UTF-8
// with LF line ends. A read error keeps what was read before it. charset
// is the part's charset parameter: where it is missing or says US-ASCII,
// go-message leaves the bytes as they came, and 8-bit bytes that are not
// UTF-8 are read in the charset an HTML part names in its <meta> element,
// else as Windows-1252, the superset of ISO-8859-1 that old clients sent
// undeclared (RFC 2045 §5.2 would make them US-ASCII, which they cannot
// be). Invalid UTF-8 left after that becomes U+FFFD.
func readText(r io.Reader, charset string, html bool) string {
	data, _ := io.ReadAll(io.LimitReader(r, maxTextBytes))
	if !utf8.Valid(data) && isUndeclared(charset) {
		meant := "windows-1252"
		if m := metaCharsetPattern.FindSubmatch(data[:min(len(data), 2048)]); html && m != nil {
			meant = string(m[1])
		}
		data = decodeAs(data, meant)
	}
	s := strings.ToValidUTF8(string(data), "\uFFFD")
	s = strings.ReplaceAll(s, "\r\n", "\n")
	return strings.ReplaceAll(s, "\r", "\n")
}

// metaCharsetPattern finds the charset an HTML document names:
// <meta charset="gb2312"> or <meta http-equiv="Content-Type"
// content="text/html; charset=gb2312">.
var metaCharsetPattern = regexp.MustCompile(`(?i)<meta[^>]*charset\s*=\s*["']?([a-z0-9._:-]+)`)

// isUndeclared reports whether a charset parameter leaves 8-bit bytes
// without a meaning: missing, or one of the names of US-ASCII.
func isUndeclared(charset string) bool {
	switch strings.ToLower(strings.TrimSpace(charset)) {
	case "", "us-ascii", "ascii", "us", "ansi_x3.4-1968", "iso646-us":
		return true
	}
	return false
}

// decodeAs decodes data from charset; it returns data unchanged where the
// charset is unknown or no decoder is registered.
func decodeAs(data []byte, charset string) []byte {
	if message.CharsetReader == nil {
		return data
	}
	r, err := message.CharsetReader(charset, bytes.NewReader(data))
	if err != nil {
		return data
	}
	out, err := io.ReadAll(r)
	if err != nil {
		return data
	}
	return out
}
