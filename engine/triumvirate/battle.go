package triumvirate

import (
	"strconv"
	"strings"
)

// battle is what an attack did, step by step (Rules, Angriff in 5
// Schritten).
type battle struct {
	Drawn        [3]int // weapons drawn by colour
	AttackerLoss int    // by weapons, figure and main battle
	DefenderLoss int
	FigureKills  int
	Conquered    bool
}

// drawWeapons takes up to n weapons blind from the bag, without putting
// any back yet.
func (s *state) drawWeapons(n int) [3]int {
	var drawn [3]int
	for range n {
		total := s.Bag[0] + s.Bag[1] + s.Bag[2]
		if total == 0 {
			break
		}
		r := s.Rand.Intn(total)
		for c := range s.Bag {
			if r < s.Bag[c] {
				s.Bag[c]--
				drawn[c]++
				break
			}
			r -= s.Bag[c]
		}
	}
	return drawn
}

// attack attacks enemy province p with n legions from the figure's
// province.
func (s *state) attack(p, n int) {
	att := s.Active
	from := s.Chars[att].Figure
	def := s.Provinces[p].Owner
	s.Points -= s.cost(p, n)
	s.Provinces[from].Legions -= n
	s.say(s.seat(att) + " attacks " + provinces[p].Name + " (" + s.seat(def) + ", " + amount(s.Provinces[p].Legions, "legion") +
		") from " + provinces[from].Name + across(from, p) + " with " + amount(n, "legion") +
		" (" + amount(s.Points, "movement point") + " left).")
	b := s.fight(att, def, p, n)
	if !b.Conquered {
		// Rules: the figure and its officials go back without cost; they
		// never left the province in this model.
		s.say("The attack fails; " + s.seat(att) + " stays in " + provinces[from].Name + ".")
		return
	}
	s.conquer(att, def, p)
}

// fight resolves steps 1 to 5 of an attack of a legions on province p.
func (s *state) fight(att, def, p, a int) battle {
	var b battle
	d := s.Provinces[p].Legions
	// 1. Up to 3 weapons, fewer when either side has fewer legions.
	b.Drawn = s.drawWeapons(min(3, a, d))
	// 2. Each weapon kills a legion of the other side; the third colour is
	// neutral and goes back into the bag. Weapons that worked go back to
	// their owners' reinforcements.
	hitDef, hitAtt := b.Drawn[att], b.Drawn[def]
	s.Chars[att].Weapons += hitDef
	s.Chars[def].Weapons += hitAtt
	for c := range s.Bag {
		if c != att && c != def {
			s.Bag[c] += b.Drawn[c]
		}
	}
	d -= hitDef
	a -= hitAtt
	s.say("Weapons drawn: " + drawnText(b.Drawn, att, def) + ". " +
		s.seat(att) + " loses " + amount(hitAtt, "legion") + ", " + s.seat(def) + " loses " + amount(hitDef, "legion") + ".")
	// 3. The defending figure kills 2 attacking legions.
	if s.Chars[def].Figure == p {
		b.FigureKills = min(2, a)
		a -= b.FigureKills
		s.say(s.seat(def) + "'s figure defends " + provinces[p].Name + " and destroys " + amount(b.FigureKills, "attacking legion") + ".")
	}
	// 4. Main battle: equal numbers fall until one side (or both) is gone.
	m := min(a, d)
	a -= m
	d -= m
	s.say("Main battle: each side loses " + amount(m, "legion") + ".")
	b.AttackerLoss = hitAtt + b.FigureKills + m
	b.DefenderLoss = hitDef + m
	s.SupplyLegions += b.AttackerLoss + b.DefenderLoss
	s.Provinces[p].Legions = d
	// 5. Result: conquered if attackers remain.
	b.Conquered = a > 0
	if b.Conquered {
		s.Provinces[p].Legions = a
	}
	return b
}

func drawnText(drawn [3]int, att, def int) string {
	var parts []string
	for c, n := range drawn {
		if n == 0 {
			continue
		}
		role := "neutral, back into the bag"
		switch c {
		case att:
			role = "attacker's"
		case def:
			role = "defender's"
		}
		parts = append(parts, strconv.Itoa(n)+" "+seats3[c]+" ("+role+")")
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// conquer hands province p to the attacker and settles flight and
// compensation (Rules, Erobert; Flucht).
func (s *state) conquer(att, def, p int) {
	pr := &s.Provinces[p]
	pr.Owner = att // the governor is replaced; its position stays
	s.Chars[att].Governors--
	s.Chars[def].Governors++
	s.Chars[att].Figure = p
	s.OfficialDone, s.Entered = false, true
	s.say(s.seat(att) + " conquers " + provinces[p].Name + " and holds it with " + amount(pr.Legions, "legion") + ".")
	s.pickUpGold(p)
	if s.ownsCount(att) >= governorsEach {
		s.win(att, s.seat(att)+" holds 9 provinces (military victory)")
		return
	}
	// Flight comes before compensation.
	if s.Chars[def].Figure == p {
		s.flee(def)
	}
	if s.CompHolder == def {
		s.CompSide = 2
		s.logf("%s receives compensation card II and raises a competence.", s.seat(def))
		if s.Chars[def].Political < maxLevel || s.Chars[def].Military < maxLevel {
			s.Raising = def
		}
	} else {
		s.CompHolder, s.CompSide = def, 1
		s.logf("%s receives compensation card I.", s.seat(def))
		s.weaponToBag(def)
	}
	if pr.Official {
		s.logf("The official of %s now works for %s.", provinces[p].Name, s.seat(att))
		s.weaponToBag(def)
	}
	s.resume()
}

// weaponToBag puts one of c's weapons from his reinforcements into the
// bag, if he has one left.
func (s *state) weaponToBag(c int) {
	if s.Chars[c].Weapons == 0 {
		s.logf("%s has no weapon left to put into the bag.", s.seat(c))
		return
	}
	s.Chars[c].Weapons--
	s.Bag[c]++
	s.logf("%s puts a weapon into the bag.", s.seat(c))
}

// flee starts the flight of c's figure: he loses a level on every track
// he leads and must move to one of his provinces (automatic when he has
// only one).
func (s *state) flee(c int) {
	ch := &s.Chars[c]
	leadPol, leadMil := s.leads(c, "political"), s.leads(c, "military")
	if leadPol && ch.Political > 1 {
		ch.Political--
		s.logf("%s flees and loses a level of political competence.", s.seat(c))
	}
	if leadMil && ch.Military > 1 {
		ch.Military--
		s.logf("%s flees and loses a level of military competence.", s.seat(c))
	}
	var room [numProvinces]int
	if own := s.appendOwned(room[:0], c); len(own) == 1 {
		s.fleeTo(c, own[0])
		return
	}
	s.Fleeing = c
}

func (s *state) fleeTo(c, p int) {
	s.Chars[c].Figure = p
	s.Fleeing = noSeat
	s.logf("%s's figure flees to %s.", s.seat(c), provinces[p].Name)
}

// resume goes on with the movement once flight and compensation are
// settled.
func (s *state) resume() {
	switch {
	case s.Phase == phaseOver:
	case s.Fleeing != noSeat:
		s.Phase = phaseFlee
	case s.Raising != noSeat:
		s.Phase = phaseCompensate
	default:
		s.Phase = phaseMove
	}
}
