package desk

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// finalMailSeed is a Twilight Struggle game whose random players (see
// playRandomly) end it early, so that its final mail stays short enough
// to read in review.
const finalMailSeed = 7

// TestTwilightFinalMailMatchesGolden plays a Twilight Struggle game by
// mail to its end and compares the final mail to the USSR with a golden
// file: the result and why, the regions as the final scoring counts them,
// both hands at each turn, and the whole game's log. The moderators get
// the same.
func TestTwilightFinalMailMatchesGolden(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{"mod@club.example"}})
	seats := []string{"USSR", "US"}
	addr := map[string]string{"USSR": "ussr@a.example", "US": "us@b.example"}
	ng := NewGame{Kind: "twilight-struggle", Seed: finalMailSeed,
		Seats: []NewSeat{{Seat: "USSR", Address: addr["USSR"], Name: "Ada"}, {Seat: "US", Address: addr["US"], Name: "Bo"}}}
	var err error
	if f.slug, err = f.desk.CreateGame(context.Background(), ng); err != nil {
		t.Fatalf("CreateGame: %v", err)
	}
	answers, end := playRandomly(t, f, seats, addr, 2000, 5)
	if end != "game over" {
		t.Fatalf("after %d answers: %s, want game over", answers, end)
	}
	ms := f.outbox(t)
	m, _ := latestTo(ms, addr["USSR"])
	mod, ok := latestTo(ms, "mod@club.example")
	if !ok || mod.Kind != kindGameOver {
		t.Fatalf("the moderators' last mail is %q, want the game over", mod.Kind)
	}
	for _, want := range []string{"is over:", "Turn 1, the US hand:", "Turn 1, the USSR hand:", "== The whole game ==",
		"as the final scoring", "Europe:"} {
		if !strings.Contains(m.Body, want) || !strings.Contains(mod.Body, want) {
			t.Errorf("the final mails lack %q:\n%s", want, m.Body)
		}
	}
	got := "Subject: " + m.Subject + "\n\n" + m.Body
	golden := filepath.Join("testdata", "twilight-struggle-final.golden")
	if *update {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("read golden file (go test ./mailer/desk -run TestTwilightFinalMailMatchesGolden -update writes it): %v", err)
	}
	if got != string(want) {
		t.Errorf("the final mail differs from %s:\n%s", golden, got)
	}
	for i, line := range strings.Split(m.Body, "\n") {
		if n := len([]rune(line)); n > 72 {
			t.Errorf("line %d is %d columns wide: %q", i+1, n, line)
		}
	}
}
