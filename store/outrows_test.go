package store

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// countRowInserts counts, until the test ends, the statements that
// insert outbox rows and how many rows each wrote.
func countRowInserts(t *testing.T) *[]int {
	t.Helper()
	var sizes []int
	traceQuery = func(q string) {
		if strings.HasPrefix(q, "INSERT INTO outbox") {
			sizes = append(sizes, strings.Count(q, "'queued'"))
		}
	}
	t.Cleanup(func() { traceQuery = nil })
	return &sizes
}

// queueMails queues, with Later, one Enqueue per Message-ID, each
// followed by a chain entry of the game as the desk writes a move's
// mails and its entry, and returns the mails.
func queueMails(tx *Tx, gameID int64, msgids []string) []*OutMail {
	var mails []*OutMail
	for i, id := range msgids {
		m := testMail(id, gameID, t0)
		m.To = fmt.Sprintf("seat-%d@example.org", i%3)
		mails = append(mails, m)
		tx.Later(func(tx *Tx) error { return tx.Enqueue(m) })
		tx.Later(func(tx *Tx) error {
			_, err := tx.AppendLink(gameID, fmt.Sprintf(`{"mail":%q}`, id))
			return err
		})
	}
	return mails
}

// numbered returns n Message-IDs "prefix-1@club" … in order.
func numbered(prefix string, n int) []string {
	var ids []string
	for i := 1; i <= n; i++ {
		ids = append(ids, fmt.Sprintf("%s-%d@club", prefix, i))
	}
	return ids
}

// TestGroupedRowsKeepQueueOrder: the rows queued functions ask for are
// written together at the commit, rowsPerInsert at most per statement,
// and get ids in the order they were queued, which Enqueue sets on the
// mails; the chain entries between them do not split the group.
func TestGroupedRowsKeepQueueOrder(t *testing.T) {
	for _, n := range []int{1, 3, rowsPerInsert, rowsPerInsert + 1, 2*rowsPerInsert + 5} {
		t.Run(fmt.Sprintf("%d rows", n), func(t *testing.T) {
			s, _ := openStore(t)
			g := createGame(t, s, "d-1")
			update(t, s, func(tx *Tx) error { return tx.Enqueue(testMail("before@club", g.ID, t0)) })
			sizes := countRowInserts(t)
			msgids := numbered("q", n)
			var mails []*OutMail
			update(t, s, func(tx *Tx) error { mails = queueMails(tx, g.ID, msgids); return nil })
			traceQuery = nil

			var want []int
			for left := n; left > 0; left -= rowsPerInsert {
				want = append(want, min(left, rowsPerInsert))
			}
			if !slices.Equal(*sizes, want) {
				t.Errorf("rows per INSERT of %d queued mails = %v, want %v", n, *sizes, want)
			}
			var got []OutMail
			view(t, s, func(tx *Tx) (err error) { got, err = tx.Outbox(g.ID); return err })
			if ids := messageIDs(got); !slices.Equal(ids, append([]string{"before@club"}, msgids...)) {
				t.Fatalf("outbox in id order = %v, want before@club then %v", ids, msgids)
			}
			for i, m := range mails {
				row := got[i+1]
				if m.ID != row.ID || m.Status != "queued" {
					t.Errorf("Enqueue(%s) left ID %d, status %q; its row has ID %d, want the same and queued",
						m.MessageID, m.ID, m.Status, row.ID)
				}
				if row.ID <= got[i].ID {
					t.Errorf("row %s has ID %d after %s's %d, want a larger one", row.MessageID, row.ID, got[i].MessageID, got[i].ID)
				}
			}
		})
	}
}

