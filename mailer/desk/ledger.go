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
	prev, err := tx.InboundSeen(in.Hash, in.MessageID)
	if err != nil {
		return false, fmt.Errorf("check inbound ledger: %w", err)
	}
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
