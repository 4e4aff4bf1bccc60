package desk

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"turnmail/engine"
	_ "turnmail/engine/risk"
	_ "turnmail/engine/triumvirate"
	_ "turnmail/engine/twilight"
	"turnmail/store"
)

// TestRealGamesPlayByMail seats random players at every real game and
// lets them play by mail through the desk: each answers the newest mail
// that asks it something with a random option listed in that mail. Every
// answer must be applied, and no mail to one seat may show another
// seat's hand, secret choice or private note (checkPrivacy). The first
// seed plays long; the others play the opening, where the hands are
// dealt; TURNMAIL_LONG=1 plays every seed long.
func TestRealGamesPlayByMail(t *testing.T) {
	games := []struct {
		kind    string
		options engine.Options
		mails   int // stop after this many answers if the game has not ended
	}{
		{"twilight-struggle", nil, 250},
		// The bid for sides moves the players between the seats.
		{"twilight-struggle", engine.Options{"bid": "sides"}, 120},
		// Random players rarely finish Risk: the house turn limit bounds it.
		{"risk-balance-of-power", engine.Options{"turn-limit": "100"}, 1500},
		{"triumvirate", nil, 400},
		{"triumvirate", engine.Options{"players": "2"}, 300},
	}
	seeds := []uint64{77, 5, 1234}
	long := os.Getenv("TURNMAIL_LONG") != ""
	if long {
		seeds = append(seeds, 2, 3, 11, 19, 42, 99, 2026)
	}
	if testing.Short() {
		seeds = seeds[:1]
	}
	for _, g := range games {
		for i, seed := range seeds {
			name := g.kind
			if p := g.options["players"]; p != "" {
				name += "/" + p + "-players"
			}
			if b := g.options["bid"]; b != "" {
				name += "/bid-" + b
			}
			mails := g.mails
			if testing.Short() || (i > 0 && !long) {
				mails /= 5
			}
			t.Run(fmt.Sprintf("%s/seed-%d", name, seed), func(t *testing.T) {
				f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{"mod@club.example"}})
				rules, err := engine.Lookup(g.kind)
				if err != nil {
					t.Fatal(err)
				}
				seats, err := rules.Seats(g.options)
				if err != nil {
					t.Fatal(err)
				}
				addr := map[string]string{}
				ng := NewGame{Kind: g.kind, Options: g.options, Seed: seed}
				for _, s := range seats {
					addr[s] = strings.ToLower(strings.ReplaceAll(s, " ", "")) + "@players.example"
					ng.Seats = append(ng.Seats, NewSeat{Seat: s, Address: addr[s]})
				}
				if f.slug, err = f.desk.CreateGame(context.Background(), ng); err != nil {
					t.Fatalf("CreateGame: %v", err)
				}
				answers, end := playRandomly(t, f, seats, addr, mails, seed)
				t.Logf("%s: %d answers by mail, %s", g.kind, answers, end)
				if n := len(f.moves(t)); n < answers {
					t.Errorf("%d answers applied only %d moves", answers, n)
				}
			})
		}
	}
}

// playRandomly plays until every seat has a game-over mail, the game
// halts, or max answers were sent; play is the random players' seed.
// One seat answers at a time, the first in seat order that is asked, so
// the mails each answer queued are checked for leaks (checkPrivacy)
// against the state they were written from.
func playRandomly(t *testing.T, f *fixture, seats []string, addr map[string]string, max int, play uint64) (int, string) {
	t.Helper()
	rng := rand.New(rand.NewPCG(play, 5))
	answered := map[string]bool{}
	checked := 0
	for answers := 0; answers < max; answers++ {
		ms := f.outbox(t)
		checkPrivacy(t, f, seats, addr, ms[checked:])
		checked = len(ms)
		type ask struct {
			seat string
			m    sentMail
			opts []string
		}
		var asks []ask
		over := 0
		for _, seat := range seats {
			m, ok := latestTo(ms, addr[seat])
			if !ok {
				t.Fatalf("no mail to %s", seat)
			}
			switch {
			case m.Kind == kindGameOver:
				over++
				continue
			case strings.Contains(m.Body, "The game has stopped and waits"):
				return answers, "halted: " + firstLine(m.Body, "waits:")
			}
			if opts := legalOptions(m.Body); len(opts) > 0 && !answered[m.MessageID] {
				asks = append(asks, ask{seat, m, opts})
			}
		}
		if over == len(seats) {
			return answers, "game over"
		}
		if len(asks) == 0 {
			t.Fatalf("after %d answers nobody is asked anything and the game is not over", answers)
		}
		a := asks[0]
		answered[a.m.MessageID] = true
		choice := a.opts[rng.IntN(len(a.opts))]
		if got := f.handle(t, reply(addr[a.seat], a.m, choice)); got != Applied {
			last, _ := latestTo(f.outbox(t), addr[a.seat])
			t.Fatalf("%s answered %q to %q: %s\n%s", a.seat, choice, a.m.Subject, got, last.Body)
		}
	}
	checkPrivacy(t, f, seats, addr, f.outbox(t)[checked:])
	return max, "stopped (game still running)"
}

func firstLine(body, after string) string {
	_, rest, _ := strings.Cut(body, after)
	line, _, _ := strings.Cut(strings.TrimSpace(rest), "\n")
	return line
}

