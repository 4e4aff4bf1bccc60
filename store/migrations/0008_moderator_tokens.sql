-- 0008: each moderator's own token per game, carried in the reply
-- address of the mail the referee sends the moderators, so that a
-- moderator's mail is authenticated like a player's.
CREATE TABLE moderator_tokens (
	game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE RESTRICT,
	address TEXT    NOT NULL CHECK (address <> '' AND address = lower(address)),
	token   TEXT    NOT NULL CHECK (token <> ''),
	PRIMARY KEY (game_id, address),
	UNIQUE (game_id, token)
) STRICT;
