package desk

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/binary"
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"turnmail/engine"
	"turnmail/engine/enginetest"
	"turnmail/parser"
	"turnmail/store"
)

// nextAnswer builds a player's mail answering the first pending prompt of
// the fixture's game with its first option, addressed as a reply would be.
func (f *fixture) nextAnswer(tb testing.TB, n int) ([]byte, bool) {
	tb.Helper()
	ctx := context.Background()
	gv, err := f.desk.Show(ctx, f.slug, AsModerator)
	if err != nil {
		tb.Fatal(err)
	}
	if len(gv.Pending) == 0 {
		return nil, false
	}
	p := gv.Pending[0]
	var seat store.Seat
	for _, s := range gv.Seats {
		if s.Seat == p.Seat {
			seat = s
		}
	}
	to := parser.PlusAddress(referee, parser.Route{Game: f.slug, Token: seat.Token, Decision: p.Decision})
	raw := fmt.Sprintf("From: <%s>\r\nTo: <%s>\r\nSubject: Re: [%s #%d] Your turn\r\nMessage-ID: <bench-%d-%d@player.example>\r\n"+
		"Date: Sun, 29 Nov 2026 12:00:00 +0000\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n%s\r\n\r\nOn Sunday, turnmail wrote:\r\n> Your turn\r\n",
		seat.Address, to, f.slug, p.Decision, n, time.Now().UnixNano(), p.Options[0])
	return []byte(raw), true
}

// BenchmarkDeskMove measures one move through the desk — parse,
// authenticate, apply, commit with snapshot, ledger and queued replies —
// on a file-backed SQLite database with synchronous=FULL.
func BenchmarkDeskMove(b *testing.B) {
	f := newFixture(&testing.T{}, Config{PlusAddressing: true})
	b.Cleanup(func() { f.st.Close() })
	benchDesk(b, f, func(seed uint64) { f.newDuel(&testing.T{}, seed) }, f.nextAnswer)
}

// benchDesk times Handle on the mails next builds, one per iteration,
// starting a new game with newGame whenever the current one has nothing
// left to ask. Building the mail is not timed.
func benchDesk(b *testing.B, f *fixture, newGame func(seed uint64), next func(testing.TB, int) ([]byte, bool)) {
	newGame(1)
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		raw, ok := next(b, i)
		if !ok {
			newGame(uint64(i + 2))
			raw, _ = next(b, i)
		}
		b.StartTimer()
		out, err := f.desk.Handle(ctx, raw, Source{Mailbox: "INBOX"})
		if err != nil || out != Applied {
			b.Fatalf("Handle = %s, %v", out, err)
		}
	}
}

// newTwilight returns a function that starts a Twilight Struggle game.
func (f *fixture) newTwilight(tb testing.TB) func(seed uint64) {
	return func(seed uint64) {
		slug, err := f.desk.CreateGame(context.Background(), NewGame{Kind: "twilight-struggle", Seed: seed,
			Seats: []NewSeat{{Seat: "USSR", Address: "ussr@a.example"}, {Seat: "US", Address: "us@b.example"}}})
		if err != nil {
			tb.Fatal(err)
		}
		f.slug = slug
	}
}

// BenchmarkDeskMoveTwilight measures one Twilight Struggle mail (one step
// of an action round, or a whole setup placement) through the desk on a
// file-backed database: parse, authenticate, load the snapshot, apply,
// commit with replies rendered for both players.
func BenchmarkDeskMoveTwilight(b *testing.B) {
	f := newFixture(&testing.T{}, Config{PlusAddressing: true})
	b.Cleanup(func() { f.st.Close() })
	benchDesk(b, f, f.newTwilight(b), f.nextAnswer)
}

// BenchmarkDeskActionRoundTwilight measures one whole Twilight Struggle
// turn of one player — the card play and every follow-up choice the same
// player must make — sent as one mail through the desk, as the engine
// contract allows (engine.Prompt: one line may chain several steps).
func BenchmarkDeskActionRoundTwilight(b *testing.B) {
	f := newFixture(&testing.T{}, Config{PlusAddressing: true})
	b.Cleanup(func() { f.st.Close() })
	lines := 0
	benchDesk(b, f, f.newTwilight(b), func(tb testing.TB, i int) ([]byte, bool) {
		raw, n := f.wholeTurn(tb, i)
		lines += n
		return raw, raw != nil
	})
	b.ReportMetric(float64(lines)/float64(b.N), "lines/mail")
}

