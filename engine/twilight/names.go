package twilight

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"turnmail/engine"
)

// nameFolder folds the separators and marks players vary: "E. Germany",
// "US-Japan", "„Fidel“", 维利·勃兰特.
var nameFolder = strings.NewReplacer("-", " ", "_", " ", ".", "", "'", "", "·", " ", "・", " ", "  ", " ")

// normName lower-cases a name and folds the separators players vary. A
// leading "#" (card) or "@" (country), as phrase.go marks names it has
// recognised, is dropped.
func normName(s string) string {
	s = strings.TrimLeft(strings.TrimSpace(s), "#@")
	return strings.TrimSpace(nameFolder.Replace(strings.ToLower(s)))
}

// nameKey is the form names are looked up by: normName without any
// spaces or slashes, and umlauts written out ("Ost-Deutschland" and
// "Ostdeutschland", „Türkei" and "Tuerkei" are one key).
func nameKey(s string) string {
	s = accentFolder.Replace(umlautFolder.Replace(normName(s)))
	return keyFolder.Replace(s)
}

// accentFolder drops the accents of other languages' spellings: "México",
// "Panamá", "Zaïre", "Côte d'Ivoire". (ä, ö and ü are written out first.)
var accentFolder = strings.NewReplacer("à", "a", "á", "a", "â", "a", "ã", "a", "å", "a", "ç", "c", "è", "e", "é", "e",
	"ê", "e", "ë", "e", "ì", "i", "í", "i", "î", "i", "ï", "i", "ñ", "n", "ò", "o", "ó", "o", "ô", "o", "õ", "o",
	"ù", "u", "ú", "u", "û", "u", "ý", "y", "ÿ", "y")

var keyFolder = strings.NewReplacer(" ", "", "/", "", "&", "and")

// umlautFolder writes ä, ö, ü and ß as German writes them without the
// letters: ae, oe, ue, ss.
var umlautFolder = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss")

// plainUmlauts writes ä, ö, ü as plain vowels, as a keyboard without them
// does: "Turkei".
var plainUmlauts = strings.NewReplacer("ä", "a", "ö", "o", "ü", "u", "ß", "ss")

// Shorthands players write for countries, beside the three names of the
// country table. "EG" and "WG" are the Germanies as Twilight Struggle
// players write them (Egypt is written out), "NK" and "SK" the Koreas.
var countryShorthands = map[string][]string{
	"East Germany":   {"DDR", "E Germany", "Ost-Deutschland", "GDR", "O-Deutschland", "EG"},
	"West Germany":   {"BRD", "W Germany", "West-Deutschland", "FRG", "Bundesrepublik", "W-Deutschland", "WG"},
	"UK":             {"United Kingdom", "Great Britain", "Britain", "England", "GB", "Grossbritannien", "Vereinigtes Königreich"},
	"North Korea":    {"N Korea", "NK", "DPRK", "北朝鲜", "北朝鮮", "北韩", "北韓"},
	"South Korea":    {"S Korea", "SK", "ROK", "南朝鲜", "南朝鮮", "南韩", "南韓"},
	"Ivory Coast":    {"Côte d'Ivoire", "Cote d'Ivoire"},
	"South Africa":   {"S Africa", "Südafrika"},
	"Spain/Portugal": {"Spain", "Portugal", "Spanien", "西班牙", "葡萄牙"},
	"Laos/Cambodia":  {"Laos", "Cambodia", "Kambodscha", "老挝", "柬埔寨"},
	"Saudi Arabia":   {"Saudi", "Saudi-Arabien", "沙特"},
	"Czechoslovakia": {"CSSR", "ČSSR"},
	"Taiwan":         {"台灣"},
	"Benelux":        {"Belgium", "Netherlands", "Holland", "Belgien", "Niederlande", "荷兰", "比利时"},
}

