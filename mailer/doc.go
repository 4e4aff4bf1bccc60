// Package mailer runs turnmail's post office: the loops that drive the
// desk (package mailer/desk) and wire it to the mail transports. The
// Service watches a mailbox (imapin) and hands each message to the desk,
// delivers the durable outbox over SMTP with retries and backoff (Outbox),
// and runs the clock (Clock, on robfig/cron) that asks the desk for due
// reminders and late notices and cleans up once a day. Subpackages hold
// the transports: imapin watches a mailbox, smtpout submits mail,
// localmail is the built-in mail server for newcomers, mailtest has real
// servers and a player's side for tests.
package mailer
