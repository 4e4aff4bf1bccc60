package risk

import (
	"fmt"
	"strconv"

	"turnmail/engine"
)

// actor is the player who must act now (0 when the game is over).
func (s *state) actor() int {
	switch s.Phase {
	case phOver:
		return 0
	case phPlace, phPlaceAmount, phCapital:
		return s.Planner
	case phTake, phFirst:
		return other(s.Planner)
	}
	return s.Active
}

// Pending asks the acting seat for its next step.
func (s *state) Pending() []engine.Prompt {
	p := s.actor()
	if p == 0 {
		return nil
	}
	var room stepRoom
	steps := s.appendSteps(room[:0])
	opts := make([]string, len(steps))
	for i, st := range steps {
		opts[i] = st.normal()
	}
	return []engine.Prompt{{Seat: seatNames[p], Decision: s.Decision, Question: s.question(),
		Options: opts, Example: s.exampleOf(steps)}}
}

// stepRoom holds a phase's legal steps on the caller's stack: the lists
// are built several times for every decision (Pending, Apply's check), and
// a list that outgrows the room moves to the heap as any slice does.
type stepRoom [96]step

// steps lists every legal next step.
func (s *state) steps() []step { return s.appendSteps(nil) }

// appendSteps appends every legal next step to out.
func (s *state) appendSteps(out []step) []step {
	switch s.Phase {
	case phPlace:
		return s.appendPlaceSteps(out)
	case phPlaceAmount:
		return appendAmounts(out, kAmount, 1, s.placeMax(s.Army, terrID(s.To)))
	case phCapital:
		for t := range board {
			if s.Owner[t] == s.Army {
				out = append(out, step{Kind: kCapital, Army: s.Army, T: terrID(t)})
			}
		}
		return out
	case phTake:
		return append(out, step{Kind: kTake, Army: red}, step{Kind: kTake, Army: blue})
	case phFirst:
		return append(out, step{Kind: kFirst, Army: red}, step{Kind: kFirst, Army: blue})
	case phBuy:
		return s.appendBuyOptions(out)
	case phDraft:
		out = s.appendTradeSteps(out)
		for t := range board {
			if s.Owner[t] == s.Active {
				out = append(out, step{Kind: kReinforce, T: terrID(t)})
			}
		}
		return out
	case phDraftAmount:
		return appendAmounts(out, kAmount, 1, s.Pool)
	case phAttack:
		return s.appendAttackSteps(out)
	case phAttackDice:
		return appendAmounts(out, kWith, 1, s.maxDice(terrID(s.From), terrID(s.To)))
	case phOccupy:
		return appendAmounts(out, kOccupy, s.Min, s.Min+s.Units[s.From]-1)
	case phFortify:
		return append(s.appendMoveSources(out), step{Kind: kEnd})
	case phMoveFrom:
		return s.appendMoveSources(out)
	case phMoveTo:
		r := s.reach(s.Active, terrID(s.From))
		for t := range board {
			if r[t] && t != s.From {
				out = append(out, step{Kind: kTo, T: terrID(t)})
			}
		}
		return out
	case phMoveAmount:
		return appendAmounts(out, kAmount, 1, s.Units[s.From]-1)
	}
	return out
}

// options are the legal next steps in normal form.
func (s *state) options() []string {
	var room stepRoom
	st := s.appendSteps(room[:0])
	out := make([]string, len(st))
	for i, x := range st {
		out[i] = x.normal()
	}
	return out
}

// appendAmounts appends a step of kind for every number from lo to hi.
func appendAmounts(out []step, kind string, lo, hi int) []step {
	for n := lo; n <= hi; n++ {
		out = append(out, step{Kind: kind, N: n})
	}
	return out
}

