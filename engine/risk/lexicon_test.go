package risk

import (
	"os"
	"testing"

	"turnmail/engine"
	"turnmail/engine/enginetest"
)

var _ engine.Lexicon = game{}

func TestLooksLikeCommand(t *testing.T) {
	for line, want := range map[string]bool{
		"attack Polen from Deutschland with 3":  true,
		"Angriff auf Polen":                     true,
		"place 3 Polen":                         true,
		"3":                                     true,
		"end my turn":                           true,
		"Polen 2":                               true,
		"Nice move!":                            false,
		"(here is a photo of my board)":         false,
		"Good luck!":                            false,
		"I was sure the dice hate me.":          false,
		"从德国用3个兵进攻波兰":                           true,
		"结束回合":                                  true,
		"德国增援4个":                                true,
		"４":                                     true,
		"祝你好运！":                                 false,
		"你好，这一步很漂亮":                             false,
		"这一步打得漂亮":                               false,
		"Thanks, that was a great game":         false,
		"Turn 3: attack Poland from Germany":    true,
		"Hi all, I attack Poland with 3":        true,
		"No more attacks. Fortify 3 to Finland": true,
		"Hi all, good luck!":                    false,
		// A line joined to the command above goes on with it: read as
		// chat, it would leave that command applied without its rest.
		"und 1 auf Deutschland":                  true,
		"and 2 on Germany":                       true,
		"then attack Poland from Germany with 3": true,
		"And good luck!":                         false,
		// A line that takes the command above back is the game's to
		// refuse: read as chat it would leave that command applied.
		"Oops, wrong one: Deutschland 4":                  true,
		"Vergiss es, 4 auf Deutschland":                   true,
		"Scratch that, attack Poland from Germany with 3": true,
		"Oops, forgot to say good luck":                   false,
	} {
		if got := Game.(engine.Lexicon).LooksLikeCommand(line); got != want {
			t.Errorf("LooksLikeCommand(%q) = %v, want %v", line, got, want)
		}
	}
}

// Every option and example a prompt offers looks like a command, or the
// mailer would read a legal answer as chat.
func TestOfferedOptionsLookLikeCommands(t *testing.T) {
	for _, setup := range setups {
		enginetest.RandomGames(t, games(), enginetest.Play{Game: Game, Config: config(setup, 0), Check: enginetest.LexiconCheck(Game)})
	}
}

// games is how many random games the check plays: a short slice, or
// many under TURNMAIL_LONG.
func games() int {
	if os.Getenv("TURNMAIL_LONG") != "" {
		return 200
	}
	return 2
}
