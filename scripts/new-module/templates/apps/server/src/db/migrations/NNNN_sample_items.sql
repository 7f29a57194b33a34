-- The sample-items module's table (apps/server/src/db/schema/sample-items.ts).
create table if not exists sample_items (
  id uuid primary key default gen_random_uuid(),
  name varchar(100) not null unique,
  description text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz
);

-- The default order (newest first, id as tiebreaker) read from an index, page after page.
create index if not exists sample_items_created_idx on sample_items (created_at, id);
-- The name filter (nameContains: '%text%' ignoring case and accents) served by a trigram index on
-- the folded name (lastro_fold comes with migration 0971, pg_trgm with 0500).
create index if not exists sample_items_name_fold_trgm_idx on sample_items using gin (lastro_fold(name) gin_trgm_ops);

-- The list's cached count is reused until a write bumps this table's version (migration 0500).
drop trigger if exists sample_items_list_version on sample_items;
create trigger sample_items_list_version after insert or update or delete or truncate on sample_items
  for each statement execute function lastro_bump_list_version();
