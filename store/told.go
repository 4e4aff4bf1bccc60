package store

import (
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Kinds of note (Told.Kind).
const (
	ToldAnswer        = "answer"        // an answer queued to a sender
	ToldCap           = "cap"           // the moderators were told an address reached its cap
	ToldLeak          = "leak"          // a seat's token came from another sender; Detail is the token
	ToldUndeliverable = "undeliverable" // the moderators were told of a game's undeliverable mail
)

// Told records that the desk told someone something. The desk counts
// told to bound itself: answers per address and game per hour, one
// word to the moderators per event.
type Told struct {
	Kind    string
	Address string // lowercased
	GameID  int64  // 0: no game
	Detail  string
	At      time.Time
}

// AddTold appends n.
func (t *Tx) AddTold(n Told) error {
	if err := requireTimes(namedTime{"At", n.At}); err != nil {
		return fmt.Errorf("add %s note: %w", n.Kind, err)
	}
	_, err := t.exec(`INSERT INTO told (kind, address, game_id, detail, at) VALUES (?, ?, ?, ?, ?)`,
		n.Kind, strings.ToLower(n.Address), optID(n.GameID), n.Detail, millis(n.At))
	if err != nil {
		return fmt.Errorf("add %s note: %w", n.Kind, err)
	}
	return nil
}

// CountTold counts the notes of a kind to address about gameID (0: no
// game) with this detail ("" for any) since a time.
func (t *Tx) CountTold(kind, address string, gameID int64, detail string, since time.Time) (int, error) {
	cond, args := gameIs(gameID)
	args = append([]any{kind, strings.ToLower(address), millis(since), detail}, args...)
	var n int
	err := t.queryRow(`SELECT count(*) FROM told WHERE kind = ? AND address = ? AND at >= ?
		AND (?4 = '' OR detail = ?4) AND `+cond, args...).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("count %s told to %s: %w", kind, address, err)
	}
	return n, nil
}

// LastTold is the time of the latest note of a kind about gameID, to any
// address; the zero time when there is none.
func (t *Tx) LastTold(kind string, gameID int64) (time.Time, error) {
	cond, args := gameIs(gameID)
	var at sql.NullInt64
	err := t.queryRow(`SELECT max(at) FROM told WHERE kind = ? AND `+cond, append([]any{kind}, args...)...).Scan(&at)
	if errors.Is(err, sql.ErrNoRows) || !at.Valid {
		return time.Time{}, nil
	}
	if err != nil {
		return time.Time{}, fmt.Errorf("find last %s note of game %d: %w", kind, gameID, err)
	}
	return fromMillis(at.Int64), nil
}

// GameFailedSince lists a game's mails that failed for good after a time,
// oldest first.
func (t *Tx) GameFailedSince(gameID int64, since time.Time) ([]OutMail, error) {
	cond, args := gameIs(gameID)
	ms, err := queryAll(t, scanOutMail, `SELECT `+outboxColumns+` FROM outbox WHERE status = 'failed' AND failed > ? AND `+cond+` ORDER BY failed, id`,
		append([]any{millis(since)}, args...)...)
	if err != nil {
		return nil, fmt.Errorf("list failed mail of game %d: %w", gameID, err)
	}
	return ms, nil
}

// PruneTold deletes the notes older than before; the caps look back an
// hour and the leak told as long as a token lives, so the daily
// housekeeping keeps leak told and prunes the rest.
func (t *Tx) PruneTold(before time.Time) (int64, error) {
	res, err := t.exec(`DELETE FROM told WHERE kind <> 'leak' AND at < ?`, millis(before))
	if err != nil {
		return 0, fmt.Errorf("prune told: %w", err)
	}
	return res.RowsAffected()
}

// SetToken gives a seat a new token; the old one stops working.
func (t *Tx) SetToken(gameID int64, seat, token string) error {
	t.touch(gameID)
	ok, err := t.execOne(`UPDATE seats SET token = ? WHERE game_id = ? AND seat = ?`, token, gameID, seat)
	if err == nil && !ok {
		err = ErrNotFound
	}
	if err != nil {
		return fmt.Errorf("set token of %s: %w", seat, err)
	}
	return nil
}
