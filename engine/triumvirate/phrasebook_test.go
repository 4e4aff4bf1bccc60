package triumvirate

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

// The phrasebook: what club players write without reading the help, in
// English and German, each with the state it is written in and the normal
// form it must mean. Each row applies the phrase and the normal form to
// two copies of the same state and compares the effect (the marshalled
// state and the log), not the spelling.

// Game states the phrases are written in.
var (
	// Caesar's first turn, asked for the supply from Rome.
	romeChoice = func(t *testing.T) *state { return fresh(t, 3) }
	// Caesar moves from Gallia Cisalpina with 4 legions (Gallia 4, Gallia
	// Narbonensis 2 with 2 gold, Illyricum 4; Pompeius's Italia next door).
	moving = func(t *testing.T) *state {
		s := fresh(t, 3)
		mustApply(t, s, "Caesar", "rome legions Gallia Cisalpina")
		setBag(s, [3]int{0, 0, 0})
		return s
	}
	// Caesar moves from Gallia Narbonensis, on Mare Occidentale, and also
	// holds Macedonia across both sea areas.
	coast = func(t *testing.T) *state {
		s := fresh(t, 3)
		inPhase(s, 0, phaseMove, narbonensis)
		give(s, macedonia, 0)
		setBag(s, [3]int{0, 0, 0})
		return s
	}
	// Caesar stands in Gallia, where the official works.
	atOfficial = func(t *testing.T) *state {
		s := moving(t)
		mustApply(t, s, "Caesar", "move Gallia with 1")
		return s
	}
	// Caesar carries an official and has just entered Britannia.
	carrying = func(t *testing.T) *state {
		s := atOfficial(t)
		mustApply(t, s, "Caesar", "take official; move Britannia")
		return s
	}
	// Pompeius moves from Hispania Citerior with 3 legions, next to
	// Caesar's Gallia Narbonensis.
	pompeius = func(t *testing.T) *state {
		s := fresh(t, 3)
		inPhase(s, 1, phaseMove, hispCiterior)
		setLegions(s, hispCiterior, 3)
		setBag(s, [3]int{0, 0, 0})
		return s
	}
	// Caesar's actions in a political, a military and a competence province.
	political  = func(t *testing.T) *state { return acting(t, narbonensis) }
	military   = func(t *testing.T) *state { return acting(t, gallia) }
	competence = func(t *testing.T) *state { return acting(t, cisalpina) }
	// Pompeius chooses his supply under a shortage of gold.
	shortage = func(t *testing.T) *state {
		s := fresh(t, 3)
		mustApply(t, s, "Caesar", "rome legions Gallia")
		giveGold(s, 0, s.SupplyGold-2)
		mustApply(t, s, "Caesar", "pass")
		return s
	}
	// Pompeius lost Italia with his figure in it and must flee.
	fleeing = func(t *testing.T) *state {
		s := attackSetup(t, 6, 1, [3]int{0, 0, 0}, true)
		mustApply(t, s, "Caesar", "attack Italia with 6")
		return s
	}
	// Pompeius lost Italia holding card I: card II raises a competence.
	compensating = func(t *testing.T) *state {
		s := attackSetup(t, 6, 1, [3]int{0, 0, 0}, false)
		s.CompHolder, s.CompSide = 1, 1
		mustApply(t, s, "Caesar", "attack Italia with 6")
		return s
	}
	// Caesar, the new consul, places his new official.
	consul = func(t *testing.T) *state {
		s := electionSetup(t, [3]int{5, 1, 1})
		mustApply(t, s, "Caesar", "pass")
		return s
	}
)

// acting puts Caesar into his actions in province p with 10 gold.
func acting(t *testing.T, p int) *state {
	t.Helper()
	s := fresh(t, 3)
	inPhase(s, 0, phaseAct, p)
	giveGold(s, 0, 10)
	return s
}

// phraseRow is one phrasing: the state it is written in, the phrase and
// the normal form it must mean.
type phraseRow struct {
	state  func(*testing.T) *state
	phrase string
	normal string
}