// question says what the acting seat is asked.
func (s *state) question() string {
	switch s.Phase {
	case phPlace:
		return "Set up both sides: place units of army A, army B or the neutral army."
	case phPlaceAmount:
		return fmt.Sprintf("How many units of %s on %s?", armyName(s.Army), terrID(s.To).name())
	case phCapital:
		return fmt.Sprintf("Where is the capital of army %s?", armyLabel(s.Army))
	case phTake:
		return "Choose the army you will play: A or B."
	case phFirst:
		return "Choose who starts: red or blue."
	case phBuy:
		return fmt.Sprintf("Buy special commands with your Lazarett (%s), or done.", plural(s.Lazarett[s.Active], "unit"))
	case phDraft:
		if s.Pool >= 0 && s.Pool < len(questionText.draft) {
			return questionText.draft[s.Pool]
		}
		return draftQuestion(s.Pool)
	case phDraftAmount:
		return questionText.draftAmount[s.To]
	case phAttack:
		return "Attack, claim a mission, make your closing move, or end your turn."
	case phAttackDice:
		if q := questionText.attackDice[s.To][s.From]; q != "" {
			return q
		}
		return attackDiceQuestion(terrID(s.To), terrID(s.From))
	case phOccupy:
		return unitsMoved(s.Min) + " into " + terrID(s.To).name() + ". How many in all (up to " + strconv.Itoa(s.Min+s.Units[s.From]-1) + ")?"
	case phFortify:
		return "Make your closing troop move, or end your turn."
	case phMoveFrom:
		return "Startmanöver: move units from which territory?"
	case phMoveTo:
		return questionText.moveTo[s.From]
	case phMoveAmount:
		return "How many units move from " + terrID(s.From).name() + " to " + terrID(s.To).name() + "?"
	}
	return "The game is over."
}

// questionText holds the questions that name territories or count the
// reinforcements, built once; attackDice only for neighbours, the attacks
// there are.
var questionText = func() (q struct {
	draftAmount, moveTo [numTerr]string
	attackDice          [numTerr][numTerr]string // target, source
	draft               [piecesEach + 1]string   // by reinforcements to place
}) {
	for n := range q.draft {
		q.draft[n] = draftQuestion(n)
	}
	for t := terrID(0); t < numTerr; t++ {
		q.draftAmount[t] = "How many units on " + t.name() + "?"
		q.moveTo[t] = "Move units from " + t.name() + " to where?"
	}
	for _, l := range links {
		q.attackDice[l.A][l.B] = attackDiceQuestion(l.A, l.B)
		q.attackDice[l.B][l.A] = attackDiceQuestion(l.B, l.A)
	}
	return q
}()

// draftQuestion asks where n reinforcements go.
func draftQuestion(n int) string {
	return "Place your " + plural(n, "reinforcement") + " (or trade cards first)."
}

// attackDiceQuestion asks how many units attack t from src.
func attackDiceQuestion(t, src terrID) string {
	return "Attack " + t.name() + " from " + src.name() + " with how many units?"
}

// example is a typical command for the current phase, built from the
// legal options so that it is accepted as written.
func (s *state) example() string {
	var room stepRoom
	return s.exampleOf(s.appendSteps(room[:0]))
}

// exampleOf builds the example from the legal steps.
func (s *state) exampleOf(steps []step) string {
	if len(steps) == 0 {
		return ""
	}
	first := steps[0]
	switch first.Kind {
	case kPlace:
		return first.normal() + " 1"
	case kReinforce:
		return first.normal() + " " + strconv.Itoa(s.Pool)
	case kAttack:
		if e := exampleText.attack[first.T][first.S]; e != "" {
			return e
		}
		return first.normal() + " with 1"
	case kMoveFrom:
		for t := range board {
			if t != int(first.S) && s.reach(s.Active, first.S)[t] {
				return fmt.Sprintf("move 1 %s %s", first.S.name(), terrID(t).name())
			}
		}
	}
	return first.normal()
}

// exampleText holds the example of an attack for every two neighbours,
// built once.
var exampleText = func() (e struct{ attack [numTerr][numTerr]string }) {
	for _, l := range links {
		e.attack[l.A][l.B] = "attack " + l.A.name() + " from " + l.B.name() + " with 1"
		e.attack[l.B][l.A] = "attack " + l.B.name() + " from " + l.A.name() + " with 1"
	}
	return e
}()

