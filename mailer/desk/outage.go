package desk

import (
	"context"
	"fmt"
	"time"

	"turnmail/store"
	"turnmail/templates"
)

// beatClock names the deadline check's heartbeat in the store.
const beatClock = "clock"

// bridge records that the deadline check runs now and, when the last
// check is longer ago than Config.OutageAfter (the daemon was down, or
// the clock missed its runs), moves every deadline that fell inside the
// gap by the gap's length, so that nothing is enforced retroactively.
// The players of each game touched are told.
func (d *Desk) bridge(ctx context.Context, now time.Time) error {
	if d.cfg.OutageAfter <= 0 {
		return nil
	}
	var from time.Time
	err := d.st.Update(ctx, func(tx *store.Tx) error {
		last, err := tx.Heartbeat(beatClock)
		if err != nil {
			return err
		}
		if err := tx.Beat(beatClock, now); err != nil {
			return err
		}
		if last.IsZero() || now.Sub(last) <= d.cfg.OutageAfter {
			return nil
		}
		from = last
		return d.outage(tx, last, now)
	})
	if err != nil {
		return fmt.Errorf("bridge an outage: %w", err)
	}
	if !from.IsZero() {
		d.log.Warn("outage: deadlines moved", "from", from, "to", now, "length", now.Sub(from))
		d.kick()
	}
	return nil
}

// outage moves, game by game, the open deadlines whose due time or end of
// grace fell in (from, to] by to-from.
func (d *Desk) outage(tx *store.Tx, from, to time.Time) error {
	in := func(at time.Time) bool { return !at.IsZero() && at.After(from) && !at.After(to) }
	dls, err := tx.OpenDeadlinesAll()
	if err != nil {
		return err
	}
	var games []int64
	for _, dl := range dls {
		if (in(dl.Due) || in(dl.EnforceAt)) && (len(games) == 0 || games[len(games)-1] != dl.GameID) {
			games = append(games, dl.GameID) // OpenDeadlinesAll is ordered by game
		}
	}
	for _, id := range games {
		g, err := tx.GameByID(id)
		if err != nil {
			return err
		}
		if g.Status != statusActive || !g.Paused.IsZero() {
			continue
		}
		t, err := d.loadTableOf(tx, g)
		if err != nil {
			return err
		}
		if err := d.moveForOutage(tx, t, from, to, in); err != nil {
			return err
		}
	}
	return nil
}

// moveForOutage moves one game's deadlines that fell in the gap and tells
// its players and moderators.
func (d *Desk) moveForOutage(tx *store.Tx, t *table, from, to time.Time, in func(time.Time) bool) error {
	gap := to.Sub(from)
	moved := map[string]time.Time{}
	for _, s := range t.seats {
		if dl, ok := t.deadlines[s.Seat]; ok && (in(dl.Due) || in(dl.EnforceAt)) {
			moved[s.Seat] = dl.Due.Add(gap)
		}
	}
	zone := t.game.Clock.Zone
	text, err := templates.Say("outage", map[string]any{"From": templates.When(from, zone), "To": templates.When(to, zone), "Length": short(gap.Round(time.Minute))})
	if err != nil {
		return err
	}
	if err := d.addNote(tx, &store.Note{GameID: t.game.ID, At: to, After: t.seq, Kind: "outage", Text: text}); err != nil {
		return err
	}
	return d.advance(tx, t, t.state, change{moved: moved, news: []tidings{{text: text, moderators: true}}})
}
