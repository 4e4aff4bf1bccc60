package mailer

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"sync"
	"time"

	"turnmail/mailer/desk"
	"turnmail/mailer/smtpout"
	"turnmail/store"
)

// Outbox delivers queued mail in rounds. A round takes the due mail
// (each recipient's in order: store.DueInOrder) and marks it handed to
// SMTP in one commit, before any of it is sent; Senders SMTP sessions
// then work the round side by side, each over one connection with RSET
// between mails, one recipient's mails in order on one session; one
// commit records what the round did — sent, deferred with exponential
// backoff and jitter, or failed for good, when the moderators are told —
// and marks the next round's mail handed.
//
// Delivery is at least once, with the same Message-ID on every attempt:
// each mail is recorded sent right after the server's 250 (marking), and
// a crash between that 250 and the record sends the mail again. The mail
// stays marked handed, so the log shows that it may have reached the
// server.
type Outbox struct {
	desk        *desk.Desk
	st          *store.Store
	send        *smtpout.Sender
	log         *slog.Logger
	wake        chan struct{}
	MaxAttempts int           // default 12 (about a day and a half of retries)
	Poll        time.Duration // how often to look without a wake-up (other processes queue mail too); default 5s
	Batch       int           // mails per round; default 50
	Senders     int           // SMTP sessions working a round side by side; default 3
	// Grace is how long the mail being sent when Run's context ends may
	// take before its connection is closed; default 30s.
	Grace time.Duration
	// Probe is how soon, while the relay refuses every mail for a
	// temporary reason (451, a dropped connection), the earliest deferred
	// mail is tried before its backoff ends; once the relay takes it, all
	// deferred mail is due at once, so the mail held back by an outage
	// goes when the relay is back, not minutes later. A probe that is
	// refused again does not count as an attempt. The wait doubles after each
	// refused probe, up to ten times Probe, so one recipient's full
	// mailbox is not polled every half minute. Default 30s.
	Probe time.Duration

	// sessions are kept between rounds and closed once no round has
	// sent anything for Poll (used is the last round that did).
	sessions []*smtpout.Session
	used     time.Time
	// next is the mail the last round's commit marked handed.
	next []store.OutMail
	// relayDown: the last round's tried mail all failed for a temporary
	// reason; probed is when it went down or was last probed.
	relayDown bool
	probed    time.Time
	probeWait time.Duration // the wait before the next probe
}

// NewOutbox returns an outbox worker for the desk's store, submitting
// through send. The desk's commits wake it.
func NewOutbox(d *desk.Desk, send *smtpout.Sender) *Outbox {
	o := &Outbox{desk: d, st: d.Store(), send: send, log: d.Logger().With("component", "outbox"),
		wake: make(chan struct{}, 1), MaxAttempts: 12, Poll: 5 * time.Second, Batch: 50, Senders: 3, Grace: 30 * time.Second,
		Probe: 30 * time.Second}
	d.OnQueued(o.Kick)
	return o
}

// Kick wakes the worker; it never blocks.
func (o *Outbox) Kick() {
	select {
	case o.wake <- struct{}{}:
	default:
	}
}

// Run delivers mail until ctx ends. A send in progress is finished first,
// within Grace.
func (o *Outbox) Run(ctx context.Context) error {
	defer o.Close()
	t := time.NewTimer(0)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-o.wake:
		case <-t.C:
		}
		n, err := o.Flush(ctx)
		if err != nil && ctx.Err() == nil {
			o.log.Error("outbox round failed", "err", err)
		}
		if n > 0 {
			o.Kick() // more may be waiting
		} else if time.Since(o.used) >= o.Poll {
			o.Close()
		}
		t.Reset(o.Poll)
	}
}

// Flush makes one delivery round and returns how many mails it tried. It
// must not run concurrently with itself.
func (o *Outbox) Flush(ctx context.Context) (int, error) {
	due := o.next
	o.next = nil
	if len(due) == 0 {
		err := o.st.Update(ctx, func(tx *store.Tx) (err error) {
			due, err = o.take(tx)
			return err
		})
		if err != nil {
			return 0, fmt.Errorf("take due mail: %w", err)
		}
	}
	probe := false
	if len(due) == 0 && o.relayDown && time.Since(o.probed) >= o.probeWait {
		o.probed = time.Now()
		o.probeWait = min(2*o.probeWait, 10*o.Probe)
		err := o.st.Update(ctx, func(tx *store.Tx) (err error) {
			due, err = tx.HandProbe(o.desk.Now())
			return err
		})
		if err != nil {
			return 0, fmt.Errorf("take a deferred mail to probe the relay: %w", err)
		}
		probe = len(due) > 0
	}
	if len(due) == 0 {
		return 0, nil
	}
	o.used = time.Now()
	results := o.deliver(ctx, due)
	back := o.noteRelay(results)
	var next []store.OutMail
	failed := false
	err := o.st.Update(context.WithoutCancel(ctx), func(tx *store.Tx) (err error) {
		if failed, err = o.record(tx, results, probe); err != nil || ctx.Err() != nil {
			return err
		}
		if back {
			if err = tx.DueNow(o.desk.Now()); err != nil {
				return err
			}
		}
		next, err = o.take(tx)
		return err
	})
	if err != nil {
		return len(due), fmt.Errorf("record delivery round: %w", err)
	}
	o.next = next
	if failed {
		o.Kick() // the moderators' notice
	}
	return len(due), nil
}

