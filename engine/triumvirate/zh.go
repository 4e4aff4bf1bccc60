package triumvirate

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// This file reads Chinese: 用三个军团进攻意大利 becomes "with 3 legions
// attack italia", which normalize (phrase.go) and parse read like
// English. A line without spaces is cut into the longest known words;
// each word becomes its English word (a province its Latin name, a
// number its digits). Traditional characters are read as simplified.
// It knows words, not rules.

// zhPunct maps full-width digits and marks to ASCII ones: "，" and "、"
// are commas, "；" and "。" end a step.
var zhPunct = strings.NewReplacer(
	"，", ",", "、", ",", "；", ";", "：", ":", "。", ";", "！", " ", "？", " ", "（", " ", "）", " ",
	"　", " ", "“", " ", "”", " ", "「", " ", "」", " ", "『", " ", "』", " ", "《", " ", "》", " ", "～", " ",
	"０", "0", "１", "1", "２", "2", "３", "3", "４", "4", "５", "5", "６", "6", "７", "7", "８", "8", "９", "9",
	"＋", "+", "－", "-",
)

// zhTraditional writes the traditional characters of the words below in
// their simplified form, so 進攻義大利 reads as 进攻义大利.
var zhTraditional = strings.NewReplacer(strings.Fields(
	"國 国 蘭 兰 愛 爱 時 时 義 义 維 维 亞 亚 東 东 羅 罗 從 从 進 进 擊 击 動 动 調 调 個 个 兩 两 " +
		"張 张 換 换 結 结 務 务 軍 军 隊 队 區 区 請 请 謝 谢 開 开 們 们 這 这 領 领 駐 驻 後 后 " +
		"並 并 補 补 給 给 將 将 過 过 選 选 擇 择 畢 毕 對 对 於 于 還 还 點 点 數 数 號 号 發 发 " +
		"單 单 樣 样 來 来 讓 让 盡 尽 總 总 離 离 邊 边 與 与 處 处 團 团 員 员 幣 币 帶 带 " +
		"製 制 產 产 說 说 勸 劝 爭 争 取 取 贏 赢 錢 钱 凱 凯 愷 恺 龐 庞 蘇 苏 顛 颠 " +
		"馬 马 頓 顿 敘 叙 細 细 爾 尔 納 纳 內 内 遠 远 裡 里 島 岛 強 强 " +
		"級 级 術 术 實 实 權 权 擁 拥 護 护 舉 举 競 竞 階 阶 盧 卢 訥 讷 奧 奥")...)

