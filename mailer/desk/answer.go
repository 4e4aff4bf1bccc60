package desk

import (
	"time"

	"turnmail/parser"
	"turnmail/store"
	"turnmail/templates"
)

// answer is the reply a verdict carries to the sender of a mail.
type answer interface {
	// bound names the address the answer goes to, the game it is about
	// (0: none) and whether that address's seat is asked now: the hourly
	// cap (answerLimit, askedLimit) counts per address and game.
	bound(msg *parser.Message) (to string, gameID int64, asked bool)
	// send queues the answer; last marks the last one before the cap.
	send(d *Desk, tx *store.Tx, msg *parser.Message, last bool) error
}

// The answers to one address about one game in an hour, of every kind
// (refusals, help, notes such as "which game?"), are capped, so that a
// forged sender, a misbehaving auto-responder or a flood cannot start a
// storm. The seat asked now gets a cap only floods reach: an honest
// player's typos on their own turn are always answered.
const (
	answerLimit = 10
	askedLimit  = 30
)

// send queues the answer a verdict carries, if any and if the address
// has not had its hour's share of answers about the game; then the answer
// is dropped and the ledger line says so. The last answer before the cap
// says so, and the moderators hear once an hour that the address reached
// it.
func (d *Desk) send(tx *store.Tx, msg *parser.Message, v *verdict) error {
	if v.answer == nil {
		return nil
	}
	to, gameID, asked := v.answer.bound(msg)
	limit := answerLimit
	if asked {
		limit = askedLimit
	}
	n, err := tx.CountTold(store.ToldAnswer, to, gameID, "", d.now().Add(-time.Hour))
	if err != nil {
		return err
	}
	if n >= limit {
		d.log.Warn("answer not sent: the address had its hour's answers about the game", "to", to, "game_id", gameID, "limit", limit)
		v.detail += " (not answered: reply limit)"
		v.answer = nil
		return nil
	}
	if err := tx.AddTold(store.Told{Kind: store.ToldAnswer, Address: to, GameID: gameID, At: d.now()}); err != nil {
		return err
	}
	last := n+1 == limit
	if err := v.answer.send(d, tx, msg, last); err != nil || !last {
		return err
	}
	return d.capReached(tx, to, gameID, limit)
}

// capReached tells the moderators, once an hour per address and game,
// that an address had its last answer.
func (d *Desk) capReached(tx *store.Tx, to string, gameID int64, limit int) error {
	told, err := tx.CountTold(store.ToldCap, to, gameID, "", d.now().Add(-time.Hour))
	if err != nil || told > 0 {
		return err
	}
	if err := tx.AddTold(store.Told{Kind: store.ToldCap, Address: to, GameID: gameID, At: d.now()}); err != nil {
		return err
	}
	slug, err := d.slugOf(tx, gameID)
	if err != nil {
		return err
	}
	return d.tellModerators(tx, gameID, slug, "answer-cap", map[string]any{"Address": to, "Game": slug, "Limit": limit})
}

// slugOf is a game's slug, "" for no game.
func (d *Desk) slugOf(tx *store.Tx, gameID int64) (string, error) {
	if gameID == 0 {
		return "", nil
	}
	g, err := tx.GameByID(gameID)
	if err != nil {
		return "", err
	}
	return g.Slug, nil
}

// tellModerators sends every moderator a short notice about a game, its
// text the sentence name renders with data and its subject name's
// "-subject" sentence.
func (d *Desk) tellModerators(tx *store.Tx, gameID int64, slug, name string, data any, log ...string) error {
	subject, err := templates.Say(name+"-subject", data)
	if err != nil {
		return err
	}
	text, err := templates.Say(name, data)
	if err != nil {
		return err
	}
	for _, addr := range d.cfg.Moderators {
		n := notice{gameID: gameID, to: addr, slug: slug, subject: subject, text: text, log: log, auto: "auto-generated"}
		if err := d.queueNotice(tx, n); err != nil {
			return err
		}
	}
	return nil
}

// refusal tells a seat why its mail was not applied, with the game as it
// stands and what it is asked.
type refusal struct {
	t       *table
	seat    store.Seat
	line    string
	lineNo  int
	reason  string
	ignored []string // the lines read as chat
}

func (r refusal) bound(*parser.Message) (string, int64, bool) {
	return r.seat.Address, r.t.game.ID, r.t.isAsked(r.seat.Seat)
}

func (r refusal) send(d *Desk, tx *store.Tx, msg *parser.Message, last bool) error {
	return d.queueSeat(tx, r.t, r.seat, newRefusal(msg, refused{line: r.line, lineNo: r.lineNo, reason: r.reason, ignored: r.ignored}, last))
}

// help sends a seat the game's help.
type help struct {
	t    *table
	seat store.Seat
}

func (h help) bound(*parser.Message) (string, int64, bool) {
	return h.seat.Address, h.t.game.ID, h.t.isAsked(h.seat.Seat)
}

func (h help) send(d *Desk, tx *store.Tx, msg *parser.Message, last bool) error {
	return d.queueSeat(tx, h.t, h.seat, newHelp(msg, last))
}

// Kinds of hint: short notes that show nothing of a game's state.
const (
	hintWhichGame     = "which-game"     // the mail names no game
	hintNoSuchGame    = "no-such-game"   // the mail names a game that does not exist
	hintWrongAddress  = "wrong-address"  // the sender plays, but not under this token
	hintInternalError = "internal-error" // the rules failed on the mail
)

// hint is a short note to the sender that reveals no game state.
type hint struct {
	kind    string
	gameID  int64
	slug    string
	game    string   // the game the mail named (no-such-game)
	games   []string // the sender's running games (which-game, no-such-game)
	noToken bool     // wrong-address: the mail carried no token at all
}

func (h hint) bound(msg *parser.Message) (string, int64, bool) { return msg.From, h.gameID, false }

func (h hint) send(d *Desk, tx *store.Tx, msg *parser.Message, last bool) error {
	subject, err := templates.Say("hint-"+h.kind+"-subject", nil)
	if err != nil {
		return err
	}
	text, err := templates.Say("hint-"+h.kind, map[string]any{"Game": h.game, "Games": h.games, "NoToken": h.noToken})
	if err != nil {
		return err
	}
	return d.queueNotice(tx, notice{gameID: h.gameID, to: msg.From, slug: h.slug, subject: subject, text: text,
		parent: msg, auto: "auto-replied", last: last})
}

// gamesOf lists "[slug] seat" for every running game address plays in.
func (d *Desk) gamesOf(tx *store.Tx, address string) ([]string, error) {
	games, err := tx.Games()
	if err != nil {
		return nil, err
	}
	var out []string
	for _, g := range games {
		if g.Status != statusActive {
			continue
		}
		seats, err := tx.Seats(g.ID)
		if err != nil {
			return nil, err
		}
		for _, s := range seats {
			if s.Address == address {
				out = append(out, "["+g.Slug+"] "+s.Seat)
			}
		}
	}
	return out, nil
}
