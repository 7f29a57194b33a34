import { addDays } from '@lastro/domain';
import { describe, expect, it } from 'vitest';
import { REGISTRY_ERRORS } from '../errors';
import { invariantViolations } from './invariants';
import { inTx } from './sql';
import { contract, database, done, FIN, registry, UFR, useSandbox } from './testing';

useSandbox();

/** A percentage over the next months of the merchant's URs, with its limit (saldo devedor). */
const percentage = async (
  referenciaExterna: string,
  tipoEfeito: 2 | 3,
  valor: number,
  percentualBp = 5_000,
) =>
  done(
    registry.registerContract(
      contract({
        referenciaExterna,
        tipoEfeito,
        regraDivisao: 2,
        valor,
        percentualBp,
        unidades: { ufr: UFR, dataInicio: addDays(await registry.today(), 1), dataFim: '2026-09-30' },
      }),
    ),
  );

/** What the registry paid to the contract's account, summed from its settlements. */
const paidTo = async (ref: string) => {
  const [row] = await database.query<{ paid: string }>(
    `select coalesce(sum(s.valor), 0) as paid from registry.settlements s
     join registry.effects e on e.id = s.effect_id join registry.contracts c on c.id = e.contract_id
     where c.referencia_externa = $1`,
    [ref],
  );
  return Number(row!.paid);
};

describe('a percentage contract with its limit (issue 23 finding 4)', () => {
  it('never applies nor settles more than the limit, across ticks, and answers em excesso against it', async () => {
    const op = await percentage('limited', 2, 100_000);
    expect(op.status, JSON.stringify(op.erros)).toBe('processada');
    for (const day of ['2026-03-10', '2026-03-25', '2026-04-15', '2026-05-10']) {
      await registry.tick(day);
      const c = (await registry.findContract({ financiador: FIN, referenciaExterna: 'limited' }))!;
      // Held now plus paid: exactly the limit (50 % of three months of sales is far more).
      expect(c.valorConstituido, day).toBe(100_000);
      expect(c.valorBloqueado + (await paidTo('limited')), day).toBe(100_000);
      expect(c.resultadoDistribuicao, day).toBe(3);
      // What the percentage asks of the URs it reaches goes on past the limit; none of it applies.
      expect(c.efeitos.reduce((s, e) => s + e.valorOnerado, 0)).toBeGreaterThan(100_000);
      expect(await inTx(database.pool, (q) => invariantViolations(q, UFR))).toEqual([]);
    }
    expect(await paidTo('limited')).toBeGreaterThan(0);
  });

  it('is insuficiente below its limit; a limit must be a positive amount', async () => {
    const short = await percentage('unreachable', 3, 10 ** 12, 100);
    expect(short.status, JSON.stringify(short.erros)).toBe('processada');
    const c = (await registry.findContract({ financiador: FIN, referenciaExterna: 'unreachable' }))!;
    expect(c.resultadoDistribuicao).toBe(2);
    expect(c.valorConstituido).toBeGreaterThan(0);
    expect(c.valorConstituido).toBeLessThan(10 ** 12);
    for (const valor of [-5, 0, 1.5])
      expect((await percentage(`bad-limit-${valor}`, 3, valor, 100)).erros.map((e) => e.codigo)).toEqual([
        REGISTRY_ERRORS.invalidAmount.codigo,
      ]);
  });
});
