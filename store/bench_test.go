package store

import (
	"fmt"
	"testing"
	"time"
)

// BenchmarkCommitMove measures the desk's commit of one applied move on a
// file database with synchronous=FULL: one Update with AppendMove,
// SaveSnapshot, RecordInbound and two Enqueue.
func BenchmarkCommitMove(b *testing.B) {
	s, _ := openStore(b)
	g := createGame(b, s, "bench-1")
	state := make([]byte, 4096) // a mid-sized marshalled game state
	raw := make([]byte, 2048)   // a typical turn mail
	i := 0
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
