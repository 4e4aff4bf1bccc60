package parser

import (
	"regexp"
	"strings"
)

// originalMessagePattern matches the line that opens a quoted original or
// forwarded message, with or without the dashes around it:
// "-----Original Message-----", "-----Ursprüngliche Nachricht-----",
// "------------------ 原始邮件 ------------------", "Begin forwarded message:".
var originalMessagePattern = regexp.MustCompile(`(?i)^[\s\-=_*]*(` +
	`original message|forwarded message|begin forwarded message|` +
	`ursprüngliche (nachricht|mail)|original-nachricht|weitergeleitete nachricht|` +
	`message d'origine|message original|mail original|message transféré|messaggio originale|messaggio inoltrato|` +
	`mensaje original|mensaje reenviado|mensagem original|mensagem encaminhada|` +
	`oorspronkelijk bericht|doorgestuurd bericht|ursprungligt meddelande|vidarebefordrat meddelande|` +
	`opprinnelig melding|oprindelig meddelelse|alkuperäinen viesti|wiadomość oryginalna|původní zpráva|` +
	`eredeti üzenet|özgün (ileti|İleti)|orijinal mesaj|αρχικό μήνυμα|원본 메시지|оригінальне повідомлення|` +
	`mesaj original|missatge original|pesan asli|thư gốc|izvorna poruka|pôvodná správa|оригинално съобщение|` +
	`הודעה מקורית|الرسالة الأصلية|` +
	`исходное сообщение|пересылаемое сообщение|原始邮件|原始郵件|原始信息|原始訊息|回复的原邮件|转发邮件|轉寄郵件|元のメッセージ|転送メッセージ` +
	`)[\s\-=_*:：]*$`)

// originalMessagePhrases are the lowercased phrases of
// originalMessagePattern, a cheap test before the expression.
var originalMessagePhrases = []string{"original", "forward", "ursprüngliche", "weitergeleitete", "message d'origine",
	"message transféré", "messaggio", "mensaje", "mensagem", "oorspronkelijk", "doorgestuurd", "ursprungligt",
	"vidarebefordrat", "opprinnelig", "oprindelig", "alkuperäinen", "wiadomość", "původní", "исходное",
	"пересылаемое", "原始", "回复的原邮件", "eredeti", "özgün", "orijinal", "αρχικό", "원본", "оригінальне",
	"pesan asli", "thư gốc", "izvorna", "pôvodná", "оригинално", "הודעה מקורית", "الرسالة الأصلية", "转发邮件", "轉寄郵件", "元のメッセージ", "転送メッセージ"}

// isOriginalMessageLine reports whether t, a trimmed line, opens an original
// or forwarded message. QQ Mail and Foxmail leave "&nbsp;" in the plain text
// of that line.
func isOriginalMessageLine(t string) bool {
	if len(t) > 200 {
		return false
	}
	lower := strings.ToLower(t)
	for _, p := range originalMessagePhrases {
		if strings.Contains(lower, p) {
			return originalMessagePattern.MatchString(strings.ReplaceAll(t, "&nbsp;", " "))
		}
	}
	return false
}

// mobileSignaturePattern matches the one-line footers mobile and desktop
// clients add below what the sender wrote ("Sent from my iPhone", "Get
// Outlook for iOS", "Von meinem iPhone gesendet"). "Sent from my" is only a
// footer when what follows is a short device name, not a sentence.
var mobileSignaturePattern = regexp.MustCompile(`(?i)^(` +
	`sent from my [^,.;:!?]{1,40}\.?|sent from mail(<[^>]*>)? for windows.*|` +
	`sent from the (all new )?aol app\b.*|sent from my .{1,40} with .{1,20}mail\b.*|` +
	`sent (from|with|via|using) (the )?(outlook|typeapp|mail for windows|yahoo|samsung|aol|gmail|protonmail|proton|blackberry|iphone|ipad|android|` +
	`bluemail|spark|airmail|sparrow|mobile|superhuman|spike|edison|newton|canary|mailbird|fairemail|k-9)\b.*|` +
	`get outlook for \S+.*|` +
	// Outlook's footer in other languages ("Outlook für Android herunterladen").
	`(obtener|télécharger|scarica|baixar|baixe o|descargar) outlook (para|pour|per) \S+.*|` +
	`outlook (für|voor|för) \S+ (herunterladen|beziehen|downloaden|hämta).*|(获取|取得) outlook for \S+.*|outlook for \S+ を入手.*|` +
	`(gesendet|versendet) (von|mit) (meinem|der|outlook|yahoo|gmail|aol|samsung|blackberry|mail)\b.*|` +
	`von (meinem )?[^,.;:!?]{1,40} gesendet\.?|diese nachricht wurde von meinem .{1,60} gesendet\.?|` +
	`envoyé (à partir de|de|depuis) (mon|ma|outlook|yahoo|gmail|l'application)\b.*|` +
	`inviato (da|dal) (il mio|mio|outlook|yahoo|gmail|iphone|ipad)\b.*|` +
	`enviado (desde|do|de) (mi|meu|o|outlook|yahoo|gmail|iphone|ipad)\b.*|` +
	`(verzonden|verstuurd) (vanaf|met) (mijn|outlook)\b.*|` +
	`skickat från (min|outlook) [^,.;:!?]{1,40}|sendt fra (min|outlook) [^,.;:!?]{1,40}|wysłane z [^,.;:!?]{1,40}|lähetetty \S+sta|` +
	`отправлено (с|из) .{1,40}|` +
	`(从我的|發自我的|发自我的|來自我的|来自我的|寄自我的|從我的)\s?\S{1,30}( ?(傳送|发送|發送))?|` +
	`(发自|發自)(网易邮箱大师|網易郵箱大師|qq邮箱|手机qq邮箱|\S{1,12}(邮箱|郵箱|客户端))|` +
	`[^。、！？]{1,40}から送信` +
	`)$`)

