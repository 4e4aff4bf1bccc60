package store

import (
	"database/sql"
	"fmt"
	"time"
)

// millis converts a required time to its column value.
func millis(t time.Time) int64 { return t.UnixMilli() }

// fromMillis converts a column value back to a UTC time.
func fromMillis(ms int64) time.Time { return time.UnixMilli(ms).UTC() }

// optMillis converts an optional time: the zero time is NULL.
func optMillis(t time.Time) sql.NullInt64 {
	if t.IsZero() {
		return sql.NullInt64{}
	}
	return sql.NullInt64{Int64: t.UnixMilli(), Valid: true}
}

// fromOptMillis converts an optional column value: NULL is the zero time.
func fromOptMillis(v sql.NullInt64) time.Time {
	if !v.Valid {
		return time.Time{}
	}
	return fromMillis(v.Int64)
}

// optID converts an optional row id: 0 is NULL.
func optID(id int64) sql.NullInt64 {
	return sql.NullInt64{Int64: id, Valid: id != 0}
}

// requireTimes refuses zero values among times that must be set, naming
// the first missing one.
func requireTimes(times ...namedTime) error {
	for _, nt := range times {
		if nt.t.IsZero() {
			return fmt.Errorf("%s is the zero time", nt.name)
		}
	}
	return nil
}

type namedTime struct {
	name string
	t    time.Time
}

// gameIs returns the condition selecting rows of a game by its game_id
// column, 0 meaning "no game", in a form the game_id index serves.
func gameIs(gameID int64) (cond string, args []any) {
	if gameID == 0 {
		return "game_id IS NULL", nil
	}
	return "game_id = ?", []any{gameID}
}
