package twilight

import (
	"strings"
	"testing"

	"turnmail/engine"
)

func TestRegistered(t *testing.T) {
	g, err := engine.Lookup("twilight-struggle")
	if err != nil {
		t.Fatalf("Lookup(twilight-struggle) = %v", err)
	}
	info := g.Info()
	if info.Short != "ts" || info.Title != "Twilight Struggle" {
		t.Errorf("Info() = %+v", info)
	}
	got, _ := g.Seats(nil)
	if strings.Join(got, ",") != "USSR,US" {
		t.Errorf("Seats() = %v, want USSR, US", got)
	}
}

func TestHelpFits72Columns(t *testing.T) {
	help := Game.Help()
	for _, line := range strings.Split(help, "\n") {
		if len([]rune(line)) > 72 {
			t.Errorf("help line longer than 72 columns: %q", line)
		}
	}
	for _, want := range []string{"play 27 ops influence Japan 1, Iran 2", "coup Iran with 19", "realign Iran, Iran, Iraq with 31",
		"space 5", "headline 4", "choose"} {
		if !strings.Contains(help, want) {
			t.Errorf("help lacks the example %q", want)
		}
	}
}

// Every example in the help parses.
func TestHelpExamplesParse(t *testing.T) {
	for _, ex := range []string{"headline 4", "play 27 ops influence Japan 1, Iran 2", "play 13 ops event first",
		"coup Iran with 19", "realign Iran, Iran, Iraq with 31", "space 5", "play Fidel event",
		"choose Algeria, Angola", "choose yes", "done"} {
		if _, err := parseLine(ex); err != nil {
			t.Errorf("parseLine(%q) = %v", ex, err)
		}
	}
}

func TestApplyRefusesWrongSeatAndOutOfTurn(t *testing.T) {
	s := newGame(t, 3, nil)
	if r := mustRefuse(t, s, "NATO", "influence Poland"); !strings.Contains(r, "no seat") {
		t.Errorf("unknown seat refusal = %q", r)
	}
	if r := mustRefuse(t, s, "US", "influence France"); !strings.Contains(r, "not your turn") {
		t.Errorf("out of turn refusal = %q", r)
	}
}

func TestLoadRejectsGarbage(t *testing.T) {
	if _, err := Game.Load([]byte("{not json")); err == nil {
		t.Errorf("Load(garbage) succeeded")
	}
}
