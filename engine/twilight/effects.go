package twilight

// Effect names. Cards put these in force with setEffect (for the rest of
// the game) or setTurnEffect (until the end of the turn); the rules code
// consults them where the rulebook or the card says so. A card engineer
// adds a name here only when core rules must react to it.
const (
	// effContainment: +1 Op to US cards (max 4) this turn. Card 25.
	effContainment = "Containment"
	// effBrezhnev: +1 Op to USSR cards (max 4) this turn. Card 51.
	effBrezhnev = "Brezhnev Doctrine"
	// effRedScareOn is a prefix: effRedScareOn+"US" gives US cards -1 Op
	// (min 1) this turn; likewise for "USSR". Card 31.
	effRedScareOn = "Red Scare/Purge on "
	// effVietnamRevolts: +1 Op to a USSR card whose Ops are all spent in
	// Southeast Asia, this turn. Card 9.
	effVietnamRevolts = "Vietnam Revolts"
	// effNATO: the USSR may not coup or realign US-controlled countries
	// in Europe (nor Brush War them). Card 21.
	effNATO = "NATO"
	// effMarshall and effWarsaw make NATO playable. Cards 23 and 16.
	effMarshall = "Marshall Plan"
	effWarsaw   = "Warsaw Pact Formed"
	// effDeGaulle: France is not protected by NATO. Card 17.
	effDeGaulle = "De Gaulle Leads France"
	// effWillyBrandt: West Germany is not protected by NATO. Card 55.
	effWillyBrandt = "Willy Brandt"
	// effUSJapan: the USSR may not coup or realign Japan. Card 27.
	effUSJapan = "US/Japan Mutual Defense Pact"
	// effFormosan: a US-controlled Taiwan is a battleground; ended when
	// the US plays the China Card. Card 35.
	effFormosan = "Formosan Resolution"
	// effCampDavid: Arab-Israeli War may not be played as an event. Card 65.
	effCampDavid = "Camp David Accords"
	// effNorthSeaOil: the US may take 8 action rounds. Card 86.
	effNorthSeaOil = "North Sea Oil"
	// effIronLady: Socialist Governments may not be played as an event.
	effIronLady = "The Iron Lady"
)

// opsOf returns the Operations value of card n played by side p, with the
// modifiers in force (rules 5.3 and the cards): Containment or Brezhnev
// Doctrine add 1 up to 4, Red Scare/Purge subtracts 1 down to 1. They
// belong to the player of the card, not to the card's side. The China
// Card's and Vietnam Revolts' bonuses depend on where the Ops go and are
// added by the operations code.
func (s *state) opsOf(p Side, n int) int {
	ops := cards[n].Ops
	if cards[n].Scoring {
		return 0
	}
	if p == US && s.effect(effContainment) > 0 || p == USSR && s.effect(effBrezhnev) > 0 {
		if ops < 4 {
			ops++
		}
	}
	if s.effect(effRedScareOn+p.String()) > 0 && ops > 1 {
		ops--
	}
	return ops
}

// protected reports why side p may not coup or realign country c because
// of an effect in force, or "" when it may (NATO with De Gaulle and Willy
// Brandt, US/Japan Mutual Defense Pact).
func (s *state) protected(p Side, c int) string {
	if p != USSR {
		return ""
	}
	if c == country("Japan") && s.effect(effUSJapan) > 0 {
		return "the US/Japan Mutual Defense Pact protects Japan"
	}
	if s.effect(effNATO) > 0 && countries[c].Region == Europe && s.controls(US, c) {
		if c == country("France") && s.effect(effDeGaulle) > 0 {
			return ""
		}
		if c == country("West Germany") && s.effect(effWillyBrandt) > 0 {
			return ""
		}
		return "NATO protects US-controlled countries in Europe"
	}
	return ""
}
