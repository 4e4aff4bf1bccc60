package parser

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// testOptions are the options of our test referee.
var testOptions = Options{Referee: []string{"games@club.example"}, AuthServID: "mx.club.example"}

// parseFile parses testdata/name with testOptions.
func parseFile(t *testing.T, name string) *Message {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatalf("read %s: %v", name, err)
	}
	msg, err := Parse(raw, testOptions)
	if err != nil {
		t.Fatalf("Parse(%s) error: %v", name, err)
	}
	return msg
}

func TestParseRealWorldMails(t *testing.T) {
	tests := []struct {
		file      string
		from      string
		fromName  string
		subject   string
		route     Route
		newText   string
		automated string
	}{
		{"gmail-reply.eml", "alice@example.org", "Alice Example", "Re: [ts-12 #42] Your move: choose a headline",
			Route{"ts-12", "k7f3q9", 42}, "headline Five Year Plan\npass\n\nThanks, Alice", ""},
		{"outlook-reply.eml", "bob@example.net", "Bob Outlook", "RE: [ts-12 #51] Your move – action round 2",
			Route{"ts-12", "b0b123", 51}, "coup Iran 3\n\nBob – sorry for the delay…", ""},
		{"thunderbird-flowed-reply.eml", "carol@example.net", "Carol", "Re: [ts-12 #43] Action round 1",
			Route{"ts-12", "p2x8m4", 43}, "ops Containment place Japan 2, South Korea 1\n indented line stays indented", ""},
		{"apple-mail-reply.eml", "dave@example.com", "Dave Apple", "Re: [risk-3 #7] Reinforce",
			Route{"risk-3", "d4v3a9", 7}, "reinforce Ukraine 3\nattack Ukraine Ural 3", ""},
		{"mutt-inline-reply.eml", "erin@example.org", "Erin", "Re: [tri-7 #12] Senate vote",
			Route{"tri-7", "e9r1n5", 12}, "vote yes\n\nconsul Crassus", ""},
		{"german-reply.eml", "joerg@example.de", "Jörg Weiß", "AW: [tri-7 #13] Abstimmung über das Getreidegesetz",
			Route{"tri-7", "j0erg1", 13}, "Abstimmung ja\nKonsul Crassus\n\nViele Grüße\nJörg", ""},
		{"chinese-foxmail-reply.eml", "liming@example.cn", "李明", "回复：[ts-12 #52] 轮到你了",
			Route{"ts-12", "l1m1ng", 52}, "政变 伊朗 3\n空间竞赛 2", ""},
		{"html-only-reply.eml", "frank@example.com", "Frank H.", "RE: [ts-12 #44] Realignment",
			Route{"ts-12", "f7r4nk", 44}, "realign Iran & Iraq\ncoup Syria\nCheers – Frank", ""},
		{"charset-iso-8859-1.eml", "zoe@example.fr", "Zoë Müller", "Re: [ts-12 #45] Déjà vu",
			Route{"ts-12", "z0e4m1", 45}, "coup Iran 3\nplace Égypte 2 - non, «Ägypten» 2", ""},
		{"charset-iso-8859-15.eml", "oedipe@example.fr", "Œdipe Lefèvre", "Re: [ts-12 #46] Coût 5 €",
			Route{"ts-12", "0ed1pe", 46}, "achat 5 € pour le cœur", ""},
		{"charset-windows-1252.eml", "bob@example.net", "Bob “The Builder” O’Neil", "Re: [ts-12 #47] “Quotes” – and dashes…",
			Route{"ts-12", "b0b123", 47}, "event “Duck and Cover” – ops 3…\nO’Neil pays 5 €", ""},
		{"charset-gbk.eml", "zhu@example.cn", "朱镕基", "回复：[ts-12 #48] 走棋",
			Route{"ts-12", "zhu888", 48}, "移动 e2e4 朱镕基\n政变 伊朗 3", ""},
		{"charset-gb18030.eml", "yoshino@example.cn", "𠮷野 家", "回复：[ts-12 #49] 𠮷 €",
			Route{"ts-12", "y05h1n", 49}, "放置 𠮷 2 €", ""},
		{"charset-big5.eml", "chen@example.tw", "陳先生", "回覆：[ts-12 #50] 輪到你了",
			Route{"ts-12", "chen55", 50}, "政變 伊朗 3", ""},
		{"auto-reply-out-of-office.eml", "grace@example.com", "Grace Away", "Automatic reply: [ts-12 #53] Your move",
			Route{"ts-12", "gr4c3x", 53}, "I am out of the office until 7 December with no access to e-mail.", "auto-reply"},
		{"bounce-dsn.eml", "mailer-daemon@mx.club.example", "Mail Delivery System", "Undelivered Mail Returned to Sender",
			Route{"ts-12", "h4nkx9", 54}, "This is the mail system at host mx.club.example.\n\nI'm sorry to have to inform you that your message could not\nbe delivered to one or more recipients.\n\n<hank@example.invalid>: Host or domain name not found.", "bounce"},
		{"mailing-list.eml", "ivan@example.org", "Ivan Lister", "[pbem-club] Anyone up for a game of Twilight Struggle?",
			Route{Game: "pbem-club"}, "Hi all, anyone up for a game?", "list"},
		{"subject-token-reply.eml", "judy@example.com", "Judy", "Re: Fwd: AW: [ts-12.j0dy77 #55] Your move",
			Route{"ts-12", "j0dy77", 55}, "coup Iran 3", ""},
		{"folded-encoded-headers.eml", "joerg.weiss@example.de", "Jörg “die Eule” Weiß", "AW: [ts-12 #56] Zug für Partie 12 – Rückzug und mehr",
			Route{"ts-12", "j0erg1", 56}, "Rückzug nach Österreich", ""},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			m := parseFile(t, tt.file)
			if m.From != tt.from || m.FromName != tt.fromName {
				t.Errorf("Parse(%s) From, FromName = %q, %q, want %q, %q", tt.file, m.From, m.FromName, tt.from, tt.fromName)
			}
			if m.Subject != tt.subject {
				t.Errorf("Parse(%s) Subject = %q, want %q", tt.file, m.Subject, tt.subject)
			}
			if m.Route != tt.route {
				t.Errorf("Parse(%s) Route = %+v, want %+v", tt.file, m.Route, tt.route)
			}
			if m.NewText != tt.newText {
				t.Errorf("Parse(%s) NewText = %q, want %q", tt.file, m.NewText, tt.newText)
			}
			if m.Automated != tt.automated {
				t.Errorf("Parse(%s) Automated = %q, want %q", tt.file, m.Automated, tt.automated)
			}
			if want := nonBlankLines(tt.newText); !reflect.DeepEqual(m.Lines, want) {
				t.Errorf("Parse(%s) Lines = %q, want %q", tt.file, m.Lines, want)
			}
		})
	}
}

