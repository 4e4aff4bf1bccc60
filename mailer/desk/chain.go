package desk

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"

	"turnmail/engine"
	"turnmail/store"
)

// link is the body of one entry of a game's tamper-evident chain
// (store.Link): what changed, from which mail, and the state it left.
// Its JSON, field by field in this order, is what the entry hashes.
type link struct {
	Kind     string   `json:"kind"` // start, move, rebuilt, ended, clock, change, audit
	At       int64    `json:"at"`   // unix milliseconds
	Seat     string   `json:"seat,omitempty"`
	Commands []string `json:"commands,omitempty"`
	Inbound  string   `json:"inbound,omitempty"` // SHA-256 of the mail the commands came in
	Actor    string   `json:"actor,omitempty"`
	Action   string   `json:"action,omitempty"`
	Detail   string   `json:"detail,omitempty"`
	Decision int      `json:"decision,omitempty"`
	State    string   `json:"state,omitempty"` // SHA-256 of the state after the change
	Seed     string   `json:"seed,omitempty"`  // start: SHA-256 of the seed (seedHash)
	Mail     []string `json:"mail,omitempty"`  // SHA-256 of each mail the change queued, as queued
}

// seedHash is what the players are told of the seed at the start: the
// SHA-256 of its decimal digits, which anyone can recompute once the seed
// is revealed at the end (printf %s SEED | sha256sum).
func seedHash(seed uint64) string {
	sum := sha256.Sum256([]byte(strconv.FormatUint(seed, 10)))
	return hex.EncodeToString(sum[:])
}

// stateHash is the SHA-256 of a state's snapshot.
func stateHash(st engine.State) (string, error) {
	b, err := st.Marshal()
	if err != nil {
		return "", fmt.Errorf("hash state: %w", err)
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}

// chainChange appends a change of the game to its chain; advance calls
// it last, with t holding the state after the change.
func (d *Desk) chainChange(tx *store.Tx, t *table, c change) error {
	state, err := stateHash(t.state)
	if err != nil {
		return err
	}
	l := link{Kind: "change", At: d.now().UnixMilli(), State: state, Decision: t.game.Decision, Mail: t.mailed}
	t.mailed = nil
	switch {
	case c.first:
		l.Kind, l.Seed = "start", seedHash(t.game.Seed)
	case c.mover != nil:
		l.Kind, l.Seat, l.Inbound, l.Actor = "move", c.mover.Seat, c.src.inbound, c.src.actor
		for _, cmd := range c.cmds {
			l.Commands = append(l.Commands, cmd.Normal)
		}
	case c.end != nil:
		l.Kind, l.Detail = "ended", c.end.Reason
	case c.rebuilt:
		l.Kind = "rebuilt"
	case len(c.moved) > 0:
		l.Kind = "clock"
	}
	return appendLink(tx, t.game.ID, l)
}

// audit writes a moderator's (or the clock's) action to the audit log
// and to the game's chain.
func (d *Desk) audit(tx *store.Tx, e *store.AuditEntry) error {
	if err := tx.Audit(e); err != nil {
		return err
	}
	if e.GameID == 0 {
		return nil
	}
	return appendLink(tx, e.GameID, link{Kind: "audit", At: e.At.UnixMilli(), Actor: e.Actor, Action: e.Action, Detail: e.Detail})
}

func appendLink(tx *store.Tx, gameID int64, l link) error {
	body, err := json.Marshal(l)
	if err != nil {
		return fmt.Errorf("encode chain entry: %w", err)
	}
	_, err = tx.AppendLink(gameID, string(body))
	return err
}
