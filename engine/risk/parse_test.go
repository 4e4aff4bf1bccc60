package risk

import (
	"strconv"
	"strings"
	"testing"
)

func TestCommandsInEnglishGermanAndPrefixes(t *testing.T) {
	tests := []struct {
		cmd, normal string
	}{
		{"attack Polen from Deutschland with 3", "attack Polen from Deutschland with 3"},
		{"ATTACK poland FROM germany WITH 3", "attack Polen from Deutschland with 3"},
		{"angriff pol von deu mit 2", "attack Polen from Deutschland with 2"},
		{"att Österreich from Deutschland with 1", "attack Österreich from Deutschland with 1"},
		{"attack oesterreich from germ 1", "attack Österreich from Deutschland with 1"},
		{"attack Austria from DEU, with 2", "attack Österreich from Deutschland with 2"},
		{"move 5 Deutschland Niederlande", "move from Deutschland to Niederlande 5"},
		{"move from Deutschland to Niederlande 5", "move from Deutschland to Niederlande 5"},
		{"move Germany Netherlands 5", "move from Deutschland to Niederlande 5"},
		{"move 3 northern france great britain", "move from Nord-Frankreich to Großbritannien 3"},
		{"end", "end"},
		{"ende", "end"},
		// The German words the help mail names.
		{"angriff Polen von Deutschland mit 3", "attack Polen from Deutschland with 3"},
		{"bewege 5 Deutschland Niederlande", "move from Deutschland to Niederlande 5"},
		{"bewege von Deutschland nach Niederlande 5", "move from Deutschland to Niederlande 5"},
		{"Attack: Polen from Deutschland with 3", "attack Polen from Deutschland with 3"},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			s := testState(t, setupSpiel1, map[terrID][2]int{DEU: {red, 8}, NLD: {red, 1}, NFR: {red, 4}, GBR: {red, 1}})
			res, err := s.Apply("red", tt.cmd)
			if err != nil {
				t.Fatalf("Apply(%q) = %v", tt.cmd, err)
			}
			if res.Normal != tt.normal {
				t.Errorf("Apply(%q).Normal = %q, want %q", tt.cmd, res.Normal, tt.normal)
			}
		})
	}
}

func TestNormalFormReplaysTheSame(t *testing.T) {
	a := testState(t, setupSpiel1, map[terrID][2]int{DEU: {red, 8}, NLD: {red, 1}})
	a.forced = []int{6, 6, 6, 1}
	b := a.clone()
	res, err := a.Apply("red", "att pol from germ 3, move 5")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.Apply("red", res.Normal); err != nil {
		t.Fatalf("Apply(%q) of the normal form = %v", res.Normal, err)
	}
	ma, _ := a.Marshal()
	mb, _ := b.Marshal()
	if string(ma) != string(mb) {
		t.Errorf("replaying %q gave another state", res.Normal)
	}
}

func TestRefusals(t *testing.T) {
	tests := []struct {
		seat, cmd, reason string
	}{
		{"red", "attack Pollem from Deutschland with 3", "did you mean Polen?"},
		{"red", "attack Nord from Deutschland", "ambiguous: Nord-Frankreich, Nord-Russland"},
		{"red", "atackk Polen from Deutschland", "did you mean attack?"},
		{"red", "attack Italien from Deutschland", "does not border"},
		{"red", "attack Niederlande from Deutschland", "already yours"},
		{"red", "attack Belgien from Niederlande", "only 1 unit"},
		{"red", "attack Polen from Deutschland with 4", "at most 3 units"},
		{"red", "move 3 Deutschland Italien", "not connected"},
		{"red", "reinforce Deutschland 3", "reinforcements are placed"},
		{"blue", "end", "not your turn"},
		{"green", "end", "no seat"},
		{"red", "", "empty command"},
		{"red", "attack Polen from Deutschland, with 9", "at most 3 units"},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			s := testState(t, setupSpiel1, map[terrID][2]int{DEU: {red, 8}, NLD: {red, 1}})
			refuse(t, s, tt.seat, tt.cmd, tt.reason)
		})
	}
}

func TestPromptsAndViewsFit72Columns(t *testing.T) {
	for _, setup := range setups {
		st, err := Game.New(config(setup, 3))
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*state)
		texts := map[string]string{"help": Game.Help(), "public": s.Public().Public,
			"full": s.Full().Public + s.Full().Private}
		s2 := testState(t, setup, map[terrID][2]int{NOR: {red, 3}})
		s2.City[NOR] = true
		s2.Capital[red], s2.Capital[blue], s2.Airfield[blue] = int(NOR), int(NOR), int(NOR)
		texts["crowded row"] = s2.Public().Public
		for name, text := range texts {
			for i, line := range strings.Split(text, "\n") {
				if n := len([]rune(line)); n > 72 {
					t.Errorf("%s %s line %d has %d columns: %q", setup, name, i+1, n, line)
				}
			}
		}
		for _, p := range s.Pending() {
			if len(p.Options) == 0 || len(p.Options) > 150 {
				t.Errorf("%s: %d options at the start", setup, len(p.Options))
			}
		}
	}
}

