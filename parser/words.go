package parser

import (
	"encoding/base64"
	"regexp"
	"strings"
)

// encodedWordRun matches RFC 2047 encoded words with the white space
// between them, which RFC 2047 §6.2 says to ignore.
var encodedWordRun = regexp.MustCompile(`=\?[^?\s]+\?[bBqQ]\?[^?\s]*\?=(?:[ \t\r\n]+=\?[^?\s]+\?[bBqQ]\?[^?\s]*\?=)+`)

// encodedWordPattern matches one encoded word: charset, encoding, text.
var encodedWordPattern = regexp.MustCompile(`=\?([^?\s]+)\?([bBqQ])\?([^?\s]*)\?=`)

// joinEncodedWords merges neighbouring encoded words of one charset into
// one "B" word. Clients fold a long field between the bytes of one
// character (a GBK or UTF-8 character split over two words), which a
// decoder that converts word by word turns into U+FFFD; RFC 2047 §5 forbids
// the split, but the bytes together are what the sender wrote.
func joinEncodedWords(value string) string {
	if !strings.Contains(value, "?=") {
		return value
	}
	return encodedWordRun.ReplaceAllStringFunc(value, func(run string) string {
		var out strings.Builder
		charset, data := "", []byte(nil)
		flush := func() {
			if charset != "" {
				out.WriteString("=?" + charset + "?B?" + base64.StdEncoding.EncodeToString(data) + "?=")
			}
		}
		for _, w := range encodedWordPattern.FindAllStringSubmatch(run, -1) {
			b, ok := wordBytes(w[2], w[3])
			if !ok {
				return run // leave a malformed run to the decoder as it stands
			}
			if !strings.EqualFold(w[1], charset) {
				flush()
				if charset != "" {
					out.WriteByte(' ')
				}
				charset, data = w[1], nil
			}
			data = append(data, b...)
		}
		flush()
		return out.String()
	})
}

// wordBytes decodes the text of one encoded word ("B": base64, padding
// optional; "Q": RFC 2047 §4.2).
func wordBytes(encoding, text string) ([]byte, bool) {
	if strings.EqualFold(encoding, "b") {
		b, err := base64.RawStdEncoding.DecodeString(strings.TrimRight(text, "="))
		return b, err == nil
	}
	var out []byte
	for i := 0; i < len(text); i++ {
		switch c := text[i]; {
		case c == '_':
			out = append(out, ' ')
		case c == '=' && i+2 < len(text) && isHex(text[i+1]) && isHex(text[i+2]):
			out = append(out, unhex(text[i+1])<<4|unhex(text[i+2]))
			i += 2
		case c == '=':
			return nil, false
		default:
			out = append(out, c)
		}
	}
	return out, true
}

func isHex(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

func unhex(c byte) byte {
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}
