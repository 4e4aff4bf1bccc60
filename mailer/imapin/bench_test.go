package imapin

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"turnmail/mailer/mailtest"
)

// BenchmarkWatcherThroughput measures messages handled per second over
// loopback IMAP: fetch, handler, \Seen, one at a time, as in production.
func BenchmarkWatcherThroughput(b *testing.B) {
	srv := mailtest.IMAPServer(b, games)
	for i := 0; i < b.N; i++ {
		srv.Append(b, "games", "INBOX", mail(fmt.Sprintf("move %d", i)))
	}
	rec := newRecorder()
	w, err := New(testConfig(b, srv.Addr, io.Discard), rec.handle, newCheckpoint())
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	ctx, cancel := contextWithCancel()
	done := make(chan error, 1)
	go func() { done <- w.Run(ctx) }()
	deadline := time.Now().Add(5 * time.Minute)
	for rec.count() < b.N {
		if time.Now().After(deadline) {
			b.Fatalf("handled %d of %d", rec.count(), b.N)
		}
		time.Sleep(time.Millisecond)
	}
	b.StopTimer()
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "msgs/s")
	cancel()
	<-done
}

// BenchmarkArrivalToHandler measures the time from a message's arrival in
// the mailbox (the append or LMTP delivery has returned) to the handler's
// call, one message at a time with a short random pause between them, as during
// a game. It reports p50 and p95 in milliseconds for the watcher waiting in
// IDLE alone and with ActiveWindow's short waits, against
// imapmemserver and, when it can be started, Dovecot (which tells an
// idling client of new mail only after a delay).
func BenchmarkArrivalToHandler(b *testing.B) {
	type server struct {
		addr    string
		deliver func(raw []byte)
	}
	servers := []struct {
		name  string
		start func(b *testing.B) server
	}{
		{"imapmemserver", func(b *testing.B) server {
			srv := mailtest.IMAPServer(b, games)
			return server{srv.Addr, func(raw []byte) { srv.Append(b, "games", "INBOX", raw) }}
		}},
		{"dovecot", func(b *testing.B) server {
			d := mailtest.Dovecot(b, games)
			return server{d.Addr, func(raw []byte) { d.Deliver(b, "games", raw) }}
		}},
	}
	modes := []struct {
		name         string
		window, poll time.Duration
	}{
		{"idle", -1, 0},
		{"active-window-100ms", time.Minute, 100 * time.Millisecond},
		{"active-window-50ms", time.Minute, 50 * time.Millisecond},
	}
	for _, s := range servers {
		for _, m := range modes {
			b.Run(s.name+"/"+m.name, func(b *testing.B) {
				srv := s.start(b)
				handled := make(chan time.Time, 1)
				cfg := testConfig(b, srv.addr, io.Discard)
				cfg.ActiveWindow, cfg.ActivePoll = m.window, m.poll
				w, err := New(cfg, func(context.Context, Delivery) error {
					handled <- time.Now()
					return nil
				}, newCheckpoint())
				if err != nil {
					b.Fatal(err)
				}
				ctx, cancel := contextWithCancel()
				done := make(chan error, 1)
				go func() { done <- w.Run(ctx) }()
				defer func() { cancel(); <-done }()
				// One message before the clock starts: the watcher is
				// connected and has seen mail, as in a running game.
				srv.deliver(mail("warm-up"))
				<-handled

				var lat []time.Duration
				for i := 0; b.Loop(); i++ {
					time.Sleep(rand.N(100 * time.Millisecond)) // out of step with the polling
					srv.deliver(mail(fmt.Sprintf("move %d", i)))
					arrived := time.Now()
					select {
					case at := <-handled:
						lat = append(lat, at.Sub(arrived))
					case <-time.After(time.Minute):
						b.Fatalf("message %d not handled within a minute", i)
					}
				}
				slices.Sort(lat)
				ms := func(q float64) float64 {
					return float64(lat[int(q*float64(len(lat)-1))]) / float64(time.Millisecond)
				}
				b.ReportMetric(ms(0.50), "p50-ms")
				b.ReportMetric(ms(0.95), "p95-ms")
			})
		}
	}
}
