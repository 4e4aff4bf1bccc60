package store

import (
	"fmt"
	"time"
)

// SpoolEntry is a message the built-in local mail server accepted.
type SpoolEntry struct {
	ID      int64
	Mailbox string // the mailbox it was delivered to
	Raw     []byte
	Hash    string // Hash(Raw)
	At      time.Time
}

// Spool stores a message the local mail server accepts for a mailbox. The
// server calls it, inside Update, before it acknowledges the message over
// SMTP, so that an acknowledged message survives a crash.
func (t *Tx) Spool(mailbox string, raw []byte, at time.Time) error {
	if err := requireTimes(namedTime{"at", at}); err != nil {
		return fmt.Errorf("spool mail for %s: %w", mailbox, err)
	}
	if raw == nil {
		raw = []byte{}
	}
	_, err := t.exec(`INSERT INTO spool (mailbox, raw, hash, at) VALUES (?, ?, ?, ?)`, mailbox, raw, Hash(raw), millis(at))
	if err != nil {
		return fmt.Errorf("spool mail for %s: %w", mailbox, err)
	}
	return nil
}

// SpoolRestore returns, oldest first, what the local server must append
// to its mailboxes again after a restart: every entry for mailboxes other
// than referee, and those for referee whose hash has no inbound ledger row
// yet (not processed). Mailbox names are compared exactly.
func (t *Tx) SpoolRestore(referee string) ([]SpoolEntry, error) {
	es, err := queryAll(t, scanSpool, `SELECT id, mailbox, raw, hash, at FROM spool
		WHERE mailbox <> ?1 OR NOT EXISTS (SELECT 1 FROM inbound WHERE inbound.hash = spool.hash)
		ORDER BY id`, referee)
	if err != nil {
		return nil, fmt.Errorf("restore spool: %w", err)
	}
	return es, nil
}

func scanSpool(r scanner) (e SpoolEntry, err error) {
	var at int64
	err = r.Scan(&e.ID, &e.Mailbox, &e.Raw, &e.Hash, &at)
	e.At = fromMillis(at)
	return e, err
}
