package risk

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"turnmail/engine"
)

func TestBoardKeepsTheSourcedFacts(t *testing.T) {
	count := func(f func(territory) bool) int {
		n := 0
		for _, tr := range board {
			if f(tr) {
				n++
			}
		}
		return n
	}
	if len(board) != 30 || len(regions) != 6 {
		t.Errorf("%d territories in %d regions, want 30 in 6", len(board), len(regions))
	}
	// Rule text, mission card: "alle 6 Gebiete, die schwieriges Gelände
	// aufweisen".
	if n := count(func(tr territory) bool { return tr.Rough }); n != 6 {
		t.Errorf("%d rough territories, want 6", n)
	}
	if n := count(func(tr territory) bool { return tr.Stars == 2 }); n != 6 {
		t.Errorf("%d two-star cards, want 6 (the rough-terrain cards)", n)
	}
	var sea []string
	for _, tr := range board {
		if tr.SeaLane {
			sea = append(sea, tr.De)
		}
	}
	slices.Sort(sea)
	want := []string{"Großbritannien", "Irland", "Nord-Frankreich", "Norwegen", "Polen", "Schweden"}
	if !slices.Equal(sea, want) {
		t.Errorf("sea-lane territories %v, want %v", sea, want)
	}
	buildings := map[terrID]building{CHE: vault, DNK: navalBase, NOR: satellite, WUK: satellite}
	for id, tr := range board {
		if tr.Building != buildings[terrID(id)] {
			t.Errorf("%s has building %q, want %q", tr.De, tr.Building, buildings[terrID(id)])
		}
	}
	for _, l := range links {
		if l.Sea && !(board[l.A].SeaLane && board[l.B].SeaLane) {
			t.Errorf("sea lane %s–%s joins a territory without sea-lane access", l.A.name(), l.B.name())
		}
	}
	for id := range board {
		if board[id].SeaLane && !slices.ContainsFunc(adjacent[id], func(n terrID) bool { return isSea[id][n] }) {
			t.Errorf("%s has sea-lane access but no sea lane", board[id].De)
		}
	}
	var everyone state // every territory owned by army 0
	if r := everyone.reach(neutral, 0); slices.Contains(r[:], false) {
		t.Errorf("the map is not connected: %v", r)
	}
	colours := []string{}
	for _, r := range regions {
		if r.Sourced {
			colours = append(colours, r.Colour)
		}
	}
	if !slices.Equal(colours, []string{"Gelb", "Orange", "Lila", "Grün"}) {
		t.Errorf("sourced region colours %v", colours)
	}
}

func TestSetupsGiveTheRuleTextsCounts(t *testing.T) {
	for name, fs := range fixedSetups {
		t.Run(name, func(t *testing.T) {
			units := map[int]int{}
			seen := map[terrID]bool{}
			for _, pl := range fs.Start {
				if seen[pl.T] {
					t.Errorf("%s placed twice", pl.T.name())
				}
				seen[pl.T] = true
				units[pl.Owner] += pl.Units
			}
			if len(seen) != 30 || units[red] != 27 || units[blue] != 27 || units[neutral] != 60 {
				t.Errorf("%d territories, red %d, blue %d, neutral %d; want 30, 27, 27, 60",
					len(seen), units[red], units[blue], units[neutral])
			}
			if len(fs.Cities) != 9 || len(fs.Missions) != 8 {
				t.Errorf("%d cities and %d missions, want 9 and 8", len(fs.Cities), len(fs.Missions))
			}
			st, err := Game.New(config(name, 1))
			if err != nil {
				t.Fatal(err)
			}
			s := st.(*state)
			if s.Owner[s.Capital[red]] != red || s.Owner[s.Capital[blue]] != blue {
				t.Errorf("capitals %v not on their owners' territories", s.Capital)
			}
			if err := invariants(s); err != nil {
				t.Error(err)
			}
			for p := red; p <= blue; p++ {
				for r := range regions {
					if s.holdsRegion(p, r) {
						t.Errorf("%s starts with the whole region %s", seatNames[p], regions[r].Colour)
					}
				}
			}
		})
	}
	// The two count lists of the rule text, as multisets.
	listA := []int{4, 4, 4, 5, 2, 5, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 2, 8, 8, 2, 2, 2, 2, 2, 5, 2, 3, 2, 2}
	listB := []int{4, 7, 7, 7, 7, 4, 4, 4, 4, 5, 5, 8, 8, 8, 3, 3, 3, 1, 1, 1, 1, 1, 1, 3, 3, 3, 2, 2, 2, 2}
	for name, list := range map[string][]int{setupSpiel1: listA, setupSpiel2: listB} {
		var got []int
		for _, pl := range fixedSetups[name].Start {
			got = append(got, pl.Units)
		}
		slices.Sort(got)
		want := slices.Clone(list)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s units %v, want the rule text's list %v", name, got, want)
		}
	}
}

