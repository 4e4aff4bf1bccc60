package store

import (
	"context"
	"database/sql"
	"errors"
	"sync"
)

// stmtCache keeps the statements of the read pool prepared, by their
// text, so that View does not compile its SQL anew on every call (the
// write connection keeps its own, writer.go). database/sql keeps a
// prepared statement per connection and prepares it on a connection that
// lacks it the first time a transaction there uses it.
//
// A statement is prepared after the transaction that first ran it has
// ended, not inside it, on whichever connection the pool has free; its
// first run goes unprepared.
type stmtCache struct {
	db   *sql.DB
	mu   sync.Mutex
	m    map[string]*sql.Stmt
	want map[string]bool // run unprepared, to prepare once the transaction ends
}

func newStmtCache(db *sql.DB) *stmtCache {
	return &stmtCache{db: db, m: make(map[string]*sql.Stmt), want: make(map[string]bool)}
}

// get returns the prepared statement for query, or nil (and notes the
// query to be prepared) when there is none yet.
func (c *stmtCache) get(query string) *sql.Stmt {
	if c == nil {
		return nil // no cache: every statement compiled afresh (BenchmarkDeskReads)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	st := c.m[query]
	if st == nil {
		c.want[query] = true
	}
	return st
}

// prepareWanted prepares the statements noted by get. Call it with no
// transaction of this pool open in the calling goroutine. A statement
// that fails to prepare stays unprepared: its queries still run.
func (c *stmtCache) prepareWanted(ctx context.Context) {
	if c == nil {
		return
	}
	c.mu.Lock()
	if len(c.want) == 0 {
		c.mu.Unlock()
		return
	}
	var queries []string
	for q := range c.want {
		queries = append(queries, q)
	}
	clear(c.want)
	c.mu.Unlock()
	for _, q := range queries {
		st, err := c.db.PrepareContext(ctx, q)
		if err != nil {
			continue
		}
		c.mu.Lock()
		if c.m[q] == nil {
			c.m[q], st = st, nil
		}
		c.mu.Unlock()
		if st != nil {
			st.Close() // another goroutine prepared it meanwhile
		}
	}
}

// close closes every prepared statement.
func (c *stmtCache) close() error {
	if c == nil {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	var errs []error
	for q, st := range c.m {
		errs = append(errs, st.Close())
		delete(c.m, q)
	}
	return errors.Join(errs...)
}
