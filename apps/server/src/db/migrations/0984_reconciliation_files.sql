-- A file's own links (spec 4 §2.7 'Vincular' without 'Lembrar'): the identification settled for
-- this file only, [{raw, account_id}] (account_id null = its lines ignored); remembered links are aliases.
alter table reconciliation_files add column if not exists links jsonb not null default '[]';
-- The closing balances the analysis read ([{account_id, date, amount}]): the commit writes them
-- without reading the file a third time.
alter table reconciliation_files add column if not exists balances jsonb not null default '[]';
