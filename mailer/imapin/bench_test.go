package imapin

import (
	"fmt"
	"io"
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
