package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"strings"
)

// writer is the store's one write connection, taken from its pool when
// the store opens and held until it closes. Update's transactions run on
// it as the statements BEGIN IMMEDIATE … COMMIT rather than through
// database/sql's Tx: a Tx starts a goroutine to watch its context, and
// so does every query run in it (Rows.awaitDone), and the driver starts
// one more per statement whose context can end; each is a hand-off
// between threads, which cost a desk move more than some of its
// statements. Here the statements run under the caller's context without
// its cancellation, and each first checks that the caller's context has
// not ended: a transaction whose context ends runs no further statement
// and is rolled back, as before, only a statement already running is
// not interrupted (none of the store's runs long).
//
// Writers queue for the connection in Go, honouring their contexts, as
// they did for the pool's one connection. The statements are prepared on
// the connection the first time they run and kept until Close; only the
// writer holding the turn uses them.
type writer struct {
	pool  *sql.DB
	conn  *sql.Conn // nil after a failed renew, until the next one
	turn  chan struct{}
	stmts map[string]*sql.Stmt
	// closed is set by close: no transaction runs after it, and the
	// connection is not renewed.
	closed bool

	// txs numbers the transactions; wrote is, for each game, where the
	// last committed one that wrote its kept rows left them; dataVersion
	// is PRAGMA data_version as last read (kept.go).
	txs          uint64
	wrote        map[int64]Mark
	dataVersion  int64
	versionKnown bool
	// cur is the running transaction and untouched what checkTouch
	// found it writing without a touch (checkTouches only).
	cur       *Tx
	untouched []string
}

// errClosed is what a transaction asked for after Close returns.
var errClosed = errors.New("store closed")

func newWriter(ctx context.Context, pool *sql.DB) (*writer, error) {
	w := &writer{pool: pool, turn: make(chan struct{}, 1), stmts: make(map[string]*sql.Stmt)}
	if err := w.renew(ctx); err != nil {
		return nil, err
	}
	w.turn <- struct{}{}
	return w, nil
}

