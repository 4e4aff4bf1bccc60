package triumvirate

import "testing"

// The phrasebook in Chinese, in the states of phrasebook_test.go, each
// phrase compared by its effect with its normal form.
var phrasebookZh = []phraseRow{
	// I. Supply from Rome.
	{romeChoice, "从罗马拿2金", "rome gold"},
	{romeChoice, "罗马：两枚金币", "rome gold"},
	{romeChoice, "我要从罗马拿两个金币。", "rome gold"},
	{romeChoice, "罗马：两个军团到高卢", "rome legions Gallia"},
	{romeChoice, "从罗马派２个军团去高卢", "rome legions Gallia"},
	{romeChoice, "罗马各一个军团到高卢和伊利里亚", "rome legions Gallia and Illyricum"},
	{romeChoice, "罗马：一金和一个军团到不列颠", "rome gold and legion Britannia"},
	{romeChoice, "羅馬：兩個軍團到高盧", "rome legions Gallia"},
	{shortage, "补给意大利", "supply Italia"},
	{shortage, "意大利", "supply Italia"},
	{shortage, "我选非洲", "supply Africa"},
	// II. Movement.
	{moving, "去高卢", "move Gallia"},
	{moving, "移动到高卢", "move Gallia"},
	{moving, "带两个军团去高卢", "move Gallia with 2"},
	{moving, "用3个军团移动到高卢", "move Gallia with 3"},
	{moving, "带着所有军团去高卢", "move Gallia with 4"},
	{moving, "凯撒率领三个军团前往伊利里亚", "move Illyricum with 3"},
	{moving, "独自前往伊利里亚", "move Illyricum"},
	{moving, "去纳博讷高卢", "move Gallia Narbonensis"},
	{moving, "高卢", "move Gallia"},
	{moving, "去高盧，帶２個軍團", "move Gallia with 2"},
	{atOfficial, "回到山南高卢", "move Gallia Cisalpina"},
	{coast, "渡海去马其顿，带两个军团", "move Macedonia with 2"},
	{coast, "用2个军团渡海进攻非洲", "attack Africa with 2"},
	// II. Attacks.
	{moving, "用两个军团进攻意大利", "attack Italia with 2"},
	{moving, "进攻意大利，4个军团", "attack Italia with 4"},
	{moving, "用全部军团攻打意大利", "attack Italia with 4"},
	{moving, "攻击义大利 3个兵", "attack Italia with 3"},
	{pompeius, "用两个军团进攻纳博讷高卢", "attack Gallia Narbonensis with 2"},
	// II. Officials.
	{atOfficial, "带上官员", "take official"},
	{atOfficial, "拿起这里的官员", "take official"},
	{carrying, "把官员放在不列颠尼亚", "place official"},
	{carrying, "放下官员", "place official"},
	{moving, "去高卢，然后带上官员", "move Gallia; take official"},
	// Ending a phase.
	{moving, "结束移动", "done"},
	{moving, "移动完毕", "done"},
	{moving, "结束回合", "pass"},
	{moving, "跳过", "pass"},
	{competence, "完成", "pass"},
	// III. Actions.
	{political, "说服公民", "act persuade"},
	{political, "说服一个公民", "act persuade"},
	{political, "说服克拉苏的一个公民", "act persuade Crassus"},
	{political, "争取庞培的公民", "act persuade Pompeius"},
	{political, "提升政治能力", "act improve political"},
	{military, "生产武器", "act weapons"},
	{military, "制造两件武器", "act weapons"},
	{military, "提高军事能力", "act improve military"},
	{competence, "提升军事", "act improve military"},
	{political, "说服公民；然后结束回合", "act persuade; pass"},
	// Flight, compensation, the new consul.
	{fleeing, "逃往西西里", "flee Sicilia"},
	{fleeing, "逃到非洲", "flee Africa"},
	{fleeing, "西西里岛", "flee Sicilia"},
	{compensating, "提升军事能力", "raise military"},
	{compensating, "政治", "raise political"},
	{consul, "把官员放在不列颠", "place official Britannia"},
	{consul, "保留官员", "keep official"},
	{moving, "第3回合：带两个军团去高卢", "move Gallia with 2"},
	{moving, "大家好，带两个军团去高卢。祝好运！", "move Gallia with 2"},
	{moving, "高卢，两个军团", "move Gallia with 2"},
	{moving, "先带两个军团去高卢，然后带上官员", "move Gallia with 2; take official"},
	{romeChoice, "罗马给我两个金币", "rome gold"},
	{political, "说服一个中立公民", "act persuade"},
	{military, "生产武器，然后结束回合", "act weapons; pass"},
	{compensating, "军事", "raise military"},
	{consul, "官员放在不列颠尼亚", "place official Britannia"},
	{consul, "新官员放不列颠", "place official Britannia"},
	// Every phase once more, as players write it.
	{romeChoice, "罗马两金", "rome gold"},
	{romeChoice, "罗马：一金一兵到高卢", "rome gold and legion Gallia"},
	{romeChoice, "罗马：高卢和伊利里亚各一个军团", "rome legions Gallia and Illyricum"},
	{romeChoice, "两个军团都去高卢", "rome legions Gallia"},
	{moving, "不移动了", "done"},
	{moving, "移动结束", "done"},
	{moving, "本回合结束", "pass"},
	{moving, "意大利，进攻，4个军团", "attack Italia with 4"},
	{political, "从克拉苏那里说服一个公民", "act persuade Crassus"},
	{political, "政治能力+1", "act improve political"},
	{military, "做武器", "act weapons"},
	{military, "军事能力提升一级", "act improve military"},
	{competence, "不行动，跳过", "pass"},
	{fleeing, "撤到西西里", "flee Sicilia"},
	{compensating, "补偿：军事", "raise military"},
	{consul, "官员留在身边", "keep official"},
	{shortage, "补给非洲", "supply Africa"},
}

// Provinces and seats in traditional characters read as in simplified
// ones.
func TestChineseTraditionalNames(t *testing.T) {
	for written, want := range map[string]string{"納博訥高盧": "narbonensis", "不列顛尼亞": "britannia", "馬其頓": "macedonia",
		"敘利亞": "syria", "昔蘭尼加": "cyrenaica", "凱撒": "caesar", "龐培": "pompeius", "克拉蘇": "crassus",
		"愛奧尼亞海": "mare ionium"} {
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
