package twilight

import (
	"slices"
	"strings"
	"testing"
)

// The phrasebook of card names: German and Chinese players name cards in
// their language ("Ich spiele den Marshallplan als Ereignis",
// 我打出马歇尔计划作为事件). Each row means what the English normal form
// means, in a position late in the war where both sides hold cards of
// every period.

// lateRound is action round 2 of turn 8 for side p, on the phrasebook's
// board (phraseBoard). The USSR holds the Arab-Israeli War,
// Decolonization, Red Scare/Purge, De-Stalinization, the U2 Incident, the
// Iranian Hostage Crisis, Liberation Theology, the Iran-Iraq War, the
// Brezhnev Doctrine, the Cultural Revolution, Kitchen Debates, Bear Trap,
// Chernobyl and An Evil Empire; the US the Marshall Plan, Containment,
// the Truman Doctrine, Shuttle Diplomacy, The Iron Lady, Nuclear Subs,
// Camp David Accords, Alliance for Progress, Our Man in Tehran, Tear Down
// This Wall, the Korean War, Arms Race, Summit, Solidarity and AWACS Sale
// to Saudis; side p also holds more.
func lateRound(t *testing.T, p Side, more ...int) *state {
	t.Helper()
	s := phraseBoard(t)
	give(s, USSR, 13, 30, 31, 33, 60, 82, 75, 102, 51, 58, 48, 44, 94, 97)
	give(s, US, 23, 25, 19, 73, 83, 41, 65, 78, 108, 96, 11, 39, 45, 101, 110)
	give(s, p, more...)
	s.Turn, s.Phasing = 8, p
	startRound(t, s, p, 2)
	return s
}

var (
	lateUSSR = func(t *testing.T) *state { return lateRound(t, USSR) }
	lateUS   = func(t *testing.T) *state { return lateRound(t, US) }
	// The US holds the cards whose names are sentences, with words the
	// command language reads otherwise: "nicht", "keine" and 不要 (stop
	// words), "und" and 和 (separators), "ein", "wir" and 我们 (fillers).
	sentenceNames = func(t *testing.T) *state { return lateRound(t, US, 77, 46, 80, 109, 50) }
)

