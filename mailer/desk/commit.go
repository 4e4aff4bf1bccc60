package desk

import (
	"fmt"
	"strings"
	"time"

	"turnmail/engine"
	"turnmail/parser"
	"turnmail/store"
	"turnmail/templates"
)

// moveSource says where applied commands came from.
type moveSource struct {
	msg     *parser.Message // the player's mail, nil for a moderator
	source  string          // "mail" or "moderator"
	actor   string          // the moderator, for source "moderator"
	note    string          // told to the mover with the confirmation
	inbound string          // the SHA-256 of the mail, for the game's chain
	// announce is told to the other seats and the moderators: a
	// moderator's move is announced, without its commands (they may be
	// a secret choice).
	announce string
}

// commit writes applied commands to the move log and a snapshot, then
// lets advance work out everything that follows. next is the state after
// the commands; t still holds the state before them.
func (d *Desk) commit(tx *store.Tx, t *table, next engine.State, mover store.Seat, cmds []command, src moveSource, ignored []string) error {
	msgid := ""
	if src.msg != nil {
		msgid = src.msg.MessageID
	}
	for _, c := range cmds {
		m := &store.Move{GameID: t.game.ID, Seat: mover.Seat, Raw: c.Raw, Normal: c.Normal,
			MessageID: msgid, Source: src.source, Actor: src.actor, At: d.now(), Log: strings.Join(c.Log, "\n")}
		// Mirrored: the table's last move and what each seat missed.
		if err := t.wrote(tx, func() error { return tx.AppendMove(m) }); err != nil {
			return fmt.Errorf("append move: %w", err)
		}
		t.seq = m.Seq
		t.appended(m)
	}
	// The state's bytes, written on another core as a mail is (compose)
	// while advance reads the state: their hash goes in the game's chain
	// entry, and every snapshotEvery moves, or when the game stops, they
	// are stored as its snapshot. advance leaves next in t, which is
	// changed in place again only once they are written (stillState).
	marshalled := compose(next.Marshal)
	t.viewing = append(t.viewing, marshalled)
	c := change{mover: &mover, cmds: cmds, src: src, ignored: ignored, marshalled: marshalled}
	if src.announce != "" {
		c.news = []tidings{{text: src.announce, except: mover.Seat, moderators: true}}
	}
	if err := d.advance(tx, t, next, c); err != nil {
		return err
	}
	var saved []byte
	if t.seq-t.snapSeq >= snapshotEvery || t.game.Status != statusActive {
		snap, err := marshalled.wait()
		if err != nil {
			return fmt.Errorf("snapshot %s: %w", t.game.Slug, err)
		}
		if err := d.storeSnapshot(tx, t, snap); err != nil {
			return err
		}
		saved = snap
	}
	// Kept for the game's next mail, which takes the table only if this
	// transaction commits and nothing else writes the game, and the
	// state only if the stored snapshot is then the one saved here
	// (stateCache): none when this move saved none.
	d.states.put(t, saved)
	return nil
}

// snapshotEvery is how many moves may pass between the snapshots stored
// of a game in play. A snapshot is a cache of the state: the move log is
// the game, and a table loaded from an older snapshot applies the moves
// after it (catchUp). A snapshot stored with every move was a quarter of
// the pages a move's commit writes and syncs (a Twilight Struggle state
// is 3–10 KB); every eighth costs a game loaded afresh (after a restart,
// or once another writer changed it) at most seven moves applied again,
// under a millisecond. A rollback, a rebuilt game and a game that stops
// store theirs at once.
const snapshotEvery = 8

// saveSnapshot stores next as the game's snapshot at t.seq and returns
// the bytes it stored.
func (d *Desk) saveSnapshot(tx *store.Tx, t *table, next engine.State) ([]byte, error) {
	snap, err := next.Marshal()
	if err != nil {
		return nil, fmt.Errorf("snapshot %s: %w", t.game.Slug, err)
	}
	return snap, d.storeSnapshot(tx, t, snap)
}

// storeSnapshot stores snap, the state the table holds or is about to
// (advance leaves it and t.seq in t), as the game's snapshot at t.seq.
func (d *Desk) storeSnapshot(tx *store.Tx, t *table, snap []byte) error {
	if err := t.wrote(tx, func() error { return tx.SaveSnapshot(t.game.ID, t.seq, snap) }); err != nil {
		return fmt.Errorf("save snapshot: %w", err)
	}
	t.snapSeq = t.seq // mirrored
	return nil
}

// change is why a game changed: a seat's move (mover set), a new game
// (first), a replay of the move log (rebuilt), an ending outside the
// rules (end), or deadlines moved (moved); news goes with it.
type change struct {
	mover    *store.Seat
	cmds     []command
	src      moveSource
	ignored  []string
	first    bool                 // a new game: every seat gets its first mail
	rebuilt  bool                 // a replay: every seat asked is asked afresh
	end      *store.Ending        // the game ends outside its rules: a forfeit, a resignation, an abort
	moved    map[string]time.Time // seats whose open deadline moves, to when
	news     []tidings            // notes told with the change
	joined   string               // a seat with a new player, who gets the game as it stands
	joinNote string               // what that player is told first
	// snapshot is the state after the change as saved, when the change
	// saved one: the chain hashes these bytes instead of marshalling the
	// state a second time; marshalled, for a move, the state's bytes
	// being written on another core, which the chain entry hashes once
	// they are.
	snapshot   []byte
	marshalled *composed
}

