import { beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY_ERRORS } from '../errors';
import { RegistryRefusal, type SettlementEntry } from '../registry';
import { account, contract, database, done, FIN, key, registry, TODAY, UFR, useSandbox } from './testing';

useSandbox();

const OTHER_FIN = '60701190000104';
/** A payment account (PG): no agency, no account number. */
const SECOND_ACCOUNT = { ...account, ispb: '18236120', codigoBanco: null, agencia: null, conta: null, tipoConta: 'PG' };
const PERIOD = { dataInicio: TODAY, dataFim: '2026-03-31' };
let first: string;
let second: string;

beforeAll(async () => {
  for (const financiador of [FIN, OTHER_FIN]) {
    const op = await done(
      registry.requestOptIn({ idempotencyKey: key(), financiador, ufr: UFR, dataAssinatura: TODAY, dataInicio: TODAY, dataFim: '2027-03-01' }),
    );
    expect(op.status).toBe('processada');
  }
  // Two contracts of FIN into two accounts over two stretches of URs, one of another financiador.
  const registered = async (over: Parameters<typeof contract>[0]) => {
    const op = await done(registry.registerContract(contract(over)));
    expect(op.status, JSON.stringify(op.erros)).toBe('processada');
    return (op.resultado as { identificadorContrato: string }).identificadorContrato;
  };
  first = await registered({ valor: 2_000_000, unidades: { ufr: UFR, dataInicio: '2026-03-03', dataFim: '2026-03-06' } });
  second = await registered({
    valor: 2_000_000,
    unidades: { ufr: UFR, dataInicio: '2026-03-09', dataFim: '2026-03-13' },
    domicilio: SECOND_ACCOUNT,
  });
  await registered({ financiador: OTHER_FIN, tipoEfeito: 3, valor: 500_000, unidades: { ufr: UFR, dataInicio: '2026-03-03', dataFim: '2026-03-13' } });
  await registry.tick('2026-03-20');
});

const allSettlements = async (q: Omit<Parameters<typeof registry.listSettlements>[0], 'depoisDe'>) => {
  const out: SettlementEntry[] = [];
  let depoisDe: string | undefined;
  do {
    const page = await registry.listSettlements({ ...q, ...(depoisDe ? { depoisDe } : {}) });
    expect(page.liquidacoes.length).toBeLessThanOrEqual(q.limite ?? 100);
    out.push(...page.liquidacoes);
    depoisDe = page.proximo ?? undefined;
  } while (depoisDe);
  return out;
};
const sum = (xs: readonly { valor: number }[]) => xs.reduce((s, x) => s + x.valor, 0);

