package store

import (
	"fmt"
	"strings"
	"time"
)

// The rows Enqueue is asked for inside functions queued with Later are
// written together, up to rowsPerInsert in one INSERT … VALUES (…), (…):
// a desk's batch queues a dozen mails whose rows are all written when
// the transaction commits, and each statement costs the write connection
// its fixed part (binding, running and resetting the prepared statement)
// once instead of once per mail.
//
// The rows keep the order they were queued in, and so do their ids: the
// outbox is delivered in id order to each recipient (DueInOrder). SQLite
// inserts the rows of a VALUES list in its order, each with a rowid one
// larger than the largest in the table (sqlite.org/autoinc.html), so the
// ids of one statement's rows are consecutive and end at its
// last_insert_rowid.

// rowsPerInsert is the most rows one INSERT writes; a longer run of rows
// takes several. Each number of rows up to it is a statement text of its
// own, prepared once on the write connection. At 16 the outbox's 8
// values per row bind 128 parameters, far under SQLite's 32766.
const rowsPerInsert = 16

// outRowArgs is the number of values Enqueue binds per row.
const outRowArgs = 8

// outRow is a row Enqueue was asked to write: the mail, whose ID and
// state are set once the row is in, and the values to bind, taken when
// Enqueue was called.
type outRow struct {
	m    *OutMail
	args [outRowArgs]any
}

// insertRowsQueries[n] inserts n rows into the outbox.
var insertRowsQueries = func() (qs [rowsPerInsert + 1]string) {
	const one = `(?, ?, ?, ?, ?, ?, 'queued', 0, ?, '', ?)`
	for n := 1; n <= rowsPerInsert; n++ {
		qs[n] = `INSERT INTO outbox (message_id, game_id, kind, sender, recipient, raw, status, attempts, next_attempt, last_error, created)
		VALUES ` + strings.Repeat(one+", ", n-1) + one
	}
	return qs
}()

// writeRows writes the rows Enqueue kept, in order. Its error is the
// transaction's: the queued functions that asked for the rows have
// returned, so it fails every later statement on the outbox or the chain
// and the commit, as an error of those functions does.
func (t *Tx) writeRows() error {
	rows := t.rows
	t.rows = nil
	for len(rows) > 0 {
		n := min(len(rows), rowsPerInsert)
		if err := t.insertRows(rows[:n]); err != nil {
			t.laterErr, t.later = err, nil
			return err
		}
		rows = rows[n:]
	}
	return nil
}

// insertRows writes up to rowsPerInsert rows in one statement. When it
// fails for several rows, SQLite has undone the statement's rows, and
// they are tried one at a time to name the mail at fault in the error.
func (t *Tx) insertRows(rows []outRow) error {
	args := make([]any, 0, len(rows)*outRowArgs)
	for _, r := range rows {
		args = append(args, r.args[:]...)
	}
	last, err := t.insert(insertRowsQueries[len(rows)], args...)
	if err != nil {
		if len(rows) == 1 {
			return fmt.Errorf("enqueue mail %s: %w", rows[0].m.MessageID, duplicate(err))
		}
		for _, r := range rows {
			if err := t.insertRows([]outRow{r}); err != nil {
				return err
			}
		}
		return fmt.Errorf("enqueue %d mails from %s: %w", len(rows), rows[0].m.MessageID, duplicate(err))
	}
	for i, r := range rows {
		m := r.m
		m.ID = last - int64(len(rows)-1-i)
		m.Status, m.Attempts, m.LastError, m.Sent, m.Failed = "queued", 0, "", time.Time{}, time.Time{}
	}
	return nil
}
