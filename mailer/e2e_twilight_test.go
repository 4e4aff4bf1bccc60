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
// seed, the random players' seed and what ends the game. The first ends
// early (the USSR reaches 20 VP) and runs in the normal test run; the
// others, of over 400 mails each, only under TURNMAIL_LONG=1: two reach
// the final scoring, one ends at DEFCON 1.
var twilightByMail = []struct {
	game, players uint64
	end           string
}{{3, 3, "20 VP"}, {23, 23, "the final scoring"}, {32, 32, "the final scoring"}, {31, 31, "DEFCON 1"}}

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
		if !strings.Contains(gv.Outcome.Reason, g.end) {
			t.Errorf("game %d ended: %s; want an end by %s", g.game, gv.Outcome.Reason, g.end)
		}
		var got []sentMail
		waitFor(t, "the result mail to the moderator", func() bool {
			got = got[:0]
			for _, m := range sink.Messages() {
				got = append(got, decodeMail(t, m.Raw))
			}
			m, ok := latestTo(got, "mod@club.example")
			return ok && strings.HasSuffix(m.Subject, ": Game over")
		})
		for _, to := range []string{addrs["USSR"], addrs["US"], "mod@club.example"} {
			m, ok := latestTo(got, to)
			if !ok || !strings.HasSuffix(m.Subject, ": Game over") {
				t.Errorf("game %d: the last mail to %s is %q, want the result mail", g.game, to, m.Subject)
				continue
			}
			wants := []string{"is over: " + gv.Outcome.Reason, "Europe:", "Turn 1, the USSR hand:",
				"Turn 1, the US hand:", "== The whole game ==", "Headlines revealed: USSR"}
			if g.end == "the final scoring" {
				wants = append(wants, "The final scoring, region by region:", "Turn 10, the US hand:")
			}
			body := strings.Join(strings.Fields(m.Body), " ")
			for _, want := range wants {
				if !strings.Contains(body, want) {
					t.Errorf("game %d: the result mail to %s lacks %q", g.game, to, want)
				}
			}
		}
		t.Logf("Twilight Struggle by mail, game %d: %d replies, %s", g.game, replies, gv.Outcome.Reason)
	}
}
