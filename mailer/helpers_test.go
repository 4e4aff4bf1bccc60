package mailer

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-message/mail"

	"turnmail/engine"
	"turnmail/engine/enginetest"
	"turnmail/mailer/mailbot"
	"turnmail/store"
)

func TestMain(m *testing.M) {
	engine.Register(enginetest.Duel)
	os.Exit(m.Run())
}

const referee = "games@club.example"

// fakeClock is a settable clock for the desk.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *fakeClock) Add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

type fixture struct {
	decoded map[int64]sentMail // outbox mails already decoded, by row id
	st      *store.Store
	desk    *Desk
	clock   *fakeClock
	slug    string
}

func quietLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func newFixture(t *testing.T, cfg Config) *fixture {
	t.Helper()
	st, err := store.Open(context.Background(), t.TempDir()+"/turnmail.db")
	if err != nil {
		t.Fatalf("store.Open: %v", err)
	}
	t.Cleanup(func() { st.Close() })
	if cfg.Referee == "" {
		cfg.Referee = referee
	}
	clock := &fakeClock{t: time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)}
	return &fixture{st: st, clock: clock, desk: NewDesk(st, cfg, clock.Now, quietLog())}
}

// newDuel creates a Duel between north@a.example and south@b.example.
func (f *fixture) newDuel(t *testing.T, seed uint64) string {
	t.Helper()
	slug, err := f.desk.CreateGame(context.Background(), NewGame{Kind: "duel", Seed: seed, Actor: "test",
		Seats: []NewSeat{{Seat: "north", Address: "North@A.example", Name: "Nora"}, {Seat: "south", Address: "south@b.example"}}})
	if err != nil {
		t.Fatalf("CreateGame: %v", err)
	}
	f.slug = slug
	return slug
}

// sentMail is one outbox mail, decoded.
type sentMail struct {
	ID        int64
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

func decodeMail(t testing.TB, raw []byte) sentMail {
	t.Helper()
	r, err := mail.CreateReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("read mail: %v", err)
	}
	m := sentMail{Raw: raw}
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

// outbox returns every mail the desk queued, oldest first.
func (f *fixture) outbox(t *testing.T) []sentMail {
	t.Helper()
	var out []sentMail
	err := f.st.View(context.Background(), func(tx *store.Tx) error {
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
				sm, ok := f.decoded[m.ID]
				if !ok {
					sm = decodeMail(t, m.Raw)
					sm.ID, sm.Kind = m.ID, m.Kind
					if f.decoded == nil {
						f.decoded = map[int64]sentMail{}
					}
					f.decoded[m.ID] = sm
				}
				out = append(out, sm)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatalf("read outbox: %v", err)
	}
	sortMails(out)
	return out
}

func sortMails(ms []sentMail) {
	for i := 1; i < len(ms); i++ {
		for j := i; j > 0 && ms[j].ID < ms[j-1].ID; j-- {
			ms[j], ms[j-1] = ms[j-1], ms[j]
		}
	}
}

// latestTo returns the newest mail to addr, optionally of one kind.
func latestTo(ms []sentMail, addr string) (sentMail, bool) {
	for i := len(ms) - 1; i >= 0; i-- {
		if strings.EqualFold(ms[i].To, addr) {
			return ms[i], true
		}
	}
	return sentMail{}, false
}

// legalOptions reads the "Legal options:" list of a mail body, as the
// demo's players do.
func legalOptions(body string) []string { return mailbot.Mail{Body: body}.Options() }

var replyCounter int

// reply writes a player's reply to m, as a mail client would: the new
// text first, then the quoted original.
func reply(from string, m sentMail, text string) []byte {
	replyCounter++
	to := m.ReplyTo
	if to == "" {
		to = referee
	}
	var b strings.Builder
	fmt.Fprintf(&b, "From: Player <%s>\r\nTo: %s\r\nSubject: Re: %s\r\n", from, to, m.Subject)
	fmt.Fprintf(&b, "Message-ID: <reply-%d-%d@player.example>\r\n", replyCounter, time.Now().UnixNano())
	fmt.Fprintf(&b, "In-Reply-To: <%s>\r\nReferences: %s <%s>\r\n", m.MessageID, m.Refs, m.MessageID)
	b.WriteString("Date: Sun, 29 Nov 2026 12:00:00 +0000\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n")
	b.WriteString(strings.ReplaceAll(text, "\n", "\r\n") + "\r\n\r\nOn Sun, 29 Nov 2026, turnmail wrote:\r\n")
	for _, l := range strings.Split(m.Body, "\n") {
		b.WriteString("> " + l + "\r\n")
	}
	return []byte(b.String())
}

func (f *fixture) handle(t *testing.T, raw []byte) Outcome {
	t.Helper()
	out, err := f.desk.Handle(context.Background(), raw, Source{Mailbox: "INBOX"})
	if err != nil {
		t.Fatalf("Handle: %v", err)
	}
	return out
}

func (f *fixture) moves(t *testing.T) []store.Move {
	t.Helper()
	var ms []store.Move
	err := f.st.View(context.Background(), func(tx *store.Tx) error {
		g, err := tx.GameBySlug(f.slug)
		if err != nil {
			return err
		}
		ms, err = tx.Moves(g.ID)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return ms
}

func engineConfig(g *store.Game, seats []string) engine.Config {
	return engine.Config{Options: g.Options, Seats: seats, Seed: g.Seed}
}
