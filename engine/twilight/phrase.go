package twilight

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"turnmail/engine/remark"
	"turnmail/engine/zhtext"
)

// This file reads a line the way players write it without reading the
// help — "I'd like to play Fidel as the event", „Ich spiele die
// China-Karte für Operationen: Polen drei, DDR 2", 我出中国牌 — and
// rewrites it into the words parse.go's grammar reads: names recognised
// and marked ("#6" a card, "@Poland" a country), command words in their
// English normal spelling, number words as digits, fillers dropped, the
// verb first. It knows no rule and no state: what is legal is decided
// when a step meets the question (matchStep).

// punctuation maps full-width and typographic marks to what they mean in
// a command: separators stay, quotes and sentence marks go (Chinese
// players quote a card's name in 《》 or 【】 as well as in 「」).
var punctuation = strings.NewReplacer(
	"，", ",", "；", ";", "：", " ", "->", " ", "→", " ", "、", ",", "。", " ", "！", " ", "？", " ", "!", " ", "?", " ",
	"（", " ", "）", " ", "(", " ", ")", " ", "[", " ", "]", " ",
	"“", " ", "”", " ", "„", " ", "‟", " ", "\"", " ", "«", " ", "»", " ", "‹", " ", "›", " ", "‚", " ",
	"「", " ", "」", " ", "『", " ", "』", " ", "《", " ", "》", " ", "〈", " ", "〉", " ", "【", " ", "】", " ", "‘", "'", "’", "'", "`", "'", "´", "'",
	"０", "0", "１", "1", "２", "2", "３", "3", "４", "4", "５", "5", "６", "6", "７", "7", "８", "8", "９", "9",
	"＃", "#", "　", " ", "&", " & ",
)

// keywords are the command words in every spelling the phrasebook met,
// keyed by their folded form (lower case, umlauts written out), mapped to
// the grammar's word. "," and ";" separate items and steps.
var keywords = map[string]string{
	"play": "play", "plays": "play", "playing": "play", "spiele": "play", "spielen": "play", "spiel": "play",
	"spielt": "play", "ausspielen": "play", "spiel's": "play", "出": "play", "打出": "play", "打": "play",

	"event": "event", "events": "event", "ereignis": "event", "ereignisse": "event", "事件": "event",
	"ops": "ops", "op": "ops", "operations": "ops", "operation": "ops", "operationen": "ops",
	"operationspunkte": "ops", "行动": "ops", "行動": "ops", "行动点": "ops", "行動點": "ops", "行动力": "ops",
	"after": "after", "afterwards": "after", "later": "after", "last": "after", "nachher": "after", "hinterher": "after", "zuletzt": "after",
	"后": "after", "後": "after",
	"first": "first", "1st": "first", "zuerst": "first", "erst": "first", "先": "first", "before": "first", "vorher": "first",

	"with": "with", "using": "with", "mit": "with", "mittels": "with", "w": "with", "用": "with", "以": "with", "使用": "with", "w/": "with",
	"use": "with", "uses": "with", "spend": "with", "nutze": "with", "nutzen": "with", "benutze": "with", "verwende": "with",
	"verwenden": "with",
	"all":       "all", "alle": "all", "全部": "all", "全": "all", "都": "all", "所有": "all",
	"each": "each", "je": "each", "jeweils": "each", "各": "each", "各自": "each",

	"space": "space", "weltall": "space", "weltraum": "space", "weltraumrennen": "space", "太空竞赛": "space", "太空競賽": "space",
	"太空":       "space",
	"headline": "headline", "hl": "headline", "schlagzeile": "headline", "头条": "headline", "頭條": "headline",

	"influence": "influence", "place": "influence", "put": "influence", "add": "influence", "einfluss": "influence",
	"einfluesse": "influence", "setze": "influence", "setzen": "influence", "platziere": "influence",
	"影响力": "influence", "影響力": "influence", "放置": "influence", "放": "influence",
	"coup": "coup", "putsch": "coup", "putsche": "coup", "putschen": "coup", "staatsstreich": "coup",
	"政变": "coup", "政變": "coup", "putschversuch": "coup", "coupversuch": "coup", "staatsstreichversuch": "coup",
	"realign": "realign", "realignment": "realign", "realignments": "realign", "neuausrichtung": "realign",
	"neuausrichtungen": "realign", "调整阵营": "realign", "調整陣營": "realign", "调整": "realign", "調整": "realign",
	"choose": "choose", "pick": "choose", "select": "choose", "waehle": "choose", "waehlen": "choose",
	"选择": "choose", "選擇": "choose", "选": "choose",
	"done": "done", "fertig": "done", "finished": "done", "stop": "done", "完成": "done", "结束": "done",
	"結束": "done",

	"yes": "yes", "ja": "yes", "no": "no", "nein": "no", "否": "no", "yep": "yes", "yeah": "yes", "jawohl": "yes",
	"nope": "no", "nee": "no", "noe": "no",

	"and": ",", "&": ",", "und": ",", "sowie": ",", "和": ",", "及": ",", "以及": ",",
	"then": ";", "dann": ";", "danach": ";", "anschliessend": ";", "然后": ";", "然後": ";", "再": ";",
}

// looseAnswers answer a yes/no question only as a line of their own:
// "Sure, here is my move" and "nah, let's see" open chat.
var looseAnswers = map[string]string{"sure": "yes", "jo": "yes", "nah": "no"}

