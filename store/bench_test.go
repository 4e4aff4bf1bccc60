package store

import (
	"errors"
	"fmt"
	"testing"
	"time"
)

// BenchmarkCommitMove measures the desk's commit of one applied move on a
// file database with synchronous=FULL: one Update with AppendMove,
// SaveSnapshot, RecordInbound and two Enqueue. It also reports how much the
// database grows per move.
func BenchmarkCommitMove(b *testing.B) {
	s, _ := openStore(b)
	g := createGame(b, s, "bench-1")
	state := make([]byte, 4096) // a mid-sized marshalled game state
	raw := make([]byte, 2048)   // a typical turn mail
	size0 := dbBytes(b, s)
	i := 0
	defer func() { b.ReportMetric(float64(dbBytes(b, s)-size0)/float64(i), "db-bytes/move") }()
	for b.Loop() {
		i++
		at := t0.Add(time.Duration(i) * time.Second)
		err := s.Update(b.Context(), func(tx *Tx) error {
			m := testMove(g.ID, "North", "play", at)
			if err := tx.AppendMove(m); err != nil {
				return err
			}
			if err := tx.SaveSnapshot(g.ID, m.Seq, state); err != nil {
				return err
			}
			if err := tx.RecordInbound(testInbound(fmt.Sprint("raw ", i), g.ID)); err != nil {
				return err
			}
			for _, to := range []string{"confirm", "turn"} {
				mail := testMail(fmt.Sprintf("%s-%d@club", to, i), g.ID, at)
				mail.Raw = raw
				if err := tx.Enqueue(mail); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			b.Fatalf("Update(commit move %d) = %v", i, err)
		}
	}
}

// BenchmarkSchedulerScan measures the clock's and the outbox worker's
// periodic read (DueReminders, DueLate, DueOutbox) on a store that has
// seen 10,000 decisions and 20,000 mails, of which a handful are open.
func BenchmarkSchedulerScan(b *testing.B) {
	s, _ := openStore(b)
	g := createGame(b, s, "bench-1")
	update(b, s, func(tx *Tx) error {
		for i := 1; i <= 10000; i++ {
			d := testDeadline(g.ID, []string{"North", "South"}[i%2], i)
			if err := tx.SetDeadline(d); err != nil {
				return err
			}
			if i <= 9990 {
				if err := tx.ResolveDeadlines(g.ID, d.Seat, t0); err != nil {
					return err
				}
			}
		}
		for i := range 20000 {
			m := testMail(fmt.Sprintf("%d@club", i), g.ID, t0)
			if err := tx.Enqueue(m); err != nil {
				return err
			}
			if i < 19990 {
				if err := tx.MarkSent(m.ID, t0); err != nil {
					return err
				}
			}
		}
		return nil
	})
	now := t0.Add(60 * time.Hour)
	for b.Loop() {
		err := s.View(b.Context(), func(tx *Tx) error {
			rs, err := tx.DueReminders(now)
			if err != nil || len(rs) != 10 {
				b.Fatalf("DueReminders = %d, %v, want 10", len(rs), err)
			}
			if _, err := tx.DueLate(now); err != nil {
				return err
			}
			ms, err := tx.DueOutbox(now, 100)
			if err != nil || len(ms) != 10 {
				b.Fatalf("DueOutbox = %d, %v, want 10", len(ms), err)
			}
			return nil
		})
		if err != nil {
			b.Fatalf("View = %v", err)
		}
	}
}

// dbBytes is the size of the database's pages in use.
func dbBytes(b *testing.B, s *Store) int64 {
	b.Helper()
	var pages, size int64
	if err := s.writer.conn.QueryRowContext(b.Context(), "PRAGMA page_count").Scan(&pages); err != nil {
		b.Fatal(err)
	}
	if err := s.writer.conn.QueryRowContext(b.Context(), "PRAGMA page_size").Scan(&size); err != nil {
		b.Fatal(err)
	}
	var free int64
	if err := s.writer.conn.QueryRowContext(b.Context(), "PRAGMA freelist_count").Scan(&free); err != nil {
		b.Fatal(err)
	}
	return (pages - free) * size
}

// BenchmarkDeskReads measures the reads the desk makes for every inbound
// mail before it decides anything (dedupe, game, seats, snapshot, open
// deadlines, mailbox position): CPU only, no fsync, so that the cost of
// compiling statements shows. Each round runs them once with the store's
// prepared statements and once compiling every statement afresh, and
// reports both times and their ratio.
func BenchmarkDeskReads(b *testing.B) {
	s, _ := openStore(b)
	g := createGame(b, s, "bench-1")
	update(b, s, func(tx *Tx) error {
		m := testMove(g.ID, "North", "play", t0)
		if err := tx.AppendMove(m); err != nil {
			return err
		}
		return tx.SaveSnapshot(g.ID, m.Seq, make([]byte, 4096))
	})
	hash := Hash([]byte("a mail not seen before"))
	reads := func() {
		err := s.View(b.Context(), func(tx *Tx) error {
			if _, err := tx.InboundByHash(hash); !errors.Is(err, ErrNotFound) {
				return fmt.Errorf("InboundByHash = %v, want ErrNotFound", err)
			}
			game, err := tx.GameBySlug("bench-1")
			if err != nil {
				return err
			}
			if _, err := tx.Seats(game.ID); err != nil {
				return err
			}
			if _, _, err := tx.LatestSnapshot(game.ID); err != nil {
				return err
			}
			if _, err := tx.OpenDeadlines(game.ID); err != nil {
				return err
			}
			_, _, err = tx.MailboxState("INBOX")
			return err
		})
		if err != nil {
			b.Fatalf("View = %v", err)
		}
	}
	cache := s.readStmts
	reads() // prepares the statements
	var prepared, compiled time.Duration
	for b.Loop() {
		s.readStmts = cache
		start := time.Now()
		reads()
		prepared += time.Since(start)
		s.readStmts = nil
		start = time.Now()
		reads()
		compiled += time.Since(start)
	}
	s.readStmts = cache
	n := float64(b.N)
	b.ReportMetric(float64(prepared.Microseconds())/n, "prepared-µs")
	b.ReportMetric(float64(compiled.Microseconds())/n, "compiled-µs")
	b.ReportMetric(float64(compiled)/float64(prepared), "speedup")
}

// BenchmarkAcrossGames runs the statements a move runs on its game's log,
// seats and chain, alternately for two games as a batch of mails to
// several games does, and for one game, and reports their ratio
// (across/same; about 1 is right). SQLite recompiles a statement whose
// plan looked at a bound value when that value changes: written
// `game_id = ?` these statements cost 3–7 times as much for another game
// as for the same one, so they are written `game_id = +?`, which the
// planner does not look into and which uses the same index.
func BenchmarkAcrossGames(b *testing.B) {
	s, _ := openStore(b)
	games := []*Game{createGame(b, s, "a-1"), createGame(b, s, "a-2")}
	run := func(tx *Tx, g *Game) error {
		if err := tx.AppendMove(testMove(g.ID, "North", "play", t0)); err != nil {
			return err
		}
		if _, err := tx.Seats(g.ID); err != nil {
			return err
		}
		if _, err := tx.MovesSinceLastBy(g.ID, "North"); err != nil {
			return err
		}
		_, err := tx.AppendLink(g.ID, `{}`)
		return err
	}
	var took [2]time.Duration
	for i := 0; b.Loop(); i++ {
		err := s.Update(b.Context(), func(tx *Tx) error {
			for across := range 2 {
				start := time.Now()
				for j := range 8 {
					if err := run(tx, games[j%(across+1)]); err != nil {
						return err
					}
				}
				took[across] += time.Since(start)
			}
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(took[1])/float64(took[0]), "across/same")
	b.ReportMetric(float64(took[1].Microseconds())/float64(8*b.N), "µs/move-across")
	b.ReportMetric(0, "ns/op")
}

// BenchmarkQueuedMail measures writing a transaction's outbox rows: n
// mails Enqueued one by one (one INSERT each) against the same n queued
// with Later and written together when the transaction settles
// (writeRows), in the same rounds, taking turns to go first. Each round
// is rolled back, so that no commit's fsync and no growing table moves
// the figures. A desk's batch of 8 Twilight Struggle moves queues about
// 11 mails.
func BenchmarkQueuedMail(b *testing.B) {
	rollback := errors.New("rolled back")
	raw := make([]byte, 2048) // a typical turn mail
	for _, n := range []int{1, 11, 40} {
		b.Run(fmt.Sprintf("mails-%d", n), func(b *testing.B) {
			s, _ := openStore(b)
			g := createGame(b, s, "bench-1")
			mails := make([]*OutMail, n)
			for i := range mails {
				mails[i] = testMail(fmt.Sprintf("m-%d@club", i), g.ID, t0)
				mails[i].Raw = raw
			}
			var took [2]time.Duration // one by one, together
			for i := 0; b.Loop(); i++ {
				for k := range 2 {
					together := (i + k) % 2 // each goes first in every other round
					err := s.Update(b.Context(), func(tx *Tx) error {
						start := time.Now()
						for _, m := range mails {
							if together == 0 {
								if err := tx.Enqueue(m); err != nil {
									return err
								}
							} else {
								tx.Later(func(tx *Tx) error { return tx.Enqueue(m) })
							}
						}
						if err := tx.settle(); err != nil {
							return err
						}
						took[together] += time.Since(start)
						return rollback
					})
					if !errors.Is(err, rollback) {
						b.Fatal(err)
					}
				}
			}
			per := float64(n * b.N)
			b.ReportMetric(float64(took[0].Nanoseconds())/per/1000, "µs/mail-each")
			b.ReportMetric(float64(took[1].Nanoseconds())/per/1000, "µs/mail-together")
			b.ReportMetric(float64(took[1])/float64(took[0]), "together/each")
			b.ReportMetric(0, "ns/op")
		})
	}
}
