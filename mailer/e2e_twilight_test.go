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

// twilightSeeds are the game seeds of Twilight Struggle games played by
// mail (the random players' seed is the same). A game by mail does not
// follow one path for a seed: which seat's mail arrives first decides
// the order of the random answers. The normal test run plays the first;
// TURNMAIL_LONG=1 plays on until a game has reached the final scoring
// (about one in three does, after over 400 mails).
var twilightSeeds = []uint64{3, 23, 28, 30, 32, 22, 24, 25, 26, 27, 29, 33}

// TestTwilightByMailEndToEnd plays Twilight Struggle between two random
// players over IMAP and SMTP to its end: every reply is APPENDed to the
// referee's mailbox, read by the watcher, applied by the desk and
// answered through the outbox into an SMTP sink. Both players and the
// moderator get a result mail with the result and why, the regions as
// the final scoring counts them, both hands at each turn and the whole
// game's log.
func TestTwilightByMailEndToEnd(t *testing.T) {
	long := os.Getenv("TURNMAIL_LONG") != ""
	finalScoring := false
	for i, seed := range twilightSeeds {
		if i > 0 && (!long || finalScoring) {
			break
		}
		imapSrv := mailtest.IMAPServer(t, mailtest.User{Name: "games", Password: "secret"})
		sink := mailtest.SMTPSink(t)
		f := newFixture(t, desk.Config{PlusAddressing: true, Moderators: []string{"mod@club.example"}})
		e := startE2E(t, f, imapin.Config{Addr: imapSrv.Addr, Username: "games", Password: "secret"}, sink)
		addrs := map[string]string{"USSR": "ussr@ts.example", "US": "us@ts.example"}
		slug, err := f.desk.CreateGame(context.Background(), desk.NewGame{Kind: "twilight-struggle", Seed: seed,
			Seats: []desk.NewSeat{{Seat: "USSR", Address: addrs["USSR"]}, {Seat: "US", Address: addrs["US"]}}})
		if err != nil {
			t.Fatal(err)
		}
		f.slug = slug
		replies := e.playSeatsByMail(t, addrs, func(raw []byte) { imapSrv.Append(t, "games", "INBOX", raw) }, seed)
		waitFor(t, "every reply to be handled", func() bool { return allSeen(t, imapSrv, "games") })
		if n := len(f.moves(t)); n != replies {
			t.Errorf("game %d: %d moves in the log for %d replies", seed, n, replies)
		}
		gv, _ := f.desk.Show(context.Background(), slug, desk.AsPublic)
		if !gv.Outcome.Over {
			t.Errorf("game %d: not over after both seats had a game-over mail", seed)
		}
		scored := strings.Contains(gv.Outcome.Reason, "the final scoring")
		finalScoring = finalScoring || scored
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
				t.Errorf("game %d: the last mail to %s is %q, want the result mail", seed, to, m.Subject)
				continue
			}
			wants := []string{"is over: " + gv.Outcome.Reason, "Europe:", "Turn 1, the USSR hand:",
				"Turn 1, the US hand:", "== The whole game ==", "Headlines revealed: USSR"}
			if scored {
				wants = append(wants, "The final scoring, region by region:", "Turn 10, the US hand:")
			}
			body := strings.Join(strings.Fields(m.Body), " ")
			for _, want := range wants {
				if !strings.Contains(body, want) {
					t.Errorf("game %d: the result mail to %s lacks %q", seed, to, want)
				}
			}
		}
		t.Logf("Twilight Struggle by mail, game %d: %d replies, %s", seed, replies, gv.Outcome.Reason)
	}
	if long && !finalScoring {
		t.Errorf("none of %d games by mail reached the final scoring", len(twilightSeeds))
	}
}
