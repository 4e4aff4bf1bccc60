package desk

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"turnmail/engine"
	"turnmail/engine/enginetest"
	"turnmail/store"
)

var players = map[string]string{"north": "north@a.example", "south": "south@b.example"}

// playToTheEnd answers every mail that asks something with a random legal
// option until both players have a game-over mail. It returns the number
// of mails answered.
func playToTheEnd(t *testing.T, f *fixture, seed uint64) int {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 1))
	answered := map[string]bool{}
	n := 0
	for step := 0; step < 500; step++ {
		ms := f.outbox(t)
		over, moved := 0, false
		for _, addr := range players {
			m, ok := latestTo(slices.DeleteFunc(slices.Clone(ms), func(m sentMail) bool { return m.Kind == kindNotice }), addr)
			if !ok {
				t.Fatalf("no mail to %s", addr)
			}
			if m.Kind == kindGameOver {
				over++
				continue
			}
			opts := legalOptions(m.Body)
			if len(opts) == 0 || answered[m.MessageID] {
				continue
			}
			answered[m.MessageID] = true
			if got := f.handle(t, reply(addr, m, opts[rng.IntN(len(opts))])); got != Applied {
				t.Fatalf("reply to %q = %s, want applied\n%s", m.Subject, got, m.Body)
			}
			moved, n = true, n+1
		}
		if over == 2 {
			return n
		}
		if !moved {
			t.Fatalf("step %d: nobody can move and the game is not over", step)
		}
	}
	t.Fatal("the game did not end in 500 steps")
	return n
}

func TestTwoPlayersPlayToTheEndByMail(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{"mod@club.example"}})
	f.newDuel(t, 11)
	n := playToTheEnd(t, f, 1)
	if n < 4 {
		t.Errorf("the game took %d mails, want at least 4", n)
	}
	gv, err := f.desk.Show(context.Background(), f.slug, AsModerator)
	if err != nil {
		t.Fatal(err)
	}
	if !gv.Outcome.Over || gv.Game.Status != statusOver {
		t.Errorf("after the last move: outcome %+v, status %s; want over", gv.Outcome, gv.Game.Status)
	}
	if _, ok := latestTo(f.outbox(t), "mod@club.example"); !ok {
		t.Error("the moderator got no game-over mail")
	}
	// The move log replays to the stored snapshot.
	var moves []enginetest.Move
	for _, m := range f.moves(t) {
		moves = append(moves, enginetest.Move{Seat: m.Seat, Command: m.Normal})
	}
	err = f.st.View(context.Background(), func(tx *store.Tx) error {
		tb, err := f.desk.loadTable(tx, f.slug)
		if err != nil {
			return err
		}
		return enginetest.CheckReplay(tb.rules, replayConfig(t, tb), moves, tb.state)
	})
	if err != nil {
		t.Errorf("replaying the stored log: %v", err)
	}
}

func replayConfig(t *testing.T, tb *table) engine.Config {
	t.Helper()
	seats, err := tb.rules.Seats(tb.game.Options)
	if err != nil {
		t.Fatal(err)
	}
	return engine.Config{Options: tb.game.Options, Seats: seats, Seed: tb.game.Seed}
}

func TestFirstMailsAskBothSeatsAndThreadTheGame(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 3)
	ms := f.outbox(t)
	if len(ms) != 2 {
		t.Fatalf("a new duel queued %d mails, want 2", len(ms))
	}
	gv, err := f.desk.Show(context.Background(), f.slug, AsPublic)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range ms {
		if !strings.HasPrefix(m.ReplyTo, "games+"+f.slug+".") {
			t.Errorf("Reply-To %q does not carry the game tag", m.ReplyTo)
		}
		if !strings.Contains(m.Subject, "["+f.slug+" #1]") {
			t.Errorf("subject %q lacks the tag [%s #1]", m.Subject, f.slug)
		}
		if m.MessageID != f.desk.threadRoot(&gv.Game, seatOf(m.To)) {
			t.Errorf("first mail's Message-ID %q is not the thread root", m.MessageID)
		}
		if len(legalOptions(m.Body)) != 5 {
			t.Errorf("first mail lists %d options, want the 5 cards:\n%s", len(legalOptions(m.Body)), m.Body)
		}
	}
}

