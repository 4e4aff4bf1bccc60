package desk

import (
	"bytes"
	"sync"

	"turnmail/engine"
)

// statesKept is how many games' decoded states the desk keeps between
// mails.
const statesKept = 48

// stateCache keeps the decoded states of the games last moved, so that
// the next mail to a game does not decode its snapshot again (and a
// Twilight Struggle state keeps its procedure where it waits instead of
// running it again from the round's start).
//
// An entry is the state together with the exact snapshot bytes it was
// saved as, and it is used only when the game's stored snapshot, read in
// the transaction that wants it, is those bytes: whatever else changed
// the game — a transaction rolled back after the entry was put, another
// process, a replay, a rollback, a moderator — left other bytes in the
// store, and the state is decoded from them as before. A state is taken
// out of the cache to be used, so no two mails share one and a state a
// mail changed in place is never seen again unless that mail's commit
// puts it back with the snapshot it saved.
type stateCache struct {
	mu   sync.Mutex
	m    map[int64]*keptState
	tick uint64
}

type keptState struct {
	slug  string
	snap  []byte
	state engine.State
	used  uint64
}

func newStateCache() *stateCache { return &stateCache{m: make(map[int64]*keptState)} }

// take returns the kept state of a game whose stored snapshot is snap,
// and forgets it; nil when none is kept for those bytes.
func (c *stateCache) take(gameID int64, snap []byte) engine.State {
	c.mu.Lock()
	defer c.mu.Unlock()
	k, ok := c.m[gameID]
	if !ok {
		return nil
	}
	delete(c.m, gameID)
	if !bytes.Equal(k.snap, snap) {
		return nil
	}
	return k.state
}

// snapshotOf returns the snapshot bytes the state kept for the game
// named slug was saved as, nil when none is kept: the store compares
// them with the stored snapshot (store.Tx.GameAndSnapshot), and take
// then finds them the same bytes or forgets the state.
func (c *stateCache) snapshotOf(slug string) []byte {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, k := range c.m {
		if k.slug == slug {
			return k.snap
		}
	}
	return nil
}

// put keeps st, saved as snap, for the game's next mail, forgetting the
// state used longest ago when the cache is full. The caller must not
// change st afterwards.
func (c *stateCache) put(gameID int64, slug string, snap []byte, st engine.State) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.tick++
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
	c.m[gameID] = &keptState{slug: slug, snap: snap, state: st, used: c.tick}
}

// forget drops the kept state of a game.
func (c *stateCache) forget(gameID int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.m, gameID)
}
