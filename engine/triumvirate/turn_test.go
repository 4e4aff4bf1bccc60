package triumvirate

import (
	"strings"
	"testing"
)

// electionSetup: Caesar's turn ends the year (calendar on I); Pompeius
// played 2 turns ago, Crassus 1 turn ago.
func electionSetup(t *testing.T, citizens [3]int) *state {
	t.Helper()
	s := fresh(t, 3)
	inPhase(s, 0, phaseAct, cisalpina)
	s.Turn, s.Calendar = 10, 1
	s.Chars[1].LastTurn, s.Chars[2].LastTurn = 8, 9
	s.Alii = totalCitizens
	for c, n := range citizens {
		s.Chars[c].Citizens = n
		s.Alii -= n
	}
	return s
}

func TestElection(t *testing.T) {
	tests := []struct {
		name     string
		citizens [3]int
		want     int
	}{
		{"most citizens", [3]int{1, 2, 4}, 2},
		// A tie goes to whoever played longest ago: Caesar has just
		// played, Crassus 1 turn ago, Pompeius 2 turns ago.
		{"tie Caesar and Crassus", [3]int{4, 1, 4}, 2},
		{"tie Caesar and Pompeius", [3]int{3, 3, 1}, 1},
		{"three-way tie", [3]int{2, 2, 2}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := electionSetup(t, tt.citizens)
			res := mustApply(t, s, "Caesar", "pass")
			ch := s.Chars[tt.want]
			if ch.Consul != 1 {
				t.Fatalf("pass at Elegio: %s consul %d times, want 1\n%s", s.seat(tt.want), ch.Consul, strings.Join(res.Log, "\n"))
			}
			if want := max(0, tt.citizens[tt.want]-3); ch.Citizens != want {
				t.Errorf("consul keeps %d citizens, want %d", ch.Citizens, want)
			}
			p := s.Pending()[0]
			if p.Seat != s.seat(tt.want) || s.Phase != phaseConsul {
				t.Fatalf("after the election %s is asked (%s), want the consul to place his official", p.Seat, s.Phase)
			}
			if s.SupplyOfficials != 2 {
				t.Errorf("officials in supply %d, want 2 (one went to the consul)", s.SupplyOfficials)
			}
			mustApply(t, s, p.Seat, "keep official")
			if s.Chars[tt.want].Carried != 1 || s.Calendar != 8 || s.Year != 2 || s.Active != 1 {
				t.Errorf("after the election: carried %d, calendar %d, year %d, active %s; want 1, 8, 2, Pompeius",
					s.Chars[tt.want].Carried, s.Calendar, s.Year, s.seat(s.Active))
			}
		})
	}
}

func TestConsulPlacesOfficial(t *testing.T) {
	s := electionSetup(t, [3]int{5, 1, 1})
	mustApply(t, s, "Caesar", "pass")
	if hasOption(s, "place official Gallia") {
		t.Errorf("the consul may place an official in Gallia, which has one")
	}
	mustApply(t, s, "Caesar", "place official britannia")
	if pr := s.Provinces[britannia]; !pr.Official || !pr.GovOut {
		t.Errorf("Britannia = %+v, want an official with the governor on it", pr)
	}
}

func TestCalendarAndTurnOrder(t *testing.T) {
	s := fresh(t, 3)
	var order []string
	for range 8 {
		order = append(order, s.seat(s.Active))
		for s.Phase == phaseSupply || s.Phase == phaseRome {
			mustApply(t, s, s.seat(s.Active), s.Pending()[0].Options[0])
		}
		mustApply(t, s, s.seat(s.Active), "pass")
	}
	want := "Caesar Pompeius Crassus Caesar Pompeius Crassus Caesar Pompeius"
	if got := strings.Join(order, " "); got != want {
		t.Errorf("turn order of year 1 = %s, want %s", got, want)
	}
	if s.Phase != phaseConsul {
		t.Errorf("after 8 turns phase %s, want the election's consul", s.Phase)
	}
}