var phrasebook = []phraseRow{
	// I. Supply from Rome.
	{romeChoice, "rome gold", "rome gold"},
	{romeChoice, "Rom Gold", "rome gold"},
	{romeChoice, "2 Gold aus Rom", "rome gold"},
	{romeChoice, "take 2 gold from Rome", "rome gold"},
	{romeChoice, "I'd like to take the gold from Rome", "rome gold"},
	{romeChoice, "Ich nehme 2 Gold von Rom", "rome gold"},
	{romeChoice, "Rome: two gold please", "rome gold"},
	{romeChoice, "Rom: zwei Münzen", "rome gold"},
	{romeChoice, "Rom: zwei Muenzen", "rome gold"},
	{romeChoice, "rome 2 legions to Gallia", "rome legions Gallia"},
	{romeChoice, "Rom: 2 Legionen nach Gallien", "rome legions Gallia"},
	{romeChoice, "2 Legionen aus Rom nach Gallien", "rome legions Gallia"},
	{romeChoice, "rome one legion each to Gallia and Illyricum", "rome legions Gallia and Illyricum"},
	{romeChoice, "Rom je eine Legion nach Gallien und Illyrien", "rome legions Gallia and Illyricum"},
	{romeChoice, "rome legions Britain and Gaul", "rome legions Britannia and Gallia"},
	{romeChoice, "rome gold and legion Gallia", "rome gold and legion Gallia"},
	{romeChoice, "Rom 1 Gold und 1 Legion nach Gallien", "rome gold and legion Gallia"},
	{romeChoice, "from Rome: 1 gold plus 1 legion in Illyria", "rome gold and legion Illyricum"},
	{romeChoice, "ROME GOLD", "rome gold"},
	{romeChoice, "rome legions Gallien", "rome legions Gallia"},
	{romeChoice, "rome legoins Gallia", "rome legions Gallia"},
	{romeChoice, "rome gold and legion Galia", "rome gold and legion Gallia"},

	// I. Supply under a shortage: the character decides.
	{shortage, "supply Italia", "supply Italia"},
	{shortage, "versorge Italien", "supply Italia"},
	{shortage, "Italien", "supply Italia"},
	{shortage, "Italia first", "supply Italia"},
	{shortage, "Africa", "supply Africa"},
	{shortage, "Afrika zuerst versorgen", "supply Africa"},
	{shortage, "I choose Africa", "supply Africa"},
	{shortage, "rome gold", "rome gold"},
	{shortage, "lieber 2 Gold aus Rom", "rome gold"},
	{shortage, "supply Afirca", "supply Africa"},

	// II. Movement into own provinces.
	{moving, "move Gallia", "move Gallia"},
	{moving, "move to Gallia", "move Gallia"},
	{moving, "go to Gaul", "move Gallia"},
	{moving, "gehe nach Gallien", "move Gallia"},
	{moving, "geh nach Gallien", "move Gallia"},
	{moving, "ziehe nach Gallien", "move Gallia"},
	{moving, "nach Gallien ziehen", "move Gallia"},
	{moving, "Ich möchte nach Gallien ziehen", "move Gallia"},
	{moving, "Ich moechte nach Gallien ziehen", "move Gallia"},
	{moving, "I'd like to move to Gallia", "move Gallia"},
	{moving, "I want to go to Gaul", "move Gallia"},
	{moving, "march to Gallia with 2 legions", "move Gallia with 2"},
	{moving, "march to Gallia with two legions", "move Gallia with 2"},
	{moving, "Marschiere mit zwei Legionen nach Gallien", "move Gallia with 2"},
	{moving, "marschiere nach Gallien mit 2", "move Gallia with 2"},
	{moving, "mit 2 Legionen nach Gallien marschieren", "move Gallia with 2"},
	{moving, "move Gallia with 3", "move Gallia with 3"},
	{moving, "move to Gallia with three legions", "move Gallia with 3"},
	{moving, "ziehe mit drei Legionen nach Gallien", "move Gallia with 3"},
	{moving, "ziehe mit einer Legion nach Gallien", "move Gallia with 1"},
	{moving, "move to Gaul with a legion", "move Gallia with 1"},
	{moving, "move to Gaul with one legion", "move Gallia with 1"},
	{moving, "ziehe mit allen Legionen nach Gallien", "move Gallia with 4"},
	{moving, "move to Gallia with all legions", "move Gallia with 4"},
	{moving, "move all legions to Gallia", "move Gallia with 4"},
	{moving, "with 4 legions to Gallia", "move Gallia with 4"},
	{moving, "move Cisalpina to Gallia with 2", "move Gallia with 2"},
	{moving, "move from Gallia Cisalpina to Gallia with 2", "move Gallia with 2"},
	{moving, "von Gallia Cisalpina nach Gallien mit 2 Legionen ziehen", "move Gallia with 2"},
	{moving, "MOVE GALLIA WITH 2", "move Gallia with 2"},
	{moving, "Move gallia With 2 Legions", "move Gallia with 2"},
	{moving, "move Gallia Narbonensis", "move Gallia Narbonensis"},
	{moving, "move Narbonensis", "move Gallia Narbonensis"},
	{moving, "go to Narbonese Gaul", "move Gallia Narbonensis"},
	{moving, "ziehe nach Narbonne", "move Gallia Narbonensis"},
	{moving, "gall narb", "move Gallia Narbonensis"},
	{moving, "move Illyricum with 2", "move Illyricum with 2"},
	{moving, "ziehe nach Illyrien mit 2", "move Illyricum with 2"},
	{moving, "go to Illyria with two legions", "move Illyricum with 2"},
	{moving, "travel to Illyria", "move Illyricum"},
	{moving, "reise nach Illyrien", "move Illyricum"},
	{moving, "weiter nach Illyrien", "move Illyricum"},
	{moving, "bewege mich nach Illyrien", "move Illyricum"},
	{moving, "move my figure to Illyricum", "move Illyricum"},
	{moving, "mvoe Gallia", "move Gallia"},
	{moving, "move Galia", "move Gallia"},
	{moving, "move Gallai with 2", "move Gallia with 2"},
	{moving, "ziehe nach Galien", "move Gallia"},
	{moving, "zeihe nach Gallien", "move Gallia"},
	{moving, "move Illyricm", "move Illyricum"},
	{moving, "move Illyrcium with 2", "move Illyricum with 2"},
	{moving, "marhc to Illyria", "move Illyricum"},
	{moving, "move Narbonenis", "move Gallia Narbonensis"},

	// II. Movement back and onwards.
	{atOfficial, "zurück nach Gallia Cisalpina", "move Gallia Cisalpina"},
	{atOfficial, "zurueck nach Gallia Cisalpina", "move Gallia Cisalpina"},
	{atOfficial, "zuruck nach Gallia Cisalpina", "move Gallia Cisalpina"},
	{atOfficial, "go back to Cisalpine Gaul", "move Gallia Cisalpina"},
	{atOfficial, "back to Cisalpina with 1", "move Gallia Cisalpina with 1"},
	{atOfficial, "weiter nach Britannien", "move Britannia"},
	{atOfficial, "weiter nach Britannien mit 2 Legionen", "move Britannia with 2"},
	{atOfficial, "on to Britain", "move Britannia"},
	{atOfficial, "go on to Britain with 5", "move Britannia with 5"},
	{atOfficial, "then on to Britannia", "move Britannia"},

	// II. Across the sea.
	{coast, "über das Meer nach Makedonien", "move Macedonia"},
	{coast, "ueber das Meer nach Makedonien", "move Macedonia"},
	{coast, "uber das Meer nach Mazedonien", "move Macedonia"},
	{coast, "übers Meer nach Makedonien mit 2 Legionen", "move Macedonia with 2"},
	{coast, "across the sea to Macedonia", "move Macedonia"},
	{coast, "sail to Macedonia with 2 legions", "move Macedonia with 2"},
	{coast, "sail across the sea to Macedonia", "move Macedonia"},
	{coast, "move to Macedonia via Mare Occidentale and Mare Ionium", "move Macedonia"},
	{coast, "segle nach Makedonien", "move Macedonia"},
	{coast, "ziehe über das Mittelmeer nach Makedonien", "move Macedonia"},
	{coast, "über das Meer Hispania Ulterior angreifen mit 2", "attack Hispania Ulterior with 2"},
	{coast, "attack Africa across the sea with 2", "attack Africa with 2"},

	// II. Attacks.
	{moving, "attack Italia with 2", "attack Italia with 2"},
	{moving, "attack Italy with 2", "attack Italia with 2"},
	{moving, "attack Italia with two legions", "attack Italia with 2"},
	{moving, "Italia angreifen mit 3", "attack Italia with 3"},
	{moving, "Italien mit 3 Legionen angreifen", "attack Italia with 3"},
	{moving, "greife Italien mit 3 an", "attack Italia with 3"},
	{moving, "greife Italien mit drei Legionen an", "attack Italia with 3"},
	{moving, "greif Italien an mit 4", "attack Italia with 4"},
	{moving, "Angriff auf Italien mit 4 Legionen", "attack Italia with 4"},
	{moving, "Angriff auf Italia mit allen Legionen", "attack Italia with 4"},
	{moving, "attack Italy with all my legions", "attack Italia with 4"},
	{moving, "I attack Italy with 3", "attack Italia with 3"},
	{moving, "I'd like to attack Italia with 1 legion", "attack Italia with 1"},
	{moving, "Ich möchte Italien mit einer Legion angreifen", "attack Italia with 1"},
	{moving, "invade Italy with 4 legions", "attack Italia with 4"},
	{moving, "conquer Italy with 4", "attack Italia with 4"},
	{moving, "erobere Italien mit 4", "attack Italia with 4"},
	{moving, "attack on Italy with four", "attack Italia with 4"},
	{moving, "attack Italia from Gallia Cisalpina with 2", "attack Italia with 2"},
	{moving, "atack Italia with 2", "attack Italia with 2"},
	{moving, "attack Itlaia with 2", "attack Italia with 2"},
	{moving, "angriff auf Italein mit 2", "attack Italia with 2"},
	{pompeius, "Angriff auf Gallia Narbonensis mit 1 Legion", "attack Gallia Narbonensis with 1"},
	{pompeius, "Gallia Narbonensis angreifen mit 3", "attack Gallia Narbonensis with 3"},
	{pompeius, "attack Narbonese Gaul with 2 legions", "attack Gallia Narbonensis with 2"},
	{pompeius, "Angriff gegen Narbonensis mit zwei Legionen", "attack Gallia Narbonensis with 2"},
	{pompeius, "attack Narbonne with three", "attack Gallia Narbonensis with 3"},

	// II. Officials.
	{atOfficial, "take official", "take official"},
	{atOfficial, "take the official", "take official"},
	{atOfficial, "take the official with me", "take official"},
	{atOfficial, "take the official along", "take official"},
	{atOfficial, "nimm den Beamten mit", "take official"},
	{atOfficial, "Beamten mitnehmen", "take official"},
	{atOfficial, "den Beamten mitnehmen", "take official"},
	{atOfficial, "ich nehme den Beamten mit", "take official"},
	{atOfficial, "carry the official", "take official"},
	{atOfficial, "tkae official", "take official"},
	{carrying, "place official", "place official"},
	{carrying, "place the official here", "place official"},
	{carrying, "put the official in Britannia", "place official"},
	{carrying, "setze den Beamten hier ein", "place official"},
	{carrying, "Beamten einsetzen", "place official"},
	{carrying, "Beamten in Britannien einsetzen", "place official"},
	{carrying, "leave the official here", "place official"},
	{carrying, "platziere Beamten", "place official"},

	// II. End of the movement, end of the turn.
	{moving, "done", "done"},
	{moving, "Done.", "done"},
	{moving, "I'm done", "done"},
	{moving, "fertig", "done"},
	{moving, "ich bin fertig", "done"},
	{moving, "end movement", "done"},
	{moving, "end my movement", "done"},
	{moving, "Bewegung beenden", "done"},
	{moving, "beende Bewegung", "done"},
	{moving, "beende die Bewegung", "done"},
	{moving, "Ende der Bewegung", "done"},
	{moving, "fertig mit der Bewegung", "done"},
	{moving, "done moving", "done"},
	{moving, "finish movement", "done"},
	{moving, "stop moving", "done"},
	{moving, "fretig", "done"},
	{moving, "Zug beenden", "pass"},
	{moving, "beende den Zug", "pass"},
	{moving, "beende meinen Zug", "pass"},
	{moving, "end turn", "pass"},
	{moving, "end my turn", "pass"},
	{moving, "Ende Zug", "pass"},
	{moving, "Zugende", "pass"},
	{moving, "pass", "pass"},
	{moving, "I pass", "pass"},
	{moving, "ich passe", "pass"},
	{moving, "skip", "pass"},
	{moving, "passe", "pass"},
	{moving, "done for this turn", "pass"},

	// III. Actions in a political province.
	{political, "act persuade", "act persuade"},
	{political, "persuade", "act persuade"},
	{political, "persuade a citizen", "act persuade"},
	{political, "convince a citizen", "act persuade"},
	{political, "convince one citizen", "act persuade"},
	{political, "Bürger überzeugen", "act persuade"},
	{political, "Buerger ueberzeugen", "act persuade"},
	{political, "Burger uberzeugen", "act persuade"},
	{political, "überzeuge einen Bürger", "act persuade"},
	{political, "einen Bürger überzeugen", "act persuade"},
	{political, "Ich möchte einen Bürger überzeugen", "act persuade"},
	{political, "persuade a citizen from the Alii", "act persuade"},
	{political, "persuade Crassus", "act persuade Crassus"},
	{political, "persuade a citizen of Crassus", "act persuade Crassus"},
	{political, "convince Crassus's citizen", "act persuade Crassus"},
	{political, "überzeuge einen Bürger von Crassus", "act persuade Crassus"},
	{political, "Bürger von Pompejus überzeugen", "act persuade Pompeius"},
	{political, "persuade Pompey", "act persuade Pompeius"},
	{political, "persaude", "act persuade"},
	{political, "persuade Crasus", "act persuade Crassus"},
	{political, "improve political", "act improve political"},
	{political, "politische Kompetenz verbessern", "act improve political"},
	{political, "verbessere politische Kompetenz", "act improve political"},
	{political, "verbessere die politische Kompetenz", "act improve political"},
	{political, "raise political competence", "act improve political"},
	{political, "raise my political competence by one", "act improve political"},
	{political, "erhöhe politische Kompetenz", "act improve political"},
	{political, "politische Kompetenz erhöhen", "act improve political"},
	{political, "improve politics", "act improve political"},
	{political, "Aktion: politische Kompetenz verbessern", "act improve political"},
	{political, "improve poltical", "act improve political"},

	// III. Actions in a military province.
	{military, "act weapons", "act weapons"},
	{military, "weapons", "act weapons"},
	{military, "produce weapons", "act weapons"},
	{military, "build weapons", "act weapons"},
	{military, "Waffen produzieren", "act weapons"},
	{military, "produziere Waffen", "act weapons"},
	{military, "Waffen bauen", "act weapons"},
	{military, "2 Waffen in den Beutel", "act weapons"},
	{military, "I'd like to produce weapons", "act weapons"},
	{military, "improve military", "act improve military"},
	{military, "militärische Kompetenz verbessern", "act improve military"},
	{military, "militaerische Kompetenz verbessern", "act improve military"},
	{military, "militarische Kompetenz verbessern", "act improve military"},
	{military, "raise military", "act improve military"},
	{military, "increase military competence", "act improve military"},
	{military, "steigere militärische Kompetenz", "act improve military"},
	{military, "wepaons", "act weapons"},

	// III. Actions in a competence province; the end of the turn.
	{competence, "improve military", "act improve military"},
	{competence, "improve political", "act improve political"},
	{competence, "politische Kompetenz verbessern", "act improve political"},
	{competence, "militärische Kompetenz erhöhen", "act improve military"},
	{competence, "I want to improve my military competence", "act improve military"},
	{competence, "done", "pass"},
	{competence, "fertig", "pass"},
	{competence, "Zug beenden", "pass"},
	{competence, "end turn", "pass"},
	{competence, "I'm done", "pass"},

	// Several steps in one line.
	{moving, "move Gallia, take official", "move Gallia; take official"},
	{moving, "nach Gallien ziehen und den Beamten mitnehmen", "move Gallia; take official"},
	{moving, "ziehe nach Gallien, nimm den Beamten mit, dann weiter nach Britannien", "move Gallia; take official; move Britannia"},
	{moving, "go to Gaul and take the official along, then done", "move Gallia; take official; done"},
	{moving, "ziehe nach Gallien und zurück nach Gallia Cisalpina", "move Gallia; move Gallia Cisalpina"},
	{romeChoice, "Rom: 2 Gold, dann nach Gallien ziehen", "rome gold; move Gallia"},
	{romeChoice, "rome legions Gallia, Illyricum", "rome legions Gallia and Illyricum"},
	{political, "Bürger überzeugen und politische Kompetenz verbessern", "act persuade; act improve political"},
	{political, "persuade a citizen (from the Alii), then pass", "act persuade; pass"},
	{political, "„überzeuge“ einen Bürger!", "act persuade"},

	// When asked: flight, compensation card II, the new consul.
	{fleeing, "flee Sicilia", "flee Sicilia"},
	{fleeing, "flee to Sicily", "flee Sicilia"},
	{fleeing, "fliehe nach Sizilien", "flee Sicilia"},
	{fleeing, "nach Sizilien fliehen", "flee Sicilia"},
	{fleeing, "Sizilien", "flee Sicilia"},
	{fleeing, "escape to Africa", "flee Africa"},
	{fleeing, "flee to Nearer Spain", "flee Hispania Citerior"},
	{fleeing, "flee to Further Spain", "flee Hispania Ulterior"},
	{fleeing, "fliehe nach Sizilein", "flee Sicilia"},
	{compensating, "raise military", "raise military"},
	{compensating, "military", "raise military"},
	{compensating, "improve military", "raise military"},
	{compensating, "erhöhe militärische Kompetenz", "raise military"},
	{compensating, "militärische Kompetenz erhöhen", "raise military"},
	{compensating, "politisch", "raise political"},
	{consul, "place official Britannia", "place official Britannia"},
	{consul, "Britannia", "place official Britannia"},
	{consul, "setze den Beamten nach Britannien", "place official Britannia"},
	{consul, "put the new official in Britain", "place official Britannia"},
	{consul, "keep official", "keep official"},
	{consul, "keep the official with my figure", "keep official"},
	{consul, "Beamten behalten", "keep official"},

	// Sentences as players write them to the referee.
	{romeChoice, "I'll take the 2 gold from Rome", "rome gold"},
	{romeChoice, "Rome: 2 legions into Gallia please", "rome legions Gallia"},
	{romeChoice, "Versorgung aus Rom: 2 Gold", "rome gold"},
	{romeChoice, "ich nehme aus Rom 1 Gold und 1 Legion für Illyrien", "rome gold and legion Illyricum"},
	{romeChoice, "Rom schickt zwei Legionen nach Britannien", "rome legions Britannia"},
	{romeChoice, "gold from rome", "rome gold"},
	{romeChoice, "legions from Rome: one to Gaul, one to Illyria", "rome legions Gallia and Illyricum"},
	{romeChoice, "Rome - gold", "rome gold"},
	{moving, "Caesar moves to Gallia with 2 legions", "move Gallia with 2"},
	{moving, "I move to Gaul with 2 legions", "move Gallia with 2"},
	{moving, "Move 2 legions to Gaul", "move Gallia with 2"},
	{moving, "Zwei Legionen nach Gallien", "move Gallia with 2"},
	{moving, "Caesar zieht mit 2 Legionen nach Gallien", "move Gallia with 2"},
	{moving, "Ich ziehe mit 3 Legionen nach Illyrien.", "move Illyricum with 3"},
	{moving, "Let's go to Illyria, taking 3 legions", "move Illyricum with 3"},
	{moving, "move to illyricum taking all legions", "move Illyricum with 4"},
	{moving, "Caesar marschiert nach Gallia Narbonensis", "move Gallia Narbonensis"},
	{moving, "Figur nach Narbonensis", "move Gallia Narbonensis"},
	{moving, "Ich greife Italien mit 4 Legionen an", "attack Italia with 4"},
	{moving, "Attack Italy with four legions!", "attack Italia with 4"},
	{moving, "I attack Italia using 3 legions", "attack Italia with 3"},
	{moving, "Angreifen: Italien, 2 Legionen", "attack Italia with 2"},
	{moving, "Ich erobere Italien mit vier Legionen", "attack Italia with 4"},
	{moving, "I'm finished moving", "done"},
	{moving, "keine Bewegung mehr", "done"},
	{moving, "Ich beende meine Bewegung.", "done"},
	{moving, "no more movement", "done"},
	{moving, "Ich beende meinen Zug", "pass"},
	{moving, "end of turn", "pass"},
	{moving, "Das war's, Zug vorbei", "pass"},
	{atOfficial, "Ich nehme den Beamten mit.", "take official"},
	{atOfficial, "pick up the official", "take official"},
	{atOfficial, "I take the civil servant with me", "take official"},
	{carrying, "Beamter hier absetzen", "place official"},
	{carrying, "drop the official here", "place official"},
	{carrying, "set the official down in Britannia", "place official"},
	{political, "Ich überzeuge einen Bürger", "act persuade"},
	{political, "persuade a citizen to join me", "act persuade"},
	{political, "win over a citizen", "act persuade"},
	{political, "einen Bürger von Crassus zu den Alii schicken", "act persuade Crassus"},
	{political, "send one of Crassus' citizens back to the Alii", "act persuade Crassus"},
	{political, "politische Kompetenz +1", "act improve political"},
	{political, "Politik verbessern", "act improve political"},
	{political, "raise political", "act improve political"},
	{military, "Ich produziere Waffen", "act weapons"},
	{military, "put 2 weapons in the bag", "act weapons"},
	{military, "militärische Kompetenz steigern", "act improve military"},
	{military, "Militär verbessern", "act improve military"},
	{military, "I'd like to make weapons", "act weapons"},
	{competence, "I improve my military skill", "act improve military"},
	{competence, "Kompetenz militärisch erhöhen", "act improve military"},
	{competence, "no actions, end turn", "pass"},
	{competence, "keine Aktionen", "pass"},
	{fleeing, "Ich fliehe nach Afrika", "flee Africa"},
	{fleeing, "Pompeius flees to Sicily", "flee Sicilia"},
	{fleeing, "Flucht nach Sizilien", "flee Sicilia"},
	{compensating, "Ich erhöhe meine militärische Kompetenz", "raise military"},
	{compensating, "Compensation: political", "raise political"},
	{consul, "Den neuen Beamten setze ich nach Britannien", "place official Britannia"},
	{consul, "The new official goes to Britannia", "place official Britannia"},
	{consul, "Ich behalte den Beamten", "keep official"},
	{shortage, "Versorge zuerst Italien", "supply Italia"},
	{shortage, "I'd rather have the gold from Rome", "rome gold"},

	// Shorthand, symbols and words of negation as players write them.
	{romeChoice, "Gold from Rome, please.", "rome gold"},
	{romeChoice, "I choose 2 gold", "rome gold"},
	{romeChoice, "Aus Rom nehme ich 2 Legionen für Illyrien", "rome legions Illyricum"},
	{romeChoice, "Rome: 1 legion to Britannia, 1 legion to Gallia", "rome legions Britannia and Gallia"},
	{romeChoice, "Rom: Gold + Legion nach Britannien", "rome gold and legion Britannia"},
	{romeChoice, "rome gold & legion illyricum", "rome gold and legion Illyricum"},
	{romeChoice, "2 legions from Rome into Gaul", "rome legions Gallia"},
	{moving, "go Gallia", "move Gallia"},
	{moving, "Gallien", "move Gallia"},
	{moving, "-> Gallia with 2", "move Gallia with 2"},
	{moving, "Move to Gallia (2 legions)", "move Gallia with 2"},
	{moving, "Move 3 legions to Illyricum", "move Illyricum with 3"},
	{moving, "Caesar goes to Illyricum alone", "move Illyricum"},
	{moving, "ziehe alleine nach Illyrien", "move Illyricum"},
	{moving, "Ich gehe ohne Legionen nach Gallien", "move Gallia"},
	{moving, "attack Italia 3", "attack Italia with 3"},
	{moving, "attack Italia w/ 3", "attack Italia with 3"},
	{moving, "Attacke auf Italien mit 3", "attack Italia with 3"},
	{moving, "Italien mit allen vier Legionen angreifen", "attack Italia with 4"},
	{moving, "I want to conquer Italy using all 4 legions", "attack Italia with 4"},
	{moving, "Angriff Italien 2 Legionen", "attack Italia with 2"},
	{moving, "finish my move", "done"},
	{moving, "Bewegungsphase beenden", "done"},
	{moving, "ich bin mit der Bewegung fertig", "done"},
	{moving, "go to actions", "done"},
	{moving, "weiter zu den Aktionen", "done"},
	{moving, "I'm done with my turn", "pass"},
	{moving, "Runde beenden", "pass"},
	{moving, "nothing more this turn", "pass"},
	{atOfficial, "Nimm Beamten", "take official"},
	{atOfficial, "Take the official from Gallia", "take official"},
	{atOfficial, "grab the official", "take official"},
	{carrying, "Beamten hier lassen", "place official"},
	{carrying, "install the official in Britannia", "place official"},
	{political, "persuade 1 citizen", "act persuade"},
	{political, "Aktion: Bürger überzeugen", "act persuade"},
	{political, "Einen Bürger für mich gewinnen", "act persuade"},
	{political, "take a citizen from Crassus", "act persuade Crassus"},
	{political, "Crassus einen Bürger wegnehmen", "act persuade Crassus"},
	{political, "improve my political competence", "act improve political"},
	{political, "Politische Kompetenz um eins erhöhen", "act improve political"},
	{political, "political +1", "act improve political"},
	{military, "Make 2 weapons", "act weapons"},
	{military, "weapons into the bag", "act weapons"},
	{military, "Waffen herstellen", "act weapons"},
	{military, "military competence up", "act improve military"},
	{competence, "raise my military by one", "act improve military"},
	{competence, "Militär +1", "act improve military"},
	{competence, "Pass.", "pass"},
	{fleeing, "I flee to Africa", "flee Africa"},
	{fleeing, "Africa please", "flee Africa"},
	{fleeing, "fliehen nach Afrika", "flee Africa"},
	{compensating, "I'll raise my military competence", "raise military"},
	{compensating, "Militär", "raise military"},
	{consul, "The official goes to Britannia", "place official Britannia"},
	{consul, "Beamter nach Britannien", "place official Britannia"},
	{consul, "I keep the official", "keep official"},
	{shortage, "I'd like Italia supplied first", "supply Italia"},

	// More sentences: headings with a colon, nouns for the act.
	{romeChoice, "From Rome I take two legions for Britannia", "rome legions Britannia"},
	{romeChoice, "Rom -> 2 Gold", "rome gold"},
	{romeChoice, "Supply from Rome: gold", "rome gold"},
	{romeChoice, "rome: legion to gallia and legion to illyricum", "rome legions Gallia and Illyricum"},
	{romeChoice, "zwei Legionen von Rom, beide nach Gallien", "rome legions Gallia"},
	{moving, "Caesar: move to Gallia with 2", "move Gallia with 2"},
	{moving, "Zug nach Gallien mit 2 Legionen", "move Gallia with 2"},
	{moving, "bewege Caesar nach Gallien", "move Gallia"},
	{moving, "Marsch nach Illyrien mit drei Legionen", "move Illyricum with 3"},
	{moving, "Figur und 2 Legionen nach Gallien", "move Gallia with 2"},
	{moving, "I'll march on Illyricum with my 4 legions", "move Illyricum with 4"},
	{moving, "Let me attack Italia with 3 legions", "attack Italia with 3"},
	{moving, "Angriff: Italia (4 Legionen)", "attack Italia with 4"},
	{moving, "greife mit 2 Legionen Italien an", "attack Italia with 2"},
	{moving, "attack italia, 3 legions", "attack Italia with 3"},
	{moving, "Italien erobern mit 4", "attack Italia with 4"},
	{moving, "No further movement.", "done"},
	{moving, "Bewegung ist beendet", "done"},
	{moving, "my movement is done", "done"},
	{moving, "Ich passe diesen Zug", "pass"},
	{moving, "end my turn please", "pass"},
	{atOfficial, "Beamten aufnehmen", "take official"},
	{atOfficial, "I pick up the official here", "take official"},
	{carrying, "Beamten platzieren", "place official"},
	{carrying, "I place the official in Britannia", "place official"},
	{political, "überzeuge 1 Bürger", "act persuade"},
	{political, "I want to persuade a citizen from the Alii", "act persuade"},
	{political, "Überzeugen: Crassus", "act persuade Crassus"},
	{political, "einen Bürger des Pompeius überzeugen", "act persuade Pompeius"},
	{political, "politische Kompetenz steigern", "act improve political"},
	{political, "verbessere Politik", "act improve political"},
	{military, "Waffen!", "act weapons"},
	{military, "2 Waffen produzieren", "act weapons"},
	{military, "improve military competence", "act improve military"},
	{military, "militärische Kompetenz +1", "act improve military"},
	{competence, "Ich verbessere die militärische Kompetenz", "act improve military"},
	{competence, "Zug beendet", "pass"},
	{fleeing, "Flucht: Hispania Citerior", "flee Hispania Citerior"},
	{fleeing, "flee to Hispania Ulterior please", "flee Hispania Ulterior"},
	{compensating, "Kompensation: militärisch", "raise military"},
	{compensating, "I raise political", "raise political"},
	{consul, "neuer Beamter nach Britannien", "place official Britannia"},
	{consul, "Beamten mit der Figur behalten", "keep official"},
	{shortage, "Versorgung: Afrika", "supply Africa"},
	{shortage, "Rome gold first", "rome gold"},
}

