package desk

import "testing"

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
