package desk

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"time"

	"turnmail/engine"
	"turnmail/store"
)

// Game statuses kept in the store.
const (
	statusActive = "active"
	statusOver   = "over"
	statusHalted = "halted"
)

// table is one game loaded for work inside a transaction: its rows, its
// rules and its current state.
type table struct {
	game      *store.Game
	seats     []store.Seat
	rules     engine.Game
	state     engine.State
	seq       int // the last move's sequence number
	snapSeq   int // the stored snapshot's: seq, or up to snapshotEvery moves before it
	deadlines map[string]store.Deadline
	// asked is prompts(state), worked out once per state (see prompts):
	// whoever sets state sets asked to its prompts or to nil.
	asked  map[string]engine.Prompt
	mailed []*composed // each mail of the game queued since the last chain entry
	// viewing lists what is being written on another core from state
	// (a seat's view with its mail, queueSeat; the state's bytes,
	// commit): state is changed in place only after they are done
	// (stillState).
	viewing []*composed
	// mark is where the store stood for the game's rows when the table
	// last matched them (store.Tx.Mark), head the last entry of its chain
	// once known (GameID set): what lets the next mail take the table
	// as it is (stateCache).
	mark store.Mark
	head store.Link
	// titled is the game's title, once asked for (title); told the
	// game's whole log as read at move toldAt (history).
	titled string
	told   []string
	toldAt int
	// since is, by seat, the public log since the seat's last move, for
	// the seats the table has read or worked it out for while it matched
	// the store (missed); moves the desk appends keep it up (appended).
	since map[string]sinceLog
}

// wrote runs write, a write of the table's game that the caller mirrors
// in the table: a table that matched the game's rows before it still
// does after it. A table that did not match them matches no point of
// the store after it either, not even the one its mark names: should
// the transaction fail, the game's rows stand at that mark again,
// without the write the table now holds. Its mark becomes the zero
// Mark, which the store never vouches for.
func (t *table) wrote(tx *store.Tx, write func() error) error {
	before := tx.Mark(t.game.ID)
	if err := write(); err != nil {
		return err
	}
	if t.mark == before {
		t.mark = tx.Mark(t.game.ID)
	} else {
		t.mark, t.since = store.Mark{}, nil
	}
	return nil
}

// kept returns a copy of the table for the next mail, its rows as the
// store reads them back, its state and prompts the same.
func (t *table) kept() *table {
	g := t.game.Stored()
	k := &table{game: &g, rules: t.rules, titled: t.titled, state: t.state, seq: t.seq, snapSeq: t.snapSeq, asked: t.asked, mark: t.mark, head: t.head,
		viewing: running(t.viewing), since: t.keptSince(),
		seats: make([]store.Seat, len(t.seats)), deadlines: make(map[string]store.Deadline, len(t.deadlines))}
	for i, s := range t.seats {
		k.seats[i] = s.Stored()
	}
	for seat, dl := range t.deadlines {
		k.deadlines[seat] = dl.Stored()
	}
	return k
}

func (d *Desk) loadTable(tx *store.Tx, slug string) (*table, error) {
	g, err := tx.GameBySlug(slug)
	if err != nil {
		return nil, err
	}
	return d.loadTableOf(tx, g)
}

// loadTableKept is loadTable for a mail that may move the game: the
// game and its snapshot are read in one statement, and the state the
// desk kept from the game's last move is taken when the stored snapshot
// is still the one that state was saved as (stateCache).
func (d *Desk) loadTableKept(tx *store.Tx, slug string) (*table, error) {
	t, err := d.states.takeTable(tx, slug)
	if err != nil || t != nil {
		if t != nil && verifyKept {
			err = d.checkKept(tx, t)
		}
		return t, err
	}
	g, seq, snap, err := tx.GameAndSnapshot(slug, d.states.snapshotOf(slug))
	if err != nil {
		return nil, err
	}
	read := snapshotRead{seq: seq, snap: snap}
	if snap == nil {
		read.err = store.ErrNotFound
	}
	return d.loadTableWith(tx, g, d.states, &read)
}

func (d *Desk) loadTableOf(tx *store.Tx, g *store.Game) (*table, error) {
	return d.loadTableWith(tx, g, nil, nil)
}

// snapshotRead is a game's snapshot as store.Tx.LatestSnapshot reads it.
type snapshotRead struct {
	seq  int
	snap []byte
	err  error
}

