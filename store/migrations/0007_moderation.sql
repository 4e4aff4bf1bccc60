-- 0007: what moderators do to a game.
--
-- When a moderator paused the game; NULL while it runs.
ALTER TABLE games ADD COLUMN paused INTEGER;

-- A rollback to move to_seq: the moves after it, up to last_seq, stay in
-- the log, marked rolled back, and a replay leaves them out.
CREATE TABLE rollbacks (
	id       INTEGER PRIMARY KEY,
	game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE RESTRICT,
	to_seq   INTEGER NOT NULL CHECK (to_seq >= 0),
	last_seq INTEGER NOT NULL,
	at       INTEGER NOT NULL,
	actor    TEXT    NOT NULL CHECK (actor <> ''),
	CHECK (last_seq > to_seq)
) STRICT;

CREATE INDEX rollbacks_game ON rollbacks (game_id);

CREATE TRIGGER rollbacks_no_update BEFORE UPDATE ON rollbacks
BEGIN
	SELECT RAISE(ABORT, 'rollbacks: append-only');
END;

CREATE TRIGGER rollbacks_no_delete BEFORE DELETE ON rollbacks
BEGIN
	SELECT RAISE(ABORT, 'rollbacks: append-only');
END;
