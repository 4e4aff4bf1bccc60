package store

import (
	"errors"
	"math"
	"reflect"
	"strconv"
	"testing"
	"time"
)

func testInbound(raw string, gameID int64) *Inbound {
	return &Inbound{MessageID: "m1@mail.example", Hash: Hash([]byte(raw)), Mailbox: "INBOX",
		UIDValidity: math.MaxUint32, UID: 7, GameID: gameID, Sender: "ann@example.org",
		Outcome: "applied", Detail: "play 1", At: t0}
}

func TestRecordInboundRoundTrips(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "d-1")
	withGame := testInbound("first", g.ID)
	noGame := testInbound("second", 0)
	noGame.Outcome, noGame.At = "ignored", t0.Add(time.Second)
	update(t, s, func(tx *Tx) error {
		if err := tx.RecordInbound(withGame); err != nil {
			return err
		}
		return tx.RecordInbound(noGame)
	})
	if withGame.ID == 0 || noGame.ID == 0 {
		t.Fatalf("RecordInbound left IDs %d, %d, want them set", withGame.ID, noGame.ID)
	}
	view(t, s, func(tx *Tx) error {
		for _, want := range []*Inbound{withGame, noGame} {
			got, err := tx.InboundByHash(want.Hash)
			if err != nil || !reflect.DeepEqual(got, want) {
				t.Errorf("InboundByHash(%s) = %+v, %v, want %+v", want.Hash, got, err, want)
			}
		}
		got, err := tx.InboundByMessageID("m1@mail.example")
		if err != nil || !reflect.DeepEqual(got, []Inbound{*withGame, *noGame}) {
			t.Errorf("InboundByMessageID(m1@mail.example) = %+v, %v, want both, oldest first", got, err)
		}
		if got, err := tx.InboundByMessageID("other@mail.example"); err != nil || len(got) != 0 {
			t.Errorf("InboundByMessageID(other) = %+v, %v, want none", got, err)
		}
		return nil
	})
}

// TestInboundSeen: one statement finds what InboundByHash and
// InboundByMessageID find, and an empty Message-ID matches no entry
// that has none.
func TestInboundSeen(t *testing.T) {
	s, _ := openStore(t)
	a := testInbound("a", 0)
	b := testInbound("b", 0)
	b.MessageID = "m2@mail.example"
	c := testInbound("c", 0)
	c.MessageID = ""
	update(t, s, func(tx *Tx) error {
		for _, in := range []*Inbound{a, b, c} {
			if err := tx.RecordInbound(in); err != nil {
				return err
			}
		}
		return nil
	})
	ids := func(ins []Inbound) []int64 {
		var out []int64
		for _, in := range ins {
			out = append(out, in.ID)
		}
		return out
	}
	tests := []struct {
		name, hash, msgid string
		want              []int64
	}{
		{"a new mail", Hash([]byte("new")), "new@mail.example", nil},
		{"the same bytes", b.Hash, "new@mail.example", []int64{b.ID}},
		{"the same Message-ID", Hash([]byte("new")), a.MessageID, []int64{a.ID}},
		{"both, one entry", a.Hash, a.MessageID, []int64{a.ID, a.ID}},
		{"both, two entries, oldest first", b.Hash, a.MessageID, []int64{a.ID, b.ID}},
		{"no Message-ID", Hash([]byte("new")), "", nil},
	}
	batch := []struct {
		name           string
		hashes, msgids []string
		want           []int64
	}{
		{"a batch of new mails", []string{Hash([]byte("new")), Hash([]byte("newer"))}, []string{"new@mail.example", ""}, nil},
		{"a batch with one seen by its bytes, one by its Message-ID", []string{Hash([]byte("new")), c.Hash}, []string{a.MessageID, ""}, []int64{a.ID, c.ID}},
		{"a Message-ID with quotes", []string{Hash([]byte("new"))}, []string{`"odd"@mail.example`, b.MessageID}, []int64{b.ID}},
		{"nothing asked", nil, nil, nil},
	}
	view(t, s, func(tx *Tx) error {
		for _, tt := range tests {
			got, err := tx.InboundSeen([]string{tt.hash}, []string{tt.msgid})
			if err != nil || !reflect.DeepEqual(ids(got), tt.want) {
				t.Errorf("%s: InboundSeen = %v, %v, want %v", tt.name, ids(got), err, tt.want)
			}
		}
		for _, tt := range batch {
			got, err := tx.InboundSeen(tt.hashes, tt.msgids)
			if err != nil || !reflect.DeepEqual(ids(got), tt.want) {
				t.Errorf("%s: InboundSeen = %v, %v, want %v", tt.name, ids(got), err, tt.want)
			}
		}
		return nil
	})
}

func TestRecordInboundRefusesInvalid(t *testing.T) {
	s, _ := openStore(t)
	tests := []struct {
		name string
		edit func(in *Inbound)
	}{
		{"short hash", func(in *Inbound) { in.Hash = "abc" }},
		{"uppercase hash", func(in *Inbound) { in.Hash = Hash([]byte("x"))[:63] + "F" }},
		{"unknown outcome", func(in *Inbound) { in.Outcome = "maybe" }},
		{"unknown game", func(in *Inbound) { in.GameID = 999 }},
		{"zero time", func(in *Inbound) { in.At = time.Time{} }},
	}
	for _, tt := range tests {
		in := testInbound("x", 0)
		tt.edit(in)
		if err := s.Update(t.Context(), func(tx *Tx) error { return tx.RecordInbound(in) }); err == nil {
			t.Errorf("RecordInbound(%s) = nil error, want refusal", tt.name)
		}
	}
}