func TestHelpNamesTheReconstruction(t *testing.T) {
	if !strings.Contains(Game.Help(), "RECONSTRUCTION") {
		t.Errorf("Help() does not say the map is reconstructed")
	}
	// The map is in the help: every territory in German and English, and
	// its borders (here: Irland's only one, the sea lane).
	for _, tr := range board {
		if !strings.Contains(Game.Help(), tr.De+" ("+tr.En+", "+tr.ID+")") {
			t.Errorf("Help() lacks the map line of %s", tr.De)
		}
	}
	if !strings.Contains(Game.Help(), "Irland (Ireland, IRL): Großbritannien~\n") {
		t.Errorf("Help() lacks Irland's sea lane to Großbritannien")
	}
	for _, ex := range []string{"attack Polen from Deutschland with 3", "reinforce Italien 4", "trade 3 cards",
		"move 5 Schweden Finnland", "buy sondertrupp", "end"} {
		if !strings.Contains(Game.Help(), ex) {
			t.Errorf("Help() lacks the example %q", ex)
		}
	}
}

// The German words of the help mail, in the phases they belong to.
func TestGermanCommands(t *testing.T) {
	s := testState(t, setupSpiel1, map[terrID][2]int{DEU: {red, 8}, NLD: {red, 1}, ITA: {red, 1}})
	giveCards(s, red, IRL, BEL, NOR)
	s.startDraft()
	res, err := s.Apply("red", "tausche 3 Karten, verstärke Italien 4")
	if err != nil || res.Normal != "trade 3 cards 4 stars, reinforce Italien 4" {
		t.Fatalf("Apply(tausche 3 Karten, verstärke Italien 4) = %q, %v", res.Normal, err)
	}
	apply(t, s, "red", "verstärke Deutschland "+strconv.Itoa(s.Pool))
	for _, id := range regions[3].Members {
		s.Owner[id] = red
	}
	balance(s)
	res, err = s.Apply("red", "erfülle grün, ende")
	if err != nil || res.Normal != "claim green, end" {
		t.Errorf("Apply(erfülle grün, ende) = %q, %v", res.Normal, err)
	}

	k := testState(t, setupCommand, map[terrID][2]int{GBR: {red, 3}})
	k.Lazarett[red] = 12
	balance(k)
	k.startTurn()
	res, err = k.Apply("red", "kaufe sondertrupp, fertig")
	if err != nil || res.Normal != "buy sondertrupp, done" {
		t.Errorf("Apply(kaufe sondertrupp, fertig) = %q, %v", res.Normal, err)
	}
}

func TestDraftCommands(t *testing.T) {
	s := testState(t, setupSpiel1, map[terrID][2]int{DEU: {red, 8}, NLD: {red, 1}})
	s.startDraft()
	pool := s.Pool
	res, err := s.Apply("red", "place germany 1, verstärke Niederlande 1")
	if err != nil {
		t.Fatalf("Apply(place germany 1, verstärke Niederlande 1) = %v", err)
	}
	if want := "reinforce Deutschland 1, reinforce Niederlande 1"; res.Normal != want {
		t.Errorf("Normal = %q, want %q", res.Normal, want)
	}
	if s.Pool != pool-2 || s.Units[DEU] != 9 || s.Units[NLD] != 2 {
		t.Errorf("pool %d, Deutschland %d, Niederlande %d; want %d, 9, 2", s.Pool, s.Units[DEU], s.Units[NLD], pool-2)
	}
	refuse(t, s, "red", "reinforce Deutschland "+strconv.Itoa(s.Pool+1), "is not allowed")
	refuse(t, s, "red", "reinforce Polen 1", "you do not control Polen")
	apply(t, s, "red", "reinforce Deutschland "+strconv.Itoa(s.Pool))
	if s.Phase != phAttack {
		t.Errorf("phase %s after placing every unit, want %s", s.Phase, phAttack)
	}
}

func TestARollStandsWhenTheRestOfTheLineFails(t *testing.T) {
	s := testState(t, setupSpiel1, map[terrID][2]int{DEU: {red, 8}, NLD: {red, 1}, POL: {blue, 2}})
	s.forced = []int{1, 1, 1, 6, 6} // red loses 2, no conquest
	res, err := s.Apply("red", "attack Polen from Deutschland with 3, move 5")
	if err != nil {
		t.Fatalf("Apply = %v, want the roll to stand", err)
	}
	if res.Normal != "attack Polen from Deutschland with 3" || s.Units[DEU] != 6 || !res.Rolled {
		t.Errorf("Normal %q, Deutschland %d, Rolled %v; want the attack alone, 6 units, rolled", res.Normal, s.Units[DEU], res.Rolled)
	}
	if last := res.Log[len(res.Log)-1]; !strings.Contains(last, "Not carried out after the roll") {
		t.Errorf("log %v does not say the rest was dropped", res.Log)
	}
	refuse(t, s, "red", "reinforce Deutschland 1, attack Polen from Deutschland with 3", "reinforcements are placed")
}

