package mailer

import (
	"context"
	"errors"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2"

	"turnmail/mailer/desk"
	"turnmail/mailer/imapin"
	"turnmail/mailer/mailtest"
)

// e2e is the daemon's loops running against real servers on loopback.
type e2e struct {
	f      *fixture
	svc    *Service
	sink   *mailtest.Sink
	cancel context.CancelFunc
	done   chan error
}

func startE2E(t *testing.T, f *fixture, in imapin.Config, sink *mailtest.Sink) *e2e {
	t.Helper()
	in.Security, in.PollInterval, in.IdleRestart = "plain", 200*time.Millisecond, 2*time.Second
	in.RetryMin, in.RetryMax = 50*time.Millisecond, 500*time.Millisecond
	svc, err := NewService(f.st, f.cfg, in, newSender(t, sink), "@every 1h", quietLog())
	if err != nil {
		t.Fatalf("NewService: %v", err)
	}
	svc.Desk = f.desk
	svc.Outbox = NewOutbox(f.desk, newSender(t, sink))
	svc.Outbox.Poll = 100 * time.Millisecond
	ctx, cancel := context.WithCancel(context.Background())
	e := &e2e{f: f, svc: svc, sink: sink, cancel: cancel, done: make(chan error, 1)}
	go func() { e.done <- svc.Run(ctx) }()
	t.Cleanup(e.stop)
	return e
}

func (e *e2e) stop() {
	if e.cancel != nil {
		e.cancel()
		<-e.done
		e.cancel = nil
	}
}

// playByMail answers, for every player, the newest mail that asks
// something, by delivering a reply into the referee's mailbox, until every
// player has had a game-over mail.
func (e *e2e) playByMail(t *testing.T, deliver func([]byte), seed uint64) int {
	t.Helper()
	return e.playSeatsByMail(t, players, deliver, seed)
}

