package twilight

import (
	"fmt"
	"strconv"
)

// The tournament bid. The rule book has no bid rule (rules 11.1 has
// none); its extended example (p.14) gives the US extra influence won by
// bidding, and tournament practice gives the bid's loser the bid as extra
// influence, placed after setup only where it already has influence.
// With bid=yes the players keep the sides they were given and the bid
// decides the handicap only: each side bids in secret, at the same time,
// the extra influence it concedes to the other; the higher bid wins and
// its opponent places that many points (equal bids: the US places them,
// as in the book's example). With bid=sides the bid decides the sides
// too (variants_sides.go). README.md records both.

// phaseBid is the secret bid before setup.
const phaseBid = "bid"

// maxBid is the highest bid offered.
const maxBid = 10

// bidAsk is p's bid question while p has not bid.
func (s *state) bidAsk(p Side) (ask, bool) {
	if s.Bid[p] != 0 {
		return ask{}, false
	}
	opts := make([]string, 0, maxBid+1)
	for n := 0; n <= maxBid; n++ {
		opts = append(opts, "choose "+strconv.Itoa(n))
	}
	return ask{Side: p, Question: fmt.Sprintf("Bid in secret: how much extra influence (0-%d) do you concede to the %s? "+
		"The higher bid wins; its opponent places the bid after setup where it has influence.", maxBid, p.Opp()),
		Options: opts}, true
}

// chooseBid records p's secret bid (stored plus one: 0 is "not yet").
func (s *state) chooseBid(p Side, opt string) {
	n, _ := strconv.Atoi(opt[len("choose "):])
	s.Bid[p] = n + 1
	s.logf("The %s has made its bid.", p)
}

// bidWaiting reports whether a side has still to bid.
func (s *state) bidWaiting() bool { return s.Bid[USSR] == 0 || s.Bid[US] == 0 }

// bidProc reveals both bids and names the side that places the extra
// influence (Bonus), then the setup begins.
func bidProc(s *state, _ Side, _ int) {
	b := [2]int{s.Bid[USSR] - 1, s.Bid[US] - 1}
	s.logf("The bids are revealed: USSR %d, US %d.", b[USSR], b[US])
	winner := US
	if b[USSR] >= b[US] {
		winner = USSR // equal bids count for the USSR: the US places them
	}
	if n := b[winner]; n > 0 {
		s.Bonus[winner.Opp()] = n
		s.logf("The %s wins the bid; the %s places %d extra influence after setup, where it has influence.", winner, winner.Opp(), n)
	} else {
		s.logf("No extra influence: the winning bid is 0.")
	}
	s.Phase = phaseSetup
}

// placeBonus has each side place the extra influence it won by the bid,
// one point at a time, only in countries where it has influence; over
// control is allowed.
func (s *state) placeBonus() {
	for _, p := range []Side{USSR, US} {
		n := s.Bonus[p]
		if n == 0 {
			continue
		}
		s.Phasing = p
		placed := s.choosePoints(p, fmt.Sprintf("Bid: place %d extra influence where you have influence", n), n, 0,
			func(c int) bool { return s.Inf[p][c] > 0 }, func(c int) { s.addInf(p, c, 1) })
		s.Bonus[p] = 0
		s.logf("The %s places its bid influence: %s.", p, countryNames(placed))
	}
}
