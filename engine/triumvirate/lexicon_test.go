package triumvirate

import (
	"os"
	"testing"

	"turnmail/engine"
	"turnmail/engine/enginetest"
)

var _ engine.Lexicon = game{}

func TestLooksLikeCommand(t *testing.T) {
	for line, want := range map[string]bool{
		"move Italia with 3":                               true,
		"Italia angreifen mit 3":                           true,
		"ich möchte mit zwei Legionen nach Gallien ziehen": true,
		"Bürger überzeugen":                                true,
		"Of course not.":                                   false,
		"Hispania Ulterior 2":                              true,
		"rome gold":                                        true,
		"act persuade":                                     true,
		"pass":                                             true,
		"I'd like to attack Africa with 4":                 true,
		"Nice move!":                                       false,
		"(here is a photo of my board)":                    false,
		"Good luck, Crassus!":                              false,
		"Well played.":                                     false,
		"Oops, wrong one: one legion to Gallia Cisalpina": true,
		"Vergiss es, eine Legion nach Gallia Cisalpina":   true,
		"Oops, forgot to say good luck":                   false,
		"Turn 3: move to Gaul with 2":                     true,
		"Hi all, I move to Gaul with 2 legions":           true,
		"Hi all, good luck!":                              false,
		"用两个军团进攻意大利":                                      true,
		"罗马：两个金币":                                         true,
		"结束回合":                                            true,
		"高卢":                                              true,
		"祝你好运，克拉苏！":                                       false,
		"这一步走得漂亮":                                         false,
	} {
		if got := Game.(engine.Lexicon).LooksLikeCommand(line); got != want {
			t.Errorf("LooksLikeCommand(%q) = %v, want %v", line, got, want)
		}
	}
}

// Every option and example a prompt offers looks like a command, or the
// mailer would read a legal answer as chat.
func TestOfferedOptionsLookLikeCommands(t *testing.T) {
	for _, players := range []int{2, 3} {
		enginetest.RandomGames(t, games(), enginetest.Play{Game: Game, Config: config(players), Check: enginetest.LexiconCheck(Game)})
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