func TestALineStopsAtTheEndOfTheTurn(t *testing.T) {
	s := testState(t, setupSpiel1, map[terrID][2]int{DEU: {red, 8}, NLD: {red, 1}})
	refuse(t, s, "red", "end, reinforce Belgien 3", "your turn ended")
}

// TestDraftNumberBeforeTerritory: players write "place 4 Deutschland" as
// naturally as "place Deutschland 4".
func TestDraftNumberBeforeTerritory(t *testing.T) {
	for _, cmd := range []string{"place 1 Deutschland", "reinforce 1 germany", "setze 1 Deutschland"} {
		t.Run(cmd, func(t *testing.T) {
			s := testState(t, setupSpiel1, map[terrID][2]int{DEU: {red, 8}, NLD: {red, 1}})
			s.startDraft()
			res, err := s.Apply("red", cmd)
			if err != nil {
				t.Fatalf("Apply(%q) = %v", cmd, err)
			}
			if want := "reinforce Deutschland 1"; res.Normal != want {
				t.Errorf("Apply(%q).Normal = %q, want %q", cmd, res.Normal, want)
			}
		})
	}
}

// TestMoveNWithoutAConquestSaysWhy: "move 4" after an attack that did not
// conquer has nothing to move in; the refusal says so.
func TestMoveNWithoutAConquestSaysWhy(t *testing.T) {
	s := testState(t, setupSpiel1, map[terrID][2]int{DEU: {red, 8}, NLD: {red, 1}})
	refuse(t, s, "red", "move 4", "no territory was just conquered")
}

// TestDraftListOfTerritories: "verstärke Ost-Ukraine 2, Rumänien 2" names
// the verb once for a list, as Twilight Struggle's influence does.
func TestDraftListOfTerritories(t *testing.T) {
	for _, cmd := range []string{"reinforce Deutschland 1, Niederlande 1", "verstärke Deutschland 1, Niederlande 1", "place 1 Deutschland, 1 Niederlande"} {
		t.Run(cmd, func(t *testing.T) {
			s := testState(t, setupSpiel1, map[terrID][2]int{DEU: {red, 8}, NLD: {red, 1}})
			s.startDraft()
			res, err := s.Apply("red", cmd)
			if err != nil {
				t.Fatalf("Apply(%q) = %v", cmd, err)
			}
			if want := "reinforce Deutschland 1, reinforce Niederlande 1"; res.Normal != want {
				t.Errorf("Apply(%q).Normal = %q, want %q", cmd, res.Normal, want)
			}
		})
	}
}

// TestOneUnitReadsRight: a single unit is "1 unit", and a number out of a
// one-number range says it is the only choice.
func TestOneUnitReadsRight(t *testing.T) {
	s := testState(t, setupSpiel1, map[terrID][2]int{DEU: {red, 8}, NLD: {red, 2}})
	refuse(t, s, "red", "move 3 from Niederlande to Deutschland", "the only choice is 1")
	log := apply(t, s, "red", "move 1 from Niederlande to Deutschland")
	if got := strings.Join(log, " "); !strings.Contains(got, "moves 1 unit from") {
		t.Errorf("log %q, want \"moves 1 unit from\"", got)
	}
}

// TestEndAndPunctuationAsPlayersWriteThem: "end turn", "done." and
// "Angriff auf Polen" are how players write these commands.
func TestEndAndPunctuationAsPlayersWriteThem(t *testing.T) {
	tests := []struct{ cmd, normal string }{
		{"end turn", "end"},
		{"End my turn.", "end"},
		{"pass", "end"},
		{"Ende des Zuges", "end"},
		{"Angriff auf Polen von Deutschland mit 3", "attack Polen from Deutschland with 3"},
		{"attack on Polen from Deutschland with 3!", "attack Polen from Deutschland with 3"},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			s := testState(t, setupSpiel1, map[terrID][2]int{DEU: {red, 8}, NLD: {red, 1}})
			res, err := s.Apply("red", tt.cmd)
			if err != nil {
				t.Fatalf("Apply(%q) = %v", tt.cmd, err)
			}
			if res.Normal != tt.normal {
				t.Errorf("Apply(%q).Normal = %q, want %q", tt.cmd, res.Normal, tt.normal)
			}
		})
	}
}

// TestALongLineIsRefusedQuickly: a line of hundreds of words is no
// command; it is refused rather than read step by step.
func TestALongLineIsRefusedQuickly(t *testing.T) {
	s := testState(t, setupSpiel1, map[terrID][2]int{DEU: {red, 8}, NLD: {red, 1}})
	refuse(t, s, "red", strings.Repeat("hallo, ", 5000)+"end", "one command per line")
}
