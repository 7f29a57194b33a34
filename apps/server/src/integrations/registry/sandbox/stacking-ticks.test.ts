import { addDays } from '@lastro/domain';
import { describe, expect, it } from 'vitest';
import { invariantViolations } from './invariants';
import { inTx } from './sql';
import { contract, database, done, registry, UFR, useSandbox } from './testing';

useSandbox();

const OTHER_FIN = '60701190000104';
// Beyond the 12 months of constituted URs (from 2026-03-02): every UR here is a constituir,
// constituted by the ticks' installment sales (k of n at D+30·k), in whatever order they come.
const SCOPE = { ufr: UFR, dataInicio: '2027-03-03', dataFim: '2027-04-30' };

interface Held {
  id: string;
  data_liquidacao: string;
  constituida: boolean;
  valor_total: string;
  ahead: string;
  held: string | null;
}

/** Every unsettled UR of the scope with what the contract ahead applies and what the fixed one holds. */
const fillOf = (fixed: string, ahead: string) =>
  database.query<Held>(
    `select u.id, u.data_liquidacao::text, u.constituida, u.valor_total,
            coalesce((select e.valor_aplicado from registry.effects e join registry.contracts c on c.id = e.contract_id
                      where e.unit_id = u.id and c.referencia_externa = $2 and e.status <> 'removido'), 0) as ahead,
            (select e.valor_aplicado from registry.effects e join registry.contracts c on c.id = e.contract_id
             where e.unit_id = u.id and c.referencia_externa = $1 and e.status <> 'removido') as held
     from registry.units u
     where u.ufr = $3 and u.data_liquidacao between $4 and $5 and u.liquidada_em is null
     order by u.data_liquidacao, u.id`,
    [fixed, ahead, UFR, SCOPE.dataInicio, SCOPE.dataFim],
  );

describe('a fixed contract over URs a constituir (issue 23 finding 3)', () => {
  it('holds the earliest free amounts after every tick, behind a 25 % contract, whatever order the sales come in', async () => {
    const pct = await done(
      registry.registerContract(
        contract({
          referenciaExterna: 'pct-25',
          regraDivisao: 2,
          valor: undefined,
          percentualBp: 2_500,
          unidades: SCOPE,
        }),
      ),
    );
    expect(pct.status, JSON.stringify(pct.erros)).toBe('processada');
    const fixed = await done(
      registry.registerContract(
        contract({
          financiador: OTHER_FIN,
          referenciaExterna: 'fixed-500',
          valor: 50_000,
          unidades: SCOPE,
          domicilio: {
            titular: OTHER_FIN,
            ispb: '60701190',
            codigoBanco: '341',
            agencia: '0001',
            conta: '1',
            tipoConta: 'CC',
          },
        }),
      ),
    );
    expect(fixed.status, JSON.stringify(fixed.erros)).toBe('processada');

    let day = await registry.today();
    let checked = 0;
    while (day < '2026-05-20') {
      day = addDays(day, 7);
      await registry.tick(day);
      const rows = await fillOf('fixed-500', 'pct-25');
      // Settlement-date order: each UR gives the fixed contract what the 25 % left, until R$ 500.
      let need = 50_000;
      const expected = rows.map((u) => {
        const take = u.constituida ? Math.min(need, Number(u.valor_total) - Number(u.ahead)) : 0;
        need -= take;
        return [u.data_liquidacao, take];
      });
      expect(
        rows.map((u) => [u.data_liquidacao, Number(u.held ?? 0)]),
        `after ${day}`,
      ).toEqual(expected);
      expect(await inTx(database.pool, (q) => invariantViolations(q, UFR))).toEqual([]);
      if (need === 0) checked++;
    }
    // The contract was full (so holding amounts that earlier URs constituted later must take) on several ticks.
    expect(checked).toBeGreaterThan(2);
  });
});
