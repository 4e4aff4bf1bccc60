package store

import (
	"fmt"
	"testing"
)

func BenchmarkZZInbound(b *testing.B) {
	s, _ := openStore(b)
	g := createGame(b, s, "z-1")
	i := 0
	update(b, s, func(tx *Tx) error {
		for b.Loop() {
			i++
			if err := tx.RecordInbound(testInbound(fmt.Sprintf("raw %d", i), g.ID)); err != nil {
				return err
			}
		}
		return nil
	})
}