// noteRelay follows whether the relay takes mail, from a round's
// results, and reports whether it is back: it refused every mail of the
// rounds before for a temporary reason and took one now. A mail refused
// for good (a mailbox that does not exist) says nothing either way: the
// relay took no mail.
func (o *Outbox) noteRelay(results []result) (back bool) {
	taken, refused := 0, 0
	for _, r := range results {
		switch {
		case !r.tried:
		case r.err == nil:
			taken++
		case !smtpout.IsPermanent(r.err):
			refused++
		}
	}
	if taken == 0 && refused == 0 {
		return false
	}
	down := taken == 0
	back = o.relayDown && taken > 0
	if down && !o.relayDown {
		o.probed, o.probeWait = time.Now(), o.Probe // the first probe comes a Probe later
	}
	o.relayDown = down
	if back {
		o.log.Info("the relay takes mail again: deferred mail is due now")
	}
	return back
}

// take lists the mail due now and marks it handed to SMTP.
func (o *Outbox) take(tx *store.Tx) ([]store.OutMail, error) {
	return tx.HandDue(o.desk.Now(), o.Batch)
}

// result is what became of one mail of a round.
type result struct {
	mail  store.OutMail
	tried bool
	err   error
	at    time.Time // when the server accepted it
	// marked: the mail was recorded sent right after the server's 250
	// (markAccepted), so the round's record has nothing left to say.
	marked bool
}

// deliver sends a round's mail over the sessions: each recipient's mail
// in order on one session; after a temporary failure the recipient's
// later mail of the round is not tried.
func (o *Outbox) deliver(ctx context.Context, due []store.OutMail) []result {
	sendCtx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	defer cancel()
	stop := context.AfterFunc(ctx, func() {
		grace := time.NewTimer(o.Grace)
		defer grace.Stop()
		select {
		case <-grace.C:
			cancel()
		case <-sendCtx.Done():
		}
	})
	defer stop()

	results := make([]result, len(due))
	groups := byRecipient(due)
	marks := o.startMarking(sendCtx, len(due))
	work := make(chan []int)
	var wg sync.WaitGroup
	for _, ss := range o.sessionsFor(len(groups)) {
		wg.Go(func() {
			for g := range work {
				o.deliverGroup(ctx, sendCtx, ss, due, g, results, marks)
			}
		})
	}
	for _, g := range groups {
		work <- g
	}
	close(work)
	wg.Wait()
	marks.close()
	return results
}

func (o *Outbox) deliverGroup(ctx, sendCtx context.Context, ss *smtpout.Session, due []store.OutMail, group []int, results []result, marks *marking) {
	for _, i := range group {
		m := due[i]
		results[i].mail = m
		if ctx.Err() != nil {
			continue
		}
		r := &results[i]
		r.tried = true
		r.err = ss.SendWith(sendCtx, m.From, []string{m.To}, m.Raw, smtpout.Hooks{Accepted: func() { marks.add(r) }})
		if r.err != nil && !smtpout.IsPermanent(r.err) {
			return // temporary: the recipient's later mail waits behind this one
		}
	}
}

// marking records a round's mails sent the moment the server has answered
// 250 to their DATA, in the smallest step there is: an unsynced commit
// (store.UpdateUnsynced), which a killed process keeps; only a power cut
// could undo it, and then the mail goes out once more with the same
// Message-ID. It runs beside the SMTP sessions, so that none waits for
// the write connection (the desk may hold it) before its next mail: the
// mails accepted while one commit is written go together in the next.
// A kill therefore sends again the mails accepted since the last record
// was written, not only the one whose 250 it interrupted; a session that
// waited for each record before its next DATA made the outbox wait for
// the desk's transactions and did not lower the kill drill's duplicates
// (README, Reliability). What it fails to record, the round's record
// says instead.
type marking struct {
	o    *Outbox
	ctx  context.Context
	in   chan *result
	done chan struct{}
}