// take waits for the writer's turn, or for ctx to end.
func (w *writer) take(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	select {
	case <-w.turn:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (w *writer) give() { w.turn <- struct{}{} }

// run runs fn in a write transaction on the connection and commits it if
// fn returns nil; see Store.Update. unsynced commits it without an fsync
// (Store.UpdateUnsynced).
func (w *writer) run(ctx context.Context, fn func(*Tx) error, unsynced bool) error {
	if err := w.take(ctx); err != nil {
		return fmt.Errorf("begin transaction: %w", err)
	}
	defer w.give()
	if w.closed {
		return fmt.Errorf("begin transaction: %w", errClosed)
	}
	bg := context.WithoutCancel(ctx)
	if w.conn == nil {
		if err := w.renew(ctx); err != nil {
			return err
		}
	}
	if unsynced {
		err := w.exec(bg, "PRAGMA synchronous=NORMAL")
		if dead(err) {
			// As for BEGIN below: the first statement finds a dead
			// connection.
			if err = w.renew(ctx); err == nil {
				err = w.exec(bg, "PRAGMA synchronous=NORMAL")
			}
		}
		if err != nil {
			return fmt.Errorf("relax synchronous: %w", err)
		}
		defer func() {
			if err := w.exec(bg, "PRAGMA synchronous=FULL"); err != nil {
				// Never write on with a connection that does not sync:
				// a new one has the DSN's synchronous=FULL.
				w.renew(bg)
			}
		}()
	}
	// BEGIN waits for another process's write lock (the busy timeout):
	// under the caller's context, which may end the wait.
	err := w.exec(ctx, "BEGIN IMMEDIATE")
	if dead(err) {
		// The connection died since the last transaction, which the
		// pool would have replaced: so does the writer.
		if err = w.renew(ctx); err == nil {
			err = w.exec(ctx, "BEGIN IMMEDIATE")
		}
	}
	if err != nil {
		return fmt.Errorf("begin transaction: %w", err)
	}
	committed := false
	defer func() {
		if !committed {
			w.rollback(bg)
		}
	}()
	w.txs++
	tx := &Tx{ctx: ctx, run: bg, q: w.conn, prepared: w.prepared, w: w, id: w.txs}
	w.cur, w.untouched = tx, nil
	defer func() { w.cur = nil }()
	if err := fn(tx); err != nil {
		return err
	}
	if err := tx.settle(); err != nil {
		return err
	}
	if len(w.untouched) > 0 {
		return fmt.Errorf("commit transaction: rows written without a touch: %s", strings.Join(w.untouched, "; "))
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("commit transaction: %w", err)
	}
	if err := w.exec(bg, "COMMIT"); err != nil {
		return fmt.Errorf("commit transaction: %w", err)
	}
	committed = true
	w.committed(tx)
	return nil
}

// dead reports whether err says the connection died, which the pool
// would have replaced.
func dead(err error) bool {
	return errors.Is(err, sql.ErrConnDone) || errors.Is(err, driver.ErrBadConn)
}

// rollback ends the open transaction without its changes. When ROLLBACK
// fails (SQLite may have rolled the transaction back itself after an
// I/O error), the connection is replaced, so that no later transaction
// can find one still open.
func (w *writer) rollback(ctx context.Context) {
	if err := w.exec(ctx, "ROLLBACK"); err != nil {
		w.renew(ctx)
	}
}

// exec runs a statement of the writer's own on the connection.
func (w *writer) exec(ctx context.Context, query string) error {
	if w.conn == nil {
		return errors.New("no write connection")
	}
	if st := w.prepared(query); st != nil {
		_, err := st.ExecContext(ctx)
		return err
	}
	_, err := w.conn.ExecContext(ctx, query)
	return err
}

// prepared returns query's statement prepared on the connection,
// preparing it the first time; nil when it cannot be prepared (the
// query, run unprepared, then reports why).
func (w *writer) prepared(query string) *sql.Stmt {
	if st, ok := w.stmts[query]; ok {
		return st
	}
	st, err := w.conn.PrepareContext(context.Background(), query)
	if err != nil {
		return nil
	}
	w.stmts[query] = st
	return st
}

// renew drops the connection, if any, and takes a new one from the pool.
func (w *writer) renew(ctx context.Context) error {
	w.drop()
	conn, err := w.pool.Conn(ctx)
	if err != nil {
		return fmt.Errorf("take the write connection: %w", err)
	}
	w.conn = conn
	// What another connection commits from now on changes this.
	if err := conn.QueryRowContext(ctx, `PRAGMA data_version`).Scan(&w.dataVersion); err != nil {
		return fmt.Errorf("read data version: %w", err)
	}
	w.versionKnown = true
	if checkTouches {
		return w.watchTouches()
	}
	return nil
}

// drop closes the statements and the connection, which the pool then
// discards.
func (w *writer) drop() error {
	w.forgetWrites()
	err := w.closeStatements()
	if w.conn != nil {
		w.conn.Raw(func(any) error { return driver.ErrBadConn })
		w.conn = nil
	}
	return err
}

// closeStatements closes the statements prepared on the connection while
// it is open. Once database/sql has closed it (after the driver reported
// it bad) they are only forgotten: it does not close a connection's own
// statements with it, and the driver must not finalize a statement of a
// closed database.
func (w *writer) closeStatements() error {
	open := w.conn != nil && w.conn.Raw(func(any) error { return nil }) == nil
	var errs []error
	for q, st := range w.stmts {
		if open {
			errs = append(errs, st.Close())
		}
		delete(w.stmts, q)
	}
	return errors.Join(errs...)
}

// close runs PRAGMA optimize, which refreshes the statistics the query
// planner uses (cheap, and recommended before closing a long-lived
// connection), closes the statements and gives the connection back to
// its pool, for the pool's Close. It waits for the transaction running,
// if any.
func (w *writer) close() error {
	if w == nil {
		return nil
	}
	<-w.turn
	defer w.give()
	w.closed = true
	if w.conn == nil || w.conn.Raw(func(any) error { return nil }) != nil {
		w.closeStatements() // closed already, by database/sql: nothing to optimize
		w.conn = nil
		return nil
	}
	errs := []error{w.exec(context.Background(), "PRAGMA optimize"), w.closeStatements(), w.conn.Close()}
	w.conn = nil
	return errors.Join(errs...)
}