func (e *e2e) playSeatsByMail(t *testing.T, addrs map[string]string, deliver func([]byte), seed uint64) int {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 2))
	answered := map[string]bool{}
	replies := 0
	var got []sentMail
	deadline := time.Now().Add(3 * time.Minute)
	for time.Now().Before(deadline) {
		for _, m := range e.sink.Messages()[len(got):] {
			got = append(got, decodeMail(t, m.Raw))
		}
		over := 0
		for _, seat := range sortedSeats(addrs) {
			m, ok := latestTo(got, addrs[seat])
			if !ok {
				continue
			}
			if strings.HasSuffix(m.Subject, ": Game over") {
				over++
				continue
			}
			opts := legalOptions(m.Body)
			if len(opts) == 0 || answered[m.MessageID] {
				continue
			}
			answered[m.MessageID] = true
			deliver(reply(addrs[seat], m, opts[rng.IntN(len(opts))]))
			replies++
		}
		if over == len(addrs) {
			return replies
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("the game did not end by mail within three minutes (%d replies sent)", replies)
	return replies
}

func sortedSeats(addrs map[string]string) []string {
	var seats []string
	for s := range addrs {
		seats = append(seats, s)
	}
	slices.Sort(seats)
	return seats
}

// TestThreePlayerTriumvirateByMailEndToEnd plays a whole game of Das Ende
// des Triumvirats between three random players over IMAP and SMTP.
func TestThreePlayerTriumvirateByMailEndToEnd(t *testing.T) {
	imapSrv := mailtest.IMAPServer(t, mailtest.User{Name: "games", Password: "secret"})
	sink := mailtest.SMTPSink(t)
	f := newFixture(t, desk.Config{PlusAddressing: false})
	e := startE2E(t, f, imapin.Config{Addr: imapSrv.Addr, Username: "games", Password: "secret"}, sink)
	addrs := map[string]string{"Caesar": "caesar@rome.example", "Pompeius": "pompeius@rome.example", "Crassus": "crassus@rome.example"}
	ng := desk.NewGame{Kind: "triumvirate", Seed: 3}
	for _, s := range []string{"Caesar", "Pompeius", "Crassus"} {
		ng.Seats = append(ng.Seats, desk.NewSeat{Seat: s, Address: addrs[s]})
	}
	slug, err := f.desk.CreateGame(context.Background(), ng)
	if err != nil {
		t.Fatal(err)
	}
	f.slug = slug
	replies := e.playSeatsByMail(t, addrs, func(raw []byte) { imapSrv.Append(t, "games", "INBOX", raw) }, 4)
	waitFor(t, "every reply to be handled", func() bool { return allSeen(t, imapSrv, "games") })
	if n := len(f.moves(t)); n != replies {
		t.Errorf("%d moves in the log for %d replies", n, replies)
	}
	gv, _ := f.desk.Show(context.Background(), slug, desk.AsPublic)
	if !gv.Outcome.Over {
		t.Errorf("the game is not over after every seat had a game-over mail")
	}
}

func TestEndToEndOverIMAPAndSMTP(t *testing.T) {
	imapSrv := mailtest.IMAPServer(t, mailtest.User{Name: "games", Password: "secret"})
	sink := mailtest.SMTPSink(t)
	f := newFixture(t, desk.Config{PlusAddressing: true, Moderators: []string{"mod@club.example"}})
	e := startE2E(t, f, imapin.Config{Addr: imapSrv.Addr, Username: "games", Password: "secret"}, sink)
	f.newDuel(t, 42)
	e.svc.Outbox.Kick()
	deliver := func(raw []byte) { imapSrv.Append(t, "games", "INBOX", raw) }
	replies := e.playByMail(t, deliver, 7)

	// An auto-reply and a spoofed mail arrive after the end: no answer to
	// either sender; the spoofed mail carried north's token, so north and
	// the moderator are told, once each.
	waitFor(t, "every queued mail to be delivered", func() bool { return len(sink.Messages()) == f.outboxCount(t) })
	before := len(sink.Messages())
	m, _ := latestTo(f.outbox(t), players["north"])
	deliver(append([]byte("Auto-Submitted: auto-replied\r\n"), reply(players["north"], m, "Out of office")...))
	deliver(reply("mallory@evil.example", m, "play 1"))
	waitFor(t, "the watcher to handle every message", func() bool { return allSeen(t, imapSrv, "games") })
	e.svc.Outbox.Kick()
	time.Sleep(300 * time.Millisecond)
	waitFor(t, "every queued mail to be delivered", func() bool { return len(sink.Messages()) == f.outboxCount(t) })
	got := map[string]int{}
	for _, m := range sink.Messages()[before:] {
		for _, to := range m.To {
			got[to]++
		}
	}
	if want := map[string]int{players["north"]: 1, "mod@club.example": 1}; !maps.Equal(got, want) {
		t.Errorf("after an auto-reply and a spoofed mail, mail went to %v, want %v", got, want)
	}
	if n := len(f.moves(t)); n != replies {
		t.Errorf("%d moves in the log for %d replies", n, replies)
	}
}

func TestEndToEndAgainstDovecot(t *testing.T) {
	dc := mailtest.Dovecot(t, mailtest.User{Name: "games", Password: "secret"})
	sink := mailtest.SMTPSink(t)
	f := newFixture(t, desk.Config{PlusAddressing: true})
	e := startE2E(t, f, imapin.Config{Addr: dc.Addr, Username: "games", Password: "secret", MoveTo: "Processed"}, sink)
	f.newDuel(t, 43)
	e.svc.Outbox.Kick()
	replies := e.playByMail(t, func(raw []byte) { dc.Deliver(t, "games", raw) }, 8)
	if n := len(f.moves(t)); n != replies {
		t.Errorf("%d moves in the log for %d replies", n, replies)
	}
}

func TestSameMessageDeliveredTwiceOverIMAPIsAppliedOnce(t *testing.T) {
	imapSrv := mailtest.IMAPServer(t, mailtest.User{Name: "games", Password: "secret"})
	sink := mailtest.SMTPSink(t)
	f := newFixture(t, desk.Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	raw := reply(players["north"], m, legalOptions(m.Body)[0])
	imapSrv.Append(t, "games", "INBOX", raw)
	imapSrv.Append(t, "games", "INBOX", raw)
	startE2E(t, f, imapin.Config{Addr: imapSrv.Addr, Username: "games", Password: "secret"}, sink)
	waitFor(t, "both copies to be handled", func() bool { return allSeen(t, imapSrv, "games") })
	if n := len(f.moves(t)); n != 1 {
		t.Errorf("%d moves from one message delivered twice, want 1", n)
	}
	if n := countKind(f.outbox(t), kindConfirm); n != 1 {
		t.Errorf("%d confirmations, want 1", n)
	}
}

func TestCrashBetweenCommitAndFlagNeitherLosesNorDoubles(t *testing.T) {
	imapSrv := mailtest.IMAPServer(t, mailtest.User{Name: "games", Password: "secret"})
	sink := mailtest.SMTPSink(t)
	f := newFixture(t, desk.Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	imapSrv.Append(t, "games", "INBOX", reply(players["north"], m, legalOptions(m.Body)[0]))

	// The first daemon commits the move and dies before it can flag the
	// message: its handler commits, then the process "ends".
	ctx, kill := context.WithCancel(context.Background())
	cfg := imapin.Config{Addr: imapSrv.Addr, Security: "plain", Username: "games", Password: "secret",
		PollInterval: 100 * time.Millisecond, RetryMin: 50 * time.Millisecond, RetryMax: 200 * time.Millisecond, Logger: quietLog()}
	w, err := imapin.New(cfg, func(ctx context.Context, d imapin.Delivery) error {
		if _, err := f.desk.Handle(ctx, d.Raw, desk.Source{Mailbox: d.Mailbox, UID: d.UID}); err != nil {
			return err
		}
		kill()
		return errors.New("killed after commit")
	}, Checkpoint{f.st})
	if err != nil {
		t.Fatal(err)
	}
	_ = w.Run(ctx)
	if allSeen(t, imapSrv, "games") {
		t.Fatal("the message was flagged although the daemon died before flagging")
	}
	if n := len(f.moves(t)); n != 1 {
		t.Fatalf("after the crash: %d moves, want 1", n)
	}

	// The restarted daemon sees the message again, knows it, flags it.
	startE2E(t, f, imapin.Config{Addr: imapSrv.Addr, Username: "games", Password: "secret"}, sink)
	waitFor(t, "the restarted daemon to flag the message", func() bool { return allSeen(t, imapSrv, "games") })
	if n := len(f.moves(t)); n != 1 {
		t.Errorf("after the restart: %d moves, want 1", n)
	}
	if n := countKind(f.outbox(t), kindConfirm); n != 1 {
		t.Errorf("after the restart: %d confirmations, want 1", n)
	}
	waitFor(t, "the queued mail to be delivered", func() bool { return len(sink.Messages()) == len(f.outbox(t)) })
}

func allSeen(t *testing.T, s *mailtest.IMAP, user string) bool {
	t.Helper()
	for _, m := range s.Snapshot(t, user, "INBOX") {
		if !m.HasFlag(imap.FlagSeen) {
			return false
		}
	}
	return true
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		if cond() {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("timed out waiting for %s", what)
}
