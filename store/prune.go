package store

import (
	"fmt"
	"time"
)

// PruneSnapshots deletes every snapshot but the newest of each game and
// returns how many went. Since a game keeps one snapshot, replaced in
// place (see SaveSnapshot), there is never one to delete: it returns 0.
func (t *Tx) PruneSnapshots() (int64, error) { return 0, nil }

// PruneSpool deletes the local mail server's spooled mail received before
// a time — except mail for the referee that the desk has not handled yet,
// which must survive until it is — and returns how many went.
func (t *Tx) PruneSpool(before time.Time, referee string) (int64, error) {
	res, err := t.exec(`DELETE FROM spool WHERE at < ?1
		AND NOT (mailbox = ?2 AND NOT EXISTS (SELECT 1 FROM inbound i WHERE i.hash = spool.hash))`,
		millis(before), referee)
	if err != nil {
		return 0, fmt.Errorf("prune spool: %w", err)
	}
	return res.RowsAffected()
}