// wholeTurn builds one mail with every step the first asked seat can take
// before someone else must answer, choosing the first option each time.
func (f *fixture) wholeTurn(tb testing.TB, n int) ([]byte, int) {
	var st engine.State
	var seats []store.Seat
	var ps []engine.Prompt
	err := f.st.View(context.Background(), func(tx *store.Tx) error {
		tbl, err := f.desk.loadTable(tx, f.slug)
		if err != nil {
			return err
		}
		seats, ps = tbl.seats, tbl.pending()
		st, err = tbl.clone()
		return err
	})
	if err != nil {
		tb.Fatal(err)
	}
	if len(ps) == 0 {
		return nil, 0
	}
	seat, decision := ps[0].Seat, ps[0].Decision
	var lines []string
	for len(lines) < 50 {
		p, ok := prompts(st)[seat]
		if !ok || (len(st.Pending()) > 1 && len(lines) > 0) {
			break
		}
		if _, err := st.Apply(seat, p.Options[0]); err != nil {
			tb.Fatal(err)
		}
		lines = append(lines, p.Options[0])
	}
	var token, addr string
	for _, s := range seats {
		if s.Seat == seat {
			token, addr = s.Token, s.Address
		}
	}
	to := parser.PlusAddress(referee, parser.Route{Game: f.slug, Token: token, Decision: decision})
	raw := fmt.Sprintf("From: <%s>\r\nTo: <%s>\r\nSubject: Re: [%s #%d]\r\nMessage-ID: <round-%d-%d@player.example>\r\n"+
		"Date: Sun, 29 Nov 2026 12:00:00 +0000\r\n\r\n%s\r\n", addr, to, f.slug, decision, n, time.Now().UnixNano(), strings.Join(lines, "\r\n"))
	return []byte(raw), len(lines)
}

// BenchmarkDeskVersusCommit sets the desk's moves per second beside the
// disk's own rate of one-row commits with synchronous=FULL, in the same
// database, interleaved, so that both meet the same disk at the same
// time: ratio is desk moves/s ÷ one-row commits/s (1 would be a desk
// that costs nothing but its commit). One mail goes through Handle at a
// time, as a lone reply does; with batch-N, N replies to N games go
// through HandleBatch in one transaction, as the watcher works the mail
// one scan finds together under load. desk-cpu-ms/move is the CPU time
// (user and system, the whole process) the desk took per move, which
// the machine's other load moves less than the rates.
func BenchmarkDeskVersusCommit(b *testing.B) {
	for _, g := range []struct {
		name    string
		newGame func(f *fixture) func(uint64)
	}{
		{"duel", func(f *fixture) func(uint64) { return func(seed uint64) { f.newDuel(&testing.T{}, seed) } }},
		{"twilight-struggle", func(f *fixture) func(uint64) { return f.newTwilight(&testing.T{}) }},
	} {
		for _, batch := range []int{1, 8} {
			name := g.name
			if batch > 1 {
				name = fmt.Sprintf("%s-batch-%d", g.name, batch)
			}
			b.Run(name, func(b *testing.B) {
				f := newFixture(&testing.T{}, Config{PlusAddressing: true})
				b.Cleanup(func() { f.st.Close() })
				benchVersusCommit(b, f, g.newGame(f), batch)
			})
		}
	}
}

