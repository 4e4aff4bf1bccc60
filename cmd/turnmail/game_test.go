package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"turnmail/engine"
)

// TestModeratorCommands runs the game subcommands against a database in
// a temporary folder, as a moderator would from a shell.
func TestModeratorCommands(t *testing.T) {
	t.Setenv("TURNMAIL_IMAP_ADDR", "")
	t.Setenv("TURNMAIL_DB", filepath.Join(t.TempDir(), "turnmail.db"))
	t.Setenv("TURNMAIL_MODERATORS", "mod@turnmail.localhost")
	ctx := context.Background()
	turnmail := shell(t, ctx)

	out := turnmail("game", "new", "--game", "twilight-struggle", "--seed", "7", "--actor", "ada",
		"--seat", "USSR=alice@turnmail.localhost:Alice", "--seat", "US=bob@turnmail.localhost")
	if !strings.Contains(out, "created ts-1") {
		t.Fatalf("game new printed %q, want the new game's name", out)
	}
	if out := turnmail("game", "list"); !strings.Contains(out, "ts-1") || !strings.Contains(out, "twilight-struggle") {
		t.Errorf("game list = %q, want ts-1", out)
	}

	// The public view shows no hand; the USSR's own view shows its hand.
	public := turnmail("game", "show", "ts-1")
	ussr := turnmail("game", "show", "ts-1", "--as", "USSR")
	if strings.Contains(public, "Your hand") || !strings.Contains(ussr, "Your hand (USSR)") || strings.Contains(ussr, "Your hand (US)") {
		t.Errorf("game show: the public view or the USSR's view shows the wrong hand:\n%s\n---\n%s", public, ussr)
	}
	var shown struct {
		Game    string
		Pending []struct{ Seat, Question string }
		Seats   []struct{ Seat, Address, Deadline string }
	}
	if err := json.Unmarshal([]byte(turnmail("game", "show", "ts-1", "--as", "moderator", "--json")), &shown); err != nil {
		t.Fatalf("game show --json is not JSON: %v", err)
	}
	if shown.Game != "ts-1" || len(shown.Pending) != 1 || shown.Pending[0].Seat != "USSR" {
		t.Errorf("game show --json = %+v, want ts-1 waiting for the USSR", shown)
	}
	if len(shown.Seats) != 2 || shown.Seats[0].Address != "alice@turnmail.localhost" || shown.Seats[0].Deadline == "" || shown.Seats[1].Deadline != "" {
		t.Errorf("game show --as moderator seats = %+v, want both addresses and the USSR's deadline only", shown.Seats)
	}

	// A moderator moves for the USSR; it is logged with the moderator's name.
	if out := turnmail("game", "move", "ts-1", "--seat", "USSR", "--actor", "ada", "influence Poland"); !strings.Contains(out, "influence Poland") {
		t.Errorf("game move printed %q", out)
	}
	if err := run(ctx, []string{"game", "move", "ts-1", "--seat", "US", "influence France"}); err == nil {
		t.Error("game move for a seat that is not asked was accepted")
	}
	log := turnmail("game", "log", "ts-1")
	for _, want := range []string{"influence Poland", "moderator ada", "create", "move"} {
		if !strings.Contains(log, want) {
			t.Errorf("game log lacks %q:\n%s", want, log)
		}
	}
	if out := turnmail("game", "replay", "ts-1", "--actor", "ada"); !strings.Contains(out, "nothing changed") {
		t.Errorf("game replay of a sound game printed %q", out)
	}
	if out := turnmail("game", "token", "ts-1", "US", "--actor", "ada"); !strings.Contains(out, "new token") {
		t.Errorf("game token printed %q", out)
	}
	if log := turnmail("game", "log", "ts-1"); !strings.Contains(log, "new token for US") {
		t.Errorf("game log lacks the token rotation:\n%s", log)
	}
	if out := turnmail("games"); !strings.Contains(out, "risk-balance-of-power") || !strings.Contains(out, "--option players=3|2") {
		t.Errorf("games = %q, want every game with its options", out)
	}
}

func TestUnknownCommandsAreRefused(t *testing.T) {
	for _, args := range [][]string{{"frobnicate"}, {"game"}, {"game", "fly"}, {"game", "show"}, {"game", "new", "--game", "chess"}} {
		t.Setenv("TURNMAIL_DB", filepath.Join(t.TempDir(), "turnmail.db"))
		if err := run(context.Background(), args); err == nil {
			t.Errorf("turnmail %v succeeded", args)
		}
	}
}

