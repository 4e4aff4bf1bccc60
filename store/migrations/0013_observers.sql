-- Observers: a game created with observers allowed lets anyone write
-- "watch SLUG" to the referee and receive the game's public view of every
-- turn, until "unwatch SLUG".
ALTER TABLE games ADD COLUMN observers INTEGER NOT NULL DEFAULT 0 CHECK (observers IN (0, 1));

CREATE TABLE observers (
	game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE RESTRICT,
	address TEXT    NOT NULL CHECK (address = lower(address)),
	since   INTEGER NOT NULL,
	PRIMARY KEY (game_id, address)
) STRICT;
