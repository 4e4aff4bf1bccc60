package twilight

import (
	"os"
	"strings"
	"testing"

	"turnmail/engine"
	"turnmail/engine/enginetest"
)

// opsRound is the USSR's first action round with cards 13 (2 Ops), 7 (3
// Ops) and 31 in hand, US influence in Iran, Iraq and Syria, and the USSR
// in Afghanistan.
func opsRound(t *testing.T) *state {
	t.Helper()
	s := testState(t)
	put(s, US, "Iran", 2, "Iraq", 1, "Syria", 1)
	put(s, USSR, "Afghanistan", 1)
	give(s, USSR, 13, 7, 31)
	startRound(t, s, USSR, 1)
	return s
}

// eventQuestion starts card n's event for side p, which then asks.
func eventQuestion(n int, p Side) func(t *testing.T) *state {
	return func(t *testing.T) *state {
		t.Helper()
		s := testState(t)
		put(s, US, "UK", 3, "France", 2, "Italy", 2)
		give(s, US, 1, 19, 23)
		s.Phasing = p
		s.startFlow("event", p, n)
		return s
	}
}

// unQuestion is the US's UN Intervention (32) asking which of its
// cards with a USSR event (28 Suez Crisis) it plays.
func unQuestion(t *testing.T) *state {
	t.Helper()
	s := testState(t)
	give(s, US, 28)
	s.Phasing = US
	s.startFlow("event", US, 32)
	return s
}

func headlineRound(t *testing.T) *state {
	t.Helper()
	return headlineState(t, []int{13, 7}, []int{19, 25})
}

// TestWordsLeftOverAreRefused: a word that names a country, card, count
// or side and that the command cannot use makes the command refused,
// naming the word and giving the legal options; it is never applied as
// the shorter command ("coup Iran Iraq with 13" is not "coup Iran").
func TestWordsLeftOverAreRefused(t *testing.T) {
	tests := []struct {
		name  string
		setup func(*testing.T) *state
		seat  string
		line  string
		want  []string // in the refusal
	}{
		{"coup second target", opsRound, "USSR", "coup Iran Iraq with 13", []string{`"coup Iran"`, "Iraq was left over", "a coup has one target", "You can:", "coup Iraq"}},
		{"coup second target after comma", opsRound, "USSR", "coup Iran, Iraq with 13", []string{"Iraq was left over", "coup Iran"}},
		{"coup second target after the card's ops", opsRound, "USSR", "play 13 ops coup Iran Iraq", []string{"Iraq was left over"}},
		{"coup misspelt second target", opsRound, "USSR", "play 13 ops coup Iran Iarq", []string{"Iarq was left over"}},
		{"coup count", opsRound, "USSR", "coup Iran twice with 13", []string{"the number 2 was left over", "a coup has one target"}},
		{"coup number after the country", opsRound, "USSR", "coup 13 Iran 31", []string{"the number 31 was left over"}},
		{"coup German", opsRound, "USSR", "Putsch im Iran und Irak mit 13", []string{"Iraq was left over"}},
		{"coup Chinese twice", opsRound, "USSR", "用13号牌在伊朗政变两次", []string{"the number 2 was left over"}},
		{"card then country", opsRound, "USSR", "coup Iran with 13 Iraq", []string{`"play 13 ops"`, "Iraq was left over", "one card"}},
		{"two cards for a coup", opsRound, "USSR", "coup Iran with 13 31", []string{"the number 31 was left over"}},
		{"card then side", opsRound, "USSR", "coup Iran with 13 USSR", []string{"USSR was left over"}},
		{"two cards for an event", opsRound, "USSR", "play 13 31 event", []string{`"play 13 event"`, "31 was left over"}},
		{"space with a country", opsRound, "USSR", "space 7 Iran", []string{`"space 7"`, "Iran was left over"}},
		{"side in an influence list", opsRound, "USSR", "play 13 ops influence Afghanistan USSR", []string{"USSR was left over", "a side is no country"}},
		{"side alone after the card", opsRound, "USSR", "play 7 ops USSR", []string{"USSR names a side"}},
		{"influence count after a count", opsRound, "USSR", "play 13 ops influence Afghanistan 1 2", []string{"the number 2 was left over", "a count belongs"}},
		{"influence two counts before", opsRound, "USSR", "play 13 ops influence 1 2 Afghanistan", []string{"the number 1 was left over"}},
		{"influence German count", opsRound, "USSR", "spiele 13 für Operationen: Afghanistan 1 2", []string{"the number 2 was left over"}},
		{"choice left after a roll", opsRound, "USSR", "play 13 event; choose UK 3", []string{`"choose UK"`, "the number 3 was left over"}},
		{"coup then a second coup", opsRound, "USSR", "play 7 ops coup Iran coup Iraq", []string{`"coup Iraq" was left over`, "a coup spends all the card's Ops"}},
		{"coup then influence", opsRound, "USSR", "coup Iran with 7; influence Afghanistan", []string{`"influence Afghanistan" was left over`}},
		{"coup then a country German", opsRound, "USSR", "Ich spiele die 7 als Operationen und putsche im Iran, dann im Irak", []string{`"Iraq" was left over`}},
		{"coup then realign German", opsRound, "USSR", "Putsch im Iran mit 7, dann Neuausrichtung im Irak", []string{`"realign Iraq" was left over`}},
		{"headline two cards", headlineRound, "USSR", "headline 13 7", []string{`"headline 13"`, "the number 7 was left over"}},
		{"headline with a country", headlineRound, "USSR", "Headline: 13 Iran", []string{"Iran was left over"}},
		{"a number is no card's beginning", unQuestion, "US", "2", []string{`"2" is not one of the choices`}},
		{"country after an event that asks nothing", opsRound, "USSR", "play 13 event Iraq", []string{`"Iraq" can never follow "play 13 event"`, "You can:", "play 13 event"}},
		{"choice after an event that asks nothing", opsRound, "USSR", "play 13 event, then choose Iraq", []string{`"choose Iraq" can never follow`}},
		{"choice with a count", eventQuestion(7, USSR), "USSR", "choose UK, 3", []string{`"choose UK"`, "the number 3 was left over", "choose France"}},
		{"choice of two countries", eventQuestion(7, USSR), "USSR", "choose UK France", []string{"France was left over"}},
		{"choice of two cards", eventQuestion(77, US), "US", "choose 1 19", []string{"19 was left over"}},
		{"two numbers are not a card", eventQuestion(77, US), "US", "choose 2 3", []string{"the number 3 was left over"}},
		{"discarded card with a count", eventQuestion(46, US), "US", "discard 1 19", []string{"the number 19 was left over"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := tt.setup(t)
			enginetest.WantSaying(t, tt.line, mustRefuse(t, s, tt.seat, tt.line), tt.want...)
		})
	}
}

