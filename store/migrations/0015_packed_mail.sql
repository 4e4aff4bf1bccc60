-- A mail's text may be stored deflated (RFC 1951), as the desk queues
-- it: raw then holds the deflated bytes and packed is 1. A Twilight
-- Struggle turn mail takes half the pages deflated, and every page a
-- commit writes is synced. Readers see the whole text either way
-- (store.OutMail.Raw); pruning writes the header plain.
ALTER TABLE outbox ADD COLUMN packed INTEGER NOT NULL DEFAULT 0 CHECK (packed IN (0, 1));
