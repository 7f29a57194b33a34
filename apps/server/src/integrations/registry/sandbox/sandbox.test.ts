import { percentOfCents } from '@lastro/domain';
import { describe, expect, it } from 'vitest';
import { REGISTRY_ERRORS, httpStatusOfRegistryErrors } from '../errors';
import { RegistryRefusal } from '../registry';
import { merchantProfile } from './profile';
import type { SandboxRegistry } from './sandbox-registry';
import { account, contract, database, done, erroCodes, FIN, key, registry, seq, TODAY, UFR, useSandbox } from './testing';

const OTHER_FIN = '60701190000104';

useSandbox();

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
    // A moved row follows the merchant's row of its UR.
    agenda.unidades.forEach((u, i) => {
      if (u.titular !== holder) return;
      const own = agenda.unidades[i - 1]!;
      expect([own.titular, own.credenciadora, own.arranjo, own.dataLiquidacao]).toEqual([UFR, u.credenciadora, u.arranjo, u.dataLiquidacao]);
    });
    // The same answer by acquirer and arranjo, in columns: the same rows, in the same order.
    const grouped = await registry.queryAgendaGroups({ financiador: holder, ufr: UFR, dataInicio: today, dataFim: '2026-12-31' });
    expect(grouped.ufr).toBe(UFR);
    expect(
      grouped.grupos.flatMap((g) =>
        g.dataLiquidacao.map((d, i) => ({
          credenciadora: g.credenciadora,
          ufr: UFR,
          arranjo: g.arranjo,
          dataLiquidacao: d,
          titular: g.titular[i],
          constituida: g.constituida[i],
          valorConstituidoTotal: g.valorConstituidoTotal[i],
          valorPreContratado: g.valorPreContratado[i],
          valorComprometido: g.valorComprometido[i],
          valorLivre: g.valorLivre[i],
          valorLiquidado: g.valorLiquidado[i],
        })),
      ),
    ).toEqual(agenda.unidades);

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
