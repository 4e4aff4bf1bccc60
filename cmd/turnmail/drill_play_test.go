package main

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"turnmail/engine"
	"turnmail/mailer/mailbot"
)

// moderator is the moderators' address in every drill.
const moderator = "moderator@drill.example"

// drill plays games against the daemon by mail: it reads what the daemon
// sends into the SMTP sink and answers each question put to a seat with a
// random legal option from the mail, delivered to the referee's mailbox.
// It remembers every reply in the order the mailbox received it, so that
// the games can be replayed without the daemon afterwards.
type drill struct {
	t   *testing.T
	w   *mailWorld
	d   *serveProc
	rng *rand.Rand

	games    []*drillGame
	bySeat   map[string]seatRef // address → seat
	inbound  []inReply          // every reply, in the mailbox's order
	copies   map[string]int     // outgoing Message-ID → copies received
	read     int                // sink messages read so far
	answered map[string]int     // seat address → highest decision answered
	replies  int                // distinct replies delivered
	n        int
	stopped  bool // no new games

	// Extra, in [0,1): the share of replies delivered twice (the same
	// bytes, as a mail system may) and of questions answered twice with
	// different options (the second must be refused).
	Extra float64
	// Kinds are the games started, in turn, whenever a game ends.
	Kinds []string
	// Reject, when set, is an address whose mail the sink refuses.
	Reject string
}

type drillGame struct {
	slug, kind string
	seats      map[string]string // seat → address
	over       bool
}

type seatRef struct {
	game *drillGame
	seat string
}

// inReply is one reply the drill delivered.
type inReply struct {
	slug, seat, from, msgID, command string
	decision                         int
}

func newDrill(t *testing.T, w *mailWorld, d *serveProc, seed uint64) *drill {
	return &drill{t: t, w: w, d: d, rng: rand.New(rand.NewPCG(seed, seed^0x5eed)),
		bySeat: map[string]seatRef{}, copies: map[string]int{}, answered: map[string]int{},
		Kinds: []string{"risk-balance-of-power"}}
}

// newGame creates a game with `turnmail game new` beside the running
// daemon; seat addresses are unique to the game.
func (dr *drill) newGame(kind string) *drillGame {
	dr.t.Helper()
	g, err := engine.Lookup(kind)
	if err != nil {
		dr.t.Fatalf("engine.Lookup(%s) = %v", kind, err)
	}
	seats, err := g.Seats(nil)
	if err != nil {
		dr.t.Fatalf("Seats(%s) = %v", kind, err)
	}
	k := len(dr.games) + 1
	args := []string{"game", "new", "--game", kind, "--seed", strconv.FormatUint(dr.rng.Uint64()>>1, 10), "--actor", "drill"}
	dg := &drillGame{kind: kind, seats: map[string]string{}}
	for _, s := range seats {
		addr := fmt.Sprintf("%s-%d@players.example", strings.ToLower(s), k)
		dg.seats[s] = addr
		args = append(args, "--seat", s+"="+addr)
	}
	out, err := dr.d.cli(args...)
	if err != nil {
		dr.t.Fatal(err)
	}
	rest, ok := strings.CutPrefix(string(out), "created ")
	slug, _, _ := strings.Cut(rest, ";")
	if !ok || slug == "" {
		dr.t.Fatalf("turnmail game new printed %q, want \"created SLUG; …\"", out)
	}
	dg.slug = slug
	for s, addr := range dg.seats {
		dr.bySeat[addr] = seatRef{game: dg, seat: s}
	}
	dr.games = append(dr.games, dg)
	return dg
}

// play answers mail until want replies are delivered and the daemon has
// been killed kills times, or until nothing has moved for stall; it
// reports whether it reached both.
func (dr *drill) play(want, kills int, stall time.Duration) bool {
	dr.t.Helper()
	last := time.Now()
	for dr.replies < want || dr.d.killCount() < kills {
		if dr.step() > 0 {
			last = time.Now()
		} else if time.Since(last) > stall {
			dr.stopped = true
			return false
		} else {
			time.Sleep(20 * time.Millisecond)
		}
	}
	dr.stopped = true
	return true
}