// loadTableWith loads a game's table: its snapshot as read when read is
// not nil, its state from kept when kept has it for that snapshot.
func (d *Desk) loadTableWith(tx *store.Tx, g *store.Game, kept *stateCache, read *snapshotRead) (*table, error) {
	rules, err := engine.Lookup(g.Kind)
	if err != nil {
		return nil, fmt.Errorf("load game %s: %w", g.Slug, err)
	}
	seats, err := tx.Seats(g.ID)
	if err != nil {
		return nil, fmt.Errorf("load seats of %s: %w", g.Slug, err)
	}
	t := &table{game: g, seats: seats, rules: rules}
	if read == nil {
		read = &snapshotRead{}
		read.seq, read.snap, read.err = tx.LatestSnapshot(g.ID)
	}
	seq, snap, err := read.seq, read.snap, read.err
	switch {
	case err == nil:
		var st engine.State
		if kept != nil {
			st, t.viewing = kept.take(g.ID, snap)
		}
		if st == nil {
			st, err = rules.Load(snap)
		}
		t.state, t.seq, t.snapSeq = st, seq, seq
		if err == nil {
			err = d.catchUp(tx, t)
		}
		if err != nil {
			// A snapshot the rules no longer read (after an upgrade, say),
			// or one the moves after it do not follow, is only a cache:
			// the seed and the move log are the game.
			d.log.Warn("snapshot unusable; replaying the move log", "game", g.Slug, "seq", seq, "err", err)
			if t.state, t.seq, err = replay(tx, g, rules); err != nil {
				return nil, fmt.Errorf("load %s: snapshot %d unusable and replay failed: %w", g.Slug, seq, err)
			}
			t.snapSeq = 0
		}
	case errors.Is(err, store.ErrNotFound):
		if t.state, t.seq, err = replay(tx, g, rules); err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("load snapshot of %s: %w", g.Slug, err)
	}
	dls, err := tx.OpenDeadlines(g.ID)
	if err != nil {
		return nil, fmt.Errorf("load deadlines of %s: %w", g.Slug, err)
	}
	t.deadlines = map[string]store.Deadline{}
	for _, dl := range dls {
		t.deadlines[dl.Seat] = dl
	}
	t.mark = tx.Mark(g.ID)
	return t, nil
}

// catchUp applies to the table's state, loaded from the snapshot stored
// at t.seq, the moves the game made since (commit stores a snapshot
// every snapshotEvery moves). Every rollback and rebuild stores its own
// snapshot, with the generator it reseeded, so the moves after the
// latest one are plain moves: one marked rolled back means the snapshot
// is not what it should be, and the caller replays the whole log. On an
// error the state is spent.
func (d *Desk) catchUp(tx *store.Tx, t *table) error {
	moves, err := tx.MovesAfter(t.game.ID, t.seq)
	if err != nil {
		return err
	}
	if len(moves) > 0 {
		t.stillState() // a kept state may still be read by the last mail's
	}
	for _, m := range moves {
		if m.RolledBack {
			return fmt.Errorf("move %d after snapshot %d is rolled back", m.Seq, t.snapSeq)
		}
		if _, err := t.state.Apply(m.Seat, m.Normal); err != nil {
			return fmt.Errorf("move %d (%s: %q) after snapshot %d: %w", m.Seq, m.Seat, m.Normal, t.snapSeq, err)
		}
		t.seq = m.Seq
	}
	return nil
}

// verifyKept, set by the desk's tests, makes every table taken from the
// stateCache be checked against the store (checkKept).
var verifyKept bool

// checkKept reads the table's game from the store and fails when the
// kept table differs from it in any row, in the chain's head, in its
// state or in a list of what a seat missed since its last move.
func (d *Desk) checkKept(tx *store.Tx, t *table) error {
	fresh, err := d.loadTableOf(tx, t.game)
	if err != nil {
		return err
	}
	g, err := tx.GameByID(t.game.ID)
	if err != nil {
		return err
	}
	chain, err := tx.Chain(t.game.ID)
	if err != nil {
		return err
	}
	var head store.Link
	if len(chain) > 0 {
		head = chain[len(chain)-1]
	}
	mine, err := t.state.Marshal()
	if err != nil {
		return err
	}
	stored, err := fresh.state.Marshal()
	if err != nil {
		return err
	}
	for _, c := range []struct {
		what       string
		kept, read any
	}{
		{"game", *t.game, *g}, {"seats", t.seats, fresh.seats}, {"deadlines", t.deadlines, fresh.deadlines},
		{"seq", t.seq, fresh.seq}, {"snapshot seq", t.snapSeq, fresh.snapSeq}, {"chain head", t.head, head}, {"state", string(mine), string(stored)},
	} {
		if !reflect.DeepEqual(c.kept, c.read) {
			return fmt.Errorf("kept table of %s: %s %+v, the store has %+v", t.game.Slug, c.what, c.kept, c.read)
		}
	}
	for _, s := range t.seats {
		if l, ok := t.since[s.Seat]; ok {
			if err := checkSince(tx, t, s.Seat, l); err != nil {
				return err
			}
		}
	}
	return nil
}

