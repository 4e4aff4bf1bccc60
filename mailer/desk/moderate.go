package desk

import (
	"context"
	"fmt"
	"strings"
	"time"

	"turnmail/engine"
	"turnmail/store"
	"turnmail/templates"
)

// step is what a moderator's action makes of a game: the state after it
// (the same state for most), the change advance works out, the audit
// log's detail and the sentence the players are told ("" when the
// change's own mail tells them).
type step struct {
	next     engine.State
	change   change
	detail   string
	announce string
}

// moderate runs one moderator action in one transaction: it loads the
// game, lets act work out the step, runs the change through advance,
// tells the players and moderators, keeps the announcement in the game's
// notes and writes the audit log.
func (d *Desk) moderate(ctx context.Context, slug, actor, action string, act act) error {
	err := d.st.Update(ctx, func(tx *store.Tx) error {
		t, err := d.loadTable(tx, slug)
		if err != nil {
			return err
		}
		return d.moderateIn(tx, t, actorOr(actor), action, act)
	})
	if err != nil {
		return fmt.Errorf("%s %s: %w", action, slug, err)
	}
	d.kick()
	d.log.Info("moderator action", "game", slug, "action", action, "actor", actor)
	return nil
}

// act works out a moderator action's step. A moderator's mistake (no such
// seat, nothing to extend) is an *engine.Refusal, returned before
// anything is written.
type act func(tx *store.Tx, t *table) (step, error)

// moderateIn runs act on a loaded game within tx: the step goes through
// advance, is announced, noted and audited.
func (d *Desk) moderateIn(tx *store.Tx, t *table, actor, action string, act act) error {
	s, err := act(tx, t)
	if err != nil {
		return err
	}
	if s.next == nil {
		s.next = t.state
	}
	if s.announce != "" {
		s.change.news = append(s.change.news, tidings{text: s.announce, moderators: true})
		if err := d.addNote(tx, &store.Note{GameID: t.game.ID, At: d.now(), After: t.seq, Kind: "moderator", Text: s.announce}); err != nil {
			return err
		}
	}
	if err := d.advance(tx, t, s.next, s.change); err != nil {
		return err
	}
	return d.audit(tx, &store.AuditEntry{At: d.now(), Actor: actor, Action: action, GameID: t.game.ID, Detail: s.detail})
}

// Extend moves the open deadline of seat ("" for every seat asked) on
// by by.
func (d *Desk) Extend(ctx context.Context, slug, seat string, by time.Duration, actor string) error {
	return d.moderate(ctx, slug, actor, "extend", d.extendAct(seat, by, actor))
}

func (d *Desk) extendAct(seat string, by time.Duration, actor string) act {
	return func(tx *store.Tx, t *table) (step, error) {
		if by <= 0 {
			return step{}, engine.Refuse("extend by %s: want a positive duration", by)
		}
		moved := map[string]time.Time{}
		for _, s := range t.seats {
			if dl, ok := t.deadlines[s.Seat]; ok && (seat == "" || strings.EqualFold(seat, s.Seat)) {
				moved[s.Seat] = dl.Due.Add(by)
				if seat != "" {
					seat = s.Seat
				}
			}
		}
		if len(moved) == 0 {
			return step{}, engine.Refuse("no open deadline to extend (seat %q)", seat)
		}
		text, err := templates.Say("moderator-extended", map[string]any{"Actor": actor, "Seat": seat, "By": short(by)})
		return step{change: change{moved: moved}, detail: fmt.Sprintf("seat %q by %s", seat, by), announce: text}, err
	}
}

// Pause stops the game: no move is taken and no deadline runs until
// Resume.
func (d *Desk) Pause(ctx context.Context, slug, actor string) error {
	return d.moderate(ctx, slug, actor, "pause", d.pauseAct(actor))
}

func (d *Desk) pauseAct(actor string) act {
	return func(tx *store.Tx, t *table) (step, error) {
		switch {
		case !t.game.Paused.IsZero():
			return step{}, engine.Refuse("the game is paused already")
		case t.game.Status != statusActive:
			return step{}, engine.Refuse("the game is %s", t.game.Status)
		}
		t.game.Paused = d.now()
		text, err := templates.Say("moderator-paused", actor)
		return step{detail: "paused", announce: text}, err
	}
}

// Resume lets a paused game go on; its deadlines move by the time it was
// paused.
func (d *Desk) Resume(ctx context.Context, slug, actor string) error {
	return d.moderate(ctx, slug, actor, "resume", d.resumeAct(actor))
}

func (d *Desk) resumeAct(actor string) act {
	return func(tx *store.Tx, t *table) (step, error) {
		if t.game.Paused.IsZero() {
			return step{}, engine.Refuse("the game is not paused")
		}
		length := d.now().Sub(t.game.Paused)
		t.game.Paused = time.Time{}
		moved := map[string]time.Time{}
		for _, s := range t.seats {
			if dl, ok := t.deadlines[s.Seat]; ok {
				moved[s.Seat] = dl.Due.Add(length)
			}
		}
		text, err := templates.Say("moderator-resumed", map[string]any{"Actor": actor, "Length": short(length.Round(time.Minute))})
		return step{change: change{moved: moved}, detail: "after " + length.String(), announce: text}, err
	}
}

