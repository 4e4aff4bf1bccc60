package main

import (
	"bufio"
	"fmt"
	"log/slog"
	"maps"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"turnmail/engine"
	"turnmail/store"
)

// Config is the daemon's settings, read from TURNMAIL_* variables.
type Config struct {
	DB             string
	Referee        string
	RefereeName    string
	PlusAddressing bool
	Moderators     []string
	AuthServID     string
	Deadline       time.Duration
	OutageAfter    time.Duration // a longer gap between deadline checks is an outage
	Proposers      []string      // who may propose games by mail
	InviteExpiry   time.Duration // how long invitations stay open
	Digest         string        // cron spec of the moderators' daily digest
	Clock          string
	LogLevel       string

	IMAP MailServer
	SMTP MailServer
	// IMAP mailbox handling.
	Mailbox string
	MoveTo  string
	// LMTPAddr, when set, is where the club's MTA hands mail over LMTP.
	LMTPAddr string

	Local LocalServer
	// Speed holds the transports' timers and limits.
	Speed Speed
	// KeepSentMail is how long the full text of sent mail is kept; its
	// header and hash stay for the log.
	KeepSentMail time.Duration
}

// Speed is how the daemon paces its mail: the watcher's timers, the size
// limit, the SMTP DATA wait and the outbox's senders. Zero means the
// package's default; see the README's configuration table.
type Speed struct {
	ActivePoll      time.Duration
	ActiveWindow    time.Duration // negative: no short rounds
	ProbeTimeout    time.Duration
	Watchdog        time.Duration
	IdleRestart     time.Duration
	ReconnectMax    time.Duration
	DialRetryMax    time.Duration
	CheckpointEvery time.Duration // negative: after every message
	MaxSize         int64
	DataTimeout     time.Duration
	Senders         int
}

// MailServer is one IMAP or SMTP server to talk to.
type MailServer struct {
	Addr          string
	Security      string // tls, starttls, plain
	User          string
	Password      string
	AllowInsecure bool
}

// LocalServer configures the built-in mail server used when no IMAP
// server is configured.
type LocalServer struct {
	Host     string
	SMTPPort int
	IMAPPort int
	Domain   string
	Password string
}

// Local reports whether the daemon runs its own mail server.
func (c *Config) IsLocal() bool { return c.IMAP.Addr == "" }

// testSwitches are TURNMAIL_* variables that the tests and benchmarks
// read, not the daemon; they may be set in the environment of a run.
var testSwitches = []string{"TURNMAIL_LONG", "TURNMAIL_BENCH_LOG", "TURNMAIL_STORE_CRASH_DB"}

// loadConfig reads file (if not empty) and then the environment.
func loadConfig(file string) (*Config, error) {
	vars := map[string]string{}
	if file != "" {
		if err := readEnvFile(file, vars); err != nil {
			return nil, err
		}
	}
	for _, kv := range os.Environ() {
		if k, v, ok := strings.Cut(kv, "="); ok && strings.HasPrefix(k, "TURNMAIL_") && !slices.Contains(testSwitches, k) {
			vars[k] = v
		}
	}
	return configFrom(vars)
}

