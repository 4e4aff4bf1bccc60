package desk

import (
	"bytes"
	"cmp"
	"crypto/rand"
	"encoding/base32"
	"fmt"
	"io"
	"mime"
	"mime/quotedprintable"
	"net/mail"
	"strings"
	"time"
)

// outgoing is one mail before it is rendered to RFC 5322 bytes.
type outgoing struct {
	From      string // the referee's address
	FromName  string
	To        string
	ReplyTo   string // "" for none
	Subject   string
	InReplyTo string   // message id without <>, "" for none
	Refs      []string // message ids without <>
	Auto      string   // Auto-Submitted value: "auto-replied" or "auto-generated"
	Body      string
	Date      time.Time
	MessageID string // without <>; set by render when empty
}

// newMessageID returns a fresh, unique Message-ID (without <>): the
// time in milliseconds and 72 random bits, in an encoding that sorts as
// the bytes do (base32hex). Its ids ascend with time, so the outbox's
// unique index on them takes each new one at its end: a batch of mails
// writes one or two of the index's pages instead of one per mail, each
// a frame of the WAL its commit writes and syncs.
func newMessageID(domain string) string { return messageIDAt(domain, time.Now()) }

func messageIDAt(domain string, at time.Time) string {
	var b [15]byte
	ms := uint64(at.UnixMilli())
	for i := 5; i >= 0; i-- {
		b[i], ms = byte(ms), ms>>8
	}
	if _, err := rand.Read(b[6:]); err != nil {
		panic("mailer: crypto/rand failed: " + err.Error())
	}
	return "turnmail." + messageIDEncoding.EncodeToString(b[:]) + "@" + domain
}

var messageIDEncoding = base32.NewEncoding("0123456789abcdefghijklmnopqrstuv").WithPadding(base32.NoPadding)

// render builds the mail's bytes: a single text/plain part in UTF-8,
// quoted-printable (RFC 2045 6.7), the Subject in RFC 2047 encoded words
// where it needs them. Every header value passes clean first, so text
// that came from a player can never add a header.
//
// The bytes are the ones go-message's mail.CreateSingleInlineWriter
// wrote for the same fields, field for field and fold for fold
// (TestRenderIsGoMessages): the header fields in the same order,
// MIME-Version added, each folded as its textproto.WriteHeader folds.
// Only the building is cheaper: a mail is written straight into one
// buffer, without a header map and its copies.
func (o *outgoing) render(domain string) ([]byte, error) {
	if o.MessageID == "" {
		o.MessageID = newMessageID(domain)
	}
	var buf bytes.Buffer
	// The header, and the body quoted-printable: a little more than the
	// text, rarely over a third more (RFC 2045 6.7).
	buf.Grow(1024 + len(o.Body) + len(o.Body)/3)
	h := header{b: &buf}
	h.field("Mime-Version", "1.0")
	h.field("Content-Transfer-Encoding", "quoted-printable")
	h.field("Content-Type", "text/plain; charset=utf-8; format=fixed")
	h.field("Precedence", "bulk")
	h.field("X-Auto-Response-Suppress", "All")
	h.field("Auto-Submitted", o.Auto)
	var refs []string
	for _, r := range o.Refs {
		if id := cleanID(r); id != "" {
			refs = append(refs, "<"+id+">")
		}
	}
	if len(refs) > 0 {
		h.field("References", strings.Join(refs, " "))
	}
	if id := cleanID(o.InReplyTo); id != "" {
		h.field("In-Reply-To", "<"+id+">")
	}
	h.field("Message-Id", "<"+cleanID(o.MessageID)+">")
	h.field("Subject", mime.QEncoding.Encode("utf-8", clean(o.Subject)))
	if o.ReplyTo != "" {
		h.field("Reply-To", (&mail.Address{Name: clean(o.FromName), Address: clean(o.ReplyTo)}).String())
	}
	h.field("To", (&mail.Address{Address: clean(o.To)}).String())
	h.field("From", (&mail.Address{Name: clean(o.FromName), Address: clean(o.From)}).String())
	if !o.Date.IsZero() {
		h.field("Date", o.Date.Format("Mon, 02 Jan 2006 15:04:05 -0700"))
	}
	if h.err != nil {
		return nil, fmt.Errorf("compose mail: %w", h.err)
	}
	buf.WriteString("\r\n")
	w := quotedprintable.NewWriter(&buf)
	if _, err := io.WriteString(w, strings.ReplaceAll(o.Body, "\n", "\r\n")); err != nil {
		return nil, fmt.Errorf("compose mail: %w", err)
	}
	if err := w.Close(); err != nil {
		return nil, fmt.Errorf("compose mail: %w", err)
	}
	return buf.Bytes(), nil
}

// header writes header fields, each folded into lines of at most 76
// characters where it has whitespace to fold at (RFC 5322 2.2.3), and
// keeps the first error.
type header struct {
	b   *bytes.Buffer
	err error
}

// Header lines are folded at 76 characters when they can be without
// changing the value, else at 998 (RFC 5322 2.1.1).
const (
	preferredHeaderLen = 76
	maxHeaderLen       = 998
)

// field writes "key: value" and its line break, folding the value at
// whitespace: before the preferred length when a fold there keeps the
// value as it is, else before the longest line allowed.
func (h *header) field(key, value string) {
	if strings.ContainsAny(value, "\r\n") {
		h.err = cmp.Or(h.err, fmt.Errorf("header field %s holds a line break", key))
		return
	}
	h.b.WriteString(key)
	h.b.WriteString(": ")
	if value == "" {
		h.b.WriteString("\r\n")
		return
	}
	keyLen := len(key) + 2
	for first := true; len(value) > 0; first = false {
		if !first {
			keyLen = 0
		}
		line, fold, next, ok := foldLine(value, preferredHeaderLen-keyLen)
		if !ok {
			line, fold, next, _ = foldLine(value, maxHeaderLen-keyLen)
		}
		h.b.WriteString(line)
		h.b.WriteString(fold)
		value = next
	}
}

// foldLine cuts v before maxLen at the last space or tab: line is the
// part before the fold, fold what ends it ("\r\n" before the space or
// tab that goes on the next line, with a space of its own when none
// could be found) and next the rest. ok is false when the fold had to
// add a space, which would change the value.
func foldLine(v string, maxLen int) (line, fold, next string, ok bool) {
	foldBefore := maxLen + 1
	if foldBefore > len(v) {
		return v, "\r\n", "", true
	}
	at := strings.LastIndexAny(v[:foldBefore], " \t")
	switch {
	case at == 0: // the space the last fold left: it cannot fold again
		at = foldBefore - 1
	case at < 0:
		at = foldBefore - 2
	}
	if v[at] == ' ' || v[at] == '\t' {
		return v[:at], "\r\n", v[at:], true
	}
	return v[:at], "\r\n ", v[at:], false
}

// clean makes a header value safe: no line breaks, no control characters.
func clean(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return ' '
		}
		return r
	}, s)
}

// cleanID keeps a message id only if it is a plain id: printable ASCII
// without spaces or angle brackets. Anything else is dropped.
func cleanID(id string) string {
	id = strings.TrimSpace(strings.Trim(strings.TrimSpace(id), "<>"))
	if id == "" || len(id) > 250 {
		return ""
	}
	for _, r := range id {
		if r <= 0x20 || r >= 0x7f || r == '<' || r == '>' {
			return ""
		}
	}
	return id
}
