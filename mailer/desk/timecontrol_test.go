package desk

import (
	"context"
	"database/sql"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"turnmail/store"
)

const moderator = "mod@club.example"

// newTimedDuel creates a Duel whose clock is tc with hours per decision.
func (f *fixture) newTimedDuel(t *testing.T, hours int, tc store.TimeControl) string {
	t.Helper()
	slug, err := f.desk.CreateGame(context.Background(), NewGame{Kind: "duel", Seed: 5, Actor: "test", DeadlineHours: hours, Clock: tc,
		Seats: []NewSeat{{Seat: "north", Address: "north@a.example"}, {Seat: "south", Address: "south@b.example"}}})
	if err != nil {
		t.Fatalf("CreateGame: %v", err)
	}
	f.slug = slug
	return slug
}

// at moves the fake clock to start+d and ticks the desk.
func (f *fixture) at(t *testing.T, d *Desk, start time.Time, after time.Duration) {
	t.Helper()
	f.clock.Add(start.Add(after).Sub(f.clock.Now()))
	if err := d.Tick(context.Background()); err != nil {
		t.Fatalf("Tick at +%s: %v", after, err)
	}
}

// mailsTo counts the mails of kind to addr whose body contains text,
// however the lines are wrapped.
func mailsTo(ms []sentMail, addr, kind, text string) int {
	n := 0
	flat := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	for _, m := range ms {
		if m.To == addr && m.Kind == kind && strings.Contains(flat(m.Body), flat(text)) {
			n++
		}
	}
	return n
}

// play answers the latest mail to addr that asks something with its
// first legal option.
func (f *fixture) play(t *testing.T, addr string) {
	t.Helper()
	var m sentMail
	var opts []string
	for _, mm := range f.outbox(t) {
		if o := legalOptions(mm.Body); mm.To == addr && len(o) > 0 {
			m, opts = mm, o
		}
	}
	if len(opts) == 0 {
		t.Fatalf("no mail to %s asks anything", addr)
	}
	if got := f.handle(t, reply(addr, m, opts[0])); got != Applied {
		t.Fatalf("%s answering %q = %s, want applied", addr, opts[0], got)
	}
}

func TestRemindersAtEachOffsetOnceAcrossARestart(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	start := f.clock.Now()
	f.newTimedDuel(t, 48, store.TimeControl{Remind: []time.Duration{24 * time.Hour, 2 * time.Hour}})
	steps := []struct {
		after   time.Duration
		restart bool
		want    int // reminders so far, both seats
	}{
		{23*time.Hour + 59*time.Minute, false, 0},
		{24 * time.Hour, false, 2},
		{25 * time.Hour, false, 2},
		{30 * time.Hour, true, 2},
		{45*time.Hour + 59*time.Minute, false, 2},
		{46 * time.Hour, true, 4},
		{47 * time.Hour, true, 4},
		{49 * time.Hour, false, 4},
	}
	d := f.desk
	for _, s := range steps {
		if s.restart {
			d = New(f.st, Config{Referee: referee, PlusAddressing: true}, f.clock.Now, quietLog())
		}
		f.at(t, d, start, s.after)
		if n := countKind(f.outbox(t), kindReminder); n != s.want {
			t.Errorf("+%s (restart %v): %d reminders, want %d", s.after, s.restart, n, s.want)
		}
	}
}

func TestLateNotifyTellsTheSeatItsOpponentAndTheModerators(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{moderator}})
	start := f.clock.Now()
	f.newTimedDuel(t, 24, store.TimeControl{Late: LateNotify})
	f.play(t, "north@a.example")
	f.at(t, f.desk, start, 24*time.Hour)
	f.at(t, f.desk, start, 25*time.Hour)
	ms := f.outbox(t)
	if n := mailsTo(ms, "south@b.example", kindLate, "passed at"); n != 1 {
		t.Errorf("late notices to the late seat south = %d, want 1", n)
	}
	if n := mailsTo(ms, "north@a.example", kindNotice, "south has not answered"); n != 1 {
		t.Errorf("notes to the opponent north that south is late = %d, want 1", n)
	}
	if n := mailsTo(ms, "north@a.example", kindLate, ""); n != 0 {
		t.Errorf("late notices to north, who moved = %d, want 0", n)
	}
	if n := mailsTo(ms, moderator, kindLate, "south"); n != 1 {
		t.Errorf("late notices to the moderator naming south = %d, want 1", n)
	}
}