// zhWords maps Chinese words to the English words of the grammar; ""
// drops a word that carries nothing for a command (我, 请, 个).
var zhWords = map[string]string{
	// Fillers and classifiers.
	"我": "", "我要": "", "我想": "", "要": "", "想": "", "请": "", "麻烦": "", "的": "", "在": "", "把": "",
	"将": "", "个": "", "支": "", "名": "", "位": "", "枚": "", "了": "", "吧": "", "呢": "", "啊": "",
	"好": "", "好的": "", "现在": "", "本": "", "这": "", "这个": "", "一下": "", "都": "", "就": "",
	"谢谢": "", "你好": "", "我们": "", "里": "", "先": "", "首先": "", "我方": "", "自己": "", "我的": "",
	"一起": "", "着": "", "打算": "", "可以": "", "自己的": "", "以后": "then", "经过": "via", "通过": "via", "件": "", "选": "choose", "选择": "choose", "给": "", "给我": "", "大家好": "",
	"祝好运": "", "祝你好运": "", "好运": "", "那里": "", "那儿": "", "这里": "", "做": "",
	"不移动": "no movement", "不动": "no movement", "不行动": "no actions", "撤": "flee", "撤到": "flee", "撤往": "flee",
	"退到": "flee", "补偿": "compensation", "留在身边": "keep", "带在身边": "keep", "放在身边": "keep", "新": "new", "中立": "neutral", "中立的": "neutral",
	// Things.
	"军团": "legions", "兵团": "legions", "军": "legions", "兵": "legions", "部队": "legions",
	"金": "gold", "金币": "gold", "黄金": "gold", "钱": "gold", "金钱": "gold",
	"官员": "official", "官吏": "official", "总督": "official", "行政官": "official",
	"公民": "citizen", "市民": "citizen", "民众": "citizen",
	"武器": "weapons", "袋": "bag", "袋子": "bag",
	"政治": "political", "军事": "military", "能力": "competence", "竞争力": "competence", "等级": "level",
	"级": "level",
	// Command words.
	"移动": "move", "前往": "move", "去": "to", "进军": "move", "行军": "move", "走": "move", "移": "move",
	"转移": "move", "回": "back", "回到": "back to", "返回": "back to",
	"进攻": "attack", "攻击": "attack", "攻打": "attack", "入侵": "attack", "攻": "attack", "征服": "attack",
	"拿": "take", "拿起": "take", "带上": "take", "带走": "take", "拾起": "take", "捡起": "take",
	"放": "place", "放下": "place", "放置": "place", "安置": "place", "留下": "place", "留": "place",
	"安排": "place", "派驻": "place",
	"保留": "keep", "留着": "keep",
	"结束": "end", "完成": "done", "完毕": "done", "回合": "turn", "轮": "turn", "移动阶段": "movement",
	"行动阶段": "actions", "移动完毕": "done movement", "移动结束": "end movement", "行动": "actions", "跳过": "pass", "过": "pass", "放弃": "pass",
	"罗马": "rome", "补给": "supply", "供给": "supply",
	"说服": "persuade", "劝说": "persuade", "争取": "persuade", "拉拢": "persuade",
	"提升": "improve", "提高": "improve", "改进": "improve", "增强": "improve", "加强": "improve",
	"生产": "produce", "制造": "produce", "造": "produce", "打造": "produce",
	"逃": "flee", "逃往": "flee", "逃到": "flee", "逃跑": "flee", "撤退": "flee", "逃亡": "flee",
	// Prepositions and quantities.
	"从": "from", "由": "from", "到": "to", "往": "to", "向": "to", "至": "to", "进入": "to", "用": "with",
	"带": "with", "派": "with", "带着": "with", "率": "with", "率领": "with", "领": "with", "使用": "with",
	"独自": "alone", "单独": "alone", "不带": "without", "所有": "all", "全部": "all", "全": "all",
	"所有的": "all", "然后": "then", "接着": "then", "之后": "then", "再": "then", "和": "and", "并": "and",
	"及": "and", "各": "each", "每": "each", "渡海": "across sea", "海": "sea",
	// Words that change the meaning: refused as their English words are
	// (phrase.go, stopWords), never dropped.
	"不": "not", "不要": "don't", "别": "don't", "没": "not", "或": "or", "或者": "or", "还是": "or",
	"但": "but", "但是": "but", "如果": "if", "假如": "if", "除了": "except", "只": "only", "只有": "only",
	"一半": "half", "其他": "other", "其余": "other", "剩下": "remaining", "也许": "maybe", "可能": "maybe",
	// Seats and seas.
	"凯撒": "caesar", "恺撒": "caesar", "庞培": "pompeius", "克拉苏": "crassus",
	"西海": "mare occidentale", "爱奥尼亚海": "mare ionium", "伊奥尼亚海": "mare ionium",
}

// zhProvinces are the Chinese names of the provinces (board.go), by the
// name parse reads.
var zhProvinces = map[string][]string{
	"britannia": {"不列颠尼亚", "不列颠", "布列塔尼亚", "英国"}, "gallia": {"高卢"},
	"narbonensis": {"纳博讷高卢", "纳尔榜高卢", "那旁高卢", "纳博讷"}, "cisalpina": {"山南高卢", "内高卢", "阿尔卑斯山南高卢"},
	"illyricum": {"伊利里亚", "伊利里库姆", "伊利里肯"}, "ulterior": {"远西班牙", "外西班牙"},
	"citerior": {"近西班牙", "内西班牙"}, "italia": {"意大利", "义大利"}, "sicilia": {"西西里", "西西里岛"},
	"africa": {"阿非利加", "非洲"}, "macedonia": {"马其顿"}, "asia": {"亚细亚", "亚洲"}, "syria": {"叙利亚"},
	"aegyptus": {"埃及"}, "cyrenaica": {"昔兰尼加", "昔兰尼"},
	// Both Spains: refused with the two.
	"hispania": {"西班牙"},
}

// zhLongest is the length in runes of the longest word of zhWords.
var zhLongest int

