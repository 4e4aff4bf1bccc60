package desk

import (
	"slices"
	"strings"
	"testing"
)

func TestCommandLinesSeparateChat(t *testing.T) {
	tests := []struct {
		name       string
		lines      []string
		cmds, chat []string
	}{
		{"only commands", []string{"play 27 ops", "influence Japan"}, []string{"play 27 ops", "influence Japan"}, nil},
		{"greeting and sign-off with name", []string{"Hi Bob,", "play 3", "Thanks,", "Alice"},
			[]string{"play 3"}, []string{"Hi Bob,", "Thanks,", "Alice"}},
		{"German letter", []string{"Hallo zusammen,", "angriff Polen", "Viele Grüße", "Jörg"},
			[]string{"angriff Polen"}, []string{"Hallo zusammen,", "Viele Grüße", "Jörg"}},
		{"comments and a colon line", []string{"# my plan", "My move:", "space 5", "// done"},
			[]string{"space 5"}, []string{"# my plan", "My move:", "// done"}},
		{"a typo is still a command", []string{"plya 3"}, []string{"plya 3"}, nil},
		{"a sign-off word before any command opens the letter", []string{"Greetings all,", "Thanks for the game!", "space 5", "Greetings,", "Bob"},
			[]string{"space 5"}, []string{"Greetings all,", "Thanks for the game!", "Greetings,", "Bob"}},
		{"Roman sign-off with the name", []string{"rome gold", "Vale, Carl"}, []string{"rome gold"}, []string{"Vale, Carl"}},
		{"Roman and other greetings", []string{"Ave!", "rome gold", "Salve Crassus,", "Good morning all,", "done"},
			[]string{"rome gold", "done"}, []string{"Ave!", "Salve Crassus,", "Good morning all,"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cmds, chat := commandLines(tt.lines)
			if !slices.Equal(cmds, tt.cmds) || !slices.Equal(chat, tt.chat) {
				t.Errorf("commandLines(%q) = %q, %q; want %q, %q", tt.lines, cmds, chat, tt.cmds, tt.chat)
			}
		})
	}
}

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

// TestNameAloneAtTheEndIsChat: many sign a mail with their name alone,
// without "Thanks," before it.
func TestNameAloneAtTheEndIsChat(t *testing.T) {
	tests := []struct {
		name       string
		lines      []string
		names      []string
		cmds, chat []string
	}{
		{"seat name", []string{"headline 25", "Bob"}, []string{"Bob Smith"}, []string{"headline 25"}, []string{"Bob"}},
		{"full name with a dash", []string{"space 5", "- Bob Smith"}, []string{"Bob Smith"}, []string{"space 5"}, []string{"- Bob Smith"}},
		{"address local part", []string{"space 5", "bob"}, []string{"", "bob"}, []string{"space 5"}, []string{"bob"}},
		{"not a name", []string{"space 5", "done"}, []string{"Bob"}, []string{"space 5", "done"}, nil},
		{"only the last line", []string{"Bob", "space 5"}, []string{"Bob"}, []string{"Bob", "space 5"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cmds, chat := dropSignature(tt.lines, nil, tt.names...)
			if !slices.Equal(cmds, tt.cmds) || !slices.Equal(chat, tt.chat) {
				t.Errorf("dropSignature(%q, %q) = %q, %q; want %q, %q", tt.lines, tt.names, cmds, chat, tt.cmds, tt.chat)
			}
		})
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
