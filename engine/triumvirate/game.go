package triumvirate

import (
	"encoding/json"
	"fmt"
	"slices"

	"turnmail/engine"
)

func init() { engine.Register(Game) }

// Game is "Das Ende des Triumvirats", registered as "triumvirate".
var Game engine.Game = game{}

type game struct{}

var (
	seats3 = []string{"Caesar", "Pompeius", "Crassus"}
	seats2 = []string{"Caesar", "Pompeius"}
)

func (game) Info() engine.Info {
	return engine.Info{Name: "triumvirate", Title: "Das Ende des Triumvirats", Short: "tri",
		Options: []engine.OptionSpec{{Name: "players", Values: []string{"3", "2"},
			Help: "3: Caesar, Pompeius, Crassus; 2: Caesar and Pompeius (rule text's 2-player game)"}}}
}

func (game) Seats(opts engine.Options) ([]string, error) {
	switch opts.Get("players", "3") {
	case "3":
		return slices.Clone(seats3), nil
	case "2":
		return slices.Clone(seats2), nil
	}
	return nil, fmt.Errorf("check option players: %q is not 2 or 3", opts["players"])
}

func (g game) New(cfg engine.Config) (engine.State, error) {
	for name := range cfg.Options {
		if name != "players" {
			return nil, fmt.Errorf("check options: unknown option %q", name)
		}
	}
	seats, err := g.Seats(cfg.Options)
	if err != nil {
		return nil, err
	}
	if !slices.Equal(cfg.Seats, seats) {
		return nil, fmt.Errorf("check seats: want %v, got %v", seats, cfg.Seats)
	}
	s := newState(len(seats), cfg.Seed)
	return s, nil
}

func (game) Load(b []byte) (engine.State, error) {
	var s state
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, fmt.Errorf("load triumvirate state: %w", err)
	}
	if s.Players != 2 && s.Players != 3 {
		return nil, fmt.Errorf("load triumvirate state: %d players", s.Players)
	}
	return &s, nil
}
