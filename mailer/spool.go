package mailer

import (
	"context"
	"time"

	"turnmail/mailer/localmail"
	"turnmail/store"
)

// Spool keeps the built-in mail server's mail in the store, so that mail
// for the referee is durable before it is acknowledged.
type Spool struct {
	St      *store.Store
	Referee string // the referee's mailbox name in the local server
	Now     func() time.Time
}

// Spool implements localmail.Spool.
func (s Spool) Spool(ctx context.Context, mailbox string, raw []byte) error {
	return s.St.Update(ctx, func(tx *store.Tx) error { return tx.Spool(mailbox, raw, s.Now()) })
}

// Restore implements localmail.Spool: all players' mail, and the
// referee's mail that the desk has not yet handled.
func (s Spool) Restore(ctx context.Context) ([]localmail.Spooled, error) {
	var out []localmail.Spooled
	err := s.St.View(ctx, func(tx *store.Tx) error {
		es, err := tx.SpoolRestore(s.Referee)
		for _, e := range es {
			out = append(out, localmail.Spooled{Mailbox: e.Mailbox, Raw: e.Raw})
		}
		return err
	})
	return out, err
}
