package desk

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"turnmail/engine"
)

// A sentence of chat between commands costs nothing: the commands are
// applied and the confirmation lists the lines read as chat.
func TestChatBetweenCommandsIsEchoedNotRefused(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	text := "Nice move!\n" + legalOptions(m.Body)[0] + "\n(here is a photo of my board)"
	if got := f.handle(t, reply(players["north"], m, text)); got != Applied {
		t.Fatalf("Handle(%q) = %s, want %s", text, got, Applied)
	}
	c, _ := latestTo(f.outbox(t), players["north"])
	body := flat(c.Body)
	for _, want := range []string{"Lines read as chat and ignored: Nice move!", "(here is a photo of my board)"} {
		if !strings.Contains(body, want) {
			t.Errorf("the confirmation lacks %q:\n%s", want, c.Body)
		}
	}
}

// A command written on the greeting's line is applied ("Hi all, play
// 3"), and a greeting's chat beside it ("Hi Bob, hope you are well") is
// echoed, as on a line of its own.
func TestCommandOnTheGreetingsLineIsApplied(t *testing.T) {
	for _, tt := range []struct{ name, text, chat string }{
		{"command after the greeting", "Hi all, %s", "Hi all,"},
		{"chat after the greeting", "Hi Bob, hope you are well\n%s", "Hi Bob, hope you are well"},
		{"Chinese greeting", "裁判你好，%s", "裁判你好，"},
		{"chat after the greeting that the game refuses", "Hi all, play resumes below\n%s", "Hi all, play resumes below"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f, text, _ := duelAnswered(t, tt.text)
			c, _ := latestTo(f.outbox(t), players["north"])
			if body := flat(c.Body); !strings.Contains(body, "Lines read as chat and ignored: "+tt.chat) {
				t.Errorf("the confirmation of %q lacks the chat %q:\n%s", text, tt.chat, c.Body)
			}
			if n := len(f.moves(t)); n != 1 {
				t.Errorf("moves after %q = %d, want 1", text, n)
			}
		})
	}
}

// A line that looks like a command is still refused when it is wrong,
// and the refusal says which lines were read as chat.
func TestAttemptedCommandIsRefusedBesideChat(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	if got := f.handle(t, reply(players["north"], m, "play 99\nNice move!")); got != Refused {
		t.Fatalf("a wrong command beside chat = %s, want %s", got, Refused)
	}
	r, _ := latestTo(f.outbox(t), players["north"])
	if b := flat(r.Body); !strings.Contains(b, "play 99") || !strings.Contains(b, "Lines read as chat and ignored: Nice move!") {
		t.Errorf("the refusal should quote the command and list the chat:\n%s", r.Body)
	}
}

// A mail that asks nothing does not end with "Reply to this mail to
// answer": it says nothing is asked now and whom the game waits for.
func TestMailThatAsksNothingSaysWhoIsAwaited(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	if got := f.handle(t, reply(players["north"], m, legalOptions(m.Body)[0])); got != Applied {
		t.Fatalf("north's move = %s, want %s", got, Applied)
	}
	c, _ := latestTo(f.outbox(t), players["north"])
	b := flat(c.Body)
	if strings.Contains(b, "Reply to this mail") || !strings.Contains(b, "waits for: south") || !strings.Contains(b, "No answer is needed now") {
		t.Errorf("the confirmation of a move that leaves north waiting:\n%s\nwant no \"Reply to this mail\", the seat awaited and \"No answer is needed now\"", c.Body)
	}
}

// A command written as a list item ("- play 3", "1. play 3", "1、play
// 3") is applied as the command alone, and an item the game does not
// take for a command is echoed as chat, as the player wrote it.
func TestListItemsAreAppliedWithoutTheirMarkers(t *testing.T) {
	for _, tt := range []struct{ name, text, chat string }{
		{"dash", "- %s", ""},
		{"asterisk", "* %s", ""},
		{"bullet glyph", "•%s", ""},
		{"numbered", "1. %s", ""},
		{"numbered with a parenthesis", "1) %s", ""},
		{"Chinese numbered", "1、%s", ""},
		{"Chinese numeral", "一、%s", ""},
		{"circled number", "①%s", ""},
		{"lettered", "a) %s", ""},
		{"German letter around a list", "Hallo zusammen,\nmein Zug:\n- %s\n- schöne Grüße an alle\nViele Grüße", "- schöne Grüße an alle"},
		{"numbered chat item", "1. %s\n2. good game so far", "2. good game so far"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f, text, option := duelAnswered(t, tt.text)
			if ms := f.moves(t); len(ms) != 1 || ms[0].Normal != option {
				t.Fatalf("moves after %q = %+v, want one %q", text, ms, option)
			}
			c, _ := latestTo(f.outbox(t), players["north"])
			if body := flat(c.Body); tt.chat != "" && !strings.Contains(body, tt.chat) {
				t.Errorf("the confirmation of %q lacks the chat %q:\n%s", text, tt.chat, c.Body)
			}
		})
	}
}

