// Package mailer is turnmail's post office. It carries each inbound mail
// through the desk (parse, authenticate, check the decision, apply all
// commands or none, persist, queue replies — in one transaction), delivers
// the durable outbox over SMTP with retries, and runs the clock that sends
// reminders and late notices. Subpackages hold the transports: imapin
// watches a mailbox, smtpout submits mail, localmail is the built-in mail
// server for newcomers, mailtest has real servers for tests.
package mailer
