package mailer

import (
	"context"
	"log/slog"
	"os"
	"testing"
	"time"

	"turnmail/mailer/desk"
	"turnmail/mailer/imapin"
	"turnmail/mailer/mailtest"
	"turnmail/parser"
	"turnmail/store"
)

// BenchmarkEndToEndMoves measures moves per second through the whole
// daemon: APPEND into imapmemserver, the watcher's IDLE wake-up, the desk,
// the outbox over SMTP into a sink, until the move's confirmation arrives.
func BenchmarkEndToEndMoves(b *testing.B) {
	t := &testing.T{}
	imapSrv := mailtest.IMAPServer(b, mailtest.User{Name: "games", Password: "secret"})
	sink := mailtest.SMTPSink(b)
	st, err := store.Open(context.Background(), b.TempDir()+"/turnmail.db")
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { st.Close() })
	f := newFixtureOn(st, desk.Config{PlusAddressing: true}, nil, benchLog())
	e := startE2EBench(b, f, imapin.Config{Addr: imapSrv.Addr, Username: "games", Password: "secret"}, sink)
	defer e.stop()
	f.newDuel(t, 1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		raw, ok := f.nextAnswer(b, i)
		if !ok {
			f.newDuel(t, uint64(i+2))
			raw, _ = f.nextAnswer(b, i)
		}
		b.StartTimer()
		imapSrv.Append(b, "games", "INBOX", raw)
		f.waitHandled(b, raw)
		for end := time.Now().Add(10 * time.Second); len(sink.Messages()) < f.outboxCount(b); {
			if time.Now().After(end) {
				b.Fatalf("move %d: %d of %d mails delivered after 10s", i, len(sink.Messages()), f.outboxCount(b))
			}
			time.Sleep(200 * time.Microsecond)
		}
	}
}

// nextAnswer is the reply of the first seat asked to its latest mail,
// choosing the first legal option.
func (f *fixture) nextAnswer(tb testing.TB, n int) ([]byte, bool) {
	tb.Helper()
	gv, err := f.desk.Show(context.Background(), f.slug, desk.AsModerator)
	if err != nil {
		tb.Fatal(err)
	}
	if len(gv.Pending) == 0 {
		return nil, false
	}
	p := gv.Pending[0]
	for _, s := range gv.Seats {
		if m, ok := latestTo(f.outbox(tb), s.Address); ok && s.Seat == p.Seat {
			return reply(s.Address, m, p.Options[0]), true
		}
	}
	tb.Fatalf("no mail to %s", p.Seat)
	return nil, false
}

// waitHandled waits until the desk has recorded the message.
func (f *fixture) waitHandled(tb testing.TB, raw []byte) {
	msg, err := parser.Parse(raw, parser.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	for end := time.Now().Add(10 * time.Second); ; {
		if time.Now().After(end) {
			tb.Fatalf("message %s not handled after 10s", msg.MessageID)
		}
		var n int
		err := f.st.View(context.Background(), func(tx *store.Tx) error {
			in, err := tx.InboundByMessageID(msg.MessageID)
			n = len(in)
			return err
		})
		if err != nil {
			tb.Fatal(err)
		}
		if n > 0 {
			return
		}
		time.Sleep(200 * time.Microsecond)
	}
}

func (f *fixture) outboxCount(tb testing.TB) int {
	n := 0
	err := f.st.View(context.Background(), func(tx *store.Tx) error {
		games, err := tx.Games()
		for _, g := range games {
			ms, err := tx.Outbox(g.ID)
			if err != nil {
				return err
			}
			n += len(ms)
		}
		return err
	})
	if err != nil {
		tb.Fatal(err)
	}
	return n
}

func startE2EBench(b *testing.B, f *fixture, in imapin.Config, sink *mailtest.Sink) *e2e {
	in.Security, in.PollInterval = "plain", time.Second
	svc, err := NewService(f.st, f.cfg, in, nil, "@every 1h", benchLog())
	if err != nil {
		b.Fatal(err)
	}
	svc.Desk = f.desk
	s, err := newSenderErr(sink)
	if err != nil {
		b.Fatal(err)
	}
	svc.Outbox = NewOutbox(f.desk, s)
	ctx, cancel := context.WithCancel(context.Background())
	e := &e2e{f: f, svc: svc, sink: sink, cancel: cancel, done: make(chan error, 1)}
	go func() { e.done <- svc.Run(ctx) }()
	return e
}

func benchLog() *slog.Logger {
	if os.Getenv("TURNMAIL_BENCH_LOG") != "" {
		return slog.New(slog.NewTextHandler(os.Stderr, nil))
	}
	return quietLog()
}
