package store

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"
)

// testDeadline is due 72 hours after t0 with a reminder 24 hours before.
func testDeadline(gameID int64, seat string, decision int) Deadline {
	due := t0.Add(72 * time.Hour)
	return Deadline{GameID: gameID, Seat: seat, Decision: decision, Due: due, RemindAt: due.Add(-24 * time.Hour)}
}

func keys(ds []Deadline) []string {
	var out []string
	for _, d := range ds {
		out = append(out, d.key())
	}
	return out
}

func TestSetDeadlineAndOpenDeadlines(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "d-1")
	south := testDeadline(g.ID, "South", 1)
	north := testDeadline(g.ID, "North", 1)
	next := testDeadline(g.ID, "North", 2)
	update(t, s, func(tx *Tx) error {
		for _, d := range []Deadline{next, south, north} {
			if err := tx.SetDeadline(d); err != nil {
				return err
			}
		}
		return nil
	})
	view(t, s, func(tx *Tx) error {
		got, err := tx.OpenDeadlines(g.ID)
		if want := []Deadline{north, south, next}; err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("OpenDeadlines(%d) = %+v, %v, want %+v", g.ID, got, err, want)
		}
		return nil
	})
	update(t, s, func(tx *Tx) error { return tx.ResolveDeadlines(g.ID, "North", t0.Add(time.Hour)) })
	// Setting a resolved deadline again, even moved, does not reopen it.
	movedNorth := north
	movedNorth.Due = north.Due.Add(time.Hour)
	update(t, s, func(tx *Tx) error { return tx.SetDeadline(movedNorth) })
	view(t, s, func(tx *Tx) error {
		got, err := tx.OpenDeadlines(g.ID)
		if want := []Deadline{south}; err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("OpenDeadlines after ResolveDeadlines(North) = %v, %v, want %v", keys(got), err, keys(want))
		}
		return nil
	})

	invalid := []struct {
		name string
		edit func(d *Deadline)
	}{
		{"seat not in game", func(d *Deadline) { d.Seat = "East" }},
		{"unknown game", func(d *Deadline) { d.GameID = 999 }},
		{"decision 0", func(d *Deadline) { d.Decision = 0 }},
		{"reminder after due", func(d *Deadline) { d.RemindAt = d.Due.Add(time.Second) }},
		{"zero due", func(d *Deadline) { d.Due = time.Time{} }},
	}
	for _, tt := range invalid {
		d := testDeadline(g.ID, "South", 5)
		tt.edit(&d)
		if err := s.Update(t.Context(), func(tx *Tx) error { return tx.SetDeadline(d) }); err == nil {
			t.Errorf("SetDeadline(%s) = nil error, want refusal", tt.name)
		}
	}
}

func TestDueRemindersWindow(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "d-1")
	d := testDeadline(g.ID, "North", 1)
	update(t, s, func(tx *Tx) error { return tx.SetDeadline(d) })
	tests := []struct {
		name     string
		now      time.Time
		reminder bool
		late     bool
	}{
		{"before reminder", d.RemindAt.Add(-time.Millisecond), false, false},
		{"at reminder", d.RemindAt, true, false},
		{"between", d.Due.Add(-time.Millisecond), true, false},
		{"at due", d.Due, false, true},
		{"long after", d.Due.Add(30 * 24 * time.Hour), false, true},
	}
	view(t, s, func(tx *Tx) error {
		for _, tt := range tests {
			rs, err := tx.DueReminders(tt.now)
			if err != nil || (len(rs) == 1) != tt.reminder || len(rs) > 1 {
				t.Errorf("DueReminders(%s) = %v, %v, want listed = %v", tt.name, keys(rs), err, tt.reminder)
			}
			ls, err := tx.DueLate(tt.now)
			if err != nil || (len(ls) == 1) != tt.late || len(ls) > 1 {
				t.Errorf("DueLate(%s) = %v, %v, want listed = %v", tt.name, keys(ls), err, tt.late)
			}
		}
		return nil
	})
}

