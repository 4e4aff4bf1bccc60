package store

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"sync"
	"testing"
	"time"
)

var tables = []string{"games", "seats", "moves", "snapshots", "inbound", "outbox", "deadlines", "audit", "mailboxes", "spool"}

// rowCounts returns the number of rows in every table.
func rowCounts(t *testing.T, s *Store) map[string]int {
	t.Helper()
	counts := map[string]int{}
	view(t, s, func(tx *Tx) error {
		for _, table := range tables {
			var n int
			if err := tx.queryRow("SELECT count(*) FROM " + table).Scan(&n); err != nil {
				return err
			}
			counts[table] = n
		}
		return nil
	})
	return counts
}

// writeEverything touches every table, as a busy desk transaction would.
func writeEverything(tx *Tx, g *Game, tag string) error {
	steps := []func() error{
		func() error { return tx.CreateGame(testGame("x-"+tag), testSeats()) },
		func() error { return tx.AppendMove(testMove(g.ID, "North", "play", t0)) },
		func() error { return tx.SaveSnapshot(g.ID, 0, []byte("s")) },
		func() error { return tx.RecordInbound(testInbound("raw "+tag, g.ID)) },
		func() error { return tx.Enqueue(testMail(tag+"@club", g.ID, t0)) },
		func() error { return tx.SetDeadline(testDeadline(g.ID, "South", 1)) },
		func() error { return tx.Audit(&AuditEntry{At: t0, Actor: "mod", Action: "move", GameID: g.ID}) },
		func() error { return tx.SetMailboxState("INBOX", 1, 9) },
		func() error { return tx.Spool("games@localhost", []byte("raw "+tag), t0) },
		func() error {
			g2 := *g
			g2.Decision, g2.Updated = g.Decision+1, t0.Add(time.Hour)
			return tx.UpdateGame(&g2)
		},
	}
	for i, step := range steps {
		if err := step(); err != nil {
			return fmt.Errorf("step %d: %w", i, err)
		}
	}
	return nil
}

func TestUpdateRollsBackOnErrorAndPanic(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "d-1")
	before := rowCounts(t, s)
	errBoom := errors.New("boom")

	err := s.Update(t.Context(), func(tx *Tx) error {
		if err := writeEverything(tx, g, "err"); err != nil {
			t.Fatalf("writeEverything = %v", err)
		}
		return errBoom
	})
	if !errors.Is(err, errBoom) {
		t.Errorf("Update(fn returning boom) = %v, want boom", err)
	}
	if got := rowCounts(t, s); !reflect.DeepEqual(got, before) {
		t.Errorf("rows after failed Update = %v, want %v", got, before)
	}

	func() {
		defer func() {
			if r := recover(); r != "panic in fn" {
				t.Errorf("recover() = %v, want the panic to continue after the rollback", r)
			}
		}()
		s.Update(t.Context(), func(tx *Tx) error {
			if err := writeEverything(tx, g, "panic"); err != nil {
				t.Fatalf("writeEverything = %v", err)
			}
			panic("panic in fn")
		})
	}()
	if got := rowCounts(t, s); !reflect.DeepEqual(got, before) {
		t.Errorf("rows after panicking Update = %v, want %v", got, before)
	}

	ctx, cancel := context.WithCancel(t.Context())
	err = s.Update(ctx, func(tx *Tx) error {
		if err := writeEverything(tx, g, "cancel"); err != nil {
			t.Fatalf("writeEverything = %v", err)
		}
		cancel()
		return nil
	})
	if err == nil {
		t.Errorf("Update(context cancelled inside fn) = nil error, want the commit refused")
	}
	if got := rowCounts(t, s); !reflect.DeepEqual(got, before) {
		t.Errorf("rows after cancelled Update = %v, want %v", got, before)
	}

	// The store is still usable, and a successful Update keeps everything.
	update(t, s, func(tx *Tx) error { return writeEverything(tx, g, "ok") })
	after := rowCounts(t, s)
	for _, table := range tables {
		if after[table] <= before[table] {
			t.Errorf("table %s after successful Update: %d rows, want more than %d", table, after[table], before[table])
		}
	}
}