// TestModeratorMistakesSayWhatExists: a wrong game name or seat names
// what there is instead of a bare "not found".
func TestModeratorMistakesSayWhatExists(t *testing.T) {
	t.Setenv("TURNMAIL_IMAP_ADDR", "")
	t.Setenv("TURNMAIL_DB", filepath.Join(t.TempDir(), "turnmail.db"))
	ctx := context.Background()
	captureStdout(t, func() {
		if err := run(ctx, []string{"game", "new", "--game", "risk-balance-of-power", "--seat", "red=a@turnmail.localhost", "--seat", "blue=b@turnmail.localhost"}); err != nil {
			t.Fatal(err)
		}
	})
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"game", "show", "risk-2"}, "turnmail game list"},
		{[]string{"game", "show", "risk-1", "--as", "rde"}, "red, blue"},
		{[]string{"game", "move", "risk-1", "--seat", "gren", "end"}, "red, blue"},
	}
	for _, tt := range tests {
		var err error
		captureStdout(t, func() { err = run(ctx, tt.args) })
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("turnmail %s = %v, want an error naming %q", strings.Join(tt.args, " "), err, tt.want)
		}
	}
}

// TestDeadlineBelowAnHourIsRefused: a game's deadline is kept in whole
// hours; "--deadline 2m" must not silently become the 72-hour default.
func TestDeadlineBelowAnHourIsRefused(t *testing.T) {
	t.Setenv("TURNMAIL_IMAP_ADDR", "")
	t.Setenv("TURNMAIL_DB", filepath.Join(t.TempDir(), "turnmail.db"))
	for _, d := range []string{"2m", "90m", "-1h"} {
		var err error
		captureStdout(t, func() {
			err = run(context.Background(), []string{"game", "new", "--game", "risk-balance-of-power", "--deadline", d,
				"--seat", "red=a@turnmail.localhost", "--seat", "blue=b@turnmail.localhost"})
		})
		if err == nil || !strings.Contains(err.Error(), "whole hours") {
			t.Errorf("game new --deadline %s = %v, want a refusal naming whole hours", d, err)
		}
	}
}

// TestGameNewTakesATimeControl: game new's clock flags reach the game.
func TestGameNewTakesATimeControl(t *testing.T) {
	t.Setenv("TURNMAIL_IMAP_ADDR", "")
	t.Setenv("TURNMAIL_DB", filepath.Join(t.TempDir(), "turnmail.db"))
	ctx := context.Background()
	args := []string{"game", "new", "--game", "twilight-struggle", "--seed", "7", "--actor", "ada",
		"--seat", "USSR=alice@turnmail.localhost", "--seat", "US=bob@turnmail.localhost",
		"--deadline", "48h", "--grace", "12h", "--tz", "Europe/Berlin", "--remind", "2h,24h", "--late", "extend:2", "--observers", "yes"}
	var err error
	captureStdout(t, func() { err = run(ctx, args) })
	if err != nil {
		t.Fatalf("game new with a time control = %v", err)
	}
	var shown struct {
		DeadlineHours int  `json:"deadline_hours"`
		Observers     bool `json:"observers"`
		Clock         struct {
			Grace      time.Duration
			Zone       string
			Remind     []time.Duration
			Late       string
			Extensions int
		}
	}
	out := captureStdout(t, func() { err = run(ctx, []string{"game", "show", "ts-1", "--json"}) })
	if err != nil || json.Unmarshal([]byte(out), &shown) != nil {
		t.Fatalf("game show --json = %v\n%s", err, out)
	}
	c := shown.Clock
	if shown.DeadlineHours != 48 || c.Grace != 12*time.Hour || c.Zone != "Europe/Berlin" || len(c.Remind) != 2 ||
		c.Remind[0] != 24*time.Hour || c.Late != "extend" || c.Extensions != 2 {
		t.Errorf("game show --json = %+v, want 48h, grace 12h, Europe/Berlin, reminders 24h and 2h, extend:2", shown)
	}
	if !shown.Observers {
		t.Errorf("game show --json observers = false, want true (game new --observers yes)")
	}
	for _, bad := range [][]string{{"--late", "extend"}, {"--remind", "soon"}, {"--tz", "Mars/Olympus"}, {"--observers", "maybe"}} {
		args := append([]string{"game", "new", "--game", "twilight-struggle",
			"--seat", "USSR=alice@turnmail.localhost", "--seat", "US=bob@turnmail.localhost"}, bad...)
		captureStdout(t, func() { err = run(ctx, args) })
		if err == nil {
			t.Errorf("game new %s = nil, want an error", strings.Join(bad, " "))
		}
	}
}

