-- The sandbox's controlled occurrences (spec 4 §9.2), which a real registry reports and the
-- reconciliation must meet: an acquirer paying a UR late ('adiamento'), and a chargeback on a
-- UR on its settlement day, before payment ('estorno'). The UR keeps its key (its scheduled
-- date); `liquidar_em` is the day the acquirer will actually pay it.
alter table registry.units add column if not exists liquidar_em date;

create table if not exists registry.occurrences (
  id bigserial primary key,
  tipo text not null check (tipo in ('adiamento', 'estorno')),
  unit_id bigint not null references registry.units (id),
  dias_uteis integer check (dias_uteis between 1 and 30),
  valor bigint check (valor > 0),
  -- The registry's date when the estorno was applied (null while it waits for its settlement day).
  aplicada_em date,
  criada_em timestamptz not null default now(),
  check ((tipo = 'adiamento') = (dias_uteis is not null) and (tipo = 'estorno') = (valor is not null))
);
create index if not exists occurrences_pending_idx on registry.occurrences (unit_id) where tipo = 'estorno' and aplicada_em is null;
