package desk

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"turnmail/engine"
	"turnmail/parser"
	"turnmail/store"
)

// startFirst starts a game of kind with seed 7 and returns the address
// and the mail of the first seat asked something.
func (f *fixture) startFirst(t *testing.T, kind string) (addr string, asked sentMail) {
	t.Helper()
	rules, err := engine.Lookup(kind)
	if err != nil {
		t.Fatal(err)
	}
	seats, err := rules.Seats(nil)
	if err != nil {
		t.Fatal(err)
	}
	ng := NewGame{Kind: kind, Seed: 7}
	for _, s := range seats {
		ng.Seats = append(ng.Seats, NewSeat{Seat: s, Address: strings.ToLower(strings.ReplaceAll(s, " ", "")) + "@players.example"})
	}
	if f.slug, err = f.desk.CreateGame(context.Background(), ng); err != nil {
		t.Fatalf("CreateGame(%s): %v", kind, err)
	}
	for _, s := range ng.Seats {
		if m, ok := latestTo(f.outbox(t), s.Address); ok && len(legalOptions(m.Body)) > 0 {
			return s.Address, m
		}
	}
	t.Fatalf("no seat of %s is asked anything", kind)
	return "", sentMail{}
}

// board is everything of the fixture's game a moderator sees, and who is
// asked what: two games that show the same board are in the same state.
func (f *fixture) board(t *testing.T) string {
	t.Helper()
	var b strings.Builder
	err := f.st.View(context.Background(), func(tx *store.Tx) error {
		tbl, err := f.desk.loadTable(tx, f.slug)
		if err != nil {
			return err
		}
		v := tbl.state.Full()
		fmt.Fprintf(&b, "%s\n%s\n%v", v.Public, v.Private, tbl.state.Pending())
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// answerFirst starts a game of kind and answers the first seat's mail
// with text; it returns the outcome, the board after it and the answer
// the seat got.
func answerFirst(t *testing.T, kind, text string) (Outcome, string, string) {
	t.Helper()
	f := newFixture(t, Config{PlusAddressing: true})
	addr, m := f.startFirst(t, kind)
	got := f.handle(t, reply(addr, m, text))
	answer, _ := latestTo(f.outbox(t), addr)
	return got, f.board(t), answer.Body
}

// TestWrappedCommandsInRealGames: a long command that the player's mail
// client broke at 72, 76 or 78 characters leaves the game as the same
// command on one line does, in each real game and in English, German and
// Chinese, and nothing of it is echoed as chat.
func TestWrappedCommandsInRealGames(t *testing.T) {
	tests := []struct{ name, kind, text string }{
		{"Twilight Struggle setup", "twilight-struggle", "I'd like to place 1 in Yugoslavia, 1 in Bulgaria, 1 in Hungary, 1 in Romania and 2 in East Germany"},
		{"Twilight Struggle setup, German", "twilight-struggle", "Ich setze 2 nach Ostdeutschland, 2 nach Polen, 1 in die Tschechoslowakei und 1 nach Ungarn"},
		{"Twilight Struggle setup, German number words", "twilight-struggle", "Ich setze zwei Einfluss nach Polen, zwei in die DDR, einen nach Ungarn und einen nach Jugoslawien"},
		{"Twilight Struggle setup after a greeting", "twilight-struggle", "Hallo zusammen, ich setze 2 nach Ostdeutschland, 2 nach Polen, 1 in die Tschechoslowakei und 1 nach Ungarn"},
		{"Risk reinforcements", "risk-balance-of-power", "I place one unit on Great Britain, one on Northern France, one on the Netherlands and one on Germany"},
		{"Risk reinforcements, German", "risk-balance-of-power", "setze 1 auf Großbritannien, 1 auf Nord-Frankreich, 1 auf Niederlande und 1 auf Deutschland"},
		{"Triumvirate supply from Rome", "triumvirate", "from Rome I take one legion to Gallia Narbonensis and one legion to Gallia Cisalpina"},
		{"Triumvirate supply from Rome, German", "triumvirate", "aus Rom nehme ich je eine Legion nach Gallia Narbonensis und eine Legion nach Gallia Cisalpina"},
	}
	for _, tt := range tests {
		outcome, want, _ := answerFirst(t, tt.kind, tt.text)
		if outcome != Applied {
			t.Fatalf("%s: the command on one line = %s, want %s", tt.name, outcome, Applied)
		}
		for _, width := range []int{72, 76, 78} {
			t.Run(fmt.Sprintf("%s/%d", tt.name, width), func(t *testing.T) {
				text := wrapAt(tt.text, width)
				got, board, answer := answerFirst(t, tt.kind, text)
				if got != Applied || board != want {
					t.Fatalf("Handle(%q) = %s, want %s and the board of the command on one line:\n%s\nwant:\n%s\n%s", text, got, Applied, board, want, answer)
				}
				for _, l := range strings.Split(strings.TrimSpace(text), "\n")[1:] {
					if strings.Contains(chatEcho(answer), l) {
						t.Errorf("the confirmation of %q echoes %q as chat:\n%s", text, l, answer)
					}
				}
			})
		}
	}
}

// chatEcho is the list of lines a mail says were read as chat.
func chatEcho(body string) string {
	_, after, _ := strings.Cut(body, "Lines read as chat and ignored:")
	echo, _, _ := strings.Cut(after, "\n\n")
	return echo
}

// TestWrappedChineseCommand: a Chinese command broken by columns (vim
// with tw=72 breaks between any two characters, even inside a word) is
// joined without a space; sent on one line, as Chinese clients send it,
// it is read as it is.
func TestWrappedChineseCommand(t *testing.T) {
	whole := "我在东德放2点影响力，在波兰放2点影响力，在捷克斯洛伐克放1点影响力，在匈牙利放1点影响力"
	outcome, want, _ := answerFirst(t, "twilight-struggle", whole)
	if outcome != Applied {
		t.Fatalf("Handle(%q) = %s, want %s", whole, outcome, Applied)
	}
	text := "我在东德放2点影响力，在波兰放2点影响力，在捷克斯洛伐克放1点影响力，在匈\n牙利放1点影响力"
	if got, board, answer := answerFirst(t, "twilight-struggle", text); got != Applied || board != want {
		t.Errorf("Handle(%q) = %s, want %s and the board of the line whole:\n%s\nwant:\n%s\n%s", text, got, Applied, board, want, answer)
	}
}

// TestWrappedCommandAllOrNothing: a wrapped command the game refuses both
// read whole and read as two lines changes nothing, although its first
// line alone is legal, and the refusal names a line the player wrote.
func TestWrappedCommandAllOrNothing(t *testing.T) {
	text := wrapAt("Ich setze 2 nach Ostdeutschland, 2 nach Polen, 1 in die Tschechoslowakei und 1 nach Westdeutschland", 76)
	f := newFixture(t, Config{PlusAddressing: true})
	addr, m := f.startFirst(t, "twilight-struggle")
	before := f.board(t)
	if got := f.handle(t, reply(addr, m, text)); got != Refused {
		t.Fatalf("Handle(%q) = %s, want %s", text, got, Refused)
	}
	if after := f.board(t); after != before {
		t.Errorf("Handle(%q) changed the game:\n%s\nwas:\n%s", text, after, before)
	}
	if n := len(f.moves(t)); n != 0 {
		t.Errorf("moves after the refused %q = %d, want 0", text, n)
	}
	r, _ := latestTo(f.outbox(t), addr)
	if b := flat(r.Body); !strings.Contains(b, "1 nach Westdeutschland") {
		t.Errorf("the refusal of %q should quote the line refused:\n%s", text, r.Body)
	}
}

// TestWrappedContinuationAllOrNothing: a wrapped command whose second
// line does not look like a command ("and 2 in West Germany", "as well
// as 2 in West Germany"), refused
// read whole, is refused: its first line alone is legal, but applying it
// would apply part of the command, the rest echoed as chat.
func TestWrappedContinuationAllOrNothing(t *testing.T) {
	for _, tt := range []struct{ kind, text string }{
		{"twilight-struggle", "I'd like to place 1 in Yugoslavia, 1 in Bulgaria, 1 in Hungary, 1 in Romania\nand 2 in West Germany"},
		{"twilight-struggle", "Ich setze 2 nach Ostdeutschland, 2 nach Polen, 1 in die Tschechoslowakei\nund 1 nach Westdeutschland"},
		{"risk-balance-of-power", "setze 1 auf Großbritannien, 1 auf Nord-Frankreich, 1 auf die Niederlande\nund 1 auf Ural"},
		{"twilight-struggle", "I'd like to place 1 in Yugoslavia, 1 in Bulgaria, 1 in Hungary, 1 in Romania\nas well as 2 in West Germany"},
		{"twilight-struggle", "Ich setze 2 nach Ostdeutschland, 2 nach Polen, 1 in die Tschechoslowakei\nsowie 1 nach Westdeutschland"},
		{"risk-balance-of-power", "setze 1 auf Großbritannien, 1 auf Nord-Frankreich, 1 auf die Niederlande\nsowie 1 auf Ural"},
	} {
		text := tt.text
		t.Run(text, func(t *testing.T) {
			f := newFixture(t, Config{PlusAddressing: true})
			addr, m := f.startFirst(t, tt.kind)
			before := f.board(t)
			if got := f.handle(t, reply(addr, m, text)); got != Refused {
				last, _ := latestTo(f.outbox(t), addr)
				t.Fatalf("Handle(%q) = %s, want %s\n%s", text, got, Refused, last.Body)
			}
			if after := f.board(t); after != before {
				t.Errorf("Handle(%q) changed the game:\n%s\nwas:\n%s", text, after, before)
			}
			if n := len(f.moves(t)); n != 0 {
				t.Errorf("moves after the refused %q = %d, want 0", text, n)
			}
		})
	}
}

// TestLongCommandsLegalApartStayApart: a long command line above another
// command, each legal alone, is applied as two commands, never joined.
func TestLongCommandsLegalApartStayApart(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	addr, m := f.startFirst(t, "twilight-struggle")
	first := "I'd like to place 1 in Yugoslavia, 1 in Bulgaria, 1 in Hungary, 1 in Romania" // 76 characters
	text := first + "\ninfluence East Germany 2"
	if got := f.handle(t, reply(addr, m, text)); got != Applied {
		last, _ := latestTo(f.outbox(t), addr)
		t.Fatalf("Handle(%q) = %s, want %s\n%s", text, got, Applied, last.Body)
	}
	var raws []string
	for _, mv := range f.moves(t) {
		raws = append(raws, mv.Raw)
	}
	if want := []string{first, "influence East Germany 2"}; !slices.Equal(raws, want) {
		t.Errorf("moves after %q = %q, want %q", text, raws, want)
	}
}

// TestLongChatAboveACommandStaysChat: a long line of chat is not joined
// with the command below it: the command is applied and the chat echoed.
func TestLongChatAboveACommandStaysChat(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	option := legalOptions(m.Body)[0]
	chat := "Sorry for the long silence, the week was busy and I only now found the"
	text := chat + "\n" + option
	if got := f.handle(t, reply(players["north"], m, text)); got != Applied {
		t.Fatalf("Handle(%q) = %s, want %s", text, got, Applied)
	}
	if ms := f.moves(t); len(ms) != 1 || ms[0].Normal != option {
		t.Fatalf("moves after %q = %+v, want one %q", text, ms, option)
	}
	c, _ := latestTo(f.outbox(t), players["north"])
	if body := flat(c.Body); !strings.Contains(body, "Lines read as chat and ignored: "+chat) {
		t.Errorf("the confirmation of %q lacks the chat:\n%s", text, c.Body)
	}
}

// TestUnwrappedReadings: the readings of a mail with lines a client may
// have wrapped, in the order the desk tries them. Two long lines that
// each look like a command are read apart first; a continuation that
// does not look like one is read joined first.
func TestUnwrappedReadings(t *testing.T) {
	rules, err := engine.Lookup("twilight-struggle")
	if err != nil {
		t.Fatal(err)
	}
	lx := rules.(engine.Lexicon)
	long := "I'd like to place 1 in Yugoslavia, 1 in Bulgaria, 1 in Hungary, 1 in" // 69 characters
	tests := []struct {
		name string
		text string
		want [][]string // the commands of each reading
	}{
		{"no wrap", "coup Iran 3\nspace 2", [][]string{{"coup Iran 3", "space 2"}}},
		{"two long commands", long + "\nRomania and 2 in East Germany",
			[][]string{{long, "Romania and 2 in East Germany"}, {long + " Romania and 2 in East Germany"}}},
		{"a continuation that is no command", "place 1 in Yugoslavia, 1 in Bulgaria, 1 in Hungary, 1 in Romania, 2 in East\nGermany",
			[][]string{{"place 1 in Yugoslavia, 1 in Bulgaria, 1 in Hungary, 1 in Romania, 2 in East Germany"},
				{"place 1 in Yugoslavia, 1 in Bulgaria, 1 in Hungary, 1 in Romania, 2 in East"}}},
		{"a continuation joined by 'and'", long + " Romania\nand 2 in East Germany",
			[][]string{{long + " Romania", "and 2 in East Germany"}, {long + " Romania and 2 in East Germany"}}},
		{"a long line of chat", "Sorry for the long silence, the week was busy and I only now found the\ncoup Iran 3",
			[][]string{{"coup Iran 3"}}},
		{"a list item", "- " + long + "\nRomania and 2 in East Germany",
			[][]string{{long, "Romania and 2 in East Germany"}, {long + " Romania and 2 in East Germany"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			msg := &parser.Message{NewText: tt.text, Lines: strings.Split(tt.text, "\n"), Fixed: true}
			lines, chat := msg.Candidates()
			var got [][]string
			for _, r := range unwrapped(lx, msg, lines, chat) {
				got = append(got, r.cmds)
			}
			if !slices.EqualFunc(got, tt.want, slices.Equal) {
				t.Errorf("readings of %q = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

// TestWrappedCommandAboveChatIsApplied: a long command above a line of
// chat that mentions nothing of the game's commands ("hope that works
// for you all"), refused read joined, is applied alone, the chat echoed.
func TestWrappedCommandAboveChatIsApplied(t *testing.T) {
	first := "I'd like to place 1 in Yugoslavia, 1 in Bulgaria, 1 in Hungary, 1 in Romania" // 76 characters
	_, want, _ := answerFirst(t, "twilight-struggle", first)
	for _, chat := range []string{"hope that works for you all", "bis bald und viel Glück"} {
		t.Run(chat, func(t *testing.T) {
			text := first + "\n" + chat
			got, board, answer := answerFirst(t, "twilight-struggle", text)
			if got != Applied || board != want {
				t.Fatalf("Handle(%q) = %s, want %s and the board of %q alone:\n%s\nwant:\n%s\n%s", text, got, Applied, first, board, want, answer)
			}
			if !strings.Contains(chatEcho(answer), chat) {
				t.Errorf("the confirmation of %q does not echo %q as chat:\n%s", text, chat, answer)
			}
		})
	}
}
