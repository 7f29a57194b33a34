-- Commitment imports (deals/upload, deals/upload-contract-smoke). A deal written by an import
-- keeps the import and the file line it came from: the batch registration job finds the
-- import's deals by it, and a retried batch or the same file imported again finds the rows it
-- already wrote (request_key holds the hash of creditor + normalised row, unique per creditor).
alter table deals add column if not exists import_id uuid;
alter table deals add column if not exists import_line integer;
create index if not exists deals_import_idx on deals (import_id, import_line) where import_id is not null;

-- What the import's set-based checks read of other modules' tables, as read-only views (0515):
-- the creditor's merchants by document with their opt-ins, and the importer's name for the
-- deal's first history row. Simple views: the joins use the owners' indexes.
create or replace view merchant_import_directory as
  select id, creditor_id, document_number, company_name, trading_name from merchants;

create or replace view merchant_optin_directory as
  select merchant_id, creditor_id, status, start_date, end_date from merchant_optins;

create or replace view account_name_directory as
  select id, name from accounts;
