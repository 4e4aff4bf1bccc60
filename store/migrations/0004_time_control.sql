-- 0004: time control per game, late policies and games ended outside
-- the rules.
--
-- A game's time control (grace, the zone its dates are shown in, the
-- reminder offsets, the late policy) as a JSON object; '{}' is the
-- service's defaults.
ALTER TABLE games ADD COLUMN time_control TEXT NOT NULL DEFAULT '{}'
	CHECK (json_valid(time_control) AND json_type(time_control) = 'object');

-- How a game ended when it ended outside its rules (a forfeit, a
-- resignation, an abort): {"reason": …, "winners": […]}; '{}' while the
-- rules decide.
ALTER TABLE games ADD COLUMN ending TEXT NOT NULL DEFAULT '{}'
	CHECK (json_valid(ending) AND json_type(ending) = 'object');

-- The automatic extensions a seat has used under the "extend" policy.
ALTER TABLE seats ADD COLUMN extensions INTEGER NOT NULL DEFAULT 0 CHECK (extensions >= 0);

-- When a deadline's late policy acts (after the grace period; NULL: the
-- policy only tells), and when it did. Worked like late_notified.
ALTER TABLE deadlines ADD COLUMN enforce_at INTEGER;
ALTER TABLE deadlines ADD COLUMN enforced INTEGER;

CREATE INDEX deadlines_enforce ON deadlines (enforce_at)
	WHERE resolved IS NULL AND enforced IS NULL AND enforce_at IS NOT NULL;
