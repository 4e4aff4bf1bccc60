package main

import (
	"cmp"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"time"

	"turnmail/engine"
	"turnmail/mailer/mailbot"
)

// gameLogJSON is what the drill reads of `turnmail game log SLUG --json`.
type gameLogJSON struct {
	Game struct {
		Slug, Kind string
		Options    map[string]string
		Seed       uint64
	}
	Moves []struct {
		Seq                             int
		Seat, Normal, MessageID, Source string
	}
	Outbox []struct {
		MessageID, Kind, To, Status, LastError string
		Attempts                               int
	}
}

// tally is what a scenario measured.
type tally struct {
	replies, mails, kills int
	lost, doubled, dups   int
	failed                int     // outgoing mail given up (a 5xx)
	other                 int     // mails of no game: notices, answers to strangers
	peakMB                float64 // peak resident memory of any daemon process
}

func (r tally) String() string {
	return fmt.Sprintf("replies=%d mails=%d kills=%d lost=%d doubled=%d duplicates=%d (%.2f%%) failed=%d peak=%.1fMB",
		r.replies, r.mails, r.kills, r.lost, r.doubled, r.dups, r.dupShare()*100, r.failed, r.peakMB)
}

func (r tally) dupShare() float64 {
	if r.mails == 0 {
		return 0
	}
	return float64(r.dups) / float64(r.mails)
}

