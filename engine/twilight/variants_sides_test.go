package twilight

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"turnmail/engine"
	"turnmail/engine/enginetest"
)

// sidesGame is a new game with the bid for sides.
func sidesGame(t *testing.T, seed uint64) *state {
	t.Helper()
	return newGame(t, seed, engine.Options{optBid: "sides"})
}

// TestBidForSidesSettles plays both bids in both orders and checks who
// plays which side (Swapped, Reseat) and who places extra influence.
func TestBidForSidesSettles(t *testing.T) {
	for _, tc := range []struct {
		name        string
		p1, p2      string // player 1's (seat USSR) and player 2's (seat US) bids
		swapped     bool
		bonus       [2]int
		logContains string
	}{
		{"each wants its own seat's side", "bid USSR 3", "bid US 1", false, [2]int{}, "nobody places extra influence"},
		{"different sides, player 1 wants the US", "bid US 0", "bid USSR 4", true, [2]int{}, "player 1 plays the US, player 2 the USSR"},
		{"same side, player 2 bids higher", "bid USSR 2", "bid USSR 3", true, [2]int{US: 3}, "Player 2 wins the bid and plays the USSR"},
		{"same side, player 1 bids higher", "bid US 5", "bid US 1", true, [2]int{USSR: 5}, "Player 1 wins the bid and plays the US"},
		{"same side, winning bid 0 is impossible unless tied", "bid USSR 1", "bid USSR 0", false, [2]int{US: 1}, "player 2 plays the US and places 1"},
	} {
		for _, order := range []string{"player 1 first", "player 2 first"} {
			t.Run(tc.name+"/"+order, func(t *testing.T) {
				s := sidesGame(t, 11)
				var res engine.Result
				if order == "player 1 first" {
					mustApply(t, s, "USSR", tc.p1)
					res = mustApply(t, s, "US", tc.p2)
				} else {
					mustApply(t, s, "US", tc.p2)
					res = mustApply(t, s, "USSR", tc.p1)
				}
				if s.Swapped != tc.swapped || s.Bonus != tc.bonus || s.Phase != phaseSetup {
					t.Errorf("bids %q, %q: swapped %v bonus %v phase %s; want swapped %v bonus %v phase setup",
						tc.p1, tc.p2, s.Swapped, s.Bonus, s.Phase, tc.swapped, tc.bonus)
				}
				want := []int{0, 1}
				if tc.swapped {
					want = []int{1, 0}
				}
				if got := s.Reseat(); !slices.Equal(got, want) {
					t.Errorf("Reseat() = %v, want %v", got, want)
				}
				if !logHas(res.Log, tc.logContains) {
					t.Errorf("log %q lacks %q", res.Log, tc.logContains)
				}
			})
		}
	}
}

// TestBidForSidesBonusPlaced: the loser of a contested bid places the
// winning bid after setup, where it has influence, like bid=yes.
func TestBidForSidesBonusPlaced(t *testing.T) {
	s := sidesGame(t, 5)
	mustApply(t, s, "USSR", "bid US 2") // player 1 wants the US
	mustApply(t, s, "US", "bid US 4")   // player 2 outbids: stays the US; player 1 is the USSR
	if s.Swapped || s.Bonus != [2]int{USSR: 4} {
		t.Fatalf("swapped %v bonus %v, want no swap and the USSR to place 4", s.Swapped, s.Bonus)
	}
	playSetup(t, s)
	if q := asked(t, s); q.Seat != "USSR" || !strings.Contains(q.Question, "place 4 extra influence") {
		t.Fatalf("after setup %s is asked %q, want the USSR to place its 4", q.Seat, q.Question)
	}
	mustApply(t, s, "USSR", "choose Poland, Poland, Iraq, Syria")
	if inf(s, USSR, "Poland") != 8 || inf(s, USSR, "Iraq") != 2 || s.Phase != phaseHeadline {
		t.Errorf("after the bid influence: Poland %d Iraq %d phase %s; want 8, 2, headline", inf(s, USSR, "Poland"), inf(s, USSR, "Iraq"), s.Phase)
	}
}

