package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"sync/atomic"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// Errors callers test for with errors.Is.
var (
	// ErrNotFound is returned, wrapped, by getters of a single row.
	ErrNotFound = errors.New("store: not found")
	// ErrDuplicate is returned, wrapped, when an insert would repeat a
	// unique key: an inbound hash, a game slug, a seat token, a Message-ID.
	ErrDuplicate = errors.New("store: duplicate")
	// ErrConflict is returned, wrapped, when a row is not in the state an
	// operation needs: marking mail that is no longer queued, or marking
	// a deadline reminded or late that already is, or was resolved or
	// moved since it was read.
	ErrConflict = errors.New("store: conflicting state")
	// ErrSchemaTooNew is returned, wrapped, by Open for a database whose
	// schema version is newer than this binary knows.
	ErrSchemaTooNew = errors.New("store: database schema is newer than this binary")
)

// The connection settings. Only the path varies; everything else is a
// constant so that no input can reach a pragma. The shorthand keys are
// validated by the driver, so a typo fails Open instead of being ignored.
const (
	dsnWrite = "?_busy_timeout=10000&_journal_mode=WAL&_synchronous=FULL&_foreign_keys=1&_txlock=immediate"
	dsnRead  = dsnWrite + "&_query_only=1"
	// readConns bounds the read-only pool; WAL lets readers run beside
	// the one writer.
	readConns = 4
)

// Store is an open turnmail database. It is safe for concurrent use.
type Store struct {
	write *sql.DB // the pool of the one write connection, which writer holds
	read  *sql.DB // query_only connections for View
	// writer is the write connection, taken from its pool for good at
	// Open (writer.go): writers queue for it in Go, honouring ctx.
	writer *writer

	readStmts *stmtCache
	commits   atomic.Int64
}

// Open opens (creating if needed) the database file at path and applies
// any pending migrations. path is a file system path; ":memory:" is not
// supported because the store keeps separate read and write connections.
func Open(ctx context.Context, path string) (*Store, error) {
	if path == "" || strings.HasPrefix(path, ":memory:") {
		return nil, fmt.Errorf("open store %q: need a file path", path)
	}
	s := &Store{}
	if err := s.open(ctx, path); err != nil {
		s.closePools()
		return nil, fmt.Errorf("open store %s: %w", path, err)
	}
	return s, nil
}

func (s *Store) open(ctx context.Context, path string) (err error) {
	if s.write, err = sql.Open("sqlite", dsn(path, dsnWrite)); err != nil {
		return err
	}
	s.write.SetMaxOpenConns(1)
	if err := whileBusy(ctx, func() error { return checkPragmas(ctx, s.write) }); err != nil {
		return err
	}
	ms, err := migrations()
	if err != nil {
		return err
	}
	if err := migrate(ctx, s.write, ms); err != nil {
		return err
	}
	if s.writer, err = newWriter(ctx, s.write); err != nil {
		return err
	}
	if s.read, err = sql.Open("sqlite", dsn(path, dsnRead)); err != nil {
		return err
	}
	s.read.SetMaxOpenConns(readConns)
	s.readStmts = newStmtCache(s.read)
	return s.read.PingContext(ctx)
}

// dsn builds a driver DSN for a file path. The path is URI-escaped so that
// characters such as '?', '#' and '%' name a file instead of starting the
// query.
func dsn(path, params string) string {
	return "file:" + (&url.URL{Path: path}).EscapedPath() + params
}

// busyWait bounds how long Open waits for another process that holds the
// database while it sets up a connection: switching a new file to WAL
// takes a lock that SQLite's busy timeout does not wait for, so a `game`
// command started while the daemon creates the database would fail.
const busyWait = 10 * time.Second

