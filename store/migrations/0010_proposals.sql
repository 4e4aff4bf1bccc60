-- 0010: games proposed by mail. A proposal names the game and its
-- settings; each invited address has its own token and answers; the game
-- starts when all have accepted, unless the proposal expires first.
CREATE TABLE proposals (
	id        INTEGER PRIMARY KEY,
	kind      TEXT    NOT NULL CHECK (kind <> ''),
	settings  TEXT    NOT NULL CHECK (json_valid(settings)), -- options, hours, time control
	proposer  TEXT    NOT NULL CHECK (proposer <> ''),
	status    TEXT    NOT NULL CHECK (status IN ('open', 'started', 'declined', 'expired')),
	game_id   INTEGER REFERENCES games (id) ON DELETE RESTRICT,
	created   INTEGER NOT NULL,
	expires   INTEGER NOT NULL
) STRICT;

CREATE INDEX proposals_open ON proposals (expires) WHERE status = 'open';
CREATE INDEX proposals_game ON proposals (game_id);

CREATE TABLE invitations (
	proposal_id INTEGER NOT NULL REFERENCES proposals (id) ON DELETE RESTRICT,
	seat        TEXT    NOT NULL CHECK (seat <> ''),
	ord         INTEGER NOT NULL,
	address     TEXT    NOT NULL CHECK (address <> '' AND address = lower(address)),
	token       TEXT    NOT NULL CHECK (token <> ''),
	answer      TEXT    NOT NULL CHECK (answer IN ('pending', 'accepted', 'declined')),
	PRIMARY KEY (proposal_id, seat),
	UNIQUE (proposal_id, token)
) STRICT;