// mobileSignaturePrefixes are the lowercased starts of mobileSignaturePattern,
// a cheap test before the expression.
var mobileSignaturePrefixes = []string{"sent ", "get outlook", "diese nachricht wurde von meinem ", "obtener ", "télécharger ", "scarica ", "baixar ",
	"baixe ", "descargar ", "outlook ", "获取 ", "取得 ", "发自", "發自", "gesendet ", "versendet ", "von ", "envoyé ",
	"inviato ", "enviado ", "verzonden ", "verstuurd ", "skickat ", "sendt ", "wysłane ", "lähetetty ", "отправлено ",
	"从我的", "来自我的", "來自我的", "寄自我的", "從我的"}

// isMobileSignature reports whether t, a trimmed line, is a client footer.
func isMobileSignature(t string) bool {
	if len(t) > 120 {
		return false
	}
	lower := strings.ToLower(t)
	for _, p := range mobileSignaturePrefixes {
		if strings.HasPrefix(lower, p) {
			return mobileSignaturePattern.MatchString(t)
		}
	}
	return strings.HasSuffix(t, "から送信") && mobileSignaturePattern.MatchString(t)
}

// tail returns the last n bytes of s, or s.
func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[len(s)-n:]
}

// dashNamePattern matches a "-Abhishek Kona" signature line.
var dashNamePattern = regexp.MustCompile(`^-\p{Lu}[\p{L}.'’]*( \p{Lu}[\p{L}.'’-]*){0,2}$`)

// headerKeys are the field names of the header block Outlook and webmail
// clients put above an unquoted original message, in many languages; the
// value tells whether the key names the sender.
var headerKeys = map[string]bool{
	"from": true, "von": true, "de": true, "da": true, "van": true, "från": true, "fra": true,
	"от": true, "发件人": true, "寄件者": true, "寄件人": true, "差出人": true, "od": true, "nadawca": true,
	"lähettäjä": true, "feladó": true, "kimden": true, "보낸 사람": true, "από": true, "від": true, "de la": true,
	"từ": true, "dari": true, "šalje": true, "מאת": true, "من": true,
	"sent": false, "date": false, "to": false, "cc": false, "subject": false, "reply-to": false,
	"gesendet": false, "an": false, "betreff": false, "datum": false, "kopie": false,
	"envoyé": false, "envoyé le": false, "à": false, "a": false, "objet": false, "sujet": false,
	"copie à": false, "message du": false, "inviato": false, "oggetto": false, "data": false,
	"per": false, "enviado": false, "enviada": false, "para": false, "asunto": false, "fecha": false,
	"assunto": false, "verzonden": false, "aan": false, "onderwerp": false, "skickat": false,
	"till": false, "ämne": false, "sendt": false, "til": false, "emne": false, "отправлено": false,
	"кому": false, "тема": false, "дата": false, "копия": false, "发送时间": false, "收件人": false,
	"主题": false, "抄送": false, "日期": false, "时间": false, "寄件日期": false, "收件者": false,
	"主旨": false, "副本": false, "送信日時": false, "宛先": false, "件名": false, "wysłano": false,
	"do": false, "temat": false, "odesláno": false, "komu": false, "předmět": false,
	"lähetetty": false, "vastaanottaja": false, "aihe": false,
	"보낸 날짜": false, "받는 사람": false, "제목": false, "참조": false,
	"gönderildi": false, "gönderilme tarihi": false, "kime": false, "konu": false, "tarih": false,
	"elküldve": false, "címzett": false, "tárgy": false, "dátum": false,
	"στάλθηκε": false, "προς": false, "θέμα": false, "κοιν.": false,
	"надіслано": false, "тема повідомлення": false, "trimis": false, "către": false, "subiect": false,
	"đã gửi": false, "đến": false, "chủ đề": false, "dikirim": false, "kepada": false, "perihal": false, "subjek": false,
	"poslano": false, "prima": false, "predmet": false, "odoslané": false, "изпратено": false, "enviat el": false,
	"per a": false, "assumpte": false, "נשלח": false, "אל": false, "נושא": false, "تم الإرسال": false, "إلى": false, "الموضوع": false,
}

// headerKey returns the lowercased field name when t looks like "Key: value"
// or "*Key:* value" with a known key.
func headerKey(t string) (key string, ok bool) {
	t = strings.TrimLeft(strings.TrimFunc(t, isSpace), "*")
	i := strings.IndexAny(t, ":：")
	if i <= 0 || i > 40 {
		return "", false
	}
	key = strings.ToLower(strings.TrimFunc(t[:i], func(r rune) bool { return isSpace(r) || r == '*' }))
	_, ok = headerKeys[key]
	return key, ok
}

// startsHeaderBlock reports whether line i opens a header block: from here
// to the next blank line (at most eight lines) there are at least two
// different known keys, one of them naming the sender.
func startsHeaderBlock(lines []string, i int) bool {
	first, ok := headerKey(lines[i])
	if !ok {
		return false
	}
	sender, distinct := headerKeys[first], false
	for j := i + 1; j < len(lines) && j < i+8 && !isBlank(lines[j]); j++ {
		if k, ok := headerKey(lines[j]); ok {
			distinct = distinct || k != first
			sender = sender || headerKeys[k]
		}
	}
	return sender && distinct
}
