package localmail

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"strings"
)

// Spool keeps delivered mail durably (turnmail backs it with SQLite).
type Spool interface {
	// Spool stores one recipient mailbox's copy; it is called before the
	// SMTP 250 reply, and an error makes the sender try again later.
	Spool(ctx context.Context, mailbox string, raw []byte) error
	// Restore returns what was spooled, in order, to be appended again at
	// start.
	Restore(ctx context.Context) ([]Spooled, error)
}

// Spooled is one stored copy of a message.
type Spooled struct {
	Mailbox string
	Raw     []byte
}

// DefaultPassword is the shared password when Config.Password is empty.
const DefaultPassword = "turnmail"

// Config describes the local mail server.
type Config struct {
	// Host is the listening address, which must be loopback (localhost,
	// 127.0.0.0/8 or ::1); default "127.0.0.1".
	Host string
	// SMTPPort and IMAPPort are the listening ports; 0 picks free ones.
	SMTPPort, IMAPPort int
	// Domain is the mail domain; default "turnmail.localhost".
	Domain string
	// Referee is the referee's mailbox (local part); default "games".
	Referee string
	// Password is the one password of every mailbox; default
	// DefaultPassword.
	Password string
	// Spool stores mail durably; required.
	Spool Spool
	// Logger receives the server's reports; nil discards them.
	Logger *slog.Logger
}

func (cfg *Config) validate() error {
	if cfg.Spool == nil {
		return errors.New("localmail: a Spool is required")
	}
	if cfg.Host == "" {
		cfg.Host = "127.0.0.1"
	}
	// Plaintext passwords and one shared password are only acceptable
	// where nobody else can listen.
	if ip := net.ParseIP(cfg.Host); cfg.Host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return fmt.Errorf("localmail: Host %q is not a loopback address", cfg.Host)
	}
	if cfg.Domain == "" {
		cfg.Domain = "turnmail.localhost"
	}
	cfg.Domain = strings.ToLower(cfg.Domain)
	if cfg.Referee == "" {
		cfg.Referee = "games"
	}
	cfg.Referee = strings.ToLower(cfg.Referee)
	if strings.ContainsAny(cfg.Referee, "@+ ") {
		return errors.New("localmail: Referee must be a bare local part")
	}
	if cfg.Password == "" {
		cfg.Password = DefaultPassword
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	return nil
}
