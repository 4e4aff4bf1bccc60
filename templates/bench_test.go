package templates

import (
	"strings"
	"testing"
)

// BenchmarkRender renders the mails of a move as the desk does: the
// mover's confirmation and the next seat's turn mail, with a board, a
// hand, a log and a long list of options, for a game shown in UTC and
// one shown in a zone of its own.
func BenchmarkRender(b *testing.B) {
	m := sample()
	m.Public = strings.Repeat("Europe: West Germany 4/0, France 1/0, Italy 2/1, Poland 0/3 — battleground\n", 30)
	m.Private = strings.Repeat("Card 12 Romanian Abdication (1 ops, USSR)\n", 8)
	m.Log = []string{"USSR plays Romanian Abdication for operations.", "USSR places 1 influence in Poland.",
		"USSR places 1 influence in East Germany.", "DEFCON stays at 4.", "The US is asked to choose a card."}
	var opts []string
	for i := range 60 {
		opts = append(opts, "place "+strings.Repeat("x", i%12))
	}
	m.Prompt = NewPrompt("Choose where to place your next point of influence.", opts, "", false, 17)
	for _, zone := range []string{"UTC", "Europe/Berlin"} {
		m.Zone = zone
		b.Run(strings.ReplaceAll(zone, "/", "-"), func(b *testing.B) {
			for b.Loop() {
				for _, kind := range []string{KindConfirm, KindTurn} {
					if _, err := Render(kind, m); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}
