package parser

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// originalMessagePattern matches the line that opens a quoted original or
// forwarded message, with or without the dashes around it:
// "-----Original Message-----", "-----Ursprüngliche Nachricht-----",
// "------------------ 原始邮件 ------------------", "Begin forwarded message:".
var originalMessagePattern = regexp.MustCompile(`(?i)^[\s\-=_*]*(` +
	`original message|forwarded message|begin forwarded message|` +
	`ursprüngliche nachricht|original-nachricht|weitergeleitete nachricht|` +
	`message d'origine|message original|message transféré|messaggio originale|messaggio inoltrato|` +
	`mensaje original|mensaje reenviado|mensagem original|mensagem encaminhada|` +
	`oorspronkelijk bericht|doorgestuurd bericht|ursprungligt meddelande|vidarebefordrat meddelande|` +
	`opprinnelig melding|oprindelig meddelelse|alkuperäinen viesti|wiadomość oryginalna|původní zpráva|` +
	`исходное сообщение|пересылаемое сообщение|原始邮件|原始郵件|转发邮件|轉寄郵件|元のメッセージ|転送メッセージ` +
	`)[\s\-=_*:：]*$`)

// originalMessagePhrases are the lowercased phrases of
// originalMessagePattern, a cheap test before the expression.
var originalMessagePhrases = []string{"original", "forward", "ursprüngliche", "weitergeleitete", "message d'origine",
	"message transféré", "messaggio", "mensaje", "mensagem", "oorspronkelijk", "doorgestuurd", "ursprungligt",
	"vidarebefordrat", "opprinnelig", "oprindelig", "alkuperäinen", "wiadomość", "původní", "исходное",
	"пересылаемое", "原始邮件", "原始郵件", "转发邮件", "轉寄郵件", "元のメッセージ", "転送メッセージ"}

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
	`sent from my [^,.;:!?]{1,40}|` +
	`sent (from|with|via|using) (outlook|typeapp|mail for windows|yahoo|samsung|aol|gmail|proton|blackberry|iphone|ipad|android|bluemail|spark|airmail|sparrow|mobile)\b.*|` +
	`get outlook for \S+.*|` +
	`(gesendet|versendet) (von|mit) (meinem|outlook|yahoo|gmail|aol|samsung|blackberry|mail)\b.*|` +
	`von meinem .{1,40} gesendet\.?|` +
	`envoyé (à partir de|de|depuis) (mon|ma|outlook|yahoo|gmail|l'application)\b.*|` +
	`inviato da (il mio|outlook|yahoo|gmail|iphone|ipad)\b.*|` +
	`enviado (desde|do|de) (mi|meu|o|outlook|yahoo|gmail|iphone|ipad)\b.*|` +
	`verzonden (vanaf|met) (mijn|outlook)\b.*|` +
	`отправлено (с|из) .{1,40}|` +
	`(从我的|发自我的|來自我的|寄自我的)\S{1,30}|` +
	`\S{1,30}から送信` +
	`)$`)

// mobileSignaturePrefixes are the lowercased starts of mobileSignaturePattern,
// a cheap test before the expression.
var mobileSignaturePrefixes = []string{"sent ", "get outlook", "gesendet ", "versendet ", "von meinem ", "envoyé ",
	"inviato ", "enviado ", "verzonden ", "отправлено ", "从我的", "发自我的", "來自我的", "寄自我的"}

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
	"lähettäjä": true, "feladó": true, "kimden": true,
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

// attributionOpenerPattern matches how attribution lines start: "On",
// "Le", "Am", "Em", "El", "Il", "Op", "Den", "På", "W dniu", "Dne" or a date.
var attributionOpenerPattern = regexp.MustCompile(`^(On|Le|Am|Em|El|Il|Op|Den|På|Dne|Dňa|W dniu|Στις|\d)`)

// emailPattern finds an e-mail address.
var emailPattern = regexp.MustCompile(`[^\s<>()"'@]+@[^\s<>()"'@]+\.[^\s<>()"'@]+`)

