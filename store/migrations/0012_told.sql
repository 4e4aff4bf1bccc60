-- What the desk has told whom, kept so that it can bound itself: the
-- answers to one address about one game in the last hour, the moderators'
-- note that an address reached its cap, that a seat's token leaked, and
-- when the moderators last heard of undeliverable mail of a game.
CREATE TABLE told (
	id      INTEGER PRIMARY KEY,
	kind    TEXT    NOT NULL CHECK (kind IN ('answer', 'cap', 'leak', 'undeliverable')),
	address TEXT    NOT NULL DEFAULT '' CHECK (address = lower(address)),
	game_id INTEGER REFERENCES games (id) ON DELETE RESTRICT,
	detail  TEXT    NOT NULL DEFAULT '',
	at      INTEGER NOT NULL
) STRICT;

CREATE INDEX told_address ON told (kind, address, at);
CREATE INDEX told_game ON told (kind, game_id, at);