func armyName(a int) string {
	if a == neutral {
		return "the neutral army"
	}
	return "army " + armyLabel(a)
}

// handStars counts p's one-star and two-star cards.
func (s *state) handStars(p int) (ones, twos int) {
	for _, c := range s.Hands[p] {
		if board[c].Stars == 2 {
			twos++
		} else {
			ones++
		}
	}
	return ones, twos
}

// tradeSteps lists every trade the hand allows: at least 2 and at most 10
// stars (the printed table ends at 10).
func (s *state) tradeSteps() []step { return s.appendTradeSteps(nil) }

// appendTradeSteps appends tradeSteps to out.
func (s *state) appendTradeSteps(out []step) []step {
	ones, twos := s.handStars(s.Active)
	for cards := 1; cards <= ones+twos; cards++ {
		for b := 0; b <= min(cards, twos); b++ {
			a := cards - b
			if a > ones {
				continue
			}
			if stars := a + 2*b; stars >= 2 && stars <= 10 {
				out = append(out, step{Kind: kTrade, N: cards, M: stars})
			}
		}
	}
	return out
}

// maxDice is how many units may attack t from src: 1–3, one stays
// behind, 2 into rough terrain without the Sondertrupp.
func (s *state) maxDice(src, t terrID) int {
	n := min(3, s.Units[src]-1)
	if board[t].Rough && !s.Sondertrupp {
		n = min(n, 2)
	}
	return n
}

// attackSteps lists attacks, claims, the closing move and the end.
func (s *state) attackSteps() []step { return s.appendAttackSteps(nil) }

// appendAttackSteps appends attackSteps to out.
func (s *state) appendAttackSteps(out []step) []step {
	p := s.Active
	for src := range board {
		if s.Owner[src] != p || s.Units[src] < 2 {
			continue
		}
		for _, t := range adjacent[src] {
			if s.Owner[t] != p {
				out = append(out, step{Kind: kAttack, T: t, S: terrID(src)})
			}
		}
	}
	claims := s.claimable(p)
	for _, k := range claims {
		out = append(out, step{Kind: kClaim, Key: k})
	}
	if len(claims) <= 1 {
		out = s.appendMoveSources(out)
		out = append(out, step{Kind: kEnd})
	}
	return out
}

// moveSources lists the territories a troop move can start from.
func (s *state) moveSources() []step { return s.appendMoveSources(nil) }

// hasMoveSource reports whether a troop move can start anywhere.
func (s *state) hasMoveSource() bool {
	return s.eachMoveSource(func(int) bool { return false })
}

// appendMoveSources appends moveSources to out.
func (s *state) appendMoveSources(out []step) []step {
	s.eachMoveSource(func(t int) bool {
		out = append(out, step{Kind: kMoveFrom, S: terrID(t)})
		return true
	})
	return out
}

// eachMoveSource calls yield with every territory of the active player
// that has a unit to spare and a neighbour of its own, until yield
// returns false; it reports whether it found one.
func (s *state) eachMoveSource(yield func(t int) bool) (found bool) {
	p := s.Active
	for t := range board {
		if s.Owner[t] != p || s.Units[t] < 2 {
			continue
		}
		for _, n := range adjacent[t] {
			if s.Owner[n] == p {
				found = true
				if !yield(t) {
					return true
				}
				break
			}
		}
	}
	return found
}

// buyOptions lists the special commands the Lazarett can pay for now,
// and done.
func (s *state) buyOptions() []step { return s.appendBuyOptions(nil) }

// canBuy reports whether the Lazarett can pay for a special command now
// (buyOptions holds more than done).
func (s *state) canBuy() bool {
	var room stepRoom
	return len(s.appendBuyOptions(room[:0])) > 1
}

