package localmail

import (
	"fmt"
	"net"
	"strings"
)

// Instructions tells a person how to connect a mail client, in plain text
// ready to print.
func (s *Server) Instructions() string {
	imapHost, imapPort, _ := net.SplitHostPort(s.IMAPAddr())
	smtpHost, smtpPort, _ := net.SplitHostPort(s.SMTPAddr())
	var b strings.Builder
	fmt.Fprintf(&b, "turnmail is running its own mail server for @%s.\n", s.cfg.Domain)
	fmt.Fprintf(&b, "Connect Thunderbird, mutt or any mail client with:\n\n")
	fmt.Fprintf(&b, "  Incoming (IMAP): host %s, port %s, no encryption\n", imapHost, imapPort)
	fmt.Fprintf(&b, "  Outgoing (SMTP): host %s, port %s, no encryption\n", smtpHost, smtpPort)
	fmt.Fprintf(&b, "  User name:       your full address, e.g. alice@%s\n", s.cfg.Domain)
	fmt.Fprintf(&b, "  Password:        %s (the same for every address)\n\n", s.cfg.Password)
	fmt.Fprintf(&b, "Any address @%s works; its mailbox is made on first use.\n", s.cfg.Domain)
	fmt.Fprintf(&b, "Write to the referee at %s.\n", s.RefereeAddress())
	if ip := net.ParseIP(imapHost); ip != nil && ip.IsLoopback() {
		fmt.Fprintf(&b, "No encryption is needed: the server only listens on this computer.\n")
	}
	return b.String()
}
