package twilight

import (
	"fmt"
	"strconv"
	"strings"
)

// Effects in force. An effect is keyed by the card that put it in force
// and, for a sided effect, the side it applies to: a new card's effect
// needs no shared list, its card number is its key (CARDS.md). The core
// reads the effects below; a card's own rule hooks (eventSpec) are called
// for its effect while it is in force.

// effect is one effect in force: Card put it in force, On is the side it
// applies to, or Neutral. Build it with effectOf or effectOn, never as a
// literal (the zero On is the USSR).
type effect struct {
	Card int
	On   Side
}

// effectOf is card n's effect, not sided.
func effectOf(n int) effect { return effect{Card: n, On: Neutral} }

// effectOn is card n's effect on side p.
func effectOn(n int, p Side) effect { return effect{Card: n, On: p} }

// The effects the core reads (the card's text says what each does).
var (
	effContainment    = effectOf(25)  // +1 Op to US cards (max 4) this turn
	effBrezhnev       = effectOf(51)  // +1 Op to USSR cards (max 4) this turn
	effVietnamRevolts = effectOf(9)   // +1 Op to a USSR card spent all in Southeast Asia, this turn
	effNATO           = effectOf(21)  // the USSR may not coup or realign US-controlled Europe
	effMarshall       = effectOf(23)  // NATO becomes playable
	effWarsaw         = effectOf(16)  // NATO becomes playable
	effDeGaulle       = effectOf(17)  // NATO does not protect France
	effWillyBrandt    = effectOf(55)  // NATO does not protect West Germany
	effUSJapan        = effectOf(27)  // the USSR may not coup or realign Japan
	effFormosan       = effectOf(35)  // a US-controlled Taiwan is a battleground for scoring
	effCampDavid      = effectOf(65)  // Arab-Israeli War may not be played as an event
	effNorthSeaOil    = effectOf(86)  // the US may take 8 action rounds (a turn effect)
	effIronLady       = effectOf(83)  // Socialist Governments may not be played as an event
	effNORAD          = effectOf(106) // NORAD's bonus at the end of an action round
	effAldrichAmes    = effectOf(98)  // the USSR's view shows the US hand this turn
)

// redScareOn is Red Scare/Purge (31) on side p: p's cards get -1 Op
// (min 1) this turn.
func redScareOn(p Side) effect { return effectOn(31, p) }

// String is what the views show: "Red Scare/Purge (on US)".
func (e effect) String() string {
	if e.On == Neutral {
		return cardOf(e.Card).Name
	}
	return string(e.appendName(nil))
}

// appendName appends String's text.
func (e effect) appendName(b []byte) []byte {
	b = append(b, cardOf(e.Card).Name...)
	if e.On != Neutral {
		b = append(b, " (on "...)
		b = append(b, e.On.String()...)
		b = append(b, ')')
	}
	return b
}

// MarshalText writes the key of the state's effect maps: "25", "31:US".
func (e effect) MarshalText() ([]byte, error) {
	if e.On == Neutral {
		return []byte(strconv.Itoa(e.Card)), nil
	}
	return []byte(fmt.Sprintf("%d:%s", e.Card, e.On)), nil
}

// UnmarshalText reads MarshalText's form. It also reads the card-name keys
// of states saved before effects were keyed by card ("Containment",
// "Red Scare/Purge on US").
func (e *effect) UnmarshalText(b []byte) error {
	t := string(b)
	on := Neutral
	num, side, sided := strings.Cut(t, ":")
	if !sided {
		for _, p := range []Side{USSR, US} {
			if name, ok := strings.CutSuffix(t, " on "+p.String()); ok {
				num, on = name, p
			}
		}
	} else {
		p, ok := sideOf(side)
		if !ok {
			return fmt.Errorf("read effect %q: unknown side", t)
		}
		on = p
	}
	n, err := strconv.Atoi(num)
	if err != nil {
		n = cardNumberByName(num)
	}
	if cardOf(n) == nil {
		return fmt.Errorf("read effect %q: unknown card", t)
	}
	*e = effect{Card: n, On: on}
	return nil
}

// cardNumberByName returns the number of the card named exactly name, or 0.
func cardNumberByName(name string) int {
	for n, c := range cards {
		if c.Name == name {
			return n
		}
	}
	return 0
}

// compareEffects orders effects by card number, then side: the order
// in which the core calls their hooks.
func compareEffects(a, b effect) int {
	if a.Card != b.Card {
		return a.Card - b.Card
	}
	return int(a.On) - int(b.On)
}

// inForce lists the effects in force, persistent and for the turn, each
// once, by card number then side.
func (s *state) inForce() []effect {
	if len(s.Effects)+len(s.TurnEffects) == 0 {
		return nil
	}
	es := make([]effect, 0, len(s.Effects)+len(s.TurnEffects))
	for e, game, turn, ok := nextInForce(s.Effects, s.TurnEffects); ok; e, game, turn, ok = nextInForce(game, turn) {
		es = append(es, e)
	}
	return es
}

