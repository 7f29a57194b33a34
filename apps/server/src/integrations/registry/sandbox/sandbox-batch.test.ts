import { describe, expect, it } from 'vitest';
import { REGISTRY_ERRORS, httpStatusOfRegistryErrors } from '../errors';
import type { Operation } from '../registry';
import { SandboxRegistry } from './sandbox-registry';
import { contract, database, done, erroCodes, registry, UFR, useSandbox } from './testing';

useSandbox();

describe('sandbox registry', () => {
  it('refuses a 46th effect on a UR (CERC 107842)', async () => {
    const day = '2026-05-04';
    const one = { ufr: UFR, dataInicio: day, dataFim: day };
    const outcomes: Operation[] = [];
    for (let i = 0; i < 46; i++) {
      const fin = String(10_000_000_000_000 + i * 7919).padStart(14, '0');
      outcomes.push(
        await done(
          registry.registerContract(
            contract({
              financiador: fin,
              referenciaExterna: `lim-${i}`,
              regraDivisao: 2,
              valor: undefined,
              percentualBp: 100,
              unidades: one,
            }),
          ),
        ),
      );
    }
    const live = await database.query<{ n: string }>(
      `select max(n) as n from (select count(*) n from registry.effects e join registry.units u on u.id = e.unit_id
       where u.ufr = $1 and u.data_liquidacao = $2 and e.status <> 'removido' group by u.id) x`,
      [UFR, day],
    );
    const rejected = outcomes.filter((o) => o.status === 'rejeitada');
    expect(rejected.length).toBeGreaterThan(0);
    expect(rejected[0]!.erros[0]!.codigo).toBe(REGISTRY_ERRORS.unitEffectLimit.codigo);
    expect(httpStatusOfRegistryErrors(rejected[0]!.erros)).toBe(409);
    expect(Number(live[0]!.n)).toBe(45);
  });

  it('registers a batch in order in one go: a refused contract (CERC 107842) alone is rejected, and a batch sent twice registers once', async () => {
    // 2026-05-04 holds 45 effects since the test above: the third contract reaches it.
    const fin = '45678912000155';
    const days = ['2026-05-05', '2026-05-06', '2026-05-04', '2026-05-07'];
    const batch = days.map((day, i) =>
      contract({
        idempotencyKey: `batch-${i}`,
        financiador: fin,
        referenciaExterna: `batch-${i}`,
        regraDivisao: 2,
        valor: undefined,
        percentualBp: 100,
        unidades: { ufr: UFR, dataInicio: day, dataFim: day },
      }),
    );
    const receipts = await registry.registerContracts(batch);
    expect(new Set(receipts.map((r) => r.protocolo)).size).toBe(4);
    const outcomes = await Promise.all(receipts.map((r) => registry.awaitOperation(r.protocolo)));
    expect(outcomes.map((o) => o.status)).toEqual(['processada', 'processada', 'rejeitada', 'processada']);
    expect(erroCodes(outcomes[2]!)).toEqual([REGISTRY_ERRORS.unitEffectLimit.codigo]);
    const found = await Promise.all(batch.map((b) => registry.findContract({ financiador: fin, referenciaExterna: b.referenciaExterna })));
    expect(found.map((c) => c?.efeitos.length ?? 0).map((n) => n > 0)).toEqual([true, true, false, true]);
    // Processed in the order given: the registry assigns priorities as it meets them.
    const [p1, p2, p4] = await Promise.all(
      [0, 1, 3].map(async (i) => (await database.query<{ prioridade: number }>(
        'select prioridade from registry.contracts where referencia_externa = $1', [`batch-${i}`]))[0]!.prioridade),
    );
    expect(p1! < p2! && p2! < p4!).toBe(true);

    const again = await registry.registerContracts(batch);
    expect(again.map((r) => r.protocolo)).toEqual(receipts.map((r) => r.protocolo));
    expect((await registry.awaitOperation(again[1]!.protocolo)).status).toBe('processada');
    const [{ n }] = (await database.query<{ n: string }>(
      "select count(*) as n from registry.contracts where financiador = $1 and referencia_externa like 'batch-%'",
      [fin],
    )) as [{ n: string }];
    expect(Number(n)).toBe(3);
  });

  it('leaves a batch nobody processed to the sweep, which registers it in the order given', async () => {
    const idle = new SandboxRegistry({ pool: database.pool, dispatch: async () => undefined });
    const fin = '45678912000156';
    const batch = ['2026-05-11', '2026-05-12', '2026-05-13'].map((day, i) =>
      contract({ financiador: fin, referenciaExterna: `sweep-${i}`, valor: 1_000, unidades: { ufr: UFR, dataInicio: day, dataFim: day } }),
    );
    const receipts = await idle.registerContracts(batch);
    expect((await idle.operation(receipts[0]!.protocolo))?.status).toBe('recebida');
    expect(await idle.processPending(0)).toBeGreaterThanOrEqual(3);
    const ops = await Promise.all(receipts.map((r) => idle.awaitOperation(r.protocolo)));
    expect(ops.map((o) => o.status)).toEqual(['processada', 'processada', 'processada']);
    const priorities = await database.query<{ prioridade: number }>(
      `select prioridade from registry.contracts where financiador = $1 order by referencia_externa`,
      [fin],
    );
    const p = priorities.map((r) => r.prioridade);
    expect([...p].sort((a, b) => a - b)).toEqual(p);
  });
});
