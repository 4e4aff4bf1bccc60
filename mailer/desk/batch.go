package desk

import (
	"context"
	"fmt"
	"sync"

	"turnmail/store"
)

// Raw is one inbound mail as it was read, and where.
type Raw struct {
	Raw []byte
	Source
}

// HandleBatch handles several mails as Handle does, one after the other,
// in one transaction: one commit (one fsync) for them all, however many.
// Each mail sees what the ones before it did. Like Handle it returns an
// error only when the mails could not be dealt with now; then nothing of
// any of them was committed, and the caller may try them one at a time.
func (d *Desk) HandleBatch(ctx context.Context, raws []Raw) ([]Outcome, error) {
	// The mails are parsed side by side, on every core: parsing reads
	// nothing but the mail.
	ms := make([]*inbound, len(raws))
	at := d.now()
	var wg sync.WaitGroup
	for i, r := range raws {
		wg.Go(func() { ms[i] = d.readAt(r.Raw, r.Source, at) })
	}
	wg.Wait()
	dup := make([]bool, len(ms))
	err := d.st.Update(ctx, func(tx *store.Tx) error {
		ins := make([]*store.Inbound, len(ms))
		for i, m := range ms {
			ins[i] = m.in
		}
		ledger, err := readLedger(tx, ins)
		if err != nil {
			return err
		}
		for i, m := range ms {
			seen, err := ledger.seen(d, tx, m.in)
			if err != nil {
				return err
			}
			if dup[i] = seen; seen {
				continue
			}
			if err := d.work(tx, m); err != nil {
				return fmt.Errorf("handle message %s: %w", m.in.MessageID, err)
			}
		}
		return nil
	})
	if err != nil {
		// With store.ErrDuplicate too: another copy was committed
		// meanwhile, and Handle, one at a time, sorts it out.
		return nil, fmt.Errorf("handle %d messages: %w", len(ms), err)
	}
	outs := make([]Outcome, len(ms))
	for i, m := range ms {
		if dup[i] {
			m.log.Info("duplicate message ignored")
			outs[i] = Duplicate
			continue
		}
		outs[i] = d.handled(m)
	}
	return outs, nil
}
