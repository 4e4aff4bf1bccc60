package parser

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"mime"
	"regexp"
	"strings"
	"time"

	"github.com/emersion/go-message"
	_ "github.com/emersion/go-message/charset" // decodes ISO-8859-*, Windows-125x, GBK, GB18030, Big5, ...
	"github.com/emersion/go-message/mail"
)

// Options tell Parse who we are.
type Options struct {
	// Referee holds our own address(es), such as "games@club.example". Mail
	// from one of them is Automated ("own address"), and plus-addresses of
	// them carry the route.
	Referee []string
	// AuthServID is the authserv-id of our own receiving MTA; only
	// Authentication-Results headers with this id are trusted ("" trusts
	// none).
	AuthServID string
}

// Message is what the service needs to know about one received mail.
type Message struct {
	From       string    // sender address, lowercased (From header; "" if missing)
	FromName   string    // sender display name, decoded
	To         []string  // recipient addresses from To, Cc, Delivered-To, X-Original-To, lowercased, without duplicates
	Subject    string    // decoded
	MessageID  string    // without <>
	InReplyTo  []string  // without <>
	References []string  // without <>
	Date       time.Time // zero when missing or unreadable
	Route      Route     // where it is addressed; Route.Game == "" if none found
	Text       string    // the whole decoded text body (text/plain preferred, else HTML as text), UTF-8, LF line ends, format=flowed joined
	NewText    string    // only what the sender newly wrote (see StripReply)
	Lines      []string  // NewText's non-blank lines, trimmed
	Fixed      bool      // Text is a text/plain part without format=flowed, whose client may have broken long lines (see Wrapped)
	Automated  string    // "" for a human message; otherwise why not (see the package documentation)
	ReturnPath string    // the envelope sender the delivering server recorded (top-most Return-Path), lowercased; "" if none or null
	Auth       AuthVerdict
	Hash       string // hex SHA-256 of the raw bytes
}

// Parse reads one raw RFC 5322 message. It never panics. A message whose
// header cannot be read at all gives an error; anything else gives a best
// effort: an unknown charset leaves the text undecoded, a broken MIME
// structure keeps the text found so far, a malformed address or date leaves
// that field empty.
func Parse(raw []byte, opts Options) (msg *Message, err error) {
	defer func() {
		if r := recover(); r != nil {
			msg, err = nil, fmt.Errorf("parse message: internal error: %v", r)
		}
	}()
	return parse(raw, opts)
}

// errEmpty is returned for a message with no bytes but white space.
var errEmpty = errors.New("empty message")

// parse is Parse without the recover, so that fuzzing sees any panic.
func parse(raw []byte, opts Options) (*Message, error) {
	if len(bytes.TrimSpace(raw)) == 0 {
		return nil, fmt.Errorf("parse message: %w", errEmpty)
	}
	e, err := readEntity(raw)
	if err != nil {
		return nil, fmt.Errorf("parse message: %w", err)
	}
	sum := sha256.Sum256(raw)
	h := mail.Header{Header: e.Header}
	m := &Message{Hash: hex.EncodeToString(sum[:])}
	m.readHeader(&h)
	text, fixed := bodyText(e)
	m.Text, m.Fixed = plain(text), fixed
	m.NewText = StripReply(m.Text)
	m.Lines = nonBlankLines(m.NewText)
	m.Route = RouteFrom(m, opts.Referee)
	m.Automated = automatedReason(&h, m.From, m.Subject, opts.Referee)
	m.Auth = authVerdict(&h, opts.AuthServID, domainOf(m.From))
	return m, nil
}

// readEntity reads the message header. When a header line is malformed it
// retries once without the lines that are neither fields nor folded
// continuations; if no field is left, the input was no mail.
func readEntity(raw []byte) (*message.Entity, error) {
	e, err := message.Read(bytes.NewReader(raw))
	if err == nil || isCharsetOrEncoding(err) {
		return e, nil
	}
	e, err2 := message.Read(bytes.NewReader(sanitizeHeader(raw)))
	if (err2 == nil || isCharsetOrEncoding(err2)) && e.Header.Len() > 0 {
		return e, nil
	}
	return nil, fmt.Errorf("read header: %w", err)
}

// isCharsetOrEncoding reports whether err only says that a charset or
// transfer encoding is unknown; the entity is still usable then.
func isCharsetOrEncoding(err error) bool {
	return message.IsUnknownCharset(err) || message.IsUnknownEncoding(err)
}

// headerFieldPattern matches the start of a well-formed header field.
var headerFieldPattern = regexp.MustCompile(`^[!-9;-~]+[ \t]*:`)

