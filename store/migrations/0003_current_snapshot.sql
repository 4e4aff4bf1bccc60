-- One current snapshot per game, replaced in place after every move: the
-- move log is the truth and rebuilds any earlier state from the seed, so
-- older snapshots were only weight. An earlier database keeps each game's
-- newest snapshot. (SQLite takes the bare columns of an aggregate query
-- from the row holding the max(): https://sqlite.org/lang_select.html#bareagg)
CREATE TABLE snapshots_current (
	game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE RESTRICT,
	seq     INTEGER NOT NULL CHECK (seq >= 0),
	state   BLOB    NOT NULL
) STRICT;

INSERT INTO snapshots_current (game_id, seq, state)
	SELECT game_id, max(seq), state FROM snapshots GROUP BY game_id;

DROP TABLE snapshots;
ALTER TABLE snapshots_current RENAME TO snapshots;

CREATE TRIGGER snapshots_seq_exists BEFORE INSERT ON snapshots
WHEN NEW.seq > (SELECT coalesce(max(seq), 0) FROM moves WHERE game_id = NEW.game_id)
BEGIN
	SELECT RAISE(ABORT, 'snapshots: seq is beyond the last move of the game');
END;

CREATE TRIGGER snapshots_seq_exists_update BEFORE UPDATE OF seq ON snapshots
WHEN NEW.seq > (SELECT coalesce(max(seq), 0) FROM moves WHERE game_id = NEW.game_id)
BEGIN
	SELECT RAISE(ABORT, 'snapshots: seq is beyond the last move of the game');
END;

-- Sent mail's text is pruned after a retention period: the header stays,
-- with the SHA-256 of the whole message as it went out and the time of
-- pruning.
ALTER TABLE outbox ADD COLUMN raw_hash TEXT NOT NULL DEFAULT ''
	CHECK (raw_hash = '' OR (length(raw_hash) = 64 AND raw_hash NOT GLOB '*[^0-9a-f]*'));
ALTER TABLE outbox ADD COLUMN pruned INTEGER;

CREATE INDEX outbox_prunable ON outbox (sent) WHERE status = 'sent' AND pruned IS NULL;

-- When a queued mail was last handed to SMTP (just before DATA): a mail
-- still queued with this set may have reached the server before a crash,
-- and its next attempt may deliver it twice.
ALTER TABLE outbox ADD COLUMN handed INTEGER;
