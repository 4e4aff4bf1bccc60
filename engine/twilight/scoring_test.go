package twilight

import "testing"

func TestRegionScoringLevels(t *testing.T) {
	tests := []struct {
		name   string
		region Region
		ussr   []any
		us     []any
		wantVP int // positive: US gains
	}{
		{"Middle East presence each, equal", MiddleEast, []any{"Lebanon", 1}, []any{"Jordan", 2}, 0},
		// USSR: Iraq, Syria (1 bg + 1 non-bg, more of both) = domination 5 + 1 bg.
		{"Middle East domination", MiddleEast, []any{"Iraq", 3, "Syria", 2}, []any{"Jordan", 2}, -(5 + 1 - 3)},
		// Domination needs a non-battleground: two battlegrounds only is presence.
		{"Middle East two battlegrounds only", MiddleEast, []any{"Iraq", 3, "Iran", 2}, []any{"Jordan", 2}, -(3 + 2 - 3)},
		{"Middle East control", MiddleEast, []any{"Iraq", 3, "Iran", 2, "Egypt", 2, "Libya", 2, "Saudi Arabia", 3, "Israel", 4, "Syria", 2}, nil, -(7 + 6)},
		// Asia: Japan is next to the USA and North Korea to the USSR, each
		// its controller's own superpower, so neither scores adjacency
		// (TestAdjacencyBonusIsForTheEnemySuperpower).
		{"Asia adjacency and SE Asia", Asia, []any{"North Korea", 3}, []any{"Japan", 4, "Thailand", 2, "Burma", 2}, (7 + 2) - (3 + 1)},
		{"Africa nothing", Africa, nil, nil, 0},
		{"Central America presence", CentralAmerica, nil, []any{"Haiti", 1}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			put(s, USSR, tt.ussr...)
			put(s, US, tt.us...)
			s.startFlow("event", USSR, scoringCard(tt.region))
			if s.VP != tt.wantVP {
				t.Errorf("scoring %v: VP %d, want %d (log %v)", tt.region, s.VP, tt.wantVP, s.log)
			}
			if s.Over {
				t.Errorf("scoring %v ended the game: %s", tt.region, s.Reason)
			}
		})
	}
}

func scoringCard(r Region) int {
	for n, reg := range scoringCards {
		if reg == r {
			return n
		}
	}
	panic("no scoring card")
}

func TestEuropeControlWinsWhenScored(t *testing.T) {
	s := testState(t)
	put(s, USSR, "East Germany", 3, "Poland", 3, "France", 3, "Italy", 2, "West Germany", 4, "Bulgaria", 3)
	s.startFlow("event", US, 2)
	if o := s.Outcome(); !o.Over || o.Winners[0] != "USSR" {
		t.Errorf("Europe scoring with USSR control: Outcome() = %+v, want a USSR win", o)
	}
}

func TestSoutheastAsiaScoring(t *testing.T) {
	s := testState(t)
	put(s, US, "Thailand", 2, "Burma", 2)
	put(s, USSR, "Vietnam", 1)
	s.startFlow("event", US, 38)
	if s.VP != 2 {
		t.Errorf("Southeast Asia scoring: VP %d, want US 3 - USSR 1 = 2", s.VP)
	}
}

func TestTwentyVPWinsAfterScoring(t *testing.T) {
	s := testState(t)
	s.VP = 18
	put(s, US, "Haiti", 1, "Mexico", 2)
	s.startFlow("event", US, 37)
	if o := s.Outcome(); !o.Over || o.Winners[0] != "US" {
		t.Errorf("Outcome() = %+v at VP %d, want a US win", o, s.VP)
	}
}