func TestPhrasebook(t *testing.T) {
	if len(phrasebook) < 150 {
		t.Errorf("phrasebook has %d rows, want at least 150", len(phrasebook))
	}
	checkPhrasebook(t, phrasebook)
}

// checkPhrasebook applies each row's phrase and its normal form to two
// copies of the row's state and compares the effect.
func checkPhrasebook(t *testing.T, rows []phraseRow) {
	t.Helper()
	for _, row := range rows {
		written, normal := row.state(t), row.state(t)
		seat := normal.Pending()[0].Seat
		got, err := written.Apply(seat, row.phrase)
		if err != nil {
			t.Errorf("Apply(%s, %q) = %v, want it to mean %q", seat, row.phrase, err, row.normal)
			continue
		}
		want, err := normal.Apply(seat, row.normal)
		if err != nil {
			t.Fatalf("Apply(%s, %q) = %v: the row's normal form is not legal", seat, row.normal, err)
		}
		a, _ := written.Marshal()
		b, _ := normal.Marshal()
		if !bytes.Equal(a, b) || !slices.Equal(withoutReadings(got.Log), want.Log) {
			t.Errorf("Apply(%s, %q) = %q, %q; want the effect of %q, %q", seat, row.phrase, got.Normal, got.Log, row.normal, want.Log)
		}
	}
}

