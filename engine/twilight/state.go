package twilight

import (
	"encoding/json"
	"fmt"
	"slices"

	"turnmail/engine"
)

// Phases of the game.
const (
	phaseSetup    = "setup"
	phaseHeadline = "headline"
	phaseAction   = "action"
	phaseOver     = "over"
)

// numCountries is the number of countries on the map (countries_data.go);
// influence is kept in fixed arrays of this size so that copying a state
// copies it without allocating.
const numCountries = 84

// state is one game of Twilight Struggle: its board, which is all that
// is serialised, and what a step being applied works with.
//
// A state is not safe for concurrent use: Apply and Reseed need it to
// themselves (they run its parked procedure, coroutine.go), while the
// methods that only read it (Pending, View, Public, Full, Outcome, Halted,
// Marshal) may run together. States loaded or created apart share nothing
// that changes.
type state struct {
	// board is the game itself. A procedure running for this state works
	// on this board in place (coroutine.go), so the parked procedure's
	// goroutine refers to the board: nothing on it may lead to the state
	// or its coroutine.
	*board

	// log collects the public narrative of the step being applied.
	log []string
	// replay is the answer cursor while a flow runs (see flow.go).
	replay *replay
	// access marks, per side, the countries where it had influence at the
	// start of the action round (rules 6.1.1); set by snapshotAccess.
	access accessSnapshot
	// live is the coroutine whose procedure is parked at the question of
	// flow parked, or nil; never copied. A flow put in Flow otherwise
	// (a copy, a test's board) has none: run stops live then.
	live   *coroutine
	parked *flow
	// spare is the coroutine of a procedure that ended, idle, which the
	// next flow of this state runs in (coroutine.go); never copied.
	spare *coroutine
	// bases recycles the boards flows start from (startFlow); never copied.
	bases baseRecycler
	// scratch is a state whose board Apply writes the next copied step
	// on (apply.go); never copied.
	scratch *state
	// trial marks a loaded copy that Apply runs a line on with other
	// dice, and records how the line went (tail.go); never copied.
	trial *trialRun
}

// board is the game's serialised state. Every field is serialised; the
// JSON of equal boards is equal (maps are written with sorted keys).
// Marshal writes it with its own writer (marshal.go), which a new field
// must be added to as well; TestMarshalEveryField fails until it is.
type board struct {
	Rand     engine.Rand `json:"rand"`
	Optional bool        `json:"optional,omitempty"` // optional cards 104-110 are in the game
	Variants variants    `json:"variants,omitzero"`  // rule variants (variants.go)

	Inf    [2][numCountries]int `json:"inf"` // influence by side, then country ID
	DEFCON int                  `json:"defcon"`
	VP     int                  `json:"vp"` // positive: US ahead; negative: USSR ahead
	MilOps [2]int               `json:"milops"`
	Space  [2]int               `json:"space"`       // space race box reached, 0-8
	Tries  [2]int               `json:"space_tries"` // space race attempts this turn

	Turn    int    `json:"turn"`
	AR      int    `json:"ar"`      // action round 1-8; 0 during setup and headline
	Rounds  [2]int `json:"rounds"`  // action rounds each side has had this turn
	Phase   string `json:"phase"`   // see the phase constants
	Phasing Side   `json:"phasing"` // the phasing player (rules 4.2)

	Hands       [2][]int `json:"hands"` // the China Card is never in a hand
	Deck        []int    `json:"deck"`  // drawn from the front
	Discard     []int    `json:"discard"`
	Removed     []int    `json:"removed"`
	InPlay      []int    `json:"in_play,omitempty"` // cards being resolved right now
	China       Side     `json:"china"`             // who holds the China Card
	ChinaFaceUp bool     `json:"china_face_up"`

	// Headline holds each side's secret headline card (0: not chosen).
	Headline [2]int `json:"headline"`
	// Bid holds each side's secret tournament bid plus one (0: not yet);
	// Bonus the extra influence a side places after setup (variants_bid.go).
	Bid   [2]int `json:"bid,omitzero"`
	Bonus [2]int `json:"bonus,omitzero"`
	// Prefer is each player's secret side in a bid for sides, by the seat
	// it joined at; Swapped that the bid gave player 1 (who joined at the
	// USSR seat) the US (variants_sides.go).
	Prefer  [2]Side `json:"prefer,omitzero"`
	Swapped bool    `json:"swapped,omitempty"`
	// CCW is the USSR influence on the Chinese Civil War space (variants_ccw.go).
	CCW int `json:"ccw,omitempty"`

	// Effects are persistent effects by card (see effects.go): flags are 1,
	// counters hold a number. TurnEffects are cleared at the end of a turn.
	Effects     effectSet `json:"effects"`
	TurnEffects effectSet `json:"turn_effects"`

	// Notes are private messages to one side (a revealed hand), kept until
	// the end of the turn.
	Notes [2][]string `json:"notes"`

	Decision int   `json:"decision"`
	Flow     *flow `json:"flow,omitempty"`

	Over   bool   `json:"over,omitempty"`
	Winner string `json:"winner,omitempty"` // "" with Over is a draw
	Reason string `json:"reason,omitempty"`
	Halt   string `json:"halt,omitempty"`

	// Record keeps what was secret for the end of the game (record.go).
	Record []string `json:"record,omitempty"`

	// pinned marks a flow's base that copies of the flow share; it is
	// never recycled.
	pinned bool
}