func TestParseThreadingHeaders(t *testing.T) {
	m := parseFile(t, "folded-encoded-headers.eml")
	wantTo := []string{"games+ts-12.j0erg1.56@club.example", "other@example.org", "andre@example.fr"}
	if !reflect.DeepEqual(m.To, wantTo) {
		t.Errorf("Parse(folded) To = %q, want %q", m.To, wantTo)
	}
	if m.MessageID != "folded.message.id@example.de" {
		t.Errorf("Parse(folded) MessageID = %q, want %q", m.MessageID, "folded.message.id@example.de")
	}
	if want := []string{"turn-56.ts-12@club.example"}; !reflect.DeepEqual(m.InReplyTo, want) {
		t.Errorf("Parse(folded) InReplyTo = %q, want %q", m.InReplyTo, want)
	}
	wantRefs := []string{"turn-54.ts-12@club.example", "turn-55.ts-12@club.example", "turn-56.ts-12@club.example"}
	if !reflect.DeepEqual(m.References, wantRefs) {
		t.Errorf("Parse(folded) References = %q, want %q", m.References, wantRefs)
	}
	if want := time.Date(2026, 11, 29, 22, 30, 0, 0, time.UTC); !m.Date.Equal(want) {
		t.Errorf("Parse(folded) Date = %v, want %v", m.Date, want)
	}
}

func TestParseRecipientsFromDeliveryHeaders(t *testing.T) {
	raw := "Delivered-To: Games+TS-12.k7f3q9.42@Club.Example\r\nX-Original-To: <games+ts-12.k7f3q9.42@club.example>\r\n" +
		"From: a@example.org\r\nTo: undisclosed-recipients:;\r\nSubject: hi\r\n\r\ncoup Iran 3\r\n"
	m, err := Parse([]byte(raw), testOptions)
	if err != nil {
		t.Fatalf("Parse(delivery headers) error: %v", err)
	}
	if want := []string{"games+ts-12.k7f3q9.42@club.example"}; !reflect.DeepEqual(m.To, want) {
		t.Errorf("Parse(delivery headers) To = %q, want %q", m.To, want)
	}
	if want := (Route{"ts-12", "k7f3q9", 42}); m.Route != want {
		t.Errorf("Parse(delivery headers) Route = %+v, want %+v", m.Route, want)
	}
}

