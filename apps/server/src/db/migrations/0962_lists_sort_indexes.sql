-- Every order the creditors and commitments lists offer walks one index on (key, id): a page
-- from an anchor (db/page-anchors.ts) is a range of it, and the anchors are one index-only
-- pass. Equal keys are ordered by id in the sort's direction (ListDefinition.idFollowsSort),
-- so one index serves both directions.

-- Creditors: newest first is (created_at desc, id desc) now, as the export reads it.
drop index if exists creditors_created_id_idx;
create index if not exists creditors_created_at_id_idx on creditors (created_at, id);
create index if not exists creditors_document_id_idx on creditors (document_number, id);
create index if not exists creditors_active_id_idx on creditors (active, id);

-- Commitments: every call filters by modality (strategy), so it leads each index (0820 has
-- created_at, the names, title, code and amount). Sorting by the modality itself is sorting by
-- id within it: the primary key cannot start that range, (strategy, id) can.
create index if not exists deals_strategy_id_idx on deals (strategy, id);
create index if not exists deals_strategy_merchant_document_id_idx on deals (strategy, merchant_document_number, id);
create index if not exists deals_strategy_installments_idx on deals (strategy, installments, id);
create index if not exists deals_strategy_expiration_idx on deals (strategy, expiration_date, id);
create index if not exists deals_strategy_status_id_idx on deals (strategy, status, id);
create index if not exists deals_strategy_execution_idx on deals (strategy, execution_date, id);
create index if not exists deals_strategy_execution_end_idx on deals (strategy, execution_date_end, id);
create index if not exists deals_strategy_description_idx on deals (strategy, description, id);
create index if not exists deals_strategy_gcap_idx on deals (strategy, gcap, id);
