package smtpout

import (
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"strings"
	"time"
)

// Security is how the connection to the server is protected.
const (
	SecurityTLS      = "tls"      // implicit TLS (port 465)
	SecurityStartTLS = "starttls" // STARTTLS upgrade (port 587)
	SecurityPlain    = "plain"    // no encryption: loopback only unless AllowInsecure
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
}

func (cfg *Config) validate() error {
	host, port, err := net.SplitHostPort(cfg.Addr)
	if err != nil || host == "" || port == "" {
		return fmt.Errorf("smtpout: address %q is not host:port", cfg.Addr)
	}
	switch cfg.Security {
	case SecurityTLS, SecurityStartTLS:
	case SecurityPlain:
		if !isLoopback(host) {
			if cfg.Username != "" {
				return fmt.Errorf("smtpout: refusing to send a password in plaintext to %s", host)
			}
			if !cfg.AllowInsecure {
				return fmt.Errorf("smtpout: plaintext to non-loopback host %s needs AllowInsecure", host)
			}
		}
	default:
		return fmt.Errorf("smtpout: security %q is not one of tls, starttls, plain", cfg.Security)
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
	return nil
}

func (cfg *Config) tlsConfig() *tls.Config {
	var c *tls.Config
	if cfg.TLSConfig != nil {
		c = cfg.TLSConfig.Clone()
	} else {
		c = &tls.Config{}
	}
	if c.ServerName == "" {
		c.ServerName, _, _ = net.SplitHostPort(cfg.Addr)
	}
	return c
}

// isLoopback reports whether host names this machine: "localhost" or a
// loopback IP. Other names are not resolved: a DNS answer must not decide
// whether a password travels in plaintext.
func isLoopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