// TestConcurrentReadThenWrite runs many read-modify-write transactions at
// once, from one Store and from a second one on the same file (as a
// second process would): none fails with "database is locked" and no
// update is lost.
func TestConcurrentReadThenWrite(t *testing.T) {
	s1, path := openStore(t)
	s2, err := Open(context.Background(), path)
	if err != nil {
		t.Fatalf("second Open = %v", err)
	}
	defer s2.Close()
	g := createGame(t, s1, "d-1")
	const workers, perWorker = 6, 20
	var wg sync.WaitGroup
	errs := make(chan error, 2*workers*perWorker)
	for w := range workers {
		s := []*Store{s1, s2}[w%2]
		wg.Go(func() {
			for i := range perWorker {
				errs <- s.Update(context.Background(), func(tx *Tx) error {
					cur, err := tx.GameByID(g.ID)
					if err != nil {
						return err
					}
					cur.Decision++
					cur.Updated = t0.Add(time.Duration(w*perWorker+i) * time.Second)
					if err := tx.UpdateGame(cur); err != nil {
						return err
					}
					return tx.AppendMove(testMove(g.ID, "North", fmt.Sprintf("w%d-%d", w, i), t0))
				})
				// Readers run beside the writers.
				errs <- s.View(context.Background(), func(tx *Tx) error { _, err := tx.Moves(g.ID); return err })
			}
		})
	}
	wg.Wait()
	close(errs)
	failed := 0
	for err := range errs {
		if err != nil {
			failed++
			if failed <= 3 {
				t.Errorf("concurrent transaction = %v", err)
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d concurrent transactions failed, want 0", failed, 2*workers*perWorker)
	}
	view(t, s1, func(tx *Tx) error {
		got, err := tx.GameByID(g.ID)
		if err != nil || got.Decision != workers*perWorker {
			t.Errorf("Decision after %d increments = %d, %v, want %d", workers*perWorker, got.Decision, err, workers*perWorker)
		}
		ms, err := tx.Moves(g.ID)
		if err != nil || len(ms) != workers*perWorker || ms[len(ms)-1].Seq != workers*perWorker {
			t.Errorf("Moves after concurrent appends = %d, %v, want %d numbered 1..%d", len(ms), err, workers*perWorker, workers*perWorker)
		}
		return nil
	})
}

// crashEnv tells the test binary, run again as a child, to play
// TestCrashChild against the database in the variable's value.
const crashEnv = "TURNMAIL_STORE_CRASH_DB"

// TestCrashChild is not a test of its own: TestCrashKeepsCommittedOnly runs
// it in a child process, which dies by os.Exit in the middle of a write
// transaction, without Close.
func TestCrashChild(t *testing.T) {
	path := os.Getenv(crashEnv)
	if path == "" {
		t.Skip("runs only as the child of TestCrashKeepsCommittedOnly")
	}
	s, err := Open(context.Background(), path)
	if err != nil {
		os.Exit(2)
	}
	g := testGame("crash-1")
	if err := s.Update(context.Background(), func(tx *Tx) error { return tx.CreateGame(g, testSeats()) }); err != nil {
		os.Exit(3)
	}
	s.Update(context.Background(), func(tx *Tx) error {
		if err := writeEverything(tx, g, "crash"); err != nil {
			os.Exit(4)
		}
		os.Exit(42) // the crash: no commit, no rollback, no Close
		return nil
	})
	os.Exit(5)
}

// TestCrashKeepsCommittedOnly kills a process inside a write transaction:
// after reopening, the transaction it committed is there and the one it
// was in the middle of left nothing behind.
func TestCrashKeepsCommittedOnly(t *testing.T) {
	path := filepath.Join(t.TempDir(), "crash.db")
	cmd := exec.CommandContext(t.Context(), os.Args[0], "-test.run=^TestCrashChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), crashEnv+"="+path)
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 42 {
		t.Fatalf("child = %v, want exit status 42 (crashed mid-transaction); output:\n%s", err, out)
	}
	s, err := Open(context.Background(), path)
	if err != nil {
		t.Fatalf("Open after crash = %v", err)
	}
	defer s.Close()
	want := map[string]int{"games": 1, "seats": 2}
	got := rowCounts(t, s)
	for _, table := range tables {
		if got[table] != want[table] {
			t.Errorf("table %s after crash: %d rows, want %d", table, got[table], want[table])
		}
	}
	view(t, s, func(tx *Tx) error {
		if g, err := tx.GameBySlug("crash-1"); err != nil || g.Decision != 0 {
			t.Errorf("GameBySlug(crash-1) after crash = %+v, %v, want the committed game at decision 0", g, err)
		}
		return nil
	})
}

// TestWaitingWriterHonoursContext holds the write transaction open: a
// reader is not blocked, and a second writer gives up when its context
// ends instead of waiting for ever.
func TestWaitingWriterHonoursContext(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "d-1")
	holding, release := make(chan struct{}), make(chan struct{})
	done := make(chan error)
	go func() {
		done <- s.Update(context.Background(), func(tx *Tx) error {
			if err := tx.AppendMove(testMove(g.ID, "North", "held", t0)); err != nil {
				return err
			}
			close(holding)
			<-release
			return nil
		})
	}()
	<-holding

	view(t, s, func(tx *Tx) error {
		if ms, err := tx.Moves(g.ID); err != nil || len(ms) != 0 {
			t.Errorf("Moves while a writer holds an uncommitted move = %d, %v, want 0", len(ms), err)
		}
		return nil
	})
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	err := s.Update(ctx, func(tx *Tx) error { return tx.SetMailboxState("INBOX", 1, 1) })
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Update while the writer is held = %v, want context.DeadlineExceeded", err)
	}

	close(release)
	if err := <-done; err != nil {
		t.Fatalf("held Update = %v", err)
	}
	view(t, s, func(tx *Tx) error {
		if ms, err := tx.Moves(g.ID); err != nil || len(ms) != 1 {
			t.Errorf("Moves after the held writer committed = %d, %v, want 1", len(ms), err)
		}
		if v, _, err := tx.MailboxState("INBOX"); err != nil || v != 0 {
			t.Errorf("MailboxState(INBOX) = %d, %v, want 0: the timed-out Update must not have run", v, err)
		}
		return nil
	})
}

// TestUpdateAfterTheWriteConnectionDied: a write connection the driver
// gave up on is replaced before the next transaction, as the pool
// replaced a bad connection, instead of failing every Update after it.
func TestUpdateAfterTheWriteConnectionDied(t *testing.T) {
	s, _ := openStore(t)
	createGame(t, s, "d-1")
	s.writer.conn.Raw(func(any) error { return driver.ErrBadConn })
	update(t, s, func(tx *Tx) error { return tx.SetMailboxState("INBOX", 7, 9) })
	view(t, s, func(tx *Tx) error {
		if v, u, err := tx.MailboxState("INBOX"); err != nil || v != 7 || u != 9 {
			t.Errorf("MailboxState(INBOX) after the connection was replaced = %d, %d, %v; want 7, 9", v, u, err)
		}
		return nil
	})
}
