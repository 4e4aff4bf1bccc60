package risk

import (
	"slices"
	"strings"

	"turnmail/engine/zhtext"
)

// This file reads Chinese: 从德国用三个兵进攻波兰 becomes "attacks from deu
// with 3 units pol", which phrase.go and the grammar read like English.
// A line without spaces is cut into the longest known words; each word
// becomes its English word (a territory its code, a number its digits);
// the verb, which a Chinese sentence puts after the source and the
// number ("从德国用三个兵进攻"), moves to the front of its clause. It knows
// words, not rules, like phrase.go.

// zhMarks writes full-width digits and marks in ASCII; "。" ends a
// clause like a comma, and arrows name the way of an attack or a move.
var zhMarks = zhtext.Marks("。", ",", "＞", ">", "＜", "<", "→", " to ", "←", " from ")

// zhWords maps Chinese words to the English words of the grammar; ""
// drops a word that carries nothing for a command (我, 请, 个).
var zhWords = map[string]string{
	// Fillers and classifiers.
	"我": "", "我要": "", "我想": "", "要": "", "想": "", "请": "", "麻烦": "", "的": "", "在": "", "把": "",
	"将": "", "个": "", "支": "", "名": "", "只": "", "颗": "", "张": "", "枚": "", "了": "", "吧": "", "呢": "",
	"啊": "", "好": "", "好的": "", "现在": "", "本": "", "这": "", "这个": "", "一下": "", "都": "", "我方": "",
	"就": "", "谢谢": "", "你好": "", "大家好": "", "行动": "", "我们": "", "己方": "", "共": "", "总共": "",
	"一共": "", "里": "", "先": "", "首先": "", "不再": "no more", "打算": "", "可以": "", "自己": "", "进入": "to", "以后": "then", "不进攻": "no attacks", "不攻击": "no attacks", "不打了": "no attacks", "定": "", "定在": "", "设": "", "设在": "", "为": "", "是": "", "剩下": "remaining", "剩余": "remaining",
	"其余": "remaining", "上": "", "去往": "to", "其中": "",
	// Counted things.
	"兵": "units", "士兵": "units", "部队": "units", "军队": "units", "兵力": "units", "单位": "units",
	"军": "units", "人": "units", "卡": "cards", "牌": "cards", "卡牌": "cards", "卡片": "cards",
	"手牌": "cards", "星": "stars", "星星": "stars",
	// Command words.
	"增援": "reinforce", "增兵": "reinforce", "加": "reinforce", "加兵": "reinforce", "补充": "reinforce", "加强": "reinforce", "补兵": "reinforce",
	"部署": "place", "放置": "place", "放": "place", "摆": "place", "布置": "place", "布兵": "place",
	"进攻": "attacks", "攻击": "attacks", "攻打": "attacks", "攻": "attacks", "入侵": "attacks",
	"侵略": "attacks", "打": "attacks", "征服": "attacks",
	"移动": "move", "移": "move", "调动": "move", "调": "move", "转移": "move", "调兵": "move",
	"移入": "move in", "进驻": "occupy", "占领": "occupy", "开进": "move in",
	"交换": "trade", "兑换": "trade", "换": "trade", "上交": "trade", "交": "trade",
	"结束": "end", "回合": "turn", "轮": "turn", "跳过": "pass", "过": "pass", "完毕": "done",
	"完成": "complete", "任务": "mission", "申领": "claim", "认领": "claim", "领取": "claim", "宣布": "claim", "声明": "claim",
	"购买": "buy", "买": "buy", "建": "build", "建造": "build", "修建": "build", "不买": "done", "不买了": "done",
	"防守": "defend", "防御": "defend", "首都": "capital", "中立": "neutral", "中立军": "neutral",
	// Prepositions and quantities.
	"从": "from", "由": "from", "自": "from", "到": "to", "去": "to", "往": "to", "向": "to", "至": "to",
	"进": "to", "用": "with", "以": "with", "使用": "with", "派": "with", "出兵": "with", "带": "with",
	"所有": "all", "全部": "all", "全": "all", "所有的": "all", "最多": "all",
	"然后": "then", "接着": "then", "之后": "then", "再": "then", "和": "and", "并": "and", "并且": "and",
	"及": "and", "跟": "and",
	// Missions (missions.go) and special commands (lazarett.go).
	"绿色": "green", "绿": "green", "黄色": "yellow", "黄": "yellow", "橙色": "orange", "橙": "orange",
	"紫色": "purple", "紫": "purple", "区域": "region", "地区": "region", "两个区域": "two-regions",
	"两个地区": "two-regions", "海峡": "sea-lanes", "海路": "sea-lanes", "海上航线": "sea-lanes",
	"城市": "cities", "金库": "vault", "瑞士金库": "vault", "海军基地": "naval-base", "丹麦海军基地": "naval-base",
	"卫星": "satellites", "卫星中心": "satellites", "险要地形": "rough-terrain", "困难地形": "rough-terrain",
	"崎岖地形": "rough-terrain", "侦察": "reconnaissance", "侦察任务": "reconnaissance", "机动": "manoeuvre",
	"起义": "uprising", "暴动": "uprising", "特种部队": "special-forces", "特种兵": "special-forces",
	"领土卡": "gebietskarte", "机场": "airfield", "初始机动": "manoeuvre", "开局机动": "manoeuvre", "发动": "buy",
	// Words that change the meaning: refused (phrase.go, stopWords).
	"不": "not", "不要": "don't", "别": "don't", "没": "not", "或": "or", "或者": "or", "还是": "or",
	"但": "but", "但是": "but", "如果": "if", "假如": "if", "除了": "except", "一半": "half", "也许": "maybe",
	"可能": "maybe",
	// Names that end several names: refused with their territories.
	"法国": "france", "乌克兰": "ukraine", "俄罗斯": "russia",
}