// Two installations (or one whose database was started afresh) both have
// a game duel-1: their mails must not share Message-IDs, or a mailbox that
// keeps the first game's mail drops the second's as a duplicate.
func TestThreadRootsDifferBetweenInstallations(t *testing.T) {
	ids := map[string]bool{}
	for i := range 2 {
		f := newFixture(t, Config{PlusAddressing: true})
		if slug := f.newDuel(t, 3); slug != "duel-1" {
			t.Fatalf("install %d: slug %s, want duel-1", i, slug)
		}
		for _, m := range f.outbox(t) {
			if ids[m.MessageID] {
				t.Errorf("install %d: Message-ID %s was used by the other installation's duel-1", i, m.MessageID)
			}
			ids[m.MessageID] = true
		}
	}
}

func seatOf(addr string) string {
	for s, a := range players {
		if strings.EqualFold(a, addr) {
			return s
		}
	}
	return ""
}

func TestIllegalMoveIsRefusedAndChangesNothing(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	before := len(f.outbox(t))
	if got := f.handle(t, reply(players["north"], m, "play 99")); got != Refused {
		t.Fatalf("play 99 = %s, want refused", got)
	}
	if n := len(f.moves(t)); n != 0 {
		t.Errorf("a refused move left %d moves in the log", n)
	}
	ms := f.outbox(t)
	if len(ms) != before+1 {
		t.Fatalf("a refusal queued %d mails, want 1", len(ms)-before)
	}
	r := ms[len(ms)-1]
	for _, want := range []string{"was not applied", "play 99", "not a card in your hand", "Legal options:"} {
		if !strings.Contains(r.Body, want) {
			t.Errorf("refusal lacks %q:\n%s", want, r.Body)
		}
	}
	if r.Auto != "auto-replied" || !strings.Contains(r.Refs, m.MessageID) {
		t.Errorf("refusal: Auto-Submitted %q, References %q; want auto-replied, threaded", r.Auto, r.Refs)
	}
}

func TestCommandsOfOneMailApplyAllOrNone(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	opts := legalOptions(m.Body)
	// The first line is legal, the second is not: nothing may apply.
	if got := f.handle(t, reply(players["north"], m, opts[0]+"\n"+opts[1])); got != Refused {
		t.Fatalf("two plays in one round = %s, want refused", got)
	}
	if n := len(f.moves(t)); n != 0 {
		t.Errorf("half of a refused mail was applied: %d moves", n)
	}
	last := f.outbox(t)
	if r := last[len(last)-1]; !strings.Contains(r.Body, "Line 2:") {
		t.Errorf("refusal does not name line 2:\n%s", r.Body)
	}
}

func TestChatLinesAreIgnoredAndEchoed(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	opt := legalOptions(m.Body)[0]
	if got := f.handle(t, reply(players["north"], m, "Hi Bob,\n\n"+strings.ToUpper(opt)+"\n\nCheers")); got != Applied {
		t.Fatalf("a move between greetings = %s, want applied", got)
	}
	c, _ := latestTo(f.outbox(t), players["north"])
	if c.Kind != kindConfirm || !strings.Contains(c.Body, "  "+opt) || !strings.Contains(c.Body, "Hi Bob,") {
		t.Errorf("confirmation does not echo %q in normal form and the ignored lines:\n%s", opt, c.Body)
	}
}

func TestSpoofedOrWrongTokenChangesNothing(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	north, _ := latestTo(f.outbox(t), players["north"])
	south, _ := latestTo(f.outbox(t), players["south"])
	opt := legalOptions(north.Body)[0]
	cases := []struct {
		name, from string
		to         sentMail
		answered   bool
	}{
		{"stranger with north's token", "mallory@evil.example", north, false},
		{"south with north's token", players["south"], north, true},
	}
	for _, c := range cases {
		before := len(f.outbox(t))
		if got := f.handle(t, reply(c.from, c.to, opt)); got != Rejected {
			t.Errorf("%s: outcome %s, want rejected", c.name, got)
		}
		if n := len(f.moves(t)); n != 0 {
			t.Errorf("%s: %d moves applied", c.name, n)
		}
		after := answersTo(f.outbox(t), before, c.from)
		if got := len(after); (got == 1) != c.answered {
			t.Errorf("%s: %d replies, want answered=%v", c.name, got, c.answered)
		}
		for _, m := range f.outbox(t)[before:] {
			if strings.Contains(m.Body, "Your hand") {
				t.Errorf("%s: the mail to %s leaks a hand:\n%s", c.name, m.To, m.Body)
			}
		}
	}
	_ = south
	// A forged Authentication-Results from our own MTA with DMARC failing.
	f2 := newFixture(t, Config{PlusAddressing: true, AuthServID: "mx.club.example"})
	f2.newDuel(t, 5)
	n2, _ := latestTo(f2.outbox(t), players["north"])
	raw := append([]byte("Authentication-Results: mx.club.example; spf=fail smtp.mailfrom=a.example; dmarc=fail header.from=a.example\r\n"),
		reply(players["north"], n2, legalOptions(n2.Body)[0])...)
	if got := f2.handle(t, raw); got != Rejected {
		t.Errorf("DMARC fail: outcome %s, want rejected", got)
	}
}