// benchVersusCommit times the desk on batch games at once, one mail to
// each per iteration, beside a one-row commit per iteration.
func benchVersusCommit(b *testing.B, f *fixture, newGame func(uint64), batch int) {
	ctx := context.Background()
	games := newBenchGames(f, newGame, batch)
	var deskTime, deskCPU, commitTime time.Duration
	var deskEach, commitEach []time.Duration // per iteration, for the medians
	moves := 0
	for i := 0; b.Loop(); i++ {
		raws := games.next(b, i)
		start, cpu := time.Now(), enginetest.CPUTime()
		var outs []Outcome
		var err error
		if batch == 1 {
			var out Outcome
			out, err = f.desk.Handle(ctx, raws[0].Raw, raws[0].Source)
			outs = []Outcome{out}
		} else {
			outs, err = f.desk.HandleBatch(ctx, raws)
		}
		took := time.Since(start)
		deskTime += took
		deskEach = append(deskEach, took)
		deskCPU += enginetest.CPUTime() - cpu
		if err != nil {
			b.Fatalf("Handle = %v", err)
		}
		for _, out := range outs {
			if out != Applied {
				b.Fatalf("Handle = %s, want %s", out, Applied)
			}
		}
		moves += batch
		start = time.Now()
		if err := f.st.Update(ctx, func(tx *store.Tx) error { return tx.SetMailboxState("bench", 1, uint32(i)) }); err != nil {
			b.Fatal(err)
		}
		took = time.Since(start)
		commitTime += took
		commitEach = append(commitEach, took)
	}
	deskRate, commitRate := float64(moves)/deskTime.Seconds(), float64(b.N)/commitTime.Seconds()
	b.ReportMetric(deskRate, "desk-moves/s")
	b.ReportMetric(commitRate, "commits/s")
	b.ReportMetric(deskRate/commitRate, "ratio")
	// The same from the medians: an iteration's desk time per move
	// against a commit's. This disk's fsync has a long tail, which the
	// means above carry into either rate by chance; the medians do not.
	b.ReportMetric(float64(median(commitEach))*float64(batch)/float64(median(deskEach)), "ratio-p50")
	b.ReportMetric(deskCPU.Seconds()*1000/float64(moves), "desk-cpu-ms/move")
	b.ReportMetric(0, "ns/op")
}

// BenchmarkGrowthTwilight measures how much the database grows per
// Twilight Struggle move (one mail, as BenchmarkDeskMoveTwilight), by the
// size of a compact copy (store.Backup) before and after the moves: with
// the sent mail's text kept (its first 30 days), and after housekeeping
// cut it to headers (store.PruneSentMail).
func BenchmarkGrowthTwilight(b *testing.B) {
	ctx := context.Background()
	dir := b.TempDir()
	path := dir + "/turnmail.db"
	st, err := store.Open(ctx, path)
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	clock := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	f := &fixture{st: st, desk: New(st, Config{Referee: referee, PlusAddressing: true}, func() time.Time { return clock }, quietLog())}
	size := func(name string) int64 {
		b.Helper()
		dest := dir + "/" + name
		if err := store.Backup(ctx, path, dest); err != nil {
			b.Fatal(err)
		}
		fi, err := os.Stat(dest)
		if err != nil {
			b.Fatal(err)
		}
		return fi.Size()
	}
	f.newTwilight(b)(1)
	before := size("before.db")
	moves := 0
	for i := 0; b.Loop(); i++ {
		raw, ok := f.nextAnswer(b, i)
		if !ok { // halted at turn 4: a new game, as a club would start
			f.newTwilight(b)(uint64(i + 2))
			raw, _ = f.nextAnswer(b, i)
		}
		if out, err := f.desk.Handle(ctx, raw, Source{Mailbox: "INBOX"}); err != nil || out != Applied {
			b.Fatalf("Handle = %s, %v", out, err)
		}
		moves++
	}
	b.StopTimer()
	kept := size("kept.db")
	err = st.Update(ctx, func(tx *store.Tx) error {
		due, err := tx.DueOutbox(clock, 0)
		for _, m := range due {
			if err := tx.MarkSent(m.ID, clock); err != nil {
				return err
			}
		}
		if err != nil {
			return err
		}
		_, err = tx.PruneSentMail(clock.Add(time.Second), clock)
		return err
	})
	if err != nil {
		b.Fatal(err)
	}
	pruned := size("pruned.db")
	b.ReportMetric(float64(kept-before)/float64(moves), "bytes/move")
	b.ReportMetric(float64(pruned-before)/float64(moves), "pruned-bytes/move")
	b.ReportMetric(0, "ns/op")
}

