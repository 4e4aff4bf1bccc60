package desk

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"
)

// send mails text from addr as a reply to the latest mail addr got.
func (f *fixture) send(t *testing.T, addr, text string) Outcome {
	t.Helper()
	m, ok := latestTo(f.outbox(t), addr)
	if !ok {
		t.Fatalf("no mail to %s", addr)
	}
	return f.handle(t, reply(addr, m, text))
}

func TestReadCommand(t *testing.T) {
	cases := []struct {
		lines []string
		name  string
		arg   string
		ok    bool
	}{
		{[]string{"status"}, "status", "", true},
		{[]string{"Log 5"}, "log", "5", true},
		{[]string{"say Good game", "and good luck"}, "say", "Good game\nand good luck", true},
		{[]string{"vacation 5d"}, "vacation", "5d", true},
		{[]string{"back"}, "back", "", true},
		{[]string{"back to Roma"}, "", "", false}, // a move in the Triumvirate
		{[]string{"resign 12"}, "resign", "12", true},
		{[]string{"play 3"}, "", "", false},
		{[]string{"I resign"}, "resign", "", true},
		{[]string{"I resign."}, "resign", "", true},
		{[]string{"I resign 12"}, "", "", false},
		{[]string{"status."}, "status", "", true},
		{[]string{"resign 12!"}, "resign", "12", true},
		{[]string{"resign 12?"}, "resign", "", true}, // a question confirms nothing: asked again
		{[]string{"resign 12？"}, "resign", "", true},
		{[]string{"back!"}, "back", "", true},
		{[]string{"say Good game."}, "say", "Good game.", true},
		{[]string{"I say we go on"}, "", "", false},
		{nil, "", "", false},
	}
	for _, c := range cases {
		pc, ok := readCommand(c.lines)
		if ok != c.ok || (ok && (pc.name != c.name || pc.arg != c.arg)) {
			t.Errorf("readCommand(%q) = %+v, %v; want %s %q, %v", c.lines, pc, ok, c.name, c.arg, c.ok)
		}
	}
}

func TestStatusSendsTheGameAndTheSeatsOwnHandAgain(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	if got := f.send(t, "north@a.example", "status"); got != Answered {
		t.Fatalf("status = %s, want answered", got)
	}
	m, _ := latestTo(f.outbox(t), "north@a.example")
	if !strings.Contains(m.Body, "Your hand (north)") || strings.Contains(m.Body, "(south)") || !strings.Contains(m.Body, "Round 1: choose a card") {
		t.Errorf("status answer lacks north's hand or its question, or shows south's:\n%s", m.Body)
	}
	if n := len(f.moves(t)); n != 0 {
		t.Errorf("status made %d moves, want 0", n)
	}
}

// "status" on a line of its own beside a move ("Status?" above it, or
// below it) never drops the move: the move is applied, and its
// confirmation, which shows the game as it stands with the seat's own
// hand, says that it answers the status asked for.
func TestStatusBesideAMoveIsAnsweredByTheConfirmation(t *testing.T) {
	north := players["north"]
	for _, form := range []string{"Status?\n%s", "status\n%s", "%s\nstatus.", "Hi all,\nStatus?\n%s"} {
		t.Run(form, func(t *testing.T) {
			f := newFixture(t, Config{PlusAddressing: true})
			f.newDuel(t, 5)
			m, _ := latestTo(f.outbox(t), north)
			option := legalOptions(m.Body)[0]
			text := fmt.Sprintf(form, option)
			before := len(f.outbox(t))
			if got := f.send(t, north, text); got != Applied {
				t.Fatalf("Handle(%q) = %s, want %s", text, got, Applied)
			}
			if ms := f.moves(t); len(ms) != 1 || ms[0].Normal != option {
				t.Errorf("moves after %q = %+v, want one %q", text, ms, option)
			}
			after := f.outbox(t)[before:]
			if n := mailsTo(after, north, kindConfirm, "You asked for the status"); n != 1 {
				t.Errorf("confirmations of %q that answer the status = %d, want 1", text, n)
			}
			if n := mailsTo(after, north, kindConfirm, "Your hand (north)"); n != 1 {
				t.Errorf("confirmations of %q that show north's hand = %d, want 1", text, n)
			}
			if c, _ := latestTo(after, north); strings.Contains(chatEcho(c.Body), "tatus") {
				t.Errorf("the confirmation of %q echoes the status request as chat:\n%s", text, c.Body)
			}
		})
	}
}

