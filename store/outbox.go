package store

import (
	"cmp"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"time"
)

// OutMail is one outgoing message in the outbox. Its life is
// queued → sent, or queued → (retry → queued)… → failed.
type OutMail struct {
	ID          int64
	MessageID   string // without <>; unique
	GameID      int64  // 0: no game
	Kind        string // "turn", "confirm", "refusal", "reminder", "late", "help", "gameover" or "notice"
	From        string // envelope sender
	To          string // envelope recipient
	Raw         []byte // the complete message as it goes out
	Status      string // "queued", "sent" or "failed"
	Attempts    int    // delivery attempts made so far
	NextAttempt time.Time
	LastError   string
	Created     time.Time
	Sent        time.Time // zero unless sent
	Failed      time.Time // zero unless failed
	// Pruned is when PruneSentMail cut Raw down to the message's header
	// (zero: Raw is whole); RawHash is then Hash of the whole message as
	// it was sent.
	Pruned  time.Time
	RawHash string
	// Handed is when the mail was last handed to SMTP (MarkHanded), zero
	// if never: a mail still queued with Handed set may have reached the
	// server before a crash.
	Handed time.Time
}

const outboxColumns = `id, message_id, game_id, kind, sender, recipient, raw, status, attempts, next_attempt, last_error, created, sent, failed, pruned, raw_hash, handed`

// Enqueue adds m to the outbox as queued, due at m.NextAttempt, and sets
// m.ID, m.Status and m.Attempts. A Message-ID already queued gives an error
// wrapping ErrDuplicate.
//
// Inside a function queued with Later, the row waits to be written with
// the rows of the other functions settled with it, in one statement
// (writeRows): m's fields are taken at once, m.ID and the rest are set
// when the row is written, before the transaction's next statement on
// the outbox and at the latest when the queued functions have run. Its
// error, then, fails that statement and the transaction, as the
// function's own would. m.Raw must not change until the transaction ends.
func (t *Tx) Enqueue(m *OutMail) error {
	if err := requireTimes(namedTime{"NextAttempt", m.NextAttempt}, namedTime{"Created", m.Created}); err != nil {
		return fmt.Errorf("enqueue mail %s: %w", m.MessageID, err)
	}
	r := outRow{m: m, args: [outRowArgs]any{m.MessageID, optID(m.GameID), m.Kind, m.From, m.To, m.Raw,
		millis(m.NextAttempt), millis(m.Created)}}
	if t.settling {
		t.rows = append(t.rows, r)
		return nil
	}
	// The rows queued before m, with Later, come first.
	if err := t.settle(); err != nil {
		return fmt.Errorf("enqueue mail %s: %w", m.MessageID, err)
	}
	return t.insertRows([]outRow{r})
}

// DueOutbox returns up to limit queued mails whose NextAttempt is not after
// now, in the order they were queued. A limit <= 0 means no limit.
func (t *Tx) DueOutbox(now time.Time, limit int) ([]OutMail, error) {
	if limit <= 0 {
		limit = -1 // SQLite: no limit
	}
	mails, err := queryAll(t, scanOutMail, `SELECT `+outboxColumns+` FROM outbox
		WHERE status = 'queued' AND next_attempt <= ? ORDER BY id LIMIT ?`, millis(now), limit)
	if err != nil {
		return nil, fmt.Errorf("list due outbox: %w", err)
	}
	return mails, nil
}

// DueInOrder is DueOutbox keeping each recipient's mail in order: a due
// mail is left out while an earlier mail to the same recipient is queued
// and not yet due (deferred after a temporary failure), so that no
// player reads a later mail before an earlier one.
func (t *Tx) DueInOrder(now time.Time, limit int) ([]OutMail, error) {
	if limit <= 0 {
		limit = -1 // SQLite: no limit
	}
	mails, err := queryAll(t, scanOutMail, `SELECT `+outboxColumns+` FROM outbox AS o
		WHERE status = 'queued' AND next_attempt <= ?1 AND NOT EXISTS (SELECT 1 FROM outbox AS e
			WHERE e.status = 'queued' AND e.id < o.id AND e.next_attempt > ?1 AND e.recipient = o.recipient)
		ORDER BY id LIMIT ?2`, millis(now), limit)
	if err != nil {
		return nil, fmt.Errorf("list due outbox in order: %w", err)
	}
	return mails, nil
}

// HandDue is DueInOrder, each mail also marked handed to SMTP at now
// (MarkHanded), in one statement: a delivery round takes its mail with
// it.
func (t *Tx) HandDue(now time.Time, limit int) ([]OutMail, error) {
	if limit <= 0 {
		limit = -1 // SQLite: no limit
	}
	mails, err := queryAll(t, scanOutMail, `UPDATE outbox SET handed = ?1 WHERE id IN (SELECT id FROM outbox AS o
		WHERE status = 'queued' AND next_attempt <= ?1 AND NOT EXISTS (SELECT 1 FROM outbox AS e
			WHERE e.status = 'queued' AND e.id < o.id AND e.next_attempt > ?1 AND e.recipient = o.recipient)
		ORDER BY id LIMIT ?2) RETURNING `+outboxColumns, millis(now), limit)
	if err != nil {
		return nil, fmt.Errorf("hand due outbox: %w", err)
	}
	// RETURNING gives the rows in no promised order (SQLite's
	// lang_returning.html).
	slices.SortFunc(mails, func(a, b OutMail) int { return cmp.Compare(a.ID, b.ID) })
	return mails, nil
}

