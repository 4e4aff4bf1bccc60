package store

import (
	"errors"
	"testing"
	"time"
)

// TestMovePlayersSwapsSeats: two players swap seats; tokens, addresses,
// names and allowances follow them, and Joined keeps where each joined.
func TestMovePlayersSwapsSeats(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "duel-1")
	var seats []Seat
	view(t, s, func(tx *Tx) (err error) { seats, err = tx.Seats(g.ID); return err })
	for _, st := range seats {
		if st.Joined != st.Seat {
			t.Fatalf("new seat %s joined at %q, want itself", st.Seat, st.Joined)
		}
	}
	north, south := seats[0], seats[1]
	north.VacationUsed, north.AwayUntil = 3*time.Hour, t0.Add(time.Hour)
	moved := []Seat{
		{Seat: "North", Address: south.Address, Name: south.Name, Token: south.Token, Joined: south.Joined, Extensions: south.Extensions},
		{Seat: "South", Address: north.Address, Name: north.Name, Token: north.Token, Joined: north.Joined,
			VacationUsed: north.VacationUsed, AwayUntil: north.AwayUntil},
	}
	update(t, s, func(tx *Tx) error { return tx.MovePlayers(g.ID, moved) })
	var got []Seat
	view(t, s, func(tx *Tx) (err error) { got, err = tx.Seats(g.ID); return err })
	for i, want := range moved {
		want.GameID = g.ID
		if got[i] != want {
			t.Errorf("after MovePlayers seat %d = %+v, want %+v", i, got[i], want)
		}
	}
}

// TestMovePlayersRefusesDuplicateAndUnknown: a token another seat keeps
// and an unknown seat are refused, and nothing is written.
func TestMovePlayersRefusesDuplicateAndUnknown(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "duel-1")
	var seats []Seat
	view(t, s, func(tx *Tx) (err error) { seats, err = tx.Seats(g.ID); return err })
	dup := seats[0]
	dup.Token = seats[1].Token
	for _, tc := range []struct {
		name  string
		seats []Seat
		want  error
	}{
		{"a token the other seat keeps", []Seat{dup}, ErrDuplicate},
		{"an unknown seat", []Seat{{Seat: "East", Address: "x@example.org", Token: "zz"}}, ErrNotFound},
	} {
		err := s.Update(t.Context(), func(tx *Tx) error { return tx.MovePlayers(g.ID, tc.seats) })
		if !errors.Is(err, tc.want) {
			t.Errorf("MovePlayers(%s) = %v, want %v", tc.name, err, tc.want)
		}
	}
	var after []Seat
	view(t, s, func(tx *Tx) (err error) { after, err = tx.Seats(g.ID); return err })
	for i := range seats {
		if after[i] != seats[i] {
			t.Errorf("after refused moves seat %d = %+v, want %+v unchanged", i, after[i], seats[i])
		}
	}
}