// cardAliases are the names of cards in the German and Chinese rule texts
// (../shared/rules/twilight-struggle.de.txt: „China-Karte",
// „Europa-Wertung", „Wertung Südostasien"; .zh.txt: 中國牌, 歐洲…計分牌,
// 臺灣決議, 戰爭遊戲, 古巴飛彈危機), in simplified and traditional
// characters, and the shorthands players use. The German scoring cards
// follow the pattern of „Europa-Wertung" for every region the German text
// names. The cards' other German and Chinese names are in
// germanCardNames and chineseCardNames.
var cardAliases = map[int][]string{
	1:   {"Asien-Wertung", "Wertung Asien", "亚洲计分", "亞洲計分", "亚洲计分牌", "亞洲計分牌"},
	2:   {"Europa-Wertung", "Wertung Europa", "欧洲计分", "歐洲計分", "欧洲计分牌", "歐洲計分牌"},
	3:   {"Mittlerer-Osten-Wertung", "Wertung Mittlerer Osten", "中东计分", "中東計分", "中东计分牌", "中東計分牌"},
	6:   {"China Card", "China", "China-Karte", "Chinakarte", "中国牌", "中國牌", "中国卡"},
	16:  {"Warsaw Pact", "Warschauer Pakt"},
	27:  {"US-Japan", "US/Japan", "US Japan Pact", "USA-Japan"},
	35:  {"Taiwan Resolution", "台湾决议", "臺灣決議"},
	37:  {"Mittelamerika-Wertung", "Wertung Mittelamerika", "中美洲计分", "中美洲計分", "中美洲计分牌", "中美洲計分牌"},
	38:  {"Südostasien-Wertung", "Wertung Südostasien", "SE Asia Scoring", "东南亚计分", "東南亞計分", "东南亚计分牌", "東南亞計分牌"},
	40:  {"古巴导弹危机", "古巴飞弹危机", "古巴飛彈危機"},
	79:  {"Afrika-Wertung", "Wertung Afrika", "非洲计分", "非洲計分", "非洲计分牌", "非洲計分牌"},
	81:  {"Südamerika-Wertung", "Wertung Südamerika", "南美洲计分", "南美洲計分", "南美洲计分牌", "南美洲計分牌"},
	100: {"War Games", "战争游戏", "戰爭遊戲"},
	// Shorthands players write in every language (common player usage).
	17:  {"De Gaulle"},
	26:  {"CIA"},
	67:  {"Grain Sales"},
	71:  {"Nixon"},
	72:  {"Sadat"},
	76:  {"Ussuri"},
	89:  {"KAL-007", "KAL007"},
	91:  {"Ortega"},
	93:  {"Iran-Contra"},
	98:  {"Aldrich Ames"},
	99:  {"Pershing II", "Pershing"},
	107: {"Che Guevara", "Guevara"},
	110: {"AWACS"},
}

