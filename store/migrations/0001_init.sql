-- 0001: turnmail's first schema.
--
-- Times are unix milliseconds (UTC) in INTEGER columns. Optional times are
-- NULL while "not yet". A game id of NULL means "no game". Every table is
-- STRICT, so a value of the wrong type is refused instead of converted.

CREATE TABLE games (
	id             INTEGER PRIMARY KEY,
	slug           TEXT    NOT NULL UNIQUE CHECK (slug <> ''),
	kind           TEXT    NOT NULL CHECK (kind <> ''),
	options        TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(options) AND json_type(options) = 'object'),
	seed           INTEGER NOT NULL, -- uint64 bit-cast to int64
	status         TEXT    NOT NULL CHECK (status IN ('active', 'over', 'halted')),
	thread_id      TEXT    NOT NULL DEFAULT '',
	deadline_hours INTEGER NOT NULL CHECK (deadline_hours > 0),
	decision       INTEGER NOT NULL DEFAULT 0 CHECK (decision >= 0),
	created        INTEGER NOT NULL,
	updated        INTEGER NOT NULL
) STRICT;

-- Decision numbers identify the turn mails a reply may answer. Lowering one
-- would make answers to old mails valid again, so it only ever grows.
CREATE TRIGGER games_decision_grows BEFORE UPDATE OF decision ON games
WHEN NEW.decision < OLD.decision
BEGIN
	SELECT RAISE(ABORT, 'games: decision number may not decrease');
END;

CREATE TABLE seats (
	game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE RESTRICT,
	seat    TEXT    NOT NULL CHECK (seat <> ''),
	ord     INTEGER NOT NULL, -- position in the list given to CreateGame
	address TEXT    NOT NULL CHECK (address <> '' AND address = lower(address)),
	name    TEXT    NOT NULL DEFAULT '',
	token   TEXT    NOT NULL CHECK (token <> ''),
	PRIMARY KEY (game_id, seat),
	UNIQUE (game_id, token),
	UNIQUE (game_id, ord)
) STRICT;

CREATE INDEX seats_address ON seats (address);

-- The move log is append-only: a rollback or a rules fix replays it.
CREATE TABLE moves (
	game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE RESTRICT,
	seq        INTEGER NOT NULL CHECK (seq > 0),
	seat       TEXT    NOT NULL,
	raw        TEXT    NOT NULL,
	normal     TEXT    NOT NULL,
	message_id TEXT    NOT NULL DEFAULT '',
	source     TEXT    NOT NULL CHECK (source IN ('mail', 'moderator')),
	actor      TEXT    NOT NULL DEFAULT '',
	at         INTEGER NOT NULL,
	PRIMARY KEY (game_id, seq),
	FOREIGN KEY (game_id, seat) REFERENCES seats (game_id, seat) ON DELETE RESTRICT
) STRICT;

CREATE TRIGGER moves_seq_follows BEFORE INSERT ON moves
WHEN NEW.seq <> (SELECT coalesce(max(seq), 0) + 1 FROM moves WHERE game_id = NEW.game_id)
BEGIN
	SELECT RAISE(ABORT, 'moves: seq must follow the last move of the game');
END;

CREATE TRIGGER moves_no_update BEFORE UPDATE ON moves
BEGIN
	SELECT RAISE(ABORT, 'moves: the move log is append-only');
END;

CREATE TRIGGER moves_no_delete BEFORE DELETE ON moves
BEGIN
	SELECT RAISE(ABORT, 'moves: the move log is append-only');
END;

-- A snapshot is the marshalled state after move seq (0: before any move).
CREATE TABLE snapshots (
	game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE RESTRICT,
	seq     INTEGER NOT NULL CHECK (seq >= 0),
	state   BLOB    NOT NULL,
	PRIMARY KEY (game_id, seq)
) STRICT;

CREATE TRIGGER snapshots_seq_exists BEFORE INSERT ON snapshots
WHEN NEW.seq > (SELECT coalesce(max(seq), 0) FROM moves WHERE game_id = NEW.game_id)
BEGIN
	SELECT RAISE(ABORT, 'snapshots: seq is beyond the last move of the game');
END;

-- The inbound ledger: one row per distinct message (by hash) ever handled.
CREATE TABLE inbound (
	id           INTEGER PRIMARY KEY,
	message_id   TEXT    NOT NULL DEFAULT '',
	hash         TEXT    NOT NULL UNIQUE CHECK (length(hash) = 64 AND hash NOT GLOB '*[^0-9a-f]*'),
	mailbox      TEXT    NOT NULL DEFAULT '',
	uid_validity INTEGER NOT NULL DEFAULT 0 CHECK (uid_validity BETWEEN 0 AND 4294967295),
	uid          INTEGER NOT NULL DEFAULT 0 CHECK (uid BETWEEN 0 AND 4294967295),
	game_id      INTEGER REFERENCES games (id) ON DELETE RESTRICT,
	sender       TEXT    NOT NULL DEFAULT '',
	outcome      TEXT    NOT NULL CHECK (outcome IN ('applied', 'refused', 'ignored', 'rejected', 'error')),
	detail       TEXT    NOT NULL DEFAULT '',
	at           INTEGER NOT NULL
) STRICT;

