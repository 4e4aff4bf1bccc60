package risk

import (
	"strings"
	"testing"
)

// Phrasings as players write them by mail, casually: typos, shorthand,
// German word orders, Chinese with and without numerals and in
// traditional characters, a greeting before the command and a remark to
// the other players after it. The positions are those of
// phrasebook_test.go; each phrase is compared by its effect with its
// normal form.
var phrasebookCasual = []phraseRow{
	// A remark to the other players after the command.
	{"attack-one", "attack Poland from Germany with 3. Your move!", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Greife Polen von Deutschland mit 3 an. Du bist dran!", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Attack Poland from Germany with 3 - your turn.", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Greife Polen von Deutschland mit 3 an – du bist dran", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Runde 4 - greife Polen von Deutschland mit 3 an", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Angriff von Deutschland auf Polen mit 3. Viel Spaß noch!", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "从德国用3个兵进攻波兰。该你了", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "從德國用三個兵進攻波蘭。輪到你了！", "attack Polen from Deutschland with 3", ""},
	{"draft", "4 on Germany, 2 on Sweden. Over to you!", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "4 nach Deutschland, 2 nach Schweden. Bin gespannt!", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "德国4个，瑞典2个。该你了！", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"attack", "end turn. Good game so far!", "end", ""},
	{"attack", "Zug beendet. Du bist dran!", "end", ""},
	{"attack", "结束回合。该你了", "end", ""},
	{"attack", "End turn. Your move, my friend!", "end", ""},
	{"attack", "Ich beende meinen Zug. Dein Zug!", "end", ""},
	{"attack", "結束回合。該你了！", "end", ""},
	{"draft", "reinforce Germany 4, Sweden 2. See you next turn!", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "Setze 4 auf Deutschland und 2 auf Schweden. Mal sehen, was passiert.", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "德国放四个，瑞典放两个。祝你好运！", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"occupy", "Ziehe mit 5 nach. Du bist dran.", "move 5", ""},
	{"occupy", "移入5个。该你了", "move 5", ""},
	{"claim", "claim green. Sorry!", "claim green", ""},
	{"claim", "Ich erfülle die Mission Grün. Tut mir leid!", "claim green", ""},
	{"buy", "buy special forces. Your turn.", "buy sondertrupp", ""},
	{"buy", "Ich kaufe einen Sondertrupp. Du bist dran!", "buy sondertrupp", ""},
	{"kz-setup", "place neutral Schweiz 8. Your move.", "place neutral Schweiz 8", ""},
	{"occupy", "move in 5. your go", "move 5", ""},
	{"dice", "3. Wish me luck!", "with 3", ""},
	{"dice", "mit 3. Drück mir die Daumen!", "with 3", ""},
	// A word of greeting or praise before the command.
	{"draft", "Nice. 4 on Germany", "reinforce Deutschland 4", ""},
	{"draft", "Nice! Put 4 on Germany and 2 on Sweden.", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"attack-one", "Nice. Attack Poland from Germany with 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Ok. Attack Poland from Germany with 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Schön. Greife Polen von Deutschland mit 3 an", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Na gut. Angriff auf Polen von Deutschland mit 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "好的。从德国用3个兵进攻波兰", "attack Polen from Deutschland with 3", ""},
	{"attack", "Nice. End turn.", "end", ""},
	{"dice", "Nice. 3", "with 3", ""},
	{"draft", "Nice. Trade 3 cards, then 10 on Germany", "trade 3 cards 4 stars, reinforce Deutschland 10", ""},
	{"occupy", "Nice! Move 5 in.", "move 5", ""},
	{"claim", "Nice. Claim green", "claim green", ""},
	{"attack", "Nice. Fortify 3 from Sweden to Finland", "move from Schweden to Finnland 3", ""},
	{"attack", "Schön! Ich verschiebe 3 von Schweden nach Finnland.", "move from Schweden to Finnland 3", ""},
	{"draft", "Hmm. 4 auf Deutschland", "reinforce Deutschland 4", ""},
	{"draft", "好。德国4个", "reinforce Deutschland 4", ""},
	// The rest of the units to a territory.
	{"draft", "4 on Germany, the rest to Sweden", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "4 on Germany and the rest on Sweden", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "Put 4 on Germany, rest on Finland", "reinforce Deutschland 4, reinforce Finnland 2", ""},
	{"draft", "4 nach Deutschland, den Rest nach Schweden", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "4 auf Deutschland und den Rest auf Schweden", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "Setze 4 auf Deutschland, der Rest geht nach Finnland", "reinforce Deutschland 4, reinforce Finnland 2", ""},
	{"draft", "4 nach Deutschland, Rest nach Schweden", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "德国4个，其余的放瑞典", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "2 on Germany, 2 on Sweden, the rest on Finland", "reinforce Deutschland 2, reinforce Schweden 2, reinforce Finnland 2", ""},
	{"draft", "4 nach Deutschland, die restlichen nach Schweden", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "trade 3 cards, 4 on Germany, the rest to Sweden", "trade 3 cards 4 stars, reinforce Deutschland 4, reinforce Schweden 9", ""},
	{"draft", "4 Deutschland, Rest Schweden", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "Put 4 on Germany and the remaining on Sweden", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "德国4个，剩下的都放瑞典", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "德國放4個，剩下的放瑞典", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	// Once more in every phase: remarks, praise first, the rest.
	{"draft", "4 on Germany, rest to Sweden pls", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "4 nach Deutschland und der Rest nach Schweden", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "4 nach Deutschland, Rest auf Schweden. Du bist dran!", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "Setze 4 nach Deutschland, den Rest nach Schweden.", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "Verstärke Deutschland um 4 und den Rest Schweden", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "everything else to Sweden", "reinforce Schweden 6", ""},
	{"draft", "4 on Germany and everything else on Sweden", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "4 auf Deutschland, alles andere auf Schweden", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "4 on Germany, the others on Sweden", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "4 on Germany, the other 2 on Sweden", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "德国4个，剩下2个放瑞典", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "德国四个，其余放瑞典。该你了", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "Nice. The rest to Sweden", "reinforce Schweden 6", ""},
	{"draft", "Nice, 4 on Germany", "reinforce Deutschland 4", ""},
	{"draft", "Nice! 4 on germany", "reinforce Deutschland 4", ""},
	{"draft", "nice. reinforce germany 4", "reinforce Deutschland 4", ""},
	{"attack-one", "Nice. Poland from Germany with 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Nice move. Attack Poland from Germany with 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Well played. Attack Poland from Germany with 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Gut gespielt. Greife Polen von Deutschland mit 3 an", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Glückwunsch. Greife Polen von Deutschland mit 3 an", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Attack Poland from Germany with 3!! Your move :)", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "attack poland from germany with 3. ur move", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Greife Polen von Deutschland mit 3 an. Jetzt bist du dran!", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Greife Polen von Deutschland mit 3 an. Bin gespannt.", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "从德国用三个兵进攻波兰。轮到你了", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "從德國進攻波蘭，用三個兵。該你了", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "从德国用3个兵进攻波兰！你的回合", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "从德国用3个兵进攻波兰。祝我好运！", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "好。从德国用3个兵进攻波兰", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "不错。从德国用3个兵进攻波兰", "attack Polen from Deutschland with 3", ""},
	{"attack", "End of turn. Your move!", "end", ""},
	{"attack", "Ende. Du bist dran!", "end", ""},
	{"attack", "Fertig. Du bist!", "end", ""},
	{"occupy", "Move in with all. Your turn!", "move 7", ""},
	{"occupy", "alle rein. Du bist dran", "move 7", ""},
	{"occupy", "全部移入。该你了", "move 7", ""},
	{"dice", "with 3. your move", "with 3", ""},
	{"buy", "nothing. your turn", "done", ""},
	{"move-to", "Finland. Your turn.", "to Finnland", ""},
	{"move-to", "to Finland please. your move", "to Finnland", ""},
	{"attack", "move 3 from sweden to finland, end turn. your move!", "move from Schweden to Finnland 3", ""},
	{"attack", "Verschiebe 3 von Schweden nach Finnland. Dein Zug!", "move from Schweden to Finnland 3", ""},
	{"attack", "fortify the rest from Sweden to Finland", "move from Schweden to Finnland 4", ""},
	{"occupy", "move the rest in", "move 7", ""},
	{"occupy", "den Rest nachziehen", "move 7", ""},
	// Casual English.
	{"draft", "4 to germany pls", "reinforce Deutschland 4", ""},
	{"draft", "ok so 4 on Germany and 2 on Sweden", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "gonna put 4 on germany", "reinforce Deutschland 4", ""},
	{"draft", "all 6 on Finland", "reinforce Finnland 6", ""},
	{"draft", "Germany +4, Sweden +2", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "reinfrce Germany 4", "reinforce Deutschland 4", "reinforce"},
	{"draft", "place 4 on Gemany", "reinforce Deutschland 4", "germany"},
	{"draft", "place 6 on Finnland", "reinforce Finnland 6", ""},
	{"draft", "trade in my 3 cards", "trade 3 cards 4 stars", ""},
	{"draft", "cash in cards, then 10 on Germany", "trade 3 cards 4 stars, reinforce Deutschland 10", ""},
	{"draft-amount", "4 pls", "4", ""},
	{"draft-amount", "all six", "6", ""},
	{"attack-one", "attack Poland frm Germany with 3", "attack Polen from Deutschland with 3", "from"},
	{"attack-one", "attacking Poland w/ 3 from Germany", "attack Polen from Deutschland with 3", ""},
	{"dice", "3 dice pls", "with 3", ""},
	{"dice", "max", "with 3", ""},
	{"occupy", "move in all", "move 7", ""},
	{"occupy", "5 in", "move 5", ""},
	{"attack", "fortify 3 Sweden to Finland", "move from Schweden to Finnland 3", ""},
	{"attack", "done, end turn", "end", ""},
	{"attack", "im done", "end", ""},
	{"claim", "claim green pls", "claim green", ""},
	{"buy", "buy special forces pls", "buy sondertrupp", ""},
	// German word orders, cases and spellings.
	{"draft", "Nach Deutschland setze ich 4", "reinforce Deutschland 4", ""},
	{"draft", "Auf Deutschland kommen 4 Einheiten", "reinforce Deutschland 4", ""},
	{"draft", "Deutschland kriegt 4, Schweden 2", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "vier Armeen auf Deutschland, zwei auf Schweden", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "verstärke Deutschlnad um 4", "reinforce Deutschland 4", "deutschland"},
	{"draft", "Ich tausche meine Karten", "trade 3 cards 4 stars", ""},
	{"attack-one", "Von Deutschland greife ich Polen mit 3 an", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "greif Polen aus Deutschland mit 3 an", "attack Polen from Deutschland with 3", ""},
	{"attack", "Von Schweden aus greife ich Dänemark mit zwei an", "attack Dänemark from Schweden with 2", ""},
	{"dice", "mit drei Würfeln", "with 3", ""},
	{"occupy", "ich ziehe 5 nach", "move 5", ""},
	{"occupy", "alle nachrücken", "move 7", ""},
	{"attack", "Von Schweden ziehe ich 3 nach Finnland", "move from Schweden to Finnland 3", ""},
	{"attack", "Ich bin fertig.", "end", ""},
	{"attack", "Zugende", "end", ""},
	{"buy", "Kaufe einen Sondertrupp", "buy sondertrupp", ""},
	{"buy", "nix mehr kaufen", "done", ""},
	// Word orders, typos, shorthand and Chinese once more.
	{"draft", "Auf Deutschland kommen 4 Einheiten", "reinforce Deutschland 4", ""},
	{"draft", "Deutschland verstärke ich um 4", "reinforce Deutschland 4", ""},
	{"draft", "In Deutschland setze ich vier Armeen ein", "reinforce Deutschland 4", ""},
	{"draft", "Auf Deutschland stelle ich 4", "reinforce Deutschland 4", ""},
	{"draft", "reinfoce Germany 4", "reinforce Deutschland 4", "reinforce"},
	{"draft", "4 on Germnay, 2 on Sweeden", "reinforce Deutschland 4, reinforce Schweden 2", "sweden"},
	{"draft", "4x Germany, 2x Sweden", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "Germany: 4, Sweden: 2", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "Germany 4 / Sweden 2", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "德国放4，瑞典放2", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "德国：4；瑞典：2", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "德国四，瑞典二", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "在德國部署四支部隊", "reinforce Deutschland 4", ""},
	{"draft", "交换卡牌，然后全部放德国", "trade 3 cards 4 stars, reinforce Deutschland 13", ""},
	{"attack-one", "Polen angreifen von Deutschland mit 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Von Deutschland nach Polen angreifen, 3 Würfel", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Aus Deutschland greife ich mit drei Armeen Polen an", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Angriff auf Polen aus Deutschland, 3 Armeen", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Greife mit 3 Einheiten aus Deutschland Polen an", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "atack Poland from Germany with 3", "attack Polen from Deutschland with 3", "attack"},
	{"attack-one", "attack Polan from Germany with 3", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "Germany attacks Poland w/ 3!", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "德国用三个兵打波兰", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "德國打波蘭，三個兵", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "从德国进攻波兰，全部", "attack Polen from Deutschland with 3", ""},
	{"dice", "mit allen", "with 3", ""},
	{"dice", "all 3", "with 3", ""},
	{"dice", "3 pls", "with 3", ""},
	{"dice", "三个吧", "with 3", ""},
	{"occupy", "5 rein", "move 5", ""},
	{"occupy", "ziehe 5 Einheiten nach Polen", "move 5", ""},
	{"occupy", "move 5 into Poland", "move 5", ""},
	{"occupy", "五个移进去", "move 5", ""},
	{"occupy", "alles rein", "move 7", ""},
	{"attack", "3 von Schweden nach Finnland verschieben", "move from Schweden to Finnland 3", ""},
	{"attack", "Von Schweden nach Finnland verschiebe ich 3", "move from Schweden to Finnland 3", ""},
	{"attack", "fortfiy 3 from Sweden to Finland", "move from Schweden to Finnland 3", "fortify"},
	{"attack", "从瑞典调3个兵去芬兰", "move from Schweden to Finnland 3", ""},
	{"attack", "ende", "end", ""},
	{"attack", "Zug fertig", "end", ""},
	{"attack", "endturn", "end", ""},
	{"attack", "我结束了", "end", ""},
	{"claim", "Mission grün erfüllt", "claim green", ""},
	{"claim", "认领绿色任务", "claim green", ""},
	{"buy", "Sondertrupp kaufen bitte", "buy sondertrupp", ""},
	{"buy", "Flugplatz in Deutschland bauen", "buy flugplatz Deutschland", ""},
	{"buy", "nix", "done", ""},
	{"buy", "不买", "done", ""},
	{"move-to", "nach Finnland", "to Finnland", ""},
	{"move-to", "Finnland bitte", "to Finnland", ""},
	{"move-to", "to Finnland. your turn", "to Finnland", ""},
	// Chinese, with and without numerals, simplified and traditional.
	{"draft", "德国放四个", "reinforce Deutschland 4", ""},
	{"draft", "增援德國4個", "reinforce Deutschland 4", ""},
	{"draft", "德国加4", "reinforce Deutschland 4", ""},
	{"draft", "全部放芬兰", "reinforce Finnland 6", ""},
	{"draft", "交換三張卡", "trade 3 cards 4 stars", ""},
	{"attack-one", "德国进攻波兰", "attack Polen from Deutschland", ""},
	{"attack-one", "用三个兵打波兰", "attack Polen from Deutschland with 3", ""},
	{"attack", "從瑞典用兩個兵進攻丹麥", "attack Dänemark from Schweden with 2", ""},
	{"dice", "三個", "with 3", ""},
	{"occupy", "移入五個", "move 5", ""},
	{"attack", "從瑞典移動三個兵到芬蘭", "move from Schweden to Finnland 3", ""},
	{"attack", "結束回合", "end", ""},
	{"claim", "完成綠色任務", "claim green", ""},
	{"buy", "購買特種部隊", "buy sondertrupp", ""},
}

// A sentence is a remark only when it holds nothing a command has: no
// number, no territory, no word that changes the meaning, no command word
// but the other player's ("your move"), and no word one edit from a
// command word, which may be a mistyped command.
func TestRemarksAreOnlySentencesWithoutCommandWords(t *testing.T) {
	for sentence, want := range map[string]bool{
		"Your move!":             true,
		"Nice.":                  true,
		"Du bist dran!":          true,
		"Drück mir die Daumen!":  true,
		"该你了":                    true,
		"Good game so far!":      true,
		"Not Poland.":            false,
		"Nein, Schweden!":        false,
		"Edn turn.":              false,
		"Mit allen!":             false,
		"Then 3 more.":           false,
		"不要":                     false,
		"Fortfy.":                false,
		"the rest.":              false,
		"Sweden too, your move.": false,
		"Cards!":                 false,
		"verst.":                 false,
		"Karten.":                false,
		"Neutral.":               false,
		"Sterne!":                false,
		"Endd.":                  false,
		"Finnlnd!":               false,
		"Swedn.":                 false,
		"Mit allen, du Schuft!":  false,
		"Vergiss es.":            false,
		"Scratch that!":          false,
		"Oops, wrong one.":       false,
	} {
		if got := isRemark(sentence); got != want {
			t.Errorf("isRemark(%q) = %v, want %v", sentence, got, want)
		}
	}
	// A line of nothing but remarks is read whole, and refused.
	s := posAttack(t)
	if _, err := s.Apply("red", "Nice. Your move!"); err == nil {
		t.Errorf("Apply(Nice. Your move!) succeeded, want a refusal")
	}
	// A sentence with a word that changes the meaning is read, and the
	// line refused.
	s = posAttackOne(t)
	if _, err := s.Apply("red", "attack Poland from Germany with 3. Not Poland!"); err == nil || !strings.Contains(err.Error(), "changes what the line means") {
		t.Errorf("Apply(… Not Poland!) = %v, want it refused for a word that changes the meaning", err)
	}
	// A word one edit from a command word after the command is read with
	// it, never dropped as a remark.
	s = posAttack(t)
	if _, err := s.Apply("red", "fortify 3 from Sweden to Finland. Edn!"); err == nil || !strings.Contains(err.Error(), "edn") {
		t.Errorf("Apply(fortify … Edn!) = %v, want a refusal naming \"edn\"", err)
	}
}

func TestPhrasebookCasual(t *testing.T) {
	if len(phrasebookCasual) < 80 {
		t.Errorf("%d casual phrases, want at least 80", len(phrasebookCasual))
	}
	checkPhrasebook(t, phrasebookCasual)
}