// appendBuyOptions appends buyOptions to out.
func (s *state) appendBuyOptions(out []step) []step {
	p := s.Active
	laz := s.Lazarett[p]
	for _, sp := range specials {
		if laz < sp.Cost {
			continue
		}
		switch sp.Key {
		case buyManoeuvre:
			if s.hasMoveSource() {
				out = append(out, step{Kind: kBuy, Key: sp.Key})
			}
		case buyUprising:
			for t := range board {
				if s.Owner[t] != other(p) {
					continue
				}
				for _, n := range adjacent[t] {
					if s.Owner[n] == neutral && s.Units[n] >= 2 {
						out = append(out, step{Kind: kBuy, Key: sp.Key, T: terrID(t), S: n})
					}
				}
			}
		case buySpecial:
			if !s.Sondertrupp {
				out = append(out, step{Kind: kBuy, Key: sp.Key})
			}
		case buyCard:
			if s.canDraw() {
				out = append(out, step{Kind: kBuy, Key: sp.Key})
			}
		case buyAirfield:
			if s.Airfield[p] < 0 {
				for t := range board {
					if s.Owner[t] == p {
						out = append(out, step{Kind: kBuy, Key: sp.Key, T: terrID(t)})
					}
				}
			}
		default:
			out = append(out, step{Kind: kBuy, Key: sp.Key})
		}
	}
	return append(out, step{Kind: kDone})
}

// placeRemaining is how many units army still has to place in the
// Kommandozentrale setup.
func (s *state) placeRemaining(army int) int { return armyLimit(army) - s.Placed[army] }

// placeSlack counts the empty territories and the player armies that hold
// none yet; a placement must leave enough units for every empty
// territory and an empty territory for every army without one.
func (s *state) placeSlack() (empty, homeless, left int) {
	for t := range board {
		if s.Owner[t] == nobody {
			empty++
		}
	}
	for a := red; a <= blue; a++ {
		if !s.holdsAny(a) {
			homeless++
		}
	}
	for a := neutral; a <= blue; a++ {
		left += s.placeRemaining(a)
	}
	return empty, homeless, left
}

// placeMax is the most units army may put on t now (0: not allowed).
func (s *state) placeMax(army int, t terrID) int {
	rem := s.placeRemaining(army)
	if rem == 0 {
		return 0
	}
	empty, homeless, left := s.placeSlack()
	if army == neutral {
		// Keep a neutral unit for every building still empty.
		open := s.buildingsOpen()
		if s.Owner[t] == nobody && board[t].Building != noBuilding {
			open--
		}
		rem -= open
	}
	if s.Owner[t] != nobody {
		if s.Owner[t] != army {
			return 0
		}
		return max(0, min(rem, left-empty))
	}
	if army == neutral && board[t].Building == noBuilding && s.buildingsOpen() > 0 {
		return 0
	}
	if army != neutral && board[t].Building != noBuilding {
		return 0
	}
	empty--
	if army != neutral && !s.holdsAny(army) {
		homeless--
	}
	if empty < homeless {
		return 0
	}
	return max(0, min(rem, left-empty))
}

// buildingsOpen counts building territories the neutral army has not
// been placed on yet (it starts there first).
func (s *state) buildingsOpen() int {
	n := 0
	for t := range board {
		if board[t].Building != noBuilding && s.Owner[t] == nobody {
			n++
		}
	}
	return n
}

// placeSteps lists the placements of the Kommandozentrale setup: the
// neutral army on the four buildings first, then anything.
func (s *state) placeSteps() []step { return s.appendPlaceSteps(nil) }

// canPlace reports whether a placement of the setup is left (placeSteps
// is not empty).
func (s *state) canPlace() bool {
	var room stepRoom
	return len(s.appendPlaceSteps(room[:0])) > 0
}

// appendPlaceSteps appends placeSteps to out.
func (s *state) appendPlaceSteps(out []step) []step {
	for _, a := range [...]int{red, blue, neutral} {
		if s.buildingsOpen() > 0 && a != neutral {
			continue
		}
		for t := range board {
			if s.placeMax(a, terrID(t)) > 0 {
				out = append(out, step{Kind: kPlace, Army: a, T: terrID(t)})
			}
		}
	}
	return out
}
