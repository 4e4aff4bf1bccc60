package desk

import (
	"time"

	"turnmail/parser"
	"turnmail/store"
	"turnmail/templates"
)

// answer is the reply a verdict carries to the sender of a mail.
type answer interface {
	// capped names the address and the kind of mail whose hourly cap
	// (replyLimits) the answer counts against; ok is false for none.
	capped(msg *parser.Message) (to, kind string, ok bool)
	send(d *Desk, tx *store.Tx, msg *parser.Message) error
}

// send queues the answer a verdict carries, if any and if the address
// has not had its hour's share of such answers; then the answer is
// dropped and the ledger line says so.
func (d *Desk) send(tx *store.Tx, msg *parser.Message, v *verdict) error {
	if v.answer == nil {
		return nil
	}
	if to, kind, ok := v.answer.capped(msg); ok {
		over, err := d.overBudget(tx, to, kind)
		if err != nil {
			return err
		}
		if over {
			d.log.Warn("answer not sent: too many to this address in the last hour", "to", to, "kind", kind)
			v.detail += " (not answered: reply limit)"
			v.answer = nil
			return nil
		}
	}
	return v.answer.send(d, tx, msg)
}

// refusal tells a seat why its mail was not applied, with the game as it
// stands and what it is asked.
type refusal struct {
	t      *table
	seat   store.Seat
	line   string
	lineNo int
	reason string
}

func (r refusal) capped(*parser.Message) (string, string, bool) {
	return r.seat.Address, kindRefusal, true
}

func (r refusal) send(d *Desk, tx *store.Tx, msg *parser.Message) error {
	return d.queueSeat(tx, r.t, r.seat, newRefusal(msg, r.line, r.lineNo, r.reason))
}

// help sends a seat the game's help.
type help struct {
	t    *table
	seat store.Seat
}

func (help) capped(*parser.Message) (string, string, bool) { return "", "", false }

func (h help) send(d *Desk, tx *store.Tx, msg *parser.Message) error {
	return d.queueSeat(tx, h.t, h.seat, newHelp(msg))
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

func (hint) capped(msg *parser.Message) (string, string, bool) { return msg.From, kindNotice, true }

func (h hint) send(d *Desk, tx *store.Tx, msg *parser.Message) error {
	subject, err := templates.Say("hint-"+h.kind+"-subject", nil)
	if err != nil {
		return err
	}
	text, err := templates.Say("hint-"+h.kind, map[string]any{"Game": h.game, "Games": h.games, "NoToken": h.noToken})
	if err != nil {
		return err
	}
	return d.queueNotice(tx, h.gameID, msg.From, h.slug, subject, text, msg, "auto-replied")
}

// replyLimits caps the answers to one address per hour by kind, so that
// forged senders and misbehaving auto-responders cannot start a storm.
var replyLimits = map[string]int{kindRefusal: 10, kindNotice: 3, kindHelp: 10}

// overBudget reports whether an address had its hour's share of kind.
func (d *Desk) overBudget(tx *store.Tx, to, kind string) (bool, error) {
	n, err := tx.RecentMailTo(to, kind, d.now().Add(-time.Hour))
	if err != nil {
		return false, err
	}
	return n >= replyLimits[kind], nil
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
