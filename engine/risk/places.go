package risk

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"turnmail/engine"
)

// This file reads the territories and the number of an attack or a troop
// move, in whatever order players write them.

// attackWords is what one attack names: target, source, units.
type attackWords struct {
	T, S terrID
	N    int
}

// parseAttack reads one attack in any order players write it: "Polen
// from Deutschland with 3", "from Deutschland on Polen 3", "Polen with 3"
// (the source found when only one territory can attack), "von
// Deutschland nach Polen mit 3".
func (s *state) parseAttack(args []string) ([]step, []string, error) {
	a, rest, err := readPlaces(args, true)
	if lo, ok := err.(*leftOver); ok && !strings.HasPrefix(lo.read, kAttack) {
		lo.read = kAttack + " " + lo.read
	}
	if err != nil {
		return nil, nil, err
	}
	if a.T < 0 && a.S < 0 {
		return nil, nil, engine.Refuse("write attack TARGET from SOURCE with N, e.g. %s", s.example())
	}
	if a.T < 0 || a.S < 0 {
		var alts []step
		for _, st := range s.steps() {
			if st.Kind == kAttack && (a.T < 0 || st.T == a.T) && (a.S < 0 || st.S == a.S) {
				alts = append(alts, st)
			}
		}
		switch len(alts) {
		case 0:
			if a.T >= 0 {
				return nil, nil, engine.Refuse("none of your territories with 2 or more units borders %s", a.T.name())
			}
			return nil, nil, engine.Refuse("%s borders no territory you can attack", a.S.name())
		case 1:
			a.T, a.S = alts[0].T, alts[0].S
		default:
			return nil, nil, engine.Refuse("%s", alternatives(alts, a.N))
		}
	}
	steps := []step{{Kind: kAttack, T: a.T, S: a.S}}
	if a.N >= 0 {
		steps = append(steps, step{Kind: kWith, N: a.N})
	}
	if err := s.attackLeft(steps, rest); err != nil {
		return nil, nil, err
	}
	return steps, rest, nil
}

// alternatives lists the steps a phrase could mean, for a refusal.
func alternatives(alts []step, n int) string {
	var forms []string
	for _, st := range alts {
		f := st.normal()
		if n >= 0 {
			f += " with " + strconv.Itoa(n)
		}
		forms = append(forms, f)
	}
	if len(forms) > 8 {
		forms = append(forms[:8:8], "…")
	}
	return "that could mean: " + strings.Join(forms, "; ") + ". Write which."
}

// readPlaces reads a clause naming a target (after "on", "auf", "to",
// "nach"), a source (after "from", "von") and a number (after "with" or
// bare). Bare names: for an attack the first is the target; for a move
// the first is the source, unless the other is marked.
func readPlaces(args []string, attack bool) (attackWords, []string, error) {
	a := attackWords{T: -1, S: -1, N: -1}
	var bare []terrID
	end := clauseEnd(args)
	i := 0
	for i < end {
		w := args[i]
		switch {
		case isNumber(w) && a.N < 0:
			a.N = atoi(w)
			i++
			continue
		case isNumber(w):
			read := slices.Delete(slices.Clone(args[:end]), i, i+1)
			return a, nil, &leftOver{read: strings.Join(read, " "), left: []string{"the number " + w}, why: "one number says how many units"}
		case i > 0 && isActionVerb(w):
			end = i
			continue
		case slices.Contains(withWords, w) || slices.Contains(placePreps, w) && !slices.Contains(attackFillers, w):
			i++
			continue
		}
		mark := ""
		switch {
		case slices.Contains(fromWords, w):
			mark, i = "from", i+1
		case slices.Contains(toWords, w) || slices.Contains(attackFillers, w):
			mark, i = "to", i+1
		}
		run, _ := nameRun(args[i:end])
		if len(run) == 0 {
			if mark == "" {
				return a, nil, engine.Refuse("%q: write attack TARGET from SOURCE with N", w)
			}
			continue
		}
		names, err := resolveNames(run)
		if err != nil {
			return a, nil, err
		}
		i += len(run)
		switch mark {
		case "from":
			a.S, names = names[0], names[1:]
		case "to":
			a.T, names = names[0], names[1:]
		}
		bare = append(bare, names...)
	}
	for _, t := range bare {
		first, second := &a.T, &a.S
		if !attack {
			first, second = &a.S, &a.T
		}
		switch {
		case *first < 0:
			*first = t
		case *second < 0:
			*second = t
		default:
			read, why := "attack "+a.T.name()+" from "+a.S.name(), "an attack has one target and one source"
			if !attack {
				read, why = "move from "+a.S.name()+" to "+a.T.name(), "a move has one source and one destination"
			}
			return a, nil, &leftOver{read: read, left: []string{t.name()}, why: why}
		}
	}
	return a, args[end:], nil
}