// benchGames are the games a batch benchmark moves, one mail to each per
// iteration; a game that can go no further is replaced by a new one, as
// a club would start.
type benchGames struct {
	f       *fixture
	newGame func(seed uint64)
	seed    uint64
	slugs   []string
}

func newBenchGames(f *fixture, newGame func(uint64), n int) *benchGames {
	g := &benchGames{f: f, newGame: newGame, seed: 1, slugs: make([]string, n)}
	for i := range g.slugs {
		g.slugs[i] = g.start()
	}
	return g
}

func (g *benchGames) start() string {
	g.newGame(g.seed)
	g.seed++
	return g.f.slug
}

// next is iteration i's mails, one answering each game.
func (g *benchGames) next(b *testing.B, i int) []Raw {
	raws := make([]Raw, len(g.slugs))
	for j := range g.slugs {
		g.f.slug = g.slugs[j]
		n := i*len(g.slugs) + j
		raw, ok := g.f.nextAnswer(b, n)
		if !ok {
			g.slugs[j] = g.start()
			raw, _ = g.f.nextAnswer(b, n)
		}
		raws[j] = Raw{Raw: raw, Source: Source{Mailbox: "INBOX"}}
	}
	return raws
}

// median is the middle of ds (the upper middle for an even count).
func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2]
}

// BenchmarkBatchPages counts the pages a batch of 8 Twilight Struggle
// mails to 8 games writes to the WAL, which its commit writes and syncs
// (each costs the commit about as much as a statement on this disk),
// and names each page's owner, a table or an index (SQLite's dbstat):
// run with -v for the list. The WAL is checkpointed empty before each
// batch, so that it holds the batch's pages alone.
func BenchmarkBatchPages(b *testing.B) {
	ctx := context.Background()
	f := newFixture(&testing.T{}, Config{PlusAddressing: true})
	b.Cleanup(func() { f.st.Close() })
	games := newBenchGames(f, f.newTwilight(&testing.T{}), 8)
	db, err := sql.Open("sqlite", "file:"+f.path)
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	owners := map[string]int{}
	pages, batches := 0, 0
	for i := 0; b.Loop(); i++ {
		raws := games.next(b, i)
		if _, err := db.ExecContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)"); err != nil {
			b.Fatal(err)
		}
		if _, err := f.desk.HandleBatch(ctx, raws); err != nil {
			b.Fatal(err)
		}
		written, err := walPages(f.path + "-wal")
		if err != nil {
			b.Fatal(err)
		}
		named, err := pageOwners(ctx, db)
		if err != nil {
			b.Fatal(err)
		}
		for p := range written {
			owners[cmp.Or(named[p], "(free)")]++
		}
		pages += len(written)
		batches++
	}
	b.ReportMetric(float64(pages)/float64(batches), "pages/batch")
	b.ReportMetric(0, "ns/op")
	names := slices.SortedFunc(maps.Keys(owners), func(x, y string) int { return cmp.Or(owners[y]-owners[x], strings.Compare(x, y)) })
	for _, n := range names {
		b.Logf("%-30s %5.2f pages/batch", n, float64(owners[n])/float64(batches))
	}
}

// walPages returns the numbers of the pages whose frames a WAL file
// holds (sqlite.org/fileformat.html#wal_file_format: a 32-byte header,
// then frames of a 24-byte header, its page number first, and a page).
func walPages(path string) (map[uint32]bool, error) {
	wal, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(wal) < 32 {
		return nil, nil
	}
	size := int(binary.BigEndian.Uint32(wal[8:]))
	pages := map[uint32]bool{}
	for off := 32; off+24+size <= len(wal); off += 24 + size {
		pages[binary.BigEndian.Uint32(wal[off:])] = true
	}
	return pages, nil
}

// pageOwners names the table or index each page of the database belongs
// to.
func pageOwners(ctx context.Context, db *sql.DB) (map[uint32]string, error) {
	rows, err := db.QueryContext(ctx, "SELECT name, pageno FROM dbstat")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	owners := map[uint32]string{}
	for rows.Next() {
		var name string
		var page uint32
		if err := rows.Scan(&name, &page); err != nil {
			return nil, err
		}
		owners[page] = name
	}
	return owners, rows.Err()
}
