package store

import (
	"cmp"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
)

// Deadline is the clock of one seat on one decision of a game. A decision
// that several seats answer at once (a secret headline) has one row per
// seat.
//
// The row is a small state machine of time stamps, each set exactly once
// in the same transaction that queues the mail it stands for:
//
//	open ── RemindAt ──▶ Reminded ── Due ──▶ LateNotified ── EnforceAt ──▶ Enforced
//	  ├──────────── ResolveDeadlines (the seat acted) ──▶ Resolved
//	  └── HandOn (the seat acted, never late) ──▶ open again, the next decision's
//
// A row the seat answered in time is handed on to the next decision
// when there is one (HandOn); the rows of decisions reported late stay,
// resolved, for LateCounts.
// RemindAt is the next reminder: after one is sent the service moves it to
// the next offset, which clears Reminded (see SetDeadline). Vacations,
// extensions and outages move a deadline the same way, with a later Due,
// and a moved deadline is reported late and enforced afresh.
type Deadline struct {
	GameID       int64
	Seat         string
	Decision     int // the game's decision number the seat must answer; > 0
	Due          time.Time
	RemindAt     time.Time // when to send the reminder; not after Due
	Reminded     time.Time // zero: not yet
	LateNotified time.Time // zero: not yet
	Resolved     time.Time // zero: still open
	// EnforceAt is when the game's late policy acts on the seat (after
	// the grace period); zero when the policy only tells. Enforced is
	// when it did.
	EnforceAt time.Time
	Enforced  time.Time
}

const deadlineColumns = `game_id, seat, decision, due, remind_at, reminded, late_notified, resolved, enforce_at, enforced`

// SetDeadline inserts or updates the deadline of (d.GameID, d.Seat,
// d.Decision). When the stored Due and RemindAt are unchanged, stamps
// already set are kept, so setting the same deadline twice never sends a
// second reminder. When RemindAt or Due moved, the Reminded stamp is taken
// from d, and when Due moved, LateNotified too: zero there means the
// moved deadline is reminded and reported late afresh; the Enforced stamp
// follows LateNotified. A resolved deadline stays resolved.
func (t *Tx) SetDeadline(d Deadline) error {
	t.touch(d.GameID)
	if err := requireTimes(namedTime{"Due", d.Due}, namedTime{"RemindAt", d.RemindAt}); err != nil {
		return fmt.Errorf("set deadline %s: %w", d.key(), err)
	}
	_, err := t.exec(`INSERT INTO deadlines (`+deadlineColumns+`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (game_id, seat, decision) DO UPDATE SET
			reminded = CASE WHEN excluded.due = due AND excluded.remind_at = remind_at
				THEN coalesce(reminded, excluded.reminded) ELSE excluded.reminded END,
			late_notified = CASE WHEN excluded.due = due
				THEN coalesce(late_notified, excluded.late_notified) ELSE excluded.late_notified END,
			enforced = CASE WHEN excluded.due = due AND excluded.enforce_at IS enforce_at
				THEN coalesce(enforced, excluded.enforced) ELSE excluded.enforced END,
			enforce_at = excluded.enforce_at,
			resolved = coalesce(resolved, excluded.resolved),
			due = excluded.due,
			remind_at = excluded.remind_at`,
		d.GameID, d.Seat, d.Decision, millis(d.Due), millis(d.RemindAt),
		optMillis(d.Reminded), optMillis(d.LateNotified), optMillis(d.Resolved), optMillis(d.EnforceAt), optMillis(d.Enforced))
	if err != nil {
		return fmt.Errorf("set deadline %s: %w", d.key(), err)
	}
	return nil
}

