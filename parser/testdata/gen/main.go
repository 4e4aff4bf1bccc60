// Command gen writes the parser's test mails whose bytes are not UTF-8:
// one mail per charset and the Outlook, German and Chinese client replies.
// Run it from the parser directory with "go generate" (see charset_test.go);
// its output is committed, so tests need no generator.
package main

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"log"
	"mime/quotedprintable"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// mail describes one generated message. Header and body are written in
// UTF-8 here and encoded to the charset on output; "{subject}" and
// "{from}" in header are replaced by RFC 2047 encoded words.
type mail struct {
	file, charset, cte string
	enc                encoding.Encoding
	fromName, subject  string
	header, body       string
}

var mails = []mail{
	{
		file: "charset-iso-8859-1.eml", charset: "iso-8859-1", cte: "quoted-printable", enc: charmap.ISO8859_1,
		fromName: "Zoë Müller", subject: "Re: [ts-12 #45] Déjà vu",
		header: "From: {from} <zoe@example.fr>\nTo: games+ts-12.z0e4m1.45@club.example\nSubject: {subject}\nDate: Sun, 29 Nov 2026 16:00:00 +0100\nMessage-ID: <latin1@example.fr>\n",
		body:   "coup Iran 3\nplace Égypte 2 - non, «Ägypten» 2\n\nLe 29/11/2026 à 15:00, turnmail a écrit :\n> Votre tour.\n",
	},
	{
		file: "charset-iso-8859-15.eml", charset: "ISO-8859-15", cte: "quoted-printable", enc: charmap.ISO8859_15,
		fromName: "Œdipe Lefèvre", subject: "Re: [ts-12 #46] Coût 5 €",
		header: "From: {from} <oedipe@example.fr>\nTo: games+ts-12.0ed1pe.46@club.example\nSubject: {subject}\nDate: Sun, 29 Nov 2026 16:05:00 +0100\nMessage-ID: <latin9@example.fr>\n",
		body:   "achat 5 € pour le cœur\n\n-- \nŒdipe\n",
	},
	{
		file: "charset-windows-1252.eml", charset: "windows-1252", cte: "8bit", enc: charmap.Windows1252,
		fromName: "Bob “The Builder” O’Neil", subject: "Re: [ts-12 #47] “Quotes” – and dashes…",
		header: "From: {from} <bob@example.net>\nTo: games+ts-12.b0b123.47@club.example\nSubject: {subject}\nDate: Sun, 29 Nov 2026 16:10:00 +0000\nMessage-ID: <cp1252@example.net>\n",
		body:   "event “Duck and Cover” – ops 3…\nO’Neil pays 5 €\n\n> old text\n",
	},
	{
		file: "charset-gbk.eml", charset: "GBK", cte: "base64", enc: simplifiedchinese.GBK,
		fromName: "朱镕基", subject: "回复：[ts-12 #48] 走棋",
		header: "From: {from} <zhu@example.cn>\nTo: games+ts-12.zhu888.48@club.example\nSubject: {subject}\nDate: Sun, 29 Nov 2026 23:00:00 +0800\nMessage-ID: <gbk@example.cn>\n",
		body:   "移动 e2e4 朱镕基\n政变 伊朗 3\n",
	},
	{
		file: "charset-gb18030.eml", charset: "GB18030", cte: "base64", enc: simplifiedchinese.GB18030,
		fromName: "𠮷野 家", subject: "回复：[ts-12 #49] 𠮷 €",
		header: "From: {from} <yoshino@example.cn>\nTo: games+ts-12.y05h1n.49@club.example\nSubject: {subject}\nDate: Sun, 29 Nov 2026 23:05:00 +0800\nMessage-ID: <gb18030@example.cn>\n",
		body:   "放置 𠮷 2 €\n",
	},
	{
		file: "charset-big5.eml", charset: "big5", cte: "base64", enc: traditionalchinese.Big5,
		fromName: "陳先生", subject: "回覆：[ts-12 #50] 輪到你了",
		header: "From: {from} <chen@example.tw>\nTo: games+ts-12.chen55.50@club.example\nSubject: {subject}\nDate: Sun, 29 Nov 2026 23:10:00 +0800\nMessage-ID: <big5@example.tw>\n",
		body:   "政變 伊朗 3\n\n寄件者: turnmail <games@club.example>\n寄件日期: 2026年11月29日 22:00\n收件者: 陳先生\n主旨: [ts-12 #50] 輪到你了\n\n請選擇。\n",
	},
	{
		file: "outlook-reply.eml", charset: "windows-1252", cte: "quoted-printable", enc: charmap.Windows1252,
		fromName: "Bob Outlook", subject: "RE: [ts-12 #51] Your move – action round 2",
		header: "From: {from} <bob@example.net>\nTo: \"turnmail\" <games+ts-12.b0b123.51@club.example>\nSubject: {subject}\n" +
			"Thread-Topic: [ts-12 #51] Your move\nThread-Index: AQHb1234abcdEFGH\nDate: Sun, 29 Nov 2026 17:00:00 +0000\n" +
			"Message-ID: <AM0PR01MB5678EFGH@AM0PR01MB5678.eurprd01.prod.outlook.com>\n" +
			"References: <turn-51.ts-12@club.example>\nIn-Reply-To: <turn-51.ts-12@club.example>\n" +
			"X-MS-Has-Attach:\nX-MS-TNEF-Correlator:\nContent-Language: en-US\n",
		body: "coup Iran 3\n\nBob – sorry for the delay…\n\n" +
			"From: turnmail <games+ts-12.b0b123.51@club.example>\nSent: Sunday, November 29, 2026 12:00 PM\n" +
			"To: Bob Outlook <bob@example.net>\nSubject: [ts-12 #51] Your move – action round 2\n\n" +
			"Action round 2. Legal cards: …\n",
	},
	{
		file: "german-reply.eml", charset: "ISO-8859-15", cte: "quoted-printable", enc: charmap.ISO8859_15,
		fromName: "Jörg Weiß", subject: "AW: [tri-7 #13] Abstimmung über das Getreidegesetz",
		header: "From: {from} <joerg@example.de>\nTo: games+tri-7.j0erg1.13@club.example\nSubject: {subject}\n" +
			"Date: Sun, 29 Nov 2026 18:00:00 +0100\nMessage-ID: <gmx-4711@example.de>\nX-Mailer: GMX Freemail\n",
		body: "Abstimmung ja\nKonsul Crassus\n\nViele Grüße\nJörg\n\n" +
			"Am 29.11.2026 um 10:00 schrieb turnmail <games+tri-7.j0erg1.13@club.example>:\n\n" +
			"Abstimmung über das Getreidegesetz. Stimme mit ja, nein oder Enthaltung.\n",
	},
	{
		file: "chinese-foxmail-reply.eml", charset: "GBK", cte: "base64", enc: simplifiedchinese.GBK,
		fromName: "李明", subject: "回复：[ts-12 #52] 轮到你了",
		header: "From: \"{from}\" <liming@example.cn>\nTo: \"turnmail\" <games+ts-12.l1m1ng.52@club.example>\nSubject: {subject}\n" +
			"Date: Mon, 30 Nov 2026 09:00:00 +0800\nMessage-ID: <tencent_ABCDEF0123456789@qq.example.cn>\nX-Mailer: Foxmail 7.2\n",
		body: "政变 伊朗 3\n空间竞赛 2\n\n\n------------------&nbsp;原始邮件&nbsp;------------------\n" +
			"发件人: \"turnmail\"<games+ts-12.l1m1ng.52@club.example>;\n发送时间: 2026年11月29日(星期天) 上午10:00\n" +
			"收件人: \"李明\"<liming@example.cn>;\n主题: [ts-12 #52] 轮到你了\n\n请选择一张牌。\n",
	},
}

