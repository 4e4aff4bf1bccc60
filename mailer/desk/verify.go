package desk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"turnmail/engine"
	"turnmail/store"
)

// Export is a game's full log as a player may check it once the game is
// over: its rules, seats and seed, every move with its public account
// (the dice), the notes (messages players relayed, vacations, moderators'
// announcements) and the chain of entries, each linked to the one before.
type Export struct {
	Game     string         `json:"game"`
	Kind     string         `json:"kind"`
	Options  engine.Options `json:"options,omitempty"`
	Seats    []string       `json:"seats"`
	Seed     uint64         `json:"seed,omitempty"` // left out while the game runs (a moderator's "log full")
	SeedHash string         `json:"seed_sha256"`
	Moves    []ExportMove   `json:"moves"`
	Notes    []ExportNote   `json:"notes,omitempty"`
	Chain    []store.Link   `json:"chain"`
}

// ExportMove is one move of an export.
type ExportMove struct {
	Seq        int      `json:"seq"`
	Seat       string   `json:"seat"`
	Command    string   `json:"command"`
	Log        []string `json:"log,omitempty"`
	RolledBack bool     `json:"rolled_back,omitempty"`
}

// ExportLog returns a finished game's full log. A running game's is
// refused: it would reveal the seed, and with it the dice to come.
func (d *Desk) ExportLog(ctx context.Context, slug string) (*Export, error) {
	var x *Export
	err := d.st.View(ctx, func(tx *store.Tx) error {
		t, err := d.loadTable(tx, slug)
		if err != nil {
			return err
		}
		if t.game.Status != statusOver {
			return fmt.Errorf("the game is %s: its seed stays secret until it is over", t.game.Status)
		}
		x, err = exportOf(tx, t)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("export %s: %w", slug, err)
	}
	return x, nil
}

func exportOf(tx *store.Tx, t *table) (*Export, error) {
	x := &Export{Game: t.game.Slug, Kind: t.game.Kind, Options: t.game.Options, Seed: t.game.Seed, SeedHash: seedHash(t.game.Seed)}
	for _, s := range t.seats {
		x.Seats = append(x.Seats, s.Seat)
	}
	moves, err := tx.Moves(t.game.ID)
	if err != nil {
		return nil, err
	}
	for _, m := range moves {
		em := ExportMove{Seq: m.Seq, Seat: m.Seat, Command: m.Normal, RolledBack: m.RolledBack}
		if m.Log != "" {
			em.Log = strings.Split(m.Log, "\n")
		}
		x.Moves = append(x.Moves, em)
	}
	notes, err := tx.Notes(t.game.ID)
	if err != nil {
		return nil, err
	}
	for _, n := range notes {
		x.Notes = append(x.Notes, exportNote(n))
	}
	x.Chain, err = tx.Chain(t.game.ID)
	return x, err
}

// Verify checks a game in the database: its chain links up, and its move
// log replays from the seed to the state the chain last recorded, with
// the dice the log shows.
func (d *Desk) Verify(ctx context.Context, slug string) error {
	var x *Export
	err := d.st.View(ctx, func(tx *store.Tx) error {
		t, err := d.loadTable(tx, slug)
		if err != nil {
			return err
		}
		x, err = exportOf(tx, t)
		return err
	})
	if err != nil {
		return fmt.Errorf("verify %s: %w", slug, err)
	}
	return VerifyExport(x)
}

// VerifyExport checks an exported log: the seed is the one whose hash
// the first entry recorded, the chain links up entry by entry, every
// move replays from the seed with the account (the dice) the log shows,
// the replay ends in the state the chain last recorded, and the notes are
// the ones the chain's note entries hash (checkNotes). A rollback's new
// generator is put in where its reseed entry says (checkReseeds).
func VerifyExport(x *Export) error {
	if err := store.CheckChain(x.Chain); err != nil {
		return fmt.Errorf("the chain is broken: %w", err)
	}
	links := make([]link, len(x.Chain))
	for i, l := range x.Chain {
		if err := json.Unmarshal([]byte(l.Body), &links[i]); err != nil {
			return fmt.Errorf("entry %d: %w", l.N, err)
		}
	}
	if len(links) == 0 || links[0].Kind != "start" {
		return errors.New("the chain does not begin with the game's start")
	}
	if got := seedHash(x.Seed); got != links[0].Seed || got != x.SeedHash {
		return fmt.Errorf("the seed %d hashes to %s, but the game's start recorded %s", x.Seed, got, links[0].Seed)
	}
	if err := checkNotes(x.Notes, links); err != nil {
		return err
	}
	rules, err := engine.Lookup(x.Kind)
	if err != nil {
		return err
	}
	st, err := rules.New(engine.Config{Options: x.Options, Seats: x.Seats, Seed: x.Seed})
	if err != nil {
		return fmt.Errorf("set up %s: %w", x.Kind, err)
	}
	reseeds, err := checkReseeds(x.Moves, links)
	if err != nil {
		return err
	}
	rs := reseeder{seed: x.Seed, links: reseeds}
	for _, m := range x.Moves {
		rs.before(st, m.Seq)
		if m.RolledBack {
			continue
		}
		r, err := st.Apply(m.Seat, m.Command)
		if err != nil {
			return fmt.Errorf("move %d (%s: %q) does not replay: %w", m.Seq, m.Seat, m.Command, err)
		}
		if got, want := strings.Join(r.Log, "\n"), strings.Join(m.Log, "\n"); got != want {
			return fmt.Errorf("move %d (%s: %q): the log shows %q, the seed gives %q", m.Seq, m.Seat, m.Command, want, got)
		}
	}
	rs.rest(st)
	want := ""
	for _, l := range links {
		if l.State != "" {
			want = l.State
		}
	}
	got, err := stateHash(st)
	if err != nil {
		return err
	}
	if got != want {
		return fmt.Errorf("the moves replay to a state other than the one the chain last recorded")
	}
	return nil
}

// checkNotes compares an export's notes with the chain's note entries.
// A game whose start entry says so (link.Notes) has an entry for every
// note, in order; in a game begun before notes were chained, the notes
// written since are still each found, in order, among the export's.
func checkNotes(notes []ExportNote, links []link) error {
	var chained []string
	for _, l := range links {
		if l.Kind == "note" {
			chained = append(chained, l.Note)
		}
	}
	every := links[0].Notes
	if every && len(notes) != len(chained) {
		return fmt.Errorf("the log holds %d notes, the chain %d", len(notes), len(chained))
	}
	i := 0
	for _, n := range notes {
		if i == len(chained) {
			break
		}
		h, err := noteHash(n)
		if err != nil {
			return err
		}
		switch {
		case h == chained[i]:
			i++
		case every:
			return fmt.Errorf("note %d (%s at %d) is not the one the chain recorded", i+1, n.Kind, n.At)
		}
	}
	if i < len(chained) {
		return fmt.Errorf("note %d of the chain is missing from the log or changed", i+1)
	}
	return nil
}

// checkReseeds returns the chain's reseed entries after checking that
// they are numbered 1, 2, 3… in order and that every move a rollback
// went back over is marked rolled back in the log.
func checkReseeds(moves []ExportMove, links []link) ([]link, error) {
	var out []link
	for _, l := range links {
		if l.Kind != "reseed" {
			continue
		}
		if l.Rollback != len(out)+1 || l.To < 0 || l.Last <= l.To {
			return nil, fmt.Errorf("reseed entry %d (rollback %d, moves %d to %d) is out of order", len(out)+1, l.Rollback, l.To, l.Last)
		}
		out = append(out, l)
		for _, m := range moves {
			if m.Seq > l.To && m.Seq <= l.Last && !m.RolledBack {
				return nil, fmt.Errorf("move %d lies in rollback %d (to move %d) but is not marked rolled back", m.Seq, l.Rollback, l.To)
			}
		}
	}
	return out, nil
}
