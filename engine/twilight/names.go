package twilight

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"turnmail/engine"
)

// nameFolder folds the separators and marks players vary: "E. Germany",
// "US-Japan", "„Fidel“".
var nameFolder = strings.NewReplacer("-", " ", "_", " ", ".", "", "'", "", "  ", " ")

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
// names. Every other card is known by its English name only (README).
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
}

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
	return append(out, cardAliases[n]...)
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

// namesByLength holds the keys of names by their length in runes.
var namesByLength map[int][][]rune

func indexNames() {
	namesByLength = map[int][][]rune{}
	keys := make([]string, 0, len(names))
	for k := range names {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		r := []rune(k)
		namesByLength[len(r)] = append(namesByLength[len(r)], r)
	}
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