// fillers are words of a sentence around a command that carry nothing
// for it. No filler is part of a name: names are recognised first.
var fillers = wordSet(
	"i", "i'd", "id", "i'll", "i'm", "im", "like", "to", "would", "want", "wanna", "please", "pls", "my", "our",
	"the", "a", "an", "as", "for", "is", "it", "me", "let's", "lets", "let", "now", "card", "cards", "go", "will",
	"shall", "of", "this", "that", "its", "it's", "in", "into", "on", "at", "also", "race", "ok", "okay",
	"try", "attempt", "make", "do", "we", "am", "going", "gonna", "here", "point", "points", "number", "nummer",
	"nr", "ich", "moechte", "mochte", "wuerde", "wurde", "gerne", "gern", "bitte", "als", "fuer", "fur", "die",
	"der", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "mein", "meine", "meinen",
	"meinem", "ist", "jetzt", "nun", "karte", "karten", "im", "nach", "auf", "ins", "zum", "zur", "punkt",
	"punkte", "mal", "mache", "machen", "fuehre", "fuhre", "aus", "durch", "versuche", "wir", "es", "noch",
	"lege", "legen", "einsetzen", "um", "thanks", "thank", "thx", "danke", "谢谢", "謝謝",
	"我", "的", "在", "到", "点", "點", "个", "個", "张", "張", "作为", "作為", "当作", "當作", "请", "請",
	"把", "向", "给", "給", "要", "想", "是", "牌", "卡", "号", "號", "进行", "進行", "发动", "發動", "次",
	"用于", "用於", "一下", "了", "吧",
	"roll", "rolls", "send", "fuers", "furs", "gegen", "against", "take", "takes", "nehme", "nimm", "nehmen",
	"good", "luck", "viel", "glueck", "gluck", "regards", "cheers", "祝好运", "祝你好运", "好运", "大家好", "你好",
	"ab", "schicke", "送", "从", "從", "aufs",
	"第", "当", "當", "做", "its", "again", "nochmal", "nochmals", "wieder", "再次", "from", "von",
	"zu", "klar", "对", "對", "vs", "versus", "用来", "用來", "goes", "pts", "pt",
)

// numberWords are the counts players spell out.
var numberWords = map[string]string{
	"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8",
	"nine": "9", "ten": "10", "once": "1", "twice": "2", "thrice": "3", "einmal": "1", "zweimal": "2",
	"dreimal": "3", "viermal": "4", "eins": "1", "zwei": "2", "zwo": "2", "drei": "3", "vier": "4", "fuenf": "5",
	"funf": "5", "sechs": "6", "sieben": "7", "acht": "8", "neun": "9", "zehn": "10",
	"eleven": "11", "twelve": "12", "thirteen": "13", "fourteen": "14", "fifteen": "15", "sixteen": "16",
	"seventeen": "17", "eighteen": "18", "nineteen": "19", "twenty": "20", "elf": "11", "zwoelf": "12",
	"zwolf": "12", "dreizehn": "13", "vierzehn": "14", "fuenfzehn": "15", "funfzehn": "15", "sechzehn": "16",
	"siebzehn": "17", "achtzehn": "18", "neunzehn": "19", "zwanzig": "20",
	"一": "1", "二": "2", "两": "2", "兩": "2", "三": "3", "四": "4", "五": "5", "六": "6", "七": "7",
	"八": "8", "九": "9", "十": "10",
}

// stopWords change what a sentence means but no command has them: a line
// holding one is refused naming it, never read without it.
var stopWords = wordSet(slices.Concat(takeBackWords, []string{"not", "don't", "dont", "never", "or", "but", "except", "unless", "if", "instead", "maybe",
	"nicht", "kein", "keine", "keinen", "nie", "niemals", "oder", "aber", "ausser", "statt", "stattdessen", "falls",
	"wenn", "vielleicht", "不", "不要", "别", "別", "或", "或者", "还是", "還是", "但", "但是", "如果"})...)

// takeBacks take a command back or call it a mistake ("coup Iran with
// 13. Scratch that."). They are stop words: the sentence holding one is
// never a remark dropped beside the command, and a line holding one
// with a command's word is the game's to refuse, never chat
// (LooksLikeCommand).
var takeBacks = wordSet(takeBackWords...)

var takeBackWords = []string{"actually", "wait", "scratch", "kidding", "joking", "forget", "cancel", "wrong", "ignore",
	"disregard", "oops", "mistake", "typo", "vergiss", "vergesst", "spass", "scherz", "falsch", "falsche", "falschen",
	"ignorieren", "ignoriere", "storno", "stornieren", "abbrechen", "fehler", "vertippt",
	"其实", "其實", "等等", "算了", "开玩笑", "開玩笑", "忽略", "取消", "撤回", "作废", "作廢", "错", "錯"}

// grammarVerbs are the words that start a step in parse.go.
var grammarVerbs = wordSet("play", "space", "headline", "influence", "coup", "realign", "choose", "done")

func wordSet(ws ...string) map[string]bool {
	m := map[string]bool{}
	for _, w := range ws {
		m[w] = true
	}
	return m
}

// hanWords are the Chinese words a line without spaces is cut into,
// longest first: names and command words, each meaning itself (the
// tables above read it after). A run of Chinese numerals is a number in
// digits (二十七 is 27); other number words are words like any other,
// which numberWords reads.
var hanWords *zhtext.Lexicon

func buildHanWords() *zhtext.Lexicon {
	m := map[string]string{}
	add := func(w string) {
		if w == "" || !isHan(w) {
			return
		}
		m[w] = w
	}
	for k := range names {
		add(k)
	}
	for k := range keywords {
		add(k)
	}
	for k := range fillers {
		add(k)
	}
	for k := range numberWords {
		add(k)
	}
	for k := range stopWords {
		add(k)
	}
	for k := range sideBidVerbs { // the bid for sides (variants_sides.go)
		add(k)
	}
	for k := range sideWords {
		add(k)
	}
	// A run of numerals is one number (十一 is 11, not 10 and 1).
	return zhtext.NewLexicon(m, zhtext.Numerals)
}

func isHan(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.Is(unicode.Han, r)
}

