package mailbot

import (
	"slices"
	"testing"
)

func TestOptionsReadsTheLegalOptionsList(t *testing.T) {
	tests := []struct {
		name, body string
		want       []string
	}{
		{"list then example", "== What you are asked ==\nPick.\n\nLegal options:\n  play 3\n  play 9\n\nFor example, reply with:\n\n  play 3\n", []string{"play 3", "play 9"}},
		{"cut list", "Legal options:\n  a\n  b\n  … and 7 more\n", []string{"a", "b"}},
		{"nothing asked", "Nothing is asked of you now.\n", nil},
	}
	for _, tt := range tests {
		if got := (Mail{Body: tt.body}).Options(); !slices.Equal(got, tt.want) {
			t.Errorf("%s: Options() = %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestGameOverRecognisesTheEndAndAHalt(t *testing.T) {
	for _, tt := range []struct {
		m    Mail
		want bool
	}{
		{Mail{Subject: "[ts-1 #9] Twilight Struggle, US: Game over"}, true},
		{Mail{Subject: "[ts-1 #9] Twilight Struggle, US: Notice", Body: "The game has stopped and waits: turn 4"}, true},
		{Mail{Subject: "[ts-1 #9] Twilight Struggle, US: Your turn"}, false},
	} {
		if got := tt.m.GameOver(); got != tt.want {
			t.Errorf("GameOver(%q) = %v, want %v", tt.m.Subject, got, tt.want)
		}
	}
}

func TestDecodeReadsATurnmailMail(t *testing.T) {
	raw := "From: \"turnmail\" <games@x.example>\r\nReply-To: <games+ts-1.abc.3@x.example>\r\nTo: <us@x.example>\r\n" +
		"Subject: [ts-1 #3] Twilight Struggle, US: Your turn\r\nMessage-Id: <m1@x.example>\r\n" +
		"Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\nLegal options:=\r\n\r\n  space 5\r\n"
	m, err := Decode([]byte(raw))
	if err != nil {
		t.Fatal(err)
	}
	if m.ReplyTo != "games+ts-1.abc.3@x.example" || m.MessageID != "<m1@x.example>" || !slices.Equal(m.Options(), []string{"space 5"}) {
		t.Errorf("Decode = %+v, options %q", m, m.Options())
	}
}
