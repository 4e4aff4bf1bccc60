package desk

import (
	"context"
	"regexp"
	"slices"
	"testing"
)

// A stranger's mail that the desk rejected does not make a seat's mail
// with the same Message-ID a duplicate: otherwise a forger who guessed a
// seat's next Message-ID could shut the seat out.
func TestRejectedMailDoesNotMakeItsMessageIDADuplicate(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	move := legalOptions(m.Body)[0]
	real := reply(players["north"], m, move)
	msgid := regexp.MustCompile(`Message-ID: <[^>]+>`)
	forged := msgid.ReplaceAll(reply("mallory@evil.example", m, move), msgid.Find(real))
	if got := f.handle(t, forged); got != Rejected {
		t.Fatalf("Handle(forged mail) = %s, want %s", got, Rejected)
	}
	if got := f.handle(t, real); got != Applied {
		t.Errorf("Handle(seat's mail with the forged mail's Message-ID) = %s, want %s", got, Applied)
	}
	if got := f.handle(t, real); got != Duplicate {
		t.Errorf("Handle(seat's mail again) = %s, want %s", got, Duplicate)
	}
}

// A batch looks its mails up in the ledger with one statement and still
// answers each as Handle would one after the other: a mail handled in an
// earlier transaction, a copy of it with other bytes, a mail twice in
// the batch, and a later copy in the batch of one the batch applied.
func TestBatchFindsDuplicatesAsHandleDoes(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	first := reply(players["north"], m, legalOptions(m.Body)[0])
	if got := f.handle(t, first); got != Applied {
		t.Fatalf("Handle(first move) = %s, want %s", got, Applied)
	}
	copyOf := func(raw []byte) []byte { return append([]byte("X-Copy: resent\r\n"), raw...) }
	m, _ = latestTo(f.outbox(t), players["south"])
	second := reply(players["south"], m, legalOptions(m.Body)[0])
	raws := []Raw{{Raw: first}, {Raw: copyOf(first)}, {Raw: second}, {Raw: second}, {Raw: copyOf(second)}}
	got, err := f.desk.HandleBatch(context.Background(), raws)
	if err != nil {
		t.Fatalf("HandleBatch = %v", err)
	}
	if want := []Outcome{Duplicate, Duplicate, Applied, Duplicate, Duplicate}; !slices.Equal(got, want) {
		t.Errorf("HandleBatch = %v, want %v", got, want)
	}
	if n := len(f.moves(t)); n != 2 {
		t.Errorf("%d moves, want 2", n)
	}
	// The copies with other bytes are in the ledger by their own hashes
	// (seen records them), so a third copy is known by its bytes.
	if got := f.handle(t, copyOf(second)); got != Duplicate {
		t.Errorf("Handle(a copy handled in the batch) = %s, want %s", got, Duplicate)
	}
}

// A copy of a mail with other bytes is a duplicate by its Message-ID even
// where the Message-ID's bytes are not UTF-8 (an old client's Latin-1
// host name): the ledger matches it byte for byte.
func TestCopyWithLatin1MessageIDIsADuplicate(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	msgid := regexp.MustCompile(`Message-ID: <[^>]+>`)
	move := msgid.ReplaceAll(reply(players["north"], m, legalOptions(m.Body)[0]), []byte("Message-ID: <1.move@caf\xe9.example>"))
	if got := f.handle(t, move); got != Applied {
		t.Fatalf("Handle(move) = %s, want %s", got, Applied)
	}
	resent := append([]byte("X-Copy: resent\r\n"), move...)
	if got := f.handle(t, resent); got != Duplicate {
		t.Errorf("Handle(a copy with other bytes) = %s, want %s", got, Duplicate)
	}
	if got, err := f.desk.HandleBatch(context.Background(), []Raw{{Raw: append([]byte("X-Copy: again\r\n"), move...)}}); err != nil || !slices.Equal(got, []Outcome{Duplicate}) {
		t.Errorf("HandleBatch(another copy) = %v, %v, want [%s]", got, err, Duplicate)
	}
	if n := len(f.moves(t)); n != 1 {
		t.Errorf("%d moves, want 1", n)
	}
}
