package desk

import (
	"context"
	"slices"
	"testing"
)

// Each mail is one transaction: one commit, one fsync of the WAL,
// whatever the desk does with it.
func TestEachMailIsOneCommit(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	opts := legalOptions(m.Body)
	for _, tt := range []struct {
		name string
		raw  []byte
		want Outcome
	}{
		{"an illegal move", reply(players["north"], m, "play 99"), Refused},
		{"a legal move", reply(players["north"], m, opts[0]), Applied},
		{"a stranger's mail", reply("mallory@evil.example", m, opts[0]), Rejected},
	} {
		before := f.st.Commits()
		if got := f.handle(t, tt.raw); got != tt.want {
			t.Fatalf("%s = %s, want %s", tt.name, got, tt.want)
		}
		if n := f.st.Commits() - before; n != 1 {
			t.Errorf("%s: %d commits, want 1", tt.name, n)
		}
	}
}

// A batch of mails is one commit, and each mail fares as it would alone:
// a copy later in the batch is known by the ledger line the first wrote.
func TestBatchOfMailsIsOneCommit(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	move := reply(players["north"], m, legalOptions(m.Body)[0])
	raws := []Raw{{Raw: move}, {Raw: move}, {Raw: reply("mallory@evil.example", m, "play 1")}, {Raw: reply(players["north"], m, "play 99")}}
	before := f.st.Commits()
	got, err := f.desk.HandleBatch(context.Background(), raws)
	if err != nil {
		t.Fatalf("HandleBatch = %v", err)
	}
	if want := []Outcome{Applied, Duplicate, Rejected, Refused}; !slices.Equal(got, want) {
		t.Errorf("HandleBatch = %v, want %v", got, want)
	}
	if n := f.st.Commits() - before; n != 1 {
		t.Errorf("a batch of %d mails made %d commits, want 1", len(raws), n)
	}
	if n := len(f.moves(t)); n != 1 {
		t.Errorf("%d moves, want 1", n)
	}
}