// TestGroupedRowsSeenInside: a statement on the outbox sees the rows
// queued before it, outside the queued functions and inside them, and
// an Enqueue outside them comes after theirs.
func TestGroupedRowsSeenInside(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "d-1")
	update(t, s, func(tx *Tx) error {
		queueMails(tx, g.ID, numbered("a", 2))
		tx.Later(func(tx *Tx) error {
			if err := tx.Enqueue(testMail("inside@club", g.ID, t0)); err != nil {
				return err
			}
			// Inside a queued function: the rows kept so far are written
			// before this read.
			want := append(numbered("a", 2), "inside@club")
			if got := outboxOf(t, tx, g.ID); !slices.Equal(got, want) {
				t.Errorf("Outbox inside a queued function = %v, want %v", got, want)
			}
			return nil
		})
		queueMails(tx, g.ID, numbered("b", 2))
		if err := tx.Enqueue(testMail("direct@club", g.ID, t0)); err != nil {
			return err
		}
		due, err := tx.DueOutbox(t0, 0)
		if err != nil {
			return err
		}
		want := slices.Concat(numbered("a", 2), []string{"inside@club"}, numbered("b", 2), []string{"direct@club"})
		if got := messageIDs(due); !slices.Equal(got, want) {
			t.Errorf("DueOutbox after queued mails and an Enqueue = %v, want %v", got, want)
		}
		return nil
	})
}

// TestGroupedRowsFailureRollsBack: a row the outbox refuses — a repeated
// Message-ID, within the group or of a committed mail, or a kind its
// CHECK does not allow — fails the transaction, which commits none of
// its rows, and the error names the mail.
func TestGroupedRowsFailureRollsBack(t *testing.T) {
	for _, c := range []struct {
		name   string
		msgids []string
		kind   string // of the third mail, if set
		want   error  // errors.Is, if set
		names  string // the mail the error names
	}{
		{name: "Message-ID committed before", msgids: []string{"x-1@club", "x-2@club", "kept@club", "x-3@club"}, want: ErrDuplicate, names: "kept@club"},
		{name: "Message-ID twice in the group", msgids: []string{"x-1@club", "x-2@club", "x-1@club"}, want: ErrDuplicate, names: "x-1@club"},
		{name: "kind not allowed", msgids: []string{"x-1@club", "x-2@club", "x-3@club"}, kind: "postcard", names: "x-3@club"},
		{name: "past a full statement", msgids: append(numbered("y", rowsPerInsert+2), "kept@club"), want: ErrDuplicate, names: "kept@club"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, _ := openStore(t)
			g := createGame(t, s, "d-1")
			update(t, s, func(tx *Tx) error { return tx.Enqueue(testMail("kept@club", g.ID, t0)) })
			err := s.Update(t.Context(), func(tx *Tx) error {
				mails := queueMails(tx, g.ID, c.msgids)
				if c.kind != "" {
					mails[2].Kind = c.kind
				}
				return nil
			})
			if err == nil || c.want != nil && !errors.Is(err, c.want) || !strings.Contains(err.Error(), "enqueue mail "+c.names) {
				t.Errorf("Update = %v, want an error naming %s (errors.Is %v)", err, c.names, c.want)
			}
			view(t, s, func(tx *Tx) error {
				if got := outboxOf(t, tx, g.ID); !slices.Equal(got, []string{"kept@club"}) {
					t.Errorf("outbox after the failed transaction = %v, want [kept@club]", got)
				}
				if links, err := tx.Chain(g.ID); err != nil || len(links) != 0 {
					t.Errorf("Chain after the failed transaction = %d entries, %v; want none", len(links), err)
				}
				return nil
			})
		})
	}
}

// TestGroupedRowsFailureIgnored: a queued function that goes on after
// the rows failed to be written cannot commit them away: its later
// statements on the outbox fail too, and so does the commit.
func TestGroupedRowsFailureIgnored(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "d-1")
	update(t, s, func(tx *Tx) error { return tx.Enqueue(testMail("kept@club", g.ID, t0)) })
	err := s.Update(t.Context(), func(tx *Tx) error {
		tx.Later(func(tx *Tx) error {
			if err := tx.Enqueue(testMail("kept@club", g.ID, t0)); err != nil {
				t.Errorf("Enqueue inside a queued function = %v, want nil until the row is written", err)
			}
			if _, err := tx.Outbox(g.ID); !errors.Is(err, ErrDuplicate) {
				t.Errorf("Outbox after a repeated Message-ID = %v, want %v", err, ErrDuplicate)
			}
			if _, err := tx.Outbox(g.ID); !errors.Is(err, ErrDuplicate) {
				t.Errorf("a second Outbox after a repeated Message-ID = %v, want %v", err, ErrDuplicate)
			}
			return nil // the error ignored
		})
		return nil
	})
	if !errors.Is(err, ErrDuplicate) {
		t.Errorf("Update = %v, want %v", err, ErrDuplicate)
	}
}
