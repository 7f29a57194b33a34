import { addBusinessDays, addDays } from '@lastro/domain';
import { describe, expect, it } from 'vitest';
import { RegistryRefusal } from '../registry';
import { invariantViolations } from './invariants';
import { inTx } from './sql';
import { contract, database, done, FIN, registry, TODAY, UFR, useSandbox } from './testing';

useSandbox();

interface EffectOnUnit {
  unit_id: string;
  chave: string;
  data: string;
  valor_total: number;
  aplicado: number;
}

/** A contract of its own financiador (one guarantee each) signed today over the URs from tomorrow on. */
const from = (today: string, financiador: string, over: Parameters<typeof contract>[0]) =>
  contract({
    financiador,
    dataAssinatura: today,
    unidades: { ufr: UFR, dataInicio: addDays(today, 1), dataFim: '2026-06-30' },
    domicilio: { titular: financiador, ispb: '60701190', codigoBanco: '341', agencia: '0001', conta: '77', tipoConta: 'CC' },
    ...over,
  });

/** The earliest UR after `after` on which the contract of `ref` applies something. */
async function effectOf(ref: string, after: string): Promise<EffectOnUnit> {
  const rows = await database.query<EffectOnUnit>(
    `select u.id as unit_id, u.credenciadora || ':' || u.ufr || ':' || u.arranjo || ':' || u.data_liquidacao as chave,
            u.data_liquidacao::text as data, u.valor_total::int as valor_total, e.valor_aplicado::int as aplicado
     from registry.effects e join registry.units u on u.id = e.unit_id join registry.contracts c on c.id = e.contract_id
     where c.referencia_externa = $1 and e.valor_aplicado > 0 and u.data_liquidacao > $2 and u.liquidada_em is null
     order by u.data_liquidacao, u.id limit 1`,
    [ref, after],
  );
  return rows[0]!;
}

const settlementsOf = async (unitId: string) =>
  (
    await database.query<{ data_efetiva: string; valor: string; ref: string | null }>(
      `select s.data_efetiva::text, s.valor, c.referencia_externa as ref
       from registry.settlements s left join registry.contracts c on c.id = s.contract_id where s.unit_id = $1 order by s.id`,
      [unitId],
    )
  ).map((r) => ({ data: r.data_efetiva, valor: Number(r.valor), ref: r.ref }));

describe('the sandbox clock and its day listeners', () => {
  it('sets the clock back only while the registry holds no merchant and no operation', async () => {
    await registry.sandbox.resetClock('2026-02-20');
    expect(await registry.today()).toBe('2026-02-20');
    await registry.sandbox.resetClock(TODAY);
    expect(await registry.today()).toBe(TODAY);
  });

  it('calls before(day) with the day unprocessed and after(day) once committed, once per day, whoever ticks', async () => {
    const seen: string[] = [];
    const stop = registry.onDay({
      before: async (day) => void seen.push(`before ${day} clock ${await registry.today()}`),
      after: async (day) => void seen.push(`after ${day} clock ${await registry.today()}`),
    });
    await registry.tick(addDays(TODAY, 2));
    // The same dates again (a repeated or parallel tick): no listener runs for a processed day.
    await registry.tick(addDays(TODAY, 2));
    stop();
    await registry.tick(addDays(TODAY, 3));
    const d1 = addDays(TODAY, 1);
    const d2 = addDays(TODAY, 2);
    expect(seen).toEqual([
      `before ${d1} clock ${TODAY}`,
      `after ${d1} clock ${d1}`,
      `before ${d2} clock ${d1}`,
      `after ${d2} clock ${d2}`,
    ]);
  });

  it('stops before a day whose before() fails, leaving that day unprocessed', async () => {
    const start = await registry.today();
    const stop = registry.onDay({
      before: async () => {
        throw new Error('freeze failed');
      },
    });
    await expect(registry.tick(addDays(start, 2))).rejects.toThrow('freeze failed');
    stop();
    expect(await registry.today()).toBe(start);
  });

  it('refuses to move the clock once the registry holds operations', async () => {
    const op = await done(registry.registerContract(from(await registry.today(), FIN, { referenciaExterna: 'clock-guard' })));
    expect(op.status, JSON.stringify(op.erros)).toBe('processada');
    const err = await registry.sandbox.resetClock('2026-01-05').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RegistryRefusal);
    expect((err as RegistryRefusal).erros[0]!.codigo).toBe(100601);
  });
});

