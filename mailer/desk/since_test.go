package desk

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"testing"

	"turnmail/engine"
	"turnmail/store"
	"turnmail/templates"
)

// newTriumvirate starts a three-player Das Ende des Triumvirats and
// returns its seats and their addresses.
func (f *fixture) newTriumvirate(t *testing.T, seed uint64) ([]string, map[string]string) {
	t.Helper()
	rules, err := engine.Lookup("triumvirate")
	if err != nil {
		t.Fatal(err)
	}
	seats, err := rules.Seats(nil)
	if err != nil {
		t.Fatal(err)
	}
	addr := map[string]string{}
	ng := NewGame{Kind: "triumvirate", Seed: seed}
	for _, s := range seats {
		addr[s] = strings.ToLower(strings.ReplaceAll(s, " ", "")) + "@players.example"
		ng.Seats = append(ng.Seats, NewSeat{Seat: s, Address: addr[s]})
	}
	if f.slug, err = f.desk.CreateGame(context.Background(), ng); err != nil {
		t.Fatalf("CreateGame: %v", err)
	}
	return seats, addr
}

// missedInLog is what the move log says seat missed: the log lines of
// every move after its last one (rolled back or not), their words
// joined by single spaces as wrapping leaves them, and how many moves by
// how many other seats they came from.
func missedInLog(moves []store.Move, seat string) (lines []string, nMoves, nSeats int) {
	from := 0
	for i, m := range moves {
		if m.Seat == seat {
			from = i + 1
		}
	}
	others := map[string]bool{}
	for _, m := range moves[from:] {
		if m.Log != "" {
			for _, l := range strings.Split(m.Log, "\n") {
				lines = append(lines, flat(l))
			}
		}
		others[m.Seat] = true
	}
	return lines, len(moves) - from, len(others)
}

// whatHappened reads the "What happened" list of a mail: one entry per
// item, its wrapped lines joined again.
func whatHappened(body string) []string {
	_, rest, ok := strings.Cut(body, "What happened:\n")
	if !ok {
		return nil
	}
	var items []string
	for _, line := range strings.Split(rest, "\n") {
		switch {
		case strings.HasPrefix(line, "    ") && len(items) > 0:
			items[len(items)-1] += " " + strings.TrimSpace(line)
		case strings.HasPrefix(line, "  "):
			items = append(items, strings.TrimSpace(line))
		default:
			return items
		}
	}
	return items
}

// checkTurnMails checks every turn mail after the first sent of the
// fixture's game: each lists the log of every move since its seat's
// last one and nothing else (the last maxSinceLines lines, after how
// many were left out). It returns how many it checked and how
// many of them listed several moves by more than one other seat.
func checkTurnMails(t *testing.T, f *fixture, ms []sentMail, seatOf map[string]string) (checked, several int) {
	t.Helper()
	moves := f.moves(t)
	for _, m := range ms {
		if m.Kind != kindTurn || strings.Contains(m.Body, "has started") {
			continue
		}
		want, nMoves, nSeats := missedInLog(moves, seatOf[m.To])
		if n := len(want) - maxSinceLines; n > 0 {
			left, err := templates.Say("earlier-lines", n)
			if err != nil {
				t.Fatal(err)
			}
			want = append([]string{left}, want[n:]...)
		}
		if got := whatHappened(m.Body); !slices.Equal(got, want) {
			t.Errorf("turn mail to %s after move %d lists %q, want %q", seatOf[m.To], len(moves), got, want)
		}
		checked++
		if nMoves > 1 && nSeats > 1 {
			several++
		}
	}
	return checked, several
}

// A seat of three is asked again only after the others moved: its turn
// mail lists every move since its own last one, read from the table the
// desk kept between mails (and checked against the move log there,
// verifyKept) as from a table read afresh.
func TestTurnMailListsEveryMoveSinceTheSeatsLast(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	seats, addr := f.newTriumvirate(t, 7)
	seatOf := map[string]string{}
	for _, s := range seats {
		seatOf[addr[s]] = s
	}
	before, several := taken(f.desk), 0
	const answers = 100
	for range answers {
		sent := len(f.outbox(t))
		f.play(t, f.askedAddress(t))
		_, n := checkTurnMails(t, f, f.outbox(t)[sent:], seatOf)
		several += n
	}
	if several == 0 {
		t.Errorf("no turn mail in %d answers listed moves of two other seats", answers)
	}
	if n := taken(f.desk) - before; n < answers/2 {
		t.Errorf("tables kept and taken in %d answers = %d, want at least %d", answers, n, answers/2)
	}
}

