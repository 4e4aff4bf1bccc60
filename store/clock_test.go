package store

import (
	"errors"
	"reflect"
	"slices"
	"testing"
	"time"
)

func TestTimeControlAndEndingRoundTrip(t *testing.T) {
	s, _ := openStore(t)
	games := []struct {
		slug  string
		clock TimeControl
	}{
		{"tc-defaults", TimeControl{}},
		{"tc-none", TimeControl{Remind: []time.Duration{}}},
		{"tc-full", TimeControl{Grace: 12 * time.Hour, Zone: "Europe/Berlin", Remind: []time.Duration{24 * time.Hour, 2 * time.Hour}, Late: "extend", Extensions: 2}},
	}
	for _, tc := range games {
		g := testGame(tc.slug)
		g.Clock = tc.clock
		update(t, s, func(tx *Tx) error { return tx.CreateGame(g, testSeats()) })
		view(t, s, func(tx *Tx) error {
			got, err := tx.GameBySlug(tc.slug)
			if err != nil || !reflect.DeepEqual(got.Clock, tc.clock) {
				t.Errorf("GameBySlug(%s).Clock = %+v, %v, want %+v", tc.slug, got.Clock, err, tc.clock)
			}
			return nil
		})
	}
	g := createGame(t, s, "tc-ended")
	g.Ending = Ending{Reason: "North forfeited", Winners: []string{"South"}}
	g.Status = "over"
	update(t, s, func(tx *Tx) error { return tx.UpdateGame(g) })
	view(t, s, func(tx *Tx) error {
		got, err := tx.GameByID(g.ID)
		if err != nil || !reflect.DeepEqual(got.Ending, g.Ending) {
			t.Errorf("GameByID(%d).Ending = %+v, %v, want %+v", g.ID, got.Ending, err, g.Ending)
		}
		return nil
	})
}

func TestDueEnforceOnceAndAfreshWhenTheDeadlineMoves(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "enf-1")
	dl := testDeadline(g.ID, "North", 1)
	dl.EnforceAt = dl.Due.Add(12 * time.Hour)
	update(t, s, func(tx *Tx) error { return tx.SetDeadline(dl) })
	due := func(at time.Time) []Deadline {
		t.Helper()
		var ds []Deadline
		view(t, s, func(tx *Tx) (err error) { ds, err = tx.DueEnforce(at); return err })
		return ds
	}
	if ds := due(dl.Due); len(ds) != 0 {
		t.Errorf("DueEnforce(due) = %v, want none before the grace ends", keys(ds))
	}
	ds := due(dl.EnforceAt)
	if len(ds) != 1 {
		t.Fatalf("DueEnforce(due+grace) = %v, want the one deadline", keys(ds))
	}
	update(t, s, func(tx *Tx) error { return tx.MarkEnforced(ds[0], dl.EnforceAt) })
	err := s.Update(t.Context(), func(tx *Tx) error { return tx.MarkEnforced(ds[0], dl.EnforceAt) })
	if !errors.Is(err, ErrConflict) {
		t.Errorf("MarkEnforced twice = %v, want ErrConflict", err)
	}
	if ds := due(dl.EnforceAt.Add(time.Hour)); len(ds) != 0 {
		t.Errorf("DueEnforce after MarkEnforced = %v, want none", keys(ds))
	}
	moved := dl
	moved.Due, moved.EnforceAt = dl.Due.Add(24*time.Hour), dl.EnforceAt.Add(24*time.Hour)
	update(t, s, func(tx *Tx) error { return tx.SetDeadline(moved) })
	if ds := due(moved.EnforceAt); len(ds) != 1 {
		t.Errorf("DueEnforce after the deadline moved = %v, want it due afresh", keys(ds))
	}
}

func TestUpdateSeatReplacesTheToken(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "seat-1")
	var seats []Seat
	view(t, s, func(tx *Tx) (err error) { seats, err = tx.Seats(g.ID); return err })
	north := seats[0]
	north.Address, north.Token, north.Extensions = "New@Example.org", "n3wt0k3n", 1
	north.VacationUsed, north.AwayUntil = 5*24*time.Hour, t0.Add(5*24*time.Hour)
	update(t, s, func(tx *Tx) error { return tx.UpdateSeat(north) })
	view(t, s, func(tx *Tx) (err error) { seats, err = tx.Seats(g.ID); return err })
	if got := seats[0]; got.Address != "new@example.org" || got.Token != "n3wt0k3n" || got.Extensions != 1 ||
		got.VacationUsed != 5*24*time.Hour || !got.AwayUntil.Equal(t0.Add(5*24*time.Hour)) {
		t.Errorf("Seats after UpdateSeat = %+v, want address new@example.org, token n3wt0k3n, 1 extension", got)
	}
	south := seats[1]
	south.Token = "n3wt0k3n"
	err := s.Update(t.Context(), func(tx *Tx) error { return tx.UpdateSeat(south) })
	if !errors.Is(err, ErrDuplicate) {
		t.Errorf("UpdateSeat with North's token = %v, want ErrDuplicate", err)
	}
}

