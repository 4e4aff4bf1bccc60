package desk

import (
	"context"
	"math/rand/v2"
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
// answer must be applied, and no mail to one seat may contain a line of
// another seat's private view.
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
	if testing.Short() {
		for i := range games {
			games[i].mails /= 5
		}
	}
	for _, g := range games {
		name := g.kind
		if p := g.options["players"]; p != "" {
			name += "/" + p + "-players"
		}
		if b := g.options["bid"]; b != "" {
			name += "/bid-" + b
		}
		t.Run(name, func(t *testing.T) {
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
			ng := NewGame{Kind: g.kind, Options: g.options, Seed: 77}
			for _, s := range seats {
				addr[s] = strings.ToLower(strings.ReplaceAll(s, " ", "")) + "@players.example"
				ng.Seats = append(ng.Seats, NewSeat{Seat: s, Address: addr[s]})
			}
			if f.slug, err = f.desk.CreateGame(context.Background(), ng); err != nil {
				t.Fatalf("CreateGame: %v", err)
			}
			answers, end := playRandomly(t, f, seats, addr, g.mails)
			t.Logf("%s: %d answers by mail, %s", g.kind, answers, end)
			if n := len(f.moves(t)); n < answers {
				t.Errorf("%d answers applied only %d moves", answers, n)
			}
		})
	}
}

// playRandomly plays until every seat has a game-over mail, the game
// halts, or max answers were sent. It checks every new mail for another
// seat's private lines.
func playRandomly(t *testing.T, f *fixture, seats []string, addr map[string]string, max int) (int, string) {
	t.Helper()
	rng := rand.New(rand.NewPCG(5, 5))
	answered := map[string]bool{}
	checked := 0
	for answers := 0; answers < max; {
		ms := f.outbox(t)
		checkPrivacy(t, f, seats, addr, ms[checked:])
		checked = len(ms)
		over, moved := 0, false
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
			opts := legalOptions(m.Body)
			if len(opts) == 0 || answered[m.MessageID] {
				continue
			}
			answered[m.MessageID] = true
			choice := opts[rng.IntN(len(opts))]
			if got := f.handle(t, reply(addr[seat], m, choice)); got != Applied {
				last, _ := latestTo(f.outbox(t), addr[seat])
				t.Fatalf("%s answered %q to %q: %s\n%s", seat, choice, m.Subject, got, last.Body)
			}
			answers++
			moved = true
		}
		if over == len(seats) {
			return answers, "game over"
		}
		if !moved {
			t.Fatalf("after %d answers nobody is asked anything and the game is not over", answers)
		}
	}
	return max, "stopped (game still running)"
}

func firstLine(body, after string) string {
	_, rest, _ := strings.Cut(body, after)
	line, _, _ := strings.Cut(strings.TrimSpace(rest), "\n")
	return line
}

// checkPrivacy fails t if a mail to one seat contains a line of another
// seat's private view as it is now (the state the mails were made from).
// Who holds which seat is read from the store, as rules may move players
// (engine.Reseater).
func checkPrivacy(t *testing.T, f *fixture, seats []string, addr map[string]string, ms []sentMail) {
	t.Helper()
	if len(ms) == 0 {
		return
	}
	private := map[string][]string{}
	err := f.st.View(context.Background(), func(tx *store.Tx) error {
		tb, err := f.desk.loadTable(tx, f.slug)
		if err != nil {
			return err
		}
		addr = map[string]string{}
		for _, s := range tb.seats {
			addr[s.Seat] = s.Address
		}
		for _, s := range seats {
			for _, l := range strings.Split(tb.state.View(s).Private, "\n") {
				if l = strings.TrimSpace(l); len(l) >= 12 {
					private[s] = append(private[s], l)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range ms {
		if seatByAddr(addr, m.To) == "" {
			continue // moderators see everything
		}
		for _, other := range seats {
			if strings.EqualFold(addr[other], m.To) {
				continue
			}
			for _, l := range private[other] {
				if containsLine(private[seatByAddr(addr, m.To)], l) {
					continue // the reader holds the same text (e.g. a shared heading)
				}
				if strings.Contains(m.Body, l) {
					t.Errorf("a %s mail to %s contains %s's private line %q", m.Kind, m.To, other, l)
				}
			}
		}
	}
}

func seatByAddr(addr map[string]string, a string) string {
	for s, x := range addr {
		if strings.EqualFold(x, a) {
			return s
		}
	}
	return ""
}

func containsLine(lines []string, l string) bool {
	for _, x := range lines {
		if x == l {
			return true
		}
	}
	return false
}
