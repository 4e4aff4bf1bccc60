package desk

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"slices"
	"strings"
	"time"

	"turnmail/engine"
	"turnmail/store"
	"turnmail/templates"
)

// NewSeat is one player of a game to be created.
type NewSeat struct {
	Seat    string // the game's seat name, e.g. "USSR"
	Address string
	Name    string // how the player is greeted, may be empty
}

// NewGame is a game to be created by a moderator.
type NewGame struct {
	Kind          string // registry name, e.g. "twilight-struggle"
	Options       engine.Options
	Seats         []NewSeat
	Seed          uint64            // 0: a random seed
	DeadlineHours int               // 0: the service default
	Clock         store.TimeControl // grace, zone, reminders, late policy; zero: the defaults
	Actor         string            // the moderator, for the audit log
	Observers     bool              // anyone may watch the game ("watch SLUG")
}

// CreateGame sets up a game, stores it and mails every seat its first
// mail. It returns the game's slug.
func (d *Desk) CreateGame(ctx context.Context, ng NewGame) (string, error) {
	var slug string
	err := d.st.Update(ctx, func(tx *store.Tx) (err error) {
		slug, err = d.createIn(tx, ng)
		return err
	})
	if err != nil {
		return "", fmt.Errorf("create game: %w", err)
	}
	d.kick()
	d.log.Info("game created", "game", slug, "kind", ng.Kind)
	return slug, nil
}

// createIn sets up a game within tx, stores it and queues every seat's
// first mail through advance. It returns the game's slug.
func (d *Desk) createIn(tx *store.Tx, ng NewGame) (string, error) {
	rules, seats, state, err := d.setUp(&ng)
	if err != nil {
		return "", fmt.Errorf("create %s: %w", ng.Kind, err)
	}
	n, err := tx.NextSlugNumber(rules.Info().Short)
	if err != nil {
		return "", err
	}
	slug := fmt.Sprintf("%s-%d", rules.Info().Short, n)
	now := d.now()
	g := &store.Game{Slug: slug, Kind: ng.Kind, Options: ng.Options, Seed: ng.Seed, Status: statusActive,
		DeadlineHours: ng.DeadlineHours, Clock: ng.Clock, Created: now, Updated: now, ThreadID: d.newThreadID(slug),
		Observers: ng.Observers}
	if err := tx.CreateGame(g, seats); err != nil {
		return "", fmt.Errorf("store game: %w", err)
	}
	for i := range seats {
		seats[i].GameID = g.ID
	}
	t := &table{game: g, seats: seats, rules: rules, deadlines: map[string]store.Deadline{}}
	snap, err := d.saveSnapshot(tx, t, state)
	if err != nil {
		return "", err
	}
	started, err := templates.Say("started-moderators", map[string]any{"Seats": seatList(seats)})
	if err != nil {
		return "", err
	}
	if err := d.advance(tx, t, state, change{first: true, snapshot: snap, news: []tidings{{text: started, moderators: true, noSeats: true}}}); err != nil {
		return "", err
	}
	clock, err := d.clockText(t)
	if err != nil {
		return "", err
	}
	return slug, d.audit(tx, &store.AuditEntry{At: now, Actor: ng.Actor, Action: "create", GameID: g.ID,
		Detail: fmt.Sprintf("%s with %s, %s; %s", ng.Kind, seatList(seats), optionList(ng.Options), clock)})
}

// optionList writes a game's options as they are given, sorted:
// "options bid=sides, optional-cards=yes", or "no options".
func optionList(o engine.Options) string {
	if len(o) == 0 {
		return "no options"
	}
	kv := make([]string, 0, len(o))
	for k, v := range o {
		kv = append(kv, k+"="+v)
	}
	slices.Sort(kv)
	return "options " + strings.Join(kv, ", ")
}