// A player command other than "status" on the mail's first line above
// a line the game may take for a move refuses the mail, saying why: read
// alone it would drop the move unsaid, and "say" would relay the move,
// perhaps a secret choice, to the other seats as its message.
func TestPlayerCommandAboveAMoveRefusesTheMail(t *testing.T) {
	north, south := players["north"], players["south"]
	for _, form := range []string{"say Good luck!\n%s", "log 5\n%s", "vacation 2d\n%s", "back\n%s", "resign\n%s", "resign 1\n%s"} {
		t.Run(form, func(t *testing.T) {
			f, text, option, before := duelSent(t, form, Refused)
			if n := len(f.moves(t)); n != 0 {
				t.Errorf("moves after %q = %d, want 0", text, n)
			}
			after := f.outbox(t)[before:]
			for _, m := range after {
				if m.To != north {
					t.Errorf("after %q a %s mail went to %s:\n%s", text, m.Kind, m.To, m.Body)
				}
			}
			command, _, _ := strings.Cut(text, "\n")
			why := fmt.Sprintf("Your mail begins with %q, a command to the referee, and a line below it may be a move: %q.", command, option)
			if n := mailsTo(after, north, kindRefusal, why); n != 1 {
				t.Errorf("refusals of %q that say %q = %d, want 1:\n%v", text, why, n, after)
			}
			if n := mailsTo(after, south, kindNotice, ""); n != 0 {
				t.Errorf("notices to south after %q = %d, want 0", text, n)
			}
		})
	}
}

func TestSayIsRelayedAndKeptInTheLog(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	if got := f.send(t, "north@a.example", "say Good luck, south!"); got != Applied {
		t.Fatalf("say = %s, want applied", got)
	}
	ms := f.outbox(t)
	if n := mailsTo(ms, "south@b.example", kindNotice, "north says:\nGood luck, south!"); n != 1 {
		t.Errorf("relays to south = %d, want 1", n)
	}
	if n := mailsTo(ms, "north@a.example", kindHelp, "sent to south"); n != 1 {
		t.Errorf("acknowledgements to north = %d, want 1", n)
	}
	f.play(t, "north@a.example")
	f.play(t, "south@b.example")
	if got := f.send(t, "south@b.example", "log"); got != Answered {
		t.Fatalf("log = %s, want answered", got)
	}
	all, _ := latestTo(f.outbox(t), "south@b.example")
	for _, want := range []string{"north says: Good luck, south!", "north chose a card.", "Revealed"} {
		if !strings.Contains(all.Body, want) {
			t.Errorf("log lacks %q:\n%s", want, all.Body)
		}
	}
	f.send(t, "south@b.example", "log 1")
	last, _ := latestTo(f.outbox(t), "south@b.example")
	if strings.Contains(last.Body, "Good luck") || !strings.Contains(last.Body, "the last 1 entries") {
		t.Errorf("log 1 shows more than the last entry:\n%s", last.Body)
	}
}

func TestVacationMovesTheDeadlineAndTheAllowanceRunsOut(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{moderator}})
	start := f.clock.Now()
	f.newDuel(t, 5)
	due := func() time.Time {
		t.Helper()
		for _, dl := range f.openDeadlines(t) {
			if dl.Seat == "north" {
				return dl.Due
			}
		}
		t.Fatal("north has no open deadline")
		return time.Time{}
	}
	first := due()
	if got := f.send(t, "north@a.example", "vacation 5d"); got != Applied {
		t.Fatalf("vacation 5d = %s, want applied", got)
	}
	if got, want := due(), first.Add(5*24*time.Hour); !got.Equal(want) {
		t.Errorf("north's deadline after vacation 5d = %s, want %s", got, want)
	}
	ms := f.outbox(t)
	if n := mailsTo(ms, "south@b.example", kindNotice, "north is on vacation"); n != 1 {
		t.Errorf("notes to south of north's vacation = %d, want 1", n)
	}
	if n := mailsTo(ms, "north@a.example", kindNotice, "9d of vacation left"); n != 1 {
		t.Errorf("notes to north with the allowance left = %d, want 1", n)
	}
	// The first deadline passes during the vacation: north is not late.
	f.at(t, f.desk, start, 73*time.Hour)
	if n := mailsTo(f.outbox(t), "north@a.example", kindLate, ""); n != 0 {
		t.Errorf("late notices to north on vacation = %d, want 0", n)
	}
	if got := f.send(t, "north@a.example", "vacation 2d"); got != Refused {
		t.Errorf("a second vacation while away = %s, want refused", got)
	}
	if got := f.send(t, "north@a.example", "back"); got != Applied {
		t.Fatalf("back = %s, want applied", got)
	}
	// Back after 73h: 73h of the 5 days were used.
	if got, want := due(), first.Add(73*time.Hour); !got.Equal(want) {
		t.Errorf("north's deadline after back = %s, want %s", got, want)
	}
	if got := f.send(t, "north@a.example", "back"); got != Refused {
		t.Errorf("back when not away = %s, want refused", got)
	}
	if got := f.send(t, "north@a.example", "vacation 12d"); got != Refused {
		t.Errorf("vacation 12d with 10d23h left = %s, want refused", got)
	}
	if m, _ := latestTo(f.outbox(t), "north@a.example"); !strings.Contains(m.Body, "10d23h") && !strings.Contains(m.Body, "263h") {
		t.Errorf("the refusal does not say what is left:\n%s", m.Body)
	}
	if got := f.send(t, "north@a.example", "vacation 10d"); got != Applied {
		t.Errorf("vacation 10d within the allowance = %s, want applied", got)
	}
}