// germanCardNames are the cards' names as German-speaking players write
// them (common player usage; the card faces of the German edition,
// „Gleichgewicht des Schreckens", are not among the rule texts, so each
// common form is accepted), in the nominative; germanForms adds the
// declined forms a sentence puts them in („den Arabisch-Israelischen
// Krieg", „mit den Olympischen Spielen"). A name the card shares with
// English (Blockade, NATO, Junta, Che) is not repeated. Hyphens, spaces,
// case and umlauts are folded by nameKey: „Marshallplan" is also
// „Marshall-Plan" and „Marshall Plan", „Bärenfalle" also „Baerenfalle".
var germanCardNames = map[int][]string{
	4:   {"In Deckung", "Ducken und Decken", "Ducken und Bedecken"},
	5:   {"Fünfjahresplan", "Fünfjahrplan", "Fünf-Jahres-Plan"},
	7:   {"Sozialistische Regierungen", "Sozialistische Regierung"},
	9:   {"Vietnamesische Revolte", "Vietnamesischer Aufstand", "Aufstand in Vietnam", "Aufstände in Vietnam", "Vietnam-Aufstand", "Vietnam-Revolte", "Revolte in Vietnam", "Vietnam revoltiert"},
	11:  {"Koreakrieg"},
	12:  {"Rumänische Abdankung", "Abdankung in Rumänien", "Abdankung des rumänischen Königs", "Rumänischer König dankt ab"},
	13:  {"Arabisch-Israelischer Krieg", "Israelisch-Arabischer Krieg"},
	14:  {"RGW", "Rat für gegenseitige Wirtschaftshilfe"},
	16:  {"Warschauer Pakt gegründet", "Gründung des Warschauer Pakts", "Gründung des Warschauer Paktes"},
	17:  {"De Gaulle führt Frankreich", "De Gaulle regiert Frankreich"},
	18:  {"Gefangener Nazi-Wissenschaftler", "Erbeuteter Nazi-Wissenschaftler", "Nazi-Wissenschaftler", "Gefangene Nazi-Wissenschaftler"},
	19:  {"Truman-Doktrin"},
	20:  {"Olympische Spiele"},
	22:  {"Unabhängige Rote", "Unabhängige Kommunisten"},
	23:  {"Marshallplan"},
	24:  {"Indisch-Pakistanischer Krieg", "Indo-Pakistanischer Krieg"},
	25:  {"Eindämmung", "Eindämmungspolitik"},
	26:  {"CIA gegründet", "Gründung der CIA", "CIA wird gegründet"},
	27:  {"Amerikanisch-Japanischer Verteidigungspakt", "Japanisch-Amerikanischer Verteidigungspakt", "US-Japanischer Verteidigungspakt", "Amerikanisch-Japanischer Beistandspakt", "US-Japan-Verteidigungspakt", "Japanisch-Amerikanischer Sicherheitsvertrag", "Amerikanisch-Japanisches Verteidigungsabkommen"},
	28:  {"Suezkrise"},
	29:  {"Unruhen in Osteuropa", "Osteuropäische Unruhen"},
	30:  {"Dekolonisierung", "Dekolonisation", "Entkolonialisierung", "Entkolonisierung"},
	31:  {"Rote Angst", "Rote Gefahr", "Säuberung", "Säuberungen", "Rote Angst/Säuberung", "Rote Gefahr/Säuberung", "Kommunistenangst", "Rote Panik"},
	32:  {"UN-Intervention", "UNO-Intervention", "Intervention der UN", "Intervention der UNO", "Eingreifen der UN"},
	33:  {"Entstalinisierung"},
	34:  {"Atomteststopp", "Teststopp", "Atomteststoppabkommen", "Atomteststopp-Vertrag", "Teststoppabkommen", "Kernwaffenteststopp", "Atomtestverbot", "Kernwaffentestverbot"},
	35:  {"Formosa-Resolution"},
	36:  {"Buschkrieg", "Stellvertreterkrieg", "Kleiner Krieg", "Kleinkrieg"},
	39:  {"Wettrüsten"},
	40:  {"Kubakrise", "Kubanische Raketenkrise"},
	41:  {"Atom-U-Boote", "Atom-U-Boot", "Atomunterseeboote", "Nuklear-U-Boote"},
	42:  {"Sumpf", "Morast"},
	43:  {"SALT-Verhandlungen", "SALT-Gespräche"},
	44:  {"Bärenfalle"},
	45:  {"Gipfeltreffen", "Gipfelkonferenz"},
	46:  {"Wie ich lernte, die Bombe zu lieben", "Wie ich lernte die Bombe zu lieben", "Wie ich lernte, mir keine Sorgen mehr zu machen", "Wie ich lernte", "Dr. Seltsam"},
	47:  {"Militärjunta"},
	48:  {"Küchendebatte", "Küchendebatten"},
	49:  {"Raketenneid"},
	50:  {"Wir werden euch begraben", "Wir werden euch beerdigen"},
	51:  {"Breschnew-Doktrin", "Breschnjew-Doktrin"},
	52:  {"Zerfall des portugiesischen Kolonialreichs", "Zerfall des portugiesischen Weltreichs", "Portugiesisches Kolonialreich zerfällt", "Portugiesisches Weltreich zerfällt", "Portugals Kolonialreich zerfällt", "Das portugiesische Kolonialreich zerfällt", "Das portugiesische Weltreich zerfällt"},
	53:  {"Unruhen in Südafrika", "Südafrikanische Unruhen"},
	56:  {"Muslimische Revolution", "Islamische Revolution"},
	57:  {"ABM-Vertrag"},
	58:  {"Kulturrevolution"},
	59:  {"Blumenkinder"},
	60:  {"U2-Zwischenfall", "U2-Vorfall", "U2-Affäre"},
	62:  {"Einzeltäter", "Einsamer Schütze"},
	63:  {"Koloniale Nachhut", "Koloniale Nachhutgefechte", "Koloniale Rückzugsgefechte"},
	64:  {"Rückgabe des Panamakanals", "Panamakanal zurückgegeben", "Panamakanal-Rückgabe"},
	65:  {"Camp-David-Abkommen"},
	66:  {"Marionettenregierungen", "Marionettenregierung", "Marionettenregime"},
	67:  {"Getreideverkauf an die Sowjets", "Getreideverkäufe an die Sowjets", "Weizenverkauf an die Sowjets", "Getreideverkauf an die Sowjetunion", "Getreideverkauf"},
	68:  {"Johannes Paul II. zum Papst gewählt", "Johannes Paul II. wird Papst", "Wahl von Johannes Paul II.", "Johannes Paul II."},
	69:  {"Todesschwadronen in Lateinamerika", "Lateinamerikanische Todesschwadronen", "Todesschwadronen"},
	70:  {"Gründung der OAS", "OAS gegründet"},
	71:  {"Nixon spielt die China-Karte", "Nixon spielt die Chinakarte"},
	72:  {"Sadat weist die Sowjets aus", "Sadat weist Sowjets aus", "Sadat vertreibt die Sowjets"},
	73:  {"Pendeldiplomatie"},
	74:  {"Stimme Amerikas", "Die Stimme Amerikas"},
	75:  {"Befreiungstheologie"},
	76:  {"Grenzkonflikt am Ussuri", "Scharmützel am Ussuri", "Zwischenfall am Ussuri", "Ussuri-Zwischenfall", "Ussuri-Konflikt"},
	77:  {"Frag nicht, was dein Land für dich tun kann", "Frage nicht, was dein Land für dich tun kann", "Fragt nicht, was euer Land für euch tun kann", "Frag nicht was dein Land für dich tun kann"},
	78:  {"Allianz für den Fortschritt", "Allianz für Fortschritt"},
	80:  {"Ein kleiner Schritt", "Einen kleinen Schritt", "Kleiner Schritt", "Ein kleiner Schritt für einen Menschen"},
	82:  {"Geiselkrise im Iran", "Iranische Geiselkrise", "Geiselkrise in Teheran", "Geiselnahme in Teheran", "Geiselkrise"},
	83:  {"Die Eiserne Lady", "Eiserne Lady"},
	84:  {"Reagan bombardiert Libyen", "Reagan bombt Libyen"},
	85:  {"Krieg der Sterne"},
	86:  {"Nordseeöl"},
	87:  {"Der Reformer"},
	88:  {"Anschlag auf die Marinekaserne", "Bombenanschlag auf die Marinekaserne", "Anschlag auf die Kaserne der Marines", "Anschlag auf die Marines-Kaserne", "Anschlag in Beirut"},
	89:  {"Sowjets schießen KAL-007 ab", "Abschuss von KAL-007"},
	91:  {"Ortega in Nicaragua gewählt", "Ortega gewinnt in Nicaragua", "Wahl Ortegas in Nicaragua", "Ortega gewählt"},
	92:  {"Terrorismus"},
	93:  {"Iran-Contra-Affäre", "Iran-Contra-Skandal"},
	94:  {"Tschernobyl"},
	95:  {"Lateinamerikanische Schuldenkrise", "Schuldenkrise in Lateinamerika"},
	96:  {"Reißen Sie diese Mauer nieder", "Reißt diese Mauer nieder", "Reiß diese Mauer nieder"},
	97:  {"Reich des Bösen", "Das Reich des Bösen"},
	98:  {"Aldrich-Ames-Remix"},
	99:  {"Pershing II stationiert", "Stationierung der Pershing II"},
	100: {"Kriegsspiele", "Kriegsspiel"},
	101: {"Solidarność", "Solidarnosc", "Solidarität"},
	102: {"Iran-Irak-Krieg", "Erster Golfkrieg"},
	103: {"Überläufer"},
	104: {"Die Cambridge Five", "Cambridge-Fünf", "Die Cambridge-Fünf"},
	105: {"Besondere Beziehung", "Besondere Beziehungen", "Spezielle Beziehung"},
	108: {"Unser Mann in Teheran", "Unseren Mann in Teheran"},
	109: {"Juri und Samantha", "Yuri und Samantha"},
	110: {"AWACS-Verkauf an die Saudis", "AWACS-Verkauf an Saudi-Arabien", "AWACS für die Saudis", "AWACS-Verkauf"},
}

