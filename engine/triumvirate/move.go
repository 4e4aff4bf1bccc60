package triumvirate

import (
	"slices"
	"strconv"
	"strings"
)

// route is the cost of one movement step to a province
// (Rules, II. Bewegung): 1 point per area entered; across one or both sea
// areas without legions, 1 point less than the areas entered.
type route struct {
	WithLegions    int
	WithoutLegions int
}

// routes returns the provinces one step away from province from: its
// neighbours (borders and arrows) and the provinces across the sea areas.
// A step never ends on a sea area.
func (s *state) routes(from int) map[int]route {
	rs := map[int]route{}
	for p, r := range s.routeTable(from) {
		if r.reached() {
			rs[p] = r
		}
	}
	return rs
}

// reached reports whether a route of routeTable leads to its province.
func (r route) reached() bool { return r.WithLegions > 0 }

// routeTable is routes as an array by province, built without allocating;
// a province not one step away has the zero route.
func (s *state) routeTable(from int) [numProvinces]route {
	var rs [numProvinces]route
	add := func(p, entered int) {
		if !s.Provinces[p].InGame || p == from {
			return
		}
		r := route{WithLegions: entered, WithoutLegions: entered}
		if entered > 1 { // crossed a sea
			r.WithoutLegions = entered - 1
		}
		old := rs[p]
		seen := old.reached()
		if !seen || r.WithLegions < old.WithLegions {
			old.WithLegions = r.WithLegions
		}
		if !seen || r.WithoutLegions < old.WithoutLegions {
			old.WithoutLegions = r.WithoutLegions
		}
		rs[p] = old
	}
	for _, a := range adjacent[from] {
		if a < numProvinces {
			add(a, 1)
			continue
		}
		for _, b := range adjacent[a] {
			if b < numProvinces {
				add(b, 2)
				continue
			}
			for _, c := range adjacent[b] {
				if c < numProvinces {
					add(c, 3)
				}
			}
		}
	}
	return rs
}

// moveOptions lists the movement steps: moves into own provinces, attacks,
// taking and placing officials, ending the movement and passing.
func (s *state) moveOptions() []command { return s.appendMoveOptions(nil) }

// appendMoveOptions appends moveOptions to cs.
func (s *state) appendMoveOptions(cs []command) []command {
	me := s.Active
	from := s.Chars[me].Figure
	legions := s.Provinces[from].Legions
	rs := s.routeTable(from)
	var provinceCount [3]int
	for _, pr := range s.Provinces {
		if pr.InGame {
			provinceCount[pr.Owner]++
		}
	}
	for p := range numProvinces {
		r := rs[p]
		if !r.reached() {
			continue
		}
		owner := s.Provinces[p].Owner
		for n := 0; n <= legions; n++ {
			cost := r.WithLegions
			if n == 0 {
				cost = r.WithoutLegions
			}
			if cost > s.Points {
				continue
			}
			c := newCommand("move")
			c.Where, c.Legions = p, n
			if owner != me {
				// Rules: attack only with a legion; never a character
				// with one province.
				if n == 0 || provinceCount[owner] <= 1 {
					continue
				}
				c.Verb = "attack"
			}
			cs = append(cs, c)
		}
	}
	here := &s.Provinces[from]
	if !s.OfficialDone && here.Official {
		cs = append(cs, newCommand("take"))
	}
	// Rules, II. Bewegung: an official is set "beim Betreten einer
	// eigenen Provinz", on entering an own province, so not in the
	// province where the turn began.
	if !s.OfficialDone && s.Entered && !here.Official && s.Chars[me].Carried > 0 {
		cs = append(cs, newCommand("place"))
	}
	return append(cs, newCommand("done"), newCommand("pass"))
}

// seasCrossed lists the sea areas a step from province from to province p
// crosses: none when the two share a border or an arrow, else one sea area
// both touch, else both sea areas (Rules, II. Bewegung).
func seasCrossed(from, p int) []int {
	if slices.Contains(adjacent[from], p) {
		return nil
	}
	for _, a := range adjacent[from] {
		if a >= numProvinces && slices.Contains(adjacent[a], p) {
			return []int{a}
		}
	}
	for _, a := range adjacent[from] {
		for _, b := range adjacent[a] {
			if a >= numProvinces && b >= numProvinces && slices.Contains(adjacent[b], p) {
				return []int{a, b}
			}
		}
	}
	return nil
}

// across names the sea crossing of a step for the log: " across Mare
// Ionium", " across Mare Occidentale and Mare Ionium", or "".
func across(from, p int) string {
	if inTable(from) && inTable(p) {
		return acrossText[from][p]
	}
	return acrossWords(from, p)
}

// acrossText holds across for every two provinces, built once.
var acrossText = func() (t [numProvinces][numProvinces]string) {
	for from := range numProvinces {
		for p := range numProvinces {
			t[from][p] = acrossWords(from, p)
		}
	}
	return t
}()

// acrossWords is across written out.
func acrossWords(from, p int) string {
	seas := seasCrossed(from, p)
	if len(seas) == 0 {
		return ""
	}
	names := make([]string, len(seas))
	for i, a := range seas {
		names[i] = seaNames[a-numProvinces]
	}
	return " across " + strings.Join(names, " and ")
}

// cost is what the step to p with n legions costs.
func (s *state) cost(p, n int) int {
	r := s.routeTable(s.Chars[s.Active].Figure)[p]
	if n == 0 {
		return r.WithoutLegions
	}
	return r.WithLegions
}

// move walks the figure into an own province with n legions and picks up
// the gold lying there.
func (s *state) move(p, n int) {
	me := s.Active
	from := s.Chars[me].Figure
	s.Points -= s.cost(p, n)
	s.Provinces[from].Legions -= n
	s.Provinces[p].Legions += n
	s.Chars[me].Figure = p
	s.OfficialDone, s.Entered = false, true
	with := "alone"
	if n > 0 {
		with = "with " + amount(n, "legion")
	}
	s.say(s.seat(me) + " moves from " + provinces[from].Name + across(from, p) + " to " + provinces[p].Name + " " + with +
		" (" + amount(s.Points, "movement point") + " left).")
	s.pickUpGold(p)
}

func (s *state) pickUpGold(p int) {
	if g := s.Provinces[p].Gold; g > 0 {
		s.Provinces[p].Gold = 0
		s.Chars[s.Active].Gold += g
		s.say(s.seat(s.Active) + " picks up " + strconv.Itoa(g) + " gold in " + provinces[p].Name + ".")
	}
}

// takeOfficial lets the figure carry the official of its province. The
// governor stays off the supply field and steps onto it next turn.
func (s *state) takeOfficial() {
	p := s.Chars[s.Active].Figure
	s.Provinces[p].Official = false
	s.Chars[s.Active].Carried++
	s.OfficialDone = true
	s.logf("%s takes the official of %s along.", s.seat(s.Active), provinces[p].Name)
}

// placeOfficial sets a carried official into the figure's province: the
// governor moves onto it and the supply field is free.
func (s *state) placeOfficial() {
	p := s.Chars[s.Active].Figure
	s.Provinces[p].Official = true
	s.Provinces[p].GovOut = true
	s.Chars[s.Active].Carried--
	s.OfficialDone = true
	s.logf("%s places an official in %s.", s.seat(s.Active), provinces[p].Name)
}
