package desk

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"turnmail/engine"
	"turnmail/store"
)

// TestPrivacyCheckCatchesALeak feeds the privacy check (leaks) mails
// with another seat's secrets put in, in the ways a bug could put them,
// and mails that only look alike: it must report the first and pass the
// second, or the games played by mail prove nothing.
func TestPrivacyCheckCatchesALeak(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	seats := []string{"USSR", "US"}
	addr := map[string]string{"USSR": "ussr@a.example", "US": "us@b.example"}
	var err error
	f.slug, err = f.desk.CreateGame(context.Background(), NewGame{Kind: "twilight-struggle", Seed: 3,
		Seats: []NewSeat{{Seat: "USSR", Address: addr["USSR"]}, {Seat: "US", Address: addr["US"]}}})
	if err != nil {
		t.Fatal(err)
	}
	st := withNote(t, f, 1, "Our Man in Tehran, turn 1: the top 2 cards of the draw pile are 19 Truman Doctrine; 26 CIA Created.")
	us, ussr := st.View("US"), st.View("USSR")
	usHand := secretsOf(t, st, "US").items
	if len(usHand) < 8 {
		t.Fatalf("the US holds %d secrets, want its hand of 8 at least", len(usHand))
	}
	card := usHand[0].line // e.g. "27 Korean War (2 ops, USSR)"
	name := strings.Join(strings.Fields(card)[1:3], " ")
	cases := []struct {
		name  string
		body  string
		leaks int
	}{
		{"the USSR's own letter", ussr.Public + ussr.Private, 0},
		{"the US private view in the USSR's letter", ussr.Public + ussr.Private + us.Private, len(usHand) + 1},
		{"one US card, indented otherwise", ussr.Private + "\n\t" + card + "\n", 1},
		{"the US note wrapped at 40 columns", ussr.Private + "\n" + wrapAt("Our Man in Tehran, turn 1: the top 2 cards of the draw pile are 19 Truman Doctrine; 26 CIA Created.", 40), 1},
		{"the start of a US card's name in a log line", "USSR plays " + name + ".\n", 0},
	}
	for _, c := range cases {
		got := leaks(t, st, seats, addr, []sentMail{{To: addr["USSR"], Kind: kindTurn, Body: c.body}})
		if len(got) != c.leaks {
			t.Errorf("leaks(%s) = %d %q, want %d", c.name, len(got), got, c.leaks)
		}
	}
	if got := leaks(t, st, seats, addr, []sentMail{{To: addr["USSR"], Kind: kindGameOver, Body: us.Private}}); len(got) != 0 {
		t.Errorf("leaks(the final mail with the US hand) = %q, want none: the game is over", got)
	}
}

// withNote returns the game's state with a private note for side (0
// USSR, 1 US), as a card's event writes one.
func withNote(t *testing.T, f *fixture, side int, note string) engine.State {
	t.Helper()
	var st engine.State
	err := f.st.View(context.Background(), func(tx *store.Tx) error {
		tb, err := f.desk.loadTable(tx, f.slug)
		if err != nil {
			return err
		}
		b, err := tb.state.Marshal()
		if err != nil {
			return err
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(b, &m); err != nil {
			return err
		}
		notes := [2][]string{}
		notes[side] = []string{note}
		if m["notes"], err = json.Marshal(notes); err != nil {
			return err
		}
		if b, err = json.Marshal(m); err != nil {
			return err
		}
		st, err = tb.rules.Load(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// wrapAt breaks text between words into lines of at most n characters,
// as a mail client without format=flowed does (Outlook at 76, Gmail's
// plain-text mode at 78, mutt at 72).
func wrapAt(text string, n int) string {
	var b strings.Builder
	col := 0
	for _, w := range strings.Fields(text) {
		if col > 0 && col+1+utf8.RuneCountInString(w) > n {
			b.WriteString("\n")
			col = 0
		} else if col > 0 {
			b.WriteString(" ")
			col++
		}
		b.WriteString(w)
		col += utf8.RuneCountInString(w)
	}
	return b.String() + "\n"
}
