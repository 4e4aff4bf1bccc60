package store

import (
	"context"
	"testing"
	"time"
)

func TestRecentMailToCountsByAddressKindAndTime(t *testing.T) {
	s, _ := openStore(t)
	t0 := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	err := s.Update(context.Background(), func(tx *Tx) error {
		for i, m := range []OutMail{
			{MessageID: "a@x", Kind: "refusal", From: "g@x", To: "p@x", Created: t0},
			{MessageID: "b@x", Kind: "refusal", From: "g@x", To: "p@x", Created: t0.Add(30 * time.Minute)},
			{MessageID: "c@x", Kind: "turn", From: "g@x", To: "p@x", Created: t0.Add(30 * time.Minute)},
			{MessageID: "d@x", Kind: "refusal", From: "g@x", To: "q@x", Created: t0.Add(30 * time.Minute)},
		} {
			m.Raw, m.NextAttempt = []byte("x"), m.Created
			if err := tx.Enqueue(&m); err != nil {
				t.Fatalf("Enqueue %d: %v", i, err)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	_ = s.View(context.Background(), func(tx *Tx) error {
		for _, c := range []struct {
			to, kind string
			since    time.Time
			want     int
		}{
			{"p@x", "refusal", t0, 2},
			{"p@x", "refusal", t0.Add(time.Minute), 1},
			{"p@x", "turn", t0, 1},
			{"q@x", "refusal", t0, 1},
			{"r@x", "refusal", t0, 0},
		} {
			if n, err := tx.RecentMailTo(c.to, c.kind, c.since); err != nil || n != c.want {
				t.Errorf("RecentMailTo(%s, %s, %v) = %d, %v; want %d", c.to, c.kind, c.since, n, err, c.want)
			}
		}
		return nil
	})
}
