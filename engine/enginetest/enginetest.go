// Package enginetest checks that a game keeps the engine contract: it plays
// random legal games from the prompts' own option lists, and checks after
// every step that the state replays from its log, survives a round trip
// through Marshal and Load, refuses nonsense without changing, and keeps
// the game's own invariants. It also holds Duel, a small game for the
// service's tests.
package enginetest

import (
	"bytes"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"turnmail/engine"
)

// Move is one applied command, or, with Seat empty, a reseed
// (engine.Reseeder) with the value Reseed.
type Move struct {
	Seat    string
	Command string
	Reseed  uint64
}

// Play describes one random game.
type Play struct {
	Game     engine.Game
	Config   engine.Config
	Seed     uint64 // drives the random player's choices, not the game's dice
	MaxSteps int    // a game longer than this is reported as runaway (0: 100000)
	// Check, when set, is called after every applied move; an error stops
	// the game and is reported with the move log.
	Check func(engine.State) error
	// Deep makes every step also check Marshal/Load round trips, that a
	// nonsense command is refused without changing the state, and (at the
	// end) that replaying the log rebuilds the final state byte for byte.
	Deep bool
	// Reseed, when above 0, reseeds a state that is an engine.Reseeder
	// every Reseed steps with a value from the random player, as a
	// moderator's rollback does, and checks that no seat's view and no
	// prompt changed; the report's moves record it, and the final
	// CheckReplay reseeds at the same point.
	Reseed int
}

// Report is how a random game went.
type Report struct {
	Moves  []Move
	Final  engine.State
	Halted string // set when the game stopped on a Halter reason
	Steps  int
}

// Run plays one random game to its end (or halt) and returns its report;
// the error says what broke, if anything did.
func (p Play) Run() (Report, error) {
	max := p.MaxSteps
	if max == 0 {
		max = 100000
	}
	st, err := p.Game.New(p.Config)
	if err != nil {
		return Report{}, fmt.Errorf("New: %w", err)
	}
	rng := engine.NewRand(p.Seed)
	rep := Report{Final: st}
	lastDecision := map[string]int{}
	for step := 0; ; step++ {
		rep.Steps = step
		if st.Outcome().Over {
			break
		}
		if h, ok := st.(engine.Halter); ok && h.Halted() != "" {
			rep.Halted = h.Halted()
			break
		}
		prompts := st.Pending()
		if len(prompts) == 0 {
			return rep, fmt.Errorf("step %d: no prompts, but the game is neither over nor halted", step)
		}
		if step >= max {
			return rep, fmt.Errorf("runaway: still going after %d steps", max)
		}
		if err := checkPrompts(prompts, p.Config.Seats, lastDecision); err != nil {
			return rep, fmt.Errorf("step %d: %w", step, err)
		}
		if err := checkPass(st, prompts); err != nil {
			return rep, fmt.Errorf("step %d: %w", step, err)
		}
		if p.Reseed > 0 && step > 0 && step%p.Reseed == 0 {
			if rs, ok := st.(engine.Reseeder); ok {
				v := rng.Uint64()
				if err := checkReseed(st, rs, p.Config.Seats, v); err != nil {
					return rep, fmt.Errorf("step %d: %w", step, err)
				}
				rep.Moves = append(rep.Moves, Move{Reseed: v})
			}
		}
		pr := prompts[rng.Intn(len(prompts))]
		cmd := pr.Options[rng.Intn(len(pr.Options))]
		if p.Deep {
			if err := checkRefusalLeavesState(st, pr.Seat); err != nil {
				return rep, fmt.Errorf("step %d: %w", step, err)
			}
		}
		res, err := st.Apply(pr.Seat, cmd)
		if err != nil {
			return rep, fmt.Errorf("step %d: Apply(%s, %q) from the legal options = %v", step, pr.Seat, cmd, err)
		}
		if res.Normal == "" {
			return rep, fmt.Errorf("step %d: Apply(%s, %q) gave an empty normal form", step, pr.Seat, cmd)
		}
		rep.Moves = append(rep.Moves, Move{Seat: pr.Seat, Command: cmd})
		for _, np := range st.Pending() {
			if np.Seat == pr.Seat && np.Decision <= pr.Decision {
				return rep, fmt.Errorf("step %d: %s answered decision %d and is asked again under decision %d", step, pr.Seat, pr.Decision, np.Decision)
			}
		}
		if p.Check != nil {
			if err := p.Check(st); err != nil {
				return rep, fmt.Errorf("step %d after %s: %q: invariant: %w", step, pr.Seat, cmd, err)
			}
		}
		if p.Deep {
			if err := checkRoundTrip(p.Game, st); err != nil {
				return rep, fmt.Errorf("step %d: %w", step, err)
			}
		}
	}
	if p.Deep || p.Reseed > 0 {
		if err := CheckReplay(p.Game, p.Config, rep.Moves, st); err != nil {
			return rep, err
		}
	}
	return rep, nil
}

func checkPrompts(prompts []engine.Prompt, seats []string, last map[string]int) error {
	seen := map[string]bool{}
	for _, pr := range prompts {
		if !slices.Contains(seats, pr.Seat) {
			return fmt.Errorf("prompt for unknown seat %q", pr.Seat)
		}
		if seen[pr.Seat] {
			return fmt.Errorf("two prompts for seat %s at once", pr.Seat)
		}
		seen[pr.Seat] = true
		if len(pr.Options) == 0 {
			return fmt.Errorf("seat %s is asked %q with no legal options", pr.Seat, pr.Question)
		}
		if pr.Question == "" {
			return fmt.Errorf("seat %s is asked nothing", pr.Seat)
		}
		if pr.Decision < last[pr.Seat] {
			return fmt.Errorf("seat %s: decision went back from %d to %d", pr.Seat, last[pr.Seat], pr.Decision)
		}
		last[pr.Seat] = pr.Decision
	}
	return nil
}

