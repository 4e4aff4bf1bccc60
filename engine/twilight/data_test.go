package twilight

import (
	"slices"
	"testing"
)

func TestCountryCounts(t *testing.T) {
	byRegion := map[Region]int{}
	bgByRegion := map[Region]int{}
	battlegrounds := 0
	for _, c := range countries {
		byRegion[c.Region]++
		if c.Battleground {
			battlegrounds++
			bgByRegion[c.Region]++
		}
	}
	if len(countries) != 84 {
		t.Errorf("len(countries) = %d, want 84", len(countries))
	}
	if battlegrounds != 29 {
		t.Errorf("battlegrounds = %d, want 29", battlegrounds)
	}
	wantCountries := map[Region]int{Europe: 21, Asia: 15, MiddleEast: 10, Africa: 18, CentralAmerica: 10, SouthAmerica: 10}
	wantBG := map[Region]int{Europe: 5, Asia: 6, MiddleEast: 6, Africa: 5, CentralAmerica: 3, SouthAmerica: 4}
	for r, n := range wantCountries {
		if byRegion[r] != n {
			t.Errorf("countries in %v = %d, want %d", r, byRegion[r], n)
		}
		if bgByRegion[r] != wantBG[r] {
			t.Errorf("battlegrounds in %v = %d, want %d", r, bgByRegion[r], wantBG[r])
		}
	}
}

func TestLinksAreSymmetricAndCounted(t *testing.T) {
	links, superLinks := 0, 0
	for _, c := range countries {
		for _, j := range c.Adj {
			if !slices.Contains(countries[j].Adj, c.ID) {
				t.Errorf("%s lists %s as neighbour, but not the other way", c.Name, countries[j].Name)
			}
			if j == c.ID {
				t.Errorf("%s is its own neighbour", c.Name)
			}
			links++
		}
		for _, s := range []Side{USSR, US} {
			if c.AdjSuper[s] {
				superLinks++
			}
		}
	}
	if links != 2*112 {
		t.Errorf("country links = %d, want 112", links/2)
	}
	if superLinks != 9 {
		t.Errorf("superpower links = %d, want 9", superLinks)
	}
	var usa, ussr []string
	for _, c := range countries {
		if c.AdjSuper[US] {
			usa = append(usa, c.Name)
		}
		if c.AdjSuper[USSR] {
			ussr = append(ussr, c.Name)
		}
	}
	if want := []string{"Canada", "Japan", "Cuba", "Mexico"}; !sameSet(usa, want) {
		t.Errorf("neighbours of the USA = %v, want %v", usa, want)
	}
	if want := []string{"Poland", "Romania", "Finland", "Afghanistan", "North Korea"}; !sameSet(ussr, want) {
		t.Errorf("neighbours of the USSR = %v, want %v", ussr, want)
	}
}

// TestKnownDataErrors checks the values that shared/research/twilight-struggle/README.md lists as
// commonly wrong in other implementations.
func TestKnownDataErrors(t *testing.T) {
	tests := []struct {
		name         string
		stability    int
		battleground bool
	}{
		{"Norway", 4, false}, {"Turkey", 2, false}, {"UK", 5, false}, {"Ethiopia", 1, false},
		{"Morocco", 3, false}, {"Costa Rica", 3, false}, {"Iraq", 3, true}, {"Libya", 2, true},
	}
	for _, tt := range tests {
		c := countries[country(tt.name)]
		if c.Stability != tt.stability || c.Battleground != tt.battleground {
			t.Errorf("%s = stability %d battleground %v, want %d %v", tt.name, c.Stability, c.Battleground, tt.stability, tt.battleground)
		}
	}
	if countries[country("Libya")].Region != MiddleEast {
		t.Errorf("Libya is in %v, want Middle East", countries[country("Libya")].Region)
	}
	for _, pair := range [][2]string{{"Bulgaria", "Turkey"}, {"Benelux", "UK"}, {"Argentina", "Uruguay"}} {
		if !slices.Contains(countries[country(pair[0])].Adj, country(pair[1])) {
			t.Errorf("%s is not next to %s", pair[0], pair[1])
		}
	}
	for _, n := range []int{102, 106} {
		if cards[n] != nil && !cards[n].Starred {
			t.Errorf("card %s is not starred", cardName(n))
		}
	}
}

func TestCardCounts(t *testing.T) {
	if len(cardTable) != 110 || len(cards) != 110 {
		t.Fatalf("cards = %d (%d distinct), want 110", len(cardTable), len(cards))
	}
	byPeriod := map[Period]int{}
	for n := 1; n <= 110; n++ {
		c, ok := cards[n]
		if !ok {
			t.Fatalf("card %d is missing", n)
		}
		byPeriod[c.Period]++
		if c.Scoring && c.Ops != 0 {
			t.Errorf("scoring card %s has %d ops, want 0", cardName(n), c.Ops)
		}
		if !c.Scoring && (c.Ops < 1 || c.Ops > 4) {
			t.Errorf("card %s has %d ops, want 1-4", cardName(n), c.Ops)
		}
		if c.Optional != (n >= 104) {
			t.Errorf("card %s optional = %v", cardName(n), c.Optional)
		}
	}
	want := map[Period]int{EarlyWar: 39, MidWar: 48, LateWar: 23}
	for p, n := range want {
		if byPeriod[p] != n {
			t.Errorf("%v cards = %d, want %d", p, byPeriod[p], n)
		}
	}
	scoring := 0
	for _, c := range cards {
		if c.Scoring {
			scoring++
		}
	}
	if scoring != 7 {
		t.Errorf("scoring cards = %d, want 7", scoring)
	}
}

func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}