// startMarking starts the marking of a round of n mails.
func (o *Outbox) startMarking(ctx context.Context, n int) *marking {
	m := &marking{o: o, ctx: ctx, in: make(chan *result, n), done: make(chan struct{})}
	go m.run()
	return m
}

// add notes that the server accepted r's mail now; it never blocks.
func (m *marking) add(r *result) {
	r.at = m.o.desk.Now()
	m.in <- r
}

// close waits until every mail added is recorded or given up.
func (m *marking) close() {
	close(m.in)
	<-m.done
}

func (m *marking) run() {
	defer close(m.done)
	for r := range m.in {
		rs := []*result{r}
		for more := true; more; {
			select {
			case r, ok := <-m.in:
				if more = ok; ok {
					rs = append(rs, r)
				}
			default:
				more = false
			}
		}
		m.o.markAccepted(m.ctx, rs)
	}
}

// markAccepted records rs sent in one unsynced commit, all or none.
func (o *Outbox) markAccepted(ctx context.Context, rs []*result) {
	err := o.st.UpdateUnsynced(ctx, func(tx *store.Tx) error {
		for _, r := range rs {
			if err := tx.MarkSent(r.mail.ID, r.at); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		o.log.Warn("record sent mail at once", "mails", len(rs), "msgid", rs[0].mail.MessageID, "err", err)
		return
	}
	for _, r := range rs {
		r.marked = true
	}
}

// byRecipient groups the indexes of due by recipient, each group in
// queue order, the groups in the order of their first mail.
func byRecipient(due []store.OutMail) [][]int {
	at := map[string]int{}
	var groups [][]int
	for i, m := range due {
		g, ok := at[m.To]
		if !ok {
			g = len(groups)
			at[m.To] = g
			groups = append(groups, nil)
		}
		groups[g] = append(groups[g], i)
	}
	return groups
}

// sessionsFor returns up to Senders sessions, at most one per group.
func (o *Outbox) sessionsFor(groups int) []*smtpout.Session {
	n := min(max(o.Senders, 1), groups)
	for len(o.sessions) < n {
		o.sessions = append(o.sessions, o.send.Session())
	}
	return o.sessions[:n]
}

// Close ends the SMTP sessions kept between rounds. The next round opens
// new ones.
func (o *Outbox) Close() {
	for _, ss := range o.sessions {
		ss.Close()
	}
	o.sessions = nil
}

// record writes what a round did, in tx: sent, deferred or failed for
// good (and the moderators told). failed reports a mail failed for good.
func (o *Outbox) record(tx *store.Tx, results []result, probe bool) (failed bool, err error) {
	now := o.desk.Now()
	for _, r := range results {
		if !r.tried {
			continue
		}
		m := r.mail
		log := o.log.With("msgid", m.MessageID, "to", m.To, "kind", m.Kind)
		switch {
		case r.err == nil && r.marked:
			log.Info("mail sent")
		case r.err == nil:
			err = tx.MarkSent(m.ID, r.at)
			log.Info("mail sent")
		case probe && !smtpout.IsPermanent(r.err):
			// The relay still refuses: the mail keeps its attempts and
			// its backoff.
			log.Info("relay probed, still refusing", "err", r.err)
		case smtpout.IsPermanent(r.err) || m.Attempts+1 >= o.MaxAttempts:
			log.Error("mail failed for good", "attempts", m.Attempts+1, "err", r.err)
			failed = true
			if err = tx.MarkFailed(m.ID, now, r.err.Error()); err == nil {
				err = o.desk.Undeliverable(tx, m, r.err)
			}
		default:
			next := now.Add(Backoff(m.Attempts + 1))
			log.Warn("mail deferred", "attempts", m.Attempts+1, "next", next, "err", r.err)
			err = tx.MarkRetry(m.ID, next, r.err.Error())
		}
		if errors.Is(err, store.ErrConflict) || errors.Is(err, store.ErrNotFound) {
			// Another process settled this mail; ours is stale.
			log.Warn("record delivery", "err", err)
			err = nil
		}
		if err != nil {
			return failed, fmt.Errorf("record delivery of %s: %w", m.MessageID, err)
		}
	}
	return failed, nil
}

// Backoff is the wait before attempt n+1 after n failures: one minute,
// doubling, at most six hours, with ±20% jitter so retries spread out.
func Backoff(n int) time.Duration {
	base := time.Minute << min(n-1, 10)
	base = min(base, 6*time.Hour)
	jitter := 0.8 + 0.4*rand.Float64()
	return time.Duration(float64(base) * jitter)
}
