package imapin

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/emersion/go-imap/v2"
)

// scan hands every unseen message to the handler, oldest first (messages
// flagged \Deleted are on their way out and left alone); messages over
// MaxSize go to the Oversize handler instead. It returns how many messages
// were handled, when the next failed message is due again (zero if none),
// and an error only when the connection is no longer usable.
func (s *session) scan(ctx context.Context) (handled int, retryAt time.Time, err error) {
	var found *imap.SearchData
	criteria := &imap.SearchCriteria{NotFlag: []imap.Flag{imap.FlagSeen, imap.FlagDeleted}}
	if err := s.guard("search unseen", func() (err error) {
		found, err = s.c.UIDSearch(criteria, nil).Wait()
		return err
	}); err != nil {
		return 0, time.Time{}, err
	}
	uids := found.AllUIDs()
	slices.Sort(uids)
	s.w.forgetRetriesBut(uids)
	s.forgetDoneBut(uids)
	due := s.due(uids)
	sizes, err := s.sizes(due)
	if err != nil {
		return 0, time.Time{}, err
	}
	if handled, err = s.handleDue(ctx, due, sizes); err != nil {
		return handled, time.Time{}, err
	}
	for _, uid := range uids {
		if r := s.w.retries[uid]; r != nil && (retryAt.IsZero() || r.at.Before(retryAt)) {
			retryAt = r.at
		}
	}
	return handled, retryAt, nil
}

// due lists the unseen messages to work on now: not already handled on
// this connection, and not waiting for a retry.
func (s *session) due(uids []imap.UID) []imap.UID {
	var due []imap.UID
	for _, uid := range uids {
		if s.done[uid] {
			continue // handled, yet the server still calls it unseen
		}
		if r := s.w.retries[uid]; r == nil || !time.Now().Before(r.at) {
			due = append(due, uid)
		}
	}
	return due
}

// handleDue hands the due messages over, in batches where the handler
// takes them (a failed batch goes again one at a time), and counts those
// handled.
func (s *session) handleDue(ctx context.Context, due []imap.UID, sizes map[imap.UID]int64) (handled int, err error) {
	single := 0 // due[:single] go one at a time: their batch failed
	for i := 0; i < len(due); i++ {
		if err := ctx.Err(); err != nil {
			return handled, err
		}
		if batch := s.batchAt(due[i:], sizes); i >= single && len(batch) > 1 {
			n, err := s.processBatch(ctx, batch)
			if err != nil {
				return handled, err
			}
			if n > 0 {
				handled += n
				i += len(batch) - 1
				continue
			}
			single = i + len(batch)
		}
		size, ok := sizes[due[i]]
		if !ok {
			continue // expunged meanwhile by someone else
		}
		ok, err := s.process(ctx, due[i], size)
		if err != nil {
			return handled, err
		}
		if ok {
			handled++
		}
	}
	return handled, nil
}

// sizes fetches the RFC822.SIZE of the messages, in one command.
func (s *session) sizes(uids []imap.UID) (map[imap.UID]int64, error) {
	sizes := make(map[imap.UID]int64, len(uids))
	if len(uids) == 0 {
		return sizes, nil // an empty UID set would kill the connection
	}
	err := s.guard(fmt.Sprintf("fetch sizes of %d messages", len(uids)), func() error {
		msgs, err := s.c.Fetch(imap.UIDSetNum(uids...), &imap.FetchOptions{UID: true, RFC822Size: true}).Collect()
		for _, m := range msgs {
			sizes[m.UID] = m.RFC822Size
		}
		return err
	})
	return sizes, err
}

