package store

import (
	"bytes"
	"fmt"
	"testing"
	"time"
)

func TestPruneSentMailKeepsHeaderAndHash(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "p-1")
	whole := []byte("Mime-Version: 1.0\r\nReferences: <root@club.example>\r\n <parent@club.example>\r\nFrom: referee@club.example\r\n" +
		"Reply-To: <games+p-1.secrettoken.3@club.example>\r\nTo: ann@example.org\r\nSubject: Your turn,\r\n and a long subject\r\n\r\nThe board and your hand.\r\n")
	// The pruned mail keeps who, when, what and its place in the thread;
	// the token in Reply-To and the MIME fields go with the body.
	kept := []byte("From: referee@club.example\r\nTo: ann@example.org\r\nSubject: Your turn,\r\n and a long subject\r\n\r\n")
	mails := map[string]*OutMail{}
	update(t, s, func(tx *Tx) error {
		for _, id := range []string{"old-sent", "new-sent", "old-queued", "old-failed"} {
			m := testMail(id+"@club", g.ID, t0)
			m.Raw = whole
			if err := tx.Enqueue(m); err != nil {
				return err
			}
			mails[id] = m
		}
		if err := tx.MarkSent(mails["old-sent"].ID, t0); err != nil {
			return err
		}
		if err := tx.MarkSent(mails["new-sent"].ID, t0.Add(40*24*time.Hour)); err != nil {
			return err
		}
		return tx.MarkFailed(mails["old-failed"].ID, t0, "550 no such user")
	})
	cutoff, now := t0.Add(30*24*time.Hour), t0.Add(70*24*time.Hour)
	update(t, s, func(tx *Tx) error {
		if n, err := tx.PruneSentMail(cutoff, now); err != nil || n != 1 {
			t.Errorf("PruneSentMail = %d, %v, want 1 (only the old sent mail)", n, err)
		}
		if n, err := tx.PruneSentMail(cutoff, now); err != nil || n != 0 {
			t.Errorf("PruneSentMail again = %d, %v, want 0", n, err)
		}
		return nil
	})
	view(t, s, func(tx *Tx) error {
		got, err := tx.Outbox(g.ID)
		if err != nil {
			return err
		}
		for _, m := range got {
			switch m.MessageID {
			case "old-sent@club":
				if !bytes.Equal(m.Raw, kept) || m.RawHash != Hash(whole) || !m.Pruned.Equal(now) {
					t.Errorf("pruned mail = Raw %q, RawHash %s, Pruned %v; want %q, %s, %v", m.Raw, m.RawHash, m.Pruned, kept, Hash(whole), now)
				}
				if m.To != "ann@example.org" || m.Sent.IsZero() {
					t.Errorf("pruned mail lost its envelope or sent time: %+v", m)
				}
			default:
				if !bytes.Equal(m.Raw, whole) || m.RawHash != "" || !m.Pruned.IsZero() {
					t.Errorf("%s = Raw %q, RawHash %q, Pruned %v; want it whole and unpruned", m.MessageID, m.Raw, m.RawHash, m.Pruned)
				}
			}
		}
		return nil
	})
}

func TestPruneSentMailWorksInBatches(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "p-1")
	const n = 2*pruneBatch + 7
	update(t, s, func(tx *Tx) error {
		for i := range n {
			m := testMail(fmt.Sprintf("%d@club", i), g.ID, t0)
			if err := tx.Enqueue(m); err != nil {
				return err
			}
			if err := tx.MarkSent(m.ID, t0); err != nil {
				return err
			}
		}
		got, err := tx.PruneSentMail(t0.Add(time.Hour), t0.Add(time.Hour))
		if err != nil || got != n {
			t.Errorf("PruneSentMail = %d, %v, want %d", got, err, n)
		}
		return nil
	})
}

// TestPrunedHeaderEndsItsSection: a pruned mail is a header section
// (RFC 5322 2.2, 2.1: lines end in CRLF, the section ends with an empty
// line), whatever line ends the mail had and whether or not it had a
// body.
func TestPrunedHeaderEndsItsSection(t *testing.T) {
	for _, tc := range []struct {
		name     string
		raw, out string
	}{
		{"crlf with body", "From: a@x\r\nX-A: 1\r\nSubject: s\r\n\r\nbody\r\n", "From: a@x\r\nSubject: s\r\n\r\n"},
		{"lf only", "From: a@x\nX-A: 1\nSubject: s,\n more\n\nbody\n", "From: a@x\r\nSubject: s,\r\n more\r\n\r\n"},
		{"lf header, crlf in the body", "From: a@x\n\nquoted:\r\nTo: b@y\r\n\r\n", "From: a@x\r\n\r\n"},
		{"no body", "From: a@x\r\nSubject: s\r\n", "From: a@x\r\nSubject: s\r\n\r\n"},
		{"no body, last line unended", "From: a@x\r\nSubject: s", "From: a@x\r\nSubject: s\r\n\r\n"},
	} {
		if got := header([]byte(tc.raw)); string(got) != tc.out {
			t.Errorf("%s: header(%q) = %q, want %q", tc.name, tc.raw, got, tc.out)
		}
	}
}
