package desk

import (
	"bytes"
	"context"
	"errors"
	"fmt"

	"turnmail/store"
)

// Replay rebuilds a game from its seed and move log with the rules as
// they are now, stores the result as the current state and, through
// advance, asks every seat that is asked something afresh, under a
// decision number never mailed before. It is how a rules fix reaches a running
// game, and how a game halted for a missing part of its rules goes on once
// that part exists. It reports whether the state changed. If a logged move
// is no longer legal, nothing changes and the error names the move.
func (d *Desk) Replay(ctx context.Context, slug, actor string) (changed bool, err error) {
	if actor == "" {
		actor = "moderator"
	}
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
		detail := "no change"
		if changed {
			t.seq = seq
			if err := d.saveSnapshot(tx, t, state); err != nil {
				return err
			}
			if err := d.advance(tx, t, state, change{rebuilt: true}); err != nil {
				return err
			}
			detail = fmt.Sprintf("rebuilt from %d moves; status %s", seq, t.game.Status)
		}
		return d.audit(tx, &store.AuditEntry{At: d.now(), Actor: actor, Action: "replay", GameID: t.game.ID, Detail: detail})
	})
	if err != nil {
		return false, fmt.Errorf("replay %s: %w", slug, err)
	}
	if changed {
		d.kick()
	}
	return changed, nil
}

// Drift lists the games whose current state differs from a replay of
// their move log from the seed (the check behind `turnmail check`): a
// snapshot written by an older rules version, or damaged. It only reads.
func (d *Desk) Drift(ctx context.Context) (slugs []string, err error) {
	err = d.st.View(ctx, func(tx *store.Tx) error {
		games, err := tx.Games()
		if err != nil {
			return err
		}
		for i := range games {
			t, err := d.loadTableOf(tx, &games[i])
			if err != nil {
				return err
			}
			replayed, _, err := replay(tx, t.game, t.rules)
			if err != nil {
				return err
			}
			now, err1 := t.state.Marshal()
			want, err2 := replayed.Marshal()
			if err := errors.Join(err1, err2); err != nil {
				return err
			}
			if !bytes.Equal(now, want) {
				slugs = append(slugs, t.game.Slug)
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("compare games with their logs: %w", err)
	}
	return slugs, nil
}