// tidings is a note that goes with a change to some of the game's
// seats and perhaps its moderators.
type tidings struct {
	text       string
	only       string // one seat; "" for every seat but except
	except     string // a seat not told
	moderators bool
	noSeats    bool // only the moderators
}

func (n tidings) reaches(seat string) bool {
	return !n.noSeats && (n.only == "" || n.only == seat) && n.except != seat
}

// advance is the one place where a changed game becomes status, decision
// numbers, deadlines and mail. t holds the state before the change (nil
// for a new game's), next the state after it; advance leaves next in t.
//
// The game's stored decision counter is the only decision number any mail
// carries: every change that asks a seat something new raises it by one,
// and the seats asked by that change share the new number, which their
// deadline rows keep. A replay asks every asked seat afresh, so no number
// mailed before the replay can answer a question asked after it.
func (d *Desk) advance(tx *store.Tx, t *table, next engine.State, c change) error {
	reseated, err := d.reseat(tx, t, next)
	if err != nil {
		return err
	}
	before := map[string]engine.Prompt{}
	if t.state != nil {
		before = t.prompts()
	}
	if c.end != nil {
		t.game.Ending = *c.end
	}
	after := prompts(next)
	if t.game.Ending.Reason != "" {
		after = map[string]engine.Prompt{}
	}
	fresh := newlyAsked(t.seats, before, after, c.first || c.rebuilt)
	if err := d.renumber(tx, t, fresh, after); err != nil {
		return err
	}
	t.state, t.asked = next, after
	wasHalted := t.game.Status == statusHalted
	t.game.Status = t.status()
	t.game.Updated = d.now()
	if err := t.wrote(tx, func() error { return tx.UpdateGame(t.game) }); err != nil {
		return fmt.Errorf("update game %s: %w", t.game.Slug, err)
	}
	if reseated {
		if err := d.tellSeating(tx, t, c); err != nil {
			return err
		}
	}
	if err := d.tellMover(tx, t, c); err != nil {
		return err
	}
	for _, s := range t.seats {
		if due, ok := c.moved[s.Seat]; ok {
			if err := d.moveDeadline(tx, t, s.Seat, due); err != nil {
				return err
			}
		}
	}
	if err := d.tellAsked(tx, t, c, fresh); err != nil {
		return err
	}
	if err := d.tellNews(tx, t, c.news); err != nil {
		return err
	}
	switch {
	case t.game.Status == statusOver:
		if err := d.tellAll(tx, t, newGameOver(commandLog(c.cmds))); err != nil {
			return err
		}
	case t.game.Status == statusHalted && !wasHalted:
		if err := d.tellAll(tx, t, newHalted(halted(t.state))); err != nil {
			return err
		}
	}
	if err := d.tellObservers(tx, t, c); err != nil {
		return err
	}
	return d.chainChange(tx, t, c)
}

// newlyAsked lists the seats that after asks something they were not
// asked before: all of after's seats when all is set.
func newlyAsked(seats []store.Seat, before, after map[string]engine.Prompt, all bool) map[string]bool {
	fresh := map[string]bool{}
	for _, s := range seats {
		p, asked := after[s.Seat]
		old, was := before[s.Seat]
		if asked && (all || !was || old.Decision != p.Decision) {
			fresh[s.Seat] = true
		}
	}
	return fresh
}

// status is the stored status of the table's state.
func (t *table) status() string {
	switch {
	case t.outcome().Over:
		return statusOver
	case halted(t.state) != "":
		return statusHalted
	}
	return statusActive
}

// renumber resolves the deadlines of seats no longer asked what they
// were, raises the game's decision counter once when any seat is asked
// something new, and gives each such seat a deadline under that number.
// A resolved deadline's row that was never reported late is handed on to
// a new one (store.Tx.HandOn): a seat's own first, else a seat's that
// had none to resolve, so that resolving a seat's deadlines by seat
// never closes a row just handed to it.
func (d *Desk) renumber(tx *store.Tx, t *table, fresh map[string]bool, after map[string]engine.Prompt) error {
	done := map[string]store.Deadline{} // by seat, at most one open each
	var spare []string                  // seats of done, in seat order
	for _, s := range t.seats {
		dl, open := t.deadlines[s.Seat]
		_, asked := after[s.Seat]
		if open && (fresh[s.Seat] || !asked) {
			done[s.Seat] = dl
			spare = append(spare, s.Seat)
			delete(t.deadlines, s.Seat)
		}
	}
	var set []string
	if len(fresh) > 0 {
		t.game.Decision++
		for _, s := range t.seats {
			if !fresh[s.Seat] {
				continue
			}
			from := s.Seat
			if _, own := done[from]; !own {
				from = ""
				for _, seat := range spare {
					if dl, left := done[seat]; left && !fresh[seat] && handable(dl) {
						from = seat
						break
					}
				}
			}
			if !handable(done[from]) {
				set = append(set, s.Seat)
				continue
			}
			ok, err := d.handOn(tx, t, done[from], s.Seat, t.game.Decision)
			if err != nil {
				return err
			}
			if ok {
				delete(done, from)
				continue
			}
			set = append(set, s.Seat)
		}
	}
	for _, seat := range spare {
		if _, left := done[seat]; !left {
			continue
		}
		if err := t.wrote(tx, func() error { return tx.ResolveDeadlines(t.game.ID, seat, d.now()) }); err != nil {
			return fmt.Errorf("resolve deadline: %w", err)
		}
	}
	for _, seat := range set {
		if err := d.setDeadline(tx, t, seat, t.game.Decision); err != nil {
			return err
		}
	}
	return nil
}

