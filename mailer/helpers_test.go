package mailer

import (
	"context"
	"io"
	"log/slog"
	"os"
	"testing"
	"time"

	"turnmail/engine"
	"turnmail/engine/enginetest"
	_ "turnmail/engine/risk"
	_ "turnmail/engine/triumvirate"
	_ "turnmail/engine/twilight"
	"turnmail/mailer/desk"
	"turnmail/mailer/mailtest"
	"turnmail/store"
	"turnmail/templates"
)

func TestMain(m *testing.M) {
	engine.Register(enginetest.Duel)
	os.Exit(m.Run())
}

const referee = "games@club.example"

var players = map[string]string{"north": "north@a.example", "south": "south@b.example"}

const (
	kindConfirm  = templates.KindConfirm
	kindReminder = templates.KindReminder
	kindLate     = templates.KindLate
	kindNotice   = templates.KindNotice
)

type sentMail = mailtest.Mail

// fixture is a desk over a fresh store, on a settable clock, for the
// daemon's loops to work on.
type fixture struct {
	st    *store.Store
	cfg   desk.Config
	desk  *desk.Desk
	clock *mailtest.Clock
	slug  string
	mails mailtest.Outbox
}

func quietLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func newFixture(t *testing.T, cfg desk.Config) *fixture {
	t.Helper()
	st, err := store.Open(context.Background(), t.TempDir()+"/turnmail.db")
	if err != nil {
		t.Fatalf("store.Open: %v", err)
	}
	t.Cleanup(func() { st.Close() })
	return newFixtureOn(st, cfg, nil, quietLog())
}

// newFixtureOn returns a fixture over st; a nil now is the fixture's own
// settable clock.
func newFixtureOn(st *store.Store, cfg desk.Config, now func() time.Time, log *slog.Logger) *fixture {
	if cfg.Referee == "" {
		cfg.Referee = referee
	}
	f := &fixture{st: st, cfg: cfg, mails: mailtest.Outbox{St: st},
		clock: mailtest.NewClock(time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC))}
	if now == nil {
		now = f.clock.Now
	}
	f.desk = desk.New(st, cfg, now, log)
	return f
}

// newDuel creates a Duel between north@a.example and south@b.example.
func (f *fixture) newDuel(t testing.TB, seed uint64) string {
	t.Helper()
	slug, err := f.desk.CreateGame(context.Background(), desk.NewGame{Kind: "duel", Seed: seed, Actor: "test",
		Seats: []desk.NewSeat{{Seat: "north", Address: "North@A.example", Name: "Nora"}, {Seat: "south", Address: "south@b.example"}}})
	if err != nil {
		t.Fatalf("CreateGame: %v", err)
	}
	f.slug = slug
	return slug
}

func (f *fixture) outbox(t testing.TB) []sentMail { t.Helper(); return f.mails.All(t) }

func (f *fixture) moves(t testing.TB) []store.Move {
	t.Helper()
	return mailtest.Moves(t, f.st, f.slug)
}

func latestTo(ms []sentMail, addr string) (sentMail, bool) { return mailtest.LatestTo(ms, addr) }

func countKind(ms []sentMail, kind string) int { return mailtest.CountKind(ms, kind) }

func legalOptions(body string) []string { return mailtest.LegalOptions(body) }

func decodeMail(t testing.TB, raw []byte) sentMail { t.Helper(); return mailtest.Decode(t, raw) }

func reply(from string, m sentMail, text string) []byte {
	return mailtest.Reply(from, m, text, referee)
}