// checkPass: a safe default (engine.Passer) is one of the seat's legal
// options now, and none is offered to a seat that is not asked.
func checkPass(st engine.State, prompts []engine.Prompt) error {
	p, ok := st.(engine.Passer)
	if !ok {
		return nil
	}
	for _, pr := range prompts {
		if cmd, ok := p.Pass(pr.Seat); ok && !slices.Contains(pr.Options, cmd) {
			return fmt.Errorf("seat %s: the safe default %q is not among the options %v", pr.Seat, cmd, pr.Options)
		}
	}
	for _, seat := range []string{"", "nobody"} {
		if cmd, ok := p.Pass(seat); ok {
			return fmt.Errorf("Pass(%q) = %q for a seat that is not asked", seat, cmd)
		}
	}
	return nil
}

func checkRoundTrip(g engine.Game, st engine.State) error {
	b, err := st.Marshal()
	if err != nil {
		return fmt.Errorf("Marshal: %w", err)
	}
	st2, err := g.Load(b)
	if err != nil {
		return fmt.Errorf("Load(Marshal()): %w", err)
	}
	b2, err := st2.Marshal()
	if err != nil {
		return fmt.Errorf("Marshal after Load: %w", err)
	}
	if !bytes.Equal(b, b2) {
		return fmt.Errorf("Marshal/Load/Marshal changed the state:\n%s\n%s", b, b2)
	}
	return nil
}

// checkReseed reseeds st with v and checks that the generator changed
// and that every seat sees the same game and is asked the same as before.
func checkReseed(st engine.State, rs engine.Reseeder, seats []string, v uint64) error {
	type look struct {
		views   []engine.View
		pending []engine.Prompt
	}
	see := func() look {
		l := look{views: []engine.View{st.Public()}, pending: st.Pending()}
		for _, seat := range seats {
			l.views = append(l.views, st.View(seat))
		}
		return l
	}
	before := see()
	b1, err := st.Marshal()
	if err != nil {
		return fmt.Errorf("Marshal: %w", err)
	}
	rs.Reseed(v)
	after := see()
	b2, err := st.Marshal()
	if err != nil {
		return fmt.Errorf("Marshal after Reseed: %w", err)
	}
	if bytes.Equal(b1, b2) {
		return fmt.Errorf("Reseed(%d) left the state as it was", v)
	}
	for i := range before.views {
		if b, a := before.views[i], after.views[i]; b.Public != a.Public || b.Private != a.Private {
			return fmt.Errorf("Reseed(%d) changed view %d:\n%s%s\nto\n%s%s", v, i, b.Public, b.Private, a.Public, a.Private)
		}
	}
	if !reflect.DeepEqual(before.pending, after.pending) {
		return fmt.Errorf("Reseed(%d) changed the prompts from %v to %v", v, before.pending, after.pending)
	}
	return nil
}

func checkRefusalLeavesState(st engine.State, seat string) error {
	before, err := st.Marshal()
	if err != nil {
		return fmt.Errorf("Marshal: %w", err)
	}
	for _, junk := range []string{"", "xyzzy plugh", "9999999999999999999999", "play play play"} {
		_, err := st.Apply(seat, junk)
		if err == nil {
			return fmt.Errorf("Apply(%s, %q) was accepted", seat, junk)
		}
		if _, ok := engine.IsRefusal(err); !ok {
			return fmt.Errorf("Apply(%s, %q) = %v, want a *engine.Refusal", seat, junk, err)
		}
		after, _ := st.Marshal()
		if !bytes.Equal(before, after) {
			return fmt.Errorf("refused Apply(%s, %q) changed the state", seat, junk)
		}
	}
	return nil
}

// CheckReplay replays moves from a fresh game with cfg and checks that the
// result marshals exactly like want.
func CheckReplay(g engine.Game, cfg engine.Config, moves []Move, want engine.State) error {
	st, err := g.New(cfg)
	if err != nil {
		return fmt.Errorf("replay: New: %w", err)
	}
	for i, m := range moves {
		if m.Seat == "" {
			rs, ok := st.(engine.Reseeder)
			if !ok {
				return fmt.Errorf("replay: move %d reseeds a state that is no engine.Reseeder", i)
			}
			rs.Reseed(m.Reseed)
			continue
		}
		if _, err := st.Apply(m.Seat, m.Command); err != nil {
			return fmt.Errorf("replay: move %d Apply(%s, %q) = %v", i, m.Seat, m.Command, err)
		}
	}
	a, _ := st.Marshal()
	b, _ := want.Marshal()
	if !bytes.Equal(a, b) {
		return fmt.Errorf("replay of %d moves gave a different state", len(moves))
	}
	return nil
}

// RandomGames plays n random games with seeds 1..n and fails t on the
// first broken one. It returns the reports for further checks.
func RandomGames(t testing.TB, n int, p Play) []Report {
	t.Helper()
	var reps []Report
	for i := 1; i <= n; i++ {
		p := p
		p.Seed = uint64(i)
		p.Config.Seed = uint64(i) * 7919
		rep, err := p.Run()
		if err != nil {
			t.Fatalf("random game %d (game seed %d): %v\nlast moves: %v", i, p.Config.Seed, err, tail(rep.Moves, 12))
		}
		reps = append(reps, rep)
	}
	return reps
}

func tail(m []Move, n int) []Move {
	if len(m) > n {
		return m[len(m)-n:]
	}
	return m
}
