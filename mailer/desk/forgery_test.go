package desk

import (
	"context"
	"strings"
	"testing"

	"turnmail/store"
)

// withReturnPath puts the envelope sender the delivering server records
// on top of a mail.
func withReturnPath(envelope string, raw []byte) []byte {
	return append([]byte("Return-Path: <"+envelope+">\r\n"), raw...)
}

// Without trusted Authentication-Results, a mail whose envelope sender is
// not its From address is refused, even with the seat's valid token; the
// seat's own address and the moderators are told, once.
func TestForgedFromWithAValidTokenIsRefused(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{moderator}})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	opt := legalOptions(m.Body)[0]
	before := len(f.outbox(t))
	for i := 0; i < 3; i++ {
		forged := withReturnPath(players["south"], reply(players["north"], m, opt))
		if got := f.handle(t, forged); got != Rejected {
			t.Fatalf("forged From, attempt %d = %s, want %s", i+1, got, Rejected)
		}
	}
	if n := len(f.moves(t)); n != 0 {
		t.Fatalf("a forged mail applied %d moves", n)
	}
	ms := f.outbox(t)
	seat, mods := answersTo(ms, before, players["north"]), answersTo(ms, before, moderator)
	if len(seat) != 1 || len(mods) != 1 {
		t.Fatalf("three forged mails told the seat %d and the moderators %d times, want once each", len(seat), len(mods))
	}
	if b := flat(seat[0].Body); !strings.Contains(b, players["south"]) || strings.Contains(b, "Your hand") {
		t.Errorf("the seat's notice should name the envelope sender and show no hand:\n%s", seat[0].Body)
	}
	if b := flat(mods[0].Body); !strings.Contains(b, "turnmail game token "+f.slug+" north") {
		t.Errorf("the moderators' notice should say how to rotate the token:\n%s", mods[0].Body)
	}
	if n := len(answersTo(ms, before, players["south"])); n != 0 {
		t.Errorf("the forger's envelope address got %d mails", n)
	}
	honest := withReturnPath(players["north"], reply(players["north"], m, opt))
	if got := f.handle(t, honest); got != Applied {
		t.Errorf("the same move with a matching envelope sender = %s, want %s", got, Applied)
	}
}

// A valid token from another sender's From is a leaked token too.
func TestTokenFromAStrangerTellsTheSeat(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{moderator}})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	before := len(f.outbox(t))
	if got := f.handle(t, reply("mallory@evil.example", m, legalOptions(m.Body)[0])); got != Rejected {
		t.Fatalf("stranger with north's token = %s, want %s", got, Rejected)
	}
	ms := f.outbox(t)
	if n := len(answersTo(ms, before, "mallory@evil.example")); n != 0 {
		t.Errorf("the stranger got %d answers, want none", n)
	}
	if n := len(answersTo(ms, before, players["north"])); n != 1 {
		t.Errorf("north was told %d times that its token came from a stranger, want once", n)
	}
}

// A moderator gives a seat a new token: replies carrying the old one are
// refused, the seat's new mail carries the new one, and the audit log
// names the moderator.
func TestRotatedTokenReplacesTheOldOne(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	old, _ := latestTo(f.outbox(t), players["north"])
	if err := f.desk.RotateToken(context.Background(), f.slug, "North", "ada"); err != nil {
		t.Fatalf("RotateToken: %v", err)
	}
	fresh, _ := latestTo(f.outbox(t), players["north"])
	if fresh.ReplyTo == old.ReplyTo || !strings.Contains(flat(fresh.Body), "new secret token") {
		t.Fatalf("after RotateToken the seat's latest mail has reply address %s (old %s):\n%s", fresh.ReplyTo, old.ReplyTo, fresh.Body)
	}
	opt := legalOptions(old.Body)[0]
	if got := f.handle(t, reply(players["north"], old, opt)); got != Rejected {
		t.Errorf("a reply with the old token = %s, want %s", got, Rejected)
	}
	if got := f.handle(t, reply(players["north"], fresh, opt)); got != Applied {
		t.Errorf("a reply with the new token = %s, want %s", got, Applied)
	}
	err := f.st.View(context.Background(), func(tx *store.Tx) error {
		g, err := tx.GameBySlug(f.slug)
		if err != nil {
			return err
		}
		es, err := tx.AuditLog(g.ID)
		if err != nil {
			return err
		}
		for _, e := range es {
			if e.Action == "token" && e.Actor == "ada" && strings.Contains(e.Detail, "north") {
				return nil
			}
		}
		t.Errorf("the audit log %+v has no token entry by ada for north", es)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// A forged mail that names no game is not answered at its From address:
// that would mail the player it pretends to be.
func TestForgedMailNamingNoGameGetsNoHint(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	raw := []byte("Return-Path: <mallory@evil.example>\r\nFrom: <" + players["north"] + ">\r\nTo: " + referee +
		"\r\nSubject: hello\r\nMessage-ID: <forged-1@evil.example>\r\n\r\nplay 1\r\n")
	before := len(f.outbox(t))
	if got := f.handle(t, raw); got != Ignored {
		t.Errorf("forged mail naming no game = %s, want %s", got, Ignored)
	}
	if n := len(f.outbox(t)) - before; n != 0 {
		t.Errorf("a forged mail naming no game got %d answers, want none", n)
	}
	honest := []byte("Return-Path: <" + players["north"] + ">\r\nFrom: <" + players["north"] + ">\r\nTo: " + referee +
		"\r\nSubject: hello\r\nMessage-ID: <honest-1@a.example>\r\n\r\nplay 1\r\n")
	if f.handle(t, honest); len(f.outbox(t))-before != 1 {
		t.Errorf("the same mail from its real sender got %d answers, want the which-game hint", len(f.outbox(t))-before)
	}
}
