package store

import (
	"fmt"
	"time"
)

// Note is one public entry of a game's log beside its moves: a message a
// player relayed, a vacation, a resignation, a late policy acting.
type Note struct {
	ID     int64
	GameID int64
	At     time.Time
	After  int    // the seq of the game's last move when the note was written
	Seat   string // the seat it concerns, "" for none
	Kind   string // e.g. "say", "vacation", "back", "resign"
	Text   string // as the players read it
}

// AddNote appends n to its game's notes and sets n.ID.
func (t *Tx) AddNote(n *Note) error {
	if err := requireTimes(namedTime{"At", n.At}); err != nil {
		return fmt.Errorf("add note %s: %w", n.Kind, err)
	}
	err := t.queryRow(`INSERT INTO notes (game_id, at, after, seat, kind, text) VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
		n.GameID, millis(n.At), n.After, n.Seat, n.Kind, n.Text).Scan(&n.ID)
	if err != nil {
		return fmt.Errorf("add note %s: %w", n.Kind, err)
	}
	return nil
}

// Notes returns a game's notes, oldest first.
func (t *Tx) Notes(gameID int64) ([]Note, error) {
	ns, err := queryAll(t, scanNote, `SELECT id, game_id, at, after, seat, kind, text FROM notes WHERE game_id = ? ORDER BY id`, gameID)
	if err != nil {
		return nil, fmt.Errorf("list notes of game %d: %w", gameID, err)
	}
	return ns, nil
}

func scanNote(r scanner) (n Note, err error) {
	var at int64
	err = r.Scan(&n.ID, &n.GameID, &at, &n.After, &n.Seat, &n.Kind, &n.Text)
	n.At = fromMillis(at)
	return n, err
}