// configFrom builds the configuration from TURNMAIL_* variables. A key it
// does not know is an error, with the nearest known key as a suggestion:
// a typo in TURNMAIL_IMAP_ADDR must not quietly start the built-in mail
// server instead of using the club's.
func configFrom(vars map[string]string) (*Config, error) {
	known := map[string]bool{}
	get := func(k, def string) string {
		known["TURNMAIL_"+k] = true
		if v, ok := vars["TURNMAIL_"+k]; ok && v != "" {
			return v
		}
		return def
	}
	// set reports whether k is given at all, even empty.
	set := func(k string) bool {
		_, ok := vars["TURNMAIL_"+k]
		return ok
	}
	var errs []string
	secret := func(k string) string {
		known["TURNMAIL_"+k] = true
		if f := get(k+"_FILE", ""); f != "" {
			b, err := os.ReadFile(f)
			if err != nil {
				errs = append(errs, fmt.Sprintf("TURNMAIL_%s_FILE: %v", k, err))
			}
			return strings.TrimRight(string(b), "\r\n")
		}
		return get(k, "")
	}
	boolean := func(k string, def bool) bool {
		v, err := strconv.ParseBool(get(k, strconv.FormatBool(def)))
		if err != nil {
			errs = append(errs, fmt.Sprintf("TURNMAIL_%s: not true or false", k))
		}
		return v
	}
	integer := func(k string, def int) int {
		v, err := strconv.Atoi(get(k, strconv.Itoa(def)))
		if err != nil {
			errs = append(errs, fmt.Sprintf("TURNMAIL_%s: not a number", k))
		}
		return v
	}
	duration := func(k string, def time.Duration, negative bool) time.Duration {
		v, err := time.ParseDuration(get(k, def.String()))
		if err != nil || v == 0 || v < 0 && !negative {
			want := "a positive duration such as 30s"
			if negative {
				want = "a duration such as 30s (negative: off)"
			}
			errs = append(errs, fmt.Sprintf("TURNMAIL_%s: not %s", k, want))
		}
		return v
	}
	positive := func(k string, def int) int {
		v := integer(k, def)
		if v <= 0 {
			errs = append(errs, fmt.Sprintf("TURNMAIL_%s: not a positive number", k))
		}
		return v
	}
	c := &Config{
		DB:             get("DB", "turnmail.db"),
		RefereeName:    get("REFEREE_NAME", "turnmail"),
		PlusAddressing: boolean("PLUS_ADDRESSING", true),
		AuthServID:     get("AUTHSERV_ID", ""),
		Clock:          get("CLOCK", "@every 1m"),
		Digest:         get("DIGEST", ""),
		LogLevel:       get("LOG_LEVEL", "info"),
		Mailbox:        get("IMAP_MAILBOX", "INBOX"),
		MoveTo:         get("IMAP_MOVE_TO", ""),
		LMTPAddr:       get("LMTP_ADDR", ""),
		IMAP: MailServer{Addr: get("IMAP_ADDR", ""), Security: get("IMAP_SECURITY", "tls"), User: get("IMAP_USER", ""),
			Password: secret("IMAP_PASSWORD"), AllowInsecure: boolean("IMAP_ALLOW_INSECURE", false)},
		SMTP: MailServer{Addr: get("SMTP_ADDR", ""), Security: get("SMTP_SECURITY", "starttls"), User: get("SMTP_USER", ""),
			Password: secret("SMTP_PASSWORD"), AllowInsecure: boolean("SMTP_ALLOW_INSECURE", false)},
		Local: LocalServer{Host: get("LOCAL_HOST", "127.0.0.1"), SMTPPort: integer("LOCAL_SMTP_PORT", 2525),
			IMAPPort: integer("LOCAL_IMAP_PORT", 1143), Domain: get("LOCAL_DOMAIN", "turnmail.localhost"),
			Password: secret("LOCAL_PASSWORD")},
	}
	c.Speed = Speed{
		ActivePoll:      duration("IMAP_ACTIVE_POLL", 50*time.Millisecond, false),
		ActiveWindow:    duration("IMAP_ACTIVE_WINDOW", time.Minute, true),
		ProbeTimeout:    duration("IMAP_PROBE_TIMEOUT", 5*time.Second, false),
		Watchdog:        duration("IMAP_WATCHDOG", 15*time.Second, false),
		IdleRestart:     duration("IMAP_IDLE_RESTART", 20*time.Second, false),
		ReconnectMax:    duration("IMAP_RECONNECT_MAX", 30*time.Second, false),
		DialRetryMax:    duration("IMAP_DIAL_RETRY_MAX", 4*time.Second, false),
		CheckpointEvery: duration("IMAP_CHECKPOINT_EVERY", time.Minute, true),
		MaxSize:         int64(positive("MAX_MESSAGE_SIZE", 10<<20)),
		DataTimeout:     duration("SMTP_DATA_TIMEOUT", 10*time.Minute, false),
		Senders:         positive("SMTP_SENDERS", 3),
	}
	c.KeepSentMail = duration("KEEP_SENT_MAIL", store.KeepSentMail, false)
	if c.Local.Password == "" {
		c.Local.Password = "turnmail"
	}
	d, err := time.ParseDuration(get("DEADLINE", "72h"))
	if err != nil || d <= 0 {
		errs = append(errs, "TURNMAIL_DEADLINE: not a duration such as 72h")
	}
	c.Deadline = d
	if c.OutageAfter, err = time.ParseDuration(get("OUTAGE_AFTER", "15m")); err != nil || c.OutageAfter <= 0 {
		errs = append(errs, "TURNMAIL_OUTAGE_AFTER: not a duration such as 15m")
	}
	if c.InviteExpiry, err = time.ParseDuration(get("INVITE_EXPIRY", "168h")); err != nil || c.InviteExpiry <= 0 {
		errs = append(errs, "TURNMAIL_INVITE_EXPIRY: not a duration such as 168h")
	}
	for _, p := range strings.Split(get("PROPOSERS", ""), ",") {
		if p = strings.TrimSpace(strings.ToLower(p)); p != "" {
			c.Proposers = append(c.Proposers, p)
		}
	}
	for _, m := range strings.Split(get("MODERATORS", ""), ",") {
		if m = strings.TrimSpace(strings.ToLower(m)); m != "" {
			c.Moderators = append(c.Moderators, m)
		}
	}
	c.Referee = strings.ToLower(get("REFEREE", ""))
	switch {
	case c.IsLocal():
		if c.Referee == "" {
			c.Referee = "games@" + c.Local.Domain
		}
	case c.Referee == "":
		errs = append(errs, "TURNMAIL_REFEREE: the referee's address is required with TURNMAIL_IMAP_ADDR")
	case c.SMTP.Addr == "":
		errs = append(errs, "TURNMAIL_SMTP_ADDR: required with TURNMAIL_IMAP_ADDR")
	}
	if c.IMAP.User == "" {
		c.IMAP.User = c.Referee
	}
	// TURNMAIL_SMTP_USER unset borrows the IMAP login; set empty, it
	// means submission without AUTH (a local relay), and no password.
	if !set("SMTP_USER") {
		c.SMTP.User = c.IMAP.User
		if c.SMTP.Password == "" {
			c.SMTP.Password = c.IMAP.Password
		}
	} else if c.SMTP.User == "" && c.SMTP.Password != "" {
		errs = append(errs, "TURNMAIL_SMTP_PASSWORD: given with an empty TURNMAIL_SMTP_USER (no AUTH)")
	}
	var level slog.Level
	if err := level.UnmarshalText([]byte(c.LogLevel)); err != nil {
		errs = append(errs, fmt.Sprintf("TURNMAIL_LOG_LEVEL: %q is not debug, info, warn or error", c.LogLevel))
	}
	errs = append(errs, unknownKeys(vars, known)...)
	if len(errs) > 0 {
		return nil, fmt.Errorf("configuration:\n  %s", strings.Join(errs, "\n  "))
	}
	return c, nil
}

