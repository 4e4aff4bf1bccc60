package engine

import (
	"fmt"
	"sort"
	"sync"
)

var (
	registryMu sync.RWMutex
	registry   = map[string]Game{}
)

// Register makes a game available by its Info().Name. Game packages call it
// from init; registering one name twice panics.
func Register(g Game) {
	registryMu.Lock()
	defer registryMu.Unlock()
	name := g.Info().Name
	if _, dup := registry[name]; dup {
		panic("engine: game registered twice: " + name)
	}
	registry[name] = g
}

// Lookup returns the game registered under name.
func Lookup(name string) (Game, error) {
	registryMu.RLock()
	defer registryMu.RUnlock()
	g, ok := registry[name]
	if !ok {
		return nil, fmt.Errorf("unknown game %q (known: %v)", name, namesLocked())
	}
	return g, nil
}

// Names lists the registered games, sorted.
func Names() []string {
	registryMu.RLock()
	defer registryMu.RUnlock()
	return namesLocked()
}

func namesLocked() []string {
	names := make([]string, 0, len(registry))
	for n := range registry {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