// splitHan puts spaces around the Chinese words of a line, cutting each
// run of characters into the longest known words; characters no word
// covers stay together, joined to the text before them.
func splitHan(line string) string {
	if !strings.ContainsFunc(line, func(r rune) bool { return unicode.Is(unicode.Han, r) }) {
		return line
	}
	var b strings.Builder
	ps := hanWords.Cut(line)
	for i, p := range ps {
		switch p.Kind {
		case zhtext.Word, zhtext.Numeral:
			b.WriteString(" " + p.Text + " ")
		case zhtext.Unknown:
			b.WriteString(p.Text)
			if i+1 < len(ps) && ps[i+1].Kind == zhtext.Other {
				b.WriteByte(' ')
			}
		default:
			b.WriteString(p.Text)
		}
	}
	return b.String()
}

// fold is the form a word is looked up by: lower case, umlauts written
// out, a final full stop or colon dropped.
func fold(w string) string {
	w = strings.ToLower(w)
	if len(w) > 1 {
		w = strings.TrimRight(w, ".:")
	}
	return umlautFolder.Replace(w)
}

// words splits a line into the tokens phrase reads: "," and ";" are
// tokens of their own; quotes, brackets and sentence marks are gone.
func words(line string) []string {
	line = splitHan(punctuation.Replace(line))
	line = separators.Replace(line)
	var out []string
	for _, t := range strings.Fields(line) {
		t = strings.Trim(t, "'")
		if len(t) > 1 {
			t = strings.TrimRight(t, ":.") // "Headline: Containment", "Syria 2."
		}
		if t == ":" || t == "-" || t == "–" || t == "=" || t == "" {
			continue
		}
		if m := gluedCount.FindStringSubmatch(t); m != nil {
			out = append(out, m[1], m[2]) // "WG+2", "Syria+1"
			continue
		}
		if rest, ok := strings.CutPrefix(strings.ToLower(t), "w/"); ok && rest != "" {
			out = append(out, "w/", t[2:]) // "coup Iran w/13"
			continue
		}
		if base, ok := cutCardSuffix(t); ok {
			out = append(out, base, "karte") // „die Containment-Karte"
			continue
		}
		out = append(out, t)
	}
	return out
}

// gluedCount is a name with its count glued on: "WG+2".
var gluedCount = regexp.MustCompile(`^(\pL.*\pL)(\+\d+)$`)

// cutCardSuffix splits „Containment-Karte" and "Truman-card" into the name
// and the card word.
func cutCardSuffix(t string) (string, bool) {
	for _, suf := range []string{"-karte", "-card"} {
		if len(t) > len(suf) && strings.EqualFold(t[len(t)-len(suf):], suf) {
			return t[:len(t)-len(suf)], true
		}
	}
	return "", false
}

var separators = strings.NewReplacer(",", " , ", ";", " ; ")

// phrase rewrites a line's words for the grammar. notes says how a
// misspelt command word was read.
func phrase(line string) (toks []string, notes []string) {
	line, chat := dropChatSentences(line)
	if n := len(chat); n > 0 {
		notes = append(notes, remarksNote(n))
	}
	ws := dropSalutation(dropRoundLabel(words(dropRemarks(line))))
	if len(ws) == 1 && grammarVerbs[keywords[fold(ws[0])]] && !grammarVerbs[fold(ws[0])] {
		return []string{fold(ws[0])}, nil // a one-word answer such as "add" or "remove"
	}
	if len(ws) == 1 && looseAnswers[fold(ws[0])] != "" {
		return []string{looseAnswers[fold(ws[0])]}, nil
	}
	if all := strings.Join(ws, ""); chineseYes[all] {
		return []string{"yes"}, nil
	}
	if all := strings.Join(ws, ""); chineseNo[all] {
		return []string{"no"}, nil // 不 alone answers a question; in a sentence it is a stop word
	}
	choosing := false
	nameEnd := 0 // the end of the last name read: its words are not "card" before a number
	for i := 0; i < len(ws); {
		if nm, k := nameAt(ws[i:]); k > 0 {
			toks = append(toks, nm.token())
			i += k
			nameEnd = i
			continue
		}
		w := ws[i]
		i++
		f := fold(w)
		if k := keywords[f]; k == "choose" || k == "," || k == ";" {
			choosing = k == "choose" || (choosing && k == ",")
		}
		if n, err := strconv.Atoi(strings.TrimPrefix(f, "#")); err == nil && n > 0 && (strings.HasPrefix(f, "#") || i-2 >= nameEnd && cardWord(ws, i-2)) {
			toks = append(toks, "#"+strconv.Itoa(n)) // "#13", "card 13", „Karte 13"
			continue
		}
		if isNumber(f) && i < len(ws) && (ws[i] == "号" || ws[i] == "號") {
			toks = append(toks, "#"+f) // 13号牌: the number of a card
			i++
			continue
		}
		if realignHalves[f] && slices.ContainsFunc(ws, func(w string) bool { return realignHalves[fold(w)] && fold(w) != f }) {
			if f != "neu" {
				toks = append(toks, "realign") // „richte Syrien neu aus": the verb in two parts
			}
			continue
		}
		if trackWords[f] && i < len(ws) && keywords[fold(ws[i])] == "ops" {
			i++ // "for mil ops": the military operations track, not how a card is played
			continue
		}
		if (f == "x" || f == "×") && i < len(ws) && isNumber(fold(ws[i])) {
			continue // "Iran x 2": the count follows
		}
		if f == "/" {
			toks = append(toks, ",") // "4 WG / 3 Italy"; a name with "/" is read above
			continue
		}
		if f == "f" && i < len(ws) && keywords[fold(ws[i])] == "ops" {
			continue // „f. Ops": für (a lone "F" may name France)
		}
		if discardVerbs[f] && i < len(ws) && isNumber(fold(ws[i])) {
			toks = append(toks, "#"+fold(ws[i])) // "discard 25": what is discarded is a card
			i++
			continue
		}
		if choiceVerbs[f] && len(ws) > 1 {
			continue // "discard Truman", „werfe Truman ab", 从法国移除两点: the question says what is done
		}
		if n, ok := strings.CutPrefix(f, "+"); ok && isNumber(n) {
			toks = append(toks, n) // "+1 Syria"
			continue
		}
		if keywords[f] == ";" && len(toks) > 0 && toks[len(toks)-1] == "event" && (i == len(ws) || ws[i] == "," || ws[i] == ";") {
			toks = append(toks, "after") // „Ereignis danach": the event after the Ops
			continue
		}
		switch {
		case choosing && grammarVerbs[keywords[f]] && keywords[f] != "choose" && keywords[f] != "done":
			toks = append(toks, f) // a choice's own word: "choose add"
		case numberWords[f] != "":
			toks = append(toks, numberWords[f])
		case keywords[f] != "":
			toks = append(toks, keywords[f])
		case fillers[f], fillerForm(f):
		case timesCount(f) != "":
			toks = append(toks, timesCount(f))
		case verbForm(f) != "":
			toks = append(toks, verbForm(f))
		default:
			if kw, ok := misspeltKeyword(f); ok && len(ws) > 1 {
				notes = append(notes, fmt.Sprintf("Read %q as %q.", w, kw))
				toks = append(toks, keywords[kw])
				continue
			}
			toks = append(toks, w)
		}
	}
	return arrange(tidy(toks)), notes
}

