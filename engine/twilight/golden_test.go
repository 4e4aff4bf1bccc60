package twilight

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// TestViewGolden renders the USSR's view of a fixed opening so that a
// change in what players read shows up in review. Run with -update after
// an intended change.
func TestViewGolden(t *testing.T) {
	s := newGame(t, 1, nil)
	mustApply(t, s, "USSR", "influence Poland 4, East Germany, Austria")
	mustApply(t, s, "US", "influence West Germany 4, Italy 3")
	v := s.View("USSR")
	checkGolden(t, "view_ussr_opening.golden", "== public ==\n"+v.Public+"== private ==\n"+v.Private+"== help ==\n"+Game.Help())
}

// checkGolden compares got with testdata/name, or rewrites the file
// under -update.
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("read golden file (run with -update to create it): %v", err)
	}
	if got != string(want) {
		t.Errorf("the text differs from %s:\n%s", path, got)
	}
}
