package desk

import (
	"strings"
	"testing"
	"time"
)

// A player's control characters never come back: not in a refusal's
// quote, not in the chat a confirmation echoes, not in the move log.
func TestControlCharactersAreNotQuotedBack(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	before := len(f.outbox(t))
	if got := f.handle(t, reply(players["north"], m, "play 99\x1b]0;owned\x07\u202e")); got != Refused {
		t.Fatalf("a bad line with escapes = %s, want %s", got, Refused)
	}
	if got := f.handle(t, reply(players["north"], m, "Hi Bob,\x1b[2J\n"+legalOptions(m.Body)[0]+"\x00")); got != Applied {
		t.Fatalf("a move with a NUL and chat with escapes = %s, want %s", got, Applied)
	}
	for _, sent := range f.outbox(t)[before:] {
		if i := strings.IndexFunc(sent.Body, func(r rune) bool {
			return r != '\n' && r != '\t' && (r < 0x20 || r == 0x7f || r == 0x202e)
		}); i >= 0 {
			t.Errorf("the %s mail to %s quotes a control character:\n%q", sent.Kind, sent.To, sent.Body)
		}
	}
	for _, mv := range f.moves(t) {
		if strings.ContainsAny(mv.Raw, "\x00\x1b") {
			t.Errorf("the move log keeps %q", mv.Raw)
		}
	}
}

// FuzzAnswersQuoteNoControlCharacters: whatever a seat writes, no mail
// the desk queues in answer holds a control character but tab and line
// feed.
func FuzzAnswersQuoteNoControlCharacters(f *testing.F) {
	f.Add("play 99\x1b[2J")
	f.Add("Hi\x07 Bob,\nplay 1\x00\nNice move!\u202e")
	f.Add("help\r\n\x1b]0;title\x07")
	fx := newFixture(f, Config{PlusAddressing: true})
	fx.newDuel(f, 5)
	f.Fuzz(func(t *testing.T, text string) {
		fx.clock.Add(2 * time.Hour) // past the answer cap of the last input
		m, _ := latestTo(fx.outbox(t), players["north"])
		before := len(fx.outbox(t))
		fx.handle(t, reply(players["north"], m, text))
		for _, sent := range fx.outbox(t)[before:] {
			for _, r := range sent.Body {
				if r != '\n' && r != '\t' && (r < 0x20 || r == 0x7f || r >= 0x80 && r <= 0x9f || r >= 0x202a && r <= 0x202e || r >= 0x2066 && r <= 0x2069) {
					t.Fatalf("the %s mail answering %q holds %U:\n%q", sent.Kind, text, r, sent.Body)
				}
			}
		}
	})
}