// remarksNote says that n sentences beside the command were read as
// remarks. It goes to the public log, which every seat reads: it never
// quotes them, as a line of chat is never shown to another seat.
func remarksNote(n int) string {
	if n == 1 {
		return "Read one sentence beside the command as a remark, not a command."
	}
	return fmt.Sprintf("Read %d sentences beside the command as remarks, not commands.", n)
}

// dropChatSentences drops from a line the sentences that are a word to
// the other player rather than part of the command: "coup Iran with 13.
// Your move!", "I play 8 as the event. Let's see how it goes." (isChat;
// remark.Drop). It returns the line without them and the sentences
// dropped.
func dropChatSentences(line string) (string, []string) { return remark.Drop(line, isChat) }

// isChat reports whether a sentence holds no word a command has, and at
// least two words, one of them no filler.
func isChat(sentence string) bool {
	ws := words(dropRemarks(sentence))
	if len(ws) < 2 || strings.ContainsFunc(sentence, unicode.IsDigit) {
		return false
	}
	unknown := false
	for i, w := range ws {
		f := fold(w)
		if _, k := nameAt(ws[i:]); k > 0 {
			return false
		}
		_, misspelt := misspeltKeyword(f)
		_, side := sideWords[f]
		switch {
		case keywords[f] != "", numberWords[f] != "", stopWords[f], greetings[f], side,
			sideBidVerbs[f], timesCount(f) != "", verbForm(f) != "", misspelt, chineseYes[w], chineseNo[w]:
			return false
		case !fillers[f]:
			unknown = true
		}
	}
	return unknown
}

// remarkWords mark a bracket as a remark about the game, not part of the
// command: "coup Iran with 13 (DEFCON drops to 4)", "(+1 VP)".
var remarkWords = []string{"defcon", "vp", "vps", "milops", "mil ops", "military ops", "siegpunkt", "militär", "胜利点", "核战"}

// dropRemarks drops brackets that remark on the game's tracks.
func dropRemarks(line string) string {
	for _, pair := range [][2]string{{"(", ")"}, {"（", "）"}} {
		for from := 0; ; {
			i := strings.Index(line[from:], pair[0])
			if i < 0 {
				break
			}
			i += from
			j := strings.Index(line[i:], pair[1])
			if j < 0 {
				break
			}
			j += i + len(pair[1])
			inside := strings.ToLower(line[i:j])
			if slices.ContainsFunc(remarkWords, func(w string) bool { return strings.Contains(inside, w) }) {
				line = line[:i] + " " + line[j:]
				from = i
				continue
			}
			from = j
		}
	}
	return line
}

// choiceVerbs say what an answer to an event's question does; in a
// line of more words the chosen card or country is the answer ("remove"
// alone answers the choice named "remove").
var choiceVerbs = wordSet("remove", "discard", "entferne", "werfe", "abwerfen", "移除", "去掉", "弃掉", "弃", "丢弃",
	"棄掉", "棄")

// realignHalves are the parts of the German separable verb „neu
// ausrichten" (realign): „Mit Truman richte ich Syrien neu aus". "neu"
// is read only beside one of the others, the others only beside "neu".
var realignHalves = wordSet("neu", "richte", "richten", "ausrichten", "auszurichten")

// trackWords before "ops" name the military operations track ("mil
// ops", „Militär-OPs" is one word and no keyword).
var trackWords = wordSet("mil", "military", "militaer", "militar", "militaerische")

// discardVerbs discard a card: a number after one is a card's.
var discardVerbs = wordSet("discard", "abwerfen", "werfe", "弃", "弃掉", "丢弃", "棄", "棄掉")

// greetings open a salutation.
var greetings = wordSet("hi", "hello", "hallo", "hey", "dear", "liebe", "lieber", "moin", "servus")

// dropSalutation drops a line's salutation up to its comma ("Hi all,",
// „Hallo zusammen,", "Dear Bob,") when it names nothing and holds no
// command word or number.
func dropSalutation(ws []string) []string {
	if len(ws) == 0 || !greetings[fold(ws[0])] {
		return ws
	}
	c := slices.Index(ws, ",")
	if c < 0 {
		return ws
	}
	for i := range c {
		kw := keywords[fold(ws[i])]
		if _, k := nameAt(ws[i:c]); k > 0 || kw != "" && kw != "all" || numberWords[fold(ws[i])] != "" || isNumber(ws[i]) {
			return ws
		}
	}
	return ws[c+1:]
}

// roundLabel matches the labels players put before a move: "AR1",
// "T3AR2", "T1", "Turn", "Runde", "Zug", "Round" (a number may follow).
var roundLabel = func(w string) bool {
	w = strings.ToLower(w)
	for _, p := range []string{"turn", "round", "runde", "zug", "t", "ar"} {
		if rest, ok := strings.CutPrefix(w, p); ok && (rest == "" && p != "t" || isNumber(rest)) {
			return true
		}
		if i := strings.Index(w, "ar"); p == "t" && i > 1 && isNumber(w[1:i]) && (w[i+2:] == "" || isNumber(w[i+2:])) {
			return true // "t3ar2"
		}
	}
	return false
}

