package twilight

import (
	"slices"
	"strings"
	"testing"

	"turnmail/engine"
)

// playSetup answers the setup's free influence: the USSR all in Poland,
// the US all in Italy.
func playSetup(t *testing.T, s *state) {
	t.Helper()
	for range 6 {
		mustApply(t, s, "USSR", "influence Poland")
	}
	for range 7 {
		mustApply(t, s, "US", "influence Italy")
	}
}

// TestBidIsSecretAndSimultaneous: both sides are asked at once, in
// secret; a side's bid is shown to nobody else until both are in.
func TestBidIsSecretAndSimultaneous(t *testing.T) {
	s := newGame(t, 7, engine.Options{optBid: "yes"})
	pr := s.Pending()
	if len(pr) != 2 || !pr[0].Secret || !pr[1].Secret || len(pr[0].Options) != maxBid+1 {
		t.Fatalf("bid prompts %+v, want two secret prompts with %d options", pr, maxBid+1)
	}
	res := mustApply(t, s, "USSR", "choose 3")
	if logHas(res.Log, "3") {
		t.Errorf("the USSR's bid is in the public log: %v", res.Log)
	}
	for _, v := range []engine.View{s.View("US"), s.Public()} {
		if strings.Contains(v.Public+v.Private, "Your bid") || strings.Contains(v.Public+v.Private, "bid: 3") {
			t.Errorf("the USSR's bid shows outside its own view:\n%s\n%s", v.Public, v.Private)
		}
	}
	if !strings.Contains(s.View("USSR").Private, "Your bid: 3") {
		t.Errorf("the USSR's own view lacks its bid:\n%s", s.View("USSR").Private)
	}
	if pr := s.Pending(); len(pr) != 1 || pr[0].Seat != "US" {
		t.Fatalf("after the USSR's bid, pending %v, want the US only", pr)
	}
	mustRefuse(t, s, "USSR", "choose 4")
	res = mustApply(t, s, "US", "choose 2")
	if !logHas(res.Log, "USSR 3, US 2") || s.Bonus[US] != 3 || s.Phase != phaseSetup {
		t.Errorf("bids 3 and 2: log %v, bonus %v, phase %s; want the US to place 3 at setup", res.Log, s.Bonus, s.Phase)
	}
}

// TestBidInfluenceOnlyWhereTheLoserHasInfluence: after setup the bid's
// loser places the bid one point at a time, only where it has influence,
// over control allowed.
func TestBidInfluenceOnlyWhereTheLoserHasInfluence(t *testing.T) {
	s := newGame(t, 7, engine.Options{optBid: "yes"})
	mustApply(t, s, "USSR", "choose 1")
	mustApply(t, s, "US", "choose 2") // the US wins: the USSR places 2
	playSetup(t, s)
	q := asked(t, s)
	if q.Seat != "USSR" {
		t.Fatalf("after setup %s is asked %q, want the USSR to place its bid", q.Seat, q.Question)
	}
	got := choices(t, s)
	want := []string{"East Germany", "Finland", "Iraq", "North Korea", "Poland", "Syria"}
	if !slices.Equal(got, want) {
		t.Errorf("bid influence may go to %v, want %v (where the USSR has influence)", got, want)
	}
	mustApply(t, s, "USSR", "choose Poland, Iraq")
	if inf(s, USSR, "Poland") != 7 || inf(s, USSR, "Iraq") != 2 || s.Phase != phaseHeadline || s.Bonus != [2]int{} {
		t.Errorf("after the bid: Poland %d Iraq %d phase %s bonus %v; want 7, 2, headline, none", inf(s, USSR, "Poland"), inf(s, USSR, "Iraq"), s.Phase, s.Bonus)
	}
}

// TestBidTiesAndZero: equal bids put the extra influence with the US; a
// winning bid of 0 gives nobody anything.
func TestBidTiesAndZero(t *testing.T) {
	s := newGame(t, 7, engine.Options{optBid: "yes"})
	mustApply(t, s, "US", "choose 2")
	mustApply(t, s, "USSR", "choose 2")
	if s.Bonus != [2]int{0, 2} {
		t.Errorf("equal bids of 2: bonus %v, want the US 2", s.Bonus)
	}
	s = newGame(t, 7, engine.Options{optBid: "yes"})
	mustApply(t, s, "US", "choose 0")
	mustApply(t, s, "USSR", "choose 0")
	playSetup(t, s)
	if s.Bonus != [2]int{} || s.Phase != phaseHeadline {
		t.Errorf("bids of 0: bonus %v phase %s, want none and the headline", s.Bonus, s.Phase)
	}
	if _, err := Game.New(engine.Config{Options: engine.Options{optBid: "yes", optScenario: "late-war"}, Seats: seats, Seed: 1}); err == nil {
		t.Errorf("New accepted a bid with the Late War scenario, which has no setup")
	}
}