// TestDuplicateInboundRollsBackTransaction plays the desk's transaction
// for a message delivered twice: the second run's RecordInbound fails with
// ErrDuplicate and nothing else it did remains.
func TestDuplicateInboundRollsBackTransaction(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "d-1")
	commit := func(at time.Time) error {
		return s.Update(t.Context(), func(tx *Tx) error {
			m := testMove(g.ID, "North", "play 1", at)
			if err := tx.AppendMove(m); err != nil {
				return err
			}
			if err := tx.SaveSnapshot(g.ID, m.Seq, []byte("state")); err != nil {
				return err
			}
			if err := tx.Enqueue(testMail("confirm-"+at.String(), g.ID, at)); err != nil {
				return err
			}
			return tx.RecordInbound(testInbound("the same raw message", g.ID))
		})
	}
	if err := commit(t0); err != nil {
		t.Fatalf("first delivery: Update = %v", err)
	}
	err := commit(t0.Add(time.Minute))
	if !errors.Is(err, ErrDuplicate) {
		t.Fatalf("second delivery: Update = %v, want ErrDuplicate", err)
	}
	view(t, s, func(tx *Tx) error {
		if ms, err := tx.Moves(g.ID); err != nil || len(ms) != 1 {
			t.Errorf("Moves after duplicate = %d, %v, want 1", len(ms), err)
		}
		if seq, _, err := tx.LatestSnapshot(g.ID); err != nil || seq != 1 {
			t.Errorf("LatestSnapshot after duplicate = %d, %v, want 1", seq, err)
		}
		if out, err := tx.Outbox(g.ID); err != nil || len(out) != 1 {
			t.Errorf("Outbox after duplicate = %d mails, %v, want 1", len(out), err)
		}
		return nil
	})
}

func TestMailboxState(t *testing.T) {
	s, _ := openStore(t)
	steps := []struct {
		mailbox          string
		set              bool
		validity, uid    uint32
		wantVal, wantUID uint32
	}{
		{"INBOX", false, 0, 0, 0, 0},
		{"INBOX", true, 1795955858, 10, 1795955858, 10},
		{"INBOX", true, 1795955858, 12, 1795955858, 12},
		{"INBOX", true, math.MaxUint32, math.MaxUint32, math.MaxUint32, math.MaxUint32},
		{"Processed", false, 0, 0, 0, 0},
		{"Processed", true, 2, 1, 2, 1},
		{"INBOX", false, 0, 0, math.MaxUint32, math.MaxUint32},
	}
	for i, st := range steps {
		if st.set {
			update(t, s, func(tx *Tx) error { return tx.SetMailboxState(st.mailbox, st.validity, st.uid) })
			continue
		}
		view(t, s, func(tx *Tx) error {
			v, u, err := tx.MailboxState(st.mailbox)
			if err != nil || v != st.wantVal || u != st.wantUID {
				t.Errorf("step %d: MailboxState(%s) = %d, %d, %v, want %d, %d", i, st.mailbox, v, u, err, st.wantVal, st.wantUID)
			}
			return nil
		})
	}
}

// TestInboundSeenMessageIDBytes: a Message-ID is matched byte for byte,
// as InboundByMessageID matches it, even where its bytes are not UTF-8
// (the parser keeps a header's msg-id as it came, RFC 5322 §3.6.4).
func TestInboundSeenMessageIDBytes(t *testing.T) {
	s, _ := openStore(t)
	odd := testInbound("odd", 0)
	odd.MessageID = "caf\xe9.1@mail.example" // Latin-1 é
	update(t, s, func(tx *Tx) error { return tx.RecordInbound(odd) })
	view(t, s, func(tx *Tx) error {
		byID, err := tx.InboundByMessageID(odd.MessageID)
		if err != nil || len(byID) != 1 {
			t.Fatalf("InboundByMessageID(%q) = %v, %v, want one entry", odd.MessageID, byID, err)
		}
		for _, msgids := range [][]string{{odd.MessageID}, {"new@mail.example", odd.MessageID}} {
			hashes := make([]string, len(msgids))
			for i := range hashes {
				hashes[i] = Hash([]byte("new" + strconv.Itoa(i)))
			}
			got, err := tx.InboundSeen(hashes, msgids)
			if err != nil || len(got) != 1 || got[0].ID != odd.ID {
				t.Errorf("InboundSeen(%q) = %v, %v, want entry %d", msgids, got, err, odd.ID)
			}
		}
		other, err := tx.InboundSeen([]string{Hash([]byte("new"))}, []string{"caf\uFFFD.1@mail.example"})
		if err != nil || len(other) != 0 {
			t.Errorf("InboundSeen(another Message-ID) = %v, %v, want none", other, err)
		}
		return nil
	})
}