func init() {
	for name, ns := range zhProvinces {
		for _, n := range ns {
			zhWords[n] = name
		}
	}
	for w := range zhWords {
		zhLongest = max(zhLongest, utf8.RuneCountInString(w))
	}
}

// zhNumerals are the Chinese digits; 十 multiplies (十二 is 12).
const zhNumerals = "零一二两三四五六七八九十"

// zhLine rewrites the Chinese words of a line in English. A line without
// Chinese comes back as it was.
func zhLine(line string) string {
	if !strings.ContainsFunc(line, isZh) {
		return line
	}
	line = zhDropLabel(zhTraditional.Replace(zhPunct.Replace(line)))
	var out []string
	rs := []rune(line)
	for i := 0; i < len(rs); {
		if !unicode.Is(unicode.Han, rs[i]) {
			j := i
			for j < len(rs) && !unicode.Is(unicode.Han, rs[j]) {
				j++
			}
			out = append(out, string(rs[i:j]))
			i = j
			continue
		}
		word, n := zhWordAt(rs[i:])
		out = append(out, word)
		i += n
	}
	return strings.Join(out, " ")
}

// zhChatty reports whether most Chinese characters of line belong to no
// known word: a sentence of chat ("这一步走得漂亮") that holds a command
// word by chance, not a command.
func zhChatty(line string) bool {
	rs := []rune(zhTraditional.Replace(line))
	known, unknown := 0, 0
	for i := 0; i < len(rs); {
		if !unicode.Is(unicode.Han, rs[i]) {
			i++
			continue
		}
		w, n := zhWordAt(rs[i:])
		if zhKnown(rs[i:]) && w != "" { // a filler (我, 个, 祝你好运) carries no command
			known += n
		} else {
			unknown += n
		}
		i += n
	}
	return unknown*2 > known+unknown
}

// zhDropLabel drops a label at the start of a line that names the turn:
// 第3回合：…, 第三轮，….
func zhDropLabel(line string) string {
	rest, ok := strings.CutPrefix(strings.TrimSpace(line), "第")
	if !ok {
		return line
	}
	rest = strings.TrimLeftFunc(rest, func(r rune) bool { return r >= '0' && r <= '9' || strings.ContainsRune(zhNumerals, r) })
	for _, w := range []string{"回合", "轮"} {
		if after, ok := strings.CutPrefix(rest, w); ok {
			return strings.TrimLeft(after, ":, ")
		}
	}
	return line
}

// isZh reports whether r is Chinese: a character, a full-width form or a
// Chinese mark.
func isZh(r rune) bool {
	return unicode.Is(unicode.Han, r) || (r >= 0xFF01 && r <= 0xFF5E) || r == '、' || r == '。'
}

// zhWordAt reads the longest known word (or number) at the start of rs
// and returns its English words and its length in runes. Characters no
// word covers are kept as they are, so a refusal names them.
func zhWordAt(rs []rune) (string, int) {
	num := 0
	for num < len(rs) && strings.ContainsRune(zhNumerals, rs[num]) {
		num++
	}
	for k := min(len(rs), zhLongest); k >= 1 && k > num; k-- {
		if w, ok := zhWords[string(rs[:k])]; ok {
			return w, k
		}
	}
	if num > 0 {
		return strconv.Itoa(zhNumber(rs[:num])), num
	}
	k := 1
	for k < len(rs) && unicode.Is(unicode.Han, rs[k]) && !zhKnown(rs[k:]) {
		k++
	}
	return string(rs[:k]), k
}

// zhKnown reports whether a known word or a numeral begins rs.
func zhKnown(rs []rune) bool {
	if strings.ContainsRune(zhNumerals, rs[0]) {
		return true
	}
	for k := min(len(rs), zhLongest); k >= 1; k-- {
		if _, ok := zhWords[string(rs[:k])]; ok {
			return true
		}
	}
	return false
}

// zhNumber reads a Chinese number: 三 3, 十二 12, 两 2.
func zhNumber(rs []rune) int {
	total, cur := 0, 0
	for _, r := range rs {
		switch r {
		case '十':
			total += max(cur, 1) * 10
			cur = 0
		case '两':
			cur = 2
		default:
			cur = strings.IndexRune("零一二三四五六七八九", r) / len("零")
		}
	}
	return total + cur
}