// A wrong command in a list is refused with the game's reason for the
// command, not for its marker.
func TestWrongListItemIsRefusedForItsCommand(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	if got := f.handle(t, reply(players["north"], m, "1. play 99\n2. nice move")); got != Refused {
		t.Fatalf("a wrong list item = %s, want %s", got, Refused)
	}
	r, _ := latestTo(f.outbox(t), players["north"])
	if b := flat(r.Body); !strings.Contains(b, `"99" is not a card in your hand`) || !strings.Contains(b, "Lines read as chat and ignored: 2. nice move") {
		t.Errorf("the refusal should give the card's reason and list the chat item:\n%s", r.Body)
	}
	if n := len(f.moves(t)); n != 0 {
		t.Errorf("moves after a refused list = %d, want 0", n)
	}
}

// A line that takes back the command above it ("Oops, wrong one: …") is
// never chat beside that command: the mail is refused, nothing applied.
func TestTakeBackBelowACommandRefusesTheMail(t *testing.T) {
	for _, form := range []string{"%s\nOops, wrong one: %s", "%s\nVergiss es, lieber %s", "%s\n算了，%s"} {
		t.Run(form, func(t *testing.T) {
			f := newFixture(t, Config{PlusAddressing: true})
			f.newTwilight(t)(7)
			m, ok := latestTo(f.outbox(t), "ussr@a.example")
			opts := legalOptions(m.Body)
			if !ok || len(opts) < 2 {
				t.Fatalf("the USSR's first mail offers %q, want two options", opts)
			}
			text := fmt.Sprintf(form, opts[0], opts[len(opts)-1])
			if got := f.handle(t, reply("ussr@a.example", m, text)); got != Refused {
				t.Errorf("Handle(%q) = %s, want %s", text, got, Refused)
			}
			if n := len(f.moves(t)); n != 0 {
				t.Errorf("moves after %q = %d, want 0", text, n)
			}
		})
	}
}

// A sentence the game reads as a remark beside a command ("… Hope my
// plan works out.") is the sender's, like a line of chat: no mail to
// another seat shows it.
func TestRemarkBesideACommandIsNotShownToTheOtherSeat(t *testing.T) {
	for _, remark := range []string{"Hope my plan works out.", "Mal sehen, ob mein Plan aufgeht.", "我手里有好牌。"} {
		t.Run(remark, func(t *testing.T) {
			f := newFixture(t, Config{PlusAddressing: true})
			f.newTwilight(t)(7)
			m, _ := latestTo(f.outbox(t), "ussr@a.example")
			text := "influence Poland 6. " + remark // the USSR's whole setup: the US is asked next
			before := len(f.outbox(t))
			if got := f.handle(t, reply("ussr@a.example", m, text)); got != Applied {
				last, _ := latestTo(f.outbox(t), "ussr@a.example")
				t.Fatalf("Handle(%q) = %s, want %s\n%s", text, got, Applied, last.Body)
			}
			mine := strings.TrimRight(remark, ".。")
			if n := mailsTo(f.outbox(t)[before:], "us@b.example", kindTurn, "Poland"); n == 0 {
				t.Fatalf("after %q no mail asks the US", text)
			}
			if n := mailsTo(f.outbox(t)[before:], "ussr@a.example", kindConfirm, "as a remark"); n != 1 {
				t.Errorf("confirmations to the USSR that say a sentence was a remark = %d, want 1", n)
			}
			for _, m := range f.outbox(t)[before:] {
				if m.To != "ussr@a.example" && strings.Contains(flat(m.Body), mine) {
					t.Errorf("mail to %s shows the USSR's remark %q:\n%s", m.To, remark, m.Body)
				}
			}
		})
	}
}