// process fetches one message, hands it to the handler (or, over MaxSize,
// its descriptor to the Oversize handler) and, on success, flags or moves
// it. It reports whether the message was handled. A handler error is
// recorded for a later retry and is not an error of the connection.
func (s *session) process(ctx context.Context, uid imap.UID, size int64) (bool, error) {
	w := s.w
	var handle func(context.Context) error
	if w.cfg.MaxSize > 0 && size > w.cfg.MaxSize {
		o, err := s.fetchOversize(uid, size)
		if err != nil || o == nil {
			return false, err
		}
		handle = func(hctx context.Context) error { return w.handleOversize(hctx, *o) }
	} else {
		raw, err := s.fetch(uid)
		if err != nil || raw == nil {
			return false, err // raw == nil: expunged meanwhile by someone else
		}
		d := Delivery{Mailbox: w.cfg.Mailbox, UIDValidity: w.uidValidity, UID: uint32(uid), Raw: raw}
		handle = func(hctx context.Context) error { return w.handle(hctx, d) }
	}
	if err := w.handleGracefully(ctx, handle); err != nil {
		if ctx.Err() != nil {
			return false, ctx.Err()
		}
		w.failed(uid, err)
		return false, nil
	}
	delete(w.retries, uid)
	if err := s.markHandled(uid); err != nil {
		return false, err
	}
	s.done[uid] = true
	w.lastHandled = time.Now()
	w.lastUID = max(w.lastUID, uint32(uid))
	w.saveProgress(ctx, false)
	w.log.Info("handled message", "uid", uint32(uid), "uidvalidity", w.uidValidity)
	return true, nil
}

// batchAt is the batch that starts at uids[0]: the messages from there
// on that have not failed before and are not over MaxSize, up to
// BatchSize and MaxSize bytes together. Without HandleBatch it is empty.
func (s *session) batchAt(uids []imap.UID, sizes map[imap.UID]int64) []imap.UID {
	w := s.w
	if w.cfg.HandleBatch == nil {
		return nil
	}
	var total int64
	for i, uid := range uids {
		size, ok := sizes[uid]
		total += size
		if !ok || w.retries[uid] != nil || i == w.cfg.BatchSize || w.cfg.MaxSize > 0 && total > w.cfg.MaxSize {
			return uids[:i]
		}
	}
	return uids
}

// processBatch fetches the messages with one command, hands them to
// HandleBatch and, on success, flags or moves them with one command. It
// returns how many were handled: 0 when the batch handler failed (the
// messages then go one at a time).
func (s *session) processBatch(ctx context.Context, uids []imap.UID) (int, error) {
	w := s.w
	ds, err := s.fetchAll(uids)
	if err != nil || len(ds) == 0 {
		return 0, err
	}
	if err := w.handleGracefully(ctx, func(hctx context.Context) error { return w.cfg.HandleBatch(hctx, ds) }); err != nil {
		if ctx.Err() != nil {
			return 0, ctx.Err()
		}
		w.log.Warn("batch failed; one message at a time", "messages", len(ds), "err", err)
		return 0, nil
	}
	got := make([]imap.UID, len(ds))
	for i, d := range ds {
		got[i] = imap.UID(d.UID)
	}
	if err := s.markHandled(got[0], got[1:]...); err != nil {
		return 0, err
	}
	for _, uid := range got {
		delete(w.retries, uid)
		s.done[uid] = true
		w.lastUID = max(w.lastUID, uint32(uid))
	}
	w.lastHandled = time.Now()
	w.saveProgress(ctx, false)
	w.log.Info("handled messages", "messages", len(got), "last_uid", uint32(got[len(got)-1]), "uidvalidity", w.uidValidity)
	return len(got), nil
}

// fetchAll returns the messages that still exist, in UID order, fetched
// with one command.
func (s *session) fetchAll(uids []imap.UID) ([]Delivery, error) {
	body := &imap.FetchItemBodySection{Peek: true}
	var ds []Delivery
	err := s.guardFor(5*s.w.cfg.Watchdog, fmt.Sprintf("fetch %d messages", len(uids)), func() error {
		msgs, err := s.c.Fetch(imap.UIDSetNum(uids...), &imap.FetchOptions{
			UID:         true,
			BodySection: []*imap.FetchItemBodySection{body},
		}).Collect()
		for _, m := range msgs {
			if raw := m.FindBodySection(body); raw != nil && slices.Contains(uids, m.UID) {
				ds = append(ds, Delivery{Mailbox: s.w.cfg.Mailbox, UIDValidity: s.w.uidValidity, UID: uint32(m.UID), Raw: raw})
			}
		}
		return err
	})
	slices.SortFunc(ds, func(a, b Delivery) int { return cmp.Compare(a.UID, b.UID) })
	return ds, err
}

