package store

import (
	"fmt"
	"strings"
)

// MovePlayers stores the players of several seats of one game at once,
// for rules that move players between seats during play: each given
// Seat's row takes that Seat's Address, Name, Token, Joined, Extensions,
// VacationUsed and AwayUntil. Tokens may move between the rows given
// (a swap is no duplicate); a token another seat keeps gives an error
// wrapping ErrDuplicate, an unknown seat one wrapping ErrNotFound.
func (t *Tx) MovePlayers(gameID int64, seats []Seat) error {
	t.touch(gameID)
	// A token is unique per game at every row written, so the moving
	// rows first take placeholders no token can equal (tokens have no
	// spaces).
	for _, s := range seats {
		ok, err := t.execOne(`UPDATE seats SET token = ? WHERE game_id = ? AND seat = ?`, "moving "+s.Seat, gameID, s.Seat)
		if err == nil && !ok {
			err = ErrNotFound
		}
		if err != nil {
			return fmt.Errorf("move player to seat %s of game %d: %w", s.Seat, gameID, err)
		}
	}
	for _, s := range seats {
		joined := s.Joined
		if joined == "" {
			joined = s.Seat
		}
		_, err := t.execOne(`UPDATE seats SET address = ?, name = ?, token = ?, joined = ?, extensions = ?, vacation_used = ?, away_until = ?
			WHERE game_id = ? AND seat = ?`,
			strings.ToLower(s.Address), s.Name, s.Token, joined, s.Extensions, s.VacationUsed.Milliseconds(), optMillis(s.AwayUntil), gameID, s.Seat)
		if err != nil {
			return fmt.Errorf("move player to seat %s of game %d: %w", s.Seat, gameID, duplicate(err))
		}
	}
	return nil
}
