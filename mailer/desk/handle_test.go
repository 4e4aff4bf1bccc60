package desk

import (
	"strings"
	"testing"
)

func TestHelpIsAnsweredAndChangesNothing(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	before := len(f.outbox(t))
	if got := f.handle(t, reply(players["north"], m, "help")); got != Answered {
		t.Fatalf("Handle(help) = %s, want %s", got, Answered)
	}
	after := f.outbox(t)
	if n := len(after) - before; n != 1 || after[before].Kind != kindHelp || after[before].To != players["north"] {
		t.Fatalf("help queued %d mails, want one help mail to north", n)
	}
	if !strings.Contains(after[before].Body, "Duel: play one of your cards") {
		t.Errorf("the help mail lacks the game's help:\n%s", after[before].Body)
	}
	if n := len(f.moves(t)); n != 0 {
		t.Errorf("help applied %d moves", n)
	}
}

func TestMailForAnUnknownGameIsAnsweredToPlayersOnly(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	wrong := m
	wrong.ReplyTo = strings.Replace(m.ReplyTo, f.slug, "duel-9", 1)
	wrong.Subject = strings.Replace(m.Subject, f.slug, "duel-9", 1)
	for _, c := range []struct {
		from     string
		answered bool
	}{{players["north"], true}, {"mallory@evil.example", false}} {
		before := len(f.outbox(t))
		got := f.handle(t, reply(c.from, wrong, legalOptions(m.Body)[0]))
		after := f.outbox(t)
		if n := len(after) - before; (n == 1) != c.answered || n > 1 {
			t.Errorf("mail from %s for game duel-9 (%s) got %d answers, want answered=%v", c.from, got, n, c.answered)
		}
		for _, a := range after[before:] {
			if a.To != c.from || !strings.Contains(a.Body, "duel-9") || !strings.Contains(a.Body, "["+f.slug+"] north") {
				t.Errorf("the answer to %s does not name the unknown game and the player's games:\n%s", a.To, a.Body)
			}
		}
	}
	if n := len(f.moves(t)); n != 0 {
		t.Errorf("%d moves applied", n)
	}
}

// TestSentenceEndsAReason: an engine's reason may lack a full stop; the
// note that goes on after it must not run two sentences together.
func TestSentenceEndsAReason(t *testing.T) {
	for in, want := range map[string]string{
		"attack it with 1 or 2 units; 3 only with the Sondertrupp": "attack it with 1 or 2 units; 3 only with the Sondertrupp.",
		"not your turn.": "not your turn.",
		"really?":        "really?",
		" spaced ":       "spaced.",
	} {
		if got := sentence(in); got != want {
			t.Errorf("sentence(%q) = %q, want %q", in, got, want)
		}
	}
}

// A letter in Chinese, with full-width punctuation after the greeting and
// the thanks, is read like one in English: the move is applied.
func TestChineseGreetingAndThanksAreChat(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	text := "裁判你好，\n" + legalOptions(m.Body)[0] + "\n谢谢！"
	if got := f.handle(t, reply(players["north"], m, text)); got != Applied {
		t.Fatalf("Handle(%q) = %s, want %s", text, got, Applied)
	}
	if n := len(f.moves(t)); n != 1 {
		t.Errorf("%d moves, want 1", n)
	}
}