func TestResignNeedsTheDecisionNumberAndEndsTheGame(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{moderator}})
	f.newDuel(t, 5)
	if got := f.send(t, "north@a.example", "resign"); got != Answered {
		t.Fatalf("resign = %s, want answered (a question)", got)
	}
	ask, _ := latestTo(f.outbox(t), "north@a.example")
	if !strings.Contains(ask.Body, "resign 1") {
		t.Fatalf("the question does not name the decision:\n%s", ask.Body)
	}
	if got := f.send(t, "north@a.example", "resign 7"); got != Refused {
		t.Errorf("resign with a wrong number = %s, want refused", got)
	}
	if got := f.send(t, "north@a.example", "resign 1"); got != Applied {
		t.Fatalf("resign 1 = %s, want applied", got)
	}
	gv, err := f.desk.Show(context.Background(), f.slug, AsModerator)
	if err != nil {
		t.Fatal(err)
	}
	if gv.Game.Status != statusOver || !slices.Equal(gv.Outcome.Winners, []string{"south"}) {
		t.Errorf("after north resigned: %s, winners %v; want over, [south]", gv.Game.Status, gv.Outcome.Winners)
	}
	for _, addr := range []string{"north@a.example", "south@b.example", moderator} {
		if n := mailsTo(f.outbox(t), addr, kindGameOver, "north resigned"); n != 1 {
			t.Errorf("game-over mails to %s = %d, want 1", addr, n)
		}
	}
}

func TestUnknownCommandGetsTheShortHelp(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	if got := f.send(t, "north@a.example", "frobnicate"); got != Refused {
		t.Fatalf("an unknown command = %s, want refused", got)
	}
	m, _ := latestTo(f.outbox(t), "north@a.example")
	if !strings.Contains(m.Body, "Besides the game's moves you may write") || !strings.Contains(m.Body, "vacation 5d") {
		t.Errorf("the refusal lacks the short help:\n%s", m.Body)
	}
}

// TestGameLogShowsEveryMailReceived: a moderator's log lists the game's
// inbound mail, refused as well as applied, with the reason.
func TestGameLogShowsEveryMailReceived(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	f.send(t, "north@a.example", "frobnicate")
	f.play(t, "north@a.example")
	f.send(t, "south@b.example", "say hello")
	gl, err := f.desk.Log(context.Background(), f.slug)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, in := range gl.Inbound {
		got = append(got, in.Sender+" "+in.Outcome)
	}
	want := []string{"north@a.example refused", "north@a.example applied", "south@b.example applied"}
	if !slices.Equal(got, want) || gl.Inbound[0].Detail == "" {
		t.Errorf("Log().Inbound = %v, want %v with reasons", got, want)
	}
	if len(gl.Notes) != 1 || !strings.Contains(gl.Notes[0].Text, "hello") {
		t.Errorf("Log().Notes = %+v, want south's message", gl.Notes)
	}
}