// chineseCardNames are the cards' names as Chinese players write them
// (common player usage; the Chinese rule text names only the cards in
// cardAliases), in simplified characters. cardNames adds each in
// traditional characters (traditionalCards); forms Taiwan writes with
// other words (計畫) are listed as written. NATO, OPEC and Che are also
// read as written in English.
var chineseCardNames = map[int][]string{
	4:   {"卧倒掩护", "卧倒并掩护", "卧倒与掩护", "躲避掩护"},
	5:   {"五年计划", "五年計畫"},
	7:   {"社会主义政府"},
	8:   {"菲德尔", "卡斯特罗", "菲德尔·卡斯特罗"},
	9:   {"越南起义", "越南暴动"},
	10:  {"封锁"},
	11:  {"朝鲜战争", "韩战"},
	12:  {"罗马尼亚退位", "罗马尼亚国王退位", "罗马尼亚王室退位"},
	13:  {"阿以战争", "以阿战争", "阿拉伯以色列战争"},
	14:  {"经互会", "经济互助委员会"},
	15:  {"纳赛尔"},
	16:  {"华约成立", "华沙条约成立", "华沙条约组织成立", "华约", "华沙条约"},
	17:  {"戴高乐领导法国", "戴高乐"},
	18:  {"俘获纳粹科学家", "俘虏纳粹科学家", "纳粹科学家"},
	19:  {"杜鲁门主义", "杜鲁门"},
	20:  {"奥运会", "奥林匹克运动会"},
	21:  {"北约", "北大西洋公约组织"},
	22:  {"独立的红色政权", "独立红色政权", "独立红色势力", "独立共产主义者"},
	23:  {"马歇尔计划", "馬歇爾計畫", "马歇尔"},
	24:  {"印巴战争"},
	25:  {"遏制政策", "遏制"},
	26:  {"中情局成立", "中央情报局成立", "中情局"},
	27:  {"美日共同防御条约", "美日共同防卫协定", "美日安保条约", "美日同盟", "美日共同防御协定"},
	28:  {"苏伊士运河危机", "苏伊士危机"},
	29:  {"东欧动乱", "东欧骚乱"},
	30:  {"去殖民化", "非殖民化"},
	31:  {"红色恐慌", "红色恐怖", "清洗", "大清洗", "红色恐慌/清洗"},
	32:  {"联合国干预", "联合国干涉"},
	33:  {"去斯大林化"},
	34:  {"禁止核试验", "禁止核试验条约", "部分禁止核试验条约", "核禁试条约", "核禁试"},
	35:  {"福尔摩沙决议"},
	36:  {"丛林战争", "灌木战争", "灌木丛战争", "代理人战争", "局部战争"},
	39:  {"军备竞赛"},
	40:  {"古巴危机"},
	41:  {"核潜艇"},
	42:  {"泥潭", "泥沼"},
	43:  {"限制战略武器谈判", "战略武器限制谈判", "SALT谈判"},
	44:  {"熊陷阱"},
	45:  {"峰会", "首脑会议", "高峰会"},
	46:  {"我如何学会停止担忧", "我是如何学会停止担忧的", "我如何学会停止担忧并爱上炸弹", "奇爱博士"},
	47:  {"军政府", "军人政府"},
	48:  {"厨房辩论"},
	49:  {"导弹嫉妒", "导弹羡慕"},
	50:  {"我们将埋葬你们", "我们会埋葬你们", "我们将埋葬你"},
	51:  {"勃列日涅夫主义", "勃列日涅夫"},
	52:  {"葡萄牙帝国崩溃", "葡萄牙帝国瓦解"},
	53:  {"南非动乱", "南非骚乱"},
	54:  {"阿连德", "阿叶德"},
	55:  {"维利·勃兰特", "威利·勃兰特", "勃兰特"},
	56:  {"穆斯林革命", "伊斯兰革命"},
	57:  {"反弹道导弹条约", "反导条约"},
	58:  {"文化大革命", "文革"},
	59:  {"花之力", "花的力量", "花朵力量", "权力归花"},
	60:  {"U2事件", "U2击落事件", "U2侦察机事件"},
	61:  {"欧佩克", "石油输出国组织"},
	62:  {"孤独枪手", "独行枪手"},
	63:  {"殖民地后卫", "殖民后卫"},
	64:  {"归还巴拿马运河", "巴拿马运河归还", "巴拿马运河回归"},
	65:  {"戴维营协议", "戴维营"},
	66:  {"傀儡政府"},
	67:  {"对苏粮食销售", "向苏联出售粮食", "对苏联出售粮食", "粮食销售"},
	68:  {"约翰保罗二世当选教皇", "若望保禄二世当选教宗", "约翰保罗二世"},
	69:  {"拉美敢死队", "拉丁美洲敢死队", "拉美行刑队", "拉美暗杀队"},
	70:  {"美洲国家组织成立", "美洲国家组织"},
	71:  {"尼克松打出中国牌", "尼克松访华", "尼克松"},
	72:  {"萨达特驱逐苏联人", "萨达特驱逐苏联顾问", "萨达特"},
	73:  {"穿梭外交"},
	74:  {"美国之音"},
	75:  {"解放神学"},
	76:  {"乌苏里江冲突", "乌苏里江冲突事件", "乌苏里江", "珍宝岛事件"},
	77:  {"不要问国家能为你做什么", "不要问你的国家能为你做什么"},
	78:  {"争取进步联盟"},
	80:  {"一小步", "个人的一小步"},
	82:  {"伊朗人质危机"},
	83:  {"铁娘子"},
	84:  {"里根轰炸利比亚"},
	85:  {"星球大战", "星球大战计划", "星战计划"},
	86:  {"北海石油", "北海油田"},
	87:  {"改革者"},
	88:  {"海军陆战队军营爆炸", "海军陆战队兵营爆炸", "贝鲁特军营爆炸"},
	89:  {"苏联击落韩航007", "击落韩航007", "韩航007"},
	90:  {"公开性", "开放政策", "格拉斯诺斯特"},
	91:  {"奥尔特加当选尼加拉瓜总统", "奥尔特加当选", "奥尔特加在尼加拉瓜当选"},
	92:  {"恐怖主义"},
	93:  {"伊朗门", "伊朗门事件"},
	94:  {"切尔诺贝利", "切尔诺贝利核事故"},
	95:  {"拉美债务危机", "拉丁美洲债务危机"},
	96:  {"推倒这堵墙", "拆掉这堵墙", "推倒柏林墙"},
	97:  {"邪恶帝国"},
	98:  {"艾姆斯事件", "奥尔德里奇·艾姆斯"},
	99:  {"部署潘兴II导弹", "潘兴II导弹部署", "部署潘兴二号", "潘兴II"},
	101: {"团结工会", "团结工联"},
	102: {"两伊战争"},
	103: {"叛逃者"},
	104: {"剑桥五杰", "剑桥五人组"},
	105: {"特殊关系"},
	106: {"北美防空司令部"},
	107: {"切·格瓦拉", "格瓦拉"},
	108: {"我们在德黑兰的人"},
	109: {"尤里和萨曼莎", "尤里与萨曼莎"},
	110: {"向沙特出售预警机", "对沙特出售预警机", "预警机出售"},
}