// TestModeratorActionsFromTheShell runs each moderator action as the
// CLI does and finds it in the game's audit log.
func TestModeratorActionsFromTheShell(t *testing.T) {
	t.Setenv("TURNMAIL_IMAP_ADDR", "")
	t.Setenv("TURNMAIL_DB", filepath.Join(t.TempDir(), "turnmail.db"))
	ctx := context.Background()
	turnmail := shell(t, ctx)
	turnmail("game", "new", "--game", "twilight-struggle", "--seed", "7", "--actor", "ada",
		"--seat", "USSR=alice@turnmail.localhost", "--seat", "US=bob@turnmail.localhost")
	turnmail("game", "move", "ts-1", "--seat", "USSR", "--actor", "ada", "influence Poland")
	for _, args := range [][]string{
		{"extend", "ts-1", "--by", "12h", "--actor", "ada"},
		{"pause", "ts-1", "--actor", "ada"},
		{"resume", "ts-1", "--actor", "ada"},
		{"seat", "ts-1", "US", "--address", "carol@turnmail.localhost", "--actor", "ada"},
		{"rollback", "ts-1", "--to", "0", "--actor", "ada"},
		{"abort", "ts-1", "--reason", "a test", "--actor", "ada"},
	} {
		turnmail(append([]string{"game"}, args...)...)
	}
	var gl struct {
		Audit []struct{ Action, Actor string }
	}
	if err := json.Unmarshal([]byte(turnmail("game", "log", "ts-1", "--json")), &gl); err != nil {
		t.Fatal(err)
	}
	var actions []string
	for _, a := range gl.Audit {
		actions = append(actions, a.Action)
	}
	if got, want := strings.Join(actions, " "), "create move extend pause resume replace rollback abort"; got != want {
		t.Errorf("audit log actions = %q, want %q", got, want)
	}
	if out := turnmail("game", "log", "ts-1"); !strings.Contains(out, "rolled back") {
		t.Errorf("game log does not mark the rolled-back move:\n%s", out)
	}
}

// TestVerifyAndVerifyLogFromTheShell: a game rolled back (its generator
// replaced) and aborted exports, its log verifies, and a changed seed in
// the file does not.
func TestVerifyAndVerifyLogFromTheShell(t *testing.T) {
	t.Setenv("TURNMAIL_IMAP_ADDR", "")
	dir := t.TempDir()
	t.Setenv("TURNMAIL_DB", filepath.Join(dir, "turnmail.db"))
	ctx := context.Background()
	turnmail := func(args ...string) (string, error) {
		t.Helper()
		var err error
		out := captureStdout(t, func() { err = run(ctx, args) })
		return out, err
	}
	moves := firstMoves(t, "risk-balance-of-power", []string{"red", "blue"}, 9, 2)
	steps := [][]string{
		{"game", "new", "--game", "risk-balance-of-power", "--seed", "9", "--seat", "red=alice@turnmail.localhost", "--seat", "blue=bob@turnmail.localhost"},
		{"game", "verify", "risk-1"},
		{"game", "move", "risk-1", "--seat", moves[0][0], moves[0][1]},
		{"game", "move", "risk-1", "--seat", moves[1][0], moves[1][1]},
		{"game", "rollback", "risk-1", "--to", "1"},
		{"game", "move", "risk-1", "--seat", moves[1][0], moves[1][1]},
		{"game", "verify", "risk-1"},
		{"game", "abort", "risk-1", "--reason", "a test"},
	}
	for _, args := range steps {
		if out, err := turnmail(args...); err != nil {
			t.Fatalf("turnmail %s = %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	out, err := turnmail("game", "export", "risk-1")
	if err != nil {
		t.Fatalf("game export = %v", err)
	}
	file := filepath.Join(dir, "risk-1.json")
	if err := os.WriteFile(file, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := turnmail("verify-log", file); err != nil || !strings.Contains(out, "verifies") {
		t.Errorf("verify-log(honest export) = %v\n%s", err, out)
	}
	var x map[string]any
	if err := json.Unmarshal([]byte(out), &x); err != nil {
		t.Fatal(err)
	}
	x["seed"] = 10
	b, _ := json.Marshal(x)
	if err := os.WriteFile(file, b, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := turnmail("verify-log", file); err == nil {
		t.Error("verify-log(export with another seed) = nil, want an error")
	}
}

// firstMoves plays n moves of a new game on the engine alone, each the
// first option of the first seat asked, and returns them as seat and
// command.
func firstMoves(t *testing.T, kind string, seats []string, seed uint64, n int) [][2]string {
	t.Helper()
	rules, err := engine.Lookup(kind)
	if err != nil {
		t.Fatal(err)
	}
	st, err := rules.New(engine.Config{Seats: seats, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	var out [][2]string
	for range n {
		p := st.Pending()[0]
		if _, err := st.Apply(p.Seat, p.Options[0]); err != nil {
			t.Fatalf("Apply(%s, %q) = %v", p.Seat, p.Options[0], err)
		}
		out = append(out, [2]string{p.Seat, p.Options[0]})
	}
	return out
}

func TestCommandLinesReadsUnquotedWordsAsOneLine(t *testing.T) {
	tests := []struct {
		args []string
		want []string
	}{
		{[]string{"bid", "US", "3"}, []string{"bid US 3"}},
		{[]string{"done"}, []string{"done"}},
		{[]string{"play 27", "influence Japan"}, []string{"play 27", "influence Japan"}},
		{[]string{"play 27 ops", "done"}, []string{"play 27 ops", "done"}},
	}
	for _, tt := range tests {
		if got := commandLines(tt.args); !slices.Equal(got, tt.want) {
			t.Errorf("commandLines(%q) = %q, want %q", tt.args, got, tt.want)
		}
	}
}
