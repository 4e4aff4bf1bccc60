package desk

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"turnmail/engine"
)

var update = flag.Bool("update", false, "rewrite the golden files of rendered mails")

// TestFirstMailsMatchGolden renders the first mail of each game to its
// first seat, through the desk, and compares the body with a golden file,
// so that a change in what players read shows up in review.
func TestFirstMailsMatchGolden(t *testing.T) {
	games := []struct {
		kind    string
		seats   []NewSeat
		options engine.Options
	}{
		{"twilight-struggle", []NewSeat{{Seat: "USSR", Address: "ussr@a.example", Name: "Ada"}, {Seat: "US", Address: "us@b.example"}}, nil},
		{"risk-balance-of-power", []NewSeat{{Seat: "red", Address: "red@a.example", Name: "Ada"}, {Seat: "blue", Address: "blue@b.example"}},
			engine.Options{"first-player": "red"}},
		{"triumvirate", []NewSeat{{Seat: "Caesar", Address: "caesar@a.example", Name: "Ada"},
			{Seat: "Pompeius", Address: "pompeius@b.example"}, {Seat: "Crassus", Address: "crassus@c.example"}}, nil},
	}
	for _, g := range games {
		t.Run(g.kind, func(t *testing.T) {
			f := newFixture(t, Config{PlusAddressing: true})
			if _, err := f.desk.CreateGame(context.Background(), NewGame{Kind: g.kind, Seed: 1, Seats: g.seats, Options: g.options}); err != nil {
				t.Fatal(err)
			}
			m, ok := latestTo(f.outbox(t), g.seats[0].Address)
			if !ok {
				t.Fatal("no first mail")
			}
			got := "Subject: " + m.Subject + "\n\n" + m.Body
			golden := filepath.Join("testdata", g.kind+"-first.golden")
			if *update {
				if err := os.MkdirAll("testdata", 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("read golden file (go test ./mailer -run TestFirstMailsMatchGolden -update writes it): %v", err)
			}
			if got != string(want) {
				t.Errorf("the first %s mail differs from %s:\n%s", g.kind, golden, got)
			}
			for i, line := range strings.Split(m.Body, "\n") {
				if n := len([]rune(line)); n > 72 {
					t.Errorf("line %d is %d columns wide: %q", i+1, n, line)
				}
			}
		})
	}
}
