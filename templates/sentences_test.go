package templates

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// sentences lists every text of mail/sentences.tmpl with sample data.
var sentences = []struct {
	name string
	data any
}{
	{"subject-turn", map[string]any{}},
	{"subject-turn", map[string]any{"First": true, "Waiting": []string{"south"}}},
	{"subject-confirm", map[string]any{"Asked": true}},
	{"subject-confirm", map[string]any{}},
	{"subject-refusal", nil},
	{"subject-help", nil},
	{"subject-reminder", nil},
	{"subject-late", nil},
	{"subject-gameover", nil},
	{"subject-notice", nil},
	{"subject-line", map[string]any{"Tag": "[duel-3 #4]", "Title": "Duel", "Seat": "north", "Subject": "Your turn"}},
	{"player-label", 2},
	{"seats-settled", map[string]any{"Seats": "bob@x.example plays USSR, ann@x.example plays US", "Log": []string{"The bids for sides are revealed."}}},
	{"seats-settled", map[string]any{"Seats": "ann@x.example plays USSR, bob@x.example plays US"}},
	{"seats-open", map[string]any{"Seats": "ann@x.example is player 1, bob@x.example is player 2"}},
	{"seat-holder", map[string]any{"Address": "bob@x.example", "Seat": "USSR"}},
	{"seat-holder-open", map[string]any{"Address": "bob@x.example", "Seat": "player 2"}},
	{"subject-line", map[string]any{"Tag": "[duel-3]", "Title": "Duel", "Subject": "Game over"}},
	{"notice-subject", "Which game?"},
	{"reply-hint", map[string]any{"Plus": true}},
	{"reply-hint", map[string]any{"Tag": "[duel-3.k7f3q9 #4]"}},
	{"by-moderator", "ada@club.example"},
	{"halted", "the rules of card 42 are not written yet."},
	{"rebuilt", nil},
	{"refuse-over", "north reached 3 points"},
	{"refuse-halted", "the rules of card 42 are not written yet."},
	{"refuse-not-asked", map[string]any{"Seat": "north", "Waiting": []string{"south"}}},
	{"refuse-stale", map[string]any{"Got": 3, "Want": 4}},
	{"refuse-no-commands", nil},
	{"rolled-rest", map[string]any{"LineNo": 2, "Line": "play 99", "Reason": "99 is not in your hand."}},
	{"status-beside-move", nil},
	{"hint-which-game-subject", nil},
	{"hint-which-game", map[string]any{"Games": []string{"[duel-3] north", "[ts-1] US"}}},
	{"hint-no-such-game-subject", nil},
	{"hint-no-such-game", map[string]any{"Game": "duel-9", "Games": []string{"[duel-3] north"}}},
	{"hint-wrong-address-subject", nil},
	{"hint-wrong-address", map[string]any{"NoToken": true}},
	{"hint-wrong-address", map[string]any{"NoToken": false}},
	{"hint-too-large-subject", nil},
	{"hint-too-large", map[string]any{"Size": "150.0 MB", "Max": "10.0 MB"}},
	{"hint-internal-error-subject", nil},
	{"hint-internal-error", nil},
	{"late-moderators", map[string]any{"Seat": "south", "Decision": 4}},
	{"undeliverable-subject", nil},
	{"undeliverable", map[string]any{"Game": "duel-3", "Count": 1}},
	{"undeliverable", map[string]any{"Game": "duel-3", "Count": 2}},
	{"undeliverable-item", map[string]any{"Kind": KindTurn, "Seat": "south", "To": "bob@x.example", "MessageID": "turnmail.abc@club.example", "Cause": "550 no such user"}},
	{"answer-cap-subject", nil},
	{"answer-cap", map[string]any{"Address": "bob@x.example", "Game": "duel-3", "Limit": 10}},
	{"answer-cap", map[string]any{"Address": "bob@x.example", "Limit": 10}},
	{"time-control", map[string]any{"Period": "48h", "Grace": "12h", "Remind": []string{"24h", "2h"}, "Late": "forfeit"}},
	{"time-control", map[string]any{"Period": "72h", "Remind": []string{}, "Late": "notify"}},
	{"time-control", map[string]any{"Period": "24h", "Remind": []string{"2h"}, "Late": "extend", "Extensions": 2}},
	{"time-control", map[string]any{"Period": "24h", "Remind": []string{"2h"}, "Late": "pass"}},
	{"late-forfeit", "Thu 3 Dec 2026 07:00 CET"},
	{"late-pass", "Thu 3 Dec 2026 07:00 CET"},
	{"late-others", map[string]any{"Seat": "south", "Decision": 4, "Due": "Wed 2 Dec 2026 19:00 CET"}},
	{"extended", map[string]any{"Seat": "south", "Decision": 4, "Used": 1, "Max": 2, "Due": "Thu 3 Dec 2026 19:00 CET"}},
	{"forfeited", "south"},
	{"passed", nil},
	{"subject-status", nil},
	{"subject-history", nil},
	{"player-commands", nil},
	{"history-head", map[string]any{"Last": 0}},
	{"history-head", map[string]any{"Last": 5}},
	{"history-empty", nil},
	{"said", map[string]any{"Seat": "north", "Text": "Good luck!"}},
	{"say-sent", map[string]any{"To": []string{"south"}}},
	{"refuse-say-empty", nil},
	{"refuse-say-long", 2000},
	{"vacation-you", map[string]any{"Until": "Fri 4 Dec 2026 12:00 UTC", "Due": "Mon 7 Dec 2026 12:00 UTC", "Left": "9d"}},
	{"vacation-others", map[string]any{"Seat": "north", "Until": "Fri 4 Dec 2026 12:00 UTC", "Length": "5d"}},
	{"back-you", map[string]any{"Due": "Thu 3 Dec 2026 12:00 UTC", "Left": "12d"}},
	{"back-others", map[string]any{"Seat": "north"}},
	{"refuse-vacation-length", nil},
	{"refuse-vacation-allowance", map[string]any{"Length": "12d", "Left": "10d23h", "Allowance": "14d"}},
	{"refuse-vacation-away", "Fri 4 Dec 2026 12:00 UTC"},
	{"refuse-back", nil},
	{"refuse-command-beside-move", map[string]any{"Command": "vacation 5d", "Line": "play 3"}},
	{"refuse-command-beside-move", map[string]any{"Command": "say Good luck!", "Line": "play 3", "Say": true}},
	{"refuse-game-over", nil},
	{"resign-ask", 12},
	{"refuse-resign-stale", map[string]any{"Got": "9", "Want": 12}},
	{"resigned", "north"},
	{"outage", map[string]any{"From": "Sun 29 Nov 2026 12:00 UTC", "To": "Mon 30 Nov 2026 18:00 UTC", "Length": "30h"}},
	{"refuse-paused", nil},
	{"moderator-extended", map[string]any{"Actor": "ada", "Seat": "south", "By": "24h"}},
	{"moderator-extended", map[string]any{"Actor": "ada", "By": "24h"}},
	{"moderator-paused", "ada"},
	{"moderator-resumed", map[string]any{"Actor": "ada", "Length": "26h"}},
	{"moderator-replaced", map[string]any{"Actor": "ada", "Seat": "south"}},
	{"replaced-subject", nil},
	{"replaced-old", map[string]any{"Actor": "ada", "Seat": "south", "Game": "duel-3"}},
	{"replaced-new", map[string]any{"Actor": "ada", "Seat": "south"}},
	{"moderator-aborted", map[string]any{"Actor": "ada", "Reason": "both players left the club"}},
	{"moderator-rolledback", map[string]any{"Actor": "ada", "Seq": 4, "Count": 2}},
	{"moderator-moved", map[string]any{"Actor": "ada", "Seat": "south"}},
	{"moderator-refused", "\"frobnicate\" is not a moderator's command"},
	{"started-moderators", map[string]any{"Seats": "north=north@a.example, south=south@b.example"}},
	{"seed-hash", "6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b"},
	{"seed-reveal", map[string]any{"Seed": 1, "Hash": "6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b"}},
	{"proposal-subject", nil},
	{"proposal-refused", "there is no game \"chess\""},
	{"proposal-sent", map[string]any{"Title": "Duel", "Seats": "north@a.example as north, south@b.example as south", "Expires": "Sun 6 Dec 2026 12:00 UTC"}},
	{"invitation-subject", map[string]any{"Tag": "[invite-3]", "Title": "Duel"}},
	{"invitation", map[string]any{"Proposer": "north@a.example", "Title": "Duel", "Seats": "north@a.example as north, south@b.example as south", "Seat": "south", "Expires": "Sun 6 Dec 2026 12:00 UTC"}},
	{"invitation-how", nil},
	{"invitation-closed", "expired"},
	{"invitation-declined", map[string]any{"Who": "south@b.example", "Seat": "south"}},
	{"invitation-expired", map[string]any{"Kind": "duel"}},
	{"games-subject", nil},
	{"games-line", map[string]any{"Game": "duel-3", "Kind": "duel", "Seat": "north", "Status": "active"}},
	{"games-list", []string{"[duel-3] duel, as north: active", "[ts-1] twilight-struggle, as US: over"}},
	{"digest-subject", nil},
	{"digest-game", map[string]any{"Game": "duel-3", "Kind": "duel", "Status": "active", "Waiting": []string{"north", "south"}, "Late": []string{"south 5h"}}},
	{"digest-failed", map[string]any{"Kind": "turn", "To": "bob@x.example", "Error": "550 no such user"}},
	{"digest", map[string]any{"Games": []string{"[duel-3] duel: active; waits for south"}, "Failed": []string{"a turn mail to bob@x.example: 550 no such user"}}},
	{"digest", map[string]any{}},
	{"earlier-lines", 12},
	{"leak-seat-subject", nil},
	{"leak-seat", map[string]any{"Game": "duel-3", "Seat": "north", "Address": "ada@x.example", "From": "ada@x.example", "Envelope": "mallory@evil.example"}},
	{"leak-moderators-subject", nil},
	{"leak-moderators", map[string]any{"Game": "duel-3", "Seat": "north", "Address": "ada@x.example", "From": "bob@x.example"}},
	{"token-rotated", nil},
}

func TestSentencesMatchGolden(t *testing.T) {
	var b strings.Builder
	for _, s := range sentences {
		got, err := Say(s.name, s.data)
		if err != nil {
			t.Fatalf("Say(%s, %v) = %v", s.name, s.data, err)
		}
		if got == "" || strings.Contains(got, "<no value>") {
			t.Errorf("Say(%s, %v) = %q, want a sentence", s.name, s.data, got)
		}
		fmt.Fprintf(&b, "%s\t%s\n", s.name, got)
	}
	golden := filepath.Join("testdata", "sentences.golden")
	if *update {
		if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("read golden file (run go test ./templates -update to create it): %v", err)
	}
	if b.String() != string(want) {
		t.Errorf("the sentences differ from %s:\n--- got\n%s\n--- want\n%s", golden, b.String(), want)
	}
}

func TestSayRefusesAnUnknownSentence(t *testing.T) {
	if got, err := Say("no-such-sentence", nil); err == nil {
		t.Errorf("Say(no-such-sentence) = %q, want an error", got)
	}
}
