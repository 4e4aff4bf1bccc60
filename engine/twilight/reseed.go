package twilight

import "turnmail/engine"

// reseed is a generator put in while a flow waited for its answer At.
type reseed struct {
	At   int    `json:"at"`
	Seed uint64 `json:"seed"`
}

// Reseed replaces the generator and reshuffles the draw pile, whose order
// no side has seen (engine.Reseeder): a card dealt after a moderator's
// rollback is not the one dealt before it. A procedure waiting for an
// answer re-runs from its base with every answer (flow.go); the flow
// keeps the reseed, so the re-run puts it in again just before it hands
// out the answer that was awaited now, where this state stands.
func (s *state) Reseed(seed uint64) {
	s.reseedNow(seed)
	if s.Flow != nil {
		f := s.Flow.copy()
		f.Reseeds = append(f.Reseeds, reseed{At: len(f.Answers), Seed: seed})
		s.Flow = f
		s.stopParked() // the copy re-runs its procedure
	}
}

func (s *state) reseedNow(seed uint64) {
	s.Rand = *engine.NewRand(seed)
	s.shuffleDeck()
}

// reseedAt puts in the reseeds a re-run flow meets before its answer n.
func (s *state) reseedAt(n int) {
	for _, r := range s.replay.reseeds {
		if r.At == n {
			s.reseedNow(r.Seed)
		}
	}
}
