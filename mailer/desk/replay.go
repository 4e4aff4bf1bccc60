package desk

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"turnmail/engine"
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
			snap, err := d.saveSnapshot(tx, t, state)
			if err != nil {
				return err
			}
			if err := d.advance(tx, t, state, change{rebuilt: true, snapshot: snap}); err != nil {
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

// replay rebuilds a game's state from its seed and its move log, leaving
// out the moves a rollback marked and putting in each rollback's new
// generator where the chain recorded it (reseeds). It returns the state
// and the last move's seq, rolled back or not: the state holds after it.
func replay(tx *store.Tx, g *store.Game, rules engine.Game) (engine.State, int, error) {
	seatNames, err := rules.Seats(g.Options)
	if err != nil {
		return nil, 0, fmt.Errorf("replay %s: %w", g.Slug, err)
	}
	st, err := rules.New(engine.Config{Options: g.Options, Seats: seatNames, Seed: g.Seed})
	if err != nil {
		return nil, 0, fmt.Errorf("replay %s: set up: %w", g.Slug, err)
	}
	moves, err := tx.Moves(g.ID)
	if err != nil {
		return nil, 0, fmt.Errorf("replay %s: %w", g.Slug, err)
	}
	chain, err := tx.Chain(g.ID)
	if err != nil {
		return nil, 0, fmt.Errorf("replay %s: %w", g.Slug, err)
	}
	rs, err := reseedsOf(chain)
	if err != nil {
		return nil, 0, fmt.Errorf("replay %s: %w", g.Slug, err)
	}
	r := reseeder{seed: g.Seed, links: rs}
	seq := 0
	for _, m := range moves {
		seq = m.Seq
		r.before(st, m.Seq)
		if m.RolledBack {
			continue
		}
		if _, err := st.Apply(m.Seat, m.Normal); err != nil {
			return nil, 0, fmt.Errorf("replay %s: move %d (%s: %q): %w", g.Slug, m.Seq, m.Seat, m.Normal, err)
		}
	}
	r.rest(st)
	return st, seq, nil
}

// rollbackSeed is the generator a game's rollback number k, to move to,
// goes on with: the first 8 bytes, big-endian, of the SHA-256 of the
// text "SEED rollback K TO" in decimal digits. The players have seen the
// dice that followed move to; these are new, and anyone can recompute
// them once the seed is revealed
// (printf '%s rollback %d %d' SEED K TO | sha256sum).
func rollbackSeed(seed uint64, k, to int) uint64 {
	sum := sha256.Sum256(fmt.Appendf(nil, "%d rollback %d %d", seed, k, to))
	return binary.BigEndian.Uint64(sum[:8])
}

// reseedsOf returns the chain's reseed entries, in order.
func reseedsOf(chain []store.Link) ([]link, error) {
	var out []link
	for _, c := range chain {
		if !strings.HasPrefix(c.Body, `{"kind":"reseed"`) {
			continue
		}
		var l link
		if err := json.Unmarshal([]byte(c.Body), &l); err != nil {
			return nil, fmt.Errorf("read chain entry %d: %w", c.N, err)
		}
		out = append(out, l)
	}
	return out, nil
}

// reseeder puts a game's rollbacks' generators in as a replay passes the
// moves: a rollback's comes before the first move logged after it. A
// game whose state is no engine.Reseeder goes on with its generator.
type reseeder struct {
	seed  uint64
	links []link // reseed entries, in order
	next  int
}

// before puts in the generators of the rollbacks made before move seq.
func (r *reseeder) before(st engine.State, seq int) {
	for r.next < len(r.links) && r.links[r.next].Last < seq {
		r.put(st)
	}
}

// rest puts in the generators of the rollbacks after the last move.
func (r *reseeder) rest(st engine.State) {
	for r.next < len(r.links) {
		r.put(st)
	}
}

func (r *reseeder) put(st engine.State) {
	l := r.links[r.next]
	r.next++
	if rs, ok := st.(engine.Reseeder); ok {
		rs.Reseed(rollbackSeed(r.seed, l.Rollback, l.To))
	}
}
