package risk

import "strconv"

// step is one small decision, the unit of Pending's options. A command
// line is one or more steps.
type step struct {
	Kind string // see the kind constants
	Army int    // place, capital, take: 1 = A, 2 = B, 0 = neutral; first: colour
	T, S terrID // target and source territory
	N, M int    // amounts: units; trade: cards and stars
	Key  string // buy: special command; claim: mission
}

// Step kinds.
const (
	kPlace     = "place"
	kAmount    = "amount" // a bare number: placing, reinforcing, moving
	kCapital   = "capital"
	kTake      = "take"
	kFirst     = "first"
	kBuy       = "buy"
	kDone      = "done"
	kTrade     = "trade"
	kReinforce = "reinforce"
	kAttack    = "attack"
	kWith      = "with"
	kOccupy    = "occupy"
	kClaim     = "claim"
	kMoveFrom  = "move-from"
	kTo        = "to"
	kEnd       = "end"
	kDefend    = "defend" // a standing order, read by standingOrder
)

// continues reports whether a step finishes the step before it, so that
// both are written on one line without a comma in normal form.
func (st step) continues() bool {
	return st.Kind == kAmount || st.Kind == kWith || st.Kind == kTo
}

func armyLabel(a int) string {
	switch a {
	case red:
		return "A"
	case blue:
		return "B"
	}
	return "neutral"
}

// normal is the step in normal form, exactly as Pending lists it.
func (st step) normal() string {
	switch st.Kind {
	case kPlace:
		if st.Army >= 0 && st.Army < len(stepText.place) && st.T >= 0 && st.T < numTerr {
			return stepText.place[st.Army][st.T]
		}
		return "place " + armyLabel(st.Army) + " " + st.T.name()
	case kAmount:
		return strconv.Itoa(st.N)
	case kCapital:
		return "capital " + armyLabel(st.Army) + " " + st.T.name()
	case kTake:
		return "take " + armyLabel(st.Army)
	case kFirst:
		return "first " + seatNames[st.Army]
	case kBuy:
		switch st.Key {
		case buyUprising:
			return "buy " + st.Key + " " + st.T.name() + " from " + st.S.name()
		case buyAirfield:
			return "buy " + st.Key + " " + st.T.name()
		}
		return "buy " + st.Key
	case kTrade:
		if st.N >= 0 && st.N < len(stepText.trade) && st.M >= 0 && st.M < len(stepText.trade[0]) {
			return stepText.trade[st.N][st.M]
		}
		return "trade " + plural(st.N, "card") + " " + plural(st.M, "star")
	case kReinforce:
		if st.T >= 0 && st.T < numTerr {
			return stepText.reinforce[st.T]
		}
		return "reinforce " + st.T.name()
	case kAttack:
		if st.T >= 0 && st.T < numTerr && st.S >= 0 && st.S < numTerr && stepText.attack[st.T][st.S] != "" {
			return stepText.attack[st.T][st.S]
		}
		return "attack " + st.T.name() + " from " + st.S.name()
	case kWith:
		if st.N >= 0 && st.N < len(stepText.with) {
			return stepText.with[st.N]
		}
		return "with " + strconv.Itoa(st.N)
	case kOccupy:
		if st.N >= 0 && st.N < len(stepText.move) {
			return stepText.move[st.N]
		}
		return "move " + strconv.Itoa(st.N)
	case kClaim:
		return "claim " + st.Key
	case kMoveFrom:
		if st.S >= 0 && st.S < numTerr {
			return stepText.moveFrom[st.S]
		}
		return "move from " + st.S.name()
	case kTo:
		if st.T >= 0 && st.T < numTerr {
			return stepText.to[st.T]
		}
		return "to " + st.T.name()
	}
	return st.Kind // done, end
}

// stepText holds the normal forms of the steps that name territories,
// built once so that option lists are built without concatenation.
var stepText = func() (t struct {
	place                   [3][numTerr]string // by army label index: neutral, A, B
	reinforce, to, moveFrom [numTerr]string
	attack                  [numTerr][numTerr]string // target, source
	with, move              [128]string              // by number of units
	trade                   [11][11]string           // by cards and stars (at most 10 each)
}) {
	for c := range t.trade {
		for st := range t.trade[c] {
			t.trade[c][st] = "trade " + plural(c, "card") + " " + plural(st, "star")
		}
	}
	for n := range t.with {
		t.with[n] = "with " + strconv.Itoa(n)
		t.move[n] = "move " + strconv.Itoa(n)
	}
	for a := range t.place {
		for x := terrID(0); x < numTerr; x++ {
			t.place[a][x] = "place " + armyLabel(a) + " " + x.name()
		}
	}
	for x := terrID(0); x < numTerr; x++ {
		t.reinforce[x] = "reinforce " + x.name()
		t.to[x] = "to " + x.name()
		t.moveFrom[x] = "move from " + x.name()
		for y := terrID(0); y < numTerr; y++ {
			if x != y {
				t.attack[x][y] = "attack " + x.name() + " from " + y.name()
			}
		}
	}
	return t
}()
