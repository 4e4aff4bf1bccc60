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

	"turnmail/parser"
	"turnmail/store"
)

// Config is what the desk needs to know about the service.
type Config struct {
	Referee        string   // the referee's address, e.g. games@club.example
	RefereeName    string   // display name, default "turnmail"
	PlusAddressing bool     // reply addresses carry the game tag (games+ts-12.k7f3q9.42@…)
	Moderators     []string // addresses told about late players, failures and ends
	AuthServID     string   // our receiving MTA's authserv-id; "" trusts no Authentication-Results
	Deadline       time.Duration
	RemindBefore   time.Duration
}

func (c *Config) defaults() {
	c.Referee = strings.ToLower(strings.TrimSpace(c.Referee))
	if c.RefereeName == "" {
		c.RefereeName = "turnmail"
	}
	if c.Deadline <= 0 {
		c.Deadline = 72 * time.Hour
	}
	if c.RemindBefore <= 0 {
		c.RemindBefore = 24 * time.Hour
	}
}

func (c *Config) domain() string {
	if i := strings.LastIndexByte(c.Referee, '@'); i >= 0 {
		return c.Referee[i+1:]
	}
	return "localhost"
}

// Desk carries mail through the game. Each inbound message, moderator
// action and deadline is worked in one write transaction, from loading the
// game to queueing the replies; the store has one write connection and
// begins writes IMMEDIATE, so two changes never interleave, in this
// process or another on the same database.
type Desk struct {
	st   *store.Store
	cfg  Config
	now  func() time.Time
	log  *slog.Logger
	kick func() // wakes the outbox worker after a commit
}

// New returns a desk over st. now is the clock (time.Now in the
// daemon, a fake in tests); kick, when set, is called after each commit
// that queued mail.
func New(st *store.Store, cfg Config, now func() time.Time, log *slog.Logger) *Desk {
	cfg.defaults()
	if now == nil {
		now = time.Now
	}
	if log == nil {
		log = slog.Default()
	}
	return &Desk{st: st, cfg: cfg, now: now, log: log, kick: func() {}}
}

// OnQueued sets the function called after a commit that queued mail.
func (d *Desk) OnQueued(kick func()) { d.kick = kick }

// Store is the store the desk works on.
func (d *Desk) Store() *store.Store { return d.st }

// Now reads the desk's clock.
func (d *Desk) Now() time.Time { return d.now() }

// Logger is the desk's logger.
func (d *Desk) Logger() *slog.Logger { return d.log }

// Referee is the referee's address.
func (d *Desk) Referee() string { return d.cfg.Referee }

// Source says where an inbound message was read.
type Source struct {
	Mailbox     string
	UIDValidity uint32
	UID         uint32
}

// Outcome names what the desk did with a message.
type Outcome string

const (
	Applied   Outcome = "applied"   // the commands changed the game
	Refused   Outcome = "refused"   // answered, but nothing applied
	Ignored   Outcome = "ignored"   // automated, unroutable or duplicate: no answer
	Rejected  Outcome = "rejected"  // failed authentication: game untouched
	Duplicate Outcome = "duplicate" // seen before: nothing done but a ledger note
)

// Handle carries one raw inbound message through the desk. It returns an
// error only when the message could not be dealt with now (the store is
// unavailable, …): the caller leaves the message unprocessed and tries
// again later. Anything about the message itself — spoofed, automated,
// unparsable, illegal — is an outcome, committed and answered as fitting.
func (d *Desk) Handle(ctx context.Context, raw []byte, src Source) (Outcome, error) {
	sum := sha256.Sum256(raw)
	hash := hex.EncodeToString(sum[:])
	msg, perr := parser.Parse(raw, parser.Options{Referee: []string{d.cfg.Referee}, AuthServID: d.cfg.AuthServID})
	in := &store.Inbound{Hash: hash, Mailbox: src.Mailbox, UIDValidity: src.UIDValidity, UID: src.UID}
	log := d.log.With("hash", hash[:12])
	if perr != nil || msg == nil {
		in.Outcome, in.Detail = string(Ignored), fmt.Sprintf("unparsable: %v", perr)
		return d.recordOnly(ctx, in, log)
	}
	in.MessageID, in.Sender = msg.MessageID, msg.From
	log = log.With("msgid", msg.MessageID, "from", msg.From)
	if msg.Automated != "" {
		in.Outcome, in.Detail = string(Ignored), "automated: "+msg.Automated
		log.Info("automated message ignored", "reason", msg.Automated)
		return d.recordOnly(ctx, in, log)
	}
	if msg.Route.Game == "" {
		return d.unrouted(ctx, msg, in, log)
	}
	return d.handleGame(ctx, msg, in, log.With("game", msg.Route.Game))
}

