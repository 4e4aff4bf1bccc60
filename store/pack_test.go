package store

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// A mail queued packed (Pack) is stored deflated and read whole: by the
// outbox's lists, by delivery, and by pruning, which keeps its header
// plain and the hash of the whole text; grouped rows (Later) too.
func TestPackedMailIsStoredDeflatedAndReadWhole(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "p-1")
	whole := []byte("From: referee@club.example\r\nTo: ann@example.org\r\nSubject: Your turn\r\n\r\n" +
		strings.Repeat("The board: Poland 4/0, East Germany 3/0, West Germany 0/4.\r\n", 40))
	packed := func(id string) *OutMail {
		m := testMail(id, g.ID, t0)
		m.Raw, m.Packed = whole, Pack(whole)
		return m
	}
	update(t, s, func(tx *Tx) error {
		if err := tx.Enqueue(packed("alone@club")); err != nil {
			return err
		}
		for _, id := range []string{"grouped-1@club", "grouped-2@club"} {
			m := packed(id)
			tx.Later(func(tx *Tx) error { return tx.Enqueue(m) })
		}
		return nil
	})
	update(t, s, func(tx *Tx) error {
		var n, flagged, longest int
		err := tx.queryRow(`SELECT count(*), sum(packed), max(length(raw)) FROM outbox`).Scan(&n, &flagged, &longest)
		if err != nil {
			return err
		}
		if n != 3 || flagged != 3 || longest >= len(whole)/2 {
			t.Errorf("stored %d mails, %d packed, the longest %d bytes; want 3, 3, under %d", n, flagged, longest, len(whole)/2)
		}
		due, err := tx.DueOutbox(t0, 0)
		if err != nil {
			return err
		}
		for _, m := range due {
			if !bytes.Equal(m.Raw, whole) || m.Packed != nil {
				t.Errorf("DueOutbox: %s = %d bytes (Packed %d), want the whole %d", m.MessageID, len(m.Raw), len(m.Packed), len(whole))
			}
		}
		return tx.MarkSent(due[0].ID, t0)
	})
	now := t0.Add(70 * 24 * time.Hour)
	update(t, s, func(tx *Tx) error {
		if n, err := tx.PruneSentMail(t0.Add(time.Hour), now); err != nil || n != 1 {
			t.Errorf("PruneSentMail = %d, %v, want 1", n, err)
		}
		return nil
	})
	head := []byte("From: referee@club.example\r\nTo: ann@example.org\r\nSubject: Your turn\r\n\r\n")
	view(t, s, func(tx *Tx) error {
		mails, err := tx.Outbox(g.ID)
		if err != nil {
			return err
		}
		for _, m := range mails {
			want, hash := whole, ""
			if m.MessageID == "alone@club" {
				want, hash = head, Hash(whole)
			}
			if !bytes.Equal(m.Raw, want) || m.RawHash != hash {
				t.Errorf("%s = %q (hash %q), want %q (hash %q)", m.MessageID, m.Raw, m.RawHash, want, hash)
			}
		}
		return nil
	})
}

func TestPackRoundTrips(t *testing.T) {
	for _, raw := range [][]byte{{}, []byte("x"), bytes.Repeat([]byte("Subject: hi\r\n"), 1000)} {
		got, err := unpack(Pack(raw))
		if err != nil || !bytes.Equal(got, raw) {
			t.Errorf("unpack(Pack(%d bytes)) = %d bytes, %v", len(raw), len(got), err)
		}
	}
	if _, err := unpack([]byte("not deflate at all \xff\xff")); err == nil {
		t.Errorf("unpack(garbage) = nil error, want one")
	}
}
