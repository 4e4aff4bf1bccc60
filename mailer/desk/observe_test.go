package desk

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"turnmail/store"
)

const watcher = "eve@watch.example"

// write mails text to the referee from addr, as a new mail with a
// Message-ID of its own (n counts the mails the test wrote).
func (f *fixture) write(t *testing.T, n *int, from, text string) Outcome {
	t.Helper()
	*n++
	raw := fmt.Sprintf("From: %s\r\nTo: %s\r\nSubject: hello\r\nMessage-ID: <w%d.%s>\r\nDate: %s\r\n\r\n%s\r\n",
		from, referee, *n, from, f.clock.Now().Format(time.RFC1123Z), text)
	return f.handle(t, []byte(raw))
}

// mailsFor returns the mails queued to addr.
func mailsFor(ms []sentMail, addr string) []sentMail {
	var out []sentMail
	for _, m := range ms {
		if strings.EqualFold(m.To, addr) {
			out = append(out, m)
		}
	}
	return out
}

func TestObserverGetsThePublicViewOfEveryTurnAndNoHand(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	slug, err := f.desk.CreateGame(context.Background(), NewGame{Kind: "duel", Seed: 21, Actor: "test", Observers: true,
		Seats: []NewSeat{{Seat: "north", Address: "North@A.example"}, {Seat: "south", Address: "south@b.example"}}})
	if err != nil {
		t.Fatal(err)
	}
	f.slug = slug
	sent := 0
	if got := f.write(t, &sent, watcher, "watch "+slug); got != Applied {
		t.Fatalf("watch %s = %s, want applied", slug, got)
	}
	if got := f.write(t, &sent, watcher, "watch "+slug); got != Refused {
		t.Errorf("a second watch = %s, want refused", got)
	}
	if got := f.write(t, &sent, "north@a.example", "watch "+slug); got != Refused {
		t.Errorf("watch from a player of the game = %s, want refused", got)
	}
	first := mailsFor(f.outbox(t), watcher)
	if len(first) == 0 || !strings.Contains(flat(first[0].Body), "You now watch "+slug) || !strings.Contains(first[0].Body, "== The game ==") {
		t.Fatalf("the answer to watch shows no public view: %+v", first)
	}

	f.play(t, "north@a.example")
	f.play(t, "south@b.example")
	moves := len(f.moves(t))
	watched := mailsFor(f.outbox(t), watcher)
	if got := len(watched) - len(first); got != 2 {
		t.Errorf("after 2 moves the observer got %d more mails, want 2", got)
	}
	playToTheEnd(t, f, 2)
	watched = mailsFor(f.outbox(t), watcher)
	if n := len(f.moves(t)); len(watched) < n-moves+2 {
		t.Errorf("the observer got %d mails for %d moves, want one a move", len(watched), n)
	}
	if last := watched[len(watched)-1]; last.Kind != kindGameOver {
		t.Errorf("the observer's last mail is a %s, want the game's end", last.Kind)
	}
	for seat, lines := range privateLines(t, f) {
		for _, m := range watched {
			if strings.Contains(m.Body, "Only for you") {
				t.Errorf("a %s mail to the observer has a private part:\n%s", m.Kind, m.Body)
			}
			for _, l := range lines {
				if strings.Contains("\n"+m.Body+"\n", "\n"+l+"\n") {
					t.Errorf("a %s mail to the observer contains %s's private line %q", m.Kind, seat, l)
				}
			}
		}
	}
	if got := f.write(t, &sent, watcher, "unwatch "+slug); got != Applied {
		t.Errorf("unwatch = %s, want applied", got)
	}
	if got := f.write(t, &sent, watcher, "unwatch "+slug); got != Refused {
		t.Errorf("a second unwatch = %s, want refused", got)
	}
}

func TestUnwatchStopsTheMail(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	slug, err := f.desk.CreateGame(context.Background(), NewGame{Kind: "duel", Seed: 5, Actor: "test", Observers: true,
		Seats: []NewSeat{{Seat: "north", Address: "north@a.example"}, {Seat: "south", Address: "south@b.example"}}})
	if err != nil {
		t.Fatal(err)
	}
	f.slug = slug
	sent := 0
	f.write(t, &sent, watcher, "watch "+slug)
	f.play(t, "north@a.example")
	m, ok := latestTo(f.outbox(t), watcher)
	if !ok {
		t.Fatal("no mail to the observer")
	}
	if got := f.handle(t, reply(watcher, m, "UNWATCH "+slug)); got != Applied {
		t.Fatalf("unwatch in a reply to the observer's mail = %s, want applied", got)
	}
	before := len(mailsFor(f.outbox(t), watcher))
	f.play(t, "south@b.example")
	f.play(t, "north@a.example")
	if after := len(mailsFor(f.outbox(t), watcher)); after != before {
		t.Errorf("after unwatch the observer got %d more mails, want 0", after-before)
	}
}

func TestWatchIsRefusedInAGameWithoutObservers(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	sent := 0
	for _, slug := range []string{f.slug, "duel-999"} {
		if got := f.write(t, &sent, watcher, "watch "+slug); got != Refused {
			t.Errorf("watch %s = %s, want refused", slug, got)
		}
	}
	m, _ := latestTo(f.outbox(t), watcher)
	if strings.Contains(m.Body, "== The game ==") || !strings.Contains(m.Body, "allows observers") {
		t.Errorf("the refusal shows the game or no reason:\n%s", m.Body)
	}
	var n int
	if err := f.st.View(context.Background(), func(tx *store.Tx) error {
		g, err := tx.GameBySlug(f.slug)
		if err != nil {
			return err
		}
		obs, err := tx.Observers(g.ID)
		n = len(obs)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if n != 0 {
		t.Errorf("a game without observers has %d observers", n)
	}
}

func TestProposalSetsObservers(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Proposers: []string{"*"}})
	ng, err := f.desk.readProposal("north@a.example", []string{"new duel with south@b.example as south, observers yes"})
	if err != nil || !ng.Observers {
		t.Errorf("readProposal(observers yes) = %+v, %v; want Observers", ng, err)
	}
	ng, err = f.desk.readProposal("north@a.example", []string{"new duel with south@b.example as south"})
	if err != nil || ng.Observers {
		t.Errorf("readProposal(no observers clause) = %+v, %v; want no observers", ng, err)
	}
	if _, err := f.desk.readProposal("north@a.example", []string{"new duel with south@b.example as south, observers maybe"}); err == nil {
		t.Error("readProposal(observers maybe) = nil error, want a refusal")
	}
}
