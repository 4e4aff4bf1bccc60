// Package smtpout submits mail to an SMTP server: implicit TLS, STARTTLS or
// (on loopback only, unless explicitly allowed) plain TCP, with AUTH PLAIN
// when a username is configured.
//
// A Sender opens a fresh connection for every Send. The outbox sends a
// handful of mails per move, so the saved handshake of a pooled connection
// is not worth the care a pool needs (servers drop idle connections, and a
// broken one must never swallow a mail).
//
// Errors tell the outbox whether to try again: IsPermanent is true for 5xx
// replies and for messages that can never be sent (an address with a line
// break); 4xx replies, network errors and timeouts are temporary. A refused
// AUTH is temporary as well: the configuration is at fault, not the mail.
//
// A mail goes to all its recipients or to none: a refused RCPT fails the
// whole Send. With STARTTLS the EHLO before TLS says "localhost" (go-smtp
// fixes it), the one after TLS says HeloName.
package smtpout