func TestNotesAreKeptInOrderAndAppendOnly(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "notes-1")
	for i, text := range []string{"north says: hello", "south is on vacation"} {
		update(t, s, func(tx *Tx) error {
			return tx.AddNote(&Note{GameID: g.ID, At: t0.Add(time.Duration(i) * time.Hour), Seat: "North", Kind: "say", Text: text})
		})
	}
	var ns []Note
	view(t, s, func(tx *Tx) (err error) { ns, err = tx.Notes(g.ID); return err })
	if len(ns) != 2 || ns[0].Text != "north says: hello" || !ns[1].At.Equal(t0.Add(time.Hour)) {
		t.Errorf("Notes = %+v, want the two notes in order", ns)
	}
	err := s.Update(t.Context(), func(tx *Tx) error {
		_, err := tx.exec(`DELETE FROM notes WHERE game_id = ?`, g.ID)
		return err
	})
	if err == nil {
		t.Error("deleting a note succeeded, want the append-only trigger to refuse")
	}
}

func TestHeartbeatRemembersTheLastBeat(t *testing.T) {
	s, _ := openStore(t)
	view(t, s, func(tx *Tx) error {
		if at, err := tx.Heartbeat("clock"); err != nil || !at.IsZero() {
			t.Errorf("Heartbeat before any beat = %v, %v; want the zero time", at, err)
		}
		return nil
	})
	update(t, s, func(tx *Tx) error { return tx.Beat("clock", t0) })
	update(t, s, func(tx *Tx) error { return tx.Beat("clock", t0.Add(time.Minute)) })
	view(t, s, func(tx *Tx) error {
		if at, err := tx.Heartbeat("clock"); err != nil || !at.Equal(t0.Add(time.Minute)) {
			t.Errorf("Heartbeat = %v, %v; want %v", at, err, t0.Add(time.Minute))
		}
		return nil
	})
}

func TestRollbackMarksTheLaterMovesAndKeepsThem(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "rb-1")
	update(t, s, func(tx *Tx) error {
		for i := 0; i < 4; i++ {
			if err := tx.AppendMove(&Move{GameID: g.ID, Seat: "North", Raw: "x", Normal: "x", Source: "mail", At: t0}); err != nil {
				return err
			}
		}
		return tx.Rollback(g.ID, 2, t0, "ada")
	})
	if err := s.Update(t.Context(), func(tx *Tx) error { return tx.Rollback(g.ID, 4, t0, "ada") }); err == nil {
		t.Error("Rollback to the last move = nil, want an error")
	}
	var ms []Move
	view(t, s, func(tx *Tx) (err error) { ms, err = tx.Moves(g.ID); return err })
	var got []bool
	for _, m := range ms {
		got = append(got, m.RolledBack)
	}
	if want := []bool{false, false, true, true}; !reflect.DeepEqual(got, want) {
		t.Errorf("RolledBack of the moves = %v, want %v", got, want)
	}
	g.Paused = t0
	update(t, s, func(tx *Tx) error { return tx.UpdateGame(g) })
	view(t, s, func(tx *Tx) error {
		got, err := tx.GameByID(g.ID)
		if err != nil || !got.Paused.Equal(t0) {
			t.Errorf("GameByID(%d).Paused = %v, %v; want %v", g.ID, got.Paused, err, t0)
		}
		return nil
	})
}

func TestModeratorTokensPerGame(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "mt-1")
	update(t, s, func(tx *Tx) error { return tx.AddModeratorToken(g.ID, "Mod@Club.example", "m0dt0k3n") })
	view(t, s, func(tx *Tx) error {
		if tok, err := tx.ModeratorToken(g.ID, "mod@club.example"); err != nil || tok != "m0dt0k3n" {
			t.Errorf("ModeratorToken = %q, %v; want m0dt0k3n", tok, err)
		}
		if addr, err := tx.ModeratorByToken(g.ID, "m0dt0k3n"); err != nil || addr != "mod@club.example" {
			t.Errorf("ModeratorByToken = %q, %v; want mod@club.example", addr, err)
		}
		if _, err := tx.ModeratorByToken(g.ID, "other"); !errors.Is(err, ErrNotFound) {
			t.Errorf("ModeratorByToken(other) = %v, want ErrNotFound", err)
		}
		return nil
	})
	err := s.Update(t.Context(), func(tx *Tx) error { return tx.AddModeratorToken(g.ID, "other@club.example", "m0dt0k3n") })
	if !errors.Is(err, ErrDuplicate) {
		t.Errorf("a second moderator with the same token = %v, want ErrDuplicate", err)
	}
}