// handleGracefully runs the handler with a context that outlives ctx by
// ShutdownGrace: a message being committed when the watcher is told to stop
// gets the chance to finish. Nothing is lost when it does not: the message
// stays unseen and comes again at the next start.
func (w *Watcher) handleGracefully(ctx context.Context, handle func(context.Context) error) error {
	hctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	defer cancel()
	done := make(chan struct{})
	defer close(done)
	go func() {
		select {
		case <-done:
			return
		case <-ctx.Done():
		}
		grace := time.NewTimer(w.cfg.ShutdownGrace)
		defer grace.Stop()
		select {
		case <-done:
		case <-grace.C:
			cancel()
		}
	}()
	return handle(hctx)
}

// fetch returns the full message (BODY.PEEK[], which leaves \Seen alone),
// or nil when the UID no longer exists.
func (s *session) fetch(uid imap.UID) ([]byte, error) {
	body := &imap.FetchItemBodySection{Peek: true}
	var raw []byte
	err := s.guardFor(5*s.w.cfg.Watchdog, fmt.Sprintf("fetch UID %d", uid), func() error {
		msgs, err := s.c.Fetch(imap.UIDSetNum(uid), &imap.FetchOptions{
			UID:         true,
			BodySection: []*imap.FetchItemBodySection{body},
		}).Collect()
		for _, m := range msgs {
			if m.UID == uid {
				raw = m.FindBodySection(body)
			}
		}
		return err
	})
	return raw, err
}

// markHandled flags the messages \Seen, or moves them to MoveTo. It
// takes at least one UID: UID STORE/MOVE with an empty set kills the
// connection.
func (s *session) markHandled(uid imap.UID, more ...imap.UID) error {
	set := imap.UIDSetNum(append([]imap.UID{uid}, more...)...)
	if s.w.cfg.MoveTo == "" {
		return s.guard(fmt.Sprintf("flag UID %v seen", set), func() error {
			return s.c.Store(set, &imap.StoreFlags{Op: imap.StoreFlagsAdd, Silent: true, Flags: []imap.Flag{imap.FlagSeen}}, nil).Close()
		})
	}
	return s.guard(fmt.Sprintf("move UID %v to %s", set, s.w.cfg.MoveTo), func() error {
		_, err := s.c.Move(set, s.w.cfg.MoveTo).Wait()
		return err
	})
}

// failed schedules another attempt at a message whose handler failed.
func (w *Watcher) failed(uid imap.UID, err error) {
	r := w.retries[uid]
	if r == nil {
		r = &retry{}
		w.retries[uid] = r
	}
	r.attempts++
	wait := w.backoff(r.attempts)
	r.at = time.Now().Add(wait)
	w.log.Error("handle message", "uid", uint32(uid), "uidvalidity", w.uidValidity,
		"attempt", r.attempts, "retry_in", wait, "err", err)
}

// forgetDoneBut forgets the messages handled on this connection that are
// no longer unseen. Those that are still unseen (a server that accepted the
// \Seen flag or the move without effect) are not handed to the handler
// again on this connection, so that draining the mailbox ends.
func (s *session) forgetDoneBut(unseen []imap.UID) {
	for uid := range s.done {
		if _, ok := slices.BinarySearch(unseen, uid); !ok {
			delete(s.done, uid)
		}
	}
}

// forgetRetriesBut drops the retry state of messages that are no longer
// unseen (handled or deleted by someone else).
func (w *Watcher) forgetRetriesBut(unseen []imap.UID) {
	for uid := range w.retries {
		if _, ok := slices.BinarySearch(unseen, uid); !ok {
			delete(w.retries, uid)
		}
	}
}