// A remark before a command on its line ("Hope this works. influence
// East Germany 3") leaves the line a command: read as chat, the mail
// would be applied without it.
func TestRemarkBeforeACommandOnItsLineIsApplied(t *testing.T) {
	for _, line := range []string{"Hope this works. influence East Germany 3", "Mal sehen. 3 nach Ostdeutschland", "该你了！东德放3点"} {
		t.Run(line, func(t *testing.T) {
			f := newFixture(t, Config{PlusAddressing: true})
			f.newTwilight(t)(7)
			m, _ := latestTo(f.outbox(t), "ussr@a.example")
			text := "influence Poland 3\n" + line
			if got := f.handle(t, reply("ussr@a.example", m, text)); got != Applied {
				t.Fatalf("Handle(%q) = %s, want %s", text, got, Applied)
			}
			var raws []string
			for _, mv := range f.moves(t) {
				raws = append(raws, mv.Raw)
			}
			if want := []string{"influence Poland 3", line}; !slices.Equal(raws, want) {
				t.Errorf("moves after %q = %q, want %q", text, raws, want)
			}
		})
	}
}

// The same in Risk and the Triumvirate: "Oops, wrong one: …" or
// „Vergiss es, …" below a command refuses the mail.
func TestTakeBackBelowACommandRefusesTheMailInRiskAndTheTriumvirate(t *testing.T) {
	for _, tt := range []struct{ kind, text string }{
		{"risk-balance-of-power", "setze 1 auf Großbritannien\nOops, wrong one: 1 on Germany"},
		{"risk-balance-of-power", "setze 1 auf Großbritannien\nVergiss es, 1 auf Deutschland"},
		{"triumvirate", "from Rome I take one legion to Gallia Narbonensis\nOops, wrong one: one legion to Gallia Cisalpina"},
		{"triumvirate", "aus Rom nehme ich eine Legion nach Gallia Narbonensis\nVergiss es, eine Legion nach Gallia Cisalpina"},
	} {
		t.Run(tt.kind+"/"+tt.text, func(t *testing.T) {
			f := newFixture(t, Config{PlusAddressing: true})
			addr, m := f.startFirst(t, tt.kind)
			if got := f.handle(t, reply(addr, m, tt.text)); got != Refused {
				t.Errorf("Handle(%q) = %s, want %s", tt.text, got, Refused)
			}
			if n := len(f.moves(t)); n != 0 {
				t.Errorf("moves after %q = %d, want 0", tt.text, n)
			}
		})
	}
}

// duelAnswered starts a Duel and answers north's first mail with its
// first legal option written in form; it fails the test unless the mail
// is applied, and returns the fixture, the text sent and the option.
func duelAnswered(t *testing.T, form string) (f *fixture, text, option string) {
	t.Helper()
	f, text, option, _ = duelSent(t, form, Applied)
	return f, text, option
}

// duelSent is duelAnswered for a mail handled as want; before is how
// many mails the outbox held before it.
func duelSent(t *testing.T, form string, want Outcome) (f *fixture, text, option string, before int) {
	t.Helper()
	f = newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	option = legalOptions(m.Body)[0]
	text = fmt.Sprintf(form, option)
	before = len(f.outbox(t))
	if got := f.handle(t, reply(players["north"], m, text)); got != want {
		t.Fatalf("Handle(%q) = %s, want %s", text, got, want)
	}
	return f, text, option, before
}

// A command on the greeting's line that the game refuses is never read
// as chat to apply the lines below it alone ("Hallo zusammen, influence
// West Germany" in the USSR's setup, which places in Eastern Europe
// only): the mail is refused with that command's reason, nothing
// applied.
func TestRefusedCommandOnTheGreetingsLineRefusesTheMail(t *testing.T) {
	for _, tt := range []struct{ kind, text, quoted string }{
		{"twilight-struggle", "Hallo zusammen, influence West Germany\ninfluence Poland", "West Germany"},
		{"twilight-struggle", "Hi all, influence West Germany 2\ninfluence Poland 4", "West Germany"},
		{"twilight-struggle", "Hallo zusammen, 2 nach Westdeutschland\n4 nach Polen", "Westdeutschland"},
		{"risk-balance-of-power", "Hi all, 1 on Ural\nsetze 1 auf Großbritannien", "Ural"},
		{"triumvirate", "Hallo zusammen, eine Legion nach Syria\nfrom Rome I take one legion to Gallia Narbonensis", "Syria"},
	} {
		t.Run(tt.kind+"/"+tt.text, func(t *testing.T) {
			f := newFixture(t, Config{PlusAddressing: true})
			addr, m := f.startFirst(t, tt.kind)
			before := f.board(t)
			if got := f.handle(t, reply(addr, m, tt.text)); got != Refused {
				last, _ := latestTo(f.outbox(t), addr)
				t.Fatalf("Handle(%q) = %s, want %s\n%s", tt.text, got, Refused, last.Body)
			}
			if after := f.board(t); after != before {
				t.Errorf("Handle(%q) changed the game:\n%s\nwas:\n%s", tt.text, after, before)
			}
			r, _ := latestTo(f.outbox(t), addr)
			if b := flat(r.Body); !strings.Contains(b, tt.quoted) {
				t.Errorf("the refusal of %q should quote the line refused (%q):\n%s", tt.text, tt.quoted, r.Body)
			}
		})
	}
}