func TestLateExtendMovesTheDeadlineNTimesThenNotifies(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{moderator}})
	start := f.clock.Now()
	f.newTimedDuel(t, 24, store.TimeControl{Late: LateExtend, Extensions: 2, Remind: []time.Duration{}})
	f.play(t, "north@a.example")
	for i, after := range []time.Duration{24 * time.Hour, 48 * time.Hour} {
		f.at(t, f.desk, start, after)
		ms := f.outbox(t)
		if n := mailsTo(ms, "north@a.example", kindNotice, "extended automatically"); n != i+1 {
			t.Errorf("+%s: %d extension notes to north, want %d", after, n, i+1)
		}
		if n := countKind(ms, kindLate); n != 0 {
			t.Errorf("+%s: %d late notices while extensions are left, want 0", after, n)
		}
		dls := f.openDeadlines(t)
		if want := start.Add(after + 24*time.Hour); len(dls) != 1 || !dls[0].Due.Equal(want) {
			t.Errorf("+%s: open deadlines %+v, want south's due %s", after, dls, want)
		}
	}
	f.at(t, f.desk, start, 72*time.Hour)
	if n := mailsTo(f.outbox(t), "south@b.example", kindLate, ""); n != 1 {
		t.Errorf("after both extensions: %d late notices to south, want 1", n)
	}
	var seats []store.Seat
	if err := f.st.View(context.Background(), func(tx *store.Tx) (err error) {
		g, err := tx.GameBySlug(f.slug)
		if err != nil {
			return err
		}
		seats, err = tx.Seats(g.ID)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if seats[1].Extensions != 2 {
		t.Errorf("south's extensions = %d, want 2", seats[1].Extensions)
	}
}

func (f *fixture) openDeadlines(t *testing.T) []store.Deadline {
	t.Helper()
	var dls []store.Deadline
	if err := f.st.View(context.Background(), func(tx *store.Tx) error {
		g, err := tx.GameBySlug(f.slug)
		if err != nil {
			return err
		}
		dls, err = tx.OpenDeadlines(g.ID)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return dls
}

func TestLateForfeitAfterTheGracePeriodEndsTheGame(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{moderator}})
	start := f.clock.Now()
	f.newTimedDuel(t, 24, store.TimeControl{Late: LateForfeit, Grace: 12 * time.Hour, Zone: "Europe/Berlin"})
	f.play(t, "north@a.example")
	f.at(t, f.desk, start, 24*time.Hour)
	// start is 29 Nov 12:00 UTC; the grace ends 1 Dec 00:00 UTC, 01:00 in Berlin.
	if n := mailsTo(f.outbox(t), "south@b.example", kindLate, "If you have not moved by Tue 1 Dec 2026 01:00 CET, you forfeit"); n != 1 {
		t.Errorf("late notices to south naming the end of grace = %d, want 1", n)
	}
	f.at(t, f.desk, start, 36*time.Hour-time.Minute)
	if n := countKind(f.outbox(t), kindGameOver); n != 0 {
		t.Fatalf("within the grace period: %d game-over mails, want 0", n)
	}
	f.at(t, f.desk, start, 36*time.Hour)
	ms := f.outbox(t)
	for _, addr := range []string{"north@a.example", "south@b.example", moderator} {
		if n := mailsTo(ms, addr, kindGameOver, "south forfeited"); n != 1 {
			t.Errorf("game-over mails to %s saying south forfeited = %d, want 1", addr, n)
		}
	}
	gv, err := f.desk.Show(context.Background(), f.slug, AsModerator)
	if err != nil {
		t.Fatal(err)
	}
	if gv.Game.Status != statusOver || !slices.Equal(gv.Outcome.Winners, []string{"north"}) {
		t.Errorf("after the forfeit: status %s, winners %v; want over, [north]", gv.Game.Status, gv.Outcome.Winners)
	}
	if dls := f.openDeadlines(t); len(dls) != 0 {
		t.Errorf("open deadlines after the forfeit: %+v, want none", dls)
	}
	if !f.audited(t, "forfeit") {
		t.Error("the forfeit is not in the audit log")
	}
	m, _ := latestTo(ms, "south@b.example")
	if got := f.handle(t, reply("south@b.example", m, "play 3")); got != Refused {
		t.Errorf("a move after the forfeit = %s, want refused", got)
	}
}

func (f *fixture) audited(t *testing.T, action string) bool {
	t.Helper()
	gl, err := f.desk.Log(context.Background(), f.slug)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range gl.Audit {
		if a.Action == action {
			return true
		}
	}
	return false
}

// TestLatePassPlaysOnlyADeclaredSafeDefault: the Duel declares "pass"
// for the round's loser (engine.Passer) and nothing for the secret play
// of a card.
func TestLatePassPlaysOnlyADeclaredSafeDefault(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{moderator}})
	start := f.clock.Now()
	f.newTimedDuel(t, 24, store.TimeControl{Late: LatePass, Grace: time.Hour})
	f.at(t, f.desk, start, 25*time.Hour)
	if n := len(f.moves(t)); n != 0 {
		t.Fatalf("late on a card to play: %d moves, want none (no neutral card)", n)
	}
	if n := mailsTo(f.outbox(t), "north@a.example", kindLate, "safe default"); n != 0 {
		t.Errorf("late notice promises a safe default where there is none")
	}
	f.play(t, "north@a.example")
	f.play(t, "south@b.example")
	var loser string
	for _, addr := range []string{"north@a.example", "south@b.example"} {
		if m, _ := latestTo(f.outbox(t), addr); m.Kind != kindNotice && slices.Contains(legalOptions(m.Body), "pass") {
			loser = addr
		}
	}
	if loser == "" {
		t.Fatal("nobody is asked to draw or pass")
	}
	asked := f.clock.Now()
	f.at(t, f.desk, asked, 24*time.Hour)
	if n := mailsTo(f.outbox(t), loser, kindLate, "safe default"); n != 1 {
		t.Errorf("late notices to %s promising the safe default = %d, want 1", loser, n)
	}
	f.at(t, f.desk, asked, 25*time.Hour)
	moves := f.moves(t)
	last := moves[len(moves)-1]
	if last.Normal != "pass" || last.Actor != clockActor {
		t.Errorf("last move = %q by %q, want pass by %q", last.Normal, last.Actor, clockActor)
	}
	if n := mailsTo(f.outbox(t), loser, kindConfirm, "safe default"); n != 1 {
		t.Errorf("confirmations to %s of the pass = %d, want 1", loser, n)
	}
}