// setUp checks a new game's seats, fills in its defaults and sets up its
// first state.
func (d *Desk) setUp(ng *NewGame) (engine.Game, []store.Seat, engine.State, error) {
	rules, err := engine.Lookup(ng.Kind)
	if err != nil {
		return nil, nil, nil, err
	}
	names, err := rules.Seats(ng.Options)
	if err != nil {
		return nil, nil, nil, err
	}
	seats, err := matchSeats(names, ng.Seats)
	if err != nil {
		return nil, nil, nil, err
	}
	for _, s := range seats {
		if d.isReferee(s.Address) {
			return nil, nil, nil, fmt.Errorf("seat %s: %s is the referee's own address", s.Seat, s.Address)
		}
	}
	if ng.Seed == 0 {
		ng.Seed = randomSeed()
	}
	if ng.Actor == "" {
		ng.Actor = "moderator"
	}
	if ng.DeadlineHours <= 0 {
		ng.DeadlineHours = max(1, int(d.cfg.Deadline.Hours()))
	}
	if err := checkClock(ng.Clock, time.Duration(ng.DeadlineHours)*time.Hour); err != nil {
		return nil, nil, nil, err
	}
	state, err := rules.New(engine.Config{Options: ng.Options, Seats: names, Seed: ng.Seed})
	return rules, seats, state, err
}

func matchSeats(names []string, given []NewSeat) ([]store.Seat, error) {
	if len(given) != len(names) {
		return nil, fmt.Errorf("the game has %d seats (%s), %d were given", len(names), strings.Join(names, ", "), len(given))
	}
	var seats []store.Seat
	used := map[string]bool{}
	for _, g := range given {
		var name string
		for _, n := range names {
			if strings.EqualFold(n, g.Seat) {
				name = n
			}
		}
		if name == "" || used[name] {
			return nil, fmt.Errorf("unknown or repeated seat %q (seats: %s)", g.Seat, strings.Join(names, ", "))
		}
		used[name] = true
		addr := strings.ToLower(strings.TrimSpace(g.Address))
		if !strings.Contains(addr, "@") {
			return nil, fmt.Errorf("seat %s: %q is not a mail address", name, g.Address)
		}
		seats = append(seats, store.Seat{Seat: name, Address: addr, Name: g.Name, Token: newToken()})
	}
	return seats, nil
}

// isReferee reports whether addr is the referee's address or a
// plus-address of it.
func (d *Desk) isReferee(addr string) bool {
	local, domain, _ := strings.Cut(strings.ToLower(addr), "@")
	local, _, _ = strings.Cut(local, "+")
	rl, rd, _ := strings.Cut(d.cfg.Referee, "@")
	rl, _, _ = strings.Cut(rl, "+")
	return local == rl && domain == rd
}

func seatList(seats []store.Seat) string {
	var parts []string
	for _, s := range seats {
		parts = append(parts, s.Seat+"="+s.Address)
	}
	return strings.Join(parts, ", ")
}

// newToken returns a seat's secret token: 8 characters, 40 bits.
func newToken() string {
	const alphabet = "abcdefghijkmnpqrstuvwxyz23456789"
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("mailer: crypto/rand failed: " + err.Error())
	}
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return string(b[:])
}

func randomSeed() uint64 {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("mailer: crypto/rand failed: " + err.Error())
	}
	return binary.LittleEndian.Uint64(b[:])
}

// ModeratorMove applies commands on a seat's behalf, as if the seat had
// sent them in one mail, and records who did it in the audit log. A
// refusal is returned as an error and changes nothing, unless a line
// before it rolled: that roll stands (engine.ApplySteps), and the seat's
// confirmation says which lines were not applied.
func (d *Desk) ModeratorMove(ctx context.Context, slug, seatName string, lines []string, actor string) ([]string, error) {
	var normals []string
	err := d.st.Update(ctx, func(tx *store.Tx) error {
		t, err := d.loadTable(tx, slug)
		if err != nil {
			return err
		}
		normals, err = d.moveFor(tx, t, seatName, lines, actorOr(actor))
		return err
	})
	if err != nil {
		return nil, err
	}
	d.kick()
	return normals, nil
}

