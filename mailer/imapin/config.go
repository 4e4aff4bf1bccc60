package imapin

import (
	"crypto/tls"
	"fmt"
	"log/slog"
	"time"

	"turnmail/mailer/mailconn"
)

// Security is how the connection to the server is protected.
const (
	SecurityTLS      = mailconn.TLS      // implicit TLS (port 993)
	SecurityStartTLS = mailconn.StartTLS // STARTTLS upgrade (port 143)
	SecurityPlain    = mailconn.Plain    // no encryption: loopback only unless AllowInsecure
)

// Config says which mailbox to watch and how.
type Config struct {
	// Addr is the server's host:port.
	Addr string
	// Security is SecurityTLS, SecurityStartTLS or SecurityPlain.
	Security string
	// AllowInsecure permits Security "plain" to a host that is not
	// loopback (the password then travels in clear text).
	AllowInsecure bool
	// TLSConfig is used for TLS and STARTTLS; nil means the system roots
	// with ServerName taken from Addr.
	TLSConfig *tls.Config
	// Username and Password are sent with LOGIN.
	Username, Password string
	// Mailbox is the folder watched; default "INBOX".
	Mailbox string
	// MoveTo, when set, is the folder a handled message is moved to
	// (created if missing); when empty, a handled message is flagged \Seen.
	MoveTo string
	// IdleRestart is how long one IDLE lasts before it is stopped, the
	// mailbox scanned and IDLE started again; default 20s. The server's
	// answer to DONE proves the connection alive (inside IDLE a dead link
	// is never noticed), so a hung server is found within IdleRestart +
	// ProbeTimeout.
	IdleRestart time.Duration
	// PollInterval is the pause between scans when the server has no IDLE;
	// default 1m.
	PollInterval time.Duration
	// ActiveWindow is how long after the last handled message the watcher
	// ends every wait after ActivePoll with a round trip that makes the
	// server report new mail at once (DONE after a short IDLE, or NOOP):
	// some servers (Dovecot) tell an idling client of new mail only after
	// half a second, but answer DONE or NOOP with it at once. Default 1m;
	// negative turns it off.
	ActiveWindow time.Duration
	// ActivePoll is the length of those short waits; default 50ms.
	ActivePoll time.Duration
	// ProbeTimeout is how long the liveness probes (NOOP, the server's
	// answer to IDLE and the answer to DONE that ends it) may go unanswered
	// before the connection is closed; default 5s.
	ProbeTimeout time.Duration
	// Watchdog is how long any other command may go unanswered before the
	// connection is closed; default 15s. Fetching a message gets five
	// times as long.
	Watchdog time.Duration
	// RetryMin and RetryMax bound the exponential backoff between
	// attempts at a message whose handler failed; defaults 1s and 5m.
	// RetryMin also starts the backoff between reconnections.
	RetryMin, RetryMax time.Duration
	// ReconnectMax caps the backoff between reconnections; default 30s.
	// Each wait is jittered over [d/2, d).
	ReconnectMax time.Duration
	// DialRetryMax caps the pause while the server cannot even be reached
	// (the connection is refused or times out): asking again costs it
	// nothing, and mail flows within seconds of its return. Default 4s;
	// a failed login or a protocol error backs off to ReconnectMax.
	DialRetryMax time.Duration
	// MaxSize is the largest message (RFC822.SIZE, in bytes) that is
	// fetched and given to the Handler; default 10 MB, negative for no
	// limit. A larger message is never fetched whole: it goes to
	// Oversize.
	MaxSize int64
	// Oversize answers messages over MaxSize; see OversizeHandler. When
	// nil, such a message is logged and flagged or moved as handled,
	// unanswered.
	Oversize OversizeHandler
	// HandleBatch, when set, takes the unseen messages found by one scan
	// in batches of up to BatchSize (fetched with one command, flagged
	// with one), so that a busy mailbox costs one commit per batch
	// rather than per message. Messages that failed before and messages
	// over MaxSize go one at a time.
	HandleBatch BatchHandler
	// BatchSize bounds a batch; default 16. Its messages together are at
	// most MaxSize bytes.
	BatchSize int
	// CheckpointEvery is how often at most the highest handled UID is
	// written to the Checkpoint while mail flows (each write is a commit,
	// and the UID is only a progress report); it is always written when a
	// connection ends. Default 1m; negative writes after every message.
	CheckpointEvery time.Duration
	// ShutdownGrace is how long a handler that is running when Run's
	// context ends may go on before its own context is cancelled; default
	// 10s.
	ShutdownGrace time.Duration
	// Logger receives the watcher's reports; nil discards them.
	Logger *slog.Logger
}

func (cfg *Config) validate() error {
	if _, err := mailconn.Check(cfg.Addr, cfg.Security, cfg.AllowInsecure); err != nil {
		return fmt.Errorf("imapin: %w", err)
	}
	if cfg.Username == "" {
		return fmt.Errorf("imapin: no username")
	}
	if cfg.Mailbox == "" {
		cfg.Mailbox = "INBOX"
	}
	if cfg.MoveTo == cfg.Mailbox {
		return fmt.Errorf("imapin: MoveTo %q is the watched mailbox", cfg.MoveTo)
	}
	setDefault(&cfg.IdleRestart, 20*time.Second)
	setDefault(&cfg.PollInterval, time.Minute)
	if cfg.ActiveWindow == 0 {
		cfg.ActiveWindow = time.Minute
	}
	setDefault(&cfg.ActivePoll, 50*time.Millisecond)
	setDefault(&cfg.ProbeTimeout, 5*time.Second)
	setDefault(&cfg.Watchdog, 15*time.Second)
	setDefault(&cfg.RetryMin, time.Second)
	setDefault(&cfg.RetryMax, 5*time.Minute)
	setDefault(&cfg.ReconnectMax, 30*time.Second)
	setDefault(&cfg.DialRetryMax, 4*time.Second)
	setDefault(&cfg.ShutdownGrace, 10*time.Second)
	if cfg.CheckpointEvery == 0 {
		cfg.CheckpointEvery = time.Minute
	}
	if cfg.MaxSize == 0 {
		cfg.MaxSize = DefaultMaxSize
	}
	if cfg.BatchSize <= 0 {
		cfg.BatchSize = 16
	}
	cfg.RetryMax = max(cfg.RetryMax, cfg.RetryMin)
	cfg.ReconnectMax = max(cfg.ReconnectMax, cfg.RetryMin)
	cfg.DialRetryMax = min(max(cfg.DialRetryMax, cfg.RetryMin), cfg.ReconnectMax)
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	return nil
}

// DefaultMaxSize is Config.MaxSize's default: 10 MB.
const DefaultMaxSize = 10 << 20

func setDefault(d *time.Duration, def time.Duration) {
	if *d <= 0 {
		*d = def
	}
}

func (cfg *Config) tlsConfig() *tls.Config { return mailconn.ClientTLS(cfg.TLSConfig, cfg.Addr) }
