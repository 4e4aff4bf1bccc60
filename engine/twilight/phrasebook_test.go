package twilight

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"turnmail/engine"
)

// The phrasebook: what club players write without reading the help, in
// English, German and Chinese, each with the state it is written in and
// the normal form it must mean. Each row applies the phrase and the
// normal form to two copies of the same state and compares the effect
// (the marshalled state and the log), not the spelling.

// phraseRound is action round 1 of side p: the USSR holds Fidel, the
// Arab-Israeli War, Warsaw Pact, Decolonization, Red Scare/Purge,
// Socialist Governments, COMECON, Duck and Cover, US/Japan and the China
// Card; the US Truman Doctrine, Containment, NATO, Marshall Plan, CIA
// Created, the Korean War, Formosan Resolution and the Five Year Plan.
func phraseRound(t *testing.T, p Side) *state {
	t.Helper()
	s := phraseBoard(t)
	give(s, USSR, 8, 13, 16, 30, 31, 7, 14, 4, 27)
	give(s, US, 19, 25, 21, 23, 26, 11, 35, 5)
	s.Phasing = p
	startRound(t, s, p, 1)
	return s
}

// phraseBoard is the influence of the phrasebook's positions, after the
// setup and the first moves of the war.
func phraseBoard(t *testing.T) *state {
	t.Helper()
	s := testState(t)
	put(s, USSR, "Syria", 1, "Iraq", 1, "North Korea", 3, "East Germany", 3, "Finland", 1, "Poland", 2)
	put(s, US, "Iran", 1, "Israel", 1, "Japan", 1, "South Korea", 1, "Panama", 1, "Canada", 2, "UK", 5,
		"Philippines", 1, "Australia", 4, "South Africa", 1, "West Germany", 2, "Italy", 2, "France", 1)
	return s
}

// Game states the phrases are written in.
var (
	ussrRound = func(t *testing.T) *state { return phraseRound(t, USSR) }
	usRound   = func(t *testing.T) *state { return phraseRound(t, US) }
	// The USSR has played Decolonization for its 2 Ops and places them.
	placing = func(t *testing.T) *state {
		s := ussrRound(t)
		mustApply(t, s, "USSR", "play 30 ops")
		return s
	}
	// The opening: the USSR places 6 in Eastern Europe.
	setupUSSR = func(t *testing.T) *state {
		t.Helper()
		st, err := Game.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		return st.(*state)
	}
	// The opening: the US places 7 in Western Europe.
	setupUS = func(t *testing.T) *state {
		s := setupUSSR(t)
		mustApply(t, s, "USSR", "influence Poland 3, East Germany 3")
		return s
	}
	// The headline of turn 1, both sides asked.
	headlines = func(t *testing.T) *state {
		return headlineState(t, []int{8, 31, 16, 34}, []int{4, 19, 25, 35})
	}
	// The USSR removes US influence in Western Europe point by point.
	pickCountries = func(t *testing.T) *state {
		s := testState(t)
		put(s, US, "France", 3, "UK", 5, "Italy", 2, "West Germany", 2)
		runInFlow(t, s, func(s *state) {
			s.choosePoints(USSR, "Remove 1 US influence", 2, 2,
				func(c int) bool { return countries[c].InSub(WestEurope) && s.Inf[US][c] > 0 },
				func(c int) { s.removeInf(US, c, 1) })
		})
		return s
	}
	// The USSR answers a yes/no question.
	yesNo = func(t *testing.T) *state {
		s := testState(t)
		runInFlow(t, s, func(s *state) {
			if s.chooseYesNo(USSR, "Use it?") {
				s.logf("Used.")
			}
		})
		return s
	}
	// The USSR picks a region.
	pickRegion = func(t *testing.T) *state {
		s := testState(t)
		runInFlow(t, s, func(s *state) {
			s.logf("Picked %s.", s.choose(USSR, "Which region?", []string{"Europe", "Asia", "Middle East", "Central America", "South America"}))
		})
		return s
	}
	// The US answers a question whose choices read like commands.
	pickWords = func(t *testing.T) *state {
		s := testState(t)
		runInFlow(t, s, func(s *state) {
			s.logf("Picked %s.", s.choose(US, "How?", []string{"ops", "ops event first", "with UN Intervention", "return", "keep"}))
		})
		return s
	}
	// The USSR picks one of the US cards Duck and Cover, Truman Doctrine
	// and Containment.
	pickCard = func(t *testing.T) *state {
		s := testState(t)
		runInFlow(t, s, func(s *state) { s.logf("Picked %d.", s.chooseCard(USSR, "Which card?", []int{4, 19, 25})) })
		return s
	}
)

