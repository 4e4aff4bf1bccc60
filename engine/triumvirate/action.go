package triumvirate

// level returns c's marker on a competence track.
func (s *state) level(c int, track string) int {
	if track == "political" {
		return s.Chars[c].Political
	}
	return s.Chars[c].Military
}

// leads reports whether c "leads" on a track (Rules, III. Aktionen): his
// marker stands highest and at least one other stands lower, so two can
// lead together and nobody leads while all are equal; by the designers'
// erratum everyone leads when all stand on VII.
func (s *state) leads(c int, track string) bool {
	mine := s.level(c, track)
	someoneLower, allTop := false, true
	for o := 0; o < s.Players; o++ {
		v := s.level(o, track)
		if v > mine {
			return false
		}
		if v < mine {
			someoneLower = true
		}
		if v < maxLevel {
			allTop = false
		}
	}
	return someoneLower || allTop
}

// actionCost is what the next action costs: 1, then 2, then 3 gold, plus
// 2 for persuading or producing weapons without leading on the track.
func (s *state) actionCost(cmd command) int {
	cost := s.Actions + 1
	switch cmd.Kind {
	case "persuade":
		if !s.leads(s.Active, "political") {
			cost += 2
		}
	case "weapons":
		if !s.leads(s.Active, "military") {
			cost += 2
		}
	}
	return cost
}

// actOptions lists the actions the province under the figure allows and
// the character can pay for.
func (s *state) actOptions() []command { return s.appendActOptions(nil) }

// appendActOptions appends actOptions to cs.
func (s *state) appendActOptions(cs []command) []command {
	if s.Actions >= maxActions {
		return cs
	}
	me := s.Active
	ch := &s.Chars[me]
	add := func(c command) {
		if s.actionCost(c) <= ch.Gold {
			cs = append(cs, c)
		}
	}
	improve := func(track string) {
		if s.level(me, track) < maxLevel {
			c := newCommand("act")
			c.Kind, c.Track = "improve", track
			add(c)
		}
	}
	switch provinces[ch.Figure].Kind {
	case Political:
		improve("political")
		if s.Alii > 0 {
			c := newCommand("act")
			c.Kind = "persuade"
			add(c)
		}
		for o := 0; o < s.Players; o++ {
			if o != me && s.Chars[o].Citizens > 0 {
				c := newCommand("act")
				c.Kind, c.Seat = "persuade", o
				add(c)
			}
		}
	case Military:
		improve("military")
		if ch.Weapons > 0 {
			c := newCommand("act")
			c.Kind = "weapons"
			add(c)
		}
	case Competence:
		improve("political")
		improve("military")
	}
	return cs
}

// act carries out one action and pays for it.
func (s *state) act(cmd command) {
	me := s.Active
	ch := &s.Chars[me]
	cost := s.actionCost(cmd)
	ch.Gold -= cost
	s.SupplyGold += cost
	s.Actions++
	who := s.seat(me)
	switch cmd.Kind {
	case "improve":
		if cmd.Track == "political" {
			ch.Political++
		} else {
			ch.Military++
		}
		s.logf("%s pays %d gold and raises %s competence to %s.", who, cost, cmd.Track, roman(s.level(me, cmd.Track)))
	case "persuade":
		if cmd.Seat == noSeat {
			s.Alii--
			ch.Citizens++
			s.logf("%s pays %d gold and persuades a citizen of the Alii.", who, cost)
		} else {
			s.Chars[cmd.Seat].Citizens--
			s.Alii++
			s.logf("%s pays %d gold and sends a citizen of %s back to the Alii.", who, cost, s.seat(cmd.Seat))
		}
	case "weapons":
		n := min(2, ch.Weapons)
		ch.Weapons -= n
		s.Bag[me] += n
		s.logf("%s pays %d gold and puts %s into the bag.", who, cost, amount(n, "weapon"))
	}
	s.checkVictories(me)
}

// raise is compensation card II: one competence up by one level.
func (s *state) raise(c int, track string) {
	if track == "political" {
		s.Chars[c].Political++
	} else {
		s.Chars[c].Military++
	}
	s.Raising = noSeat
	s.logf("%s raises %s competence to %s.", s.seat(c), track, roman(s.level(c, track)))
	s.checkVictories(c)
	s.resume()
}

// checkVictories ends the game when c has reached the political victory
// by citizens or the competence victory (Rules, Spielende).
func (s *state) checkVictories(c int) {
	ch := &s.Chars[c]
	switch {
	case ch.Political == maxLevel && ch.Military == maxLevel:
		s.win(c, s.seat(c)+" reached VII in both competences (competence victory)")
	case ch.Consul > 0 && ch.Citizens >= 6:
		s.win(c, s.seat(c)+", once consul, has 6 citizens (political victory)")
	}
}

func roman(n int) string {
	return [...]string{"0", "I", "II", "III", "IV", "V", "VI", "VII", "VIII"}[n]
}