// dropRoundLabel drops the labels at the start of a line that say when
// the move is made: "AR1: Fidel event", "T1 AR1 - …", "Turn 1, AR 1: …".
func dropRoundLabel(ws []string) []string {
	for len(ws) > 1 && roundLabel(ws[0]) {
		ws = ws[1:]
		if len(ws) > 1 && isNumber(ws[0]) && !strings.HasPrefix(ws[1], "#") {
			ws = ws[1:] // "AR 1"
		}
		for len(ws) > 1 && (ws[0] == "," || ws[0] == "-" || ws[0] == "–") {
			ws = ws[1:]
		}
	}
	return ws
}

// chineseYes and chineseNo answer a yes/no question as a whole line.
var (
	chineseYes = wordSet("好吧", "是", "对", "對", "是的", "对的", "對的", "没错", "沒錯", "好", "好的", "可以", "行", "要")
	chineseNo  = wordSet("不", "不要", "不要了", "不是", "不用", "不用了", "算了")
)

// verbForm reads an English -ing form of a command verb as the verb
// ("playing", "headlining"), or returns "".
func verbForm(f string) string {
	stem, ok := strings.CutSuffix(f, "ing")
	if !ok || len(stem) < 3 {
		return ""
	}
	for _, c := range []string{stem, stem + "e"} {
		if grammarVerbs[keywords[c]] && keywords[c] != "done" {
			return keywords[c]
		}
	}
	return ""
}

// fillerForm reports whether f is the -ing form of a filler ("sending",
// "taking").
func fillerForm(f string) bool {
	stem, ok := strings.CutSuffix(f, "ing")
	return ok && len(stem) >= 3 && (fillers[stem] || fillers[stem+"e"])
}

func isNumber(w string) bool {
	_, err := strconv.Atoi(w)
	return err == nil
}

// tidy drops what a number says twice and spreads "each": "8 (Fidel)"
// is one card, "all 4
// in North Korea" are 4, and "1 each in Syria and Iraq", „je einen nach
// Syrien und Irak", 叙利亚和伊拉克各一点 put the count after every country.
func tidy(toks []string) []string {
	var out []string
	for i, w := range toks {
		switch {
		case isNumber(w) && i+1 < len(toks) && toks[i+1] == "#"+w, isNumber(w) && i > 0 && toks[i-1] == "#"+w:
			continue // "play 8 (Fidel)"
		case strings.HasPrefix(w, "#") && i > 1 && toks[i-1] == "," && toks[i-2] == w:
			out = out[:len(out)-1] // "card 16, Warsaw Pact, …": the card named twice
			continue
		case i > 0 && w == toks[i-1] && (strings.HasPrefix(w, "#") || w == "ops" || w == "event"):
			continue // "card 8 (Fidel)", "play 16 for ops. ops: Iran +1": said twice
		case bothWords[w] && i+1 < len(toks) && strings.HasPrefix(toks[i+1], "@") && (i+2 == len(toks) || toks[i+2] == ";"):
			out = append(out, "2") // "both in Syria", „beide nach Syrien": the two go to one country
			continue
		case w == "all" && i+1 < len(toks) && (isNumber(toks[i+1]) || toks[i+1] == "influence" || strings.HasPrefix(toks[i+1], "@")):
			continue // "all 4 in North Korea", 全部放朝鲜
		}
		out = append(out, w)
	}
	return spreadEach(out)
}

// bothWords say that two go to the one country that follows; before
// more countries ("both Syria and Iraq") they are left for the grammar
// to refuse.
var bothWords = wordSet("both", "beide", "beides")

// spreadEach writes "N each" (or "each N") as N after every country of
// its step that has no count of its own; "each" alone counts one.
func spreadEach(toks []string) []string {
	at := slices.Index(toks, "each")
	if at < 0 {
		return toks
	}
	n, del := "1", []int{at}
	for _, j := range []int{at + 1, at - 1, at + 2} {
		if j >= 0 && j < len(toks) && toks[j] == "influence" {
			del = append(del, j) // 各放1点
		}
	}
	for _, j := range []int{at + 1, at - 1, at + 2} {
		if j >= 0 && j < len(toks) && isNumber(toks[j]) {
			n, del = toks[j], append(del, j)
			break
		}
	}
	var out []string
	start := 0
	for i := range at {
		if toks[i] == ";" {
			start = i + 1
		}
	}
	end := len(toks)
	if k := slices.Index(toks[at:], ";"); k >= 0 {
		end = at + k
	}
	for i, w := range toks {
		if slices.Contains(del, i) {
			continue
		}
		out = append(out, w)
		if i >= start && i < end && strings.HasPrefix(w, "@") && (i+1 >= len(toks) || !isNumber(toks[i+1]) || slices.Contains(del, i+1)) {
			out = append(out, n)
		}
	}
	return spreadEach(out)
}

// cardWord reports whether ws[i] says that a card's number follows.
func cardWord(ws []string, i int) bool {
	return i >= 0 && cardWords[fold(ws[i])]
}

var cardWords = wordSet("card", "karte", "nr", "number", "nummer", "卡", "牌", "号", "號")

// token writes a recognised name for the grammar.
func (nm name) token() string {
	if nm.card {
		return "#" + strconv.Itoa(nm.id)
	}
	return "@" + countries[nm.id].Name
}

