package desk

import (
	"fmt"
	"strings"
	"testing"

	_ "turnmail/engine/risk"
	_ "turnmail/engine/triumvirate"
	_ "turnmail/engine/twilight"
)

// TestListItemsInRealGames: in every real game a legal option written
// as a list item has the effect of the option written alone, the same
// normal form and the same public log, and a list item of chat beside it
// changes nothing.
func TestListItemsInRealGames(t *testing.T) {
	forms := []string{"- %s", "* %s", "• %s", "1. %s", "1) %s", "1、%s", "①%s", "a) %s", "1. %s\n2. good luck, all"}
	for _, kind := range []string{"twilight-struggle", "risk-balance-of-power", "triumvirate"} {
		plain, option := firstMove(t, kind, "%s")
		for _, form := range forms {
			t.Run(kind+"/"+strings.NewReplacer("%s", "…", "\n", " ").Replace(form), func(t *testing.T) {
				got, _ := firstMove(t, kind, form)
				if got.Normal != plain.Normal || got.Log != plain.Log {
					t.Errorf("%q = %q (%q), want %q (%q) as %q alone", fmt.Sprintf(form, option), got.Normal, got.Log, plain.Normal, plain.Log, option)
				}
			})
		}
	}
}

// firstMove starts a game of kind and answers the first mail that asks
// something with its last legal option written in form; it returns the
// move applied and the option.
func firstMove(t *testing.T, kind, form string) (move struct{ Normal, Log string }, option string) {
	t.Helper()
	f := newFixture(t, Config{PlusAddressing: true})
	addr, m := f.startFirst(t, kind)
	opts := legalOptions(m.Body)
	option = opts[len(opts)-1]
	text := fmt.Sprintf(form, option)
	if got := f.handle(t, reply(addr, m, text)); got != Applied {
		last, _ := latestTo(f.outbox(t), addr)
		t.Fatalf("%s answered %q: %s, want %s\n%s", addr, text, got, Applied, last.Body)
	}
	ms := f.moves(t)
	if len(ms) != 1 {
		t.Fatalf("%s answered %q: %d moves, want 1", addr, text, len(ms))
	}
	move.Normal, move.Log = ms[0].Normal, ms[0].Log
	return move, option
}
