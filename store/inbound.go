package store

import (
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Inbound is the ledger entry of one received message, keyed by the hash
// of its raw bytes, so that the same message delivered twice is handled
// once.
type Inbound struct {
	ID          int64
	MessageID   string // without <>; several rows may share one
	Hash        string // Hash(raw): lowercase hex SHA-256; unique
	Mailbox     string
	UIDValidity uint32
	UID         uint32
	GameID      int64 // 0: no game
	Sender      string
	Outcome     string // "applied", "refused", "ignored", "rejected" or "error"
	Detail      string
	At          time.Time
}

// Hash returns the ledger key of a raw message: the lowercase hex SHA-256
// of its bytes exactly as received. Inbound.Hash and the spool use it, and
// SpoolRestore relies on both sides hashing the same bytes.
func Hash(raw []byte) string {
	sum := sha256.Sum256(raw)
	return hex.EncodeToString(sum[:])
}

const inboundColumns = `id, message_id, hash, mailbox, uid_validity, uid, game_id, sender, outcome, detail, at`

// InboundByHash returns the ledger entry with this hash, or an error
// wrapping ErrNotFound when the message is new.
func (t *Tx) InboundByHash(hash string) (*Inbound, error) {
	in, err := scanInbound(t.queryRow(`SELECT `+inboundColumns+` FROM inbound WHERE hash = ?`, hash))
	if errors.Is(err, sql.ErrNoRows) {
		err = ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("get inbound %s: %w", hash, err)
	}
	return &in, nil
}

// InboundByMessageID returns the ledger entries carrying this Message-ID,
// oldest first (none is not an error).
func (t *Tx) InboundByMessageID(msgid string) ([]Inbound, error) {
	ins, err := queryAll(t, scanInbound, `SELECT `+inboundColumns+` FROM inbound WHERE message_id = ? ORDER BY id`, msgid)
	if err != nil {
		return nil, fmt.Errorf("list inbound with Message-ID %q: %w", msgid, err)
	}
	return ins, nil
}

// InboundSeen returns, in one statement, the ledger entries with one of
// these hashes and those carrying one of these Message-IDs (an empty one
// matches nothing), oldest first (none is not an error; an entry
// matching both comes twice): what InboundByHash and InboundByMessageID
// return together, for one mail or for a batch of them.
func (t *Tx) InboundSeen(hashes, msgids []string) ([]Inbound, error) {
	h, err := json.Marshal(hashes)
	if err != nil {
		return nil, fmt.Errorf("list inbound by hash: %w", err)
	}
	// The Message-IDs go as hex: a msg-id's bytes need not be UTF-8
	// (the parser keeps them as they came), and JSON would replace those
	// that are not, so that the entry no longer matched.
	hexids := make([]string, len(msgids))
	for i, id := range msgids {
		hexids[i] = hex.EncodeToString([]byte(id))
	}
	m, err := json.Marshal(hexids)
	if err != nil {
		return nil, fmt.Errorf("list inbound by Message-ID: %w", err)
	}
	ins, err := queryAll(t, scanInbound, `SELECT `+inboundColumns+` FROM inbound WHERE hash IN (SELECT value FROM json_each(?1))
		UNION ALL SELECT `+inboundColumns+` FROM inbound WHERE message_id IN (SELECT CAST(unhex(value) AS TEXT) FROM json_each(?2) WHERE value <> '')
		ORDER BY id`, string(h), string(m))
	if err != nil {
		return nil, fmt.Errorf("list inbound with hashes %v or Message-IDs %q: %w", hashes, msgids, err)
	}
	return ins, nil
}

// InboundOf returns a game's ledger entries, oldest first: every mail
// the game received, applied or not, with its outcome and reason.
func (t *Tx) InboundOf(gameID int64) ([]Inbound, error) {
	ins, err := queryAll(t, scanInbound, `SELECT `+inboundColumns+` FROM inbound WHERE game_id = ? ORDER BY id`, gameID)
	if err != nil {
		return nil, fmt.Errorf("list inbound of game %d: %w", gameID, err)
	}
	return ins, nil
}

// RecordInbound inserts in and sets in.ID. A hash already recorded gives an
// error wrapping ErrDuplicate; return it from the Update function so that
// the whole transaction (the move it carried, the replies) rolls back.
func (t *Tx) RecordInbound(in *Inbound) error {
	if err := requireTimes(namedTime{"At", in.At}); err != nil {
		return fmt.Errorf("record inbound %s: %w", in.Hash, err)
	}
	id, err := t.insert(`INSERT INTO inbound (message_id, hash, mailbox, uid_validity, uid, game_id, sender, outcome, detail, at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		in.MessageID, in.Hash, in.Mailbox, int64(in.UIDValidity), int64(in.UID), optID(in.GameID),
		in.Sender, in.Outcome, in.Detail, millis(in.At))
	if err != nil {
		return fmt.Errorf("record inbound %s: %w", in.Hash, duplicate(err))
	}
	in.ID = id
	return nil
}

func scanInbound(r scanner) (in Inbound, err error) {
	var (
		uidValidity, uid, at int64
		gameID               sql.NullInt64
	)
	err = r.Scan(&in.ID, &in.MessageID, &in.Hash, &in.Mailbox, &uidValidity, &uid, &gameID, &in.Sender, &in.Outcome, &in.Detail, &at)
	in.UIDValidity, in.UID = uint32(uidValidity), uint32(uid)
	in.GameID, in.At = gameID.Int64, fromMillis(at)
	return in, err
}

// MailboxState returns where the reader left off in a mailbox: its
// UIDVALIDITY and the highest UID handled. Both are 0 for a mailbox never
// seen.
func (t *Tx) MailboxState(mailbox string) (uidValidity, lastUID uint32, err error) {
	var v, u int64
	err = t.queryRow(`SELECT uid_validity, last_uid FROM mailboxes WHERE mailbox = ?`, mailbox).Scan(&v, &u)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, 0, nil
	}
	if err != nil {
		return 0, 0, fmt.Errorf("get mailbox state %q: %w", mailbox, err)
	}
	return uint32(v), uint32(u), nil
}

// SetMailboxState records where the reader left off in a mailbox.
func (t *Tx) SetMailboxState(mailbox string, uidValidity, lastUID uint32) error {
	_, err := t.exec(`INSERT INTO mailboxes (mailbox, uid_validity, last_uid) VALUES (?, ?, ?)
		ON CONFLICT (mailbox) DO UPDATE SET uid_validity = excluded.uid_validity, last_uid = excluded.last_uid`,
		mailbox, int64(uidValidity), int64(lastUID))
	if err != nil {
		return fmt.Errorf("set mailbox state %q: %w", mailbox, err)
	}
	return nil
}