// HandOn gives the open deadline old's row to d, a deadline of the same
// game under a decision no row has yet, for another seat or the same
// one: the seat of old has acted, and nothing of its deadline is worth
// keeping once it was not reported late (LateCounts reads only those).
// One statement writes what ResolveDeadlines and SetDeadline would in
// two, and the table keeps a row per open deadline and per late one
// instead of one per decision. It reports false, having changed
// nothing, when old is no longer open as given (its Due or RemindAt
// moved since it was read), was reported late or enforced, or when d's
// decision has a row of its own; the caller then resolves and sets as
// before.
func (t *Tx) HandOn(old, d Deadline) (bool, error) {
	if old.GameID != d.GameID {
		return false, fmt.Errorf("hand deadline %s on to %s: another game", old.key(), d.key())
	}
	t.touch(d.GameID)
	if err := requireTimes(namedTime{"Due", d.Due}, namedTime{"RemindAt", d.RemindAt}); err != nil {
		return false, fmt.Errorf("hand deadline %s on to %s: %w", old.key(), d.key(), err)
	}
	// OR IGNORE: a row of d's own (a uniqueness conflict) leaves old as
	// it was, and the caller falls back.
	ok, err := t.execOne(`UPDATE OR IGNORE deadlines SET seat = ?, decision = ?, due = ?, remind_at = ?,
			reminded = ?, late_notified = ?, enforce_at = ?, enforced = ?
		WHERE game_id = ? AND seat = ? AND decision = ? AND due = ? AND remind_at = ?
		AND resolved IS NULL AND late_notified IS NULL AND enforced IS NULL`,
		d.Seat, d.Decision, millis(d.Due), millis(d.RemindAt),
		optMillis(d.Reminded), optMillis(d.LateNotified), optMillis(d.EnforceAt), optMillis(d.Enforced),
		old.GameID, old.Seat, old.Decision, millis(old.Due), millis(old.RemindAt))
	if err != nil {
		return false, fmt.Errorf("hand deadline %s on to %s: %w", old.key(), d.key(), err)
	}
	return ok, nil
}

// ResolveDeadlines closes every open deadline of a seat in a game at at:
// the seat has acted.
func (t *Tx) ResolveDeadlines(gameID int64, seat string, at time.Time) error {
	t.touch(gameID)
	if err := requireTimes(namedTime{"at", at}); err != nil {
		return fmt.Errorf("resolve deadlines of %s in game %d: %w", seat, gameID, err)
	}
	_, err := t.exec(`UPDATE deadlines SET resolved = ? WHERE game_id = ? AND seat = ? AND resolved IS NULL`,
		millis(at), gameID, seat)
	if err != nil {
		return fmt.Errorf("resolve deadlines of %s in game %d: %w", seat, gameID, err)
	}
	return nil
}

// DueReminders returns the open deadlines not yet reminded whose RemindAt
// has come and whose Due has not (RemindAt <= now < Due), earliest first.
func (t *Tx) DueReminders(now time.Time) ([]Deadline, error) {
	ds, err := queryAll(t, scanDeadline, `SELECT `+deadlineColumns+` FROM deadlines
		WHERE resolved IS NULL AND reminded IS NULL AND remind_at <= ?1 AND ?1 < due
		ORDER BY remind_at, game_id, decision, seat`, millis(now))
	if err != nil {
		return nil, fmt.Errorf("list due reminders: %w", err)
	}
	return ds, nil
}

// MarkReminded stamps d, as read by DueReminders, as reminded at at. It
// returns an error wrapping ErrConflict if d was reminded, resolved or
// moved since, and ErrNotFound if it does not exist.
func (t *Tx) MarkReminded(d Deadline, at time.Time) error {
	return t.markDeadline("mark reminded", d, at, `UPDATE deadlines SET reminded = ?
		WHERE game_id = ? AND seat = ? AND decision = ? AND due = ? AND remind_at = ?
		AND reminded IS NULL AND resolved IS NULL`)
}

// DueLate returns the open deadlines not yet reported late whose Due has
// come (Due <= now), earliest first.
func (t *Tx) DueLate(now time.Time) ([]Deadline, error) {
	ds, err := queryAll(t, scanDeadline, `SELECT `+deadlineColumns+` FROM deadlines
		WHERE resolved IS NULL AND late_notified IS NULL AND due <= ?
		ORDER BY due, game_id, decision, seat`, millis(now))
	if err != nil {
		return nil, fmt.Errorf("list due late notices: %w", err)
	}
	return ds, nil
}

// MarkLateNotified stamps d, as read by DueLate, as reported late at at.
// It returns an error wrapping ErrConflict if d was reported, resolved or
// moved since, and ErrNotFound if it does not exist.
func (t *Tx) MarkLateNotified(d Deadline, at time.Time) error {
	return t.markDeadline("mark late notified", d, at, `UPDATE deadlines SET late_notified = ?
		WHERE game_id = ? AND seat = ? AND decision = ? AND due = ? AND remind_at = ?
		AND late_notified IS NULL AND resolved IS NULL`)
}

// DueEnforce returns the open deadlines whose late policy is due to act
// (EnforceAt <= now) and has not, earliest first.
func (t *Tx) DueEnforce(now time.Time) ([]Deadline, error) {
	ds, err := queryAll(t, scanDeadline, `SELECT `+deadlineColumns+` FROM deadlines
		WHERE resolved IS NULL AND enforced IS NULL AND enforce_at IS NOT NULL AND enforce_at <= ?
		ORDER BY enforce_at, game_id, decision, seat`, millis(now))
	if err != nil {
		return nil, fmt.Errorf("list due late policies: %w", err)
	}
	return ds, nil
}