// TestReadingsNeverDropARefusedCommand: after a reading is refused, the
// next is tried only when it holds the text of every line refused as a
// command as often as the reading refused did, joined or as written, and
// repeats no line refused; a line the game read as no command at all may
// go, and so may a line of chat joined below a command.
func TestReadingsNeverDropARefusedCommand(t *testing.T) {
	long := "I'd like to place 1 in Yugoslavia, 1 in Bulgaria, 1 in Hungary, 1 in Romania"
	rules, err := engine.Lookup("twilight-struggle")
	if err != nil {
		t.Fatal(err)
	}
	mentions := (&table{rules: rules}).mentionsCommand
	refusedIn := func(line string, notCommand bool, cmds ...string) []refusedLine {
		return []refusedLine{{line: line, notCommand: notCommand, times: occurs(reading{cmds: cmds}, line)}}
	}
	for _, tt := range []struct {
		name    string
		refused []refusedLine
		next    []string
		want    bool
	}{
		{"the greeting's line read as chat", refusedIn("influence West Germany", false, "influence West Germany", "influence Poland"),
			[]string{"influence Poland"}, false},
		{"a refused line joined with the line above", refusedIn("Romania and 2 in East Germany", false, long, "Romania and 2 in East Germany"),
			[]string{long + " Romania and 2 in East Germany"}, true},
		{"a refused line joined across white space", refusedIn("Romania and 2 in  East Germany ", false, "Romania and 2 in  East Germany "),
			[]string{long + "\tRomania and 2 in East Germany"}, true},
		{"a joined command applied without its second line", refusedIn(long+" as well as 2 in West Germany", false, long+" as well as 2 in West Germany"),
			[]string{long}, false},
		{"a joined command applied without a second line of chat", refusedIn(long+" hope that works for you all", false, long+" hope that works for you all"),
			[]string{long}, true},
		{"a joined Chinese command applied without its second line", refusedIn("在东德放2点影响力，在西德放1点影响力", false, "在东德放2点影响力，在西德放1点影响力"),
			[]string{"在东德放2点影响力，在西"}, false},
		{"a refused line inside another command", refusedIn("coup Iran", false, "coup Iran", "coup Iran 3"),
			[]string{"coup Iran 3"}, false},
		{"the same line again", refusedIn("coup Iran 3", false, "coup Iran 3"), []string{"coup Iran 3", "space 2"}, false},
		{"a line that is no command", refusedIn("play resumes below", true, "play resumes below", "play 1"), []string{"play 1"}, true},
		{"no commands", refusedIn("play resumes below", true, "play resumes below"), nil, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := tries(reading{cmds: tt.next}, tt.refused, mentions); got != tt.want {
				t.Errorf("tries(%q after %+v) = %v, want %v", tt.next, tt.refused, got, tt.want)
			}
		})
	}
}

// A command refused below a greeting's text that the game reads as no
// command at all ("Hi all, play resumes below" above "play 99") is the
// refusal the player reads, with the greeting's line as chat.
func TestRefusalNamesTheCommandBelowAGreetingsChat(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	text := "Hi all, play resumes below\nplay 99"
	if got := f.send(t, players["north"], text); got != Refused {
		t.Fatalf("Handle(%q) = %s, want %s", text, got, Refused)
	}
	r, _ := latestTo(f.outbox(t), players["north"])
	if b := flat(r.Body); !strings.Contains(b, `"99" is not a card in your hand`) || !strings.Contains(b, "Lines read as chat and ignored: Hi all, play resumes below") {
		t.Errorf("the refusal of %q should give the card's reason and list the greeting's line as chat:\n%s", text, r.Body)
	}
	if n := len(f.moves(t)); n != 0 {
		t.Errorf("moves after %q = %d, want 0", text, n)
	}
}