describe('controlled occurrences (spec 4 §9.2)', () => {
  it("'adiamento' pays the UR that many dias úteis late, under its own key", async () => {
    const today = await registry.today();
    const op = await done(registry.registerContract(from(today, '60701190000104', { referenciaExterna: 'late', valor: 50_000 })));
    expect(op.status, JSON.stringify(op.erros)).toBe('processada');
    const ur = await effectOf('late', today);
    await registry.sandbox.simulate({ tipo: 'adiamento', chave: ur.chave, diasUteis: 3 });

    await registry.tick(ur.data);
    expect(await settlementsOf(ur.unit_id)).toEqual([]);
    const paidOn = addBusinessDays(ur.data, 3);
    await registry.tick(addDays(paidOn, -1));
    expect(await settlementsOf(ur.unit_id)).toEqual([]);
    await registry.tick(paidOn);
    const paid = await settlementsOf(ur.unit_id);
    expect(paid.filter((s) => s.ref === 'late')).toEqual([{ data: paidOn, valor: ur.aplicado, ref: 'late' }]);
    expect(paid.every((s) => s.data === paidOn)).toBe(true);
    expect(paid.reduce((s, p) => s + p.valor, 0)).toBe(ur.valor_total);
    expect(await inTx(database.pool, (q) => invariantViolations(q, UFR))).toEqual([]);
    // A settled UR takes no more occurrences.
    await expect(registry.sandbox.simulate({ tipo: 'estorno', chave: ur.chave, valor: 100 })).rejects.toBeInstanceOf(RegistryRefusal);
  });

  it("'estorno' lowers the UR on its settlement day: the free amount first, then the effect", async () => {
    const today = await registry.today();
    const op = await done(registry.registerContract(from(today, '00000000000191', { referenciaExterna: 'chargeback', valor: 40_000 })));
    expect(op.status, JSON.stringify(op.erros)).toBe('processada');
    const ur = await effectOf('chargeback', today);
    const [held] = await database.query<{ n: string }>(
      `select coalesce(sum(valor_aplicado), 0) as n from registry.effects where unit_id = $1 and status <> 'removido'`,
      [ur.unit_id],
    );
    // More than the free amount: the effects are paid less.
    const estorno = ur.valor_total - Number(held!.n) + 1_234;
    await registry.sandbox.simulate({ tipo: 'estorno', chave: ur.chave, valor: estorno });
    // Nothing changes before the settlement day.
    expect((await effectOf('chargeback', today)).aplicado).toBe(ur.aplicado);

    await registry.tick(ur.data);
    const paid = await settlementsOf(ur.unit_id);
    expect(paid.reduce((s, p) => s + p.valor, 0)).toBe(ur.valor_total - estorno);
    expect(paid.filter((s) => s.ref === null)).toEqual([]);
    expect(paid.find((s) => s.ref === 'chargeback')!.valor).toBeLessThanOrEqual(ur.aplicado);
    const rows = await database.query<{ aplicada_em: string }>(
      `select aplicada_em::text from registry.occurrences where unit_id = $1 and tipo = 'estorno'`,
      [ur.unit_id],
    );
    expect(rows).toEqual([{ aplicada_em: ur.data }]);
    expect(await inTx(database.pool, (q) => invariantViolations(q, UFR))).toEqual([]);
  });

  it('refuses an unknown UR', async () => {
    const err = await registry.sandbox
      .simulate({ tipo: 'adiamento', chave: `1:${UFR}:VCC:2031-01-01`, diasUteis: 1 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RegistryRefusal);
    expect((err as RegistryRefusal).erros[0]!.codigo).toBe(100600);
  });
});
