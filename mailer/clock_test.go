package mailer

import (
	"context"
	"testing"
	"testing/synctest"
	"time"

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
		f := &fixture{st: st, desk: NewDesk(st, Config{Referee: referee, Moderators: []string{"mod@club.example"}}, time.Now, quietLog())}
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
		if r, l := count(kindReminder), count(kindLate); r != 2 || l != 4 {
			t.Errorf("after 73h: %d reminders and %d late notices, want 2 and 4 (each seat, and the moderator once per seat)", r, l)
		}
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Clock.Run = %v", err)
		}
	})
}
