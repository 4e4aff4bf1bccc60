package store

import (
	"database/sql"
	"errors"
	"fmt"
	"strings"
)

// ModeratorToken returns the token of moderator address in a game, or an
// error wrapping ErrNotFound when it has none yet.
func (t *Tx) ModeratorToken(gameID int64, address string) (string, error) {
	var token string
	err := t.queryRow(`SELECT token FROM moderator_tokens WHERE game_id = ? AND address = ?`,
		gameID, strings.ToLower(address)).Scan(&token)
	if errors.Is(err, sql.ErrNoRows) {
		err = ErrNotFound
	}
	if err != nil {
		return "", fmt.Errorf("moderator token of %s in game %d: %w", address, gameID, err)
	}
	return token, nil
}

// AddModeratorToken gives moderator address its token in a game. A token
// or address the game has already gives an error wrapping ErrDuplicate.
func (t *Tx) AddModeratorToken(gameID int64, address, token string) error {
	if _, err := t.exec(`INSERT INTO moderator_tokens (game_id, address, token) VALUES (?, ?, ?)`,
		gameID, strings.ToLower(address), token); err != nil {
		return fmt.Errorf("add moderator token of %s in game %d: %w", address, gameID, duplicate(err))
	}
	return nil
}

// ModeratorByToken returns the moderator whose token in a game is token,
// or an error wrapping ErrNotFound.
func (t *Tx) ModeratorByToken(gameID int64, token string) (string, error) {
	var addr string
	err := t.queryRow(`SELECT address FROM moderator_tokens WHERE game_id = ? AND token = ?`, gameID, token).Scan(&addr)
	if errors.Is(err, sql.ErrNoRows) {
		err = ErrNotFound
	}
	if err != nil {
		return "", fmt.Errorf("moderator of game %d by token: %w", gameID, err)
	}
	return addr, nil
}
