package desk

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"turnmail/engine"
	"turnmail/parser"
	"turnmail/store"
	"turnmail/templates"
)

// Outcome names what the desk did with a message.
type Outcome string

const (
	Applied   Outcome = "applied"   // the commands changed the game
	Refused   Outcome = "refused"   // answered, but nothing applied
	Answered  Outcome = "answered"  // a help request answered; the game is unchanged
	Ignored   Outcome = "ignored"   // automated, unparsable or unroutable: no answer
	Rejected  Outcome = "rejected"  // failed authentication: game untouched
	Duplicate Outcome = "duplicate" // seen before: nothing done but a ledger note
	Failed    Outcome = "error"     // the rules failed on a command: nothing applied, an apology sent
)

// verdict is what the desk decided about one mail: the outcome, the line
// for the inbound ledger, and the answer to queue, if any. A mail that
// was applied has its mail queued already, by the commit.
type verdict struct {
	outcome Outcome
	detail  string
	gameID  int64
	answer  answer
}

func (v verdict) queued() bool { return v.outcome == Applied || v.answer != nil }

// Handle carries one raw inbound message through the desk, in order:
//
//  1. parse the mail (parser.Parse: sender, route, authentication
//     results, command lines);
//  2. ignore what is automated or unparsable;
//  3. route it to its game and authenticate the sender as a seat;
//  4. check that the seat is asked and the mail answers its decision;
//  5. apply the commands to a copy of the state (engine.ApplySteps);
//  6. commit the moves and let advance queue what follows;
//  7. queue the answer the verdict carries, and record the message in
//     the inbound ledger — all of 3 to 7 in one transaction.
//
// Handle returns an error only when the message could not be dealt with
// now (the store is unavailable, …): the caller leaves the message
// unprocessed and tries again later. Anything about the message itself —
// spoofed, automated, unparsable, illegal — is an outcome, committed and
// answered as fitting.
func (d *Desk) Handle(ctx context.Context, raw []byte, src Source) (Outcome, error) {
	m := d.read(raw, src)
	dup, err := d.update(ctx, m.in, m.log, func(tx *store.Tx) error { return d.work(tx, m) })
	switch {
	case err != nil:
		return "", fmt.Errorf("handle message %s: %w", m.in.MessageID, err)
	case dup:
		return Duplicate, nil
	}
	return d.handled(m), nil
}

// inbound is one mail on its way through Handle: its ledger line,
// what the parser made of it and, once worked, the verdict.
type inbound struct {
	in   *store.Inbound
	msg  *parser.Message
	perr error
	log  *slog.Logger
	v    verdict
}

// read parses a raw mail, outside any transaction.
func (d *Desk) read(raw []byte, src Source) *inbound { return d.readAt(raw, src, d.now()) }

// readAt is read for a mail that arrived at at. It reads nothing but the
// mail and the desk's settings, so mails may be read side by side.
func (d *Desk) readAt(raw []byte, src Source, at time.Time) *inbound {
	sum := sha256.Sum256(raw)
	m := &inbound{in: &store.Inbound{Hash: hex.EncodeToString(sum[:]), Mailbox: src.Mailbox, UIDValidity: src.UIDValidity, UID: src.UID}}
	m.log = d.log.With("hash", m.in.Hash[:12])
	m.msg, m.perr = parser.Parse(raw, parser.Options{Referee: []string{d.cfg.Referee}, AuthServID: d.cfg.AuthServID})
	if m.msg != nil {
		m.in.MessageID, m.in.Sender = m.msg.MessageID, m.msg.From
		m.log = m.log.With("msgid", m.msg.MessageID, "from", m.msg.From, "game", m.msg.Route.Game)
	}
	m.in.At = at
	return m
}

// work is steps 3 to 7 of Handle, in tx, for a mail not seen before.
func (d *Desk) work(tx *store.Tx, m *inbound) error {
	var err error
	if m.v, err = d.decide(tx, m.msg, m.perr, m.in.Hash, m.log); err != nil {
		return err
	}
	answered := m.v.answer
	if err := d.send(tx, m.msg, &m.v); err != nil {
		return err
	}
	if err := d.chainAnswer(tx, m.in.Hash, m.v, answered); err != nil {
		return err
	}
	m.in.GameID, m.in.Outcome, m.in.Detail = m.v.gameID, ledgerOutcome(m.v.outcome), m.v.detail
	return tx.RecordInbound(m.in)
}