// step reads the mail that arrived since the last step and answers it; it
// returns how many new messages were read.
func (dr *drill) step() int {
	dr.t.Helper()
	msgs := dr.w.sink.Messages()
	fresh := msgs[dr.read:]
	dr.read = len(msgs)
	for _, sm := range fresh {
		m, err := mailbot.Decode(sm.Raw)
		if err != nil {
			dr.t.Errorf("decode the daemon's mail to %v: %v", sm.To, err)
			continue
		}
		id := strings.Trim(m.MessageID, "<> ")
		if dr.copies[id]++; dr.copies[id] > 1 {
			continue // a duplicate: a player reads it once
		}
		ref, ok := dr.bySeat[strings.ToLower(m.To)]
		if !ok {
			continue
		}
		if m.GameOver() && !ref.game.over {
			ref.game.over = true
			if !dr.stopped {
				dr.newGame(dr.Kinds[len(dr.games)%len(dr.Kinds)])
			}
			continue
		}
		dr.answer(ref, m)
	}
	return len(fresh)
}

// answer replies to m when it asks something the seat has not answered.
func (dr *drill) answer(ref seatRef, m mailbot.Mail) {
	dr.t.Helper()
	opts := m.Options()
	dec, ok := replyDecision(m.ReplyTo)
	if len(opts) == 0 || !ok || dec <= dr.answered[m.To] {
		return
	}
	dr.answered[m.To] = dec
	raw := dr.send(ref, m, dec, opts[dr.rng.IntN(len(opts))])
	if dr.rng.Float64() < dr.Extra {
		dr.deliver(ref, raw) // the same mail delivered twice
	}
	if len(opts) > 1 && dr.rng.Float64() < dr.Extra {
		dr.send(ref, m, dec, opts[dr.rng.IntN(len(opts))]) // a second answer
	}
}

// send delivers a new reply to m and returns it.
func (dr *drill) send(ref seatRef, m mailbot.Mail, dec int, command string) []byte {
	dr.n++
	from := ref.game.seats[ref.seat]
	id := fmt.Sprintf("drill.%d.%s@players.example", dr.n, ref.game.slug)
	raw := fmt.Appendf(nil, "From: %s\r\nTo: %s\r\nSubject: Re: %s\r\nMessage-ID: <%s>\r\nIn-Reply-To: %s\r\n"+
		"Date: %s\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n%s\r\n\r\n> (quoted mail left out)\r\n",
		from, m.ReplyTo, m.Subject, id, m.MessageID, time.Now().UTC().Format(time.RFC1123Z), command)
	dr.inbound = append(dr.inbound, inReply{slug: ref.game.slug, seat: ref.seat, from: from, msgID: id, command: command, decision: dec})
	dr.replies++
	dr.deliver(ref, raw)
	return raw
}

func (dr *drill) deliver(ref seatRef, raw []byte) {
	dr.t.Helper()
	dr.w.deliver(dr.t, ref.game.seats[ref.seat], raw)
}

// replyDecision reads the decision number from a reply address
// games+SLUG.TOKEN.DECISION@domain.
func replyDecision(addr string) (int, bool) {
	local, _, _ := strings.Cut(addr, "@")
	_, tag, ok := strings.Cut(local, "+")
	if !ok {
		return 0, false
	}
	parts := strings.Split(tag, ".")
	n, err := strconv.Atoi(parts[len(parts)-1])
	return n, err == nil
}

// killer kills the daemon at random moments and starts it again, until
// stop is closed.
type killer struct {
	stop chan struct{}
	wg   sync.WaitGroup
}

// startKiller kills d every min..max (uniformly at random) and restarts it
// at once; at most limit kills (0: no limit).
func startKiller(d *serveProc, seed uint64, min, max time.Duration, limit int) *killer {
	k := &killer{stop: make(chan struct{})}
	rng := rand.New(rand.NewPCG(seed, 0x6b696c6c))
	k.wg.Add(1)
	go func() {
		defer k.wg.Done()
		for n := 0; limit == 0 || n < limit; n++ {
			wait := min + time.Duration(rng.Int64N(int64(max-min)+1))
			select {
			case <-k.stop:
				return
			case <-time.After(wait):
			}
			d.kill()
			d.start()
		}
	}()
	return k
}

func (k *killer) halt() {
	close(k.stop)
	k.wg.Wait()
}