// baseRecycler keeps the bases of ended flows, with their flow records,
// for the next flows, so that starting a flow reuses a board and a record
// instead of allocating them. retired is the flow that ended first in the
// step being applied, the one the step began in: a failed step needs its
// base and answers again (applyOption restores from them), so it becomes
// spare, free to be written over, only once the step stands. A flow that
// began and ended within the step is not needed again and is spare at
// once.
type baseRecycler struct {
	retired endedFlow
	spare   [2]endedFlow
	n       int // spare[:n] are in use
}

// endedFlow is an ended flow and its base.
type endedFlow struct {
	base *board
	f    *flow
}

// retire keeps flow f, which has ended, and its base, unless copies of
// the flow share the base.
func (b *baseRecycler) retire(f *flow) {
	if f.decoded == nil || f.decoded.pinned {
		return
	}
	if b.retired.base == nil {
		b.retired = endedFlow{f.decoded, f}
		return
	}
	b.keep(endedFlow{f.decoded, f})
}

// keep makes e spare, or drops it when there are spares enough.
func (b *baseRecycler) keep(e endedFlow) {
	if b.n < len(b.spare) {
		b.spare[b.n] = e
		b.n++
	}
}

// stand makes the retired flow spare once the step that retired it stands.
func (b *baseRecycler) stand() {
	if b.retired.base != nil {
		b.keep(b.retired)
		b.retired = endedFlow{}
	}
}

// take returns a spare base with its flow record, both to be written
// over, or the zero endedFlow.
func (b *baseRecycler) take() endedFlow {
	if b.n == 0 {
		return endedFlow{}
	}
	b.n--
	e := b.spare[b.n]
	b.spare[b.n] = endedFlow{}
	return e
}

// accessSnapshot is, per side, where the influence it had when the
// snapshot was taken lets it place influence (accessible).
type accessSnapshot struct {
	taken bool
	reach [2]countrySet
}

// newState returns an empty board: no influence, DEFCON 5, turn 1.
func newState(seed uint64, optional bool) *state {
	s := &state{board: &board{Rand: *engine.NewRand(seed), Optional: optional, DEFCON: 5, Turn: 1,
		Effects: effectSet{}, TurnEffects: effectSet{}, China: USSR, ChinaFaceUp: true}}
	for p := range s.Hands {
		s.Hands[p] = []int{}
	}
	s.Deck, s.Discard, s.Removed = []int{}, []int{}, []int{}
	return s
}

