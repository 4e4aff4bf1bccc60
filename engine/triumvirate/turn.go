package triumvirate

import "fmt"

// endTurn closes the active character's turn: legions above 6 leave every
// province, the calendar moves one field towards Elegio, and either the
// consul is elected or the next character begins.
func (s *state) endTurn() {
	for p := range s.Provinces {
		pr := &s.Provinces[p]
		if over := pr.Legions - legionCap; over > 0 {
			pr.Legions = legionCap
			s.SupplyLegions += over
			s.say(provinces[p].Name + " loses " + amount(over, "legion") + " above 6.")
		}
	}
	s.Chars[s.Active].LastTurn = s.Turn
	s.Calendar--
	if s.Calendar > 0 {
		s.beginTurn(s.next())
		return
	}
	s.elect()
}

func (s *state) next() int { return (s.Active + 1) % s.Players }

// elect is Elegio (Rules, Elegio – Wahl des Konsuls).
func (s *state) elect() {
	e := noSeat
	for c := 0; c < s.Players; c++ {
		if e == noSeat || s.Chars[c].Citizens > s.Chars[e].Citizens ||
			// A tie goes to whoever played longest ago.
			(s.Chars[c].Citizens == s.Chars[e].Citizens && s.Chars[c].LastTurn < s.Chars[e].LastTurn) {
			e = c
		}
	}
	ch := &s.Chars[e]
	s.logf("Elegio: %s is elected consul with %s.", s.seat(e), amount(ch.Citizens, "citizen"))
	if ch.Consul > 0 {
		ch.Consul++
		s.win(e, s.seat(e)+" is consul for the second time (political victory)")
		return
	}
	ch.Consul = 1
	back := min(3, ch.Citizens)
	ch.Citizens -= back
	s.Alii += back
	s.logf("%s takes a consul card and gives a short speech for the new year; %s of his go back to the Alii.", s.seat(e), amount(back, "citizen"))
	for c := 0; c < s.Players; c++ {
		if s.Chars[c].Consul > 0 && s.Chars[c].Citizens >= 6 {
			s.win(c, s.seat(c)+", once consul, has 6 citizens (political victory)")
			return
		}
	}
	if s.SupplyOfficials == 0 {
		s.logf("No official is left for the new consul.")
		s.newYear()
		return
	}
	s.SupplyOfficials--
	s.Consul = e
	s.Phase = phaseConsul
}

// placeConsulOfficial puts the consul's new official into province p, or
// with his figure when p is noSeat.
func (s *state) placeConsulOfficial(p int) {
	c := s.Consul
	if p == noSeat {
		s.Chars[c].Carried++
		s.logf("%s's figure keeps the new official.", s.seat(c))
	} else {
		s.Provinces[p].Official = true
		s.Provinces[p].GovOut = true
		s.logf("%s places the new official in %s.", s.seat(c), provinces[p].Name)
	}
	s.Consul = noSeat
	s.newYear()
}

// newYear resets the calendar and lets the next character begin.
func (s *state) newYear() {
	s.Calendar = s.yearLength()
	s.Year++
	s.beginTurn(s.next())
}

func (s *state) logf(format string, args ...any) {
	s.say(fmt.Sprintf(format, args...))
}

// say adds a line to the log. The lines of every turn are written with
// say and concatenation, which allocates once a line where logf's
// formatting allocates for each argument as well.
func (s *state) say(line string) {
	if s.log == nil {
		s.log = make([]string, 0, 4) // most commands log a few lines
	}
	s.log = append(s.log, line)
}
