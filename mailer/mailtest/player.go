package mailtest

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-message/mail"

	"turnmail/mailer/mailbot"
	"turnmail/store"
)

// Mail is one mail the referee queued, decoded as a player's mail client
// reads it.
type Mail struct {
	ID        int64 // the outbox row
	To        string
	Kind      string
	Subject   string
	ReplyTo   string
	MessageID string
	Refs      string
	Auto      string
	Body      string
	Raw       []byte
}

// Decode reads a mail's headers and its plain-text body.
func Decode(t testing.TB, raw []byte) Mail {
	t.Helper()
	r, err := mail.CreateReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("read mail: %v", err)
	}
	m := Mail{Raw: raw}
	m.Subject, _ = r.Header.Subject()
	if rt, _ := r.Header.AddressList("Reply-To"); len(rt) > 0 {
		m.ReplyTo = rt[0].Address
	}
	if to, _ := r.Header.AddressList("To"); len(to) > 0 {
		m.To = to[0].Address
	}
	m.MessageID, _ = r.Header.MessageID()
	m.Refs = r.Header.Get("References")
	m.Auto = r.Header.Get("Auto-Submitted")
	p, err := r.NextPart()
	if err != nil {
		t.Fatalf("read mail body: %v", err)
	}
	b, _ := io.ReadAll(p.Body)
	m.Body = strings.ReplaceAll(string(b), "\r\n", "\n")
	return m
}

// Outbox reads the mail a store's outbox holds, decoding each row once.
type Outbox struct {
	St      *store.Store
	decoded map[int64]Mail
}

// All returns every queued mail of every game (and of none), oldest first.
func (o *Outbox) All(t testing.TB) []Mail {
	t.Helper()
	var out []Mail
	err := o.St.View(context.Background(), func(tx *store.Tx) error {
		games, err := tx.Games()
		if err != nil {
			return err
		}
		ids := []int64{0}
		for _, g := range games {
			ids = append(ids, g.ID)
		}
		for _, id := range ids {
			ms, err := tx.Outbox(id)
			if err != nil {
				return err
			}
			for _, m := range ms {
				out = append(out, o.decode(t, m))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatalf("read outbox: %v", err)
	}
	slices.SortFunc(out, func(a, b Mail) int { return int(a.ID - b.ID) })
	return out
}

func (o *Outbox) decode(t testing.TB, row store.OutMail) Mail {
	if m, ok := o.decoded[row.ID]; ok {
		return m
	}
	m := Decode(t, row.Raw)
	m.ID, m.Kind = row.ID, row.Kind
	if o.decoded == nil {
		o.decoded = map[int64]Mail{}
	}
	o.decoded[row.ID] = m
	return m
}

// LatestTo returns the newest mail to addr.
func LatestTo(ms []Mail, addr string) (Mail, bool) {
	for i := len(ms) - 1; i >= 0; i-- {
		if strings.EqualFold(ms[i].To, addr) {
			return ms[i], true
		}
	}
	return Mail{}, false
}

// CountKind counts the mails of one kind.
func CountKind(ms []Mail, kind string) int {
	n := 0
	for _, m := range ms {
		if m.Kind == kind {
			n++
		}
	}
	return n
}

// LegalOptions reads the "Legal options:" list of a mail body, as the
// demo's players do.
func LegalOptions(body string) []string { return mailbot.Mail{Body: body}.Options() }

var replies struct {
	sync.Mutex
	n int
}

// Reply writes a player's reply to m, as a mail client would: the new
// text first, then the quoted original. A mail without Reply-To is
// answered to fallback.
func Reply(from string, m Mail, text, fallback string) []byte {
	replies.Lock()
	replies.n++
	n := replies.n
	replies.Unlock()
	to := m.ReplyTo
	if to == "" {
		to = fallback
	}
	var b strings.Builder
	fmt.Fprintf(&b, "From: Player <%s>\r\nTo: %s\r\nSubject: Re: %s\r\n", from, to, m.Subject)
	fmt.Fprintf(&b, "Message-ID: <reply-%d-%d@player.example>\r\n", n, time.Now().UnixNano())
	fmt.Fprintf(&b, "In-Reply-To: <%s>\r\nReferences: %s <%s>\r\n", m.MessageID, m.Refs, m.MessageID)
	b.WriteString("Date: Sun, 29 Nov 2026 12:00:00 +0000\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n")
	b.WriteString(strings.ReplaceAll(text, "\n", "\r\n") + "\r\n\r\nOn Sun, 29 Nov 2026, turnmail wrote:\r\n")
	for _, l := range strings.Split(m.Body, "\n") {
		b.WriteString("> " + l + "\r\n")
	}
	return []byte(b.String())
}

// Clock is a settable clock.
type Clock struct {
	mu sync.Mutex
	t  time.Time
}

// NewClock returns a clock that reads t until moved.
func NewClock(t time.Time) *Clock { return &Clock{t: t} }

// Now reads the clock.
func (c *Clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }

// Add moves the clock on by d.
func (c *Clock) Add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// Moves returns a game's move log.
func Moves(t testing.TB, st *store.Store, slug string) []store.Move {
	t.Helper()
	var ms []store.Move
	err := st.View(context.Background(), func(tx *store.Tx) error {
		g, err := tx.GameBySlug(slug)
		if err != nil {
			return err
		}
		ms, err = tx.Moves(g.ID)
		return err
	})
	if err != nil {
		t.Fatalf("read moves of %s: %v", slug, err)
	}
	return ms
}
