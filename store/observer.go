package store

import (
	"fmt"
	"strings"
	"time"
)

// AddObserver makes addr an observer of a game from at on. It reports
// false when addr already observes it.
func (t *Tx) AddObserver(gameID int64, addr string, at time.Time) (bool, error) {
	if err := requireTimes(namedTime{"at", at}); err != nil {
		return false, fmt.Errorf("add observer to game %d: %w", gameID, err)
	}
	ok, err := t.execOne(`INSERT INTO observers (game_id, address, since) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
		gameID, strings.ToLower(addr), millis(at))
	if err != nil {
		return false, fmt.Errorf("add observer to game %d: %w", gameID, err)
	}
	return ok, nil
}

// RemoveObserver stops addr observing a game. It reports false when addr
// did not observe it.
func (t *Tx) RemoveObserver(gameID int64, addr string) (bool, error) {
	ok, err := t.execOne(`DELETE FROM observers WHERE game_id = ? AND address = ?`, gameID, strings.ToLower(addr))
	if err != nil {
		return false, fmt.Errorf("remove observer from game %d: %w", gameID, err)
	}
	return ok, nil
}

// Observers returns the addresses observing a game, in the order they
// began.
func (t *Tx) Observers(gameID int64) ([]string, error) {
	addrs, err := queryAll(t, scanString, `SELECT address FROM observers WHERE game_id = ? ORDER BY since, address`, gameID)
	if err != nil {
		return nil, fmt.Errorf("list observers of game %d: %w", gameID, err)
	}
	return addrs, nil
}
