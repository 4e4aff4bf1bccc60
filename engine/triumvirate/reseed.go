package triumvirate

import "turnmail/engine"

// Reseed replaces the generator (engine.Reseeder). The game keeps no
// order drawn in advance: every battle draws from the generator when it
// is fought, so nothing else changes.
func (s *state) Reseed(seed uint64) {
	s.Rand = *engine.NewRand(seed)
}
