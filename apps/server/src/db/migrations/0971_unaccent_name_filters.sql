-- Name filters ignore case and accents: 'otica' and 'ÓTICA' find 'Ótica'. ILIKE alone cannot do
-- it: the embedded server's databases use the C locale, where ILIKE folds ASCII letters only,
-- and no locale folds accents. Every name filter compares lastro_fold(column) with
-- lastro_fold_contains(term) (db/paging.ts, nameContains), and the trigram indexes of those
-- filters are built on lastro_fold(column), so the filter and the index are the same expression.
-- unaccent is a trusted extension (no superuser needed), shipped by the embedded server and by
-- Debian's PostgreSQL 15.
create extension if not exists unaccent;

-- unaccent(text) is STABLE (it reads its dictionary by name, through search_path), so it cannot
-- index. The wrapper names the dictionary explicitly; BEGIN ATOMIC binds the function and the
-- dictionary when this file runs, so a later search_path cannot change what an index holds.
-- unaccent before lower: the C locale's lower() leaves 'Ó' as it is, but lowers the 'O' it becomes.
create or replace function lastro_fold(value text) returns text
  language sql immutable strict parallel safe
begin atomic
  select lower(unaccent('unaccent'::regdictionary, value));
end;

-- The LIKE pattern "contains term": the term folded first, then its wildcards escaped (unaccent
-- turns the full-width '％' and '＿' into '%' and '_', which must stay literal).
create or replace function lastro_fold_contains(term text) returns text
  language sql immutable strict parallel safe
begin atomic
  select '%' || replace(replace(replace(lastro_fold(term), '\', '\\'), '%', '\%'), '_', '\_') || '%';
end;

-- The trigram indexes of the name filters, rebuilt on the folded names (the old ones served
-- ILIKE on the raw column, which no filter runs any more).
drop index if exists merchants_company_name_trgm_idx;
drop index if exists merchants_trading_name_trgm_idx;
create index if not exists merchants_company_name_fold_trgm_idx on merchants using gin (lastro_fold(company_name) gin_trgm_ops);
create index if not exists merchants_trading_name_fold_trgm_idx on merchants using gin (lastro_fold(trading_name) gin_trgm_ops);

drop index if exists creditors_trading_name_trgm_idx;
drop index if exists creditors_company_name_trgm_idx;
create index if not exists creditors_trading_name_fold_trgm_idx on creditors using gin (lastro_fold(trading_name) gin_trgm_ops);
create index if not exists creditors_company_name_fold_trgm_idx on creditors using gin (lastro_fold(company_name) gin_trgm_ops);

drop index if exists accounts_name_trgm_idx;
create index if not exists accounts_name_fold_trgm_idx on accounts using gin (lastro_fold(name) gin_trgm_ops);

drop index if exists creditor_originators_name_trgm_idx;
create index if not exists creditor_originators_name_fold_trgm_idx on creditor_originators using gin (lastro_fold(razao_social) gin_trgm_ops);

drop index if exists partners_company_name_trgm_idx;
drop index if exists partners_trading_name_trgm_idx;
create index if not exists partners_company_name_fold_trgm_idx on partners using gin (lastro_fold(company_name) gin_trgm_ops);
create index if not exists partners_trading_name_fold_trgm_idx on partners using gin (lastro_fold(trading_name) gin_trgm_ops);

drop index if exists banks_name_trgm_idx;
drop index if exists acquirers_name_trgm_idx;
drop index if exists arrangements_brand_name_trgm_idx;
create index if not exists banks_name_fold_trgm_idx on banks using gin (lastro_fold(bank_name) gin_trgm_ops);
create index if not exists acquirers_name_fold_trgm_idx on acquirers using gin (lastro_fold(acquirer_name) gin_trgm_ops);
create index if not exists arrangements_brand_name_fold_trgm_idx on arrangements using gin (lastro_fold(brand_name) gin_trgm_ops);

drop index if exists schedule_requests_merchant_name_trgm_idx;
drop index if exists schedule_requests_creditor_name_trgm_idx;
create index if not exists schedule_requests_merchant_name_fold_trgm_idx on schedule_requests using gin (lastro_fold(merchant_company_name) gin_trgm_ops);
create index if not exists schedule_requests_creditor_name_fold_trgm_idx on schedule_requests using gin (lastro_fold(creditor_company_name) gin_trgm_ops);

-- The merchants' 'Parceria' filter and the commitments list's 'Agrupamento' (the grouping's
-- title) are name filters too.
create index if not exists merchants_partnership_fold_trgm_idx on merchants using gin (lastro_fold(partnership) gin_trgm_ops);
drop index if exists deals_title_trgm_idx;
create index if not exists deals_title_fold_trgm_idx on deals using gin (lastro_fold(title) gin_trgm_ops);
