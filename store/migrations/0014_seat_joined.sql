-- 0014: the seat a player joined a game at. A game whose rules assign
-- the players to seats during play (a bid for sides) moves players
-- between seats: the seat row stays, its player (address, name, token,
-- clock allowances) moves, and joined names the seat that player joined
-- at, so the assignment can be made again from the rules at any time.
ALTER TABLE seats ADD COLUMN joined TEXT NOT NULL DEFAULT '';
UPDATE seats SET joined = seat;

CREATE TRIGGER seats_joined_set BEFORE UPDATE OF joined ON seats
WHEN NEW.joined = ''
BEGIN
	SELECT RAISE(ABORT, 'seats: joined names the seat the player joined at');
END;