// handled reports a committed mail: the outbox is woken when mail was
// queued, and the outcome logged.
func (d *Desk) handled(m *inbound) Outcome {
	if m.v.queued() {
		d.kick()
	}
	m.log.Info("message handled", "outcome", m.v.outcome, "detail", m.v.detail)
	return m.v.outcome
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

// decide works out the verdict on one parsed mail. It changes the game
// only through commit; every other verdict leaves the game as it was.
func (d *Desk) decide(tx *store.Tx, msg *parser.Message, perr error, hash string, log *slog.Logger) (verdict, error) {
	switch {
	case perr != nil || msg == nil:
		return verdict{outcome: Ignored, detail: fmt.Sprintf("unparsable: %v", perr)}, nil
	case msg.Automated != "":
		return verdict{outcome: Ignored, detail: "automated: " + msg.Automated}, nil
	}
	if strings.HasPrefix(msg.Route.Game, invitePrefix) {
		return d.answerInvitation(tx, msg)
	}
	if lines, _ := msg.Commands(); msg.Route.Game == "" && isProposal(lines) {
		return d.propose(tx, msg, lines)
	} else if msg.Route.Game == "" && len(lines) == 1 && strings.EqualFold(strings.TrimSpace(lines[0]), "games") {
		return d.listGames(tx, msg)
	} else if slug, on, ok := readWatch(lines); ok && msg.Route.Token == "" {
		// Also a reply to an observer's mail, whose subject names the
		// game without a token.
		return d.watch(tx, msg, slug, on)
	}
	t, v, err := d.route(tx, msg)
	if t == nil || err != nil {
		return v, err
	}
	if addr, ok, err := d.moderatorOf(tx, t, msg); err != nil || ok {
		if err != nil {
			return verdict{}, err
		}
		return d.moderatorMail(tx, t, addr, msg)
	}
	seat, v, leaked := d.authenticate(t, msg)
	if leaked {
		if err := d.tokenLeaked(tx, t, seat, msg); err != nil {
			return verdict{}, err
		}
	}
	if v.outcome != "" {
		return v, nil
	}
	lines, _ := msg.Commands(seat.Name)
	if pc, ok := request(msg, lines, t.mayBeCommand, seat.Name); ok {
		if v, refused, err := besideMove(t, seat, pc, lines); refused || err != nil {
			return v, err
		}
		return d.obey(tx, t, seat, msg, pc)
	}
	// The mail's readings, a line the sender's client wrapped read
	// joined or apart, are tried in order (applyReadings); last, with a
	// greeting's line chat whole, for text after a greeting the game
	// reads as no command ("Hi all, play resumes below"). A refused
	// state is as it was (State.Apply).
	rs := withoutStatus(t.sortChat(msg, seat.Name))
	plain := func() []reading { return withoutStatus(t.sortPlain(msg, seat.Name)) }
	ignored := rs[0].ignored
	refuse := func(line string, lineNo int, reason string) (verdict, error) {
		return verdict{outcome: Refused, detail: reason, gameID: t.game.ID,
			answer: refusal{t: t, seat: seat, line: line, lineNo: lineNo, reason: reason, ignored: ignored}}, nil
	}
	if reason, err := d.check(t, seat, msg, rs[0].cmds); reason != "" || err != nil {
		if err != nil {
			return verdict{}, err
		}
		return refuse("", 0, reason)
	}
	read, next, cmds, err := d.applyReadings(t, seat, rs, plain)
	ignored = read.ignored
	if r, ok := engine.IsRefusal(err); ok {
		return refuse(cmds.failed, cmds.failedNo, r.Reason)
	}
	if err != nil {
		// A bug in the rules, not the player's fault: log it once and
		// apologise; the game stays as it was.
		log.Error("rules failed on a command", "seat", seat.Seat, "err", err)
		return verdict{outcome: Failed, detail: fmt.Sprintf("line %d: %v", cmds.failedNo, err), gameID: t.game.ID, answer: hint{gameID: t.game.ID, slug: t.game.Slug, kind: hintInternalError}}, nil
	}
	src := moveSource{msg: msg, source: "mail", note: cmds.note, inbound: hash}
	if read.status {
		said, err := templates.Say("status-beside-move", nil)
		if err != nil {
			return verdict{}, err
		}
		src.note = joinSentences(src.note, said)
	}
	if err := d.commit(tx, t, next, seat, cmds.applied, src, ignored); err != nil {
		return verdict{}, err
	}
	return verdict{outcome: Applied, detail: fmt.Sprintf("%d commands", len(cmds.applied)), gameID: t.game.ID}, nil
}

// route finds the game a mail names. A mail that names no game, or one
// that does not exist, gets no table: a player of some running game is
// told how to address one, anyone else gets silence (no backscatter).
func (d *Desk) route(tx *store.Tx, msg *parser.Message) (*table, verdict, error) {
	kind := hintWhichGame
	if msg.Route.Game != "" {
		t, err := d.loadTableKept(tx, msg.Route.Game)
		if !errors.Is(err, store.ErrNotFound) {
			return t, verdict{}, err
		}
		kind = hintNoSuchGame
	}
	v := verdict{outcome: Ignored, detail: "no game named"}
	if kind == hintNoSuchGame {
		v.detail = "no such game " + msg.Route.Game
	}
	games, err := d.gamesOf(tx, msg.From)
	if err != nil || len(games) == 0 || d.forged(msg) {
		return nil, v, err
	}
	v.outcome, v.answer = Refused, hint{kind: kind, game: msg.Route.Game, games: games}
	return nil, v, nil
}

// authenticate finds the seat whose token the mail carries and checks
// that its sender is that seat's player: the From address, and either our
// receiving MTA's checks (a trusted authserv-id) or, without them, the
// envelope sender the mailbox recorded (Return-Path), which must name the
// same mailbox as From. A player of this game who used a wrong address
// gets a hint; anyone else gets silence, and nothing of the game is shown.
// leaked is true when the seat's token came from another sender.
func (d *Desk) authenticate(t *table, msg *parser.Message) (seat store.Seat, v verdict, leaked bool) {
	seat, ok := t.seatByToken(msg.Route.Token)
	switch {
	case !ok || seat.Address != msg.From:
		v := verdict{outcome: Rejected, detail: "token does not match sender", gameID: t.game.ID}
		if t.hasAddress(msg.From) && !d.forged(msg) {
			v.answer = hint{kind: hintWrongAddress, gameID: t.game.ID, slug: t.game.Slug, noToken: msg.Route.Token == ""}
		}
		return seat, v, ok
	case msg.Auth.Failed():
		return seat, verdict{outcome: Rejected, gameID: t.game.ID,
			detail: fmt.Sprintf("authentication failed: spf=%s dmarc=%s", msg.Auth.SPF, msg.Auth.DMARC)}, true
	case d.forged(msg):
		return seat, verdict{outcome: Rejected, gameID: t.game.ID,
			detail: fmt.Sprintf("envelope sender %s does not match From %s", msg.ReturnPath, msg.From)}, true
	}
	return seat, verdict{}, false
}

// forged reports whether a mail's From is not its sender's: our MTA's
// checks failed or, where none are trusted, the envelope sender the
// mailbox recorded names another mailbox. Such a mail is never answered
// at its From address, which would mail the person it pretends to be.
func (d *Desk) forged(msg *parser.Message) bool {
	return msg.Auth.Failed() || d.cfg.AuthServID == "" && !parser.SameSender(msg.ReturnPath, msg.From)
}

// tokenLeaked tells a seat's own address and the moderators, once per
// token, that the seat's token came in a mail from another sender: the
// token may have leaked, and a moderator can give the seat a new one
// (RotateToken).
func (d *Desk) tokenLeaked(tx *store.Tx, t *table, seat store.Seat, msg *parser.Message) error {
	told, err := tx.CountTold(store.ToldLeak, seat.Address, t.game.ID, seat.Token, time.Time{})
	if err != nil || told > 0 {
		return err
	}
	if err := tx.AddTold(store.Told{Kind: store.ToldLeak, Address: seat.Address, GameID: t.game.ID, Detail: seat.Token, At: d.now()}); err != nil {
		return err
	}
	d.log.Warn("a seat's token came from another sender", "game", t.game.Slug, "seat", seat.Seat, "from", msg.From, "envelope", msg.ReturnPath)
	data := map[string]any{"Game": t.game.Slug, "Seat": seat.Seat, "Address": seat.Address, "From": msg.From, "Envelope": envelopeIfOther(msg)}
	subject, err := templates.Say("leak-seat-subject", data)
	if err != nil {
		return err
	}
	text, err := templates.Say("leak-seat", data)
	if err != nil {
		return err
	}
	n := notice{gameID: t.game.ID, to: seat.Address, slug: t.game.Slug, subject: subject, text: text, auto: "auto-generated"}
	if err := d.queueNotice(tx, n); err != nil {
		return err
	}
	return d.tellModerators(tx, t.game.ID, t.game.Slug, "leak-moderators", data)
}

// envelopeIfOther is the mail's envelope sender when it differs from From.
func envelopeIfOther(msg *parser.Message) string {
	if msg.ReturnPath == msg.From {
		return ""
	}
	return msg.ReturnPath
}

// check says why a seat's mail cannot be applied now, or "" when it can:
// the game must be running, the seat asked, the mail must answer the
// decision the seat is asked now, and carry commands.
func (d *Desk) check(t *table, seat store.Seat, msg *parser.Message, lines []string) (string, error) {
	if o := t.outcome(); o.Over {
		return templates.Say("refuse-over", o.Reason)
	}
	if h := halted(t.state); h != "" {
		return templates.Say("refuse-halted", h)
	}
	if !t.game.Paused.IsZero() {
		return templates.Say("refuse-paused", nil)
	}
	// A standing order (engine.Standing) may be sent whether or not the
	// seat is asked anything, and answers no decision.
	standing := standingOrders(t.state, seat.Seat, lines)
	if _, asked := t.prompts()[seat.Seat]; !asked && !standing {
		label, err := t.label(seat.Seat)
		if err != nil {
			return "", err
		}
		waiting, err := t.waitingLabels()
		if err != nil {
			return "", err
		}
		return templates.Say("refuse-not-asked", map[string]any{"Seat": label, "Waiting": waiting})
	}
	if n, want := msg.Route.Decision, t.decision(seat.Seat); n != 0 && !standing && n != want {
		return templates.Say("refuse-stale", map[string]any{"Got": n, "Want": want})
	}
	if len(lines) == 0 {
		return templates.Say("refuse-no-commands", nil)
	}
	return "", nil
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

// command is one line applied to the game.
type command struct {
	Raw    string
	Normal string
	Log    []string
}

// applied is what apply made of a mail's lines; failed and failedNo name
// the line that failed, when one did.
type applied struct {
	applied  []command
	note     string // lines not carried out after a roll, for the mover
	failed   string // the line refused, when the mail was refused
	failedNo int
}

// apply applies a mail's lines in order, all or none, but a roll stands
// (engine.ApplySteps): the mail's lines are steps like the steps of one
// line. One line is applied to the table's own state, which State.Apply
// leaves as it was when it fails: the state is decoded once per mail.
// Several lines work on a copy, since a later line's failure undoes the
// earlier ones. Either way what the state asked before is kept in
// t.asked, for advance to compare.
func (d *Desk) apply(t *table, seat store.Seat, lines []string) (engine.State, applied, error) {
	var a applied
	t.prompts()
	t.stillState() // the state may change in place below
	next := t.state
	// A state kept for the game's next mail may be this very one (a
	// table that moved before in this transaction): it is changed in
	// place now, so it is kept again only by the commit that saves it.
	d.states.forget(t.game.ID)
	if len(lines) > 1 {
		var err error
		if next, err = t.clone(); err != nil {
			return nil, a, err
		}
	}
	// State.Apply leaves the state as it was when it fails: no clone.
	res, err := engine.ApplySteps(next, nil, engine.Lines(lines, func(l string) string { return l },
		func(st engine.State, line string) (bool, error) {
			r, err := st.Apply(seat.Seat, line)
			if err != nil {
				return false, err
			}
			a.applied = append(a.applied, command{Raw: line, Normal: r.Normal, Log: r.Log})
			return r.Rolled, nil
		}))
	if err != nil {
		a.failed, a.failedNo = res.Failed, res.Applied+1
		return nil, a, err
	}
	if res.Stopped != nil {
		a.note, err = templates.Say("rolled-rest", map[string]any{"LineNo": res.Applied + 1, "Line": res.Failed, "Reason": sentence(res.Stopped.Error())})
	}
	return res.State, a, err
}

// isHelp reports whether a mail asks for the game's help: "help" as its
// only line, or no command and "help" in the subject.
func isHelp(msg *parser.Message, lines []string) bool {
	if len(lines) == 1 && strings.EqualFold(bare(lines[0]), "help") {
		return true
	}
	return len(lines) == 0 && strings.Contains(strings.ToLower(msg.Subject), "help")
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
