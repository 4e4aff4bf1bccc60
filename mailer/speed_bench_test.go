package mailer

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"turnmail/engine/enginetest"
	"turnmail/mailer/desk"
	"turnmail/mailer/imapin"
	"turnmail/mailer/mailtest"
	"turnmail/parser"
	"turnmail/store"
)

// mailServer is where the benchmarks' players deliver their replies:
// deliver hands one mail over and returns when the server has stored it;
// session, where set, opens a connection kept for many deliveries, as a
// mail server's delivery agent keeps one (Postfix's LMTP client caches
// its connections), for a goroutine of its own.
type mailServer struct {
	addr    string
	deliver func(raw []byte)
	session func() func(raw []byte) error
}

// mailServers are imapmemserver and, where it can run, Dovecot (which
// tells an idling client of new mail only after half a second).
var mailServers = []struct {
	name  string
	start func(b *testing.B) mailServer
}{
	{"imapmemserver", func(b *testing.B) mailServer {
		srv := mailtest.IMAPServer(b, mailtest.User{Name: "games", Password: "secret"})
		return mailServer{addr: srv.Addr, deliver: func(raw []byte) { srv.Append(b, "games", "INBOX", raw) }}
	}},
	{"dovecot", func(b *testing.B) mailServer {
		d := mailtest.Dovecot(b, mailtest.User{Name: "games", Password: "secret"})
		return mailServer{addr: d.Addr, deliver: func(raw []byte) { d.Deliver(b, "games", raw) },
			session: func() func([]byte) error {
				s := d.Session(b)
				return func(raw []byte) error { return s.Deliver("games", raw) }
			}}
	}},
}

// startDaemon runs the daemon's loops as serve wires them, with their
// default timers, on the real clock, against srv and sink.
func startDaemon(b *testing.B, srv mailServer, sink *mailtest.Sink) *fixture {
	st, err := store.Open(context.Background(), b.TempDir()+"/turnmail.db")
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { st.Close() })
	f := newFixtureOn(st, desk.Config{PlusAddressing: true}, time.Now, benchLog())
	s, err := newSenderErr(sink)
	if err != nil {
		b.Fatal(err)
	}
	in := imapin.Config{Addr: srv.addr, Security: "plain", Username: "games", Password: "secret"}
	svc, err := NewService(st, f.cfg, in, s, "@every 1h", benchLog())
	if err != nil {
		b.Fatal(err)
	}
	svc.Desk = f.desk
	svc.Outbox = NewOutbox(f.desk, s)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- svc.Run(ctx) }()
	b.Cleanup(func() { cancel(); <-done })
	return f
}

// BenchmarkArrivalToAnswer measures, one move at a time with a random
// pause between moves as in a game, the time from a reply's arrival in the
// IMAP mailbox (APPEND or LMTP delivery returned) to the referee's answer
// accepted by the SMTP server: the watcher, the desk's commit, the
// outbox's round. It reports p50 and p95 in milliseconds.
func BenchmarkArrivalToAnswer(b *testing.B) {
	for _, s := range mailServers {
		b.Run(s.name, func(b *testing.B) {
			srv := s.start(b)
			sink := mailtest.SMTPSink(b)
			f := startDaemon(b, srv, sink)
			f.newDuel(&testing.T{}, 1)
			seed := uint64(2)
			var lat []time.Duration
			for i := 0; b.Loop(); i++ {
				b.StopTimer() // what the loop times is the arrival
				raw, ok := f.nextAnswer(b, i)
				if !ok {
					f.newDuel(&testing.T{}, seed)
					seed++
					raw, _ = f.nextAnswer(b, i)
				}
				waitDelivered(b, f, sink)
				time.Sleep(rand.N(100 * time.Millisecond)) // out of step with the watcher's polling
				n := len(sink.Messages())
				b.StartTimer()
				srv.deliver(raw)
				arrived := time.Now()
				waitAnswer(b, sink, n, messageID(b, raw))
				lat = append(lat, time.Since(arrived))
			}
			reportQuantiles(b, lat)
		})
	}
}

