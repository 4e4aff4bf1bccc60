package twilight

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"turnmail/engine"
)

// The bid for sides (option bid=sides). The rule book has no bid rule;
// its extended example (p.14) has the players bid for sides, the winner
// taking the USSR and the US placing the bid as extra influence. The
// tournament practice this follows: the winner of the bid takes the side
// it wants, the loser places the bid as extra influence after all other
// setup, only where it already has influence, over control allowed
// (placeBonus in variants_bid.go). Here both players bid once, in secret
// and at the same time, like the headline: a side and an amount 0-10.
// Different sides: each takes its side and nobody places extra
// influence. The same side: the higher bid takes it; equal bids are
// settled by a roll of one die each, rolled again while equal.
//
// Until the bid is settled the players are "player 1" (who joined at the
// USSR seat) and "player 2" (who joined at the US seat): no question or
// view names a side a player may not get, and no hand is shown, since
// the hands dealt at setup belong to the sides. Once it is settled and
// player 1 took the US, Swapped is set, and Reseat tells the service to
// move each player to the seat of its side.

// Bid-words a player writes for the bid for sides, folded (phrase.go's
// fold), in English, German and Chinese.
var (
	sideBidVerbs = wordSet("bid", "bids", "bidding", "offer", "biete", "bieten", "gebot", "gebote",
		"出价", "出價", "竞价", "競價", "叫价", "叫價")
	sideWords = map[string]Side{
		"ussr": USSR, "soviet": USSR, "soviets": USSR, "soviet union": USSR, "udssr": USSR,
		"sowjetunion": USSR, "sowjets": USSR, "russia": USSR, "苏联": USSR, "蘇聯": USSR,
		"us": US, "usa": US, "america": US, "americans": US, "united states": US, "amerika": US,
		"vereinigte staaten": US, "美国": US, "美國": US,
	}
	// sideBidWords are the other words around a bid for sides ("I want
	// to play the US and bid 1", "Hi, ich möchte die UdSSR spielen und
	// biete 2", "我要玩美国"): they say nothing the side and the amount do
	// not.
	sideBidWords = wordSet("play", "plays", "playing", "side", "sides", "take", "takes", "and", "hi", "hello",
		"dear", "spielen", "spiele", "seite", "nehme", "nehmen", "und", "hallo", "玩", "扮演", "方", "一方")
)

// isSideBidVerb reports whether folded word f is a bid-word, or one
// typing slip from one ("bdi", "bif"): the line still has to name a side
// and an amount to be read as a bid.
func isSideBidVerb(f string) bool {
	if sideBidVerbs[f] {
		return true
	}
	if len([]rune(f)) < 3 {
		return false
	}
	for v := range sideBidVerbs {
		if len([]rune(v)) >= 3 && engine.EditDistance(f, v) <= 1 {
			return true
		}
	}
	return false
}

// sidesBidding reports whether the players are bidding for sides now.
func (s *state) sidesBidding() bool {
	return s.Variants.BidSides && s.Phase == phaseBid && s.Flow == nil
}

// player names the player who joined at seat p's place: "player 1" at
// the USSR seat, "player 2" at the US seat.
func player(p Side) string { return "player " + strconv.Itoa(int(p)+1) }

// sideBidAsk is what player p (seat p) is asked while it has not bid.
func (s *state) sideBidAsk(p Side) (ask, bool) {
	if s.Bid[p] != 0 {
		return ask{}, false
	}
	opts := make([]string, 0, 2*(maxBid+1))
	for _, side := range []Side{USSR, US} {
		for n := 0; n <= maxBid; n++ {
			opts = append(opts, sideBidOption(side, n))
		}
	}
	return ask{Side: p, Question: fmt.Sprintf("You are %s. Bid in secret for the side you want to play: a side "+
		"and how much extra influence (0-%d) you concede to the other side, e.g. \"bid USSR 2\". "+
		"If both want the same side, the higher bid takes it and the other player places the bid "+
		"after setup where it has influence; equal bids are settled by a die roll.", player(p), maxBid),
		Options: opts}, true
}

// sideBidOption is the normal form of a bid for sides.
func sideBidOption(side Side, n int) string { return fmt.Sprintf("bid %s %d", side, n) }

// chooseSideBid records player p's secret bid: the side in Prefer, the
// amount plus one in Bid (0 is "not yet").
func (s *state) chooseSideBid(p Side, opt string) {
	f := strings.Fields(opt) // "bid USSR 2"
	side, _ := sideOf(f[1])
	n, _ := strconv.Atoi(f[2])
	s.Prefer[p], s.Bid[p] = side, n+1
	s.logf("%s has made a bid.", capital(player(p)))
}

// capital starts a sentence with a capital letter.
func capital(text string) string {
	if text == "" {
		return text
	}
	return strings.ToUpper(text[:1]) + text[1:]
}