// ReplacePlayer gives seat to a new address with a new token: the old
// token stops working. The old address is told it no longer plays, the
// new one gets the game as it stands, and the other players are told.
func (d *Desk) ReplacePlayer(ctx context.Context, slug, seat, address, actor string) error {
	return d.moderate(ctx, slug, actor, "replace", d.replaceAct(seat, address, actor))
}

func (d *Desk) replaceAct(seat, address, actor string) act {
	return func(tx *store.Tx, t *table) (step, error) {
		s, ok := t.seat(seat)
		address = strings.ToLower(strings.TrimSpace(address))
		switch {
		case !ok:
			return step{}, engine.Refuse("game %s has no seat %q; its seats are %s", t.game.Slug, seat, t.seatNames())
		case !strings.Contains(address, "@") || d.isReferee(address):
			return step{}, engine.Refuse("seat %s: %q is not a player's mail address", s.Seat, address)
		}
		old := s.Address
		s.Address, s.Token = address, newToken()
		if err := tx.UpdateSeat(s); err != nil {
			return step{}, err
		}
		for i := range t.seats {
			if t.seats[i].Seat == s.Seat {
				t.seats[i] = s
			}
		}
		gone, err := templates.Say("replaced-old", map[string]any{"Actor": actor, "Seat": s.Seat, "Game": t.game.Slug})
		if err != nil {
			return step{}, err
		}
		subject, err := templates.Say("replaced-subject", nil)
		if err != nil {
			return step{}, err
		}
		if err := d.queueNotice(tx, notice{gameID: t.game.ID, to: old, slug: t.game.Slug, subject: subject, text: gone, auto: "auto-generated"}); err != nil {
			return step{}, err
		}
		welcome, err := templates.Say("replaced-new", map[string]any{"Actor": actor, "Seat": s.Seat})
		if err != nil {
			return step{}, err
		}
		text, err := templates.Say("moderator-replaced", map[string]any{"Actor": actor, "Seat": s.Seat})
		news := []tidings{{text: text, except: s.Seat, moderators: true}}
		return step{change: change{joined: s.Seat, joinNote: welcome, news: news},
			detail: fmt.Sprintf("%s: %s replaced by %s", s.Seat, old, address)}, err
	}
}

// Abort ends the game with no winner.
func (d *Desk) Abort(ctx context.Context, slug, reason, actor string) error {
	return d.moderate(ctx, slug, actor, "abort", d.abortAct(reason, actor))
}

func (d *Desk) abortAct(reason, actor string) act {
	return func(tx *store.Tx, t *table) (step, error) {
		if t.game.Status == statusOver {
			return step{}, engine.Refuse("the game is over already")
		}
		text, err := templates.Say("moderator-aborted", map[string]any{"Actor": actor, "Reason": reason})
		return step{change: change{end: &store.Ending{Reason: text}}, detail: reason}, err
	}
}

// Rollback takes the game back to the state after move seq: the moves
// after it stay in the log, marked rolled back, the game is rebuilt
// without them (an ending outside the rules is lifted too), and every
// seat asked is asked afresh under a new decision number. The players
// have seen the dice and draws that followed move seq, so the game goes
// on with a new generator (rollbackSeed), recorded in the chain as a
// reseed entry that every replay and verify puts in at the same point.
func (d *Desk) Rollback(ctx context.Context, slug string, seq int, actor string) error {
	return d.moderate(ctx, slug, actor, "rollback", d.rollbackAct(seq, actor))
}

func (d *Desk) rollbackAct(seq int, actor string) act {
	return func(tx *store.Tx, t *table) (step, error) {
		if seq < 0 || seq >= t.seq {
			return step{}, engine.Refuse("roll back to move %d: the game's moves run 1 to %d", seq, t.seq)
		}
		if err := tx.Rollback(t.game.ID, seq, d.now(), actorOr(actor)); err != nil {
			return step{}, err
		}
		if err := d.chainReseed(tx, t, seq, actorOr(actor)); err != nil {
			return step{}, err
		}
		state, last, err := replay(tx, t.game, t.rules)
		if err != nil {
			return step{}, err
		}
		count := last - seq
		t.game.Ending = store.Ending{}
		snap, err := d.saveSnapshot(tx, t, state)
		if err != nil {
			return step{}, err
		}
		text, err := templates.Say("moderator-rolledback", map[string]any{"Actor": actor, "Seq": seq, "Count": count})
		return step{next: state, change: change{rebuilt: true, snapshot: snap}, detail: fmt.Sprintf("to move %d; %d moves rolled back", seq, count), announce: text}, err
	}
}

// chainReseed writes a rollback's reseed entry to the game's chain: its
// number among the game's rollbacks, the move it goes back to and the
// game's last move, after which the new generator rolls.
func (d *Desk) chainReseed(tx *store.Tx, t *table, to int, actor string) error {
	chain, err := tx.Chain(t.game.ID)
	if err != nil {
		return err
	}
	done, err := reseedsOf(chain)
	if err != nil {
		return err
	}
	return appendLink(tx, t.game.ID, link{Kind: "reseed", At: d.now().UnixMilli(), Actor: actor,
		Rollback: len(done) + 1, To: to, Last: t.seq})
}

func actorOr(actor string) string {
	if actor == "" {
		return "moderator"
	}
	return actor
}