var phrasebookCardNamesGerman = []phraseRow{
	{lateUSSR, "", "Ich spiele den Arabisch-Israelischen Krieg als Ereignis", "play Arab-Israeli War event"},
	{lateUSSR, "", "Dekolonisierung für Operationen", "play Decolonization ops"},
	{lateUSSR, "", "Entstalinisierung als Ereignis", "play De-Stalinization event"},
	{lateUSSR, "", "U2-Zwischenfall als Ereignis", "play U2 Incident event"},
	{lateUSSR, "", "Ich spiele die Geiselkrise im Iran als Ereignis", "play Iranian Hostage Crisis event"},
	{lateUSSR, "", "Befreiungstheologie ins Weltraumrennen", "space Liberation Theology"},
	{lateUSSR, "", "Iran-Irak-Krieg für Operationen", "play Iran-Iraq War ops"},
	{lateUSSR, "", "Breschnew-Doktrin als Ereignis", "play Brezhnev Doctrine event"},
	{lateUSSR, "", "Kulturrevolution für OPs", "play Cultural Revolution ops"},
	{lateUSSR, "", "Mit der Küchendebatte putsche ich im Iran", "coup Iran with Kitchen Debates"},
	{lateUSSR, "", "Bärenfalle ins Weltall", "space Bear Trap"},
	{lateUSSR, "", "Tschernobyl für Operationen", "play Chernobyl ops"},
	{lateUSSR, "", "Das Reich des Bösen für Operationen", "play An Evil Empire ops"},
	{lateUSSR, "", "Rote Angst/Säuberung als Ereignis", "play Red Scare/Purge event"},
	{lateUSSR, "", "Ich spiele die Saeuberung als Ereignis", "play Red Scare/Purge event"},
	{lateUS, "", "Ich spiele den Marshallplan als Ereignis", "play Marshall Plan event"},
	{lateUS, "", "Marshall-Plan als Ereignis", "play Marshall Plan event"},
	{lateUS, "", "Eindämmungspolitik für Operationen", "play Containment ops"},
	{lateUS, "", "Die Truman-Doktrin als Ereignis", "play Truman Doctrine event"},
	{lateUS, "", "Pendeldiplomatie als Ereignis", "play Shuttle Diplomacy event"},
	{lateUS, "", "Ich spiele die Eiserne Lady als Ereignis", "play The Iron Lady event"},
	{lateUS, "", "Atom-U-Boote ins Weltraumrennen", "space Nuclear Subs"},
	{lateUS, "", "Camp-David-Abkommen als Ereignis", "play Camp David Accords event"},
	{lateUS, "", "Allianz für den Fortschritt für Operationen", "play Alliance for Progress ops"},
	{lateUS, "", "Unseren Mann in Teheran für Operationen", "play Our Man in Tehran ops"},
	{lateUS, "", "Reißt diese Mauer nieder als Ereignis", "play Tear Down This Wall event"},
	{lateUS, "", "Mit dem Koreakrieg Putsch in Syrien", "coup Syria with Korean War"},
	{lateUS, "", "Wettrüsten für Operationen", "play Arms Race ops"},
	{lateUS, "", "Gipfeltreffen als Ereignis", "play Summit event"},
	{lateUS, "", "Solidarność für Operationen", "play Solidarity ops"},
	{lateUS, "", "AWACS-Verkauf an die Saudis ins Weltall", "space AWACS Sale to Saudis"},
	{headlines, "USSR", "Schlagzeile: Atomteststopp", "headline Nuclear Test Ban"},
	{headlines, "US", "Meine Schlagzeile ist die Truman-Doktrin", "headline Truman Doctrine"},
	{headlines, "US", "Schlagzeile: Formosa-Resolution", "headline Formosan Resolution"},
	{ussrRound, "", "Ich spiele die Sozialistischen Regierungen als Ereignis", "play Socialist Governments event"},
	{ussrRound, "", "Gründung des Warschauer Pakts für Operationen", "play Warsaw Pact Formed ops"},
	{ussrRound, "", "RGW als Ereignis", "play COMECON event"},
	{usRound, "", "Mit der CIA gegründet putsche ich in Syrien", "coup Syria with CIA Created"},
	{usRound, "", "Fünfjahresplan für Operationen", "play Five Year Plan ops"},
	{usRound, "", "Formosa-Resolution aufs Weltraumrennen", "space Formosan Resolution"},
	{usRound, "", "Mit der Truman-Doktrin Neuausrichtung in Syrien", "realign Syria with Truman Doctrine"},
	{usRound, "", "Ich putsche mit der Eindämmung in Syrien", "coup Syria with Containment"},
	{ussrRound, "", "Dekolonisierung für Operationen: Syrien 1, Irak 1", "play Decolonization ops influence Syria 1, Iraq 1"},
	{sentenceNames, "", "Frag nicht, was dein Land für dich tun kann als Ereignis", "play Ask Not What Your Country Can Do For You event"},
	{sentenceNames, "", "Wie ich lernte, mir keine Sorgen mehr zu machen für Operationen", "play How I Learned to Stop Worrying ops"},
	{sentenceNames, "", "Wie ich lernte, die Bombe zu lieben für Operationen", "play How I Learned to Stop Worrying ops"},
	{sentenceNames, "", "Ich spiele einen kleinen Schritt für Operationen", "play One Small Step ops"},
	{sentenceNames, "", "Juri und Samantha für Operationen", "play Yuri and Samantha ops"},
	{sentenceNames, "", "Wir werden euch begraben für Operationen", "play We Will Bury You ops"},
}

