package mailer

import (
	"context"
	"os"
	"strings"
	"testing"

	"turnmail/mailer/desk"
	"turnmail/mailer/imapin"
	"turnmail/mailer/mailtest"
)

// twilightByMail are the Twilight Struggle games played by mail: a game
// seed and the random players' seed. The first ends early (a victory in
// the Early War) and runs in the normal test run; the others, whole
// games of several hundred mails, only under TURNMAIL_LONG=1.
var twilightByMail = []struct{ game, players uint64 }{{3, 3}, {11, 4}, {12, 5}}

// TestTwilightByMailEndToEnd plays Twilight Struggle between two random
// players over IMAP and SMTP to its end: every reply is APPENDed to the
// referee's mailbox, read by the watcher, applied by the desk and
// answered through the outbox into an SMTP sink. Both players and the
// moderator get a result mail with the result and why, the regions as
// the final scoring counts them, both hands at each turn and the whole
// game's log.
func TestTwilightByMailEndToEnd(t *testing.T) {
	games := twilightByMail[:1]
	if os.Getenv("TURNMAIL_LONG") != "" {
		games = twilightByMail
	}
	if s := os.Getenv("ZZ_SEEDS"); s != "" {
		games = nil
		for i := uint64(20); i < 45; i++ {
			games = append(games, struct{ game, players uint64 }{i, i})
		}
	}
	for _, g := range games {
		imapSrv := mailtest.IMAPServer(t, mailtest.User{Name: "games", Password: "secret"})
		sink := mailtest.SMTPSink(t)
		f := newFixture(t, desk.Config{PlusAddressing: true, Moderators: []string{"mod@club.example"}})
		e := startE2E(t, f, imapin.Config{Addr: imapSrv.Addr, Username: "games", Password: "secret"}, sink)
		addrs := map[string]string{"USSR": "ussr@ts.example", "US": "us@ts.example"}
		slug, err := f.desk.CreateGame(context.Background(), desk.NewGame{Kind: "twilight-struggle", Seed: g.game,
			Seats: []desk.NewSeat{{Seat: "USSR", Address: addrs["USSR"]}, {Seat: "US", Address: addrs["US"]}}})
		if err != nil {
			t.Fatal(err)
		}
		f.slug = slug
		replies := e.playSeatsByMail(t, addrs, func(raw []byte) { imapSrv.Append(t, "games", "INBOX", raw) }, g.players)
		waitFor(t, "every reply to be handled", func() bool { return allSeen(t, imapSrv, "games") })
		if n := len(f.moves(t)); n != replies {
			t.Errorf("game %d: %d moves in the log for %d replies", g.game, n, replies)
		}
		gv, _ := f.desk.Show(context.Background(), slug, desk.AsPublic)
		if !gv.Outcome.Over {
			t.Errorf("game %d: not over after both seats had a game-over mail", g.game)
		}
		var got []sentMail
		for _, m := range sink.Messages() {
			got = append(got, decodeMail(t, m.Raw))
		}
		for _, to := range []string{addrs["USSR"], addrs["US"], "mod@club.example"} {
			m, ok := latestTo(got, to)
			if !ok || !strings.HasSuffix(m.Subject, ": Game over") {
				t.Errorf("game %d: the last mail to %s is %q, want the result mail", g.game, to, m.Subject)
				continue
			}
			for _, want := range []string{"is over: " + gv.Outcome.Reason, "Europe:", "Turn 1, the USSR hand:",
				"Turn 1, the US hand:", "== The whole game ==", "headline"} {
				if !strings.Contains(m.Body, want) {
					t.Errorf("game %d: the result mail to %s lacks %q", g.game, to, want)
				}
			}
		}
		t.Logf("Twilight Struggle by mail, game %d: %d replies, %s", g.game, replies, gv.Outcome.Reason)
	}
}
