package store

import (
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
)

// Link is one entry of a game's tamper-evident chain: Body (a JSON
// object) and the hash of the entry before it, Prev ("" for the first).
// Hash is SHA-256 over Prev, a newline and Body, in hex.
type Link struct {
	GameID int64
	N      int // 1, 2, 3… per game
	Body   string
	Prev   string
	Hash   string
}

// LinkHash is the hash of an entry with this prev and body.
func LinkHash(prev, body string) string {
	sum := sha256.Sum256([]byte(prev + "\n" + body))
	return hex.EncodeToString(sum[:])
}

// AppendLink appends body to a game's chain, linked to its last entry,
// and returns the new entry.
func (t *Tx) AppendLink(gameID int64, body string) (Link, error) {
	head := Link{GameID: gameID}
	err := t.queryRow(`SELECT n, hash FROM chain WHERE game_id = +? ORDER BY n DESC LIMIT 1`, gameID).Scan(&head.N, &head.Hash)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return Link{}, fmt.Errorf("append to the chain of game %d: %w", gameID, err)
	}
	return t.AppendLinkAfter(head, body)
}

// AppendLinkAfter is AppendLink when the caller knows the chain's last
// entry: head, whose GameID names the game (N 0: the chain is empty).
// A head that is not the last entry makes it fail (the entry after it
// exists) or leaves a gap CheckChain finds; keep it with Unchanged.
func (t *Tx) AppendLinkAfter(head Link, body string) (Link, error) {
	l := Link{GameID: head.GameID, N: head.N + 1, Body: body, Prev: head.Hash}
	l.Hash = LinkHash(l.Prev, body)
	t.touch(l.GameID)
	if _, err := t.exec(`INSERT INTO chain (game_id, n, body, prev, hash) VALUES (?, ?, ?, ?, ?)`,
		l.GameID, l.N, l.Body, l.Prev, l.Hash); err != nil {
		return l, fmt.Errorf("append to the chain of game %d: %w", l.GameID, err)
	}
	return l, nil
}

// Chain returns a game's chain, first entry first.
func (t *Tx) Chain(gameID int64) ([]Link, error) {
	ls, err := queryAll(t, scanLink, `SELECT game_id, n, body, prev, hash FROM chain WHERE game_id = +? ORDER BY n`, gameID)
	if err != nil {
		return nil, fmt.Errorf("list the chain of game %d: %w", gameID, err)
	}
	return ls, nil
}

// CheckChain reports the first entry of ls that does not follow from the
// one before it: a hash that is not its body's, a Prev that is not the
// hash before, or a gap in the numbering.
func CheckChain(ls []Link) error {
	prev := ""
	for i, l := range ls {
		switch {
		case l.N != i+1:
			return fmt.Errorf("entry %d: numbered %d, an entry is missing", i+1, l.N)
		case l.Prev != prev:
			return fmt.Errorf("entry %d: does not link to the entry before it", l.N)
		case LinkHash(l.Prev, l.Body) != l.Hash:
			return fmt.Errorf("entry %d: its hash does not match its content", l.N)
		}
		prev = l.Hash
	}
	return nil
}

func scanLink(r scanner) (l Link, err error) {
	err = r.Scan(&l.GameID, &l.N, &l.Body, &l.Prev, &l.Hash)
	return l, err
}