func TestAutomatedMailGetsNoAnswer(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	before := len(f.outbox(t))
	auto := append([]byte("Auto-Submitted: auto-replied\r\nX-Autoreply: yes\r\n"), reply(players["north"], m, "I am on holiday until Monday.")...)
	if got := f.handle(t, auto); got != Ignored {
		t.Errorf("auto-reply = %s, want ignored", got)
	}
	bounce := []byte("From: MAILER-DAEMON@mx.b.example\r\nTo: " + m.ReplyTo + "\r\nSubject: Undelivered Mail Returned to Sender\r\nMessage-ID: <bounce1@mx>\r\n\r\nThis is the mail system.\r\n")
	if got := f.handle(t, bounce); got != Ignored {
		t.Errorf("bounce = %s, want ignored", got)
	}
	if n := len(f.outbox(t)) - before; n != 0 {
		t.Errorf("automated mail got %d answers, want none", n)
	}
}

func TestSameMessageTwiceIsAppliedOnce(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	raw := reply(players["north"], m, legalOptions(m.Body)[0])
	if got := f.handle(t, raw); got != Applied {
		t.Fatalf("first delivery = %s", got)
	}
	before := len(f.outbox(t))
	if got := f.handle(t, raw); got != Duplicate {
		t.Errorf("same bytes again = %s, want duplicate", got)
	}
	relayed := append([]byte("Received: from relay2.example by mx.club.example; Sun, 29 Nov 2026 12:01:00 +0000\r\n"), raw...)
	if got := f.handle(t, relayed); got != Duplicate {
		t.Errorf("same Message-ID with another Received header = %s, want duplicate", got)
	}
	if n := len(f.moves(t)); n != 1 {
		t.Errorf("%d moves after three deliveries, want 1", n)
	}
	if n := len(f.outbox(t)) - before; n != 0 {
		t.Errorf("duplicates queued %d mails", n)
	}
}

func TestReplyToAnOldDecisionIsRefused(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	first := map[string]sentMail{}
	for s, a := range players {
		first[s], _ = latestTo(f.outbox(t), a)
	}
	// Both play round 1; then north answers round 1's mail again.
	for s, a := range players {
		if got := f.handle(t, reply(a, first[s], legalOptions(first[s].Body)[0])); got != Applied {
			t.Fatalf("%s's round-1 play = %s", s, got)
		}
	}
	moves := len(f.moves(t))
	if got := f.handle(t, reply(players["north"], first["north"], legalOptions(first["north"].Body)[1])); got != Refused {
		t.Errorf("a second answer to decision #1 = %s, want refused", got)
	}
	if n := len(f.moves(t)); n != moves {
		t.Errorf("a stale answer changed the log: %d moves, want %d", n, moves)
	}
}

func TestNoMailToOneSeatRevealsAnotherSeatsHand(t *testing.T) {
	checkNoMailRevealsAnotherHand(t, Config{PlusAddressing: false})
}

// A moderator who also plays a seat gets the moderators' mails (the game
// over with the full view) at the seat's address: they must not show the
// other seats' hands there.
func TestModeratorWhoPlaysSeesNoOtherHand(t *testing.T) {
	checkNoMailRevealsAnotherHand(t, Config{PlusAddressing: true, Moderators: []string{"mod@club.example", players["south"]}})
}

func checkNoMailRevealsAnotherHand(t *testing.T, cfg Config) {
	t.Helper()
	f := newFixture(t, cfg)
	f.newDuel(t, 21)
	playToTheEnd(t, f, 2)
	secret := privateLines(t, f)
	for _, m := range f.outbox(t) {
		me := seatOf(m.To)
		for seat, lines := range secret {
			if seat == me || me == "" {
				continue
			}
			for _, l := range lines {
				// Whole lines: "…choice this round: 1" is not a prefix of
				// "…: 12" (a substring match made this test flaky).
				if strings.Contains("\n"+m.Body+"\n", "\n"+l+"\n") {
					t.Errorf("a %s mail to %s contains %s's private line %q", m.Kind, me, seat, l)
				}
			}
		}
	}
}

