package risk

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// specialCost is the cheapest special command (Aufklärungsmission).
const specialCost = 2

// startTurn begins the active player's turn: the Lazarett purchases in the
// Kommandozentrale, then the draft.
func (s *state) startTurn() []string {
	s.Conquered, s.ClaimedThisTurn, s.Sondertrupp, s.Recon = false, false, false, 0
	s.From, s.To, s.Min, s.MoveKind = -1, -1, 0, ""
	if s.kz() && s.canBuy() {
		s.Phase = phBuy
		return nil
	}
	return s.startDraft()
}

// startDraft collects the reinforcements (rule text TRUPPEN) and asks where
// to place them. Reinforcements the supply cannot give are forfeited.
func (s *state) startDraft() []string {
	p := s.Active
	want := s.reinforcements(p)
	got := s.takeFromSupply(p, want)
	log := []string{seatNames[p] + " collects " + plural(got, "unit") + "."}
	if got < want {
		log = append(log, fmt.Sprintf("(%s more %s due, but the supply is empty.)", plural(want-got, "unit"), map[bool]string{true: "was", false: "were"}[want-got == 1]))
	}
	s.Phase = phDraft
	if s.Pool == 0 {
		s.Phase = phAttack
	}
	return log
}

// endTurn closes the turn: a card if it conquered (ZUG BEENDEN), the
// victory check, the turn limit, and the next player's turn.
func (s *state) endTurn() []string {
	p := s.Active
	var log []string
	if s.Conquered && s.drawCard(p) {
		log = append(log, seatNames[p]+" draws a card.")
	}
	if len(s.Claimed[p]) >= 3 && s.Capital[p] >= 0 && s.Owner[s.Capital[p]] == p {
		return append(log, s.finish(p, fmt.Sprintf("%s holds 3 missions and the own capital", seatNames[p])))
	}
	s.Active = other(p)
	if s.Active == s.First {
		s.Round++
		if s.TurnLimit > 0 && s.Round > s.TurnLimit {
			return append(log, s.finishByLimit())
		}
	}
	log = append(log, seatNames[s.Active]+"'s turn (round "+strconv.Itoa(s.Round)+").")
	return append(log, s.startTurn()...)
}

// finish ends the game with winner (0 for a draw).
func (s *state) finish(winner int, reason string) string {
	s.Phase, s.Winner, s.Reason = phOver, winner, reason
	s.From, s.To, s.Min, s.MoveKind = -1, -1, 0, ""
	return "Game over: " + reason + "."
}

// finishByLimit ends a game that reached the turn limit (house rule): more
// missions wins, then more territories, then more units; else a draw.
func (s *state) finishByLimit() string {
	score := func(p int) [3]int {
		return [3]int{len(s.Claimed[p]), s.countTerr(p), s.onBoard(p)}
	}
	r, b := score(red), score(blue)
	switch c := slices.Compare(r[:], b[:]); {
	case c > 0:
		return s.finish(red, fmt.Sprintf("the turn limit of %d rounds was reached; red leads", s.TurnLimit))
	case c < 0:
		return s.finish(blue, fmt.Sprintf("the turn limit of %d rounds was reached; blue leads", s.TurnLimit))
	}
	return s.finish(0, fmt.Sprintf("the turn limit of %d rounds was reached with equal scores", s.TurnLimit))
}

// leaveAttacks ends the attack phase. When exactly one mission is
// fulfilled and none was claimed this turn, it is claimed on the way.
func (s *state) leaveAttacks() []string {
	if s.Phase != phAttack {
		return nil
	}
	s.Phase = phFortify
	if c := s.claimable(s.Active); len(c) == 1 {
		return []string{s.claim(c[0])}
	}
	return nil
}

// claim gives the active player an open mission (rule text MISSIONEN
// ERFÜLLEN: it is not replaced).
func (s *state) claim(key string) string {
	p := s.Active
	s.Missions = slices.DeleteFunc(s.Missions, func(k string) bool { return k == key })
	s.Claimed[p] = append(s.Claimed[p], key)
	s.ClaimedThisTurn = true
	m := missionByKey(key)
	return fmt.Sprintf("%s claims the mission \"%s\" (%d of 3).", seatNames[p], m.De, len(s.Claimed[p]))
}

// battle is one roll of an attack (rule text EROBERN).
type battle struct {
	Att, Def       []int // dice after rerolls, sorted high to low, bonus included
	AttLoss, DefLo int
}

