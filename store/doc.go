// Package store is turnmail's persistence: one SQLite file holding the
// games and their seats, the append-only move log and each game's current
// snapshot (one row, replaced in place; the log rebuilds any other), the
// inbound ledger, the outbox, deadlines, the moderators' audit log, IMAP
// positions and the local mail server's spool.
//
// The store knows no game's rules and never reads the clock: every time is
// passed in and kept as unix milliseconds (UTC), so sub-millisecond parts
// are dropped and times come back in UTC. The zero time.Time means "not yet"
// where a field documents it and is refused where a time is required.
//
// All work happens in transactions. Update runs fn inside BEGIN IMMEDIATE,
// so a transaction that reads and then writes never fails with a lock
// upgrade, and commits only if fn returns nil; View runs fn on a read-only
// connection. One Update is the unit of "a crash neither loses nor doubles":
// for example, recording an inbound message, appending its move, saving the
// snapshot and queueing the replies either all happen or none does.
//
// The database runs in WAL mode with synchronous=FULL (a committed
// transaction survives a power cut), foreign keys on and a busy timeout.
// Its schema is embedded (migrations/NNNN_name.sql), versioned by
// PRAGMA user_version and brought up to date by Open, which refuses a
// database written by a newer binary.
//
// Statements are kept prepared per connection once they have run (the
// write connection's in writer, the read pool's in stmtCache). Lock gives the daemon a flock(2) lock beside the database, so a
// second daemon on one file is refused; Backup and Check work on the file
// beside a running daemon without migrating or writing it.
package store
