package risk

import (
	"slices"
	"strings"
	"testing"
)

// The phrasebook: how club players write Risk commands by mail, in
// English and German, without reading the help first. Each row names a
// position, the phrase and the normal form it must mean; the test applies
// both to copies of the same position and compares the effect (the
// marshalled state and the log), not the spelling.

// phrasebookPositions builds the positions the rows are written in.
var phrasebookPositions = map[string]func(t *testing.T) *state{
	// Red reinforces 6 units; holds Deutschland 8, Niederlande 1,
	// Schweden 5, Finnland 1; cards Irland, Belgien (1 star), Norwegen
	// (2 stars).
	"draft": posDraft,
	// The draft, asked how many units go to Deutschland.
	"draft-amount": func(t *testing.T) *state {
		s := posDraft(t)
		apply(t, s, "red", "reinforce Deutschland")
		return s
	},
	// Red attacks; Polen and Dänemark can be attacked from Deutschland
	// and from Schweden, Belgien and Schweiz only from Deutschland.
	"attack": posAttack,
	// Only Deutschland can attack Polen.
	"attack-one": posAttackOne,
	// Asked with how many units Polen is attacked from Deutschland.
	"dice": func(t *testing.T) *state {
		s := posAttackOne(t)
		apply(t, s, "red", "attack Polen from Deutschland")
		return s
	},
	// Polen just conquered with 3; 3 to 7 units may stand there.
	"occupy": func(t *testing.T) *state {
		s := posAttackOne(t)
		apply(t, s, "red", "attack Polen from Deutschland with 3")
		return s
	},
	// The closing move from Schweden, asked where to.
	"move-to": func(t *testing.T) *state {
		s := posAttack(t)
		apply(t, s, "red", "move from Schweden")
		return s
	},
	// Red holds all of Grün and Schweiz: two missions to choose from.
	"claim": func(t *testing.T) *state {
		terr := map[terrID][2]int{DEU: {red, 8}, CHE: {red, 2}}
		for _, id := range regions[3].Members {
			terr[id] = [2]int{red, 2}
		}
		return testState(t, setupSpiel1, terr)
	},
	// Kommandozentrale: red buys with 20 units in the Lazarett; blue's
	// Polen borders the neutral Schweden (4).
	"buy": func(t *testing.T) *state {
		s := testState(t, setupCommand, map[terrID][2]int{GBR: {red, 3}, DEU: {red, 6}, NLD: {red, 1}, POL: {blue, 3}, SWE: {neutral, 4}})
		s.Lazarett[red] = 20
		balance(s)
		s.startTurn()
		if s.Phase != phBuy {
			t.Fatalf("buy position in phase %s", s.Phase)
		}
		return s
	},
	// Kommandozentrale setup: red places both armies and the neutral one.
	"kz-setup": func(t *testing.T) *state {
		st, err := Game.New(config(setupCommand, 5))
		if err != nil {
			t.Fatal(err)
		}
		return st.(*state)
	},
}

// phraseRow is one phrasing: position, phrase, normal form, and for a
// typo the word the log must say it read ("" for none).
type phraseRow struct {
	pos, phrase, normal, read string
}