// attributionLines returns how many lines (1 to 3) starting at i form an
// attribution line such as "On Mon, 2 Apr 2012, Bob <bob@x> wrote:", which
// clients wrap over several lines; 0 if none does.
func attributionLines(lines []string, i int) int {
	if isBlank(lines[i]) {
		return 0
	}
	quotedNext := func(n int) func() bool {
		return func() bool {
			next := nextNonBlank(lines, i+n)
			return next < len(lines) && isQuoted(lines[next])
		}
	}
	first := strings.TrimFunc(lines[i], isSpace)
	joined := ""
	for n := 1; n <= 3 && i+n <= len(lines); n++ {
		line := lines[i+n-1]
		if isBlank(line) || len(line) > 1200 || utf8.RuneCountInString(line) > 300 {
			return 0
		}
		if n > 1 && isQuoted(line) && strings.TrimFunc(line, isSpace) != ">:" {
			return 0
		}
		joined = strings.TrimSpace(joined + " " + strings.TrimFunc(line, isSpace))
		if isAttribution(joined, quotedNext(n)) {
			if n > 1 && !startsAttribution(first) {
				return 0 // only the first line of a wrapped attribution may open it
			}
			return n
		}
	}
	return 0
}

// hasVerb reports whether s holds an attribution verb.
func hasVerb(s string) bool {
	_, ok := lastVerb(strings.ToLower(s))
	return ok
}

// startsAttribution reports whether first, the first of several lines,
// can open an attribution: it starts like one, or holds its verb or an
// address.
func startsAttribution(first string) bool {
	return attributionOpenerPattern.MatchString(first) || emailPattern.MatchString(first) ||
		hasVerb(first) || strings.HasSuffix(first, "<") || strings.HasSuffix(first, "(")
}

// attributionVerbs are the verbs of attribution lines, lowercased.
var attributionVerbs = []string{"wrote", "writes", "schrieb", "schreef", "skrev", "écrit", "scritto", "scrisse",
	"escribió", "escreveu", "написал", "написала", "пишет", "napisał", "napisała", "napsal", "napsala",
	"kirjoitti", "írta", "yazdı", "έγραψε", "写道", "寫道", "書きました"}

// lastVerb finds the last attribution verb in lower, a lowercased line,
// that is not part of a longer word, and returns the byte offset after it.
func lastVerb(lower string) (end int, ok bool) {
	end = -1
	for _, v := range attributionVerbs {
		for from := 0; ; {
			i := strings.Index(lower[from:], v)
			if i < 0 {
				break
			}
			i += from
			from = i + len(v)
			if isWordEdge(lower[:i], true) && isWordEdge(lower[from:], false) && from > end {
				end = from
			}
		}
	}
	return end, end >= 0
}

// isWordEdge reports whether the rune next to a match (the last of s when
// before, else the first) is no letter. CJK verbs need no word edge.
func isWordEdge(s string, before bool) bool {
	var r rune
	if before {
		r, _ = utf8.DecodeLastRuneInString(s)
	} else {
		r, _ = utf8.DecodeRuneInString(s)
	}
	return r == utf8.RuneError || !unicode.IsLetter(r) || r >= 0x2E80
}

// endsWithVerb reports whether s ends with an attribution verb that is not
// the end of a longer word ("---- On … wrote ----" once the dashes are
// trimmed).
func endsWithVerb(s string) bool {
	lower := strings.ToLower(tail(s, 64))
	for _, v := range attributionVerbs {
		if !strings.HasSuffix(lower, v) {
			continue
		}
		if isWordEdge(lower[:len(lower)-len(v)], true) {
			return true
		}
	}
	return false
}

// isAttribution reports whether s, one attribution candidate joined into
// one line, introduces a quote. quotedNext says whether a '>' block follows.
func isAttribution(s string, quotedNext func() bool) bool {
	s = strings.TrimRightFunc(s, func(r rune) bool { return isSpace(r) || r == '-' })
	s = strings.TrimLeft(s, "- ")
	if s == "" {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(s)
	colon := last == ':' || last == '：'
	if !colon && !endsWithVerb(s) {
		return false // cheap test first: every attribution ends in ':' or its verb
	}
	hasDigit := strings.IndexFunc(s, unicode.IsDigit) >= 0
	hasEmail := emailPattern.MatchString(s)
	lower := strings.ToLower(s)
	if end, ok := lastVerb(lower); ok {
		after := utf8.RuneCountInString(lower[end:])
		verbLast := after <= 2 // "wrote", "wrote:", "a écrit :"
		verbThenName := colon && after <= 80
		if verbLast || verbThenName {
			cjk := strings.Contains(s, "写道") || strings.Contains(s, "寫道")
			if (hasDigit && (cjk || hasEmail || attributionOpenerPattern.MatchString(s))) || quotedNext() {
				return true
			}
		}
	}
	// "26.06.2014, 14:41, "Alexander L" <abc@example.com>:" and its Russian
	// and Japanese relatives carry no verb: a date and an address end in ':'.
	return colon && hasDigit && hasEmail && len(s) <= 200
}
