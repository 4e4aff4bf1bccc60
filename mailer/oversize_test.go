package mailer

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"turnmail/mailer/desk"
	"turnmail/mailer/imapin"
	"turnmail/mailer/mailtest"
	"turnmail/parser"
	"turnmail/store"
)

// withAttachment makes a reply about size bytes long: the commands, then
// a large base64-like body.
func withAttachment(raw []byte, size int) []byte {
	line := strings.Repeat("A", 76) + "\r\n"
	return append(bytes.Clone(raw), strings.Repeat(line, size/len(line))...)
}

// A mail over the size limit is never read: its sender, a player, gets
// one short refusal however often the mail is offered; a stranger's gets
// no answer; both are in the ledger and flagged.
func TestOversizeMailIsRefusedOnceOverIMAP(t *testing.T) {
	imapSrv := mailtest.IMAPServer(t, mailtest.User{Name: "games", Password: "secret"})
	sink := mailtest.SMTPSink(t)
	f := newFixture(t, desk.Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	big := withAttachment(reply(players["north"], m, legalOptions(m.Body)[0]), 3<<19)
	stranger := withAttachment(reply("mallory@evil.example", m, "hello"), 3<<19)
	imapSrv.Append(t, "games", "INBOX", big)
	imapSrv.Append(t, "games", "INBOX", big) // the same mail offered twice
	imapSrv.Append(t, "games", "INBOX", stranger)
	e := startE2E(t, f, imapin.Config{Addr: imapSrv.Addr, Username: "games", Password: "secret", MaxSize: 1 << 20}, sink)
	waitFor(t, "every mail to be flagged", func() bool { return allSeen(t, imapSrv, "games") })
	waitFor(t, "the refusal to be delivered", func() bool { return len(sink.Messages()) >= 3 })
	e.svc.Outbox.Kick()
	time.Sleep(300 * time.Millisecond)

	var toNorth, toStranger []sentMail
	for _, sm := range sink.Messages() {
		switch sm.To[0] {
		case players["north"]:
			toNorth = append(toNorth, decodeMail(t, sm.Raw))
		case "mallory@evil.example":
			toStranger = append(toStranger, decodeMail(t, sm.Raw))
		}
	}
	refusals := 0
	for _, got := range toNorth {
		if strings.Contains(got.Body, "larger than the") {
			refusals++
			if !strings.Contains(got.Body, "(1.5 MB)") || !strings.Contains(got.Body, "the 1.0 MB") {
				t.Errorf("refusal body %q, want the mail's size and the limit", got.Body)
			}
		}
	}
	if refusals != 1 || len(toStranger) != 0 {
		t.Errorf("%d refusals to the player, %d mails to the stranger; want 1 and 0", refusals, len(toStranger))
	}
	if n := len(f.moves(t)); n != 0 {
		t.Errorf("%d moves from an oversize mail, want 0", n)
	}
	for _, c := range []struct {
		raw  []byte
		want string
	}{{big, "refused"}, {stranger, "ignored"}} {
		if got := ledger(t, f.st, c.raw); len(got) != 1 || got[0].Outcome != c.want || !strings.Contains(got[0].Detail, "too large") {
			t.Errorf("ledger of the mail from %s = %+v, want one line %s, too large", got[0].Sender, got, c.want)
		}
	}
}

// ledger is the inbound ledger's lines about raw's Message-ID.
func ledger(t *testing.T, st *store.Store, raw []byte) []store.Inbound {
	t.Helper()
	msg, err := parser.Parse(raw, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var ins []store.Inbound
	err = st.View(context.Background(), func(tx *store.Tx) error {
		ins, err = tx.InboundByMessageID(msg.MessageID)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return ins
}