// tellMover confirms a move to the seat that made it.
func (d *Desk) tellMover(tx *store.Tx, t *table, c change) error {
	mover, ok := t.moverNow(c)
	if !ok {
		return nil
	}
	return d.queueSeat(tx, t, mover, newConfirm(c))
}

// tellAsked sends a turn mail to every seat asked something new (the
// mover reads its next question in the confirmation); a new game's first
// mail goes to every seat.
func (d *Desk) tellAsked(tx *store.Tx, t *table, c change, fresh map[string]bool) error {
	if t.game.Status == statusOver {
		return nil
	}
	note := ""
	var err error
	switch {
	case c.rebuilt:
		note, err = templates.Say("rebuilt", nil)
	case c.first:
		note, err = templates.Say("seed-hash", seedHash(t.game.Seed))
	}
	if err != nil {
		return err
	}
	mover, moved := t.moverNow(c)
	for _, s := range t.seats {
		text := note
		switch {
		case c.first:
		case s.Seat == c.joined:
			text = joinSentences(c.joinNote, note)
		case !fresh[s.Seat], moved && mover.Seat == s.Seat:
			continue
		}
		if err := d.queueSeat(tx, t, s, newTurn(c.first, text)); err != nil {
			return err
		}
	}
	return nil
}

// tellNews sends each note to the seats and moderators it names.
func (d *Desk) tellNews(tx *store.Tx, t *table, news []tidings) error {
	for _, n := range news {
		for _, s := range t.seats {
			if !n.reaches(s.Seat) {
				continue
			}
			if err := d.queueSeat(tx, t, s, newNote(n.text)); err != nil {
				return err
			}
		}
		if n.moderators {
			if err := d.queueModerators(tx, t, newNote(n.text)); err != nil {
				return err
			}
		}
	}
	return nil
}

// tellAll sends a letter to every seat and to the moderators.
func (d *Desk) tellAll(tx *store.Tx, t *table, l letter) error {
	for _, s := range t.seats {
		if err := d.queueSeat(tx, t, s, l); err != nil {
			return err
		}
	}
	return d.queueModerators(tx, t, l)
}

func commandLog(cmds []command) []string {
	var log []string
	for _, c := range cmds {
		log = append(log, c.Log...)
	}
	return log
}

// setDeadline gives seat a deadline for decision, one period from now,
// with its first reminder and late policy (timecontrol.go).
func (d *Desk) setDeadline(tx *store.Tx, t *table, seat string, decision int) error {
	dl := d.newDeadline(t, seat, decision)
	if err := t.wrote(tx, func() error { return tx.SetDeadline(dl) }); err != nil {
		return fmt.Errorf("set deadline: %w", err)
	}
	t.deadlines[seat] = dl
	return nil
}

// handable reports whether a resolved deadline's row may be handed on:
// one that was never reported late, as far as the table knows.
func handable(dl store.Deadline) bool {
	return dl.GameID != 0 && dl.LateNotified.IsZero() && dl.Enforced.IsZero()
}

// handOn gives seat its deadline on decision in the row of old, a
// deadline just resolved (store.Tx.HandOn), and reports whether it did.
func (d *Desk) handOn(tx *store.Tx, t *table, old store.Deadline, seat string, decision int) (bool, error) {
	dl := d.newDeadline(t, seat, decision)
	var ok bool
	err := t.wrote(tx, func() (err error) {
		ok, err = tx.HandOn(old, dl)
		return err
	})
	if err != nil {
		return false, fmt.Errorf("set deadline: %w", err)
	}
	if ok {
		t.deadlines[seat] = dl
	}
	return ok, nil
}

// newDeadline is seat's deadline on decision, from now or from the end
// of its vacation.
func (d *Desk) newDeadline(t *table, seat string, decision int) store.Deadline {
	dl := store.Deadline{GameID: t.game.ID, Seat: seat, Decision: decision}
	from := d.now()
	if s, ok := t.seat(seat); ok && s.AwayUntil.After(from) {
		from = s.AwayUntil // on vacation: the clock starts when the seat is back
	}
	return d.timed(t, dl, from.Add(d.period(t)), true)
}