// TestDeadlinesAcrossADaylightSavingChange: a deadline is the hours per
// decision of real time; the mail shows it in the game's zone with the
// offset it has then.
func TestDeadlinesAcrossADaylightSavingChange(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	// Berlin leaves summer time on Sun 25 Oct 2026 at 03:00 CEST.
	f.clock.Add(time.Date(2026, 10, 24, 12, 0, 0, 0, time.UTC).Sub(f.clock.Now()))
	start := f.clock.Now()
	f.newTimedDuel(t, 48, store.TimeControl{Zone: "Europe/Berlin", Remind: []time.Duration{2 * time.Hour}})
	m, _ := latestTo(f.outbox(t), "north@a.example")
	if want := "Deadline: Mon 26 Oct 2026 13:00 CET."; !strings.Contains(m.Body, want) {
		t.Errorf("first mail lacks %q:\n%s", want, m.Body)
	}
	f.at(t, f.desk, start, 46*time.Hour-time.Minute)
	if n := countKind(f.outbox(t), kindReminder); n != 0 {
		t.Errorf("an hour's offset before the reminder: %d reminders, want 0", n)
	}
	f.at(t, f.desk, start, 46*time.Hour)
	ms := f.outbox(t)
	if n := countKind(ms, kindReminder); n != 2 {
		t.Errorf("two real hours before the deadline: %d reminders, want 2", n)
	}
	if m, _ := latestTo(ms, "north@a.example"); !strings.Contains(m.Body, "13:00 CET") {
		t.Errorf("the reminder does not show the deadline in CET:\n%s", m.Body)
	}
}

