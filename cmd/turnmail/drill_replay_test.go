package main

import (
	"slices"
	"testing"

	"turnmail/engine"
)

// TestDrillReplay checks the drill's own yardstick: a reply counts only as
// the answer to the decision its seat is asked now, once.
func TestDrillReplay(t *testing.T) {
	const kind, seed = "risk-balance-of-power", 11
	g, err := engine.Lookup(kind)
	if err != nil {
		t.Fatal(err)
	}
	seats, _ := g.Seats(nil)
	s, err := g.New(engine.Config{Seats: seats, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	p := s.Pending()[0]
	if len(p.Options) < 2 {
		t.Fatalf("the first prompt offers %v, want two options at least", p.Options)
	}
	first := inReply{seat: p.Seat, msgID: "a", command: p.Options[0], decision: p.Decision}
	second := inReply{seat: p.Seat, msgID: "b", command: p.Options[1], decision: p.Decision}
	stale := inReply{seat: p.Seat, msgID: "c", command: p.Options[0], decision: p.Decision - 1}
	illegal := inReply{seat: p.Seat, msgID: "d", command: "conquer the moon", decision: p.Decision}
	tests := []struct {
		name    string
		replies []inReply
		want    []string // message IDs applied
	}{
		{"an answer to the decision asked", []inReply{first}, []string{"a"}},
		{"a second answer to one decision", []inReply{first, second}, []string{"a"}},
		{"the second answer arriving first", []inReply{second, first}, []string{"b"}},
		{"an answer to an older decision", []inReply{stale}, nil},
		{"an illegal command, then a legal one", []inReply{illegal, first}, []string{"a"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			moves, _, err := replay(kind, nil, seed, tt.replies)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, m := range moves {
				got = append(got, m.msgID)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("replay applied %v, want %v", got, tt.want)
			}
		})
	}
}