func TestChainLinksEveryEntryToTheOneBefore(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "chain-1")
	for _, body := range []string{`{"kind":"start"}`, `{"kind":"move","seat":"North"}`, `{"kind":"move","seat":"South"}`} {
		update(t, s, func(tx *Tx) error { _, err := tx.AppendLink(g.ID, body); return err })
	}
	var ls []Link
	view(t, s, func(tx *Tx) (err error) { ls, err = tx.Chain(g.ID); return err })
	if err := CheckChain(ls); err != nil || len(ls) != 3 {
		t.Fatalf("CheckChain(honest chain of %d) = %v, want nil", len(ls), err)
	}
	changed := slices.Clone(ls)
	changed[1].Body = `{"kind":"move","seat":"South"}`
	removed := append(slices.Clone(ls[:1]), ls[2:]...)
	relinked := slices.Clone(ls)
	relinked[1].Body = `{"kind":"move","seat":"South"}`
	relinked[1].Hash = LinkHash(relinked[1].Prev, relinked[1].Body)
	for name, bad := range map[string][]Link{"a changed body": changed, "a removed entry": removed, "a rehashed entry": relinked} {
		if err := CheckChain(bad); err == nil {
			t.Errorf("CheckChain(%s) = nil, want an error", name)
		}
	}
}

func TestProposalsWithTheirInvitations(t *testing.T) {
	s, _ := openStore(t)
	p := &Proposal{Kind: "duel", Settings: `{"hours":48}`, Proposer: "North@A.example", Status: "open", Created: t0, Expires: t0.Add(time.Hour)}
	inv := []Invitation{
		{Seat: "north", Address: "north@a.example", Token: "t1", Answer: "accepted"},
		{Seat: "south", Address: "South@B.example", Token: "t2", Answer: "pending"},
	}
	update(t, s, func(tx *Tx) error { return tx.AddProposal(p, inv) })
	update(t, s, func(tx *Tx) error {
		return tx.Answer(Invitation{ProposalID: p.ID, Seat: "south", Answer: "declined"})
	})
	var expired []int64
	view(t, s, func(tx *Tx) error {
		got, gotInv, err := tx.ProposalByID(p.ID)
		if err != nil || got.Proposer != "north@a.example" || len(gotInv) != 2 || gotInv[1].Address != "south@b.example" || gotInv[1].Answer != "declined" {
			t.Errorf("ProposalByID = %+v, %+v, %v; want the proposal with south declined", got, gotInv, err)
		}
		if expired, err = tx.ExpiredProposals(t0.Add(30 * time.Minute)); err != nil || len(expired) != 0 {
			t.Errorf("ExpiredProposals before its time = %v, %v; want none", expired, err)
		}
		expired, err = tx.ExpiredProposals(t0.Add(time.Hour))
		return err
	})
	if len(expired) != 1 || expired[0] != p.ID {
		t.Errorf("ExpiredProposals at its time = %v, want [%d]", expired, p.ID)
	}
	p.Status = "expired"
	update(t, s, func(tx *Tx) error { return tx.UpdateProposal(p) })
	view(t, s, func(tx *Tx) error {
		if ids, err := tx.ExpiredProposals(t0.Add(2 * time.Hour)); err != nil || len(ids) != 0 {
			t.Errorf("ExpiredProposals after it expired = %v, %v; want none", ids, err)
		}
		return nil
	})
}

func TestLateCountsBySeat(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "late-1")
	for i, seat := range []string{"North", "North", "South"} {
		dl := testDeadline(g.ID, seat, i+1)
		update(t, s, func(tx *Tx) error {
			if err := tx.SetDeadline(dl); err != nil {
				return err
			}
			if seat == "South" {
				return nil // asked, never late
			}
			return tx.MarkLateNotified(dl, dl.Due)
		})
	}
	view(t, s, func(tx *Tx) error {
		got, err := tx.LateCounts(g.ID)
		if err != nil || got["North"] != 2 || got["South"] != 0 {
			t.Errorf("LateCounts = %v, %v; want North 2, South 0", got, err)
		}
		return nil
	})
}
