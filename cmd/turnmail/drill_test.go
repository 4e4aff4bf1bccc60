package main

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"turnmail/mailer/mailtest"
)

// The drill: the daemon as a subprocess against a real IMAP server and an
// SMTP sink, games played by mail, faults injected from outside. A short
// fixed slice runs in every `go test`; TURNMAIL_LONG=1 runs the long
// figures the README's reliability table reports.

func TestMain(m *testing.M) {
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	os.Exit(code)
}

func long() bool { return os.Getenv("TURNMAIL_LONG") == "1" }

// pick returns short in the normal test run and long under TURNMAIL_LONG=1.
func pick[T any](short, long_ T) T {
	if long() {
		return long_
	}
	return short
}

// onlyLong skips a scenario that needs minutes outside TURNMAIL_LONG=1.
func onlyLong(t *testing.T) {
	t.Helper()
	if !long() {
		t.Skip("a long scenario (minutes of fault and recovery): run with TURNMAIL_LONG=1")
	}
}

// startDrill starts a mail world, the daemon on a fresh database and the
// drill's games.
func startDrill(t *testing.T, sinkOpts mailtest.SinkOptions, games int) (*mailWorld, *serveProc, *drill) {
	t.Helper()
	w := newMailWorld(t, sinkOpts)
	d := newServeProc(t, w.env(filepath.Join(t.TempDir(), "turnmail.db")))
	d.start()
	dr := newDrill(t, w, d, 1)
	for range games {
		dr.newGame(dr.Kinds[len(dr.games)%len(dr.Kinds)])
	}
	return w, d, dr
}

// report logs a scenario's figures and asserts the promise: nothing lost,
// nothing applied twice, duplicates of outgoing mail within maxDup.
func report(t *testing.T, dr *drill, maxDup float64) tally {
	t.Helper()
	r := dr.verify()
	t.Logf("drill %s [%s]: %s", t.Name(), dr.w.server, r)
	if r.lost != 0 || r.doubled != 0 {
		t.Errorf("%d lost, %d doubled; want 0 and 0", r.lost, r.doubled)
	}
	if r.dupShare() > maxDup {
		t.Errorf("%d of %d outgoing mails arrived twice (%.1f%%), want at most %.1f%%", r.dups, r.mails, r.dupShare()*100, maxDup*100)
	}
	return r
}

func TestDrill(t *testing.T) {
	t.Run("kill9", func(t *testing.T) {
		_, d, dr := startDrill(t, mailtest.SinkOptions{}, pick(2, 4))
		dr.Extra = 0.05
		kills := pick(20, 150)
		k := startKiller(d, 7, 100*time.Millisecond, pick(700*time.Millisecond, 2*time.Second), kills)
		want := pick(60, 600)
		if !dr.play(want, kills, time.Minute) {
			t.Errorf("play stalled after %d of %d replies", dr.replies, want)
		}
		k.halt()
		if !d.running() {
			d.start()
		}
		dr.settle(pick(time.Minute, 3*time.Minute))
		report(t, dr, pick(0.05, 0.01))
	})
}
