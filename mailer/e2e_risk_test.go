package mailer

import (
	"context"
	"testing"

	"turnmail/engine"
	"turnmail/mailer/desk"
	"turnmail/mailer/imapin"
	"turnmail/mailer/mailtest"
)

// TestRiskByMailEndToEnd plays a whole game of Risk: Balance of Power
// between two random players over IMAP and SMTP: every reply is APPENDed
// to the referee's mailbox, read by the watcher, applied by the desk and
// answered through the outbox into an SMTP sink.
func TestRiskByMailEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("a whole Risk game by mail takes several seconds; run without -short")
	}
	imapSrv := mailtest.IMAPServer(t, mailtest.User{Name: "games", Password: "secret"})
	sink := mailtest.SMTPSink(t)
	f := newFixture(t, desk.Config{PlusAddressing: true})
	e := startE2E(t, f, imapin.Config{Addr: imapSrv.Addr, Username: "games", Password: "secret"}, sink)
	addrs := map[string]string{"red": "red@risk.example", "blue": "blue@risk.example"}
	slug, err := f.desk.CreateGame(context.Background(), desk.NewGame{Kind: "risk-balance-of-power", Seed: 2,
		// Random players rarely finish Risk: the house turn limit bounds it.
		Options: engine.Options{"turn-limit": "100"},
		Seats:   []desk.NewSeat{{Seat: "red", Address: addrs["red"]}, {Seat: "blue", Address: addrs["blue"]}}})
	if err != nil {
		t.Fatal(err)
	}
	f.slug = slug
	replies := e.playSeatsByMail(t, addrs, func(raw []byte) { imapSrv.Append(t, "games", "INBOX", raw) }, 6)
	waitFor(t, "every reply to be handled", func() bool { return allSeen(t, imapSrv, "games") })
	if n := len(f.moves(t)); n != replies {
		t.Errorf("%d moves in the log for %d replies", n, replies)
	}
	gv, _ := f.desk.Show(context.Background(), slug, desk.AsPublic)
	if !gv.Outcome.Over {
		t.Error("the game is not over after both seats had a game-over mail")
	}
	t.Logf("Risk by mail: %d replies, %s", replies, gv.Outcome.Reason)
}
