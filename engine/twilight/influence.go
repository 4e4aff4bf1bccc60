package twilight

// Rules 2.1.7: a side controls a country when its influence there is at
// least the stability number and exceeds the opponent's by at least it.
func (s *state) controls(p Side, c int) bool {
	st := countries[c].Stability
	return s.Inf[p][c] >= st && s.Inf[p][c]-s.Inf[p.Opp()][c] >= st
}

// controller returns the side controlling c, or Neutral.
func (s *state) controller(c int) Side {
	for _, p := range []Side{USSR, US} {
		if s.controls(p, c) {
			return p
		}
	}
	return Neutral
}

// addInf adds n influence of side p to country c (n may be negative;
// influence never goes below zero). Event influence ignores access.
func (s *state) addInf(p Side, c, n int) {
	s.Inf[p][c] = max(0, s.Inf[p][c]+n)
}

// setInf sets p's influence in c.
func (s *state) setInf(p Side, c, n int) { s.Inf[p][c] = max(0, n) }

// removeInf removes up to n of p's influence from c and returns how many
// were removed.
func (s *state) removeInf(p Side, c, n int) int {
	n = min(n, s.Inf[p][c])
	s.Inf[p][c] -= n
	return n
}

// gainControl adds just enough influence of p to control c (Fidel,
// US/Japan Mutual Defense Pact, Romanian Abdication).
func (s *state) gainControl(p Side, c int) {
	need := max(countries[c].Stability, s.Inf[p.Opp()][c]+countries[c].Stability)
	if s.Inf[p][c] < need {
		s.Inf[p][c] = need
	}
}

// isBattleground reports whether c counts as a battleground now
// (Formosan Resolution makes a US-controlled Taiwan one; rules 2.1.6).
func (s *state) isBattleground(c int) bool {
	if countries[c].Battleground {
		return true
	}
	return c == taiwanID && s.effect(effFormosan) > 0 && s.controls(US, c)
}

// countriesWhere lists the country IDs for which keep returns true.
func countriesWhere(keep func(c Country) bool) []int {
	var buf [numCountries]int // gathered here, then one allocation of the right size
	n := 0
	for _, c := range countries {
		if keep(c) {
			buf[n] = c.ID
			n++
		}
	}
	ids := make([]int, n)
	copy(ids, buf[:n])
	return ids
}

// takeOver removes all of the opponent's influence from c and gives p
// just enough influence to control it (Fidel, Romanian Abdication).
func (s *state) takeOver(p Side, c int) {
	removed := s.removeInf(p.Opp(), c, s.Inf[p.Opp()][c])
	before := s.Inf[p][c]
	s.gainControl(p, c)
	s.logf("The %s loses %d influence in %s; the %s adds %d and controls it.",
		p.Opp(), removed, countries[c].Name, p, s.Inf[p][c]-before)
}
