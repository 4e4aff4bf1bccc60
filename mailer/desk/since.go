package desk

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"turnmail/store"
)

// sinceLog is the public log of the moves since a seat's last move, as
// a turn mail tells it (logSince): the last maxSinceLines lines, and how
// many lines came before them.
type sinceLog struct {
	lines   []string
	earlier int
}

// add appends a move's log, one entry per line; a move that logged
// nothing adds none.
func (l *sinceLog) add(log string) {
	if log == "" {
		return
	}
	l.lines = append(l.lines, strings.Split(log, "\n")...)
	if n := len(l.lines) - maxSinceLines; n > 0 {
		l.lines, l.earlier = l.lines[n:], l.earlier+n
	}
}

func (l sinceLog) equal(o sinceLog) bool {
	return l.earlier == o.earlier && slices.Equal(l.lines, o.lines)
}

// readSince reads from the move log what seat has missed: every move
// after its last one, rolled back or not.
func readSince(tx *store.Tx, gameID int64, seat string) (sinceLog, error) {
	moves, err := tx.MovesSinceLastBy(gameID, seat)
	var l sinceLog
	for _, m := range moves {
		l.add(m.Log)
	}
	return l, err
}

// current reports whether the table still matches the game's rows and
// move log at this point of tx: nothing but the table's own mirrored
// writes came after what it read (table.wrote).
func (t *table) current(tx *store.Tx) bool {
	return t.mark != (store.Mark{}) && t.mark == tx.Mark(t.game.ID)
}

// missed is what seat has missed since its last move. A current table
// answers from what it remembers, a list it read or worked out since it
// last matched the store; otherwise the move log is read, and
// remembered while the table is current.
func (d *Desk) missed(tx *store.Tx, t *table, seat string) (sinceLog, error) {
	cur := t.current(tx)
	if l, ok := t.since[seat]; ok && cur {
		if verifyKept {
			return l, checkSince(tx, t, seat, l)
		}
		return l, nil
	}
	l, err := readSince(tx, t.game.ID, seat)
	if err != nil || !cur {
		return l, err
	}
	if t.since == nil {
		t.since = make(map[string]sinceLog, len(t.seats))
	}
	t.since[seat] = l
	return l, nil
}

// appended mirrors a move the desk appended to the game's log in the
// lists the table remembers: the mover has missed nothing, every other
// seat remembered has missed the move's log as well.
func (t *table) appended(m *store.Move) {
	for seat, l := range t.since {
		if seat != m.Seat {
			l.add(m.Log)
			t.since[seat] = l
		}
	}
	if t.since == nil {
		t.since = make(map[string]sinceLog, len(t.seats))
	}
	t.since[m.Seat] = sinceLog{}
}

// keptSince copies the remembered lists for a kept table: no line
// added to one table's lists shows in the other's.
func (t *table) keptSince() map[string]sinceLog {
	if t.since == nil {
		return nil
	}
	k := maps.Clone(t.since)
	for seat, l := range k {
		l.lines = slices.Clone(l.lines)
		k[seat] = l
	}
	return k
}

// checkSince fails when a list the table remembers for seat is not what
// the move log gives.
func checkSince(tx *store.Tx, t *table, seat string, l sinceLog) error {
	read, err := readSince(tx, t.game.ID, seat)
	if err != nil {
		return err
	}
	if !l.equal(read) {
		return fmt.Errorf("kept table of %s: %s missed %+v, the move log has %+v", t.game.Slug, seat, l, read)
	}
	return nil
}
