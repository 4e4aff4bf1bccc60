package mailer

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"turnmail/engine"
	"turnmail/parser"
	"turnmail/store"
)

// Answered: a help request or similar was answered; the game is unchanged.
const Answered Outcome = "answered"

// command is one line applied to the game.
type command struct {
	Raw    string
	Normal string
	Log    []string
}

// handleGame is the desk's work for a message that names a game. Every
// path ends in one transaction that records the message in the inbound
// ledger together with all of its effects and replies.
func (d *Desk) handleGame(ctx context.Context, msg *parser.Message, in *store.Inbound, log *slog.Logger) (Outcome, error) {
	in.At = d.now()
	var (
		queued bool
		result Outcome
	)
	dup, err := d.update(ctx, in, log, func(tx *store.Tx) error {
		queued = false
		t, err := d.loadTable(tx, msg.Route.Game)
		if errors.Is(err, store.ErrNotFound) {
			result, in.Outcome, in.Detail = Ignored, string(Ignored), "no such game "+msg.Route.Game
			games, err := d.gamesOf(tx, msg.From)
			if err != nil {
				return err
			}
			if len(games) > 0 && !msg.Auth.Failed() {
				// A player's typo in the tag gets a hint, anyone else silence.
				text := "There is no game " + msg.Route.Game + ". Reply to a mail of the game you mean. Your games: " + strings.Join(games, "; ") + "."
				if err := d.queueNotice(tx, 0, msg.From, "", "No such game", text, msg, "auto-replied"); err != nil {
					return err
				}
				result, in.Outcome, queued = Refused, string(Refused), true
			}
			return tx.RecordInbound(in)
		}
		if err != nil {
			return err
		}
		in.GameID = t.game.ID
		out, detail, q, err := d.decide(tx, t, msg, log)
		if err != nil {
			return err
		}
		result, in.Outcome, in.Detail, queued = out, ledgerOutcome(out), detail, q
		return tx.RecordInbound(in)
	})
	if err != nil {
		return "", fmt.Errorf("handle message for %s: %w", msg.Route.Game, err)
	}
	if dup {
		return Duplicate, nil
	}
	if queued {
		d.kick()
	}
	log.Info("message handled", "outcome", result, "detail", in.Detail)
	return result, nil
}

// ledgerOutcome is how the inbound ledger, which knows only applied,
// refused, ignored, rejected and error, records an outcome: a help
// request answered is a mail answered without a move.
func ledgerOutcome(o Outcome) string {
	switch o {
	case Answered:
		return string(Refused)
	case Duplicate:
		return string(Ignored)
	}
	return string(o)
}

// decide authenticates the message, checks it answers the current
// decision, and applies its commands or refuses them. It returns the
// outcome, a line for the ledger, and whether mail was queued.
func (d *Desk) decide(tx *store.Tx, t *table, msg *parser.Message, log *slog.Logger) (Outcome, string, bool, error) {
	seat, ok := t.seatByToken(msg.Route.Token)
	switch {
	case !ok || seat.Address != msg.From:
		// Wrong token or a sender who is not that seat's player: nothing of
		// the game is touched or told. A player of this game who used a
		// wrong address gets a hint; anyone else gets silence.
		if t.hasAddress(msg.From) && !msg.Auth.Failed() {
			why := "the address it was sent to does not belong to your seat"
			if msg.Route.Token == "" {
				why = "it carried no seat token"
			}
			err := d.queueNotice(tx, t.game.ID, msg.From, t.game.Slug, "Not accepted",
				"Your mail was not accepted: "+why+". Reply to the last mail the referee sent you: its reply address (or, where the club's mailbox has no plus-addressing, its subject tag) carries your seat's token.", msg, "auto-replied")
			return Rejected, "token does not match sender", err == nil, err
		}
		return Rejected, "token does not match sender", false, nil
	case msg.Auth.Failed():
		return Rejected, fmt.Sprintf("authentication failed: spf=%s dmarc=%s", msg.Auth.SPF, msg.Auth.DMARC), false, nil
	}
	log = log.With("seat", seat.Seat)

	lines, ignored := commandLines(msg.Lines)
	local, _, _ := strings.Cut(msg.From, "@")
	lines, ignored = dropSignature(lines, ignored, seat.Name, msg.FromName, local)
	if isHelp(msg, lines) {
		return Answered, "help", true, d.queueSeat(tx, t, seat, kindHelp, mailOpts{parent: msg})
	}
	refuse := func(line string, lineNo int, reason string) (Outcome, string, bool, error) {
		if over, err := d.overBudget(tx, seat.Address, kindRefusal); over || err != nil {
			log.Warn("refusal not sent: too many to this address in the last hour")
			return Refused, reason + " (not answered: reply limit)", false, err
		}
		err := d.queueSeat(tx, t, seat, kindRefusal, mailOpts{parent: msg, line: line, lineNo: lineNo, reason: reason})
		return Refused, reason, true, err
	}
	if o := t.state.Outcome(); o.Over {
		return refuse("", 0, "The game is over: "+o.Reason+".")
	}
	if h := halted(t.state); h != "" {
		return refuse("", 0, "The game is halted: "+h)
	}
	prompt, asked := prompts(t.state)[seat.Seat]
	standing := standingOrders(t.state, seat.Seat, lines)
	if !asked && !standing {
		return refuse("", 0, fmt.Sprintf("Nothing is asked of you (%s) now; the game waits for %s.", seat.Seat, strings.Join(waitingFor(t.state), ", ")))
	}
	if n := msg.Route.Decision; n != 0 && !standing && n != prompt.Decision {
		return refuse("", 0, fmt.Sprintf("Your mail answers decision #%d, but the game has moved on: you are now asked decision #%d, shown below. Reply to this mail to answer it.", n, prompt.Decision))
	}
	if len(lines) == 0 {
		return refuse("", 0, "I found no commands in your mail. Write your commands as the first lines of your reply, one per line.")
	}

	next, err := t.clone()
	if err != nil {
		return "", "", false, err
	}
	var applied []command
	rolled, note := false, ""
	for i, line := range lines {
		res, err := next.Apply(seat.Seat, line)
		if r, ok := engine.IsRefusal(err); ok && rolled {
			// A roll stands (engine.State.Apply): undoing the mail now
			// would show the dice and let a second mail meet them again.
			note = fmt.Sprintf("Line %d (%q) and the lines after it were not applied: %s The lines before it stand, because they rolled dice.", i+1, line, sentence(r.Reason))
			break
		}
		if r, ok := engine.IsRefusal(err); ok {
			return refuse(line, i+1, r.Reason)
		}
		if err != nil {
			// A bug in the rules, not the player's fault: log it once and
			// apologise; the game stays as it was.
			log.Error("rules failed on a command", "line", line, "err", err)
			e := d.queueNotice(tx, t.game.ID, msg.From, t.game.Slug, "Not applied",
				"Sorry: the referee could not apply your move because of an internal error. Nothing was changed, and the moderators can look into it.", msg, "auto-replied")
			return "error", fmt.Sprintf("line %d: %v", i+1, err), e == nil, e
		}
		applied = append(applied, command{Raw: line, Normal: res.Normal, Log: res.Log})
		rolled = rolled || res.Rolled
	}
	if err := d.commit(tx, t, next, seat, applied, moveSource{msg: msg, source: "mail", note: note}, ignored); err != nil {
		return "", "", false, err
	}
	return Applied, fmt.Sprintf("%d commands", len(applied)), true, nil
}

