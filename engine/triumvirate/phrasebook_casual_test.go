package triumvirate

import (
	"slices"
	"strings"
	"testing"
)

// Phrasings as players write them by mail, casually: typos, shorthand,
// German word orders and cases, Chinese with and without numerals and in
// traditional characters, a greeting before the command and a remark to
// the other players after it. The states are those of
// phrasebook_test.go; each phrase is compared by its effect with its
// normal form.
var phrasebookCasual = []phraseRow{
	// A remark to the other players after the command.
	{moving, "move to Gaul with 2. Your move!", "move Gallia with 2"},
	{moving, "Move Gallia with 2 legions. Your turn!", "move Gallia with 2"},
	{moving, "move to Gaul with 2 - your move", "move Gallia with 2"},
	{moving, "Nach Gallien mit 2 Legionen – du bist dran!", "move Gallia with 2"},
	{moving, "Zug 3 - nach Gallien mit 2 Legionen", "move Gallia with 2"},
	{moving, "attack Italy with 4. Let's see how it goes.", "attack Italia with 4"},
	{moving, "Ich ziehe mit 2 Legionen nach Gallien. Du bist dran!", "move Gallia with 2"},
	{moving, "Angriff auf Italien mit 4. Mal sehen, was passiert.", "attack Italia with 4"},
	{moving, "带两个军团去高卢。该你了", "move Gallia with 2"},
	{moving, "帶兩個軍團去高盧。輪到你了！", "move Gallia with 2"},
	{moving, "done. Over to you!", "done"},
	{romeChoice, "rome gold. Your move!", "rome gold"},
	{romeChoice, "Rom: Gold. Dein Zug!", "rome gold"},
	{romeChoice, "罗马两金。该你了！", "rome gold"},
	{political, "persuade Crassus. Sorry, Marcus!", "act persuade Crassus"},
	{political, "Bürger von Crassus überzeugen. Sorry!", "act persuade Crassus"},
	{military, "produce weapons. Your turn.", "act weapons"},
	{competence, "pass. Your move!", "pass"},
	{competence, "Zug beendet. Du bist dran!", "pass"},
	{fleeing, "逃往西西里。算你狠！", "flee Sicilia"},
	{consul, "keep official. Your go.", "keep official"},
	{shortage, "supply Africa. Your move!", "supply Africa"},
	{shortage, "Afrika versorgen. Du bist dran.", "supply Africa"},
	{shortage, "补给非洲。该你了。", "supply Africa"},
	{atOfficial, "Ich nehme den Beamten mit. Viel Spaß!", "take official"},
	{carrying, "place official. Sorry!", "place official"},
	{coast, "sail to Macedonia with 2 legions. Let's see how it goes!", "move Macedonia with 2"},
	{coast, "渡海去马其顿，带两个军团。祝你好运！", "move Macedonia with 2"},
	{pompeius, "Angriff auf Narbonensis mit 3. Sorry, Gaius!", "attack Gallia Narbonensis with 3"},
	{pompeius, "attack Narbonese Gaul with 2. Well played so far!", "attack Gallia Narbonensis with 2"},
	{political, "说服克拉苏的一个公民。抱歉！", "act persuade Crassus"},
	{military, "Waffen produzieren. Mal sehen, was passiert.", "act weapons"},
	{compensating, "raise military. Ouch!", "raise military"},
	{consul, "Ich behalte den Beamten. Dein Zug!", "keep official"},
	{fleeing, "Ich fliehe nach Sizilien. Autsch!", "flee Sicilia"},
	{moving, "Move to Gaul with two legions, then take the official. Your move!", "move Gallia with 2; take official"},
	// A word before the command.
	{moving, "Nice. Move to Gaul with 2", "move Gallia with 2"},
	{moving, "Ok. Attack Italy with 4", "attack Italia with 4"},
	{moving, "Na gut. Nach Gallien mit 2 Legionen", "move Gallia with 2"},
	{moving, "好的。带两个军团去高卢", "move Gallia with 2"},
	{political, "Hmm. Persuade Crassus", "act persuade Crassus"},
	{political, "Na gut. Bürger von Crassus überzeugen", "act persuade Crassus"},
	{romeChoice, "Nice. Rome gold", "rome gold"},
	{military, "Oh well. Produce weapons", "act weapons"},
	{fleeing, "Ouch. Flee to Sicily", "flee Sicilia"},
	{fleeing, "Autsch. Flucht nach Sizilien", "flee Sicilia"},
	{compensating, "唉。提升军事能力", "raise military"},
	// Once more in every phase: remarks after, praise first.
	{moving, "Nice, move to Gaul with 2", "move Gallia with 2"},
	{moving, "Ok, attack Italy with 4", "attack Italia with 4"},
	{moving, "Na gut, nach Gallien mit 2 Legionen", "move Gallia with 2"},
	{moving, "move to Gaul with 2!! Your move :)", "move Gallia with 2"},
	{moving, "move to gaul with 2. ur move", "move Gallia with 2"},
	{moving, "Nach Gallien mit 2 Legionen. Jetzt bist du dran!", "move Gallia with 2"},
	{moving, "Nach Gallien mit 2 Legionen. Bin gespannt.", "move Gallia with 2"},
	{moving, "attack Italy with 4. Wish me luck!", "attack Italia with 4"},
	{moving, "attack Italy with 4. Drück mir die Daumen!", "attack Italia with 4"},
	{moving, "Angriff auf Italien mit 4! Viel Glück dir!", "attack Italia with 4"},
	{moving, "进攻意大利，4个军团。轮到你了", "attack Italia with 4"},
	{moving, "進攻義大利，四個軍團。該你了", "attack Italia with 4"},
	{moving, "去高卢。你的回合", "move Gallia"},
	{moving, "不错。带两个军团去高卢", "move Gallia with 2"},
	{moving, "好。带两个军团去高卢", "move Gallia with 2"},
	{moving, "带两个军团去高卢。祝我好运！", "move Gallia with 2"},
	{moving, "done. your turn", "done"},
	{moving, "pass. your move", "pass"},
	{moving, "Ich passe. Dein Zug.", "pass"},
	{moving, "Zug beendet. Du bist!", "pass"},
	{moving, "跳过。该你了", "pass"},
	{romeChoice, "gold from rome pls. your move", "rome gold"},
	{romeChoice, "Zwei Gold aus Rom. Du bist dran!", "rome gold"},
	{romeChoice, "Nice. 2 legions from Rome to Gaul", "rome legions Gallia"},
	{romeChoice, "从罗马拿2金。该你了", "rome gold"},
	{atOfficial, "take official. ur turn", "take official"},
	{atOfficial, "带上官员。该你了", "take official"},
	{carrying, "Beamten hier absetzen. Dein Zug!", "place official"},
	{political, "persuade crassus. sorry mate", "act persuade Crassus"},
	{political, "Überzeuge einen Bürger von Crassus. Tut mir leid!", "act persuade Crassus"},
	{political, "Ok. Persuade a citizen", "act persuade"},
	{military, "weapons. your move!", "act weapons"},
	{military, "生产武器。该你了", "act weapons"},
	{competence, "improve military. your turn", "act improve military"},
	{fleeing, "Sizilien. Mist!", "flee Sicilia"},
	{fleeing, "Flucht nach Sizilien. So ein Pech!", "flee Sicilia"},
	{fleeing, "flee to Sicily. Damn!", "flee Sicilia"},
	{compensating, "militärisch. Du bist dran", "raise military"},
	{consul, "official to Britannia. your move", "place official Britannia"},
	{consul, "Beamten behalten. Dein Zug.", "keep official"},
	{shortage, "Italien versorgen. Du bist dran!", "supply Italia"},
	{shortage, "Italy pls. your turn", "supply Italia"},
	{pompeius, "Angriff auf Narbonensis mit 3. Viel Glück!", "attack Gallia Narbonensis with 3"},
	{coast, "über das Meer nach Makedonien. Du bist dran.", "move Macedonia"},
	// Casual English.
	{moving, "gonna move to Gaul w/ 2", "move Gallia with 2"},
	{moving, "ok so move to gaul with 2 legions pls", "move Gallia with 2"},
	{moving, "move 2 legions to gaul", "move Gallia with 2"},
	{moving, "marching on Illyria with all 4", "move Illyricum with 4"},
	{moving, "head to Illyria w/ 3", "move Illyricum with 3"},
	{moving, "attack Itlay with 3", "attack Italia with 3"},
	{moving, "attak Italy with 3", "attack Italia with 3"},
	{moving, "atk Italy with 3", "attack Italia with 3"},
	{moving, "Italy, 3 legions, attack!", "attack Italia with 3"},
	{moving, "moving on to Gaul w/ two legions", "move Gallia with 2"},
	{moving, "im done moving", "done"},
	{moving, "done w/ movement", "done"},
	{moving, "end of turn", "pass"},
	{atOfficial, "grab the official pls", "take official"},
	{atOfficial, "take offical", "take official"},
	{carrying, "drop off the official", "place official"},
	{coast, "sail over to Macedonia w/ 2", "move Macedonia with 2"},
	{political, "persuade one of Crassus' citizens", "act persuade Crassus"},
	{military, "make weapons pls", "act weapons"},
	{military, "produce wepons", "act weapons"},
	{fleeing, "flee to sicily pls", "flee Sicilia"},
	{compensating, "political pls", "raise political"},
	{consul, "official to Britain", "place official Britannia"},
	{shortage, "supply italy pls", "supply Italia"},
	// German word orders, cases and spellings.
	{romeChoice, "Aus Rom nehme ich das Gold", "rome gold"},
	{romeChoice, "Nach Gallien schicke ich zwei Legionen aus Rom", "rome legions Gallia"},
	{moving, "Nach Gallien ziehe ich mit zwei Legionen", "move Gallia with 2"},
	{moving, "Mit zwei Legionen ziehe ich nach Gallien", "move Gallia with 2"},
	{moving, "Mit drei Legionen greife ich Italien an", "attack Italia with 3"},
	{moving, "Caesar zieht mit 2 Legionen nach Galien", "move Gallia with 2"},
	{moving, "zieh nach Gallien mit zwei Legionen", "move Gallia with 2"},
	{moving, "Italien wird mit drei Legionen angegriffen", "attack Italia with 3"},
	{moving, "Ich beende meinen Zug.", "pass"},
	{atOfficial, "Den Beamten nehme ich mit", "take official"},
	{carrying, "Den Beamten setze ich hier ein", "place official"},
	{coast, "Übers Meer nach Makedonien mit zwei Legionen", "move Macedonia with 2"},
	{political, "Einen Bürger von Crassus überzeuge ich", "act persuade Crassus"},
	{political, "Ich überzeuge einen Bürger des Crassus", "act persuade Crassus"},
	{military, "Waffen werden produziert", "act weapons"},
	{military, "Ich verbessere meine militärische Kompetenz", "act improve military"},
	{fleeing, "Nach Sizilien fliehe ich", "flee Sicilia"},
	{compensating, "Politisch, bitte", "raise political"},
	{consul, "Der neue Beamte kommt nach Britannien", "place official Britannia"},
	{shortage, "Italien soll versorgt werden", "supply Italia"},
	// Word orders, typos, shorthand and Chinese once more.
	{romeChoice, "Gold aus Rom nehme ich", "rome gold"},
	{romeChoice, "Die zwei Legionen aus Rom schicke ich nach Gallien", "rome legions Gallia"},
	{romeChoice, "rome gold pls", "rome gold"},
	{romeChoice, "2x gold from rome", "rome gold"},
	{romeChoice, "rome: 2x legion to Gaul", "rome legions Gallia"},
	{romeChoice, "rome legions gaul + illyria", "rome legions Gallia and Illyricum"},
	{romeChoice, "从罗马派两个军团到高卢和伊利里亚各一个", "rome legions Gallia and Illyricum"},
	{romeChoice, "羅馬兩金", "rome gold"},
	{moving, "Nach Gallien mit zwei Legionen ziehe ich", "move Gallia with 2"},
	{moving, "Mit zwei Legionen nach Gallien", "move Gallia with 2"},
	{moving, "move gaul 2", "move Gallia with 2"},
	{moving, "move to Gaul x2", "move Gallia with 2"},
	{moving, "mvoe to Gaul with 2", "move Gallia with 2"},
	{moving, "move to Gual with 2", "move Gallia with 2"},
	{moving, "attack Italy with everything", "attack Italia with 4"},
	{moving, "attack Italy with all of them", "attack Italia with 4"},
	{moving, "Italien angreifen, alle Legionen", "attack Italia with 4"},
	{moving, "Italien mit allem angreifen", "attack Italia with 4"},
	{moving, "Angriff auf Italien mit allen vier", "attack Italia with 4"},
	{moving, "Angrif auf Italien mit 3", "attack Italia with 3"},
	{moving, "greife Itailen mit 3 an", "attack Italia with 3"},
	{moving, "fertig mit Bewegung", "done"},
	{moving, "Bewegung: fertig", "done"},
	{moving, "movement done", "done"},
	{moving, "ok done", "done"},
	{moving, "done, thanks", "done"},
	{moving, "I pass this turn, thanks", "pass"},
	{moving, "nichts mehr, Zug beenden", "pass"},
	{moving, "用四个军团进攻意大利", "attack Italia with 4"},
	{moving, "用全部军团进攻義大利", "attack Italia with 4"},
	{moving, "帶兩個軍團去伊利里亞", "move Illyricum with 2"},
	{moving, "去高卢，两个军团，然后带上官员", "move Gallia with 2; take official"},
	{atOfficial, "nimm Beamten mit und weiter nach Britannien", "take official; move Britannia"},
	{atOfficial, "pick up official then on to Britain", "take official; move Britannia"},
	{carrying, "Beamten absetzen", "place official"},
	{political, "überzeug einen Bürger", "act persuade"},
	{political, "einen Buerger ueberzeugen bitte", "act persuade"},
	{political, "persuade citzen from Crassus", "act persuade Crassus"},
	{political, "persuade a citizen of Crassus'", "act persuade Crassus"},
	{political, "überzeuge Crassus' Bürger", "act persuade Crassus"},
	{political, "Bürger von Crassus", "act persuade Crassus"},
	{political, "说服克拉苏", "act persuade Crassus"},
	{political, "說服一個公民", "act persuade"},
	{military, "Waffen", "act weapons"},
	{military, "waffen bitte", "act weapons"},
	{military, "mil. competence +1", "act improve military"},
	{military, "提升軍事能力", "act improve military"},
	{competence, "polit. Kompetenz erhöhen", "act improve political"},
	{competence, "nix, Zug beenden", "pass"},
	{fleeing, "nach Sizilien", "flee Sicilia"},
	{fleeing, "Sicily pls", "flee Sicilia"},
	{fleeing, "逃去西西里", "flee Sicilia"},
	{fleeing, "flee to Sicilly", "flee Sicilia"},
	{compensating, "mil", "raise military"},
	{compensating, "politisch bitte", "raise political"},
	{compensating, "軍事", "raise military"},
	{consul, "official -> Britannia", "place official Britannia"},
	{consul, "Beamten nach Britannien stellen", "place official Britannia"},
	{consul, "官員放在不列顛", "place official Britannia"},
	{shortage, "Italien bitte", "supply Italia"},
	{shortage, "versorge Italein", "supply Italia"},
	{shortage, "補給意大利", "supply Italia"},
	// Chinese, with and without numerals, simplified and traditional.
	{romeChoice, "從羅馬拿兩枚金幣", "rome gold"},
	{romeChoice, "罗马：2个军团去高卢", "rome legions Gallia"},
	{moving, "带2个军团去高卢", "move Gallia with 2"},
	{moving, "帶三個軍團進攻意大利", "attack Italia with 3"},
	{moving, "用4个军团打意大利", "attack Italia with 4"},
	{moving, "移動結束", "done"},
	{moving, "結束回合", "pass"},
	{atOfficial, "帶上官員", "take official"},
	{political, "說服克拉蘇的公民", "act persuade Crassus"},
	{military, "生產武器", "act weapons"},
	{fleeing, "逃往非洲", "flee Africa"},
	{compensating, "政治能力", "raise political"},
	{consul, "保留官員", "keep official"},
}

