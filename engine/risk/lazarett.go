package risk

import (
	"fmt"
	"strings"
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
		// 3 Einheiten Verstärkung: placed with the draft.
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

// backToBuying returns to the purchases, or goes on to the draft when the
// Lazarett cannot pay for anything more.
func (s *state) backToBuying() []string {
	s.Phase = phBuy
	if len(s.buyOptions()) > 1 {
		return nil
	}
	return s.startDraft()
}
