// Package twilight is the Twilight Struggle referee (GMT Deluxe Edition
// rules, 110 cards), registered with the engine as "twilight-struggle".
//
// It owns the map and card data, the game state, the turn sequence, the
// operations (influence, realignment, coups, space race), scoring and the
// event machinery through which each card's event asks the players small
// decisions one at a time. Card events live in their own files and are
// registered by number (see CARDS.md); the rest of the rules never name a
// card except where the rulebook itself does (the China Card, scoring
// cards, and the effects listed in effects.go). A card that changes a core
// rule for a while does so through the hook fields of its eventSpec.
package twilight
