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
	// mailbox scanned and IDLE started again; default 5m.
	IdleRestart time.Duration
	// PollInterval is the pause between scans when the server has no IDLE;
	// default 1m.
	PollInterval time.Duration
	// Watchdog is how long a command may go unanswered before the
	// connection is closed; default 1m. Fetching a message gets five times
	// as long.
	Watchdog time.Duration
	// RetryMin and RetryMax bound the exponential backoff between
	// reconnections and between attempts at a message whose handler
	// failed; defaults 1s and 5m.
	RetryMin, RetryMax time.Duration
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
	setDefault(&cfg.IdleRestart, 5*time.Minute)
	setDefault(&cfg.PollInterval, time.Minute)
	setDefault(&cfg.Watchdog, time.Minute)
	setDefault(&cfg.RetryMin, time.Second)
	setDefault(&cfg.RetryMax, 5*time.Minute)
	setDefault(&cfg.ShutdownGrace, 10*time.Second)
	if cfg.RetryMax < cfg.RetryMin {
		cfg.RetryMax = cfg.RetryMin
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	return nil
}

func setDefault(d *time.Duration, def time.Duration) {
	if *d <= 0 {
		*d = def
	}
}

func (cfg *Config) tlsConfig() *tls.Config { return mailconn.ClientTLS(cfg.TLSConfig, cfg.Addr) }
