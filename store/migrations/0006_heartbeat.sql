-- 0006: when each of the daemon's loops last ran, so that a restart can
-- tell how long the service was out and move the deadlines that fell in
-- that time.
CREATE TABLE heartbeats (
	name TEXT    PRIMARY KEY CHECK (name <> ''),
	at   INTEGER NOT NULL
) STRICT;
