// Package smtpout submits mail to an SMTP server: implicit TLS, STARTTLS or
// (on loopback only, unless explicitly allowed) plain TCP, with AUTH PLAIN
// when a username is configured and no AUTH at all when none is (a local
// relay that takes mail from this host).
//
// Sender.Send opens a fresh connection for every mail. A Session carries a
// delivery round over one connection (RSET between mails), which against a
// distant relay saves the handshake of every mail but the first. A
// connection that died while the session kept it is replaced before DATA,
// when nothing of the mail has reached the server; a failure after DATA
// began is returned, never retried on the spot, since the server may have
// taken the mail. Hooks mark the two moments around DATA at which the
// caller records "handing to SMTP" and "sent", so that a crash can double
// a mail only if it falls between the server's 250 and that record.
//
// The wait for the reply to DATA's end is DataTimeout, 10 minutes by
// default as RFC 5321 4.5.3.2.6 asks: giving up sooner on a slow relay that
// then accepts the mail sends it twice.
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
