package desk

import (
	"regexp"
	"testing"
)

// A stranger's mail that the desk rejected does not make a seat's mail
// with the same Message-ID a duplicate: otherwise a forger who guessed a
// seat's next Message-ID could shut the seat out.
func TestRejectedMailDoesNotMakeItsMessageIDADuplicate(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	move := legalOptions(m.Body)[0]
	real := reply(players["north"], m, move)
	msgid := regexp.MustCompile(`Message-ID: <[^>]+>`)
	forged := msgid.ReplaceAll(reply("mallory@evil.example", m, move), msgid.Find(real))
	if got := f.handle(t, forged); got != Rejected {
		t.Fatalf("Handle(forged mail) = %s, want %s", got, Rejected)
	}
	if got := f.handle(t, real); got != Applied {
		t.Errorf("Handle(seat's mail with the forged mail's Message-ID) = %s, want %s", got, Applied)
	}
	if got := f.handle(t, real); got != Duplicate {
		t.Errorf("Handle(seat's mail again) = %s, want %s", got, Duplicate)
	}
}
