package risk

import "turnmail/engine"

// Reseed replaces the generator and reshuffles the draw pile, whose order
// is secret (engine.Reseeder): a card drawn after a moderator's rollback
// is not the one drawn before it. The discards and the hands stay.
func (s *state) Reseed(seed uint64) {
	s.Rand = *engine.NewRand(seed)
	s.shuffleDeck()
}
