package store

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestCreateGameRoundTrips(t *testing.T) {
	s, _ := openStore(t)
	g := testGame("d-1")
	seats := testSeats()
	update(t, s, func(tx *Tx) error { return tx.CreateGame(g, seats) })
	if g.ID == 0 {
		t.Fatalf("CreateGame left g.ID = 0")
	}
	view(t, s, func(tx *Tx) error {
		got, err := tx.GameByID(g.ID)
		if err != nil {
			t.Fatalf("GameByID(%d) = %v", g.ID, err)
		}
		if !reflect.DeepEqual(got, g) {
			t.Errorf("GameByID(%d) = %+v, want %+v", g.ID, got, g)
		}
		bySlug, err := tx.GameBySlug("d-1")
		if err != nil || !reflect.DeepEqual(bySlug, g) {
			t.Errorf("GameBySlug(d-1) = %+v, %v, want %+v", bySlug, err, g)
		}
		gotSeats, err := tx.Seats(g.ID)
		if err != nil {
			t.Fatalf("Seats(%d) = %v", g.ID, err)
		}
		want := testSeats()
		for i := range want {
			want[i].GameID = g.ID
			want[i].Address = strings.ToLower(want[i].Address)
			want[i].Joined = want[i].Seat // a player joins at its own seat
		}
		if !reflect.DeepEqual(gotSeats, want) {
			t.Errorf("Seats(%d) = %+v, want %+v", g.ID, gotSeats, want)
		}
		if !reflect.DeepEqual(seats, want) {
			t.Errorf("CreateGame left seats = %+v, want GameID and Joined set and addresses lowercased: %+v", seats, want)
		}
		return nil
	})
}

func TestCreateGameRefusesInvalid(t *testing.T) {
	tests := []struct {
		name    string
		edit    func(g *Game, seats []Seat) []Seat
		wantDup bool
	}{
		{"duplicate slug", func(g *Game, s []Seat) []Seat { g.Slug = "taken-1"; return s }, true},
		{"duplicate token", func(g *Game, s []Seat) []Seat { s[1].Token = s[0].Token; return s }, true},
		{"duplicate seat", func(g *Game, s []Seat) []Seat { s[1].Seat = s[0].Seat; return s }, true},
		{"no seats", func(g *Game, s []Seat) []Seat { return nil }, false},
		{"empty slug", func(g *Game, s []Seat) []Seat { g.Slug = ""; return s }, false},
		{"empty kind", func(g *Game, s []Seat) []Seat { g.Kind = ""; return s }, false},
		{"unknown status", func(g *Game, s []Seat) []Seat { g.Status = "paused"; return s }, false},
		{"zero deadline hours", func(g *Game, s []Seat) []Seat { g.DeadlineHours = 0; return s }, false},
		{"negative decision", func(g *Game, s []Seat) []Seat { g.Decision = -1; return s }, false},
		{"zero created", func(g *Game, s []Seat) []Seat { g.Created = time.Time{}; return s }, false},
		{"empty address", func(g *Game, s []Seat) []Seat { s[0].Address = ""; return s }, false},
		{"empty token", func(g *Game, s []Seat) []Seat { s[0].Token = ""; return s }, false},
		{"empty seat name", func(g *Game, s []Seat) []Seat { s[0].Seat = ""; return s }, false},
	}
	s, _ := openStore(t)
	createGame(t, s, "taken-1")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := testGame("new-1")
			seats := tt.edit(g, testSeats())
			err := s.Update(t.Context(), func(tx *Tx) error { return tx.CreateGame(g, seats) })
			if err == nil {
				t.Fatalf("CreateGame(%s) = nil error, want refusal", tt.name)
			}
			if got := errors.Is(err, ErrDuplicate); got != tt.wantDup {
				t.Errorf("CreateGame(%s) = %v; errors.Is(ErrDuplicate) = %v, want %v", tt.name, err, got, tt.wantDup)
			}
			view(t, s, func(tx *Tx) error {
				games, err := tx.Games()
				if err != nil || len(games) != 1 {
					t.Errorf("Games() after refused CreateGame = %d games, %v; want only taken-1", len(games), err)
				}
				return nil
			})
		})
	}
}

func TestGettersReturnErrNotFound(t *testing.T) {
	s, _ := openStore(t)
	view(t, s, func(tx *Tx) error {
		if _, err := tx.GameBySlug("nope-1"); !errors.Is(err, ErrNotFound) {
			t.Errorf("GameBySlug(nope-1) = %v, want ErrNotFound", err)
		}
		if _, err := tx.GameByID(42); !errors.Is(err, ErrNotFound) {
			t.Errorf("GameByID(42) = %v, want ErrNotFound", err)
		}
		if _, _, err := tx.LatestSnapshot(42); !errors.Is(err, ErrNotFound) {
			t.Errorf("LatestSnapshot(42) = %v, want ErrNotFound", err)
		}
		if _, err := tx.InboundByHash(Hash([]byte("x"))); !errors.Is(err, ErrNotFound) {
			t.Errorf("InboundByHash(new) = %v, want ErrNotFound", err)
		}
		return nil
	})
}