// withoutReadings drops the log's note on how a typo was read.
func withoutReadings(log []string) []string {
	return slices.DeleteFunc(slices.Clone(log), func(l string) bool { return strings.HasPrefix(l, "Read ") })
}

// Phrases that do not say one legal command are refused, never read as
// the nearest one.
func TestPhrasesNotGuessed(t *testing.T) {
	tests := []struct {
		state  func(*testing.T) *state
		phrase string
	}{
		{moving, "move Gallia and Italia"},
		{moving, "don't move"},
		{moving, "attack Italia with 2 or 3"},
		{moving, "Gallia or Narbonensis"},
		{moving, "move Britania"}, // two edits, and Britannia is two steps away
		{political, "persuade Caesar"},
		{political, "no, improve military"},
		{competence, "improve"},
		{romeChoice, "rome gold and legions"},
		{fleeing, "flee"},
		// Words that change the meaning are never dropped or corrected
		// ("ohne" is one edit from "one").
		{moving, "don't attack Italia with 2"},
		{moving, "attack Italia with half my legions"},
		{moving, "move to Gallia but not Illyricum"},
		{moving, "move to Gallia if possible"},
		{moving, "move Gallia with the other legions"},
		{moving, "Nein, Gallien mit 2"},
		{moving, "不要进攻意大利"},
		{moving, "用2个或3个军团进攻意大利"},
		{moving, "去高卢或者纳博讷高卢"},
		{moving, "只带一半军团去高卢"},
		{moving, "带其他军团去高卢"},
		{moving, "如果可以就去高卢"},
	}
	for _, tt := range tests {
		s := tt.state(t)
		msg := mustRefuse(t, s, s.Pending()[0].Seat, tt.phrase)
		if strings.Contains(msg, "did you mean \""+tt.phrase) {
			t.Errorf("Apply(%q) = %q suggests the phrase itself", tt.phrase, msg)
		}
	}
	// A word that turns the line around is named, not corrected away.
	s := moving(t)
	if msg := mustRefuse(t, s, "Caesar", "don't attack Italia with 2"); !strings.Contains(msg, `"don't" changes what the line means`) || strings.Contains(msg, "did you mean") {
		t.Errorf("Apply(don't attack Italia with 2) = %q, want the word named and no suggestion", msg)
	}
}
