package desk

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-message/mail"
)

// renderWithGoMessage is how render built a mail before it wrote the
// bytes itself: with go-message's header and single inline writer.
// render must give the same bytes.
func (o *outgoing) renderWithGoMessage() ([]byte, error) {
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
	w, err := mail.CreateSingleInlineWriter(&buf, h)
	if err != nil {
		return nil, err
	}
	if _, err := io.WriteString(w, strings.ReplaceAll(o.Body, "\n", "\r\n")); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// sameAsGoMessage fails t when render and renderWithGoMessage give other
// bytes for o.
func sameAsGoMessage(t *testing.T, o outgoing) {
	t.Helper()
	if o.MessageID == "" {
		o.MessageID = "turnmail.fixed@club.example"
	}
	want, werr := o.renderWithGoMessage()
	got, err := o.render("club.example")
	if (err != nil) != (werr != nil) {
		t.Fatalf("render(%+v) error = %v, go-message's = %v", o, err, werr)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("render(%+v) =\n%q\ngo-message wrote\n%q", o, got, want)
	}
}

func TestRenderIsGoMessages(t *testing.T) {
	base := outgoing{From: "games@club.example", FromName: "turnmail", To: "north@a.example",
		ReplyTo: "games+duel-1.k7f3q9.4@club.example", Subject: "[duel-1 #4] Duel: north, your turn",
		Body: "Hello Ada,\nyour move.\n\n-- \nturnmail\n", Date: time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC),
		Auto: "auto-generated"}
	long := strings.Repeat("word ", 40)
	for _, tt := range []struct {
		name string
		edit func(o *outgoing)
	}{
		{"turn mail", func(o *outgoing) {}},
		{"no reply-to", func(o *outgoing) { o.ReplyTo = "" }},
		{"answer in a thread", func(o *outgoing) {
			o.InReplyTo, o.Refs, o.Auto = "reply-7@player.example", []string{"turnmail.duel-1.north@club.example", "<reply-7@player.example>"}, "auto-replied"
		}},
		{"references to fold", func(o *outgoing) {
			for i := range 12 {
				o.Refs = append(o.Refs, strings.Repeat("r", i+20)+"@player.example")
			}
		}},
		{"a reference too long to fold", func(o *outgoing) { o.Refs = []string{strings.Repeat("x", 240) + "@y", "a@b"} }},
		{"ids that are dropped", func(o *outgoing) { o.InReplyTo, o.Refs = "a b@c", []string{"<>", "é@x", ""} }},
		{"long ascii subject", func(o *outgoing) { o.Subject = long }},
		{"long subject without spaces", func(o *outgoing) { o.Subject = strings.Repeat("x", 300) }},
		{"non-ascii subject", func(o *outgoing) { o.Subject = "Re: [ts-3 #12] Twilight Struggle — Zug der UdSSR " + long }},
		{"subject with control characters", func(o *outgoing) { o.Subject = "a\r\nBcc: x@y\tz\x00" }},
		{"quoted-printable subject chars", func(o *outgoing) { o.Subject = "=?utf-8?q?x?= _ ? =" }},
		{"name to quote", func(o *outgoing) { o.FromName = `Referee "Bob", Ltd.` }},
		{"non-ascii name", func(o *outgoing) { o.FromName = "Schiedsrichter Müller " + long }},
		{"empty name", func(o *outgoing) { o.FromName = "" }},
		{"no date", func(o *outgoing) { o.Date = time.Time{} }},
		{"date with an offset", func(o *outgoing) { o.Date = time.Date(2026, 3, 29, 2, 30, 0, 0, time.FixedZone("CEST", 7200)) }},
		{"empty body", func(o *outgoing) { o.Body = "" }},
		{"body to encode", func(o *outgoing) {
			o.Body = "trailing space \ntab\t\n=equals= \r\nlong " + strings.Repeat("ü", 60) + "\n" + strings.Repeat("y", 200) + "\nno newline at the end"
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			o := base
			tt.edit(&o)
			sameAsGoMessage(t, o)
		})
	}
}

func FuzzRenderIsGoMessages(f *testing.F) {
	f.Add("turnmail", "[duel-1 #4] Duel: north, your turn", "reply-7@player.example", "a@b c@d", "Hello,\n\n-- \nbye\n")
	f.Add("Müller, \"Bob\"", strings.Repeat("Zug der UdSSR ", 9), "", strings.Repeat("r@x ", 30), "é\r\n \t=\n")
	f.Fuzz(func(t *testing.T, name, subject, inReplyTo, refs, body string) {
		o := outgoing{From: "games@club.example", FromName: name, To: "north@a.example", ReplyTo: "games+x@club.example",
			Subject: subject, InReplyTo: inReplyTo, Refs: strings.Fields(refs), Body: body,
			Date: time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC), Auto: "auto-replied", MessageID: "m@club.example"}
		sameAsGoMessage(t, o)
	})
}

// Message-IDs ascend with the time they are made at, so that the
// outbox's unique index takes each at its end; made at the same
// millisecond they still differ; each is a valid msg-id (RFC 5322 3.6.4)
// that mail.Header reads back.
func TestMessageIDsAscendWithTime(t *testing.T) {
	at := time.Date(2026, 12, 2, 3, 0, 0, 0, time.UTC)
	seen := map[string]bool{}
	prev := ""
	for i := range 2000 {
		when := at.Add(time.Duration(i/4) * 1500 * time.Microsecond) // four ids a millisecond or so
		id := messageIDAt("club.example", when)
		if seen[id] {
			t.Fatalf("id %d = %s, made before", i, id)
		}
		seen[id] = true
		local, _, _ := strings.Cut(id, "@")
		if i%4 == 0 && prev != "" && local <= prev {
			t.Fatalf("id at %s = %s, not after the one a millisecond before (%s)", when, local, prev)
		}
		if i%4 == 3 {
			prev = local
		}
		var h mail.Header
		h.Set("Message-Id", "<"+id+">")
		if got, err := h.MessageID(); err != nil || got != id {
			t.Fatalf("Message-Id <%s> reads back as %q, %v", id, got, err)
		}
	}
}