func TestNextSlugNumber(t *testing.T) {
	s, _ := openStore(t)
	for _, slug := range []string{"ts-1", "ts-12", "ts-3", "ts-x", "ts-", "ts-4a", "tsx-99", "ts-12-2", "rbp-7", "t-50"} {
		createGame(t, s, slug)
	}
	tests := []struct {
		short string
		want  int
	}{
		{"ts", 13},
		{"rbp", 8},
		{"tsx", 100},
		{"t", 51},
		{"tri", 1},
		{"ts-12", 3},
	}
	view(t, s, func(tx *Tx) error {
		for _, tt := range tests {
			got, err := tx.NextSlugNumber(tt.short)
			if err != nil || got != tt.want {
				t.Errorf("NextSlugNumber(%q) = %d, %v, want %d", tt.short, got, err, tt.want)
			}
		}
		return nil
	})
}

func TestGamesListsInCreationOrder(t *testing.T) {
	s, _ := openStore(t)
	want := []string{"b-1", "a-1", "c-1"}
	for _, slug := range want {
		createGame(t, s, slug)
	}
	view(t, s, func(tx *Tx) error {
		games, err := tx.Games()
		if err != nil {
			t.Fatalf("Games() = %v", err)
		}
		var got []string
		for _, g := range games {
			got = append(got, g.Slug)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("Games() slugs = %v, want %v", got, want)
		}
		return nil
	})
}

func TestUpdateGame(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "d-1")
	later := t0.Add(90 * time.Minute)

	changed := *g
	changed.Status, changed.Decision, changed.ThreadID, changed.Updated, changed.DeadlineHours = "over", 7, "new-root@club", later, 24
	// Fields UpdateGame must not touch:
	changed.Slug, changed.Kind, changed.Seed, changed.Options, changed.Created = "other-9", "chess", 5, map[string]string{"x": "y"}, later
	update(t, s, func(tx *Tx) error { return tx.UpdateGame(&changed) })

	want := *g
	want.Status, want.Decision, want.ThreadID, want.Updated, want.DeadlineHours = "over", 7, "new-root@club", later, 24
	view(t, s, func(tx *Tx) error {
		got, err := tx.GameByID(g.ID)
		if err != nil || !reflect.DeepEqual(*got, want) {
			t.Errorf("GameByID after UpdateGame = %+v, %v, want %+v", got, err, want)
		}
		return nil
	})

	tests := []struct {
		name    string
		edit    func(g *Game)
		wantErr error // nil: any error
	}{
		{"unknown id", func(g *Game) { g.ID = 999 }, ErrNotFound},
		{"decision decreases", func(g *Game) { g.Decision = 6 }, nil},
		{"unknown status", func(g *Game) { g.Status = "paused" }, nil},
		{"zero updated", func(g *Game) { g.Updated = time.Time{} }, nil},
	}
	for _, tt := range tests {
		bad := want
		tt.edit(&bad)
		err := s.Update(t.Context(), func(tx *Tx) error { return tx.UpdateGame(&bad) })
		if err == nil || (tt.wantErr != nil && !errors.Is(err, tt.wantErr)) {
			t.Errorf("UpdateGame(%s) = %v, want error %v", tt.name, err, tt.wantErr)
		}
	}
}

func TestGameAndSnapshotReadsBothAsTheirOwnReads(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "duel-1")
	view(t, s, func(tx *Tx) error {
		got, seq, state, err := tx.GameAndSnapshot("duel-1", nil)
		if err != nil || got.ID != g.ID || seq != 0 || state != nil {
			t.Errorf("GameAndSnapshot(no snapshot) = game %v, %d, %q, %v; want game %d, 0, nil, nil", got, seq, state, err, g.ID)
		}
		if _, _, _, err := tx.GameAndSnapshot("duel-9", nil); !errors.Is(err, ErrNotFound) {
			t.Errorf("GameAndSnapshot(duel-9) = %v, want ErrNotFound", err)
		}
		return nil
	})
	update(t, s, func(tx *Tx) error {
		if err := tx.AppendMove(&Move{GameID: g.ID, Seat: "North", Raw: "play 1", Normal: "play 1", Source: "mail", At: t0}); err != nil {
			return err
		}
		return tx.SaveSnapshot(g.ID, 1, []byte(`{"turn":2}`))
	})
	view(t, s, func(tx *Tx) error {
		byID, err := tx.GameByID(g.ID)
		if err != nil {
			return err
		}
		wantSeq, wantState, err := tx.LatestSnapshot(g.ID)
		if err != nil {
			return err
		}
		got, seq, state, err := tx.GameAndSnapshot("duel-1", nil)
		if err != nil {
			return err
		}
		if !reflect.DeepEqual(got, byID) || seq != wantSeq || string(state) != string(wantState) {
			t.Errorf("GameAndSnapshot = %+v, %d, %q; want %+v, %d, %q", got, seq, state, byID, wantSeq, wantState)
		}
		// The snapshot the caller holds: the very bytes come back when
		// they are the stored ones, the stored ones when they are not.
		known := []byte(`{"turn":2}`)
		if _, _, state, err := tx.GameAndSnapshot("duel-1", known); err != nil || &state[0] != &known[0] {
			t.Errorf("GameAndSnapshot(known = the stored snapshot) = %q, %v; want known itself", state, err)
		}
		for _, other := range [][]byte{[]byte(`{"turn":1}`), []byte(`{"turn":2}` + " "), {}} {
			if _, _, state, err := tx.GameAndSnapshot("duel-1", other); err != nil || string(state) != `{"turn":2}` {
				t.Errorf("GameAndSnapshot(known = %q) = %q, %v; want the stored snapshot", other, state, err)
			}
		}
		return nil
	})
}