// unknownKeys names every key of vars that is not known, each with the
// nearest known key when one is close enough to be a typo.
func unknownKeys(vars map[string]string, known map[string]bool) []string {
	names := slices.Sorted(maps.Keys(known))
	var errs []string
	for _, k := range slices.Sorted(maps.Keys(vars)) {
		if known[k] {
			continue
		}
		msg := k + ": unknown setting"
		if near := nearest(k, names); near != "" {
			msg += "; did you mean " + near + "?"
		}
		errs = append(errs, msg)
	}
	return errs
}

// nearest is the name closest to k, if at most a third of k's length
// (and at least 3 edits) away; a key written without the TURNMAIL_
// prefix finds its setting too.
func nearest(k string, names []string) string {
	if !strings.HasPrefix(k, "TURNMAIL_") {
		k = "TURNMAIL_" + k
	}
	best, bestD := "", max(3, len(k)/3)+1
	for _, n := range names {
		if d := engine.EditDistance(k, n); d < bestD {
			best, bestD = n, d
		}
	}
	return best
}

// readEnvFile reads KEY=value lines; blank lines and # comments are skipped.
func readEnvFile(path string, into map[string]string) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("read config: %w", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			return fmt.Errorf("read config %s:%d: want KEY=value", path, n)
		}
		k = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(k), "export "))
		into[k] = strings.Trim(strings.TrimSpace(v), `"'`)
	}
	return sc.Err()
}
