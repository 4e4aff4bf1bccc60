package desk

import (
	"strings"
	"testing"
	"time"
)

// lastAnswerWarning is the sentence the last answer before the cap carries.
const lastAnswerWarning = "further mistakes this hour get no answer"

func flat(s string) string { return strings.Join(strings.Fields(s), " ") }

// answersTo returns the mails queued to addr after the first skip.
func answersTo(ms []sentMail, skip int, addr string) []sentMail {
	var out []sentMail
	for _, m := range ms[skip:] {
		if m.To == addr {
			out = append(out, m)
		}
	}
	return out
}

// checkCap sends n mails and checks that exactly limit are answered,
// that only the last answer warns, and that the moderators hear of it
// once, naming the address and the game.
func checkCap(t *testing.T, f *fixture, n, limit int, send func(i int)) {
	t.Helper()
	before := len(f.outbox(t))
	for i := 0; i < n; i++ {
		send(i)
	}
	ms := f.outbox(t)
	got := answersTo(ms, before, players["north"])
	if len(got) != limit {
		t.Fatalf("%d mails in an hour got %d answers, want the cap %d", n, len(got), limit)
	}
	for i, m := range got {
		if warns := strings.Contains(flat(m.Body), lastAnswerWarning); warns != (i == limit-1) {
			t.Errorf("answer %d of %d warns of the cap: %v, want %v:\n%s", i+1, limit, warns, i == limit-1, m.Body)
		}
	}
	mods := answersTo(ms, before, moderator)
	if len(mods) != 1 {
		t.Fatalf("the moderators got %d notices about the cap, want 1", len(mods))
	}
	if b := flat(mods[0].Body); !strings.Contains(b, players["north"]) || !strings.Contains(b, f.slug) {
		t.Errorf("the moderators' notice does not name %s and %s:\n%s", players["north"], f.slug, mods[0].Body)
	}
}

// An honest player's typos on their own turn are answered up to a cap
// only floods reach.
func TestSeatAskedNowIsCappedOnlyByFloods(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{moderator}})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	checkCap(t, f, askedLimit+5, askedLimit, func(i int) {
		if got := f.handle(t, reply(players["north"], m, "play 99")); got != Refused {
			t.Fatalf("mail %d = %s, want refused", i, got)
		}
	})
	before := len(f.outbox(t))
	f.clock.Add(61 * time.Minute)
	f.handle(t, reply(players["north"], m, "play 99"))
	if n := len(answersTo(f.outbox(t), before, players["north"])); n != 1 {
		t.Errorf("an hour later: %d answers, want 1", n)
	}
}

// Every kind of answer counts against one cap: help and refusals alike.
func TestSeatNotAskedIsCappedAcrossKinds(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{moderator}})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	if got := f.handle(t, reply(players["north"], m, legalOptions(m.Body)[0])); got != Applied {
		t.Fatalf("north's move = %s, want applied", got)
	}
	m, _ = latestTo(f.outbox(t), players["north"])
	checkCap(t, f, answerLimit+5, answerLimit, func(i int) {
		text := "play 99"
		if i%2 == 0 {
			text = "help"
		}
		f.handle(t, reply(players["north"], m, text))
	})
}

// Answers are counted per game: a player capped in one game is still
// answered in another.
func TestCapsCountPerGame(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{moderator}})
	other := f.newDuel(t, 6)
	o, _ := latestTo(f.outbox(t), players["north"])
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	if got := f.handle(t, reply(players["north"], m, legalOptions(m.Body)[0])); got != Applied {
		t.Fatalf("north's move = %s, want applied", got)
	}
	m, _ = latestTo(f.outbox(t), players["north"])
	for i := 0; i < answerLimit+2; i++ {
		f.handle(t, reply(players["north"], m, "play 99"))
	}
	before := len(f.outbox(t))
	if got := f.handle(t, reply(players["north"], o, "play 99")); got != Refused {
		t.Fatalf("a mistake in %s = %s, want refused", other, got)
	}
	if n := len(answersTo(f.outbox(t), before, players["north"])); n != 1 {
		t.Errorf("a mistake in %s after the cap in %s got %d answers, want 1", other, f.slug, n)
	}
}

// A flood from a seat's own address gets no more answers than the cap,
// and the seat's next legal move is still applied and confirmed:
// confirmations are not answers and are never capped.
func TestFloodIsCappedAndTheNextMoveStillApplies(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{moderator}})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	before := len(f.outbox(t))
	const flood = 200
	for i := 0; i < flood; i++ {
		text := []string{"help", "play 99", "Hello?"}[i%3]
		f.handle(t, reply(players["north"], m, text))
	}
	if n := len(answersTo(f.outbox(t), before, players["north"])); n != askedLimit {
		t.Errorf("%d mails in a flood got %d answers, want the cap %d", flood, n, askedLimit)
	}
	if got := f.handle(t, reply(players["north"], m, legalOptions(m.Body)[0])); got != Applied {
		t.Fatalf("the legal move after the flood = %s, want %s", got, Applied)
	}
	if c, _ := latestTo(f.outbox(t), players["north"]); c.Kind != kindConfirm {
		t.Errorf("the legal move after the flood got a %s mail, want a confirmation", c.Kind)
	}
}
