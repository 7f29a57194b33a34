-- 'Divergências' deep pages within 2x the first (DESIGN §7, spec 4 §13 check 12). At 250,000
-- divergences of a creditor a deep page of the queue read each skipped row from the table: the
-- queue index orders by abs(difference), which an index-only scan cannot use without the column
-- itself, and the date orders had no index with the status the list always filters by. The
-- indexes below hold what a page skips over (and the totals sum), so skipping reads only them.

drop index if exists reconciliation_divergences_queue_idx;
create index if not exists reconciliation_divergences_queue_idx
  on reconciliation_divergences (creditor_id, status, abs(difference) desc, created_at, id) include (difference, type);
drop index if exists reconciliation_divergences_all_queue_idx;
create index if not exists reconciliation_divergences_all_queue_idx
  on reconciliation_divergences (status, abs(difference) desc, created_at, id) include (difference, type);

-- The date orders and filters of one status ('Data de referência', 'Criada em', the age filters).
drop index if exists reconciliation_divergences_created_idx;
create index if not exists reconciliation_divergences_created_idx
  on reconciliation_divergences (creditor_id, status, created_at, id) include (difference, type);
drop index if exists reconciliation_divergences_date_idx;
create index if not exists reconciliation_divergences_date_idx
  on reconciliation_divergences (creditor_id, status, reference_date, id) include (difference, type);