func main() {
	for _, m := range mails {
		raw, err := m.render()
		if err != nil {
			log.Fatalf("render %s: %v", m.file, err)
		}
		if err := os.WriteFile(filepath.Join("testdata", m.file), raw, 0o644); err != nil {
			log.Fatalf("write %s: %v", m.file, err)
		}
	}
}

// render returns the message with CRLF line ends.
func (m mail) render() ([]byte, error) {
	subject, err := m.encodedWord(m.subject)
	if err != nil {
		return nil, err
	}
	from, err := m.encodedWord(m.fromName)
	if err != nil {
		return nil, err
	}
	body, err := m.enc.NewEncoder().String(m.body)
	if err != nil {
		return nil, fmt.Errorf("encode body: %w", err)
	}
	var out bytes.Buffer
	h := strings.NewReplacer("{subject}", subject, "{from}", from).Replace(m.header)
	h += "MIME-Version: 1.0\n"
	h += fmt.Sprintf("Content-Type: text/plain; charset=\"%s\"\nContent-Transfer-Encoding: %s\n\n", m.charset, m.cte)
	out.WriteString(strings.ReplaceAll(h, "\n", "\r\n"))
	crlf := strings.ReplaceAll(body, "\n", "\r\n")
	switch m.cte {
	case "base64":
		b := base64.StdEncoding.EncodeToString([]byte(crlf))
		for len(b) > 76 {
			out.WriteString(b[:76] + "\r\n")
			b = b[76:]
		}
		out.WriteString(b + "\r\n")
	case "quoted-printable":
		w := quotedprintable.NewWriter(&out)
		if _, err := w.Write([]byte(crlf)); err != nil {
			return nil, err
		}
		if err := w.Close(); err != nil {
			return nil, err
		}
	default:
		out.WriteString(crlf)
	}
	return out.Bytes(), nil
}

// encodedWord returns s as one RFC 2047 "B" encoded word in the charset.
func (m mail) encodedWord(s string) (string, error) {
	b, err := m.enc.NewEncoder().String(s)
	if err != nil {
		return "", fmt.Errorf("encode %q: %w", s, err)
	}
	return "=?" + m.charset + "?B?" + base64.StdEncoding.EncodeToString([]byte(b)) + "?=", nil
}