func TestLegionCapAtTurnEnd(t *testing.T) {
	s := fresh(t, 3)
	inPhase(s, 0, phaseAct, cisalpina)
	setLegions(s, gallia, 9)
	setLegions(s, italia, 8) // every province, not only the active one's
	res := mustApply(t, s, "Caesar", "pass")
	// Italia is Pompeius's, who begins his turn now: it produces nothing
	// in military legions, so 6 is what the cap left.
	if s.Provinces[gallia].Legions != 6 || s.Provinces[italia].Legions != 6 {
		t.Errorf("legions after the turn: Gallia %d, Italia %d; want 6, 6", s.Provinces[gallia].Legions, s.Provinces[italia].Legions)
	}
	log := strings.Join(res.Log, "\n")
	for _, want := range []string{"Gallia loses 3 legions above 6", "Italia loses 2 legions above 6"} {
		if !strings.Contains(log, want) {
			t.Errorf("log of the turn's end:\n%s\nwant %q", log, want)
		}
	}
}

func TestTwoPlayerSetup(t *testing.T) {
	s := fresh(t, 2)
	if s.Calendar != 7 {
		t.Errorf("2-player calendar starts on %d, want VII", s.Calendar)
	}
	if n := len(s.owned(0)); n != 5 {
		t.Errorf("Caesar owns %d provinces, want 5", n)
	}
	if n := len(s.owned(1)); n != 6 {
		t.Errorf("Pompeius owns %d provinces, want 6", n)
	}
	if s.Bag != [3]int{2, 2, 2} {
		t.Errorf("bag %v, want 2 each of Caesar, Pompeius and Crassus (neutral)", s.Bag)
	}
	if s.Alii+s.Chars[0].Citizens+s.Chars[1].Citizens != 9 || s.Chars[0].Citizens != 2 {
		t.Errorf("forum: Alii %d, Caesar %d, Pompeius %d; want 9 citizens, 2 each", s.Alii, s.Chars[0].Citizens, s.Chars[1].Citizens)
	}
	for _, p := range outOfGame2 {
		if _, ok := s.routes(africa)[p]; ok {
			t.Errorf("%s is reachable in the 2-player game", provinces[p].Name)
		}
	}
	if err := invariants(s); err != nil { // 45 legions and 12 gold
		t.Error(err)
	}
}

// In the 2-player game Crassus's weapons are neutral and go back.
func TestTwoPlayerNeutralWeapons(t *testing.T) {
	s := fresh(t, 2)
	s.Bag = [3]int{0, 0, 2}
	s.Chars[0].Weapons, s.Chars[1].Weapons = 8, 8
	// Pompeius owns Macedonia in the 2-player game; attack Illyricum.
	inPhase(s, 1, phaseMove, macedonia)
	setLegions(s, macedonia, 3)
	setLegions(s, illyricum, 2)
	mustApply(t, s, "Pompeius", "attack Illyricum with 3")
	if s.Bag[2] != 2 {
		t.Errorf("Crassus's weapons in the bag %d, want 2 (neutral, back at once)", s.Bag[2])
	}
	if s.Provinces[illyricum].Owner != 1 || s.Provinces[illyricum].Legions != 1 {
		t.Errorf("Illyricum = %+v, want Pompeius's with 1 legion", s.Provinces[illyricum])
	}
}

func TestYearOfSevenTurnsWithTwo(t *testing.T) {
	s := fresh(t, 2)
	for i := range 7 {
		if s.Phase == phaseConsul {
			t.Fatalf("election after %d turns, want 7", i)
		}
		for s.Phase == phaseSupply || s.Phase == phaseRome {
			mustApply(t, s, s.seat(s.Active), s.Pending()[0].Options[0])
		}
		mustApply(t, s, s.seat(s.Active), "pass")
	}
	if s.Phase != phaseConsul && s.Phase != phaseOver {
		t.Errorf("after 7 turns phase %s, want an election", s.Phase)
	}
}