func TestFinalScoring(t *testing.T) {
	tests := []struct {
		name       string
		vp         int
		china      Side
		ussr, us   []any
		wantWinner string
		wantVP     int
	}{
		{"draw at 0", 1, USSR, nil, nil, "", 0},
		{"China Card VP to the holder", 0, US, nil, nil, "US", 1},
		{"20 VP does not end early", 19, US, []any{"Iraq", 3, "Syria", 2}, nil, "US", 20 - 6},
		{"USSR ahead", -3, USSR, nil, []any{"Haiti", 1}, "USSR", -3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			s.Turn, s.VP, s.China = 10, tt.vp, tt.china
			s.DEFCON, s.MilOps = 5, [2]int{5, 5}
			put(s, USSR, tt.ussr...)
			put(s, US, tt.us...)
			s.startFlow("endturn", USSR, 0)
			o := s.Outcome()
			if !o.Over || s.VP != tt.wantVP {
				t.Fatalf("final scoring: Outcome() = %+v VP %d, want over at VP %d", o, s.VP, tt.wantVP)
			}
			winner := ""
			if len(o.Winners) == 1 {
				winner = o.Winners[0]
			}
			if winner != tt.wantWinner {
				t.Errorf("final scoring winner = %q, want %q (%s)", winner, tt.wantWinner, o.Reason)
			}
		})
	}
}

func TestFinalScoringEuropeControlStillWins(t *testing.T) {
	s := testState(t)
	s.Turn, s.VP, s.MilOps = 10, 15, [2]int{5, 5}
	put(s, USSR, "East Germany", 3, "Poland", 3, "France", 3, "Italy", 2, "West Germany", 4, "Bulgaria", 3)
	s.startFlow("endturn", USSR, 0)
	if o := s.Outcome(); !o.Over || o.Winners[0] != "USSR" {
		t.Errorf("final scoring with USSR Europe control: %+v, want a USSR win", o)
	}
}

func TestFormosanResolutionMakesTaiwanABattleground(t *testing.T) {
	s := testState(t)
	put(s, US, "Taiwan", 3)
	if s.isBattleground(country("Taiwan")) {
		t.Errorf("Taiwan is a battleground without Formosan Resolution")
	}
	s.setEffect(effFormosan, 1)
	if !s.isBattleground(country("Taiwan")) {
		t.Errorf("a US-controlled Taiwan is not a battleground under Formosan Resolution")
	}
	put(s, USSR, "Taiwan", 1)
	if s.isBattleground(country("Taiwan")) {
		t.Errorf("an uncontrolled Taiwan is a battleground")
	}
}

// Rules 10.1: +1 VP per controlled country next to the enemy superpower
// only, not one's own.
func TestAdjacencyBonusIsForTheEnemySuperpower(t *testing.T) {
	tests := []struct {
		name     string
		ussr, us []any
		wantVP   int
	}{
		// USSR Cuba: presence 1, battleground 1, next to the USA 1.
		{"USSR in Cuba", []any{"Cuba", 3}, []any{"Haiti", 1}, -(1 + 1 + 1 - 1)},
		// US Mexico: presence 1, battleground 1; its own superpower gives nothing.
		{"US in Mexico", nil, []any{"Mexico", 2}, 1 + 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := testState(t)
			put(s, USSR, tt.ussr...)
			put(s, US, tt.us...)
			s.startFlow("event", USSR, 37)
			if s.VP != tt.wantVP {
				t.Errorf("Central America scoring: VP %d, want %d", s.VP, tt.wantVP)
			}
		})
	}
}

// Items 6 and 9: in the final scoring Southeast Asia counts inside Asia,
// and a face-down China Card still gives its holder 1 VP.
func TestFinalScoringSoutheastAsiaAndFaceDownChina(t *testing.T) {
	s := testState(t)
	s.Turn, s.MilOps = 10, [2]int{5, 5}
	s.China, s.ChinaFaceUp = USSR, false
	put(s, US, "Thailand", 2, "Burma", 2) // Asia: domination 7 + 1 battleground
	s.startFlow("endturn", US, 0)
	if !s.Over || s.VP != 8-1 {
		t.Errorf("final scoring: over %v VP %d, want over at US 7", s.Over, s.VP)
	}
}
