package desk

import (
	"log/slog"
	"strings"
	"time"

	"turnmail/store"
)

// Config is what the desk needs to know about the service.
type Config struct {
	Referee        string          // the referee's address, e.g. games@club.example
	RefereeName    string          // display name, default "turnmail"
	PlusAddressing bool            // reply addresses carry the game tag (games+ts-12.k7f3q9.42@…)
	Moderators     []string        // addresses told about late players, failures and ends
	AuthServID     string          // our receiving MTA's authserv-id; "" trusts no Authentication-Results
	Deadline       time.Duration   // time per decision, unless a game sets its own
	Remind         []time.Duration // reminder offsets before a deadline, unless a game sets its own; default 24h and 2h
	// OutageAfter is the longest gap between two deadline checks that is
	// not an outage (outage.go); 0 never looks for one.
	OutageAfter time.Duration
	// Proposers may propose games by mail: addresses, "@domain" entries,
	// or "*" for anyone; none by default.
	Proposers []string
	// InviteExpiry is how long a proposal's invitations stay open;
	// default DefaultInviteExpiry.
	InviteExpiry time.Duration
	// Digest is when the moderators get their daily digest, as a cron
	// spec (e.g. "CRON_TZ=Europe/Berlin 0 8 * * *"); "" sends none.
	Digest string
}

func (c *Config) defaults() {
	c.Referee = strings.ToLower(strings.TrimSpace(c.Referee))
	if c.RefereeName == "" {
		c.RefereeName = "turnmail"
	}
	if c.Deadline <= 0 {
		c.Deadline = 72 * time.Hour
	}
	if c.InviteExpiry <= 0 {
		c.InviteExpiry = DefaultInviteExpiry
	}
	if c.Remind == nil {
		c.Remind = []time.Duration{24 * time.Hour, 2 * time.Hour}
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
	// states keeps the decoded states of the games last moved by mail
	// (states.go).
	states *stateCache
	clocks clockTexts // time-control texts (clockText)
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
	return &Desk{st: st, cfg: cfg, now: now, log: log, kick: func() {}, states: newStateCache()}
}

// OnQueued sets the function called after a commit that queued mail.
func (d *Desk) OnQueued(kick func()) { d.kick = kick }

// Store is the store the desk works on.
func (d *Desk) Store() *store.Store { return d.st }

// Now reads the desk's clock.
func (d *Desk) Now() time.Time { return d.now() }

// Logger is the desk's logger.
func (d *Desk) Logger() *slog.Logger { return d.log }

// DigestSpec is the cron spec of the moderators' daily digest, "" for
// none.
func (d *Desk) DigestSpec() string { return d.cfg.Digest }

// Referee is the referee's address.
func (d *Desk) Referee() string { return d.cfg.Referee }

// Source says where an inbound message was read.
type Source struct {
	Mailbox     string
	UIDValidity uint32
	UID         uint32
}