// rollLine reads a tie roll from the log.
var rollLine = regexp.MustCompile(`player 1 rolls (\d), player 2 rolls (\d)`)

// TestBidForSidesTieRoll: equal bids for the same side are settled by a
// die each from the game's generator, rolled again while equal; the log
// shows the rolls and the higher roller takes the side.
func TestBidForSidesTieRoll(t *testing.T) {
	winners := map[Side]bool{}
	for seed := uint64(1); seed <= 12; seed++ {
		s := sidesGame(t, seed)
		mustApply(t, s, "USSR", "bid USSR 2")
		res := mustApply(t, s, "US", "bid USSR 2")
		var last []string
		for _, l := range res.Log {
			if m := rollLine.FindStringSubmatch(l); m != nil {
				last = m
			}
		}
		if last == nil {
			t.Fatalf("seed %d: equal bids, log %q shows no roll", seed, res.Log)
		}
		a, _ := strconv.Atoi(last[1])
		b, _ := strconv.Atoi(last[2])
		winner := USSR // player 1
		if b > a {
			winner = US
		}
		if a == b {
			t.Fatalf("seed %d: the last roll %d/%d is a tie, want it rolled again", seed, a, b)
		}
		winners[winner] = true
		if wantSwap := winner == US; s.Swapped != wantSwap || s.Bonus != [2]int{US: 2} {
			t.Errorf("seed %d: rolls %d/%d: swapped %v bonus %v, want swapped %v and the US to place 2", seed, a, b, s.Swapped, s.Bonus, wantSwap)
		}
		again := sidesGame(t, seed)
		mustApply(t, again, "US", "bid USSR 2")
		res2 := mustApply(t, again, "USSR", "bid USSR 2")
		if !slices.Equal(res.Log[1:], res2.Log[1:]) || again.Swapped != s.Swapped {
			t.Errorf("seed %d: the roll differs with the order of the bids: %q vs %q", seed, res.Log, res2.Log)
		}
	}
	if !winners[USSR] || !winners[US] {
		t.Errorf("over 12 seeds the roll went only one way: %v", winners)
	}
}

// TestBidForSidesIsSecret: nobody sees another's bid or side before both
// are in; until then questions and views name players, not sides, and
// show no hand.
func TestBidForSidesIsSecret(t *testing.T) {
	s := sidesGame(t, 7)
	pr := s.Pending()
	if len(pr) != 2 || !pr[0].Secret || !pr[1].Secret || len(pr[0].Options) != 2*(maxBid+1) {
		t.Fatalf("bid prompts %+v, want two secret prompts with %d options", pr, 2*(maxBid+1))
	}
	for i, p := range pr {
		if want := "You are player " + strconv.Itoa(i+1); !strings.Contains(p.Question, want) {
			t.Errorf("seat %s is asked %q, want it to say %q", p.Seat, p.Question, want)
		}
	}
	for _, seat := range seats {
		v := s.View(seat)
		if strings.Contains(v.Private, "Your hand") || v.Data.(viewData).Hand != nil {
			t.Errorf("View(%s) during the bid shows a hand:\n%s", seat, v.Private)
		}
	}
	if s.Reseat() != nil {
		t.Errorf("Reseat() = %v before the bid, want nil", s.Reseat())
	}
	res := mustApply(t, s, "USSR", "bid US 7")
	if logHas(res.Log, "7") || logHas(res.Log, "US") {
		t.Errorf("player 1's bid is in the public log: %v", res.Log)
	}
	for name, v := range map[string]engine.View{"View(US)": s.View("US"), "Public()": s.Public()} {
		if text := v.Public + v.Private; strings.Contains(text, "Your bid") || strings.Contains(text, "7 for") {
			t.Errorf("%s shows player 1's bid:\n%s", name, text)
		}
	}
	if !strings.Contains(s.View("USSR").Private, "Your bid: 7 for the US") {
		t.Errorf("player 1's own view lacks its bid:\n%s", s.View("USSR").Private)
	}
	if !strings.Contains(s.Public().Public, "Player 1 has made a bid") {
		t.Errorf("the public view does not say player 1 has bid:\n%s", s.Public().Public)
	}
	if pr := s.Pending(); len(pr) != 1 || pr[0].Seat != "US" || !pr[0].Secret {
		t.Fatalf("after player 1's bid, pending %v, want player 2's secret bid only", pr)
	}
	mustRefuse(t, s, "USSR", "bid USSR 1")
	mustApply(t, s, "US", "bid US 1")
	if !strings.Contains(s.View("US").Private, "Your hand (") {
		t.Errorf("after the bid player 2's view shows no hand:\n%s", s.View("US").Private)
	}
}