// moveFor applies a moderator's lines for a seat within tx, announces
// the move (without its commands) and audits it. A refusal is an
// *engine.Refusal and changes nothing, unless a line before it rolled.
func (d *Desk) moveFor(tx *store.Tx, t *table, seatName string, lines []string, actor string) ([]string, error) {
	seat, ok := t.seat(seatName)
	if !ok {
		return nil, engine.Refuse("game %s has no seat %q; its seats are %s", t.game.Slug, seatName, t.seatNames())
	}
	next, a, err := d.apply(t, seat, lines)
	if r, ok := engine.IsRefusal(err); ok && a.failedNo > 0 {
		return nil, engine.Refuse("line %d %q: %s", a.failedNo, a.failed, r.Reason)
	}
	if err != nil {
		return nil, err
	}
	var normals []string
	for _, c := range a.applied {
		normals = append(normals, c.Normal)
	}
	announce, err := templates.Say("moderator-moved", map[string]any{"Actor": actor, "Seat": seat.Seat})
	if err != nil {
		return nil, err
	}
	if err := d.commit(tx, t, next, seat, a.applied, moveSource{source: "moderator", actor: actor, note: a.note, announce: announce}, nil); err != nil {
		return nil, err
	}
	return normals, d.audit(tx, &store.AuditEntry{At: d.now(), Actor: actor, Action: "move", GameID: t.game.ID,
		Detail: fmt.Sprintf("for %s: %s", seat.Seat, strings.Join(normals, "; "))})
}

// Viewer names whose view of a game to show.
const (
	AsPublic    = ""
	AsModerator = "moderator"
)

// GameView is one reader's view of a game with what it is asked.
type GameView struct {
	Game    store.Game
	Seats   []store.Seat
	View    engine.View
	Pending []engine.Prompt // only the reader's own prompt, or all for moderators; numbered as the mails are
	Outcome engine.Outcome
	Halted  string
	// For moderators: each seat's open deadline and how often it was late.
	Deadlines map[string]store.Deadline
	Late      map[string]int
}

// Show returns a game's view as seen by a seat, the public, or a moderator.
func (d *Desk) Show(ctx context.Context, slug, as string) (*GameView, error) {
	var gv *GameView
	err := d.st.View(ctx, func(tx *store.Tx) error {
		t, err := d.loadTable(tx, slug)
		if err != nil {
			return err
		}
		gv = &GameView{Game: *t.game, Seats: t.seats, Outcome: t.outcome(), Halted: halted(t.state)}
		switch {
		case as == AsPublic:
			gv.View = t.state.Public()
		case strings.EqualFold(as, AsModerator):
			gv.View, gv.Pending, gv.Deadlines = t.state.Full(), t.pending(), t.deadlines
			if gv.Late, err = tx.LateCounts(t.game.ID); err != nil {
				return err
			}
		default:
			s, ok := t.seat(as)
			if !ok {
				return fmt.Errorf("game %s has no seat %q; its seats are %s", slug, as, t.seatNames())
			}
			gv.View = t.state.View(s.Seat)
			for _, p := range t.pending() {
				if p.Seat == s.Seat {
					gv.Pending = []engine.Prompt{p}
				}
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("show %s: %w", slug, err)
	}
	return gv, nil
}

// GameLog is a game's full record for moderators.
type GameLog struct {
	Game    store.Game
	Moves   []store.Move
	Audit   []store.AuditEntry
	Outbox  []store.OutMail
	Inbound []store.Inbound // every mail the game received, with its outcome
	Notes   []store.Note
}

// Log returns a game's moves, audit log and mail (without mail bodies).
func (d *Desk) Log(ctx context.Context, slug string) (*GameLog, error) {
	var gl GameLog
	err := d.st.View(ctx, func(tx *store.Tx) error {
		g, err := tx.GameBySlug(slug)
		if err != nil {
			return err
		}
		gl.Game = *g
		if gl.Moves, err = tx.Moves(g.ID); err != nil {
			return err
		}
		if gl.Audit, err = tx.AuditLog(g.ID); err != nil {
			return err
		}
		if gl.Outbox, err = tx.Outbox(g.ID); err != nil {
			return err
		}
		if gl.Inbound, err = tx.InboundOf(g.ID); err != nil {
			return err
		}
		if gl.Notes, err = tx.Notes(g.ID); err != nil {
			return err
		}
		for i := range gl.Outbox {
			gl.Outbox[i].Raw = nil
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("log of %s: %w", slug, err)
	}
	return &gl, nil
}

// Games lists all games.
func (d *Desk) Games(ctx context.Context) ([]store.Game, error) {
	var gs []store.Game
	err := d.st.View(ctx, func(tx *store.Tx) (err error) {
		gs, err = tx.Games()
		return err
	})
	return gs, err
}