// waitDelivered waits until every mail queued is accepted by the sink.
func waitDelivered(b *testing.B, f *fixture, sink *mailtest.Sink) {
	b.Helper()
	// The outbox is counted again only once the sink has caught up with
	// the last count: reading it is dearer than the sink's length.
	want := f.outboxCount(b)
	for end := time.Now().Add(30 * time.Second); ; {
		if sink.Len() >= want {
			if want = f.outboxCount(b); sink.Len() >= want {
				return
			}
		}
		if time.Now().After(end) {
			b.Fatalf("%d of %d mails delivered after 30s", sink.Len(), want)
		}
		time.Sleep(time.Millisecond)
	}
}

// waitAnswer waits for the sink's first message after the n-th that
// answers msgid.
func waitAnswer(b *testing.B, sink *mailtest.Sink, n int, msgid string) {
	b.Helper()
	for {
		ms := sink.Wait(b, n+1, 30*time.Second)
		for _, m := range ms[n:] {
			if bytes.Contains(m.Raw, []byte("In-Reply-To: <"+msgid+">")) {
				return
			}
		}
		n = len(ms)
	}
}

func messageID(b *testing.B, raw []byte) string {
	msg, err := parser.Parse(raw, parser.Options{})
	if err != nil {
		b.Fatal(err)
	}
	return msg.MessageID
}

func reportQuantiles(b *testing.B, lat []time.Duration) {
	slices.Sort(lat)
	ms := func(q float64) float64 { return float64(lat[int(q*float64(len(lat)-1))]) / float64(time.Millisecond) }
	b.ReportMetric(ms(0.50), "p50-ms")
	b.ReportMetric(ms(0.95), "p95-ms")
	b.ReportMetric(0, "ns/op")
}

