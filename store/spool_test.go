package store

import (
	"reflect"
	"testing"
	"time"
)

func TestSpoolRestore(t *testing.T) {
	s, _ := openStore(t)
	const referee = "games@localhost"
	mails := []struct {
		mailbox   string
		raw       string
		processed bool // an inbound row exists for its hash
		restore   bool
	}{
		{referee, "move from ann", true, false},
		{"ann@localhost", "turn mail to ann", false, true},
		{referee, "move from bob", false, true},
		{"bob@localhost", "move from ann", false, true}, // same bytes, other mailbox: always restored
		{referee, "help request", true, false},
	}
	update(t, s, func(tx *Tx) error {
		for i, m := range mails {
			if err := tx.Spool(m.mailbox, []byte(m.raw), t0.Add(time.Duration(i)*time.Second)); err != nil {
				return err
			}
		}
		return nil
	})
	update(t, s, func(tx *Tx) error {
		for _, m := range mails {
			if m.processed {
				in := testInbound(m.raw, 0)
				if err := tx.RecordInbound(in); err != nil {
					return err
				}
			}
		}
		return nil
	})
	var want []SpoolEntry
	for i, m := range mails {
		if m.restore {
			want = append(want, SpoolEntry{ID: int64(i + 1), Mailbox: m.mailbox, Raw: []byte(m.raw), Hash: Hash([]byte(m.raw)),
				At: t0.Add(time.Duration(i) * time.Second)})
		}
	}
	view(t, s, func(tx *Tx) error {
		got, err := tx.SpoolRestore(referee)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("SpoolRestore(%s) = %+v, %v, want %+v", referee, got, err, want)
		}
		return nil
	})
}

func TestHashIsSHA256Hex(t *testing.T) {
	tests := []struct{ raw, want string }{
		{"", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},
		{"abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"},
	}
	for _, tt := range tests {
		if got := Hash([]byte(tt.raw)); got != tt.want {
			t.Errorf("Hash(%q) = %s, want %s", tt.raw, got, tt.want)
		}
	}
}
