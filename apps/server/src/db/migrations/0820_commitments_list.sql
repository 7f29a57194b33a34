-- The commitments list (GET deals, deals/requests) at hundreds of thousands of rows. Every
-- call filters by modality (strategy, default performed), so it leads each ordered index; the
-- id closes them as the pages' tiebreaker, so pages in either direction walk one index. A
-- creditor user's list is its own creditor's; the CNPJ filter is a prefix (pattern ops); the
-- status filter and the requests tab (status a_aprovar) have their own; codes are exact (the code index); the
-- grouping (the shared title) is '%text%' (trigram).
create index if not exists deals_strategy_created_idx on deals (strategy, created_at, id);
create index if not exists deals_creditor_strategy_created_idx on deals (creditor_id, strategy, created_at, id);
create index if not exists deals_strategy_status_created_idx on deals (strategy, status, created_at, id);
-- The sorts that would otherwise order the whole modality on every page (names and codes are
-- text, dear to sort): deep pages read their window's ids from these (db/paging.ts idsOfPage).
create index if not exists deals_strategy_merchant_name_idx on deals (strategy, merchant_trading_name, id);
create index if not exists deals_strategy_creditor_name_idx on deals (strategy, creditor_trading_name, id);
create index if not exists deals_strategy_title_idx on deals (strategy, title, id);
create index if not exists deals_strategy_code_idx on deals (strategy, code, id);
create index if not exists deals_strategy_amount_idx on deals (strategy, amount, id);
create index if not exists deals_merchant_document_idx on deals (merchant_document_number varchar_pattern_ops);
create index if not exists deals_title_trgm_idx on deals using gin (title gin_trgm_ops);

-- The list's cached totals must see every write to the commitments (status changes included).
drop trigger if exists deals_list_version on deals;
create trigger deals_list_version after insert or update or delete or truncate on deals
  for each statement execute function lastro_bump_list_version();
