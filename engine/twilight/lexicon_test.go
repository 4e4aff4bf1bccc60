package twilight

import (
	"os"
	"testing"

	"turnmail/engine"
	"turnmail/engine/enginetest"
)

var _ engine.Lexicon = twilight{}

func TestLooksLikeCommand(t *testing.T) {
	for line, want := range map[string]bool{
		"play 27 ops influence Japan 1, Iran 2": true,
		"Headline: Containment":                 true,
		"spiele 13 Ereignis":                    true,
		"coup Iran with 19":                     true,
		"27":                                    true,
		"Fidel event":                           true,
		"Japan 2, Iran 1":                       true,
		"West Germany 1":                        true,
		"done":                                  true,
		"bid USSR 2":                            true,
		"Ich biete 2 für die UdSSR":             true,
		"USA, two":                              true,
		"Nice move!":                            false,
		"sure":                                  true,
		"Sure, here is my move":                 false,
		"nah, let's see":                        false,
		"(here is a photo of my board)":         false,
		"So the USSR goes first?":               false,
		"I think you are bluffing.":             false,
		"Good luck, comrade":                    false,
		"Playing Fidel as event":                true,
		"+1 Syria, +1 Iraq":                     true,
		"是的":                                    true,
		"不":                                     true,
		"用13号牌在伊朗发动政变":                          true,
		"All the best, see you next turn":       false,
		"Je nachdem, was du spielst":            false,
		"AR1: Fidel event":                      true,
		"T1AR2 - coup Iran with 13":             true,
		"Hi all, I play Fidel as the event":     true,
		"Hi all, good luck!":                    false,
		"Thanks, nice game":                     false,
		"你好，祝你好运":                               false,
		// A line that takes the command above it back is judged by the
		// game, which refuses it: read as chat it would leave that
		// command applied.
		"Scratch that, coup Iraq with 13":     true,
		"Wait, I meant Iraq":                  true,
		"Sorry, wrong card: play 27 for ops":  true,
		"Vergiss es, Putsch im Irak mit 13":   true,
		"算了，用13号牌在伊拉克政变":                      true,
		"Oops, forgot to say good luck":       false,
		"Wait until you see my next card ;-)": false,
		// A remark before the command leaves the line a command.
		"Nice move. Coup in Iran using card 13.": true,
		"Mal sehen. Putsch im Iran mit 13":       true,
		"Nice move! See you next turn.":          false,
		// A line joined to the command above goes on with it.
		"and 2 in West Germany":       true,
		"und 1 nach Westdeutschland":  true,
		"then coup Iran with 13":      true,
		"和西德1点":                       true,
		"And good luck!":              false,
		"Then we will see who laughs": false,
	} {
		if got := Game.(engine.Lexicon).LooksLikeCommand(line); got != want {
			t.Errorf("LooksLikeCommand(%q) = %v, want %v", line, got, want)
		}
	}
}

// Every option and example a prompt offers looks like a command, or the
// mailer would read a legal answer as chat.
func TestOfferedOptionsLookLikeCommands(t *testing.T) {
	enginetest.RandomGames(t, games(), enginetest.Play{Game: Game, Config: cfg, Check: enginetest.LexiconCheck(Game)})
}

// games is how many random games the check plays: a short slice, or
// many under TURNMAIL_LONG.
func games() int {
	if os.Getenv("TURNMAIL_LONG") != "" {
		return 200
	}
	return 2
}
