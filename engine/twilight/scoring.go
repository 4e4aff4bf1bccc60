package twilight

import (
	"fmt"
	"slices"
	"strings"
)

// regionScore holds the tier VP of a region's scoring card (rules 10.1):
// presence, domination and control; control 0 means Europe's automatic
// victory. adjacency says whether countries next to the enemy superpower
// score +1 each.
type regionScore struct {
	presence, domination, control int
	adjacency                     bool
}

var regionScores = map[Region]regionScore{
	Europe:         {3, 7, 0, true},
	Asia:           {3, 7, 9, true},
	MiddleEast:     {3, 5, 7, false},
	Africa:         {1, 4, 6, false},
	CentralAmerica: {1, 3, 5, true},
	SouthAmerica:   {2, 5, 6, false},
}

// scoringCards maps each regional scoring card to its region.
var scoringCards = map[int]Region{1: Asia, 2: Europe, 3: MiddleEast, 37: CentralAmerica, 79: Africa, 81: SouthAmerica}

func init() {
	for n, r := range scoringCards {
		r := r
		registerEvent(n, eventSpec{Run: func(s *state, _ Side) { s.scoreRegion(r, false) }})
	}
	registerEvent(38, eventSpec{Run: func(s *state, _ Side) { s.scoreSoutheastAsia() }})
}

// tally is one side's standing in a region.
type tally struct {
	countries, battlegrounds, adjacent int
	level                              string // "", "presence", "domination", "control"
	vp                                 int
}

// regionTally counts what each side controls in r and the VP it scores,
// leaving out the countries excluded (for both sides; Shuttle Diplomacy).
// An excluded battleground still counts in the region's total, so that
// leaving it out can deny Control (FAQ #73 Q3: the card subtracts it from
// the USSR's total, not from the region's).
func (s *state) regionTally(r Region, excluded []int) [2]tally {
	var t [2]tally
	totalBG := 0
	for _, c := range countries {
		if c.Region != r {
			continue
		}
		bg := s.isBattleground(c.ID)
		if bg {
			totalBG++
		}
		if slices.Contains(excluded, c.ID) {
			continue
		}
		for _, p := range []Side{USSR, US} {
			if !s.controls(p, c.ID) {
				continue
			}
			t[p].countries++
			if bg {
				t[p].battlegrounds++
			}
			if c.AdjSuper[p.Opp()] {
				t[p].adjacent++
			}
		}
	}
	rs := regionScores[r]
	for _, p := range []Side{USSR, US} {
		me, them := t[p], t[p.Opp()]
		switch {
		case me.countries > them.countries && me.battlegrounds == totalBG && totalBG > 0:
			t[p].level, t[p].vp = "control", rs.control
		case me.countries > them.countries && me.battlegrounds > them.battlegrounds &&
			me.battlegrounds > 0 && me.countries > me.battlegrounds:
			t[p].level, t[p].vp = "domination", rs.domination
		case me.countries > 0:
			t[p].level, t[p].vp = "presence", rs.presence
		}
		t[p].vp += me.battlegrounds
		if rs.adjacency {
			t[p].vp += me.adjacent
		}
	}
	return t
}

// scoreRegion scores region r; only the difference moves the marker.
// Control of Europe wins the game at once, also in the final scoring
// (rules 10.1, 10.3).
func (s *state) scoreRegion(r Region, final bool) {
	t := s.regionTally(r, s.scoringExcluded(r, final))
	var parts []string
	for _, p := range []Side{USSR, US} {
		level := t[p].level
		if level == "" {
			level = "nothing"
		}
		parts = append(parts, fmt.Sprintf("%s %s (%d countries, %d battlegrounds) %d VP", p, level,
			t[p].countries, t[p].battlegrounds, t[p].vp))
	}
	s.logf("%v scoring: %s.", r, strings.Join(parts, "; "))
	if r == Europe {
		for _, p := range []Side{USSR, US} {
			if t[p].level == "control" {
				s.endGame(seats[p], fmt.Sprintf("the %s controls Europe when Europe is scored", p))
			}
		}
	}
	if d := t[US].vp - t[USSR].vp; d > 0 {
		s.addVP(US, d)
	} else if d < 0 {
		s.addVP(USSR, -d)
	}
}

// scoreSoutheastAsia scores card 38: 1 VP per controlled country of
// Southeast Asia, 2 for Thailand.
func (s *state) scoreSoutheastAsia() {
	vp := [2]int{}
	for _, c := range countries {
		if !c.InSub(SoutheastAsia) {
			continue
		}
		worth := 1
		if c.Name == "Thailand" {
			worth = 2
		}
		if p := s.controller(c.ID); p != Neutral {
			vp[p] += worth
		}
	}
	s.logf("Southeast Asia scoring: USSR %d VP, US %d VP.", vp[USSR], vp[US])
	if d := vp[US] - vp[USSR]; d > 0 {
		s.addVP(US, d)
	} else if d < 0 {
		s.addVP(USSR, -d)
	}
}

// finalScoring ends the game after turn 10 (rules 10.3.2): the China Card
// holder gains 1 VP, every region is scored (Southeast Asia inside Asia),
// Europe control still wins, 20 VP does not end it early, and the VP
// decide: US ahead, USSR ahead, or a draw at 0.
func (s *state) finalScoring() {
	s.logf("Final scoring.")
	if s.China != Neutral {
		s.logf("The %s holds the China Card.", s.China)
		s.addVP(s.China, 1)
	}
	for r := Europe; r <= SouthAmerica; r++ {
		s.scoreRegion(r, true)
	}
	s.endByVP("the final scoring")
}

// scoredBy reports whether scoring card n scores country c: its region,
// or Southeast Asia for card 38.
func scoredBy(n int, c Country) bool {
	if n == 38 {
		return c.InSub(SoutheastAsia)
	}
	r, ok := scoringCards[n]
	return ok && c.Region == r
}
