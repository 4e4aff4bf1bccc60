package desk

import (
	"context"
	"errors"
	"fmt"
	"log/slog"

	"turnmail/store"
)

// update runs fn in one write transaction that first looks the message
// up in the inbound ledger: a message handled before — the same bytes, or
// the same Message-ID (the same mail delivered twice with other headers) —
// is not handed to fn, and dup is true. A copy with new bytes is recorded
// as a duplicate, so that it is known by its own hash too (the local
// server's spool restores referee mail until its hash is in the ledger).
// The check is inside the transaction, so two copies handled at once
// cannot both pass it.
func (d *Desk) update(ctx context.Context, in *store.Inbound, log *slog.Logger, fn func(*store.Tx) error) (dup bool, err error) {
	err = d.st.Update(ctx, func(tx *store.Tx) error {
		dup = false
		seen, err := d.seen(tx, in)
		if err != nil || seen {
			dup = seen
			return err
		}
		return fn(tx)
	})
	if errors.Is(err, store.ErrDuplicate) {
		dup, err = true, nil
	}
	if dup {
		log.Info("duplicate message ignored")
	}
	return dup, err
}

// seen reports whether in's message was handled before, and records a
// copy with new bytes as a duplicate.
func (d *Desk) seen(tx *store.Tx, in *store.Inbound) (bool, error) {
	prev, err := tx.InboundSeen([]string{in.Hash}, []string{in.MessageID})
	if err != nil {
		return false, fmt.Errorf("check inbound ledger: %w", err)
	}
	return d.seenIn(tx, in, prev)
}

// seenIn is seen with the ledger's entries for in's hash and Message-ID
// read already (a batch's, read at once: seenAll).
func (d *Desk) seenIn(tx *store.Tx, in *store.Inbound, prev []store.Inbound) (bool, error) {
	for _, p := range prev {
		if p.Hash == in.Hash {
			return true, nil
		}
	}
	for _, p := range prev {
		if p.Outcome != string(Rejected) {
			dup := *in
			dup.Outcome, dup.Detail, dup.GameID = ledgerOutcome(Duplicate), fmt.Sprintf("duplicate: same Message-ID as inbound %d", p.ID), p.GameID
			if dup.At.IsZero() {
				dup.At = d.now()
			}
			return true, tx.RecordInbound(&dup)
		}
	}
	return false, nil
}

// batchLedger is the inbound ledger's entries for a batch of mails, read
// with one statement (readLedger), so that its seen answers for each
// mail, in order, what Desk.seen would: a mail with the bytes or the
// Message-ID of one before it in the batch is looked up again, after
// that one was recorded.
type batchLedger struct {
	entries []store.Inbound
	// keys are the hashes and Message-IDs of the batch's mails looked
	// up so far.
	keys map[string]bool
}

// readLedger reads the ledger's entries for every mail of a batch.
func readLedger(tx *store.Tx, ins []*store.Inbound) (*batchLedger, error) {
	hashes, msgids := make([]string, len(ins)), make([]string, len(ins))
	for i, in := range ins {
		hashes[i], msgids[i] = in.Hash, in.MessageID
	}
	entries, err := tx.InboundSeen(hashes, msgids)
	if err != nil {
		return nil, fmt.Errorf("check inbound ledger: %w", err)
	}
	return &batchLedger{entries: entries, keys: map[string]bool{}}, nil
}

// seen is Desk.seen for the batch's next mail, from the entries read at
// once unless an earlier mail of the batch shares its hash or
// Message-ID.
func (l *batchLedger) seen(d *Desk, tx *store.Tx, in *store.Inbound) (bool, error) {
	again := l.keys["h"+in.Hash] || (in.MessageID != "" && l.keys["m"+in.MessageID])
	l.keys["h"+in.Hash] = true
	if in.MessageID != "" {
		l.keys["m"+in.MessageID] = true
	}
	if again {
		return d.seen(tx, in)
	}
	var prev []store.Inbound
	for _, e := range l.entries {
		if e.Hash == in.Hash {
			prev = append(prev, e)
		}
		if in.MessageID != "" && e.MessageID == in.MessageID {
			prev = append(prev, e)
		}
	}
	return d.seenIn(tx, in, prev)
}
