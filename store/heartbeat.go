package store

import (
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Heartbeat returns when the loop name last beat, or the zero time if it
// never has.
func (t *Tx) Heartbeat(name string) (time.Time, error) {
	var at int64
	err := t.queryRow(`SELECT at FROM heartbeats WHERE name = ?`, name).Scan(&at)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return time.Time{}, nil
	case err != nil:
		return time.Time{}, fmt.Errorf("read heartbeat %s: %w", name, err)
	}
	return fromMillis(at), nil
}

// Beat records that the loop name ran at at.
func (t *Tx) Beat(name string, at time.Time) error {
	if err := requireTimes(namedTime{"at", at}); err != nil {
		return fmt.Errorf("beat %s: %w", name, err)
	}
	if _, err := t.exec(`INSERT INTO heartbeats (name, at) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET at = excluded.at`,
		name, millis(at)); err != nil {
		return fmt.Errorf("beat %s: %w", name, err)
	}
	return nil
}
