-- 0009: a tamper-evident record of each game: every entry (a change of
-- the game with the inbound mail's hash, the commands and the resulting
-- state's hash; a moderator's action) carries the hash of the entry
-- before it, hash = SHA-256(prev || "\n" || body). Append-only.
CREATE TABLE chain (
	game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE RESTRICT,
	n       INTEGER NOT NULL CHECK (n > 0),
	body    TEXT    NOT NULL CHECK (json_valid(body)),
	prev    TEXT    NOT NULL,
	hash    TEXT    NOT NULL CHECK (length(hash) = 64),
	PRIMARY KEY (game_id, n)
) STRICT;

CREATE TRIGGER chain_no_update BEFORE UPDATE ON chain
BEGIN
	SELECT RAISE(ABORT, 'chain: append-only');
END;

CREATE TRIGGER chain_no_delete BEFORE DELETE ON chain
BEGIN
	SELECT RAISE(ABORT, 'chain: append-only');
END;
