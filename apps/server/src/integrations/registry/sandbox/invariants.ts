import { stacks } from './allocation';
import { activeContracts, UNIT_EFFECTS, UNIT_FOR_ALLOCATION, unitOf } from './restack';
import { restackComponent } from './stacking';
import type { Q } from './sql';
import { MAX_EFFECTS_PER_UNIT, type UnitRow } from './units';

/**
 * What must hold for every UR of a merchant after any operation (domain.md §2-§3), as a list
 * of violations (empty = all good): comprometido = sum of the applied effects; total =
 * comprometido + livre + liquidado with livre ≥ 0; at most 45 live effects; a percentage
 * effect never above its share; a fixed contract never above its amount; a settled UR paid
 * exactly its total.
 */
export async function invariantViolations(q: Q, ufr: string): Promise<string[]> {
  const rows = await q<{ problem: string }>(
    `with live as (
       select e.unit_id, sum(e.valor_aplicado) as aplicado, count(*) as n
       from registry.effects e where e.status <> 'removido' group by e.unit_id),
     paid as (select unit_id, sum(valor) as valor from registry.settlements group by unit_id)
     select 'UR ' || u.id || ': comprometido ' || u.valor_comprometido || ' <> efeitos ' || coalesce(l.aplicado, 0) as problem
       from registry.units u left join live l on l.unit_id = u.id
       where u.ufr = $1 and u.valor_comprometido <> coalesce(l.aplicado, 0)
     union all
     select 'UR ' || u.id || ': livre negativo' from registry.units u
       where u.ufr = $1 and u.valor_total - u.valor_comprometido - u.valor_liquidado < 0
     union all
     select 'UR ' || u.id || ': ' || l.n || ' efeitos' from registry.units u join live l on l.unit_id = u.id
       where u.ufr = $1 and l.n > ${MAX_EFFECTS_PER_UNIT}
     union all
     select 'UR ' || u.id || ': liquidada com ' || coalesce(p.valor, 0) || ' de ' || u.valor_total from registry.units u
       left join paid p on p.unit_id = u.id
       where u.ufr = $1 and u.liquidada_em is not null
         and (coalesce(p.valor, 0) <> u.valor_total or u.valor_liquidado <> u.valor_total or u.valor_comprometido <> 0)
     union all
     select 'UR ' || u.id || ': pago antes da liquidação' from registry.units u join paid p on p.unit_id = u.id
       where u.ufr = $1 and u.liquidada_em is null
     union all
     select 'efeito ' || e.id || ': percentual acima da parte' from registry.effects e
       join registry.contracts c on c.id = e.contract_id join registry.units u on u.id = e.unit_id
       where u.ufr = $1 and c.regra_divisao = 2 and e.valor_aplicado * 10000 > u.valor_total * c.percentual_bp + 5000
     union all
     select 'contrato ' || c.identificador || ': ' || sum(e.valor_aplicado + e.valor_liquidado) || ' acima de ' || c.valor
       from registry.contracts c join registry.effects e on e.contract_id = c.id
       where c.ufr = $1 and c.valor is not null group by c.id having sum(e.valor_aplicado + e.valor_liquidado) > c.valor`,
    [ufr],
  );
  return rows.map((r) => r.problem);
}

/**
 * Where the merchant's effects differ from a re-allocation from scratch (domain.md §3): every
 * unsettled UR in settlement-date order, every active contract from what it was paid, each
 * stacking one reaching the URs of its scope. Empty when every change re-stacked what it had to.
 */
export async function allocationDrift(q: Q, ufr: string): Promise<string[]> {
  const rows = await q<UnitRow>(
    `select ${UNIT_FOR_ALLOCATION}, ${UNIT_EFFECTS} from registry.units where ufr = $1 and liquidada_em is null`,
    [ufr],
  );
  if (!rows.length) return [];
  const contracts = await activeContracts(q, rows[0]!.id);
  const units = rows.map((r) => unitOf(r, undefined));
  const stacked = restackComponent(
    units,
    new Map(contracts.map((c) => [c.terms.id, c.terms])),
    contracts.filter((c) => stacks(c.terms)),
  );
  const out: string[] = [];
  for (const { unit, efeitos, comprometido } of stacked) {
    const stored = new Map((unit.row.efeitos ?? []).map((e) => [e[0], e]));
    for (const e of efeitos) {
      const now = e.id === null ? undefined : stored.get(e.id);
      const expected = [e.valorOnerado, e.valorAplicado, e.indicador, e.status];
      if (!now) out.push(`UR ${unit.id}: sem o efeito do contrato ${e.contractId} (${expected.join('/')})`);
      else if (now.slice(2).join('/') !== expected.join('/'))
        out.push(`UR ${unit.id}, contrato ${e.contractId}: ${now.slice(2).join('/')} em vez de ${expected.join('/')}`);
    }
    if (comprometido !== Number(unit.row.valor_comprometido))
      out.push(`UR ${unit.id}: comprometido ${unit.row.valor_comprometido} em vez de ${comprometido}`);
  }
  return out;
}