// TestBidForSidesWording reads bids as players write them.
func TestBidForSidesWording(t *testing.T) {
	for _, tc := range []struct{ line, want string }{
		{"bid USSR 2", "bid USSR 2"},
		{"bid us 0", "bid US 0"},
		{"I bid 3 for the Soviet Union", "bid USSR 3"},
		{"USA, two", "bid US 2"},
		{"Ich biete 2 für die UdSSR", "bid USSR 2"},
		{"Gebot: Amerika 4", "bid US 4"},
		{"我出价2要苏联", "bid USSR 2"},
		{"美國 三", "bid US 3"},
		{"I want to play the US, bid 1", "bid US 1"},
		{"Hi, bid USSR 2. Thanks", "bid USSR 2"},
		{"Ich möchte die Sowjetunion spielen und biete 1", "bid USSR 1"},
		{"Ich biete zwei für die USA", "bid US 2"},
		{"我要玩美国，出价3", "bid US 3"},
		{"bdi USSR 2", "bid USSR 2"}, // a typing slip in the bid-word
		{"bix USSR 2 please", "bid USSR 2"},
		{"beat USSR 2", ""},
		{"bid USSR 11", ""},
		{"bid USSR US 2", ""},
		{"play 27 ops influence Japan", ""},
	} {
		got, ok := readSideBid(tc.line)
		if got != tc.want || ok != (tc.want != "") {
			t.Errorf("readSideBid(%q) = %q, %v; want %q", tc.line, got, ok, tc.want)
		}
	}
	s := sidesGame(t, 3)
	mustApply(t, s, "USSR", "Ich biete 2 für die UdSSR")
	if s.Prefer[USSR] != USSR || s.Bid[USSR] != 3 {
		t.Errorf("after a German bid: prefer %v bid %d, want USSR and 2 (+1)", s.Prefer[USSR], s.Bid[USSR])
	}
	if reason := mustRefuse(t, s, "US", "play 27 ops"); !strings.Contains(reason, "bid USSR 2") {
		t.Errorf("a move during the bid is refused with %q, want the bid's form", reason)
	}
}

// TestBidForSidesReplays: random games with the bid for sides replay to
// the same state from the move log, checked at every step (Deep).
func TestBidForSidesReplays(t *testing.T) {
	for seed := uint64(1); seed <= 2; seed++ {
		c := engine.Config{Seats: seats, Seed: seed * 31, Options: engine.Options{optBid: "sides"}}
		rep, err := enginetest.Play{Game: Game, Config: c, Seed: seed, MaxSteps: maxRandomSteps, Deep: true}.Run()
		if err != nil {
			t.Fatalf("random game %d: %v", seed, err)
		}
		if err := enginetest.CheckReplay(Game, c, rep.Moves, rep.Final); err != nil {
			t.Errorf("random game %d: %v", seed, err)
		}
		if st := rep.Final.(*state); st.Reseat() == nil {
			t.Errorf("random game %d ended with the sides still open", seed)
		}
	}
}

// TestBidForSidesViewGolden renders player 2's view and question after
// player 1 has bid, so that a change in what players read during the bid
// shows up in review.
func TestBidForSidesViewGolden(t *testing.T) {
	s := sidesGame(t, 1)
	mustApply(t, s, "USSR", "bid US 2")
	v, q := s.View("US"), asked(t, s)
	checkGolden(t, "view_bid_sides_player2.golden",
		"== public ==\n"+v.Public+"== private ==\n"+v.Private+"== asked ==\n"+wrap(q.Question, 72))
}
