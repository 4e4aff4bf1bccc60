package parser

import "testing"

func TestStripReply(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"plain text stays", "coup Iran 3\nspace race 2\n", "coup Iran 3\nspace race 2"},
		{"quote after attribution", "coup Iran 3\n\nOn Sun, Nov 29, 2026 at 10:00 AM turnmail <games@club.example> wrote:\n> Your move.\n", "coup Iran 3"},
		{"attribution wrapped over three lines", "coup Iran 3\n\nOn Sun, Nov 29, 2026 at 10:00 AM, Bob\n<bob@example.org>\nwrote:\n\n> old\n", "coup Iran 3"},
		{"bottom posting keeps text below the quote", "On 29/11/2026 10:00, turnmail wrote:\n> Your move.\n\ncoup Iran 3\n", "coup Iran 3"},
		{"inline answers between quotes", "> first question\nanswer one\n> second question\n\nanswer two\n", "answer one\n\nanswer two"},
		{"blank lines around a removed quote collapse", "a\n\n> q\n\nb\n", "a\n\nb"},
		{"blank lines the sender wrote stay", "a\n\n\nb\n", "a\n\n\nb"},
		{"leading spaces stay, trailing go", "   - bullet  \n\tindented\t\n", "   - bullet\n\tindented"},
		{"CRLF and lone CR", "a\r\nb\rc\r\n", "a\nb\nc"},
		{"attribution without a date when a quote follows", "coup Iran 3\nBob wrote:\n> old\n", "coup Iran 3"},
		{"line ending in a colon is not an attribution", "On your turn you can run:\n\n    coup Iran 3\n", "On your turn you can run:\n\n    coup Iran 3"},
		{"German attribution with name", "Putsch Iran 3\n\nAm 29.11.2026 um 10:00 schrieb Bob Beispiel:\n> alt\n", "Putsch Iran 3"},
		{"German attribution without quote marks", "Putsch Iran 3\n\nAm 29.11.2026 10:00 schrieb \"turnmail\" <games@club.example>:\n\nDein Zug.\n", "Putsch Iran 3"},
		{"French attribution", "coup Iran 3\n\nLe dim. 29 nov. 2026 à 10:00, turnmail <games@club.example> a écrit :\n> Votre tour.\n", "coup Iran 3"},
		{"Spanish attribution wrapped", "golpe Irán 3\n\nEl dom, 29 nov 2026 a las 10:00, turnmail (<games@club.example>)\nescribió:\n\n> Tu turno.\n", "golpe Irán 3"},
		{"Japanese date and address", "クーデター イラン 3\n\n2026年11月29日(日) 10:00 turnmail <games@club.example>:\n> あなたの番です。\n", "クーデター イラン 3"},
		{"Chinese 在 … 写道", "政变 伊朗 3\n\n在 2026年11月29日 10:00，turnmail<games@club.example> 写道：\n轮到你了。\n", "政变 伊朗 3"},
		{"Chinese date first 写道", "政变 伊朗 3\n2026年11月29日 周日 10:00 turnmail 写道：\n轮到你了。\n", "政变 伊朗 3"},
		{"Gmail Chinese 于 … 写道", "政变 伊朗 3\n\nturnmail <games@club.example> 于2026年11月29日周日 10:00写道：\n\n> 轮到你了。\n", "政变 伊朗 3"},
		{"Gmail German wrapped", "Putsch Iran 3\n\nAm So., 29. Nov. 2026 um 10:00 Uhr schrieb turnmail <\ngames@club.example>:\n\n> Dein Zug.\n", "Putsch Iran 3"},
		{"Gmail Dutch", "staatsgreep Iran 3\n\nOp zo 29 nov 2026 om 10:00 schreef turnmail <games@club.example>:\n\n> Jouw beurt.\n", "staatsgreep Iran 3"},
		{"Gmail Russian", "переворот Иран 3\n\nвс, 29 нояб. 2026 г. в 10:00, turnmail <games@club.example>:\n\n> Ваш ход.\n", "переворот Иран 3"},
		{"Chinese original message line", "政变 伊朗 3\n\n------------------ 原始邮件 ------------------\n发件人: turnmail\n", "政变 伊朗 3"},
		{"Chinese header block", "政变 伊朗 3\n\n发件人: turnmail <games@club.example>\n发送时间: 2026年11月29日 10:00\n收件人: 李明\n主题: 轮到你了\n\n请选择。\n", "政变 伊朗 3"},
		{"Japanese Outlook header block", "了解です。\n\n差出人: turnmail <games@club.example>\n送信日時: 2026年11月29日 10:00\n宛先: 田中\n件名: あなたの番です\n", "了解です。"},
		{"Italian Outlook header block", "colpo Iran 3\n\nDa: turnmail <games@club.example>\nInviato: domenica 29 novembre 2026 10:00\nA: Bob\nOggetto: Tocca a te\n", "colpo Iran 3"},
		{"Outlook original message", "coup Iran 3\n\n-----Original Message-----\nFrom: turnmail\nYour move.\n", "coup Iran 3"},
		{"German original message", "Putsch Iran 3\n\n-----Ursprüngliche Nachricht-----\nVon: turnmail\n", "Putsch Iran 3"},
		{"forwarded message", "see below\n\n---------- Forwarded message ---------\nFrom: x\n", "see below"},
		{"Apple forwarded message", "see below\n\nBegin forwarded message:\n\nFrom: x\n", "see below"},
		{"Outlook header block", "coup Iran 3\n\nFrom: turnmail <games@club.example>\nSent: Sunday, November 29, 2026 10:00 AM\nTo: Bob\nSubject: Your move\n\nold\n", "coup Iran 3"},
		{"Outlook bold header block", "coup Iran 3\n\n*From:* turnmail\n*Sent:* Sunday\n", "coup Iran 3"},
		{"German Outlook header block", "Putsch Iran 3\n\nVon: turnmail <games@club.example>\nGesendet: Sonntag, 29. November 2026 10:00\nAn: Bob\nBetreff: Dein Zug\n", "Putsch Iran 3"},
		{"Korean Outlook header block", "쿠데타 이란 3\n\n보낸 사람: turnmail <games@club.example>\n보낸 날짜: 2026년 11월 29일 일요일 오후 12:00\n받는 사람: 김\n제목: 차례입니다\n", "쿠데타 이란 3"},
		{"Turkish Outlook header block", "darbe İran 3\n\nKimden: turnmail <games@club.example>\nGönderildi: 29 Kasım 2026 Pazar 12:00\nKime: Ali\nKonu: Sıra sende\n", "darbe İran 3"},
		{"Hungarian Outlook header block", "puccs Irán 3\n\nFeladó: turnmail <games@club.example>\nElküldve: 2026. november 29., vasárnap 12:00\nCímzett: Béla\nTárgy: Te jössz\n", "puccs Irán 3"},
		{"Greek Outlook header block", "πραξικόπημα Ιράν 3\n\nΑπό: turnmail <games@club.example>\nΣτάλθηκε: Κυριακή, 29 Νοεμβρίου 2026 12:00 μμ\nΠρος: Νίκος\nΘέμα: Σειρά σου\n", "πραξικόπημα Ιράν 3"},
		{"French webmail header after separator", "coup Iran 3\n\n====\n\nMessage du : 29/11/2026 10:00\nDe : turnmail\nA : bob\n", "coup Iran 3"},
		{"a single From: line is text", "From: the Baltic to the Adriatic\ncoup Iran 3\n", "From: the Baltic to the Adriatic\ncoup Iran 3"},
		{"underscore separator", "coup Iran 3\n________________________________\nFrom: turnmail\n", "coup Iran 3"},
		{"em dash separator of Chinese clients", "政变 伊朗 3\n\n——————————————\n小满\n", "政变 伊朗 3"},
		{"short dash lines are text", "coup Iran 3\n---\nspace race 2\n", "coup Iran 3\n---\nspace race 2"},
		{"signature dash dash space", "coup Iran 3\n\n-- \nBob\nbob@example.org\n", "coup Iran 3"},
		{"signature dash dash without space", "coup Iran 3\n--\nBob\n", "coup Iran 3"},
		{"dash name signature", "coup Iran 3\n\n-Bob Smith\n", "coup Iran 3"},
		{"lowercase dash line is a command", "coup Iran 3\n-undo\n", "coup Iran 3\n-undo"},
		{"Sent from my iPhone", "coup Iran 3\n\nSent from my iPhone\n", "coup Iran 3"},
		{"Sent from my with a sentence is text", "coup Iran 3\n\nSent from my desk, is much easier than my phone.\n", "coup Iran 3\n\nSent from my desk, is much easier than my phone."},
		{"Get Outlook for Android", "coup Iran 3\n\nGet Outlook for Android<https://aka.ms/ghei36>\n", "coup Iran 3"},
		{"Von meinem iPhone gesendet", "Putsch Iran 3\n\nVon meinem iPhone gesendet\n", "Putsch Iran 3"},
		{"Chinese mobile footer", "政变 伊朗 3\n\n发自我的iPhone\n", "政变 伊朗 3"},
		{"AOL app footer", "fortify Ontario Quebec 4\n\nSent from the all new AOL app for iOS\n", "fortify Ontario Quebec 4"},
		{"Dutch iPhone footer", "staatsgreep Iran 3\n\nVerstuurd vanaf mijn iPhone\n", "staatsgreep Iran 3"},
		{"Swedish iPhone footer", "kupp Iran 3\n\nSkickat från min iPhone\n", "kupp Iran 3"},
		{"Taiwanese iPhone footer", "政變 伊朗 3\n\n從我的 iPhone 傳送\n", "政變 伊朗 3"},
		{"Chinese Huawei footer", "政变 伊朗 3\n\n来自我的华为手机\n", "政变 伊朗 3"},
		{"NetEase Mail Master footer and original", "政变 伊朗 3\n\n发自网易邮箱大师\n---- 回复的原邮件 ----\n| 发件人 | turnmail<games@club.example> |\n| 日期 | 2026年11月29日 12:00 |\n", "政变 伊朗 3"},
		{"Zimbra German original mail", "Putsch Iran 3\n\n----- Ursprüngliche Mail -----\nVon: \"turnmail\" <games@club.example>\nAn: bob@example.org\n", "Putsch Iran 3"},
		{"Superhuman footer", "coup Iran 3\n\nSent with Superhuman\n", "coup Iran 3"},
		{"German Outlook for Android footer", "Putsch Iran 3\n\nOutlook für Android herunterladen<https://aka.ms/AAb9ysg>\n", "Putsch Iran 3"},
		{"Spanish Outlook for iOS footer", "golpe Irán 3\n\nObtener Outlook para iOS<https://aka.ms/o0ukef>\n", "golpe Irán 3"},
		{"Japanese Outlook for iOS footer", "クーデター イラン 3\n\nOutlook for iOS を入手<https://aka.ms/o0ukef>\n", "クーデター イラン 3"},
		{"Chinese Outlook for iOS footer", "政变 伊朗 3\n\n获取 Outlook for iOS<https://aka.ms/o0ukef>\n", "政变 伊朗 3"},
		{"Outlook as a word in a sentence is text", "coup Iran 3\nOutlook for Korea is grim\n", "coup Iran 3\nOutlook for Korea is grim"},
		{"Sendt fra min with a sentence is text", "kup Iran 3\nSendt fra min kontor, ikke telefonen.\n", "kup Iran 3\nSendt fra min kontor, ikke telefonen."},
		{"sign-off stays", "coup Iran 3\n\nThanks,\nBob\n", "coup Iran 3\n\nThanks,\nBob"},
		{"QQ Mail &nbsp; in the original message line", "政变 伊朗 3\n\n------------------&nbsp;原始邮件&nbsp;------------------\n发件人: x\n", "政变 伊朗 3"},
		{"GroupWise attribution above an unquoted original", "coup Iran 3\n\n>>> \"turnmail\" <games@club.example> 11/29/2026 12:00 PM >>>\nExample: coup Iran 3\n", "coup Iran 3"},
		{"a quoted line of arrows is a quote", "> >>> not an attribution\ncoup Iran 3\n", "coup Iran 3"},
		{"only a quote", "> all quoted\n> still quoted\n", ""},
		{"empty", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := StripReply(tt.text); got != tt.want {
				t.Errorf("StripReply(%q) = %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}
