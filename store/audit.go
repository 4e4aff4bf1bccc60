package store

import (
	"database/sql"
	"fmt"
	"time"
)

// AuditEntry records one moderator action. The audit log is append-only.
type AuditEntry struct {
	ID     int64
	At     time.Time
	Actor  string // who acted, e.g. the moderator's address
	Action string // what, e.g. "move", "halt", "game new"
	GameID int64  // 0: no game
	Detail string
}

// Audit appends e to the audit log and sets e.ID.
func (t *Tx) Audit(e *AuditEntry) error {
	if err := requireTimes(namedTime{"At", e.At}); err != nil {
		return fmt.Errorf("audit %s: %w", e.Action, err)
	}
	err := t.queryRow(`INSERT INTO audit (at, actor, action, game_id, detail) VALUES (?, ?, ?, ?, ?) RETURNING id`,
		millis(e.At), e.Actor, e.Action, optID(e.GameID), e.Detail).Scan(&e.ID)
	if err != nil {
		return fmt.Errorf("audit %s: %w", e.Action, err)
	}
	return nil
}

// AuditLog returns a game's audit entries (0: entries of no game), oldest
// first.
func (t *Tx) AuditLog(gameID int64) ([]AuditEntry, error) {
	cond, args := gameIs(gameID)
	es, err := queryAll(t, scanAudit, `SELECT id, at, actor, action, game_id, detail FROM audit
		WHERE `+cond+` ORDER BY id`, args...)
	if err != nil {
		return nil, fmt.Errorf("list audit log of game %d: %w", gameID, err)
	}
	return es, nil
}

func scanAudit(r scanner) (e AuditEntry, err error) {
	var (
		at     int64
		gameID sql.NullInt64
	)
	err = r.Scan(&e.ID, &at, &e.Actor, &e.Action, &gameID, &e.Detail)
	e.At, e.GameID = fromMillis(at), gameID.Int64
	return e, err
}
