package twilight

import (
	"fmt"
	"slices"
	"strings"

	"turnmail/engine"
)

// Rule variants, each chosen as an option when a game is created: the
// tournament rules (rules 11.0-11.1.3), the Late War scenario (rule book
// p.12) and the designer optional rules (rule book p.13). README.md lists
// what each does where the book is silent.

// variants are the variants in force; the zero value is the standard game.
type variants struct {
	// Tournament: held cards are revealed at the end of each turn and a
	// held scoring card loses the game (rules 4.5 F, 11.1.1-11.1.2).
	Tournament bool `json:"tournament,omitempty"`
	// Bid: before setup both sides bid in secret for extra influence
	// (variants_bid.go).
	Bid bool `json:"bid,omitempty"`
	// BidSides: before setup both players bid in secret for the side
	// they want; the loser of a contested bid places it as extra
	// influence (variants_sides.go).
	BidSides bool `json:"bid_sides,omitempty"`
	// LateWar: the game starts at turn 8 with the scenario's position and
	// the US needs 20 VP to win (rule book p.12).
	LateWar bool `json:"late_war,omitempty"`
	// ChineseCivilWar: the China Card is unowned until the USSR has 3
	// influence on the Chinese Civil War space (variants_ccw.go).
	ChineseCivilWar bool `json:"chinese_civil_war,omitempty"`
	// RealignAnywhere: realignment rolls ignore DEFCON's regional bans.
	RealignAnywhere bool `json:"realign_anywhere,omitempty"`
	// RealignNoLoss: the realigning player never loses influence in the
	// target.
	RealignNoLoss bool `json:"realign_no_loss,omitempty"`
	// MixedOps: one card's Ops may be split between influence and
	// realignment (variants_mixed.go).
	MixedOps bool `json:"mixed_ops,omitempty"`
	// SpaceNoRoll: a card played to the space race may be played without
	// rolling.
	SpaceNoRoll bool `json:"space_no_roll,omitempty"`
}

// The variant options, each "no" by default.
const (
	optTournament      = "tournament"
	optBid             = "bid"
	optScenario        = "scenario"
	optCCW             = "chinese-civil-war"
	optRealignAnywhere = "realign-anywhere"
	optRealignNoLoss   = "realign-no-loss"
	optSpaceNoRoll     = "space-no-roll"
	optMixedOps        = "mixed-ops"
)

// variantOptions describe the variant options for Info.
var variantOptions = []engine.OptionSpec{
	{Name: optTournament, Values: []string{"no", "yes"},
		Help: "tournament rules (rules 11.1): held cards shown at the end of each turn, a held scoring card loses"},
	{Name: optBid, Values: []string{"no", "yes", "sides"},
		Help: "secret bid before setup: the higher bid's opponent places the bid as extra influence where it has influence; " +
			"sides: the players also bid for the side they play, the higher bid taking a side both want"},
	{Name: optScenario, Values: []string{"standard", "late-war"},
		Help: "late-war: the Late War scenario, from turn 8 with the published position; the US needs 20 VP"},
	{Name: optCCW, Values: []string{"no", "yes"},
		Help: "the Chinese Civil War (rules 12): the China Card is unowned until the USSR has 3 influence on its space"},
	{Name: optRealignAnywhere, Values: []string{"no", "yes"},
		Help: "designer optional rule: realignment rolls ignore DEFCON's regional bans"},
	{Name: optRealignNoLoss, Values: []string{"no", "yes"},
		Help: "designer optional rule: the realigning player never loses influence in the target"},
	{Name: optMixedOps, Values: []string{"no", "yes"},
		Help: "designer optional rule: one card's Ops may be split between influence and realignment"},
	{Name: optSpaceNoRoll, Values: []string{"no", "yes"},
		Help: "designer optional rule: a card played to the space race may be played without rolling"},
}

// checkOptions refuses an unknown option or value.
func checkOptions(specs []engine.OptionSpec, opts engine.Options) error {
	for name, v := range opts {
		i := slices.IndexFunc(specs, func(o engine.OptionSpec) bool { return o.Name == name })
		if i < 0 {
			return fmt.Errorf("unknown option %q", name)
		}
		if v != "" && !slices.Contains(specs[i].Values, v) {
			return fmt.Errorf("option %s must be one of %s, not %q", name, strings.Join(specs[i].Values, ", "), v)
		}
	}
	return nil
}

// readVariants reads the variant options.
func readVariants(opts engine.Options) variants {
	yes := func(name string) bool { return opts.Get(name, "no") == "yes" }
	return variants{
		Tournament:      yes(optTournament),
		Bid:             yes(optBid),
		BidSides:        opts.Get(optBid, "no") == "sides",
		LateWar:         opts.Get(optScenario, "standard") == "late-war",
		ChineseCivilWar: yes(optCCW),
		RealignAnywhere: yes(optRealignAnywhere),
		RealignNoLoss:   yes(optRealignNoLoss),
		SpaceNoRoll:     yes(optSpaceNoRoll),
		MixedOps:        yes(optMixedOps),
	}
}

// names lists the variants in force, as the view's header names them.
func (v variants) names() []string {
	var ns []string
	for _, x := range []struct {
		on   bool
		name string
	}{
		{v.LateWar, "Late War scenario"},
		{v.Tournament, "tournament rules"},
		{v.Bid, "bid for extra influence"},
		{v.BidSides, "bid for sides"},
		{v.ChineseCivilWar, "Chinese Civil War"},
		{v.RealignAnywhere, "realignment ignores DEFCON"},
		{v.RealignNoLoss, "the realigner loses no influence"},
		{v.MixedOps, "influence and realignment mixed"},
		{v.SpaceNoRoll, "space race without rolling"},
	} {
		if x.on {
			ns = append(ns, x.name)
		}
	}
	return ns
}

// revealHeld is the tournament phase F, Reveal Held Card (rules 4.5 F,
// 11.1.1): each side shows the cards it still holds, in the public log. A
// side holding a scoring card has started an accidental nuclear war and
// loses (rules 11.1.2); both holding one is read as a draw, since neither
// side can be the one that did not.
func (s *state) revealHeld() {
	var guilty []Side
	for _, p := range []Side{USSR, US} {
		held := "no card"
		if len(s.Hands[p]) > 0 {
			names := make([]string, len(s.Hands[p]))
			for i, n := range s.Hands[p] {
				names[i] = cardName(n)
			}
			held = strings.Join(names, "; ")
		}
		s.logf("Reveal held cards (tournament rules 11.1.1): the %s holds %s.", p, held)
		if slices.ContainsFunc(s.Hands[p], func(n int) bool { return cards[n].Scoring }) {
			guilty = append(guilty, p)
		}
	}
	switch len(guilty) {
	case 1:
		p := guilty[0]
		s.endGame(seats[p.Opp()], fmt.Sprintf("the %s held a scoring card at the end of turn %d: "+
			"an accidental nuclear war, the %s loses (tournament rules 11.1.2)", p, s.Turn, p))
	case 2:
		s.endGame("", fmt.Sprintf("both sides held a scoring card at the end of turn %d (tournament rules 11.1.2)", s.Turn))
	}
}