// phrasebook rows in English and German.
var phrasebook = []phraseRow{
	// Reinforcing.
	{"draft", "reinforce Deutschland 4", "reinforce Deutschland 4", ""},
	{"draft", "setze 4 Einheiten auf Deutschland", "reinforce Deutschland 4", ""},
	{"draft", "place 4 on Germany", "reinforce Deutschland 4", ""},
	{"draft", "reinforce Germany with 4 units", "reinforce Deutschland 4", ""},
	{"draft", "verstärke Deutschland um 4", "reinforce Deutschland 4", ""},
	{"draft", "verstaerke Deutschland um vier", "reinforce Deutschland 4", ""},
	{"draft", "put 4 armies in Germany", "reinforce Deutschland 4", ""},
	{"draft", "Put four units on Germany.", "reinforce Deutschland 4", ""},
	{"draft", "I'd like to place 4 units on Germany", "reinforce Deutschland 4", ""},
	{"draft", "ich möchte 4 Einheiten auf Deutschland setzen", "reinforce Deutschland 4", ""},
	{"draft", "Ich setze vier Einheiten nach Deutschland", "reinforce Deutschland 4", ""},
	{"draft", "4 auf Deutschland", "reinforce Deutschland 4", ""},
	{"draft", "4 on germany", "reinforce Deutschland 4", ""},
	{"draft", "Deutschland 4", "reinforce Deutschland 4", ""},
	{"draft", "deploy 4 to Germany", "reinforce Deutschland 4", ""},
	{"draft", "add 4 troops to Germany please", "reinforce Deutschland 4", ""},
	{"draft", "stelle 4 Truppen nach Deutschland", "reinforce Deutschland 4", ""},
	{"draft", "platziere 4 in Deutschland", "reinforce Deutschland 4", ""},
	{"draft", "REINFORCE GERMANY 4", "reinforce Deutschland 4", ""},
	{"draft", "reinforce deu 4", "reinforce Deutschland 4", ""},
	{"draft", "reinforce Deutchland 4", "reinforce Deutschland 4", "deutschland"},
	{"draft", "reinfroce Germany 4", "reinforce Deutschland 4", "reinforce"},
	{"draft", "place 4 on Germnay", "reinforce Deutschland 4", "germany"},
	{"draft", "verstärke Deutschland mit 4 Einheiten", "reinforce Deutschland 4", ""},
	{"draft", "Verstärkung: 4 nach Deutschland", "reinforce Deutschland 4", ""},
	{"draft", "reinforce Deutschland 3, Schweden 3", "reinforce Deutschland 3, reinforce Schweden 3", ""},
	{"draft", "place 3 on Germany and 3 on Sweden", "reinforce Deutschland 3, reinforce Schweden 3", ""},
	{"draft", "setze drei auf Deutschland und drei auf Schweden", "reinforce Deutschland 3, reinforce Schweden 3", ""},
	{"draft", "3 Deutschland, 3 Schweden", "reinforce Deutschland 3, reinforce Schweden 3", ""},
	{"draft", "reinforce Germany 2; Sweden 2; Finland 2", "reinforce Deutschland 2, reinforce Schweden 2, reinforce Finnland 2", ""},
	{"draft", "place six on Finland", "reinforce Finnland 6", ""},
	{"draft", "a unit on Germany", "reinforce Deutschland 1", ""},
	{"draft", "Hallo, ich setze 6 auf Finnland", "reinforce Finnland 6", ""},
	{"draft", "alle 6 nach Finnland", "reinforce Finnland 6", ""},
	{"draft", "Verstärke die Niederlande mit 6", "reinforce Niederlande 6", ""},
	{"draft", "reinforce the Netherlands with six troops", "reinforce Niederlande 6", ""},
	{"draft", "ich verstärke Schweden um 6", "reinforce Schweden 6", ""},
	{"draft", "Schweden um 6 verstärken", "reinforce Schweden 6", ""},
	{"draft", "reinforce Sweden", "reinforce Schweden", ""},
	{"draft", "reinforce Sweeden 6", "reinforce Schweden 6", "sweden"},
	{"draft", "place 6 on Swedn", "reinforce Schweden 6", "sweden"},
	{"draft-amount", "4", "4", ""},
	{"draft-amount", "vier", "4", ""},
	{"draft-amount", "four units", "4", ""},
	{"draft-amount", "4 Einheiten", "4", ""},
	{"draft-amount", "with 4", "4", ""},
	{"draft-amount", "4 on Deutschland", "4", ""},
	{"draft-amount", "all", "6", ""},
	{"draft-amount", "alle", "6", ""},
	// Trading cards.
	{"draft", "trade 3 cards", "trade 3 cards 4 stars", ""},
	{"draft", "tausche alle Karten", "trade 3 cards 4 stars", ""},
	{"draft", "trade all cards", "trade 3 cards 4 stars", ""},
	{"draft", "trade in 3 cards for 4 stars", "trade 3 cards 4 stars", ""},
	{"draft", "tausche 3 Karten gegen 4 Sterne", "trade 3 cards 4 stars", ""},
	{"draft", "tausche drei Karten ein", "trade 3 cards 4 stars", ""},
	{"draft", "Karten eintauschen", "trade 3 cards 4 stars", ""},
	{"draft", "ich möchte meine Karten eintauschen", "trade 3 cards 4 stars", ""},
	{"draft", "cash in my cards", "trade 3 cards 4 stars", ""},
	{"draft", "trade 2 cards", "trade 2 cards 3 stars", ""},
	{"draft", "trade two cards for three stars", "trade 2 cards 3 stars", ""},
	{"draft", "trade 4 stars", "trade 3 cards 4 stars", ""},
	{"draft", "tausche 2 Karten mit 2 Sternen", "trade 2 cards 2 stars", ""},
	{"draft", "trde 3 cards", "trade 3 cards 4 stars", "trade"},
	{"draft", "trade 3 cards, reinforce Germany 10", "trade 3 cards 4 stars, reinforce Deutschland 10", ""},
	{"draft", "tausche alle Karten und setze 10 auf Deutschland", "trade 3 cards 4 stars, reinforce Deutschland 10", ""},
	// Attacking.
	{"attack-one", "attack Polen from Deutschland with 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "greife Polen von Deutschland mit 3 an", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "greife Polen von Deutschland an", "attack Polen from Deutschland", ""},
	{"attack-one", "attack Polen with 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "attack Poland", "attack Polen from Deutschland", ""},
	{"attack-one", "Angriff auf Polen mit 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Angriff auf Polen von Deutschland aus mit drei Einheiten", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Ich greife Polen von Deutschland aus mit drei Einheiten an", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "ich möchte Polen von Deutschland aus mit 3 angreifen", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Polen von Deutschland mit 3 angreifen", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Polen angreifen mit 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "mit 3 von Deutschland nach Polen angreifen", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "I'd like to attack Poland from Germany with three armies", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "I attack Poland from Germany with 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "attack from Germany to Poland with 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "attack Poland with 3 from Germany", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "attack with 3 from Germany on Poland", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Germany attacks Poland with 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "attack Poland from Germany with 3 dice", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "attack Poland from Germany 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Attack: Poland <- Germany, 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "invade Poland from Germany with 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "attackiere Polen aus Deutschland mit 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "erobere Polen von Deutschland mit 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Attack Polen from Germany with 3!", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "attack polen from deutschland with 3 please", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "please attack Poland from Germany with 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "now attack Poland from Germany with 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "My move: attack Poland from Germany with 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Mein Zug: greife Polen von Deutschland mit 3 an", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "attack Polen from Deutschland with one", "attack Polen from Deutschland with 1", ""},
	{"attack-one", "greife Polen von Deutschland mit zwei an", "attack Polen from Deutschland with 2", ""},
	{"attack-one", "greife Polen von Deutschland mit einer Einheit an", "attack Polen from Deutschland with 1", ""},
	{"attack-one", "atack Poland from Germany with 3", "attack Polen from Deutschland with 3", "attack"},
	{"attack-one", "attack Ploen from Germany with 3", "attack Polen from Deutschland with 3", "polen"},
	{"attack-one", "attack Poland from Germay with 3", "attack Polen from Deutschland with 3", "germany"},
	{"attack-one", "greife Polen von Deutschlnd mit 3 an", "attack Polen from Deutschland with 3", "deutschland"},
	{"attack-one", "angreifen Polen von Deutschland mit 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "attack POL from DEU with 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "attack pol from deu with 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "attack Polen from Deutschland with 3, then move 7", "attack Polen from Deutschland with 3, move 7", ""},
	{"attack-one", "greife Polen von Deutschland mit 3 an und rücke mit 7 nach", "attack Polen from Deutschland with 3, move 7", ""},
	{"attack-one", "attack Polen from Deutschland with 3, occupy with 5", "attack Polen from Deutschland with 3, move 5", ""},
	{"attack-one", "attack Polen from Deutschland with 3 and move all", "attack Polen from Deutschland with 3, move 7", ""},
	{"attack", "attack Belgien with 3", "attack Belgien from Deutschland with 3", ""},
	{"attack", "attack Switzerland with 2", "attack Schweiz from Deutschland with 2", ""},
	{"attack", "greife die Schweiz mit 2 an", "attack Schweiz from Deutschland with 2", ""},
	{"attack", "attack Denmark from Sweden with 2", "attack Dänemark from Schweden with 2", ""},
	{"attack", "greife Daenemark von Schweden mit 2 an", "attack Dänemark from Schweden with 2", ""},
	{"attack", "Angriff auf Dänemark aus Schweden mit 2", "attack Dänemark from Schweden with 2", ""},
	{"attack", "attack Danmark from Sweden with 2", "attack Dänemark from Schweden with 2", "denmark"},
	{"attack", "attack Polen from Schweden with 3", "attack Polen from Schweden with 3", ""},
	{"attack", "attack from Sweden over the sea to Poland with 3", "attack Polen from Schweden with 3", ""},
	// The number, asked after "attack X from Y".
	{"dice", "with 3", "with 3", ""},
	{"dice", "3", "with 3", ""},
	{"dice", "mit 3", "with 3", ""},
	{"dice", "mit drei", "with 3", ""},
	{"dice", "with three", "with 3", ""},
	{"dice", "three dice", "with 3", ""},
	{"dice", "3 Würfel", "with 3", ""},
	{"dice", "mit drei Einheiten angreifen", "with 3", ""},
	{"dice", "attack with 3", "with 3", ""},
	{"dice", "attack Polen with 3", "with 3", ""},
	{"dice", "with all", "with 3", ""},
	{"dice", "mit allen", "with 3", ""},
	{"dice", "with 2", "with 2", ""},
	{"dice", "zwei", "with 2", ""},
	// Moving in after a conquest.
	{"occupy", "move 5", "move 5", ""},
	{"occupy", "5", "move 5", ""},
	{"occupy", "move 5 units into Poland", "move 5", ""},
	{"occupy", "occupy Poland with 5", "move 5", ""},
	{"occupy", "move in 5", "move 5", ""},
	{"occupy", "ziehe 5 nach Polen", "move 5", ""},
	{"occupy", "fünf nach Polen", "move 5", ""},
	{"occupy", "rücke mit 5 nach", "move 5", ""},
	{"occupy", "besetze Polen mit fünf Einheiten", "move 5", ""},
	{"occupy", "move all", "move 7", ""},
	{"occupy", "alle nachziehen", "move 7", ""},
	{"occupy", "move 7 from Germany to Poland", "move 7", ""},
	{"occupy", "3 more", "move 6", ""},
	{"occupy", "move 2 more units in", "move 5", ""},
	{"occupy", "noch 2 weitere nach Polen", "move 5", ""},
	// The closing move.
	{"attack", "move 3 from Schweden to Finnland", "move from Schweden to Finnland 3", ""},
	{"attack", "verlege 3 von Schweden nach Finnland", "move from Schweden to Finnland 3", ""},
	{"attack", "verlege drei Einheiten von Schweden nach Finnland", "move from Schweden to Finnland 3", ""},
	{"attack", "move 3 Sweden Finland", "move from Schweden to Finnland 3", ""},
	{"attack", "Schweden nach Finnland 3", "move from Schweden to Finnland 3", ""},
	{"attack", "move Sweden Finland 3", "move from Schweden to Finnland 3", ""},
	{"attack", "fortify Finland from Sweden with 3", "move from Schweden to Finnland 3", ""},
	{"attack", "fortify from Sweden to Finland 3", "move from Schweden to Finnland 3", ""},
	{"attack", "fortify Finland with 3 from Sweden", "move from Schweden to Finnland 3", ""},
	{"attack", "transfer 3 units from Sweden to Finland", "move from Schweden to Finnland 3", ""},
	{"attack", "I'd like to move three troops from Sweden to Finland", "move from Schweden to Finnland 3", ""},
	{"attack", "ich möchte 3 Einheiten von Schweden nach Finnland verlegen", "move from Schweden to Finnland 3", ""},
	{"attack", "3 von Schweden nach Finnland ziehen", "move from Schweden to Finnland 3", ""},
	{"attack", "ziehe 3 Truppen aus Schweden nach Finnland", "move from Schweden to Finnland 3", ""},
	{"attack", "bewege 3 von Schweden nach Finnland", "move from Schweden to Finnland 3", ""},
	{"attack", "verschiebe 3 von Schweden nach Finnland", "move from Schweden to Finnland 3", ""},
	{"attack", "move 3 to Finland", "move from Schweden to Finnland 3", ""},
	{"attack", "verlege 3 nach Finnland", "move from Schweden to Finnland 3", ""},
	{"attack", "move 3 from Sweden into Finland", "move from Schweden to Finnland 3", ""},
	{"attack", "move 3 from Sweeden to Finland", "move from Schweden to Finnland 3", "sweden"},
	{"attack", "verlege 3 von Schweden nach Finland", "move from Schweden to Finnland 3", ""},
	{"attack", "fortfy Finland from Sweden with 3", "move from Schweden to Finnland 3", "fortify"},
	{"attack", "move from Schweden", "move from Schweden", ""},
	{"attack", "move 3 from Sweden to Finland, end", "move from Schweden to Finnland 3", ""},
	{"attack", "Deutschland greift Belgien mit 3 an", "attack Belgien from Deutschland with 3", ""},
	{"attack", "move from Sweden to Finland", "move from Schweden to Finnland", ""},
	{"move-to", "to Finnland", "to Finnland", ""},
	{"move-to", "Finnland", "to Finnland", ""},
	{"move-to", "nach Finnland", "to Finnland", ""},
	{"move-to", "to Finland", "to Finnland", ""},
	// Ending the turn.
	{"attack", "end", "end", ""},
	{"attack", "end turn", "end", ""},
	{"attack", "End my turn.", "end", ""},
	{"attack", "I end my turn", "end", ""},
	{"attack", "pass", "end", ""},
	{"attack", "done", "end", ""},
	{"attack", "I'm done", "end", ""},
	{"attack", "finish turn", "end", ""},
	{"attack", "Zug beenden", "end", ""},
	{"attack", "beende meinen Zug", "end", ""},
	{"attack", "Ende des Zuges", "end", ""},
	{"attack", "ich beende meinen Zug", "end", ""},
	{"attack", "fertig", "end", ""},
	{"attack", "ich bin fertig", "end", ""},
	{"attack", "Ende.", "end", ""},
	{"attack", "edn turn", "end", "end"},
	{"attack", "Zug beendne", "end", "beenden"},
	// Claiming a mission.
	{"claim", "claim green", "claim green", ""},
	{"claim", "claim Grün", "claim green", ""},
	{"claim", "erfülle Mission grün", "claim green", ""},
	{"claim", "claim Region Grün kontrollieren", "claim green", ""},
	{"claim", "Mission Region Grün erfüllen", "claim green", ""},
	{"claim", "claim control region Green", "claim green", ""},
	{"claim", "claim Schweizer Gewölbe", "claim vault", ""},
	{"claim", "claim Schweizer Gewoelbe", "claim vault", ""},
	{"claim", "claim the Swiss vault", "claim vault", ""},
	{"claim", "erfülle die Mission \"Schweizer Gewölbe kontrollieren\"", "claim vault", ""},
	{"claim", "claim „Schweizer Gewölbe kontrollieren“", "claim vault", ""},
	{"claim", "I claim the vault", "claim vault", ""},
	{"claim", "take green", "claim green", ""},
	{"claim", "nimm die Mission grün", "claim green", ""},
	{"claim", "claim mission vault", "claim vault", ""},
	{"claim", "complete mission vault", "claim vault", ""},
	{"claim", "claim vualt", "claim vault", "vault"},
	{"claim", "claim green, end", "claim green, end", ""},
	{"claim", "erfülle grün und beende den Zug", "claim green, end", ""},
	// Kommandozentrale: buying special commands.
	{"buy", "buy sondertrupp", "buy sondertrupp", ""},
	{"buy", "kaufe Sondertrupp", "buy sondertrupp", ""},
	{"buy", "buy special forces", "buy sondertrupp", ""},
	{"buy", "Sondertrupp kaufen", "buy sondertrupp", ""},
	{"buy", "kaufe Flugplatz in Deutschland", "buy flugplatz Deutschland", ""},
	{"buy", "kaufe einen Flugplatz in Deutschland", "buy flugplatz Deutschland", ""},
	{"buy", "build an airfield in Germany", "buy flugplatz Deutschland", ""},
	{"buy", "Flugplatz bauen in Deutschland", "buy flugplatz Deutschland", ""},
	{"buy", "baue einen Flugplatz in Deutschland", "buy flugplatz Deutschland", ""},
	{"buy", "buy airfield Germany", "buy flugplatz Deutschland", ""},
	{"buy", "kaufe 3 Einheiten Verstärkung", "buy verstärkung", ""},
	{"buy", "kaufe drei Einheiten Verstärkung", "buy verstärkung", ""},
	{"buy", "buy reinforcements", "buy verstärkung", ""},
	{"buy", "kaufe Verstaerkung", "buy verstärkung", ""},
	{"buy", "kaufe Aufklärungsmission", "buy aufklärungsmission", ""},
	{"buy", "buy reconnaissance", "buy aufklärungsmission", ""},
	{"buy", "kaufe Aufklaerungsmission", "buy aufklärungsmission", ""},
	{"buy", "kaufe Gebietskarte", "buy gebietskarte", ""},
	{"buy", "Gebietskarte ziehen", "buy gebietskarte", ""},
	{"buy", "buy a card", "buy gebietskarte", ""},
	{"buy", "kaufe Startmanöver", "buy startmanöver", ""},
	{"buy", "buy manoeuvre", "buy startmanöver", ""},
	{"buy", "kaufe Aufstand in Polen von Schweden", "buy aufstand Polen from Schweden", ""},
	{"buy", "buy uprising Poland from Sweden", "buy aufstand Polen from Schweden", ""},
	{"buy", "kaufe Sondretrupp", "buy sondertrupp", "sondertrupp"},
	{"buy", "kaufe sondertrupp, fertig", "buy sondertrupp, done", ""},
	{"buy", "done", "done", ""},
	{"buy", "fertig", "done", ""},
	{"buy", "Einkauf beenden", "done", ""},
	{"buy", "kaufe nichts", "done", ""},
	{"buy", "nothing", "done", ""},
	// Kommandozentrale setup.
	{"kz-setup", "place neutral Schweiz 8", "place neutral Schweiz 8", ""},
	{"kz-setup", "place neutral on Switzerland 8", "place neutral Schweiz 8", ""},
	{"kz-setup", "place neutral Schweiz with 8", "place neutral Schweiz 8", ""},
}

func TestPhrasebook(t *testing.T) {
	if len(phrasebook) < 150 {
		t.Errorf("%d phrases, want at least 150", len(phrasebook))
	}
	checkPhrasebook(t, phrasebook)
}

// checkPhrasebook applies each row's phrase and its normal form to
// copies of the row's position and compares the effect.
func checkPhrasebook(t *testing.T, rows []phraseRow) {
	t.Helper()
	for _, row := range rows {
		t.Run(row.pos+"/"+row.phrase, func(t *testing.T) {
			build := phrasebookPositions[row.pos]
			a, b := build(t), build(t)
			want, err := b.Apply("red", row.normal)
			if err != nil {
				t.Fatalf("Apply(%q) of the normal form = %v", row.normal, err)
			}
			got, err := a.Apply("red", row.phrase)
			if err != nil {
				t.Fatalf("Apply(%q) = %v, want it read as %q", row.phrase, err, row.normal)
			}
			log, notes := splitReadAs(got.Log)
			if !slices.Equal(log, want.Log) {
				t.Errorf("Apply(%q).Log = %q, want %q (as %q)", row.phrase, log, want.Log, row.normal)
			}
			ma, _ := a.Marshal()
			mb, _ := b.Marshal()
			if string(ma) != string(mb) {
				t.Errorf("Apply(%q) left another state than %q (normal %q)", row.phrase, row.normal, got.Normal)
			}
			switch {
			case row.read == "" && len(notes) > 0:
				t.Errorf("Apply(%q) says %v, want no typo read", row.phrase, notes)
			case row.read != "" && !strings.Contains(strings.Join(notes, " "), "as \""+row.read+"\""):
				t.Errorf("Apply(%q) says %v, want it to say it read a word as %q", row.phrase, notes, row.read)
			}
		})
	}
}

// splitReadAs separates the "(Read … as ….)" notes from the log.
func splitReadAs(log []string) (rest, notes []string) {
	for _, l := range log {
		if strings.HasPrefix(l, "(Read ") {
			notes = append(notes, l)
		} else {
			rest = append(rest, l)
		}
	}
	return rest, notes
}

// A phrase that could mean two commands is answered with both, never
// guessed; a word one edit from two words is answered with both.
func TestPhrasebookAmbiguousPhrasesListTheAlternatives(t *testing.T) {
	tests := []struct {
		pos, phrase string
		want        []string
	}{
		{"attack", "attack Polen with 3", []string{"attack Polen from Deutschland with 3", "attack Polen from Schweden with 3"}},
		{"attack", "greife Dänemark mit 2 an", []string{"attack Dänemark from Deutschland with 2", "attack Dänemark from Schweden with 2"}},
		{"attack", "attack Nord from Deutschland", []string{"Nord-Frankreich", "Nord-Russland"}},
		{"attack", "attack Poland", []string{"attack Polen from Deutschland", "attack Polen from Schweden"}},
		{"attack", "进攻波兰，用3个", []string{"attack Polen from Deutschland", "attack Polen from Schweden"}},
		{"attack", "用两个兵进攻丹麦", []string{"attack Dänemark from Deutschland with 2", "attack Dänemark from Schweden with 2"}},
		{"attack", "从德国进攻法国", []string{"Nord-Frankreich", "Süd-Frankreich"}},
		{"attack", "attack France from Germany", []string{"Nord-Frankreich", "Süd-Frankreich"}},
		{"attack", "greife die Ukraine an", []string{"West-Ukraine", "Ost-Ukraine"}},
	}
	for _, tt := range tests {
		t.Run(tt.phrase, func(t *testing.T) {
			s := phrasebookPositions[tt.pos](t)
			before, _ := s.Marshal()
			_, err := s.Apply("red", tt.phrase)
			if err == nil {
				t.Fatalf("Apply(%q) succeeded, want the alternatives %v", tt.phrase, tt.want)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("Apply(%q) = %q, want it to name %q", tt.phrase, err, w)
				}
			}
			if after, _ := s.Marshal(); string(after) != string(before) {
				t.Errorf("refused Apply(%q) changed the state", tt.phrase)
			}
		})
	}
}

// Words that change what a line means are never dropped: the line is
// refused naming the word.
func TestPhrasesThatChangeTheMeaningAreRefused(t *testing.T) {
	for _, phrase := range []string{
		"don't attack Poland from Germany with 3",
		"attack Poland from Germany with 2 or 3",
		"greife Polen nicht an",
		"Ich verstaerke Polen nicht, sondern Deutschland um 4",
		"Polen? nein. Deutschland 4",
		"move in with all but one",
		"trade Ireland and Belgium or Norway",
		"greife Polen von Deutschland mit 2 oder 3 an",
		"不要从德国进攻波兰",
		"从德国用2个或3个兵进攻波兰",
		"如果可以，从德国进攻波兰",
		"从德国用一半的兵进攻波兰",
	} {
		s := posAttackOne(t)
		before, _ := s.Marshal()
		_, err := s.Apply("red", phrase)
		if err == nil || !strings.Contains(err.Error(), "changes what the line means") {
			t.Errorf("Apply(%q) = %v, want it refused for a word that changes the meaning", phrase, err)
		}
		if after, _ := s.Marshal(); string(after) != string(before) {
			t.Errorf("refused Apply(%q) changed the state", phrase)
		}
	}
	// "No more attacks" alone does not say whether the turn ends.
	s := posAttack(t)
	if _, err := s.Apply("red", "no more attacks"); err == nil {
		t.Errorf("Apply(no more attacks) succeeded, want a refusal: it does not say whether the turn ends")
	}
}

// "Did you mean" offers only what is legal now: no command word of
// another phase, and no Sondertrupp in a game without it.
func TestSuggestionsOfferOnlyWhatIsLegalNow(t *testing.T) {
	tests := []struct {
		pos, phrase, not string
	}{
		{"attack", "fortifyyy Finland from Sweden", "mean fertig"},
		{"attack", "hauptstadtxx Polen", "mean hauptstadt"},
		{"attack", "attack Schweiz from Deutschland with 3", "Sondertrupp"},
		// Irland is in no legal step now (two edits: no reading).
		{"attack", "attack Irlnadd from Deutschland", "mean Irland"},
	}
	for _, tt := range tests {
		t.Run(tt.phrase, func(t *testing.T) {
			s := phrasebookPositions[tt.pos](t)
			_, err := s.Apply("red", tt.phrase)
			if err == nil {
				t.Fatalf("Apply(%q) succeeded, want a refusal", tt.phrase)
			}
			if strings.Contains(err.Error(), tt.not) {
				t.Errorf("Apply(%q) = %q, which offers %q", tt.phrase, err, tt.not)
			}
		})
	}
	s := posAttack(t)
	if _, err := s.Apply("red", "attack Belgiunn from Deutschland"); err == nil || !strings.Contains(err.Error(), "did you mean Belgi") {
		t.Errorf("Apply(attack Belgiunn from Deutschland) = %v, want a suggestion of Belgien, a legal target", err)
	}
}

// Red reinforces 6 units; holds Deutschland 8, Niederlande 1,
// Schweden 5, Finnland 1; cards Irland, Belgien (1 star), Norwegen
// (2 stars).
func posDraft(t *testing.T) *state {
	s := testState(t, setupSpiel1, map[terrID][2]int{DEU: {red, 8}, NLD: {red, 1}, SWE: {red, 5}, FIN: {red, 1}, POL: {blue, 2}})
	giveCards(s, red, IRL, BEL, NOR)
	s.startDraft()
	s.takeFromSupply(red, 6-s.Pool)
	return s
}

// Red attacks; Polen and Dänemark can be attacked from Deutschland
// and from Schweden, Belgien and Schweiz only from Deutschland.
func posAttack(t *testing.T) *state {
	s := testState(t, setupSpiel1, map[terrID][2]int{DEU: {red, 8}, NLD: {red, 1}, SWE: {red, 5}, FIN: {red, 1},
		POL: {blue, 2}, DNK: {neutral, 3}})
	s.forced = []int{6, 6, 6, 1, 1, 6, 6, 6, 1, 1}
	return s
}

// Only Deutschland can attack Polen.
func posAttackOne(t *testing.T) *state {
	s := testState(t, setupSpiel1, map[terrID][2]int{DEU: {red, 8}, NLD: {red, 1}, POL: {blue, 2}})
	s.forced = []int{6, 6, 6, 1, 1}
	return s
}
