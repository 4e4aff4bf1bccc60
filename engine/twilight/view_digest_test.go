package twilight

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash"
	"maps"
	"slices"
	"strings"
	"testing"
)

// TestViewsOfRandomGamesAsRecorded renders every view (both seats', the
// public one and the moderators' full one, texts and data) after every
// step of three random games under every deck and variant, and compares
// digests of them, a hundred steps at a time, with
// testdata/views_random_games.sha256: a change in how the views are
// written that changes a byte shows up here, with the configuration and
// the steps where it first does. Run with -update after an intended
// change to what the views say (TestViewGolden shows the text itself).
func TestViewsOfRandomGamesAsRecorded(t *testing.T) {
	const span, games = 100, 3
	var got strings.Builder
	configs := randomConfigs()
	for _, name := range slices.Sorted(maps.Keys(configs)) {
		for g := 1; g <= games; g++ {
			c := configs[name]
			c.Seed = uint64(g) * 7
			h, step := sha256.New(), 0
			flush := func(last int) {
				fmt.Fprintf(&got, "%s, game %d, steps %d-%d: %s\n", name, g, last/span*span, last, hex.EncodeToString(h.Sum(nil))[:24])
				h.Reset()
			}
			walkRandomGame(t, c, uint64(g), func(_ string, s *state) {
				writeViews(t, h, s)
				if step%span == span-1 {
					flush(step)
				}
				step++
			})
			if step%span != 0 {
				flush(step - 1)
			}
		}
	}
	checkGolden(t, "views_random_games.sha256", got.String())
}

// writeViews writes every view of s to h: both seats', the public one and
// the full one, each text and its data as JSON.
func writeViews(t *testing.T, h hash.Hash, s *state) {
	t.Helper()
	for _, v := range []struct {
		name string
		view func() (string, string, any)
	}{
		{"USSR", func() (string, string, any) { v := s.View("USSR"); return v.Public, v.Private, v.Data }},
		{"US", func() (string, string, any) { v := s.View("US"); return v.Public, v.Private, v.Data }},
		{"public", func() (string, string, any) { v := s.Public(); return v.Public, v.Private, v.Data }},
		{"full", func() (string, string, any) { v := s.Full(); return v.Public, v.Private, v.Data }},
	} {
		public, private, data := v.view()
		b, err := json.Marshal(data)
		if err != nil {
			t.Fatalf("json.Marshal(%s view data) = %v", v.name, err)
		}
		fmt.Fprintf(h, "== %s ==\n%s\n== private ==\n%s\n== data ==\n%s\n", v.name, public, private, b)
	}
}