func TestTimeControlIsShownAndChecked(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newTimedDuel(t, 48, store.TimeControl{Grace: 12 * time.Hour, Remind: []time.Duration{24 * time.Hour, 2 * time.Hour}, Late: LateForfeit})
	m, _ := latestTo(f.outbox(t), "north@a.example")
	if want := "Time control: 48h per decision, then 12h of grace; reminders 24h and 2h"; !strings.Contains(m.Body, want) {
		t.Errorf("first mail lacks %q:\n%s", want, m.Body)
	}
	bad := []struct {
		name string
		tc   store.TimeControl
	}{
		{"unknown zone", store.TimeControl{Zone: "Mars/Olympus"}},
		{"reminder as long as the deadline", store.TimeControl{Remind: []time.Duration{48 * time.Hour}}},
		{"negative grace", store.TimeControl{Grace: -time.Hour}},
		{"extend without a count", store.TimeControl{Late: LateExtend}},
		{"unknown policy", store.TimeControl{Late: "shrug"}},
	}
	for _, b := range bad {
		_, err := f.desk.CreateGame(context.Background(), NewGame{Kind: "duel", DeadlineHours: 48, Clock: b.tc,
			Seats: []NewSeat{{Seat: "north", Address: "n@a.example"}, {Seat: "south", Address: "s@b.example"}}})
		if err == nil {
			t.Errorf("CreateGame with %s = nil, want an error", b.name)
		}
	}
}

func TestParseLateAndOffsets(t *testing.T) {
	lates := []struct {
		in     string
		policy string
		n      int
		ok     bool
	}{
		{"notify", LateNotify, 0, true},
		{"extend:2", LateExtend, 2, true},
		{"Forfeit", LateForfeit, 0, true},
		{"pass", LatePass, 0, true},
		{"extend", "", 0, false},
		{"extend:0", "", 0, false},
		{"notify:1", "", 0, false},
		{"wait", "", 0, false},
	}
	for _, c := range lates {
		p, n, err := ParseLate(c.in)
		if p != c.policy || n != c.n || (err == nil) != c.ok {
			t.Errorf("ParseLate(%q) = %q, %d, %v; want %q, %d, ok %v", c.in, p, n, err, c.policy, c.n, c.ok)
		}
	}
	got, err := ParseOffsets("2h, 24h,2h")
	if want := []time.Duration{24 * time.Hour, 2 * time.Hour}; err != nil || !slices.Equal(got, want) {
		t.Errorf("ParseOffsets(2h, 24h,2h) = %v, %v; want %v", got, err, want)
	}
	if got, err := ParseOffsets("none"); err != nil || got == nil || len(got) != 0 {
		t.Errorf("ParseOffsets(none) = %#v, %v; want an empty, non-nil list", got, err)
	}
	if _, err := ParseOffsets("-1h"); err == nil {
		t.Error("ParseOffsets(-1h) = nil error, want one")
	}
}

