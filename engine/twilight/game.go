package twilight

import (
	"fmt"
	"slices"

	"turnmail/engine"
)

// Game is Twilight Struggle for the engine registry.
var Game engine.Game = twilight{}

func init() { engine.Register(Game) }

type twilight struct{}

// optOptionalCards puts the optional cards 104-110 into the decks.
const optOptionalCards = "optional-cards"

func (twilight) Info() engine.Info {
	return engine.Info{Name: "twilight-struggle", Title: "Twilight Struggle", Short: "ts",
		Options: options()}
}

// options are the game's options: the optional cards, then the rule
// variants (variants.go).
func options() []engine.OptionSpec {
	return append([]engine.OptionSpec{{Name: optOptionalCards, Values: []string{"no", "yes"},
		Help: "add the optional cards 104-110 (The Cambridge Five, Special Relationship, NORAD, ...)"}}, variantOptions...)
}

func (twilight) Seats(opts engine.Options) ([]string, error) {
	return slices.Clone(seats), nil
}

func (twilight) New(cfg engine.Config) (engine.State, error) {
	if !slices.Equal(cfg.Seats, seats) {
		return nil, fmt.Errorf("new twilight-struggle game: seats must be USSR, US; got %v", cfg.Seats)
	}
	if err := checkOptions(options(), cfg.Options); err != nil {
		return nil, fmt.Errorf("new twilight-struggle game: %w", err)
	}
	optional, v := cfg.Options.Get(optOptionalCards, "no") == "yes", readVariants(cfg.Options)
	var s *state
	if v.LateWar {
		s = setupLateWar(cfg.Seed, optional)
	} else {
		s = setup(cfg.Seed, optional)
	}
	s.Variants = v
	if v.ChineseCivilWar {
		s.China, s.ChinaFaceUp = Neutral, false // rules 12.2: unowned until the civil war ends
	}
	if v.Bid || v.BidSides {
		if v.LateWar {
			return nil, fmt.Errorf("new twilight-struggle game: the bid is for the standard setup, not the Late War scenario")
		}
		s.Phase = phaseBid
	}
	s.advance()
	s.log = nil
	return s, nil
}

func (twilight) Load(b []byte) (engine.State, error) {
	s, err := unmarshalState(b)
	if err != nil {
		return nil, fmt.Errorf("load twilight-struggle game: %w", err)
	}
	return s, nil
}

// setup builds the opening position (rules 3.0): the fixed influence, the
// Early War deck shuffled, 8 cards dealt to each side, the China Card face
// up with the USSR. The free influence is placed by the players.
func setup(seed uint64, optional bool) *state {
	s := newState(seed, optional)
	for name, n := range map[string]int{"Syria": 1, "Iraq": 1, "North Korea": 3, "East Germany": 3, "Finland": 1} {
		s.Inf[USSR][country(name)] = n
	}
	for name, n := range map[string]int{"Canada": 2, "Iran": 1, "Israel": 1, "Japan": 1, "Australia": 4,
		"Philippines": 1, "South Korea": 1, "Panama": 1, "South Africa": 1, "UK": 5} {
		s.Inf[US][country(name)] = n
	}
	s.Deck = s.periodDeck(EarlyWar)
	s.shuffleDeck()
	s.deal(8)
	s.Phase = phaseSetup
	return s
}

// periodDeck lists the cards of period p in the game (rules 4.1).
func (s *state) periodDeck(p Period) []int {
	var deck []int
	for n := 1; n <= len(cardTable); n++ {
		c := cardOf(n)
		if c.Period == p && n != chinaCard && (s.Optional || !c.Optional) {
			deck = append(deck, n)
		}
	}
	return deck
}

// shuffleDeck shuffles the draw pile with the game's generator.
func (s *state) shuffleDeck() {
	s.Rand.Shuffle(len(s.Deck), func(i, j int) { s.Deck[i], s.Deck[j] = s.Deck[j], s.Deck[i] })
}

// deal brings both hands up to size, one card at a time, USSR first. When
// the deck runs out the discard pile is reshuffled into it (rules 4.3):
// the deck is always dealt out first.
func (s *state) deal(size int) {
	for {
		dealt := false
		for _, p := range []Side{USSR, US} {
			if len(s.Hands[p]) >= size {
				continue
			}
			n, ok := s.drawCard()
			if !ok {
				return
			}
			s.addToHand(p, n)
			dealt = true
		}
		if !dealt {
			return
		}
	}
}

// drawCard takes the top card of the deck, reshuffling the discard pile
// into a new deck when the deck is empty (rules 4.3); false when both are
// empty. Deals and events that draw (Ask Not) use it.
func (s *state) drawCard() (int, bool) {
	if len(s.Deck) == 0 {
		if len(s.Discard) == 0 {
			return 0, false
		}
		s.Deck, s.Discard = s.Discard, []int{}
		s.shuffleDeck()
		s.logf("The discard pile is reshuffled to form a new deck of %d cards.", len(s.Deck))
	}
	n := s.Deck[0]
	s.Deck = s.Deck[1:]
	return n, true
}