// sanitizeHeader drops the header lines that are neither "Key: value" nor
// continuations, and a leading continuation line.
func sanitizeHeader(raw []byte) []byte {
	var out bytes.Buffer
	rest := raw
	first := true
	for len(rest) > 0 {
		line, tail, found := bytes.Cut(rest, []byte("\n"))
		rest = tail
		trimmed := bytes.TrimRight(line, "\r")
		if len(trimmed) == 0 {
			out.WriteString("\r\n")
			out.Write(rest)
			break
		}
		continuation := trimmed[0] == ' ' || trimmed[0] == '\t'
		if (continuation && !first) || headerFieldPattern.Match(trimmed) {
			out.Write(trimmed)
			out.WriteString("\r\n")
			first = false
		}
		if !found {
			out.WriteString("\r\n")
		}
	}
	return out.Bytes()
}

// readHeader fills the fields that come from the header.
func (m *Message) readHeader(h *mail.Header) {
	for _, key := range []string{"From", "To", "Cc", "Subject"} {
		if v := h.Get(key); strings.Contains(v, "?=") {
			if joined := joinEncodedWords(v); joined != v {
				h.Set(key, joined)
			}
		}
	}
	if from := addresses(h, "From"); len(from) > 0 {
		m.From, m.FromName = strings.ToLower(from[0].Address), plain(decodeQuotedWords(from[0].Name))
	}
	seen := map[string]bool{}
	for _, key := range []string{"To", "Cc"} {
		for _, a := range addresses(h, key) {
			m.To = appendAddress(m.To, seen, a.Address)
		}
	}
	for _, key := range []string{"Delivered-To", "X-Original-To"} {
		for _, v := range h.Values(key) {
			for _, a := range emailPattern.FindAllString(v, -1) {
				m.To = appendAddress(m.To, seen, a)
			}
		}
	}
	m.Subject = headerText(h, "Subject")
	m.MessageID = msgID(h)
	m.InReplyTo = msgIDList(h, "In-Reply-To")
	m.References = msgIDList(h, "References")
	if d, err := h.Date(); err == nil {
		m.Date = d
	}
	m.ReturnPath = returnPath(h)
}

// wordDecoder decodes RFC 2047 encoded words in any charset go-message knows.
var wordDecoder = mime.WordDecoder{CharsetReader: func(charset string, input io.Reader) (io.Reader, error) {
	if message.CharsetReader == nil {
		return nil, fmt.Errorf("decode charset %q: no charset reader", charset)
	}
	return message.CharsetReader(charset, input)
}}

// decodeQuotedWords decodes encoded words that a client wrongly put inside
// a quoted display name ("=?GBK?B?...?=" <x@y>), which RFC 2047 §5 forbids
// and go-message therefore leaves alone; Foxmail and others do it.
func decodeQuotedWords(name string) string {
	if !strings.Contains(name, "=?") {
		return name
	}
	if decoded, err := wordDecoder.DecodeHeader(name); err == nil {
		return strings.ToValidUTF8(decoded, "\uFFFD")
	}
	return name
}

// appendAddress appends addr lowercased unless it is empty or seen.
func appendAddress(list []string, seen map[string]bool, addr string) []string {
	addr = strings.ToLower(strings.Trim(addr, "<> \t"))
	if addr == "" || seen[addr] {
		return list
	}
	seen[addr] = true
	return append(list, addr)
}

// addresses parses an address list field; where it is malformed, the
// addresses found in its text are taken without names.
func addresses(h *mail.Header, key string) []*mail.Address {
	list, err := h.AddressList(key)
	if err == nil {
		return list
	}
	list = nil
	for _, a := range emailPattern.FindAllString(headerText(h, key), -1) {
		list = append(list, &mail.Address{Address: strings.Trim(a, ".,;:")})
	}
	return list
}

// headerText returns a field decoded from RFC 2047 encoded words, or as it
// stands where they cannot be decoded, on one line.
func headerText(h *mail.Header, key string) string {
	s, err := h.Text(key)
	if err != nil {
		s = h.Get(key)
	}
	return strings.TrimSpace(unfold(plain(strings.ToValidUTF8(s, "\uFFFD"))))
}

// msgIDPattern finds "<id>" message identifiers.
var msgIDPattern = regexp.MustCompile(`<([^<>\s]+)>`)

// msgID returns the Message-ID without <>.
func msgID(h *mail.Header) string {
	if id, err := h.MessageID(); err == nil && id != "" {
		return id
	}
	if ids := msgIDPattern.FindStringSubmatch(h.Get("Message-Id")); ids != nil {
		return ids[1]
	}
	return strings.Trim(strings.TrimSpace(h.Get("Message-Id")), "<>")
}

// msgIDList returns a list of message identifiers without <>.
func msgIDList(h *mail.Header, key string) []string {
	if ids, err := h.MsgIDList(key); err == nil {
		return ids
	}
	var ids []string
	for _, m := range msgIDPattern.FindAllStringSubmatch(h.Get(key), -1) {
		ids = append(ids, m[1])
	}
	return ids
}

// nonBlankLines returns the non-blank lines of text, trimmed.
func nonBlankLines(text string) []string {
	var lines []string
	for _, l := range strings.Split(text, "\n") {
		if l = strings.TrimFunc(l, isSpace); l != "" {
			lines = append(lines, l)
		}
	}
	return lines
}