// A player command written on the greeting's line, the mail's first
// ("Hi all, status", "Hallo zusammen, log 1", "你好，resign 1"), is
// read as written alone; the greeting's text is chat otherwise ("Hi, I
// say we go on" is no relay), and a command on a later greeting's line
// does not count.
func TestPlayerCommandAfterAGreeting(t *testing.T) {
	north, south := players["north"], players["south"]
	for _, tt := range []struct {
		name, text string
		want       Outcome
		to, kind   string // the mail the command answers with
		says       string // what that mail says
		moves      int
	}{
		{"status in English", "Hi all, status", Answered, north, kindHelp, "Your hand (north)", 0},
		{"status in German", "Hallo zusammen, status", Answered, north, kindHelp, "Your hand (north)", 0},
		{"status in Chinese", "你好，status", Answered, north, kindHelp, "Your hand (north)", 0},
		{"status with a full stop", "Hi Bob, status.", Answered, north, kindHelp, "Your hand (north)", 0},
		{"the log", "Hi Bob, log 5", Answered, north, kindHelp, "the last 5 entries", 0},
		{"the log in German", "Moin! log", Answered, north, kindHelp, "the public log so far", 0},
		{"help", "Hallo, help", Answered, north, kindHelp, "", 0},
		{"help asked", "Hi referee, help?", Answered, north, kindHelp, "", 0},
		{"resign asks first", "Hi all, I resign", Answered, north, kindHelp, "reply with this line alone: resign 1", 0},
		{"resign asks first in Chinese", "大家好，resign", Answered, north, kindHelp, "reply with this line alone: resign 1", 0},
		{"resign confirmed", "Hallo, resign 1", Applied, south, kindGameOver, "north resigned", 0},
		{"resign asked as a question", "Hallo, resign 1?", Answered, north, kindHelp, "reply with this line alone: resign 1", 0},
		{"resign asked as a question alone", "resign 1?", Answered, north, kindHelp, "reply with this line alone: resign 1", 0},
		{"say takes the rest", "Hi all, say good luck\nand have fun", Applied, south, kindNotice, "north says: good luck and have fun", 0},
		{"vacation", "Servus, vacation 5d", Applied, south, kindNotice, "north is on vacation", 0},
		{"I say is no relay", "Hi, I say we go on\n%s", Applied, north, kindConfirm, "Lines read as chat and ignored: Hi,", 1},
		{"log in is no log", "Hi Bob, log in when you can\n%s", Applied, north, kindConfirm, "", 1},
		{"a vacation told of is none", "Hi all, vacation was great\n%s", Applied, north, kindConfirm, "", 1},
		{"status as chat", "Hallo, status quo ante\n%s", Applied, north, kindConfirm, "", 1},
		{"a greeting below a move", "%s\nHi again, status", Applied, north, kindConfirm, "", 1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, Config{PlusAddressing: true})
			f.newDuel(t, 5)
			text := tt.text
			if strings.Contains(text, "%s") {
				m, _ := latestTo(f.outbox(t), north)
				text = fmt.Sprintf(text, legalOptions(m.Body)[0])
			}
			before := len(f.outbox(t))
			if got := f.send(t, north, text); got != tt.want {
				t.Fatalf("Handle(%q) = %s, want %s", text, got, tt.want)
			}
			after := f.outbox(t)[before:]
			if n := mailsTo(after, tt.to, tt.kind, tt.says); n == 0 {
				t.Errorf("after %q no %s mail to %s says %q", text, tt.kind, tt.to, tt.says)
			}
			if n, want := mailsTo(after, south, kindNotice, "north says"), strings.HasPrefix(text, "Hi all, say"); (n > 0) != want {
				t.Errorf("relays to south after %q = %d, want them %v", text, n, want)
			}
			if n := len(f.moves(t)); n != tt.moves {
				t.Errorf("moves after %q = %d, want %d", text, n, tt.moves)
			}
		})
	}
}

// "say" after a greeting ("Hi Bob, say hello to Anna for me") above a
// move is chat: the move is applied, and the choice it makes is never
// relayed to the other seats as the text of a message.
func TestSayAfterAGreetingAboveAMoveIsChat(t *testing.T) {
	south := players["south"]
	for _, text := range []string{
		"Hi Bob, say hello to Anna for me!\n%s",
		"Hallo Bob, say hi to the kids.\n%s",
		"你好，say hello to everyone\n%s",
	} {
		t.Run(text, func(t *testing.T) {
			f, text, option, before := duelSent(t, text, Applied)
			if n := len(f.moves(t)); n != 1 {
				t.Errorf("moves after %q = %d, want 1", text, n)
			}
			for _, m := range f.outbox(t)[before:] {
				if m.To == south && strings.Contains(m.Body, option) {
					t.Errorf("mail to south after %q shows north's choice %q:\n%s", text, option, m.Body)
				}
			}
		})
	}
}
