package desk

import (
	"context"
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"

	"turnmail/store"
)

// finishedDuel plays a Duel to its end by mail and exports its log.
func finishedDuel(t *testing.T) (*fixture, *Export) {
	t.Helper()
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{moderator}})
	f.newDuel(t, 11)
	playToTheEnd(t, f, 1)
	x, err := f.desk.ExportLog(context.Background(), f.slug)
	if err != nil {
		t.Fatalf("ExportLog: %v", err)
	}
	return f, x
}

func TestVerifyAcceptsAnHonestLogAndRejectsATamperedOne(t *testing.T) {
	f, x := finishedDuel(t)
	if err := f.desk.Verify(context.Background(), f.slug); err != nil {
		t.Fatalf("Verify(honest game) = %v", err)
	}
	raw, err := json.Marshal(x)
	if err != nil {
		t.Fatal(err)
	}
	load := exportLoader(t, raw)
	if err := VerifyExport(load()); err != nil {
		t.Fatalf("VerifyExport(honest export) = %v", err)
	}
	rolled := slices.IndexFunc(x.Moves, func(m ExportMove) bool { return strings.Contains(strings.Join(m.Log, " "), "Revealed") })
	if rolled < 0 {
		t.Fatal("no move revealed cards")
	}
	tampered := map[string]func(x *Export){
		"a changed roll": func(x *Export) {
			x.Moves[rolled].Log = slices.Clone(x.Moves[rolled].Log)
			for i, l := range x.Moves[rolled].Log {
				if strings.HasPrefix(l, "Revealed") {
					x.Moves[rolled].Log[i] = l + " (die 6)"
				}
			}
		},
		"a removed move":        func(x *Export) { x.Moves = slices.Delete(x.Moves, 1, 2) },
		"a removed chain entry": func(x *Export) { x.Chain = slices.Delete(x.Chain, 2, 3) },
		"another seed":          func(x *Export) { x.Seed++ },
		"a changed chain entry": func(x *Export) {
			i := slices.IndexFunc(x.Chain, func(l store.Link) bool { return strings.Contains(l.Body, `"kind":"move"`) })
			x.Chain[i].Body = strings.Replace(x.Chain[i].Body, `"commands":[`, `"commands":["pass",`, 1)
		},
	}
	for name, tamper := range tampered {
		y := load()
		tamper(y)
		if err := VerifyExport(y); err == nil {
			t.Errorf("VerifyExport(log with %s) = nil, want an error", name)
		}
	}
}

func TestSeedIsCommittedAtTheStartAndRevealedAtTheEnd(t *testing.T) {
	f, x := finishedDuel(t)
	ms := f.outbox(t)
	hash := seedHash(x.Seed)
	for _, addr := range []string{"north@a.example", "south@b.example"} {
		var first, last sentMail
		for _, m := range ms {
			if m.To == addr && first.Body == "" {
				first = m
			}
			if m.To == addr && m.Kind == kindGameOver {
				last = m
			}
		}
		if flat := strings.Join(strings.Fields(first.Body), " "); !strings.Contains(flat, hash) || strings.Contains(flat, "seed was") {
			t.Errorf("the first mail to %s does not carry the seed's hash alone:\n%s", addr, first.Body)
		}
		if flat := strings.Join(strings.Fields(last.Body), " "); !strings.Contains(flat, "seed was "+strconv.FormatUint(x.Seed, 10)) {
			t.Errorf("the last mail to %s does not reveal the seed:\n%s", addr, last.Body)
		}
	}
	if _, err := f.desk.ExportLog(context.Background(), f.slug); err != nil {
		t.Errorf("ExportLog(finished game) = %v", err)
	}
	g := newFixture(t, Config{PlusAddressing: true})
	g.newDuel(t, 3)
	if _, err := g.desk.ExportLog(context.Background(), g.slug); err == nil {
		t.Error("ExportLog(running game) = nil, want an error: the seed is still secret")
	}
}

