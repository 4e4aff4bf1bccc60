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
	Kind     string   `json:"kind"` // start, move, rebuilt, ended, clock, change, audit, note, reseed, answer
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
	Note     string   `json:"note,omitempty"`  // note: SHA-256 of the note (noteHash)
	Notes    bool     `json:"notes,omitempty"` // start: every note of the game has an entry
	// A reseed entry is a rollback's new generator (replay.go): the
	// rollback's number in the game (1, 2, 3…), the move it went back to
	// and the last move before it; the moves after Last roll with it.
	Rollback int `json:"rollback,omitempty"`
	To       int `json:"to,omitempty"`
	Last     int `json:"last,omitempty"`
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
	return snapshotHash(b), nil
}

// snapshotHash is the SHA-256 of a snapshot's bytes, as stateHash.
func snapshotHash(snap []byte) string {
	sum := sha256.Sum256(snap)
	return hex.EncodeToString(sum[:])
}

// chainChange appends a change of the game to its chain; advance calls
// it last, with t holding the state after the change.
func (d *Desk) chainChange(tx *store.Tx, t *table, c change) error {
	// The snapshot the change saved, or the bytes a move has written
	// beside the transaction (commit), is t.state marshalled: hash it.
	var state string
	switch {
	case c.marshalled != nil:
		// Hashed once written, with the entry (appendMailLink).
	case c.snapshot != nil:
		state = snapshotHash(c.snapshot)
	default:
		var err error
		if state, err = stateHash(t.state); err != nil {
			return err
		}
	}
	l := link{Kind: "change", At: d.now().UnixMilli(), State: state, Decision: t.game.Decision}
	switch {
	case c.first:
		l.Kind, l.Seed, l.Notes = "start", seedHash(t.game.Seed), true
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
	appendMailLink(tx, t, t.game.ID, l, c.marshalled)
	return nil
}

// appendMailLink appends l to a game's chain with the hashes of the mails
// t queued since its last entry, once they are written (compose): the
// entry takes its place after their outbox rows. state, unless nil, is
// the state's bytes being written, whose hash the entry names.
func appendMailLink(tx *store.Tx, t *table, gameID int64, l link, state *composed) {
	mailed := t.mailed
	t.mailed = nil
	tx.Later(func(tx *store.Tx) error {
		var err error
		if l.Mail, err = mailHashes(mailed); err != nil {
			return err
		}
		if state != nil {
			if _, err := state.wait(); err != nil {
				return fmt.Errorf("snapshot: %w", err)
			}
			l.State = state.hash
		}
		if t == nil || t.game.ID != gameID {
			return appendLink(tx, gameID, l)
		}
		return t.wrote(tx, func() error {
			body, err := json.Marshal(l)
			if err != nil {
				return fmt.Errorf("encode chain entry: %w", err)
			}
			// The head the table knows is the chain's only while the
			// table matches the game's rows.
			if t.head.GameID == 0 || t.mark != tx.Mark(gameID) {
				t.head, err = tx.AppendLink(gameID, string(body))
			} else {
				t.head, err = tx.AppendLinkAfter(t.head, string(body))
			}
			return err
		})
	})
}

// seated is an answer to a seat of a game (a refusal, the help, a status,
// a log, an acknowledgement): the mail it answers is chained with it.
type seated interface {
	seated() (*table, store.Seat)
}

func (r refusal) seated() (*table, store.Seat) { return r.t, r.seat }
func (h help) seated() (*table, store.Seat)    { return h.t, h.seat }
func (r toSeat) seated() (*table, store.Seat)  { return r.t, r.seat }

// chainAnswer writes an answer entry for a seat's mail that the game
// answered rather than moved on (status, log, help, say, a refused
// move, a rules failure): the mail's SHA-256, the outcome and the
// SHA-256 of each mail queued for it (the answer, a relayed message),
// so a player's mail the referee refused stays on the record as
// refused. a is the verdict's answer as decided, before the hourly cap
// could drop it: a mail left unanswered is chained too. Mail from anyone
// who is no seat of the game (ignored, rejected) is kept in the inbound
// ledger only, and a move is chained by its own entry (chainChange).
func (d *Desk) chainAnswer(tx *store.Tx, inbound string, v verdict, a answer) error {
	l := link{Kind: "answer", At: d.now().UnixMilli(), Inbound: inbound, Action: string(v.outcome)}
	gameID := v.gameID
	switch a := a.(type) {
	case seated:
		t, s := a.seated()
		l.Seat = s.Seat
		appendMailLink(tx, t, t.game.ID, l, nil)
		return nil
	case hint:
		if v.outcome != Failed || a.gameID == 0 {
			return nil
		}
		gameID = a.gameID
	default:
		return nil
	}
	return appendLink(tx, gameID, l)
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

// ExportNote is one note of a game's log (a relayed message, a vacation,
// a moderator's announcement…) as an export carries it and its chain
// entry hashes it.
type ExportNote struct {
	At    int64  `json:"at"` // unix milliseconds
	After int    `json:"after"`
	Seat  string `json:"seat,omitempty"`
	Kind  string `json:"kind"`
	Text  string `json:"text"`
}

func exportNote(n store.Note) ExportNote {
	return ExportNote{At: n.At.UnixMilli(), After: n.After, Seat: n.Seat, Kind: n.Kind, Text: n.Text}
}

// noteHash is the SHA-256 of a note's JSON, the field order of ExportNote.
func noteHash(n ExportNote) (string, error) {
	b, err := json.Marshal(n)
	if err != nil {
		return "", fmt.Errorf("hash note: %w", err)
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}

// addNote writes a note to the game's log and an entry of its own,
// holding the note's hash, to the game's chain: a changed or removed
// message no longer matches the chain.
func (d *Desk) addNote(tx *store.Tx, n *store.Note) error {
	if err := tx.AddNote(n); err != nil {
		return err
	}
	x := exportNote(*n)
	h, err := noteHash(x)
	if err != nil {
		return err
	}
	return appendLink(tx, n.GameID, link{Kind: "note", At: x.At, Seat: n.Seat, Action: n.Kind, Note: h})
}