// nextInForce takes the first effect of two sets merged, by card number
// then side, an effect in both once; ok is false when both are empty.
func nextInForce(game, turn effectSet) (e effect, restGame, restTurn effectSet, ok bool) {
	switch {
	case len(game) == 0 && len(turn) == 0:
		return effect{}, nil, nil, false
	case len(turn) == 0:
		return game[0].Effect, game[1:], turn, true
	case len(game) == 0:
		return turn[0].Effect, game, turn[1:], true
	}
	switch c := compareEffects(game[0].Effect, turn[0].Effect); {
	case c < 0:
		return game[0].Effect, game[1:], turn, true
	case c > 0:
		return turn[0].Effect, game, turn[1:], true
	}
	return game[0].Effect, game[1:], turn[1:], true
}

// effect returns the value of a persistent or turn effect (0: not in effect).
func (s *state) effect(e effect) int {
	if i, ok := s.TurnEffects.index(e); ok {
		return s.TurnEffects[i].Value
	}
	return s.Effects.get(e)
}

// setEffect puts an effect in force for the rest of the game.
func (s *state) setEffect(e effect, v int) { s.Effects.set(e, v) }

// setTurnEffect puts an effect in force until the end of the turn.
func (s *state) setTurnEffect(e effect, v int) { s.TurnEffects.set(e, v) }

// clearEffect ends an effect, persistent or for the turn.
func (s *state) clearEffect(e effect) {
	s.Effects.del(e)
	s.TurnEffects.del(e)
}

// opsOf returns the Operations value of card n played by side p, with the
// modifiers in force (rules 5.3 and the cards): Containment or Brezhnev
// Doctrine add 1 up to 4, Red Scare/Purge subtracts 1 down to 1. They
// belong to the player of the card, not to the card's side. The China
// Card's and Vietnam Revolts' bonuses depend on where the Ops go and are
// added by the operations code.
func (s *state) opsOf(p Side, n int) int {
	ops := cardOf(n).Ops
	if cardOf(n).Scoring {
		return 0
	}
	if p == US && s.effect(effContainment) > 0 || p == USSR && s.effect(effBrezhnev) > 0 {
		if ops < 4 {
			ops++
		}
	}
	if s.effect(redScareOn(p)) > 0 && ops > 1 {
		ops--
	}
	return ops
}

// eventOps is the Operations an event grants side p "with this card" or
// "using this card's Operations value" (CIA Created, Lone Gunman, Grain
// Sales to Soviets returned or with an empty hand, Junta, Che, Ortega
// Elected in Nicaragua, Tear Down This Wall): card n's printed Ops with
// p's positive modifiers, Containment or Brezhnev Doctrine up to 4, as in
// rules 7.4.2 example 3 (Containment makes CIA Created's event worth 2
// Ops). Red Scare/Purge never lowers Ops granted by an event (FAQ #31 Q1,
// Q2). Vietnam Revolts and the China Card's bonus count only for a card
// played for Ops, so the budget of granted Ops is opened with card 0.
// Events that name their own number (4 Ops: Olympic Games' boycott, ABM
// Treaty, Soviets Shoot Down KAL-007, Glasnost) give that number: a
// positive modifier stops at 4 and Red Scare/Purge does not apply, so the
// same policy leaves them at 4.
func (s *state) eventOps(p Side, n int) int {
	ops := cardOf(n).Ops
	if (p == US && s.effect(effContainment) > 0 || p == USSR && s.effect(effBrezhnev) > 0) && ops < 4 {
		ops++
	}
	return ops
}

// The countries the core's rules name, looked up once: protected and
// isBattleground ask for them for every country an option list offers.
var (
	japanID       = country("Japan")
	franceID      = country("France")
	westGermanyID = country("West Germany")
	taiwanID      = country("Taiwan")
)

// protected reports why side p may not coup or realign country c because
// of an effect in force, or "" when it may (NATO with De Gaulle and Willy
// Brandt, US/Japan Mutual Defense Pact).
func (s *state) protected(p Side, c int) string {
	if p != USSR {
		return ""
	}
	if c == japanID && s.effect(effUSJapan) > 0 {
		return "the US/Japan Mutual Defense Pact protects Japan"
	}
	if countries[c].Region == Europe && s.controls(US, c) && s.effect(effNATO) > 0 {
		if c == franceID && s.effect(effDeGaulle) > 0 {
			return ""
		}
		if c == westGermanyID && s.effect(effWillyBrandt) > 0 {
			return ""
		}
		return "NATO protects US-controlled countries in Europe"
	}
	return ""
}
