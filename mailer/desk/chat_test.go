package desk

import (
	"strings"
	"testing"
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