func TestParseHash(t *testing.T) {
	raw, err := os.ReadFile("testdata/gmail-reply.eml")
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(raw)
	if m := parseFile(t, "gmail-reply.eml"); m.Hash != hex.EncodeToString(sum[:]) {
		t.Errorf("Parse(gmail) Hash = %s, want %x", m.Hash, sum)
	}
}

func TestParseText(t *testing.T) {
	tests := []struct {
		name, raw, text string
	}{
		{"plain preferred over html",
			"From: a@x.org\r\nContent-Type: multipart/alternative; boundary=b\r\n\r\n--b\r\nContent-Type: text/html\r\n\r\n<p>html</p>\r\n--b\r\nContent-Type: text/plain\r\n\r\nplain\r\n--b--\r\n",
			"plain"},
		{"empty plain falls back to html",
			"From: a@x.org\r\nContent-Type: multipart/alternative; boundary=b\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\n \r\n--b\r\nContent-Type: text/html\r\n\r\n<p>html</p>\r\n--b--\r\n",
			"html"},
		{"attachment is not the body",
			"From: a@x.org\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: text/plain\r\nContent-Disposition: attachment; filename=x.txt\r\n\r\nattached\r\n--b\r\nContent-Type: text/plain\r\n\r\nbody\r\n--b--\r\n",
			"body"},
		{"mixed text, image and text read in order",
			"From: a@x.org\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\none\r\n--b\r\nContent-Type: image/png\r\nContent-Disposition: inline\r\n\r\nPNG\r\n--b\r\nContent-Type: text/plain\r\n\r\ntwo\r\n--b--\r\n",
			"one\ntwo"},
		{"a text file after the text is not read",
			"From: a@x.org\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\none\r\n--b\r\nContent-Type: text/plain; name=notes.txt\r\nContent-Disposition: inline; filename=notes.txt\r\n\r\nfile\r\n--b--\r\n",
			"one"},
		{"the second part of an alternative is not read",
			"From: a@x.org\r\nContent-Type: multipart/alternative; boundary=b\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\none\r\n--b\r\nContent-Type: text/plain\r\n\r\ntwo\r\n--b--\r\n",
			"one"},
		{"no content type is plain text",
			"From: a@x.org\r\n\r\nline one\r\nline two\r\n",
			"line one\nline two\n"},
		{"quoted-printable soft breaks",
			"From: a@x.org\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\ncoup Ir=\r\nan 3 =E2=80=93 ok\r\n",
			"coup Iran 3 – ok\n"},
		{"format=flowed with delsp",
			"From: a@x.org\r\nContent-Type: text/plain; charset=utf-8; format=flowed; delsp=yes\r\n\r\ncoup Ir \r\nan 3\r\n",
			"coup Iran 3\n"},
		{"unknown charset is kept undecoded",
			"From: a@x.org\r\nContent-Type: text/plain; charset=x-klingon\r\n\r\ncoup Iran 3\r\n",
			"coup Iran 3\n"},
		{"unknown transfer encoding is kept undecoded",
			"From: a@x.org\r\nContent-Type: text/plain\r\nContent-Transfer-Encoding: x-uuencode\r\n\r\ncoup Iran 3\r\n",
			"coup Iran 3\n"},
		{"invalid utf-8 is replaced",
			"From: a@x.org\r\nContent-Type: text/plain; charset=utf-8\r\n\r\ncoup \xff Iran\r\n",
			"coup \uFFFD Iran\n"},
		{"8bit Latin-1 without charset is read as Windows-1252",
			"From: a@x.org\r\nContent-Transfer-Encoding: 8bit\r\n\r\nS\xfcd \x80 5\r\n",
			"Süd € 5\n"},
		{"8bit Latin-1 declared US-ASCII is read as Windows-1252",
			"From: a@x.org\r\nContent-Type: text/plain; charset=US-ASCII\r\n\r\nN\xf6rdlich\r\n",
			"Nördlich\n"},
		{"HTML without charset is read in its meta charset",
			"From: a@x.org\r\nContent-Type: text/html\r\n\r\n<html><head><meta http-equiv=\"Content-Type\" content=\"text/html; charset=gb2312\"></head><body>\xd5\xfe\xb1\xe4 3</body></html>\r\n",
			"政变 3"},
		{"8bit UTF-8 without charset stays UTF-8",
			"From: a@x.org\r\n\r\nS\xc3\xbcd\r\n",
			"Süd\n"},
		{"multipart without boundary keeps nothing and does not fail",
			"From: a@x.org\r\nContent-Type: multipart/mixed\r\n\r\ncoup Iran 3\r\n",
			""},
		{"malformed header line is skipped",
			"From: a@x.org\r\nthis is no header\r\nSubject: s\r\n\r\ncoup Iran 3\r\n",
			"coup Iran 3\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := Parse([]byte(tt.raw), Options{})
			if err != nil {
				t.Fatalf("Parse(%s) error: %v", tt.name, err)
			}
			if m.Text != tt.text {
				t.Errorf("Parse(%s) Text = %q, want %q", tt.name, m.Text, tt.text)
			}
		})
	}
}

