package risk

import (
	"slices"
	"strconv"
	"testing"
)

// The phrasebook in Chinese: the positions of phrasebook_test.go, each
// phrase compared by its effect with its normal form.
var phrasebookZh = []phraseRow{
	// Reinforcing.
	{"draft", "增援德国4个", "reinforce Deutschland 4", ""},
	{"draft", "在德国放置4支部队", "reinforce Deutschland 4", ""},
	{"draft", "我要在德国部署四个兵", "reinforce Deutschland 4", ""},
	{"draft", "请往德国增兵4", "reinforce Deutschland 4", ""},
	{"draft", "德国增援４", "reinforce Deutschland 4", ""},
	{"draft", "德國增援四個兵", "reinforce Deutschland 4", ""},
	{"draft", "德国3个，瑞典3个", "reinforce Deutschland 3, reinforce Schweden 3", ""},
	{"draft", "增援：德国两个、瑞典两个、芬兰两个", "reinforce Deutschland 2, reinforce Schweden 2, reinforce Finnland 2", ""},
	{"draft", "把六个兵都放在芬兰", "reinforce Finnland 6", ""},
	{"draft", "荷兰增援6", "reinforce Niederlande 6", ""},
	{"draft", "增援瑞典", "reinforce Schweden", ""},
	{"draft", "在德国放3个，然后在瑞典放3个", "reinforce Deutschland 3, reinforce Schweden 3", ""},
	{"draft-amount", "4个", "4", ""},
	{"draft-amount", "四", "4", ""},
	{"draft-amount", "４", "4", ""},
	{"draft-amount", "全部", "6", ""},
	// Trading cards.
	{"draft", "交换3张卡", "trade 3 cards 4 stars", ""},
	{"draft", "兑换所有卡牌", "trade 3 cards 4 stars", ""},
	{"draft", "用两张牌换三颗星", "trade 2 cards 3 stars", ""},
	{"draft", "先兑换三张卡，然后在德国部署十个", "trade 3 cards 4 stars, reinforce Deutschland 10", ""},
	// Attacking.
	{"attack-one", "从德国用3个兵进攻波兰", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "用三个兵从德国攻打波兰", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "德国进攻波兰，3个", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "德国攻击波兰 3个兵", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "進攻波蘭", "attack Polen from Deutschland", ""},
	{"attack-one", "從德國用3個兵進攻波蘭", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "我从德国派三个兵进攻波兰。", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "进攻波兰，用３个", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "从德国进攻波兰用3个，然后移入7个", "attack Polen from Deutschland with 3, move 7", ""},
	{"attack", "从瑞典用2个兵进攻丹麦", "attack Dänemark from Schweden with 2", ""},
	{"attack", "进攻瑞士，两个兵", "attack Schweiz from Deutschland with 2", ""},
	{"attack", "瑞典攻打波兰，三个", "attack Polen from Schweden with 3", ""},
	// The number, asked after "attack X from Y".
	{"dice", "用3个", "with 3", ""},
	{"dice", "三个兵", "with 3", ""},
	{"dice", "３", "with 3", ""},
	{"dice", "全部", "with 3", ""},
	{"dice", "用两个进攻", "with 2", ""},
	// Moving in after a conquest.
	{"occupy", "移入5个", "move 5", ""},
	{"occupy", "进驻五个兵", "move 5", ""},
	{"occupy", "全部移入", "move 7", ""},
	{"occupy", "５", "move 5", ""},
	// The closing move.
	{"attack", "从瑞典移动3个兵到芬兰", "move from Schweden to Finnland 3", ""},
	{"attack", "把3个兵从瑞典调到芬兰", "move from Schweden to Finnland 3", ""},
	{"attack", "瑞典调3个去芬兰", "move from Schweden to Finnland 3", ""},
	{"attack", "移动三个兵到芬兰", "move from Schweden to Finnland 3", ""},
	{"attack", "從瑞典移動3個兵到芬蘭", "move from Schweden to Finnland 3", ""},
	{"move-to", "芬兰", "to Finnland", ""},
	{"move-to", "到芬兰", "to Finnland", ""},
	// Ending the turn.
	{"attack", "结束", "end", ""},
	{"attack", "结束回合", "end", ""},
	{"attack", "我的回合结束了", "end", ""},
	{"attack", "结束本回合，谢谢", "end", ""},
	{"attack", "跳过", "end", ""},
	// Claiming a mission.
	{"claim", "完成绿色任务", "claim green", ""},
	{"claim", "申领任务：瑞士金库", "claim vault", ""},
	{"claim", "完成任务 绿色，然后结束回合", "claim green, end", ""},
	// Kommandozentrale: buying.
	{"buy", "购买特种部队", "buy sondertrupp", ""},
	{"buy", "在德国建机场", "buy flugplatz Deutschland", ""},
	{"buy", "买一张领土卡", "buy gebietskarte", ""},
	{"buy", "不买了", "done", ""},
	{"buy", "购买侦察任务", "buy aufklärungsmission", ""},
	// Standing defence orders, at any time.
	{"attack", "防守用两个", "defend with 2", ""},
	{"attack", "用1个兵防守德国", "defend Deutschland with 1", ""},
	{"attack", "德国防守用一个兵", "defend Deutschland with 1", ""},
	// Kommandozentrale setup.
	{"kz-setup", "中立军放瑞士8个", "place neutral Schweiz 8", ""},
	{"kz-setup", "在瑞士放置中立军８个", "place neutral Schweiz 8", ""},
	{"kz-capital", "A军首都：大不列颠", "capital A Großbritannien", ""},
	{"kz-capital", "把A的首都定在英国", "capital A Großbritannien", ""},
	// Labels, sentences, the rest.
	{"draft", "交换爱尔兰、比利时和挪威三张卡", "trade 3 cards 4 stars", ""},
	{"draft", "用卡换4颗星", "trade 3 cards 4 stars", ""},
	{"draft", "六个兵全放芬兰", "reinforce Finnland 6", ""},
	{"dice", "三", "with 3", ""},
	{"attack", "我不进攻了，结束回合", "end", ""},
	{"attack", "回合结束", "end", ""},
	{"buy", "这回合不买", "done", ""},
	{"attack-one", "第3回合：从德国用3个兵进攻波兰", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "我想用三支部队从德国攻打波兰", "attack Polen from Deutschland with 3", ""},
	{"attack-one", "德国打波兰 三个", "attack Polen from Deutschland with 3", ""},
	{"draft", "德国4，瑞典2", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"draft", "德国放4个，剩下的2个放瑞典", "reinforce Deutschland 4, reinforce Schweden 2", ""},
	{"attack", "不再进攻。从瑞典移动3个兵到芬兰", "move from Schweden to Finnland 3", ""},
	{"occupy", "移入全部", "move 7", ""},
	{"claim", "任务完成：绿色", "claim green", ""},
	// Buying, once more.
	{"buy", "在波兰发动起义，从瑞典", "buy aufstand Polen from Schweden", ""},
	{"buy", "从瑞典在波兰发动起义", "buy aufstand Polen from Schweden", ""},
	{"buy", "购买起义：波兰（从瑞典）", "buy aufstand Polen from Schweden", ""},
	{"buy", "购买增援部队", "buy verstärkung", ""},
	{"buy", "买初始机动", "buy startmanöver", ""},
	{"buy", "买特种部队，然后不买了", "buy sondertrupp, done", ""},
}

