package parser

import (
	"os"
	"path/filepath"
	"testing"
)

// readTestdata returns the bytes of testdata/name.
func readTestdata(t *testing.T, name string) []byte {
	t.Helper()
	raw, err := readFile(name)
	if err != nil {
		t.Fatalf("read %s: %v", name, err)
	}
	return raw
}

// readFile reads testdata/name.
func readFile(name string) ([]byte, error) {
	return os.ReadFile(filepath.Join("testdata", name))
}

func TestAutomated(t *testing.T) {
	tests := []struct {
		name, header, want string
	}{
		{"human", "From: bob@example.org\r\nSubject: Re: [ts-12 #42]\r\n", ""},
		{"own address", "From: games@club.example\r\n", "own address"},
		{"own plus-address", "From: Games+ts-12.abc@Club.Example\r\n", "own address"},
		{"auto-submitted auto-replied", "From: bob@example.org\r\nAuto-Submitted: auto-replied\r\n", "auto-reply"},
		{"auto-submitted auto-generated with comment", "From: bob@example.org\r\nAuto-Submitted: auto-generated (vacation)\r\n", "auto-reply"},
		{"auto-submitted no", "From: bob@example.org\r\nAuto-Submitted: no\r\n", ""},
		{"x-autoreply", "From: bob@example.org\r\nX-Autoreply: yes\r\n", "auto-reply"},
		{"x-autorespond", "From: bob@example.org\r\nX-Autorespond: 1\r\n", "auto-reply"},
		{"x-auto-response-suppress alone", "From: bob@example.org\r\nX-Auto-Response-Suppress: All\r\n", ""},
		{"out of office subject", "From: bob@example.org\r\nSubject: Out of Office: Re: [ts-12 #42]\r\n", "auto-reply"},
		{"abwesenheitsnotiz subject", "From: bob@example.org\r\nSubject: Abwesenheitsnotiz: [ts-12 #42]\r\n", "auto-reply"},
		{"automatic reply subject", "From: bob@example.org\r\nSubject: Automatic reply: [ts-12 #42]\r\n", "auto-reply"},
		{"swedish auto reply subject", "From: bob@example.org\r\nSubject: Automatiskt svar: [ts-12 #42]\r\n", "auto-reply"},
		{"danish auto reply subject", "From: bob@example.org\r\nSubject: Autosvar: [ts-12 #42]\r\n", "auto-reply"},
		{"polish auto reply subject", "From: bob@example.org\r\nSubject: Automatyczna odpowiedź: [ts-12 #42]\r\n", "auto-reply"},
		{"chinese auto reply subject", "From: bob@example.org\r\nSubject: =?UTF-8?B?6Ieq5Yqo5Zue5aSNOiBbdHMtMTIgIzQyXQ==?=\r\n", "auto-reply"},
		{"outlook chinese auto reply subject", "From: bob@example.org\r\nSubject: =?gb2312?B?19S2r7TwuLQ6IFt0cy0xMiAjNDJd?=\r\n", "auto-reply"},
		{"mailer-daemon", "From: MAILER-DAEMON@mx.example.org\r\n", "bounce"},
		{"postmaster", "From: Postmaster <postmaster@example.org>\r\n", "bounce"},
		{"x-failed-recipients", "From: bob@example.org\r\nX-Failed-Recipients: x@example.org\r\n", "bounce"},
		{"exchange ndr header", "From: Microsoft Outlook <MicrosoftExchange329e71ec@corp.example>\r\nX-MS-Exchange-Message-Is-Ndr:\r\n", "bounce"},
		{"undeliverable subject", "From: Microsoft Outlook <MicrosoftExchange329e71ec@corp.example>\r\nSubject: Undeliverable: [ts-12 #42] Your move\r\n", "bounce"},
		{"german undeliverable subject", "From: Microsoft Outlook <MicrosoftExchange329e71ec@corp.example>\r\nSubject: Unzustellbar: [ts-12 #42] Dein Zug\r\n", "bounce"},
		{"chinese bounce subject", "From: Mail Server <mailserver@163.example>\r\nSubject: =?UTF-8?B?57O757uf6YCA5L+hOiBbdHMtMTIgIzQyXQ==?=\r\n", "bounce"},
		{"a reply to a bounce is human", "From: bob@example.org\r\nSubject: Re: Undeliverable: [ts-12 #42] Your move\r\n", ""},
		{"delivery status report", "From: bob@example.org\r\nContent-Type: multipart/report; report-type=delivery-status; boundary=b\r\n", "bounce"},
		{"read receipt", "From: bob@example.org\r\nContent-Type: multipart/report; report-type=disposition-notification; boundary=b\r\n", "report"},
		{"list-id", "From: bob@example.org\r\nList-Id: <x.lists.example.org>\r\n", "list"},
		{"list-unsubscribe", "From: bob@example.org\r\nList-Unsubscribe: <mailto:x@example.org>\r\n", "list"},
		{"precedence list", "From: bob@example.org\r\nPrecedence: list\r\n", "list"},
		{"precedence bulk", "From: bob@example.org\r\nPrecedence: bulk\r\n", "bulk"},
		{"precedence junk", "From: bob@example.org\r\nPrecedence: junk\r\n", "bulk"},
		{"null return path", "Return-Path: <>\r\nFrom: bob@example.org\r\n", "null sender"},
		{"return path with sender", "Return-Path: <bob@example.org>\r\nFrom: bob@example.org\r\n", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := Parse([]byte(tt.header+"\r\nbody\r\n"), testOptions)
			if err != nil {
				t.Fatalf("Parse(%s) error: %v", tt.name, err)
			}
			if m.Automated != tt.want {
				t.Errorf("Parse(%s) Automated = %q, want %q", tt.name, m.Automated, tt.want)
			}
		})
	}
}
