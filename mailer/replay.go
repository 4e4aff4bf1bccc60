package mailer

import (
	"bytes"
	"context"
	"fmt"

	"turnmail/store"
)

// Replay rebuilds a game from its seed and move log with the rules as
// they are now, stores the result as the current state and mails every
// seat that is asked something. It is how a rules fix reaches a running
// game, and how a game halted for a missing part of its rules goes on once
// that part exists. It reports whether the state changed. If a logged move
// is no longer legal, nothing changes and the error names the move.
func (d *Desk) Replay(ctx context.Context, slug, actor string) (changed bool, err error) {
	if actor == "" {
		actor = "moderator"
	}
	unlock := d.lock(slug)
	defer unlock()
	err = d.st.Update(ctx, func(tx *store.Tx) error {
		t, err := d.loadTable(tx, slug)
		if err != nil {
			return err
		}
		before, err := t.state.Marshal()
		if err != nil {
			return err
		}
		state, seq, err := replay(tx, t.game, t.rules)
		if err != nil {
			return err
		}
		after, err := state.Marshal()
		if err != nil {
			return err
		}
		changed = !bytes.Equal(before, after)
		if !changed {
			return tx.Audit(&store.AuditEntry{At: d.now(), Actor: actor, Action: "replay", GameID: t.game.ID, Detail: "no change"})
		}
		if err := tx.SaveSnapshot(t.game.ID, seq, after); err != nil {
			return err
		}
		t.state = state
		t.game.Status = statusActive
		switch {
		case state.Outcome().Over:
			t.game.Status = statusOver
		case halted(state) != "":
			t.game.Status = statusHalted
		}
		// Every seat asked gets a fresh deadline. An open deadline for the
		// same decision is moved, not resolved: the store keeps a resolved
		// deadline resolved, and setting it again would leave the seat
		// without reminders or late notices.
		asked := prompts(state)
		for _, s := range t.seats {
			p, ok := asked[s.Seat]
			if dl, open := t.deadlines[s.Seat]; open && ok && dl.Decision == p.Decision {
				continue
			}
			if err := tx.ResolveDeadlines(t.game.ID, s.Seat, d.now()); err != nil {
				return err
			}
			delete(t.deadlines, s.Seat)
		}
		for _, p := range state.Pending() {
			t.game.Decision = max(t.game.Decision+1, p.Decision)
		}
		for _, p := range state.Pending() {
			if err := d.setDeadline(tx, t, p.Seat, p.Decision); err != nil {
				return err
			}
		}
		t.game.Updated = d.now()
		if err := tx.UpdateGame(t.game); err != nil {
			return err
		}
		for _, s := range t.seats {
			if _, ok := asked[s.Seat]; ok {
				if err := d.queueSeat(tx, t, s, kindTurn, mailOpts{text: "The game was rebuilt from its move log."}); err != nil {
					return err
				}
			}
		}
		return tx.Audit(&store.AuditEntry{At: d.now(), Actor: actor, Action: "replay", GameID: t.game.ID,
			Detail: fmt.Sprintf("rebuilt from %d moves; status %s", seq, t.game.Status)})
	})
	if err != nil {
		return false, fmt.Errorf("replay %s: %w", slug, err)
	}
	if changed {
		d.kick()
	}
	return changed, nil
}
