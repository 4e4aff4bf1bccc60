package desk

import (
	"bytes"
	"sync"

	"turnmail/engine"
	"turnmail/store"
)

// statesKept is how many games' decoded states the desk keeps between
// mails.
const statesKept = 48

// stateCache keeps the tables of the games last moved — their rows, the
// head of their chain, what each seat missed since its last move and
// their decoded state — so that the next mail to a game reads none of
// them again, or at least does not decode its snapshot again (and a
// Twilight Struggle state keeps its procedure where it waits instead of
// running it again from the round's start).
//
// A table is taken whole (takeTable) only while the store vouches that
// nothing has written the game's rows since the table last matched them
// (store.Tx.Unchanged with the table's mark): the desk's own writes that
// it mirrors in the table move the mark along (table.wrote); any other
// write — a transaction rolled back, another process, a moderator, the
// clock — leaves the mark behind, and the rows are read again.
//
// Failing that, the state alone is taken when the game's stored snapshot,
// read in the transaction that wants it, is the exact bytes it was saved
// as: whatever else changed the game left other bytes in the store, and
// the state is decoded from them as before. A state is taken out of the
// cache to be used, so no two mails share one, and a state a mail changed
// in place is never seen again unless that mail's commit puts it back
// with the snapshot it saved.
type stateCache struct {
	mu    sync.Mutex
	m     map[int64]*keptState
	tick  uint64
	taken int // tables taken whole, for the tests
}

type keptState struct {
	slug  string
	snap  []byte
	state engine.State
	t     *table // the table the state was saved from, moved on by its writes
	used  uint64
}

func newStateCache() *stateCache { return &stateCache{m: make(map[int64]*keptState)} }

// take returns the kept state of a game whose stored snapshot is snap,
// and forgets it; nil when none is kept for those bytes.
func (c *stateCache) take(gameID int64, snap []byte) (engine.State, []*composed) {
	c.mu.Lock()
	defer c.mu.Unlock()
	k, ok := c.m[gameID]
	if !ok {
		return nil, nil
	}
	delete(c.m, gameID)
	if !bytes.Equal(k.snap, snap) {
		return nil, nil
	}
	return k.state, running(k.t.viewing)
}

// takeTable returns a copy of the table kept for the game named slug when
// the store vouches for it in tx, and forgets it; nil when it keeps none
// or cannot vouch for it, and then the state may still be taken by its
// snapshot (take).
func (c *stateCache) takeTable(tx *store.Tx, slug string) (*table, error) {
	c.mu.Lock()
	id, k := c.bySlug(slug)
	c.mu.Unlock()
	if k == nil || k.t == nil || k.t.head.GameID == 0 {
		return nil, nil
	}
	same, err := tx.Unchanged(id, k.t.mark)
	if err != nil || !same {
		return nil, err
	}
	c.mu.Lock()
	delete(c.m, id)
	c.taken++
	c.mu.Unlock()
	return k.t.kept(), nil
}

// snapshotOf returns the snapshot bytes the state kept for the game
// named slug was saved as, nil when none is kept: the store compares
// them with the stored snapshot (store.Tx.GameAndSnapshot), and take
// then finds them the same bytes or forgets the state.
func (c *stateCache) snapshotOf(slug string) []byte {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, k := c.bySlug(slug); k != nil {
		return k.snap
	}
	return nil
}

// bySlug finds the entry of the game named slug; c.mu must be held.
func (c *stateCache) bySlug(slug string) (int64, *keptState) {
	for id, k := range c.m {
		if k.slug == slug {
			return id, k
		}
	}
	return 0, nil
}

// put keeps t, whose state was saved as snap, for the game's next mail,
// forgetting the game used longest ago when the cache is full. The
// caller must not change t's state afterwards; its rows it changes only
// through writes it mirrors (table.wrote).
func (c *stateCache) put(t *table, snap []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.tick++
	gameID := t.game.ID
	if _, ok := c.m[gameID]; !ok && len(c.m) >= statesKept {
		var oldest int64
		first := true
		for id, k := range c.m {
			if first || k.used < c.m[oldest].used {
				oldest, first = id, false
			}
		}
		delete(c.m, oldest)
	}
	c.m[gameID] = &keptState{slug: t.game.Slug, snap: snap, state: t.state, t: t, used: c.tick}
}

// forget drops the kept state of a game.
func (c *stateCache) forget(gameID int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.m, gameID)
}
