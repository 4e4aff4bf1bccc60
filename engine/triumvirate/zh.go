package triumvirate

import (
	"strings"

	"turnmail/engine/zhtext"
)

// This file reads Chinese: 用三个军团进攻意大利 becomes "with 3 legions
// attack italia", which normalize (phrase.go) and parse read like
// English. A line without spaces is cut into the longest known words;
// each word becomes its English word (a province its Latin name, a
// number its digits). Traditional characters are read as simplified.
// It knows words, not rules.

// zhMarks writes full-width digits and marks in ASCII; "。" ends a step
// like "；".
var zhMarks = zhtext.Marks("。", ";")

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
	"进攻": "attack", "攻击": "attack", "攻打": "attack", "打": "attack", "入侵": "attack", "攻": "attack", "征服": "attack",
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

// zhLexicon cuts a Chinese line into the words of zhWords and the
// provinces' names; built in init.
var zhLexicon *zhtext.Lexicon

func init() {
	for name, ns := range zhProvinces {
		for _, n := range ns {
			zhWords[n] = name
		}
	}
	zhLexicon = zhtext.NewLexicon(zhWords, zhtext.Numerals)
}

// zhLine rewrites the Chinese words of a line in English. A line without
// Chinese comes back as it was.
func zhLine(line string) string {
	if !zhtext.Has(line) {
		return line
	}
	var out []string
	for _, p := range zhLexicon.Cut(zhtext.DropLabel(zhtext.Simplify(zhMarks.Replace(line)))) {
		out = append(out, p.Text)
	}
	return strings.Join(out, " ")
}