// update runs fn in one write transaction that first looks the message
// up in the inbound ledger: a message handled before — the same bytes, or
// the same Message-ID (the same mail delivered twice with other headers) —
// is not handed to fn, and dup is true. A copy with new bytes is recorded
// as a duplicate, so that it is known by its own hash too (the local
// server's spool restores referee mail until its hash is in the ledger).
// The check is inside the transaction, so two copies handled at once
// cannot both pass it.
func (d *Desk) update(ctx context.Context, in *store.Inbound, log *slog.Logger, fn func(*store.Tx) error) (dup bool, err error) {
	err = d.st.Update(ctx, func(tx *store.Tx) error {
		dup = false
		seen, err := d.seen(tx, in)
		if err != nil || seen {
			dup = seen
			return err
		}
		return fn(tx)
	})
	if errors.Is(err, store.ErrDuplicate) {
		dup, err = true, nil
	}
	if dup {
		log.Info("duplicate message ignored")
	}
	return dup, err
}

// seen reports whether in's message was handled before, and records a
// copy with new bytes as a duplicate.
func (d *Desk) seen(tx *store.Tx, in *store.Inbound) (bool, error) {
	if _, err := tx.InboundByHash(in.Hash); err == nil {
		return true, nil
	} else if !errors.Is(err, store.ErrNotFound) {
		return false, fmt.Errorf("check inbound ledger: %w", err)
	}
	if in.MessageID == "" {
		return false, nil
	}
	prev, err := tx.InboundByMessageID(in.MessageID)
	if err != nil {
		return false, fmt.Errorf("check inbound ledger: %w", err)
	}
	for _, p := range prev {
		if p.Outcome != string(Rejected) {
			dup := *in
			dup.Outcome, dup.Detail, dup.GameID = ledgerOutcome(Duplicate), fmt.Sprintf("duplicate: same Message-ID as inbound %d", p.ID), p.GameID
			if dup.At.IsZero() {
				dup.At = d.now()
			}
			return true, tx.RecordInbound(&dup)
		}
	}
	return false, nil
}

func (d *Desk) recordOnly(ctx context.Context, in *store.Inbound, log *slog.Logger) (Outcome, error) {
	in.At = d.now()
	dup, err := d.update(ctx, in, log, func(tx *store.Tx) error { return tx.RecordInbound(in) })
	if err != nil {
		return "", fmt.Errorf("record inbound message: %w", err)
	}
	if dup {
		return Duplicate, nil
	}
	return Outcome(in.Outcome), nil
}

// unrouted answers a mail that names no game: a known player is told how
// to address a game; anyone else gets no answer (no backscatter).
func (d *Desk) unrouted(ctx context.Context, msg *parser.Message, in *store.Inbound, log *slog.Logger) (Outcome, error) {
	in.At = d.now()
	in.Outcome, in.Detail = string(Ignored), "no game named"
	var sent bool
	dup, err := d.update(ctx, in, log, func(tx *store.Tx) error {
		sent = false
		games, err := d.gamesOf(tx, msg.From)
		if err != nil {
			return err
		}
		if len(games) > 0 && !msg.Auth.Failed() {
			text := "I could not tell which game your mail is for. Reply to the last mail the referee sent you in the game you mean: its reply address (or, where the club's mailbox has no plus-addressing, its subject tag) carries your seat's token. Your games: " + strings.Join(games, "; ") + "."
			if err := d.queueNotice(tx, 0, msg.From, "", "Which game?", text, msg, "auto-replied"); err != nil {
				return err
			}
			in.Outcome, sent = string(Refused), true
		}
		return tx.RecordInbound(in)
	})
	if err != nil {
		return "", fmt.Errorf("handle unrouted message: %w", err)
	}
	if dup {
		return Duplicate, nil
	}
	if sent {
		d.kick()
	}
	log.Info("message names no game", "answered", sent)
	return Outcome(in.Outcome), nil
}

// gamesOf lists "slug (seat)" for every running game address plays in.
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
				out = append(out, fmt.Sprintf("[%s] %s", g.Slug, s.Seat))
			}
		}
	}
	return out, nil
}
