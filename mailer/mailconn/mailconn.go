// Package mailconn holds what turnmail's IMAP and SMTP clients share about
// reaching a mail server: the three security modes, the rule that a
// plaintext connection goes only to this machine unless explicitly
// allowed, and the TLS settings derived from the server's address.
package mailconn

import (
	"crypto/tls"
	"fmt"
	"net"
	"strings"
)

// Security modes.
const (
	TLS      = "tls"      // implicit TLS (IMAP 993, SMTP 465)
	StartTLS = "starttls" // STARTTLS upgrade (IMAP 143, SMTP 587)
	Plain    = "plain"    // no encryption: loopback only unless allowed
)

// Check validates a server address and security mode and returns the
// address's host. Plaintext to a host other than this machine is refused
// unless allowInsecure is set.
func Check(addr, security string, allowInsecure bool) (host string, err error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil || host == "" || port == "" {
		return "", fmt.Errorf("address %q is not host:port", addr)
	}
	switch security {
	case TLS, StartTLS:
	case Plain:
		if !IsLoopback(host) && !allowInsecure {
			return "", fmt.Errorf("plaintext to non-loopback host %s needs AllowInsecure", host)
		}
	default:
		return "", fmt.Errorf("security %q is not one of tls, starttls, plain", security)
	}
	return host, nil
}

// IsLoopback reports whether host names this machine: "localhost" or a
// loopback IP. Other names are not resolved: a DNS answer must not decide
// whether a password travels in plaintext.
func IsLoopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// ClientTLS returns the TLS settings for a connection to addr: a copy of
// base (nil: the system roots) with ServerName taken from addr if unset.
func ClientTLS(base *tls.Config, addr string) *tls.Config {
	c := &tls.Config{}
	if base != nil {
		c = base.Clone()
	}
	if c.ServerName == "" {
		c.ServerName, _, _ = net.SplitHostPort(addr)
	}
	return c
}
