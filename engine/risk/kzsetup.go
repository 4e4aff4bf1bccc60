package risk

import "fmt"

// doPlace puts n units of army on t during the Kommandozentrale setup.
func (s *state) doPlace(army int, t terrID, n int) []string {
	s.Owner[t] = army
	s.Units[t] += n
	s.Placed[army] += n
	s.Phase = phPlace
	log := []string{fmt.Sprintf("%s places %s of %s on %s.", seatNames[s.Planner], plural(n, "unit"), armyName(army), t.name())}
	if !s.canPlace() {
		s.Phase, s.Army = phCapital, red
	}
	return log
}

// doCapital marks the capital of army A, then of army B.
func (s *state) doCapital(st step) []string {
	s.Capital[st.Army] = int(st.T)
	log := []string{fmt.Sprintf("The capital of army %s is %s.", armyLabel(st.Army), st.T.name())}
	if st.Army == red {
		s.Army = blue
		return log
	}
	s.Army, s.To, s.Phase = 0, -1, phTake
	return log
}

// doTake gives the chooser the army they took and the planner the other.
func (s *state) doTake(army int) []string {
	chooser := other(s.Planner)
	if army != chooser {
		// Army A is red's and B is blue's until now: swap the sides.
		for t := range board {
			if s.Owner[t] == red || s.Owner[t] == blue {
				s.Owner[t] = other(s.Owner[t])
			}
		}
		s.Capital[red], s.Capital[blue] = s.Capital[blue], s.Capital[red]
	}
	s.Phase = phFirst
	return []string{fmt.Sprintf("%s takes army %s and plays it as %s; army %s is %s's.",
		seatNames[chooser], armyLabel(army), seatNames[chooser], armyLabel(other(army)), seatNames[s.Planner])}
}
