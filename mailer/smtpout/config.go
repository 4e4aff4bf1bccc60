package smtpout

import (
	"crypto/tls"
	"errors"
	"fmt"
	"strings"
	"time"

	"turnmail/mailer/mailconn"
)

// Security is how the connection to the server is protected.
const (
	SecurityTLS      = mailconn.TLS      // implicit TLS (port 465)
	SecurityStartTLS = mailconn.StartTLS // STARTTLS upgrade (port 587)
	SecurityPlain    = mailconn.Plain    // no encryption: loopback only unless AllowInsecure
)

// Config says where and how to submit mail.
type Config struct {
	// Addr is the server's host:port.
	Addr string
	// Security is SecurityTLS, SecurityStartTLS or SecurityPlain.
	Security string
	// AllowInsecure permits Security "plain" to a host that is not
	// loopback. AUTH over such a connection is refused all the same.
	AllowInsecure bool
	// TLSConfig is used for TLS and STARTTLS; nil means the system roots
	// with ServerName taken from Addr.
	TLSConfig *tls.Config
	// Username and Password enable AUTH PLAIN.
	Username, Password string
	// HeloName is the name given in EHLO; default "localhost". With
	// STARTTLS the first EHLO (before TLS) always says "localhost".
	HeloName string
	// Timeout bounds the dial and each SMTP command; default 30s.
	Timeout time.Duration
	// DataTimeout bounds the wait for the server's reply to the end of a
	// message's DATA; default 10 minutes, as RFC 5321 4.5.3.2.6 asks of
	// clients. A shorter wait gives up on mail the server then accepts,
	// and the retry sends it twice.
	DataTimeout time.Duration
}

func (cfg *Config) validate() error {
	host, err := mailconn.Check(cfg.Addr, cfg.Security, true)
	if err != nil {
		return fmt.Errorf("smtpout: %w", err)
	}
	if cfg.Security == SecurityPlain && !mailconn.IsLoopback(host) {
		if cfg.Username != "" {
			return fmt.Errorf("smtpout: refusing to send a password in plaintext to %s", host)
		}
		if !cfg.AllowInsecure {
			return fmt.Errorf("smtpout: plaintext to non-loopback host %s needs AllowInsecure", host)
		}
	}
	if cfg.Password != "" && cfg.Username == "" {
		return errors.New("smtpout: a password without a username")
	}
	if strings.ContainsAny(cfg.HeloName, "\r\n") {
		return errors.New("smtpout: HeloName contains a line break")
	}
	if cfg.HeloName == "" {
		cfg.HeloName = "localhost"
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = 30 * time.Second
	}
	if cfg.DataTimeout <= 0 {
		cfg.DataTimeout = 10 * time.Minute
	}
	return nil
}

func (cfg *Config) tlsConfig() *tls.Config { return mailconn.ClientTLS(cfg.TLSConfig, cfg.Addr) }
