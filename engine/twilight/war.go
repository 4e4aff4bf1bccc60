package twilight

// warSpec is what sets one war card apart from another; war resolves
// them all the same way.
type warSpec struct {
	Card int // the war card, named in the log
	// TargetCounts: the defender controlling the target itself is a
	// further -1 (Arab-Israeli War).
	TargetCounts bool
	Win          int // the lowest modified roll that wins (4; Brush War 3)
	VP           int // VP for the winner (2; Brush War 1)
	MilOps       int // military operations for the attacker, win or lose (2; Brush War 3)
	Mod          int // a further modifier to the roll (Korean War during the Chinese Civil War: -1)
}

// earlyWar is the common shape of Korean, Arab-Israeli, Indo-Pakistani
// and Iran-Iraq War: 4-6 wins 2 VP, 2 military operations either way.
func earlyWar(card int) warSpec { return warSpec{Card: card, Win: 4, VP: 2, MilOps: 2} }

// warMod is the defender's modifier against a war on c: 1 for each
// country next to c that the defender controls, 1 when c borders the
// defender's superpower (read as the realignment modifier reads a
// neighbouring superpower, rules 6.2.3), and 1 more for c itself when
// targetCounts.
func (s *state) warMod(defender Side, c int, targetCounts bool) int {
	mod := 0
	for _, n := range countries[c].Adj {
		if s.controls(defender, n) {
			mod++
		}
	}
	if countries[c].AdjSuper[defender] {
		mod++
	}
	if targetCounts && s.controls(defender, c) {
		mod++
	}
	return mod
}

// war resolves side p's war on country c: one die less warMod; at w.Win
// or more p gains w.VP and every opposing influence point in c becomes
// p's. p gains w.MilOps whatever the roll, even when the opponent played
// the card for Ops; with no opposing influence at stake the VP and
// military operations still count. War cards do not change DEFCON. It
// reports whether p won.
func (s *state) war(p Side, c int, w warSpec) bool {
	o := p.Opp()
	mod := s.warMod(o, c, w.TargetCounts) - w.Mod
	roll := s.Rand.D6()
	name := countries[c].Name
	s.logf("%s: the %s attacks %s and rolls %d - %d = %d (%d-6 wins).", cards[w.Card].Name, p, name, roll, mod, roll-mod, w.Win)
	s.addMilOps(p, w.MilOps)
	if roll-mod < w.Win {
		s.logf("The %s loses the war in %s.", p, name)
		return false
	}
	n := s.removeInf(o, c, s.Inf[o][c])
	s.addInf(p, c, n)
	s.logf("The %s wins the war in %s: the %s's %d influence there becomes the %s's.", p, name, o, n, p)
	s.addVP(p, w.VP)
	return true
}