// posCapitals is the Kommandozentrale setup with every unit placed: the
// setting-up seat names the capitals of armies A and B.
func posCapitals(t *testing.T) *state {
	t.Helper()
	s := phrasebookPositions["kz-setup"](t)
	seat := seatNames[s.actor()]
	apply(t, s, seat, "place neutral Schweiz 8, place neutral Dänemark 8, place neutral Norwegen 8, place neutral West-Ukraine 8")
	west := []terrID{IRL, GBR, NFR, SFR, BEL, NLD, DEU, ITA}
	east := []terrID{ZRU, NRU, BLR, OUK, SRU, LTU, LVA, ROU}
	for i := range west {
		n := 3
		if i == 0 {
			n = 6
		}
		apply(t, s, seat, "place A "+west[i].name()+" "+strconv.Itoa(n))
		apply(t, s, seat, "place B "+east[i].name()+" "+strconv.Itoa(n))
	}
	for s.Phase == phPlace {
		if empty := slices.Index(s.Owner[:], nobody); empty >= 0 {
			apply(t, s, seat, "place neutral "+terrID(empty).name()+" 1")
		} else {
			apply(t, s, seat, "place neutral Schweiz "+strconv.Itoa(s.placeRemaining(neutral)))
		}
	}
	if s.Phase != phCapital || seatNames[s.actor()] != "red" {
		t.Fatalf("capitals position: phase %s, actor %s", s.Phase, seatNames[s.actor()])
	}
	return s
}

func init() {
	phrasebookPositions["kz-capital"] = posCapitals
}

// Territories in traditional characters read as in simplified ones.
func TestChineseTraditionalNames(t *testing.T) {
	for written, want := range map[string]string{"羅馬尼亞": "rou", "烏克蘭西部": "wuk", "白俄羅斯": "blr", "義大利": "ita",
		"愛沙尼亞": "est", "拉脫維亞": "lva", "丹麥": "dnk", "比利時": "bel", "普魯士": "pru"} {
		if got := zhLine(written); got != want {
			t.Errorf("zhLine(%q) = %q, want %q", written, got, want)
		}
	}
}

func TestPhrasebookChinese(t *testing.T) {
	if len(phrasebookZh) < 40 {
		t.Errorf("%d Chinese phrases, want at least 40", len(phrasebookZh))
	}
	checkPhrasebook(t, phrasebookZh)
}

// Names written with the accents of other languages' spellings name the
// territory ("România", "Polónia" is no territory).
func TestAccentsFoldInNames(t *testing.T) {
	for written, want := range map[string]terrID{"românia": ROU, "romania": ROU, "dänemark": DNK, "daenemark": DNK,
		"danemark": DNK, "česko": -1, "polen": POL} {
		if got, _ := lookupTerritory([]string{written}); got != want {
			t.Errorf("lookupTerritory(%q) = %v, want %v", written, got, want)
		}
	}
}
