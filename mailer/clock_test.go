package mailer

import (
	"context"
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"turnmail/mailer/desk"
	"turnmail/mailer/mailtest"
	"turnmail/store"
)

// TestClockRunsOnCronUnderAFakeClock runs the real cron schedule inside a
// synctest bubble, where time.Now and timers are fake: three simulated
// days pass in moments.
func TestClockRunsOnCronUnderAFakeClock(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		st, err := store.Open(context.Background(), t.TempDir()+"/turnmail.db")
		if err != nil {
			t.Fatal(err)
		}
		defer st.Close()
		f := newFixtureOn(st, desk.Config{Moderators: []string{"mod@club.example"}}, time.Now, quietLog())
		f.newDuel(t, 5)
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan error)
		go func() { done <- NewClock(f.desk, "@every 10m").Run(ctx) }()

		count := func(kind string) int { return countKind(f.outbox(t), kind) }
		time.Sleep(47 * time.Hour)
		synctest.Wait()
		if n := count(kindReminder); n != 0 {
			t.Errorf("after 47h: %d reminders, want 0", n)
		}
		time.Sleep(2 * time.Hour)
		synctest.Wait()
		if n := count(kindReminder); n != 2 {
			t.Errorf("after 49h: %d reminders, want 2", n)
		}
		time.Sleep(24 * time.Hour)
		synctest.Wait()
		if r, l := count(kindReminder), count(kindLate); r != 4 || l != 4 {
			t.Errorf("after 73h: %d reminders and %d late notices, want 4 (24h and 2h before, each seat) and 4 (each seat, and the moderator once per seat)", r, l)
		}
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Clock.Run = %v", err)
		}
	})
}

func TestModeratorsLateNoticeNamesTheDeadline(t *testing.T) {
	f := newFixture(t, desk.Config{PlusAddressing: true, Moderators: []string{"mod@club.example"}})
	f.newDuel(t, 5)
	due := f.clock.Now().Add(72 * time.Hour)
	f.clock.Add(73 * time.Hour)
	if err := NewClock(f.desk, "@every 1m").Tick(context.Background()); err != nil {
		t.Fatal(err)
	}
	n := 0
	named := map[string]bool{}
	for _, m := range f.outbox(t) {
		if m.Kind != kindLate || m.To != "mod@club.example" {
			continue
		}
		n++
		for _, seat := range []string{"north", "south"} {
			if strings.Contains(m.Body, "still waits for:\n"+seat+".") || strings.Contains(m.Body, "still waits for: "+seat+".") {
				named[seat] = true
			}
		}
		if !strings.Contains(m.Body, "passed at "+due.UTC().Format("Mon 2 Jan 2006 15:04 MST")) {
			t.Errorf("the moderators' late notice does not say when the deadline passed (%v):\n%s", due, m.Body)
		}
	}
	if n != 2 || !named["north"] || !named["south"] {
		t.Errorf("%d late notices to the moderator naming %v, want 2, one for each late seat", n, named)
	}
}

// One game the desk cannot load (a broken snapshot and log, a rules bug) must not
// hold back every other game's reminders.
func TestOneBrokenGameDoesNotStopOtherReminders(t *testing.T) {
	f := newFixture(t, desk.Config{PlusAddressing: true})
	broken := f.newDuel(t, 5)
	f.clock.Add(time.Minute)
	f.newDuel(t, 6)
	err := f.st.Update(context.Background(), func(tx *store.Tx) error {
		g, err := tx.GameBySlug(broken)
		if err != nil {
			return err
		}
		// A snapshot the rules cannot read and a log that no longer
		// replays: the desk can neither load nor rebuild this game.
		bad := &store.Move{GameID: g.ID, Seat: "north", Raw: "xyzzy", Normal: "xyzzy", Source: "moderator", Actor: "test", At: f.clock.Now()}
		if err := tx.AppendMove(bad); err != nil {
			return err
		}
		return tx.SaveSnapshot(g.ID, bad.Seq, []byte("not a state"))
	})
	if err != nil {
		t.Fatal(err)
	}
	f.clock.Add(49 * time.Hour)
	if err := NewClock(f.desk, "@every 1m").Tick(context.Background()); err == nil {
		t.Errorf("Tick() with a broken game = nil, want its error reported")
	}
	n := 0
	for _, m := range f.outbox(t) {
		if m.Kind == kindReminder {
			n++
		}
	}
	if n != 2 {
		t.Errorf("%d reminders, want 2 for the game that works", n)
	}
}