func TestPhrasebookCasual(t *testing.T) {
	if len(phrasebookCasual) < 80 {
		t.Errorf("%d casual phrases, want at least 80", len(phrasebookCasual))
	}
	checkPhrasebook(t, phrasebookCasual)
}

// A sentence is a remark only when it holds nothing a step has: no
// number, no name, no word that changes the meaning, no command word but
// the other player's ("your move"), no word of the language written
// short and no unknown word one edit from a known one, which may be a
// mistyped command.
func TestRemarksAreOnlySentencesWithoutCommandWords(t *testing.T) {
	for sentence, want := range map[string]bool{
		"Your move!":              true,
		"Du bist dran!":           true,
		"该你了":                     true,
		"Let's see how it goes.":  true,
		"Nice.":                   true,
		"Sorry, Marcus!":          true,
		"Not Italia.":             false,
		"Nein!":                   false,
		"Bis Gallien.":            false,
		"Fuor legions.":           false,
		"Gold!":                   false,
		"polit.":                  false,
		"Then done.":              false,
		"Pas.":                    false,
		"Legionen.":               false,
		"不要":                      false,
		"Italien auch.":           false,
		"With all!":               false,
		"Your move to Gallia.":    false,
		"Bewegung fretig.":        false,
		"Two more, your move!":    false,
		"Und dann Zug beenden.":   false,
		"Dein Zug, nimm Beamten.": false,
		"Vergiss es.":             false,
		"Scratch that!":           false,
		"Oops, wrong one.":        false,
	} {
		if got := isRemark(sentence); got != want {
			t.Errorf("isRemark(%q) = %v, want %v", sentence, got, want)
		}
	}
	s := moving(t)
	res, err := s.Apply("Caesar", "move Gallia with 2. Your move!")
	if err != nil {
		t.Fatalf("Apply(move Gallia with 2. Your move!) = %v", err)
	}
	if !slices.Contains(res.Log, `Read "Your move!" as a remark, not a command.`) {
		t.Errorf("Apply(move Gallia with 2. Your move!).Log = %q, want it to say the remark was not read", res.Log)
	}
	// A line of nothing but remarks is read whole, and refused.
	s = moving(t)
	mustRefuse(t, s, "Caesar", "Nice. Your move!")
	// A sentence with a word that changes the meaning is read, and the
	// line refused.
	s = moving(t)
	mustRefuse(t, s, "Caesar", "move Gallia with 2. Not Italia!")
	// A word one edit from a command word after the command is read with
	// it, never dropped as a remark.
	s = moving(t)
	if msg := mustRefuse(t, s, "Caesar", "move Gallia with 2. Fertg."); !strings.Contains(msg, "fertg") {
		t.Errorf("Apply(move Gallia with 2. Fertg.) = %q, want it to name \"fertg\"", msg)
	}
}