func TestParseRefusesWhatIsNoMail(t *testing.T) {
	for _, raw := range []string{"this is not a mail at all\n", "\x00\x01\x02", " indented first line\r\n"} {
		if m, err := Parse([]byte(raw), Options{}); err == nil {
			t.Errorf("Parse(%q) = %+v, want an error", raw, m)
		}
	}
}

func TestParseRefusesEmptyMessage(t *testing.T) {
	for _, raw := range []string{"", " \r\n\r\n"} {
		if _, err := Parse([]byte(raw), Options{}); !errors.Is(err, errEmpty) {
			t.Errorf("Parse(%q) error = %v, want %v", raw, err, errEmpty)
		}
	}
}

func TestParseMalformedAddressesBestEffort(t *testing.T) {
	raw := "From: broken <<alice@example.org>\r\nTo: games+ts-12.k7f3q9@club.example (comment\r\nSubject: =?x-klingon?q?abc?=\r\nMessage-ID: not-bracketed@example.org\r\n\r\ncoup Iran 3\r\n"
	m, err := Parse([]byte(raw), testOptions)
	if err != nil {
		t.Fatalf("Parse(malformed addresses) error: %v", err)
	}
	if m.From != "alice@example.org" {
		t.Errorf("Parse(malformed addresses) From = %q, want %q", m.From, "alice@example.org")
	}
	if want := (Route{Game: "ts-12", Token: "k7f3q9"}); m.Route != want {
		t.Errorf("Parse(malformed addresses) Route = %+v, want %+v", m.Route, want)
	}
	if m.Subject != "=?x-klingon?q?abc?=" {
		t.Errorf("Parse(malformed addresses) Subject = %q, want the undecoded word", m.Subject)
	}
	if m.MessageID != "not-bracketed@example.org" {
		t.Errorf("Parse(malformed addresses) MessageID = %q, want %q", m.MessageID, "not-bracketed@example.org")
	}
	if !strings.Contains(m.NewText, "coup Iran 3") {
		t.Errorf("Parse(malformed addresses) NewText = %q, want it to hold the command", m.NewText)
	}
}

func TestParseOddHeaders(t *testing.T) {
	tests := []struct {
		name, raw, from, subject, text string
	}{
		{"mbox From_ line before the header", "From alice@example.org Sun Nov 29 10:00:00 2026\nFrom: alice@example.org\nSubject: s\n\ncoup\n", "alice@example.org", "s", "coup\n"},
		{"raw UTF-8 in the subject", "From: a@x.org\r\nSubject: Zug für Jörg\r\n\r\nx\r\n", "a@x.org", "Zug für Jörg", "x\r\n"},
		{"raw Latin-1 byte in the subject", "From: a@x.org\r\nSubject: Zug f\xfcr\r\n\r\nx\r\n", "a@x.org", "Zug f\uFFFDr", "x\r\n"},
		{"header without body", "From: a@x.org\r\nSubject: only a header\r\n", "a@x.org", "only a header", ""},
		{"no From header", "Subject: anonymous\r\n\r\nx\r\n", "", "anonymous", "x\r\n"},
		{"LF only", "From: a@x.org\nSubject: s\n\nline\n", "a@x.org", "s", "line\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := Parse([]byte(tt.raw), Options{})
			if err != nil {
				t.Fatalf("Parse(%s) error: %v", tt.name, err)
			}
			want := strings.ReplaceAll(tt.text, "\r\n", "\n")
			if m.From != tt.from || m.Subject != tt.subject || m.Text != want {
				t.Errorf("Parse(%s) From, Subject, Text = %q, %q, %q, want %q, %q, %q", tt.name, m.From, m.Subject, m.Text, tt.from, tt.subject, want)
			}
		})
	}
}
