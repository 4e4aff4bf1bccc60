// Package mailer runs turnmail's post office: the loops that drive the
// desk (package mailer/desk) and wire it to the mail transports. The
// Service watches a mailbox (imapin) and hands the desk each message, or
// the messages found together in one transaction (Desk.HandleBatch), and
// a message over the size limit as a descriptor for a short refusal;
// optionally it takes mail from the club's MTA over LMTP (LMTP). It
// delivers the durable outbox over SMTP in rounds (Outbox: a few sessions
// side by side, each recipient's mail in order, retries with backoff) and
// runs the clock (Clock, on robfig/cron) that asks the desk for due
// reminders and late notices and cleans up once a day. Subpackages hold
// the transports: imapin watches a mailbox, smtpout submits mail,
// localmail is the built-in mail server for newcomers, mailtest has real
// servers and a player's side for tests.
package mailer