// traditionalCards writes the simplified characters of chineseCardNames
// in traditional characters, after traditional: "馬歇爾計劃" is the
// Marshall Plan as "马歇尔计划" is. 干 (干预), 里 (里根) and 制 (遏制) are
// written alike in both.
var traditionalCards = strings.NewReplacer(strings.Fields(
	"与 與 丛 叢 两 兩 个 個 为 為 义 義 乐 樂 乱 亂 争 爭 们 們 债 債 关 關 兴 興 军 軍 冲 衝 决 決 击 擊 " +
		"划 劃 剑 劍 务 務 动 動 华 華 协 協 卫 衛 卧 臥 厨 廚 叶 葉 号 號 后 後 员 員 团 團 墙 牆 备 備 " +
		"奥 奧 学 學 宝 寶 对 對 导 導 将 將 岛 島 并 並 开 開 弹 彈 归 歸 当 當 忧 憂 总 總 恶 惡 战 戰 " +
		"护 護 报 報 担 擔 机 機 杀 殺 权 權 条 條 杰 傑 枪 槍 桥 橋 欧 歐 济 濟 溃 潰 潜 潛 爱 愛 独 獨 " +
		"禄 祿 竞 競 粮 糧 红 紅 组 組 织 織 经 經 结 結 统 統 羡 羨 联 聯 脑 腦 获 獲 营 營 虏 虜 计 計 " +
		"议 議 论 論 访 訪 试 試 诺 諾 谈 談 贝 貝 质 質 赛 賽 轰 轟 输 輸 辩 辯 运 運 这 這 进 進 连 連 " +
		"选 選 锁 鎖 门 門 问 問 队 隊 陆 陸 顾 顧 预 預 领 領 驱 驅 骚 騷 铁 鐵 销 銷 么 麼 系 係 御 禦 " +
		"验 驗 会 會 苏 蘇 达 達 萨 薩 纳 納 维 維 罗 羅 尔 爾 国 國 东 東 亚 亞 马 馬 鲁 魯 鲜 鮮 " +
		"韩 韓 约 約 兰 蘭 乌 烏 还 還 侦 偵")...)

