-- A job queued to start later (pg-boss startAfter) waits for its time: it is not "em andamento"
-- for its account before then, so the top bar's jobs indicator leaves it out until it is due.
alter table jobs add column if not exists start_after timestamptz;
