-- Recurrent opt-ins ('recorrente' of the merchant maintenance import, accounts/maintenance
-- is_recurrence): a daily job asks the registry for the following year's opt-in before the
-- current one ends. The renewal points at the opt-in it continues; one renewal per opt-in
-- (whatever the registry answered: a refused renewal stays, with its message, and is not
-- asked again every day), so two runs of the job renew once.
alter table merchant_optins add column if not exists recurrent boolean not null default false;
alter table merchant_optins add column if not exists renewal_of uuid references merchant_optins (id) on delete set null;
create unique index if not exists merchant_optins_renewal_of_key on merchant_optins (renewal_of) where renewal_of is not null;
-- The job's daily read: the active recurrent opt-ins by end date.
create index if not exists merchant_optins_recurrent_end_idx on merchant_optins (end_date) where recurrent and status = 'ativo';
