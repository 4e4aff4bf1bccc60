package twilight

// Early War war cards: Korean War, Arab-Israeli War and Indo-Pakistani
// War, resolved by the core's war (war.go).

func init() {
	registerEvent(11, eventSpec{Run: koreanWar})
	registerEvent(13, eventSpec{Run: arabIsraeliWar, Prevented: arabIsraeliWarPrevented})
	registerEvent(24, eventSpec{Run: indoPakistaniWar})
}

// koreanWar (11): North Korea invades South Korea. The USSR rolls, -1 per
// US-controlled country adjacent to South Korea; on 4-6 it gains 2 VP and
// replaces all US influence there with its own. The USSR adds 2 Military
// Ops either way. Deluxe Edition: DEFCON does not change.
func koreanWar(s *state, p Side) {
	w := earlyWar(11)
	if s.ccwOpen() {
		w.Mod = -1 // rules 12.4.2: the USSR's roll is -1 while the Chinese Civil War is unresolved
	}
	s.war(p, country("South Korea"), w)
}

// arabIsraeliWar (13): a Pan-Arab coalition invades Israel. As Korean War,
// with a further -1 when the US controls Israel itself.
func arabIsraeliWar(s *state, p Side) {
	w := earlyWar(13)
	w.TargetCounts = true
	s.war(p, country("Israel"), w)
}

// arabIsraeliWarPrevented: no longer an event once Camp David Accords is
// in effect (card 65's text).
func arabIsraeliWarPrevented(s *state, _ Side) string {
	if s.effect(effCampDavid) > 0 {
		return "Camp David Accords is in effect"
	}
	return ""
}

// indoPakistaniWar (24): the player p names the country invaded, India
// or Pakistan, and rolls: -1 for each country next to the invaded one
// that the opponent controls. 4-6 wins 2 VP and replaces all the
// opponent's influence there with p's. p gains 2 Military Ops either
// way.
func indoPakistaniWar(s *state, p Side) {
	t := s.chooseCountry(p, "Indo-Pakistani War: which country is invaded?",
		[]int{country("India"), country("Pakistan")})
	s.war(p, t, earlyWar(24))
}
