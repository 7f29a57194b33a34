-- What the registers module lets the reconciliation read of its arrangements: the agenda list's
-- tooltip, the UR chain and the monitoring drawer name a UR's arrangement ('VCC Visa') from the
-- code the registry gives, as the other screens do.
create or replace view arrangement_directory as
  select payment_arrangement as code, brand_name as name from arrangements;
