-- The public account of each move (engine Result.Log), so that a turn
-- mail can tell a seat everything that happened since it last moved.
ALTER TABLE moves ADD COLUMN log TEXT NOT NULL DEFAULT '';
