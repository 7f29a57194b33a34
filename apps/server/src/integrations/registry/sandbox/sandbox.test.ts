import { percentOfCents } from '@lastro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { createTestDatabase } from '../../../test/database';
import { REGISTRY_ERRORS, httpStatusOfRegistryErrors } from '../errors';
import { RegistryRefusal, type ContractRegistration, type Operation } from '../registry';
import { merchantProfile } from './profile';
import { SandboxRegistry } from './sandbox-registry';

const TODAY = '2026-03-02';
const FIN = '11222333000181';
const OTHER_FIN = '60701190000104';
const UFR = '12ABC34501DE35';

let database: Database;
let dispose: () => Promise<void>;
let registry: SandboxRegistry;
let seq = 0;
const key = () => `k-${++seq}`;

beforeAll(async () => {
  ({ database, dispose } = await createTestDatabase());
  await database.query('update registry.clock set today = $1', [TODAY]);
  registry = new SandboxRegistry({ pool: database.pool, pollMs: 20 });
});
afterAll(async () => dispose?.());

const done = async (p: Promise<{ protocolo: string }>): Promise<Operation> =>
  registry.awaitOperation((await p).protocolo);

const optIn = (
  financiador = FIN,
  ufr = UFR,
  extra: Partial<Parameters<SandboxRegistry['requestOptIn']>[0]> = {},
) =>
  done(
    registry.requestOptIn({
      idempotencyKey: key(),
      financiador,
      ufr,
      dataAssinatura: TODAY,
      dataInicio: TODAY,
      dataFim: '2027-03-01',
      ...extra,
    }),
  );

const account = {
  titular: FIN,
  ispb: '60701190',
  codigoBanco: '341',
  agencia: '0001',
  conta: '123456',
  tipoConta: 'CC',
};

const contract = (over: Partial<ContractRegistration> = {}): ContractRegistration => ({
  idempotencyKey: key(),
  financiador: FIN,
  referenciaExterna: `ref-${seq}`,
  tipoEfeito: 2,
  regraDivisao: 1,
  valor: 100_000,
  dataAssinatura: TODAY,
  dataVencimento: '2026-12-31',
  unidades: { ufr: UFR, dataInicio: '2026-03-03', dataFim: '2026-06-30' },
  domicilio: account,
  ...over,
});

const erroCodes = (op: Operation) => op.erros.map((e) => e.codigo);

