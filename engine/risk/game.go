// Package risk is the engine of Risk: Balance of Power (German edition:
// Risiko – Das Duell) for two players by mail: red and blue against each
// other and against a neutral army whose dice the engine rolls.
//
// It owns the rules of the rule text shared/rules/risk-balance-of-power.de.txt:
// the Grundausbildung setups Spiel 1 and Spiel 2, the Kommandozentrale
// variant with its Lazarett, special commands and airfields, missions,
// star cards, and the command language players write by mail. The map is a
// reconstruction (board.go); README.md lists every reconstructed value.
package risk

import (
	"encoding/json"
	"fmt"
	"slices"

	"turnmail/engine"
)

// A state takes a defence order from either seat at any time.
var _ engine.Standing = (*state)(nil)

// Game is Risk: Balance of Power, registered as "risk-balance-of-power".
var Game engine.Game = game{}

func init() { engine.Register(Game) }

type game struct{}

// Info names the game and its options.
func (game) Info() engine.Info {
	return engine.Info{Name: "risk-balance-of-power", Title: "Risk: Balance of Power", Short: "risk",
		Options: []engine.OptionSpec{
			{Name: "setup", Values: []string{setupSpiel1, setupSpiel2, setupCommand},
				Help: "Grundausbildung Spiel 1 or Spiel 2 (fixed start), or the Kommandozentrale variant"},
			{Name: "planner", Values: []string{"red", "blue"},
				Help: "Kommandozentrale: the seat that sets up both sides; the other chooses a side and who starts"},
			{Name: "turn-limit", Values: []string{"none", "50", "100", "200"},
				Help: "house rule, not in the rule text (off by default): rounds after which the game ends on missions, then territories, then units"},
			{Name: "first-player", Values: []string{"roll", "red", "blue"},
				Help: "Spiel 1 and 2: who begins; roll (default): each side rolls a die, the engine rolls for both and logs it, the higher begins"},
		}}
}

// Seats are red and blue in every setup; who begins Spiel 1 and 2 is the
// option first-player (a roll by default).
func (game) Seats(opts engine.Options) ([]string, error) {
	return []string{"red", "blue"}, nil
}

// New sets up a game.
func (g game) New(cfg engine.Config) (engine.State, error) {
	for name := range cfg.Options {
		if !slices.ContainsFunc(g.Info().Options, func(o engine.OptionSpec) bool { return o.Name == name }) {
			return nil, fmt.Errorf("new risk game: unknown option %q", name)
		}
	}
	if !slices.Equal(cfg.Seats, []string{"red", "blue"}) {
		return nil, fmt.Errorf("new risk game: seats must be red, blue; got %v", cfg.Seats)
	}
	if pl := cfg.Options.Get("planner", "red"); pl != "red" && pl != "blue" {
		return nil, fmt.Errorf("new risk game: option planner %q: want red or blue", pl)
	}
	s, err := newState(settings{Setup: cfg.Options.Get("setup", setupSpiel1), Planner: cfg.Options.Get("planner", "red"),
		TurnLimit: cfg.Options.Get("turn-limit", "none"), First: cfg.Options.Get("first-player", "roll")}, cfg.Seed)
	if err != nil {
		return nil, fmt.Errorf("new risk game: %w", err)
	}
	return s, nil
}

// Load restores a state from Marshal's bytes.
func (game) Load(b []byte) (engine.State, error) {
	var s state
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, fmt.Errorf("load risk state: %w", err)
	}
	// The board is held in fixed arrays, which JSON fills however long
	// the snapshot's lists are: their lengths are checked on the lists.
	var board struct {
		Owner []int  `json:"owner"`
		Units []int  `json:"units"`
		City  []bool `json:"city"`
	}
	if err := json.Unmarshal(b, &board); err != nil {
		return nil, fmt.Errorf("load risk state: %w", err)
	}
	if len(board.Owner) != int(numTerr) || len(board.Units) != int(numTerr) || len(board.City) != int(numTerr) {
		return nil, fmt.Errorf("load risk state: want %d territories, got %d", numTerr, len(board.Owner))
	}
	return &s, nil
}