// A moderator's moves for a seat, and a rollback, come between two mails
// of the game: the turn mails after them still list every move since
// each seat's last one (the rolled back moves too: they stay in the
// log), and the next mail reads the game again, since the moderator's
// action wrote what the table kept before it does not hold (an audit
// entry in the game's chain, the rollback).
func TestTurnMailAfterAModeratorMoveOrARollback(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{"mod@club.example"}})
	seats, addr := f.newTriumvirate(t, 11)
	seatOf := map[string]string{}
	for _, s := range seats {
		seatOf[addr[s]] = s
	}
	for range 6 {
		f.play(t, f.askedAddress(t))
	}
	between := []struct {
		name  string
		write func(t *testing.T)
	}{
		{"a moderator plays the turn of the seat asked", func(t *testing.T) {
			seat := seatOf[f.askedAddress(t)]
			for i := 0; seatOf[f.askedAddress(t)] == seat; i++ {
				if i == 20 {
					t.Fatalf("%s still asked after %d moves by a moderator", seat, i)
				}
				opts := legalOptionsOf(t, f, addr[seat])
				if _, err := f.desk.ModeratorMove(ctx, f.slug, seat, opts[:1], "mod@club.example"); err != nil {
					t.Fatalf("ModeratorMove(%s, %q) = %v", seat, opts[0], err)
				}
			}
		}},
		{"a moderator rolls the game back two moves", func(t *testing.T) {
			if err := f.desk.Rollback(ctx, f.slug, len(f.moves(t))-2, "mod@club.example"); err != nil {
				t.Fatalf("Rollback = %v", err)
			}
		}},
	}
	for _, b := range between {
		sent := len(f.outbox(t))
		b.write(t)
		if n, _ := checkTurnMails(t, f, f.outbox(t)[sent:], seatOf); n == 0 {
			t.Errorf("%s: no turn mail", b.name)
		}
		before := taken(f.desk)
		for i := range 4 {
			sent := len(f.outbox(t))
			f.play(t, f.askedAddress(t))
			checkTurnMails(t, f, f.outbox(t)[sent:], seatOf)
			if i == 0 && taken(f.desk) != before {
				t.Errorf("%s: the next mail took the table kept before it", b.name)
			}
		}
		if taken(f.desk) == before {
			t.Errorf("%s: no table kept and taken in the four mails after it", b.name)
		}
	}
}

// A kept table's lists are its own: a move it mirrors shows in none of
// the table it was copied from, nor the other way round, even where
// both lists have room to grow in place.
func TestKeptTableCopiesWhatEachSeatMissed(t *testing.T) {
	g := store.Game{ID: 1, Slug: "duel-1"}
	room := append(make([]string, 0, 8), "north played 3")
	orig := &table{game: &g, since: map[string]sinceLog{"north": {}, "south": {lines: room}}}
	k := orig.kept()
	k.appended(&store.Move{Seat: "north", Log: "north played 5"})
	orig.appended(&store.Move{Seat: "north", Log: "north played 1"})
	orig.appended(&store.Move{Seat: "south", Log: "south played 2"})
	for _, c := range []struct {
		name string
		t    *table
		want map[string][]string
	}{
		{"original", orig, map[string][]string{"north": {"south played 2"}, "south": nil}},
		{"kept copy", k, map[string][]string{"north": nil, "south": {"north played 3", "north played 5"}}},
	} {
		for seat, want := range c.want {
			if got := c.t.since[seat].lines; !slices.Equal(got, want) {
				t.Errorf("%s: %s missed %q, want %q", c.name, seat, got, want)
			}
		}
	}
}

// What a seat missed keeps its last maxSinceLines lines and counts the
// ones before them; a move that logged nothing adds none.
func TestMissedKeepsTheLastLines(t *testing.T) {
	var l sinceLog
	var all []string
	for i := range maxSinceLines + 7 {
		line := "move " + strconv.Itoa(i)
		all = append(all, line)
		l.add(line)
		l.add("")
	}
	if n := len(all) - maxSinceLines; l.earlier != n || !slices.Equal(l.lines, all[n:]) {
		t.Errorf("after %d lines: %d earlier and %q, want %d and %q", len(all), l.earlier, l.lines, n, all[n:])
	}
	var two sinceLog
	two.add("a\nb")
	if !slices.Equal(two.lines, []string{"a", "b"}) {
		t.Errorf("add(two lines) = %q, want [a b]", two.lines)
	}
}