// fight rolls one battle of attacker (owner attacking, neutral when it is
// an Aufstand) with n dice against the defender of t, applies the losses
// to from and t, and describes it.
func (s *state) fight(attacker int, from, t terrID, n int) (battle, string) {
	defender := s.Owner[t]
	var b battle
	b.Att = s.roll(n)
	attNote := ""
	if attacker != neutral && board[t].Building != noBuilding && s.Recon > 0 {
		attNote = s.reconnoitre(b.Att)
	}
	nDef, defNote := s.defenceDice(t)
	b.Def = s.roll(nDef)
	sortDesc(b.Att)
	sortDesc(b.Def)
	attBonus, defBonus := s.airfieldBonus(attacker, t), s.airfieldBonus(defender, t)
	b.Att[0] += attBonus
	b.Def[0] += defBonus
	for i := 0; i < len(b.Att) && i < len(b.Def); i++ {
		if b.Att[i] > b.Def[i] {
			b.DefLo++
		} else {
			b.AttLoss++
		}
	}
	for range b.AttLoss {
		s.lose(from)
	}
	for range b.DefLo {
		s.lose(t)
	}
	att, def := seatNames[attacker], seatNames[defender]
	line := att + " attacks " + t.name() + " from " + from.name() + " with " + strconv.Itoa(n) + ": " +
		att + " rolls " + dice(b.Att) + attNote + airfieldNote(attBonus) + ", " +
		def + " rolls " + dice(b.Def) + defNote + airfieldNote(defBonus) + "; " +
		att + " loses " + strconv.Itoa(b.AttLoss) + ", " + def + " loses " + strconv.Itoa(b.DefLo) + "."
	return b, line
}

// airfieldNote tells the reader that a highest die includes the
// airfield's +1 (a 7 is no misprint).
func airfieldNote(bonus int) string {
	if bonus == 0 {
		return ""
	}
	return " (highest +1 for the airfield)"
}

func sortDesc(d []int) { slices.SortFunc(d, func(a, b int) int { return b - a }) }

func dice(d []int) string {
	if len(d) == 1 {
		return strconv.Itoa(d[0])
	}
	b := make([]byte, 0, 4*len(d))
	for i, v := range d {
		if i > 0 {
			b = append(b, '-')
		}
		b = strconv.AppendInt(b, int64(v), 10)
	}
	return string(b)
}

// conquer hands t to p after its last defender fell, destroys an airfield
// standing there, and reports elimination.
func (s *state) conquer(p int, t terrID) []string {
	loser := s.Owner[t]
	s.Owner[t] = p
	var log []string
	if loser != neutral && s.Airfield[loser] == int(t) {
		s.Airfield[loser] = -1
		log = append(log, fmt.Sprintf("%s's airfield in %s is destroyed.", seatNames[loser], t.name()))
	}
	log = append(log, seatNames[p]+" conquers "+t.name()+".")
	return log
}

// checkElimination ends the game when a player holds no territory.
func (s *state) checkElimination() []string {
	for p := red; p <= blue; p++ {
		if !s.holdsAny(p) {
			return []string{s.finish(other(p), fmt.Sprintf("%s eliminated %s", seatNames[other(p)], seatNames[p]))}
		}
	}
	return nil
}

// attack resolves one attack of the active player with n units.
func (s *state) attack(from, t terrID, n int) []string {
	p := s.Active
	_, line := s.fight(p, from, t, n)
	log := []string{line}
	if s.Units[t] > 0 {
		s.Phase = phAttack
		return log
	}
	log = append(log, s.conquer(p, t)...)
	s.Conquered = true
	if end := s.checkElimination(); end != nil {
		s.Units[t] = n
		s.Units[from] -= n
		return append(log, end...)
	}
	// The attacking units move in at once; more may follow (phOccupy).
	s.Units[t], s.Units[from] = n, s.Units[from]-n
	if s.Units[from] == 1 {
		s.Phase = phAttack
		return append(log, unitsMove(n)+" into "+t.name()+".")
	}
	s.Phase, s.From, s.To, s.Min = phOccupy, int(from), int(t), n
	return log
}

// uprising resolves an Aufstand: the neutral units of from attack the
// opponent's t until they conquer it or lose at least one unit.
func (s *state) uprising(from, t terrID) []string {
	var log []string
	for {
		n := min(3, s.Units[from]-1)
		if board[t].Rough {
			n = min(n, 2)
		}
		b, line := s.fight(neutral, from, t, n)
		log = append(log, line)
		if s.Units[t] == 0 {
			log = append(log, s.conquer(neutral, t)...)
			s.Units[t], s.Units[from] = n, s.Units[from]-n
			log = append(log, fmt.Sprintf("%s into %s.", strings.Replace(unitsMove(n), "unit", "neutral unit", 1), t.name()))
			return append(log, s.checkElimination()...)
		}
		if b.AttLoss > 0 {
			return log
		}
	}
}
