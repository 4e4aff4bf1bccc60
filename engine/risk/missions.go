package risk

// mission is one of the twelve mission cards (S: rule text, "MISSIONEN").
type mission struct {
	Key     string   // normal form used in "claim KEY"
	De, En  string   // titles
	Aliases []string // further accepted words
	Done    func(s *state, p int) bool
}

// missions are the twelve mission cards, in the order of the rule text.
var missions = []mission{
	{Key: "yellow", De: "Region Gelb kontrollieren", En: "control region Yellow",
		Aliases: []string{"gelb", "gelbe", "gelben"}, Done: holdsRegionFn(0)},
	{Key: "orange", De: "Region Orange kontrollieren", En: "control region Orange",
		Done: holdsRegionFn(1)},
	{Key: "purple", De: "Region Lila kontrollieren", En: "control region Purple",
		Aliases: []string{"lila", "violett", "violette"}, Done: holdsRegionFn(2)},
	{Key: "green", De: "Region Grün kontrollieren", En: "control region Green",
		Aliases: []string{"grün", "grüne", "grünen"}, Done: holdsRegionFn(3)},
	{Key: "two-regions", De: "2 gesamte Regionen kontrollieren", En: "control 2 whole regions",
		Aliases: []string{"zwei-regionen", "2-regionen", "regionen", "regions"}, Done: func(s *state, p int) bool {
			n := 0
			for r := range regions {
				if s.holdsRegion(p, r) {
					n++
				}
			}
			return n >= 2
		}},
	{Key: "sea-lanes", De: "Alle 6 Gebiete mit Zugang zu Seestraßen kontrollieren",
		En: "control all 6 sea-lane territories", Aliases: []string{"seestraßen", "seestrassen"},
		Done: func(s *state, p int) bool {
			for t := range board {
				if board[t].SeaLane && s.Owner[t] != p {
					return false
				}
			}
			return true
		}},
	{Key: "cities", De: "6 Städte kontrollieren", En: "control 6 cities",
		Aliases: []string{"städte", "staedte", "6-cities"}, Done: func(s *state, p int) bool {
			n := 0
			for t := range board {
				if s.City[t] && s.Owner[t] == p {
					n++
				}
			}
			return n >= 6
		}},
	{Key: "vault", De: "Schweizer Gewölbe kontrollieren", En: "control the Swiss vault",
		Aliases: []string{"gewölbe", "tresor"}, Done: func(s *state, p int) bool { return s.Owner[CHE] == p }},
	{Key: "naval-base", De: "Dänischen Marinestützpunkt kontrollieren", En: "control the Danish naval base",
		Aliases: []string{"marinestützpunkt", "marinestuetzpunkt"}, Done: func(s *state, p int) bool { return s.Owner[DNK] == p }},
	{Key: "satellites", De: "Beide Satellitenzentren kontrollieren", En: "control both satellite centres",
		Aliases: []string{"satellitenzentren"}, Done: func(s *state, p int) bool { return s.Owner[NOR] == p && s.Owner[WUK] == p }},
	// Rule text: "Kontrollieren Sie alle 6 Gebiete, die schwieriges
	// Gelände aufweisen": all of them, as with the six sea lanes.
	{Key: "rough-terrain", De: "6 Gebiete mit schwierigem Gelände kontrollieren",
		En: "control all 6 rough-terrain territories", Aliases: []string{"gelände", "gelaende", "schwieriges-gelände", "rough"},
		Done: func(s *state, p int) bool {
			for t := range board {
				if board[t].Rough && s.Owner[t] != p {
					return false
				}
			}
			return true
		}},
	{Key: "neutral", De: "Neutrale Armee besiegen", En: "defeat the neutral army",
		Aliases: []string{"neutrale-armee"}, Done: func(s *state, p int) bool {
			for t := range board {
				if s.Owner[t] == neutral {
					return false
				}
			}
			return true
		}},
}

// Missions of the two Grundausbildung setups (S: rule text, SPIEL 1 and 2).
var (
	spiel1Missions = []string{"vault", "naval-base", "neutral", "satellites", "rough-terrain", "green", "sea-lanes", "purple"}
	spiel2Missions = []string{"two-regions", "cities", "vault", "naval-base", "satellites", "rough-terrain", "green", "neutral"}
)

func holdsRegionFn(r int) func(*state, int) bool {
	return func(s *state, p int) bool { return s.holdsRegion(p, r) }
}

// missionByKey returns the mission with key, or nil.
func missionByKey(key string) *mission {
	for i := range missions {
		if missions[i].Key == key {
			return &missions[i]
		}
	}
	return nil
}

// fulfilled lists the open missions whose condition p meets now, in the
// order they lie on the board.
func (s *state) fulfilled(p int) []string {
	var keys []string
	for _, k := range s.Missions {
		if missionByKey(k).Done(s, p) {
			keys = append(keys, k)
		}
	}
	return keys
}

// claimable lists the missions p may claim now: none once p has claimed one
// this turn (rule text: "Jeder Spieler kann pro Zug nur eine Mission
// sammeln").
func (s *state) claimable(p int) []string {
	if s.ClaimedThisTurn {
		return nil
	}
	return s.fulfilled(p)
}
