package imapin

import (
	"context"
	"fmt"

	"github.com/emersion/go-imap/v2"
)

// fetchOversize fetches what an Oversize carries: the envelope and the
// first MaxOversizeHeader bytes of the header, never the body. It returns
// nil when the UID no longer exists.
func (s *session) fetchOversize(uid imap.UID, size int64) (*Oversize, error) {
	header := &imap.FetchItemBodySection{
		Specifier: imap.PartSpecifierHeader,
		Peek:      true,
		Partial:   &imap.SectionPartial{Offset: 0, Size: MaxOversizeHeader},
	}
	var o *Oversize
	err := s.guard(fmt.Sprintf("fetch envelope of UID %d (%d bytes, over the limit)", uid, size), func() error {
		msgs, err := s.c.Fetch(imap.UIDSetNum(uid), &imap.FetchOptions{
			UID:         true,
			Envelope:    true,
			BodySection: []*imap.FetchItemBodySection{header},
		}).Collect()
		for _, m := range msgs {
			if m.UID != uid {
				continue
			}
			o = &Oversize{Mailbox: s.w.cfg.Mailbox, UIDValidity: s.w.uidValidity, UID: uint32(uid), Size: size,
				Header: m.FindBodySection(header)}
			if env := m.Envelope; env != nil {
				o.MessageID = env.MessageID
				if len(env.From) > 0 {
					o.From = env.From[0].Addr()
				}
			}
		}
		return err
	})
	return o, err
}

// handleOversize gives o to the Oversize handler or, without one, logs it
// and lets it be flagged as handled.
func (w *Watcher) handleOversize(ctx context.Context, o Oversize) error {
	if w.cfg.Oversize == nil {
		w.log.Warn("message over the size limit left unanswered", "uid", o.UID, "size", o.Size,
			"max_size", w.cfg.MaxSize, "from", o.From, "msgid", o.MessageID)
		return nil
	}
	return w.cfg.Oversize(ctx, o)
}
