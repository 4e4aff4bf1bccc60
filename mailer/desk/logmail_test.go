package desk

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// jsonIn decodes the JSON a log mail's body carries, from its first line
// that opens an object to its last closing brace.
func jsonIn(t *testing.T, body string, v any) {
	t.Helper()
	i, j := strings.Index(body, "\n{"), strings.LastIndex(body, "}")
	if i < 0 || j < i {
		t.Fatalf("no JSON in the mail:\n%s", body)
	}
	if err := json.Unmarshal([]byte(body[i+1:j+1]), v); err != nil {
		t.Fatalf("decode the mail's JSON: %v\n%s", err, body)
	}
}

func TestLogJSONIsThePublicLog(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	f.play(t, "north@a.example")
	f.play(t, "south@b.example")
	if got := f.send(t, "north@a.example", "say Well played."); got != Applied {
		t.Fatalf("say = %s, want applied", got)
	}
	if got := f.send(t, "south@b.example", "log json"); got != Answered {
		t.Fatalf("log json = %s, want answered", got)
	}
	m, _ := latestTo(f.outbox(t), "south@b.example")
	var pl PublicLog
	jsonIn(t, m.Body, &pl)
	if pl.Game != f.slug || !slices.Equal(pl.Seats, []string{"north", "south"}) {
		t.Errorf("log json names game %q seats %q, want %q north, south", pl.Game, pl.Seats, f.slug)
	}
	var logged []string
	for _, mv := range f.moves(t) {
		if mv.Log != "" {
			logged = append(logged, strings.Split(mv.Log, "\n")...)
		}
	}
	var moves, said []string
	for _, e := range pl.Entries {
		switch e.Kind {
		case "move":
			moves = append(moves, e.Text...)
		case "say":
			said = append(said, e.Seat+": "+strings.Join(e.Text, " "))
		}
	}
	if len(logged) == 0 || !slices.Equal(moves, logged) {
		t.Errorf("log json moves = %q, want the moves' public accounts %q", moves, logged)
	}
	if want := []string{"north: north says: Well played."}; !slices.Equal(said, want) {
		t.Errorf("log json messages = %q, want %q", said, want)
	}
	if strings.Contains(m.Body, `"command"`) || strings.Contains(m.Body, "seed") {
		t.Errorf("log json shows the moves' commands or the seed:\n%s", m.Body)
	}
}

func TestLogFullIsForModeratorsAndForEveryoneOnceTheGameIsOver(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{moderator}})
	f.newDuel(t, 11)
	started, ok := latestTo(f.outbox(t), moderator)
	if !ok {
		t.Fatal("the moderator got no mail at the start")
	}
	f.play(t, "north@a.example")
	f.play(t, "south@b.example")

	if got := f.send(t, "north@a.example", "log full"); got != Refused {
		t.Errorf("log full from a player while the game runs = %s, want refused", got)
	}
	m, _ := latestTo(f.outbox(t), "north@a.example")
	if strings.Contains(m.Body, `"command"`) || !strings.Contains(flat(m.Body), "moderators at any time") {
		t.Errorf("the refusal of log full shows commands or no reason:\n%s", m.Body)
	}

	if got := f.handle(t, reply(moderator, started, "log full")); got != Answered {
		t.Fatalf("log full from the moderator = %s, want answered", got)
	}
	m, _ = latestTo(f.outbox(t), moderator)
	var x Export
	jsonIn(t, m.Body, &x)
	moves := f.moves(t)
	if len(x.Moves) != len(moves) || len(moves) == 0 {
		t.Fatalf("the moderator's full log holds %d moves, want %d", len(x.Moves), len(moves))
	}
	for i, mv := range moves {
		if x.Moves[i].Command != mv.Normal || x.Moves[i].Seat != mv.Seat {
			t.Errorf("full log move %d = %s %q, want %s %q", i+1, x.Moves[i].Seat, x.Moves[i].Command, mv.Seat, mv.Normal)
		}
	}
	if x.Seed != 0 || x.SeedHash != seedHash(11) {
		t.Errorf("the running game's full log shows seed %d, hash %s; want no seed, its hash %s", x.Seed, x.SeedHash, seedHash(11))
	}

	playToTheEnd(t, f, 1)
	if got := f.send(t, "south@b.example", "log full"); got != Answered {
		t.Fatalf("log full from a player once the game is over = %s, want answered", got)
	}
	m, _ = latestTo(f.outbox(t), "south@b.example")
	var y Export
	jsonIn(t, m.Body, &y)
	if y.Seed != 11 {
		t.Errorf("the finished game's full log shows seed %d, want 11", y.Seed)
	}
	if err := VerifyExport(&y); err != nil {
		t.Errorf("VerifyExport(the full log a player got by mail) = %v", err)
	}
}
