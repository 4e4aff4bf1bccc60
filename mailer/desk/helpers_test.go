package desk

import (
	"context"
	"encoding/json"
	"flag"
	"io"
	"log/slog"
	"os"
	"testing"
	"time"

	"turnmail/engine"
	"turnmail/engine/enginetest"
	"turnmail/mailer/mailtest"
	"turnmail/store"
)

// TestMain registers the Duel and has every table the desk takes from
// its cache checked against the store (verifyKept), except when
// benchmarks run: they measure the desk as the daemon runs it.
func TestMain(m *testing.M) {
	engine.Register(enginetest.Duel)
	flag.Parse()
	verifyKept = flag.Lookup("test.bench").Value.String() == ""
	os.Exit(m.Run())
}

const referee = "games@club.example"

type sentMail = mailtest.Mail

type fixture struct {
	path  string // the database file
	st    *store.Store
	desk  *Desk
	clock *mailtest.Clock
	slug  string
	mails mailtest.Outbox
}

func quietLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func newFixture(t testing.TB, cfg Config) *fixture {
	t.Helper()
	path := t.TempDir() + "/turnmail.db"
	st, err := store.Open(context.Background(), path)
	if err != nil {
		t.Fatalf("store.Open: %v", err)
	}
	t.Cleanup(func() { st.Close() })
	if cfg.Referee == "" {
		cfg.Referee = referee
	}
	clock := mailtest.NewClock(time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC))
	return &fixture{path: path, st: st, clock: clock, desk: New(st, cfg, clock.Now, quietLog()), mails: mailtest.Outbox{St: st}}
}

// newDuel creates a Duel between north@a.example and south@b.example.
func (f *fixture) newDuel(t testing.TB, seed uint64) string {
	t.Helper()
	slug, err := f.desk.CreateGame(context.Background(), NewGame{Kind: "duel", Seed: seed, Actor: "test",
		Seats: []NewSeat{{Seat: "north", Address: "North@A.example", Name: "Nora"}, {Seat: "south", Address: "south@b.example"}}})
	if err != nil {
		t.Fatalf("CreateGame: %v", err)
	}
	f.slug = slug
	return slug
}

// outbox returns every mail the desk queued, oldest first.
func (f *fixture) outbox(t testing.TB) []sentMail { t.Helper(); return f.mails.All(t) }

func latestTo(ms []sentMail, addr string) (sentMail, bool) { return mailtest.LatestTo(ms, addr) }

func countKind(ms []sentMail, kind string) int { return mailtest.CountKind(ms, kind) }

func legalOptions(body string) []string { return mailtest.LegalOptions(body) }

func decodeMail(t testing.TB, raw []byte) sentMail { t.Helper(); return mailtest.Decode(t, raw) }

// reply writes a player's reply to m.
func reply(from string, m sentMail, text string) []byte {
	return mailtest.Reply(from, m, text, referee)
}

func (f *fixture) handle(t *testing.T, raw []byte) Outcome {
	t.Helper()
	out, err := f.desk.Handle(context.Background(), raw, Source{Mailbox: "INBOX"})
	if err != nil {
		t.Fatalf("Handle: %v", err)
	}
	return out
}

func (f *fixture) moves(t testing.TB) []store.Move {
	t.Helper()
	return mailtest.Moves(t, f.st, f.slug)
}

func engineConfig(g *store.Game, seats []string) engine.Config {
	return engine.Config{Options: g.Options, Seats: seats, Seed: g.Seed}
}

// outboxRows returns the stored outbox rows of the fixture's game.
func (f *fixture) outboxRows(t testing.TB) []store.OutMail {
	t.Helper()
	var outbox []store.OutMail
	if err := f.st.View(context.Background(), func(tx *store.Tx) error {
		g, err := tx.GameBySlug(f.slug)
		if err != nil {
			return err
		}
		outbox, err = tx.Outbox(g.ID)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return outbox
}

// exportLoader returns a function that decodes a fresh Export from raw
// each time, so each tampering starts from the honest log.
func exportLoader(t testing.TB, raw []byte) func() *Export {
	return func() *Export {
		t.Helper()
		var y Export
		if err := json.Unmarshal(raw, &y); err != nil {
			t.Fatal(err)
		}
		return &y
	}
}
