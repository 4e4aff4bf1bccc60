package imapin

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"sync"
	"testing"

	"github.com/emersion/go-imap/v2"

	"turnmail/mailer/mailtest"
)

// batches is a BatchHandler that records the subjects of each batch and
// fails the first fail batches.
type batches struct {
	mu   sync.Mutex
	got  [][]string
	fail int
}

func (b *batches) handle(_ context.Context, ds []Delivery) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	var subjects []string
	for _, d := range ds {
		subjects = append(subjects, subject(d.Raw))
	}
	b.got = append(b.got, subjects)
	if len(b.got) <= b.fail {
		return errors.New("injected batch failure")
	}
	return nil
}

func (b *batches) all() [][]string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return slices.Clone(b.got)
}

// Unseen messages found together go to HandleBatch in UID order, at
// most BatchSize at a time, and are all flagged; when a batch fails its
// messages go to the Handler one at a time.
func TestBatchesOfUnseenMessages(t *testing.T) {
	for _, tt := range []struct {
		name        string
		fail        int
		wantBatches [][]string
		wantSingle  []string
	}{
		{"batches of three", 0, [][]string{{"m0", "m1", "m2"}, {"m3", "m4"}}, nil},
		{"a failed batch goes one at a time", 1, [][]string{{"m3", "m4"}}, []string{"m0", "m1", "m2"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			srv := mailtest.IMAPServer(t, games)
			for i := range 5 {
				srv.Append(t, "games", "INBOX", mail(fmt.Sprintf("m%d", i)))
			}
			b := &batches{fail: tt.fail}
			rec := newRecorder()
			cfg := testConfig(t, srv.Addr, io.Discard)
			cfg.HandleBatch, cfg.BatchSize = b.handle, 3
			start(t, cfg, rec.handle, newCheckpoint())
			waitFor(t, "every message flagged", func() bool { return allFlagged(srv.Snapshot(t, "games", "INBOX"), imap.FlagSeen, 5) })
			got := b.all()
			if tt.fail > 0 {
				got = got[tt.fail:]
			}
			if !slices.EqualFunc(got, tt.wantBatches, slices.Equal) {
				t.Errorf("batches after the %d failed: %q, want %q", tt.fail, got, tt.wantBatches)
			}
			if single := rec.subjects(); !slices.Equal(single, tt.wantSingle) {
				t.Errorf("one at a time: %q, want %q", single, tt.wantSingle)
			}
		})
	}
}