var phrasebookCardNamesChinese = []phraseRow{
	{lateUSSR, "", "我打出阿以战争作为事件", "play Arab-Israeli War event"},
	{lateUSSR, "", "去斯大林化，事件", "play De-Stalinization event"},
	{lateUSSR, "", "打出U2事件作为事件", "play U2 Incident event"},
	{lateUSSR, "", "伊朗人质危机作为事件", "play Iranian Hostage Crisis event"},
	{lateUSSR, "", "解放神学放太空竞赛", "space Liberation Theology"},
	{lateUSSR, "", "两伊战争用于行动", "play Iran-Iraq War ops"},
	{lateUSSR, "", "打出勃列日涅夫主义作为事件", "play Brezhnev Doctrine event"},
	{lateUSSR, "", "用厨房辩论在伊朗政变", "coup Iran with Kitchen Debates"},
	{lateUSSR, "", "熊陷阱太空竞赛", "space Bear Trap"},
	{lateUSSR, "", "文化大革命作为行动点", "play Cultural Revolution ops"},
	{lateUSSR, "", "我打出紅色恐慌/清洗作為事件", "play Red Scare/Purge event"},
	{lateUSSR, "", "去殖民化用于行动", "play Decolonization ops"},
	{lateUS, "", "我打出马歇尔计划作为事件", "play Marshall Plan event"},
	{lateUS, "", "我打出馬歇爾計畫作為事件", "play Marshall Plan event"},
	{lateUS, "", "打出《马歇尔计划》作为事件", "play Marshall Plan event"},
	{lateUS, "", "【铁娘子】当作事件", "play The Iron Lady event"},
	{lateUS, "", "遏制政策用于行动", "play Containment ops"},
	{lateUS, "", "杜鲁门主义作为事件", "play Truman Doctrine event"},
	{lateUS, "", "穿梭外交作为事件", "play Shuttle Diplomacy event"},
	{lateUS, "", "打出铁娘子作为事件", "play The Iron Lady event"},
	{lateUS, "", "核潜艇放太空竞赛", "space Nuclear Subs"},
	{lateUS, "", "戴维营协议作为事件", "play Camp David Accords event"},
	{lateUS, "", "争取进步联盟作为行动", "play Alliance for Progress ops"},
	{lateUS, "", "用朝鲜战争在叙利亚政变", "coup Syria with Korean War"},
	{lateUS, "", "军备竞赛作为行动点", "play Arms Race ops"},
	{lateUS, "", "峰会作为事件", "play Summit event"},
	{lateUS, "", "團結工會作為行動", "play Solidarity ops"},
	{lateUS, "", "向沙特出售预警机放太空竞赛", "space AWACS Sale to Saudis"},
	{lateUS, "", "推倒这堵墙作为事件", "play Tear Down This Wall event"},
	{lateUS, "", "我們在德黑蘭的人用於行動", "play Our Man in Tehran ops"},
	{headlines, "USSR", "头条：禁止核试验", "headline Nuclear Test Ban"},
	{headlines, "US", "头条打出杜鲁门主义", "headline Truman Doctrine"},
	{headlines, "US", "頭條：遏制政策", "headline Containment"},
	{ussrRound, "", "社会主义政府作为事件", "play Socialist Governments event"},
	{ussrRound, "", "打出华约成立用于行动", "play Warsaw Pact Formed ops"},
	{usRound, "", "五年计划用于行动", "play Five Year Plan ops"},
	{usRound, "", "把福尔摩沙决议放到太空竞赛", "space Formosan Resolution"},
	{usRound, "", "用杜鲁门主义在叙利亚调整阵营", "realign Syria with Truman Doctrine"},
	{usRound, "", "用遏制政策在叙利亚发动政变", "coup Syria with Containment"},
	{ussrRound, "", "用去殖民化的行动点放影响力", "play Decolonization ops"},
	{ussrRound, "", "用去殖民化的行动点在叙利亚放1点，伊拉克放1点", "play Decolonization ops influence Syria 1, Iraq 1"},
	{sentenceNames, "", "不要问国家能为你做什么作为事件", "play Ask Not What Your Country Can Do For You event"},
	{sentenceNames, "", "我如何学会停止担忧作为行动", "play How I Learned to Stop Worrying ops"},
	{sentenceNames, "", "一小步用于行动", "play One Small Step ops"},
	{sentenceNames, "", "尤里和萨曼莎作为行动", "play Yuri and Samantha ops"},
	{sentenceNames, "", "我们将埋葬你们用于行动", "play We Will Bury You ops"},
}

func TestPhrasebookCardNamesGerman(t *testing.T)  { checkPhrasebook(t, phrasebookCardNamesGerman) }
func TestPhrasebookCardNamesChinese(t *testing.T) { checkPhrasebook(t, phrasebookCardNamesChinese) }

// Every phrasing of the phrasebooks that names a card in English means
// the same with each of the card's German and Chinese names in its place
// (simplified and traditional): "with UN-Intervention" answers the
// choice "with UN Intervention", "Marshallplan for ops: WG+2, Italy+2"
// places as "Marshall Plan for ops: WG+2, Italy+2" does. A Chinese name
// glued to „-Karte" is left out: no player writes it.
func TestPhrasebookWithLocalCardNames(t *testing.T) {
	books := slices.Concat(phrasebook, phrasebookEnglish, phrasebookGerman, phrasebookChinese,
		phrasebookRound3English, phrasebookRound3German, phrasebookRound3Chinese)
	var rows []phraseRow
	for _, row := range books {
		for n := 1; n <= len(cardTable); n++ {
			en := cardTable[n-1].Name
			if !strings.Contains(row.phrase, en) {
				en = strings.TrimPrefix(en, "The ")
			}
			if len(en) < 4 || !strings.Contains(row.phrase, en) {
				continue
			}
			local := slices.Clone(germanCardNames[n])
			if !strings.Contains(row.phrase, en+"-") {
				for _, z := range chineseCardNames[n] {
					local = append(local, z, traditionalCards.Replace(traditional.Replace(z)))
				}
			}
			for _, l := range local {
				rows = append(rows, phraseRow{row.state, row.seat, strings.Replace(row.phrase, en, l, 1), row.normal})
			}
			break
		}
	}
	if len(rows) < 1000 {
		t.Errorf("%d phrasings with local card names, want at least 1000", len(rows))
	}
	checkPhrasebook(t, rows)
}