// zhTerritories are the Chinese names of the territories (board.go),
// simplified; traditional spellings are folded to these first.
var zhTerritories = map[terrID][]string{
	IRL: {"爱尔兰"}, GBR: {"大不列颠", "英国", "不列颠", "英格兰"}, NFR: {"北法", "北法国", "法国北部"},
	SFR: {"南法", "南法国", "法国南部"}, BEL: {"比利时"}, NLD: {"荷兰"}, DEU: {"德国", "德意志"},
	PRU: {"普鲁士"}, POL: {"波兰"}, CZE: {"捷克"}, CHE: {"瑞士"}, AUT: {"奥地利"}, ITA: {"意大利", "义大利"},
	SVN: {"斯洛文尼亚", "斯洛维尼亚"}, SVK: {"斯洛伐克"}, HUN: {"匈牙利"}, WUK: {"西乌克兰", "乌克兰西部"},
	OUK: {"东乌克兰", "乌克兰东部"}, ROU: {"罗马尼亚"}, ZRU: {"中俄罗斯", "俄罗斯中部", "中部俄罗斯"},
	SRU: {"南俄罗斯", "俄罗斯南部"}, NOR: {"挪威"}, SWE: {"瑞典"}, FIN: {"芬兰"}, DNK: {"丹麦"},
	LTU: {"立陶宛"}, LVA: {"拉脱维亚"}, EST: {"爱沙尼亚"}, NRU: {"北俄罗斯", "俄罗斯北部"},
	BLR: {"白俄罗斯", "白俄", "白罗斯"},
}

// zhLexicon cuts a Chinese line into the words of zhWords and the
// territories' names; built in init.
var zhLexicon *zhtext.Lexicon

func init() {
	for t, ns := range zhTerritories {
		for _, n := range ns {
			zhWords[n] = strings.ToLower(board[t].ID)
		}
	}
	zhLexicon = zhtext.NewLexicon(zhWords, zhtext.Numerals)
}

// zhLine rewrites the Chinese words of a line in English and moves each
// clause's Chinese verb to its front. A line without Chinese comes back
// as it was.
func zhLine(line string) string {
	if !zhtext.Has(line) {
		return line
	}
	var toks []string
	verbAt := map[int]bool{}
	for _, p := range zhLexicon.Cut(zhtext.DropLabel(zhtext.Simplify(zhMarks.Replace(line)))) {
		if p.Kind == zhtext.Other {
			toks = append(toks, strings.Fields(sepSpacer.Replace(p.Text))...) // commas end clauses
			continue
		}
		word := p.Text
		if word == "" {
			continue
		}
		if word == "units" && len(toks) > 0 && slices.Contains([]string{"a", "b"}, strings.ToLower(toks[len(toks)-1])) {
			continue // A军: army A
		}
		if f := strings.Fields(word); isActionVerb(f[0]) {
			verbAt[len(toks)] = true
		}
		toks = append(toks, strings.Fields(word)...)
	}
	return strings.Join(zhVerbFirst(toks, verbAt), " ")
}

// zhVerbFirst moves the first Chinese verb of each clause to the
// clause's front (verbToFront). A bare territory before a verb of attack or movement
// is its subject, the source: 德国进攻波兰 is "attacks from deu pol".
func zhVerbFirst(toks []string, verbAt map[int]bool) []string {
	var out []string
	start := 0
	for i := 0; i <= len(toks); i++ {
		if i < len(toks) && !slices.Contains(sepWords, toks[i]) {
			continue
		}
		cl := toks[start:i]
		for k := range cl {
			if verbAt[start+k] {
				if k > 0 {
					cl = verbToFront(cl, k)
				}
				break
			}
		}
		out = append(out, cl...)
		if i < len(toks) {
			out = append(out, toks[i])
		}
		start = i + 1
	}
	return out
}

// verbToFront moves cl[k] to the front of the clause. For an attack, a
// move, a purchase or a trade the words after it (what it acts on) come
// next and the words before it (where from, with how many) last:
// 从德国用3个兵进攻波兰 is "attacks pol from deu with 3". For the others the
// words keep their order: 德国增援4 is "reinforce deu 4".
func verbToFront(cl []string, k int) []string {
	v, before, after := cl[k], slices.Clone(cl[:k]), slices.Clone(cl[k+1:])
	switch kind := verbs[v]; kind {
	case kAttack, kMoveFrom, kBuy, kTrade:
		moved := append([]string{v}, after...)
		if t, _ := lookupTerritory(before); t >= 0 && kind != kBuy && kind != kTrade {
			moved = append(moved, "from")
		}
		return append(moved, before...)
	}
	return slices.Concat([]string{v}, before, after) // 德国增援4, 德国防守用一个兵
}