// checkPrivacy fails t if a mail to one seat shows another seat's
// secrets (secretsOf) in the state it was written from: the caller
// checks the mails of each answer right after it.
func checkPrivacy(t *testing.T, f *fixture, seats []string, addr map[string]string, ms []sentMail) {
	t.Helper()
	if len(ms) == 0 {
		return
	}
	var st engine.State
	err := f.st.View(context.Background(), func(tx *store.Tx) error {
		tb, err := f.desk.loadTable(tx, f.slug)
		if err != nil {
			return err
		}
		st = tb.state
		// Who holds which seat is read from the store, as rules may move
		// players (engine.Reseater).
		addr = map[string]string{}
		for _, s := range tb.seats {
			addr[s.Seat] = s.Address
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, leak := range leaks(t, st, seats, addr, ms) {
		t.Error(leak)
	}
}

// leaks lists every mail to a seat of ms that shows another seat's
// secrets in state st.
func leaks(t *testing.T, st engine.State, seats []string, addr map[string]string, ms []sentMail) []string {
	t.Helper()
	secret := map[string]secrets{}
	for _, s := range seats {
		secret[s] = secretsOf(t, st, s)
	}
	var out []string
	for _, m := range ms {
		reader := seatByAddr(addr, m.To)
		if reader == "" || m.Kind == kindGameOver {
			continue // moderators see everything, and everyone does once the game is over
		}
		lines := map[string]bool{}
		for _, l := range strings.Split(m.Body, "\n") {
			lines[strings.TrimSpace(l)] = true
		}
		flat := strings.Join(strings.Fields(m.Body), " ")
		own := secret[reader]
		for _, other := range seats {
			if other == reader {
				continue
			}
			for _, it := range secret[other].items {
				if lines[it.line] && !slices.Contains(own.lines(), it.line) {
					out = append(out, fmt.Sprintf("a %s mail to %s (%s) shows %s's %s: %q", m.Kind, m.To, reader, other, it.what, it.line))
				}
			}
			for _, n := range secret[other].notes {
				if strings.Contains(flat, n) && !slices.Contains(own.notes, n) {
					out = append(out, fmt.Sprintf("a %s mail to %s (%s) shows %s's private note %q", m.Kind, m.To, reader, other, n))
				}
			}
		}
	}
	return out
}

// secrets are what one seat holds that no other seat may read, by
// identity: each card or item of its hand, and its secret choice, as the
// line of its own private view that names it; and each private note
// whole, with its spaces and line breaks collapsed (a note is wrapped
// text: a leak may wrap it otherwise).
type secrets struct {
	items []secretItem
	notes []string
}

type secretItem struct {
	what string // "hand item 27", "secret choice 103"
	line string // the private view's line naming it, trimmed
}

func (s secrets) lines() []string {
	var out []string
	for _, it := range s.items {
		out = append(out, it.line)
	}
	return out
}

// secretsOf reads seat's secrets from its view's data (the "hand",
// "headline" and "notes" fields the games write) and finds the line of
// its private text that names each: a card given by number is the line
// that begins with the number, an item given by name the line that is
// the name. A secret its own view does not show is a broken view, and
// fails t: the check could not see it.
func secretsOf(t *testing.T, st engine.State, seat string) secrets {
	t.Helper()
	v := st.View(seat)
	b, err := json.Marshal(v.Data)
	if err != nil {
		t.Fatal(err)
	}
	var d struct {
		Hand     []json.RawMessage `json:"hand"`
		Headline map[string]int    `json:"headline"`
		Notes    map[string]string `json:"notes"`
	}
	if err := json.Unmarshal(b, &d); err != nil {
		t.Fatalf("read %s's view data: %v", seat, err)
	}
	private := strings.Split(v.Private, "\n")
	find := func(what string, names func(fields []string, line string) bool) secretItem {
		for _, l := range private {
			if l = strings.TrimSpace(l); l != "" && names(strings.Fields(l), l) {
				return secretItem{what: what, line: l}
			}
		}
		t.Fatalf("%s's private view does not show its %s:\n%s", seat, what, v.Private)
		return secretItem{}
	}
	var s secrets
	for _, raw := range d.Hand {
		var n int
		var name string
		switch {
		case json.Unmarshal(raw, &n) == nil:
			num := strconv.Itoa(n)
			s.items = append(s.items, find("hand item "+num, func(f []string, _ string) bool { return f[0] == num }))
		case json.Unmarshal(raw, &name) == nil:
			s.items = append(s.items, find("hand item "+name, func(_ []string, l string) bool { return l == name }))
		default:
			t.Fatalf("%s's hand item %s is neither a number nor a name", seat, raw)
		}
	}
	for _, n := range d.Headline {
		num := strconv.Itoa(n)
		s.items = append(s.items, find("secret choice "+num, func(f []string, _ string) bool {
			return f[0] != num && slices.Contains(f, num)
		}))
	}
	for _, n := range d.Notes {
		for _, note := range strings.Split(n, "\n") {
			if note = strings.Join(strings.Fields(note), " "); note != "" {
				s.notes = append(s.notes, note)
			}
		}
	}
	return s
}

func seatByAddr(addr map[string]string, a string) string {
	for s, x := range addr {
		if strings.EqualFold(x, a) {
			return s
		}
	}
	return ""
}