// With a deadline shorter than every reminder's lead time, the reminder
// does not go out on the heels of the turn mail but halfway to the
// deadline.
func TestShortDeadlineIsNotRemindedAtOnce(t *testing.T) {
	f := newFixture(t, desk.Config{PlusAddressing: true, Deadline: 12 * time.Hour, Remind: []time.Duration{24 * time.Hour}})
	f.newDuel(t, 5)
	clock := NewClock(f.desk, "@every 1m")
	for _, c := range []struct {
		after time.Duration
		want  int
	}{{time.Minute, 0}, {5 * time.Hour, 0}, {time.Hour + time.Minute, 2}, {4 * time.Hour, 2}} {
		f.clock.Add(c.after)
		if err := clock.Tick(context.Background()); err != nil {
			t.Fatal(err)
		}
		if n := countKind(f.outbox(t), kindReminder); n != c.want {
			t.Errorf("%s into a 12h deadline: %d reminders, want %d", f.clock.Now().Sub(time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)), n, c.want)
		}
	}
}

// Housekeeping keeps each game playable from its newest snapshot and
// drops the older ones.
func TestHousekeepingPrunesOldSnapshots(t *testing.T) {
	f := newFixture(t, desk.Config{PlusAddressing: true})
	f.newDuel(t, 5)
	playByModerator(t, f)
	moves := len(f.moves(t))
	if err := NewClock(f.desk, "@every 1m").Housekeep(context.Background()); err != nil {
		t.Fatalf("Housekeep() = %v", err)
	}
	err := f.st.View(context.Background(), func(tx *store.Tx) error {
		g, err := tx.GameBySlug(f.slug)
		if err != nil {
			return err
		}
		seq, _, err := tx.LatestSnapshot(g.ID)
		if err != nil || seq != moves {
			t.Errorf("after housekeeping the newest snapshot is %d (%v), want %d", seq, err, moves)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if changed, err := f.desk.Replay(context.Background(), f.slug, "test"); err != nil || changed {
		t.Errorf("Replay after housekeeping = %v, %v; want the same state", changed, err)
	}
}

// playByModerator plays the fixture's game to its end, each move the
// first legal option of the first seat asked, entered by a moderator.
func playByModerator(t *testing.T, f *fixture) {
	t.Helper()
	ctx := context.Background()
	for range 500 {
		gv, err := f.desk.Show(ctx, f.slug, desk.AsModerator)
		if err != nil {
			t.Fatal(err)
		}
		if len(gv.Pending) == 0 {
			return
		}
		p := gv.Pending[0]
		if _, err := f.desk.ModeratorMove(ctx, f.slug, p.Seat, p.Options[:1], "test"); err != nil {
			t.Fatalf("ModeratorMove(%s, %q) = %v", p.Seat, p.Options[0], err)
		}
	}
	t.Fatal("the game did not end in 500 moves")
}

// Housekeeping cuts mail sent longer than KeepSent ago down to its
// header and keeps newer and unsent mail whole.
func TestHousekeepingPrunesSentMailAfterKeepSent(t *testing.T) {
	f := newFixture(t, desk.Config{PlusAddressing: true})
	sink := mailtest.SMTPSink(t)
	f.newDuel(t, 5)
	if _, err := NewOutbox(f.desk, newSender(t, sink)).Flush(context.Background()); err != nil {
		t.Fatal(err)
	}
	playByModerator(t, f) // queued, never sent
	clock := NewClock(f.desk, "@every 1m")
	clock.KeepSent = 48 * time.Hour
	for _, c := range []struct {
		after      time.Duration
		wantPruned int
	}{{47 * time.Hour, 0}, {2 * time.Hour, 2}} {
		f.clock.Add(c.after)
		if err := clock.Housekeep(context.Background()); err != nil {
			t.Fatalf("Housekeep() = %v", err)
		}
		pruned := 0
		for _, r := range f.outboxRows(t) {
			switch {
			case !r.Pruned.IsZero() && r.Status != "sent":
				t.Errorf("mail %s pruned with status %s", r.MessageID, r.Status)
			case !r.Pruned.IsZero():
				pruned++
				if r.RawHash == "" || len(r.Raw) == 0 {
					t.Errorf("pruned mail %s kept hash %q and %d bytes, want the hash and the header", r.MessageID, r.RawHash, len(r.Raw))
				}
			}
		}
		if pruned != c.wantPruned {
			t.Errorf("%v after sending: %d mails pruned, want %d", f.clock.Now().Sub(time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)), pruned, c.wantPruned)
		}
	}
}
