package twilight

// Early War events that put an effect in force: NATO, Containment,
// US/Japan Mutual Defense Pact, Red Scare/Purge and Formosan Resolution.
// The core reacts to their effects (effects.go, influence.go, round.go);
// these events only put them in force.

func init() {
	registerEvent(21, eventSpec{Run: nato, Prevented: natoPrevented})
	registerEvent(25, eventSpec{Run: containment})
	registerEvent(27, eventSpec{Run: usJapanPact})
	registerEvent(31, eventSpec{Run: redScarePurge})
	registerEvent(35, eventSpec{Run: formosanResolution})
}

// natoPrevented: NATO needs Marshall Plan or Warsaw Pact Formed played
// as an event before (card text; rules 5.2). When it does not occur the
// starred card goes to the discard pile.
func natoPrevented(s *state, _ Side) string {
	if s.effect(effMarshall) == 0 && s.effect(effWarsaw) == 0 {
		return "NATO needs Marshall Plan or Warsaw Pact Formed to have been played as an event"
	}
	return ""
}

// nato (21): for the rest of the game the USSR may not coup or realign
// US-controlled countries in Europe, nor Brush War them (state.protected;
// De Gaulle Leads France and Willy Brandt lift it for their country).
func nato(s *state, _ Side) {
	s.setEffect(effNATO, 1)
	s.logf("NATO: the USSR may no longer coup or realign US-controlled countries in Europe.")
}

// usJapanPact (27): the US adds enough influence to control Japan, and
// the USSR may not coup or realign Japan for the rest of the game.
func usJapanPact(s *state, _ Side) {
	j := country("Japan")
	before := s.Inf[US][j]
	s.gainControl(US, j)
	s.setEffect(effUSJapan, 1)
	s.logf("US/Japan Mutual Defense Pact: the US adds %d influence in Japan and controls it; the USSR may no longer coup or realign Japan.",
		s.Inf[US][j]-before)
}

// redScarePurge (31): for the rest of the turn the cards the player's
// opponent plays get -1 Op, to no less than 1 (opsOf). Played twice in a
// turn the effect does not deepen: the text names a -1, not a sum.
func redScarePurge(s *state, p Side) {
	s.setTurnEffect(redScareOn(p.Opp()), 1)
	s.logf("Red Scare/Purge: the %s's cards get -1 Op (minimum 1) for the rest of the turn.", p.Opp())
}

// formosanResolution (35): while in effect, Taiwan counts as a
// battleground when the US controls it, "for scoring purposes only" (the
// card): at Asia scoring and in the final scoring (state.isBattleground).
// The US playing the China Card ends it (turn.go finishPlayed).
func formosanResolution(s *state, _ Side) {
	s.setEffect(effFormosan, 1)
	s.logf("Formosan Resolution: a US-controlled Taiwan counts as a battleground until the US plays the China Card.")
}

// containment (25): for the rest of the turn US cards get +1 Op, up to 4
// (applied in opsOf).
func containment(s *state, p Side) {
	s.setTurnEffect(effContainment, 1)
	s.logf("Containment: US cards get +1 Op (max 4) for the rest of the turn.")
}