// nameAt finds the longest name that ws starts with: up to ten words
// naming a card or country exactly, or three or more whole words that
// only one card's name starts with (two would read the answer "Middle
// East" as Middle East Scoring). A "," is read inside a name only where
// the name has it („Wie ich lernte, die Bombe zu lieben"), after the
// first word of such a name: no other name's key holds one.
func nameAt(ws []string) (name, int) {
	commas := len(ws) > 0 && commaStarts[normName(ws[0])]
	for k := min(len(ws), 10); k >= 1; k-- {
		part := ws[:k]
		if slices.ContainsFunc(part, func(w string) bool { return w == ";" || w == "," && !commas }) {
			continue
		}
		key := nameKey(strings.Join(part, " "))
		if nm, ok := names[key]; ok {
			return nm, k
		}
		if k >= 3 {
			if nm, ok := namesOfWords[key]; ok {
				return nm, k
			}
		}
	}
	return name{}, 0
}

// timesCount reads "2x", "x2" and "×2" as 2.
func timesCount(w string) string {
	for _, cut := range []func(string) (string, bool){
		func(s string) (string, bool) { return strings.CutSuffix(s, "x") },
		func(s string) (string, bool) { return strings.CutPrefix(s, "x") },
		func(s string) (string, bool) { return strings.CutPrefix(s, "×") },
	} {
		if n, ok := cut(w); ok {
			if _, err := strconv.Atoi(n); err == nil && n != "" {
				return n
			}
		}
	}
	return ""
}

