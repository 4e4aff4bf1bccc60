package twilight

// The USSR's two Early War war cards: Korean War and Arab-Israeli War.

func init() {
	registerEvent(11, eventSpec{Run: koreanWar})
	registerEvent(13, eventSpec{Run: arabIsraeliWar, Prevented: arabIsraeliWarPrevented})
}

// koreanWar (11): North Korea invades South Korea. The USSR rolls, -1 per
// US-controlled country adjacent to South Korea; on 4-6 it gains 2 VP and
// replaces all US influence there with its own. The USSR adds 2 Military
// Ops either way. Deluxe Edition: DEFCON does not change.
func koreanWar(s *state, p Side) {
	aWar(s, p, country("South Korea"), false)
}

// arabIsraeliWar (13): a Pan-Arab coalition invades Israel. As Korean War,
// with a further -1 when the US controls Israel itself.
func arabIsraeliWar(s *state, p Side) {
	aWar(s, p, country("Israel"), true)
}

// arabIsraeliWarPrevented: no longer an event once Camp David Accords is
// in effect (card 13; research note 15).
func arabIsraeliWarPrevented(s *state, _ Side) string {
	if s.effect(effCampDavid) > 0 {
		return "Camp David Accords is in effect"
	}
	return ""
}

// aWar resolves a war card of side p against target c: a die less 1 per
// neighbour the opponent controls (and 1 when the opponent's superpower
// borders c, research note 11), less 1 more when targetCounts and the
// opponent controls c itself. On 4-6 p gains 2 VP and every opposing
// influence point in c becomes p's. p gains 2 Military Ops whatever the
// roll, even when the opponent played the card for Ops; with no opposing
// influence at stake the VP and Military Ops still count.
func aWar(s *state, p Side, c int, targetCounts bool) {
	o := p.Opp()
	mod := 0
	for _, n := range countries[c].Adj {
		if s.controls(o, n) {
			mod++
		}
	}
	if countries[c].AdjSuper[o] {
		mod++
	}
	if targetCounts && s.controls(o, c) {
		mod++
	}
	roll := s.Rand.D6()
	s.logf("War in %s: the %s rolls %d - %d = %d (4-6 wins).", countries[c].Name, p, roll, mod, roll-mod)
	s.addMilOps(p, 2)
	if roll-mod < 4 {
		s.logf("The %s loses the war in %s.", p, countries[c].Name)
		return
	}
	n := s.removeInf(o, c, s.Inf[o][c])
	s.addInf(p, c, n)
	s.logf("The %s wins the war in %s: the %s's %d influence there becomes the %s's.", p, countries[c].Name, o, n, p)
	s.addVP(p, 2)
}