// traditional writes the simplified characters of the Chinese country
// names in traditional characters, as much of the Chinese rule text does
// (伊拉克, 國家): "波蘭" is Poland as "波兰" is.
var traditional = strings.NewReplacer(
	"东", "東", "乌", "烏", "亚", "亞", "伦", "倫", "兰", "蘭", "卢", "盧", "叙", "敘", "国", "國", "尔", "爾",
	"挝", "撾", "湾", "灣", "约", "約", "纳", "納", "维", "維", "缅", "緬", "罗", "羅", "腊", "臘", "苏", "蘇",
	"萨", "薩", "达", "達", "韦", "韋", "韩", "韓", "马", "馬", "鲁", "魯", "鲜", "鮮", "麦", "麥", "宾", "賓",
	"来", "來", "内", "內", "台", "臺",
)

// aliases holds every country's accepted names, by country ID, as normName
// forms.
var aliases [][]string

// A name is a card (by number) or a country (by ID).
type name struct {
	card    bool
	id      int
	display string // the written name it was found by
}

// names maps every nameKey of a card or country to what it names; keys
// that would name two things are left out. namesOfWords maps the keys of
// the first three or more whole words of a card's English name ("how i
// learned") to the card, where those words start one card only.
// Built in init, after the card table and the map (board.go).
var names, namesOfWords map[string]name

func init() {
	for _, c := range countries {
		aliases = append(aliases, countryAliases(c))
	}
	names, namesOfWords = buildNames()
	indexNames()
	hanWords = buildHanWords()
}