describe('sandbox registry', () => {
  it('refuses discovery and agenda without opt-in or contract, with a registry code', async () => {
    const err = await registry.discover({ financiador: FIN, ufr: UFR }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RegistryRefusal);
    expect((err as RegistryRefusal).erros[0]!.codigo).toBe(REGISTRY_ERRORS.noActiveOptIn.codigo);
    expect(httpStatusOfRegistryErrors((err as RegistryRefusal).erros)).toBe(403);
    // Not met yet: no UR was materialised for a refused read.
    expect(await database.query('select 1 from registry.units where ufr = $1', [UFR])).toHaveLength(0);
  });

  it('opt-in materialises the merchant once and opens discovery and the agenda', async () => {
    const first = optIn();
    const again = registry.requestOptIn({
      idempotencyKey: `k-${seq}`, // the same key: one registration
      financiador: FIN,
      ufr: UFR,
      dataAssinatura: TODAY,
      dataInicio: TODAY,
      dataFim: '2027-03-01',
    });
    const op = await first;
    expect(op.status).toBe('processada');
    expect((await again).protocolo).toBe(op.protocolo);
    expect(await registry.listOptIns({ ufr: UFR })).toEqual([
      expect.objectContaining({ status: 'ativo', financiador: FIN }),
    ]);

    const profile = merchantProfile(UFR);
    const discovery = await registry.discover({ financiador: FIN, ufr: UFR });
    expect(
      discovery.credenciadoras.flatMap((c) => c.arranjos.map((a) => `${c.credenciadora}/${a}`)).sort(),
    ).toEqual(profile.map((p) => `${p.credenciadora}/${p.arranjo}`).sort());
    const agenda = await registry.queryAgenda({
      financiador: FIN,
      ufr: UFR,
      dataInicio: TODAY,
      dataFim: '2027-03-02',
    });
    expect(agenda.dataReferencia).toBe(TODAY);
    expect(agenda.unidades.length).toBeGreaterThan(100);
    for (const u of agenda.unidades) {
      expect(u.valorLivre).toBe(u.valorConstituidoTotal - u.valorComprometido - u.valorLiquidado);
      expect(u.dataLiquidacao > TODAY).toBe(true);
    }
    // Another financiador without opt-in still sees nothing.
    await expect(
      registry.queryAgenda({ financiador: OTHER_FIN, ufr: UFR, dataInicio: TODAY, dataFim: '2026-12-31' }),
    ).rejects.toThrow(RegistryRefusal);
  });

  it('is deterministic: the same document gives the same agenda', async () => {
    const rows = await database.query<{ n: string; s: string }>(
      'select count(*) n, sum(valor_total) s from registry.units where ufr = $1',
      [UFR],
    );
    const { constitutedUnits } = await import('./profile');
    const expected = constitutedUnits(UFR, merchantProfile(UFR), TODAY);
    expect(Number(rows[0]!.n)).toBe(expected.length);
    expect(Number(rows[0]!.s)).toBe(expected.reduce((a, u) => a + u.valorTotal, 0));
  });

  it('registers a fixed contract filling URs in settlement-date order', async () => {
    const op = await done(registry.registerContract(contract({ valor: 50_000 })));
    expect(op.status, JSON.stringify(op.erros)).toBe('processada');
    const c = (await registry.findContract({ financiador: FIN, referenciaExterna: `ref-${seq}` }))!;
    expect(c.resultadoDistribuicao).toBe(1);
    expect(c.valorBloqueado).toBe(50_000);
    const applied = c.efeitos.filter((e) => e.status === 'aplicado');
    expect(applied.reduce((a, e) => a + e.valorConstituidoEfeito, 0)).toBe(50_000);
    const dates = applied.map((e) => e.dataLiquidacao);
    expect([...dates].sort()).toEqual(dates);
  });

  it('answers registry errors for bad contracts', async () => {
    expect(
      erroCodes(
        await done(
          registry.registerContract(contract({ regraDivisao: 2, valor: undefined, percentualBp: 10_001 })),
        ),
      ),
    ).toEqual([REGISTRY_ERRORS.percentageOver100.codigo]);
    expect(
      erroCodes(
        await done(
          registry.registerContract(
            contract({ unidades: { ufr: UFR, dataInicio: '2026-03-01', dataFim: '2026-04-01' } }),
          ),
        ),
      ),
    ).toEqual([REGISTRY_ERRORS.startDateInPast.codigo]);
    expect(
      erroCodes(
        await done(
          registry.registerContract(
            contract({
              unidades: { ufr: UFR, arranjos: ['XYZ'], dataInicio: '2026-03-03', dataFim: '2026-04-01' },
            }),
          ),
        ),
      ),
    ).toEqual([REGISTRY_ERRORS.invalidArranjo.codigo]);
    expect(
      erroCodes(
        await done(
          registry.registerContract(
            contract({
              unidades: {
                ufr: UFR,
                credenciadoras: ['00000000000191'],
                dataInicio: '2026-03-03',
                dataFim: '2026-04-01',
              },
            }),
          ),
        ),
      ),
    ).toEqual([REGISTRY_ERRORS.ufrNotLinked.codigo]);
    // The fixed contract above covers the same URs with the same effect type.
    expect(erroCodes(await done(registry.registerContract(contract())))).toEqual([
      REGISTRY_ERRORS.overlappingGuarantee.codigo,
    ]);
  });

  it('cancels a contract and frees its URs', async () => {
    const ref = `ref-cancel-${seq}`;
    await done(
      registry.registerContract(
        contract({
          referenciaExterna: ref,
          tipoEfeito: 3,
          regraDivisao: 2,
          valor: undefined,
          percentualBp: 2_500,
        }),
      ),
    );
    const before = await database.query<{ c: string }>(
      'select sum(valor_comprometido) c from registry.units where ufr = $1',
      [UFR],
    );
    const op = await done(
      registry.cancelContract({
        idempotencyKey: key(),
        contrato: { financiador: FIN, referenciaExterna: ref },
      }),
    );
    expect(op.status).toBe('processada');
    const after = await database.query<{ c: string }>(
      'select sum(valor_comprometido) c from registry.units where ufr = $1',
      [UFR],
    );
    expect(Number(after[0]!.c)).toBeLessThan(Number(before[0]!.c));
    expect((await registry.findContract({ financiador: FIN, referenciaExterna: ref }))!.status).toBe(
      'cancelado',
    );
    const again = await done(
      registry.cancelContract({
        idempotencyKey: key(),
        contrato: { financiador: FIN, referenciaExterna: ref },
      }),
    );
    expect(erroCodes(again)).toEqual([REGISTRY_ERRORS.contractNotActive.codigo]);
  });

  it('ticks: settles what is due to the effect accounts and the titular, and is idempotent per date', async () => {
    const summary = await registry.tick('2026-03-10');
    expect(summary).toMatchObject({ de: TODAY, ate: '2026-03-10' });
    expect(summary.unidadesLiquidadas).toBeGreaterThan(0);
    expect(summary.vendasAdicionadas).toBeGreaterThan(0);
    expect(await registry.today()).toBe('2026-03-10');
    const again = await registry.tick('2026-03-10');
    expect(again.unidadesLiquidadas).toBe(0);
    const paid = await database.query<{ favorecido: string }>(
      `select distinct favorecido from registry.settlements s join registry.units u on u.id = s.unit_id where u.ufr = $1`,
      [UFR],
    );
    expect(paid.map((p) => p.favorecido).sort()).toEqual([FIN, UFR].sort());
    const page = await registry.listUnits({
      ufr: UFR,
      dataInicio: '2026-03-01',
      dataFim: '2026-03-10',
      limite: 2,
    });
    expect(page.unidades).toHaveLength(2);
    expect(page.unidades[0]!.liquidacoes.length).toBeGreaterThan(0);
    const trace = await registry.traceUnit(page.unidades[0]!.chave);
    expect(trace?.unidade.chave).toBe(page.unidades[0]!.chave);
    const next = await registry.listUnits({
      ufr: UFR,
      dataInicio: '2026-03-01',
      dataFim: '2026-03-10',
      limite: 2,
      depoisDe: page.proximo!,
    });
    expect(next.unidades[0]!.chave).not.toBe(page.unidades[0]!.chave);
  });

  it('changes the settlement account, settles a contract and shows the agenda to a contract holder without opt-in', async () => {
    const today = await registry.today();
    const holder = '98765432000198';
    const ref = `ref-holder-${seq}`;
    const op = await done(
      registry.registerContract(
        contract({
          financiador: holder,
          referenciaExterna: ref,
          tipoEfeito: 1,
          unidades: { ufr: UFR, dataInicio: '2026-04-01', dataFim: '2026-04-30' },
          domicilio: { ...account, titular: holder },
        }),
      ),
    );
    expect(op.status, JSON.stringify(op.erros)).toBe('processada');
    const agenda = await registry.queryAgenda({
      financiador: holder,
      ufr: UFR,
      dataInicio: today,
      dataFim: '2026-12-31',
    });
    expect(agenda.unidades.length).toBeGreaterThan(0);
    // Troca de titularidade: what was moved is a row of the new titular, every row balanced.
    const moved = agenda.unidades.filter((u) => u.titular === holder);
    expect(moved.reduce((a, u) => a + u.valorConstituidoTotal, 0)).toBe(100_000);
    for (const u of agenda.unidades) {
      expect(u.valorConstituidoTotal).toBe(u.valorComprometido + u.valorLivre + u.valorLiquidado);
      expect(u.valorComprometido).toBeGreaterThanOrEqual(0);
    }
    // Only the URs its contract reaches.
    expect(
      agenda.unidades.every((u) => u.dataLiquidacao >= '2026-04-01' && u.dataLiquidacao <= '2026-04-30'),
    ).toBe(true);

    const newAccount = { ...account, titular: holder, ispb: '00000000', codigoBanco: '001', conta: '999' };
    const changed = await done(
      registry.changeSettlementAccount({
        idempotencyKey: key(),
        contrato: { financiador: holder, referenciaExterna: ref },
        domicilio: newAccount,
      }),
    );
    expect(changed.status).toBe('processada');
    expect((await registry.findContract({ financiador: holder, referenciaExterna: ref }))!.domicilio).toEqual(
      newAccount,
    );

    const settled = await done(
      registry.settleContract({
        idempotencyKey: key(),
        contrato: { financiador: holder, referenciaExterna: ref },
      }),
    );
    const found = (await registry.findContract({
      financiador: holder,
      identificadorContrato: (settled.resultado as { identificadorContrato: string }).identificadorContrato,
    }))!;
    expect(found.status).toBe('liquidado');
    expect(found.valorBloqueado).toBe(0);
    // Without opt-in and with no active contract left, the agenda is closed again.
    await expect(
      registry.queryAgenda({ financiador: holder, ufr: UFR, dataInicio: today, dataFim: '2026-12-31' }),
    ).rejects.toThrow(RegistryRefusal);
  });

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

  it('queues effects on URs a constituir and applies them when the tick brings the sales', async () => {
    expect(await registry.today()).toBe('2026-03-10');
    const ref = `ref-queued-${seq}`;
    const scope = {
      ufr: UFR,
      credenciadoras: ['01425787000104'],
      arranjos: ['VCD'],
      dataInicio: '2026-03-16',
      dataFim: '2026-03-19',
    };
    const op = await done(
      registry.registerContract(
        contract({
          referenciaExterna: ref,
          tipoEfeito: 3,
          regraDivisao: 2,
          valor: undefined,
          percentualBp: 5_000,
          unidades: scope,
        }),
      ),
    );
    expect(op.status, JSON.stringify(op.erros)).toBe('processada');
    const before = (await registry.findContract({ financiador: FIN, referenciaExterna: ref }))!;
    expect(before.efeitos.map((e) => [e.dataLiquidacao, e.status, e.valorConstituidoEfeito])).toEqual([
      ['2026-03-16', 'solicitado', 0],
      ['2026-03-17', 'solicitado', 0],
      ['2026-03-18', 'solicitado', 0],
      ['2026-03-19', 'solicitado', 0],
    ]);
    // Monday's debit sales settle on Tuesday 17/03: that UR is constituted and the effect applies.
    await registry.tick('2026-03-16');
    const after = (await registry.findContract({ financiador: FIN, referenciaExterna: ref }))!;
    const tuesday = after.efeitos.find((e) => e.dataLiquidacao === '2026-03-17')!;
    expect(tuesday.status).toBe('aplicado');
    const [unit] = (
      await registry.listUnits({
        ufr: UFR,
        credenciadora: '01425787000104',
        dataInicio: '2026-03-17',
        dataFim: '2026-03-17',
        limite: 100,
      })
    ).unidades.filter((u) => u.arranjo === 'VCD');
    expect(unit!.constituida).toBe(true);
    expect(tuesday.valorConstituidoEfeito).toBe(percentOfCents(unit!.valorConstituidoTotal, 5_000));
    expect(after.efeitos.find((e) => e.dataLiquidacao === '2026-03-19')!.status).toBe('solicitado');
  });
});