// parseMove reads the forms "move N" (after a conquest), "move from S
// [to T] [N]", "move S T [N]", "move N S T", "move N from S to T",
// "fortify T from S with N" and "move N to T" (the source found when only
// one territory can send N).
func (s *state) parseMove(args []string) ([]step, []string, error) {
	if s.Phase == phOccupy {
		return s.parseAmount(args)
	}
	all := len(args) > 0 && slices.Contains(allWords, args[0])
	if all {
		args = args[1:] // "move the rest from Sweden to Finland": the amount question's "all"
	}
	a, rest, err := readPlaces(args, false)
	if lo, ok := err.(*leftOver); ok && !strings.HasPrefix(lo.read, "move") {
		lo.read = "move " + lo.read
	}
	if err != nil {
		return nil, nil, err
	}
	if a.S < 0 && a.T < 0 {
		if a.N >= 0 {
			return nil, nil, engine.Refuse("move %d moves units into a territory just conquered, and no territory was just conquered; "+
				"to move between your territories write move SOURCE DESTINATION N, e.g. move Schweden Finnland 5", a.N)
		}
		return nil, nil, engine.Refuse("write move SOURCE DESTINATION N, e.g. move Schweden Finnland 5")
	}
	if a.S < 0 {
		var alts []string
		var only terrID = -1
		for _, st := range s.moveSources() {
			if st.S != a.T && s.reach(s.Active, st.S)[a.T] && s.Units[st.S] > max(a.N, 1) {
				alts = append(alts, fmt.Sprintf("move from %s to %s", st.S.name(), a.T.name()))
				only = st.S
			}
		}
		switch len(alts) {
		case 0:
			return nil, nil, engine.Refuse("none of your territories can move units to %s", a.T.name())
		case 1:
			a.S = only
		default:
			return nil, nil, engine.Refuse("that could mean: %s. Write which.", strings.Join(alts, "; "))
		}
	}
	steps := []step{{Kind: kMoveFrom, S: a.S}}
	if a.T >= 0 {
		steps = append(steps, step{Kind: kTo, T: a.T})
	}
	if a.N >= 0 {
		if a.T < 0 {
			return nil, nil, engine.Refuse("write where the units go: move %d %s DESTINATION", a.N, a.S.name())
		}
		steps = append(steps, step{Kind: kAmount, N: a.N})
	}
	if all && a.N < 0 && a.T >= 0 {
		rest = append([]string{"all"}, rest...)
	}
	return steps, rest, nil
}

// resolveNames reads one territory name, or two written one after the
// other ("northern france great britain").
func resolveNames(run []string) ([]terrID, error) {
	t, err := resolveTerritory(run)
	if err == nil {
		return []terrID{t}, nil
	}
	if a, b, ok := splitTwoNames(run); ok {
		return []terrID{a, b}, nil
	}
	return nil, err
}

// splitTwoNames reads two territory names written one after the other.
func splitTwoNames(run []string) (terrID, terrID, bool) {
	for i := 1; i < len(run); i++ {
		a, errA := resolveTerritory(run[:i])
		b, errB := resolveTerritory(run[i:])
		if errA == nil && errB == nil {
			return a, b, true
		}
	}
	return 0, 0, false
}
