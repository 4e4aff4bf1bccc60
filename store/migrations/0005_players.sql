-- 0005: what players do beside their moves.
--
-- A seat's vacation: how much of the game's allowance it has used (in
-- milliseconds, counting a vacation in progress in full) and, while
-- away, until when.
ALTER TABLE seats ADD COLUMN vacation_used INTEGER NOT NULL DEFAULT 0 CHECK (vacation_used >= 0);
ALTER TABLE seats ADD COLUMN away_until INTEGER;

-- The game's public notes beside the move log: messages players relayed
-- with "say", vacations, resignations, late policies. Append-only.
CREATE TABLE notes (
	id      INTEGER PRIMARY KEY,
	game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE RESTRICT,
	at      INTEGER NOT NULL,
	after   INTEGER NOT NULL DEFAULT 0 CHECK (after >= 0), -- the last move's seq when it was written
	seat    TEXT    NOT NULL DEFAULT '',
	kind    TEXT    NOT NULL CHECK (kind <> ''),
	text    TEXT    NOT NULL
) STRICT;

CREATE INDEX notes_game ON notes (game_id, id);

CREATE TRIGGER notes_no_update BEFORE UPDATE ON notes
BEGIN
	SELECT RAISE(ABORT, 'notes: the notes are append-only');
END;

CREATE TRIGGER notes_no_delete BEFORE DELETE ON notes
BEGIN
	SELECT RAISE(ABORT, 'notes: the notes are append-only');
END;
