package triumvirate

// options lists every legal next step of the seat asked now, in the order
// the prompt shows them. It is the single source of truth: Apply accepts
// a step only when its normal form is among these.
func (s *state) options() []command { return s.appendOptions(nil) }

// commandRoom holds a decision's options on the caller's stack: they are
// listed several times for every decision (Pending, Apply), and a list
// that outgrows the room moves to the heap as any slice does.
type commandRoom [96]command

// appendOptions appends options to cs.
func (s *state) appendOptions(cs []command) []command {
	switch s.Phase {
	case phaseSupply:
		for p, want := range s.ToSupply {
			if want {
				c := newCommand("supply")
				c.Where = p
				cs = append(cs, c)
			}
		}
		if !s.RomeDone {
			cs = s.appendRomeOptions(cs)
		}
		return cs
	case phaseRome:
		return s.appendRomeOptions(cs)
	case phaseMove:
		return s.appendMoveOptions(cs)
	case phaseFlee:
		for p := range s.Provinces {
			if s.owns(s.Fleeing, p) {
				c := newCommand("flee")
				c.Where = p
				cs = append(cs, c)
			}
		}
		return cs
	case phaseCompensate:
		return s.appendTrackOptions(cs, "raise", s.Raising)
	case phaseAct:
		return append(s.appendActOptions(cs), newCommand("pass"))
	case phaseConsul:
		cs = append(cs, newCommand("keep"))
		for p := range s.Provinces {
			if s.owns(s.Consul, p) && !s.Provinces[p].Official {
				c := newCommand("place")
				c.Where = p
				cs = append(cs, c)
			}
		}
		return cs
	}
	return cs
}

// asked is the seat that must answer now.
func (s *state) asked() int {
	switch s.Phase {
	case phaseFlee:
		return s.Fleeing
	case phaseCompensate:
		return s.Raising
	case phaseConsul:
		return s.Consul
	case phaseOver:
		return noSeat
	}
	return s.Active
}

// romeOptions are the supplies from Rome the supply can still give
// (Rules, I. Versorgung: 2 gold, 2 legions spread freely, or 1 and 1).
func (s *state) romeOptions() []command { return s.appendRomeOptions(nil) }

// appendRomeOptions appends romeOptions to cs.
func (s *state) appendRomeOptions(cs []command) []command {
	var room [numProvinces]int
	own := s.appendOwned(room[:0], s.Active)
	if s.SupplyGold > 0 {
		c := newCommand("rome")
		c.Kind = "gold"
		cs = append(cs, c)
	}
	if s.SupplyLegions > 0 {
		for i, p := range own {
			c := newCommand("rome")
			c.Kind, c.Where = "legions", p
			if s.SupplyLegions >= 2 {
				c.Where2 = p
			}
			cs = append(cs, c)
			if s.SupplyLegions < 2 {
				continue
			}
			for _, q := range own[i+1:] {
				c.Where2 = q
				cs = append(cs, c)
			}
		}
	}
	if s.SupplyGold > 0 && s.SupplyLegions > 0 {
		for _, p := range own {
			c := newCommand("rome")
			c.Kind, c.Where = "mixed", p
			cs = append(cs, c)
		}
	}
	return cs
}

// trackOptions lists "verb political" and "verb military" for the tracks
// character c can still raise.
func (s *state) trackOptions(verb string, c int) []command {
	return s.appendTrackOptions(nil, verb, c)
}

// appendTrackOptions appends trackOptions to cs.
func (s *state) appendTrackOptions(cs []command, verb string, c int) []command {
	if s.Chars[c].Political < maxLevel {
		cm := newCommand(verb)
		cm.Track = "political"
		cs = append(cs, cm)
	}
	if s.Chars[c].Military < maxLevel {
		cm := newCommand(verb)
		cm.Track = "military"
		cs = append(cs, cm)
	}
	return cs
}