// phraseRow is one phrasing: the state it is written in, the seat ("" for
// the one side asked), the phrase and the normal form it must mean.
type phraseRow struct {
	state  func(*testing.T) *state
	seat   string
	phrase string
	normal string
}

var phrasebook = []phraseRow{
	// Playing a card for its event.
	{ussrRound, "", "play Fidel event", "play 8 event"},
	{ussrRound, "", "I play Fidel as the event", "play 8 event"},
	{ussrRound, "", "I'd like to play Fidel for its event", "play 8 event"},
	{ussrRound, "", "Ich spiele Fidel als Ereignis", "play 8 event"},
	{ussrRound, "", "„Fidel“ als Ereignis", "play 8 event"},
	{ussrRound, "", "„„Fidel\"\" als Ereignis.", "play 8 event"},
	{ussrRound, "", "“Fidel” event.", "play 8 event"},
	{ussrRound, "", "Fidel for the event", "play 8 event"},
	{ussrRound, "", "Fidel: event", "play 8 event"},
	{ussrRound, "", "Event: Fidel", "play 8 event"},
	{ussrRound, "", "play card 8 as event", "play 8 event"},
	{ussrRound, "", "#8 event", "play 8 event"},
	{ussrRound, "", "Karte 8 als Ereignis", "play 8 event"},
	{ussrRound, "", "PLAY FIDEL EVENT", "play 8 event"},
	{ussrRound, "", "play Fidle event", "play 8 event"},
	{ussrRound, "", "play Fidel evnet", "play 8 event"},
	{ussrRound, "", "Fidel als Ereignis spielen", "play 8 event"},
	{ussrRound, "", "我出Fidel事件", "play 8 event"},
	{ussrRound, "", "出 8 号牌 作为事件", "play 8 event"},
	{ussrRound, "", "Let's play Fidel as an event please", "play 8 event"},
	{ussrRound, "", "Warschauer Pakt als Ereignis", "play 16 event"},
	{ussrRound, "", "play Warsaw Pact for the event", "play 16 event"},
	{ussrRound, "", "Ich spiele den Warschauer Pakt als Ereignis.", "play 16 event"},
	{ussrRound, "", "play “Red Scare” event", "play 31 event"},
	{ussrRound, "", "„Red Scare/Purge“ als Ereignis", "play 31 event"},
	{ussrRound, "", "Purge as event", "play 31 event"},
	{ussrRound, "", "play Socialist Governments as event", "play 7 event"},
	{ussrRound, "", "play socialist governments for the event", "play 7 event"},
	{ussrRound, "", "Arab-Israeli War as event", "play 13 event"},
	{ussrRound, "", "play Arab Israeli War event", "play 13 event"},
	{ussrRound, "", "Event Arab-Israeli War", "play 13 event"},
	{ussrRound, "", "card 13 for the event", "play 13 event"},
	{ussrRound, "", "Karte 13: Ereignis", "play 13 event"},
	// Playing a card for its Ops, with influence in the same line.
	{ussrRound, "", "play Decolonization for ops: Syria 1, Iraq 1", "play 30 ops; influence Syria; influence Iraq"},
	{ussrRound, "", "Decolonization for ops, Syria 1, Iraq 1", "play 30 ops; influence Syria; influence Iraq"},
	{ussrRound, "", "Karte 30 für Operationen: Syrien 1, Irak 1", "play 30 ops; influence Syria; influence Iraq"},
	{ussrRound, "", "spiele 30 für Operationen, Einfluss Syrien und Irak", "play 30 ops; influence Syria; influence Iraq"},
	{ussrRound, "", "play #30 for ops; influence Syria; influence Iraq", "play 30 ops; influence Syria; influence Iraq"},
	{ussrRound, "", "play card 30 for operations: one in Syria, one in Iraq", "play 30 ops; influence Syria; influence Iraq"},
	{ussrRound, "", "我出30作为行动，影响力：叙利亚 1，伊拉克 1", "play 30 ops; influence Syria; influence Iraq"},
	{ussrRound, "", "出30行动 叙利亚1，伊拉克1", "play 30 ops; influence Syria; influence Iraq"},
	{ussrRound, "", "30 ops: Syria, Iraq", "play 30 ops; influence Syria; influence Iraq"},
	{ussrRound, "", "play 30 ops influence Syria one, Iraq one", "play 30 ops; influence Syria; influence Iraq"},
	{ussrRound, "", "Decolonization für Operationen: Syrien eins, Irak eins", "play 30 ops; influence Syria; influence Iraq"},
	{ussrRound, "", "play Decolonisation for ops: Syria 2", "play 30 ops; influence Syria; influence Syria"},
	{ussrRound, "", "I play Decolonization for ops and put 2 in Syria", "play 30 ops; influence Syria; influence Syria"},
	{ussrRound, "", "Ich spiele Karte 30 für Operationen und setze 2 Einfluss nach Syrien", "play 30 ops; influence Syria; influence Syria"},
	{ussrRound, "", "play 30 ops, Syrien zweimal", "play 30 ops; influence Syria; influence Syria"},
	{ussrRound, "", "play 30 ops: 2x Syria", "play 30 ops; influence Syria; influence Syria"},
	{ussrRound, "", "play the China Card for ops: North Korea 4", "play 6 ops; influence North Korea 4"},
	{ussrRound, "", "die China-Karte für Operationen: Nordkorea 4", "play 6 ops; influence North Korea 4"},
	{ussrRound, "", "我出中国牌 行动 朝鲜 4", "play 6 ops; influence North Korea 4"},
	{ussrRound, "", "China card ops, N. Korea 4", "play 6 ops; influence North Korea 4"},
	{ussrRound, "", "play #6 for ops: North Korea four", "play 6 ops; influence North Korea 4"},
	{ussrRound, "", "China-Karte für Operationen, Einfluss Nordkorea vier", "play 6 ops; influence North Korea 4"},
	{ussrRound, "", "Ich spiele die Chinakarte für Operationen: 4 nach Nordkorea", "play 6 ops; influence North Korea 4"},
	{ussrRound, "", "中國牌 行動：朝鲜 四", "play 6 ops; influence North Korea 4"},
	{ussrRound, "", "play China for ops, North Korea 4", "play 6 ops; influence North Korea 4"},
	{ussrRound, "", "US-Japan für Operationen, Ereignis zuerst", "play 27 ops event first"},
	{ussrRound, "", "play US/Japan ops, event first", "play 27 ops event first"},
	{ussrRound, "", "US-Japan for ops with the event first", "play 27 ops event first"},
	{ussrRound, "", "play US Japan for operations, first the event", "play 27 ops event first"},
	{ussrRound, "", "play US/Japan Mutual Defense Pact for ops, event first", "play 27 ops event first"},
	{ussrRound, "", "Duck and Cover für Operationen, zuerst das Ereignis", "play 4 ops event first"},
	{ussrRound, "", "play Duck & Cover for ops", "play 4 ops"},
	{ussrRound, "", "Duck and Cover for ops, event after", "play 4 ops"},
	{ussrRound, "", "Duck and Cover für Operationen, Ereignis nachher", "play 4 ops"},
	{ussrRound, "", "play Fidel (8) as event", "play 8 event"},
	{ussrRound, "", "Duck and Cover for operations", "play 4 ops"},
	// Coups.
	{ussrRound, "", "coup Iran with 13", "coup Iran with 13"},
	{ussrRound, "", "Putsch im Iran mit Karte 13", "coup Iran with 13"},
	{ussrRound, "", "Staatsstreich Iran mit 13", "coup Iran with 13"},
	{ussrRound, "", "I coup Iran using card 13", "coup Iran with 13"},
	{ussrRound, "", "用13在伊朗政变", "coup Iran with 13"},
	{ussrRound, "", "政变伊朗用13", "coup Iran with 13"},
	{ussrRound, "", "Iran coup with 13", "coup Iran with 13"},
	{ussrRound, "", "Coup in Iran with Arab-Israeli War", "coup Iran with 13"},
	{ussrRound, "", "coup Iran with the Arab Israeli War", "coup Iran with 13"},
	{ussrRound, "", "coup Iarn with 13", "coup Iran with 13"},
	{ussrRound, "", "Putsch Iran mit 13.", "coup Iran with 13"},
	{ussrRound, "", "with 13 coup Iran", "coup Iran with 13"},
	{ussrRound, "", "I'd like to coup Iran with card 13", "coup Iran with 13"},
	{ussrRound, "", "Ich putsche im Iran mit der Karte 13", "coup Iran with 13"},
	{ussrRound, "", "coup Iran with Duck and Cover, event first", "coup Iran with 4 event first"},
	{ussrRound, "", "Putsch im Iran mit Duck and Cover, Ereignis zuerst", "coup Iran with 4 event first"},
	{ussrRound, "", "Staatsstreich in Israel mit Karte 7", "coup Israel with 7"},
	{ussrRound, "", "coup Japan with COMECON", "coup Japan with 14"},
	{ussrRound, "", "Putsch Südkorea mit 14", "coup South Korea with 14"},
	{ussrRound, "", "Putsch Suedkorea mit 14", "coup South Korea with 14"},
	{ussrRound, "", "coup S. Korea with 14", "coup South Korea with 14"},
	{ussrRound, "", "政变 韩国 用 14", "coup South Korea with 14"},
	// Realignments.
	{ussrRound, "", "realign Iran, Iran with 13", "realign Iran, Iran with 13"},
	{ussrRound, "", "realign Iran twice with 13", "realign Iran, Iran with 13"},
	{ussrRound, "", "Neuausrichtung im Iran zweimal mit 13", "realign Iran, Iran with 13"},
	{ussrRound, "", "realignment Iran, Iran with card 13", "realign Iran, Iran with 13"},
	{ussrRound, "", "调整阵营 伊朗 两次 用13", "realign Iran, Iran with 13"},
	{ussrRound, "", "realign Iran 2 with 13", "realign Iran, Iran with 13"},
	{ussrRound, "", "Neuausrichtungen: Iran, Iran mit 13", "realign Iran, Iran with 13"},
	// The space race.
	{ussrRound, "", "space 14", "space 14"},
	{ussrRound, "", "space race with COMECON", "space 14"},
	{ussrRound, "", "Weltraumrennen mit Karte 14", "space 14"},
	{ussrRound, "", "太空竞赛 14", "space 14"},
	{ussrRound, "", "COMECON on the space race", "space 14"},
	{ussrRound, "", "play COMECON for the space race", "space 14"},
	{ussrRound, "", "Ich spiele COMECON im Weltraumrennen", "space 14"},
	{ussrRound, "", "用14太空竞赛", "space 14"},
	{ussrRound, "", "space race: card 14", "space 14"},
	{ussrRound, "", "Weltraumrennen mit 14", "space 14"},
	{ussrRound, "", "Ich spiele die China-Karte für Operationen: Nordkorea 4", "play 6 ops; influence North Korea 4"},
	{ussrRound, "", "出卡30 行动：叙利亚、伊拉克", "play 30 ops; influence Syria; influence Iraq"},
	{ussrRound, "", "政变 以色列 用7", "coup Israel with 7"},
	{ussrRound, "", "太空竞赛用COMECON", "space 14"},
	{ussrRound, "", "Ich möchte Fidel als Ereignis spielen", "play 8 event"},
	{ussrRound, "", "Fidel, Ereignis", "play 8 event"},
	{ussrRound, "", "I'll realign Iran twice using card 13", "realign Iran, Iran with 13"},
	{ussrRound, "", "Coup: Iran (card 13)", "coup Iran with 13"},
	{ussrRound, "", "Space race attempt with COMECON", "space 14"},
	{ussrRound, "", "play 13 for ops, coup Iran", "coup Iran with 13"},
	// The US in its action round.
	{usRound, "", "coup Syria with 25", "coup Syria with 25"},
	{usRound, "", "Putsch in Syrien mit Containment", "coup Syria with 25"},
	{usRound, "", "coup Syria using Containment", "coup Syria with 25"},
	{usRound, "", "Syrien putschen mit 25", "coup Syria with 25"},
	{usRound, "", "政变 叙利亚 用25", "coup Syria with 25"},
	{usRound, "", "coup Syira with 25", "coup Syria with 25"},
	{usRound, "", "Taiwan Resolution as event", "play 35 event"},
	{usRound, "", "台湾决议 事件", "play 35 event"},
	{usRound, "", "打出臺灣決議作為事件", "play 35 event"},
	{usRound, "", "Formosan Resolution event", "play 35 event"},
	{usRound, "", "play Five Year Plan as event", "play 5 event"},
	{usRound, "", "Five Year Plan event", "play 5 event"},
	{usRound, "", "play Five Yaer Plan as event", "play 5 event"},
	{usRound, "", "play Marshal Plan for ops: Italy 2, France 2", "play 23 ops influence Italy 2, France 2"},
	{usRound, "", "Korean War for ops, event first", "play 11 ops event first"},
	{usRound, "", "play Korean War for operations, the event first", "play 11 ops event first"},
	{usRound, "", "Korean War ops event first", "play 11 ops event first"},
	{usRound, "", "Marshall Plan for ops: W. Germany 2, Italy 2", "play 23 ops influence West Germany 2, Italy 2"},
	{usRound, "", "play 23 for operations: West-Deutschland 2, Italien 2", "play 23 ops influence West Germany 2, Italy 2"},
	{usRound, "", "spiele 23 für Operationen: BRD 2, Italien zwei", "play 23 ops influence West Germany 2, Italy 2"},
	{usRound, "", "出23行动：西德2，意大利2", "play 23 ops influence West Germany 2, Italy 2"},
	{usRound, "", "play Marshall Plan ops influence W Germany 2 Italy 2", "play 23 ops influence West Germany 2, Italy 2"},
	{usRound, "", "Marshall Plan for ops: 2 in West Germany and 2 in Italy", "play 23 ops influence West Germany 2, Italy 2"},
	{usRound, "", "Weltraumrennen mit Containment", "space 25"},
	{usRound, "", "realign Syria with Truman Doctrine", "realign Syria with 19"},
	{usRound, "", "Neuausrichtung Syrien mit Truman", "realign Syria with 19"},
	{usRound, "", "CIA Created as event", "play 26 event"},
	// Placing the Ops of a card already played.
	{placing, "", "Syria 1, Iraq 1", "influence Syria; influence Iraq"},
	{placing, "", "Syrien und Irak", "influence Syria; influence Iraq"},
	{placing, "", "叙利亚，伊拉克", "influence Syria; influence Iraq"},
	{placing, "", "叙利亚、伊拉克", "influence Syria; influence Iraq"},
	{placing, "", "influence Syria, Iraq", "influence Syria; influence Iraq"},
	{placing, "", "one in Syria, one in Iraq", "influence Syria; influence Iraq"},
	{placing, "", "Syria, Iraq.", "influence Syria; influence Iraq"},
	{placing, "", "Einfluss nach Syrien und in den Irak", "influence Syria; influence Iraq"},
	{placing, "", "put one in Syria and one in Iraq", "influence Syria; influence Iraq"},
	{placing, "", "Syria 2", "influence Syria; influence Syria"},
	{placing, "", "2 Syria", "influence Syria; influence Syria"},
	{placing, "", "zwei nach Syrien", "influence Syria; influence Syria"},
	{placing, "", "Syrien zwei", "influence Syria; influence Syria"},
	{placing, "", "叙利亚 两点", "influence Syria; influence Syria"},
	{placing, "", "Syria x2", "influence Syria; influence Syria"},
	{placing, "", "twice Syria", "influence Syria; influence Syria"},
	{placing, "", "Syira 2", "influence Syria; influence Syria"},
	{placing, "", "SYRIA 2.", "influence Syria; influence Syria"},
	{placing, "", "Irak 2", "influence Iraq; influence Iraq"},
	{placing, "", "Iraq; Iraq", "influence Iraq; influence Iraq"},
	{placing, "", "影响力 叙利亚 2", "influence Syria; influence Syria"},
	{placing, "", "Einfluss in Syrien und im Irak", "influence Syria; influence Iraq"},
	// The opening placement.
	{setupUSSR, "", "Polen 3, DDR 2, Ungarn 1", "influence Poland 3, East Germany 2, Hungary"},
	{setupUSSR, "", "Poland 3, E. Germany 2, Hungary 1", "influence Poland 3, East Germany 2, Hungary"},
	{setupUSSR, "", "波兰 3，东德 2，匈牙利 1", "influence Poland 3, East Germany 2, Hungary"},
	{setupUSSR, "", "Poland three, East Germany two, Hungary one", "influence Poland 3, East Germany 2, Hungary"},
	{setupUSSR, "", "3 Poland, 2 East Germany, 1 Hungary", "influence Poland 3, East Germany 2, Hungary"},
	{setupUSSR, "", "Einfluss: Polen 3, Ostdeutschland 2, Ungarn 1", "influence Poland 3, East Germany 2, Hungary"},
	{setupUSSR, "", "Ich setze 3 nach Polen, 2 in die DDR und 1 nach Ungarn", "influence Poland 3, East Germany 2, Hungary"},
	{setupUSSR, "", "place 3 in Poland, 2 in East Germany, 1 in Hungary", "influence Poland 3, East Germany 2, Hungary"},
	{setupUSSR, "", "Polen drei; DDR zwei; Ungarn eins", "influence Poland 3, East Germany 2, Hungary"},
	{setupUSSR, "", "Poland 3 E Germany 2 Hungary 1", "influence Poland 3, East Germany 2, Hungary"},
	{setupUSSR, "", "Ost-Deutschland 2, Polen 3, Ungarn", "influence East Germany 2, Poland 3, Hungary"},
	{setupUSSR, "", "Tschechoslowakei 2, Rumänien 2, Bulgarien 2", "influence Czechoslovakia 2, Romania 2, Bulgaria 2"},
	{setupUSSR, "", "Tschechoslowakei 2, Rumaenien 2, Bulgarien 2", "influence Czechoslovakia 2, Romania 2, Bulgaria 2"},
	{setupUSSR, "", "CSSR 2, Rumanien 2, Bulgarien 2", "influence Czechoslovakia 2, Romania 2, Bulgaria 2"},
	{setupUSSR, "", "Polen", "influence Poland"},
	{setupUSSR, "", "DDR 2", "influence East Germany 2"},
	{setupUSSR, "", "波兰 3，东德 2", "influence Poland 3, East Germany 2"},
	{setupUSSR, "", "波蘭 3，東德 2", "influence Poland 3, East Germany 2"},
	{setupUSSR, "", "Poland 6", "influence Poland 6"},
	{setupUSSR, "", "6 influence in Poland", "influence Poland 6"},
	{setupUSSR, "", "Pland 6", "influence Poland 6"},
	{setupUSSR, "", "Polen 3, Jugoslawien 3", "influence Poland 3, Yugoslavia 3"},
	{setupUSSR, "", "波兰 3；东德 3", "influence Poland 3, East Germany 3"},
	{setupUSSR, "", "East Germany: 3, Poland: 3", "influence East Germany 3, Poland 3"},
	{setupUS, "", "BRD 4, Italien 3", "influence West Germany 4, Italy 3"},
	{setupUS, "", "W. Germany 4, Italy 3", "influence West Germany 4, Italy 3"},
	{setupUS, "", "西德 4，意大利 3", "influence West Germany 4, Italy 3"},
	{setupUS, "", "Westdeutschland vier, Italien drei", "influence West Germany 4, Italy 3"},
	{setupUS, "", "Frankreich 3, Großbritannien 2, Türkei 2", "influence France 3, UK 2, Turkey 2"},
	{setupUS, "", "Frankreich 3, Grossbritannien 2, Tuerkei 2", "influence France 3, UK 2, Turkey 2"},
	{setupUS, "", "France 3, Britain 2, Turkey 2", "influence France 3, UK 2, Turkey 2"},
	{setupUS, "", "France 3, England 2, Turkei 2", "influence France 3, UK 2, Turkey 2"},
	{setupUS, "", "I place 4 in West Germany and 3 in Italy", "influence West Germany 4, Italy 3"},
	{setupUS, "", "Spain 2, Greece 2, Benelux 3", "influence Spain/Portugal 2, Greece 2, Benelux 3"},
	{setupUS, "", "Spanien/Portugal 2, Griechenland 2, Benelux 3", "influence Spain/Portugal 2, Greece 2, Benelux 3"},
	{setupUS, "", "西班牙/葡萄牙 2，希腊 2，比荷卢 3", "influence Spain/Portugal 2, Greece 2, Benelux 3"},
	{setupUS, "", "Dänemark 2, Norwegen 2, Schweden 3", "influence Denmark 2, Norway 2, Sweden 3"},
	{setupUS, "", "Daenemark 2, Norwegen 2, Schweden 3", "influence Denmark 2, Norway 2, Sweden 3"},
	// The headline, a secret choice.
	{headlines, "USSR", "headline Fidel", "headline 8"},
	{headlines, "USSR", "Headline: Fidel (8)", "headline 8"},
	{headlines, "USSR", "my headline is Fidel", "headline 8"},
	{headlines, "USSR", "Mein Headline ist Fidel", "headline 8"},
	{headlines, "USSR", "Schlagzeile: Fidel", "headline 8"},
	{headlines, "USSR", "Fidel as my headline", "headline 8"},
	{headlines, "USSR", "Headline: “Fidel”", "headline 8"},
	{headlines, "USSR", "头条 Fidel", "headline 8"},
	{headlines, "USSR", "我的头条是Fidel", "headline 8"},
	{headlines, "USSR", "headline card 8", "headline 8"},
	{headlines, "USSR", "headline #8", "headline 8"},
	{headlines, "USSR", "Fidel headline", "headline 8"},
	{headlines, "USSR", "headline Fidle", "headline 8"},
	{headlines, "USSR", "Fidel", "headline 8"},
	{headlines, "USSR", "„Fidel“.", "headline 8"},
	{headlines, "USSR", "8", "headline 8"},
	{headlines, "US", "Duck and Cover", "headline 4"},
	{headlines, "US", "台湾决议", "headline 35"},
	{headlines, "USSR", "I headline Red Scare", "headline 31"},
	{headlines, "USSR", "Als Schlagzeile spiele ich den Warschauer Pakt", "headline 16"},
	{headlines, "USSR", "play Warsaw Pact as my headline", "headline 16"},
	{headlines, "USSR", "Headline: Nuclear Test Ban", "headline 34"},
	{headlines, "US", "headline Duck and Cover", "headline 4"},
	{headlines, "US", "my headline is Duck & Cover", "headline 4"},
	{headlines, "US", "Schlagzeile: Containment", "headline 25"},
	{headlines, "US", "Headline: Taiwan Resolution", "headline 35"},
	{headlines, "US", "头条：台湾决议", "headline 35"},
	{headlines, "US", "Headline ist Formosan Resolution", "headline 35"},
	{headlines, "US", "I'd like to headline Truman Doctrine", "headline 19"},
	{headlines, "US", "Headline: Truman", "headline 19"},
	{headlines, "US", "headline Containmnet", "headline 25"},
	// Answers to an event's questions.
	{pickCountries, "", "France", "choose France"},
	{pickCountries, "", "Frankreich", "choose France"},
	{pickCountries, "", "法国", "choose France"},
	{pickCountries, "", "France, France", "choose France, France"},
	{pickCountries, "", "Frankreich zweimal", "choose France, France"},
	{pickCountries, "", "France 2", "choose France, France"},
	{pickCountries, "", "choose France", "choose France"},
	{pickCountries, "", "wähle Frankreich", "choose France"},
	{pickCountries, "", "选择 法国", "choose France"},
	{pickCountries, "", "Großbritannien", "choose UK"},
	{pickCountries, "", "England and Italy", "choose UK, Italy"},
	{pickCountries, "", "UK", "choose UK"},
	{pickCountries, "", "Franse", "choose France"},
	{pickCountries, "", "West-Deutschland", "choose West Germany"},
	{pickCountries, "", "BRD, Italien", "choose West Germany, Italy"},
	{pickCountries, "", "W. Germany", "choose West Germany"},
	{pickCountries, "", "„Italien“", "choose Italy"},
	{pickCountries, "", "选 英国", "choose UK"},
	{pickCountries, "", "英國", "choose UK"},
	{yesNo, "", "yes", "choose yes"},
	{yesNo, "", "Yes.", "choose yes"},
	{yesNo, "", "ja", "choose yes"},
	{yesNo, "", "Ja!", "choose yes"},
	{yesNo, "", "choose yes", "choose yes"},
	{yesNo, "", "是", "choose yes"},
	{yesNo, "", "对", "choose yes"},
	{yesNo, "", "no", "choose no"},
	{yesNo, "", "nein", "choose no"},
	{yesNo, "", "否", "choose no"},
	{yesNo, "", "choose no", "choose no"},
	{yesNo, "", "wähle nein", "choose no"},
	{pickRegion, "", "Middle East", "choose Middle East"},
	{pickRegion, "", "choose Central America", "choose Central America"},
	{pickRegion, "", "South America.", "choose South America"},
	{pickRegion, "", "wähle Europe", "choose Europe"},
	{pickWords, "", "with UN Intervention", "choose with UN Intervention"},
	{pickWords, "", "choose with UN Intervention", "choose with UN Intervention"},
	{pickWords, "", "ops event first", "choose ops event first"},
	{pickWords, "", "choose ops", "choose ops"},
	{pickWords, "", "Keep.", "choose keep"},
	{pickWords, "", "return", "choose return"},
	{pickCard, "", "Duck and Cover", "choose 4"},
	{pickCard, "", "Truman", "choose 19"},
	{pickCard, "", "card 19", "choose 19"},
	{pickCard, "", "#25", "choose 25"},
	{pickCard, "", "Containment", "choose 25"},
	{pickCard, "", "choose Containment", "choose 25"},
	{pickCard, "", "Karte 19", "choose 19"},
	{pickCard, "", "选择 19", "choose 19"},
	{pickCard, "", "19", "choose 19"},
	{pickCard, "", "Duck & Cover", "choose 4"},
	{pickCard, "", "Contianment", "choose 25"},
	{pickCard, "", "die Karte „Truman Doctrine“", "choose 19"},
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
		seat := row.seat
		if seat == "" {
			seat = asked(t, normal).Seat
		}
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
			t.Errorf("Apply(%s, %q) = %q, %q; want the effect of %q: %q, %q", seat, row.phrase, got.Normal, got.Log, row.normal, want.Normal, want.Log)
		}
	}
}