// sideBidProc reveals both bids and settles the sides and the extra
// influence; then the setup begins. The log names players, since until
// this line nobody has a side.
func sideBidProc(s *state, _ Side, _ int) {
	amount := [2]int{s.Bid[USSR] - 1, s.Bid[US] - 1}
	s.logf("The bids for sides are revealed: player 1 bids %d for the %s, player 2 bids %d for the %s.",
		amount[0], s.Prefer[0], amount[1], s.Prefer[1])
	var winner Side // the player whose preferred side is granted
	switch {
	case s.Prefer[0] != s.Prefer[1]:
		s.Swapped = s.Prefer[0] == US
		s.logf("They want different sides: player 1 plays the %s, player 2 the %s; nobody places extra influence.",
			s.Prefer[0], s.Prefer[0].Opp())
		s.Phase = phaseSetup
		return
	case amount[0] != amount[1]:
		winner = USSR // seat index 0 is player 1
		if amount[1] > amount[0] {
			winner = US
		}
	default:
		winner = s.sideBidRoll()
	}
	side, loser := s.Prefer[winner], winner.Opp()
	s.Swapped = (winner == USSR) == (side == US)
	if n := amount[winner]; n > 0 {
		s.Bonus[side.Opp()] = n
		s.logf("%s wins the bid and plays the %s; %s plays the %s and places %d extra influence after setup, where it has influence.",
			capital(player(winner)), side, player(loser), side.Opp(), n)
	} else {
		s.logf("%s wins the bid and plays the %s; %s plays the %s. No extra influence: the winning bid is 0.",
			capital(player(winner)), side, player(loser), side.Opp())
	}
	s.Phase = phaseSetup
}

// sideBidRoll settles equal bids for the same side: each player rolls a
// die, again while the rolls are equal; the higher roll wins. It returns
// the winning player's seat.
func (s *state) sideBidRoll() Side {
	for {
		a, b := s.Rand.D6(), s.Rand.D6()
		s.logf("Equal bids for the same side: player 1 rolls %d, player 2 rolls %d.", a, b)
		if a > b {
			return USSR
		}
		if b > a {
			return US
		}
	}
}

// Reseat says which player holds each seat (engine.Reseater): for each
// seat in Seats order (USSR, US), the index of the seat its player joined
// at. Nil while the bid for sides is open: no player has a side yet.
func (s *state) Reseat() []int {
	switch {
	case s.Variants.BidSides && s.Phase == phaseBid:
		return nil
	case s.Swapped:
		return []int{1, 0}
	}
	return []int{0, 1}
}

// readSideBid reads a bid for sides the way players write it ("bid USSR
// 2", "I bid 3 for the US", "Ich biete 2 für die UdSSR", "我出价2要苏联"):
// one side and one amount, in any order, with or without a bid-word.
// It returns the normal form, or false when the line is not such a bid.
func readSideBid(line string) (string, bool) {
	side, n := Neutral, -1
	ws := words(line)
	for i := 0; i < len(ws); i++ {
		f := fold(ws[i])
		if i+1 < len(ws) {
			if p, ok := sideWords[f+" "+fold(ws[i+1])]; ok {
				if side != Neutral {
					return "", false
				}
				side, i = p, i+1
				continue
			}
		}
		if p, ok := sideWords[f]; ok {
			if side != Neutral {
				return "", false
			}
			side = p
			continue
		}
		if d, ok := numberWords[f]; ok {
			f = d
		}
		if v, err := strconv.Atoi(f); err == nil {
			if n >= 0 || v < 0 || v > maxBid {
				return "", false
			}
			n = v
			continue
		}
		if !isSideBidVerb(f) && !fillers[f] && !sideBidWords[f] && f != "," && f != "choose" && keywords[f] != "choose" {
			return "", false
		}
	}
	if side == Neutral || n < 0 {
		return "", false
	}
	return sideBidOption(side, n), true
}

// sideBidRefusal explains how to write a bid for sides.
func sideBidRefusal(line string) error {
	return engine.Refuse("%q is not a bid for sides: write the side you want and the extra influence (0-%d) you concede, e.g. \"bid USSR 2\" or \"bid US 0\"",
		strings.TrimSpace(line), maxBid)
}

// isSideBid reports whether opt is a bid for sides in normal form.
func isSideBid(opt string) bool {
	f := strings.Fields(opt)
	return len(f) == 3 && f[0] == "bid" && slices.Contains(seats, f[1])
}

// sideBidPublic is the public view's account of an open bid for sides:
// who has bid, never what.
func (s *state) sideBidPublic() string {
	var b strings.Builder
	b.WriteString(wrap("The players bid in secret for their sides; player 1 and player 2 play "+
		"the sides the bid gives them.", 72))
	for _, p := range []Side{USSR, US} {
		if s.Bid[p] != 0 {
			fmt.Fprintf(&b, "%s has made a bid.\n", capital(player(p)))
		}
	}
	return b.String()
}

// sideBidPrivate is player p's own view during the bid for sides: its
// bid once made, and no hand, since the hands belong to the sides.
func (s *state) sideBidPrivate(p Side) string {
	text := wrap(fmt.Sprintf("You are %s. Your cards are shown once the bid has settled which side you play.", player(p)), 72)
	if s.Bid[p] != 0 {
		text += fmt.Sprintf("Your bid: %d for the %s.\n", s.Bid[p]-1, s.Prefer[p])
	}
	return text
}