CREATE INDEX inbound_message_id ON inbound (message_id);
CREATE INDEX inbound_game ON inbound (game_id) WHERE game_id IS NOT NULL;

CREATE TABLE outbox (
	id           INTEGER PRIMARY KEY,
	message_id   TEXT    NOT NULL UNIQUE CHECK (message_id <> ''),
	game_id      INTEGER REFERENCES games (id) ON DELETE RESTRICT,
	kind         TEXT    NOT NULL CHECK (kind IN ('turn', 'confirm', 'refusal', 'reminder', 'late', 'help', 'gameover', 'notice')),
	sender       TEXT    NOT NULL CHECK (sender <> ''),
	recipient    TEXT    NOT NULL CHECK (recipient <> ''),
	raw          BLOB    NOT NULL CHECK (length(raw) > 0),
	status       TEXT    NOT NULL CHECK (status IN ('queued', 'sent', 'failed')),
	attempts     INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
	next_attempt INTEGER NOT NULL,
	last_error   TEXT    NOT NULL DEFAULT '',
	created      INTEGER NOT NULL,
	sent         INTEGER, -- set exactly when status = 'sent'
	failed       INTEGER, -- set exactly when status = 'failed'
	CHECK ((status = 'sent') = (sent IS NOT NULL)),
	CHECK ((status = 'failed') = (failed IS NOT NULL))
) STRICT;

CREATE INDEX outbox_queued ON outbox (id, next_attempt) WHERE status = 'queued';
CREATE INDEX outbox_game ON outbox (game_id);

-- One row per seat that must act on a decision. See the package
-- documentation (deadline.go) for how late policies and vacations fit.
CREATE TABLE deadlines (
	game_id       INTEGER NOT NULL,
	seat          TEXT    NOT NULL,
	decision      INTEGER NOT NULL CHECK (decision > 0),
	due           INTEGER NOT NULL,
	remind_at     INTEGER NOT NULL,
	reminded      INTEGER,
	late_notified INTEGER,
	resolved      INTEGER,
	PRIMARY KEY (game_id, seat, decision),
	FOREIGN KEY (game_id, seat) REFERENCES seats (game_id, seat) ON DELETE RESTRICT,
	CHECK (remind_at <= due)
) STRICT;

CREATE INDEX deadlines_remind ON deadlines (remind_at) WHERE resolved IS NULL AND reminded IS NULL;
CREATE INDEX deadlines_late ON deadlines (due) WHERE resolved IS NULL AND late_notified IS NULL;
CREATE INDEX deadlines_open ON deadlines (game_id, seat) WHERE resolved IS NULL;

-- The audit log of moderator actions, append-only like the move log.
CREATE TABLE audit (
	id      INTEGER PRIMARY KEY,
	at      INTEGER NOT NULL,
	actor   TEXT    NOT NULL CHECK (actor <> ''),
	action  TEXT    NOT NULL CHECK (action <> ''),
	game_id INTEGER REFERENCES games (id) ON DELETE RESTRICT,
	detail  TEXT    NOT NULL DEFAULT ''
) STRICT;

CREATE INDEX audit_game ON audit (game_id);

CREATE TRIGGER audit_no_update BEFORE UPDATE ON audit
BEGIN
	SELECT RAISE(ABORT, 'audit: the audit log is append-only');
END;

CREATE TRIGGER audit_no_delete BEFORE DELETE ON audit
BEGIN
	SELECT RAISE(ABORT, 'audit: the audit log is append-only');
END;

-- Where the IMAP reader left off in each mailbox.
CREATE TABLE mailboxes (
	mailbox      TEXT    PRIMARY KEY,
	uid_validity INTEGER NOT NULL CHECK (uid_validity BETWEEN 0 AND 4294967295),
	last_uid     INTEGER NOT NULL CHECK (last_uid BETWEEN 0 AND 4294967295)
) STRICT;

-- The built-in local mail server's durable spool.
CREATE TABLE spool (
	id      INTEGER PRIMARY KEY,
	mailbox TEXT    NOT NULL CHECK (mailbox <> ''),
	raw     BLOB    NOT NULL,
	hash    TEXT    NOT NULL CHECK (length(hash) = 64),
	at      INTEGER NOT NULL
) STRICT;

CREATE INDEX spool_hash ON spool (hash);