func TestRemindersAndLateNoticesGoOutOnce(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{"mod@club.example"}})
	f.newDuel(t, 5)
	clock := f.desk
	ctx := context.Background()
	count := func(kind string) int {
		n := 0
		for _, m := range f.outbox(t) {
			if m.Kind == kind {
				n++
			}
		}
		return n
	}
	f.clock.Add(47 * time.Hour)
	if err := clock.Tick(ctx); err != nil {
		t.Fatal(err)
	}
	if n := count(kindReminder); n != 0 {
		t.Errorf("47h into a 72h deadline: %d reminders, want 0", n)
	}
	f.clock.Add(2 * time.Hour)
	for i := 0; i < 3; i++ {
		if err := clock.Tick(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if n := count(kindReminder); n != 2 {
		t.Errorf("49h: %d reminders after three ticks, want one per seat (2)", n)
	}
	f.clock.Add(24 * time.Hour)
	for i := 0; i < 2; i++ {
		if err := clock.Tick(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if n := count(kindLate); n != 4 {
		t.Errorf("73h: %d late notices, want 2 seats + 2 to the moderator", n)
	}
	// A new desk over the same store (a restart) sends nothing again.
	clock2 := New(f.st, Config{Referee: referee}, f.clock.Now, quietLog())
	if err := clock2.Tick(ctx); err != nil {
		t.Fatal(err)
	}
	if r, l := count(kindReminder), count(kindLate); r != 2 || l != 4 {
		t.Errorf("after a restart: %d reminders, %d late notices; want 2 and 4", r, l)
	}
}

func TestHeaderValuesCannotInjectHeaders(t *testing.T) {
	o := &outgoing{From: referee, To: "a@b.example", Subject: "hi\r\nBcc: victim@x.example",
		InReplyTo: "abc@x>\r\nBcc: <victim@x.example", Refs: []string{"ok@x", "bad\nX-Evil: 1"}, Body: "x", Auto: "auto-replied"}
	raw, err := o.render("club.example")
	if err != nil {
		t.Fatal(err)
	}
	head, _, _ := strings.Cut(string(raw), "\r\n\r\n")
	for _, l := range strings.Split(head, "\r\n") {
		if strings.HasPrefix(strings.ToLower(l), "bcc:") || strings.HasPrefix(strings.ToLower(l), "x-evil") {
			t.Errorf("player text became a header line: %q", l)
		}
	}
	if !strings.Contains(head, "<ok@x>") {
		t.Errorf("the clean reference was dropped:\n%s", head)
	}
}

func TestCopiesOfOneMessageHandledAtOnceApplyOnce(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	m, _ := latestTo(f.outbox(t), players["north"])
	// A reply address without the decision number (as a player writes it
	// by hand), so only the ledger can tell the copies apart.
	to := m.ReplyTo[:strings.LastIndexByte(m.ReplyTo[:strings.IndexByte(m.ReplyTo, '@')], '.')] + m.ReplyTo[strings.IndexByte(m.ReplyTo, '@'):]
	raw := reply(players["north"], sentMail{ReplyTo: to, Subject: "Duel", MessageID: m.MessageID, Refs: m.Refs, Body: m.Body}, legalOptions(m.Body)[0])
	const copies = 6
	var wg sync.WaitGroup
	start := make(chan struct{})
	outcomes := make([]Outcome, copies)
	for i := range copies {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			// Each copy came another way: another Received header.
			dup := append([]byte(fmt.Sprintf("Received: from relay%d.example by mx.club.example\r\n", i)), raw...)
			out, err := f.desk.Handle(context.Background(), dup, Source{Mailbox: "INBOX", UID: uint32(i + 1)})
			if err != nil {
				t.Errorf("Handle(copy %d): %v", i, err)
			}
			outcomes[i] = out
		}()
	}
	close(start)
	wg.Wait()
	if n := len(f.moves(t)); n != 1 {
		t.Errorf("%d copies of one mail handled at once applied %d moves, want 1 (outcomes %v)", copies, n, outcomes)
	}
	if n := countKind(f.outbox(t), kindConfirm); n != 1 {
		t.Errorf("%d confirmations, want 1 (outcomes %v)", n, outcomes)
	}
	if n := countKind(f.outbox(t), kindRefusal); n != 0 {
		t.Errorf("the copies were answered with %d refusals, want none (outcomes %v)", n, outcomes)
	}
	if n := slices.Index(outcomes, Applied); n < 0 || slices.ContainsFunc(outcomes, func(o Outcome) bool { return o != Applied && o != Duplicate }) {
		t.Errorf("outcomes %v, want one applied and the rest duplicate", outcomes)
	}
}

// A seat at the referee's own address would never be answered (mail from
// the referee is ignored as a loop): such a game is refused at creation.
func TestGameWithTheRefereeAsAPlayerIsRefused(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	for _, addr := range []string{referee, "Games+x@Club.example"} {
		_, err := f.desk.CreateGame(context.Background(), NewGame{Kind: "duel", Seed: 1,
			Seats: []NewSeat{{Seat: "north", Address: addr}, {Seat: "south", Address: "south@b.example"}}})
		if err == nil {
			t.Errorf("CreateGame with north at %s = nil error, want a refusal", addr)
		}
	}
	if gs, _ := f.desk.Games(context.Background()); len(gs) != 0 {
		t.Errorf("%d games created, want none", len(gs))
	}
}

// A turn mail tells the seat everything public since its own last move,
// not only what the last mail did.
func TestTurnMailTellsEverythingSinceTheSeatsLastMove(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	north, _ := latestTo(f.outbox(t), players["north"])
	south, _ := latestTo(f.outbox(t), players["south"])
	nOpts, sOpts := legalOptions(north.Body), legalOptions(south.Body)
	f.handle(t, reply(players["north"], north, nOpts[len(nOpts)-1])) // north's highest card
	f.handle(t, reply(players["south"], south, sOpts[0]))            // south's lowest
	loser, _ := latestTo(f.outbox(t), players["south"])
	if !strings.Contains(loser.Body, "draw") {
		t.Fatalf("seed 5: north's highest card did not beat south's lowest; the scenario needs north to win:\n%s", loser.Body)
	}
	f.handle(t, reply(players["south"], loser, "draw"))
	turn, _ := latestTo(f.outbox(t), players["north"])
	for _, want := range []string{"Revealed: north", "south chose to draw."} {
		if turn.Kind != kindTurn || !strings.Contains(turn.Body, want) {
			t.Errorf("north's round-2 turn mail lacks %q (from two different moves):\n%s", want, turn.Body)
		}
	}
}

// Two seats answering one simultaneous decision at the same moment are
// both applied: the store serialises the two transactions (one write
// connection, BEGIN IMMEDIATE), and the second loads the state the first
// left.
func TestSimultaneousAnswersHandledAtOnceBothApply(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newDuel(t, 5)
	ms := f.outbox(t)
	var raws [][]byte
	for _, a := range []string{players["north"], players["south"]} {
		m, _ := latestTo(ms, a)
		raws = append(raws, reply(a, m, legalOptions(m.Body)[0]))
	}
	var wg sync.WaitGroup
	start := make(chan struct{})
	outcomes := make([]Outcome, len(raws))
	for i, raw := range raws {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			out, err := f.desk.Handle(context.Background(), raw, Source{Mailbox: "INBOX", UID: uint32(i + 1)})
			if err != nil {
				t.Errorf("Handle(answer %d): %v", i, err)
			}
			outcomes[i] = out
		}()
	}
	close(start)
	wg.Wait()
	if outcomes[0] != Applied || outcomes[1] != Applied {
		t.Errorf("outcomes %v, want both applied", outcomes)
	}
	if n := len(f.moves(t)); n != 2 {
		t.Errorf("%d moves, want 2", n)
	}
}

// privateLines is every private line each seat's view ever showed in
// f's game, rebuilt from its move log.
func privateLines(t *testing.T, f *fixture) map[string][]string {
	t.Helper()
	secret := map[string][]string{}
	err := f.st.View(context.Background(), func(tx *store.Tx) error {
		tb, err := f.desk.loadTable(tx, f.slug)
		if err != nil {
			return err
		}
		st, err := tb.rules.New(replayConfig(t, tb))
		if err != nil {
			return err
		}
		collect := func() {
			for seat := range players {
				for _, l := range strings.Split(st.View(seat).Private, "\n") {
					if l != "" {
						secret[seat] = append(secret[seat], l)
					}
				}
			}
		}
		collect()
		for _, m := range f.moves(t) {
			if _, err := st.Apply(m.Seat, m.Normal); err != nil {
				return err
			}
			collect()
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return secret
}