// TestEveryWordUsedIsAccepted: the commands beside the ones above that
// use every word they name still read as before.
func TestEveryWordUsedIsAccepted(t *testing.T) {
	tests := []struct {
		setup func(*testing.T) *state
		seat  string
		line  string
		want  string // normal form
	}{
		{opsRound, "USSR", "coup Iran with 13", "play 13 ops; coup Iran"},
		{opsRound, "USSR", "coup Iran (card 13)", "play 13 ops; coup Iran"},
		{opsRound, "USSR", "realign Iran, Iraq with 13", "play 13 ops; realign Iran; realign Iraq"},
		{opsRound, "USSR", "realign Iran twice with 13", "play 13 ops; realign Iran; realign Iran"},
		{opsRound, "USSR", "play 13 ops influence Afghanistan 2", "play 13 ops; influence Afghanistan; influence Afghanistan"},
		{opsRound, "USSR", "play 7 for ops: Afghanistan 1, 2 Pakistan", "play 7 ops; influence Afghanistan; influence Pakistan; influence Pakistan"},
		{opsRound, "USSR", "spiele 13 für Operationen: Afghanistan 2", "play 13 ops; influence Afghanistan; influence Afghanistan"},
		{headlineRound, "USSR", "Headline: 13", "headline 13"},
		{eventQuestion(7, USSR), "USSR", "choose UK, France", "choose UK; choose France"},
		{eventQuestion(77, US), "US", "choose 1, 19", "choose 1; choose 19"},
		{unQuestion, "US", "28", "choose 28"},
	}
	for _, tt := range tests {
		s := tt.setup(t)
		if got := mustApply(t, s, tt.seat, tt.line).Normal; got != tt.want {
			t.Errorf("Apply(%q) = %q, want %q", tt.line, got, tt.want)
		}
	}
}

// TestStrayPlaceNamesAreRefused: in random games, every option that
// takes one thing (a coup's target, the card for the space race or the
// headline, a choice of a country or a number), written with a country
// added, is refused and changes nothing.
func TestStrayPlaceNamesAreRefused(t *testing.T) {
	games := 2
	if os.Getenv("TURNMAIL_LONG") != "" {
		games = 20
	}
	tried := 0
	enginetest.RandomGames(t, games, enginetest.Play{Game: Game, Config: cfg, Check: enginetest.StrayWords(strayCountry, 3, &tried)})
	t.Logf("%d lines with a stray country tried", tried)
	if tried < 100 {
		t.Errorf("only %d lines with a stray country were tried", tried)
	}
}

// strayCountry adds a country to an option that takes one thing.
func strayCountry(_ engine.State, opt string) (string, bool) {
	verb, rest, _ := strings.Cut(opt, " ")
	switch verb {
	case "coup", "space", "headline":
	case "choose":
		if _, ok := countryByName[strings.ToLower(rest)]; !ok && !isNumber(rest) {
			return "", false // a choice of words ("remove", "yes"): no thing to add to
		}
	default:
		return "", false
	}
	extra := "Japan"
	if strings.Contains(opt, extra) {
		extra = "Iran"
	}
	return opt + " " + extra, true
}