// countryAliases lists each country's accepted names (English, German,
// Chinese, the shorthands, and forms without "/" such as "laos cambodia"
// and without umlauts such as "turkei").
func countryAliases(c Country) []string {
	all := append([]string{c.Name, c.German, c.Chinese, traditional.Replace(c.Chinese)}, countryShorthands[c.Name]...)
	var out []string
	add := func(n string) {
		if n != "" && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	for _, n := range all {
		n = normName(n)
		for _, v := range []string{n, umlautFolder.Replace(n), plainUmlauts.Replace(n)} {
			add(v)
			if strings.Contains(v, "/") {
				add(strings.ReplaceAll(v, "/", " "))
				add(strings.ReplaceAll(v, "/", ""))
			}
		}
	}
	return out
}

// cardNames lists a card's accepted names: its English name, without a
// leading "The", the halves of a name with "/", and its aliases.
func cardNames(n int) []string {
	en := cardTable[n-1].Name
	out := []string{en, strings.TrimPrefix(en, "The ")}
	if a, b, ok := strings.Cut(en, "/"); ok && !strings.Contains(b, " ") {
		out = append(out, a, b) // "Red Scare", "Purge"; not "US"/"Japan Mutual …"
	}
	out = append(out, cardAliases[n]...)
	for _, g := range germanCardNames[n] {
		out = append(out, germanForms(g)...)
	}
	for _, c := range chineseCardNames[n] {
		out = append(out, c)
		if t := traditionalCards.Replace(traditional.Replace(c)); t != c {
			out = append(out, t)
		}
	}
	return out
}

// germanForms lists a German card name and the forms a sentence declines
// it to: the words before the last ending in -e or -er end in -en
// („den Arabisch-Israelischen Krieg", „die Sozialistischen
// Regierungen"), a last word in -e takes -n („mit den Olympischen
// Spielen", „den Atom-U-Booten") and a last word in another consonant
// than -s takes the genitive -s („die Ops des Marshallplans").
// Forms that are no German word ("Warschauen") name nothing else.
func germanForms(g string) []string {
	ws := strings.Fields(g)
	adj := slices.Clone(ws)
	for i, w := range adj[:len(adj)-1] {
		switch {
		case strings.HasSuffix(w, "er"):
			adj[i] = strings.TrimSuffix(w, "er") + "en"
		case strings.HasSuffix(w, "e"):
			adj[i] = w + "n"
		}
	}
	out := []string{g}
	for _, base := range [][]string{ws, adj} {
		last := base[len(base)-1]
		var lasts []string
		switch r, _ := utf8.DecodeLastRuneInString(last); {
		case r == 'e':
			lasts = []string{last + "n"}
		case unicode.IsLetter(r) && r != 's' && r != 'ß' && !strings.ContainsRune("aeiouäöü", r):
			lasts = []string{last + "s"}
		}
		for _, l := range append([]string{last}, lasts...) {
			f := strings.Join(append(slices.Clone(base[:len(base)-1]), l), " ")
			if !slices.Contains(out, f) {
				out = append(out, f)
			}
		}
	}
	return out
}

func buildNames() (map[string]name, map[string]name) {
	m := map[string]name{}
	bad := map[string]bool{}
	put := func(key string, nm name) {
		if key == "" || bad[key] {
			return
		}
		if old, ok := m[key]; ok && (old.card != nm.card || old.id != nm.id) {
			delete(m, key)
			bad[key] = true
			return
		}
		m[key] = nm
	}
	for i, r := range countryTable {
		for _, a := range append([]string{r.Name, r.German, r.Chinese, traditional.Replace(r.Chinese)}, countryShorthands[r.Name]...) {
			put(nameKey(a), name{id: i, display: a})
			put(nameKey(plainUmlauts.Replace(strings.ToLower(a))), name{id: i, display: a})
		}
	}
	words := map[string]name{}
	for n := 1; n <= len(cardTable); n++ {
		for _, a := range cardNames(n) {
			put(nameKey(a), name{card: true, id: n, display: a})
			put(nameKey(plainUmlauts.Replace(strings.ToLower(a))), name{card: true, id: n, display: a})
		}
		f := strings.Fields(normName(cardTable[n-1].Name))
		for k := 3; k < len(f); k++ {
			key := nameKey(strings.Join(f[:k], " "))
			if old, ok := words[key]; ok && old.id != n {
				words[key] = name{id: -1}
				continue
			}
			words[key] = name{card: true, id: n, display: strings.Join(f[:k], " ")}
		}
	}
	for k, v := range words {
		if v.id < 0 {
			delete(words, k)
		}
	}
	return m, words
}

// findCountry resolves a country by exact name or unique prefix. When it
// cannot, why says so for the player and prefixed lists the countries
// the name begins (several) or nil (none).
func findCountry(raw string) (id int, why string, prefixed []int) {
	q := normName(raw)
	if q == "" {
		return 0, "a country name is missing", nil
	}
	if nm, ok := names[nameKey(q)]; ok && !nm.card {
		return nm.id, "", nil
	}
	for _, c := range countries {
		if slices.ContainsFunc(aliases[c.ID], func(a string) bool { return strings.HasPrefix(a, q) }) {
			prefixed = append(prefixed, c.ID)
		}
	}
	switch len(prefixed) {
	case 1:
		return prefixed[0], "", nil
	case 0:
		return 0, fmt.Sprintf("there is no country %q", strings.TrimLeft(raw, "@#")), nil
	}
	var ns []string
	for _, id := range prefixed {
		ns = append(ns, countries[id].Name)
	}
	return 0, fmt.Sprintf("%q could be %s; write more of the name", raw, strings.Join(ns, ", ")), prefixed
}

// findCard resolves a card by number, by any of its names or by a unique
// prefix of its English name. When it cannot, why says so for the
// player, and prefixed lists the cards the name begins, if several.
func findCard(raw string) (n int, why string, prefixed []int) {
	q := normName(raw)
	if q == "" {
		return 0, "a card is missing", nil
	}
	if n, err := strconv.Atoi(q); err == nil {
		if cards[n] == nil {
			return 0, fmt.Sprintf("there is no card %d (cards are numbered 1 to 110)", n), nil
		}
		return n, "", nil
	}
	if nm, ok := names[nameKey(q)]; ok && nm.card {
		return nm.id, "", nil
	}
	for n := 1; n <= len(cardTable); n++ {
		name := normName(cards[n].Name)
		if strings.HasPrefix(name, q) || strings.HasPrefix(strings.TrimPrefix(name, "the "), q) {
			prefixed = append(prefixed, n)
		}
	}
	switch len(prefixed) {
	case 1:
		return prefixed[0], "", nil
	case 0:
		return 0, fmt.Sprintf("there is no card %q", strings.TrimLeft(raw, "@#")), nil
	}
	var ns []string
	for _, n := range prefixed {
		ns = append(ns, cardName(n))
	}
	return 0, fmt.Sprintf("%q could be %s; write the number", raw, strings.Join(ns, ", ")), prefixed
}

// nearNames lists the cards (card) or countries whose names are within
// one edit of raw, each once, in table order.
func nearNames(raw string, card bool) []int {
	q := []rune(nameKey(raw))
	if len(q) < 3 {
		return nil // too many short names are one edit apart
	}
	var ids []int
	for l := len(q) - 1; l <= len(q)+1; l++ {
		for _, key := range namesByLength[l] {
			nm := names[string(key)]
			if nm.card == card && !slices.Contains(ids, nm.id) && withinOneEdit(q, key) {
				ids = append(ids, nm.id)
			}
		}
	}
	slices.Sort(ids)
	return ids
}

// namesByLength holds the keys of names by their length in runes;
// nameKeys holds them sorted, nameWords every word of every name as
// normName writes it ("plan" of "five year plan"), and commaStarts the
// first words of the names with a comma („wie" of „Wie ich lernte, die
// Bombe zu lieben").
var (
	namesByLength map[int][][]rune
	nameKeys      []string
	nameWords     map[string]bool
	commaStarts   map[string]bool
)

func indexNames() {
	namesByLength = map[int][][]rune{}
	nameWords = map[string]bool{}
	commaStarts = map[string]bool{}
	nameKeys = make([]string, 0, len(names))
	for k, nm := range names {
		nameKeys = append(nameKeys, k)
		ws := strings.Fields(normName(nm.display))
		for _, w := range ws {
			nameWords[w] = true
		}
		if strings.Contains(k, ",") {
			commaStarts[ws[0]] = true
		}
	}
	slices.Sort(nameKeys)
	for _, k := range nameKeys {
		r := []rune(k)
		namesByLength[len(r)] = append(namesByLength[len(r)], r)
	}
}

// startsName reports whether a name's key starts with w ("east germ").
func startsName(w string) bool {
	i, _ := slices.BinarySearch(nameKeys, w)
	return i < len(nameKeys) && strings.HasPrefix(nameKeys[i], w)
}

// withinOneEdit reports whether a and b differ by at most one insertion,
// deletion, substitution or swap of neighbouring letters, as
// engine.EditDistance counts them, without building its table.
func withinOneEdit(a, b []rune) bool {
	if len(a)-len(b) > 1 || len(b)-len(a) > 1 {
		return false
	}
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	switch {
	case len(a) == len(b):
		if i >= len(a)-1 || slices.Equal(a[i+1:], b[i+1:]) {
			return true
		}
		return a[i] == b[i+1] && a[i+1] == b[i] && slices.Equal(a[i+2:], b[i+2:])
	case len(a) > len(b):
		return slices.Equal(a[i+1:], b[i:])
	}
	return slices.Equal(a[i:], b[i+1:])
}

// didYouMean suggests the names closest to q, or returns "".
func didYouMean(q string, names []string) string { return suggest(q, names, names) }

// suggest compares q with names and suggests the matching shown[i] of the
// closest ones (a German or Chinese name suggests the English one).
func suggest(q string, names, shown []string) string {
	if len([]rune(q)) < 2 {
		return "" // every name is near one letter
	}
	type cand struct {
		name string
		d    int
	}
	var cs []cand
	for i, n := range names {
		p := normName(n)
		d := engine.EditDistance(q, p)
		if r := []rune(p); len(r) > len([]rune(q)) {
			d = min(d, engine.EditDistance(q, string(r[:len([]rune(q))])))
		}
		if d <= max(1, len([]rune(q))/3) {
			cs = append(cs, cand{shown[i], d})
		}
	}
	if len(cs) == 0 {
		return ""
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].d < cs[j].d })
	var out []string
	for _, c := range cs {
		if c.d == cs[0].d && len(out) < 3 && !slices.Contains(out, c.name) {
			out = append(out, c.name)
		}
	}
	return fmt.Sprintf("; did you mean %s?", strings.Join(out, " or "))
}