// clone returns an independent copy of the table's state.
// stillState waits for the mails that read the table's state on another
// core (viewing), before the state is changed in place. A table that
// takes over a kept state (stateCache) takes over the mails still
// reading it: a batch's next mail to the same game may take the state
// the last one left before that one's mails are written.
func (t *table) stillState() {
	for _, c := range t.viewing {
		c.finish()
	}
	t.viewing = nil
}

func (t *table) clone() (engine.State, error) {
	b, err := t.state.Marshal()
	if err != nil {
		return nil, fmt.Errorf("copy state of %s: %w", t.game.Slug, err)
	}
	return t.rules.Load(b)
}

func (t *table) title() string {
	if t.titled == "" {
		t.titled = t.rules.Info().Title
	}
	return t.titled
}

func (t *table) seatByToken(token string) (store.Seat, bool) {
	for _, s := range t.seats {
		if token != "" && s.Token == token {
			return s, true
		}
	}
	return store.Seat{}, false
}

func (t *table) seat(name string) (store.Seat, bool) {
	for _, s := range t.seats {
		if strings.EqualFold(s.Seat, name) {
			return s, true
		}
	}
	return store.Seat{}, false
}

// seatNames lists the seats, for a message about a wrong one.
func (t *table) seatNames() string {
	names := make([]string, len(t.seats))
	for i, s := range t.seats {
		names[i] = s.Seat
	}
	return strings.Join(names, ", ")
}

func (t *table) hasAddress(addr string) bool {
	for _, s := range t.seats {
		if s.Address == addr {
			return true
		}
	}
	return false
}

// prompts is prompts(t.state), worked out once: listing the options can
// cost more than the move.
func (t *table) prompts() map[string]engine.Prompt {
	if t.asked == nil {
		t.asked = prompts(t.state)
	}
	return t.asked
}

// prompts indexes the state's pending prompts by seat.
func prompts(st engine.State) map[string]engine.Prompt {
	out := map[string]engine.Prompt{}
	for _, p := range st.Pending() {
		out[p.Seat] = p
	}
	return out
}

// isAsked reports whether seat is asked something now.
func (t *table) isAsked(seat string) bool {
	_, ok := t.prompts()[seat]
	return ok
}

// waitingFor names the seats that must act now.
func waitingFor(st engine.State) []string {
	var out []string
	for _, p := range st.Pending() {
		out = append(out, p.Seat)
	}
	return out
}

// decision is the number of the decision seat is asked: its open
// deadline's, which advance set when it asked. Mail to a seat not asked
// carries the game's latest number.
func (t *table) decision(seat string) int {
	if dl, ok := t.deadlines[seat]; ok {
		return dl.Decision
	}
	return t.game.Decision
}

// pending is the state's prompts, numbered as the mails number them.
func (t *table) pending() []engine.Prompt {
	ps := t.state.Pending()
	for i := range ps {
		ps[i].Decision = t.decision(ps[i].Seat)
	}
	return ps
}

// outcome is how the game ended, if it has: outside its rules (the
// stored ending) or by them.
func (t *table) outcome() engine.Outcome {
	if e := t.game.Ending; e.Reason != "" {
		return engine.Outcome{Over: true, Winners: e.Winners, Reason: e.Reason}
	}
	return t.state.Outcome()
}

func halted(st engine.State) string {
	if h, ok := st.(engine.Halter); ok {
		return h.Halted()
	}
	return ""
}

func (t *table) deadlineFor(hours int, cfgDefault time.Duration) time.Duration {
	if hours > 0 {
		return time.Duration(hours) * time.Hour
	}
	return cfgDefault
}
