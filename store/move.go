package store

import (
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Move is one entry of a game's append-only move log.
type Move struct {
	GameID    int64
	Seq       int    // 1, 2, 3… per game, assigned by AppendMove
	Seat      string // the seat that moved; must be a seat of the game
	Raw       string // the command text as received
	Normal    string // the command in the game's normal form
	MessageID string // the Message-ID (without <>) it came in, if by mail
	Source    string // "mail" or "moderator"
	Actor     string // who entered it: the sender's address or the moderator
	At        time.Time
	// Log is the public account of what the move did, one entry per
	// line; it never holds a secret (the engine contract's Result.Log).
	Log string
	// RolledBack marks a move a moderator's rollback undid: it stays in
	// the log, and a replay leaves it out (Rollback).
	RolledBack bool
}

// AppendMove appends m to its game's log and sets m.Seq to the last
// sequence number plus one. There is deliberately no way to change or
// remove a move: the database refuses UPDATE and DELETE on the log.
func (t *Tx) AppendMove(m *Move) error {
	t.touch(m.GameID)
	if err := requireTimes(namedTime{"At", m.At}); err != nil {
		return fmt.Errorf("append move of game %d: %w", m.GameID, err)
	}
	// "game_id = +?" here and in the other statements a move runs on
	// its game's log, seats and chain: SQLite recompiles a statement
	// whose plan looked at a bound value when the value changes, which
	// for "game_id = ?" is every mail to another game; the unary plus
	// keeps the same index and plan (BenchmarkAcrossGames).
	err := t.queryRow(`INSERT INTO moves (game_id, seq, seat, raw, normal, message_id, source, actor, at, log)
		VALUES (?1, (SELECT coalesce(max(seq), 0) + 1 FROM moves WHERE game_id = +?1), ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
		RETURNING seq`,
		m.GameID, m.Seat, m.Raw, m.Normal, m.MessageID, m.Source, m.Actor, millis(m.At), m.Log).Scan(&m.Seq)
	if err != nil {
		return fmt.Errorf("append move of game %d: %w", m.GameID, err)
	}
	return nil
}

// Moves returns a game's move log in Seq order.
func (t *Tx) Moves(gameID int64) ([]Move, error) {
	return t.MovesAfter(gameID, 0)
}

// MovesAfter returns a game's moves with a Seq greater than seq, in order.
func (t *Tx) MovesAfter(gameID int64, seq int) ([]Move, error) {
	moves, err := queryAll(t, scanMove, `SELECT game_id, seq, seat, raw, normal, message_id, source, actor, at, log,
		EXISTS (SELECT 1 FROM rollbacks r WHERE r.game_id = moves.game_id AND moves.seq > r.to_seq AND moves.seq <= r.last_seq)
		FROM moves WHERE game_id = +? AND seq > ? ORDER BY seq`, gameID, seq)
	if err != nil {
		return nil, fmt.Errorf("list moves of game %d after %d: %w", gameID, seq, err)
	}
	return moves, nil
}

// MovesSinceLastBy returns the moves of a game after seat's last move
// (every move when it has made none), in order, in one statement. The
// seat's last move is looked for from the game's end backwards, so the
// statement reads only the moves it returns and that one, not the
// game's whole log.
func (t *Tx) MovesSinceLastBy(gameID int64, seat string) ([]Move, error) {
	moves, err := queryAll(t, scanMove, `SELECT game_id, seq, seat, raw, normal, message_id, source, actor, at, log,
		EXISTS (SELECT 1 FROM rollbacks r WHERE r.game_id = moves.game_id AND moves.seq > r.to_seq AND moves.seq <= r.last_seq)
		FROM moves WHERE game_id = +?1
		AND seq > coalesce((SELECT seq FROM moves WHERE game_id = +?1 AND seat = ?2 ORDER BY seq DESC LIMIT 1), 0)
		ORDER BY seq`, gameID, seat)
	if err != nil {
		return nil, fmt.Errorf("list moves of game %d since %s last moved: %w", gameID, seat, err)
	}
	return moves, nil
}

func scanMove(r scanner) (m Move, err error) {
	var at int64
	err = r.Scan(&m.GameID, &m.Seq, &m.Seat, &m.Raw, &m.Normal, &m.MessageID, &m.Source, &m.Actor, &at, &m.Log, &m.RolledBack)
	m.At = fromMillis(at)
	return m, err
}

// SaveSnapshot stores a game's marshalled state after move seq (0: the
// state before any move). A game keeps one snapshot, replaced in place: a
// snapshot for the same or a later seq replaces it, one for an earlier seq
// is ignored (the log rebuilds any earlier state). seq may not lie beyond
// the game's last move.
func (t *Tx) SaveSnapshot(gameID int64, seq int, state []byte) error {
	t.touch(gameID)
	if state == nil {
		state = []byte{}
	}
	_, err := t.exec(`INSERT INTO snapshots (game_id, seq, state) VALUES (?, ?, ?)
		ON CONFLICT (game_id) DO UPDATE SET seq = excluded.seq, state = excluded.state
		WHERE excluded.seq >= snapshots.seq`, gameID, seq, state)
	if err != nil {
		return fmt.Errorf("save snapshot %d of game %d: %w", seq, gameID, err)
	}
	return nil
}

// LatestSnapshot returns the snapshot of a game (the one with the highest
// seq saved), or an error wrapping ErrNotFound when the game has none.
// It may lie behind the game's last move: the desk stores one every few
// moves, and the moves after seq (MovesAfter) bring it up to date.
func (t *Tx) LatestSnapshot(gameID int64) (seq int, state []byte, err error) {
	err = t.queryRow(`SELECT seq, state FROM snapshots WHERE game_id = ?`, gameID).Scan(&seq, &state)
	if errors.Is(err, sql.ErrNoRows) {
		err = ErrNotFound
	}
	if err != nil {
		return 0, nil, fmt.Errorf("get latest snapshot of game %d: %w", gameID, err)
	}
	return seq, state, nil
}

// Rollback marks the moves of a game after toSeq, up to its last move,
// as rolled back. It returns an error when there is no such move.
func (t *Tx) Rollback(gameID int64, toSeq int, at time.Time, actor string) error {
	t.touch(gameID)
	if err := requireTimes(namedTime{"at", at}); err != nil {
		return fmt.Errorf("roll back game %d: %w", gameID, err)
	}
	var last int
	if err := t.queryRow(`SELECT coalesce(max(seq), 0) FROM moves WHERE game_id = +?`, gameID).Scan(&last); err != nil {
		return fmt.Errorf("roll back game %d: %w", gameID, err)
	}
	if toSeq < 0 || toSeq >= last {
		return fmt.Errorf("roll back game %d to move %d: the game's moves run 1 to %d", gameID, toSeq, last)
	}
	if _, err := t.exec(`INSERT INTO rollbacks (game_id, to_seq, last_seq, at, actor) VALUES (?, ?, ?, ?, ?)`,
		gameID, toSeq, last, millis(at), actor); err != nil {
		return fmt.Errorf("roll back game %d to move %d: %w", gameID, toSeq, err)
	}
	return nil
}