// TestChainNamesEveryMailOfTheGame: each mail of the game the outbox
// holds is named, by its SHA-256 as queued, in the chain entry of the
// change that queued it.
func TestChainNamesEveryMailOfTheGame(t *testing.T) {
	f, x := finishedDuel(t)
	named := map[string]bool{}
	for _, l := range x.Chain {
		var body link
		if err := json.Unmarshal([]byte(l.Body), &body); err != nil {
			t.Fatal(err)
		}
		for _, h := range body.Mail {
			named[h] = true
		}
	}
	outbox := f.outboxRows(t)
	if len(outbox) < 4 {
		t.Fatalf("the game queued %d mails, want more", len(outbox))
	}
	for _, m := range outbox {
		if h := store.Hash(m.Raw); !named[h] {
			t.Errorf("the %s mail to %s (sha256 %s) is in no chain entry", m.Kind, m.To, h[:12])
		}
	}
}

// TestChainCoversTheNotes: a relayed message and every other note has a
// chain entry holding its hash, so an export with a message changed,
// removed, added or moved no longer verifies.
func TestChainCoversTheNotes(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{moderator}})
	f.newDuel(t, 11)
	for _, said := range []struct{ from, text string }{
		{"north@a.example", "say Good luck, south!"},
		{"south@b.example", "say And to you."},
	} {
		if got := f.send(t, said.from, said.text); got != Applied {
			t.Fatalf("%s from %s = %s, want applied", said.text, said.from, got)
		}
	}
	f.play(t, "north@a.example")
	f.play(t, "south@b.example")
	playToTheEnd(t, f, 1)
	if err := f.desk.Verify(context.Background(), f.slug); err != nil {
		t.Fatalf("Verify(honest game with messages) = %v", err)
	}
	x, err := f.desk.ExportLog(context.Background(), f.slug)
	if err != nil {
		t.Fatalf("ExportLog: %v", err)
	}
	if len(x.Notes) < 2 {
		t.Fatalf("the export holds %d notes, want the 2 messages", len(x.Notes))
	}
	raw, err := json.Marshal(x)
	if err != nil {
		t.Fatal(err)
	}
	load := exportLoader(t, raw)
	if err := VerifyExport(load()); err != nil {
		t.Fatalf("VerifyExport(honest export with messages) = %v", err)
	}
	tampered := map[string]func(x *Export){
		"a changed message":               func(x *Export) { x.Notes[0].Text = strings.Replace(x.Notes[0].Text, "Good luck", "Bad luck", 1) },
		"a message moved to another seat": func(x *Export) { x.Notes[1].Seat = "north" },
		"a removed message":               func(x *Export) { x.Notes = slices.Delete(x.Notes, 0, 1) },
		"an added message": func(x *Export) {
			x.Notes = append(x.Notes, ExportNote{At: x.Notes[1].At, After: x.Notes[1].After, Seat: "south", Kind: "say", Text: "south says:\nI resign."})
		},
		"swapped messages": func(x *Export) { x.Notes[0], x.Notes[1] = x.Notes[1], x.Notes[0] },
		"a removed note entry": func(x *Export) {
			i := slices.IndexFunc(x.Chain, func(l store.Link) bool { return strings.Contains(l.Body, `"kind":"note"`) })
			x.Chain = slices.Delete(x.Chain, i, i+1)
		},
	}
	for name, tamper := range tampered {
		y := load()
		tamper(y)
		if err := VerifyExport(y); err == nil {
			t.Errorf("VerifyExport(log with %s) = nil, want an error", name)
		}
	}
}

// TestVerifyAcceptsNotesBeforeTheyWereChained: a game begun before notes
// had chain entries keeps its older notes unchecked, but a chained note
// must still be found.
func TestVerifyAcceptsNotesBeforeTheyWereChained(t *testing.T) {
	older := ExportNote{At: 1, Kind: "say", Seat: "north", Text: "north says:\nhi"}
	newer := ExportNote{At: 2, Kind: "say", Seat: "south", Text: "south says:\nhello"}
	h, err := noteHash(newer)
	if err != nil {
		t.Fatal(err)
	}
	links := []link{{Kind: "start"}, {Kind: "note", Note: h}}
	if err := checkNotes([]ExportNote{older, newer}, links); err != nil {
		t.Errorf("checkNotes(an unchained note, then a chained one) = %v, want nil", err)
	}
	if err := checkNotes([]ExportNote{older}, links); err == nil {
		t.Error("checkNotes(the chained note removed) = nil, want an error")
	}
	links[0].Notes = true
	if err := checkNotes([]ExportNote{older, newer}, links); err == nil {
		t.Error("checkNotes(a note the chain does not hold, in a game that chains every note) = nil, want an error")
	}
}