// TestOutageMovesTheDeadlinesThatFellInIt: the clock last ran at 60h and
// runs again at 90h; the deadline at 72h fell in the gap and moves by 30h,
// and nobody is late.
func TestOutageMovesTheDeadlinesThatFellInIt(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true, Moderators: []string{moderator}, OutageAfter: 15 * time.Minute})
	start := f.clock.Now()
	f.newTimedDuel(t, 72, store.TimeControl{})
	for _, after := range []time.Duration{time.Minute, 30 * time.Minute, 40 * time.Minute} {
		f.at(t, f.desk, start, after) // a gap of 10 minutes is no outage
	}
	if dls := f.openDeadlines(t); len(dls) != 2 || !dls[0].Due.Equal(start.Add(72*time.Hour)) {
		t.Fatalf("after checks 10 minutes apart: deadlines %+v, want both at +72h", dls)
	}
	f.at(t, f.desk, start, 60*time.Hour)
	restarted := New(f.st, Config{Referee: referee, PlusAddressing: true, Moderators: []string{moderator}, OutageAfter: 15 * time.Minute}, f.clock.Now, quietLog())
	f.at(t, restarted, start, 90*time.Hour)
	ms := f.outbox(t)
	if n := countKind(ms, kindLate); n != 0 {
		t.Errorf("late notices after an outage over the deadline = %d, want 0", n)
	}
	for _, dl := range f.openDeadlines(t) {
		if want := start.Add(102 * time.Hour); !dl.Due.Equal(want) {
			t.Errorf("%s's deadline after the outage = %s, want %s", dl.Seat, dl.Due, want)
		}
	}
	for _, addr := range []string{"north@a.example", "south@b.example", moderator} {
		if n := mailsTo(ms, addr, kindNotice, "out of service"); n != 1 {
			t.Errorf("outage notes to %s = %d, want 1", addr, n)
		}
	}
	// The moved deadline is enforced afresh, by a clock that runs.
	f.at(t, restarted, start, 101*time.Hour+50*time.Minute)
	f.at(t, restarted, start, 102*time.Hour)
	if n := countKind(f.outbox(t), kindLate); n != 4 {
		t.Errorf("late notices at the moved deadline = %d, want 4 (both seats, and the moderator once per seat)", n)
	}
}

// A deadline reported late keeps its row, and the moderators' count of
// late deadlines with it; a deadline resolved in time hands its row on
// to the next decision (store.Tx.HandOn), so the table holds the open
// deadlines and the late ones, not a row per decision. Twilight
// Struggle asks one side at a time: every row is handed on.
func TestLateDeadlinesStayCountedWhileTheOthersAreHandedOn(t *testing.T) {
	f := newFixture(t, Config{PlusAddressing: true})
	f.newTwilight(t)(5)
	ctx := context.Background()
	start, err := f.desk.Show(ctx, f.slug, AsModerator)
	if err != nil {
		t.Fatalf("Show = %v", err)
	}
	wantLate := map[string]int{}
	for _, p := range start.Pending {
		wantLate[p.Seat] = 1
	}
	f.clock.Add(73 * time.Hour)
	for range 2 {
		if err := f.desk.Tick(ctx); err != nil {
			t.Fatal(err)
		}
	}
	moves := 0
	for round := range 12 {
		for _, r := range f.movesAhead(t, round, 1) {
			if got := f.handle(t, r.Raw); got != Applied {
				t.Fatalf("move %d = %s, want %s", round, got, Applied)
			}
			moves++
		}
	}
	gv, err := f.desk.Show(ctx, f.slug, AsModerator)
	if err != nil {
		t.Fatalf("Show = %v", err)
	}
	if len(wantLate) == 0 || !reflect.DeepEqual(gv.Late, wantLate) {
		t.Errorf("late counts after %d moves = %v, want %v", moves, gv.Late, wantLate)
	}
	db, err := sql.Open("sqlite", "file:"+f.path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var rows, late, open int
	err = db.QueryRow(`SELECT count(*), count(late_notified), count(*) - count(resolved) FROM deadlines`).Scan(&rows, &late, &open)
	if err != nil {
		t.Fatal(err)
	}
	if late != len(wantLate) || open != len(gv.Pending) || rows != late+open {
		t.Errorf("deadline rows after %d moves: %d (%d late, %d open), want the %d late and the %d open ones",
			moves, rows, late, open, len(wantLate), len(gv.Pending))
	}
}