// whileBusy runs fn again while it fails because another connection holds
// the database (SQLITE_BUSY or SQLITE_LOCKED), for at most busyWait.
func whileBusy(ctx context.Context, fn func() error) error {
	deadline := time.Now().Add(busyWait)
	for {
		err := fn()
		var coded interface{ Code() int }
		if err == nil || !errors.As(err, &coded) || coded.Code()&0xff != 5 && coded.Code()&0xff != 6 || time.Now().After(deadline) {
			return err
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// checkPragmas verifies that the driver applied the settings the store's
// durability promise rests on.
func checkPragmas(ctx context.Context, db *sql.DB) error {
	want := []struct {
		pragma, value string
	}{
		{"journal_mode", "wal"},
		{"synchronous", "2"}, // FULL
		{"foreign_keys", "1"},
	}
	for _, w := range want {
		var got string
		if err := db.QueryRowContext(ctx, "PRAGMA "+w.pragma).Scan(&got); err != nil {
			return fmt.Errorf("read pragma %s: %w", w.pragma, err)
		}
		if strings.ToLower(got) != w.value {
			return fmt.Errorf("check pragma %s: got %q, want %q", w.pragma, got, w.value)
		}
	}
	return nil
}

// Close closes the database. It waits for a write transaction still
// running to end; an Update or UpdateUnsynced that begins after it (or
// was waiting for its turn) fails with "store closed".
func (s *Store) Close() error {
	if err := s.closePools(); err != nil {
		return fmt.Errorf("close store: %w", err)
	}
	return nil
}

func (s *Store) closePools() error {
	errs := []error{s.readStmts.close(), s.writer.close()}
	if s.read != nil {
		errs = append(errs, s.read.Close())
	}
	if s.write != nil {
		errs = append(errs, s.write.Close())
	}
	return errors.Join(errs...)
}

// Update runs fn in a write transaction (BEGIN IMMEDIATE) and commits it
// if fn returns nil. If fn returns an error or panics, or ctx ends, the
// transaction is rolled back and nothing fn did remains; fn's error is
// returned as is and a panic continues after the rollback. The Tx must not
// be used after fn returns. Do not call Update from inside fn.
func (s *Store) Update(ctx context.Context, fn func(*Tx) error) error {
	err := s.writer.run(ctx, fn, false)
	if err == nil {
		s.commits.Add(1)
	}
	return err
}

// Commits is how many write transactions this Store has committed since
// it was opened. With synchronous=FULL each is one fsync of the WAL (a
// checkpoint adds some), so it is how benchmarks and tests count the
// fsyncs a piece of work costs.
func (s *Store) Commits() int64 { return s.commits.Load() }

// View runs fn in a read-only transaction that sees one consistent
// snapshot of the database. Writes inside fn fail.
func (s *Store) View(ctx context.Context, fn func(*Tx) error) error {
	defer s.readStmts.prepareWanted(ctx)
	return s.view(ctx, fn)
}

// UpdateUnsynced is Update for a record whose loss in a power cut costs
// only a repeat of work already done, such as a mail marked sent right
// after the SMTP server's 250 (RFC 5321 leaves a mail accepted then
// resent a duplicate, never a loss). Its commit is not fsynced
// (synchronous=NORMAL for this one transaction): it survives a crash of
// the process, because the WAL is then in the operating system's hands,
// but a power cut may undo it. It counts in no Commits.
func (s *Store) UpdateUnsynced(ctx context.Context, fn func(*Tx) error) error {
	return s.writer.run(ctx, fn, true)
}

// View's transactions run on the read pool through database/sql's Tx;
// Update's on the held write connection (writer.go).
func (s *Store) view(ctx context.Context, fn func(*Tx) error) error {
	sqlTx, err := s.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return fmt.Errorf("begin transaction: %w", err)
	}
	defer sqlTx.Rollback()
	tx := &Tx{ctx: ctx, run: ctx, q: sqlTx, prepared: func(query string) *sql.Stmt {
		if st := s.readStmts.get(query); st != nil {
			return sqlTx.StmtContext(ctx, st)
		}
		return nil
	}}
	if err := fn(tx); err != nil {
		return err
	}
	// What fn queued with Later runs as in Update: it fails here, as
	// any write does in a read transaction.
	return tx.settle()
}

// Tx is one transaction, given to the function passed to Update or View.
// Its methods use the context given there.
type Tx struct {
	ctx context.Context // the caller's: once it ends, no statement runs
	// run is the context the statements run under: the caller's in a
	// View; in an Update the caller's without its cancellation, which
	// each statement checks first (writer.go).
	run context.Context
	q   querier
	// prepared returns query's prepared statement for this transaction,
	// or nil to run the query unprepared.
	prepared func(query string) *sql.Stmt
	// later is the work Later queued and settle has yet to run; laterErr
	// the error that ended it, which every settle repeats.
	later    []func(*Tx) error
	laterErr error
	settling bool
	// rows are the outbox rows Enqueue kept while the queued functions
	// ran, to be written together (outrows.go).
	rows []outRow

	// w is the writer of an Update (nil in a View), id its number;
	// touched counts the writes to each game's kept rows (kept.go).
	w           *writer
	id          uint64
	touched     map[int64]int
	versionRead bool
}

// Later queues fn to run in the transaction before its next statement
// on the outbox or the chain, and at the latest before it commits; the
// queued functions run in the order they were queued, each once. It lets
// a caller compute a row of those tables elsewhere — a mail's bytes on
// another core — while the transaction goes on with other statements,
// and still write it as if it had at once: every read and write of the
// outbox and the chain in the transaction comes after the rows queued
// before it (the outbox rows of Enqueue inside a queued function are
// written together: outrows.go). An error of fn fails that statement,
// every later one on the outbox or the chain, and the commit, so the
// transaction is rolled back; a panic of fn goes on as one of Update's
// fn would.
func (t *Tx) Later(fn func(*Tx) error) { t.later = append(t.later, fn) }

// settle runs the functions Later queued, then writes the outbox rows
// they asked for (writeRows). Every statement that names the outbox or
// the chain calls it first (start); inside a queued function it does
// nothing, so that the function's own writes keep their place. Once a
// function or the rows failed, it repeats that error.
func (t *Tx) settle() error {
	if t.laterErr != nil {
		return t.laterErr
	}
	if t.settling {
		return nil
	}
	t.settling = true
	defer func() { t.settling = false }()
	for len(t.later) > 0 && t.laterErr == nil {
		fn := t.later[0]
		t.later = t.later[1:]
		if err := fn(t); err != nil {
			t.laterErr, t.later, t.rows = err, nil, nil
		}
	}
	if t.laterErr != nil {
		// Also when a function went on after a failed writeRows.
		return t.laterErr
	}
	return t.writeRows()
}

// querier runs statements: a *sql.Tx (View) or the write *sql.Conn
// (Update).
type querier interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// traceQuery, when set (by tests only), sees every statement a Tx runs.
var traceQuery func(query string)

// start is called before each statement: it traces the query, returns
// the caller's context's error once it has ended, and runs what Later
// queued before a statement on the outbox or the chain. Inside a queued
// function, the outbox rows kept so far are written before a statement
// on the outbox; a statement on the chain alone does not wait for them
// (no trigger or key of the chain reads the outbox).
func (t *Tx) start(query string) error {
	if traceQuery != nil {
		traceQuery(query)
	}
	if err := t.ctx.Err(); err != nil {
		return err
	}
	if len(t.later) > 0 || t.laterErr != nil || len(t.rows) > 0 {
		if !namesQueued(query) {
			return nil
		}
		if err := t.settle(); err != nil {
			return err
		}
		if len(t.rows) > 0 && strings.Contains(query, "outbox") {
			return t.writeRows()
		}
	}
	return nil
}

// namesQueued reports whether a statement may read or write a table
// whose rows Later queues: the outbox or the chain. It errs on the safe
// side: any statement naming either word settles.
func namesQueued(query string) bool {
	return strings.Contains(query, "outbox") || strings.Contains(query, "chain")
}

func (t *Tx) exec(query string, args ...any) (sql.Result, error) {
	if err := t.start(query); err != nil {
		return nil, err
	}
	if st := t.prepared(query); st != nil {
		return st.ExecContext(t.run, args...)
	}
	return t.q.ExecContext(t.run, query, args...)
}

func (t *Tx) query(query string, args ...any) (*sql.Rows, error) {
	if err := t.start(query); err != nil {
		return nil, err
	}
	if st := t.prepared(query); st != nil {
		return st.QueryContext(t.run, args...)
	}
	return t.q.QueryContext(t.run, query, args...)
}

func (t *Tx) queryRow(query string, args ...any) scanner {
	if err := t.start(query); err != nil {
		return errRow{err}
	}
	if st := t.prepared(query); st != nil {
		return st.QueryRowContext(t.run, args...)
	}
	return t.q.QueryRowContext(t.run, query, args...)
}

// errRow is a row whose Scan fails with err.
type errRow struct{ err error }

func (r errRow) Scan(...any) error { return r.err }

// insert runs an INSERT into a table whose INTEGER PRIMARY KEY is its
// rowid and returns the new row's id. It is the cheaper form of INSERT …
// RETURNING id on the hot path: the driver reads the rowid the connection
// just wrote (sqlite3_last_insert_rowid) instead of stepping a result row.
func (t *Tx) insert(query string, args ...any) (int64, error) {
	res, err := t.exec(query, args...)
	if err != nil {
		return 0, err
	}
	return res.LastInsertId()
}

// execOne runs a statement that must change exactly one row; it returns
// false when it changed none.
func (t *Tx) execOne(query string, args ...any) (bool, error) {
	res, err := t.exec(query, args...)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, err
	}
	return n > 0, nil
}

// duplicate marks err as ErrDuplicate when SQLite refused a repeated
// unique key, and returns it unchanged otherwise.
func duplicate(err error) error {
	var se *sqlite.Error
	if errors.As(err, &se) {
		switch se.Code() {
		case sqlite3.SQLITE_CONSTRAINT_UNIQUE, sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY:
			return fmt.Errorf("%w: %w", ErrDuplicate, err)
		}
	}
	return err
}

// queryAll runs a query and reads every row with scan.
func queryAll[T any](t *Tx, scan func(scanner) (T, error), query string, args ...any) ([]T, error) {
	rows, err := t.query(query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

// scanner is a *sql.Row or *sql.Rows.
type scanner interface {
	Scan(dest ...any) error
}
