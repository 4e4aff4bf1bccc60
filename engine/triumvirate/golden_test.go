package triumvirate

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// TestGoldenPublicText keeps what players read in review: the public
// state of a fresh game for 3 and for 2 players, and the help text.
func TestGoldenPublicText(t *testing.T) {
	texts := map[string]string{
		"start3.txt": fresh(t, 3).Public().Public,
		"start2.txt": fresh(t, 2).Public().Public,
		"help.txt":   Game.Help(),
	}
	for name, got := range texts {
		path := filepath.Join("testdata", name)
		if *update {
			if err := os.MkdirAll("testdata", 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("read golden file: %v (run go test -update)", err)
		}
		if got != string(want) {
			t.Errorf("%s changed; got:\n%s\nwant:\n%s", name, got, want)
		}
	}
}