// settle waits until the daemon has handled every delivered reply and
// sent every queued mail, and the sink has been quiet for a second.
func (dr *drill) settle(timeout time.Duration) {
	dr.t.Helper()
	deadline := time.Now().Add(timeout)
	lastCount, quietSince := -1, time.Now()
	for {
		n := len(dr.w.sink.Messages())
		if n != lastCount {
			lastCount, quietSince = n, time.Now()
		}
		unseen, err := dr.w.unseen()
		if err == nil && unseen == 0 && time.Since(quietSince) > time.Second && dr.queued() == 0 {
			return
		}
		if time.Now().After(deadline) {
			dr.t.Errorf("after %v: %d replies not handled (%v), %d mails still queued", timeout, unseen, err, dr.queued())
			return
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// queued counts outgoing mail still waiting in every game's outbox.
func (dr *drill) queued() int {
	n := 0
	for _, g := range dr.games {
		gl, err := dr.gameLog(g.slug)
		if err != nil {
			return -1
		}
		for _, m := range gl.Outbox {
			if m.Status == "queued" {
				n++
			}
		}
	}
	return n
}

func (dr *drill) gameLog(slug string) (*gameLogJSON, error) {
	out, err := dr.d.cli("game", "log", slug, "--json")
	if err != nil {
		return nil, err
	}
	var gl gameLogJSON
	if err := json.Unmarshal(out, &gl); err != nil {
		return nil, fmt.Errorf("read game log of %s: %w", slug, err)
	}
	return &gl, nil
}

// verify compares every game with a replay of the drill's replies on a
// fresh engine, and every outgoing mail with what the sink received.
func (dr *drill) verify() tally {
	dr.t.Helper()
	for _, sm := range dr.w.sink.Messages()[dr.read:] {
		if m, err := mailbot.Decode(sm.Raw); err == nil {
			dr.copies[strings.Trim(m.MessageID, "<> ")]++
		}
	}
	dr.read = len(dr.w.sink.Messages())
	r := tally{replies: dr.replies, kills: dr.d.killCount(), peakMB: dr.d.peakMB()}
	dr.sortByArrival(&r)
	ids := map[string]bool{}
	for _, g := range dr.games {
		gl, err := dr.gameLog(g.slug)
		if err != nil {
			dr.t.Errorf("game log: %v", err)
			continue
		}
		dr.verifyMoves(g, gl, &r)
		for _, m := range gl.Outbox {
			ids[m.MessageID] = true
			switch {
			case m.Status == "failed" && m.To == dr.Reject:
				r.failed++
			case m.Status != "sent":
				r.lost++
				dr.t.Errorf("%s: mail %s (%s) to %s is %s after %d attempts (%s), want sent", g.slug, m.MessageID, m.Kind, m.To, m.Status, m.Attempts, m.LastError)
			case dr.copies[m.MessageID] == 0:
				r.lost++
				dr.t.Errorf("%s: mail %s (%s) to %s is recorded sent but never arrived", g.slug, m.MessageID, m.Kind, m.To)
			}
		}
	}
	for id, n := range dr.copies {
		r.mails++
		r.dups += n - 1
		if !ids[id] {
			r.other++
		}
	}
	return r
}

// verifyMoves checks one game's move log against the replies replayed on
// a fresh engine state from the game's seed: the same moves, in the same
// order, each reply applied once; and the same final state.
func (dr *drill) verifyMoves(g *drillGame, gl *gameLogJSON, r *tally) {
	dr.t.Helper()
	want, state, err := replay(gl.Game.Kind, gl.Game.Options, gl.Game.Seed, dr.repliesTo(g.slug))
	if err != nil {
		dr.t.Errorf("%s: replay: %v", g.slug, err)
		return
	}
	type move struct{ seat, normal, msgID string }
	var got []move
	applied := map[string]int{}
	for _, m := range gl.Moves {
		if m.Source != "mail" {
			continue
		}
		got = append(got, move{m.Seat, m.Normal, m.MessageID})
		if applied[m.MessageID]++; applied[m.MessageID] == 2 {
			r.doubled++
			dr.t.Errorf("%s: reply %s applied twice", g.slug, m.MessageID)
		}
	}
	inLog := map[string]bool{}
	for _, m := range got {
		inLog[m.msgID] = true
	}
	for _, w := range want {
		if !inLog[w.msgID] {
			r.lost++
			dr.t.Errorf("%s: reply %s (%s: %s) was legal when it arrived but is not in the move log", g.slug, w.msgID, w.seat, w.normal)
		}
	}
	for i := range max(len(got), len(want)) {
		var g1, w1 move
		if i < len(got) {
			g1 = got[i]
		}
		if i < len(want) {
			w1 = move{want[i].seat, want[i].normal, want[i].msgID}
		}
		if g1 != w1 {
			dr.t.Errorf("%s: move %d = %+v, want %+v (the replies replayed without the daemon)", g.slug, i+1, g1, w1)
			break
		}
	}
	dr.compareState(g.slug, state)
}

// compareState compares the daemon's full view of a game with the state
// the replay reached.
func (dr *drill) compareState(slug string, state engine.State) {
	dr.t.Helper()
	out, err := dr.d.cli("game", "show", slug, "--as", "moderator", "--json")
	if err != nil {
		dr.t.Errorf("game show: %v", err)
		return
	}
	var shown struct{ View any }
	if err := json.Unmarshal(out, &shown); err != nil {
		dr.t.Errorf("read game show of %s: %v", slug, err)
		return
	}
	b, err := json.Marshal(state.Full().Data)
	if err != nil {
		dr.t.Errorf("marshal the replayed view of %s: %v", slug, err)
		return
	}
	var want any
	if err := json.Unmarshal(b, &want); err != nil {
		dr.t.Errorf("read the replayed view of %s: %v", slug, err)
		return
	}
	if !reflect.DeepEqual(shown.View, want) {
		dr.t.Errorf("%s: the daemon's state differs from the replies replayed without it:\n got %.400s\nwant %.400s", slug, out, b)
	}
}

// sortByArrival puts the drill's replies in the order of their UIDs in
// the referee's mailbox; a reply missing there is lost.
func (dr *drill) sortByArrival(r *tally) {
	dr.t.Helper()
	uids, err := dr.w.arrival()
	if err != nil {
		dr.t.Errorf("read the referee's mailbox: %v", err)
		return
	}
	for _, in := range dr.inbound {
		if _, ok := uids[in.msgID]; !ok {
			r.lost++
			dr.t.Errorf("reply %s is not in the referee's mailbox", in.msgID)
		}
	}
	slices.SortStableFunc(dr.inbound, func(a, b inReply) int { return cmp.Compare(uids[a.msgID], uids[b.msgID]) })
}

func (dr *drill) repliesTo(slug string) []inReply {
	var rs []inReply
	for _, r := range dr.inbound {
		if r.slug == slug {
			rs = append(rs, r)
		}
	}
	return rs
}

// wantMove is a move the replay applied.
type wantMove struct{ seat, normal, msgID string }

// replay applies replies, in the order the mailbox received them, to a
// fresh state from seed as the referee's rules say: a reply counts only
// as an answer to the decision its seat is asked now, and a refused
// command changes nothing.
func replay(kind string, opts map[string]string, seed uint64, replies []inReply) ([]wantMove, engine.State, error) {
	g, err := engine.Lookup(kind)
	if err != nil {
		return nil, nil, err
	}
	seats, err := g.Seats(opts)
	if err != nil {
		return nil, nil, err
	}
	s, err := g.New(engine.Config{Options: opts, Seats: seats, Seed: seed})
	if err != nil {
		return nil, nil, err
	}
	var moves []wantMove
	for _, r := range replies {
		if !asked(s, r.seat, r.decision) {
			continue
		}
		res, err := s.Apply(r.seat, r.command)
		if err != nil {
			continue
		}
		moves = append(moves, wantMove{r.seat, res.Normal, r.msgID})
	}
	return moves, s, nil
}

func asked(s engine.State, seat string, decision int) bool {
	for _, p := range s.Pending() {
		if p.Seat == seat && p.Decision == decision {
			return true
		}
	}
	return false
}
