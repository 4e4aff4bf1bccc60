package desk

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"turnmail/store"
)

// TestChainNamesTheAnswersToASeatsMail: a seat's mail the game answered
// without a move (status, help, a refused move, a relayed message) has an
// answer entry with the mail's hash, its outcome and the hashes of the
// mails queued for it; every mail of the game is then named in the
// chain, and an answer entry removed or changed does not verify.
func TestChainNamesTheAnswersToASeatsMail(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{moderator}})
	f.newDuel(t, 11)
	mails := []struct {
		from, text string
		want       Outcome
	}{
		{"north@a.example", "play 99", Refused},
		{"north@a.example", "status", Answered},
		{"south@b.example", "say good luck", Applied},
		{"south@b.example", "help", Answered},
		{"south@b.example", "status", Answered}, // the last answer asks again, for playToTheEnd
	}
	want := map[string]string{} // inbound hash → outcome
	for _, m := range mails {
		last, ok := latestTo(f.outbox(t), m.from)
		if !ok {
			t.Fatalf("no mail to %s", m.from)
		}
		raw := reply(m.from, last, m.text)
		if got := f.handle(t, raw); got != m.want {
			t.Fatalf("%s writing %q = %s, want %s", m.from, m.text, got, m.want)
		}
		sum := sha256.Sum256(raw)
		want[hex.EncodeToString(sum[:])] = string(m.want)
	}
	playToTheEnd(t, f, 3)
	x, err := f.desk.ExportLog(context.Background(), f.slug)
	if err != nil {
		t.Fatalf("ExportLog: %v", err)
	}

	named := map[string]bool{}
	got := map[string]string{}
	for _, l := range x.Chain {
		var body link
		if err := json.Unmarshal([]byte(l.Body), &body); err != nil {
			t.Fatal(err)
		}
		for _, h := range body.Mail {
			named[h] = true
		}
		if body.Kind == "answer" {
			got[body.Inbound] = body.Action
		}
	}
	for h, outcome := range want {
		if got[h] != outcome {
			t.Errorf("the chain's answer entry for mail %s says %q, want %q", h[:12], got[h], outcome)
		}
	}
	outbox := f.outboxRows(t)
	for _, m := range outbox {
		if h := store.Hash(m.Raw); !named[h] {
			t.Errorf("the %s mail to %s (sha256 %s) is in no chain entry", m.Kind, m.To, h[:12])
		}
	}

	if err := VerifyExport(x); err != nil {
		t.Fatalf("VerifyExport(honest export) = %v", err)
	}
	answer := slices.IndexFunc(x.Chain, func(l store.Link) bool { return strings.HasPrefix(l.Body, `{"kind":"answer"`) })
	if answer < 0 {
		t.Fatal("the chain has no answer entry")
	}
	tampered := map[string]func(x *Export){
		"a removed answer entry": func(x *Export) { x.Chain = slices.Delete(x.Chain, answer, answer+1) },
		"an answer entry naming another mail": func(x *Export) {
			x.Chain[answer].Body = strings.Replace(x.Chain[answer].Body, `"inbound":"`, `"inbound":"0`, 1)
		},
	}
	raw, err := json.Marshal(x)
	if err != nil {
		t.Fatal(err)
	}
	for name, tamper := range tampered {
		var y Export
		if err := json.Unmarshal(raw, &y); err != nil {
			t.Fatal(err)
		}
		tamper(&y)
		if err := VerifyExport(&y); err == nil {
			t.Errorf("VerifyExport(log with %s) = nil, want an error", name)
		}
	}
}