// MarkEnforced stamps d, as read by DueEnforce, as acted on at at. It
// returns an error wrapping ErrConflict if d was acted on, resolved or
// moved since, and ErrNotFound if it does not exist.
func (t *Tx) MarkEnforced(d Deadline, at time.Time) error {
	return t.markDeadline("mark enforced", d, at, `UPDATE deadlines SET enforced = ?
		WHERE game_id = ? AND seat = ? AND decision = ? AND due = ? AND remind_at = ?
		AND enforced IS NULL AND resolved IS NULL`)
}

// OpenDeadlinesAll returns every unresolved deadline of every game, by
// game, decision and seat.
func (t *Tx) OpenDeadlinesAll() ([]Deadline, error) {
	ds, err := queryAll(t, scanDeadline, `SELECT `+deadlineColumns+` FROM deadlines
		WHERE resolved IS NULL ORDER BY game_id, decision, seat`)
	if err != nil {
		return nil, fmt.Errorf("list open deadlines: %w", err)
	}
	return ds, nil
}

func (t *Tx) markDeadline(verb string, d Deadline, at time.Time, query string) error {
	t.touch(d.GameID)
	if err := requireTimes(namedTime{"at", at}); err != nil {
		return fmt.Errorf("%s %s: %w", verb, d.key(), err)
	}
	ok, err := t.execOne(query, millis(at), d.GameID, d.Seat, d.Decision, millis(d.Due), millis(d.RemindAt))
	if err != nil {
		return fmt.Errorf("%s %s: %w", verb, d.key(), err)
	}
	if ok {
		return nil
	}
	var one int
	err = t.queryRow(`SELECT 1 FROM deadlines WHERE game_id = ? AND seat = ? AND decision = ?`,
		d.GameID, d.Seat, d.Decision).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("%s %s: %w", verb, d.key(), ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("%s %s: %w", verb, d.key(), err)
	}
	return fmt.Errorf("%s %s: already done, resolved or moved: %w", verb, d.key(), ErrConflict)
}

// OpenDeadlines returns a game's unresolved deadlines by decision and seat.
func (t *Tx) OpenDeadlines(gameID int64) ([]Deadline, error) {
	// Sorted here: the index of open deadlines is by seat, and an ORDER
	// BY decision would make SQLite sort the few rows in a temporary
	// B-tree on every mail.
	ds, err := queryAll(t, scanDeadline, `SELECT `+deadlineColumns+` FROM deadlines
		WHERE game_id = ? AND resolved IS NULL`, gameID)
	if err != nil {
		return nil, fmt.Errorf("list open deadlines of game %d: %w", gameID, err)
	}
	slices.SortFunc(ds, func(a, b Deadline) int {
		return cmp.Or(cmp.Compare(a.Decision, b.Decision), strings.Compare(a.Seat, b.Seat))
	})
	return ds, nil
}

func (d Deadline) key() string {
	return fmt.Sprintf("game %d seat %s decision %d", d.GameID, d.Seat, d.Decision)
}

func scanDeadline(r scanner) (d Deadline, err error) {
	var (
		due, remindAt                    int64
		reminded, lateNotified, resolved sql.NullInt64
		enforceAt, enforced              sql.NullInt64
	)
	err = r.Scan(&d.GameID, &d.Seat, &d.Decision, &due, &remindAt, &reminded, &lateNotified, &resolved, &enforceAt, &enforced)
	d.EnforceAt, d.Enforced = fromOptMillis(enforceAt), fromOptMillis(enforced)
	d.Due, d.RemindAt = fromMillis(due), fromMillis(remindAt)
	d.Reminded, d.LateNotified, d.Resolved = fromOptMillis(reminded), fromOptMillis(lateNotified), fromOptMillis(resolved)
	return d, err
}

// LateCounts returns, by seat, how many of a game's deadlines each seat
// was reported late on.
func (t *Tx) LateCounts(gameID int64) (map[string]int, error) {
	rows, err := queryAll(t, func(r scanner) (lateCount, error) {
		var c lateCount
		err := r.Scan(&c.seat, &c.n)
		return c, err
	}, `SELECT seat, count(*) FROM deadlines WHERE game_id = ? AND late_notified IS NOT NULL GROUP BY seat`, gameID)
	if err != nil {
		return nil, fmt.Errorf("count late deadlines of game %d: %w", gameID, err)
	}
	out := map[string]int{}
	for _, c := range rows {
		out[c.seat] = c.n
	}
	return out, nil
}

type lateCount struct {
	seat string
	n    int
}
