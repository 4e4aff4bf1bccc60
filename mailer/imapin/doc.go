// Package imapin watches one IMAP mailbox and hands every unseen message to
// a Handler, oldest first, one at a time. Once the handler has committed a
// message's effects, the message is flagged \Seen or moved to another
// folder; if the handler fails, the message is left unseen and retried
// later with backoff.
//
// After a scan that handled mail the watcher scans again at once, so the
// mailbox is drained before it waits. It waits with IDLE when the server
// offers it (restarted every IdleRestart, because a silently dropped
// connection is never noticed inside IDLE) and polls otherwise. While games
// are active (within ActiveWindow of the last handled message) each wait
// lasts only ActivePoll: Dovecot tells an idling client of new mail only
// after half a second, but reports it at once in its answer to DONE or
// NOOP, and a server that announces mail at once in IDLE still does.
//
// go-imap has no command timeout, so a watchdog closes the connection when
// a command goes unanswered: ProbeTimeout for the liveness probes (NOOP, the
// start of IDLE and the answer to DONE), which finds a hung server within IdleRestart +
// ProbeTimeout; Watchdog for the other commands. The watcher then
// reconnects with exponential backoff, capped at ReconnectMax (DialRetryMax
// while the server cannot be reached at all), with jitter.
//
// A message larger than MaxSize (by its RFC822.SIZE, fetched for every
// unseen message in one command before anything else) is never fetched:
// its envelope and the start of its header go to the OversizeHandler as an
// Oversize, under the Handler's contract, so that the service can answer
// the sender once, record the message and have it flagged.
//
// Delivery is at least once: a crash between the handler's commit and the
// \Seen flag delivers the message again, so the handler must be idempotent
// (turnmail's dedupes by message hash). For the same reason the stored
// last UID is a progress report only, written at most every
// CheckpointEvery and when a connection ends: the watcher always asks the
// server for UNSEEN messages and never skips one because of its UID. A
// change of UIDVALIDITY is logged and recorded in the Checkpoint at once.
//
// Shutdown has two phases: when Run's context ends the watcher takes no new
// message, and a handler already running keeps its own context for
// ShutdownGrace more, so that its commit can finish.
//
// Choices made here:
//   - Messages flagged \Deleted are skipped along with \Seen ones.
//   - A message handled on this connection that the server still calls
//     unseen (a flag or move accepted without effect) is not handed over
//     again until the next connection, so that draining ends.
//   - Without an OversizeHandler, a message over MaxSize is logged and
//     flagged or moved unanswered.
//   - The retry state of failing messages lives in memory: after a restart
//     they are tried at once.
//   - UIDVALIDITY is compared at every SELECT, that is at every
//     (re)connection.
//   - LOGIN is used (AUTHENTICATE PLAIN brings nothing more); a server
//     without MOVE gets go-imap's COPY, STORE \Deleted and EXPUNGE instead
//     (UID EXPUNGE with UIDPLUS).
//   - Fetching a message may take five times Watchdog (big attachments).
//   - Run returns nil once its context ends.
package imapin
