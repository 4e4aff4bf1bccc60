package desk

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"turnmail/store"
)

// fail marks the queued mail to addr failed for good, as the outbox does.
func (f *fixture) fail(t *testing.T, addr, cause string) {
	t.Helper()
	err := f.st.Update(context.Background(), func(tx *store.Tx) error {
		g, err := tx.GameBySlug(f.slug)
		if err != nil {
			return err
		}
		ms, err := tx.Outbox(g.ID)
		if err != nil {
			return err
		}
		for _, m := range ms {
			if m.To == addr && m.Status == "queued" {
				if err := tx.MarkFailed(m.ID, f.clock.Now(), cause); err != nil {
					return err
				}
				return f.desk.Undeliverable(tx, m, errors.New(cause))
			}
		}
		return errors.New("no queued mail to " + addr)
	})
	if err != nil {
		t.Fatalf("fail mail to %s: %v", addr, err)
	}
}

// The moderators' notice of undeliverable mail names the game, the seat
// and the address, and one notice an hour per game lists the failures.
func TestUndeliverableMailIsReportedOncePerGamePerHour(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{moderator}})
	f.newDuel(t, 5)
	start := len(f.outbox(t))
	f.fail(t, players["south"], "550 no such user")
	mods := answersTo(f.outbox(t), start, moderator)
	if len(mods) != 1 {
		t.Fatalf("one failure: %d notices to the moderators, want 1", len(mods))
	}
	for _, want := range []string{f.slug, "south <" + players["south"] + ">", "550 no such user"} {
		if !strings.Contains(flat(mods[0].Body), want) {
			t.Errorf("the notice lacks %q:\n%s", want, mods[0].Body)
		}
	}
	m, _ := latestTo(f.outbox(t), players["north"])
	f.handle(t, reply(players["north"], m, legalOptions(m.Body)[0]))
	f.clock.Add(10 * time.Minute)
	mark := len(f.outbox(t))
	f.fail(t, players["north"], "552 mailbox full")
	if err := f.desk.Tick(context.Background()); err != nil {
		t.Fatalf("Tick: %v", err)
	}
	if n := len(answersTo(f.outbox(t), mark, moderator)); n != 0 {
		t.Errorf("a second failure within the hour: %d notices, want 0 until the hour is over", n)
	}
	f.clock.Add(51 * time.Minute)
	for i := 0; i < 2; i++ {
		if err := f.desk.Tick(context.Background()); err != nil {
			t.Fatalf("Tick: %v", err)
		}
	}
	mods = answersTo(f.outbox(t), mark, moderator)
	if len(mods) != 1 {
		t.Fatalf("after the hour: %d notices, want 1 listing the held failure", len(mods))
	}
	if b := flat(mods[0].Body); !strings.Contains(b, "north <"+players["north"]+">") || strings.Contains(b, "550 no such user") {
		t.Errorf("the digest should list north's failure only:\n%s", mods[0].Body)
	}
}