// Rules, Elegio, with two characters: a tie goes to whoever played
// longest ago, which is never the one who ended the year.
func TestTwoPlayerElectionTie(t *testing.T) {
	for _, ender := range []int{0, 1} {
		s := fresh(t, 2)
		inPhase(s, ender, phaseAct, setups2[ender].Figure)
		s.Turn, s.Calendar = 7, 1
		s.Chars[1-ender].LastTurn = 6
		s.Chars[0].Citizens, s.Chars[1].Citizens, s.Alii = 3, 3, 3
		mustApply(t, s, s.seat(ender), "pass")
		if want := 1 - ender; s.Chars[want].Consul != 1 || s.Chars[ender].Consul != 0 {
			t.Errorf("%s ends the year with a 3-3 tie: consuls %d/%d, want %s", s.seat(ender),
				s.Chars[0].Consul, s.Chars[1].Consul, s.seat(want))
		}
		if s.Chars[1-ender].Citizens != 0 || s.Alii != 6 {
			t.Errorf("after the election: consul's citizens %d, Alii %d; want 0, 6", s.Chars[1-ender].Citizens, s.Alii)
		}
	}
}

// Rules, I. Versorgung: when gold runs short, Rome gives what is left.
func TestRomeGivesWhatIsLeft(t *testing.T) {
	s := fresh(t, 3)
	giveGold(s, 2, s.SupplyGold-1)
	mustApply(t, s, "Caesar", "rome gold")
	if s.Chars[0].Gold != 1 || s.SupplyGold != 0 {
		t.Errorf("rome gold with 1 coin left: reinforcements %d, supply %d; want 1, 0", s.Chars[0].Gold, s.SupplyGold)
	}
}

// Rules, Elegio: "Schließlich stellt der aktive Spieler den Kalenderstein
// zurück auf den Start (VIII bei 3, VII bei 2 Charakteren)"; Spiel mit 2
// Charakteren: "der Kalenderstein steht am Anfang und nach jedem Jahr auf
// VII". The start field is read as the first year's field too, and the
// opening view says so with the quote.
func TestCalendarStart(t *testing.T) {
	for _, tt := range []struct {
		players int
		want    int
		quote   string
	}{
		{3, 8, "zurück auf den Start (VIII bei 3, VII bei 2"},
		{2, 7, "der Kalenderstein steht am Anfang und"},
	} {
		s := fresh(t, tt.players)
		if s.Calendar != tt.want {
			t.Errorf("%d players: calendar starts on %d, want %d", tt.players, s.Calendar, tt.want)
		}
		if text := s.Public().Public; !strings.Contains(text, tt.quote) {
			t.Errorf("%d players: opening view does not quote the rule %q:\n%s", tt.players, tt.quote, text)
		}
		mustApply(t, s, "Caesar", "rome gold; pass")
		if text := s.Public().Public; strings.Contains(text, tt.quote) {
			t.Errorf("%d players: the second turn's view still explains the calendar start", tt.players)
		}
	}
}

// Rules, I. Versorgung: "In allen Provinzen, in denen das
// Versorgungsfeld jetzt leer und sichtbar ist ..., erhält der aktive
// Charakter Versorgung". Turn 1's supply happens before anyone writes a
// command, so the opening view reports it.
func TestOpeningViewReportsSupply(t *testing.T) {
	s := fresh(t, 3)
	want := "Supply this turn (Caesar): Gallia 2 legions, Gallia Narbonensis 2 gold,\nIllyricum 2 legions, Rome still to choose."
	if text := s.Public().Public; !strings.Contains(text, want) {
		t.Errorf("opening view lacks %q:\n%s", want, text)
	}
	mustApply(t, s, "Caesar", "rome gold")
	if text := s.Public().Public; !strings.Contains(text, "Illyricum 2 legions, Rome 2 gold.") {
		t.Errorf("view after Rome lacks Rome's 2 gold:\n%s", text)
	}
}
