-- 0011: the moderators' daily digest lists the mail that failed for good
-- since the last one.
CREATE INDEX outbox_failed ON outbox (failed) WHERE status = 'failed';