func TestKommandozentraleSetup(t *testing.T) {
	cfg := config(setupCommand, 9)
	cfg.Options["planner"] = "blue"
	st, err := Game.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*state)
	cities := 0
	for _, c := range s.City {
		if c {
			cities++
		}
	}
	if cities != 9 || len(s.Missions) != 8 {
		t.Errorf("%d cities, %d missions; want 9 and 8", cities, len(s.Missions))
	}
	if p := s.Pending(); len(p) != 1 || p[0].Seat != "blue" {
		t.Fatalf("Pending = %v, want the planner blue", p)
	}
	for _, o := range options(s) {
		if !strings.HasPrefix(o, "place neutral") {
			t.Errorf("option %q before the neutral army holds the four buildings", o)
		}
	}
	apply(t, s, "blue", "place neutral Schweiz 8, place neutral Dänemark 8, place neutral Norwegen 8, place neutral West-Ukraine 8")
	// Army A in the west, B in the east, the rest neutral.
	west := []terrID{IRL, GBR, NFR, SFR, BEL, NLD, DEU, ITA}
	east := []terrID{ZRU, NRU, BLR, OUK, SRU, LTU, LVA, ROU}
	for i, t2 := range west {
		n := 3
		if i == 0 {
			n = 6
		}
		apply(t, s, "blue", "place A "+t2.name()+" "+strconv.Itoa(n))
		apply(t, s, "blue", "place B "+east[i].name()+" "+strconv.Itoa(n))
	}
	for s.Phase == phPlace {
		empty := slices.Index(s.Owner[:], nobody)
		if empty < 0 {
			apply(t, s, "blue", "place neutral Schweiz "+strconv.Itoa(s.placeRemaining(neutral)))
			continue
		}
		apply(t, s, "blue", "place neutral "+terrID(empty).name()+" 1")
	}
	apply(t, s, "blue", "capital A Großbritannien")
	apply(t, s, "blue", "capital B Zentral-Russland")
	if s.actor() != red {
		t.Fatalf("actor %d after the capitals, want red to choose", s.actor())
	}
	apply(t, s, "red", "take B")
	if s.Owner[ZRU] != red || s.Owner[GBR] != blue || s.Capital[red] != int(ZRU) {
		t.Errorf("after red took B: Zentral-Russland %d, Großbritannien %d, red's capital %d",
			s.Owner[ZRU], s.Owner[GBR], s.Capital[red])
	}
	apply(t, s, "red", "first blue")
	if s.Active != blue || s.First != blue {
		t.Errorf("active %d, first %d; want blue", s.Active, s.First)
	}
	for t2 := range board {
		if s.Units[t2] < 1 {
			t.Errorf("%s is empty after the setup", terrID(t2).name())
		}
	}
}

func TestNewRefusesBadOptions(t *testing.T) {
	tests := []struct {
		name  string
		opts  map[string]string
		seats []string
	}{
		{"unknown setup", map[string]string{"setup": "spiel3"}, []string{"red", "blue"}},
		{"unknown planner", map[string]string{"planner": "green"}, []string{"red", "blue"}},
		{"bad turn limit", map[string]string{"turn-limit": "-1"}, []string{"red", "blue"}},
		{"unknown option", map[string]string{"fog": "yes"}, []string{"red", "blue"}},
		{"wrong seats", nil, []string{"blue", "red"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := config(setupSpiel1, 1)
			cfg.Seats = tt.seats
			for k, v := range tt.opts {
				cfg.Options[k] = v
			}
			if _, err := Game.New(cfg); err == nil {
				t.Errorf("New(%v, seats %v) succeeded, want an error", tt.opts, tt.seats)
			}
		})
	}
	if _, err := Game.Load([]byte(`{"owner":[1]}`)); err == nil {
		t.Errorf("Load of a broken state succeeded")
	}
}

func TestRegistered(t *testing.T) {
	g, err := engine.Lookup("risk-balance-of-power")
	if err != nil {
		t.Fatal(err)
	}
	if info := g.Info(); info.Short != "risk" || info.Options[0].Values[0] != setupSpiel1 {
		t.Errorf("Info() = %+v, want short name risk and setup spiel1 first", info)
	}
	if seats, _ := g.Seats(nil); !slices.Equal(seats, []string{"red", "blue"}) {
		t.Errorf("Seats = %v, want red, blue", seats)
	}
}

// Rule text, SPIEL 1 and SPIEL 2: "Legen Sie diese Missionen auf den
// Spielplan" and "Stellen Sie auf die folgenden Gebiete eine Stadt", in the
// rule text's words.
func TestSetupsUseTheRuleTextsMissionsAndCities(t *testing.T) {
	tests := []struct {
		setup    string
		missions []string // the rule text's bullets
		cities   []string // the names the rule text gives for this setup
	}{
		{setupSpiel1, []string{
			"Schweizer Gewölbe kontrollieren",
			"Dänischen Marinestützpunkt kontrollieren",
			"Neutrale Armee besiegen",
			"Beide Satellitenzentren kontrollieren",
			"6 Gebiete mit schwierigem Gelände kontrollieren",
			"Region Grün kontrollieren",
			"6 Gebiete mit Zugang zu Seestraßen kontrollieren",
			"Region Lila kontrollieren",
		}, []string{"Großbritannien", "Nord-Frankreich", "Deutschland", "Schweden"}},
		{setupSpiel2, []string{
			"2 gesamte Regionen kontrollieren",
			"6 Städte kontrollieren",
			"Schweizer Gewölbe kontrollieren",
			"Dänischen Marinestützpunkt kontrollieren",
			"Beide Satellitenzentren kontrollieren",
			"6 Gebiete mit schwierigem Gelände kontrollieren",
			"Region Grün kontrollieren",
			"Neutrale Armee besiegen",
		}, []string{"Niederlande", "Deutschland", "Süd-Frankreich", "Slowenien", "Nord-Russland",
			"Polen", "Italien", "Ungarn", "Ost-Ukraine"}},
	}
	for _, tt := range tests {
		t.Run(tt.setup, func(t *testing.T) {
			var got []string
			for _, k := range fixedSetups[tt.setup].Missions {
				got = append(got, strings.TrimPrefix(missionByKey(k).De, "Alle "))
			}
			if !slices.Equal(got, tt.missions) {
				t.Errorf("missions %q, want the rule text's %q", got, tt.missions)
			}
			for _, c := range tt.cities {
				id, err := resolveTerritory([]string{c})
				if err != nil || !slices.Contains(fixedSetups[tt.setup].Cities, id) {
					t.Errorf("no city in %s (%v)", c, err)
				}
			}
		})
	}
}
