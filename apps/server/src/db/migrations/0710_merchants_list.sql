-- The merchants list 'Estabelecimentos' at hundreds of thousands of rows: the name filter
-- ('%text%' on trading or company name; company_name has its trigram index since 0610), one
-- index per sortable column with the id as tiebreaker (pages in either direction walk it), and
-- the supplier's own list (a creditor user's scope) newest first.
create index if not exists merchants_trading_name_trgm_idx on merchants using gin (trading_name gin_trgm_ops);
create index if not exists merchants_created_idx on merchants (created_at, id);
create index if not exists merchants_creditor_created_idx on merchants (creditor_id, created_at, id);
create index if not exists merchants_trading_name_idx on merchants (trading_name, id);
create index if not exists merchants_company_name_idx on merchants (company_name, id);
create index if not exists merchants_document_idx on merchants (document_number, id);

-- The optin_status column and filter read the merchant's opt-ins: the list's cached counts
-- must see their writes too.
drop trigger if exists merchant_optins_list_version on merchant_optins;
create trigger merchant_optins_list_version after insert or update or delete or truncate on merchant_optins
  for each statement execute function lastro_bump_list_version();
