package desk

import (
	"fmt"
	"slices"
	"strings"

	"turnmail/engine"
	"turnmail/store"
	"turnmail/templates"
)

// Rules that assign the players to seats during play (engine.Reseater,
// e.g. Twilight Struggle's bid for sides) move players between the
// store's seat rows: a row stays with its seat (its moves, deadlines and
// notes are the seat's), while the player — address, name, token and
// clock allowances — moves, and Joined keeps the seat the player joined
// at. advance calls reseat on every change, a replay and a rollback
// included, so the rows always match the state's assignment and a
// rollback to before it puts every player back where it joined.

// reseatActor is the audit log's actor for a move the rules made.
const reseatActor = "turnmail rules"

// assignment is st's seating: for each seat of names, the index in names
// of the seat its player joined at. open reports that the rules have not
// settled it yet; the players then keep the seats they joined at.
func assignment(st engine.State, names []string) (order []int, open bool, err error) {
	identity := make([]int, len(names))
	for i := range identity {
		identity[i] = i
	}
	r, ok := st.(engine.Reseater)
	if !ok {
		return identity, false, nil
	}
	order = r.Reseat()
	if order == nil {
		return identity, true, nil
	}
	sorted := slices.Sorted(slices.Values(order))
	if !slices.Equal(sorted, identity) {
		return nil, false, fmt.Errorf("reseat: %v is not an order of the seats %v", order, names)
	}
	return order, false, nil
}

// seatsOpen reports whether the table's rules have yet to settle which
// player holds which seat.
func (t *table) seatsOpen() bool {
	if t.state == nil {
		return false
	}
	r, ok := t.state.(engine.Reseater)
	return ok && r.Reseat() == nil
}

// label is how mails name seat: its name, or while the seats are open
// the order its player joined in ("player 2"), so that no mail names a
// seat the player may not keep.
func (t *table) label(seat string) (string, error) {
	if !t.seatsOpen() {
		return seat, nil
	}
	names, err := t.rules.Seats(t.game.Options)
	if err != nil {
		return "", err
	}
	i := slices.Index(names, seat)
	if i < 0 {
		return seat, nil
	}
	return templates.Say("player-label", i+1)
}

// waitingLabels names the seats that must act now, as label does.
func (t *table) waitingLabels() ([]string, error) {
	var out []string
	for _, seat := range waitingFor(t.state) {
		l, err := t.label(seat)
		if err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, nil
}

// moverNow is the row of c's mover's player after the change, which may
// have moved it (reseat); ok is false when no seat moved.
func (t *table) moverNow(c change) (store.Seat, bool) {
	if c.mover == nil {
		return store.Seat{}, false
	}
	i := slices.IndexFunc(t.seats, func(s store.Seat) bool { return joinedAt(s) == joinedAt(*c.mover) })
	if i < 0 {
		return *c.mover, true
	}
	return t.seats[i], true
}

// joinedAt is the seat s's player joined the game at.
func joinedAt(s store.Seat) string {
	if s.Joined == "" {
		return s.Seat
	}
	return s.Joined
}

// reseat makes the store's seats match next's assignment, in the
// transaction of the change: players move, their tokens with them (a
// player's old replies still reach that player's seat), and the audit
// log and the chain record it. c.mover stays the seat that moved (the
// chain records it); moverNow finds where its player sits after the
// move. It reports whether the players must be told
// (tellSeating): when players moved, or the seats became settled or
// open with this change.
func (d *Desk) reseat(tx *store.Tx, t *table, next engine.State) (tell bool, err error) {
	names, err := t.rules.Seats(t.game.Options)
	if err != nil {
		return false, fmt.Errorf("reseat %s: %w", t.game.Slug, err)
	}
	order, open, err := assignment(next, names)
	if err != nil {
		return false, fmt.Errorf("reseat %s: %w", t.game.Slug, err)
	}
	wasOpen := t.seatsOpen()
	moved, err := t.moves(names, order)
	if err != nil {
		return false, err
	}
	if len(moved) > 0 {
		if err := tx.MovePlayers(t.game.ID, moved); err != nil {
			return false, fmt.Errorf("reseat %s: %w", t.game.Slug, err)
		}
		for _, m := range moved {
			i := slices.IndexFunc(t.seats, func(s store.Seat) bool { return s.Seat == m.Seat })
			t.seats[i] = m
		}
	}
	if len(moved) == 0 && (t.state == nil || wasOpen == open) {
		return false, nil
	}
	var detail []string
	for _, name := range names {
		s, _ := t.seat(name)
		detail = append(detail, fmt.Sprintf("%s: %s (joined at %s)", name, s.Address, joinedAt(s)))
	}
	return true, d.audit(tx, &store.AuditEntry{At: d.now(), Actor: reseatActor, Action: "reseat", GameID: t.game.ID,
		Detail: strings.Join(detail, "; ")})
}

// moves lists the rows whose player changes under order, each with its
// new player.
func (t *table) moves(names []string, order []int) ([]store.Seat, error) {
	var moved []store.Seat
	for i, name := range names {
		cur, ok := t.seat(name)
		if !ok {
			return nil, fmt.Errorf("reseat %s: no seat %s", t.game.Slug, name)
		}
		j := slices.IndexFunc(t.seats, func(s store.Seat) bool { return joinedAt(s) == names[order[i]] })
		if j < 0 {
			return nil, fmt.Errorf("reseat %s: no player joined at %s", t.game.Slug, names[order[i]])
		}
		if joinedAt(cur) == joinedAt(t.seats[j]) {
			continue
		}
		p := t.seats[j]
		p.Seat, p.GameID, p.Joined = name, cur.GameID, joinedAt(t.seats[j])
		moved = append(moved, p)
	}
	return moved, nil
}

// tellSeating tells every player and the moderators, in one note, who
// holds which seat and, for a move, the public log that settled it.
// advance sends it once t holds the state after the change and before
// the change's other mails, so that a player's newest mail is the one
// that asks it something.
func (d *Desk) tellSeating(tx *store.Tx, t *table, c change) error {
	names, err := t.rules.Seats(t.game.Options)
	if err != nil {
		return err
	}
	open := t.seatsOpen()
	holder, sentence := "seat-holder", "seats-settled"
	if open {
		holder, sentence = "seat-holder-open", "seats-open"
	}
	var who []string
	for _, name := range names {
		s, _ := t.seat(name)
		seat, err := t.label(name)
		if err != nil {
			return err
		}
		w, err := templates.Say(holder, map[string]any{"Address": s.Address, "Seat": seat})
		if err != nil {
			return err
		}
		who = append(who, w)
	}
	text, err := templates.Say(sentence, map[string]any{"Seats": strings.Join(who, ", "), "Log": commandLog(c.cmds)})
	if err != nil {
		return err
	}
	return d.tellNews(tx, t, []tidings{{text: text, moderators: true}})
}
