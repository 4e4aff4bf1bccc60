package desk

import (
	"context"
	"testing"
	"time"

	"turnmail/store"
)

func TestDigestNamesTheLateAndTheUndeliverable(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{moderator}})
	f.newTimedDuel(t, 24, store.TimeControl{})
	f.play(t, "north@a.example")
	f.clock.Add(29 * time.Hour)
	if err := f.st.Update(context.Background(), func(tx *store.Tx) error {
		ms, err := tx.DueOutbox(f.clock.Now(), 1)
		if err != nil {
			return err
		}
		return tx.MarkFailed(ms[0].ID, f.clock.Now(), "550 no such user")
	}); err != nil {
		t.Fatal(err)
	}
	if err := f.desk.Digest(context.Background()); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"[duel-1] duel: active; waits for south; late: south 5h", "550 no such user"} {
		if n := mailsTo(f.outbox(t), moderator, kindNotice, want); n != 1 {
			t.Errorf("digests to the moderator with %q = %d, want 1", want, n)
		}
	}
}