// clone returns a deep copy through JSON, the same path as Marshal/Load.
func (s *state) clone() *state {
	b, err := json.Marshal(s)
	if err != nil {
		panic(fmt.Sprintf("twilight: marshal state: %v", err))
	}
	c, err := unmarshalState(b)
	if err != nil {
		panic(fmt.Sprintf("twilight: unmarshal state: %v", err))
	}
	return c
}

// copy returns a deep copy of the state without the transient fields; it
// is what clone does through JSON, only faster.
func (s *state) copy() *state {
	return &state{board: s.board.copy()}
}

// copy returns a deep copy of the board. copy_test.go changes every
// slice, map and pointer of a copy and checks the original (and the
// reverse), so a new field of that kind must be cloned here.
//
// The card lists share one allocation, the texts another and the effects
// a third (carve), as a flow's base is a copy.
func (s *board) copy() *board {
	c := *s
	cards := make([]int, 0, len(s.Hands[0])+len(s.Hands[1])+len(s.Deck)+len(s.Discard)+len(s.Removed)+len(s.InPlay))
	texts := make([]string, 0, len(s.Notes[0])+len(s.Notes[1])+len(s.Record))
	effects := make(effectSet, 0, len(s.Effects)+len(s.TurnEffects))
	for p := range 2 {
		c.Hands[p] = carve(&cards, s.Hands[p])
		c.Notes[p] = carve(&texts, s.Notes[p])
	}
	c.Deck = carve(&cards, s.Deck)
	c.Discard = carve(&cards, s.Discard)
	c.Removed = carve(&cards, s.Removed)
	c.InPlay = carve(&cards, s.InPlay)
	c.Record = carve(&texts, s.Record)
	c.Effects = carve(&effects, s.Effects)
	c.TurnEffects = carve(&effects, s.TurnEffects)
	if s.Flow != nil {
		c.Flow = s.Flow.copy()
	}
	c.pinned = false
	return &c
}

// carve copies src to the end of buf, which has room for it, and returns
// the copy with its capacity cut to its length: an append to it moves it
// elsewhere instead of writing over the next copy in buf. nil stays nil
// and empty stays empty, as slices.Clone does (Marshal tells them apart).
func carve[S ~[]T, T any](buf *S, src S) S {
	if src == nil {
		return nil
	}
	start := len(*buf)
	*buf = append(*buf, src...)
	return (*buf)[start:len(*buf):len(*buf)]
}

// copy returns a deep copy of the flow; the base is shared, as it is
// never changed (pinned, it is never recycled). The copy has no running
// procedure: it re-runs its
// procedure from the base when it is answered (flow.go).
func (f *flow) copy() *flow {
	c := *f
	if f.decoded != nil {
		f.decoded.pinned = true
	}
	c.Answers = slices.Clone(f.Answers)
	c.Reseeds = slices.Clone(f.Reseeds)
	if f.Ask != nil {
		a := *f.Ask
		a.Options = slices.Clone(a.Options)
		c.Ask = &a
	}
	return &c
}

// copyOnto makes d's board a deep copy of s's, as copy does, reusing
// its slices (d's old contents are lost), and clears d's log, answer
// cursor, access snapshot and parked procedure; d keeps its own spare
// coroutine, recycled bases and scratch state. d must share none of them
// with s or with any other state.
func (s *state) copyOnto(d *state) {
	d.stopParked() // a procedure parked on d's board would hold the board written here
	s.board.copyOnto(d.board)
	d.log, d.replay, d.access = nil, nil, accessSnapshot{}
}

