package twilight

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"turnmail/engine"
	"turnmail/engine/enginetest"
)

// TestViewsHideTheOpponentsHand plays random games and checks after every
// step that no seat's view shows the other seat's hand or unrevealed
// headline, and that every line fits 72 columns.
func TestViewsHideTheOpponentsHand(t *testing.T) {
	check := func(st engine.State) error {
		s := st.(*state)
		if s.Over {
			// Once the game is over nothing is secret: every view ends
			// with the record (TestFinalRecord).
			return invariants(st)
		}
		for _, p := range []Side{USSR, US} {
			v := s.View(seats[p])
			text := v.Public + v.Private
			// An event may show the opponent's hand to this side (CIA
			// Created, Lone Gunman, Aldrich Ames Remix): the notes name
			// those cards, and only those may appear.
			shown := strings.Join(s.Notes[p], "\n")
			for _, n := range s.Hands[p.Opp()] {
				if strings.Contains(shown, cardName(n)) {
					continue
				}
				// Missile Envy passes openly to the opponent's hand
				// and stays in effect on its holder (effects.go).
				if n == 49 && s.effect(effectOn(49, p.Opp())) > 0 {
					continue
				}
				if strings.Contains(text, handLine(n)) || strings.Contains(text, cards[n].Name+" (") {
					return errorf("the %v view shows the %v's card %s:\n%s", p, p.Opp(), cardName(n), text)
				}
			}
			if h := s.Headline[p.Opp()]; h != 0 && mentionsCard(text, h) {
				return errorf("the %v view shows the %v's secret headline %s", p, p.Opp(), cardName(h))
			}
			b, _ := json.Marshal(v.Data)
			if strings.Contains(string(b), `"hands"`) {
				return errorf("the %v view data carries both hands", p)
			}
			for _, line := range strings.Split(text, "\n") {
				if len([]rune(line)) > 72 {
					return errorf("line longer than 72 columns: %q", line)
				}
			}
		}
		pub := s.Public()
		if pub.Private != "" {
			return errorf("Public() has private text %q", pub.Private)
		}
		return invariants(st)
	}
	enginetest.RandomGames(t, 3, enginetest.Play{Game: Game, Config: cfg, Check: check})
}

func TestViewShowsTheBoard(t *testing.T) {
	s := testState(t)
	put(s, US, "Israel", 4)
	put(s, USSR, "Iraq", 1)
	give(s, US, 19)
	give(s, USSR, 7, 8)
	s.setEffect(effNATO, 1)
	v := s.View("US")
	for _, want := range []string{"VP: 0", "DEFCON 5", "Israel", "*US", "Middle East:", "USSR hand 2", "In effect: NATO",
		"Military ops", "Space race"} {
		if !strings.Contains(v.Public, want) {
			t.Errorf("public view lacks %q:\n%s", want, v.Public)
		}
	}
	if !strings.Contains(v.Private, "19 Truman Doctrine (1 op, US)") {
		t.Errorf("private view lacks the US hand:\n%s", v.Private)
	}
	if strings.Contains(v.Private, "Fidel") {
		t.Errorf("US private view shows a USSR card:\n%s", v.Private)
	}
	full := s.Full()
	if !strings.Contains(full.Private, "Fidel") || !strings.Contains(full.Private, "Truman") {
		t.Errorf("Full() lacks a hand:\n%s", full.Private)
	}
}

func TestNotesAreShownOnlyToTheirSide(t *testing.T) {
	s := testState(t)
	s.tell(US, "The USSR hand: 8 Fidel")
	if !strings.Contains(s.View("US").Private, "8 Fidel") {
		t.Errorf("the US does not see its note")
	}
	if strings.Contains(s.View("USSR").Public+s.View("USSR").Private+s.Public().Public, "The USSR hand:") {
		t.Errorf("the note leaks outside the US view")
	}
}

func errorf(format string, args ...any) error { return fmt.Errorf(format, args...) }

// TestLogsNameNoHeldCard plays random games and checks that no public
// log line names a card that is still in a hand or a secret headline
// after the step: cards appear in the log only once they are played (a
// played card may then pass openly to a hand, as Missile Envy does, and
// a card taken from the open discard pile is named, as SALT does).
func TestLogsNameNoHeldCard(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		c := cfg
		c.Seed = seed * 31
		st, err := Game.New(c)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*state)
		rng := engine.NewRand(seed)
		for step := 0; step < 3000 && !s.Over && s.Halt == ""; step++ {
			prs := s.Pending()
			pr := prs[rng.Intn(len(prs))]
			cmd := pr.Options[rng.Intn(len(pr.Options))]
			res, err := s.Apply(pr.Seat, cmd)
			if err != nil {
				t.Fatalf("Apply(%s, %q) = %v", pr.Seat, cmd, err)
			}
			log := strings.Join(res.Log, "\n")
			held := append(append(slices.Clone(s.Hands[USSR]), s.Hands[US]...), nonZero(s.Headline[:])...)
			for _, n := range held {
				if strings.Contains(log, "plays "+cardName(n)) {
					continue
				}
				if slices.ContainsFunc(res.Log, func(l string) bool {
					return strings.Contains(l, cardName(n)) && !strings.Contains(l, "from the discard pile")
				}) {
					t.Fatalf("seed %d step %d: after %s %q the log names held card %s:\n%s", seed, step, pr.Seat, cmd, cardName(n), log)
				}
			}
		}
	}
}

// The view names the end of the turn (box 6 discard, final scoring), not
// a headline.
func TestViewNamesTheEndOfTurn(t *testing.T) {
	s := testState(t)
	s.Space, s.MilOps, s.Rounds = [2]int{6, 2}, [2]int{5, 5}, [2]int{6, 6}
	give(s, USSR, 7)
	s.startFlow("endturn", USSR, 0)
	if v := s.View("USSR").Public; !strings.HasPrefix(v, "Turn 1, end of turn.") {
		t.Errorf("view during the box 6 question begins %q", strings.SplitN(v, "\n", 2)[0])
	}
	s = testState(t)
	s.Turn, s.MilOps, s.Rounds = 10, [2]int{5, 5}, [2]int{7, 7}
	s.startFlow("endturn", USSR, 0)
	if v := s.View("US").Public; !s.Over || !strings.HasPrefix(v, "Turn 10, end of turn.") {
		t.Errorf("view after the final scoring begins %q", strings.SplitN(v, "\n", 2)[0])
	}
	s = headlineState(t, []int{4}, []int{19})
	s.DEFCON = 2
	mustApply(t, s, "USSR", "headline 4")
	mustApply(t, s, "US", "headline 19")
	if v := s.View("US").Public; !s.Over || !strings.HasPrefix(v, "Turn 1, headline.") {
		t.Errorf("view after a game lost in the headline begins %q", strings.SplitN(v, "\n", 2)[0])
	}
}

// mentionsCard reports whether text names card n other than as a part of
// another card's name ("Asia Scoring" in "Southeast Asia Scoring").
func mentionsCard(text string, n int) bool {
	name := cards[n].Name
	for i := 0; ; {
		j := strings.Index(text[i:], name)
		if j < 0 {
			return false
		}
		j += i
		inside := false
		for m, c := range cards {
			if c == nil || m == n {
				continue
			}
			if k := strings.Index(c.Name, name); k >= 0 && j >= k && strings.HasPrefix(text[j-k:], c.Name) {
				inside = true
				break
			}
		}
		if !inside {
			return true
		}
		i = j + 1
	}
}
