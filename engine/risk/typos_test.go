package risk

import (
	"testing"

	"turnmail/engine"
)

func TestOneEditAgreesWithEditDistance(t *testing.T) {
	words := []string{"attack", "atack", "attakc", "attacks", "polen", "polem", "pollen", "plen", "deutschland",
		"deutchland", "britain", "britian", "xyz", "xy", "ab", "ba", "abc", "acb", "verstarke", "verstaerke"}
	for _, a := range words {
		for _, b := range words {
			if got, want := oneEdit(a, b), engine.EditDistance(a, b) == 1; got != want {
				t.Errorf("oneEdit(%q, %q) = %v, want %v", a, b, got, want)
			}
		}
	}
}
