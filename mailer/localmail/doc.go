// Package localmail is the built-in mail server for newcomers: with no mail
// server configured, `turnmail serve` starts it on 127.0.0.1 so that people
// can play from Thunderbird or mutt without any other setup.
//
// It speaks SMTP (go-smtp) for sending and IMAP (go-imap's in-memory
// server) for reading, without TLS, on loopback only. Any address at the
// configured domain is a mailbox, created on first use, by a delivery or by
// a LOGIN with the one shared password; "+tag" is stripped from the local
// part, so games+ts-12.k7f3q9@turnmail.localhost lands in the referee's
// mailbox "games".
//
// Every accepted message is handed to the Spool (durable storage) for each
// recipient mailbox before SMTP answers 250, and the Spool's content is
// appended again at the next Start. The IMAP flags are not persisted: after
// a restart every spooled message is unseen again, which the referee's
// dedupe by message hash makes harmless. The Spool has no delete: pruning
// it is the Spool owner's business.
//
// Choices made here (no standard decides them):
//   - Host must be a loopback address: one shared password sent in clear
//     text is only acceptable where nobody else can listen.
//   - Mail for another domain is refused with 550 (permanent): the local
//     server relays nothing, so players must use addresses at Domain.
//   - A message is spooled once per distinct recipient mailbox (two
//     +tags of one mailbox make one copy), with a Return-Path header added
//     as a real delivery agent would.
//   - New mailboxes get INBOX, Sent, Drafts and Trash, which mail clients
//     expect.
//   - IMAP logins accept the full address or the bare local part.
package localmail