// TestReminderExactlyOnce runs the scheduler's loop body twice and across
// a reopen: each seat gets one reminder and one late notice.
func TestReminderExactlyOnce(t *testing.T) {
	s, path := openStore(t)
	g := createGame(t, s, "d-1")
	update(t, s, func(tx *Tx) error {
		for _, seat := range []string{"North", "South"} {
			if err := tx.SetDeadline(testDeadline(g.ID, seat, 1)); err != nil {
				return err
			}
		}
		return nil
	})
	remindNow := t0.Add(50 * time.Hour)
	lateNow := t0.Add(73 * time.Hour)
	// scan is the scheduler's job: one transaction marks what it queues.
	scan := func(s *Store, now time.Time) (reminded, late int) {
		t.Helper()
		update(t, s, func(tx *Tx) error {
			rs, err := tx.DueReminders(now)
			if err != nil {
				return err
			}
			for _, d := range rs {
				if err := tx.MarkReminded(d, now); err != nil {
					return err
				}
			}
			ls, err := tx.DueLate(now)
			if err != nil {
				return err
			}
			for _, d := range ls {
				if err := tx.MarkLateNotified(d, now); err != nil {
					return err
				}
			}
			reminded, late = len(rs), len(ls)
			return nil
		})
		return reminded, late
	}
	steps := []struct {
		name                   string
		now                    time.Time
		reopen                 bool
		wantReminded, wantLate int
	}{
		{"first reminder scan", remindNow, false, 2, 0},
		{"second reminder scan", remindNow.Add(time.Minute), false, 0, 0},
		{"after reopen", remindNow.Add(2 * time.Minute), true, 0, 0},
		{"late scan", lateNow, false, 0, 2},
		{"late scan again", lateNow.Add(time.Minute), false, 0, 0},
		{"late scan after reopen", lateNow.Add(2 * time.Minute), true, 0, 0},
	}
	for _, st := range steps {
		if st.reopen {
			s.Close()
			var err error
			if s, err = Open(context.Background(), path); err != nil {
				t.Fatalf("%s: Open = %v", st.name, err)
			}
			t.Cleanup(func() { s.Close() })
		}
		if r, l := scan(s, st.now); r != st.wantReminded || l != st.wantLate {
			t.Errorf("%s: scan(t0%+v) reminded %d, late %d; want %d, %d", st.name, st.now.Sub(t0), r, l, st.wantReminded, st.wantLate)
		}
	}
	view(t, s, func(tx *Tx) error {
		ds, err := tx.OpenDeadlines(g.ID)
		if err != nil || len(ds) != 2 {
			t.Fatalf("OpenDeadlines = %d, %v, want 2", len(ds), err)
		}
		for _, d := range ds {
			if !d.Reminded.Equal(remindNow) || !d.LateNotified.Equal(lateNow) {
				t.Errorf("deadline %s: Reminded %v, LateNotified %v, want %v, %v", d.key(), d.Reminded, d.LateNotified, remindNow, lateNow)
			}
		}
		return nil
	})
}

func TestMarkDeadlineRefusesRepeatsAndStaleRows(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "d-1")
	d := testDeadline(g.ID, "North", 1)
	update(t, s, func(tx *Tx) error { return tx.SetDeadline(d) })
	moved := d
	moved.Due = d.Due.Add(time.Hour)
	resolvedSeat := testDeadline(g.ID, "South", 1)
	update(t, s, func(tx *Tx) error {
		if err := tx.SetDeadline(resolvedSeat); err != nil {
			return err
		}
		return tx.ResolveDeadlines(g.ID, "South", t0)
	})
	steps := []struct {
		name    string
		do      func(tx *Tx) error
		wantErr error
	}{
		{"remind", func(tx *Tx) error { return tx.MarkReminded(d, t0) }, nil},
		{"remind again", func(tx *Tx) error { return tx.MarkReminded(d, t0) }, ErrConflict},
		{"late with stale due", func(tx *Tx) error { return tx.MarkLateNotified(moved, t0) }, ErrConflict},
		{"late", func(tx *Tx) error { return tx.MarkLateNotified(d, t0) }, nil},
		{"late again", func(tx *Tx) error { return tx.MarkLateNotified(d, t0) }, ErrConflict},
		{"remind resolved", func(tx *Tx) error { return tx.MarkReminded(resolvedSeat, t0) }, ErrConflict},
		{"remind unknown", func(tx *Tx) error { return tx.MarkReminded(testDeadline(g.ID, "North", 9), t0) }, ErrNotFound},
	}
	for _, st := range steps {
		err := s.Update(t.Context(), st.do)
		if (st.wantErr == nil && err != nil) || (st.wantErr != nil && !errors.Is(err, st.wantErr)) {
			t.Errorf("%s = %v, want %v", st.name, err, st.wantErr)
		}
	}
}

