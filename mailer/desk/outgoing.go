package desk

import (
	"bytes"
	"crypto/rand"
	"encoding/base32"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/emersion/go-message/mail"
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

// newMessageID returns a fresh, unique Message-ID (without <>).
func newMessageID(domain string) string {
	var b [15]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("mailer: crypto/rand failed: " + err.Error())
	}
	id := strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b[:]))
	return "turnmail." + id + "@" + domain
}

// render builds the mail's bytes. Every header value passes clean first,
// so text that came from a player can never add a header.
func (o *outgoing) render(domain string) ([]byte, error) {
	if o.MessageID == "" {
		o.MessageID = newMessageID(domain)
	}
	var h mail.Header
	h.SetDate(o.Date)
	h.SetAddressList("From", []*mail.Address{{Name: clean(o.FromName), Address: clean(o.From)}})
	h.SetAddressList("To", []*mail.Address{{Address: clean(o.To)}})
	if o.ReplyTo != "" {
		h.SetAddressList("Reply-To", []*mail.Address{{Name: clean(o.FromName), Address: clean(o.ReplyTo)}})
	}
	h.SetSubject(clean(o.Subject))
	h.Set("Message-Id", "<"+cleanID(o.MessageID)+">")
	if id := cleanID(o.InReplyTo); id != "" {
		h.Set("In-Reply-To", "<"+id+">")
	}
	var refs []string
	for _, r := range o.Refs {
		if id := cleanID(r); id != "" {
			refs = append(refs, "<"+id+">")
		}
	}
	if len(refs) > 0 {
		h.Set("References", strings.Join(refs, " "))
	}
	h.Set("Auto-Submitted", o.Auto)
	h.Set("X-Auto-Response-Suppress", "All")
	h.Set("Precedence", "bulk")
	h.SetContentType("text/plain", map[string]string{"charset": "utf-8", "format": "fixed"})
	h.Set("Content-Transfer-Encoding", "quoted-printable")
	var buf bytes.Buffer
	// The header, and the body quoted-printable: a little more than the
	// text, rarely over a third more (RFC 2045 6.7).
	buf.Grow(1024 + len(o.Body) + len(o.Body)/3)
	w, err := mail.CreateSingleInlineWriter(&buf, h)
	if err != nil {
		return nil, fmt.Errorf("compose mail: %w", err)
	}
	if _, err := io.WriteString(w, strings.ReplaceAll(o.Body, "\n", "\r\n")); err != nil {
		return nil, fmt.Errorf("compose mail: %w", err)
	}
	if err := w.Close(); err != nil {
		return nil, fmt.Errorf("compose mail: %w", err)
	}
	return buf.Bytes(), nil
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
