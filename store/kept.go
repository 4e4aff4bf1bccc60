package store

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// A caller may keep what it read and wrote of a game — its row, seats,
// open deadlines, chain head, snapshot and what it read of its move log
// and rollbacks — from one write transaction to the next instead of
// reading it all again, as long as nobody has written those rows since.
// The store tells it so: every Tx method that writes them counts the
// write (touch); when an Update commits, each game it wrote is marked
// with the transaction and its count of writes (Mark); and Unchanged, in
// a later Update, reports whether a game's rows are still where a Mark
// says. Writes by another connection — another process, such as a
// `game` command, or a second Store on the same file — are seen through
// PRAGMA data_version, which changes when another connection commits:
// then every game counts as changed.

// touch notes that the transaction writes the rows Unchanged vouches for
// of the game.
func (t *Tx) touch(gameID int64) {
	if t.touched == nil {
		t.touched = make(map[int64]int)
	}
	t.touched[gameID]++
}

// Mark is where a game's row, seats, deadlines, chain, snapshot, move log
// and rollbacks stand: after the n-th write to them in the transaction
// numbered tx. The zero Mark is unknown.
type Mark struct {
	tx uint64
	n  int
}

// Mark returns where the game's rows stand at this point of the
// transaction: after its own last write to them, or, before it wrote
// them, as the last committed transaction that did left them (the zero
// Mark when the store does not know it, and in a View). A caller keeping
// a copy of the rows takes the Mark whenever its copy matches them — on
// reading them, and after each of its own writes when the Mark before
// that write was its copy's — and Unchanged tells a later transaction
// whether the copy still does.
func (t *Tx) Mark(gameID int64) Mark {
	if t.w == nil {
		return Mark{}
	}
	if n := t.touched[gameID]; n > 0 {
		return Mark{t.id, n}
	}
	return t.w.wrote[gameID]
}

// Unchanged reports whether the game's rows are, at this point of the
// transaction, still where m says: a known Mark that is the game's
// current one, with no write by this transaction or by another
// connection since. It is false in a View.
func (t *Tx) Unchanged(gameID int64, m Mark) (bool, error) {
	w := t.w
	if w == nil || m == (Mark{}) || t.touched[gameID] > 0 {
		return false, nil
	}
	if !t.versionRead {
		// Once per transaction, under its write lock: no other
		// connection can commit until it ends.
		var v int64
		if err := t.queryRow(`PRAGMA data_version`).Scan(&v); err != nil {
			return false, fmt.Errorf("read data version: %w", err)
		}
		t.versionRead = true
		if !w.versionKnown || v != w.dataVersion {
			clear(w.wrote)
			w.dataVersion, w.versionKnown = v, true
		}
	}
	return w.wrote[gameID] == m, nil
}

// committed marks the games tx wrote as left by it.
func (w *writer) committed(tx *Tx) {
	if w.wrote == nil {
		w.wrote = make(map[int64]Mark)
	}
	for id, n := range tx.touched {
		w.wrote[id] = Mark{tx.id, n}
	}
}

// forgetWrites forgets which transaction wrote each game: a new
// connection knows nothing of what another wrote meanwhile.
func (w *writer) forgetWrites() {
	clear(w.wrote)
	w.versionKnown = false
}

// Stored returns g as the store reads it back after writing it: times
// to the millisecond in UTC, and the options, time control and ending
// as their JSON columns give them back — empty options and an ending's
// empty list of winners as nil (omitted), a list of reminders nil or
// empty as written ("remind" is never omitted).
func (g Game) Stored() Game {
	s := g
	s.Options = nil
	if len(g.Options) > 0 {
		s.Options = maps.Clone(g.Options)
	}
	s.Clock.Remind = slices.Clone(g.Clock.Remind)
	s.Ending.Winners = nil
	if len(g.Ending.Winners) > 0 {
		s.Ending.Winners = slices.Clone(g.Ending.Winners)
	}
	s.Paused, s.Created, s.Updated = storedOpt(g.Paused), stored(g.Created), stored(g.Updated)
	return s
}

// Stored returns s as the store reads it back after writing it.
func (s Seat) Stored() Seat {
	s.Address = strings.ToLower(s.Address)
	s.VacationUsed = time.Duration(s.VacationUsed.Milliseconds()) * time.Millisecond
	s.AwayUntil = storedOpt(s.AwayUntil)
	return s
}

// Stored returns d as the store reads it back after writing it.
func (d Deadline) Stored() Deadline {
	d.Due, d.RemindAt = stored(d.Due), stored(d.RemindAt)
	d.Reminded, d.LateNotified, d.Resolved = storedOpt(d.Reminded), storedOpt(d.LateNotified), storedOpt(d.Resolved)
	d.EnforceAt, d.Enforced = storedOpt(d.EnforceAt), storedOpt(d.Enforced)
	return d
}

func stored(t time.Time) time.Time { return fromMillis(millis(t)) }

func storedOpt(t time.Time) time.Time { return fromOptMillis(optMillis(t)) }

// checkTouches, set by the store's tests, makes the write connection
// watch every row written to the tables Unchanged vouches for and fail
// the transaction of a write whose game the writing method did not
// touch: the guard that no write escapes Unchanged.
var checkTouches bool

// keptTables are the tables whose rows Unchanged vouches for, by the
// column holding the game's id: -1 for the rowid.
var keptTables = map[string]int{"games": -1, "snapshots": -1, "seats": 0, "deadlines": 0, "chain": 0, "moves": 0, "rollbacks": 1}

// watchTouches registers checkTouch on the write connection.
func (w *writer) watchTouches() error {
	return w.conn.Raw(func(dc any) error {
		h, ok := dc.(interface {
			RegisterPreUpdateHook(sqlite.PreUpdateHookFn)
		})
		if !ok {
			return fmt.Errorf("driver connection %T has no pre-update hook", dc)
		}
		h.RegisterPreUpdateHook(w.checkTouch)
		return nil
	})
}

// checkTouch notes a row written to a kept table for a game the running
// transaction has not touched.
func (w *writer) checkTouch(d sqlite.SQLitePreUpdateData) {
	col, ok := keptTables[d.TableName]
	if !ok || d.TableName == "games" && d.Op == sqlite3.SQLITE_INSERT {
		return // a new game's id is known, and touched, only after its row is in
	}
	id := d.NewRowID
	if d.Op == sqlite3.SQLITE_DELETE {
		id = d.OldRowID
	}
	if col >= 0 {
		row := make([]any, col+1)
		var err error
		if d.Op == sqlite3.SQLITE_DELETE {
			err = d.Old(row...)
		} else {
			err = d.New(row...)
		}
		v, isInt := row[col].(int64)
		if err != nil || !isInt {
			w.untouched = append(w.untouched, fmt.Sprintf("%s: unreadable game id (%v)", d.TableName, err))
			return
		}
		id = v
	}
	if w.cur == nil || w.cur.touched[id] == 0 {
		w.untouched = append(w.untouched, fmt.Sprintf("%s of game %d", d.TableName, id))
	}
}