// TestSetDeadlineMovedOrRepeated covers the upsert rules that later
// vacation and extension features rely on.
func TestSetDeadlineMovedOrRepeated(t *testing.T) {
	base := testDeadline(1, "North", 1)
	remindedAt, lateAt := base.RemindAt.Add(time.Minute), base.Due.Add(time.Minute)
	tests := []struct {
		name         string
		set          Deadline
		wantReminded time.Time
		wantLate     time.Time
	}{
		{"same times keep stamps", base, remindedAt, lateAt},
		{"reminder moved resets reminder only", func() Deadline { d := base; d.RemindAt = d.RemindAt.Add(time.Hour); return d }(),
			time.Time{}, lateAt},
		{"due moved resets both", func() Deadline { d := base; d.Due = d.Due.Add(48 * time.Hour); return d }(),
			time.Time{}, time.Time{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := openStore(t)
			g := createGame(t, s, "d-1")
			if g.ID != base.GameID {
				t.Fatalf("game id %d, want %d", g.ID, base.GameID)
			}
			update(t, s, func(tx *Tx) error {
				if err := tx.SetDeadline(base); err != nil {
					return err
				}
				if err := tx.MarkReminded(base, remindedAt); err != nil {
					return err
				}
				if err := tx.MarkLateNotified(base, lateAt); err != nil {
					return err
				}
				return tx.SetDeadline(tt.set)
			})
			view(t, s, func(tx *Tx) error {
				ds, err := tx.OpenDeadlines(g.ID)
				if err != nil || len(ds) != 1 {
					t.Fatalf("OpenDeadlines = %v, %v, want one", keys(ds), err)
				}
				want := tt.set
				want.Reminded, want.LateNotified = tt.wantReminded, tt.wantLate
				if !reflect.DeepEqual(ds[0], want) {
					t.Errorf("after SetDeadline(%s): %+v, want %+v", tt.name, ds[0], want)
				}
				return nil
			})
		})
	}
}

// HandOn moves an open deadline never reported late to the next
// decision, of another seat or the same, in place; a late one, a moved
// one or one whose target decision has a row stays, and the caller falls
// back to ResolveDeadlines and SetDeadline.
func TestHandOnDeadline(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "d-1")
	first := testDeadline(g.ID, "North", 1)
	next := testDeadline(g.ID, "South", 2)
	next.Due = next.Due.Add(time.Hour)
	next.EnforceAt = next.Due.Add(time.Hour)
	late := testDeadline(g.ID, "North", 3)
	update(t, s, func(tx *Tx) error { return tx.SetDeadline(first) })
	handOn := func(old, d Deadline) bool {
		t.Helper()
		var ok bool
		update(t, s, func(tx *Tx) (err error) {
			ok, err = tx.HandOn(old, d)
			return err
		})
		return ok
	}
	open := func() []Deadline {
		t.Helper()
		var got []Deadline
		view(t, s, func(tx *Tx) (err error) {
			got, err = tx.OpenDeadlines(g.ID)
			return err
		})
		return got
	}
	moved := first
	moved.Due = first.Due.Add(time.Minute)
	if handOn(moved, next) {
		t.Errorf("HandOn(%s as moved since) = true, want false", first.key())
	}
	if !handOn(first, next) {
		t.Fatalf("HandOn(%s, %s) = false, want true", first.key(), next.key())
	}
	if got := open(); !reflect.DeepEqual(got, []Deadline{next}) {
		t.Errorf("OpenDeadlines after HandOn = %+v, want %+v", got, []Deadline{next})
	}
	if handOn(first, late) {
		t.Errorf("HandOn(%s) a second time = true, want false: it was handed on", first.key())
	}
	// A deadline reported late keeps its row, for LateCounts.
	update(t, s, func(tx *Tx) error { return tx.MarkLateNotified(next, next.Due) })
	if handOn(next, late) {
		t.Errorf("HandOn(%s, reported late) = true, want false", next.key())
	}
	// The target decision's own row wins; nothing changes.
	update(t, s, func(tx *Tx) error { return tx.SetDeadline(late) })
	again := testDeadline(g.ID, "North", 4)
	update(t, s, func(tx *Tx) error { return tx.SetDeadline(again) })
	if handOn(late, again) {
		t.Errorf("HandOn(%s, %s with a row of its own) = true, want false", late.key(), again.key())
	}
	var counts map[string]int
	view(t, s, func(tx *Tx) (err error) {
		counts, err = tx.LateCounts(g.ID)
		return err
	})
	if want := map[string]int{"South": 1}; !reflect.DeepEqual(counts, want) {
		t.Errorf("LateCounts = %v, want %v", counts, want)
	}
	if got, want := keys(open()), []string{next.key(), late.key(), again.key()}; !reflect.DeepEqual(got, want) {
		t.Errorf("OpenDeadlines = %v, want %v", got, want)
	}
}