// BenchmarkSustainedMoves measures moves per second end to end with 40
// games at once: each player answers every mail that asks them as soon
// as the SMTP sink accepts it, by delivering a reply into the IMAP
// mailbox. The replies go the way a club's mail server delivers them
// (courier): into imapmemserver by APPEND, into Dovecot over kept LMTP
// sessions side by side, no player waiting for another's delivery. It
// also reports the commits (fsyncs of the WAL) per move, counting
// everything the daemon committed: the desk, the outbox's rounds and the
// IMAP checkpoint; and the CPU time the process used per move and how
// many cores it had on average (enginetest.CPUTime).
func BenchmarkSustainedMoves(b *testing.B) {
	const games = 40
	for _, s := range mailServers {
		b.Run(s.name, func(b *testing.B) {
			srv := s.start(b)
			sink := mailtest.SMTPSink(b)
			f := startDaemon(b, srv, sink)
			p := newCrowd(f)
			for range games {
				p.newGame(b)
			}
			waitDelivered(b, f, sink)
			c := newCourier(srv, courierSessions)
			commits0, moves := f.st.Commits(), 0
			b.ResetTimer()
			cpu0, start := enginetest.CPUTime(), time.Now()
			for moves < b.N {
				n := p.answer(b, sink, c.send)
				moves += n
				if n == 0 {
					sink.Wait(b, p.read+1, 30*time.Second)
				}
			}
			c.drain(b)
			for _, raw := range c.last {
				f.waitHandled(b, raw)
			}
			waitDelivered(b, f, sink)
			elapsed, cpu := time.Since(start), enginetest.CPUTime()-cpu0
			b.StopTimer()
			// Each new game started to keep 40 running is one commit.
			commits := f.st.Commits() - commits0 - int64(p.created-games)
			applied := appliedMoves(b, f.st)
			b.ReportMetric(float64(applied)/elapsed.Seconds(), "moves/s")
			b.ReportMetric(float64(commits)/float64(applied), "commits/move")
			b.ReportMetric(float64(applied)/float64(moves), "applied/reply")
			b.ReportMetric(float64(cpu)/float64(time.Millisecond)/float64(applied), "cpu-ms/move")
			b.ReportMetric(float64(cpu)/float64(elapsed), "cores")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// courierSessions is how many kept sessions the courier delivers over:
// Postfix's default concurrency towards one destination is 20, a small
// club's server needs fewer.
const courierSessions = 8

// courier delivers the players' replies as a club's mail server would: a
// queue worked by a few kept sessions side by side, so that no player
// waits for another's delivery (a delivery that syncs to disk, as
// Dovecot's LMTP does, must not make the players the bottleneck). A
// server without sessions (imapmemserver, in process) takes each reply
// at once in the caller's goroutine.
type courier struct {
	srv   mailServer
	queue chan []byte
	wg    sync.WaitGroup
	mu    sync.Mutex
	errs  []error
	// last are the replies handed over last, at least as many as are
	// delivered side by side: the watcher works the mailbox in UID
	// order, so once these are handled every reply is.
	last [][]byte
}

func newCourier(srv mailServer, sessions int) *courier {
	c := &courier{srv: srv, queue: make(chan []byte, 4096)}
	if srv.session == nil {
		return c
	}
	for range sessions {
		deliver := srv.session()
		c.wg.Go(func() {
			for raw := range c.queue {
				if err := deliver(raw); err != nil {
					c.mu.Lock()
					c.errs = append(c.errs, err)
					c.mu.Unlock()
				}
			}
		})
	}
	return c
}

// send hands raw over for delivery.
func (c *courier) send(raw []byte) {
	if c.last = append(c.last, raw); len(c.last) > 2*courierSessions {
		c.last = c.last[1:]
	}
	if c.srv.session == nil {
		c.srv.deliver(raw)
		return
	}
	c.queue <- raw
}

// drain waits until every reply handed over is delivered.
func (c *courier) drain(b *testing.B) {
	b.Helper()
	close(c.queue)
	c.wg.Wait()
	if err := errors.Join(c.errs...); err != nil {
		b.Fatal(err)
	}
}

// appliedMoves counts the moves in every game's log.
func appliedMoves(b *testing.B, st *store.Store) int {
	n := 0
	err := st.View(context.Background(), func(tx *store.Tx) error {
		games, err := tx.Games()
		for _, g := range games {
			ms, err := tx.Moves(g.ID)
			if err != nil {
				return err
			}
			n += len(ms)
		}
		return err
	})
	if err != nil {
		b.Fatal(err)
	}
	return n
}

// crowd plays every seat of many games, each seat with its own
// address, answering the newest mail to it with its first legal option.
type crowd struct {
	f        *fixture
	created  int
	read     int                 // sink messages read
	latest   map[string]sentMail // by address
	answered map[string]bool     // Message-IDs answered
	games    map[string]string   // address → game slug
	seats    map[string][]string // slug → addresses
}

func newCrowd(f *fixture) *crowd {
	return &crowd{f: f, latest: map[string]sentMail{}, answered: map[string]bool{},
		games: map[string]string{}, seats: map[string][]string{}}
}

func (p *crowd) newGame(b *testing.B) {
	p.created++
	n := p.created
	north, south := fmt.Sprintf("north-%d@a.example", n), fmt.Sprintf("south-%d@b.example", n)
	slug, err := p.f.desk.CreateGame(context.Background(), desk.NewGame{Kind: "duel", Seed: uint64(n), Actor: "bench",
		Seats: []desk.NewSeat{{Seat: "north", Address: north}, {Seat: "south", Address: south}}})
	if err != nil {
		b.Fatal(err)
	}
	p.games[north], p.games[south], p.seats[slug] = slug, slug, []string{north, south}
}

// answer reads the sink's new mail and answers every seat asked; it
// starts a new game for each that ended. It returns the replies sent.
func (p *crowd) answer(b *testing.B, sink *mailtest.Sink, send func([]byte)) int {
	ms := sink.Since(p.read)
	for _, m := range ms {
		p.latest[m.To[0]] = decodeMail(b, m.Raw)
	}
	p.read += len(ms)
	n := 0
	for addr, m := range p.latest {
		if p.answered[m.MessageID] {
			continue
		}
		p.answered[m.MessageID] = true
		if strings.HasSuffix(m.Subject, ": Game over") {
			if addr == p.seats[p.games[addr]][0] {
				p.newGame(b)
			}
			continue
		}
		if opts := legalOptions(m.Body); len(opts) > 0 {
			send(reply(addr, m, opts[0]))
			n++
		}
	}
	return n
}
