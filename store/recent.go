package store

import (
	"fmt"
	"time"
)

// RecentMailTo counts the mails of one kind queued to an address since a
// time. The desk uses it to cap its answers to one address, so that a
// forged sender or a misbehaving auto-responder cannot start a reply storm.
func (t *Tx) RecentMailTo(to, kind string, since time.Time) (int, error) {
	var n int
	err := t.queryRow(`SELECT count(*) FROM outbox WHERE recipient = ?1 AND kind = ?2 AND created >= ?3`,
		to, kind, millis(since)).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("count recent %s mail to %s: %w", kind, to, err)
	}
	return n, nil
}