// regionAliases are the regions' names in the German and Chinese rule
// texts (../shared/rules/twilight-struggle.de.txt: „Mittelamerika",
// „Mittlerer Osten"; .zh.txt: 中東, 中美洲), the everyday „Naher Osten"
// and the shorthands players write, by the English name a question
// offers as a choice.
var regionAliases = map[string][]string{
	"Europe":          {"Europa", "欧洲", "歐洲"},
	"Eastern Europe":  {"Osteuropa", "E Europe", "东欧", "東歐"},
	"Western Europe":  {"Westeuropa", "W Europe", "西欧", "西歐"},
	"Asia":            {"Asien", "亚洲", "亞洲"},
	"Southeast Asia":  {"Südostasien", "SE Asia", "东南亚", "東南亞"},
	"Middle East":     {"Mittlerer Osten", "Naher Osten", "Nahost", "中东", "中東"},
	"Africa":          {"Afrika", "非洲"},
	"Central America": {"Mittelamerika", "Zentralamerika", "C America", "中美洲"},
	"South America":   {"Südamerika", "S America", "南美洲", "南美"},
}

// regionChoice finds the value among values that raw names as a region
// in another language or shorthand.
func regionChoice(raw string, values []string) (string, bool) {
	k := nameKey(raw)
	for _, v := range values {
		for _, a := range regionAliases[v] {
			if nameKey(a) == k || nameKey(plainUmlauts.Replace(strings.ToLower(a))) == k {
				return v, true
			}
		}
	}
	return "", false
}