// HandProbe takes the earliest queued mail that waits for its backoff
// (so the first of its recipient's) and marks it handed to SMTP at now,
// for a try before its time: whether the relay takes mail again. None
// when no mail waits.
func (t *Tx) HandProbe(now time.Time) ([]OutMail, error) {
	mails, err := queryAll(t, scanOutMail, `UPDATE outbox SET handed = ?1 WHERE id = (SELECT min(id) FROM outbox
		WHERE status = 'queued' AND next_attempt > ?1) RETURNING `+outboxColumns, millis(now))
	if err != nil {
		return nil, fmt.Errorf("hand a deferred mail to probe: %w", err)
	}
	return mails, nil
}

// DueNow makes every queued mail that waits for its backoff due at now,
// once the relay that refused it takes mail again.
func (t *Tx) DueNow(now time.Time) error {
	if _, err := t.exec(`UPDATE outbox SET next_attempt = ?1 WHERE status = 'queued' AND next_attempt > ?1`, millis(now)); err != nil {
		return fmt.Errorf("make deferred mail due: %w", err)
	}
	return nil
}

// Outbox returns all mail of a game (0: mail of no game), in the order it
// was queued.
func (t *Tx) Outbox(gameID int64) ([]OutMail, error) {
	cond, args := gameIs(gameID)
	mails, err := queryAll(t, scanOutMail, `SELECT `+outboxColumns+` FROM outbox WHERE `+cond+` ORDER BY id`, args...)
	if err != nil {
		return nil, fmt.Errorf("list outbox of game %d: %w", gameID, err)
	}
	return mails, nil
}

// MarkSent records that a queued mail was delivered at at.
func (t *Tx) MarkSent(id int64, at time.Time) error {
	return t.markOut("mark sent", id, at, `UPDATE outbox SET status = 'sent', attempts = attempts + 1, sent = ?2
		WHERE id = ?1 AND status = 'queued'`, millis(at))
}

// MarkHanded records that a queued mail is being handed to SMTP at at,
// just before DATA (see smtpout.Hooks). It changes nothing else: the mail
// stays queued until MarkSent, MarkRetry or MarkFailed.
func (t *Tx) MarkHanded(id int64, at time.Time) error {
	return t.markOut("mark handed", id, at, `UPDATE outbox SET handed = ?2 WHERE id = ?1 AND status = 'queued'`, millis(at))
}

// MarkRetry records a failed delivery attempt of a queued mail that should
// be tried again at next: Attempts grows by one and LastError is errText.
func (t *Tx) MarkRetry(id int64, next time.Time, errText string) error {
	return t.markOut("mark retry", id, next, `UPDATE outbox SET attempts = attempts + 1, next_attempt = ?2, last_error = ?3
		WHERE id = ?1 AND status = 'queued'`, millis(next), errText)
}

// MarkFailed records the last, permanently failed delivery attempt of a
// queued mail: Attempts grows by one, LastError is errText, and the mail is
// never tried again.
func (t *Tx) MarkFailed(id int64, at time.Time, errText string) error {
	return t.markOut("mark failed", id, at, `UPDATE outbox SET status = 'failed', attempts = attempts + 1, failed = ?2, last_error = ?3
		WHERE id = ?1 AND status = 'queued'`, millis(at), errText)
}

// markOut runs an outbox transition that applies only to a queued mail.
// It returns an error wrapping ErrNotFound for an unknown id and
// ErrConflict for a mail no longer queued.
func (t *Tx) markOut(verb string, id int64, at time.Time, query string, args ...any) error {
	if err := requireTimes(namedTime{"time", at}); err != nil {
		return fmt.Errorf("%s mail %d: %w", verb, id, err)
	}
	ok, err := t.execOne(query, append([]any{id}, args...)...)
	if err != nil {
		return fmt.Errorf("%s mail %d: %w", verb, id, err)
	}
	if ok {
		return nil
	}
	var status string
	err = t.queryRow(`SELECT status FROM outbox WHERE id = ?`, id).Scan(&status)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("%s mail %d: %w", verb, id, ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("%s mail %d: %w", verb, id, err)
	}
	return fmt.Errorf("%s mail %d: status is %q, want queued: %w", verb, id, status, ErrConflict)
}

func scanOutMail(r scanner) (m OutMail, err error) {
	var (
		gameID, sent, failed, pruned, handed sql.NullInt64
		next, created                        int64
	)
	err = r.Scan(&m.ID, &m.MessageID, &gameID, &m.Kind, &m.From, &m.To, &m.Raw, &m.Status, &m.Attempts,
		&next, &m.LastError, &created, &sent, &failed, &pruned, &m.RawHash, &handed)
	m.Handed = fromOptMillis(handed)
	m.GameID = gameID.Int64
	m.NextAttempt, m.Created = fromMillis(next), fromMillis(created)
	m.Sent, m.Failed, m.Pruned = fromOptMillis(sent), fromOptMillis(failed), fromOptMillis(pruned)
	return m, err
}

// FailedSince returns the mail that failed for good at or after since,
// oldest first.
func (t *Tx) FailedSince(since time.Time) ([]OutMail, error) {
	mails, err := queryAll(t, scanOutMail, `SELECT `+outboxColumns+` FROM outbox
		WHERE status = 'failed' AND failed >= ? ORDER BY failed, id`, millis(since))
	if err != nil {
		return nil, fmt.Errorf("list failed mail: %w", err)
	}
	return mails, nil
}
