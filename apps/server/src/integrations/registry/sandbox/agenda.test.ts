import { addDays } from '@lastro/domain';
import { describe, expect, it } from 'vitest';
import { database, done, FIN, key, registry, TODAY, UFR, useSandbox } from './testing';

useSandbox();

/** The merchant's URs as the registry's table holds them, in the agenda's order. */
const unitsInTable = (from: string, to: string) =>
  database.query<{ credenciadora: string; arranjo: string; data: string; titular: string; constituida: boolean; total: string; pre: string; comprometido: string; liquidado: string }>(
    `select credenciadora, arranjo, data_liquidacao::text as data, titular, constituida, valor_total as total, valor_pre_contratado as pre,
            valor_comprometido as comprometido, valor_liquidado as liquidado
     from registry.units where ufr = $1 and data_liquidacao between $2 and $3
     order by credenciadora, arranjo, data_liquidacao, titular`,
    [UFR, from, to],
  );

describe('sandbox registry: the agenda', () => {
  it('answers each UR as the registry holds it, and without dates from its date over the whole agenda ahead', async () => {
    await done(registry.requestOptIn({ idempotencyKey: key(), financiador: FIN, ufr: UFR, dataAssinatura: TODAY, dataInicio: TODAY, dataFim: '2027-03-01' }));
    const from = addDays(TODAY, 20);
    const to = addDays(TODAY, 200);
    const dated = await registry.queryAgenda({ financiador: FIN, ufr: UFR, dataInicio: from, dataFim: to });
    const table = await unitsInTable(from, to);
    expect(table.length).toBeGreaterThan(100);
    expect(
      dated.unidades.map((u) => [u.credenciadora, u.arranjo, u.dataLiquidacao, u.constituida, u.valorConstituidoTotal, u.valorPreContratado, u.valorComprometido, u.valorLiquidado]),
    ).toEqual(table.map((u) => [u.credenciadora, u.arranjo, u.data, u.constituida, Number(u.total), Number(u.pre), Number(u.comprometido), Number(u.liquidado)]));

    const undated = await registry.queryAgenda({ financiador: FIN, ufr: UFR });
    const ahead = await unitsInTable(TODAY, '9999-12-31');
    expect(undated.dataReferencia).toBe(TODAY);
    expect(undated.unidades.map((u) => `${u.credenciadora} ${u.arranjo} ${u.dataLiquidacao}`)).toEqual(
      ahead.map((u) => `${u.credenciadora} ${u.arranjo} ${u.data}`),
    );
    expect(await registry.queryAgenda({ financiador: FIN, ufr: UFR, dataInicio: TODAY, dataFim: '9999-12-31' })).toEqual(undated);
    expect((await registry.queryAgenda({ financiador: FIN, ufr: UFR, dataFim: to })).unidades).toEqual(
      (await registry.queryAgenda({ financiador: FIN, ufr: UFR, dataInicio: TODAY, dataFim: to })).unidades,
    );

    // A few URs of one acquirer and arranjo with something pre-contracted, committed and
    // settled, beside groups where those are zero in every UR (which the registry sends as null).
    await database.query(
      `update registry.units set valor_pre_contratado = 3, valor_comprometido = 2, valor_liquidado = 1
       where id in (select id from registry.units where ufr = $1 and data_liquidacao between $2 and $3 and valor_total >= 3
                    order by credenciadora, arranjo, data_liquidacao limit 3)`,
      [UFR, from, to],
    );
    const marked = await registry.queryAgenda({ financiador: FIN, ufr: UFR, dataInicio: from, dataFim: to });
    expect(marked.unidades.filter((u) => u.valorComprometido === 2 && u.valorLiquidado === 1 && u.valorPreContratado === 3)).toHaveLength(3);
    const markedTable = await unitsInTable(from, to);
    expect(marked.unidades.map((u) => [u.valorConstituidoTotal, u.valorPreContratado, u.valorComprometido, u.valorLivre, u.valorLiquidado])).toEqual(
      markedTable.map((u) => [Number(u.total), Number(u.pre), Number(u.comprometido), Number(u.total) - Number(u.comprometido) - Number(u.liquidado), Number(u.liquidado)]),
    );
    // Both kinds of group were read: one with a settled UR, and one settled in none.
    const settledIn = new Map<string, boolean>();
    for (const u of markedTable) settledIn.set(`${u.credenciadora} ${u.arranjo}`, (settledIn.get(`${u.credenciadora} ${u.arranjo}`) ?? false) || u.liquidado !== '0');
    expect(new Set(settledIn.values())).toEqual(new Set([true, false]));

    // A row of another titular beside the merchant's, not constituída, with amounts above 2^32
    // (the largest exact as a number), between usual URs of its group.
    await database.query(
      `insert into registry.units (credenciadora, ufr, arranjo, data_liquidacao, titular, constituida, valor_total, valor_pre_contratado, valor_comprometido, valor_liquidado)
       select credenciadora, ufr, arranjo, data_liquidacao, '99888777000166', false, 9007199254740991, 4294967297, 4294967296, 17
         from registry.units where ufr = $1 and data_liquidacao between $2 and $3 and valor_comprometido = 0
        order by credenciadora desc, arranjo, data_liquidacao limit 1 offset 5`,
      [UFR, from, to],
    );
    const [withOther, otherTable] = await Promise.all([registry.queryAgenda({ financiador: FIN, ufr: UFR, dataInicio: from, dataFim: to }), unitsInTable(from, to)]);
    expect(otherTable.filter((u) => u.titular !== UFR)).toHaveLength(1);
    expect(withOther.unidades.map((u) => [u.credenciadora, u.arranjo, u.dataLiquidacao, u.titular, u.constituida, u.valorConstituidoTotal, u.valorPreContratado, u.valorComprometido, u.valorLiquidado])).toEqual(
      otherTable.map((u) => [u.credenciadora, u.arranjo, u.data, u.titular, u.constituida, Number(u.total), Number(u.pre), Number(u.comprometido), Number(u.liquidado)]),
    );
    expect(withOther.unidades.find((u) => u.titular !== UFR)).toMatchObject({ valorConstituidoTotal: 2 ** 53 - 1, valorPreContratado: 2 ** 32 + 1, valorComprometido: 2 ** 32, valorLiquidado: 17, constituida: false });
  });
});
