package risk

import (
	"fmt"
	"slices"
	"strings"

	"turnmail/engine"
)

// doBuy pays for a special command with units from the Lazarett, which go
// back to the supply (rule text LAZARETT, SONDERKOMMANDOS), and carries
// out its effect.
func (s *state) doBuy(st step) []string {
	p := s.Active
	cost := specialCostOf(st.Key)
	s.Lazarett[p] -= cost
	s.Supply[p] += cost
	log := []string{fmt.Sprintf("%s buys %s for %d Lazarett units.", seatNames[p], strings.TrimPrefix(st.normal(), "buy "), cost)}
	switch st.Key {
	case buyRecon:
		// Aufklärungsmission: one more rolled 1 is rolled again this turn
		// when attacking a territory with a building.
		s.Recon++
	case buyManoeuvre:
		// Startmanöver: a troop move at once.
		s.MoveKind, s.Phase = moveStartmanov, phMoveFrom
		return log
	case buyUprising:
		log = append(log, s.uprising(st.S, st.T)...)
		if s.Phase == phOver {
			return log
		}
	case buyReinforce:
		// 3 Einheiten Verstärkung: placed with the draft. The 7 units
		// paid are back in the supply ("danach zu Ihrem Vorrat
		// zurücklegen"), so it always holds the 3.
		s.takeFromSupply(p, 3)
	case buySpecial:
		s.Sondertrupp = true
	case buyCard:
		s.drawCard(p)
		log = append(log, fmt.Sprintf("%s draws a card.", seatNames[p]))
	case buyAirfield:
		s.Airfield[p] = int(st.T)
		log = append(log, fmt.Sprintf("%s builds an airfield in %s.", seatNames[p], st.T.name()))
	}
	return append(log, s.backToBuying()...)
}

// reconnoitre applies the Aufklärungsmissionen bought this turn to an
// attacker's roll against a territory with a building (rule text: "Beim
// Angriff eines Gebiets mit Bauwerk wird eine gewürfelte 1 so oft
// weitergeworfen, bis eine andere Augenzahl gewürfelt wird. Sollte es
// beim ursprünglichen Wurf mehr als eine 1 gegeben haben, so bleiben diese
// stehen."). Reading of its scope: every purchase rerolls one 1 in each
// such roll for the rest of the turn. It returns the note for the roll's
// log line, e.g. " (Aufklärungsmission: a 1 rolled again: 1, 4)".
func (s *state) reconnoitre(d []int) string {
	left := s.Recon
	var notes []string
	for i := range d {
		if left == 0 || d[i] != 1 {
			continue
		}
		seq := []string{"1"}
		for d[i] == 1 {
			d[i] = s.die()
			seq = append(seq, fmt.Sprint(d[i]))
		}
		left--
		notes = append(notes, strings.Join(seq, ", "))
	}
	if len(notes) == 0 {
		return ""
	}
	return " (Aufklärungsmission: a 1 rolled again: " + strings.Join(notes, "; a 1 rolled again: ") + ")"
}

// backToBuying returns to the purchases, or goes on to the draft when the
// Lazarett cannot pay for anything more.
func (s *state) backToBuying() []string {
	s.Phase = phBuy
	if s.canBuy() {
		return nil
	}
	return s.startDraft()
}

// Special commands (rule text SONDERKOMMANDOS), by normal-form key.
const (
	buyRecon      = "aufklärungsmission"
	buyManoeuvre  = "startmanöver"
	buyUprising   = "aufstand"
	buyReinforce  = "verstärkung"
	buySpecial    = "sondertrupp"
	buyCard       = "gebietskarte"
	buyAirfield   = "flugplatz"
	buyAirfieldEn = "airfield"
)

// specials lists the special commands with their costs and English names.
var specials = []struct {
	Key, En string
	Cost    int
}{
	{buyRecon, "reconnaissance", 2},
	{buyManoeuvre, "manoeuvre", 3},
	{buyUprising, "uprising", 6},
	{buyReinforce, "reinforcements", 7},
	{buySpecial, "special-forces", 8},
	{buyCard, "card", 9},
	{buyAirfield, buyAirfieldEn, 10},
}

func specialCostOf(key string) int {
	for _, sp := range specials {
		if sp.Key == key {
			return sp.Cost
		}
	}
	return 0
}

// parseBuy reads "buy COMMAND [args]", also with the titles the rule text
// prints ("3 Einheiten Verstärkung", "Gebietskarte ziehen", "Flugplatz
// bauen in Polen") and English words ("build an airfield in Poland").
func parseBuy(args []string) ([]step, []string, error) {
	args = skipWords(args, buyLead)
	if len(args) > 1 && isNumber(args[0]) {
		args = args[1:] // "3 (Einheiten) Verstärkung"
	}
	if len(args) == 0 {
		return nil, nil, engine.Refuse("write buy and a special command, e.g. buy sondertrupp")
	}
	if verbs[args[0]] == kDone {
		return []step{{Kind: kDone}}, skipEndFillers(args[1:]), nil // "kaufe nichts (mehr)"
	}
	key, err := resolveSpecial(args[0])
	if err != nil {
		return nil, nil, err
	}
	args = skipWords(args[1:], buyTail)
	st := step{Kind: kBuy, Key: key}
	switch key {
	case buyUprising:
		a, rest, err := readPlaces(skipWords(args, placePreps), true)
		if err != nil {
			return nil, nil, err
		}
		if a.T < 0 || a.S < 0 {
			return nil, nil, engine.Refuse("write buy aufstand TERRITORY from NEUTRAL-TERRITORY")
		}
		st.T, st.S, args = a.T, a.S, rest
	case buyAirfield:
		st.T, args, err = parseTerritory(skipWords(args, placePreps, toWords))
	}
	return []step{st}, args, err
}

// buyLead and buyTail stand before and after a special command's name.
var (
	buyLead = []string{"a", "an", "ein", "eine", "einen", "kaufen", "buy", "special-command", "sonderkommando", "territory"}
	buyTail = []string{"forces", "ziehen", "bauen", "build", "draw", "kaufen", "buy"}
)

// isSpecial reports whether w names a special command.
func isSpecial(w string) bool {
	_, err := resolveSpecial(w)
	return err == nil
}

func resolveSpecial(w string) (string, error) {
	f := fold(w)
	var hits, all []string
	for _, sp := range specials {
		for _, n := range []string{sp.Key, sp.En} {
			all = append(all, n)
			if fold(n) == f || foldAlt(n) == f {
				return sp.Key, nil
			}
			if (strings.HasPrefix(fold(n), f) || strings.HasPrefix(foldAlt(n), f)) && !slices.Contains(hits, sp.Key) {
				hits = append(hits, sp.Key)
			}
		}
	}
	if len(hits) == 1 {
		return hits[0], nil
	}
	if len(hits) > 1 {
		return "", engine.Refuse("%q could mean %s", w, strings.Join(hits, " or "))
	}
	return "", engine.Refuse("unknown special command %q%s", w, didYouMean(w, all))
}