describe('sandbox registry: settlement reads', () => {
  it("answers a contract's payments UR by UR, removed (settled) effects included, and none of another financiador's", async () => {
    const paid = await registry.contractPayments({ financiador: FIN, identificadorContrato: first });
    expect(paid?.identificadorContrato).toBe(first);
    expect(paid!.pagamentos.length).toBeGreaterThan(0);
    const found = await registry.findContract({ financiador: FIN, identificadorContrato: first });
    // Every effect is settled by now, and what each was paid is the payment on its UR.
    expect(found!.efeitos.every((e) => e.status === 'removido')).toBe(true);
    const byUnit = new Map(paid!.pagamentos.map((p) => [`${p.credenciadora}:${p.arranjo}:${p.dataLiquidacao}`, p]));
    for (const e of found!.efeitos.filter((x) => (x.valorLiquidado ?? 0) > 0)) {
      const p = byUnit.get(`${e.credenciadora}:${e.arranjo}:${e.dataLiquidacao}`);
      expect(p).toMatchObject({ valor: e.valorLiquidado, dataEfetiva: e.dataLiquidacaoEfetiva, favorecido: FIN, domicilio: account });
    }
    expect(sum(paid!.pagamentos)).toBe(found!.valorConstituido);
    expect(paid!.pagamentos.map((p) => p.dataEfetiva)).toEqual(paid!.pagamentos.map((p) => p.dataEfetiva).sort());
    const byReference = await registry.contractPayments({ financiador: FIN, referenciaExterna: paid!.referenciaExterna });
    expect(byReference).toEqual(paid);
    expect(await registry.contractPayments({ financiador: OTHER_FIN, identificadorContrato: first })).toBeNull();
    expect(await registry.contractPayments({ financiador: FIN })).toBeNull();
  });

  it("lists the financiador's settlements page by page in date order, all of its contracts' payments and only them", async () => {
    const every = await allSettlements({ financiador: FIN, ...PERIOD, limite: 3 });
    const [a, b] = await Promise.all([
      registry.contractPayments({ financiador: FIN, identificadorContrato: first }),
      registry.contractPayments({ financiador: FIN, identificadorContrato: second }),
    ]);
    expect(every).toHaveLength(a!.pagamentos.length + b!.pagamentos.length);
    expect(sum(every)).toBe(sum(a!.pagamentos) + sum(b!.pagamentos));
    expect(new Set(every.map((s) => s.identificadorContrato))).toEqual(new Set([first, second]));
    expect(every.every((s) => s.ufr === UFR && s.favorecido === FIN && s.chave.startsWith(`${s.credenciadora}:${UFR}:`))).toBe(true);
    const dates = every.map((s) => s.dataEfetiva);
    expect(dates).toEqual([...dates].sort());
    // Several pages over several days.
    expect(every.length).toBeGreaterThan(6);
    expect(new Set(dates).size).toBeGreaterThan(2);
    expect(await allSettlements({ financiador: FIN, ...PERIOD, limite: 1000 })).toEqual(every);

    const intoSecond = await allSettlements({
      financiador: FIN,
      ...PERIOD,
      domicilio: { ispb: SECOND_ACCOUNT.ispb, agencia: SECOND_ACCOUNT.agencia, conta: SECOND_ACCOUNT.conta },
    });
    expect(intoSecond).toEqual(every.filter((s) => s.identificadorContrato === second));
    expect(intoSecond.length).toBeGreaterThan(0);
    const intoFirst = await allSettlements({ financiador: FIN, ...PERIOD, domicilio: { ispb: account.ispb, agencia: account.agencia, conta: account.conta } });
    expect(intoFirst).toEqual(every.filter((s) => s.identificadorContrato === first));
    expect(await allSettlements({ financiador: FIN, ...PERIOD, domicilio: { ispb: account.ispb, agencia: account.agencia, conta: null } })).toEqual([]);
    const oneDay = every[0]!.dataEfetiva;
    expect(await allSettlements({ financiador: FIN, dataInicio: oneDay, dataFim: oneDay })).toEqual(every.filter((s) => s.dataEfetiva === oneDay));
    const others = await allSettlements({ financiador: OTHER_FIN, ...PERIOD });
    expect(others.length).toBeGreaterThan(0);
    expect(others.some((s) => s.identificadorContrato === first || s.identificadorContrato === second)).toBe(false);
  });

  it('sums them per effective date, domicile and acquirer, to the same total', async () => {
    const totals = await registry.totaisPorDomicilioEDia({ financiador: FIN, ...PERIOD });
    const every = await allSettlements({ financiador: FIN, ...PERIOD });
    expect(sum(totals)).toBe(sum(every));
    expect(totals.reduce((s, t) => s + t.quantidade, 0)).toBe(every.length);
    for (const t of totals) {
      const those = every.filter(
        (s) => s.dataEfetiva === t.dataEfetiva && s.credenciadora === t.credenciadora && s.domicilio.conta === t.domicilio.conta,
      );
      expect(t.valor).toBe(sum(those));
      expect(t.domicilio).toEqual({ ispb: those[0]!.domicilio.ispb, agencia: those[0]!.domicilio.agencia, conta: those[0]!.domicilio.conta });
    }
    expect(new Set(totals.map((t) => t.domicilio.conta))).toEqual(new Set([account.conta, SECOND_ACCOUNT.conta]));
  });

  it('pays out of a settled UR exactly its total: money in = money out', async () => {
    const [settled] = await database.query<{ credenciadora: string; arranjo: string; data_liquidacao: string }>(
      `select distinct u.credenciadora, u.arranjo, u.data_liquidacao::text from registry.settlements s
       join registry.units u on u.id = s.unit_id where s.contract_id is not null and u.ufr = $1 order by 3, 1, 2 limit 1`,
      [UFR],
    );
    const trace = await registry.traceUnit(`${settled!.credenciadora}:${UFR}:${settled!.arranjo}:${settled!.data_liquidacao}`);
    expect(trace!.unidade.valorLiquidado).toBe(trace!.unidade.valorConstituidoTotal);
    expect(sum(trace!.unidade.liquidacoes)).toBe(trace!.unidade.valorConstituidoTotal);
    // The effects' payments and the titular's share are the same money, seen by whom it went to.
    const toEffects = trace!.efeitos.flatMap((e) => e.pagamentos);
    const toTitular = trace!.unidade.liquidacoes.filter((l) => l.identificadorContrato === null);
    expect(sum(toEffects) + sum(toTitular)).toBe(trace!.unidade.valorConstituidoTotal);
    expect(toTitular.every((l) => l.favorecido === UFR && l.domicilio === null)).toBe(true);
  });

  it('refuses a period over 92 days or reversed, and a position it did not give', async () => {
    const codeOf = async (p: Promise<unknown>) => {
      const err = await p.then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(RegistryRefusal);
      return (err as RegistryRefusal).erros.map((e) => e.codigo);
    };
    const tooLong = REGISTRY_ERRORS.settlementPeriodTooLong.codigo;
    expect(await codeOf(registry.listSettlements({ financiador: FIN, dataInicio: TODAY, dataFim: '2026-06-02' }))).toEqual([tooLong]);
    expect(await codeOf(registry.totaisPorDomicilioEDia({ financiador: FIN, dataInicio: TODAY, dataFim: '2026-03-01' }))).toEqual([tooLong]);
    expect(await codeOf(registry.listSettlements({ financiador: FIN, ...PERIOD, depoisDe: 'nada' }))).toEqual([REGISTRY_ERRORS.invalidCursor.codigo]);
    // 92 days, both ends included, is the longest.
    await expect(registry.listSettlements({ financiador: FIN, dataInicio: TODAY, dataFim: '2026-06-01' })).resolves.toBeTruthy();
  });

  it('keeps the contract and financiador of every settlement paid through an effect, and none on the titular share', async () => {
    const rows = await database.query<{ wrong: string }>(
      `select count(*) as wrong from registry.settlements s left join registry.effects e on e.id = s.effect_id
       left join registry.contracts c on c.id = e.contract_id
       where s.contract_id is distinct from c.id or s.financiador is distinct from c.financiador`,
    );
    expect(Number(rows[0]!.wrong)).toBe(0);
  });
});