// standingOrders reports whether every line is a standing order, which a
// seat may send whether or not it is asked anything (engine.Standing).
func standingOrders(st engine.State, seat string, lines []string) bool {
	so, ok := st.(engine.Standing)
	if !ok || len(lines) == 0 {
		return false
	}
	for _, l := range lines {
		if !so.StandingOrder(seat, l) {
			return false
		}
	}
	return true
}

// commandLines splits the new text of a mail into command lines and lines
// that are plainly chat, which are ignored: a greeting line, comment lines
// (# or //), lines ending in ':', and from a sign-off line ("Thanks,",
// "Viele Grüße") after a command on, everything after it — the sender's
// name included.
func commandLines(lines []string) (cmds, chat []string) {
	signedOff := false
	for _, l := range lines {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		first := strings.ToLower(strings.Trim(strings.Fields(l)[0], ",.!:;"))
		opening := false
		if signOffWords[first] {
			// "Greetings all," or "Thanks for the game!" before any
			// command opens the letter rather than closing it.
			opening = len(cmds) == 0
			signedOff = !opening
		}
		switch {
		case signedOff, opening, greetingWords[first], strings.HasPrefix(l, "#"), strings.HasPrefix(l, "//"), strings.HasSuffix(l, ":"):
			chat = append(chat, l)
		default:
			cmds = append(cmds, l)
		}
	}
	return cmds, chat
}

// Words that no game uses as a command and that open or close a letter.
var (
	greetingWords = setOf("hi", "hello", "hallo", "hey", "dear", "moin", "servus", "liebe", "lieber", "hola", "bonjour", "你好",
		"ave", "salve", "good", "morning", "evening")
	signOffWords = setOf("thanks", "thank", "cheers", "danke", "gruß", "grüße", "gruss", "grüsse", "best", "regards", "kind",
		"viele", "beste", "bye", "ciao", "mfg", "lg", "vg", "yours", "greetings", "vale", "valete", "谢谢", "此致")
)

func setOf(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

func isHelp(msg *parser.Message, lines []string) bool {
	if len(lines) == 1 && strings.EqualFold(strings.TrimSpace(lines[0]), "help") {
		return true
	}
	return len(lines) == 0 && strings.Contains(strings.ToLower(msg.Subject), "help")
}

// replyLimits caps the answers to one address per hour by kind, so that
// forged senders and misbehaving auto-responders cannot start a storm.
var replyLimits = map[string]int{kindRefusal: 10, kindNotice: 3}

// overBudget reports whether an address had its hour's share of kind.
func (d *Desk) overBudget(tx *store.Tx, to, kind string) (bool, error) {
	n, err := tx.RecentMailTo(to, kind, d.now().Add(-time.Hour))
	if err != nil {
		return false, err
	}
	return n >= replyLimits[kind], nil
}

// dropSignature moves the last command line to the chat when it is only
// the sender's name ("Bob", "- Bob Smith"): many sign a mail that way,
// without a sign-off word before it. names are the seat's name, the
// sender's display name and the local part of the address.
func dropSignature(cmds, chat []string, names ...string) ([]string, []string) {
	if len(cmds) == 0 {
		return cmds, chat
	}
	last := cmds[len(cmds)-1]
	sig := strings.ToLower(strings.Trim(last, "-–—~ ,.!"))
	if sig == "" {
		return cmds, chat
	}
	for _, n := range names {
		n = strings.ToLower(strings.TrimSpace(n))
		if n == "" {
			continue
		}
		if sig == n || sig == strings.Fields(n)[0] {
			return cmds[:len(cmds)-1], append(chat, last)
		}
	}
	return cmds, chat
}

// sentence ends a reason with a full stop, unless it has one, so that
// text after it reads as a new sentence.
func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" || strings.HasSuffix(s, ".") || strings.HasSuffix(s, "!") || strings.HasSuffix(s, "?") {
		return s
	}
	return s + "."
}