// copyOnto makes d a deep copy of s, as copy does, reusing d's slices
// (d's old contents are lost). d must share none of them with s or with
// any other board.
func (s *board) copyOnto(d *board) {
	hands, notes, deck, discard, removed, inPlay := d.Hands, d.Notes, d.Deck, d.Discard, d.Removed, d.InPlay
	effects, turnEffects, record := d.Effects, d.TurnEffects, d.Record
	*d = *s
	for p := range 2 {
		d.Hands[p] = reuse(hands[p], s.Hands[p])
		d.Notes[p] = reuseText(notes[p], s.Notes[p])
	}
	d.Deck = reuse(deck, s.Deck)
	d.Discard = reuse(discard, s.Discard)
	d.Removed = reuse(removed, s.Removed)
	d.InPlay = reuse(inPlay, s.InPlay)
	d.Record = reuseText(record, s.Record)
	d.Effects = reuse(effects, s.Effects)
	d.TurnEffects = reuse(turnEffects, s.TurnEffects)
	if s.Flow != nil {
		d.Flow = s.Flow.copy()
	}
	d.pinned = false
}

// reuse copies src into buf's storage; nil stays nil and empty stays
// empty, as Marshal tells them apart.
func reuse[T any](buf, src []T) []T {
	switch {
	case src == nil:
		return nil
	case buf == nil:
		return slices.Clone(src)
	}
	return append(buf[:0], src...)
}

// reuseText is reuse for lists of texts, which mostly grow at the end
// (the record, the notes): when buf already begins with src's texts, as
// it does when d was copied from the same game a step before, only the
// texts after them are written. Comparing texts that share their bytes
// costs a read, where writing them costs a write barrier each while the
// collector runs.
func reuseText(buf, src []string) []string {
	if buf != nil && src != nil && len(buf) <= len(src) && slices.Equal(buf, src[:len(buf)]) {
		return append(buf, src[len(buf):]...)
	}
	return reuse(buf, src)
}

// unmarshalState restores a state and gives nil maps their empty value.
func unmarshalState(b []byte) (*state, error) {
	bd, err := unmarshalBoard(b)
	if err != nil {
		return nil, err
	}
	return &state{board: bd}, nil
}

// unmarshalBoard restores a board and gives nil maps their empty value.
func unmarshalBoard(b []byte) (*board, error) {
	var s board
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, fmt.Errorf("unmarshal state: %w", err)
	}
	if s.Effects == nil {
		s.Effects = effectSet{}
	}
	if s.TurnEffects == nil {
		s.TurnEffects = effectSet{}
	}
	for p := range s.Hands {
		if s.Hands[p] == nil {
			s.Hands[p] = []int{}
		}
	}
	if s.Deck == nil {
		s.Deck = []int{}
	}
	if s.Discard == nil {
		s.Discard = []int{}
	}
	if s.Removed == nil {
		s.Removed = []int{}
	}
	return &s, nil
}

// logf adds a line to the public narrative of the current step.
// While a flow is re-run, the lines it reported before are not formatted
// again: resume keeps only the lines after them.
func (s *state) logf(format string, args ...any) {
	if r := s.replay; r != nil && len(s.log) < r.logged {
		s.log = append(s.log, "")
		return
	}
	s.log = append(s.log, logText(format, args...))
}

// tell adds a private note for side p only (never to the public log).
func (s *state) tell(p Side, format string, args ...any) {
	s.Notes[p] = append(s.Notes[p], fmt.Sprintf(format, args...))
	s.recordNote(p, s.Notes[p][len(s.Notes[p])-1])
}

// hasCard reports whether p holds card n in hand (not the China Card).
func (s *state) hasCard(p Side, n int) bool { return slices.Contains(s.Hands[p], n) }

// takeFromHand removes card n from p's hand; it reports whether it was there.
func (s *state) takeFromHand(p Side, n int) bool {
	i := slices.Index(s.Hands[p], n)
	if i < 0 {
		return false
	}
	s.Hands[p] = slices.Delete(s.Hands[p], i, i+1)
	return true
}

// addToHand puts card n into p's hand, kept sorted.
func (s *state) addToHand(p Side, n int) {
	s.Hands[p] = append(s.Hands[p], n)
	slices.Sort(s.Hands[p])
}

// discard puts card n on the discard pile.
func (s *state) discard(n int) { s.Discard = append(s.Discard, n) }

// remove takes card n out of the game.
func (s *state) remove(n int) { s.Removed = append(s.Removed, n) }
