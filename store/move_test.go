package store

import (
	"fmt"
	"reflect"
	"slices"
	"testing"
	"time"
)

func testMove(gameID int64, seat, raw string, at time.Time) *Move {
	return &Move{GameID: gameID, Seat: seat, Raw: raw, Normal: "NORMAL " + raw, MessageID: raw + "@mail.example",
		Source: "mail", Actor: "ann@example.org", At: at}
}

func TestAppendMoveNumbersPerGame(t *testing.T) {
	s, _ := openStore(t)
	a := createGame(t, s, "a-1")
	b := createGame(t, s, "b-1")
	steps := []struct {
		game    int64
		seat    string
		wantSeq int
	}{
		{a.ID, "North", 1},
		{a.ID, "South", 2},
		{b.ID, "South", 1},
		{a.ID, "North", 3},
		{b.ID, "North", 2},
	}
	var want = map[int64][]Move{}
	for i, st := range steps {
		m := testMove(st.game, st.seat, "move"+string(rune('a'+i)), t0.Add(time.Duration(i)*time.Minute))
		update(t, s, func(tx *Tx) error { return tx.AppendMove(m) })
		if m.Seq != st.wantSeq {
			t.Errorf("AppendMove(step %d, game %d) set Seq = %d, want %d", i, st.game, m.Seq, st.wantSeq)
		}
		want[st.game] = append(want[st.game], *m)
	}
	view(t, s, func(tx *Tx) error {
		for _, id := range []int64{a.ID, b.ID} {
			got, err := tx.Moves(id)
			if err != nil || !reflect.DeepEqual(got, want[id]) {
				t.Errorf("Moves(%d) = %+v, %v, want %+v", id, got, err, want[id])
			}
		}
		return nil
	})
}

func TestAppendMoveRefusesInvalid(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "d-1")
	tests := []struct {
		name string
		edit func(m *Move)
	}{
		{"unknown game", func(m *Move) { m.GameID = 999 }},
		{"seat not in game", func(m *Move) { m.Seat = "East" }},
		{"unknown source", func(m *Move) { m.Source = "pigeon" }},
		{"zero time", func(m *Move) { m.At = time.Time{} }},
	}
	for _, tt := range tests {
		m := testMove(g.ID, "North", "x", t0)
		tt.edit(m)
		if err := s.Update(t.Context(), func(tx *Tx) error { return tx.AppendMove(m) }); err == nil {
			t.Errorf("AppendMove(%s) = nil error, want refusal", tt.name)
		}
	}
	view(t, s, func(tx *Tx) error {
		if ms, err := tx.Moves(g.ID); err != nil || len(ms) != 0 {
			t.Errorf("Moves after refused appends = %d moves, %v; want none", len(ms), err)
		}
		return nil
	})
}

func TestMovesAreAppendOnly(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "d-1")
	m := testMove(g.ID, "North", "play 1", t0)
	update(t, s, func(tx *Tx) error { return tx.AppendMove(m) })
	tests := []struct {
		name, sql string
	}{
		{"update raw", "UPDATE moves SET raw = 'forged'"},
		{"update seq", "UPDATE moves SET seq = 5"},
		{"delete", "DELETE FROM moves"},
		{"insert with a gap", "INSERT INTO moves (game_id, seq, seat, raw, normal, source, at) VALUES (1, 3, 'North', 'x', 'x', 'mail', 0)"},
		{"insert over an old seq", "INSERT OR REPLACE INTO moves (game_id, seq, seat, raw, normal, source, at) VALUES (1, 1, 'North', 'x', 'x', 'mail', 0)"},
	}
	for _, tt := range tests {
		err := s.Update(t.Context(), func(tx *Tx) error {
			_, err := tx.exec(tt.sql)
			return err
		})
		if err == nil {
			t.Errorf("%s: %s = nil error, want refusal", tt.name, tt.sql)
		}
	}
	view(t, s, func(tx *Tx) error {
		got, err := tx.Moves(g.ID)
		if err != nil || !reflect.DeepEqual(got, []Move{*m}) {
			t.Errorf("Moves after refused rewrites = %+v, %v, want [%+v]", got, err, *m)
		}
		return nil
	})
}

func TestSnapshots(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "d-1")
	other := createGame(t, s, "d-2")
	update(t, s, func(tx *Tx) error {
		if err := tx.SaveSnapshot(g.ID, 0, []byte("initial")); err != nil {
			return err
		}
		for i := range 3 {
			if err := tx.AppendMove(testMove(g.ID, "North", "m", t0.Add(time.Duration(i)*time.Second))); err != nil {
				return err
			}
		}
		if err := tx.SaveSnapshot(g.ID, 2, []byte("after 2")); err != nil {
			return err
		}
		if err := tx.SaveSnapshot(g.ID, 1, []byte("after 1")); err != nil {
			return err
		}
		return tx.SaveSnapshot(other.ID, 0, []byte("other initial"))
	})
	latest := func(wantSeq int, wantState string) {
		t.Helper()
		view(t, s, func(tx *Tx) error {
			seq, state, err := tx.LatestSnapshot(g.ID)
			if err != nil || seq != wantSeq || string(state) != wantState {
				t.Errorf("LatestSnapshot(%d) = %d, %q, %v, want %d, %q", g.ID, seq, state, err, wantSeq, wantState)
			}
			return nil
		})
	}
	latest(2, "after 2")

	update(t, s, func(tx *Tx) error { return tx.SaveSnapshot(g.ID, 2, []byte("after 2, rules fixed")) })
	latest(2, "after 2, rules fixed")

	for _, seq := range []int{4, -1} {
		err := s.Update(t.Context(), func(tx *Tx) error { return tx.SaveSnapshot(g.ID, seq, []byte("bad")) })
		if err == nil {
			t.Errorf("SaveSnapshot(seq %d, last move 3) = nil error, want refusal", seq)
		}
	}
	if err := s.Update(t.Context(), func(tx *Tx) error { return tx.SaveSnapshot(999, 0, []byte("x")) }); err == nil {
		t.Errorf("SaveSnapshot(unknown game) = nil error, want refusal")
	}
	latest(2, "after 2, rules fixed")
}

func TestMovesAfterAndMovesSinceLastBy(t *testing.T) {
	s, _ := openStore(t)
	g := createGame(t, s, "a-1")
	for i, seat := range []string{"North", "South", "South", "North", "South"} {
		m := testMove(g.ID, seat, fmt.Sprintf("move %d", i), t0.Add(time.Duration(i)*time.Minute))
		m.Log = fmt.Sprintf("%s did %d\nand more", seat, i)
		update(t, s, func(tx *Tx) error { return tx.AppendMove(m) })
	}
	view(t, s, func(tx *Tx) error {
		after, err := tx.MovesAfter(g.ID, 3)
		if err != nil || len(after) != 2 || after[0].Seq != 4 || after[1].Log != "South did 4\nand more" {
			t.Errorf("MovesAfter(3) = %+v, %v; want moves 4 and 5 with their logs", after, err)
		}
		for seat, want := range map[string][]int{"North": {5}, "South": nil, "East": {1, 2, 3, 4, 5}} {
			since, err := tx.MovesSinceLastBy(g.ID, seat)
			var got []int
			for _, m := range since {
				got = append(got, m.Seq)
			}
			if err != nil || !slices.Equal(got, want) {
				t.Errorf("MovesSinceLastBy(%s) = moves %v, %v; want %v", seat, got, err, want)
			}
		}
		return nil
	})
}