// misspeltKeyword finds the one command word of four or more letters
// within one edit of w, when w is no name, no start or word of one
// ("plan" is not "play": Five Year Plan) and no other word is as near. Only verbs, "event" and "ops" are corrected into; a
// line of one word is an answer and is never corrected into a command.
func misspeltKeyword(w string) (string, bool) {
	if utf8.RuneCountInString(w) < 4 || !isASCII(w) || stopWords[w] {
		return "", false
	}
	var found []string
	meaning := ""
	for k, v := range keywords {
		if !grammarVerbs[v] && v != "event" && v != "ops" || v == "done" {
			continue // answers ("none" is not "done") and separators are not corrected into
		}
		if len(k) >= 4 && isASCII(k) && withinOneEdit([]rune(w), []rune(k)) {
			if meaning != "" && meaning != v {
				return "", false
			}
			meaning = v
			found = append(found, k)
		}
	}
	if len(found) == 0 || len(nearNames(w, false)) > 0 || len(nearNames(w, true)) > 0 {
		return "", false
	}
	if startsName(w) || nameWords[w] {
		return "", false // the start of a name ("east germ") or a word of one ("plan")
	}
	slices.Sort(found)
	return found[0], true
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// arrange puts each step's verb first, one ";"-separated part at a time:
// "Fidel as event" → "play #8 event", "#8 headline" → "headline #8",
// "with 19 coup @Iran" → "coup @Iran with 19", "3 influence @Poland" →
// "influence 3 @Poland", and drops a verb said twice ("setze 3 Einfluss").
func arrange(toks []string) []string {
	toks = joinEventFirst(toks)
	var out []string
	for len(toks) > 0 {
		end := slices.Index(toks, ";")
		if end < 0 {
			end = len(toks)
		}
		out = append(out, opsCount(coupCard(dropCardComma(dropBareInfluence(arrangeStep(slices.Clone(toks[:end]))))))...)
		if end < len(toks) {
			out = append(out, ";")
			end++
		}
		toks = toks[end:]
	}
	return out
}

// joinEventFirst joins a first step that only says "event first" with
// the next one that plays the card for Ops, in either order: "US/Japan:
// event first, then ops", „erst das Ereignis, dann die Operationen:
// US/Japan".
func joinEventFirst(toks []string) []string {
	var steps [][]string
	for len(toks) > 0 {
		end := slices.Index(toks, ";")
		if end < 0 {
			end = len(toks)
		}
		steps = append(steps, toks[:end])
		toks = toks[min(end+1, len(toks)):]
	}
	bare := func(st []string, want ...string) bool {
		st = slices.DeleteFunc(slices.Clone(st), func(w string) bool { return w == "," })
		return slices.Equal(st, want)
	}
	for i := 0; i+1 < len(steps); i++ {
		a, b := steps[i], steps[i+1]
		var joined []string
		switch {
		case (bare(a, "event", "first") || bare(a, "first", "event")) && slices.Contains(b, "ops") && !slices.Contains(b, "event"):
			joined = append(slices.Clone(b), "event", "first")
		case bare(b, "ops") && slices.Contains(a, "event") && slices.Contains(a, "first") && !slices.Contains(a, "ops"):
			joined = slices.DeleteFunc(slices.Clone(a), func(w string) bool { return w == "," })
			joined = slices.Insert(joined, slices.Index(joined, "event"), "ops")
		default:
			continue
		}
		steps = slices.Concat(steps[:i], [][]string{joined}, steps[i+2:])
	}
	var out []string
	for i, st := range steps {
		if i > 0 {
			out = append(out, ";")
		}
		out = append(out, st...)
	}
	return out
}

func arrangeStep(seg []string) []string {
	seg = cardForCoup(dropCardComma(dropRepeatedVerbs(seg)))
	if slices.Contains(seg, "choose") && slices.Contains(seg, "headline") {
		seg = slices.DeleteFunc(seg, func(w string) bool { return w == "choose" }) // "for the headline I choose Fidel"
	}
	seg = joinBareCount(seg)
	if len(seg) > 2 && isCardToken(seg[0]) && !slices.Contains(seg, "play") && (seg[1] == "ops" || isNumber(seg[1]) && seg[2] == "ops") {
		seg = append([]string{"play"}, seg...) // 中国牌4点行动全部放朝鲜: the card's Ops, then where
	}
	if len(seg) > 2 && seg[0] == "with" && isCardToken(seg[1]) && (seg[2] == "ops" || seg[2] == "event") {
		seg[0] = "play" // 用8号牌的事件: "with card 8's event", "using the Korean War for ops"
	}
	seg = dropCardComma(dropPlacedInfluence(seg))
	for i := 0; i+1 < len(seg); i++ {
		if seg[i] == "first" && seg[i+1] == "event" { // "first the event", 先事件
			seg[i], seg[i+1] = "event", "first"
		}
	}
	for i := 0; i+1 < len(seg); i++ {
		if seg[i] == "event" && seg[i+1] == "after" || seg[i] == "after" && seg[i+1] == "event" {
			// "for ops, event after": the event after the Ops is what "play N ops" means
			seg = slices.Delete(seg, i, i+2)
			i--
		}
	}
	for i := 0; i+1 < len(seg); i++ {
		if seg[i] == "with" && seg[i+1] == "event" { // "for ops with the event first"
			seg = slices.Delete(seg, i, i+1)
		}
	}
	if len(seg) > 1 && seg[0] == "first" && !slices.Contains(seg, "event") {
		seg = seg[1:] // "first Syria, then Iraq": the order of the steps
	}
	has := func(w string) bool { return slices.Contains(seg, w) }
	country := slices.ContainsFunc(seg, func(w string) bool { return strings.HasPrefix(w, "@") })
	if (has("play") || has("influence") && !country) && (has("headline") || has("space")) && !has("event") && !has("ops") {
		// "play Fidel as my headline", "play 5 on the space race", "put COMECON on the space race"
		seg = slices.DeleteFunc(seg, func(w string) bool { return w == "play" || w == "influence" })
	}
	if has("headline") {
		seg = slices.DeleteFunc(seg, func(w string) bool { return w == "with" }) // 用台湾决议做头条
	}
	verb := slices.IndexFunc(seg, func(w string) bool { return grammarVerbs[w] })
	comma := slices.Index(seg, ",")
	if verb > 0 && (comma < 0 || verb < comma) {
		if seg[0] == "with" && verb >= 2 { // "with 19 coup Iran", 用19在伊朗政变
			return slices.Concat(seg[verb:verb+1], seg[2:verb], seg[verb+1:], seg[:2])
		}
		return slices.Concat(seg[verb:verb+1], seg[:verb], seg[verb+1:])
	}
	if len(seg) > 2 && isCardToken(seg[0]) && seg[1] == "," && (seg[2] == "event" || seg[2] == "ops") {
		seg = slices.Delete(seg, 1, 2) // „Fidel, Ereignis"
	}
	if verb != 0 && len(seg) > 1 {
		// No verb before the first comma: "Fidel as event", "event: Fidel".
		unread := !strings.HasPrefix(seg[0], "@") && isName(seg[0]) // "Marshall for ops": the grammar finds the card
		if (isCardToken(seg[0]) || unread) && (seg[1] == "event" || seg[1] == "ops" || len(seg) > 2 && isNumber(seg[1]) && seg[2] == "ops") {
			return append([]string{"play"}, seg...) // "Fidel as event", "Marshall Plan for 4 ops"
		}
		if (seg[0] == "event" || seg[0] == "ops") && isCardToken(seg[1]) {
			return slices.Concat([]string{"play", seg[1], seg[0]}, seg[2:])
		}
	}
	return seg
}

// cardForCoup reads a card played for a coup or a realignment as the
// card it is made with: "I play 13 to coup Iran", „Ich spiele 13 und
// putsche im Iran", „Ich nutze die 13, um im Iran zu putschen". Only
// where the step says neither "event" nor "ops": the card is played for
// nothing else.
func cardForCoup(seg []string) []string {
	if v := 1; len(seg) > 2 && !slices.Contains(seg, "with") {
		if seg[v] == "," {
			v++
		}
		named := strings.HasPrefix(seg[0], "#") || !strings.HasPrefix(seg[0], "@") && isName(seg[0])
		if v < len(seg) && (seg[v] == "coup" && (named || isNumber(seg[0])) || seg[v] == "realign" && named) {
			// "Truman to realign Syria", „Ich nehme die 13 und putsche im
			// Iran": a card (or a word the grammar may find as one) before
			// the verb; a number only before a coup, which has no count
			return slices.Concat([]string{"with", seg[0]}, seg[v:])
		}
	}
	unread := len(seg) > 1 && !strings.HasPrefix(seg[1], "@") && isName(seg[1]) // "play Truman to realign Syria"
	if len(seg) < 3 || (seg[0] != "play" && seg[0] != "with") || !isCardToken(seg[1]) && !unread ||
		slices.Contains(seg, "event") || slices.Contains(seg, "ops") {
		return seg
	}
	rest := seg[2:]
	if rest[0] == "," {
		rest = rest[1:]
	}
	v := slices.IndexFunc(rest, func(w string) bool { return grammarVerbs[w] })
	if v < 0 || rest[v] != "coup" && rest[v] != "realign" || slices.ContainsFunc(rest[:v], func(w string) bool { return w == "," }) {
		return seg
	}
	return slices.Concat([]string{"with", seg[1]}, rest)
}

// dropCardComma drops a comma between a card and how it is played:
// „Chinakarte spielen, Operationen", 打出Fidel，事件, "China card, 4 ops".
func dropCardComma(seg []string) []string {
	for i := 1; i+1 < len(seg); i++ {
		if seg[i] != "," || !isCardToken(seg[i-1]) {
			continue
		}
		if seg[i+1] == "event" || seg[i+1] == "ops" || i+2 < len(seg) && isNumber(seg[i+1]) && seg[i+2] == "ops" {
			seg = slices.Delete(seg, i, i+1)
		}
	}
	return seg
}

// dropBareInfluence drops an "influence" that ends a step after "ops"
// with no country: 用去殖民化的行动点放影响力 ("place influence with
// Decolonization's Ops") plays the card for its Ops, and the question
// where to place them follows.
func dropBareInfluence(seg []string) []string {
	n := len(seg)
	if n < 2 || seg[n-1] != "influence" {
		return seg
	}
	before := n - 2
	if seg[before] == "," && before > 0 {
		before--
	}
	if seg[before] != "ops" {
		return seg
	}
	return seg[:before+1]
}

// joinBareCount joins a count that stands alone between commas to the
// country before it: "realign in Iran, twice, with card 13" realigns
// Iran twice (without the join the count would be lost).
func joinBareCount(seg []string) []string {
	for i := 1; i+1 < len(seg); i++ {
		if seg[i] == "," && strings.HasPrefix(seg[i-1], "@") && isNumber(seg[i+1]) &&
			(i+2 == len(seg) || seg[i+2] == "," || seg[i+2] == "with") {
			seg = slices.Delete(seg, i, i+1)
			if i+1 < len(seg) && seg[i+1] == "," {
				seg = slices.Delete(seg, i+1, i+2)
			}
		}
	}
	return seg
}

// opsCount reads a count said with "ops" right after a card ("play
// Decolonization for 2 ops: Syria, Iraq", „China-Karte für 4 OPs nach
// Nordkorea"): it names the card's Ops, so it goes; but where one
// country without a count follows, all of them go there, so the count
// moves after it.
func opsCount(seg []string) []string {
	for i := 1; i+1 < len(seg); i++ {
		if !isNumber(seg[i]) || seg[i+1] != "ops" || !isCardToken(seg[i-1]) {
			continue
		}
		n := seg[i]
		seg = slices.Delete(seg, i, i+1)
		var countries []int
		for j, w := range seg {
			if strings.HasPrefix(w, "@") {
				countries = append(countries, j)
			}
		}
		if len(countries) == 1 && (countries[0]+1 == len(seg) || !isNumber(seg[countries[0]+1])) {
			seg = slices.Insert(seg, countries[0]+1, n)
		}
		break
	}
	return seg
}

// coupCard reads a card right after a coup's country as the card the
// coup is made with: 伊朗政变（13号牌）. A coup has no count, so the
// number can mean nothing else.
func coupCard(seg []string) []string {
	if len(seg) < 3 || seg[0] != "coup" && seg[0] != "realign" {
		return seg
	}
	if n := len(seg); seg[n-1] == "ops" {
		// "coup Iran (Arab-Israeli War, 2 ops)": a coup is made with the
		// card's Ops; a count is dropped only where it is the card's
		c := n - 2
		if isNumber(seg[c]) && c > 0 && strings.HasPrefix(seg[c-1], "#") && cardOps(seg[c-1]) == seg[c] {
			c--
		}
		if strings.HasPrefix(seg[c], "#") { // a bare number before "ops" may be the count: "with 2 ops"
			seg = seg[:c+1]
		}
	}
	if len(seg) > 3 && seg[1] == "with" && isCardToken(seg[2]) && strings.HasPrefix(seg[3], "@") {
		// „Ich putsche mit der 13 im Iran": the card before the country
		seg = slices.Concat(seg[:1], seg[3:], seg[1:3])
	}
	if len(seg) == 5 && seg[0] == "realign" && strings.HasPrefix(seg[1], "@") && seg[2] == "with" && isCardToken(seg[3]) && isNumber(seg[4]) {
		// "realign Iran with 13 twice": the count of the one country
		seg = []string{"realign", seg[1], seg[4], "with", seg[3]}
	}
	if len(seg) == 3 && seg[0] == "coup" && strings.HasPrefix(seg[1], "@") && isCardToken(seg[2]) {
		return []string{"coup", seg[1], "with", seg[2]}
	}
	if len(seg) > 2 && (strings.HasPrefix(seg[1], "#") || seg[0] == "coup" && isNumber(seg[1])) && !slices.Contains(seg, "with") {
		// 13号牌：伊朗调整阵营×2: a card named as a card before the country;
		// "13 -> coup Iran": a coup has no count, so a number before its
		// country is the card
		return slices.Concat(seg[:1], seg[2:], []string{"with", seg[1]})
	}
	return seg
}

// cardOps is the Ops value of the card token "#N" in digits, or "".
func cardOps(tok string) string {
	n, err := strconv.Atoi(strings.TrimPrefix(tok, "#"))
	if err != nil || cards[n] == nil {
		return ""
	}
	return strconv.Itoa(cards[n].Ops)
}

// dropPlacedInfluence keeps one "influence" per step: the first, or,
// after the Ops of a played card, one right after "ops" (在波兰放3点，在东德放3点;
// 打出中国牌作为行动点，朝鲜放4点).
func dropPlacedInfluence(seg []string) []string {
	first := slices.Index(seg, "influence")
	if first < 0 {
		return seg
	}
	ops := slices.Index(seg, "ops")
	rest := slices.DeleteFunc(slices.Clone(seg[first+1:]), func(w string) bool { return w == "influence" })
	out := append(slices.Clone(seg[:first+1]), rest...)
	if ops >= 0 && ops < first && slices.ContainsFunc(seg[ops+1:first], func(w string) bool { return strings.HasPrefix(w, "@") || isNumber(w) }) {
		// countries or a count came first: "influence" belongs after "ops"
		out = slices.Delete(out, first, first+1)
		out = slices.Insert(out, ops+1, "influence")
	}
	return out
}

// isCardToken reports whether w names a card: a recognised name or a
// number ("30 for ops").
func isCardToken(w string) bool {
	_, err := strconv.Atoi(w)
	return strings.HasPrefix(w, "#") || err == nil
}

// dropRepeatedVerbs drops a verb that repeats the one before it with no
// name between them: "influence 3 influence @Poland".
func dropRepeatedVerbs(seg []string) []string {
	var out []string
	last := ""
	for _, w := range seg {
		if grammarVerbs[w] && w == last && w != "done" {
			continue
		}
		if grammarVerbs[w] {
			last = w
		} else if isName(w) || w == "," {
			last = ""
		}
		out = append(out, w)
	}
	return out
}

// isName reports whether a token is a recognised name or a word that is
// none of the command language's.
func isName(w string) bool {
	if strings.HasPrefix(w, "#") || strings.HasPrefix(w, "@") {
		return true
	}
	if _, err := strconv.Atoi(w); err == nil {
		return false
	}
	return !grammarVerbs[w] && !slices.Contains([]string{"event", "ops", "first", "with", ",", ";", "yes", "no"}, w)
}
