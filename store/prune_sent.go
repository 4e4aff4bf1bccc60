package store

import (
	"bytes"
	"fmt"
	"time"
)

// KeepSentMail is the suggested retention of sent mail's text: long
// enough to answer "what did the referee send me last month", short
// enough that the outbox does not dwarf the games.
const KeepSentMail = 30 * 24 * time.Hour

// pruneBatch bounds how many messages PruneSentMail holds in memory.
const pruneBatch = 100

// PruneSentMail cuts the text of every mail sent before `before` down to
// its header, records the SHA-256 of the whole message (RawHash) and the
// time at, and returns how many mails it pruned. Queued and failed mail is
// never touched, nor is mail pruned before. The envelope, kind, times and
// Message-ID stay, so the log still shows what went to whom and when.
func (t *Tx) PruneSentMail(before, at time.Time) (int64, error) {
	if err := requireTimes(namedTime{"before", before}, namedTime{"at", at}); err != nil {
		return 0, fmt.Errorf("prune sent mail: %w", err)
	}
	var pruned int64
	for {
		type whole struct {
			id  int64
			raw []byte
		}
		batch, err := queryAll(t, func(r scanner) (w whole, err error) {
			err = r.Scan(&w.id, &w.raw)
			return w, err
		}, `SELECT id, raw FROM outbox WHERE status = 'sent' AND pruned IS NULL AND sent < ? ORDER BY sent LIMIT ?`,
			millis(before), pruneBatch)
		if err != nil {
			return pruned, fmt.Errorf("prune sent mail: %w", err)
		}
		for _, w := range batch {
			if _, err := t.exec(`UPDATE outbox SET raw = ?, raw_hash = ?, pruned = ? WHERE id = ?`,
				header(w.raw), Hash(w.raw), millis(at), w.id); err != nil {
				return pruned, fmt.Errorf("prune sent mail %d: %w", w.id, err)
			}
			pruned++
		}
		if len(batch) < pruneBatch {
			return pruned, nil
		}
	}
}

// header returns a message's header section with the blank line that
// ends it (RFC 5322 2.1), or the whole message when it has no body.
func header(raw []byte) []byte {
	for _, sep := range [][]byte{[]byte("\r\n\r\n"), []byte("\n\n")} {
		if i := bytes.Index(raw, sep); i >= 0 {
			return raw[:i+len(sep)]
		}
	}
	return raw
}
