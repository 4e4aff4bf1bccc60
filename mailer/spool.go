package mailer

import (
	"context"
	"strings"
	"time"

	"turnmail/mailer/localmail"
	"turnmail/store"
)

// Spool keeps the built-in mail server's mail in the store, so that mail
// for the referee is durable before it is acknowledged.
type Spool struct {
	St      *store.Store
	Referee string // the referee's mailbox name in the local server ("games"; a full address is reduced to it)
	Now     func() time.Time
}

// Spool implements localmail.Spool.
func (s Spool) Spool(ctx context.Context, mailbox string, raw []byte) error {
	now := time.Now
	if s.Now != nil {
		now = s.Now
	}
	return s.St.Update(ctx, func(tx *store.Tx) error { return tx.Spool(mailbox, raw, now()) })
}

// Restore implements localmail.Spool: all players' mail, and the
// referee's mail that the desk has not yet handled.
func (s Spool) Restore(ctx context.Context) ([]localmail.Spooled, error) {
	var out []localmail.Spooled
	err := s.St.View(ctx, func(tx *store.Tx) error {
		es, err := tx.SpoolRestore(s.mailbox())
		for _, e := range es {
			out = append(out, localmail.Spooled{Mailbox: e.Mailbox, Raw: e.Raw})
		}
		return err
	})
	return out, err
}

// mailbox is the referee's mailbox name as the local server spools it:
// the lower-cased local part without "+tag" or domain.
func (s Spool) mailbox() string {
	box, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(s.Referee)), "@")
	box, _, _ = strings.Cut(box, "+")
	return box
}