// withoutReadings drops the log's notes on how a misspelt word was read.
func withoutReadings(log []string) []string {
	return slices.DeleteFunc(slices.Clone(log), func(l string) bool { return strings.HasPrefix(l, "Read ") })
}

// BenchmarkParsePhrasebook reads every phrase of the phrasebook once per
// iteration.
func BenchmarkParsePhrasebook(b *testing.B) {
	for b.Loop() {
		for _, row := range phrasebook {
			if _, err := parseLine(row.phrase); err != nil {
				b.Fatalf("parseLine(%q) = %v", row.phrase, err)
			}
		}
	}
}

// Every option a question offers reads as itself: the phrase layer never
// turns a normal form into another command. Random games with the
// optional cards offer the options.
func TestOptionsReadAsThemselves(t *testing.T) {
	c := cfg
	c.Options = engine.Options{optOptionalCards: "yes"}
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 4; seed++ {
		c.Seed = seed
		st, err := Game.New(c)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*state)
		r := engine.NewRand(seed)
		for range 2000 {
			pr := s.Pending()
			if len(pr) == 0 {
				break
			}
			p := pr[r.Intn(len(pr))]
			side, _ := sideOf(p.Seat)
			a, _ := s.prompt(side)
			for _, o := range p.Options {
				if seen[o] {
					continue
				}
				seen[o] = true
				steps, err := parseLine(o)
				if err != nil || len(steps) != 1 {
					t.Errorf("parseLine(%q) = %d steps, %v; want the option as one step", o, len(steps), err)
					continue
				}
				if got, _, err := s.resolve(side, steps[0], a); err != nil || got != o {
					t.Errorf("option %q reads as %q, %v", o, got, err)
				}
			}
			if _, err := s.Apply(p.Seat, p.Options[r.Intn(len(p.Options))]); err != nil {
				t.Fatalf("Apply(%s) = %v", p.Seat, err)
			}
		}
	}
	if len(seen) < 200 {
		t.Errorf("random games offered %d distinct options, want at least 200 to be a check", len(seen))
	}
}
